"""The clauses of the spec judged on one concrete situation, in plain Python.

This is the meaning ``piquet verify`` gives the clauses (see
:mod:`piquet.proofs.encoding`), read with :func:`piquet.spec.expr.evaluate`
instead of Z3, so that an engine's states can be judged law by law and the
solver's verdicts recomputed without it (:mod:`piquet.testing.exhaustive`):

- a clause *applies* where its condition holds and none of the exceptions
  it names applies (Catala's exceptions); an exception whose clause lies
  outside the domain cannot occur in it;
- an obligation, consequence or definition *binds*: where it applies, its
  content holds; a prohibition: its content does not hold; a remedy: where
  its irregularity occurs, what follows from it holds;
- lawful (*regular*) play avoids every remedy's irregularity;
- an outcome (a fresh deal, a penalty) holds only where a clause that
  concludes it applies (the closed world of the encoding);
- the domain's physics holds of every situation that can occur.

A situation may be partial: a variable the engine has not determined yet
is simply absent, and every judgement that needs it answers ``None``
(unknown) instead of guessing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from piquet.spec.catalogue import catalogue
from piquet.spec.evaluation import concludes, conjuncts, domain_clauses
from piquet.spec.expr import Expr, Op, Value, Var, evaluate, render, variables
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.vocabulary import Domain

__all__ = ["Breach", "Laws", "names", "explain", "laws_for"]

Situation = Mapping[str, Value]


def names(expr: Expr) -> frozenset[str]:
    """The names of the situation variables ``expr`` reads."""
    return frozenset(v.name for v in variables(expr))


@dataclass(frozen=True)
class Breach:
    """A law the situation does not keep: which clause, under which reading, in which domain, and how.

    ``how`` is ``"breached"`` (a binding clause's content fails where it
    applies), ``"irregular"`` (a remedy's irregularity occurred in what
    should be lawful play), ``"unconcluded"`` (an outcome holds that no
    applicable clause concludes) or ``"physics"`` (the situation cannot
    occur: the mapping or the engine is wrong).
    """

    how: str
    reading: str
    domain: str
    clause: Clause | None
    demands: str
    outcome: str | None = None

    @property
    def key(self) -> str:
        """What is breached: the clause's id, ``frame:<outcome>`` or ``physics``."""
        if self.clause is not None:
            return self.clause.id
        return f"frame:{self.outcome}" if self.outcome else "physics"

    def __str__(self) -> str:
        if self.clause is None:
            what = "impossible situation" if self.how == "physics" else "outcome no law concludes"
            return f"[{self.reading} reading, {self.domain}] {what}: {self.demands}"
        c = self.clause
        verb = {"breached": "is breached", "irregular": "is incurred in lawful play",
                "unconcluded": "is not concluded by any applicable law"}[self.how]
        return (f"[{self.reading} reading, {self.domain}] Law {c.law}, clause {c.id} ({c.kind.value}) {verb}: "
                f"\"{c.says}\" -- it demands: {self.demands}")


