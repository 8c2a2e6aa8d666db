"""The most a deal brings, short hands included, and what a player can force of it (issue 23 §3).

A hand played short (Laws 30, 57) is outside the scoring domain (twelve
cards each), over which the 174 of ``theorem:deal-score-bound`` is proved.
``theorem:short-deal-score-bound`` proves the bound of a deal with a hand
played short: the younger hand's 67 in hand, a repique, eleven in play
(twelve where the last trick played is the last trick) and a capot, 178
(179); the stored 67 deal, replayed by the model under each reading's picks,
reaches the 178 under the harmonised reading and the 179 under the literal.

What a player can force: the exact solver plays each stored deal from its
first card, both hands open, the exchange as stored (the solver settles
the play, not the exchange), each side for its own score minus the
adversary's. The elder hand forces 164 with a carte blanche and a capot no
defence can stop (``forced-capot.json``); the proved bound is 174, so the
most he can force lies between: not settled.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from piquet.commands.solve import solve_record
from piquet.conformance.situation import scoring_values
from piquet.conformance.witness import reached
from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import Status
from piquet.model.variants import picks_of
from piquet.proofs.theorems import DEAL_BOUND, SHORT_DEAL, SHORT_DEAL_BOUND, THEOREMS, Reached, Theorem
from piquet.records import parse_record
from piquet.records.io import read_json
from piquet.records.replay import replay
from piquet.spec.catalogue import catalogue
from piquet.spec.evaluation import derive
from piquet.spec.domains.scoring import SCORING, SHORT, S
from piquet.spec.expr import Expr, evaluate, resolve
from piquet.spec.laws.scoring import PIQUE_POINTS

BUDGET = checks.Budget()
WITNESSES = Path(__file__).resolve().parents[2] / "proofs" / "witnesses"


def _theorem(check_id: str) -> Theorem:
    return next(th for th in THEOREMS if isinstance(th, Theorem) and th.id == check_id)


def _prove(th: Theorem, claim: Expr, reading: str) -> Status:
    terms = catalogue().terms(reading)
    enc = Encoding(th.domain, clauses_for(th.domain, catalogue().clauses(reading), th.laws))
    return checks.theorem(th.id, th.title, enc, resolve(claim, terms), BUDGET, resolve(th.assume, terms)).status


def _short_situation(younger_play: int) -> dict[str, int | bool]:
    """The stored 67 deal in the short-deal domain, the younger hand scoring ``younger_play`` in play."""
    state = replay(parse_record(read_json(str(WITNESSES / "all-taken-in.json")))).deals[0].state
    names = {v.name for v in SHORT_DEAL.given}
    given = {k: v for k, v in scoring_values(state).items() if k in names}
    return {**given, S.younger.play.name: younger_play}


@pytest.mark.law("30", "57", "65", "68")
@pytest.mark.parametrize("reading, last", [("literal", 1), ("harmonised", 0)])
def test_the_short_deal_bound_is_proved_and_met(reading: str, last: int) -> None:
    # Law 65 under the choice short-hand-last-trick: the literal reading makes the last trick played the last
    # (one more: 179), the harmonised the twelfth, not played (178). The stored 67 deal, its younger hand scoring
    # in play as the reading has it, lies in the domain, meets the assumptions and scores the bound: the bound is
    # met, not vacuous.
    th = _theorem("theorem:short-deal-score-bound")
    assert th.domain is SHORT_DEAL and SHORT_DEAL_BOUND == 178
    assert _prove(th, th.claim, reading) is Status.PROVED
    terms = catalogue().terms(reading)
    given = _short_situation(11 + last)
    assert evaluate(SHORT_DEAL.physics, given), "the stored short deal is outside the short-deal domain"
    values = derive(clauses_for(SHORT_DEAL, catalogue().clauses(reading)), given)
    assert evaluate(resolve(th.assume, terms), values), values
    assert values[S.younger.total.name] == SHORT_DEAL_BOUND + last, values
    assert "short" in th.title and "67" in th.title and "last trick played" in th.title


@pytest.mark.law("57", "65")
@pytest.mark.parametrize("reading, most", [("literal", 12), ("harmonised", 11)])
def test_the_short_play_bound_follows_the_reading(reading: str, most: int) -> None:
    th = _theorem("theorem:short-play-bound")
    assert _prove(th, th.claim, reading) is Status.PROVED
    assert _prove(th, SHORT.younger_scored <= most - 1, reading) is Status.FINDING


def _short_reached() -> Reached:
    return next(th for th in THEOREMS if isinstance(th, Reached) and th.id == "reached:short-deal")


@pytest.mark.law("30", "57", "65", "66", "68")
@pytest.mark.parametrize("reading, bound", [("harmonised", 178), ("literal", 179)])
def test_the_67_deal_reaches_the_short_deal_bound_and_the_model_agrees(reading: str, bound: int) -> None:
    # Law 65 under the choice short-hand-last-trick: replayed under the literal pick (last-played) the younger
    # hand, who wins the eleventh trick, the last played, scores one more for it; the spec one more too.
    th = _short_reached()
    assert reading in th.readings, f"reached:short-deal is checked under the {reading} reading"
    result = reached(th, resolve(th.bound, catalogue().terms(reading)),
                     clauses_for(SHORT_DEAL, catalogue().clauses(reading)), picks_of(catalogue().reading(reading).picks))
    assert result.status is Status.PROVED, (result.reason, result.extra)
    assert result.extra["value"] == result.extra["model_score"] == bound > DEAL_BOUND, result.extra


@pytest.mark.law("68", "69")
@pytest.mark.parametrize("reading, bound", [("harmonised", DEAL_BOUND), ("literal", DEAL_BOUND + PIQUE_POINTS)])
def test_the_highest_deal_reaches_the_deal_bound_under_each_reading_and_the_model_agrees(reading: str,
                                                                                        bound: int) -> None:
    # Laws 68-69 under the choice pique-after-repique: the elder hand repiques, the younger reckoning nothing, and
    # his thirty is also made "in hand and play": replayed under the literal pick (both) the model scores the pique
    # besides, 204, as the spec's clauses do; under the harmonised (repique-only) 174.
    th = next(t for t in THEOREMS if isinstance(t, Reached) and t.id == "reached:highest-deal")
    assert reading in th.readings, f"reached:highest-deal is checked under the {reading} reading"
    result = reached(th, resolve(th.bound, catalogue().terms(reading)),
                     clauses_for(SCORING, catalogue().clauses(reading)), picks_of(catalogue().reading(reading).picks))
    assert result.status is Status.PROVED, (result.reason, result.extra)
    assert result.extra["value"] == result.extra["model_score"] == bound, result.extra


@pytest.mark.law("30", "57")
def test_the_short_deal_is_not_read_as_a_deal_of_twelve() -> None:
    # The same stored deal judged without the short-deal domain: the scoring domain (twelve cards each) does not
    # read it, so the check is unknown, never proved.
    th = replace(_short_reached(), short=False)
    result = reached(th, resolve(th.bound, catalogue().terms("harmonised")),
                     clauses_for(SHORT_DEAL, catalogue().clauses("harmonised")))
    assert result.status is Status.UNKNOWN and "does not read" in result.reason, result


#: Each stored deal as stored, replayed, and solved from its first card, both hands open, the exchange as stored:
#: (A, B) each time; then replayed under the literal reading's picks.
SCORES = {
    "highest-deal.json": ((174, 0), (127, 18), (204, 0)),  # the 174 needs the younger to throw his aces
    "all-taken-in.json": ((1, 178), (1, 178), (1, 179)),   # the younger's 178 stands against any defence
    "younger-holding.json": ((4, 143), (22, 124), (4, 143)),
    "without-carte-blanche.json": ((79, 12), (80, 12), (79, 12)),
    # carte blanche, point, septième, tierce, quatorze of aces, capot; literal, a pique after the repique
    "forced-capot.json": ((164, 0), (164, 0), (194, 0)),
}


@pytest.mark.law("65", "66", "68")
@pytest.mark.parametrize("record", sorted(SCORES))
def test_each_stored_deal_as_stored_and_under_best_play(record: str) -> None:
    stored, best, literal = SCORES[record]
    replayed = replay(parse_record(read_json(str(WITNESSES / record)))).deals[0].state.scores
    assert replayed == stored, f"{record}: replayed as stored, the deal scores {replayed} (elder, younger)"
    picks = picks_of(catalogue().reading("literal").picks)
    replayed = replay(parse_record(read_json(str(WITNESSES / record))), picks=picks).deals[0].state.scores
    assert replayed == literal, f"{record}: replayed under the literal reading's picks, the deal scores {replayed}"
    solved = solve_record(str(WITNESSES / record), 1, 0, "deal", False)
    scores = solved.replayed.scores
    assert (scores.A, scores.B) == best, f"{record}: best play of both sides, exchange as stored, gives {scores}"

