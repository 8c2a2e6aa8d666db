"""``replay`` and ``ruling`` read and replay each deal of a record file once, as it is read, with a progress
bar over the whole work on a terminal; what they print is what the record replayed whole in memory gives
(issue 15)."""

from __future__ import annotations

import importlib
import io
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

import piquet.commands.replay as replay_command
import piquet.commands.replayed as replayed_command
import piquet.rulings as rulings
from piquet.cli import main
from piquet.commands.faces import for_stream
from piquet.records import parse_record
from piquet.progress import watched
from piquet.records.io import json_text, resolved
from piquet.records.replay import replay
from piquet.records.stream import RecordFile
from piquet.rulings import ruling_lines, rulings_json

from tests.cli.cli_run import run, write
from tests.records.records_samples import case_record, sample

T = TypeVar("T")

# The module, not the function piquet.records exports under the same name.
replaying = importlib.import_module("piquet.records.replay")


def _three_deals() -> Any:
    """Case XXII's deal (a younger taking in more than he discards, Laws 31, 35), then the sample partie's two."""
    data = sample("partie-start")
    data["deals"] = [case_record(22)["deals"][0], *data["deals"]]
    for deal in data["deals"]:
        deal.pop("scores_before", None)
    data.pop("partie", None)
    return data


@pytest.mark.case("XXII")
@pytest.mark.parametrize("command", ["replay", "ruling"])
@pytest.mark.parametrize("as_json", [False, True])
def test_each_deal_is_read_and_replayed_once_and_printed_as_the_record_held_whole(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str,
        as_json: bool) -> None:
    """``ruling`` once read the deals three times (the rulings read them twice) and built its output whole."""
    data = _three_deals()
    readings, replays = [0], [0]
    read, replay_deal = RecordFile.deals, replaying.replay_deal

    def counted_read(self: RecordFile) -> Iterator[object]:
        readings[0] += 1
        return read(self)

    def counted_replay(*args: Any, **kwargs: Any) -> Any:
        replays[0] += 1
        return replay_deal(*args, **kwargs)

    monkeypatch.setattr(RecordFile, "deals", counted_read)
    monkeypatch.setattr(replaying, "replay_deal", counted_replay)
    code, out, err = run(capsys, command, *(["--json"] if as_json else []), write(tmp_path, data))
    assert (code, err) == (0, ""), err
    assert (readings[0], replays[0]) == (1, 3), "each deal read once and replayed once"
    whole = replay(parse_record(data))
    if command == "ruling":
        expected = json_text(rulings_json(whole)) if as_json else "".join(f"{line}\n" for line in ruling_lines(whole))
    else:
        expected = json_text(resolved(replay_command.replay_json(whole))) if as_json else "".join(f"{line}\n" for line in replay_command.narrate(whole))
    assert out == (expected if as_json else for_stream(expected, sys.stdout))
    assert "Law 31" in out or '"31"' in out or command == "replay", "Case XXII's ruling cites Law 31"


@pytest.mark.law("31", "35")
@pytest.mark.case("XXII")
def test_a_bad_deal_after_good_ones_prints_nothing(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """One pass, but the output waits until the last deal is replayed: a bad third deal leaves no output."""
    data = _three_deals()
    data["deals"][2]["play"][1] = data["deals"][2]["play"][0]  # a card played twice
    for command in (["replay"], ["replay", "--json"], ["ruling"], ["ruling", "--json"]):
        code, out, err = run(capsys, *command, write(tmp_path, data))
        assert (code, out) == (2, ""), (command, out)
        assert err.startswith("piquet: error: ") and "deals[2]" in err and err.count("\n") == 1, err


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.law("31", "35")
@pytest.mark.case("XXII")
@pytest.mark.parametrize("command", ["replay", "ruling"])
def test_the_bar_covers_the_printing_of_every_deal(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    """The bar once counted only a first, checking pass; the deals were then replayed again to be printed,
    with none. Now each deal passes the bar as it is replayed and printed: the bar ends after the last deal's
    lines are made, and is drawn on a terminal only, never with --json."""
    events: list[str] = []

    def logged(items: Iterable[T], total: int | None, what: str, quiet: bool = False) -> Iterator[T]:
        for item in watched(items, total, what, quiet):
            events.append("deal")
            yield item
        events.append("bar done")

    def logging(module: Any, name: str) -> None:
        """The lines of each deal made by ``module.name``, noted as they are made."""
        made = getattr(module, name)

        def lines(*args: Any) -> Iterator[str]:
            events.append("lines")
            yield from made(*args)
        monkeypatch.setattr(module, name, lines)

    monkeypatch.setattr(replayed_command, "watched", logged)
    logging(rulings, "hand_lines")  # the first lines of each deal's ruling
    logging(replay_command, "deal_lines")  # each deal's narration
    path = write(tmp_path, _three_deals())
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main([command, path]) == 0
    assert events == ["deal", "lines"] * 3 + ["bar done"], events
    assert "replaying deals" in terminal.getvalue(), "drawn on a terminal"
    terminal.seek(0)
    terminal.truncate()
    assert main([command, "--json", path]) == 0
    assert terminal.getvalue() == "", "never with --json"
    capsys.readouterr()

