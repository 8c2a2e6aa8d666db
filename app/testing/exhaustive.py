"""The verdicts of ``piquet verify`` for the finite domains, recomputed by plain enumeration.

The exchange domain is finite: cards dealt (11-13 each), stock (7-9), an
announcement, then nine chosen variables with ranges up to 0..13. Naively
that is some fourteen million situations per reading; here the search
assigns the given values and then the chosen ones, one variable at a time,
and checks each constraint (a conjunct of the physics, a clause's binding,
a remedy's regularity, an outcome's frame) as soon as the variables it
reads are assigned. Each constraint remembers its verdict per combination
of the few values it reads, so :func:`piquet.spec.expr.evaluate` runs once
per distinct projection. No solver is involved: the constraints evaluate the
clauses' meaning as :mod:`piquet.spec.semantics` defines it (through
:mod:`piquet.testing.laws`), the definition the Z3 encoding translates
(:mod:`piquet.proofs.encoding`); the search and the checks are this
module's own, an independent recomputation of the verdicts.

:class:`Exhaustive` recomputes, for one domain and one reading:

consistency
    the given situations in which no choice satisfies physics and every
    binding clause;
completeness
    the same, with regular play (no remedy's irregularity) required too;
vacuity
    whether each clause applies in some possible situation;
entitlement
    the given situations in which a right arises (with the rulings of the
    laws obeyed) but cannot be exercised without breaking a clause that
    can hold together with it, or incurring its holder's penalty, whatever
    the holder did before (his own acts are his to choose) and whatever
    the adversary elects;
theorem
    the given situations with a lawful, regular course in which the claim
    fails.

For the scoring domain, whose hands are 32-bit card sets, see
:func:`scoring_verdicts`: every chosen variable there is defined by an
unconditional law, which settles consistency and completeness for every
hand at once; vacuity and the definitions are checked on an enumeration of
every play summary over sample hands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from piquet.spec.expr import TRUE, Expr, Sort, Value, Var, evaluate
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.semantics import VOIDS, holder, own_options
from piquet.spec.vocabulary import Domain, player_of
from piquet.spec.evaluation import conjuncts, definition_parts
from piquet.testing.laws import Laws, names

__all__ = ["Constraint", "Verdict", "Exhaustive", "Definitions", "scoring_verdicts", "PROVED", "FINDING"]

PROVED = "proved"
FINDING = "finding"

Situation = dict[str, Value]


class Constraint:
    """A condition on a situation that reads only ``needs``, its verdicts remembered per projection."""

    __slots__ = ("name", "needs", "_test", "_memo", "_keys")

    def __init__(self, name: str, needs: Iterable[str], test: Callable[[Mapping[str, Value]], bool]) -> None:
        self.name = name
        self.needs = frozenset(needs)
        self._keys = tuple(sorted(self.needs))
        self._test = test
        self._memo: dict[tuple[Value, ...], bool] = {}

    def __call__(self, values: Mapping[str, Value]) -> bool:
        key = tuple(values[k] for k in self._keys)
        got = self._memo.get(key)
        if got is None:
            got = self._memo[key] = bool(self._test(values))
        return got

    def __repr__(self) -> str:
        return f"Constraint({self.name})"


@dataclass(frozen=True)
class Verdict:
    """A recomputed verdict: the check's id, ``proved`` or ``finding``, and the given situations showing it."""

    id: str
    status: str
    situations: tuple[Situation, ...] = ()
    note: str = ""

    def smallest(self, domain: Domain) -> Situation | None:
        """The situation closest to the ordinary deal (as the solver's witness is chosen)."""
        if not self.situations:
            return None
        return min(self.situations, key=lambda v: (domain.size(v), sorted(v.items())))


def _values(var: Var) -> tuple[Value, ...]:
    if var.sort is Sort.BOOL:
        return (False, True)
    if var.sort is Sort.INT:
        return tuple(range(var.lo, var.hi + 1))
    raise ValueError(f"variable {var.name} is a card set: not enumerable here")


