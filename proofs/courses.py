"""The situations in which no course of play obeys a set of demands: ∃ situation ∀ course, by refinement.

Consistency and completeness ask for a given situation in which every course the players could take from
there breaks one of a set of demands. Asked of Z3 as one quantified formula, the one world's largest part
(43 chosen variables, tied together by the fresh deal most clauses read) takes it minutes or exhausts its
budget. :class:`Courses` asks it as counterexample-guided refinement instead, a few hundred
quantifier-free queries of a millisecond each, every one on an incremental solver:

- the *abstraction* proposes a situation: one the physics and the query's other conditions admit, in
  which none of the courses found so far obeys the demands;
- the *verifier* seeks, under assumptions fixing that situation, a course that obeys the demands there;
- if there is none, the situation is one no course obeys: the answer;
- if there is one, the course is added to the abstraction (the situations where that very course obeys
  the demands are not the answer), and the next situation is proposed.

Each round excludes at least the situation proposed, and the situations are finite (every given variable is
bounded), so the search ends: an abstraction left without a situation proves that there is none, because
every situation the question admits is one the abstraction admits. Each query is bounded by its budget's
resource units, and the rounds by :data:`MAX_COURSES`, never by the clock: a search cut short is
``unknown`` on every run, whatever the load.

The search runs in a Z3 context of its own, so its models, and so its answers, depend on the check alone,
not on what the process asked before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import z3

from piquet.proofs.encode import to_z3, value_of
from piquet.proofs.encoding import Copy, Encoding

__all__ = ["Search", "Courses", "MAX_COURSES", "named"]

#: The most courses one search may add to its abstraction before it answers ``unknown``. The one world's
#: largest search adds a few hundred; the cap only stops a search that would wander.
MAX_COURSES = 20_000


def named(cp: Copy, regular: bool) -> dict[str, Any]:
    """The demands a no-course check weighs over a copy, by name: ``"21.1"`` what the clause binds,
    ``"21.1~regular"`` (completeness only) that its irregularity does not occur."""
    out = dict(cp.binding)
    if regular:
        out.update({f"{cid}~regular": f for cid, f in cp.regular.items()})
    return out


def _conjuncts(f: Any) -> list[Any]:
    """The parts of a Z3 conjunction, nested ones flattened."""
    if z3.is_and(f):
        return [p for child in f.children() for p in _conjuncts(child)]
    return [f]


def _constants(f: Any, among: dict[int, Any]) -> frozenset[int]:
    """The ids (``get_id``) of the constants of ``among`` that occur in ``f``."""
    seen: set[int] = set()
    found: set[int] = set()
    todo = [f]
    while todo:
        node = todo.pop()
        key = node.get_id()
        if key in seen:
            continue
        seen.add(key)
        if key in among:
            found.add(key)
        todo.extend(node.children())
    return frozenset(found)


@dataclass(frozen=True)
class Leaf:
    """No course satisfies ``demands`` (over the chosen constants ``reads``): asked by refinement."""

    demands: Any
    reads: tuple[Any, ...]


def _groups(items: list[tuple[Any, frozenset[int]]]) -> list[list[tuple[Any, frozenset[int]]]]:
    """The items in groups joined by a shared chosen constant, each group in the items' order."""
    owner: dict[int, int] = {}
    groups: list[list[tuple[Any, frozenset[int]]]] = []
    for item in items:
        joined = sorted({owner[k] for k in item[1] if k in owner})
        merged = [i for g in joined for i in groups[g]] + [item]
        for g in joined:
            groups[g] = []
        groups.append(merged)
        for _, consts in merged:
            for k in consts:
                owner[k] = len(groups) - 1
    return [g for g in groups if g]