class Laws:
    """The clauses of one domain under one reading, ready to judge concrete situations."""

    def __init__(self, domain: Domain, reading: str, clauses: Iterable[Clause] | None = None) -> None:
        self.domain = domain
        self.reading = reading
        every = catalogue().clauses(reading) if clauses is None else tuple(clauses)
        self.clauses = domain_clauses(domain, every)
        self.by_id = {c.id: c for c in self.clauses}
        #: Clauses outside the domain that its clauses name as exceptions: in a situation that gives
        #: their variables (an engine's state read in several domains) they are judged too; in the
        #: domain alone (the solver's world, the enumeration) they cannot occur.
        self.outside = {c.id: c for c in every if c.id not in self.by_id}

    # -- what each judgement needs -------------------------------------------------

    def exceptions(self, c: Clause) -> tuple[Clause, ...]:
        """The exceptions ``c`` names that can occur in this domain."""
        return tuple(self.by_id[e] for e in c.except_as if e in self.by_id)

    def needs_applies(self, c: Clause) -> frozenset[str]:
        """The variables whether ``c`` applies depends on (its condition and its exceptions')."""
        return self._needs[c.id]

    @cached_property
    def _needs(self) -> dict[str, frozenset[str]]:
        out: dict[str, frozenset[str]] = {}

        def need(c: Clause, path: tuple[str, ...]) -> frozenset[str]:
            if c.id in out:
                return out[c.id]
            if c.id in path:
                raise ValueError(f"exception cycle through clause {c.id}")
            got = names(c.when).union(*(need(e, path + (c.id,)) for e in self.exceptions(c)))
            out[c.id] = got
            return got

        for c in self.clauses:
            need(c, ())
        return out

    def needs(self, c: Clause) -> frozenset[str]:
        """Every variable a judgement of ``c`` may read."""
        return self.needs_applies(c) | names(c.then)

    def concluders(self, outcome: str) -> tuple[Clause, ...]:
        """The clauses that conclude the outcome variable ``outcome``."""
        return tuple(c for c in self.clauses if concludes(c, outcome))

    # -- judgements: True, False, or None where the situation lacks a variable --------

    def applies(self, c: Clause, values: Situation) -> bool | None:
        if not self.needs_applies(c) <= values.keys():
            return None
        if not evaluate(c.when, values):
            return False
        if any(self.applies(e, values) for e in self.exceptions(c)):
            return False
        return not any(self._outside_applies(e, values, ()) for e in c.except_as if e in self.outside)

    def _outside_applies(self, cid: str, values: Situation, path: tuple[str, ...]) -> bool:
        """Whether an exception from outside the domain applies; where its variables are missing, it
        is taken not to occur (as in the domain's own world)."""
        c = self.outside[cid]
        if cid in path or not names(c.when) <= values.keys() or not evaluate(c.when, values):
            return False
        return not any(self._outside_applies(e, values, path + (cid,)) for e in c.except_as if e in self.outside)

    def content(self, c: Clause, values: Situation) -> bool | None:
        """Whether the clause's ``then`` holds."""
        return bool(evaluate(c.then, values)) if names(c.then) <= values.keys() else None

    def binds(self, c: Clause, values: Situation) -> bool | None:
        """Whether a binding clause (or a remedy, read as "if the irregularity, then its consequence") is kept."""
        if c.kind is ClauseKind.ENTITLEMENT:
            return True
        applies = self.applies(c, values)
        if applies is False:
            return True
        content = self.content(c, values)
        if applies is None or content is None:
            return None
        return content is (c.kind is not ClauseKind.PROHIBITION)

    def regular(self, c: Clause, values: Situation) -> bool | None:
        """Whether play is regular as far as ``c`` goes: a remedy's irregularity does not occur."""
        if c.kind is not ClauseKind.REMEDY:
            return True
        applies = self.applies(c, values)
        return None if applies is None else not applies

    def exercised(self, c: Clause, values: Situation) -> bool | None:
        """Whether the right ``c`` grants applies and is exercised."""
        applies = self.applies(c, values)
        if applies is False:
            return False
        content = self.content(c, values)
        return None if applies is None or content is None else content

    def concluded(self, outcome: str, values: Situation) -> bool | None:
        """Whether the outcome ``outcome`` is allowed: false, or concluded by an applicable clause."""
        if outcome not in values:
            return None
        if not values[outcome]:
            return True
        verdicts = [self.applies(c, values) for c in self.concluders(outcome)]
        if any(verdicts):
            return True
        return None if None in verdicts else False

    @cached_property
    def physics(self) -> tuple[Expr, ...]:
        """The domain's physics, one conjunct at a time."""
        return conjuncts(self.domain.physics)

    # -- the whole judgement of a situation ------------------------------------------

    def judge(self, values: Situation, *, regular: bool = True, frame: bool = True, physics: bool = True,
              outcomes_given: frozenset[str] = frozenset()) -> list[Breach]:
        """Every law the situation does not keep, as far as its values decide.

        ``regular``: report remedies' irregularities (lawful play must avoid
        them); ``frame``: report outcomes no law concludes, except those in
        ``outcomes_given`` (set by something outside this domain);
        ``physics``: report a situation that cannot occur.
        """
        out: list[Breach] = []
        name = self.domain.name
        if physics:
            for part in self.physics:
                if names(part) <= values.keys() and not evaluate(part, values):
                    out.append(Breach("physics", self.reading, name, None, render(part)))
        for c in self.clauses:
            if self.binds(c, values) is False:
                out.append(Breach("breached", self.reading, name, c, explain(c, values)))
            if regular and self.regular(c, values) is False:
                out.append(Breach("irregular", self.reading, name, c, f"not ({_short(render(c.when))})"))
        if frame:
            for v in self.domain.outcomes:
                if v.name not in outcomes_given and self.concluded(v.name, values) is False:
                    out.append(Breach("unconcluded", self.reading, name, None,
                                      f"{v.phrase}: no applicable law concludes it", v.name))
        return out


def _short(text: str, limit: int = 300) -> str:
    return text if len(text) <= limit else text[:limit] + " ..."


def explain(c: Clause, values: Situation) -> str:
    """What a breached clause demands, in words, and where it defines a variable, the value it gives.

    A clause ``v = expr`` (a score, a flag) is explained by the value the
    law gives ``v`` against the value the situation has: far shorter than
    the rendered expression of a scoring law.
    """
    parts = []
    for p in conjuncts(c.then):
        if (isinstance(p, Op) and p.name == "eq" and isinstance(p.args[0], Var)
                and names(p) <= values.keys() and not evaluate(p, values)):
            var = p.args[0]
            parts.append(f"{var.phrase} ({var.name}) is {evaluate(p.args[1], values)}, "
                         f"not {values[var.name]}")
    if parts and c.kind is not ClauseKind.PROHIBITION:
        return "; ".join(parts)
    text = _short(render(c.then))
    return f"not ({text})" if c.kind is ClauseKind.PROHIBITION else text


_CACHE: dict[tuple[str, str], Laws] = {}


def laws_for(domain: Domain, reading: str) -> Laws:
    """The (cached) :class:`Laws` of a domain under a reading of the catalogue."""
    key = (domain.name, reading)
    if key not in _CACHE:
        _CACHE[key] = Laws(domain, reading)
    return _CACHE[key]
