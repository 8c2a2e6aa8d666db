"""Deals and parties of Piquet au cent played through the model, judged by the au cent paragraphs of the spec.

Random lawful deals (the agreements drawn, deals with eleven or thirteen
cards stood, a wrong pack or a deal out of turn found, the stock touched)
and whole parties are read in the au cent domains
(:mod:`piquet.conformance.au_cent`) and every applicable clause is judged
under the model's reading, as :mod:`tests.conformance.test_state_machine`
judges the base game. A failure names the clause and the state.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import pytest

from piquet.conformance import MODEL_READING
from piquet.conformance.au_cent import deal_views, partie_views
from piquet.conformance.situation import View
from piquet.model.actions import Elect
from piquet.model.agents import play_deal, random_agent, random_au_cent_partie
from piquet.model.deal import DealState, Phase, apply, start_deal
from piquet.model.irregular import OutOfTurn, TouchStock, WrongPack
from piquet.model.roles import Role
from piquet.model.state import Choice
from piquet.model.variants import Agreement, Rules, Variant
from piquet.testing.laws import laws_for
from tests.model.model_deals import describe, shuffled

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
COUNTS = ((12, 12, 8), (13, 11, 8), (11, 13, 8), (12, 13, 7), (13, 12, 7))
IRREGULAR = ("none", "wrong pack", "late wrong pack", "out of turn", "late out of turn", "elder mixes",
             "younger takes")


def _breaches(views: tuple[View, ...], regular: bool = True) -> list[str]:
    """Every breach of the au cent clauses in the views, under the model's reading; in an irregular deal a
    remedy's irregularity is what happened, not a breach. The partie's domain reads a few representative
    scores (its physics): real scores are judged by the clauses only."""
    out = []
    for view in views:
        laws = laws_for(view.domain, MODEL_READING)
        physics = view.domain.name != "cent-partie"
        out += [f"{view.label}: {b}" for b in laws.judge(view.values, regular=regular, physics=physics)]
    return out


def _irregular(state: DealState, kind: str) -> DealState:
    if kind.endswith("wrong pack") or kind.endswith("out of turn"):
        in_time = not kind.startswith("late")
        if not in_time:  # found too late: after the elder's exchange has begun (he touched the stock)
            return state
        return apply(state, WrongPack(True) if "pack" in kind else OutOfTurn(True))
    if kind == "elder mixes":
        return apply(state, TouchStock(ELDER, state.stock[-1], True))
    if kind == "younger takes":
        return apply(state, TouchStock(YOUNGER, state.stock[0], False))
    return state


def _late(state: DealState, kind: str) -> DealState:
    if state.phase is Phase.EXCHANGE_YOUNGER and kind.startswith("late"):
        return apply(state, WrongPack(False) if "pack" in kind else OutOfTurn(False))
    return state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), counts=st.sampled_from(COUNTS), fours=st.booleans(), low=st.booleans(),
       kind=st.sampled_from(IRREGULAR))
def test_au_cent_deals_keep_the_au_cent_paragraphs(seed: int, counts: tuple[int, int, int], fours: bool, low: bool,
                                                   kind: str) -> None:
    agreed = frozenset(a for a, on in ((Agreement.FOURS_ONE_LESS, fours), (Agreement.LOW_CARDS, low)) if on)
    rules = Rules(Variant.AU_CENT, agreed)
    elder, younger, stock = shuffled(seed, *counts)
    state = start_deal(elder, younger, stock, misdeal=counts != (12, 12, 8), rules=rules)
    if state.phase is Phase.OPTION:
        state = apply(state, Elect(ELDER, Choice.STAND))
    if counts == (12, 12, 8):
        state = _irregular(state, kind)
    agent = random_agent(random.Random(seed))
    while state.to_move is not None:
        state = _late(apply(state, agent(state)), kind if counts == (12, 12, 8) else "none")
    breaches = _breaches(deal_views(state), regular=kind == "none" or counts != (12, 12, 8))
    assert not breaches, "the model breaks au cent:\n" + "\n".join(breaches) + "\n" + describe(state)


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_au_cent_parties_keep_the_game_and_partie_paragraphs(seed: int) -> None:
    partie = random_au_cent_partie(random.Random(seed))
    views = partie_views(partie)
    assert views and views[-1].values["cent_partie_won"] is True
    breaches = _breaches(views)
    assert not breaches, "the model breaks au cent:\n" + "\n".join(breaches)


@pytest.mark.law("cent-26")
def test_the_judge_finds_a_broken_paragraph() -> None:
    # The same reading finds a breach where the model would break cent-26.1: a nine led scoring one.
    state = play_deal(start_deal(*shuffled(3), rules=Rules(Variant.AU_CENT)), *(random_agent(random.Random(3)),) * 2)
    views = [v for v in deal_views(state) if v.label.startswith("cent-scoring/trick")]
    forged = View(views[0].domain, views[0].label, {**views[0].values, "cent_agreed_low_cards": True,
                                                    "cent_rank_played": 2, "cent_card_counts": True})
    assert any("cent-26.1" in b for b in _breaches((forged,)))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), fours=st.booleans(), low=st.booleans())
def test_au_cent_deals_score_by_the_agreements(seed: int, fours: bool, low: bool) -> None:
    agreed = frozenset(a for a, on in ((Agreement.FOURS_ONE_LESS, fours), (Agreement.LOW_CARDS, low)) if on)
    agent = random_agent(random.Random(seed))
    state = play_deal(start_deal(*shuffled(seed), rules=Rules(Variant.AU_CENT, agreed)), agent, agent)
    views = deal_views(state)
    assert sum(v.label.startswith("cent-scoring/trick") for v in views) >= 12, describe(state)  # every lead
    breaches = _breaches(views)
    assert not breaches, "the model breaks au cent:\n" + "\n".join(breaches) + "\n" + describe(state)
