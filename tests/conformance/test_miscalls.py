"""A miscall allowed good, in the model and in the spec's calls-and-play domain (Laws 52-55).

A deal whose one irregularity is a miscall is read in the domain (who made
it, when it was corrected or shown, the lead retaken, the penalties); the
spec's clauses then judge what the model made of it, under every reading.
A penalty flipped in the values is reported, so the judgement can fail.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from piquet.model.actions import Answer, Call, Elect
from piquet.model.declaring import Klass, Verdict
from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.irregular import CorrectCall, Miscall, ShowVoluntarily, irregular_actions
from piquet.model.roles import Role
from piquet.conformance.situation import Situation, situations
from piquet.model.state import Choice
from piquet.spec.domains.calling import K
from piquet.spec.domains.exchange import X

from tests.conformance.judge import describe, flip_is_reported, judge, kept_in_calls_and_play, ruled_outcomes
from tests.conformance.players import in_full
from tests.model.model_deals import arranged, finish, plays, run, shuffled

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

#: The elder holds six spades and six hearts and discards the seven of hearts (so he could have held seven
#: hearts, Law 54); the younger holds seven diamonds.
ELDER_HAND = "AS KS QS JS 10S 9S AH KH QH JH 10H 9H"
YOUNGER_HAND = "8S 7S 8H 9C 8C AD KD QD JD 10D 9D 8D"


#: The younger holds five diamonds: the elder's six spades, never correctly called, are better than them.
YOUNGER_FIVE = "8S 7S 8H 10C 9C 8C 7C AD KD QD JD 10D"


def _elder_miscall(count: int, younger: str = YOUNGER_HAND) -> DealState:
    return run(arranged(ELDER_HAND, younger), Miscall(Call(ELDER, Klass.POINT, count)),
               Answer(Klass.POINT, Verdict.GOOD))


def _younger_corrects_after_the_lead(elect: Choice) -> DealState:
    """The elder leads the ace of hearts; the younger reckons a point of eight (he holds seven) and
    corrects it before playing: the elder may retake his lead (Law 52)."""
    state = run(arranged(ELDER_HAND, YOUNGER_HAND), Call(ELDER, Klass.POINT, 6), Answer(Klass.POINT, Verdict.NOT_GOOD),
                Call(ELDER, Klass.SEQUENCE, 6), Answer(Klass.SEQUENCE, Verdict.GOOD), *plays("AH"))
    while not any(isinstance(a, Call) for a in legal_actions(state)):
        state = apply(state, legal_actions(state)[0])
    state = run(state, Miscall(Call(YOUNGER, Klass.POINT, 8)), CorrectCall(YOUNGER, Klass.POINT))
    return apply(state, Elect(ELDER, elect))


def _first(state: DealState) -> DealState:
    return finish(state, lambda s: legal_actions(s)[0])


#: Each way a miscall goes, and what the domain must read of it.
WAYS: dict[str, tuple[Callable[[], DealState], Situation]] = {
    "uncorrected": (lambda: _first(_elder_miscall(7)),
                    {K.overcall.name: 1, K.overcall_corrected.name: 0, K.impossible.name: False,
                     X.elder_reckons_nothing.name: True, K.adversary_good.name: True,
                     K.adversary_reckons.name: True, K.omitted_reckoned.name: True}),
    # Law 54: the elder's six spades were never correctly called, so they do not bar the younger's five diamonds.
    "uncorrected, the caller's cards better": (lambda: _first(_elder_miscall(7, YOUNGER_FIVE)),
                                               {X.elder_reckons_nothing.name: True, K.adversary_good.name: True,
                                                K.adversary_reckons.name: True}),
    "could not have held": (lambda: _first(_elder_miscall(8, YOUNGER_FIVE)),
                            {K.impossible.name: True, X.elder_reckons_nothing.name: False,
                             K.adversary_reckons.name: True}),
    "shown unasked": (lambda: _first(apply(_elder_miscall(7), ShowVoluntarily(ELDER, Klass.POINT))),
                      {K.shows_voluntarily.name: True, X.elder_reckons_nothing.name: False}),
    "corrected before the lead": (lambda: _first(apply(_elder_miscall(7), CorrectCall(ELDER, Klass.POINT))),
                                  {K.overcall_corrected.name: 1, X.elder_reckons_nothing.name: False}),
    "corrected after the lead, retaken": (lambda: _first(_younger_corrects_after_the_lead(Choice.RETAKE)),
                                          {K.overcall.name: 2, K.overcall_corrected.name: 2,
                                           K.retakes_lead.name: True}),
    "corrected after the lead, played on": (lambda: _first(_younger_corrects_after_the_lead(Choice.PLAY_ON)),
                                            {K.overcall_corrected.name: 2, K.retakes_lead.name: False}),
}


@pytest.mark.law("52", "54")
@pytest.mark.parametrize("way", list(WAYS))
def test_the_model_keeps_laws_52_to_55_on_a_miscall(way: str) -> None:
    make, expected = WAYS[way]
    kept_in_calls_and_play(make(), expected, way)


@pytest.mark.law("52", "54", "55")
@pytest.mark.parametrize(("way", "flipped", "law"), [
    ("uncorrected", X.elder_reckons_nothing.name, "54.1"),
    ("uncorrected, the caller's cards better", K.adversary_reckons.name, "54.3"),
    ("uncorrected, the caller's cards better", K.adversary_good.name, "54.3"),
    ("shown unasked", X.elder_reckons_nothing.name, "55.3"),
])
def test_a_wrong_penalty_is_reported(way: str, flipped: str, law: str) -> None:
    flip_is_reported(WAYS[way][0](), flipped, law, way)


def _miscall_deal(seed: int, rate: float) -> list[DealState]:
    """A deal shuffled by ``seed``, each player declaring in full, in which a miscall the model offers in the
    class being declared is made with probability ``rate`` at each chance, once; every other choice drawn at
    random. The states from the miscall on."""
    draw = random.Random(seed)
    state = start_deal(*shuffled(seed))
    states: list[DealState] = []
    while not state.over:
        declaring = state.phase in (Phase.DECLARE_ELDER, Phase.DECLARE_YOUNGER) and not states
        offered = [a for a in irregular_actions(state) if isinstance(a, Miscall)] if declaring else []
        if offered and draw.random() < rate:
            state = apply(state, draw.choice(offered))
        else:
            state = apply(state, draw.choice(in_full(state, legal_actions(state))))
        if states or state.in_calling.called:
            states.append(state)
    return states


@pytest.mark.law("54", "56")
@given(seed=st.integers(0, 2**32 - 1), rate=st.sampled_from((0.3, 0.7)))
def test_a_miscall_found_out_on_random_deals_keeps_law_54(seed: int, rate: float) -> None:
    """Law 54: a miscall in any class, by either player, at any chance the model offers, uncorrected (the
    caller declares in full otherwise): on every state from the miscall on, the adversary reckons in the class
    miscalled what he has good, whatever the cards the player in error never called correctly, and no law of
    any domain is broken. The deals where the miscall was found out at the first trick are counted, so a
    strategy that never reaches the discovery is seen."""
    states = _miscall_deal(seed, rate)
    for state in states:
        verdicts = judge(situations(state), regular=False, ruled=ruled_outcomes(state))
        assert not verdicts.failures, [f"{label}: {b}" for label, b in verdicts.failures] + [describe(state)]
    found = bool(states) and bool(states[-1].in_calling.found)
    event(f"miscall found out at the first trick: {found}")
