"""The solver against plain exhaustive minimax (every card, no pruning, no table) on random endgames of up
to five tricks, under both objectives: alpha-beta, the table, equivalent cards and MTD(f) change nothing
of the value."""

from __future__ import annotations

from hypothesis import given, strategies as st

import pytest

from piquet.model.cards import cards_in, format_card, format_cards
from piquet.model.solver import (
    Position, Start, deal_objective, lead_instead, minimax, partie_objective, playable_cards, solve, step,
)
from tests.solver.endgames import endgames


def _describe(start: Start) -> str:
    p = start.position
    return (f"elder {format_cards(p.elder)} / younger {format_cards(p.younger)}, leader {p.leader}, lead {p.lead}, "
            f"{p.played} tricks played, scores {p.score_elder}-{p.score_younger}, rules {start.rules}, "
            f"free lead {start.free_lead}")


@given(endgames())
def test_the_deal_value_is_the_minimax_value(start: Start) -> None:
    expected, _ = minimax(start, deal_objective())
    solution = solve(start, deal_objective())
    assert solution.value == expected, f"{_describe(start)}: solver {solution.value}, minimax {expected}"
    assert solution.value == solution.scores[0] - solution.scores[1], "the value is the final difference"


@given(endgames(), st.integers(40, 140), st.integers(40, 140), st.sampled_from([1, 2]))
def test_the_partie_value_is_the_minimax_value(start: Start, elder_before: int, younger_before: int,
                                               weight: int) -> None:
    objective = partie_objective((elder_before, younger_before), weight)
    expected, _ = minimax(start, objective)
    solution = solve(start, objective)
    assert solution.value == expected, (f"{_describe(start)}, partie before {elder_before}-{younger_before} "
                                        f"x{weight}: solver {solution.value}, minimax {expected}")
    assert solution.value == objective.value(*solution.scores), "the line ends at the value"


def _after(start: Start, position: Position, card: int, first: bool) -> Position:
    """The position after ``card``; at a free first lead, ``card`` led instead of the one on the table."""
    if first and start.free_lead:
        return lead_instead(start.rules, position, card)
    return step(start.rules, position, card)


@given(endgames(4))
def test_the_alternatives_are_exactly_the_cards_of_equal_value(start: Start) -> None:
    """At each decision of the line, the cards listed lead, under best play after them, to the value, and
    every other lawful card to less for the player to move."""
    objective = deal_objective()
    solution = solve(start, objective, alternatives=True)
    assert solution.alternatives is not None
    position = start.position
    for i, (card, equal) in enumerate(zip(solution.line, solution.alternatives)):
        assert card in equal
        first = i == 0 and start.free_lead
        lawful = position.elder | 1 << position.lead if first else playable_cards(position)
        for other in cards_in(lawful):
            worth = minimax(Start(_after(start, position, other, first), start.rules), objective)[0]
            assert (worth == solution.value) == (other in equal), \
                f"{_describe(start)}: decision {i}, {format_card(other)} is worth {worth}, the line {solution.value}"
        position = _after(start, position, card, first)


_NEAR_THE_RUBICON = st.integers(80, 120)


@pytest.mark.law("71", "73")
@given(endgames(), _NEAR_THE_RUBICON, st.integers(-6, 6), st.sampled_from([1, 2]))
def test_the_partie_value_near_the_rubicon_and_a_tie_is_the_minimax_value(start: Start, elder_before: int,
                                                                           apart: int, weight: int) -> None:
    """Scores before near a hundred and near each other: the deal can decide who wins, whether the loser is
    rubiconed (Law 73) and whether the totals tie (Law 71), where the partie value is not the deal's."""
    objective = partie_objective((elder_before, elder_before + apart), weight)
    expected, _ = minimax(start, objective)
    solution = solve(start, objective)
    assert solution.value == expected, (f"{_describe(start)}, partie before {elder_before}-{elder_before + apart} "
                                        f"x{weight}: solver {solution.value}, minimax {expected}")
    assert solution.value == objective.value(*solution.scores), "the line ends at the value"


@pytest.mark.law("72", "73")
@given(_NEAR_THE_RUBICON, _NEAR_THE_RUBICON, st.sampled_from([1, 2]), st.integers(0, 30), st.integers(0, 12),
       st.integers(0, 30), st.integers(0, 12))
def test_the_partie_bounds_of_a_box_are_its_least_and_greatest_values(
        elder_before: int, younger_before: int, weight: int, elder_low: int, elder_span: int, younger_low: int,
        younger_span: int) -> None:
    """Bounds of the partie value over a box of final scores, the least and greatest when the deal counts
    once, and the deal's difference or sum where the box says the value is one (Laws 72-73), against
    every score."""
    objective = partie_objective((elder_before, younger_before), weight)
    assert objective.bounds is not None
    box = objective.bounds(elder_low, elder_low + elder_span, younger_low, younger_low + younger_span)
    scores = [(e, y) for e in range(elder_low, elder_low + elder_span + 1)
              for y in range(younger_low, younger_low + younger_span + 1)]
    values = [objective.value(e, y) for e, y in scores]
    where = f"partie before {elder_before}-{younger_before} x{weight}, box {scores[0]} to {scores[-1]}"
    assert box.least <= min(values) and box.most >= max(values), \
        f"{where}: {box}, the values {min(values)} to {max(values)}"
    if weight == 1:  # every total of the box is a score's: the bounds are reached (twice, only even steps are)
        assert (box.least, box.most) == (min(values), max(values)), f"{where}: {box}, not reached"
    if box.linear is not None:
        constant, factor, (along_e, along_y) = box.linear
        for (e, y), value in zip(scores, values):
            assert value == constant + factor * (along_e * e + along_y * y), \
                f"{where}: at {e}-{y} the value is {value}, not {box}"
