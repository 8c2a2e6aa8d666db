"""Case XXII solved exactly, line by line: B with thirteen cards as played, and with twelve (the eight of
diamonds taken from him, as the Case does), under both objectives (Laws 31, 58, 65-66, 71-73)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet.model.cards import parse_cards
from piquet.records.record import ByPlayer
from piquet.testing.case22 import CASE_PLAY, From, Hand, Solved, figures, solutions

Solutions = dict[tuple[Hand, From, str], Solved]
CASE = Path(__file__).parents[1] / "cases" / "case-22.json"


@pytest.fixture(scope="module")
def data() -> Any:
    return json.loads(CASE.read_text("utf-8"))


@pytest.fixture(scope="module")
def solved(data: Any) -> Solutions:
    return solutions(data)


@pytest.mark.law("58", "73")
def test_with_thirteen_cards_a_playing_for_his_score_makes_the_case_figures(
        solved: Solutions) -> None:
    """A 91, B 92, B wins a rubicon of 283 (Law 73): what A scores at most, B reckoning nothing (Law 58) and
    barring with his thirteen cards, from the first lead and after the five spades alike."""
    for start in ("first lead", "five spades"):
        deal = solved["thirteen", start, "deal"]
        assert deal.totals == ByPlayer(91, 92), f"from {start}: {deal.totals}"
        assert deal.scores.B == 0, "B reckons nothing that deal (Law 58)"
        assert (deal.result.winner, deal.result.points, deal.result.rubicon) == ("B", 283, True)
        assert deal.solution.tricks == (6, 6), "the cards are divided: B's thirteenth card is no trick"


@pytest.mark.law("65", "73")
def test_with_thirteen_cards_a_playing_for_the_partie_loses_less(solved: Solutions) -> None:
    """A cannot save the rubicon, so he plays to keep his own score low (the winner counts both, Law 73):
    from the first lead he loses 277, not 283; after the five spades, 281 -- A must lead once more (one
    point, Law 65) and can then give B every trick."""
    first, after = solved["thirteen", "first lead", "partie"], solved["thirteen", "five spades", "partie"]
    assert (first.totals, first.result.points) == (ByPlayer(85, 92), 277)
    assert (after.totals, after.result.points) == (ByPlayer(89, 92), 281)
    assert after.scores.A == 21 + 5 + 1, "A's hand (21), his five spade leads and one more lead"


def test_with_twelve_cards_a_wins_a_rubicon_of_300(solved: Solutions) -> None:
    """Twelve cards: A 102, B 98 at most (as the Case says) when each plays for his score; when each plays for
    the partie (B to keep the sum of the scores low, A to raise it), the sum is 200 all the same: a rubicon
    of 300 either way, not 298."""
    deal, partie = solved["twelve", "first lead", "deal"], solved["twelve", "first lead", "partie"]
    assert deal.totals == ByPlayer(102, 98) and deal.scores.A == 40 and deal.solution.tricks[0] >= 7
    assert partie.totals.A + partie.totals.B == 200 and partie.totals.A > 100
    assert deal.result.points == partie.result.points == 300
    assert partie.scores.B >= 2 and partie.solution.tricks[0] < 12, \
        "B saves the capot by winning a trick, which scores him two at least"


def test_with_twelve_cards_best_play_opens_with_the_five_spades(solved: Solutions) -> None:
    """"A leads five spades, as before": the principal line from the first lead does (A leads the odd cards)."""
    line = solved["twelve", "first lead", "deal"].line[:CASE_PLAY]
    assert set(line[0::2]) == set(parse_cards("AS KS QS JS 9S"))


def test_the_figures_of_the_case(data: Any, solved: Solutions) -> None:
    """Each figure the Case prints, against best play: 91/92, 283 and 102/98 stand; 106/92 and 298 no
    legal play gives; B's profit is 583 (deal) or 577 (partie), not 581."""
    by_text = {f.says: f for f in figures(data, solved)}
    assert by_text["A 102, B 98"].why is None
    assert by_text["A 106, B 92"].why is not None and "no legal play" in by_text["A 106, B 92"].why
    assert "583" in by_text["581"].best and "577" in by_text["581"].best
    assert "B wins 283" in by_text["283"].best and "B wins 277" in by_text["283"].best
