"""Branches of the Decisions that the model carries out itself: each as the Case puts it, at the model's level
(the scenarios of ``tests/cases`` replay them from records)."""

from __future__ import annotations

import pytest

from piquet.model.actions import Exchange
from piquet.model.cards import card_set, cards_in
from piquet.model.deal import DealState, IllegalAction, Role, apply, deal_pack, start_deal
from piquet.model.irregular import AnnounceLeft, MisExchange, TakeUpLeft, irregular_actions

from tests.model.model_deals import describe, finish

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def dealt() -> DealState:
    """The pack in order, dealt by twos: a regular deal, nothing yet taken up."""
    return start_deal(*deal_pack(list(range(32)), 2))


def younger_takes_a_card_less() -> DealState:
    """Case XIII: the elder takes his five; the younger discards three and takes up two, a card left."""
    state = dealt()
    state = apply(state, Exchange(ELDER, card_set(tuple(cards_in(state.hands[ELDER]))[:5]), 5))
    return apply(state, MisExchange(YOUNGER, card_set(tuple(cards_in(state.hands[YOUNGER]))[:3]), 2))


def kinds(state: DealState) -> list[str]:
    return [r.kind for r in state.rulings]


def test_case_xiii_he_may_take_up_the_card_left_unless_he_announced_he_leaves_it() -> None:
    """Case XIII: he can take up the card he left on the table, unless he has announced that he will
    leave a card, when he must play with eleven cards (Law 30)."""
    state = younger_takes_a_card_less()
    left = state.stock[0]
    assert TakeUpLeft(YOUNGER) in irregular_actions(state), "Case XIII: not announced, he may take it up"
    taken = apply(state, TakeUpLeft(YOUNGER))
    assert taken.hands[YOUNGER] >> left & 1 and (taken.hands[YOUNGER]).bit_count() == 12, describe(taken)
    assert "revoke" not in kinds(taken), "nothing played yet: no renounce, the hand proceeds as usual"

    assert AnnounceLeft(YOUNGER) in irregular_actions(state), "he may say so with his exchange"
    announced = apply(state, AnnounceLeft(YOUNGER))
    assert {"30.2", "Case XIII"} <= {c for r in announced.rulings for c in r.clauses}, describe(announced)
    assert TakeUpLeft(YOUNGER) not in irregular_actions(announced), "announced: he must play with eleven"
    with pytest.raises(IllegalAction, match="announced that he leaves a card"):
        apply(announced, TakeUpLeft(YOUNGER))
    final = finish(announced)
    assert len(final.tricks) == 11 and sum(final.tricks_won) == 12, \
        f"Law 30: he plays eleven cards, his adversary counts the twelfth as a trick\n{describe(final)}"


def test_case_xiii_a_regular_exchange_announces_nothing() -> None:
    """Only a player who took in a card fewer than he discarded leaves a card to announce (Case XIII)."""
    state = dealt()
    state = apply(state, Exchange(ELDER, card_set(tuple(cards_in(state.hands[ELDER]))[:5]), 5))
    state = apply(state, Exchange(YOUNGER, card_set(tuple(cards_in(state.hands[YOUNGER]))[:3]), 3))
    assert not any(isinstance(a, AnnounceLeft) for a in irregular_actions(state)), describe(state)
