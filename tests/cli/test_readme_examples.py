"""The README's console examples are what the commands print now: each line shown (timings aside) is printed,
in the order shown; a line ``...`` stands for lines left out. The README is the first page a user reads, and
its examples drifted before (the checks of Law 63 and of Law 39 grew with the theorems; nothing caught it)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from tests.cli.cli_run import run

_ROOT = Path(__file__).resolve().parents[2]
_TIMING = re.compile(r"(?<![\w.])\d+\.\d+ ?s\b")  # a time in seconds: "0.74s", "1.8 s"


def _examples() -> list[tuple[str, list[str]]]:
    """Each console block of the README: its command (after ``$ piquet``) and the lines it shows."""
    blocks = re.findall(r"```console\n(.*?)```", (_ROOT / "README.md").read_text("utf-8"), re.S)
    examples = []
    for block in blocks:
        first, *shown = block.rstrip("\n").split("\n")
        assert first.startswith("$ piquet "), f"README console block not a piquet command: {first!r}"
        examples.append((first.removeprefix("$ piquet "), shown))
    return examples


def _plain(line: str) -> str:
    return _TIMING.sub("T", line.rstrip())


_EXAMPLES = _examples()


def test_the_readme_shows_every_main_command() -> None:
    assert {shlex.split(c)[0] for c, _ in _EXAMPLES} >= {"verify", "ruling", "solve", "search", "law"}


@pytest.mark.parametrize("command, shown", _EXAMPLES, ids=[c for c, _ in _EXAMPLES])
def test_a_readme_example_prints_what_it_shows(command: str, shown: list[str], capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(_ROOT)  # the examples name files from the project's root (tests/cases/case-22.json)
    code, out, err = run(capsys, *shlex.split(command))
    assert code == 0, f"piquet {command}: exit {code}: {err}"
    printed = iter(_plain(line) for line in out.split("\n"))
    for line in shown:
        if line.strip() == "...":
            continue
        want = _plain(line)
        # In order: each line shown is found after the one before it.
        assert any(got == want for got in printed), \
            f"README, `piquet {command}`: the line {line!r} is not printed (in this order); it printed:\n{out}"
