"""Time the whole verification: every check of every reading, as ``piquet verify`` runs it.

Runs each reading on its own, as ``piquet verify --reading R`` does, and
prints its wall time against the target of 10 seconds on the project's
2-core machine, its slowest checks against the target of no check over 2
seconds of processor time, the checks' processor time by kind, and each
worker's share. Wall time grows with the machine's load; the
processor time printed beside it (each check's, and the whole run's in
this process and its workers) does not.

With ``--cvc5`` it runs the verification again with every verdict derived
again by cvc5 (``piquet verify --prover both``), and prints how many
queries cvc5 answered, how many agree, are unknown or disagree, and the
processor time of Z3's checks against cvc5's. With ``--z3-defaults`` it runs
with Z3's default settings where the proofs choose their own (the small
queries' solvers, :data:`~piquet.proofs.courses.SMALL_QUERIES`, and model
compaction), to compare with a run without it back to back.

The machine's own speed drifts (on the project's machine its processor time
for the same work has differed by a fifth from one quarter of an hour to the
next), and neither the wall time nor the processor time tells it from a
change of the code. So the run is framed by a gauge: a fixed problem of
Z3's own, the pigeonhole principle of 9 pigeons in 8 holes, unsatisfiable
whatever the project's code, timed (the least processor time of 3 runs)
before and after the readings. Compare figures taken at the same gauge.
"""

from __future__ import annotations

import argparse
import os
import resource
import time

import z3

from piquet.conformance.confirm import verified
from piquet.proofs.courses import SMALL_QUERIES
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
    parser.add_argument("--z3-defaults", action="store_true",
                        help="with Z3's default settings where the proofs set their own (the small queries' "
                             "solvers, SMALL_QUERIES; model compaction), to compare back to back")
    args = parser.parse_args()
    if args.z3_defaults:  # before any Z3 context is made, here or in the workers (forked from this process)
        SMALL_QUERIES.clear()
        z3.set_param("model.compact", True)
    if args.cvc5:
        second()
        return
    world = args.world
    print(f"checks {'over the one world' if world else 'phase by phase'}, each reading run on its own, as "
          f"`piquet verify --reading R{' --world' if world else ''}` runs it, on {WORKERS} workers"
          + (", with Z3's default settings" if args.z3_defaults else ""))
    before = gauge()
    print(f"machine gauge before: {before:.3f} s of processor time for Z3's pigeonhole of {PIGEONS} in {PIGEONS - 1}")
    walls = {reading: _reading(reading, world) for reading in catalogue().readings}
    worst = max(walls, key=walls.__getitem__)
    print(f"slowest reading: {worst}, {walls[worst]:.2f} s wall (target {TARGET_SECONDS:.0f} s for every reading; "
          f"load average {os.getloadavg()[0]:.2f}); machine gauge before and after: {before:.3f} s, "
          f"{gauge():.3f} s")


#: The gauge's problem: this many pigeons in one hole fewer.
PIGEONS = 9


def gauge(runs: int = 3) -> float:
    """The least processor time, of ``runs``, that Z3 takes to prove that :data:`PIGEONS` pigeons do not fit one
    to a hole in one hole fewer: a fixed amount of work, which no change of the project's code alters, so that
    its time tells the machine's speed."""
    times = []
    for _ in range(runs):
        ctx = z3.Context()
        s = z3.Solver(ctx=ctx)
        sits = [[z3.Bool(f"p{i}h{j}", ctx) for j in range(PIGEONS - 1)] for i in range(PIGEONS)]
        s.add(*(z3.Or(*row) for row in sits))
        s.add(*(z3.Or(z3.Not(sits[a][j]), z3.Not(sits[b][j])) for j in range(PIGEONS - 1)
                for a in range(PIGEONS) for b in range(a + 1, PIGEONS)))
        start = time.process_time()
        if s.check() != z3.unsat:
            raise AssertionError("the pigeonhole gauge was not proved unsatisfiable")
        times.append(time.process_time() - start)
    return min(times)


def _cpu() -> float:
    usage = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    return sum(u.ru_utime + u.ru_stime for u in usage)


def _reading(reading: str, world: bool) -> float:
    """Run one reading's checks on the workers and print its figures; its wall time."""
    cpu, start = _cpu(), time.perf_counter()
    report = verified([reading], jobs=WORKERS, world=world)[0]
    wall, cpu = time.perf_counter() - start, _cpu() - cpu
    counts: dict[str, int] = {}
    for c in report.checks:
        counts[c.status.value] = counts.get(c.status.value, 0) + 1
    verdicts = ", ".join(f"{n} {status}" for status, n in sorted(counts.items()))
    print(f"reading {reading}: {len(report.checks)} checks ({verdicts}) in {wall:.2f} s wall, {cpu:.2f} s of "
          f"processor time in this process and its workers (target {TARGET_SECONDS:.0f} s wall)")
    print("  slowest checks (processor time, which load does not inflate, and wall time):")
    for c in sorted(report.checks, key=lambda c: -c.cpu_seconds)[:6]:
        print(f"    {c.cpu_seconds:6.3f} s cpu  {c.seconds:6.3f} s  {c.id}")
    slowest = max(report.checks, key=lambda c: c.cpu_seconds)
    over = sum(1 for c in report.checks if c.cpu_seconds > CHECK_TARGET_SECONDS)
    print(f"  most processor time for one check: {slowest.cpu_seconds:.3f} s ({slowest.id}); {over} over the "
          f"target of {CHECK_TARGET_SECONDS:.0f} s")
    kinds: dict[str, float] = {}
    for c in report.checks:
        kinds[c.kind] = kinds.get(c.kind, 0.0) + c.cpu_seconds
    print(f"  the checks' processor time by kind: "
          f"{', '.join(f'{kind} {s:.2f} s' for kind, s in sorted(kinds.items(), key=lambda k: -k[1]))}")
    # The busiest worker's processor time: the least wall time the run can take on WORKERS idle cores.
    cpu_of = {c.id: c.cpu_seconds for c in report.checks}
    dealing = time.perf_counter()
    dealt = shares([reading], WORKERS, world=world)
    dealing = time.perf_counter() - dealing
    busiest = [sum(cpu_of[check] for _, check in share) for share in dealt]
    print(f"  the checks' processor time in each of the {WORKERS} workers: "
          f"{', '.join(f'{b:.2f} s' for b in busiest)} (the busiest bounds the wall time on idle cores); dealing "
          f"them between the workers, before any starts: {dealing:.2f} s")
    return wall


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
