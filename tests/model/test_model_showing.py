"""Law 55: a call allowed good or equal is shown when asked for; shown unasked before its caller plays a
card, a miscall carries no penalty."""

from __future__ import annotations

import pytest

from piquet.model.actions import Answer, Call
from piquet.model.declaring import Klass, Verdict
from piquet.model.deal import DealState, apply, legal_actions
from piquet.model.irregular import irregular_actions, AskToShow, Miscall, ShowVoluntarily
from piquet.model.roles import Role
from piquet.model.state import Choice

from tests.model.model_deals import arranged, cards, describe, finish, run

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

#: The elder holds six spades and six hearts, and discards the seven of hearts; the younger seven diamonds.
ELDER_HAND = "AS KS QS JS 10S 9S AH KH QH JH 10H 9H"
YOUNGER_HAND = "8S 7S 8H 9C 8C AD KD QD JD 10D 9D 8D"


def _elder_miscalls_point() -> DealState:
    """The elder calls a point of seven, which he does not hold but could have held in hand and discard
    (Law 54); the younger, holding seven, allows it good."""
    state = arranged(ELDER_HAND, YOUNGER_HAND)
    assert state.discards[ELDER] == cards("7H"), describe(state)
    return run(state, Miscall(Call(ELDER, Klass.POINT, 7)), Answer(Klass.POINT, Verdict.GOOD))


@pytest.mark.law("55")
def test_a_call_allowed_good_is_shown_when_asked_for() -> None:
    state = run(arranged(ELDER_HAND, YOUNGER_HAND), Call(ELDER, Klass.POINT, 6), Answer(Klass.POINT, Verdict.NOT_GOOD),
                Call(ELDER, Klass.SEQUENCE, 6), Answer(Klass.SEQUENCE, Verdict.GOOD))
    assert AskToShow(ELDER, Klass.SEQUENCE) in irregular_actions(state), f"Law 55\n{describe(state)}"
    asked = apply(state, AskToShow(ELDER, Klass.SEQUENCE))
    ruling = asked.rulings[-1]
    assert ruling.clauses == ("55.1",), ruling
    assert ruling.outcome.startswith("he shows ") and all(c in ruling.outcome for c in ("AS", "KS", "9S")), \
        f"he shows the six spades of his sixième: {ruling.outcome}"
    assert AskToShow(ELDER, Klass.SEQUENCE) not in irregular_actions(asked), "once shown, shown"


@pytest.mark.law("44", "52", "54", "55")
def test_a_miscall_asked_for_is_found_out_and_penalized_if_not_corrected() -> None:
    state = _elder_miscalls_point()
    asked = apply(state, AskToShow(ELDER, Klass.POINT))
    assert asked.rulings[-1].clauses == ("55.1", "52.1", "54.1"), asked.rulings[-1]
    assert asked.rulings[-1].outcome.endswith("else he can reckon nothing that deal"), asked.rulings[-1]
    over = finish(asked, lambda s: legal_actions(s)[0])
    penalty = [r for r in over.rulings if "54.1" in r.clauses and r.chosen is not None]
    assert penalty, f"Law 54: not corrected before the younger played to the first trick\n{describe(over)}"
    assert over.reckon_nothing[ELDER] is (penalty[-1].chosen is Choice.ENFORCE), \
        f"he can reckon nothing exactly when the younger enforces the penalty (Law 44)\n{describe(over)}"


@pytest.mark.law("54", "55")
def test_a_miscall_shown_unasked_before_playing_a_card_carries_no_penalty() -> None:
    state = _elder_miscalls_point()
    assert ShowVoluntarily(ELDER, Klass.POINT) in irregular_actions(state)
    shown = apply(state, ShowVoluntarily(ELDER, Klass.POINT))
    assert shown.rulings[-1].clauses == ("55.3",) and not shown.in_calling.miscalls, shown.rulings[-1]
    assert shown.hand_scores[ELDER][Klass.POINT] == 0 and shown.hand_scores[YOUNGER][Klass.POINT] == 7, \
        f"the point goes to whoever holds better: the younger's seven diamonds\n{describe(shown)}"
    over = finish(shown, lambda s: legal_actions(s)[0])
    assert not over.reckon_nothing[ELDER] and not any("54.1" in r.clauses for r in over.rulings), \
        f"Law 55: no penalty for miscalling what he has shown\n{describe(over)}"


@pytest.mark.law("54", "55")
def test_not_unasked_once_he_has_played_a_card() -> None:
    state = _elder_miscalls_point()
    while state.lead is None:
        state = apply(state, legal_actions(state)[0])
    assert ShowVoluntarily(ELDER, Klass.POINT) not in irregular_actions(state), \
        f"Law 55: before he plays a card\n{describe(state)}"
