"""The checks: consistency, completeness, vacuity, entitlements and the count theorem.

Each check is a Z3 query over one domain's clauses under one reading:

consistency
    ∃ given. ∀ chosen. ¬(physics ∧ every binding clause): some circumstance in
    which the laws together demand the impossible, whatever the players do.
completeness
    ∃ given. ∀ chosen. ¬(physics ∧ binding ∧ regular): some circumstance with
    no lawful continuation and no ruling (a fresh deal is a ruling).
vacuity
    for each clause, ∃ situation. physics ∧ applies: the clause can fire.
entitlement
    for each right, ∃ given where it applies such that ∀ chosen it cannot be
    exercised without breaking a law or incurring a penalty.
theorem
    a named property that must hold in every lawful course.

A finding's witness is the smallest given situation (closest to an
ordinary deal) among all that show it, with every minimal set of clauses
(MARCO enumeration of minimal unsatisfiable subsets) that produces it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import z3

from piquet.proofs.encode import to_z3, value_of
from piquet.proofs.encoding import Copy, Encoding
from piquet.proofs.result import CheckResult, Demand, Status, Witness
from piquet.spec.expr import TRUE, Expr, Op, any_of, render
from piquet.spec.law import Clause, ClauseKind, law_sort_key

__all__ = ["Budget", "demand", "consistency", "completeness", "vacuity", "entitlement", "theorem", "minimal_sets"]

MAX_CORES = 6


@dataclass(frozen=True)
class Budget:
    """Time allowed to one solver call, in milliseconds."""

    ms: int = 30_000


def _solver(budget: Budget) -> Any:
    s = z3.Solver()
    s.set(timeout=budget.ms)
    return s


def _laws_of(ids: Iterable[str]) -> tuple[str, ...]:
    keys = {i.rsplit(".", 1)[0] for i in ids}
    return tuple(sorted(keys, key=law_sort_key))


def demand(c: Clause, role: str) -> Demand:
    if role == "regular":
        text = f"this irregularity must not occur: {render(c.when)}"
    elif c.kind is ClauseKind.PROHIBITION:
        text = f"not ({render(c.then)})"
    else:
        text = render(c.then)
    return Demand(c.id, c.kind.value if role != "regular" else "regular play", c.says, text)


def minimal_sets(hard: list[Any], soft: dict[str, Any], budget: Budget, limit: int = MAX_CORES) -> list[tuple[str, ...]]:
    """Every minimal subset of ``soft`` inconsistent with ``hard`` (MARCO), smallest first, up to ``limit``.

    One incremental solver holds ``hard`` and each soft constraint behind a
    literal; a subset is checked under assumptions, and Z3's unsat core
    seeds the deletion-based shrinking to a minimal set.
    """
    names = sorted(soft)
    solver = _solver(budget)
    solver.add(*hard)
    lit = {n: z3.Bool(f"soft:{n}") for n in names}
    by_lit = {str(v): n for n, v in lit.items()}
    for n in names:
        solver.add(z3.Implies(lit[n], soft[n]))

    def core_of(subset: list[str]) -> list[str] | None:
        """The unsat core of ``subset`` (empty list: satisfiable; None: unknown)."""
        r = solver.check(*(lit[n] for n in subset))
        if r == z3.unknown:
            return None
        return [by_lit[str(c)] for c in solver.unsat_core()] if r == z3.unsat else []

    sel = {n: z3.Bool(f"sel:{n}") for n in names}
    mapper = z3.Solver()
    found: list[tuple[str, ...]] = []
    while len(found) < limit and mapper.check() == z3.sat:
        m = mapper.model()
        seed = [n for n in names if not z3.is_false(m.eval(sel[n], model_completion=False))]
        core = core_of(seed)
        if core is None:
            break
        if core:
            for n in list(core):  # shrink to a minimal set
                trial = [c for c in core if c != n]
                smaller = core_of(trial)
                if smaller:
                    core = [c for c in core if c in smaller]
            found.append(tuple(sorted(core)))
            mapper.add(z3.Or(*(z3.Not(sel[n]) for n in core)))
        else:
            grown = list(seed)
            for n in names:  # grow to a maximal satisfiable set
                if n not in grown and core_of(grown + [n]) == []:
                    grown.append(n)
            mapper.add(z3.Or(*(sel[n] for n in names if n not in grown)))
    return sorted(found, key=lambda c: (len(c), c))


def _for_all(enc: Encoding, cp: Copy, formula: Any) -> Any:
    """∀ chosen variables of ``cp``: ``formula``, with defined variables substituted first."""
    body, left = cp.skolemized(enc.domain, formula)
    return z3.ForAll(left, body) if left else body


def _witnesses(enc: Encoding, body: Callable[[Copy], Any], budget: Budget) -> tuple[list[dict[str, int | bool]], bool]:
    """Every given situation for which no choice satisfies ``body``; the flag says whether the search completed."""
    possible = enc.copy(0)
    inner = enc.copy(1)
    s = _solver(budget)
    s.add(possible.physics)  # the circumstance can occur at all
    s.add(_for_all(enc, inner, z3.Not(body(inner))))
    return _every_situation(enc, s)


def _every_situation(enc: Encoding, s: Any) -> tuple[list[dict[str, int | bool]], bool]:
    """Every given situation the solver's constraints admit (each found is blocked in turn).

    The flag says whether the search completed (``unsat``), or stopped on an ``unknown``.
    """
    found: list[dict[str, int | bool]] = []
    while True:
        r = s.check()
        if r != z3.sat:
            return found, r == z3.unsat
        found.append(enc.given_values(s.model()))
        s.add(z3.Not(enc.fix_given(found[-1])))


def _variants(enc: Encoding, situations: list[dict[str, int | bool]], at: dict[str, int | bool], hard: list[Any],
              soft: dict[str, Any], cores: list[tuple[str, ...]], budget: Budget,
              ) -> tuple[tuple[tuple[str, ...], dict[str, int | bool]], ...]:
    """Minimal sets that appear in other situations than ``at``, each with its smallest situation."""
    seen = set(cores)
    out = []
    for sit in sorted(situations, key=lambda v: (enc.domain.size(v), sorted(v.items()))):
        if sit == at:
            continue
        found = minimal_sets([*hard, enc.fix_given(sit)], soft, budget, limit=1)
        if found and found[0] not in seen:
            seen.add(found[0])
            out.append((found[0], sit))
    return tuple(out)


def _smallest(enc: Encoding, situations: list[dict[str, int | bool]]) -> dict[str, int | bool]:
    return min(situations, key=lambda v: (enc.domain.size(v), sorted(v.items())))


def _no_course_check(check_id: str, kind: str, title: str, enc: Encoding, budget: Budget,
                     regular: bool, explain: str) -> CheckResult:
    start = time.perf_counter()

    def body(cp: Copy) -> Any:
        parts = [cp.physics, *cp.binding.values()]
        if regular:
            parts.extend(cp.regular.values())
        return z3.And(*parts)

    situations, complete = _witnesses(enc, body, budget)
    laws = _laws_of(c.id for c in enc.clauses)
    if not situations:
        status = Status.PROVED if complete else Status.UNKNOWN
        reason = "" if complete else "solver gave unknown or timed out"
        return CheckResult(check_id, kind, title, laws, status, time.perf_counter() - start, reason=reason)
    at = _smallest(enc, situations)
    cp = enc.copy()
    soft = {f"{cid}": f for cid, f in cp.binding.items()}
    if regular:
        soft.update({f"{cid}~regular": f for cid, f in cp.regular.items()})
    cores = minimal_sets([cp.physics, enc.fix_given(at)], soft, budget)
    demands = tuple(demand(enc.by_id[n.split("~")[0]], "regular" if n.endswith("~regular") else "binding")
                    for n in (cores[0] if cores else ()))
    witness = Witness(at, tuple(cores), demands, len(situations), enc.domain.size(at), explain,
                      variants=_variants(enc, situations, at, [cp.physics], soft, cores, budget))
    core_laws = _laws_of(n.split("~")[0] for core in cores for n in core) or laws
    return CheckResult(check_id, kind, title, core_laws, Status.FINDING, time.perf_counter() - start, witness,
                       reason="" if complete else "search for further situations incomplete")


def consistency(enc: Encoding, budget: Budget) -> CheckResult:
    return _no_course_check(
        f"consistency:{enc.domain.name}", "consistency",
        f"No two laws of the {enc.domain.name} demand incompatible things", enc, budget, regular=False,
        explain="In this situation the clauses of each core cannot all be obeyed, whatever the players do.")


def completeness(enc: Encoding, budget: Budget) -> CheckResult:
    return _no_course_check(
        f"completeness:{enc.domain.name}", "completeness",
        f"Every situation of the {enc.domain.name} has a lawful continuation or a ruling", enc, budget,
        regular=True,
        explain="In this situation every course either breaks a clause of the core or incurs a penalty, "
                "and no law orders a fresh deal.")


def vacuity(enc: Encoding, clause: Clause, budget: Budget) -> CheckResult:
    """Can ``clause`` apply in some situation of its domain?"""
    start = time.perf_counter()
    cp = enc.copy()
    s = enc.physics_solver(budget.ms)  # shared by every vacuity check of the domain: physics is learned once
    s.push()
    s.add(cp.applies[clause.id])
    r = s.check()
    model = s.model() if r == z3.sat else None
    s.pop()
    elapsed = time.perf_counter() - start
    title = f"Clause {clause.id} can apply"
    laws = _laws_of([clause.id, *(e for e in clause.except_as if e in enc.by_id)])
    if r == z3.sat:
        return CheckResult(f"vacuity:{clause.id}", "vacuity", title, laws, Status.PROVED, elapsed,
                           example=enc.situation(model, cp))
    if r == z3.unknown:
        return CheckResult(f"vacuity:{clause.id}", "vacuity", title, laws, Status.UNKNOWN, elapsed,
                           reason="solver gave unknown or timed out")
    # Why it can never apply: its condition is impossible in the domain, or its exceptions cover it.
    cond = _solver(budget)
    cond.add(cp.physics, to_z3(clause.when, cp.env))
    if clause.except_as and cond.check() == z3.sat:
        explanation = (f"Its condition can hold, but wherever it does an exception "
                       f"({', '.join(e for e in clause.except_as if e in enc.by_id)}) applies instead.")
    else:
        explanation = f"Its condition '{render(clause.when)}' cannot hold in the domain: {enc.domain.describe}."
    witness = Witness({}, (tuple([clause.id, *(e for e in clause.except_as if e in enc.by_id)]),),
                      (Demand(clause.id, clause.kind.value, clause.says, render(clause.then)),), 0, 0, explanation)
    return CheckResult(f"vacuity:{clause.id}", "vacuity", title, laws, Status.FINDING, elapsed, witness)


def entitlement(enc: Encoding, clause: Clause, budget: Budget) -> CheckResult:
    """Can the right granted by ``clause`` be exercised, wherever it applies, without breaking another law?"""
    start = time.perf_counter()
    probe = enc.copy()
    # Clauses the right presupposes broken (it answers an irregularity) are not held against it.
    context = []
    for c in enc.clauses:
        if c.id == clause.id or c.kind is ClauseKind.ENTITLEMENT:
            continue
        s = _solver(budget)
        s.add(probe.physics, probe.applies[clause.id])
        if c.id in probe.binding:
            s.add(probe.binding[c.id])
        if c.id in probe.regular:
            s.add(probe.regular[c.id])
        if s.check() != z3.unsat:
            context.append(c.id)

    def exercised(cp: Copy) -> Any:
        parts = [cp.physics, cp.applies[clause.id], cp.then[clause.id]]
        parts += [cp.binding[c] for c in context if c in cp.binding]
        parts += [cp.regular[c] for c in context if c in cp.regular]
        return z3.And(*parts)

    possible = enc.copy(0)
    inner = enc.copy(1)
    s = _solver(budget)
    # Only where the right can apply without a ruling against it (a void deal grants no rights).
    s.add(possible.physics, possible.applies[clause.id], *possible.rulings.values())
    s.add(_for_all(enc, inner, z3.Not(exercised(inner))))
    situations, complete = _every_situation(enc, s)
    title = f"The right of clause {clause.id} can be exercised lawfully"
    cid = f"entitlement:{clause.id}"
    if not situations:
        status = Status.PROVED if complete else Status.UNKNOWN
        return CheckResult(cid, "entitlement", title, _laws_of([clause.id]), status, time.perf_counter() - start,
                           reason="" if complete else "solver gave unknown or timed out")
    at = _smallest(enc, situations)
    cp = enc.copy()
    hard = [cp.physics, enc.fix_given(at), cp.applies[clause.id], cp.then[clause.id]]
    soft = {c: cp.binding[c] for c in context if c in cp.binding}
    soft.update({f"{c}~regular": cp.regular[c] for c in context if c in cp.regular})
    cores = minimal_sets(hard, soft, budget)
    demands = (Demand(clause.id, "entitlement", clause.says, render(clause.then)),) + tuple(
        demand(enc.by_id[n.split("~")[0]], "regular" if n.endswith("~regular") else "binding")
        for n in (cores[0] if cores else ()))
    witness = Witness(at, tuple(cores), demands, len(situations), enc.domain.size(at),
                      variants=_variants(enc, situations, at, hard[:1] + hard[2:], soft, cores, budget),
                      explanation="Here the right applies, but exercising it breaks each core's clauses "
                                  "or incurs its penalty.")
    laws = _laws_of([clause.id, *(n.split("~")[0] for core in cores for n in core)])
    return CheckResult(cid, "entitlement", title, laws, Status.FINDING, time.perf_counter() - start, witness,
                       reason="" if complete else "search for further situations incomplete")


def _conjuncts(e: Expr) -> tuple[Expr, ...]:
    """The parts of a conjunction (each proved in a query of its own), or the expression alone."""
    return e.args if isinstance(e, Op) and e.name == "and" else (e,)


#: Z3's tactic for quantifier-free bit-level problems: the decomposed scoring queries are finite (cards are
#: bits, every integer bounded), and bit-blasting answers each in well under a second where the default
#: solver's arithmetic search can wander past any timeout.
BIT_BLAST = "qfbv"


def _all_unsat(queries: list[list[Any]], budget: Budget) -> bool:
    """Whether every query is unsatisfiable, each asked in a fresh context (a deterministic answer)."""
    return all(_fresh_solver(q, budget, BIT_BLAST)[0].check() == z3.unsat for q in queries)


def theorem(check_id: str, title: str, enc: Encoding, claim: Expr, budget: Budget,
            assume: Expr = TRUE, explain: str = "", lemmas: tuple[Expr, ...] = ()) -> CheckResult:
    """``claim`` holds in every lawful, regular course where ``assume`` holds; else the smallest counterexample.

    The proof is decomposed so that no single query depends on the solver's
    luck: each ``lemma`` is proved in the lawful domain, then each conjunct
    of the claim follows from ``assume`` and the lemmas alone (no law needed);
    without lemmas (or if that step fails), each conjunct is proved in the
    lawful domain in a query of its own.
    """
    start = time.perf_counter()
    cp = enc.copy()
    lawful = [cp.physics, *cp.binding.values(), *cp.regular.values(), to_z3(assume, cp.env)]
    negated = z3.Not(to_z3(claim, cp.env))
    laws = _laws_of(c.id for c in enc.clauses)
    parts = [z3.Not(to_z3(part, cp.env)) for part in _conjuncts(claim)]
    facts = [to_z3(lemma, cp.env) for lemma in lemmas]
    by_lemmas = bool(facts) and _all_unsat([[*lawful, z3.Not(f)] for f in facts], budget) and _all_unsat(
        [[to_z3(assume, cp.env), *facts, part] for part in parts], budget)
    if by_lemmas or _all_unsat([[*lawful, part] for part in parts], budget):
        return CheckResult(check_id, "theorem", title, laws, Status.PROVED, time.perf_counter() - start)
    s = _solver(budget)
    s.add(*lawful, negated)
    counterexamples, complete = _every_situation(enc, s)
    if not counterexamples:
        status = Status.PROVED if complete else Status.UNKNOWN
        return CheckResult(check_id, "theorem", title, laws, status, time.perf_counter() - start,
                           reason="" if complete else "solver gave unknown or timed out")
    at = _smallest(enc, counterexamples)
    # The course shown is asked in a fresh context too, so the same counterexample is shown every run.
    s2, ctx = _fresh_solver([*lawful, enc.fix_given(at), negated], budget)
    s2.check()
    model = s2.model()
    applying = tuple(c.id for c in enc.clauses if c.kind is not ClauseKind.ENTITLEMENT
                     and z3.is_true(model.eval(cp.applies[c.id].translate(ctx), model_completion=True)))
    env = {v.name: cp.env[v.name].translate(ctx) for v in enc.domain.variables}
    course = {v.name: value_of(v, model, env) for v in enc.domain.variables}
    demands = tuple(demand(enc.by_id[c], "binding") for c in applying)
    witness = Witness(course, (applying,), demands, len(counterexamples),
                      enc.domain.size(at), explain)
    return CheckResult(check_id, "theorem", title, _laws_of(applying) or laws, Status.FINDING,
                       time.perf_counter() - start, witness,
                       reason="" if complete else "search for further situations incomplete")


def _fresh_solver(formulas: list[Any], budget: Budget, tactic: str | None = None) -> tuple[Any, Any]:
    """A solver holding the formulas in a Z3 context of their own, and that context.

    ``tactic`` names the Z3 tactic the solver applies (default: Z3's
    general solver).

    Z3's search follows the order in which terms were created, so in a
    worker that has already run other checks the same query can take far
    longer (a scoring theorem: one second alone, a timeout after others)
    or give another model. A fresh context makes the answer independent of
    what ran before.
    """
    ctx = z3.Context()
    s = z3.Tactic(tactic, ctx=ctx).solver() if tactic else z3.Solver(ctx=ctx)
    s.set(timeout=budget.ms)
    s.add(*(f.translate(ctx) for f in formulas))
    return s, ctx


def _number(val: Any) -> int:
    return int(val.as_signed_long()) if z3.is_bv(val) else int(val.as_long())


def _climb(s: Any, goal: Any, value: int, enc: Encoding, env: dict[str, Any],
           ) -> tuple[int, dict[str, int | bool] | None, Any]:
    """Raise ``value`` while the solver finds a larger goal; the last answer tells why it stopped."""
    best: dict[str, int | bool] | None = None
    while True:
        s.push()
        s.add(goal > value)
        r = s.check()
        if r == z3.sat:
            model = s.model()
            value = _number(model.eval(goal, model_completion=True))
            best = {v.name: value_of(v, model, env) for v in enc.domain.given}
        s.pop()
        if r != z3.sat:
            return value, best, r


def optimum(check_id: str, title: str, laws: tuple[str, ...], enc: Encoding, objective: Expr, expect: int,
            budget: Budget, assume: Expr = TRUE, explain: str = "", cases: tuple[Expr, ...] = ()) -> CheckResult:
    """The largest value of ``objective`` over the domain (under ``assume``), expected to be ``expect``.

    A search of satisfiability queries: each ``sat`` raises the lower bound
    to a witnessed value, and the final ``unsat`` proves that nothing larger
    exists. With ``cases``, the search runs in each case in a fresh context
    (small queries, each answered in a fraction of a second whatever ran
    before) after a query proves that the cases cover the domain. Proved
    when the optimum is ``expect``; a finding (with the witness) when it
    differs; unknown on a timeout.
    """
    start = time.perf_counter()
    cp = enc.copy()
    base = [cp.physics, to_z3(assume, cp.env)]
    goal = to_z3(objective, cp.env)
    extra: dict[str, Any] = {"expected": expect}
    if cases and _fresh_solver([*base, z3.Not(to_z3(any_of(cases), cp.env))], budget,
                               BIT_BLAST)[0].check() != z3.unsat:
        return CheckResult(check_id, "optimum", title, laws, Status.UNKNOWN, time.perf_counter() - start,
                           reason="the cases were not proved to cover the domain", extra=extra)
    value, best = expect - 1, None
    # First above the expected value less one: a witness there, and a proof that nothing is larger; if no case
    # reaches it, the optimum is less than expected, and the search starts again from nothing.
    for floor in (expect - 1, -1):
        value = floor
        for case in cases or (TRUE,):
            s, ctx = _fresh_solver([*base, to_z3(case, cp.env)], budget, BIT_BLAST)
            env = {v.name: cp.env[v.name].translate(ctx) for v in enc.domain.variables}
            found, witness, r = _climb(s, goal.translate(ctx), value, enc, env)
            if r == z3.unknown:
                extra["value"] = value
                return CheckResult(check_id, "optimum", title, laws, Status.UNKNOWN, time.perf_counter() - start,
                                   reason=f"solver gave unknown or timed out; best found {value}", extra=extra)
            if witness is not None:
                value, best = found, witness
        if best is not None:
            break
    elapsed = time.perf_counter() - start
    extra["value"] = value
    if best is None:
        return CheckResult(check_id, "optimum", title, laws, Status.UNKNOWN, elapsed,
                           reason="no situation of the domain was found", extra=extra)
    if value == expect:
        return CheckResult(check_id, "optimum", title, laws, Status.PROVED, elapsed, example=best,
                           reason=explain, extra=extra)
    witness_of = Witness(best, (), (), 1, 0, f"The optimum is {value}, not {expect}.")
    return CheckResult(check_id, "optimum", title, laws, Status.FINDING, elapsed, witness_of, extra=extra)
