"""Piquet au cent, cent-19: the elder shows a sequence and calls an inferior one. He cannot reckon the
superior one, and the show bars the younger hand from reckoning his sequences equal or inferior to it -- in
his lawful answers and in what he may reckon. Hand-checked deals.
"""

from __future__ import annotations

import pytest

from piquet.model.actions import Answer, Call, Exchange, Play, SeeLeftCards
from piquet.model.cards import parse_cards
from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.irregular import ShowAboveCall, irregular_actions, refusal
from piquet.model.roles import Role
from piquet.model.variants import AU_CENT_RULES, RUBICON_RULES, Rules
from tests.model.model_deals import cards, describe

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
POINT, SEQUENCE, SETS = Klass.POINT, Klass.SEQUENCE, Klass.SETS
GOOD, NOT_GOOD, EQUAL = Verdict.GOOD, Verdict.NOT_GOOD, Verdict.EQUAL
KING, ACE = 6, 7

# The elder: a quint to the king in spades (five making 49), the knaves and nines of diamonds and clubs, no other
# sequence; he puts out the seven of hearts and takes the queen of diamonds (no sequence with the knave and
# nine). The younger: five hearts, with the aces and eights of the other suits and the king of clubs; he keeps
# his hand (cent-7.1).
_ELDER_HAND = "KS QS JS 10S 9S 7H 7D 9D JD 7C 9C JC"
_YOUNGER_REST = "AS 8S AD 8D AC 8C KC"
# The younger's five hearts: a quint to the queen (inferior to the quint shown), to the king (equal), to the
# ace (superior); the stock holds the other hearts.
QUINT_TO_QUEEN, QUINT_TO_KING, QUINT_TO_ACE = "QH JH 10H 9H 8H", "KH QH JH 10H 9H", "AH KH QH JH 10H"
_ALL_HEARTS = ("AH", "KH", "QH", "JH", "10H", "9H", "8H")


def _called(hearts: str, rules: Rules = AU_CENT_RULES, length: int = 4) -> DealState:
    """The deal with the younger holding ``hearts``, the elder's point of five allowed good and his sequence
    called ``length`` to the king (a quart: inferior to his quint), not yet answered."""
    held = hearts.split()
    stock = ["QD", "7S", "KD", "10D", "QC", "10C"] + [h for h in _ALL_HEARTS if h not in held]
    state = start_deal(cards(_ELDER_HAND), cards(f"{hearts} {_YOUNGER_REST}"), parse_cards(" ".join(stock)),
                       rules=rules)
    state = apply(state, Exchange(ELDER, cards("7H"), 1))
    state = apply(state, Exchange(YOUNGER, 0, 0) if rules.au_cent else Exchange(YOUNGER, cards("8C"), 1))
    point = Call(ELDER, POINT, 5, 49) if rules.au_cent else Call(ELDER, POINT, 5)
    state = apply(apply(state, point), Answer(POINT, GOOD))
    state = apply(state, Call(ELDER, SEQUENCE, length, KING) if rules.au_cent else Call(ELDER, SEQUENCE, length))
    assert state.phase is Phase.ANSWER_YOUNGER and state.klass is SEQUENCE, describe(state)
    return state


def _answers(state: DealState) -> tuple[Verdict, ...]:
    return tuple(a.verdict for a in legal_actions(state) if isinstance(a, Answer))


def _to_the_lead(state: DealState) -> DealState:
    """The trios passed over (the elder sinks his), the elder leads the king of spades, and the younger elects
    not to look at the cards he left (Law 36): the younger then declares (he declares after the lead)."""
    while state.phase is not Phase.PLAY:
        state = apply(state, legal_actions(state)[-1] if state.phase is Phase.DECLARE_ELDER else
                      legal_actions(state)[0])
    return apply(apply(state, Play(parse_cards("KS")[0])), SeeLeftCards(False))


@pytest.mark.law("cent-19")
def test_the_elder_showing_a_quint_with_a_quart_called_reckons_only_the_quart() -> None:
    state = _called(QUINT_TO_QUEEN)
    assert ShowAboveCall() in irregular_actions(state)
    state = apply(state, ShowAboveCall())
    assert state.rulings[-1].clauses == ("cent-19.1", "cent-19.2") and state.rulings[-1].klass is SEQUENCE
    state = apply(state, Answer(SEQUENCE, GOOD))
    # The quart to the king he called: four, not the fifteen of the quint he showed (cent-19.1).
    assert state.hand_scores[ELDER][SEQUENCE] == 4, describe(state)
    assert ShowAboveCall() not in irregular_actions(state)


@pytest.mark.law("cent-19")
def test_the_show_bars_the_younger_quint_to_the_queen_that_beats_the_quart_called() -> None:
    unshown = _called(QUINT_TO_QUEEN)
    # Against the quart called, his quint to the queen is better: not good, and he reckons it (fifteen).
    assert _answers(unshown) == (GOOD, NOT_GOOD)
    younger = _to_the_lead(apply(unshown, Answer(SEQUENCE, NOT_GOOD)))
    assert younger.phase is Phase.DECLARE_YOUNGER and younger.pending[0] is SEQUENCE, describe(younger)
    assert [a.value for a in legal_actions(younger) if isinstance(a, Call)] == [5 << 3 | 5]
    shown = apply(unshown, ShowAboveCall())
    # Against the quint to the king shown, it is inferior: barred, he can only allow the call (cent-19.2).
    assert _answers(shown) == (GOOD,), describe(shown)
    assert _to_the_lead(apply(shown, Answer(SEQUENCE, GOOD))).hand_scores[YOUNGER][SEQUENCE] == 0


@pytest.mark.law("cent-19")
def test_the_show_bars_the_younger_sequence_equal_to_the_one_shown() -> None:
    state = _called(QUINT_TO_KING)
    # Against the quart called: his quint is better, and the quart to the king within it equal.
    assert _answers(state) == (GOOD, NOT_GOOD, EQUAL)
    assert _answers(apply(state, ShowAboveCall())) == (GOOD,)  # equal to the one shown: no "equal" either


@pytest.mark.law("cent-19")
def test_a_younger_sequence_superior_to_the_one_shown_is_not_barred() -> None:
    state = apply(_called(QUINT_TO_ACE), ShowAboveCall())
    assert _answers(state) == (GOOD, NOT_GOOD)
    state = _to_the_lead(apply(state, Answer(SEQUENCE, NOT_GOOD)))
    assert state.phase is Phase.DECLARE_YOUNGER and state.pending[0] is SEQUENCE, describe(state)
    # Only a sequence better than the quint to the king shown: his quint to the ace, fifteen.
    claims = [a for a in legal_actions(state) if isinstance(a, Call)]
    assert [c.value for c in claims] == [5 << 3 | ACE], claims
    state = apply(state, claims[0])
    assert state.hand_scores[YOUNGER][SEQUENCE] == 15 and state.hand_scores[ELDER][SEQUENCE] == 0, describe(state)


@pytest.mark.law("cent-19")
def test_the_show_is_offered_only_above_the_call_in_au_cent_before_the_answer() -> None:
    state = _called(QUINT_TO_QUEEN)
    answered = apply(state, Answer(SEQUENCE, GOOD))
    assert ShowAboveCall() not in irregular_actions(answered)
    # His quint to the king called, his best: nothing superior to show.
    assert ShowAboveCall() not in irregular_actions(_called(QUINT_TO_QUEEN, length=5))
    base = _called(QUINT_TO_QUEEN, RUBICON_RULES)
    assert ShowAboveCall() not in irregular_actions(base)
    assert refusal(base, ShowAboveCall())[0] == ("cent-19.1",)
