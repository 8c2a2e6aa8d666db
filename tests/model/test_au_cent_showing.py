"""Piquet au cent's showing, answers and omissions in the irregular calling game, and the cards left
exposed, by hand-checked deals: cent-12 (a suit called from the player who looked at the cards left),
cent-18 (the elder leads without showing), cent-21 (a call disallowed that proves good or equal), cent-22
(the younger plays without showing his equality or superiority), cent-20 (the younger abides by his answer),
cent-23 (a quatorze or trio not held).
"""

from __future__ import annotations

import pytest

from piquet.model.actions import Action, Answer, Call, Elect, Exchange, Play, SeeLeftCards
from piquet.model.cards import Suit, parse_cards
from piquet.model.deal import DealState, IllegalAction, Phase, apply, legal_actions, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.irregular import (
    CallSuit, CorrectCall, CorrectReply, Disallow, Irregular, LookAtLeft, Miscall, ShowLate, Unshown, irregular_actions, refusal,
)
from piquet.model.roles import Role
from piquet.model.state import Choice
from piquet.model.variants import AU_CENT_RULES, RUBICON_RULES, Rules
from tests.model.model_deals import cards, describe

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
POINT, SEQUENCE, SETS = Klass.POINT, Klass.SEQUENCE, Klass.SETS
ACE, QUEEN = 7, 5

# Deal 1. The elder: five spades making 50, a quart major in spades, a tierce to the nine in diamonds. The
# younger: four hearts making 39 and a quart to the queen in them, a tierce major in diamonds; no trio.
ELDER_1 = "AS KS QS JS 9S AH KH 7D 8D 9D 7C 8C"
YOUNGER_1 = "10S 8S 7S QH JH 10H 9H AD KD QD AC KC"
# Deal 2. The same elder but for hearts; the younger: five hearts making 50 and a quart major in them (equal
# to the elder's), and trios of aces and kings.
ELDER_2 = "AS KS QS JS 9S 7H 8H 7D 8D 9D 7C 8C"
YOUNGER_2 = "AH KH QH JH 9H 10S 8S 7S AD KD AC KC"


def _exchanged(elder: str, younger: str, rules: Rules = AU_CENT_RULES) -> DealState:
    """The deal after the exchanges: the elder puts out the eight of clubs and takes the nine (the top of the
    stock), which adds nothing to his hand; the younger keeps his hand and leaves the seven cards (cent-7.1), or in
    the base game, which obliges him to discard (Law 22), exchanges the last card written and leaves six."""
    e, y = cards(elder), cards(younger)
    rest = [c for c in range(32) if not (e | y) >> c & 1]
    nine = parse_cards("9C")[0]
    state = start_deal(e, y, [nine] + [c for c in rest if c != nine], rules=rules)
    state = apply(state, Exchange(ELDER, cards("8C"), 1))
    last = 1 << parse_cards(younger)[-1]
    return apply(state, Exchange(YOUNGER, 0, 0) if rules.au_cent else Exchange(YOUNGER, last, 1))


def _play(state: DealState, *actions: Action | Irregular) -> DealState:
    for action in actions:
        state = apply(state, action)
    return state


def _called(elder: str, younger: str, point: Verdict, sequence: Verdict) -> DealState:
    """The elder calls his point, five making 50, and his quart major, answered ``point`` and ``sequence``."""
    state = _exchanged(elder, younger)
    return _play(state, Call(ELDER, POINT, 5, 50), Answer(POINT, point), Call(ELDER, SEQUENCE, 4, ACE),
                 Answer(SEQUENCE, sequence))


def _led(state: DealState, card: str) -> DealState:
    """The elder leads ``card``; the younger elects not to look at the cards he left (Law 36)."""
    assert state.phase is Phase.PLAY and state.to_move is ELDER, describe(state)
    return _play(state, Play(parse_cards(card)[0]), SeeLeftCards(False))


def _reckoned(state: DealState) -> DealState:
    """The younger reckons whatever he has to reckon, the first claim offered."""
    while state.phase is Phase.DECLARE_YOUNGER:
        state = apply(state, legal_actions(state)[0])
    return state


# ---------------------------------------------------------------- cent-18: the elder leads without showing


