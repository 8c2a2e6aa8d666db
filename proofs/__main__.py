"""``python -m piquet.proofs [--timeout SECONDS] [--smt2 DIR | --world] READING...``: the proofs' own report, as JSON.

Every check of the spec under each reading, as :func:`piquet.proofs.verify.run_all`
runs it, before the model's confirmations are added
(:func:`piquet.conformance.confirm.confirm`, which ``piquet verify`` applies).
The rulebook runs this and caches its output keyed by the sources of the
spec and the proofs alone, so that a change to the model does not run the
solver again; it adds the model's confirmations at every build. With
``--smt2 DIR`` cvc5 derives every verdict again, each check's queries are
written as SMT-LIB 2 under DIR (:func:`piquet.proofs.publish.publish`),
and the report gives both provers' answers. With ``--world`` the checks run over each game's one world, as
``piquet verify --world`` runs them (:func:`piquet.proofs.plan.planned`); the world is Z3's alone: cvc5
derives the phase-by-phase verdicts, and nothing of the world is written as SMT-LIB.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from piquet.proofs.checks import Budget
from piquet.proofs.publish import publish
from piquet.proofs.verify import run_all
from piquet.spec.catalogue import catalogue


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m piquet.proofs", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("readings", nargs="+", metavar="READING", help="a reading to check")
    parser.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                        help="a wall-clock limit on each solver call (default none: each call is bounded by its "
                        "resource limit, the same however loaded the machine); a call cut short is unknown")
    parser.add_argument("--smt2", metavar="DIR", type=Path,
                        help="derive every verdict again with cvc5 and write each check's queries as SMT-LIB 2 "
                        "under DIR (phase by phase only)")
    parser.add_argument("--world", action="store_true",
                        help="check each game's laws in one world, as `piquet verify --world` does (Z3's verdicts "
                        "alone: cvc5 derives the phase-by-phase verdicts, not the world's; no --smt2)")
    args = parser.parse_args(argv)
    known = list(catalogue().readings)
    for name in args.readings:
        if name not in known:
            parser.error(f"unknown reading {name!r} (known: {', '.join(known)})")
    if args.timeout is not None and args.timeout <= 0:
        parser.error("--timeout must be a positive number of seconds")
    if args.world and args.smt2 is not None:
        parser.error("--smt2 writes the phase-by-phase queries: leave it out with --world")
    ms = None if args.timeout is None else int(args.timeout * 1000)
    budget = Budget(ms=ms)
    reports = (run_all(list(args.readings), budget=budget, world=args.world) if args.smt2 is None
               else publish(args.smt2, args.readings, budget))
    print(json.dumps({"readings": [r.as_json() for r in reports]}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
