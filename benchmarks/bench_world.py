"""Time the checks over each part of the one world (``piquet verify --world``): consistency, completeness,
determinacy and the entitlements.

Prints, part by part as each finishes, the part's size (variables, clauses), each check's verdict, the
number of distinct minimal sets it lists (for determinacy, the outcome it is about), and its wall and
processor time; then, per reading, the processor time of all of them and the check that took the most,
with the load average. The targets of the one world are 10 s a reading and 2 s a check on the project's
2-core machine; wall time grows with the load, processor time does not.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from functools import partial

from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import CheckResult
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import WORLDS
from piquet.spec.law import ClauseKind

CHECK_TARGET_SECONDS = 2.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reading", action="append", help="a reading (repeatable; default every reading)")
    parser.add_argument("--part", default=None, help="only the parts whose name contains this")
    args = parser.parse_args()
    for reading in args.reading or list(catalogue().readings):
        clauses = catalogue().clauses(reading)
        slowest, total = (0.0, ""), 0.0
        verdicts: dict[str, int] = {}
        for world in WORLDS:
            for part in world.parts(clauses):
                if args.part is not None and args.part not in part.name:
                    continue
                enc = Encoding(part, clauses_for(part, clauses), clauses)
                runs: list[tuple[str, Callable[[], CheckResult]]] = [
                    ("consistency", partial(checks.consistency, enc, checks.Budget())),
                    ("completeness", partial(checks.completeness, enc, checks.Budget()))]
                runs += [(f"determinacy:{v.name}", partial(checks.determinacy, enc, v, checks.Budget()))
                         for v in part.determined]
                runs += [(f"entitlement:{c.id}", partial(checks.entitlement, enc, c, checks.Budget()))
                         for c in enc.clauses if c.kind is ClauseKind.ENTITLEMENT]
                for name, run in runs:
                    wall, cpu = time.perf_counter(), time.process_time()
                    result = run()
                    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
                    w = result.witness
                    sets = len(w.cores) + len(w.variants) if w is not None and result.kind != "determinacy" else 0
                    print(f"{reading:<10} {world.game:<8} {part.name:<32.32} {len(part.variables):3d} vars "
                          f"{len(enc.clauses):3d} clauses  {name:<28.28} {result.status.value:<8} {sets:2d} sets "
                          f"{wall:6.2f} s {cpu:6.2f} s cpu{'  ' + result.reason if result.reason else ''}", flush=True)
                    slowest = max(slowest, (cpu, f"{name} of {part.name}"))
                    total += cpu
                    verdicts[result.status.value] = verdicts.get(result.status.value, 0) + 1
        print(f"{reading}: {', '.join(f'{n} {v}' for v, n in sorted(verdicts.items()))}; {total:.2f} s of processor "
              f"time in all; the most for one check {slowest[0]:.2f} s ({slowest[1]}; target "
              f"{CHECK_TARGET_SECONDS:.0f} s); load average {os.getloadavg()[0]:.2f}", flush=True)


if __name__ == "__main__":
    main()