class _Search:
    """Depth-first assignment of the free variables, checking constraints as soon as they can be.

    The order is chosen once, greedily: next the variable that completes the
    most constraints (then the one with fewer values), so that a choice
    breaking a law is cut off before the variables after it are tried.
    """

    def __init__(self, variables: Sequence[Var], constraints: Sequence[Constraint],
                 fixed: Mapping[str, Value]) -> None:
        self.fixed = fixed
        free = [v for v in variables if v.name not in fixed]
        pending = [c for c in constraints if not c.needs <= fixed.keys()]
        self.first = [c for c in constraints if c.needs <= fixed.keys()]
        known = set(fixed)
        self.order: list[Var] = []
        self.at: list[list[Constraint]] = []
        while free:
            def completes(v: Var) -> tuple[int, int]:
                done = sum(1 for c in pending if c.needs <= known | {v.name})
                return (-done, len(_values(v)))
            var = min(free, key=completes)
            free.remove(var)
            known.add(var.name)
            self.order.append(var)
            self.at.append([c for c in pending if c.needs <= known])
            pending = [c for c in pending if not c.needs <= known]
        if pending:
            raise ValueError(f"constraints read variables outside the search: {pending}")

    def solutions(self) -> Iterator[Situation]:
        values: Situation = dict(self.fixed)
        if not all(c(values) for c in self.first):
            return
        yield from self._from(0, values)

    def _from(self, i: int, values: Situation) -> Iterator[Situation]:
        if i == len(self.order):
            yield dict(values)
            return
        var = self.order[i]
        checks = self.at[i]
        for value in _values(var):
            values[var.name] = value
            if all(c(values) for c in checks):
                yield from self._from(i + 1, values)
        del values[var.name]


