"""The clauses of the spec judged on one concrete situation, in plain Python.

What a clause means (when it applies, what it binds, lawful play, the
closed world of outcomes) is defined once, as expressions, in
:mod:`piquet.spec.semantics`; ``piquet verify`` translates them to Z3 and
this module evaluates them with :func:`piquet.spec.expr.evaluate_partial`,
so that an engine's states can be judged law by law and the solver's
verdicts recomputed without it (:mod:`piquet.testing.exhaustive`). The
domain's physics holds of every situation that can occur.

A situation may be partial: a variable the engine has not determined yet
is simply absent, and every judgement that it decides answers ``None``
(unknown) instead of guessing. An exception from another domain applies
where the situation gives its variables (an engine's state read in several
domains) and not where it lacks them (the rule of
:mod:`piquet.spec.semantics`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from piquet.spec.catalogue import catalogue
from piquet.spec.evaluation import conjuncts, domain_clauses
from piquet.spec.expr import Expr, Op, Value, Var, evaluate, evaluate_partial, needs, render, variables
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.semantics import semantics
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


Memo = dict[int, int | None]


class Laws:
    """The clauses of one domain under one reading, ready to judge concrete situations.

    Each judgement evaluates the clause's meaning (:mod:`piquet.spec.semantics`) three-valued: True,
    False, or None where the situation lacks a variable that decides it. ``memo`` may be shared by the
    judgements of one situation (the clauses share their exceptions' conditions).
    """

    def __init__(self, domain: Domain, reading: str, clauses: Iterable[Clause] | None = None) -> None:
        self.domain = domain
        self.reading = reading
        every = catalogue().clauses(reading) if clauses is None else tuple(clauses)
        self.clauses = domain_clauses(domain, every)
        self.by_id = {c.id: c for c in self.clauses}
        #: Clauses outside the domain that its clauses name as exceptions are found in ``every``.
        self.meaning = semantics(domain, self.clauses, every)
        self._exercised = {c.id: Op("and", (self.meaning.applies[c.id], c.then)) for c in self.clauses}

    # -- what each judgement needs -------------------------------------------------

    def needs_applies(self, c: Clause) -> frozenset[str]:
        """The variables whether ``c`` applies depends on (its condition and its exceptions')."""
        return needs(self.meaning.applies[c.id])

    def needs(self, c: Clause) -> frozenset[str]:
        """Every variable a judgement of ``c`` may read."""
        return self.needs_applies(c) | names(c.then)

    def concluders(self, outcome: str) -> tuple[Clause, ...]:
        """The clauses that conclude the outcome variable ``outcome``."""
        return self.meaning.concluders(outcome)

    def needs_concluded(self, outcome: str) -> frozenset[str]:
        """The variables whether ``outcome`` is allowed depends on (it and its concluders' applying)."""
        return needs(self.meaning.frame[outcome])

    # -- judgements: True, False, or None where the situation lacks a variable --------

    def applies(self, c: Clause, values: Situation, memo: Memo | None = None) -> bool | None:
        return _truth(self.meaning.applies[c.id], values, memo)

    def content(self, c: Clause, values: Situation, memo: Memo | None = None) -> bool | None:
        """Whether the clause's ``then`` holds."""
        return _truth(c.then, values, memo)

    def binds(self, c: Clause, values: Situation, memo: Memo | None = None) -> bool | None:
        """Whether a binding clause (or a remedy, read as "if the irregularity, then its consequence") is kept."""
        meaning = self.meaning.binds.get(c.id)
        return True if meaning is None else _truth(meaning, values, memo)

    def regular(self, c: Clause, values: Situation, memo: Memo | None = None) -> bool | None:
        """Whether play is regular as far as ``c`` goes: a remedy's irregularity does not occur."""
        meaning = self.meaning.regular.get(c.id)
        return True if meaning is None else _truth(meaning, values, memo)

    def exercised(self, c: Clause, values: Situation, memo: Memo | None = None) -> bool | None:
        """Whether the right ``c`` grants applies and is exercised."""
        return _truth(self._exercised[c.id], values, memo)

    def concluded(self, outcome: str, values: Situation, memo: Memo | None = None) -> bool | None:
        """Whether the outcome ``outcome`` is allowed: false, or concluded by an applicable clause."""
        return _truth(self.meaning.frame[outcome], values, memo)

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
        memo: Memo = {}
        if physics:
            for part in self.physics:
                if names(part) <= values.keys() and not evaluate(part, values):
                    out.append(Breach("physics", self.reading, name, None, render(part)))
        for c in self.clauses:
            if self.binds(c, values, memo) is False:
                out.append(Breach("breached", self.reading, name, c, explain(c, values)))
            if regular and self.regular(c, values, memo) is False:
                out.append(Breach("irregular", self.reading, name, c, f"not ({_short(render(c.when))})"))
        if frame:
            for v in self.domain.outcomes:
                if v.name not in outcomes_given and self.concluded(v.name, values, memo) is False:
                    out.append(Breach("unconcluded", self.reading, name, None,
                                      f"{v.phrase}: no applicable law concludes it", v.name))
        return out


def _truth(expr: Expr, values: Situation, memo: Memo | None) -> bool | None:
    value = evaluate_partial(expr, values, memo)
    return None if value is None else bool(value)


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
