"""Errors in play and in counting, in the model and in the spec's calls-and-play domain (Laws 59, 70).

A deal whose one irregularity is an error in play (a card dropped, a card
played too many, a lead out of turn, a card not following suit, an adversary
misinformed) or an error in counting its score is read in the domain: the
error, whether the adversary played to a lead out of turn, which cards were
taken up once that is decided, and whether a miscount was rectified. The
spec's clauses then judge what the model made of it, under every reading; a
value flipped in the view is reported, so the judgement can fail.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from piquet.model.actions import Elect, Play
from piquet.model.agents import random_pack
from piquet.model.deal import DealState, Phase, apply, deal_pack, legal_actions, start_deal
from piquet.model.irregular import (
    irregular_actions, Discover, Drop, Inform, LeadOutOfTurn, Miscount, PlaysTooMany, Rectify, Revoke,
)
from piquet.model.roles import Role
from piquet.conformance.situation import situation, situations
from piquet.model.state import Choice
from piquet.spec.domains.calling import K
from piquet.spec.domains.play import CALLS_AND_PLAY, P

from tests.conformance.judge import flip_is_reported, judge, kept_in_calls_and_play, ruled_outcomes
from tests.model.model_deals import arranged, describe, finish

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

#: The elder holds six spades and six hearts, the younger two of each and eight diamonds: the elder leads
#: and wins spades and hearts, so he leads several cards running, and the younger can follow suit or not.
ELDER_HAND = "AS KS QS JS 10S 9S AH KH QH JH 10H 9H"
YOUNGER_HAND = "8S 7S 8H 7H AD KD QD JD 10D 9D 8D 7D"


def _to_play(tricks: int = 0) -> DealState:
    """The arranged deal, played (the lowest action each time) until ``tricks`` tricks are done and a card
    is to be led."""
    state = arranged(ELDER_HAND, YOUNGER_HAND)
    while state.phase is not Phase.PLAY or len(state.tricks) < tricks or state.lead is not None:
        state = apply(state, legal_actions(state)[0])
    return state


def _one(state: DealState, kind: type, where: Callable[[DealState], bool] = lambda s: True) -> DealState:
    """``state`` after the first irregular action of ``kind`` offered whose result satisfies ``where``."""
    for action in irregular_actions(state):
        if isinstance(action, kind):
            after = apply(state, action)
            if where(after):
                return after
    raise AssertionError(f"no {kind.__name__} offered here\n{describe(state)}")


def _dropped() -> DealState:
    return _one(_to_play(), Drop)


def _led_out_of_turn() -> DealState:
    return _one(_to_play(1), LeadOutOfTurn)


def _retake(state: DealState) -> DealState:
    option = state.option
    assert option is not None, describe(state)
    return apply(state, Elect(option.holder, Choice.RETAKE))


def _played_to(state: DealState) -> DealState:
    return apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))


def _too_many() -> DealState:
    return _one(_to_play(1), PlaysTooMany)


def _revoked() -> DealState:
    """The elder leads; the younger, able to follow, does not (and the trick is closed)."""
    state = _to_play()
    state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))
    while not any(isinstance(a, Revoke) for a in irregular_actions(state)):
        state = apply(state, legal_actions(state)[0])
    return _one(state, Revoke)


def _misinformed() -> DealState:
    """Asked how many spades he holds of those reckoned good, the elder answers wrongly (Case XV)."""
    return _one(_to_play(1), Inform, lambda s: any("Case XV" in r.clauses for r in s.rulings))


def _discovered(state: DealState) -> DealState:
    return apply(state, Discover(ELDER))


def _miscounted(rectified: bool) -> DealState:
    state = apply(finish(_to_play()), Miscount(ELDER, 2))
    return apply(state, Rectify(ELDER)) if rectified else state


#: Each way an error goes, and what the domain must read of it (None: left out, not yet decided).
WAYS: dict[str, tuple[Callable[[], DealState], dict[str, int | bool | None]]] = {
    "dropped at the first lead": (_dropped, {P.error.name: 1, P.retaken.name: True,
                                             K.after_first_trick.name: False}),
    "lead out of turn, undecided": (_led_out_of_turn, {P.error.name: 3, P.retaken.name: None,
                                                       P.adversary_played.name: False}),
    "lead out of turn, taken up": (lambda: _retake(_led_out_of_turn()),
                                   {P.error.name: 3, P.retaken.name: True, P.adversary_played.name: False}),
    "lead out of turn, played to": (lambda: _played_to(_led_out_of_turn()),
                                    {P.error.name: 3, P.retaken.name: False, P.adversary_played.name: True}),
    "too many, not discovered": (_too_many, {P.error.name: 2, P.retaken.name: None, P.later_retaken.name: None}),
    "too many, discovered": (lambda: _discovered(_too_many()),
                             {P.error.name: 2, P.retaken.name: True, P.later_retaken.name: True,
                              P.suit_substituted.name: False}),
    "revoke, not discovered": (_revoked, {P.error.name: 4, P.suit_substituted.name: None}),
    "revoke, discovered": (lambda: _discovered(_revoked()),
                           {P.error.name: 4, P.retaken.name: True, P.suit_substituted.name: True,
                            P.later_retaken.name: True}),
    "misinformed, discovered, undecided": (lambda: _discovered(_misinformed()),
                                           {P.error.name: 5, P.adversary_retakes.name: None}),
    "misinformed, cards retaken": (lambda: _retake(_discovered(_misinformed())),
                                   {P.error.name: 5, P.adversary_retakes.name: True, P.later_retaken.name: True}),
    "misinformed, played on": (lambda: apply(_discovered(_misinformed()), Elect(YOUNGER, Choice.PLAY_ON)),
                               {P.error.name: 5, P.adversary_retakes.name: False, P.retaken.name: False}),
    "miscounted": (lambda: _miscounted(False), {K.hand_error.name: 2, K.error_rectified.name: False,
                                                P.error.name: 0}),
    "miscounted, rectified": (lambda: _miscounted(True), {K.hand_error.name: 2, K.error_rectified.name: True}),
}


@pytest.mark.case("XV")
@pytest.mark.parametrize("way", list(WAYS))
def test_the_model_keeps_laws_59_and_70(way: str) -> None:
    make, expected = WAYS[way]
    kept_in_calls_and_play(make(), expected, way)


def test_a_deal_with_two_errors_is_not_read() -> None:
    """The domain reads one error at a time: a card dropped, then a miscount, is neither."""
    state = apply(finish(_dropped()), Miscount(YOUNGER, 1))
    assert not any(v.domain is CALLS_AND_PLAY for v in situations(state)), describe(state)
    with pytest.raises(ValueError, match="calls-and-play"):
        situation(state, CALLS_AND_PLAY.name)


@pytest.mark.law("59")
@pytest.mark.case("XV")
@pytest.mark.parametrize(("way", "flipped", "law"), [
    ("revoke, discovered", P.suit_substituted.name, "59.6"),
    ("too many, discovered", P.later_retaken.name, "59.4"),
    ("lead out of turn, played to", P.retaken.name, "59.1"),
])
def test_a_wrong_remedy_is_reported(way: str, flipped: str, law: str) -> None:
    flip_is_reported(WAYS[way][0](), flipped, law, way)


#: The irregular actions of the play and of the count, injected by the property below.
_ERRORS = (Drop, LeadOutOfTurn, Revoke, PlaysTooMany, Inform, Discover, Miscount, Rectify)


@given(st.integers(0, 2**32 - 1), st.floats(0.02, 0.2))
def test_errors_in_play_and_counting_injected_are_judged(seed: int, rate: float) -> None:
    """Random deals with errors of the play and of the count injected now and then: after every step each
    view of the state, the calls-and-play reading among them when the deal has one error, keeps the laws."""
    rng = random.Random(seed)
    state = start_deal(*deal_pack(random_pack(rng), 2))
    for _ in range(400):
        legal, irregular = legal_actions(state), irregular_actions(state)
        if state.over and (not irregular or rng.random() < 0.6):
            break
        errors = [a for a in irregular if isinstance(a, _ERRORS)]
        if errors and rng.random() < rate:
            state = apply(state, rng.choice(errors))
        else:
            state = apply(state, rng.choice(legal or list(irregular)))
        # Random calls may sink what is held: the hand-reading laws are not judged (judge.HAND_LAWS).
        verdicts = judge(situations(state), full=False, regular=False, ruled=ruled_outcomes(state))
        assert not verdicts.failures, [f"{label}: {b}" for label, b in verdicts.failures] + [describe(state)]
        if any(v.domain is CALLS_AND_PLAY for v in situations(state)):
            event("read in calls-and-play")
