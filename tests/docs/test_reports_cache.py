"""The rulebook's cache of the proofs' report is keyed by the spec and the proofs alone, not the model.

:func:`rulebook.reports.source_key` hashes the files of
:func:`rulebook.reports.verify_sources` (with the Z3 version and the time
budget): with no file of the model, the conformance layer or the records
among them, editing the model cannot change the key, and the rulebook
reuses the solver's verdicts; the model's confirmations are added at every
build.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import piquet.conformance
import piquet.model
import piquet.proofs
import piquet.records
import piquet.spec
from piquet.proofs.__main__ import main as proofs_main

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs" / "_ext"))

from rulebook.reports import verify_sources  # noqa: E402


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
