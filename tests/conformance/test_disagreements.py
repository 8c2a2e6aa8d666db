"""Disagreements found between the model and the spec, each pinned by a strict xfail.

Each test states what the spec requires in one concrete situation and
asserts that the model does it; today it does not, so the test is an
expected failure. ``strict=True``: the day the model or the spec changes so
that they agree, the test passes, the suite fails, and the disagreement
(here and in :data:`tests.conformance.judge.KNOWN`) is to be removed.
Those of Law 75 are pinned in test_actions_spec.py too (the exchanges offered). The spec's defect
found here in Laws 27, 41.4 and 43.5 (a sixth card taken without penalty) is fixed in the spec.
"""

from __future__ import annotations

import random

import pytest

from piquet.model.actions import Elect
from piquet.model.deal import DealState, apply, legal_actions, start_deal
from piquet.model.irregular import irregular_actions
from piquet.model.irregularities import MisExchange, ProposeFreshDeal
from piquet.model.roles import Role
from piquet.model.situation import situation, situations
from piquet.model.state import Choice
from piquet.spec.domains.exchange import EXCHANGE
from piquet.testing.laws import laws_for
from piquet.testing.strategies import NON_COURTS

from tests.conformance.judge import MODEL_READING, judge

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def _counts(e: int, y: int, s: int, seed: int = 3) -> DealState:
    pack = list(range(32))
    random.Random(seed).shuffle(pack)
    return start_deal(sum(1 << c for c in pack[:e]), sum(1 << c for c in pack[e:e + y]), pack[e + y:e + y + s],
                      misdeal=True)


@pytest.mark.xfail(strict=True, reason="Law 75 (75.1, both readings): 12, 11 and 8 cards are an incorrect pack "
                                       "and the deal is void; the model plays it as a regular deal.")
def test_an_incorrect_pack_of_thirty_one_cards_is_void() -> None:
    state = _counts(12, 11, 8)
    assert state.void, "the spec requires a fresh deal (75.1)"


@pytest.mark.xfail(strict=True, reason="Law 75 (75.1): 12, 12 and 7 cards are an incorrect pack; the model gives the "
                                       "elder the option of Law 11 and lets him stand.")
def test_an_incorrect_pack_is_not_stood_on() -> None:
    state = _counts(12, 12, 7)
    assert Elect(ELDER, Choice.STAND) not in legal_actions(state)


@pytest.mark.xfail(strict=True, reason="Law 58 (58.1): the elder hand who keeps thirteen cards after his exchange "
                                       "can reckon nothing; the model imposes the penalty only when the surplus is "
                                       "found (SurplusFound).")
def test_playing_with_thirteen_cards_is_penalized_at_once() -> None:
    state = apply(_counts(13, 12, 7), Elect(ELDER, Choice.STAND))
    wrong = next(a for a in irregular_actions(state)
                 if isinstance(a, MisExchange) and a.role is ELDER and a.discard.bit_count() == 3 and a.take == 3)
    after = apply(state, wrong)
    assert after.reckon_nothing[ELDER] or (after.option is not None and after.option.effect == "penalty"), \
        "Law 58: he plays with thirteen cards"


@pytest.mark.xfail(strict=True, reason="Case III: the model lets the players agree a fresh deal; no clause of the "
                                       "spec concludes a fresh deal there (the exchange domain's closed world).")
def test_a_fresh_deal_by_agreement_has_a_law() -> None:
    state = _counts(12, 12, 8)
    state = apply(state, next(a for a in irregular_actions(state) if isinstance(a, ProposeFreshDeal)))
    state = apply(state, next(a for a in legal_actions(state) + irregular_actions(state)
                              if isinstance(a, Elect) and a.choice is Choice.FRESH_DEAL))
    assert state.void
    breaches = laws_for(EXCHANGE, MODEL_READING).judge(situation(state, EXCHANGE.name))
    assert not breaches, [str(b) for b in breaches]


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="A model defect, not a law: after a younger hand's irregular exchange in a deal stood on "
                          "(13, 12, 7), the elder's election to enforce the penalty resumes into the phase OPTION "
                          "with no option, and legal_actions fails its assertion (model/deal.py).")
def test_enforcing_a_penalty_after_a_wrong_exchange_leaves_a_playable_state() -> None:
    state = start_deal(3720546310, 573109633, [3, 4, 6, 9, 18, 20, 5], misdeal=True)
    for index in (40298, 1021):
        actions = irregular_actions(state)
        state = apply(state, actions[index % len(actions)])
    state = apply(state, Elect(ELDER, Choice.ENFORCE))
    assert legal_actions(state), "a deal in progress offers an action"


def test_a_carte_blanche_reckons_for_a_player_who_can_reckon_nothing() -> None:
    """Case XXI (harmonised): once a disagreement, now kept by the model; here to stay kept."""
    rng = random.Random(5)
    plain = list(NON_COURTS)
    rng.shuffle(plain)
    rest = [c for c in range(32) if c not in plain[:12]]
    rng.shuffle(rest)
    state = start_deal(sum(1 << c for c in plain[:12]), sum(1 << c for c in rest[:12]), rest[12:],
                       reckon_nothing=(True, False))
    while not state.over:
        actions = legal_actions(state)
        shows = [a for a in actions if getattr(a, "show", False)]
        state = apply(state, shows[0] if shows else actions[0])
    verdicts = judge(situations(state), full=False, penalties=(True, False))
    assert not verdicts.failures, [str(b) for _, b in verdicts.failures]
    assert situation(state, "scoring")["elder_carte_blanche_score"] == 10, "Case XXI: the carte blanche reckons"
