"""The one world's verdicts (``piquet verify --world``) against those recorded when it was first made fast.

A change to how the checks are searched (the refinement, the minimal sets, the nearest situation) must
change no verdict of the one world, recorded beside the phases' in ``proofs/expected/world.json``. A change to
the spec that moves a verdict on purpose records them again: ``piquet verify --world --update-expected``.
"""

from __future__ import annotations

from piquet.conformance.confirm import verified
from piquet.proofs import checks
from piquet.proofs.recorded import expected_world
from piquet.spec.catalogue import catalogue
from tests.proofs.readme_rows import shown


def test_the_world_verdicts_are_the_recorded_ones() -> None:
    readings = list(catalogue().readings)
    want = {reading: expected_world(reading) for reading in readings}
    assert all(want.values()), f"proofs/expected/world.json records no verdicts for {[r for r in want if not want[r]]}"
    for report in verified(readings, budget=checks.Budget(), world=True):
        got = report.verdicts()
        moved = [f"{cid}: recorded {want[report.reading].get(cid, 'no check')}, got {got.get(cid, 'no check')}"
                 for cid in sorted(got.keys() | want[report.reading].keys())
                 if got.get(cid) != want[report.reading].get(cid)]
        assert not moved, f"reading {report.reading}: {len(moved)} verdicts of the one world moved: {moved[:10]}"
        # The README's table shows the world's counts as this report gives them.
        why = shown("one world", report)
        assert why is None, why
