"""``piquet play``: random lawful deals, or a partie, written as a record.

The same seed gives the same record, byte for byte; ``piquet replay``
accepts it. The output file is written whole or not at all.
"""

from __future__ import annotations

import argparse
import secrets
import sys

from piquet.errors import InputError
from piquet.model.variants import Agreement, Rules, Variant, parse_agreement, parse_variant
from piquet.progress import watched
from piquet.records import record_text
from piquet.records.generate import random_record
from piquet.records.io import STDIN, write_atomic


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = ("Play random lawful deals (each player choosing uniformly among the lawful actions) "
                          "and write them as a piquet-record/1 record. The same seed gives the same record.")
    parser.add_argument("--seed", type=int, metavar="N",
                        help="seed of the random choices (default: one drawn at random, printed on standard error "
                             "so that the run can be repeated)")
    amount = parser.add_mutually_exclusive_group()
    amount.add_argument("--deals", type=int, default=1, metavar="K", help="play K deals (default 1)")
    amount.add_argument("--partie", action="store_true",
                        help="play a whole partie (Law 71; au cent: three games out of five, cent-29.1)")
    parser.add_argument("--four-deals", action="store_true",
                        help="with --partie: the four-deal partie by agreement (note to Law 71)")
    parser.add_argument("--by", type=int, choices=(2, 3), default=2,
                        help="deal by two or by three cards at a time (Law 9; default 2; au cent: by two, cent-2.1)")
    parser.add_argument("--variant", default=Variant.RUBICON.value, metavar="NAME",
                        help="the game: " + " or ".join(repr(v.value) for v in Variant) + " (default rubicon)")
    parser.add_argument("--agreement", action="append", default=[], metavar="NAME",
                        help="an agreement in force, repeatable: " + ", ".join(repr(a.value) for a in Agreement)
                             + " (four-deals: rubicon; the others: au cent)")
    parser.add_argument("--out", default=STDIN, metavar="FILE", help="write the record here (default: stdout)")
    parser.set_defaults(run=run)


def _rules(variant: str, agreed: list[str]) -> Rules:
    """The rules the options name; errors name the option."""
    try:
        game = parse_variant(variant)
    except InputError as err:
        raise InputError("--variant", err.problem) from None
    try:
        agreements = frozenset(parse_agreement(name) for name in agreed)
        if len(agreements) != len(agreed):
            raise InputError("agreement", "an agreement is given twice")
        return Rules(game, agreements)
    except InputError as err:
        raise InputError("--agreement", err.problem) from None


SEEDS = 2 ** 32
"""A seed drawn at random is below this."""


def run(args: argparse.Namespace) -> int:
    if args.deals < 1:
        raise InputError("--deals", f"must be at least 1, not {args.deals}")
    if args.four_deals and not args.partie:
        raise InputError("--four-deals", "applies only with --partie")
    rules = _rules(args.variant, args.agreement)
    seed: int = args.seed
    if seed is None:
        seed = secrets.randbelow(SEEDS)
        print(f"piquet: seed {seed} (piquet play --seed {seed} repeats this run)", file=sys.stderr)
    record = random_record(seed, deals=args.deals, partie=args.partie, four_deals=args.four_deals,
                           by=args.by, watch=lambda deals, total: watched(deals, total, "playing deals"), rules=rules)
    write_atomic(args.out, record_text(record))
    return 0
