"""Law 10: a dealer who deals wrongly may, with his adversary's permission, rectify the error before
either player has taken up his hand -- even where Law 12 would require a fresh deal ("except as provided
in Law 10")."""

from __future__ import annotations


import pytest

from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.irregular import irregular_actions, untouched, CutExposed, RectifyDeal
from piquet.model.roles import Role
from piquet.conformance.situation import situation
from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.testing.laws import laws_for

from tests.model.model_deals import describe, shuffled

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def _dealt(elder: int, younger: int, stock: int, seed: int = 8) -> DealState:
    return start_deal(*shuffled(seed, elder, younger, stock), misdeal=True)


def _rectifications(state: DealState) -> list[RectifyDeal]:
    return [a for a in irregular_actions(state) if isinstance(a, RectifyDeal)]


def _counts(state: DealState) -> tuple[int, int, int]:
    return state.hands[ELDER].bit_count(), state.hands[YOUNGER].bit_count(), len(state.stock)


@pytest.mark.law("10", "11")
def test_a_card_too_many_is_put_right_and_the_deal_is_regular() -> None:
    state = _dealt(13, 11, 8)
    assert state.phase is Phase.OPTION, "Law 11: the elder's option, unless the deal is rectified"
    moves = _rectifications(state)
    assert {m.to for m in moves} == {YOUNGER} and len(moves) == 13, "any of the elder's 13 cards, to the younger"
    after = apply(state, moves[0])
    assert _counts(after) == (12, 12, 8) and after.phase is Phase.EXCHANGE_ELDER and after.option is None, \
        describe(after)
    assert [r.kind for r in after.rulings] == ["wrong count", "deal rectified"]
    assert after.rulings[-1].clauses == ("10.1",)
    assert untouched(after) and CutExposed(False) in irregular_actions(after), "no hand is taken up yet"
    assert not _rectifications(after), "a regular deal has nothing to rectify"


@pytest.mark.law("10")
@pytest.mark.parametrize(("counts", "moves"), [((14, 10, 8), 2), ((12, 11, 9), 1), ((13, 12, 7), 1)],
                         ids=["two cards wrong", "nine in the stock", "seven in the stock"])
def test_law_10_excepts_law_12(counts: tuple[int, int, int], moves: int) -> None:
    state = _dealt(*counts)
    for _ in range(moves):
        assert _rectifications(state), f"Law 10 applies to {counts}\n{describe(state)}"
        state = apply(state, _rectifications(state)[0])
    assert _counts(state) == (12, 12, 8) and not state.over and legal_actions(state), describe(state)


@pytest.mark.law("10")
def test_too_late_once_a_hand_is_taken_up() -> None:
    state = apply(_dealt(13, 11, 8), legal_actions(_dealt(13, 11, 8))[-1])  # the elder elects: stand
    assert not untouched(state) and not _rectifications(state), "Law 10: before either has taken up his hand"


@pytest.mark.law("75")
def test_an_incorrect_pack_cannot_be_rectified() -> None:
    """A pack of 31 cards is not dealt wrongly but incorrect (Law 75): no card can be put right."""
    assert not _rectifications(_dealt(12, 11, 8))


def test_the_spec_reads_the_rectified_deal_as_dealt() -> None:
    """Found by the state machine: after the younger's thirteenth card is put on the stock (12, 13, 7 made
    12, 12, 8), the exchange domain reads the counts as rectified, and no law is broken."""
    state = _dealt(12, 13, 7)
    after = apply(state, next(m for m in _rectifications(state) if m.to is None))
    values = situation(after, EXCHANGE.name)
    assert (values[X.elder_dealt.name], values[X.younger_dealt.name], values[X.stock.name]) == (12, 12, 8)
    for reading in ("literal", "harmonised"):
        assert not laws_for(EXCHANGE, reading).judge(values, regular=False), reading
