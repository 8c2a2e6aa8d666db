"""Time the proof of every proposed amendment, as ``piquet verify --amend NAME`` runs it.

Each amendment reruns only the checks that read a clause or term it changes; the others keep their
recorded verdict. Prints, per amendment, the checks rerun, the wall time and whether it removes its
findings and creates none; then the total, against the target that each proof stays under the time
of the whole verification (10 seconds on the project's 2-core machine).
"""

from __future__ import annotations

import os
import time

from piquet.proofs.verify import amend, judged
from piquet.spec.amendments import AMENDMENTS

TARGET_SECONDS = 10.0


def main() -> None:
    total, slowest = 0.0, 0.0
    for a in AMENDMENTS:
        start = time.perf_counter()
        verdicts = amend(a)
        seconds = time.perf_counter() - start
        total += seconds
        slowest = max(slowest, seconds)
        kept, new = judged(a, verdicts)
        ok = "removes its findings, creates none" if not kept and not new else f"leaves {kept}, creates {new}"
        print(f"{a.name:<30} {a.reading:<10} {sum(v.ran for v in verdicts):3d}/{len(verdicts)} checks rerun  "
              f"{seconds:6.2f} s  {ok}")
    print(f"{len(AMENDMENTS)} amendments: {total:.2f} s in all, the slowest {slowest:.2f} s (target: each under "
          f"{TARGET_SECONDS:.0f} s; "
          f"load average {os.getloadavg()[0]:.2f})")


if __name__ == "__main__":
    main()