@pytest.mark.law("cent-18")
def test_the_elder_leading_without_showing_cannot_reckon_his_call_and_the_younger_reckons_his_own() -> None:
    state = _called(ELDER_1, YOUNGER_1, Verdict.GOOD, Verdict.GOOD)
    assert state.hand_scores[ELDER][POINT] == 5 and state.hand_scores[ELDER][SEQUENCE] == 7, describe(state)
    assert not any(isinstance(a, Unshown) for a in irregular_actions(state))  # nothing is led yet
    state = _led(state, "AS")
    offered = irregular_actions(state)
    assert Unshown(ELDER, POINT) in offered and Unshown(ELDER, SEQUENCE) in offered
    state = apply(state, Unshown(ELDER, POINT))
    # He cannot reckon his point of five (cent-18.2); the younger shows and reckons his four hearts, though
    # inferior (cent-18.3): four. The elder's quart major and tierce, shown, stand.
    assert (state.hand_scores[ELDER][POINT], state.hand_scores[YOUNGER][POINT]) == (0, 4), describe(state)
    assert state.hand_scores[ELDER][SEQUENCE] == 7
    assert state.rulings[-1].clauses == ("cent-18.2", "cent-18.3")
    assert Unshown(ELDER, POINT) not in irregular_actions(state)


@pytest.mark.law("cent-18")
def test_quatorzes_and_trios_need_not_be_shown() -> None:
    state = _reckoned(_led(_called(ELDER_2, YOUNGER_2, Verdict.EQUAL, Verdict.EQUAL), "7D"))
    assert not any(isinstance(a, Unshown) and a.klass is SETS for a in irregular_actions(state))
    # An equal point led unshown: the elder reckoned nothing, and the younger now reckons his five.
    state = apply(state, Unshown(ELDER, POINT))
    assert (state.hand_scores[ELDER][POINT], state.hand_scores[YOUNGER][POINT]) == (0, 5), describe(state)


@pytest.mark.law("55")
def test_the_base_game_has_no_duty_to_show() -> None:
    state = _exchanged(ELDER_1, YOUNGER_1, RUBICON_RULES)
    state = _play(state, Call(ELDER, POINT, 5), Answer(POINT, Verdict.GOOD))
    while state.phase is not Phase.PLAY:
        state = apply(state, legal_actions(state)[0])
    state = _play(state, Play(parse_cards("AS")[0]))
    assert not any(isinstance(a, (Unshown, ShowLate)) for a in irregular_actions(state))
    assert refusal(state, Unshown(ELDER, POINT))[0] == ("cent-18.1", "cent-22.1")


# ---------------------------------------------------------------- cent-21: a call disallowed that proves good


@pytest.mark.law("cent-21")
def test_a_call_disallowed_that_proves_good_is_reckoned_notwithstanding_the_lead() -> None:
    state = _exchanged(ELDER_1, YOUNGER_1)
    state = apply(state, Call(ELDER, POINT, 5, 50))
    assert Answer(POINT, Verdict.NOT_GOOD) not in legal_actions(state)  # four hearts against five spades
    state = apply(state, Disallow(POINT))
    assert state.dialogue(POINT).verdict is Verdict.NOT_GOOD and state.hand_scores[ELDER][POINT] == 0
    state = _play(state, Call(ELDER, SEQUENCE, 4, ACE), Answer(SEQUENCE, Verdict.GOOD))
    state = _led(state, "AS")
    # Having said not good, the younger has nothing better to reckon: he reckons no point.
    assert state.phase is Phase.DECLARE_YOUNGER and legal_actions(state) == (_sink(state),), describe(state)
    state = apply(state, ShowLate(POINT))
    assert state.hand_scores[ELDER][POINT] == 5 and state.rulings[-1].clauses == ("cent-21.1",), describe(state)
    assert ShowLate(POINT) not in irregular_actions(state)


@pytest.mark.law("cent-21")
def test_a_call_disallowed_that_proves_equal_is_shown_and_neither_reckons_it() -> None:
    state = _exchanged(ELDER_2, YOUNGER_2)
    state = _play(state, Call(ELDER, POINT, 5, 50), Disallow(POINT), Call(ELDER, SEQUENCE, 4, ACE),
                  Answer(SEQUENCE, Verdict.EQUAL))
    state = _reckoned(_led(state, "7D"))
    state = apply(state, ShowLate(POINT))
    assert (state.hand_scores[ELDER][POINT], state.hand_scores[YOUNGER][POINT]) == (0, 0), describe(state)
    assert "equality" in state.rulings[-1].outcome


