"""The progress bar (piquet.progress): on a terminal only, never with --json, and the work unchanged."""

from __future__ import annotations

import io
import sys

import pytest

from piquet.progress import counted, shown, watched


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_bar_shows_on_a_terminal_and_not_with_json_nor_in_a_pipe(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    assert not shown()
    monkeypatch.setattr(sys, "stderr", _Terminal())
    assert shown() and not shown(quiet=True)


@pytest.mark.parametrize("terminal", [True, False])
def test_the_items_pass_through_unchanged(monkeypatch: pytest.MonkeyPatch, terminal: bool) -> None:
    err = _Terminal() if terminal else io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    assert list(watched(iter(range(50)), 50, "deals")) == list(range(50))
    with counted("checks") as done:
        for _ in range(3):
            done(1, 3)
    assert ("deals" in err.getvalue()) is terminal, "drawn on the terminal only"


def test_with_json_nothing_is_written(monkeypatch: pytest.MonkeyPatch) -> None:
    err = _Terminal()
    monkeypatch.setattr(sys, "stderr", err)
    assert list(watched(range(5), 5, "deals", quiet=True)) == list(range(5))
    with counted("checks", quiet=True) as done:
        done(1, 1)
    assert err.getvalue() == ""
