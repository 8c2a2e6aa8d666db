"""Records of Piquet au cent and of the agreements: the terms read strictly, replayed under their rules,
written by ``piquet play --variant``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st
from tests.cli.cli_run import run, write
from tests.records.records_samples import case_record, changed, sample

from piquet.errors import InputError
from piquet.model.au_cent import GAME_POINTS
from piquet.model.variants import AU_CENT_RULES, Agreement, Rules, Variant
from piquet.records import parse_record
from piquet.records.generate import random_record
from piquet.records.record import record_to_json
from piquet.records.replay import replay

ALL_AGREED = Rules(Variant.AU_CENT, frozenset({Agreement.FOURS_ONE_LESS, Agreement.LOW_CARDS}))


def _au_cent(name: str = "minimal", **fields: Any) -> Any:
    data = sample(name)
    data["variant"] = "au cent"
    data.update(fields)
    return data


def _deal_scores(data: Any) -> tuple[int, int]:
    replayed = replay(parse_record(data))
    scores = replayed.deals[0].scores
    return scores.A, scores.B


@pytest.mark.law("cent-25", "cent-26")
def test_the_same_deal_under_au_cent_and_its_agreements() -> None:
    # Hand-checked on samples/minimal.json: A, elder, scores 154 (capot, repique) under the base laws. Au cent
    # scores it the same; by agreement (cent-26.1) the 9H and 8H he leads score nothing: 152. His point of seven
    # makes 68, which does not end in four (cent-25.1).
    assert _deal_scores(sample("minimal")) == (154, 0)
    assert _deal_scores(_au_cent()) == (154, 0)
    agreed = _au_cent(agreements=["fours-one-less", "low-cards-not-counting"])
    assert _deal_scores(agreed) == (152, 0)


@pytest.mark.law("cent-15", "cent-16")
def test_au_cent_calls_state_the_point_and_the_top_card() -> None:
    words = [e.text for e in replay(parse_record(_au_cent())).deals[0].events if e.kind == "call"]
    assert words[:2] == ["A: point of seven, making 68", "A: septième major"], words  # cent-15.1, cent-16.1


@pytest.mark.law("cent-2", "cent-29")
@pytest.mark.parametrize("fields, place, problem", [
    ({"agreements": ["four-deals"]}, "agreements", "'four-deals' is an agreement of rubicon, not of au cent"),
    ({"partie": {"length": 6}}, "partie.length", "three games out of five (cent-29.1)"),
    ({"partie": {"deal_by": 3}}, "partie.deal_by", "by two cards at a time (cent-2.1)"),
    ({"agreements": ["fours-one-less", "fours-one-less"]}, "agreements", "non-unique"),
    ({"agreements": ["low cards"]}, "agreements[0]", 'unknown value "low cards"'),
])
def test_bad_terms_of_au_cent_are_one_error(fields: dict[str, Any], place: str, problem: str) -> None:
    with pytest.raises(InputError) as caught:
        parse_record(_au_cent(**fields))
    assert caught.value.place == place and problem in caught.value.problem, caught.value


def test_the_agreements_of_au_cent_are_refused_in_rubicon_and_four_deals_needs_a_partie_of_four() -> None:
    with pytest.raises(InputError, match="is an agreement of au cent, not of rubicon"):
        parse_record(changed("minimal", "agreements", ["low-cards-not-counting"]))
    data = changed("partie-start", "agreements", ["four-deals"])  # a partie of six deals
    with pytest.raises(InputError, match="its length is 4") as caught:
        parse_record(data)
    assert caught.value.place == "partie.length"


def test_a_record_of_au_cent_with_its_agreements_is_written_as_read() -> None:
    record = random_record(7, deals=3, rules=ALL_AGREED)
    data = record_to_json(record)
    assert data["variant"] == "au cent"
    assert data["agreements"] == ["fours-one-less", "low-cards-not-counting"]
    assert parse_record(json.loads(json.dumps(data))) == record


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 2 ** 32 - 1))
def test_a_partie_of_au_cent_replays_as_three_games_out_of_five(seed: int) -> None:
    record = random_record(seed, partie=True, rules=AU_CENT_RULES)
    assert record_to_json(record)["partie"] == {}
    replayed = replay(record)
    assert replayed.finished and replayed.games is not None
    games = replayed.games
    winner = games.winner
    assert winner is not None and games.games_won(winner) >= 3
    # A game ends in the deal where a player's scores reach a hundred: the next deal starts from nothing.
    ended = 0
    for deal, after in zip(replayed.deals, [*replayed.deals[1:], None]):
        total = (deal.scores_before.A + deal.scores.A, deal.scores_before.B + deal.scores.B)
        nxt = None if after is None else (after.scores_before.A, after.scores_before.B)
        if max(total) >= GAME_POINTS:
            ended += 1
            assert nxt in (None, (0, 0)), f"deals[{deal.index}]: {total} ends a game, then {nxt}"
        else:
            assert nxt == total, f"deals[{deal.index}]: {total} goes on, then {nxt}"
    assert ended == len(games.games)
    assert replayed.result_json()["winner"] == winner


@pytest.mark.law("cent-28")
def test_an_au_cent_partie_may_begin_in_the_middle_of_a_game() -> None:
    # docs/records.md: the first deal's scores before are the scores of the game in progress. The minimal deal
    # gives A a hundred and more: from 0-0 he wins a double (B has not fifty, cent-28.2); from 0-60, B's sixty
    # stand, and A wins a single game.
    data = _au_cent(partie={})
    assert _deal_scores(data)[0] >= GAME_POINTS and _deal_scores(data)[1] < 50
    fresh = replay(parse_record(data))
    assert fresh.games is not None and [(g.winner, g.double) for g in fresh.games.games] == [("A", True)]
    data["deals"][0]["scores_before"] = {"A": 0, "B": 60}
    replayed = replay(parse_record(data))
    assert replayed.games is not None and [(g.winner, g.double) for g in replayed.games.games] == [("A", False)]
    assert replayed.games.games[0].scores[1] == 60 + _deal_scores(data)[1]
    assert replayed.games.current.scores == (0, 0)


def test_an_au_cent_partie_cannot_begin_in_a_game_already_won() -> None:
    data = _au_cent(partie={})
    data["deals"][0]["scores_before"] = {"A": GAME_POINTS, "B": 0}
    with pytest.raises(InputError) as caught:
        replay(parse_record(data))
    assert caught.value.place == "deals[0].scores_before", caught.value
    assert "cannot be in progress" in caught.value.problem


@pytest.mark.law("cent-29")
def test_play_and_replay_au_cent_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = str(tmp_path / "partie.json")
    code, _, err = run(capsys, "play", "--seed", "5", "--variant", "au cent", "--partie", "--out", out)
    assert code == 0, err
    code, text, err = run(capsys, "replay", out)
    assert code == 0, err
    assert text.rstrip().splitlines()[-1] == "Partie: B wins the partie, games A 2, B 3, a double counting two " \
                                             "(cent-29.1).", text[-300:]
    code, text, err = run(capsys, "ruling", out)
    assert code == 0 and "Partie: B wins the partie" in text, err


@pytest.mark.law("cent-2")
@pytest.mark.parametrize("argv, line", [
    (("--variant", "au-cent"), "piquet: error: --variant: unknown variant 'au-cent': one of 'rubicon', 'au cent'"),
    (("--variant", "au cent", "--agreement", "four-deals"),
     "piquet: error: --agreement: 'four-deals' is an agreement of rubicon, not of au cent"),
    (("--variant", "au cent", "--by", "3"), "piquet: error: --by: au cent is dealt by two cards at a time "
                                           "(cent-2.1), not by 3"),
    (("--agreement", "fours"), "piquet: error: --agreement: unknown agreement 'fours': one of 'four-deals', "
                               "'fours-one-less', 'low-cards-not-counting'"),
])
def test_bad_variant_options_are_one_error_line(argv: tuple[str, ...], line: str, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out.json"
    code, _, err = run(capsys, "play", "--seed", "1", *argv, "--out", str(out))
    assert (code, err.strip()) == (2, line)
    assert not out.exists()


def test_a_bad_record_of_au_cent_is_one_error_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, _au_cent(agreements=["four-deals"]))
    code, out, err = run(capsys, "replay", path)
    assert (code, out) == (2, "")
    assert err.strip() == f"piquet: error: {path}: agreements: 'four-deals' is an agreement of rubicon, not of au cent"


@pytest.mark.law("cent-10")
def test_a_penalty_that_loses_the_game_in_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # cent-10.1: B, the younger hand, takes up the 9H, the top card of the stock and one of A's five, while A
    # exchanges: B loses the game, which counts single to A, and the deal ends there (no play).
    data = _au_cent(partie={})
    deal = data["deals"][0]
    deal["irregularities"] = [{"kind": "stock card taken up", "player": "B", "card": "9H", "mixed": False,
                               "at": "exchange.A"}]
    deal["play"] = []
    replayed = replay(parse_record(data))
    assert replayed.games is not None and replayed.games.games_won("A") == 1 and not replayed.finished
    assert replayed.result_json() == {"winner": None, "games": {"A": 1, "B": 0}, "doubles": 0, "final": False}
    code, text, err = run(capsys, "ruling", write(tmp_path, data))
    assert code == 0, err
    assert "  Decision: B loses the game (cent-10.1)." in text.splitlines(), text
    assert "Piquet au cent, paragraph 10 (cent-10). If the younger hand take up any of the top five cards" in text


def test_solve_reads_a_deal_of_au_cent_under_its_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Once refused; solved since issue 14 (tests/solver/test_solver_au_cent.py): the deal as played, capot and
    # repique, 154, and the play over after the 24 cards listed.
    path = write(tmp_path, _au_cent())
    code, out, err = run(capsys, "solve", path)
    assert (code, out) == (2, "") and "the play is over after the 24 cards listed" in err, err
    code, out, err = run(capsys, "solve", path, "--after", "0", "--json")
    assert (code, err, json.loads(out)["value"]) == (0, "", 154)


@pytest.mark.law("cent-24", "56")
@pytest.mark.case("IV")
def test_nothing_omitted_is_reckoned_once_the_elder_has_led_in_au_cent() -> None:
    # Case IV: A, elder, omits his sets and leads; before B plays to the first trick he reckons them (Law 56):
    # his three aces, 3. In au cent the elder who has led a card cannot (cent-24.1).
    record = case_record(4)
    assert replay(parse_record(record)).deals[0].state.hand_scores[0][3] == 3
    record["variant"] = "au cent"
    with pytest.raises(InputError) as caught:
        replay(parse_record(record))
    assert caught.value.place == "deals[0].irregularities[0]", caught.value
    assert caught.value.problem.endswith("when the elder hand has led a card, neither player can reckon anything "
                                         "omitted (cent-24.1)"), caught.value.problem
