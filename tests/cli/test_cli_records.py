"""``piquet replay`` and ``piquet play`` on the command line: output, exit codes, one-line errors."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from piquet.cli import main
from tests.cli.cli_run import run, write
from tests.records.records_samples import SAMPLES, sample


@pytest.mark.law("68", "71")
def test_replay_narrates_calls_cards_and_scores(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "replay", str(SAMPLES / "partie-start.json"))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Deal 1: B deals; A is the elder hand. Scores before: A 0, B 0."
    assert "  A  42  B   0   A leads AH: 1" in lines, "each card with the running scores of the deal"
    assert any(line.endswith("repique, 60 (Law 68)") and "A 102" in line for line in lines)
    assert "  Deal 2 scores: A 13, B 19 (tricks: A 4, B 8)." in lines
    assert lines[-2] == "Totals: A 167, B 19."
    assert lines[-1].startswith("Partie not over: 2 of 6 deals played (Law 71)")


def test_replay_json_gives_scores_tricks_totals_and_result(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", str(SAMPLES / "partie-start.json"), "--json")
    assert code == 0
    data = json.loads(out)
    assert [(d["scores"], d["tricks"], d["weight"]) for d in data["deals"]] == [
        ({"A": 154, "B": 0}, {"A": 12, "B": 0}, 1), ({"A": 13, "B": 19}, {"A": 4, "B": 8}, 1)]
    assert data["totals"] == {"A": 167, "B": 19}
    assert data["result"] == {"winner": "A", "points": 167 + 19 + 100, "rubicon": True, "final": False}


def test_replay_totals_include_the_first_scores_before(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    data = sample("minimal")
    data["deals"][0]["scores_before"] = {"A": 30, "B": 200}
    code, out, _ = run(capsys, "replay", write(tmp_path, data), "--json")
    assert code == 0
    assert json.loads(out)["totals"] == {"A": 184, "B": 200}
    assert json.loads(out)["result"] == {"winner": "B", "points": 200 - 184 + 100, "rubicon": False,
                                         "final": False}


@pytest.mark.law("71", "73")
def test_replay_of_a_four_deal_partie_says_which_deals_count_double(capsys: pytest.CaptureFixture[str],
                                                                    tmp_path: Path) -> None:
    data = sample("partie-start")
    data["partie"]["length"] = 4
    first, second = data["deals"]
    del first["scores_before"], second["scores_before"]
    data["deals"] = [first, second, first, second]
    path = write(tmp_path, data)
    code, out, _ = run(capsys, "replay", path, "--json")
    assert code == 0 and [d["weight"] for d in json.loads(out)["deals"]] == [2, 1, 1, 2]
    assert json.loads(out)["totals"] == {"A": 3 * 154 + 3 * 13, "B": 3 * 19}
    code, out, _ = run(capsys, "replay", path)
    doubled = [line for line in out.splitlines() if line.endswith("It counts double (note to Law 71).")]
    assert [line.split()[1] for line in doubled] == ["1", "4"]
    assert out.splitlines()[-1] == f"Partie: A wins {3 * 154 + 3 * 13 + 3 * 19 + 100} points, B being rubiconed (Law 73)."


def test_replay_reads_standard_input(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO((SAMPLES / "minimal.json").read_text("utf-8")))
    code, out, _ = run(capsys, "replay", "-", "--json")
    assert code == 0 and json.loads(out)["totals"] == {"A": 154, "B": 0}


def _bad_inputs(tmp_path: Path) -> list[tuple[str, str]]:
    """(file, expected start of the message after the file name) for each kind of bad input."""
    def with_(change: Any) -> Any:
        data = sample("partie-start")
        change(data)
        return data

    def lawful_revoke(data: Any) -> None:  # A follows AD with 7D, which the record calls a revoke
        data["deals"][1]["irregularities"] = [{"kind": "revoke", "player": "A", "at": "play[1]"}]

    def eleven(data: Any) -> None:  # Law 12: eleven to the elder, nine in the stock; the record plays on all the same
        deal = data["deals"][0]
        deal["stock"].append(deal["hands"]["A"].pop(0))

    cases = [
        ("{\"format\": \"piquet-record/1\",", "line 1 column 30: malformed JSON: Expecting property name"),
        (with_(lambda d: d.update(format="piquet-record/9")), "format: format \"piquet-record/9\""),
        (with_(lambda d: d["deals"][0]["hands"]["A"].__setitem__(3, "1H")), "deals[0].hands.A[3]: unknown card '1H'"),
        (with_(lambda d: d["deals"][0]["stock"].__setitem__(2, "AH")),
         "deals[0].stock[2]: card AH is repeated (first at deals[0].hands.A[0])"),
        (with_(eleven), "deals[0].play: the deal is void (a fresh deal is due: wrong count, Law 12), so it has no play"),
        (with_(lambda d: d["deals"][0]["exchange"]["A"]["discard"].__setitem__(0, "9C")),
         "deals[0].exchange.A.discard[0]: 9C is not in A's hand as dealt"),
        (with_(lambda d: d["deals"][1]["play"].__setitem__(1, "9D")), "deals[1].play[1]: A cannot play 9D at trick 1"),
        # A card that does not follow suit is a revoke (Law 59 IV, tests/records); one that does, named a revoke,
        # is an error naming both.
        (with_(lawful_revoke), "deals[1].irregularities[0]: revoke, but play[1] 7D is a lawful card: A plays it "
                               "to AD, following suit (Law 59 IV)"),
    ]
    files = [write(tmp_path, data, f"bad{i}.json") for i, (data, _) in enumerate(cases)]
    return [(f, expected) for f, (_, expected) in zip(files, cases)] + [
        (str(tmp_path / "missing.json"), "no such file")]


@pytest.mark.law("12", "59")
def test_every_bad_input_is_one_line_naming_the_place_and_exit_2(capsys: pytest.CaptureFixture[str],
                                                                 tmp_path: Path) -> None:
    for path, expected in _bad_inputs(tmp_path):
        code, out, err = run(capsys, "replay", path)
        assert code == 2, f"{expected}: exit code {code}"
        assert out == "" and err.count("\n") == 1 and "Traceback" not in err, err
        assert err.startswith(f"piquet: error: {path}: {expected}"), err


def test_a_bad_record_on_stdin_is_named_stdin(capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("[]"))
    code, _, err = run(capsys, "replay", "-")
    assert code == 2 and err.startswith("piquet: error: <stdin>: record: expected a JSON object")


def test_play_writes_a_record_that_replay_accepts(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "game.json"
    code, out, err = run(capsys, "play", "--seed", "42", "--deals", "2", "--out", str(out_file))
    assert (code, out, err) == (0, "", "")
    code, out, _ = run(capsys, "replay", str(out_file), "--json")
    assert code == 0 and len(json.loads(out)["deals"]) == 2


def test_play_is_reproducible_byte_for_byte(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    run(capsys, "play", "--seed", "7", "--partie", "--by", "3", "--out", str(tmp_path / "one.json"))
    code, out, _ = run(capsys, "play", "--seed", "7", "--partie", "--by", "3")
    assert code == 0
    assert (tmp_path / "one.json").read_bytes() == out.encode("utf-8")
    code, other, _ = run(capsys, "play", "--seed", "8", "--partie", "--by", "3")
    assert other != out
    record = json.loads(out)
    assert record["partie"] == {"length": 6, "deal_by": 3}
    code, narration, _ = run(capsys, "replay", str(tmp_path / "one.json"))
    assert narration.splitlines()[-1].startswith("Partie: "), "the partie result ends the narration"


@pytest.mark.parametrize(("argv", "expected"), [
    (["--deals", "0"], "piquet: error: --deals: must be at least 1, not 0\n"),
    (["--four-deals"], "piquet: error: --four-deals: applies only with --partie\n"),
])
def test_play_refuses_impossible_requests(capsys: pytest.CaptureFixture[str], argv: list[str],
                                          expected: str) -> None:
    code, out, err = run(capsys, "play", "--seed", "1", *argv)
    assert (code, out, err) == (2, "", expected)


def test_a_failed_write_leaves_no_half_written_file(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.json"
    target.write_text("the old record", "utf-8")

    def refuse(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    code, _, err = run(capsys, "play", "--seed", "1", "--out", str(target))
    assert code == 2 and err == f"piquet: error: {target}: cannot write: No space left on device\n"
    assert target.read_text("utf-8") == "the old record"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"], "the temporary file is removed"


def test_play_into_a_missing_folder_is_an_input_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "nowhere" / "game.json"
    code, _, err = run(capsys, "play", "--seed", "1", "--out", str(target))
    assert code == 2 and err.startswith(f"piquet: error: {target}: cannot write") and not target.exists()


@pytest.mark.parametrize(("command", "words"), [
    ("replay", ["FILE", "--json", "standard input"]),
    ("play", ["--seed", "--deals", "--partie", "--out", "--by", "--four-deals"]),
])
def test_every_subcommand_has_help(capsys: pytest.CaptureFixture[str], command: str, words: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([command, "--help"])
    out = capsys.readouterr().out
    assert exit_.value.code == 0
    for word in words:
        assert word in out, f"{command} --help does not mention {word}"


def _piquet(*argv: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "piquet", *argv], input=stdin, capture_output=True,
                          text=True, timeout=120, check=False)


def test_as_a_subprocess_play_pipes_into_replay_and_bad_input_exits_2(tmp_path: Path) -> None:
    played = _piquet("play", "--seed", "2024", "--deals", "2")
    assert played.returncode == 0 and played.stderr == ""
    assert _piquet("play", "--seed", "2024", "--deals", "2").stdout == played.stdout, "reproducible across runs"
    replayed = _piquet("replay", "-", "--json", stdin=played.stdout)
    assert replayed.returncode == 0 and len(json.loads(replayed.stdout)["deals"]) == 2
    bad = write(tmp_path, sample("minimal") | {"format": "piquet-record/0"})
    failed = _piquet("replay", bad)
    assert failed.returncode == 2 and failed.stdout == ""
    assert failed.stderr == (f"piquet: error: {bad}: format: format \"piquet-record/0\": "
                             "this piquet reads piquet-record/1 records\n")


# ---------------------------------------------------------------- output files and options (issue 15)


@pytest.mark.parametrize("kind", ["fifo", "symlink", "folder"])
def test_play_refuses_to_replace_what_is_not_a_regular_file(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                            kind: str) -> None:
    """``--out /dev/null`` run as root once replaced /dev/null by a regular file."""
    target = tmp_path / "out"
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "symlink":
        (tmp_path / "elsewhere.json").write_text("kept", "utf-8")
        target.symlink_to(tmp_path / "elsewhere.json")
    else:
        target.mkdir()
    code, out, err = run(capsys, "play", "--seed", "1", "--out", str(target))
    assert (code, out) == (2, "")
    assert err == f"piquet: error: {target}: exists and is not a regular file: refusing to replace it\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["out"] + (["elsewhere.json"] if kind == "symlink"
                                                                         else [])), "no temporary file is left"
    assert (target.is_symlink() if kind == "symlink" else not target.is_file())


def test_play_refuses_a_device() -> None:
    assert os.path.exists("/dev/null")
    before = os.stat("/dev/null")
    assert main(["play", "--seed", "1", "--out", "/dev/null"]) == 2
    assert os.stat("/dev/null").st_ino == before.st_ino


def test_a_record_written_follows_the_umask(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Records were once written with mode 0600 whatever the umask."""
    old = os.umask(0o022)
    try:
        assert run(capsys, "play", "--seed", "1", "--out", str(tmp_path / "a.json"))[0] == 0
        os.umask(0o027)
        assert run(capsys, "play", "--seed", "1", "--out", str(tmp_path / "b.json"))[0] == 0
    finally:
        os.umask(old)
    assert (tmp_path / "a.json").stat().st_mode & 0o777 == 0o644
    assert (tmp_path / "b.json").stat().st_mode & 0o777 == 0o640


