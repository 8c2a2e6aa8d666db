"""A domain's clauses under one reading, encoded once for every check.

For each clause the encoding holds three formulas over a copy of the
domain's variables:

- ``applies``: its condition holds and none of its exceptions applies
  (Catala's exception semantics: the exception wins where it applies);
- ``binding``: what it imposes where it applies (obligations, prohibitions,
  consequences, definitions, and remedies read as "if the irregularity,
  then its consequence");
- ``regular``: for a remedy, that its irregularity does not occur;
- ``rulings``: the binding formulas of clauses that conclude outcomes only
  (a fresh deal, a penalty).

The physics of each copy includes a closed-world frame: an outcome holds
only where a clause concluding it applies.

Copies are made per quantifier: :meth:`Encoding.copy` gives the chosen
variables fresh names, so a check can say "for the given circumstances,
there is (or is no) course of play such that...".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import z3

from piquet.proofs.encode import bounds, declare, to_z3, value_of
from piquet.spec.expr import Op, Var, variables
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.vocabulary import Domain

__all__ = ["Encoding", "Copy", "clauses_for"]


def clauses_for(domain: Domain, clauses: Iterable[Clause], laws: frozenset[str] | None = None) -> tuple[Clause, ...]:
    """The resolved clauses that read only the domain's variables (optionally only of ``laws``)."""
    names = {v.name for v in domain.variables}
    out = []
    for c in clauses:
        if laws is not None and c.law not in laws:
            continue
        if {v.name for v in variables(c.when) | variables(c.then)} <= names:
            out.append(c)
    return tuple(out)


@dataclass(frozen=True)
class Copy:
    """One copy of the domain's variables and the clause formulas over it."""

    env: dict[str, Any]
    physics: Any
    applies: dict[str, Any]
    binding: dict[str, Any]
    regular: dict[str, Any]
    then: dict[str, Any]
    rulings: dict[str, Any]

    def chosen_consts(self, domain: Domain) -> list[Any]:
        return [self.env[v.name] for v in domain.chosen]


class Encoding:
    """The clauses of one domain, one reading, ready to be queried."""

    def __init__(self, domain: Domain, clauses: tuple[Clause, ...]) -> None:
        self.domain = domain
        self.clauses = clauses
        self.by_id = {c.id: c for c in clauses}
        self.given = {v.name: declare(v) for v in domain.given}
        self._copies: dict[int, Copy] = {}

    def copy(self, slot: int = 0) -> Copy:
        """Formulas over the shared given variables and chosen variables of their own.

        Copies are kept per ``slot``: two copies with different slots have
        distinct chosen variables (one to quantify, one to exhibit), and a
        slot's copy is encoded once however many checks use it.
        """
        if slot not in self._copies:
            self._copies[slot] = self._encode(slot)
        return self._copies[slot]

    def _encode(self, tag: int) -> Copy:
        env: dict[str, Any] = dict(self.given)
        for v in self.domain.chosen:
            env[v.name] = _fresh(v, tag)
        physics = z3.And(to_z3(self.domain.physics, env),
                         *(bounds(v, env[v.name]) for v in self.domain.variables))
        when = {c.id: to_z3(c.when, env) for c in self.clauses}
        then = {c.id: to_z3(c.then, env) for c in self.clauses}
        applies: dict[str, Any] = {}

        def app(cid: str, path: tuple[str, ...] = ()) -> Any:
            if cid in applies:
                return applies[cid]
            if cid in path:
                raise ValueError(f"exception cycle through clause {cid}")
            c = self.by_id[cid]
            # An exception outside this domain cannot occur in it (its events are not in this world).
            overriding = [app(e, path + (cid,)) for e in c.except_as if e in self.by_id]
            applies[cid] = z3.And(when[cid], *(z3.Not(o) for o in overriding))
            return applies[cid]

        # Closed world for outcomes: a fresh deal or a penalty holds only where a clause concluding it applies.
        frame = [z3.Implies(env[v.name], z3.Or(*(app(c.id) for c in self.clauses if _concludes(c, v.name))))
                 for v in self.domain.outcomes]
        physics = z3.And(physics, *frame)
        binding: dict[str, Any] = {}
        regular: dict[str, Any] = {}
        for c in self.clauses:
            a = app(c.id)
            if c.kind is ClauseKind.PROHIBITION:
                binding[c.id] = z3.Implies(a, z3.Not(then[c.id]))
            elif c.kind is not ClauseKind.ENTITLEMENT:
                binding[c.id] = z3.Implies(a, then[c.id])
            if c.kind is ClauseKind.REMEDY:
                regular[c.id] = z3.Not(a)
        outcomes = {v.name for v in self.domain.outcomes}
        rulings = {c.id: binding[c.id] for c in self.clauses
                   if c.id in binding and {v.name for v in variables(c.then)} <= outcomes}
        return Copy(env, physics, applies, binding, regular, then, rulings)

    def situation(self, model: Any, copy: Copy) -> dict[str, int | bool]:
        """The values of every domain variable in a Z3 model, given ones first."""
        return {v.name: value_of(v, model, copy.env) for v in self.domain.variables}

    def given_values(self, model: Any) -> dict[str, int | bool]:
        return {v.name: value_of(v, model, self.given) for v in self.domain.given}

    def fix_given(self, values: dict[str, int | bool]) -> Any:
        """The formula that pins the given variables to ``values``."""
        return z3.And(*(self.given[v.name] == _z3_value(values[v.name], v) for v in self.domain.given))


def _concludes(c: Clause, name: str) -> bool:
    """Whether a (non-prohibiting) clause's content asserts the variable ``name``."""
    if c.kind is ClauseKind.PROHIBITION:
        return False
    parts = c.then.args if isinstance(c.then, Op) and c.then.name == "and" else (c.then,)
    return any(isinstance(p, Var) and p.name == name for p in parts)


def _fresh(v: Any, tag: int) -> Any:
    renamed = type(v)(f"{v.name}#{tag}", v.sort, v.lo, v.hi, v.phrase, v.group)
    return declare(renamed)


def _z3_value(value: int | bool, v: Any) -> Any:
    if isinstance(value, bool):
        return z3.BoolVal(value)
    return z3.IntVal(value) if v.sort.value == "int" else z3.BitVecVal(value, 32)
