"""The elder, before he leads, calls a class he had passed over, and calls more than he holds (Laws 47, 52).

Law 47: it is not compulsory on either player to call sequence next after point, so before his lead the elder
may still call a class he passed over; a call of more than he holds is a miscall (Law 52). Once the younger has
answered it, the elder's calls are done and he leads: the classes he called before are not called again.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet.model.actions import Answer, Call
from piquet.model.declaring import Klass, Verdict
from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.irregular import Miscall, irregular_actions
from piquet.model.roles import Role

from tests.conformance.players import in_full
from tests.model.model_deals import arranged, describe, finish, run, shuffled

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

#: The elder holds four spades, three queens and no sequence; the younger fourteen aces and a quart in clubs.
ELDER_HAND = "QS JS 9S 7S QH 10H 8H QD 10D 8D 9C 7C"
YOUNGER_HAND = "AS KS AH KH AD KD AC KC JH JD JC 10C"


def _before_the_lead() -> DealState:
    """Point of four, equal and 39 against less; three queens, not good (the younger's fourteen aces): the elder
    has no sequence, so the sequence was passed over, and he is to lead."""
    state = arranged(ELDER_HAND, YOUNGER_HAND)
    while state.phase is not Phase.PLAY:
        state = apply(state, in_full(state, legal_actions(state))[0])
    assert state.dialogue(Klass.SEQUENCE).called is None and state.dialogue(Klass.SETS).called is not None, \
        describe(state)
    return state


def _is_waiting_lawfully(state: DealState) -> bool:
    """Law 47: a deal not over always has a lawful action for the player to move."""
    return state.over or bool(legal_actions(state))


@pytest.mark.law("47", "52")
def test_a_sequence_passed_over_and_miscalled_before_the_lead_is_answered_and_the_elder_leads() -> None:
    """The elder calls a tierce to the queen he does not hold, before leading; the younger allows it good. The
    elder has called his three queens already (answered not good): his calls are done and he leads, and his
    sets are not called again."""
    state = _before_the_lead()
    state = run(state, Miscall(Call(ELDER, Klass.SEQUENCE, 3, 5)))
    assert state.phase is Phase.ANSWER_YOUNGER and state.to_move is YOUNGER, describe(state)
    state = apply(state, Answer(Klass.SEQUENCE, Verdict.GOOD))
    assert state.phase is Phase.PLAY and state.to_move is ELDER and state.lead is None, \
        f"Law 47: answered, the elder leads; his three queens are not called again\n{describe(state)}"
    assert legal_actions(state), describe(state)
    final = finish(state)
    assert "54.1" in {c for r in final.rulings for c in r.clauses}, \
        f"Law 54: not corrected before the younger played to the first trick, it is found out\n{describe(final)}"


@pytest.mark.law("47", "52")
@given(seed=st.integers(0, 2**32 - 1))
def test_any_miscall_before_the_lead_leaves_a_lawful_action_to_the_end(seed: int) -> None:
    """On a shuffled deal, each declaring in full, the elder about to lead makes a miscall the model offers in a
    class he called nothing in; every other choice is drawn at random. At every state until the deal is over,
    the player to move has a lawful action."""
    draw = random.Random(seed)
    state = start_deal(*shuffled(seed))
    miscalled = False
    while not state.over:
        assert _is_waiting_lawfully(state), f"seed {seed}: no lawful action, the deal waits\n{describe(state)}"
        offered = [a for a in irregular_actions(state) if isinstance(a, Miscall)]
        if not miscalled and state.phase is Phase.PLAY and state.lead is None and not state.tricks and offered:
            state, miscalled = apply(state, draw.choice(offered)), True
        else:
            state = apply(state, draw.choice(in_full(state, legal_actions(state))))