class Exhaustive:
    """The checks of one finite domain under one reading, by enumeration."""

    def __init__(self, laws: Laws) -> None:
        self.laws = laws
        self.domain = laws.domain
        self.clauses = laws.clauses
        dom = self.domain
        self.order = dom.given + dom.chosen
        self.given_names = frozenset(v.name for v in dom.given)
        self.physics = [Constraint(f"physics[{i}]", names(p), _holds(p)) for i, p in enumerate(conjuncts(dom.physics))]
        self.frame = [self._frame(v) for v in dom.outcomes]
        self.binding = {c.id: Constraint(c.id, laws.needs(c), _call(laws.binds, c))
                        for c in self.clauses if c.kind is not ClauseKind.ENTITLEMENT}
        self.regular = {c.id: Constraint(f"{c.id}~regular", laws.needs_applies(c), _call(laws.regular, c))
                        for c in self.clauses if c.kind is ClauseKind.REMEDY}
        self.applies = {c.id: Constraint(f"{c.id}~applies", laws.needs_applies(c), _call(laws.applies, c))
                        for c in self.clauses}
        self.then = {c.id: Constraint(f"{c.id}~then", names(c.then), _holds(c.then)) for c in self.clauses}
        self.rulings = [self.binding[cid] for cid in laws.meaning.rulings]
        self.possible = [*self.physics, *self.frame]
        self._givens: list[Situation] | None = None

    def _frame(self, var: Var) -> Constraint:
        return Constraint(f"frame:{var.name}", self.laws.needs_concluded(var.name),
                          lambda v: self.laws.concluded(var.name, v) is not False)

    # -- search ---------------------------------------------------------------------

    def solutions(self, constraints: Sequence[Constraint], fixed: Mapping[str, Value] | None = None,
                  ) -> Iterator[Situation]:
        return _Search(self.order, constraints, fixed or {}).solutions()

    def exists(self, constraints: Sequence[Constraint], fixed: Mapping[str, Value] | None = None) -> bool:
        return next(self.solutions(constraints, fixed), None) is not None

    def givens(self) -> list[Situation]:
        """Every given situation that can occur (some choice satisfies the physics)."""
        if self._givens is None:
            order = self.domain.given
            found = []
            for values in _Search(order, [], {}).solutions():  # every combination of given values
                if self.exists(self.possible, values):
                    found.append(values)
            self._givens = found
        return self._givens

    def _no_course(self, check_id: str, constraints: Sequence[Constraint], fixed_extra: Sequence[Constraint] = (),
                   ) -> Verdict:
        """The given situations where nothing satisfies ``constraints`` (but the situation is possible)."""
        bad = tuple(g for g in self.givens()
                    if self.exists(fixed_extra, g) and not self.exists(constraints, g))
        return Verdict(check_id, FINDING if bad else PROVED, bad)

    # -- the checks -----------------------------------------------------------------

    def consistency(self) -> Verdict:
        return self._no_course(f"consistency:{self.domain.name}", [*self.possible, *self.binding.values()])

    def completeness(self) -> Verdict:
        # Beyond the contradictions: where every binding clause can be obeyed, but not without an irregularity.
        return self._no_course(f"completeness:{self.domain.name}",
                               [*self.possible, *self.binding.values(), *self.regular.values()],
                               [*self.possible, *self.binding.values()])

    def vacuity(self, c: Clause, check_id: str | None = None) -> Verdict:
        found = any(self.exists([*self.possible, self.applies[c.id]], g) for g in self.givens())
        return Verdict(check_id or f"vacuity:{c.id}", PROVED if found else FINDING)

    def context(self, right: Clause) -> list[str]:
        """The clauses the right is held against: those that can hold (and be regular, each player's
        regularity read as :meth:`regularity` reads it) where it applies."""
        out = []
        for c in self.clauses:
            if c.id == right.id or c.kind is ClauseKind.ENTITLEMENT:
                continue
            parts = [*self.possible, self.applies[right.id], self.binding[c.id]]
            if c.id in self.regular:
                parts.append(self.regularity(right, c))
            if any(self.exists(parts, g) for g in self.givens()):
                out.append(c.id)
        return out

    def regularity(self, right: Clause, c: Clause) -> Constraint:
        """Clause ``c``'s regularity as ``right`` weighs it: the adversary's irregularity must not occur at all,
        so his is read with the holder's own waivers not taken (piquet.spec.semantics.own_options)."""
        who = holder(right)
        waivers = own_options(self.domain, who)
        if not waivers or holder(c) in (None, who):
            return self.regular[c.id]
        unwaived = {name: False for name in waivers}
        return Constraint(f"{c.id}~regular", self.regular[c.id].needs,
                          lambda v: bool(self.laws.regular(c, {**v, **unwaived})))

    def _premises(self, right: Clause, context: list[str]) -> set[str]:
        """The irregularities the right answers, the deal going on (its condition cannot hold with them
        avoided), each alone or together, as :func:`piquet.proofs.checks.entitlement` finds them: while all that
        are left cannot be avoided together, those whose leaving out alone lets the rest be avoided, else all."""
        by_id = {c.id: c for c in self.clauses}
        goes_on = [Constraint(f"{VOIDS}~not", (VOIDS,), lambda v: not v[VOIDS])] if any(
            v.name == VOIDS for v in self.order) else []
        where = [*self.possible, self.applies[right.id], *goes_on]

        def holds(cids: list[str]) -> bool:
            parts = [*where, *(self.regularity(right, by_id[c]) for c in cids)]
            return any(self.exists(parts, g) for g in self.givens())

        regular = [c for c in context if c in self.regular]
        out = {c for c in regular if not holds([c])}
        rest = sorted(set(regular) - out)
        while rest and not holds(rest):
            needed = [c for c in rest if holds([d for d in rest if d != c])]
            out |= set(needed or rest)
            rest = [c for c in rest if c not in out]
        return out

    def _regular_play(self, right: Clause, context: list[str], answered: set[str]) -> list[Constraint]:
        """Where the right arises: regular play (each player's regularity, but for an irregularity the right
        answers), and the laws binding the adversary."""
        who = holder(right)
        by_id = {c.id: c for c in self.clauses}
        out = []
        for cid in context:
            c = by_id[cid]
            if cid in self.regular and cid not in answered:
                out.append(self.regularity(right, c))
            if holder(c) not in (None, who):
                out.append(self.binding[cid])
        return out

    def entitlement(self, right: Clause, check_id: str | None = None) -> Verdict:
        """The situations where the right arises but cannot be exercised: checked before its holder's own acts
        (they are his to choose, shown at their normal values), whatever the adversary elects (his elections
        are part of the situation), where it arises in regular play with the adversary keeping the laws binding
        him, and only where the Laws can otherwise be kept (some course obeys every demand weighed, the right aside:
        where none does, that is consistency's finding, not the right's)."""
        context = self.context(right)
        by_id = {c.id: c for c in self.clauses}
        answered = self._premises(right, context)
        may = [*self.possible, self.applies[right.id], *self.rulings, *self._regular_play(right, context, answered)]
        # The right's premise is not held against it, where it arises or where it is exercised.
        weighed = [*(self.binding[c] for c in context),
                   *(self.regularity(right, by_id[c]) for c in context if c in self.regular and c not in answered)]
        kept = [*self.possible, *weighed]
        exercised = [*self.possible, self.applies[right.id], self.then[right.id], *weighed]
        who = holder(right)
        mine = {name for name, player in self.domain.acts if player == who}
        normal = dict(self.domain.normal)
        theirs = [v for v in self.domain.elections if who is not None and player_of(v.name) not in (None, who)]
        bad = []
        befores = {tuple((k, v) for k, v in g.items() if k not in mine): None for g in self.givens()}
        for key in befores:
            before = dict(key)
            for elects in _Search(theirs, [], {}).solutions():
                situation = {**before, **elects}
                if (self.exists(may, situation) and self.exists(kept, situation)
                        and not self.exists(exercised, situation)):
                    bad.append({**situation, **{name: normal[name] for name in mine}})
        return Verdict(check_id or f"entitlement:{right.id}", FINDING if bad else PROVED, tuple(bad))

    def theorem(self, check_id: str, claim: Expr, assume: Expr = TRUE) -> Verdict:
        """The given situations with a lawful, regular course (``assume`` holding) where ``claim`` fails."""
        lawful = [*self.possible, *self.binding.values(), *self.regular.values(),
                  Constraint("assume", names(assume), _holds(assume)),
                  Constraint("not claim", names(claim), lambda v: not evaluate(claim, v))]
        bad = tuple(g for g in self.givens() if self.exists(lawful, g))
        return Verdict(check_id, FINDING if bad else PROVED, bad)

    def lawful_courses(self, given: Mapping[str, Value]) -> Iterator[Situation]:
        """Every lawful, regular choice in a given situation (the physics, every binding clause, no penalty)."""
        return self.solutions([*self.possible, *self.binding.values(), *self.regular.values()], given)

    def all(self, ids: Callable[[str, Clause | None], str] | None = None) -> list[Verdict]:
        """Every check of the domain, as ``piquet verify`` plans them (ids via ``ids(kind, clause)``)."""
        name = ids or (lambda kind, c: f"{kind}:{c.id if c else self.domain.name}")
        out = [self.consistency(), self.completeness()]
        out = [Verdict(name(v.id.split(":")[0], None), v.status, v.situations) for v in out]
        out += [self.vacuity(c, name("vacuity", c)) for c in self.clauses]
        out += [self.entitlement(c, name("entitlement", c)) for c in self.clauses if c.kind is ClauseKind.ENTITLEMENT]
        return out


