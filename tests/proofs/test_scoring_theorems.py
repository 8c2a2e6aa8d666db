"""The scoring theorems: the best holding, the bound on one deal, and the deal that reaches it.

The chain: no holding of twelve cards or fewer reckons more than 61 in hand
(Z3 optimum; a hand played short, Law 30, included); so no player reckons
more than 61 in a deal; so no deal in which both hold twelve
cards brings more than 61 + 60 + 13 + 40 = 174 (204 where a pique may follow
a repique); and the stored deal, replayed by the model under each reading's
picks, scores exactly that.
Each link is shown able to fail. The bound's condition (twelve cards each; a
hand played short under Law 30 is outside it) is tested too.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet.model.cards import card_set, parse_cards
from piquet.model.variants import picks_of
from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import Status
from piquet.proofs.theorems import ELDER_KEEPS, HAND_BOUND, THEOREMS, YOUNGER_KEEPS, Optimum, Reached, hand_score_bound
from piquet.conformance.witness import capot_line, reached
from piquet.records import parse_record
from piquet.records.replay import replay
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.scoring import HOLDING, ONE_HAND, SCORING, S
from piquet.spec.expr import evaluate, resolve

# Z3's resource units, never the clock, bound each query: the verdict is the same however loaded the machine.
BUDGET = checks.Budget()


def _optimum(theorem_id: str) -> Optimum:
    return next(t for t in THEOREMS if isinstance(t, Optimum) and t.id == theorem_id)


def _reached() -> Reached:
    return next(t for t in THEOREMS if isinstance(t, Reached) and t.id == "reached:highest-deal")


def test_the_best_holding_reckons_61_and_no_holding_more() -> None:
    th = _optimum("optimum:elder-holding")
    result = checks.optimum(th.id, th.title, (), Encoding(ONE_HAND, ()), th.objective, th.expect, BUDGET, th.assume)
    assert result.status is Status.PROVED, result
    assert result.extra["value"] == HAND_BOUND == 61
    assert result.example is not None
    # The solver's holding, evaluated by the spec's own expression, reckons exactly the optimum.
    assert evaluate(th.objective, {HOLDING.name: result.example[HOLDING.name]}) == 61


def test_a_wrong_expectation_is_a_finding_not_a_proof() -> None:
    th = _optimum("optimum:elder-holding")
    result = checks.optimum(th.id, th.title, (), Encoding(ONE_HAND, ()), th.objective, 60, BUDGET, th.assume)
    assert result.status is Status.FINDING
    assert result.extra["value"] == 61


@pytest.mark.law("63", "64")
def test_a_hand_checked_holding_reckons_what_the_laws_say() -> None:
    # Carte blanche 10 (seven non-court cards kept), point of five 5, quint to the knave 15 (Law 63),
    # tierce 3, fourteen knaves and fourteen tens 28 (Law 64): 61.
    hand = card_set(parse_cards("JC 10C 9C 8C 7C QH JH 10H JS 10S JD 10D"))
    assert evaluate(hand_score_bound(HOLDING, 7), {HOLDING.name: hand}) == 61
    # Without the seventh non-court card there is no carte blanche to count.
    assert evaluate(hand_score_bound(HOLDING, 8), {HOLDING.name: hand}) == 51


def test_the_stored_deal_reaches_the_bound_under_each_reading() -> None:
    th = _reached()
    cat = catalogue()
    # Proved only where the model's replay scores what the clauses score: replayed under each reading's picks, the
    # model scores the literal reading's 204 (a pique after the repique, Laws 68-69) as the clauses do.
    for reading, bound in (("harmonised", 174), ("literal", 204)):
        result = reached(th, resolve(th.bound, cat.terms(reading)), clauses_for(SCORING, cat.clauses(reading)),
                         picks_of(cat.reading(reading).picks))
        assert result.status is Status.PROVED, (reading, result)
        assert result.extra["value"] == result.extra["model_score"] == bound, (reading, result.extra)
    # By default the model plays the harmonised reading: it scores the deal 174 for the elder hand, 0 for the
    # younger.
    deal = replay(parse_record(json.loads(th.record.read_text("utf-8")))).deals[0]
    assert (deal.scores.A, deal.scores.B) == (174, 0)


def test_a_deal_that_cannot_be_replayed_is_not_proved(tmp_path: Path) -> None:
    th = _reached()
    record = json.loads(th.record.read_text("utf-8"))
    record["deals"][0]["play"] = []  # no card played: the record no longer replays to a finished deal
    path = tmp_path / "short.json"
    path.write_text(json.dumps(record), "utf-8")
    cat = catalogue()
    broken = Reached(th.id, th.title, th.laws, path, th.bound, th.explain)
    result = reached(broken, resolve(th.bound, cat.terms("harmonised")), clauses_for(SCORING, cat.clauses("harmonised")))
    assert result.status is not Status.PROVED


def test_capot_needs_an_adversary_who_can_always_play_under() -> None:
    elder = card_set(parse_cards("AS KS QS JS 10S 9S AH KH QH JH 10H 9H"))
    younger = card_set(parse_cards("8S 7S 8H 7H AD KD QD JD AC KC QC JC"))
    line = capot_line(elder, younger)
    assert line is not None and len(line) == 24
    # The younger hand's lone ace of spades, and never void in what the elder hand leads: he cannot
    # throw it away, and the first spade led makes him win a trick.
    elder2 = card_set(parse_cards("KS QS JS 10S 9S 8S 7S AH KH QH JH AD"))
    younger2 = card_set(parse_cards("AS 10H 9H 8H 7H KD QD JD 10D 9D 8D 7D"))
    assert capot_line(elder2, younger2) is None
    # With the ace of spades in a suit he may be void of, a capot is possible again.
    younger3 = card_set(parse_cards("AS 10H 9H 8H KD QD JD 10D 9D 8D 7D 7C"))
    elder3 = card_set(parse_cards("KS QS JS 10S 9S 8S 7S AH KH QH JH 8C"))
    assert capot_line(elder3, younger3) is not None


@pytest.mark.law("30")
def test_the_deal_bound_assumes_two_hands_of_twelve_and_says_so() -> None:
    # Law 30: an elder who discards more than he takes in plays short, without penalty. The scoring domain
    # (over which the bound is proved) has no such deal, so the bound's title must state its condition.
    th = next(t for t in THEOREMS if t.id == "theorem:deal-score-bound")
    assert "twelve cards" in th.title
    deal = json.loads(_reached().record.read_text("utf-8"))["deals"][0]
    elder = card_set(parse_cards(" ".join(deal["hands"]["A"])))
    younger = card_set(parse_cards(" ".join(deal["hands"]["B"])))

    def situation(elder_hand: int) -> dict[str, int | bool]:
        flags = {v.name: False for v in (S.elder.carte_blanche, S.younger.carte_blanche, S.elder.shows,
                                         S.younger.shows, S.elder.barred, S.younger.barred)}
        return {**flags, S.elder.hand.name: elder_hand, S.younger.hand.name: younger, S.elder.tricks.name: 6,
                S.younger.tricks.name: 6, S.elder.play.name: 7, S.younger.play.name: 6, S.elder_opening.name: 1}

    assert evaluate(SCORING.physics, situation(elder))
    short = elder & (elder - 1)  # the lowest card put out and none taken for it: the elder plays with eleven
    assert evaluate(SCORING.physics, situation(short)) == 0, "a short hand would be in the bound's domain"


def test_the_stored_holding_starts_the_search_but_never_decides_it() -> None:
    th = _optimum("optimum:younger-holding")
    assert th.known is not None and evaluate(th.objective, th.known) == HAND_BOUND
    enc = Encoding(ONE_HAND, ())
    stored = checks.optimum(th.id, th.title, (), enc, th.objective, th.expect, BUDGET, th.assume, known=th.known)
    assert stored.status is Status.PROVED and stored.example == th.known, stored
    # A stored holding worth less (the twelve lowest cards), or outside the domain (thirteen cards): the
    # search climbs from it, or ignores it, and still finds a holding worth the optimum.
    low = card_set(parse_cards("7S 8S 9S 7H 8H 9H 7D 8D 9D 7C 8C 9C"))
    for known in (low, low | card_set(parse_cards("10S"))):
        result = checks.optimum(th.id, th.title, (), enc, th.objective, th.expect, BUDGET, th.assume,
                                known={HOLDING.name: known})
        assert result.status is Status.PROVED, (known, result)
        assert result.example is not None and result.example != {HOLDING.name: known}
        assert evaluate(th.objective, result.example) == HAND_BOUND


def test_a_query_out_of_resources_is_unknown_on_every_run() -> None:
    # Z3's resource count, not the clock, ends a query: the same budget gives the same verdict however loaded
    # the machine. One million units are far too few to prove the optimum (it needs about twenty).
    th = _optimum("optimum:elder-holding")
    small = checks.Budget(rlimit=1_000_000)
    runs = [checks.optimum(th.id, th.title, (), Encoding(ONE_HAND, ()), th.objective, th.expect, small, th.assume,
                           known=th.known) for _ in range(3)]
    assert [r.status for r in runs] == [Status.UNKNOWN] * 3, runs
    assert len({r.reason for r in runs}) == 1


def _hand_bound() -> tuple[str, str, Encoding, Any, Any, tuple[Any, ...]]:
    """theorem:hand-score-bound under the harmonised reading: id, title, encoding, assumption, claim, lemmas."""
    from piquet.proofs.theorems import Theorem

    th = next(t for t in THEOREMS if isinstance(t, Theorem) and t.id == "theorem:hand-score-bound")
    terms = catalogue().terms("harmonised")
    enc = Encoding(SCORING, clauses_for(SCORING, catalogue().clauses("harmonised"), th.laws))
    assume, claim = resolve(th.assume, terms), resolve(th.claim, terms)
    lemmas = tuple(resolve(lemma, terms) for lemma in th.lemmas)
    return th.id, th.title, enc, assume, claim, lemmas


def test_the_hand_bound_by_lemmas_is_refuted_one_point_tighter() -> None:
    tid, title, enc, assume, claim, lemmas = _hand_bound()
    proved = checks.theorem(tid, title, enc, claim, BUDGET, assume, lemmas=lemmas)
    assert proved.status is Status.PROVED, proved
    # A claim one point too tight: the lemmas no longer imply it, and the lawful domain refutes it.
    tight = claim & (S.elder.hand_score <= HAND_BOUND - 1)
    refuted = checks.theorem(tid, title, enc, tight, BUDGET, assume, lemmas=lemmas)
    assert refuted.status is Status.FINDING, refuted


def test_a_theorem_out_of_resources_is_unknown_not_proved() -> None:
    # Every query of the hand bound (its lemmas, then its claim in the lawful domain) stops on Z3's resource
    # count: with too few units it is unknown, and the same on every run, never proved.
    tid, title, enc, assume, claim, lemmas = _hand_bound()
    runs = [checks.theorem(tid, title, enc, claim, checks.Budget(rlimit=10_000), assume, lemmas=lemmas)
            for _ in range(2)]
    assert [r.status for r in runs] == [Status.UNKNOWN] * 2, runs
    assert runs[0].reason == runs[1].reason and "unknown" in runs[0].reason


@pytest.mark.law("30")
def test_the_holding_optima_range_over_hands_played_short() -> None:
    # Law 30: an elder who discards more than he takes in plays short, without penalty. The optima range over
    # every hand of twelve cards or fewer, so the 61 bounds a short hand too; over hands of eleven alone the
    # optimum is found below 61, with a witness of eleven cards.
    from piquet.proofs.theorems import HELD
    from piquet.spec.expr import popcount

    th = _optimum("optimum:younger-holding")
    assert all(_optimum(i).domain is HELD for i in ("optimum:elder-holding", "optimum:younger-holding"))
    assert th.known is not None
    short = int(th.known[HOLDING.name])
    short &= short - 1  # the lowest card put out and none taken for it
    result = checks.optimum(th.id, th.title, (), Encoding(HELD, ()), th.objective, th.expect, BUDGET,
                            th.assume & popcount(HOLDING).eq(11), known={HOLDING.name: short})
    assert result.status is Status.FINDING, result
    assert result.witness is not None and bin(int(result.witness.situation[HOLDING.name])).count("1") == 11
    assert evaluate(th.objective, {HOLDING.name: short}) <= result.extra["value"] < HAND_BOUND


def test_each_hand_optimum_states_the_cards_kept_that_its_carte_blanche_assumes() -> None:
    """The younger hand's optimum was titled "No younger hand, of twelve cards or fewer, reckons more than 61":
    its objective counts a carte blanche only in a holding that keeps five non-court cards, a premise the
    title left out (a younger hand that discards eight keeps four of the cards dealt him)."""
    titles = {th.id: th.title for th in THEOREMS}
    for check, keeps in (("optimum:elder-holding", ELDER_KEEPS), ("optimum:younger-holding", YOUNGER_KEEPS)):
        assert f"keeping at least {keeps} of the cards dealt him" in titles[check], titles[check]
        assert "played short, Law 30, or not" in titles[check], titles[check]
    bound = titles["theorem:hand-score-bound"]
    assert f"at least {ELDER_KEEPS} of the cards dealt him, the younger {YOUNGER_KEEPS}" in bound, bound


@pytest.mark.law("18", "30", "34", "61", "62", "63", "64")
@pytest.mark.parametrize(("check", "most"), [("optimum:any-holding-without-carte-blanche", 57),
                                              ("optimum:any-holding", 61),
                                              ("optimum:any-holding-all-taken-in", 67)])
def test_the_true_hand_maxima_assume_no_cards_kept(check: str, most: int) -> None:
    """The most a holding reckons, without the keep-premises of the elder's and younger's optima: 57 in classes
    II-IV (the audit's count of every twelve-card holding), 61 with a carte blanche where at most seven cards are
    taken in, 67 where a younger hand dealt a carte blanche takes in all eight (the elder taking none, Law 30).
    Z3 proves each from scratch (no stored holding), and one point more is a finding."""
    th = _optimum(check)
    assert th.expect == most and th.known is not None and evaluate(th.objective, th.known) == most
    enc = Encoding(th.domain, ())
    result = checks.optimum(th.id, th.title, (), enc, th.objective, th.expect, BUDGET, th.assume)
    assert result.status is Status.PROVED and result.extra["value"] == most, result
    assert result.example is not None and evaluate(th.objective, result.example) == most
    higher = checks.optimum(th.id, th.title, (), enc, th.objective, most + 1, BUDGET, th.assume, known=th.known)
    assert higher.status is Status.FINDING and higher.extra["value"] == most, higher


@pytest.mark.law("18", "63", "64")
def test_all_eight_taken_in_turns_four_tierces_and_three_quatorzes_into_67() -> None:
    # Aces, kings and queens of every suit: point 3, four tierces major 12 (Law 63), quatorzes of aces, kings and
    # queens 42 (Law 64): 57; a carte blanche dealt (the four aces kept, eight courts taken in) adds 10.
    hand = card_set(parse_cards("AS KS QS AH KH QH AD KD QD AC KC QC"))
    assert evaluate(_optimum("optimum:any-holding-all-taken-in").objective, {HOLDING.name: hand}) == 67
    # With at most seven taken in, four non-court cards are too few for a carte blanche: 57.
    assert evaluate(_optimum("optimum:any-holding").objective, {HOLDING.name: hand}) == 57