def test_play_without_a_seed_prints_the_seed_that_repeats_it(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "play")
    assert code == 0
    seed = re.fullmatch(r"piquet: seed (\d+) \(piquet play --seed \1 repeats this run\)\n", err)
    assert seed is not None, err
    assert run(capsys, "play", "--seed", seed.group(1))[1] == out


@pytest.mark.parametrize("jobs", ["0", "-3"])
def test_verify_refuses_no_workers_or_fewer(capsys: pytest.CaptureFixture[str], jobs: str) -> None:
    code, out, err = run(capsys, "verify", "--jobs", jobs)
    assert (code, out) == (2, "") and err == f"piquet: error: --jobs: must be at least 1, not {jobs} " \
                                              "(leave it out for one per core)\n"


@pytest.mark.parametrize("args, why", [
    (("--world", "--reading", "literal"), "record the one world's expectations from a run of every reading"),
    (("--world", "--law", "21"), "record expectations from a full run, without --law"),
    (("--law", "21",), "record expectations from a full run, without --law")])
def test_verify_records_expectations_only_from_a_full_run(capsys: pytest.CaptureFixture[str], args: tuple[str, ...],
                                                          why: str) -> None:
    # Refused before any check runs, and nothing is written (proofs/expected/world.json records every reading).
    code, out, err = run(capsys, "verify", "--update-expected", *args)
    assert (code, out) == (2, "") and err == f"piquet: error: --update-expected: {why}\n", err


def test_verify_help_shows_no_raw_markup(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["verify", "--help"])
    out = capsys.readouterr().out
    assert "``" not in out and ":func:" not in out and "proofs/expected" in out


@pytest.mark.law("31")
def test_replay_reads_a_case_scenario_file(capsys: pytest.CaptureFixture[str]) -> None:
    scenario = Path(__file__).parent.parent / "cases" / "case-22.json"
    code, out, _ = run(capsys, "replay", "--json", str(scenario))
    assert code == 0 and json.loads(out)["totals"] == json.loads(scenario.read_text("utf-8"))["expected"]["totals"]
    code, out, _ = run(capsys, "ruling", str(scenario))
    assert code == 0 and "Law 31" in out


def test_an_interrupted_write_leaves_neither_a_half_written_file_nor_a_temporary_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.json"

    def interrupt(src: str, dst: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        main(["play", "--seed", "1", "--out", str(target)])
    assert list(tmp_path.iterdir()) == []
