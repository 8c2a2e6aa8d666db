"""Are the verdicts stable? Twenty consecutive whole ``piquet verify`` runs, with a second verify beside them.

Each run is the command line's own (``piquet verify --json``, every reading,
every law) in a process of its own, so nothing is cached between runs.
Meanwhile another ``piquet verify`` runs over and over in the background:
the runs measured share the machine with it, as under a loaded CI. The
script prints each run's exit status, wall time and whether its verdicts
(and its findings' witnesses) are those of the first run, then the
summary. Exit status 0 only if every run exited 0 with identical verdicts.

Usage: ``python benchmarks/bench_stability.py [--runs N]`` (default 20).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

VERIFY = [sys.executable, "-m", "piquet", "verify", "--json"]


def _outcome(stdout: str) -> tuple[dict[str, str], dict[str, Any]]:
    """The verdict of every check by reading, and every finding's witness, from ``piquet verify --json``."""
    data = json.loads(stdout)
    verdicts: dict[str, str] = {}
    witnesses: dict[str, Any] = {}
    for report in data.get("readings", [data]):
        for check in report["checks"]:
            key = f"{report['reading']}/{check['id']}"
            verdicts[key] = check["status"]
            if check["witness"] is not None:
                witnesses[key] = check["witness"]
    return verdicts, witnesses


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=20, help="consecutive whole verifies (default 20)")
    args = parser.parse_args(argv)
    beside = subprocess.Popen(["/bin/sh", "-c", f"while true; do {' '.join(VERIFY)} >/dev/null 2>&1; done"],
                              start_new_session=True)
    first: tuple[dict[str, str], dict[str, Any]] | None = None
    walls: list[float] = []
    failures: list[str] = []
    try:
        for n in range(1, args.runs + 1):
            start = time.perf_counter()
            proc = subprocess.run(VERIFY, capture_output=True, text=True, check=False)
            walls.append(time.perf_counter() - start)
            outcome = _outcome(proc.stdout)
            first = first or outcome
            moved = sorted(k for k in first[0].keys() | outcome[0].keys() if first[0].get(k) != outcome[0].get(k))
            shown = sorted(k for k in first[1].keys() | outcome[1].keys() if first[1].get(k) != outcome[1].get(k))
            unknown = sum(v == "unknown" for v in outcome[0].values())
            print(f"run {n:2d}: exit {proc.returncode}  {walls[-1]:6.2f} s  {len(outcome[0])} verdicts, "
                  f"{unknown} unknown, {len(moved)} differ from run 1, {len(shown)} witnesses differ "
                  f"(load average {os.getloadavg()[0]:.2f})", flush=True)
            if proc.returncode != 0 or moved or shown:
                failures.append(f"run {n}: exit {proc.returncode}; verdicts differ: {moved[:5]}; "
                                f"witnesses differ: {shown[:5]}")
    finally:
        os.killpg(beside.pid, 15)
        beside.wait()
    print(f"{args.runs} runs beside a second verify: verdicts {'identical' if not failures else 'NOT identical'}; "
          f"wall min {min(walls):.2f} s, median {statistics.median(walls):.2f} s, max {max(walls):.2f} s")
    for line in failures:
        print(f"  {line}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
