"""Time the whole verification: every check of every reading, as ``piquet verify`` runs it.

Prints the wall time of each reading, the slowest checks, and the total
against the target of 10 seconds on the project's 2-core machine, and no
check over 2 seconds. Wall time grows with the machine's load; the
processor time printed beside it (each check's, and the whole run's in
this process and its workers) does not.

With ``--cvc5`` it runs the verification again with every verdict derived
again by cvc5 (``piquet verify --prover both``), and prints how many
queries cvc5 answered, how many agree, are unknown or disagree, and the
processor time of Z3's checks against cvc5's.
"""

from __future__ import annotations

import argparse
import os
import resource
import time

from piquet.conformance.confirm import verified
from piquet.proofs.second import Prover, Second, tally
from piquet.proofs.verify import shares
from piquet.spec.catalogue import catalogue

TARGET_SECONDS = 10.0
CHECK_TARGET_SECONDS = 2.0
#: The project's machine has 2 cores: the run is timed with one worker for each.
WORKERS = 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--world", action="store_true",
                        help="the checks over each game's one world (piquet verify --world), not phase by phase")
    parser.add_argument("--cvc5", action="store_true", help="also time every verdict derived again by cvc5")
    args = parser.parse_args()
    if args.cvc5:
        second()
        return
    world = args.world
    start = time.perf_counter()
    reports = verified(list(catalogue().readings), jobs=WORKERS, world=world)
    print(f"checks {'over the one world' if world else 'phase by phase'}")
    total = time.perf_counter() - start
    for report in reports:
        counts: dict[str, int] = {}
        for c in report.checks:
            counts[c.status.value] = counts.get(c.status.value, 0) + 1
        verdicts = ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
        print(f"reading {report.reading:<11} {len(report.checks):4d} checks  {report.seconds:6.2f} s  {verdicts}")
    print("slowest checks (first run of each; wall time, and processor time, which load does not inflate):")
    seen = {c.id: c for r in reports for c in r.checks}
    for c in sorted(seen.values(), key=lambda c: -c.seconds)[:10]:
        print(f"  {c.seconds:6.3f} s  {c.cpu_seconds:6.3f} s cpu  {c.id}")
    slowest = max(seen.values(), key=lambda c: c.cpu_seconds)
    print(f"most processor time for one check: {slowest.cpu_seconds:.3f} s ({slowest.id}; target "
          f"{CHECK_TARGET_SECONDS:.0f} s)")
    # The busiest worker's processor time: the least wall time the run can take on WORKERS idle cores.
    cpu_of = {(r.reading, c.id): c.cpu_seconds for r in reports for c in r.checks}
    busiest = [sum(cpu_of[item] for item in share) for share in shares(list(catalogue().readings), WORKERS,
                                                                        world=world)]
    print(f"processor time of each of the {WORKERS} workers: "
          f"{', '.join(f'{b:.2f} s' for b in busiest)} (the busiest bounds the wall time on idle cores)")
    usage = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    cpu = sum(u.ru_utime + u.ru_stime for u in usage)
    print(f"every check, every reading: {total:.2f} s wall, {cpu:.2f} s of processor time in this process and "
          f"its workers (target {TARGET_SECONDS:.0f} s wall; load average {os.getloadavg()[0]:.2f})")


def second() -> None:
    """Every verdict derived by both provers: the queries, the agreement, Z3's and cvc5's processor time."""
    start = time.perf_counter()
    reports = verified(list(catalogue().readings), second=Second(Prover.BOTH))
    total = time.perf_counter() - start
    seen = {id(c): c for r in reports for c in r.checks if c.queries}  # a result readings share, once
    result = tally(seen.values())
    print(result.line())
    print(f"processor time: z3 {sum(c.cpu_seconds for c in seen.values()):.2f} s for the checks (recording their "
          f"queries included), cvc5 {result.cvc5_seconds:.2f} s for the queries; {total:.2f} s wall "
          f"(load average {os.getloadavg()[0]:.2f})")
    print("slowest checks for cvc5 (processor time, z3's beside it):")
    for c in sorted(seen.values(), key=lambda c: -float(c.extra["provers"]["cvc5_seconds"]))[:8]:
        print(f"  {c.extra['provers']['cvc5_seconds']:7.3f} s cvc5  {c.cpu_seconds:7.3f} s z3  {len(c.queries):3d} "
              f"queries  {c.id}")


if __name__ == "__main__":
    main()
