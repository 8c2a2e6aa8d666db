"""The rulebook's cache of the proofs' report is keyed by the spec and the proofs alone, not the model.

:func:`rulebook.reports.source_key` hashes the files of
:func:`rulebook.reports.verify_sources` (with the Z3 version and the time
budget): with no file of the model, the conformance layer or the records
among them, editing the model cannot change the key, and the rulebook
reuses the solver's verdicts; the model's confirmations are added at every
build.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

import piquet.conformance
import piquet.model
import piquet.proofs
import piquet.records
import piquet.spec
from piquet.proofs.__main__ import main as proofs_main
from piquet.proofs.recorded import expected, expected_world

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs" / "_ext"))

import rulebook.reports  # noqa: E402
from rulebook.reports import load_reports, source_key, verify_sources  # noqa: E402


def _folder(package: object) -> Path:
    return Path(getattr(package, "__file__")).resolve().parent


def test_the_proofs_cache_reads_the_spec_and_the_proofs_and_nothing_of_the_model() -> None:
    sources = {p.resolve() for p in verify_sources()}
    for package in (piquet.spec, piquet.proofs):
        assert {p for p in sources if p.is_relative_to(_folder(package))}, f"no file of {package.__name__} in the key"
    assert _folder(piquet.proofs) / "verify.py" in sources
    assert _folder(piquet.spec) / "catalogue.py" in sources
    for package in (piquet.model, piquet.conformance, piquet.records):
        read = sorted(str(p) for p in sources if p.is_relative_to(_folder(package)))
        assert not read, f"the proofs' cache key reads {package.__name__}: an edit there would run the solver again: {read}"


def test_the_proofs_report_refuses_an_unknown_reading_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        proofs_main(["strict"])
    assert exit_.value.code == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        "python -m piquet.proofs: error: unknown reading 'strict' (known: literal, harmonised)")


def test_the_world_report_is_not_published_as_smt_lib(capsys: pytest.CaptureFixture[str]) -> None:
    # cvc5 derives the phase-by-phase verdicts again; the one world's are Z3's alone.
    with pytest.raises(SystemExit) as exit_:
        proofs_main(["--world", "--smt2", "unused", "literal"])
    assert exit_.value.code == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == (
        "python -m piquet.proofs: error: --smt2 writes the phase-by-phase queries: leave it out with --world")


def test_the_one_world_is_cached_apart_from_the_phases_in_one_run_for_every_reading(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A report of no checks, as python -m piquet.proofs prints it, told apart by what it says it covers.
    def printed(readings: Sequence[str], run: str) -> str:
        return json.dumps({"readings": [{"reading": r, "checks": [], "coverage": {"run": run}, "seconds": 1.0}
                                        for r in readings]})

    runs: list[tuple[tuple[str, ...], bool]] = []

    def run(readings: Sequence[str], timeout: float, world: bool) -> str:
        runs.append((tuple(readings), world))
        return printed(readings, "world" if world else "phases")

    monkeypatch.setattr(rulebook.reports, "_verify", run)
    readings = ("literal", "harmonised")
    key = source_key(600.0)
    (tmp_path / "verify-stale.json").write_text("{}", "utf-8")
    (tmp_path / "world-stale.json").write_text("{}", "utf-8")
    (tmp_path / f"verify-{key}.json").write_text(printed(readings, "phases"), "utf-8")
    phases = load_reports(readings, tmp_path, 600.0)
    world = load_reports(readings, tmp_path, 600.0, world=True)
    assert runs == [(readings, True)], f"one run for both readings, of the world alone: {runs}"
    assert all(r.report.coverage == {"run": "phases"} and r.cached for r in phases.values())
    assert all(r.report.coverage == {"run": "world"} and not r.cached for r in world.values())
    # Each is compared with its own record: with no check run, every check recorded there is gone.
    for reading in readings:
        assert len(phases[reading].differences) == len(expected(reading)) > 0, "the phases: proofs/expected"
        assert len(world[reading].differences) == len(expected_world(reading)) > 0, "the world: its world.json"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [f"verify-{key}.json", "verify-stale.json", f"world-{key}.json"]), "a stale world is gone, the phases kept"
    again = load_reports(readings, tmp_path, 600.0, world=True)
    assert len(runs) == 1 and all(r.cached for r in again.values()), "the world's report is read from its cache"