def _holds(expr: Expr) -> Callable[[Mapping[str, Value]], bool]:
    return lambda values: bool(evaluate(expr, values))


def _call(judge: Callable[[Clause, Mapping[str, Value]], bool | None], c: Clause,
          ) -> Callable[[Mapping[str, Value]], bool]:
    return lambda values: bool(judge(c, values))


# -- the scoring domain ------------------------------------------------------------------


@dataclass(frozen=True)
class Definitions:
    """The chosen variables that unconditional laws define (``v = expr``), in an order that computes them."""

    order: tuple[tuple[str, Expr], ...]
    undefined: tuple[str, ...]
    twice: tuple[str, ...]
    cyclic: tuple[str, ...]
    other: tuple[Clause, ...]

    @staticmethod
    def of(domain: Domain, clauses: Iterable[Clause]) -> Definitions:
        chosen = {v.name for v in domain.chosen}
        found: dict[str, list[Expr]] = {}
        other = []
        for c in clauses:
            parts = _definitions(c, chosen)
            if parts is None:
                if c.kind is not ClauseKind.ENTITLEMENT:
                    other.append(c)
                continue
            for name, expr in parts:
                found.setdefault(name, []).append(expr)
        twice = tuple(sorted(n for n, exprs in found.items() if len(exprs) > 1))
        pending = {n: exprs[0] for n, exprs in found.items()}
        order: list[tuple[str, Expr]] = []
        while pending:
            ready = [n for n, e in pending.items() if not (names(e) & set(pending))]
            if not ready:
                break
            for n in sorted(ready):
                order.append((n, pending.pop(n)))
        return Definitions(tuple(order), tuple(sorted(chosen - set(found))), twice, tuple(sorted(pending)),
                           tuple(other))

    @property
    def total(self) -> bool:
        """Every chosen variable defined once, without a cycle."""
        return not (self.undefined or self.twice or self.cyclic)

    @property
    def constraints(self) -> tuple[Clause, ...]:
        """The binding clauses that are not definitions and not trivially true (checked per situation)."""
        return tuple(c for c in self.other if not _constant_true(c))

    def compute(self, given: Mapping[str, Value]) -> Situation:
        """The chosen values the definitions give in a given situation."""
        values: Situation = dict(given)
        for name, expr in self.order:
            values[name] = evaluate(expr, values)
        return values


