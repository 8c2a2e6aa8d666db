"""Time the consistency and completeness checks over each part of the one world (``piquet verify --world``).

Prints, part by part as each finishes, the part's size (variables, clauses), each check's verdict, the
number of distinct minimal sets it lists, and its wall and processor time; then the largest. The targets
of the one world are 10 s a reading and 2 s a check on the project's 2-core machine; wall time grows with
the load, processor time does not.
"""

from __future__ import annotations

import argparse
import os
import time

from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import WORLDS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reading", default="literal", help="the reading (default literal)")
    parser.add_argument("--part", default=None, help="only the parts whose name contains this")
    args = parser.parse_args()
    clauses = catalogue().clauses(args.reading)
    slowest = (0.0, "")
    for world in WORLDS:
        for part in world.parts(clauses):
            if args.part is not None and args.part not in part.name:
                continue
            enc = Encoding(part, clauses_for(part, clauses), clauses)
            for check in (checks.consistency, checks.completeness):
                wall, cpu = time.perf_counter(), time.process_time()
                result = check(enc, checks.Budget())
                wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
                w = result.witness
                sets = len(w.cores) + len(w.variants) if w is not None else 0
                print(f"{world.game:<8} {part.name:<40.40} {len(part.variables):3d} vars {len(enc.clauses):3d} clauses  "
                      f"{check.__name__:<12} {result.status.value:<8} {sets:2d} sets  {wall:7.2f} s  {cpu:7.2f} s cpu"
                      f"{'  ' + result.reason if result.reason else ''}", flush=True)
                slowest = max(slowest, (cpu, f"{check.__name__} of {part.name}"))
    print(f"most processor time for one check: {slowest[0]:.2f} s ({slowest[1]}; target 2 s); "
          f"load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
