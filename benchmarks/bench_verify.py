"""Time the whole verification: every check of every reading, as ``piquet verify`` runs it.

Prints the wall time of each reading, the slowest checks, and the total
against the target of 10 seconds on the project's 2-core machine.
"""

from __future__ import annotations

import os
import time

from piquet.conformance.confirm import verified
from piquet.spec.catalogue import catalogue

TARGET_SECONDS = 10.0


def main() -> None:
    start = time.perf_counter()
    reports = verified(list(catalogue().readings))
    total = time.perf_counter() - start
    for report in reports:
        counts: dict[str, int] = {}
        for c in report.checks:
            counts[c.status.value] = counts.get(c.status.value, 0) + 1
        verdicts = ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
        print(f"reading {report.reading:<11} {len(report.checks):4d} checks  {report.seconds:6.2f} s  {verdicts}")
    print("slowest checks (first run of each):")
    seen = {c.id: c for r in reports for c in r.checks}
    for c in sorted(seen.values(), key=lambda c: -c.seconds)[:10]:
        print(f"  {c.seconds:6.3f} s  {c.id}")
    print(f"every check, every reading: {total:.2f} s (target {TARGET_SECONDS:.0f} s; "
          f"load average {os.getloadavg()[0]:.2f})")


if __name__ == "__main__":
    main()
