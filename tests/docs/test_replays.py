"""The engine's texts on the Cases are kept between builds, and worked out again when their scenario changes."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

from rulebook.replays import Kept, kept_in, package_key  # noqa: E402


def test_a_kept_text_is_made_once_and_again_when_its_scenario_changes(tmp_path: Path) -> None:
    scenario = tmp_path / "case-1.json"
    scenario.write_text('{"record": 1}', "utf-8")
    made: list[str] = []

    def ruling() -> str:
        made.append(scenario.read_text("utf-8"))
        return f"ruling {len(made)}"

    first = kept_in(tmp_path / "cache")
    assert first.text("ruling case-1", scenario, ruling) == "ruling 1"
    first.save()
    again = kept_in(tmp_path / "cache")
    assert again.text("ruling case-1", scenario, ruling) == "ruling 1" and len(made) == 1, "kept: not made again"
    scenario.write_text('{"record": 2}', "utf-8")
    assert again.text("ruling case-1", scenario, ruling) == "ruling 2" and made[-1] == '{"record": 2}'
    again.save()
    assert [p.name for p in (tmp_path / "cache").iterdir()] == [f"replays-{package_key()}.json"], \
        "one file, for the sources as they are"


def test_without_a_file_nothing_is_kept(tmp_path: Path) -> None:
    scenario = tmp_path / "case.json"
    scenario.write_text("{}", "utf-8")
    kept = Kept()
    assert kept.text("x", scenario, lambda: "made") == "made"
    kept.save()
    assert list(tmp_path.iterdir()) == [scenario]
