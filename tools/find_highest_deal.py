"""Search for the deal that brings the elder hand the most, and store it as the verifier's witness.

The bound is proved by ``piquet verify`` (optimum:elder-holding and
theorem:deal-score-bound); this tool finds a whole lawful deal that reaches
it and writes ``proofs/witnesses/highest-deal.json``, which
``reached:highest-deal`` replays on every verification.
"""

from __future__ import annotations

import json
import sys

from piquet.proofs.theorems import HAND_BOUND, THEOREMS, Optimum
from piquet.conformance.witness import search_highest_deal
from piquet.records.io import write_atomic

TARGET = "proofs/witnesses/highest-deal.json"


def main() -> int:
    holding = next(t for t in THEOREMS if isinstance(t, Optimum) and t.id == "optimum:elder-holding")
    found = search_highest_deal(holding.objective, holding.assume, HAND_BOUND)
    if found is None:
        print("no deal found within the search budget", file=sys.stderr)
        return 1
    value, record = found
    write_atomic(TARGET, json.dumps(record, indent=1) + "\n")
    print(f"holding reckons {value} in hand; wrote {TARGET}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
