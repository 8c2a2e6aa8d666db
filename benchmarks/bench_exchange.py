"""The exchange policies measured: the elder's score of the deal, how often he throws an ace, a king, a card of
his point.

Each deal is drawn as the search draws its candidates (``piquet.search.candidates.draw``, seeded by unit);
the elder discards five by each policy (:mod:`piquet.search.policy`: the plain rule, the principles,
random) and the younger by the plain rule, as many as the draw says; each declares all he holds (the
records' default) and the play is solved exactly under the deal objective (each side maximises his score
of the deal minus his adversary's), both hands open. The figure is the elder's score minus the younger's,
its mean over the deals with a 95 % interval (normal approximation), and the share of the elder's
exchanges that throw an ace, a king, or a card of the suit of his point as dealt (Law 62).

    .venv/bin/python benchmarks/bench_exchange.py [--deals N] [--seed K]
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Sequence
from dataclasses import replace

from piquet.model.cards import Rank, card_set, rank_of, suit_of
from piquet.model.scoring import point_of
from piquet.model.solver import Solver, deal_objective, first_lead_start
from piquet.search.candidates import ELDER_DISCARD, draw
from piquet.search.direct import state_at_first_lead
from piquet.search.policy import POLICIES, Discard, plain_discard
from piquet.search.stats import Z95
from piquet.search.units import unit_seed


def measure(policy: Discard, deals: int, seed: int) -> tuple[list[int], int, int, int]:
    """Over ``deals`` seeded deals, the elder discarding by ``policy``: his score of the deal minus the
    younger's, each deal, and how many of his discards throw an ace, a king, a card of his point as dealt."""
    diffs: list[int] = []
    aces = kings = point = 0
    for index in range(deals):
        dealt = draw(random.Random(unit_seed(seed, index)), index)
        discard = policy(dealt.elder, ELDER_DISCARD, random.Random(f"{seed}:{index}:discard"))
        candidate = replace(dealt, elder_discard=discard,
                            younger_discard=plain_discard(dealt.younger, len(dealt.younger_discard)))
        elder = candidate.line_hands("lawful")[0]
        start = first_lead_start(state_at_first_lead(candidate, "lawful", (elder & -elder).bit_length() - 1))
        diffs.append(Solver(start, deal_objective()).value(start.position, True))
        point_suit = point_of(card_set(dealt.elder))[2]
        aces += any(rank_of(c) == Rank.ACE for c in discard)
        kings += any(rank_of(c) == Rank.KING for c in discard)
        point += any(suit_of(c) == point_suit for c in discard)
    return diffs, aces, kings, point


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(f"exchange policies: {args.deals} deals, seed {args.seed}; the elder discards five, the younger by the "
          "plain rule; the play solved for the deal, both hands open")
    for name, policy in POLICIES.items():
        print(f"  {name:>10}: " + _figures(*measure(policy, args.deals, args.seed)))
    return 0


def _figures(diffs: list[int], aces: int, kings: int, point: int) -> str:
    n, mean = len(diffs), sum(diffs) / len(diffs)
    half = Z95 * math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)  # the normal approximation
    return (f"the elder's score minus the younger's {mean:+.1f} ({mean - half:+.1f} to {mean + half:+.1f}); throws an "
            f"ace {100 * aces / n:.1f} %, a king {100 * kings / n:.1f} %, a card of his point {100 * point / n:.1f} % "
            "of the deals")


if __name__ == "__main__":
    raise SystemExit(main())
