"""A second prover: every verdict derived again by cvc5 from the same encoding.

A check's verdict rests on the answers of a few solver queries, its
decisive ones (:func:`piquet.proofs.smtlib.decide` records them as SMT-LIB
2 while the check runs). cvc5 is given each query's SMT-LIB, in a solver
of its own, and must give the same answer. What that means per kind of
check:

consistency, completeness, entitlement
    PROVED rests on ``unsat``: no situation has every course blocked (the
    ∃ given ∀ chosen query has no model). An entitlement also rests on the
    queries that chose the clauses held against the right (whether each
    can hold where the right applies). A FINDING rests on ``sat``, and
    cvc5 confirms the witness shown: the same query with the witness's
    given values fixed is ``sat``.
vacuity
    PROVED rests on ``sat`` (the clause can apply), and cvc5 confirms the
    example shown as it confirms a witness; a FINDING on ``unsat``.
theorem
    PROVED rests on ``unsat`` for each lemma's negation, each conjunct of
    the claim set aside as following from the lemmas, and each conjunct
    left; a FINDING on ``sat`` for a conjunct's negation, and on the
    counterexample's course (the query with its situation fixed, ``sat``).
optimum
    The value rests on a ``sat`` query reaching it (the stored situation,
    or a climb's last step) and on the ``unsat`` query that nothing
    exceeds it; PROVED or FINDING as the value is the expected one or not.
reached
    A stored deal replayed through the model and scored by the spec's
    clauses (:mod:`piquet.conformance`): no solver query, so nothing for a
    second prover to derive.

A witness query's expected answer is ``sat`` without asking Z3 again: Z3's
model of the witnessed query gave the situation. cvc5's verdict is then
Z3's when it gives every query the same answer; UNKNOWN when it answers
one ``unknown`` (an ``unknown`` is never a verdict); and a disagreement,
which fails, when it answers ``sat`` where Z3 answered ``unsat`` or the
reverse. A query Z3 left ``unknown`` cannot disagree.

No answer depends on the machine's load: each cvc5 query is bounded by
cvc5's resource units (:data:`CVC5_RLIMIT`), as :class:`~piquet.proofs.checks.Budget`
bounds Z3's, and by the clock only when the budget asks for it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from piquet.proofs.checks import Budget
from piquet.proofs.result import CheckResult, Query, Status
from piquet.proofs.smtlib import recording, witness_query

__all__ = ["Prover", "Second", "CVC5_RLIMIT", "ask_cvc5", "verdict", "disagreements", "tally"]

#: cvc5 resource units one query may spend (its ``rlimit-per``; about 100,000 a second of processor time).
#: The heaviest query cvc5 settles (a reading's consistency of the scoring) spends 728,441, the next 311,678;
#: the limit leaves room for a law to grow. Three queries it leaves unknown even at 8 million units (98
#: seconds): the two holding optima's upper bounds (popcounts summed as integers, which Z3 bit-blasts) and
#: the other reading's consistency of the scoring.
CVC5_RLIMIT = 2_000_000

#: cvc5's options for every query. ``cegqi-full``: counterexample-guided instantiation for every quantified
#: formula, which settles the ∃∀ queries over bit-vector integers (Piquet au cent's counts) that cvc5
#: otherwise leaves ``unknown``.
CVC5_OPTIONS = {"cegqi-full": "true"}


class Prover(Enum):
    """Which prover's verdicts ``piquet verify`` reports."""

    Z3 = "z3"
    #: cvc5 derives every verdict again from Z3's queries; the report gives cvc5's verdicts.
    CVC5 = "cvc5"
    #: As cvc5, the report giving Z3's verdicts with cvc5's beside them.
    BOTH = "both"


def ask_cvc5(text: str, budget: Budget) -> str:
    """cvc5's answer (``sat``, ``unsat`` or ``unknown``) to an SMT-LIB 2 script without ``check-sat``,
    in a solver of its own, bounded by :data:`CVC5_RLIMIT` (and ``budget``'s wall clock, if any)."""
    # Imported when first asked: loading cvc5 takes a third of a second that a run of Z3 alone need not pay.
    import cvc5

    solver = cvc5.Solver(cvc5.TermManager())
    solver.setOption("rlimit-per", str(CVC5_RLIMIT))
    if budget.ms is not None:
        solver.setOption("tlimit-per", str(budget.ms))
    for option, value in CVC5_OPTIONS.items():
        solver.setOption(option, value)
    parser = cvc5.InputParser(solver)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "query")
    symbols = parser.getSymbolManager()
    while not (command := parser.nextCommand()).isNull():
        command.invoke(solver, symbols)
    result = solver.checkSat()
    return "sat" if result.isSat() else "unsat" if result.isUnsat() else "unknown"