def _sink(state: DealState) -> Action:
    sinks = [a for a in legal_actions(state) if not isinstance(a, Call)]
    assert len(sinks) == 1, legal_actions(state)
    return sinks[0]


# ---------------------------------------------------------------- cent-22: the younger plays without showing


@pytest.mark.law("cent-22")
def test_the_younger_playing_without_showing_his_equality_lets_the_elder_reckon_his_call() -> None:
    state = _reckoned(_led(_called(ELDER_2, YOUNGER_2, Verdict.EQUAL, Verdict.EQUAL), "7D"))
    assert ShowLate(POINT) not in irregular_actions(state)  # the younger has not yet played
    state = apply(state, Play(parse_cards("AD")[0]))
    assert len(state.tricks) == 1 and state.lead is None, describe(state)
    state = apply(state, Unshown(YOUNGER, POINT))
    assert state.rulings[-1].clauses == ("cent-22.1",)
    state = apply(state, ShowLate(POINT))
    # The elder shows and reckons his five making 50, notwithstanding his lead.
    assert (state.hand_scores[ELDER][POINT], state.hand_scores[YOUNGER][POINT]) == (5, 0), describe(state)
    assert state.rulings[-1].clauses == ("cent-22.1",)


@pytest.mark.law("cent-18", "cent-22")
def test_paragraph_22_excepts_its_case_from_paragraph_18() -> None:
    # The elder leads without showing his equal sequence (cent-18), then the younger plays without showing his
    # (cent-22): the elder may still show and reckon it (paragraph 22: 'notwithstanding that he has led a card').
    state = _led(_called(ELDER_2, YOUNGER_2, Verdict.EQUAL, Verdict.EQUAL), "7D")
    state = _reckoned(apply(state, Unshown(ELDER, SEQUENCE)))
    assert state.hand_scores[YOUNGER][SEQUENCE] > 0, describe(state)  # his quart major, though equal
    state = _play(state, Play(parse_cards("AD")[0]), Unshown(YOUNGER, SEQUENCE), ShowLate(SEQUENCE))
    assert state.hand_scores[ELDER][SEQUENCE] == 7 and state.hand_scores[YOUNGER][SEQUENCE] == 0, describe(state)


# ---------------------------------------------------------------- cent-20: the younger abides by his answer


@pytest.mark.law("cent-20", "51")
@pytest.mark.parametrize("rules", [AU_CENT_RULES, RUBICON_RULES], ids=["au cent", "rubicon"])
def test_the_younger_who_allowed_a_correct_call_abides_by_his_answer(rules: Rules) -> None:
    # Five hearts making 51 against the elder's five spades making 50: he says good, and would correct it.
    state = _exchanged("AS KS QS JS 9S 8H 7H AD KD 7C 8C 10C", "10S 8S 7S AH KH QH JH 10H QD JD 10D 9D", rules)
    state = _play(state, Call(ELDER, POINT, 5, 50 if rules.au_cent else None), Answer(POINT, Verdict.GOOD))
    correct = CorrectReply(POINT)
    if rules.au_cent:  # cent-20.1 replaces Law 51's correction
        assert correct not in irregular_actions(state) and refusal(state, correct)[0] == ("cent-20.1",)
    else:
        assert correct in irregular_actions(state), describe(state)


# ---------------------------------------------------------------- cent-23: a quatorze or trio not held


