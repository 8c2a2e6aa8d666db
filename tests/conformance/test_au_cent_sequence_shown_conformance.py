"""cent-19, a sequence shown and an inferior one called, judged by the spec on the model's states.

The conformance layer reads what was shown and called, what the elder reckons against what his call brings,
and what the younger reckons against the sequence shown (:mod:`piquet.conformance.au_cent`), never the clauses
the model cited. The hand-checked deals of ``tests/model/test_au_cent_sequence_shown.py`` and random deals with
the show keep the paragraph; a forged reading breaks it.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.conformance.au_cent import deal_views
from piquet.conformance.situation import View
from piquet.model.actions import Answer, Call
from piquet.model.agents import random_agent
from piquet.model.deal import DealState, apply, legal_actions, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.irregular import ShowAboveCall, irregular_actions
from piquet.model.roles import Role
from piquet.model.variants import AU_CENT_RULES
from tests.conformance.test_au_cent_showing_conformance import SHOWING_KINDS, _clauses
from tests.model.model_deals import describe, shuffled
from tests.model.test_au_cent_sequence_shown import QUINT_TO_ACE, QUINT_TO_QUEEN, _called, _to_the_lead

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
SEQUENCE = Klass.SEQUENCE


def _calls(state: DealState) -> View:
    return next(v for v in deal_views(state) if v.label == "cent-calls")


def _facts(view: View) -> tuple[object, object, object]:
    return (view.values.get("cent_shows_superior"), view.values.get("cent_reckons_superior"),
            view.values.get("cent_younger_reckons_lesser_sequence"))


@pytest.mark.law("cent-19")
def test_the_quart_reckoned_and_the_younger_quint_barred_keep_the_paragraph() -> None:
    state = _to_the_lead(apply(apply(_called(QUINT_TO_QUEEN), ShowAboveCall()), Answer(SEQUENCE, Verdict.GOOD)))
    view = _calls(state)
    # Shown above the call; the elder reckons the quart he called (four), the younger no sequence.
    assert _facts(view) == (True, False, False), view.values
    assert not _clauses(deal_views(state)), describe(state)
    superior = View(view.domain, view.label, {**view.values, "cent_reckons_superior": True})
    assert "cent-19.1" in _clauses([superior])
    lesser = View(view.domain, view.label, {**view.values, "cent_younger_reckons_lesser_sequence": True})
    assert "cent-19.2" in _clauses([lesser])


@pytest.mark.law("cent-19")
def test_a_younger_sequence_above_the_one_shown_reckoned_keeps_the_paragraph() -> None:
    state = _to_the_lead(apply(apply(_called(QUINT_TO_ACE), ShowAboveCall()), Answer(SEQUENCE, Verdict.NOT_GOOD)))
    # His only claim: the quint to the ace, better than the quint to the king shown.
    state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Call)))
    assert state.hand_scores[YOUNGER][SEQUENCE] == 15, describe(state)
    assert _facts(_calls(state)) == (True, False, False)
    assert not _clauses(deal_views(state)), describe(state)


@pytest.mark.law("cent-19")
def test_no_show_reads_nothing_of_the_paragraph() -> None:
    state = _to_the_lead(apply(_called(QUINT_TO_QUEEN), Answer(SEQUENCE, Verdict.NOT_GOOD)))
    assert _facts(_calls(state)) == (None, None, None)


@pytest.mark.law("cent-19")
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), rate=st.sampled_from((0.5, 1.0)))
def test_random_au_cent_deals_with_a_sequence_shown_above_the_call_keep_the_paragraph(seed: int, rate: float) -> None:
    """Random deals of au cent (the random agent calls less than he holds at random) where the elder shows his
    best sequence above his call with probability ``rate`` when he can, and the irregularities of showing happen
    as in test_au_cent_showing_conformance: the spec finds no breach of cent-19."""
    rng = random.Random(seed)
    agent = random_agent(rng)
    state = start_deal(*shuffled(seed), rules=AU_CENT_RULES)
    made: list[str] = []
    while state.to_move is not None:
        offered = [a for a in irregular_actions(state) if isinstance(a, (ShowAboveCall, *SHOWING_KINDS))]
        action = rng.choice(offered) if offered and len(made) < 6 and rng.random() < rate else agent(state)
        if action in offered:
            made.append(str(action))
        state = apply(state, action)
    breached = {c for c in _clauses(deal_views(state)) if c.startswith("cent-19")}
    assert not breached, f"{breached} after {made}\n{describe(state)}"