def _definitions(c: Clause, chosen: set[str]) -> tuple[tuple[str, Expr], ...] | None:
    """``((v, expr), ...)`` if ``c`` is made only of definitions ``v = expr`` of chosen variables
    (:func:`piquet.spec.evaluation.definition_parts`), else None."""
    parts = definition_parts(c)
    whole = bool(parts) and len(parts) == len(conjuncts(c.then)) and all(name in chosen for name, _ in parts)
    return parts if whole else None


def _constant_true(c: Clause) -> bool:
    """A binding clause that reads no variable and always holds (Law 67's order, built into others)."""
    return not names(c.when) and not names(c.then) and bool(evaluate(c.then, {})) and not c.except_as


def scoring_verdicts(laws: Laws, situations: Iterable[Mapping[str, Value]],
                     ids: Callable[[str, Clause | None], str] | None = None) -> list[Verdict]:
    """Consistency, completeness and vacuity of a domain whose chosen variables are all defined by law.

    When every chosen variable is defined once, unconditionally and without
    a cycle, each given situation has exactly one candidate course, the one
    the definitions compute, and every definition holds of it: consistency
    and completeness then turn only on the other binding clauses (Law 67's
    order, a property of the definitions) holding of that course. Those are
    evaluated on ``situations`` (given values: sample hands, the flags, play
    summaries of every kind), which must satisfy the physics; there each
    clause must also apply (vacuity). So the verdicts are proved for every
    hand as far as the definitions go, and for the remaining clauses on the
    situations given (the note says how many). A domain without that
    structure gets ``unknown``: enumeration cannot decide it.
    """
    domain = laws.domain
    name = ids or (lambda kind, c: f"{kind}:{c.id if c else domain.name}")
    defs = Definitions.of(domain, laws.clauses)
    applied: set[str] = set()
    breaks: list[str] = []
    seen = 0
    for given in situations:
        course = defs.compute(given)
        if not evaluate(domain.physics, course):
            continue
        seen += 1
        for c in laws.clauses:
            if laws.applies(c, course):
                applied.add(c.id)
            if laws.binds(c, course) is False or laws.regular(c, course) is False:
                breaks.append(c.id)
    if not defs.total:
        why = f"undefined {defs.undefined}, defined twice {defs.twice}, cyclic {defs.cyclic}"
        status = "unknown"
    else:
        why, status = (f"every chosen variable defined by law; clauses {[c.id for c in defs.constraints]} "
                       f"held in all {seen} situations"), PROVED
    if breaks:
        status, why = FINDING, f"definitions break clauses {sorted(set(breaks))}"
    out = [Verdict(name("consistency", None), status, note=why), Verdict(name("completeness", None), status, note=why)]
    out += [Verdict(name("vacuity", c), PROVED if c.id in applied else FINDING) for c in laws.clauses]
    return out
