"""Time the checks over each part of the one world (``piquet verify --world``): consistency, completeness,
determinacy and the entitlements.

Prints, part by part as each finishes, the part's size (variables, clauses), each check's verdict, the
number of distinct minimal sets it lists (for determinacy, the outcome it is about), and its wall and
processor time; then, per reading, the processor time of all of them and of each kind, and the check that
took the most, with the load average. The targets of the one world are 10 s a reading and 2 s a check on the project's
2-core machine; wall time grows with the load, processor time does not.

``--left-out``: instead, each link au cent's world leaves out (:data:`piquet.spec.domains.au_cent.LEFT_OUT`)
made in turn: for each reading, the checks of the part it makes (consistency, completeness, determinacy,
vacuity, the entitlements) against those of the parts it joins, each right's, each clause's and each outcome's
verdict and the minimal sets of the consistency and completeness checks; the verdicts that move (none expected)
and the processor time of both; then all of them made at once.

``--run``: instead, each reading as ``piquet verify --world`` runs it (:func:`piquet.proofs.verify.run_all`,
its checks shared between ``--jobs`` worker processes): its wall time, the processor time of this process
and its workers, the processor time of each worker's share (the busiest one's is the least wall time the
run could take), the checks over the target and the slowest, with the load average.
"""

from __future__ import annotations

import argparse
import os
import resource
import time
from collections.abc import Callable
from functools import partial

from piquet.proofs import checks, verify
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.left_out import joined
from piquet.proofs.result import CheckResult
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import WORLDS
from piquet.spec.domains.au_cent import LEFT_OUT
from piquet.spec.law import ClauseKind

CHECK_TARGET_SECONDS = 2.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reading", action="append", help="a reading (repeatable; default every reading)")
    parser.add_argument("--part", default=None, help="only the parts whose name contains this")
    parser.add_argument("--run", action="store_true", help="each reading as piquet verify --world runs it")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes with --run (default 2)")
    parser.add_argument("--left-out", action="store_true",
                        help="each link au cent's world leaves out, made in turn: the verdicts it would move")
    args = parser.parse_args()
    if args.left_out:
        for reading in args.reading or list(catalogue().readings):
            left_out(reading)
        return
    if args.run:
        for reading in args.reading or list(catalogue().readings):
            whole(reading, args.jobs)
        return
    for reading in args.reading or list(catalogue().readings):
        clauses = catalogue().clauses(reading)
        slowest, total = (0.0, ""), 0.0
        verdicts: dict[str, int] = {}
        kinds: dict[str, float] = {}  # the processor time of each kind of check
        for world in WORLDS:
            # Each game's clauses in force (au cent's paragraphs overriding the Laws they name), as verify has them.
            in_force = world.in_force(clauses)
            for part in world.parts(in_force):
                if args.part is not None and args.part not in part.name:
                    continue
                enc = Encoding(part, clauses_for(part, in_force), in_force)
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
                    kinds[result.kind] = kinds.get(result.kind, 0.0) + cpu
                    verdicts[result.status.value] = verdicts.get(result.status.value, 0) + 1
        print(f"{reading}: {', '.join(f'{n} {v}' for v, n in sorted(verdicts.items()))}; {total:.2f} s of processor "
              f"time in all ({', '.join(f'{kind} {s:.2f} s' for kind, s in sorted(kinds.items()))}); the most for "
              f"one check {slowest[0]:.2f} s ({slowest[1]}; target {CHECK_TARGET_SECONDS:.0f} s); load average "
              f"{os.getloadavg()[0]:.2f}", flush=True)


def left_out(reading: str) -> None:
    """Each link au cent's world leaves out (LEFT_OUT), made in turn, then all at once: the verdicts of the part it
    makes against those of the parts it joins, under ``reading`` (:func:`piquet.proofs.left_out.joined`)."""
    known: dict[str, tuple[dict[str, str], float]] = {}
    every = tuple(link for _, links in LEFT_OUT for link in links)
    for paragraph, links in (*LEFT_OUT, ("all", every)):
        for j in joined(reading, links, known):
            print(f"{reading:<10} {paragraph:<8} joins {' + '.join(j.apart)}: {j.verdicts} verdicts, "
                  f"{len(j.moved)} moved; processor time {j.seconds_apart:.2f} s apart, {j.seconds_joined:.2f} s "
                  f"joined (+{j.seconds_joined - j.seconds_apart:.2f} s); load average {os.getloadavg()[0]:.2f}",
                  flush=True)
            for line in j.moved:
                print(f"    moved {line}", flush=True)


def _cpu() -> float:
    """Processor time of this process and of its workers that have ended."""
    own, workers = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


def whole(reading: str, jobs: int) -> None:
    """One reading's world as ``piquet verify --world --reading READING --jobs JOBS`` runs it."""
    wall, cpu = time.perf_counter(), _cpu()
    report = verify.run_all([reading], jobs=jobs, world=True)[0]
    wall, cpu = time.perf_counter() - wall, _cpu() - cpu
    by_id = {c.id: c for c in report.checks}
    loads = [sum(by_id[cid].cpu_seconds for _, cid in share) for share in verify.shares([reading], jobs, world=True)]
    slowest = max(report.checks, key=lambda c: c.cpu_seconds)
    over = sum(c.cpu_seconds > CHECK_TARGET_SECONDS for c in report.checks)
    print(f"{reading}: {len(report.checks)} checks, {wall:.1f} s wall, {cpu:.1f} s processor time (workers "
          f"included); each worker's checks {', '.join(f'{x:.1f}' for x in loads)} s; {over} checks over "
          f"{CHECK_TARGET_SECONDS:.0f} s, the slowest {slowest.cpu_seconds:.2f} s ({slowest.id}); load average "
          f"{os.getloadavg()[0]:.2f}", flush=True)


if __name__ == "__main__":
    main()
