"""The solver under Piquet au cent: the low cards not counting in play (cent-26.1) and the game of a hundred as
the partie objective (cent-28, cent-29.1), against plain minimax on random endgames and on hand-checked
positions where the order in which the points are said decides the game."""

from __future__ import annotations

import json
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any

import pytest
from hypothesis import given, strategies as st

from piquet.model.cards import card_set, parse_card
from piquet.model.errors import InputError
from piquet.model.solver import (
    Position, Rules, Start, deal_objective, game_objective, first_lead, minimax, ordered_moves, solve,
)
from piquet.commands.solve import solve_record
from piquet.model.variants import Agreement, Rules as Rules_, Variant
from piquet.records.generate import random_record
from piquet.records.record import record_to_json
from tests.cli.cli_run import run, write
from tests.records.records_samples import sample
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
    # Nor a queen and an eight with no card left between them: the eight led scores nothing, the queen one.
    hand = card_set([parse_card("QS"), parse_card("8S")])
    alive = hand | card_set([parse_card("7S")])
    assert len(ordered_moves(hand, alive, -1)) == 1
    assert len(ordered_moves(hand, alive, -1, low=True)) == 2


@given(st.integers(1, (1 << 32) - 1), st.integers(0, (1 << 32) - 1), st.booleans(), st.booleans())
def test_the_first_lead_found_alone_is_the_first_of_the_leads_in_order(hand: int, other: int, low: bool,
                                                                        duck: bool) -> None:
    """The search tries the first lead before putting the others in order (most often it ends the search): it
    must be the card the whole order puts first, or the order searched, and the positions, would change."""
    alive = hand | other
    assert first_lead(hand, alive, low, duck) == ordered_moves(hand, alive, -1, low, duck)[0], \
        f"hand {hand:#x}, alive {alive:#x}, low {low}, duck {duck}"


def test_a_game_already_won_before_the_deal_is_refused() -> None:
    with pytest.raises(InputError, match="the game is over"):
        game_objective((100, 20))


def _au_cent_sample(agreements: list[str]) -> Any:
    data = sample("minimal")
    data["variant"] = "au cent"
    data["agreements"] = agreements
    return data


@pytest.mark.law("cent-26")
@pytest.mark.parametrize("agreements, value", [([], 154), (["low-cards-not-counting"], 152)])
def test_solve_scores_a_deal_of_au_cent_under_its_agreements(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                           agreements: list[str], value: int) -> None:
    # Hand-checked (tests/records/test_variant.py): A, elder, makes capot and repique, 154; he leads all twelve
    # cards, among them the 9H and 8H, which score nothing by agreement (cent-26.1): 152. The solver starts from
    # a low card led and leads the ace of clubs instead, as the engine replays it.
    code, out, err = run(capsys, "solve", write(tmp_path, _au_cent_sample(agreements)), "--after", "0", "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert (data["value"], data["scores"], data["tricks"]) == (value, {"A": value, "B": 0}, {"A": 12, "B": 0})


@pytest.mark.law("cent-28", "cent-29")
def test_solve_values_the_games_of_an_au_cent_partie_as_the_engine_adds_them_up() -> None:
    """Every deal of a random partie of au cent (the low cards not counting) solved from its first lead for
    the games of the partie: the engine's game after the solver's line, its scores added in the order said,
    is the solver's value (Solved checks it); the deals where a player has a hundred before the play are
    refused in one line."""
    rules = Rules_(Variant.AU_CENT, frozenset({Agreement.LOW_CARDS}))
    record = random_record(0, partie=True, rules=rules)
    values, refused = [], []
    with TemporaryDirectory() as folder:
        path = write(Path(folder), record_to_json(record))
        for deal in range(1, len(record.deals) + 1):
            try:
                values.append(solve_record(path, deal, 0, "partie", False).value)
            except InputError as err:
                refused.append(err.problem)
    assert set(values) <= {-2, -1, 0, 1, 2} and {-2, 1} <= set(values), values
    assert refused and all("a player has a hundred (cent-28.1)" in problem for problem in refused), refused


@pytest.mark.law("cent-28")
def test_solve_narrates_the_game_a_deal_of_au_cent_decides(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = random_record(0, partie=True, rules=Rules_(Variant.AU_CENT, frozenset({Agreement.LOW_CARDS})))
    code, out, err = run(capsys, "solve", write(tmp_path, record_to_json(record)), "--deal", "16", "--after", "0",
                         "--objective", "partie")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    # Read on the line narrated: the game stood A 93, B 81; A's leads and tricks bring him to a hundred while B
    # has 88 (cent-28.1; not fifty would be a double, cent-28.2).
    assert lines[0] == "Deal 16: A deals; B is the elder hand. Scores before: A 93, B 81."
    assert lines[-2:] == ["Game: A 100, B 88 when A reaches a hundred: A wins a single game (cent-28.1).",
                          "Value: 1 (games of the partie won by A, a double counting two; negative when B wins)."]


def test_solve_refuses_the_game_objective_without_a_partie(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "solve", write(tmp_path, _au_cent_sample([])), "--after", "0", "--objective", "partie")
    assert (code, out) == (2, "") and "the record is not a partie" in err and err.count("\n") == 1, err


@pytest.mark.law("cent-28")
def test_the_line_plays_on_after_the_game_is_decided() -> None:
    # The elder leads (1: his hundred, the younger at 49: a double); the younger's winning the trick after it
    # (50) changes nothing: the double was made first (cent-28.2). Every card after the lead is worth as much.
    start = Start(Position(card_set([parse_card("7S"), parse_card("8S")]), card_set([parse_card("9S"), parse_card("TS")]),
                           0, -1, 10, 0, 10, -1, 0, 0), Rules((False, False), None))
    solution = solve(start, game_objective((99, 49)), alternatives=True)
    assert solution.value == 2 and len(solution.line) == 4
    assert solution.alternatives is not None and [len(equal) for equal in solution.alternatives][1:] == [2, 1, 1]
