"""The exact play solver's speed: Case XXII, random deals, and the speed-up over plain minimax.

Prints:

- Case XXII solved from the first lead, B with thirteen cards and with
  twelve, under both objectives: the four solves' total time (target 0.5 s);
- random deals (``piquet play``'s random lawful records, one deal each)
  solved from the first lead under the deal objective, value and principal
  line: the median, 90th percentile and largest time (target: median under
  20 ms over at least 200 deals), and the positions searched per second;
- the same random deals under the partie objective, the scores before the
  deal drawn at random (each 0 to 150, seeded) and the deal counting once or
  twice (Law 71's note): the median, 90th percentile and largest time;
- random deals of Piquet au cent, the low cards not counting in play
  (cent-26.1), under the deal objective and under the game objective (the
  games of the partie won in the deal, cent-28; the game scores before
  drawn at random, each short of a hundred by what the hands have not
  scored): the median, 90th percentile and largest time;
- the speed-up over a plain minimax (every card, no pruning, no table) on
  the same positions, the play of each random deal after its first
  ``--plain-after`` cards (a plain minimax of a whole deal would not end):
  times and positions searched, both searches run here.

Times are CPU seconds of this process (``time.process_time``): the machine
may be shared, and CPU time does not count the waits (a loaded machine still
slows each second of CPU: the load average is printed before and after).

    .venv/bin/python benchmarks/bench_solve.py [--deals N] [--partie-deals P] [--au-cent-deals C] [--seed S]
        [--plain-after K] [--plain-deals M]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

from piquet.model.solver import Objective, Solver, deal_objective, game_objective, minimax, partie_objective
from piquet.model.variants import Agreement, Rules, Variant
from piquet.records import parse_record
from piquet.records.generate import random_record
from piquet.records.position import record_position
from piquet.records.record import Record

CASE_22 = Path(__file__).resolve().parents[1] / "tests" / "cases" / "case-22.json"


def case_22_records() -> list[Record]:
    """Case XXII's deal, B with thirteen cards as played and with twelve (the variant), no card played."""
    data = json.loads(CASE_22.read_text("utf-8"))
    records = []
    for variant in (False, True):
        record = json.loads(json.dumps(data["record"]))
        deal = record["deals"][0]
        deal["play"] = []
        if variant:
            deal["exchange"].update(data["variant"]["exchange"])
            deal["irregularities"] = []
        records.append(parse_record(record))
    return records


def case_22_seconds() -> float:
    """CPU seconds to solve Case XXII from the first lead: both of B's hands, both objectives."""
    positions = [record_position(record, 0) for record in case_22_records()]
    start = time.process_time()
    for position in positions:
        for objective in (deal_objective(), partie_objective(position.stake.before, position.stake.weight)):
            Solver(position.start, objective).solve()
    return time.process_time() - start


def random_deals(deals: int, seed: int, partie: bool = False) -> tuple[list[float], int]:
    """CPU seconds to solve each random deal from the first lead, and the positions searched in all; with
    ``partie``, under the partie objective, the scores before and the weight drawn from ``seed``."""
    times, nodes = [], 0
    draw = random.Random(seed)
    for i in range(deals):
        position = record_position(random_record(seed + i), 0, after=0)
        before, weight = (draw.randint(0, 150), draw.randint(0, 150)), draw.choice((1, 2))
        solver = Solver(position.start, partie_objective(before, weight) if partie else deal_objective())
        start = time.process_time()
        solver.solve()
        times.append(time.process_time() - start)
        nodes += solver.positions
    return times, nodes


def au_cent_deals(deals: int, seed: int, game: bool = False) -> tuple[list[float], int]:
    """CPU seconds to solve each random deal of au cent (the low cards not counting) from the first lead, and
    the positions searched in all; with ``game``, under the game objective, the scores before drawn from
    ``seed``, each below a hundred once the hands are scored."""
    rules = Rules(Variant.AU_CENT, frozenset({Agreement.LOW_CARDS}))
    times, nodes = [], 0
    draw = random.Random(seed)
    for i in range(deals):
        position = record_position(random_record(seed + i, rules=rules), 0, after=0)
        start = position.start.position
        objective: Objective = deal_objective()
        if game:
            objective = game_objective((min(draw.randint(0, 99), 99 - start.score_elder),
                                        min(draw.randint(0, 99), 99 - start.score_younger)))
        solver = Solver(position.start, objective)
        began = time.process_time()
        solver.solve()
        times.append(time.process_time() - began)
        nodes += solver.positions
    return times, nodes


