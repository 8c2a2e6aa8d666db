"""A domain's clauses under one reading, encoded once for every check.

What a clause means is defined once, in :mod:`piquet.spec.semantics`, as
expressions; this module only translates them to Z3 over a copy of the
domain's variables:

- ``applies``: its condition holds and none of its exceptions applies
  (Catala's exception semantics: the exception wins where it applies; an
  exception from outside the domain never applies in the domain's world);
- ``binding``: what it imposes where it applies (obligations, prohibitions,
  consequences, definitions, and remedies read as "if the irregularity,
  then its consequence");
- ``regular``: for a remedy, that its irregularity does not occur;
- ``rulings``: the binding formulas of clauses that conclude outcomes only
  (a fresh deal, a penalty).

The physics of each copy includes the closed-world frame: an outcome holds
only where a clause concluding it applies.

Copies are made per quantifier: :meth:`Encoding.copy` gives the chosen
variables fresh names, so a check can say "for the given circumstances,
there is (or is no) course of play such that...".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

import z3

from piquet.proofs.encode import BV_MODE, INT_BITS, bounds, conjunction, declare, to_z3, value_of
from piquet.spec.evaluation import definitions
from piquet.spec.evaluation import domain_clauses as clauses_for
from piquet.spec.expr import Expr
from piquet.spec.law import Clause
from piquet.spec.semantics import semantics
from piquet.spec.vocabulary import Domain

__all__ = ["Encoding", "Copy", "clauses_for", "substituted"]


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
    definitions: dict[str, Any]
    #: What encoding the clauses made, kept alive so that :meth:`calls` may name its terms.
    encoded: dict[Any, Any] = field(default_factory=dict)

    def calls(self) -> dict[Any, Any]:
        """The named definitions already encoded over this copy (by definition and arguments), to encode a
        claim or a lemma without encoding them again (see :func:`~piquet.proofs.encode.to_z3`'s memo)."""
        return {key: term for key, term in self.encoded.items() if isinstance(key, tuple)}

    def chosen_consts(self, domain: Domain) -> list[Any]:
        return [self.env[v.name] for v in domain.chosen]

    def skolemized(self, domain: Domain, body: Any) -> tuple[Any, list[Any]]:
        """``body`` with each defined chosen variable replaced by its definition, and the variables left.

        A chosen variable that an unconditional clause defines as ``v = expr``
        has no other possible value: substituting the definition removes it
        from the quantifier, which is what keeps the scoring domain's
        queries quantifier-free.
        """
        pairs = [(self.env[name], term) for name, term in self.definitions.items()]
        for _ in range(len(pairs) + 1):
            nxt = z3.substitute(body, *pairs) if pairs else body
            if nxt.eq(body):
                break
            body = nxt
        left = [self.env[v.name] for v in domain.chosen if v.name not in self.definitions]
        return body, left


class Encoding:
    """The clauses of one domain, one reading, ready to be queried."""

    def __init__(self, domain: Domain, clauses: tuple[Clause, ...], every: tuple[Clause, ...] = ()) -> None:
        """``clauses`` are the domain's; ``every``, the reading's whole catalogue, where exceptions from
        outside the domain are found (see :mod:`piquet.spec.semantics`)."""
        self.domain = domain
        self.clauses = clauses
        self.by_id = {c.id: c for c in clauses}
        self.semantics = semantics(domain, clauses, every)
        self.given: dict[str, Any] = {v.name: declare(v, domain.bitvector_ints) for v in domain.given}
        self._copies: dict[int, Copy] = {}
        self._solvers: dict[Hashable, Any] = {}
        self._pins: dict[tuple[str, int | bool], Any] = {}

    def copy(self, slot: int = 0) -> Copy:
        """Formulas over the shared given variables and chosen variables of their own.

        Copies are kept per ``slot``: two copies with different slots have
        distinct chosen variables (one to quantify, one to exhibit), and a
        slot's copy is encoded once however many checks use it.
        """
        if slot not in self._copies:
            self._copies[slot] = self._encode(slot) if slot == 0 else self._renamed(slot)
        return self._copies[slot]

    def _renamed(self, tag: int) -> Copy:
        """Copy 0 with fresh chosen variables: Z3 substitutes them at once where encoding again would
        translate every expression anew (two seconds for the scoring domain)."""
        base = self.copy(0)
        env = dict(base.env)
        pairs = []
        for v in self.domain.chosen:
            env[v.name] = _fresh(v, tag, self.domain.bitvector_ints)
            pairs.append((base.env[v.name], env[v.name]))

        groups = (base.applies, base.binding, base.regular, base.then, base.rulings, base.definitions)
        done = substituted([base.physics, *(f for g in groups for f in g.values())], pairs)
        physics, rest = done[0], iter(done[1:])
        return Copy(env, physics, *({k: next(rest) for k in g} for g in groups))

    def _encode(self, tag: int) -> Copy:
        env: dict[str, Any] = dict(self.given)
        env[BV_MODE] = self.domain.bitvector_ints
        for v in self.domain.chosen:
            env[v.name] = _fresh(v, tag, self.domain.bitvector_ints)
        memo: dict[Any, Any] = {}
        chosen = {v.name for v in self.domain.chosen}
        defined = {name for c in self.clauses for name, _ in _defines(c, chosen)}
        # A variable that a clause defines is a function of the situation: its bounds are claims, not physics.
        physics = z3.And(to_z3(self.domain.physics, env, memo),
                         *(bounds(v, env[v.name]) for v in self.domain.variables if v.name not in defined))
        sem = self.semantics
        for c in self.clauses:  # conditions first, then contents: Z3's search follows the order terms are made
            to_z3(c.when, env, memo)
        then = {c.id: to_z3(c.then, env, memo) for c in self.clauses}
        applies = {cid: to_z3(e, env, memo) for cid, e in sem.applies.items()}
        physics = z3.And(physics, *(to_z3(sem.frame[v.name], env, memo) for v in self.domain.outcomes))
        binding = {cid: to_z3(e, env, memo) for cid, e in sem.binds.items()}
        regular = {cid: to_z3(e, env, memo) for cid, e in sem.regular.items()}
        rulings = {cid: binding[cid] for cid in sem.rulings}
        definitions = {name: to_z3(expr, env, memo) for c in self.clauses for name, expr in _defines(c, chosen)}
        return Copy(env, physics, applies, binding, regular, then, rulings, definitions, memo)

    def physics_solver(self, budget: Hashable, limited: Callable[[Any], Any], own_context: bool = True,
                       ) -> tuple[Any, dict[str, Any]]:
        """A solver holding the physics of copy 0, kept per ``budget`` for incremental queries (push/pop
        around each), and copy 0's terms of every variable in its context; ``limited`` sets the budget's limits
        (and any other setting) on a new solver. Its context is its own unless ``own_context`` is false: a model
        Z3 finds depends on the terms made before in the context it searches, and the main context's depend on
        which checks the process ran before (on how many workers share them), where this one's hold the physics
        and the queries asked of this solver alone. In the main context, the queries are asked over copy 0's
        own terms, without translating them (the entitlements' clauses that can hold where a right arises, whose
        answers, not models, decide)."""
        key = (budget, own_context)
        if key not in self._solvers:
            ctx = z3.Context() if own_context else z3.main_ctx()

            def here(f: Any) -> Any:  # Z3 refuses to translate a term into its own context
                return f.translate(ctx) if own_context else f

            s = limited(z3.Solver(ctx=ctx))
            s.add(here(self.copy().physics))
            env = {v.name: here(self.copy().env[v.name]) for v in self.domain.variables}
            self._solvers[key] = (s, env)
        solver: tuple[Any, dict[str, Any]] = self._solvers[key]
        return solver

    def two_courses(self, budget: Hashable, limited: Callable[[Any], Any],
                    ) -> tuple[Any, dict[str, Any], dict[str, Any], Any]:
        """A solver holding two courses of the domain that obey every clause that binds and agree on the
        situation and every act and election (all but the variables the others determine), in a Z3 context of
        its own, kept per ``budget`` like :meth:`physics_solver`; the first course's terms, the second's chosen
        variables, and the situation's distance. Every outcome's determinacy check asks it, each in a scope of
        its own: the solver learns the laws once. Its answers do not depend on what it was asked before: a
        check's verdict is whether the two can differ on its outcome, and a finding's situation the least of
        the nearest (:func:`~piquet.proofs.cores.nearest`)."""
        key = ("two courses", budget)
        if key not in self._solvers:
            ctx = z3.Context()
            one = self.copy(0)
            env = {v.name: one.env[v.name].translate(ctx) for v in self.domain.variables}
            # The other course: copy 0's chosen variables renamed in this solver's own context (see courses.Search).
            other = {v.name: z3.Const(f"{v.name}#other", env[v.name].sort()) for v in self.domain.chosen}
            course = z3.And(*(f.translate(ctx) for f in [one.physics, *one.binding.values()]))
            s = limited(z3.Solver(ctx=ctx))
            s.add(course, z3.substitute(course, *((env[name], c) for name, c in other.items())),
                  *(env[v.name] == other[v.name] for v in self.domain.chosen if v not in self.domain.determined))
            self._solvers[key] = (s, env, other, to_z3(self.domain.distance, one.env, one.calls()).translate(ctx))
        solver: tuple[Any, dict[str, Any], dict[str, Any], Any] = self._solvers[key]
        return solver

    def given_values(self, model: Any) -> dict[str, int | bool]:
        return {v.name: value_of(v, model, self.given) for v in self.domain.given}

    def fix_given(self, values: dict[str, int | bool]) -> Any:
        """The formula that pins the given variables to ``values``."""
        pins = [self._pin(v, values[v.name]) for v in self.domain.given]
        return conjunction(pins, pins[0].ctx) if pins else z3.And()

    def _pin(self, v: Any, value: int | bool) -> Any:
        # Each equation made once: a finding's search pins hundreds of situations that share most values.
        key = (v.name, value)
        if key not in self._pins:
            self._pins[key] = self.given[v.name] == _z3_value(value, v, self.domain.bitvector_ints)
        return self._pins[key]


def substituted(formulas: list[Any], pairs: list[tuple[Any, Any]]) -> list[Any]:
    """Each formula with ``pairs`` substituted. The Boolean ones in one call, as the arguments of one conjunction:
    Z3 then walks the terms they share once (a copy of the one world's largest part: 0.8 s to a fraction), and
    the conjunction's arguments come back one for one, unsimplified; the others (a definition's number) one by
    one."""
    if not pairs:
        return list(formulas)
    out = list(formulas)
    booleans = [i for i, f in enumerate(formulas) if z3.is_bool(f)]
    if len(booleans) > 1:
        whole = z3.substitute(z3.And(*(formulas[i] for i in booleans)), *pairs)
        if z3.is_and(whole) and whole.num_args() == len(booleans):
            for n, i in enumerate(booleans):
                out[i] = whole.arg(n)
            booleans = []
    for i, f in enumerate(formulas):
        if i in booleans or not z3.is_bool(f):
            out[i] = z3.substitute(f, *pairs)
    return out


def _defines(c: Clause, chosen: set[str]) -> list[tuple[str, Expr]]:
    """The (variable, definition) pairs of an unconditional ``v = expr`` clause, for chosen variables."""
    return [(name, expr) for name, (_, expr) in definitions([c]).items() if name in chosen]


def _fresh(v: Any, tag: int, bitvector_ints: bool) -> Any:
    renamed = type(v)(f"{v.name}#{tag}", v.sort, v.lo, v.hi, v.phrase, v.group)
    return declare(renamed, bitvector_ints)


def _z3_value(value: int | bool, v: Any, bitvector_ints: bool) -> Any:
    if isinstance(value, bool):
        return z3.BoolVal(value)
    if v.sort.value == "int":
        return z3.BitVecVal(value, INT_BITS) if bitvector_ints else z3.IntVal(value)
    return z3.BitVecVal(value, 32)
