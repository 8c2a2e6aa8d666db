"""Start-up of the command line: ``piquet --version`` and ``piquet law 63``, each timed as a whole process.

Each command runs ``--runs`` times in a fresh interpreter (``python -m
piquet``, as the ``piquet`` script runs it), after one run that writes the
bytecode caches; the median wall time is printed against the target of
0.15 s, with the range, the processor time (user and system; unlike the
wall time, it hardly grows with the load of the shared cores) and the
machine's load. Python's own start-up (``python -c pass``) is
printed beside them, the floor no command goes under.

    .venv/bin/python benchmarks/bench_startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

TARGET_SECONDS = 0.15

COMMANDS: dict[str, tuple[str, ...]] = {
    "python -c pass": ("-c", "pass"),
    "piquet --version": ("-m", "piquet", "--version"),
    "piquet law 63": ("-m", "piquet", "law", "63"),
}


def _seconds(args: tuple[str, ...], env: dict[str, str]) -> tuple[float, float]:
    """The wall time of one run, and the processor time it took (user and system)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, *args], env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=15, help="timed runs of each command (default 15)")
    runs = parser.parse_args().runs
    # A user's interpreter keeps its bytecode caches; without them every run compiles the sources again.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    print(f"Start-up as whole processes, median of {runs} runs, load average {os.getloadavg()[0]:.2f} (2 cores)")
    for name, args in COMMANDS.items():
        _seconds(args, env)  # writes the bytecode caches
        runs_done = [_seconds(args, env) for _ in range(runs)]
        times = sorted(wall for wall, _ in runs_done)
        median = statistics.median(times)
        cpu = statistics.median(cpu for _, cpu in runs_done)
        target = "" if name.startswith("python") else \
            f" (target {TARGET_SECONDS} s: {'met' if median <= TARGET_SECONDS else 'NOT met'})"
        print(f"  {name:<18} median {median:.3f} s, {times[0]:.3f} to {times[-1]:.3f} s; {cpu:.3f} CPU s{target}")
    print(f"Load average at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
