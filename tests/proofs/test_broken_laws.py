"""Deliberately broken copies of laws, and the findings each must produce.

Every kind of check is shown able to fail: a flipped inequality, a dropped
exception, a widened requirement, a condition moved out of the domain and a
flipped consequence each turn a proved verdict of the harmonised reading
into a finding naming the broken clause.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import pytest

from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import CheckResult, Status
from piquet.proofs.theorems import THEOREMS, Theorem
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.spec.expr import Expr
from piquet.spec.law import Clause

BUDGET = checks.Budget()
READING = "harmonised"


def _clauses(laws: frozenset[str] | None, broken: Mapping[str, Mapping[str, object]]) -> tuple[Clause, ...]:
    """The harmonised exchange clauses with some clauses replaced field by field."""
    out = []
    for c in clauses_for(EXCHANGE, catalogue().clauses(READING), laws):
        change = broken.get(c.id.replace(".", "_"))
        out.append(replace(c, **change) if change else c)  # type: ignore[arg-type]
    return tuple(out)


def _enc(**broken: Mapping[str, object]) -> Encoding:
    return Encoding(EXCHANGE, _clauses(None, broken))


def _cores(result: CheckResult) -> set[str]:
    assert result.witness is not None, f"{result.id}: a finding must carry a witness"
    return {n for core in result.witness.cores for n in core} | {
        n for core, _ in result.witness.variants for n in core}


@pytest.mark.law("12", "40")
def test_the_unbroken_harmonised_exchange_is_proved() -> None:
    enc = _enc()
    assert checks.consistency(enc, BUDGET).status is Status.PROVED
    assert checks.completeness(enc, BUDGET).status is Status.PROVED
    assert checks.entitlement(enc, enc.by_id["40.4"], BUDGET).status is Status.PROVED
    assert checks.vacuity(enc, enc.by_id["12.1"], BUDGET).status is Status.PROVED


@pytest.mark.law("40")
def test_flipped_inequality_breaks_the_twelve_card_theorem() -> None:
    # Law 40: "he must discard one card more than he takes in" mistyped as two more. (Flipped to one fewer,
    # the elder would end with fourteen: a penalty under Law 58, which the theorem reads, not a lawful course.)
    theorem = next(t for t in THEOREMS if isinstance(t, Theorem) and t.id == "theorem:twelve-cards")
    flipped: Expr = X.elder_discards.eq(X.elder_takes + 2)
    enc = Encoding(EXCHANGE, _clauses(theorem.laws, {"40_1": {"then": flipped}}))
    result = checks.theorem(theorem.id, theorem.title, enc, theorem.claim, BUDGET, theorem.assume)
    assert result.status is Status.FINDING
    assert result.witness is not None
    situation = result.witness.situation
    assert (situation["elder_dealt"], situation["stock"]) == (13, 8), situation
    assert "40.1" in _cores(result)


@pytest.mark.law("22", "40")
def test_dropped_exception_blocks_the_right_it_protected() -> None:
    # Law 22 "obliged to discard one card (except as provided in Law 40)": drop the exception.
    enc = _enc(**{"22_2": {"except_as": ()}})
    result = checks.entitlement(enc, enc.by_id["40.4"], BUDGET)
    assert result.status is Status.FINDING
    assert "22.2" in _cores(result)
    assert result.witness is not None and result.witness.situation["elder_dealt"] == 13


@pytest.mark.law("21", "27")
def test_widened_requirement_leaves_no_regular_course() -> None:
    # Law 21 "obliged to discard one card" widened to taking in six: in the ordinary deal every course then
    # takes one of the bottom three cards of the stock, Law 27's penalty. (Discarding more than he takes in
    # would not do: Law 30 makes it a lawful short hand, liable to no penalty, Law 57.)
    enc = _enc(**{"21_2": {"then": X.elder_takes >= 6}})
    complete = checks.completeness(enc, BUDGET)
    assert complete.status is Status.FINDING
    assert "21.2" in _cores(complete)
    # The smallest witness is the ordinary deal itself: twelve cards each, eight in the stock.
    assert complete.witness is not None and complete.witness.size == 0, complete.witness
    assert any(name.endswith("~regular") for name in _cores(complete)), "a penalty must be what blocks"


@pytest.mark.law("12", "75")
def test_flipped_consequence_makes_two_laws_demand_opposite_things() -> None:
    # Law 75 "the deal is void" flipped to "the deal stands": it now contradicts Law 12 (nine in the stock).
    enc = _enc(**{"75_1": {"then": ~X.fresh_deal}})
    result = checks.consistency(enc, BUDGET)
    assert result.status is Status.FINDING
    assert {"12.1", "75.1"} <= _cores(result)
    assert result.witness is not None and result.witness.situation["stock"] == 9


@pytest.mark.law("12")
def test_condition_outside_the_domain_is_vacuous() -> None:
    # Law 12 "nine cards in the stock" mistyped as ten: the clause can no longer fire.
    enc = _enc(**{"12_1": {"when": X.stock.eq(10)}})
    result = checks.vacuity(enc, enc.by_id["12.1"], BUDGET)
    assert result.status is Status.FINDING
    assert result.witness is not None and "cannot hold" in result.witness.explanation


@pytest.mark.law("21", "42")
def test_exception_covering_its_whole_rule_is_reported_as_shadowing() -> None:
    # Law 21's obligation to discard, with an exception widened to every deal that stands.
    enc = _enc(**{"42_2": {"when": ~X.fresh_deal}})
    result = checks.vacuity(enc, enc.by_id["21.2"], BUDGET)
    assert result.status is Status.FINDING
    assert result.witness is not None and "42.2" in result.witness.explanation


@pytest.mark.parametrize("ms", [1])
def test_a_solver_timeout_is_never_reported_as_proved(ms: int) -> None:
    # With one millisecond Z3 may or may not finish; whatever it says must not be an unfounded "proved".
    enc = _enc()
    result = checks.completeness(enc, checks.Budget(ms=ms))
    assert result.status in (Status.PROVED, Status.UNKNOWN)
    if result.status is Status.UNKNOWN:
        assert "unknown" in result.reason or "timed out" in result.reason


def test_a_query_cut_short_is_unknown_not_proved() -> None:
    # The best-holding optimum needs about a second; with one millisecond it cannot be proved.
    from piquet.proofs.theorems import Optimum
    from piquet.spec.domains.scoring import ONE_HAND

    th = next(t for t in THEOREMS if isinstance(t, Optimum))
    result = checks.optimum(th.id, th.title, (), Encoding(ONE_HAND, ()), th.objective, th.expect,
                            checks.Budget(ms=1), th.assume)
    assert result.status is Status.UNKNOWN, result
    assert "timed out" in result.reason
