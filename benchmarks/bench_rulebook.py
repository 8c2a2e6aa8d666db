"""Time the rulebook's builds as a user runs them: ``piquet rulebook --out DIR``, each in a fresh process.

Targets on the project's 2-core machine (issue 26): a first build in 30 s or
less, a second with nothing changed in 10 s or less. The builds use a cache
folder of their own (``XDG_CACHE_HOME`` set to a temporary folder), so the
first has no saved state of Sphinx's. What the build derives from the sources
and keeps keyed by them is copied into it from the user's cache when there is
one, as it is there after any build on the same sources: the verification's
report and the amendments' (keyed by the spec's and the proofs' sources), each
check's SMT-LIB files (the same, and cvc5's version) and the engine's rulings
of the Cases (the package's sources). ``--cold`` leaves them out, and the first
build works them all out (the SMT-LIB files alone take minutes: cvc5 derives
every verdict again). Printed for each build: the wall time, the processor time
of the build's process and its children, and the load average when it started
(a loaded machine stretches the wall time, and the processor time somewhat).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from piquet.commands.rulebook import cache_dir, docs_dir

FIRST_TARGET, SECOND_TARGET = 30.0, 10.0
PIQUET = Path(sys.executable).with_name("piquet")


def _build(out: Path, env: dict[str, str]) -> tuple[float, float]:
    """One build: its wall time and processor time (seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([str(PIQUET), "rulebook", "--out", str(out)], env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cold", action="store_true",
                        help="work out the derived results (verification, SMT-LIB files, rulings) in the first build too")
    args = parser.parse_args()
    docs = docs_dir()
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "XDG_CACHE_HOME": str(Path(tmp) / "cache")}
        seeded = cache_dir(docs) / "verify"
        if not args.cold and seeded.is_dir():
            os.environ["XDG_CACHE_HOME"] = env["XDG_CACHE_HOME"]  # cache_dir reads it: the benchmark's own folder
            shutil.copytree(seeded, cache_dir(docs) / "verify")
        out = Path(tmp) / "site"
        runs = [("first build (no saved state" + (", nothing derived kept)" if args.cold or not seeded.is_dir()
                                                   else "; the derived results kept)"), out, FIRST_TARGET),
                ("second build, nothing changed, same folder", out, SECOND_TARGET),
                ("a build into a new folder, nothing changed", Path(tmp) / "other", None)]
        for what, where, target in runs:
            load = os.getloadavg()[0]
            wall, cpu = _build(where, env)
            verdict = (f"  (target {target:.0f} s: wall {'met' if wall <= target else 'MISSED'}, "
                       f"cpu {'met' if cpu <= target else 'MISSED'})" if target else "")
            print(f"{what:<70} {wall:6.1f} s wall {cpu:6.1f} s cpu  load {load:4.1f}{verdict}")
        size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
        print(f"site: {size / 1e6:.1f} MB, {sum(1 for _ in out.rglob('*.html'))} pages; "
              f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
