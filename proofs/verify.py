"""Run every check over every domain under a reading, and compare with the expected verdicts.

The report is what ``piquet verify --json`` prints and the rulebook reads:
``{"reading", "checks": [...], "coverage": {...}, "seconds"}``. The repo
keeps the expected verdict of every check per reading in
``proofs/expected/<reading>.json``; :func:`differences` lists the checks
whose verdict moved, so a change that alters a verdict fails until the
expectation is updated on purpose (``piquet verify --update-expected``).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from functools import partial
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import CheckResult
from piquet.proofs.theorems import THEOREMS
from piquet.spec.catalogue import Catalogue, catalogue
from piquet.spec.domains import DOMAINS
from piquet.spec.law import ClauseKind

__all__ = ["Report", "planned", "run", "expected", "differences", "expected_path"]


@dataclass(frozen=True)
class Report:
    reading: str
    checks: tuple[CheckResult, ...]
    coverage: dict[str, Any]
    seconds: float

    def as_json(self) -> dict[str, Any]:
        return {
            "reading": self.reading,
            "checks": [c.as_json() for c in self.checks],
            "coverage": self.coverage,
            "seconds": round(self.seconds, 3),
        }

    def verdicts(self) -> dict[str, str]:
        return {c.id: c.status.value for c in self.checks}


PlannedCheck = tuple[str, tuple[str, ...], Callable[[], CheckResult]]


def planned(cat: Catalogue, reading: str, budget: checks.Budget) -> Iterator[PlannedCheck]:
    """Every check of a reading: (id, laws it concerns, thunk), in a stable order."""
    clauses = cat.clauses(reading)
    for domain in DOMAINS:
        enc = Encoding(domain, clauses_for(domain, clauses))
        laws = tuple(sorted({c.law for c in enc.clauses}))
        yield (f"consistency:{domain.name}", laws, partial(checks.consistency, enc, budget))
        yield (f"completeness:{domain.name}", laws, partial(checks.completeness, enc, budget))
        for c in enc.clauses:
            yield (f"vacuity:{c.id}", (c.law, *(e.rsplit(".", 1)[0] for e in c.except_as)),
                   partial(checks.vacuity, enc, c, budget))
        for c in enc.clauses:
            if c.kind is ClauseKind.ENTITLEMENT:
                yield (f"entitlement:{c.id}", (c.law,), partial(checks.entitlement, enc, c, budget))
    for th in THEOREMS:
        enc = Encoding(th.domain, clauses_for(th.domain, clauses, th.laws))
        yield (th.id, tuple(sorted(th.laws)),
               partial(checks.theorem, th.id, th.title, enc, th.claim, budget, th.assume, th.explain))


def run(reading: str, law: str | None = None, budget: checks.Budget = checks.Budget()) -> Report:
    """Run the checks of ``reading`` (only those concerning ``law``, if given)."""
    cat = catalogue()
    start = time.perf_counter()
    results = tuple(thunk() for _, laws, thunk in planned(cat, reading, budget) if law is None or law in laws)
    return Report(reading, results, cat.coverage(), time.perf_counter() - start)


def expected_path(reading: str) -> Path:
    # resolve(): in an editable install the module is a link into the source tree, where the file belongs.
    return Path(__file__).resolve().parent / "expected" / f"{reading}.json"


def expected(reading: str) -> dict[str, str]:
    """The expected verdict of every check of ``reading`` (empty if none is recorded)."""
    path = expected_path(reading)
    if not path.exists():
        return {}
    data: dict[str, str] = json.loads(path.read_text("utf-8"))["verdicts"]
    return data


def differences(report: Report, law: str | None = None) -> list[str]:
    """Checks whose verdict differs from the recorded expectation (or that are new or gone)."""
    want = expected(report.reading)
    got = report.verdicts()
    out = [f"{cid}: expected {want[cid]}, got {status}" if cid in want else f"{cid}: new check, got {status}"
           for cid, status in got.items() if want.get(cid) != status]
    if law is None:
        out += [f"{cid}: expected {status}, but the check no longer exists" for cid, status in want.items()
                if cid not in got]
    return out


def write_expected(report: Report) -> Path:
    """Record the report's verdicts as the expectation for its reading."""
    path = expected_path(report.reading)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"reading": report.reading, "verdicts": report.verdicts()}, indent=1) + "\n", "utf-8")
    tmp.replace(path)
    return path
