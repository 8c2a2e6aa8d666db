"""Cutting for deal, dealing in turn, the tie rule, the rubicon (Laws 3-4, 9, 16, 71-73)."""

from __future__ import annotations

import random

import pytest

from piquet.errors import InputError
from piquet.model.agents import random_partie
from piquet.model.cards import ALL_CARDS, parse_card
from piquet.model.partie import Partie, PartieResult, Player, cut_card, cut_for_deal, partie_result
from piquet.model.roles import Role


@pytest.mark.law("3", "4")
def test_cutting_for_deal_ace_high() -> None:
    assert cut_for_deal(parse_card("AS"), parse_card("KH")) == "A", "Law 4: the ace is highest"
    assert cut_for_deal(parse_card("7S"), parse_card("8C")) == "B", "Law 4: the higher card has the choice"
    assert cut_for_deal(parse_card("QS"), parse_card("QH")) is None, "equal ranks: cut again"
    assert cut_card(list(ALL_CARDS), 5) == 4, "the card at the bottom of the packet lifted"
    for bad in (1, 31):
        with pytest.raises(InputError, match="Law 3"):
            cut_card(list(ALL_CARDS), bad)


@pytest.mark.law("9", "16")
def test_the_players_deal_alternately_and_the_dealer_is_younger() -> None:
    partie = Partie("A")
    assert partie.dealer() == "A" and partie.player(Role.YOUNGER) == "A" and partie.player(Role.ELDER) == "B"
    partie = partie.record(elder_score=10, younger_score=3)
    assert partie.deals == ((3, 10),), "A dealt, so B was elder and scored 10"
    assert partie.dealer() == "B" and partie.player(Role.ELDER) == "A", "Law 16: the players deal alternately"
    with pytest.raises(InputError, match="Law 9"):
        Partie("A", by=4)


@pytest.mark.law("71")
def test_six_deals_then_one_more_each_on_a_tie_then_it_stands() -> None:
    partie = Partie("B")
    for _ in range(6):
        assert not partie.over
        partie = partie.record(20, 20)
    assert partie.totals == (120, 120) and not partie.over, "Law 71: tied after six, each deals once more"
    partie = partie.record(30, 10)
    assert not partie.over, "one more deal each"
    partie = partie.record(30, 10)
    assert partie.over and partie.totals == (160, 160), "tied again: the partie stands"
    assert partie.result() == PartieResult(None, 0, False)
    with pytest.raises(InputError, match="over"):
        partie.record(1, 1)


@pytest.mark.law("72")
def test_the_winner_takes_the_difference_and_a_hundred() -> None:
    assert partie_result(150, 120) == PartieResult("A", 150 - 120 + 100, False), "Law 72"
    assert partie_result(100, 180) == PartieResult("B", 180 - 100 + 100, False), "Law 72: a hundred is enough"


@pytest.mark.law("73")
@pytest.mark.case("XXII")
def test_the_rubicon_both_ways() -> None:
    assert partie_result(150, 80) == PartieResult("A", 150 + 80 + 100, True), "Law 73: the loser under a hundred"
    assert partie_result(90, 60) == PartieResult("A", 90 + 60 + 100, True), \
        "Law 73: whether the winner's score reach a hundred or not"
    assert partie_result(91, 92) == PartieResult("B", 283, True), "Case XXII: B wins a rubicon of 283 points"
    assert partie_result(106, 92) == PartieResult("A", 298, True), "Case XXII: A wins a rubicon of 298 points"


@pytest.mark.law("71")
def test_the_four_deal_partie_by_agreement() -> None:
    partie = Partie("A", four_deals=True)
    for elder, younger in ((10, 0), (15, 0), (0, 5), (3, 3)):
        partie = partie.record(elder, younger)
    assert partie.regular_deals == 4
    # A deals first and third: by player (A, B) the deals are (0, 10), (15, 0), (5, 0), (3, 3).
    assert partie.totals == (2 * 0 + 15 + 5 + 2 * 3, 2 * 10 + 0 + 0 + 2 * 3) == (26, 26), \
        "note to Law 71: the first and last deals count double"
    assert not partie.over, "a tie: each deals once more"
    partie = partie.record(4, 0).record(0, 0)
    assert partie.over and partie.totals == (26, 30), "the extra deals count single"
    assert partie.result() == PartieResult("B", 30 + 26 + 100, True)


@pytest.mark.law("71", "73")
def test_random_parties_finish_after_six_or_eight_deals() -> None:
    rng = random.Random(71)
    cases: tuple[tuple[Player, bool], ...] = (("A", False), ("B", True))
    for first, four in cases:
        partie = random_partie(rng, first, by=3, four_deals=four)
        regular = 4 if four else 6
        assert len(partie.deals) in (regular, regular + 2), "Law 71 and its note"
        result = partie.result()
        a, b = partie.totals
        assert result.winner == (None if a == b else "A" if a > b else "B")
        assert result.rubicon == (result.winner is not None and min(a, b) < 100), "Law 73"
