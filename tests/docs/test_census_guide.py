"""The census guide's table (``docs/guide/census.md``, "The census") against the stored runs of ``docs/census/``:
its figures are written by hand, so each is checked here against the run it cites."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from piquet.search.census import CENSUS, CensusEntry, under_amendment_a, under_amendment_b

DOCS = Path(__file__).parents[2] / "docs"
GUIDE = DOCS / "guide" / "census.md"
#: The table's columns, as its header names them.
COLUMNS = ("offence", "offender", "deals", "profits whatever the adversary elects (95 %)", "enforced only (95 %)",
           "under Amendment A (95 %)", "under Amendment B (95 %)", "largest swing")


def _written(share: Mapping[str, Any]) -> str:
    """A stored share as the guide writes it: ``17.9 % (16.3-19.7 %)``."""
    return f"{100 * share['share']:.1f} % ({100 * share['low']:.1f}-{100 * share['high']:.1f} %)"


def _table(heading: str = "## The census") -> list[dict[str, str]]:
    """The rows of the guide's census table under ``heading``, by column."""
    text = GUIDE.read_text("utf-8")
    start = text.index(f"\n{heading}\n")
    rows = [line for line in text[start:].splitlines() if line.startswith("| ")]
    header = [cell.strip() for cell in rows[0].strip("|").split("|")]
    assert tuple(header) == COLUMNS, f"the guide's census table has the columns {header}, not {COLUMNS}"
    body = [line for line in rows[1:] if not line.startswith("|---")]
    table = []
    for line in body:
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) != len(header):
            break  # the next table of the chapter
        table.append(dict(zip(header, cells)))
    return table


def _stored(name: str, folder: str = "") -> Mapping[str, Any]:
    return dict(json.loads((DOCS / "census" / folder / f"census-{name}-search.json").read_text("utf-8")))


@pytest.mark.law("25", "28", "29", "31", "35", "44")
def test_the_guide_states_each_figure_of_its_stored_run() -> None:
    rows = _table()
    assert len(rows) == len(CENSUS), f"the guide's table has {len(rows)} rows for {len(CENSUS)} offences"
    for entry, row in zip(CENSUS, rows):
        _row_states_its_run(row, entry, _stored(entry.name)["stats"], f"docs/guide/census.md, the row of {entry.title!r}")


def _row_states_its_run(row: Mapping[str, str], entry: CensusEntry, stats: Mapping[str, Any], where: str) -> None:
    """A row of a census table against the stats of its stored run."""
    assert row["offence"].startswith(entry.title), f"{where}: the rows are not in the census's order"
    assert row["deals"] == f"{stats['candidates']:,}", f"{where}: deals {row['deals']}, stored {stats['candidates']}"
    # The shares are of the candidates (the miscall draws a deal again where the younger wins no class).
    assert row["profits whatever the adversary elects (95 %)"] == _written(stats["share_of_candidates"]), where
    assert row["enforced only (95 %)"] == _written(stats["enforced_only"]), where
    # Each amendment's column: its figure where the stored run counts it, else why not.
    _amended(row["under Amendment A (95 %)"], stats, "under_amendment", under_amendment_a(entry),
             "not its amendment", where)
    _amended(row["under Amendment B (95 %)"], stats, "under_amendment_b", under_amendment_b(entry),
             "no card penalty", where)


def _amended(cell: str, stats: Mapping[str, Any], key: str, counted: bool, elsewise: str, where: str) -> None:
    """An amendment's cell of the guide's table: ``elsewise`` where the census does not count it for the offence,
    the stored figure (``key`` of the run's stats) where the run counts it, else "not yet run"."""
    if not counted:
        assert cell == elsewise, f"{where}: the census counts no {key} for it, yet {cell!r}"
    elif key in stats:
        assert cell == _written(stats[key]), f"{where}: {cell!r}, stored {stats}"
    else:
        assert cell == "not yet run", f"{where}: {cell!r}, but the stored run does not count {key}"


def test_each_section_states_the_command_of_its_stored_run() -> None:
    # A section's "Stored run:" line names the command that made the run stored beside it, so a reader can make it
    # again: the runs of 1,000 deals made again at 20,000 had left three sections naming the old command.
    text = GUIDE.read_text("utf-8")
    for entry in CENSUS:
        command = _stored(entry.name)["command"]
        stated = [line for line in text.splitlines()
                  if line.startswith("Stored run: ") and f"census-{entry.name}-search.json" in line]
        assert stated, f"docs/guide/census.md: no section names the stored run of {entry.name}"
        assert all(f"`{command}`" in line for line in stated), f"{entry.name}: {stated}, stored {command!r}"


#: The population of players who exchange by the principles and settle their calls as best play.
BEST = "best"


def test_the_guide_states_each_figure_of_the_census_under_best_play() -> None:
    # The census again, the discards by the principles (--policy principles) and each side's calls settled as
    # part of best play (--calls best): one row for each entry whose run is stored in docs/census/best/, in the
    # census's order, with the run's own figures.
    stored = [entry for entry in CENSUS if (DOCS / "census" / BEST / f"census-{entry.name}-search.json").exists()]
    assert stored, "no run of the census under best play is stored"
    rows = _table("## The census under best play")
    assert len(rows) == len(stored), f"{len(rows)} rows for {len(stored)} stored runs"
    for entry, row in zip(stored, rows):
        run = _stored(entry.name, BEST)
        assert "--policy principles" in run["command"] and "--calls best" in run["command"], run["command"]
        _row_states_its_run(row, entry, run["stats"],
                            f"docs/guide/census.md, under best play, the row of {entry.title!r}")