class Search:
    """The given situations in which no course obeys a set of demands, asked in a Z3 context of its own.

    A set of demands is weighed with the physical constraints it is tied to alone: those that share a chosen
    variable with it, directly or through one another. The others read chosen variables of their own, which
    the situation's possible course (copy 0, whose physics every query holds) already satisfies, so leaving
    them out changes no answer and keeps each query small.

    ``limit`` sets the check's budget on a new solver; ``regular``: the demands include that no
    irregularity occurs (completeness), and every situation sought is one in which some course obeys every
    binding clause (so not consistency's: a consistency and a completeness finding with the same witness
    are one finding).
    """

    def __init__(self, enc: Encoding, limit: Callable[[Any], Any], regular: bool) -> None:
        self.enc = enc
        self.limit = limit
        self.ctx = z3.Context()
        self._slot = 0
        cp = enc.copy(0)

        def here(f: Any) -> Any:
            # Every formula is brought into the search's own context before it is rewritten: Z3's rewriting
            # (substitute) orders arguments by term ids, which in the encoding's context depend on what the
            # process encoded before; here they depend on this search alone.
            return f.translate(self.ctx)

        pairs = [(here(cp.env[name]), here(term)) for name, term in cp.definitions.items()]

        def defined(f: Any) -> Any:  # a defined chosen variable replaced by its definition (see Copy.skolemized)
            for _ in range(len(pairs) + 1):
                nxt = z3.substitute(f, *pairs) if pairs else f
                if nxt.eq(f):
                    break
                f = nxt
            return f

        physics = here(cp.physics)
        self.chosen = {c.get_id(): c for c in (here(cp.env[v.name]) for v in enc.domain.chosen)}
        self.demands = {n: defined(here(f)) for n, f in named(cp, regular).items()}
        self.ties = {n: _constants(f, self.chosen) for n, f in self.demands.items()}
        self.laws = [(f, _constants(f, self.chosen)) for f in (defined(p) for p in _conjuncts(physics))]
        self.base = [physics]
        if regular:
            self.base.append(self.some_obeys(list(cp.binding)))
        self.size = here(to_z3(enc.domain.distance, cp.env, cp.calls()))
        self.given = {name: here(c) for name, c in enc.given.items()}

    def _tied(self, names: Iterable[str]) -> tuple[list[Any], frozenset[int]]:
        """The named demands and the physical constraints tied to them, and the chosen constants they read."""
        formulas = [self.demands[n] for n in names]
        reach = set().union(*(self.ties[n] for n in names))
        left = self.laws
        grew = True
        while grew:
            grew = False
            rest = []
            for f, consts in left:  # kept apart by place: comparing two Z3 terms builds a third
                if consts & reach:
                    formulas.append(f)
                    reach |= consts
                    grew = True
                else:
                    rest.append((f, consts))
            left = rest
        return formulas, frozenset(reach)

    def _fresh(self, names: Iterable[str]) -> tuple[Any, list[Any]]:
        """The named demands and their tied physics over a fresh copy of the chosen variables, with that copy."""
        formulas, reach = self._tied(names)
        self._slot += 1
        # Made in the order of their names, not of Z3's ids (which depend on what the process encoded before).
        fresh = {key: z3.Const(f"{self.chosen[key]}#{self._slot}", self.chosen[key].sort())
                 for key in sorted(reach, key=lambda k: str(self.chosen[k]))}
        body = z3.And(*formulas) if formulas else z3.BoolVal(True, self.ctx)
        renamed = z3.substitute(body, *((self.chosen[key], c) for key, c in fresh.items())) if fresh else body
        return renamed, list(fresh.values())

    def _names(self, names: Iterable[str] | None) -> list[str]:
        return sorted(self.demands) if names is None else list(names)

    def none_obeys(self, names: Iterable[str] | None = None) -> Any:
        """No course obeys the named demands (all of them if None), as one quantified formula: what a
        :class:`Courses` search answers, written for another solver to check."""
        body, bound = self._fresh(self._names(names))
        return z3.ForAll(bound, z3.Not(body)) if bound else z3.Not(body)

    def some_obeys(self, names: Iterable[str]) -> Any:
        """Some course obeys the named demands (chosen variables of their own, free)."""
        return self._fresh(names)[0]

    def courses(self, names: Iterable[str] | None = None, formulas: Iterable[Any] = ()) -> Courses:
        """The search for a situation (the base and ``formulas`` holding) in which no course obeys the named
        demands (all of them if None)."""
        chosen = self._names(names)
        return Courses(self, chosen, list(formulas), self._leaves(self._tied(chosen)[0]))

    def _leaves(self, formulas: list[Any]) -> list[Leaf]:
        """The formulas in groups that share no chosen variable (the fresh deal ties most of them in one).

        No course satisfies them all exactly when none satisfies one group: a course is one choice for each
        group, each made apart. So each group is a question of its own, whose refinement learns courses of its
        variables only.
        """
        out = []
        for group in _groups([(f, _constants(f, self.chosen)) for f in formulas]):
            reads = set().union(*(t for _, t in group))
            out.append(Leaf(z3.And(*(f for f, _ in group)),
                            tuple(self.chosen[k] for k in sorted(reads, key=lambda k: str(self.chosen[k])))))
        return out

    def situation(self, model: Any) -> dict[str, int | bool]:
        """The given values of a model of this search's context."""
        return {v.name: value_of(v, model, self.given) for v in self.enc.domain.given}


