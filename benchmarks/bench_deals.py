"""Complete random lawful deals per second, and peak memory.

Each deal: shuffle a pack, deal it by twos (Law 9), both exchanges, the
calls and answers, the elder's lead and the younger's reckoning, twelve
tricks, pique, repique and the cards -- played by a random player who
chooses uniformly among the lawful actions at every decision point. The
fast play-out (:mod:`piquet.model.rollout`) is timed in one process; the
generic interface (``legal_actions``/``apply`` with narration) is timed
too, for comparison.

    .venv/bin/python benchmarks/bench_deals.py [--deals N] [--rounds R] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import time
import tracemalloc
from collections.abc import Sequence

from piquet.model.agents import random_lawful_deal
from piquet.model.rollout import random_deal_scores


def rate(deals: int, seed: int) -> tuple[float, float]:
    """Fast random deals per second over ``deals`` deals: by the wall clock, and per second of
    this process's CPU time (the same when the machine is otherwise idle)."""
    rng = random.Random(seed)
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(deals):
        random_deal_scores(rng)
    return deals / (time.perf_counter() - wall), deals / (time.process_time() - cpu)


def generic_rate(deals: int, seed: int) -> float:
    """Random deals per second through legal_actions/apply, states and narration."""
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(deals):
        random_lawful_deal(rng)
    return deals / (time.perf_counter() - start)


def peak_memory(deals: int, seed: int) -> int:
    """Peak bytes allocated by Python while playing ``deals`` fast random deals (tracemalloc)."""
    rng = random.Random(seed)
    tracemalloc.start()
    for _ in range(deals):
        random_deal_scores(rng)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=50_000, help="fast deals per round (default 50000)")
    parser.add_argument("--rounds", type=int, default=3, help="timed rounds; the best is reported (default 3)")
    parser.add_argument("--generic", type=int, default=300, help="deals through the generic interface (default 300)")
    parser.add_argument("--seed", type=int, default=1882)
    args = parser.parse_args(argv)
    rates = [rate(args.deals, args.seed + r) for r in range(args.rounds)]
    walls = ", ".join(f"{wall:,.0f}" for wall, _ in rates)
    print(f"fast random lawful deals: {max(w for w, _ in rates):,.0f} deals/s by the wall clock, "
          f"{max(c for _, c in rates):,.0f} per CPU second, best of {args.rounds} rounds of "
          f"{args.deals:,} deals in one process (wall rounds: {walls}); load average {os.getloadavg()[0]:.1f}")
    print(f"generic legal_actions/apply deals: {generic_rate(args.generic, args.seed):,.0f} deals/s "
          f"({args.generic:,} deals, with states and narration)")
    print(f"peak traced memory over 2,000 fast deals: {peak_memory(2000, args.seed) / 1024:,.1f} KiB")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident set size of the process: {rss:,.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
