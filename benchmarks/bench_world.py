"""Time the checks over each part of the one world (``piquet verify --world``): consistency, completeness,
determinacy and the entitlements.

Prints, part by part as each finishes, the part's size (variables, clauses), each check's verdict, the
number of distinct minimal sets it lists (for determinacy, the outcome it is about), and its wall and
processor time; then, per reading, the processor time of all of them and the check that took the most,
with the load average. The targets of the one world are 10 s a reading and 2 s a check on the project's
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
from dataclasses import replace
from functools import partial

from piquet.proofs import checks, verify
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import CheckResult
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import AU_CENT, WORLDS
from piquet.spec.domains.au_cent import LEFT_OUT
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.vocabulary import Domain

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
                    verdicts[result.status.value] = verdicts.get(result.status.value, 0) + 1
        print(f"{reading}: {', '.join(f'{n} {v}' for v, n in sorted(verdicts.items()))}; {total:.2f} s of processor "
              f"time in all; the most for one check {slowest[0]:.2f} s ({slowest[1]}; target "
              f"{CHECK_TARGET_SECONDS:.0f} s); load average {os.getloadavg()[0]:.2f}", flush=True)


#: A part's verdicts, each check known by what it is about (``entitlement:21.1``, ``vacuity:21.1``,
#: ``determinacy:deal_stands``; ``consistency`` and ``completeness`` by each minimal set of clauses found), and the
#: processor time its checks took.
Verdicts = tuple[dict[str, str], float]


def _verdicts(part: Domain, in_force: tuple[Clause, ...]) -> Verdicts:
    """Every check of ``part`` as the one world runs it, by what each is about, and their processor time."""
    enc = Encoding(part, clauses_for(part, in_force), in_force)
    budget = checks.Budget()
    overridden = {o for c in enc.clauses for o in c.overrides}
    runs: list[tuple[str, Callable[[], CheckResult]]] = [("consistency", partial(checks.consistency, enc, budget))]
    if any(c.kind is ClauseKind.REMEDY for c in enc.clauses):
        runs.append(("completeness", partial(checks.completeness, enc, budget)))
    runs += [(f"determinacy:{v.name}", partial(checks.determinacy, enc, v, budget)) for v in part.determined]
    runs += [(f"vacuity:{c.id}", partial(checks.vacuity, enc, c, budget)) for c in enc.clauses
             if c.id not in overridden]
    runs += [(f"entitlement:{c.id}", partial(checks.entitlement, enc, c, budget)) for c in enc.clauses
             if c.kind is ClauseKind.ENTITLEMENT]
    out: dict[str, str] = {}
    cpu = time.process_time()
    for name, run in runs:
        result = run()
        if name in ("consistency", "completeness"):
            w = result.witness
            sets = [*w.cores, *(core for core, _ in w.variants)] if w is not None else []
            out.update({f"{name}:{'+'.join(core)}": result.status.value for core in sets})
            if result.status.value != "finding":
                out[f"{name}:none"] = result.status.value
        else:
            out[name] = result.status.value
    return out, time.process_time() - cpu


def left_out(reading: str) -> None:
    """Each link au cent's world leaves out (LEFT_OUT), made in turn: the verdicts of the part it makes against
    those of the parts it joins, under ``reading``."""
    in_force = AU_CENT.in_force(catalogue().clauses(reading))
    base = {p.name: p for p in AU_CENT.parts(in_force)}
    known: dict[str, Verdicts] = {}
    every = tuple(link for _, links in LEFT_OUT for link in links)
    for paragraph, links in (*LEFT_OUT, ("all", every)):
        made = [p for p in replace(AU_CENT, links=AU_CENT.links + links).parts(in_force) if p.name not in base]
        for part in made:
            names = {v.name for v in part.variables}
            joined = [b for b in base.values() if {v.name for v in b.variables} <= names]
            before: dict[str, str] = {}
            cpu_before = 0.0
            for b in joined:
                if b.name not in known:
                    known[b.name] = _verdicts(b, in_force)
                verdicts, cpu = known[b.name]
                cpu_before += cpu
                before.update(verdicts)
            # A consistency or completeness check that found nothing in one joined part, and something in another,
            # finds what the other found.
            for kind in ("consistency", "completeness"):
                if any(k.startswith(f"{kind}:") and k != f"{kind}:none" for k in before):
                    before.pop(f"{kind}:none", None)
            after, cpu_after = _verdicts(part, in_force)
            moved = sorted(f"{k}: {before.get(k, 'no check')} -> {after.get(k, 'no check')}"
                           for k in before.keys() | after.keys() if before.get(k) != after.get(k))
            print(f"{reading:<10} {paragraph:<8} joins {' + '.join(b.name for b in joined)}: {len(after)} verdicts, "
                  f"{len(moved)} moved; processor time {cpu_before:.2f} s apart, {cpu_after:.2f} s joined "
                  f"(+{cpu_after - cpu_before:.2f} s); load average {os.getloadavg()[0]:.2f}", flush=True)
            for line in moved:
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