class Courses:
    """A situation in which no course obeys a set of demands, sought by refinement (see the module).

    The demands fall into groups that share no chosen variable (:meth:`Search._leaves`). Each group has a
    yes-or-no marker in the abstraction, one of them true, each implying that none of the courses its group
    has learned obeys the group's demands. A situation proposed is the answer when every group marked there
    has no course; a group that has one learns it. A group that reads no chosen variable is a condition on
    the situation alone, put in the abstraction as it is.

    It answers as a solver would, so that :func:`piquet.proofs.checks.nearest` can lower its bound:
    :meth:`add` a condition on the situation, :meth:`push` and :meth:`pop` conditions, :meth:`check`,
    :meth:`model`. The courses it learns hold whatever the conditions, so they outlive every scope.
    """

    def __init__(self, search: Search, names: list[str], formulas: list[Any], leaves: list[Leaf]) -> None:
        self.search = search
        self.names = names
        self.formulas = [*search.base, *formulas]
        self.abstraction = search.limit(z3.Solver(ctx=search.ctx))
        self.abstraction.add(*self.formulas)
        self.leaves: list[tuple[Any, Leaf, Any]] = []  # (marker, leaf, verifier)
        markers = []
        for n, leaf in enumerate(leaves):
            marker = z3.Bool(f"no-course#{n}", search.ctx)
            markers.append(marker)
            if leaf.reads:
                verifier = search.limit(z3.Solver(ctx=search.ctx))
                verifier.add(leaf.demands)
                self.leaves.append((marker, leaf, verifier))
            else:
                self.abstraction.add(z3.Implies(marker, z3.Not(leaf.demands)))
        self.abstraction.add(z3.Or(*markers) if markers else z3.BoolVal(False, search.ctx))
        self.scopes: list[Any] = []
        self.opened = 0
        self.learned = 0
        self._model: Any = None

    def add(self, condition: Any) -> None:
        """A condition on the situation, until the innermost scope open is popped."""
        self.abstraction.add(z3.Implies(self.scopes[-1], condition) if self.scopes else condition)

    def push(self) -> None:
        self.opened += 1
        self.scopes.append(z3.Bool(f"scope#{self.opened}", self.search.ctx))

    def pop(self) -> None:
        self.abstraction.add(z3.Not(self.scopes.pop()))

    def check(self) -> Any:
        """``sat`` with a situation in which no course obeys the demands (see :meth:`model`), ``unsat`` if
        there is none, ``unknown`` if a query or the rounds exhausted the budget."""
        given = list(self.search.given.values())
        while self.learned < MAX_COURSES:
            r = self.abstraction.check(*self.scopes)
            if r != z3.sat:
                return r
            model = self.abstraction.model()
            at = [g == model.eval(g, model_completion=True) for g in given]
            answered = True
            for marker, leaf, verifier in self.leaves:
                if not z3.is_true(model.eval(marker, model_completion=True)):
                    continue
                course = verifier.check(*at)
                if course == z3.unsat:
                    continue
                if course != z3.sat:
                    return course
                found = verifier.model()
                self.abstraction.add(z3.Implies(marker, z3.Not(z3.substitute(
                    leaf.demands, *((c, found.eval(c, model_completion=True)) for c in leaf.reads)))))
                self.learned += 1
                answered = False
            if answered:
                self._model = model
                return z3.sat
        return z3.unknown
    def model(self) -> Any:
        """The model of the last situation :meth:`check` found."""
        return self._model

    def question(self, answer: Any) -> list[Any]:
        """The formulas whose answer settles what :meth:`check` answered, for another solver to check: after
        ``sat``, the situation found with its course quantified away (``sat``); after ``unsat``, the
        abstraction (``unsat``: it admits every situation the question does)."""
        if answer == z3.sat:
            at = self.search.enc.fix_given(self.search.situation(self._model)).translate(self.search.ctx)
            return [*self.formulas, at, self.search.none_obeys(self.names)]
        return list(self.abstraction.assertions())
