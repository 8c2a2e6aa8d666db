"""piquet search on the command line: errors in one line, the witnesses written whole, Ctrl-C."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from piquet.records.io import write_atomic
from piquet.commands.search import run_search
from piquet.search.run import Budget, executor, search
from tests.cli.cli_run import run, write
from tests.records.records_samples import case_record


@pytest.mark.parametrize("argv, place", [
    (["no-such-class", "--deals", "1"], "CLASS: unknown class 'no-such-class'"),
    (["penalty-profit", "--deals", "many"], "--deals: 'many' is not a number"),
    (["penalty-profit", "--deals", "0"], "--deals: 0 is below 1"),
    (["penalty-profit", "--workers", "0"], "--workers: 0 is below 1"),
    (["penalty-profit", "--seconds", "-1"], "--seconds: -1 is below 0"),
])
def test_a_bad_class_or_argument_gets_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str],
                                                          place: str) -> None:
    code, out, err = run(capsys, "search", *argv)
    assert (code, out) == (2, "") and err.startswith(f"piquet: error: {place}") and err.count("\n") == 1, err


def test_a_cluster_that_cannot_be_reached_gets_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "search", "penalty-profit", "--deals", "1", "--cluster", "tcp://127.0.0.1:9")
    assert (code, out) == (2, "") and err.startswith("piquet: error: --cluster: cannot reach") \
        and err.count("\n") == 1, err


def test_witnesses_are_written_as_records_that_replay_ruling_and_solve_accept(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_dir = tmp_path / "found"
    code, out, err = run(capsys, "search", "penalty-profit", "--deals", "2", "--seed", "1", "--workers", "1",
                         "--json", "--stats", "--out", str(out_dir))
    assert code == 0, err
    result = json.loads(out)
    assert result["found"] == 1 and result["stats"]["share_of_candidates"]["hits"] == 1
    witness = result["witnesses"][0]
    record = out_dir / "penalty-profit-01.json"
    assert json.loads(record.read_text("utf-8")) == witness["record"]
    assert "Law" in (out_dir / "penalty-profit-01.txt").read_text("utf-8")
    for command in (["replay"], ["ruling"]):
        code, _, err = run(capsys, *command, str(record))
        assert code == 0, err
    code, solved, err = run(capsys, "solve", str(record), "--after", "0", "--objective", "partie", "--json")
    assert code == 0 and json.loads(solved)["value"] == witness["lines"]["offence"]["value"], err
    assert not [p for p in out_dir.iterdir() if p.name.startswith(".")], "a temporary file was left behind"


def test_an_out_path_that_is_a_file_gets_one_line_and_exit_2(capsys: pytest.CaptureFixture[str],
                                                              tmp_path: Path) -> None:
    target = tmp_path / "file"
    target.write_text("kept", "utf-8")
    code, _, err = run(capsys, "search", "penalty-profit", "--deals", "1", "--workers", "1", "--out", str(target))
    assert code == 2 and "is not a directory" in err and target.read_text("utf-8") == "kept"


@pytest.mark.parametrize("where", ["file/sub", "/proc/x", "/sys/x"])
def test_an_out_path_that_cannot_be_written_is_refused_before_the_search(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, where: str) -> None:
    # Refused before any unit runs: the budget would take minutes, and nothing is written.
    (tmp_path / "file").write_text("kept", "utf-8")
    target = str(tmp_path / where) if where.startswith("file") else where
    code, out, err = run(capsys, "search", "penalty-profit", "--deals", "100000", "--workers", "1", "--out", target)
    assert (code, out) == (2, "") and err.startswith(f"piquet: error: --out: {target}") and err.count("\n") == 1, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"] and not os.path.exists(target)


def test_ctrl_c_keeps_the_units_merged_so_far() -> None:
    def interrupt(tried: int, found: int) -> None:
        if tried == 2:
            raise KeyboardInterrupt

    with executor(1, None) as (pool, slots):
        stopped = search("penalty-profit", 1, Budget(deals=6), pool, slots, interrupt)
        whole = search("penalty-profit", 1, Budget(deals=2), pool, slots)
    assert stopped.interrupted and stopped.units == 2
    assert (stopped.found, stopped.tried) == (whole.found, whole.tried)


@pytest.mark.law("73")
def test_case_xxii_given_as_a_record_is_confirmed_with_its_swing(capsys: pytest.CaptureFixture[str],
                                                                 tmp_path: Path) -> None:
    path = write(tmp_path, case_record(22))
    code, out, err = run(capsys, "search", "penalty-profit", "--record", path, "--json")
    assert code == 0, err
    witness = json.loads(out)["witness"]
    # Best play for the partie: B wins 277 (a rubicon) by the offence, A wins 300 (a rubicon) by the lawful line.
    assert witness["swing"] == 577
    assert witness["lines"]["offence"]["totals"] == {"A": 85, "B": 92}
    # The lawful line's value fixes the sum of the totals (a rubicon of 300 is 200 + 100, Law 73), not its split
    # between the players: lines of equal value (A 102, B 98 or A 106, B 94) may be the one the solver gives.
    lawful = witness["lines"]["lawful"]["totals"]
    assert lawful["A"] + lawful["B"] == 200 and lawful["A"] >= 100 > lawful["B"]
    code, out, err = run(capsys, "search", "extra-card-saves-capot", "--record", path)
    assert code == 0 and "not a witness of extra-card-saves-capot: it does not meet the hand condition" in out
    # B is the Case's offender: a class of the elder's offence (Law 31) does not read the record.
    code, out, err = run(capsys, "search", "elder-penalty-profit", "--record", path)
    assert (code, out) == (2, "") and "B takes in the card too many, but elder-penalty-profit is a class of A's" in err \
        and err.count("\n") == 1, err


def test_a_record_not_of_the_searched_form_gets_one_line_and_exit_2(capsys: pytest.CaptureFixture[str],
                                                                     tmp_path: Path) -> None:
    record = case_record(22)
    record["deals"][0]["exchange"]["B"]["take"] = 2
    del record["deals"][0]["irregularities"]
    code, out, err = run(capsys, "search", "penalty-profit", "--record", write(tmp_path, record))
    assert (code, out) == (2, "") and "record.json: record: the search's deals" in err and err.count("\n") == 1


def test_the_budget_stops_at_the_first_of_its_deals_and_seconds() -> None:
    with executor(1, None) as (pool, slots):
        assert search("penalty-profit", 1, Budget(deals=2, seconds=3600), pool, slots).units == 2
        assert search("penalty-profit", 1, Budget(deals=100, seconds=0), pool, slots).units == 0


def test_an_interrupted_write_leaves_no_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(source: str, target: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(str(tmp_path / "witness.json"), "{}\n")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("argv", [["penalty-profit", "--no-such-option"], []])
def test_an_option_that_does_not_exist_or_a_missing_class_gets_one_line_and_exit_2(
        capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        run(capsys, "search", *argv)
    _, err = capsys.readouterr()
    assert exit_.value.code == 2 and err.startswith("piquet: error: ") and err.count("\n") == 1, err


@pytest.mark.law("66")
def test_a_steered_search_finds_witnesses_that_recheck_and_says_how_to_run_it_again(
        capsys: pytest.CaptureFixture[str]) -> None:
    # --steer: each deal drawn is moved by Z3 to the nearest that meets the class's hand condition (a capot
    # the elder may force against the lawful hand, a trick the thirteen cards may win; Law 66).
    code, out, err = run(capsys, "search", "extra-card-saves-capot", "--deals", "2", "--seed", "1", "--workers", "1",
                         "--steer", "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["command"] == "piquet search extra-card-saves-capot --seed 1 --deals 2 --top 5 --steer --json"
    assert report["witnesses"], report


def test_a_search_stopped_and_resumed_gives_the_result_of_one_run(tmp_path: Path) -> None:
    # Stopped after 3 units (Ctrl-C), then resumed from the checkpoint: the units merged are not run again
    # (but a witness's, which gives back its witness), and the result is that of one run of 6.
    checkpoint = str(tmp_path / "run.jsonl")

    def interrupt(tried: int, found: int) -> None:
        if tried == 3:
            raise KeyboardInterrupt

    stopped = run_search("census-card-too-many-younger", 1, Budget(deals=6), 1, None, 5, interrupt, resume=checkpoint)
    assert stopped.interrupted and stopped.outcome.units == 3
    lines = (tmp_path / "run.jsonl").read_text("utf-8").splitlines()
    assert len(lines) == 4 and json.loads(lines[0])["class"] == "census-card-too-many-younger"
    resumed = run_search("census-card-too-many-younger", 1, Budget(deals=6), 1, None, 5, resume=checkpoint)
    whole = run_search("census-card-too-many-younger", 1, Budget(deals=6), 1, None, 5)
    assert (resumed.outcome.found, resumed.outcome.tried, resumed.outcome.candidates, resumed.outcome.figures) == \
        (whole.outcome.found, whole.outcome.tried, whole.outcome.candidates, whole.outcome.figures)
    assert resumed.stats() == whole.stats()


def test_a_checkpoint_of_another_search_is_refused_in_one_line(capsys: pytest.CaptureFixture[str],
                                                                tmp_path: Path) -> None:
    checkpoint = tmp_path / "run.jsonl"
    checkpoint.write_text(json.dumps({"class": "penalty-profit", "seed": 0, "policy": "plain", "steer": False})
                          + "\n", "utf-8")
    code, out, err = run(capsys, "search", "penalty-profit", "--deals", "2", "--seed", "3", "--workers", "1",
                         "--resume", str(checkpoint))
    assert (code, out) == (2, "") and "is the checkpoint of another search" in err and err.count("\n") == 1, err


def test_a_checkpoint_longer_than_the_budget_gives_the_budget_asked(tmp_path: Path) -> None:
    checkpoint = str(tmp_path / "run.jsonl")
    longer = run_search("census-stock-card-taken-up", 2, Budget(deals=4), 1, None, 0, resume=checkpoint)
    shorter = run_search("census-stock-card-taken-up", 2, Budget(deals=2), 1, None, 0, resume=checkpoint)
    assert (longer.outcome.units, shorter.outcome.units) == (4, 2)
    assert shorter.stats() == run_search("census-stock-card-taken-up", 2, Budget(deals=2), 1, None, 0).stats()
