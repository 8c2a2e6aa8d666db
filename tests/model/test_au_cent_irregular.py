"""The irregularities Piquet au cent rules otherwise: the wrong pack, a deal out of turn, the stock touched
(the game lost), and standing a deal dealt eleven or thirteen cards, by hand-checked examples."""

from __future__ import annotations

import pytest

from piquet.model.actions import Elect, Exchange, ShowCarteBlanche
from piquet.model.au_cent import AuCentPartie, Game
from piquet.model.cards import card_set, parse_cards
from piquet.model.deal import DealState, IllegalAction, Phase, apply, exchange_choices, start_deal
from piquet.model.irregular import OutOfTurn, TouchStock, WrongPack
from piquet.model.irregular.au_cent import game_lost, partie_after
from piquet.model.roles import Role
from piquet.model.state import Choice
from piquet.model.variants import AU_CENT_RULES, RUBICON_RULES, Rules
from tests.model.model_deals import cards, describe, shuffled

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def _deal(rules: Rules = AU_CENT_RULES, elder: int = 12, younger: int = 12, stock: int = 8) -> DealState:
    e, y, s = shuffled(7, elder, younger, stock)
    return start_deal(e, y, s, misdeal=(elder, younger, stock) != (12, 12, 8), rules=rules)


def _clauses(state: DealState) -> tuple[str, ...]:
    return state.rulings[-1].clauses


def _found(in_time: bool, rules: Rules = AU_CENT_RULES) -> DealState:
    """A deal where an error of dealing is found in time (untouched), or too late (after the elder's exchange)."""
    state = _deal(rules)
    return state if in_time else apply(state, Exchange(ELDER, card_set(_cards(state.hands[ELDER])[:1]), 1))


@pytest.mark.law("15", "cent-4")
@pytest.mark.parametrize("in_time, void, clause", [(True, True, "cent-4.1"), (False, False, "cent-4.2")])
def test_the_wrong_pack(in_time: bool, void: bool, clause: str) -> None:
    state = apply(_found(in_time), WrongPack(in_time))
    assert (state.void, _clauses(state)) == (void, (clause,)), describe(state)
    assert "packs remain changed" not in state.rulings[-1].outcome  # Law 15's words, not au cent's


@pytest.mark.law("16", "cent-5")
@pytest.mark.parametrize("in_time, void, clause", [(True, True, "cent-5.1"), (False, False, "cent-5.2")])
def test_a_deal_out_of_turn_has_no_remedy_when_found_late(in_time: bool, void: bool, clause: str) -> None:
    state = apply(_found(in_time), OutOfTurn(in_time))
    assert (state.void, _clauses(state)) == (void, (clause,)), describe(state)
    assert not state.in_dealing.out_of_turn  # no deal twice running, as Law 16 orders
    based = apply(_found(False, RUBICON_RULES), OutOfTurn(False))
    assert based.in_dealing.out_of_turn and _clauses(based) == ("16.4", "16.5")


@pytest.mark.law("cent-9")
def test_the_elder_mixing_a_bottom_card_of_the_stock_loses_the_game() -> None:
    state = _deal()
    bottom = state.stock[-1]
    state = apply(state, TouchStock(ELDER, bottom, True))
    assert state.phase is Phase.OVER and game_lost(state) == (ELDER, "cent-9.1"), describe(state)
    # B dealt (the younger): A, the elder, loses the game in progress, A 80 against B 20; B wins it, single.
    partie = partie_after(AuCentPartie("B", current=Game((80, 20))), state, "B")
    assert partie.games[-1] == Game((80, 20), "B", False, "cent-9.1") and partie.dealer() == "A"


@pytest.mark.law("27")
def test_the_elder_only_taking_up_a_bottom_card_is_ruled_by_law_27() -> None:
    state = apply(_deal(), TouchStock(ELDER, _deal().stock[-1], False))
    assert game_lost(state) is None and _clauses(state)[0] == "27.1", describe(state)


@pytest.mark.law("cent-9")
def test_the_elder_mixing_a_card_he_left_loses_the_game() -> None:
    state = _deal()
    hand = state.hands[ELDER]
    state = apply(state, Exchange(ELDER, card_set(list(_cards(hand))[:3]), 3))  # leaves two of his five
    assert state.left[ELDER] == 2
    state = apply(state, TouchStock(ELDER, state.stock[0], True))
    assert game_lost(state) == (ELDER, "cent-9.2"), describe(state)


