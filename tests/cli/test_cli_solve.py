"""``piquet solve`` on the command line: the narrated line and the value, JSON, one-line errors (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.cli_run import run, write
from tests.records.records_samples import SAMPLES

CASE_22 = Path(__file__).parents[1] / "cases" / "case-22.json"


def _case_22(play: int) -> Any:
    """Case XXII's record (B with thirteen cards, the last deal of a partie), its first ``play`` cards."""
    record = json.loads(CASE_22.read_text("utf-8"))["record"]
    record["deals"][0]["play"] = record["deals"][0]["play"][:play]
    return record


@pytest.mark.law("65")
@pytest.mark.case("XXII")
def test_solve_narrates_the_line_then_the_value(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "solve", write(tmp_path, _case_22(10)))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Deal 1: B deals; A is the elder hand. Scores before: A 62, B 92."
    assert "  A  29  B   0   A wins the last trick: 1 more (Law 65)" in lines
    assert lines[-2:] == ["Scores of the deal: A 29, B 0.", "Value: 29 (A's score minus B's)."]


@pytest.mark.law("73")
@pytest.mark.case("XXII")
def test_solve_json_under_the_partie_objective(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A cannot save the rubicon: playing for the partie he scores 27, not 29, and loses 281 (Law 73)."""
    code, out, _ = run(capsys, "solve", write(tmp_path, _case_22(10)), "--objective", "partie", "--json",
                       "--alternatives")
    assert code == 0
    data = json.loads(out)
    assert (data["objective"], data["value"], data["scores"]) == ("partie", -281, {"A": 27, "B": 0})
    assert len(data["line"]) == 14 and len(data["alternatives"]) == 14
    assert all(card in equal for card, equal in zip(data["line"], data["alternatives"]))


@pytest.mark.case("XXII")
def test_solve_after_k_cards_of_a_complete_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "solve", write(tmp_path, _case_22(24)), "--after", "0", "--json")
    assert code == 0 and json.loads(out)["value"] == 29 and len(json.loads(out)["line"]) == 24


@pytest.mark.case("XXII")
@pytest.mark.parametrize("args, problem", [
    (("--after", "24"), "the play is over after the 24 cards listed"),
    (("--deal", "2", "--after", "0"), "deal 2 is out of range"),
    (("--after", "30"), "--after: 30 cards"),
])
def test_solve_refuses_bad_input_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             args: tuple[str, ...], problem: str) -> None:
    code, out, err = run(capsys, "solve", write(tmp_path, _case_22(24)), *args)
    assert (code, out) == (2, "")
    assert err.startswith("piquet: error: ") and problem in err and err.count("\n") == 1, err


@pytest.mark.law("59")
@pytest.mark.case("XXII")
def test_solve_refuses_an_unlawful_play(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = _case_22(2)
    record["deals"][0]["play"] = ["AS", "9H"]  # B holds spades: a revoke (Law 59 IV), not yet detected
    code, out, err = run(capsys, "solve", write(tmp_path, record))
    assert (code, out) == (2, "") and err.count("\n") == 1, err
    assert "an irregularity is still open" in err and "59" in err, \
        f"the record's revoke is read as one, and the solver plays only a regular play: {err}"
    record["deals"][0]["play"] = ["AS", "XX"]
    code, _, err = run(capsys, "solve", write(tmp_path, record))
    assert code == 2 and "play[1]" in err, err


@pytest.mark.law("71")
def test_solve_refuses_the_partie_objective_for_a_deal_that_decides_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "solve", str(SAMPLES / "partie-start.json"), "--after", "0", "--objective", "partie")
    assert code == 2 and "decides (Law 71)" in err, err
    code, _, err = run(capsys, "solve", str(SAMPLES / "minimal.json"), "--after", "0", "--objective", "partie")
    assert code == 2 and "not a partie" in err, err