def _opposed(q: Query) -> bool:
    return {q.z3, q.cvc5} == {"sat", "unsat"}


def verdict(result: CheckResult) -> Status | None:
    """cvc5's verdict on a check whose queries it answered: Z3's when every answer is the same, UNKNOWN
    when one is ``unknown``, None when the two provers disagree (``sat`` against ``unsat``)."""
    if any(_opposed(q) for q in result.queries):
        return None
    if result.status is Status.UNKNOWN or any(q.cvc5 == "unknown" != q.z3 for q in result.queries):
        return Status.UNKNOWN
    return result.status


def disagreements(results: Iterable[CheckResult]) -> list[str]:
    """One line for each query on which the provers disagree: the check, the query, who said what."""
    return [f"{r.id}: query {n} ({q.asks}): z3 says {q.z3}, cvc5 says {q.cvc5}"
            for r in results for n, q in enumerate(r.queries, 1) if _opposed(q)]


@dataclass(frozen=True)
class Tally:
    """How the second prover fared over a set of checks."""

    checks: int
    queries: int
    agree: int
    unknown: int
    disagree: int
    cvc5_seconds: float

    def line(self) -> str:
        return (f"cvc5 derived {self.queries} queries of {self.checks} checks again: {self.agree} agree, "
                f"{self.unknown} unknown, {self.disagree} disagree ({self.cvc5_seconds:.2f} s of processor time)")


def tally(results: Iterable[CheckResult]) -> Tally:
    """The second prover's answers over ``results`` (a result that readings share counted once)."""
    seen = {id(r): r for r in results if r.queries}
    queries = [q for r in seen.values() for q in r.queries if q.cvc5 is not None]
    return Tally(len(seen), len(queries), sum(q.cvc5 == q.z3 for q in queries),
                 sum(q.cvc5 == "unknown" and q.z3 != "unknown" for q in queries), sum(map(_opposed, queries)),
                 sum(float(r.extra.get("provers", {}).get("cvc5_seconds", 0.0)) for r in seen.values()))


@dataclass(frozen=True)
class Second:
    """What ``piquet verify`` asks beyond Z3: which prover's verdicts to report, and whether to keep the
    queries' SMT-LIB (``smt2``) to write them with the report."""

    prover: Prover = Prover.Z3
    smt2: bool = False

    def recorded(self, check: Callable[[], CheckResult]) -> CheckResult:
        """Run ``check`` recording its decisive queries, the witness's query added."""
        with recording() as queries:
            result = check()
        shown = witness_query(queries, result)
        return replace(result, queries=tuple(queries) + (() if shown is None else (shown,)))

    def rederived(self, result: CheckResult, budget: Budget) -> CheckResult:
        """``result`` with cvc5's answer to each of its queries and its verdict (the report's, under
        :attr:`Prover.CVC5`); the queries' SMT-LIB dropped unless it is to be written."""
        if self.prover is Prover.Z3:
            return result
        start = time.process_time()
        answered = tuple(replace(q, cvc5=ask_cvc5(q.script, budget)) for q in result.queries)
        result = replace(result, queries=answered)
        second = verdict(result)
        provers: dict[str, Any] = {
            "z3": result.status.value, "cvc5": "disagrees" if second is None else second.value,
            "cvc5_seconds": round(time.process_time() - start, 4),
            "queries": [{"asks": q.asks, "z3": q.z3, "cvc5": q.cvc5} for q in answered]}
        result = replace(result, extra={**result.extra, "provers": provers})
        if self.prover is Prover.CVC5 and second is not result.status:
            why = ("z3 and cvc5 disagree" if second is None
                   else "cvc5 answered unknown where z3 answered; an unknown is never a verdict")
            result = replace(result, status=Status.UNKNOWN, reason=why)
        return result if self.smt2 else replace(result, queries=tuple(replace(q, script="") for q in answered))
