"""The README's table of what the verifier finds: each row as the report gives it, so that the README cannot
drift from the verdicts (the phase-by-phase rows are checked with the whole verification, the one world's
with the world's)."""

from __future__ import annotations

from pathlib import Path

from piquet.proofs.result import Status
from piquet.proofs.verify import Report, distinct_findings

README = Path(__file__).resolve().parents[2] / "README.md"


def row(checked: str, report: Report) -> str:
    """The table row for ``report``, checked as ``checked`` says ("phase by phase", "one world")."""
    proved = sum(c.status is Status.PROVED for c in report.checks)
    found = sum(c.status is Status.FINDING for c in report.checks)
    return (f"| {checked} | {report.reading} | {len(report.checks)} | {proved} | {found} | "
            f"{distinct_findings(report)} |")


def shown(checked: str, report: Report) -> str | None:
    """Why the README does not show ``report``'s row as it is, or None if it does."""
    want = row(checked, report)
    lines = README.read_text("utf-8").splitlines()
    if want in lines:
        return None
    ours = [line for line in lines if line.startswith(f"| {checked} | {report.reading} |")]
    return f"README.md: the row should read {want!r}; it reads {ours[0] if ours else 'nothing'!r}"