@pytest.mark.law("cent-10")
@pytest.mark.parametrize("mixed", [False, True])
def test_the_younger_taking_up_one_of_the_elders_five_loses_the_game(mixed: bool) -> None:
    state = _deal()
    state = apply(state, TouchStock(YOUNGER, state.stock[0], mixed))
    assert game_lost(state) == (YOUNGER, "cent-10.1"), describe(state)
    based = apply(_deal(RUBICON_RULES), TouchStock(YOUNGER, state.stock[0], mixed))
    assert game_lost(based) is None


def _cards(hand: int) -> list[int]:
    return [c for c in range(32) if hand >> c & 1]


def _stood(elder: int, younger: int, stock: int, rules: Rules = AU_CENT_RULES) -> DealState:
    state = _deal(rules, elder, younger, stock)
    return apply(state, Elect(ELDER, Choice.STAND))


def _kinds(state: DealState, role: Role) -> list[tuple[int, int]]:
    return sorted({(d, t) for d, t, _ in exchange_choices(state, role)})


@pytest.mark.law("40", "cent-13")
def test_the_elder_standing_with_thirteen_discards_one_more_need_take_none_and_leaves_three() -> None:
    # cent-13: (discards, takes) from (1, 0) to (6, 5); with seven in the stock, takes four at most.
    assert _kinds(_stood(13, 11, 8), ELDER) == [(t + 1, t) for t in range(0, 6)]
    assert _kinds(_stood(13, 12, 7), ELDER) == [(t + 1, t) for t in range(0, 5)]
    # Law 40: at least one taken in.
    assert _kinds(_stood(13, 11, 8, RUBICON_RULES), ELDER) == [(t + 1, t) for t in range(1, 6)]


@pytest.mark.law("cent-14")
def test_the_elder_standing_with_eleven_discards_one_less_and_at_least_one() -> None:
    # cent-14.1-14.2: discards one less than he takes, at least one: takes two to five.
    state = _stood(11, 13, 8)
    assert _kinds(state, ELDER) == [(t - 1, t) for t in range(2, 6)]
    # cent-14.3-14.4: the younger, with thirteen, discards one more than he takes and need take none.
    discard = card_set(_cards(state.hands[ELDER])[:1])
    state = apply(state, Exchange(ELDER, discard, 2))
    assert _kinds(state, YOUNGER) == [(t + 1, t) for t in range(0, len(state.stock) + 1)], describe(state)


@pytest.mark.law("cent-14")
def test_the_elder_standing_with_twelve_and_seven_in_the_stock_leaves_three() -> None:
    state = _stood(12, 13, 7)
    assert _kinds(state, ELDER) == [(t, t) for t in range(1, 5)]  # cent-14.5
    state = apply(state, Exchange(ELDER, card_set(_cards(state.hands[ELDER])[:4]), 4))
    assert _kinds(state, YOUNGER) == [(t + 1, t) for t in range(0, 4)], describe(state)  # cent-14.6-14.7


@pytest.mark.law("22", "cent-7")
def test_the_younger_may_keep_his_hand() -> None:
    state = _deal()
    state = apply(state, Exchange(ELDER, card_set(_cards(state.hands[ELDER])[:5]), 5))
    state = apply(state, Exchange(YOUNGER, 0, 0))  # cent-7.1
    assert state.left[YOUNGER] == 3 and state.phase is not Phase.EXCHANGE_YOUNGER, describe(state)
    based = _deal(RUBICON_RULES)
    based = apply(based, Exchange(ELDER, card_set(_cards(based.hands[ELDER])[:5]), 5))
    with pytest.raises(IllegalAction, match="must discard at least one card"):  # Law 22
        apply(based, Exchange(YOUNGER, 0, 0))


@pytest.mark.law("20", "cent-6")
@pytest.mark.parametrize("rules, announced", [(AU_CENT_RULES, False), (RUBICON_RULES, True)])
def test_the_younger_declares_his_carte_blanche_once_the_elder_has_discarded(rules: Rules, announced: bool) -> None:
    # cent-6.1: the younger need not declare it until his adversary has discarded and touched the stock; Law 20
    # has it announced as soon as dealt.
    elder = cards("KS QS JS KH QH JH KD QD JD KC QC JC")
    younger = cards("AS 10S 9S 8S AH 10H 9H AD 10D 9D 8D 7D")
    state = start_deal(elder, younger, parse_cards("7S 8H 7H AC 10C 9C 8C 7C"), rules=rules)
    assert any(e.kind == "carte blanche" for e in state.events) is announced, describe(state)
    state = apply(state, Exchange(ELDER, cards("JC"), 1))
    assert state.phase is Phase.CARTE_BLANCHE and state.to_move is YOUNGER, describe(state)
    state = apply(state, ShowCarteBlanche(YOUNGER, True))
    assert state.hand_scores[YOUNGER][0] == 10
    assert ("cent-6.1" in state.events[-1].text) is not announced, describe(state)
