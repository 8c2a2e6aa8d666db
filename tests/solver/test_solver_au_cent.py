"""The solver under Piquet au cent: the low cards not counting in play (cent-26.1) and the game of a hundred as
the partie objective (cent-28, cent-29.1), against plain minimax on random endgames and on hand-checked
positions where the order in which the points are said decides the game."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from piquet.model.cards import card_set, parse_card
from piquet.model.errors import InputError
from piquet.model.solver import (
    Position, Rules, Start, deal_objective, game_objective, minimax, ordered_moves, solve,
)
from tests.solver.endgames import endgames
from tests.solver.test_solver_minimax import _describe

_LOW = endgames(low_cards=st.just(True))


@pytest.mark.law("cent-26")
@given(_LOW)
def test_the_deal_value_with_the_low_cards_not_counting_is_the_minimax_value(start: Start) -> None:
    """Equivalent cards split between the nine and the ten, the table keyed with the low cards left and the
    bounds that count a point a trick left out: the value is plain minimax's."""
    expected, _ = minimax(start, deal_objective())
    solution = solve(start, deal_objective())
    assert solution.value == expected, f"{_describe(start)}: solver {solution.value}, minimax {expected}"
    assert solution.value == solution.scores[0] - solution.scores[1], "the value is the final difference"


# How far from a hundred each player is when the endgame starts: near, so that the rest of the play can decide
# the game; the adversary sometimes under fifty, so that it can be a double (cent-28.2).
_SHORT = st.integers(1, 20)


@pytest.mark.law("cent-28", "cent-29")
@given(endgames(low_cards=st.booleans()), _SHORT, st.one_of(_SHORT, st.integers(51, 100)))
def test_the_game_value_is_the_minimax_value(start: Start, elder_short: int, younger_short: int) -> None:
    position = start.position
    before = (max(0, 100 - elder_short - position.score_elder), max(0, 100 - younger_short - position.score_younger))
    objective = game_objective(before)
    expected, _ = minimax(start, objective)
    solution = solve(start, objective)
    assert solution.value == expected, (f"{_describe(start)}, game before {before[0]}-{before[1]}: "
                                        f"solver {solution.value}, minimax {expected}")
    assert solution.value in (-2, -1, 0, 1, 2)


def _last_trick(elder: str, younger: str, leader: int, tricks: tuple[int, int], scores: tuple[int, int],
                low_cards: bool = False) -> Start:
    """The twelfth trick to play: one card each, ``tricks`` won so far (elder, younger), no pique open."""
    position = Position(card_set([parse_card(elder)]), card_set([parse_card(younger)]), leader, -1, 11, *tricks, -1,
                        *scores)
    return Start(position, Rules((False, False), None, low_cards))


@pytest.mark.law("cent-28", "66")
@pytest.mark.parametrize("elder_game, younger_game, value", [
    # The younger leads the 7S (1: game 90), the elder wins with the AS (1, and 1 for the last trick: 100) and
    # wins the game before the younger's ten for the cards (his seven tricks) bring him to 100: younger at 90.
    (98, 89, 1),
    # The elder one short: his 99 before the cards; the younger's cards make 100 and he wins it, elder at 99.
    (97, 89, -1),
    # The elder reaches a hundred with the younger at 45 then (46 after his lead): a double (cent-28.2), though
    # the younger's cards bring him to 56 after it.
    (98, 45, 2),
])
def test_who_reaches_a_hundred_first_on_the_last_trick(elder_game: int, younger_game: int, value: int) -> None:
    start = _last_trick("AS", "7S", leader=1, tricks=(4, 7), scores=(0, 0))
    solution = solve(start, game_objective((elder_game, younger_game)))
    assert solution.value == value, f"game {elder_game}-{younger_game}: {solution}"
    assert minimax(start, game_objective((elder_game, younger_game)))[0] == value
    assert solution.scores == (2, 11)  # the deal's scores run on to the end of the play, the game decided


@pytest.mark.law("cent-28")
def test_no_hundred_reached_is_worth_nothing_and_a_lead_can_win_the_game() -> None:
    start = _last_trick("AS", "7S", leader=0, tricks=(6, 5), scores=(0, 0))
    # Elder leads the ace (1) and wins the last trick (1): 2, and 10 for the cards (seven tricks).
    assert solve(start, game_objective((80, 80))).value == 0
    assert solve(start, game_objective((99, 20))).value == 2  # the lead alone makes his hundred: a double
    assert solve(start, game_objective((88, 60))).value == 1  # the cards make it, the younger at 60


@pytest.mark.law("cent-26")
def test_a_low_card_led_scores_nothing_by_agreement() -> None:
    # The elder leads the 9S to the younger's 7S, then holds the AH to the younger's 8H: led, the nine scores
    # nothing (cent-26.1), the ace one, and the last trick one; seven tricks to five: ten for the cards.
    position = Position(card_set([parse_card("9S"), parse_card("AH")]), card_set([parse_card("7S"), parse_card("8H")]),
                        0, -1, 10, 5, 5, -1, 0, 0)
    plain = solve(Start(position, Rules((False, False), None)), deal_objective())
    agreed = solve(Start(position, Rules((False, False), None, True)), deal_objective())
    assert (plain.value, plain.scores) == (13, (13, 0))
    assert (agreed.value, agreed.scores) == (12, (12, 0))


@pytest.mark.law("cent-26")
def test_a_nine_and_a_ten_that_touch_are_two_moves_when_the_low_cards_do_not_count() -> None:
    hand = card_set([parse_card("TS"), parse_card("9S")])
    assert len(ordered_moves(hand, hand, -1)) == 1
    assert len(ordered_moves(hand, hand, -1, low=True)) == 2


def test_a_game_already_won_before_the_deal_is_refused() -> None:
    with pytest.raises(InputError, match="the game is over"):
        game_objective((100, 20))
