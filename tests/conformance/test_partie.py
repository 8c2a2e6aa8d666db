"""The partie against Laws 71-73 and the four-deal agreement, on scores drawn to reach every case.

Random deals rarely tie after six deals or leave a loser on exactly a
hundred; here the deals' scores are drawn from a few values
(:func:`piquet.testing.strategies.partie_scores`) so that ties, the extra
deals and every side of the rubicon come up. Each finished partie is read
in the partie domains (:func:`piquet.conformance.situation.partie_situations`)
and judged under every reading, as in the state machine.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import event, given
from hypothesis import strategies as st

import pytest

from piquet.model.partie import PLAYERS, Partie, Player
from piquet.conformance.situation import partie_situations
from piquet.spec.domains.partie import T
from piquet.testing.strategies import partie_scores

from tests.conformance.judge import judge


def _play(first: Player, four: bool, scores: list[tuple[int, int]]) -> Partie:
    partie = Partie(first, 2, four)
    for elder, younger in scores:
        if partie.over:
            break
        partie = partie.record(elder, younger)
    return partie


@pytest.mark.law("71")
@given(st.sampled_from(PLAYERS), st.booleans(), partie_scores())
def test_every_finished_partie_keeps_the_partie_laws(first: Player, four: bool,
                                                     scores: list[tuple[int, int]]) -> None:
    partie = _play(first, four, scores)
    assert partie.over, "eight deals always finish a partie (Law 71: six, and one more each after a tie)"
    event(f"{len(partie.deals)} deals")
    event("rubicon" if partie.result().rubicon else "no rubicon")
    verdicts = judge(partie_situations(partie))
    assert not verdicts.failures, [f"{label}: {b}" for label, b in verdicts.failures]


def test_the_partie_laws_can_fail() -> None:
    """A partie judged with a wrong result is caught (the check is not vacuous)."""
    partie = _play("A", False, [(100, 0)] + [(0, 0)] * 5)
    views = partie_situations(partie)
    points = next(v for v in views if v.label == "partie-points")
    wrong = points._replace(values={**points.values, "points_won": int(points.values["points_won"]) + 1})
    assert judge(tuple(v if v is not points else wrong for v in views)).failures


@pytest.mark.law("73")
def test_a_loser_on_exactly_a_hundred_is_not_rubiconed() -> None:
    partie = _play("A", False, [(50, 30), (50, 30), (50, 10), (0, 10), (0, 10), (0, 10)])
    assert sorted(partie.totals) == [100, 150]
    verdicts = judge(partie_situations(partie))
    assert not verdicts.failures, [str(b) for _, b in verdicts.failures]
    assert not partie.result().rubicon, "Law 73: a loser who scores a hundred is not rubiconed"


def _written_differ() -> Partie:
    """Six deals; in the third, the younger (A, the first dealer deals the odd deals) writes his elder's
    score two more than the elder's own count (Law 74)."""
    partie = Partie("A", 2, False)
    for n in range(6):
        partie = partie.record(20 + 10 * (n == 5), 10, written=(2, 0) if n == 2 else (0, 0))
    assert partie.over, "no tie after six deals"
    return partie


@pytest.mark.law("74")
def test_written_scores_that_differ_take_each_players_own_count() -> None:
    """Law 74 (74.1): the partie takes each player's count of his own hand, and its reading says so."""
    partie = _written_differ()
    assert partie.written[2] is not None and partie.written[2].by_adversary != partie.deals[2]
    assert partie.deals[2] == partie.written[2].own, "the own count is taken"
    views = {v.label: v.values for v in partie_situations(partie)}
    assert views["partie-deals/deal 3"][T.written_differ.name] is True
    assert views["partie-deals/deal 3"][T.own_taken.name] is True
    assert views["partie-deals/deal 2"][T.written_differ.name] is False
    verdicts = judge(partie_situations(partie))
    assert not verdicts.failures, [f"{label}: {b}" for label, b in verdicts.failures]


@pytest.mark.law("74")
def test_a_partie_taking_the_adversarys_figure_breaks_law_74() -> None:
    """The check can fail: a partie that took the figure the adversary wrote is caught (74.1)."""
    partie = _written_differ()
    written = partie.written[2]
    assert written is not None
    wrong = replace(partie, deals=partie.deals[:2] + (written.by_adversary,) + partie.deals[3:])
    verdicts = judge(partie_situations(wrong))
    assert any(b.clause is not None and b.clause.id == "74.1" for _, b in verdicts.failures), verdicts.failures