def plain_speedup(deals: int, seed: int, after: int) -> tuple[float, float, int, int]:
    """On the play of ``deals`` random deals after ``after`` cards: the solver's and plain minimax's CPU
    seconds (value only), and the positions each searched."""
    fast = plain = 0.0
    fast_nodes = plain_nodes = 0
    for i in range(deals):
        position = record_position(random_record(seed + i), 0, after=after)
        solver = Solver(position.start, deal_objective())
        start = time.process_time()
        value = solver.value(position.start.position, position.start.free_lead)
        fast += time.process_time() - start
        fast_nodes += solver.positions
        start = time.process_time()
        reference, searched = minimax(position.start, deal_objective())
        plain += time.process_time() - start
        plain_nodes += searched
        assert value == reference, f"deal of seed {seed + i}: the solver says {value}, plain minimax {reference}"
    return fast, plain, fast_nodes, plain_nodes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="random deals solved from the first lead")
    parser.add_argument("--partie-deals", type=int, default=50, help="random deals solved for the partie")
    parser.add_argument("--au-cent-deals", type=int, default=50, help="random deals of au cent, each objective")
    parser.add_argument("--seed", type=int, default=1, help="the first seed of the random deals")
    parser.add_argument("--plain-after", type=int, default=12,
                        help="cards played before the plain minimax comparison (12: six tricks left)")
    parser.add_argument("--plain-deals", type=int, default=20, help="deals of the plain minimax comparison")
    args = parser.parse_args(argv)

    print(f"Load average of the machine at the start: {os.getloadavg()[0]:.1f} ({os.cpu_count()} cores)")
    case = case_22_seconds()
    print(f"Case XXII, first lead, B's 13 and 12 cards, deal and partie objectives: {case:.3f} s for the four "
          f"solves (target 0.5 s)")
    times, nodes = random_deals(args.deals, args.seed)
    ms = sorted(1000 * t for t in times)
    print(f"Random deals from the first lead, value and line, {len(ms)} deals: median {statistics.median(ms):.1f} ms, "
          f"90th percentile {ms[int(0.9 * len(ms))]:.1f} ms, largest {ms[-1]:.1f} ms (target: median under 20 ms)")
    print(f"Positions searched: {nodes / len(ms):,.0f} a deal on average, {nodes / sum(times):,.0f} a second")
    times, nodes = random_deals(args.partie_deals, args.seed, partie=True)
    ms = sorted(1000 * t for t in times)
    print(f"The same under the partie objective, random scores before, {len(ms)} deals: median "
          f"{statistics.median(ms):.1f} ms, 90th percentile {ms[int(0.9 * len(ms))]:.1f} ms, largest {ms[-1]:.1f} ms; "
          f"{nodes / len(ms):,.0f} positions a deal on average")
    for game in (False, True):
        times, nodes = au_cent_deals(args.au_cent_deals, args.seed, game)
        ms = sorted(1000 * t for t in times)
        print(f"Au cent, the low cards not counting, {'the game' if game else 'the deal'} objective, {len(ms)} deals: "
              f"median {statistics.median(ms):.1f} ms, 90th percentile {ms[int(0.9 * len(ms))]:.1f} ms, largest "
              f"{ms[-1]:.1f} ms; {nodes / len(ms):,.0f} positions a deal on average")
    fast, plain, fast_nodes, plain_nodes = plain_speedup(args.plain_deals, args.seed, args.plain_after)
    print(f"Against plain minimax, {args.plain_deals} deals after {args.plain_after} cards "
          f"({12 - args.plain_after // 2} tricks left), the same values: {plain:.2f} s against {fast:.3f} s, "
          f"{plain / fast:,.0f} times faster; {plain_nodes:,} positions against {fast_nodes:,} "
          f"({plain_nodes / fast_nodes:,.0f} times fewer); plain minimax {plain_nodes / plain:,.0f} positions a "
          f"second (target: 100 times faster)")
    print(f"Load average at the end: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
