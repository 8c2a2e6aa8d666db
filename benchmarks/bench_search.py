"""Candidate deals settled per second by ``piquet search``, with 1 worker and with 2.

A candidate is settled when the class's test on it is decided exactly: for
``penalty-profit``, whether the lawful line's value is above the offending
line's, by null-window searches alone, each fail-soft answer raising a
bound (:func:`piquet.search.classes.above`); a witness's lines are then
solved exactly (its swing). Each line is reached by the model's actions
straight from the card sets (:mod:`piquet.search.direct`), no record. The same
seeded units are run in this process (1 worker) and on a process pool of 2;
the witnesses must be the same. The CPU seconds show what the cores gave,
when other processes share the machine; the positions the solver searched
a candidate, and the CPU time a position, show where the time goes.

    .venv/bin/python benchmarks/bench_search.py [--class C] [--deals N] [--seed K] [--calls all|best]
        [--policy plain|principles|random]

``--calls best``: each side's calls settled as part of best play (:mod:`piquet.search.calls`); ``--policy``: the
players' discards (:mod:`piquet.search.policy`), the plain rule unless given.
"""

from __future__ import annotations

import argparse
import os
import resource
from collections.abc import Sequence

from piquet.search.calls import CALLS
from piquet.search.policy import POLICIES
from piquet.search.run import Budget, Outcome, executor, search


def _cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def settle(klass: str, deals: int, seed: int, workers: int, calls: str = "all",
           policy: str = "plain") -> tuple[Outcome, float]:
    """The search of ``deals`` units of ``klass`` on ``workers``, the calls made as ``calls`` says, the
    discards by ``policy``, and the CPU seconds it took (this process and its pool's, once the pool has shut
    down)."""
    cpu = _cpu()
    with executor(workers, None) as (pool, slots):
        outcome = search(klass, seed, Budget(deals=deals), pool, slots, policy=policy, calls=calls)
    return outcome, _cpu() - cpu


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--class", dest="klass", default="penalty-profit")
    parser.add_argument("--deals", type=int, default=120)  # enough that a pool's start is repaid
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--calls", choices=CALLS, default="all")
    parser.add_argument("--policy", choices=sorted(POLICIES), default="plain")
    args = parser.parse_args(argv)
    print(f"piquet search {args.klass}: {args.deals} candidate deals, seed {args.seed}, calls {args.calls}, "
          f"policy {args.policy}, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}")
    rates = {}
    witnesses = []
    for workers in (1, 2):
        outcome, cpu = settle(args.klass, args.deals, args.seed, workers, args.calls, args.policy)
        rates[workers] = outcome.candidates / outcome.seconds
        witnesses.append(outcome.found)
        print(f"  {workers} worker{'s' if workers > 1 else ''}: {outcome.candidates} candidates settled in "
              f"{outcome.seconds:.1f} s: {rates[workers]:.2f} per second ({outcome.candidates / cpu:.2f} per CPU "
              f"second, {cpu:.1f} CPU s); {len(outcome.found)} witnesses")
        if outcome.candidates and outcome.positions:
            valuing = sum(found.effort - found.settling for found in outcome.found)
            print(f"    {outcome.positions / outcome.candidates:.0f} positions solved a candidate, "
                  f"{cpu / outcome.positions * 1e6:.2f} CPU microseconds a position; "
                  f"{(outcome.positions - valuing) / outcome.candidates:.0f} a candidate to settle it, "
                  f"{valuing / max(1, len(outcome.found)):.0f} a witness to value its lines exactly (its swing)")
    print(f"  scaling from 1 to 2 workers: {rates[2] / rates[1]:.2f}x by the wall clock "
          f"(load average now {os.getloadavg()[0]:.2f}: other processes share the cores)")
    if witnesses[0] != witnesses[1]:
        print("  the witnesses differ between 1 and 2 workers")
        return 1
    print(f"  the same {len(witnesses[0])} witnesses (candidates, values, swings) with 1 and 2 workers")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
