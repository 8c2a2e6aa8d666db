"""The one world's verdicts (``piquet verify --world``) against those recorded when it was first made fast.

A change to how the checks are searched (the refinement, the minimal sets, the nearest situation) must
change no verdict of the one world: its verdicts are not in ``proofs/expected`` (which records the checks
phase by phase), so they are recorded here, in ``world_verdicts.json``. A change to the spec that moves a
verdict on purpose records them again: run ``piquet verify --world --json`` and keep each check's status.
"""

from __future__ import annotations

import json
from pathlib import Path

from piquet.conformance.confirm import verified
from piquet.proofs import checks
from piquet.spec.catalogue import catalogue
from tests.proofs.readme_rows import shown

RECORDED = Path(__file__).with_name("world_verdicts.json")


def test_the_world_verdicts_are_the_recorded_ones() -> None:
    want: dict[str, dict[str, str]] = json.loads(RECORDED.read_text("utf-8"))
    readings = list(catalogue().readings)
    assert sorted(want) == sorted(readings), f"verdicts recorded for {sorted(want)}, readings are {readings}"
    for report in verified(readings, budget=checks.Budget(), world=True):
        got = report.verdicts()
        moved = [f"{cid}: recorded {want[report.reading].get(cid, 'no check')}, got {got.get(cid, 'no check')}"
                 for cid in sorted(got.keys() | want[report.reading].keys())
                 if got.get(cid) != want[report.reading].get(cid)]
        assert not moved, f"reading {report.reading}: {len(moved)} verdicts of the one world moved: {moved[:10]}"
        # The README's table shows the world's counts as this report gives them.
        why = shown("one world", report)
        assert why is None, why
