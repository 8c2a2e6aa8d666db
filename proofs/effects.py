"""What an amendment newly permits and newly forbids, computed by Z3, phase by phase or in the one world.

A course is *lawful* under a reading when it keeps the physics and every clause that binds (a penalty incurred is
part of the course, as the laws rule it), and *granted* when some right allows it. For each phase of the game whose
clauses the amendment changes, four questions: is there a situation and a course lawful with the amendment made but
not as printed (it *permits* something new), or lawful as printed but not amended (it *forbids* something new);
granted amended but not as printed (it *grants* a right), or the reverse (it *withdraws* one)? Each answer is the
situation nearest the ordinary deal, with the course, so that a reader sees it beside the sentence. In the one
world (:mod:`piquet.spec.world`) the same four questions are asked of each part of each game's world whose clauses
in force the amendment changes: an amendment that makes a paragraph of au cent take the place of more of the Laws
changes no phase, since no phase holds the paragraph beside the law, and acts there alone.

An amendment's words bound what it may change: a :class:`~piquet.spec.amendments.Change` states, as
``within``, the courses its sentence reaches. :func:`beyond` asks whether anything newly permitted or
forbidden lies outside them: the Law 24 amendment "except to discard as many cards as Laws 40 to 43 require"
reaches only the elder hand who ends with twelve cards, and a formula that lifted the bar entirely would
permit an elder hand of thirteen to discard three, take one and play with eleven.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import z3

from piquet.proofs.checks import Budget, nearest
from piquet.proofs.encode import to_z3, value_of
from piquet.proofs.encoding import Encoding
from piquet.proofs.smtlib import decide
from piquet.spec.amendments import Amendment, amended
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import DOMAINS, WORLDS
from piquet.spec.evaluation import domain_clauses
from piquet.spec.expr import Expr, variables
from piquet.spec.law import ClauseKind
from piquet.spec.vocabulary import Domain

__all__ = ["Effect", "effects", "beyond", "what_it_does", "PERMITS", "FORBIDS", "GRANTS", "WITHDRAWS"]

PERMITS, FORBIDS, GRANTS, WITHDRAWS = "permits", "forbids", "grants", "withdraws"


@dataclass(frozen=True)
class Effect:
    """In phase ``domain``, what the amendment newly ``permits``, ``forbids``, ``grants`` or ``withdraws``: the
    situation and course nearest the ordinary deal (None: nothing), or ``unknown`` when the solver could not
    say."""

    domain: str
    kind: str
    course: dict[str, int | bool] | None
    unknown: bool = False
    #: The law whose amended sentence the course is sought within ("": the whole amendment).
    law: str = ""
    #: Whether ``domain`` is a part of the one world (a hundred variables and more) rather than a phase.
    world: bool = False

    @property
    def shown(self) -> dict[str, int | bool] | None:
        """The course as a reader is shown it: whole for a phase; for a part of the one world, only its values
        neither false nor 0 (the rest go unsaid)."""
        if self.course is None or not self.world:
            return self.course
        return {k: v for k, v in self.course.items() if v not in (False, 0)}


def _pair(a: Amendment, world: bool = False) -> list[tuple[Domain, Encoding, Encoding]]:
    """Each phase (``world``: each part of each game's one world) whose clauses the amendment changes, encoded as
    printed and as amended (one set of variables: the two encodings name them alike)."""
    cat = catalogue()
    printed = cat.clauses(a.reading)
    with_it, name = amended(cat, a)
    changed = with_it.clauses(name)
    # Phase by phase every phase holds the reading's clauses; in a world, each part the clauses in force there.
    places = ([(d, printed, changed) for d in DOMAINS] if not world else
              [(part, w.in_force(printed), w.in_force(changed)) for w in WORLDS
               for part in w.parts(w.in_force(changed))])
    out = []
    for d, was, now in places:
        before, after = domain_clauses(d, was), domain_clauses(d, now)
        if [(c.id, c.when, c.then, c.except_as) for c in before] != [(c.id, c.when, c.then, c.except_as)
                                                                     for c in after]:
            out.append((d, Encoding(d, before, was), Encoding(d, after, now)))
    return out


def _lawful(yes: Encoding, no: Encoding) -> Any:
    """A course lawful under ``yes``'s clauses and not under ``no``'s."""
    def lawful(enc: Encoding) -> Any:
        cp = enc.copy()
        return z3.And(cp.physics, *cp.binding.values())
    return z3.And(lawful(yes), z3.Not(lawful(no)))


def _granted(yes: Encoding, no: Encoding) -> Any:
    """A course that a right grants under ``yes``'s clauses (its clause applies and the course does what it
    allows) and the same right does not under ``no``'s, whether or not another law lets it be exercised (that
    is the entitlement check's question). Right by right: in a part of the one world some right or other
    grants almost every course, so "granted by some right" would hide a right taken away."""
    def granted(enc: Encoding, cid: str) -> Any:
        cp = enc.copy()
        return z3.And(cp.applies[cid], cp.then[cid]) if cid in enc.by_id else z3.BoolVal(False)
    rights = [c.id for c in yes.clauses if c.kind is ClauseKind.ENTITLEMENT]
    changed = [z3.And(granted(yes, cid), z3.Not(granted(no, cid))) for cid in rights]
    return z3.And(yes.copy().physics, z3.Or(*changed)) if changed else z3.BoolVal(False)


#: What each kind of effect asks: whether it is asked of the amended clauses (``now``) against the printed ones
#: (``was``), or the reverse, and the question.
_ASKS = {PERMITS: (True, _lawful), FORBIDS: (False, _lawful), GRANTS: (True, _granted), WITHDRAWS: (False, _granted)}


def _query(d: Domain, was: Encoding, now: Encoding, kind: str, budget: Budget, outside: Expr | None = None,
           inside: Expr | None = None, law: str = "", world: bool = False) -> Effect:
    s = budget.limit(z3.Solver())
    forward, asks = _ASKS[kind]
    yes, no = (now, was) if forward else (was, now)
    s.add(asks(yes, no))
    cp = now.copy()
    if outside is not None:
        s.add(z3.Not(to_z3(outside, cp.env)))
    if inside is not None:
        s.add(to_z3(inside, cp.env))
    r = decide(s, asks=f"a course the amendment newly {kind}")
    if r != z3.sat:
        return Effect(d.name, kind, None, unknown=r == z3.unknown, law=law, world=world)
    size = to_z3(d.distance, cp.env)

    def read(s: Any) -> dict[str, int | bool]:
        return {v.name: value_of(v, s.model(), cp.env) for v in d.variables}

    course, _ = nearest(s, size, d, read, cp.env)
    return Effect(d.name, kind, course, law=law, world=world)


def effects(a: Amendment, budget: Budget = Budget(), world: bool = False) -> list[Effect]:
    """What ``a`` newly permits, forbids, grants and withdraws in each phase it changes (``world``: each part of
    the one world): one course for each sentence that states the courses its words reach (the nearest there),
    else one for the whole amendment."""
    reach = [(ch.law, ch.within) for ch in a.changes if ch.within is not None and variables(ch.within)]
    pairs = _pair(a, world)
    if a.within is None or not reach:
        return [_query(d, was, now, kind, budget, world=world) for d, was, now in pairs for kind in _ASKS]
    return [_query(d, was, now, kind, budget, inside=within, law=law, world=world) for d, was, now in pairs
            for law, within in dict.fromkeys(reach) for kind in _ASKS
            if {v.name for v in variables(within)} <= {v.name for v in d.variables}]


def beyond(a: Amendment, budget: Budget = Budget(), world: bool = False) -> list[Effect]:
    """What ``a`` newly permits or forbids outside the courses its words reach (its changes' ``within``), in
    each phase (``world``: each part of the one world) that holds every variable they read; empty when the
    formula stays within the words."""
    within = a.within
    if within is None:
        return []
    names = {v.name for v in variables(within)}
    out = []
    for d, was, now in _pair(a, world):
        if not names <= {v.name for v in d.variables}:
            continue
        out += [e for kind in _ASKS
                if (e := _query(d, was, now, kind, budget, outside=within, world=world)).course is not None
                or e.unknown]
    return out


def what_it_does(a: Amendment, budget: Budget = Budget()) -> tuple[list[Effect], list[Effect]]:
    """What ``a`` newly permits, forbids, grants and withdraws (:func:`effects`), and what lies beyond its words
    (:func:`beyond`): phase by phase, or, for an amendment that changes no phase (a paragraph of au cent taking
    the place of more of the Laws), in the one world, where alone it acts."""
    found = effects(a, budget)
    if found:
        return found, beyond(a, budget)
    return effects(a, budget, world=True), beyond(a, budget, world=True)
