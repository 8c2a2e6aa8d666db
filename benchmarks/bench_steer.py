"""What steering the deals with Z3 gains each class that states a hand condition (``piquet search --steer``).

The same seeded units are run plain (deals drawn and tested on the hands
until one passes, then settled) and steered (each deal drawn first moved by
Z3 to the nearest that meets the class's condition). Printed for each:
the deals drawn, the candidates that met the class's condition, the
witnesses, their share of the deals drawn and of the candidates, and the
CPU seconds (this process only: one worker).

    .venv/bin/python benchmarks/bench_steer.py [--deals N] [--seed K]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

from piquet.search.classes import CLASSES
from piquet.search.stats import share
from piquet.search.units import run_unit


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(f"piquet search, plain and steered: {args.deals} units of each class, seed {args.seed}, one worker")
    for klass in CLASSES:
        if klass.steer is None:
            continue
        for steered in (False, True):
            cpu = time.process_time()
            results = [run_unit(klass.name, args.seed, index, steered) for index in range(args.deals)]
            cpu = time.process_time() - cpu
            drew = sum(r.drew for r in results)
            candidates = sum(r.condition for r in results)
            found = sum(r.found is not None for r in results)
            print(f"  {klass.name} {'steered' if steered else 'plain'}: {drew} deals drawn, {candidates} candidates, "
                  f"{found} witnesses; of the deals {share(found, drew).words()}; of the candidates "
                  f"{share(found, candidates).words()}; {cpu:.1f} CPU s, {found / cpu:.2f} witnesses per CPU second")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
