"""The rulebook's page of misfires found by machine, rendered from a stored ``piquet search`` run."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from piquet.commands.search import run_search
from piquet.search.run import Budget
from piquet.search.units import run_unit

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

from rulebook.search import RUNS, search_pages  # noqa: E402


def test_the_page_shows_a_stored_run_with_its_command_and_interval(tmp_path: Path) -> None:
    report = run_search("penalty-profit", 1, Budget(deals=2), 1, None, top=1)
    (tmp_path / RUNS).mkdir()
    (tmp_path / RUNS / "penalty-profit.json").write_text(json.dumps(report.json(True)), "utf-8")
    page = search_pages(tmp_path)["search.rst"]
    assert ":code:`piquet search penalty-profit --seed 1 --deals 2 --top 1 --stats --json`" in page
    assert "1 of 2: 50.0 %" in page  # one witness in two candidates, with its Wilson interval
    assert f"a swing of {report.witnesses[0].found.swing} points" in page


def test_no_stored_run_no_page(tmp_path: Path) -> None:
    assert search_pages(tmp_path) == {}


def test_the_stored_runs_are_those_of_their_commands() -> None:
    # Each stored run names the command that made it; its class and seed are those of the command, and its
    # most striking witness is what its unit finds again (a unit depends only on the seed and its index).
    runs = sorted((ROOT / "docs" / RUNS).glob("*.json"))
    assert runs
    for path in runs:
        run = json.loads(path.read_text("utf-8"))
        assert run["command"].startswith(f"piquet search {run['class']} --seed {run['seed']} "), path
        assert path.stem == run["class"]
        best = run["witnesses"][0]
        found = run_unit(run["class"], run["seed"], best["unit"]).found
        assert found is not None and found.swing == best["swing"], path


@pytest.mark.law("cent-10", "cent-28", "cent-29")
def test_the_page_shows_an_au_cent_run_in_games(tmp_path: Path) -> None:
    # The census's census-cent-top-card-taken-up, seed 0: the younger takes up the top card of the stock and loses a single game
    # (cent-10.1) where the lawful line loses him a double (cent-28.2): a swing of one game of the partie.
    report = run_search("census-cent-top-card-taken-up", 0, Budget(deals=8), 1, None, top=1)
    (tmp_path / RUNS).mkdir()
    (tmp_path / RUNS / "census-cent-top-card-taken-up.json").write_text(json.dumps(report.json(True)), "utf-8")
    page = search_pages(tmp_path)["search.rst"]
    assert "census-cent-top-card-taken-up: In au cent, a top card of the stock taken up by the younger" in page, page
    witness = report.witnesses[0]
    before = witness.found.candidate.before
    assert (f"a swing of 1 game of the partie; A {before[0]}, B {before[1]} in the game of a hundred before the "
            "deal; the top card of the stock") in page, page
    assert "offence: the deal A 0, B 0; the game" in page and "A's value +1 games" in page, page