@pytest.mark.law("cent-23", "54")
@pytest.mark.parametrize("rules, penalty", [(AU_CENT_RULES, True), (RUBICON_RULES, False)])
def test_a_trio_not_held_and_played_uncorrected_reckons_nothing(rules: Rules, penalty: bool) -> None:
    state = _exchanged(ELDER_1, YOUNGER_1, rules)
    while state.phase is not Phase.PLAY:  # the elder calls his first point and sequence, allowed good
        state = apply(state, legal_actions(state)[0] if state.to_move is ELDER else Answer(state.klass, Verdict.GOOD))
    # Three queens, never held (he put out only the eight of clubs): allowed good.
    state = _play(state, Miscall(Call(ELDER, SETS, 3, QUEEN)), Answer(SETS, Verdict.GOOD))
    state = _led(state, "AS")
    correct = CorrectCall(ELDER, SETS)
    if penalty:  # au cent: he has played a card without correcting it
        assert correct not in irregular_actions(state)
        assert refusal(state, correct)[0] == ("cent-23.1",)
    state = _reckoned(state)
    state = apply(state, Play(parse_cards("7S")[0]))  # the younger plays to the first trick: found out
    if penalty:
        assert "cent-23.1" in state.rulings[-1].clauses and state.option is not None, describe(state)
        state = apply(state, Elect(YOUNGER, Choice.ENFORCE))
        assert state.reckon_nothing[ELDER] and state.scores[ELDER] == 0, describe(state)
    else:  # Law 54: he could not possibly have held it in hand and discard: liable to no penalty
        assert not state.reckon_nothing[ELDER] and state.option is None, describe(state)


@pytest.mark.law("cent-23", "52")
def test_a_trio_not_held_but_disallowed_is_not_paragraph_23s() -> None:
    # The younger, with trios of aces and kings, says not good to three queens: the call is not allowed good, so
    # the elder may still correct it after leading (Law 52), and nothing of cent-23 is ruled.
    state = _exchanged(ELDER_2, YOUNGER_2)
    while state.phase is not Phase.PLAY:
        state = apply(state, legal_actions(state)[0] if state.to_move is ELDER else Answer(state.klass, Verdict.GOOD))
    state = _play(state, Miscall(Call(ELDER, SETS, 3, QUEEN)), Answer(SETS, Verdict.NOT_GOOD))
    state = _led(state, "7D")
    assert CorrectCall(ELDER, SETS) in irregular_actions(state), describe(state)
    state = _play(_reckoned(state), Play(parse_cards("AD")[0]))
    assert not any("cent-23.1" in r.clauses for r in state.rulings), state.rulings


# ---------------------------------------------------------------- cent-12: the cards left, exposed


def _looked(rules: Rules) -> DealState:
    state = _led(_called(ELDER_1, YOUNGER_1, Verdict.GOOD, Verdict.GOOD), "AS") if rules.au_cent else None
    if state is None:
        state = _exchanged(ELDER_1, YOUNGER_1, rules)
        while state.phase is not Phase.PLAY:
            state = apply(state, legal_actions(state)[0])
        state = _led(state, "AS")
    state = _reckoned(state)
    assert LookAtLeft(ELDER) in irregular_actions(state), describe(state)
    return apply(state, LookAtLeft(ELDER))


@pytest.mark.law("cent-12", "36")
def test_the_cards_left_looked_at_are_exposed_and_a_suit_is_called_at_the_next_lead() -> None:
    state = _looked(AU_CENT_RULES)
    assert state.rulings[-1].clauses == ("cent-12.1", "cent-12.2") and "exposed" in state.rulings[-1].outcome
    assert not any(isinstance(a, CallSuit) for a in irregular_actions(state))  # the elder has led already
    state = apply(state, Play(parse_cards("7S")[0]))  # the elder's ace wins: he leads next
    assert state.to_move is ELDER and CallSuit(YOUNGER, Suit.HEARTS) in irregular_actions(state), describe(state)
    state = apply(state, CallSuit(YOUNGER, Suit.HEARTS))
    hearts = {a for a in legal_actions(state)}
    assert hearts == {Play(c) for c in parse_cards("AH KH")}, hearts  # he must lead a heart (cent-12.2)
    with pytest.raises(IllegalAction, match="cent-12.2"):
        apply(state, Play(parse_cards("KS")[0]))
    state = _play(state, Play(parse_cards("AH")[0]), Play(parse_cards("9H")[0]))
    assert state.to_move is ELDER and not any(isinstance(a, CallSuit) for a in irregular_actions(state))
    assert len(legal_actions(state)) == state.hands[ELDER].bit_count()  # the call was for that lead only


@pytest.mark.law("36")
def test_in_the_base_game_the_cards_left_looked_at_carry_no_penalty() -> None:
    state = _looked(RUBICON_RULES)
    assert state.rulings[-1].clauses == ("36.4",)
    state = apply(state, Play(parse_cards("7S")[0]))
    assert not any(isinstance(a, CallSuit) for a in irregular_actions(state)), describe(state)
