"""The verdicts of ``piquet verify`` run again and again: the same every time, whatever the machine's load.

Runs the whole verification ``--runs`` times (default 20), each in its worker processes as ``piquet verify``
runs it, and compares every check's verdict, laws and witness (the situation and every minimal set of
clauses) with the first run's. Prints the number of runs that differ (0 expected) and the time of each.
"""

from __future__ import annotations

import argparse
import json
import os
import time

from piquet.conformance.confirm import verified
from piquet.spec.catalogue import catalogue


def fingerprint(world: bool) -> dict[str, str]:
    """Every check of every reading, by reading and id: its verdict, laws and witness, as JSON."""
    out = {}
    for report in verified(list(catalogue().readings), world=world):
        for c in report.checks:
            data = c.as_json()
            kept = {key: data[key] for key in ("status", "laws", "witness")}
            out[f"{report.reading} {c.id}"] = json.dumps(kept, sort_keys=True)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20, help="how many runs (default 20)")
    parser.add_argument("--world", action="store_true", help="the checks over each game's one world")
    args = parser.parse_args()
    first: dict[str, str] | None = None
    differing = 0
    for n in range(1, args.runs + 1):
        start = time.perf_counter()
        now = fingerprint(args.world)
        moved = [] if first is None else sorted(k for k in first.keys() | now.keys() if first.get(k) != now.get(k))
        first = now if first is None else first
        differing += bool(moved)
        print(f"run {n:2d}: {len(now)} checks, {time.perf_counter() - start:6.1f} s, load average "
              f"{os.getloadavg()[0]:.2f}, " + (f"{len(moved)} differ from run 1: {moved[:5]}" if moved
                                               else "the same verdicts and witnesses as run 1"))
    print(f"{args.runs} runs, {differing} differing from the first")


if __name__ == "__main__":
    main()
