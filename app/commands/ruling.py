"""``piquet ruling FILE``: the rulings on a record's irregularities, in plain words or as JSON.

For each deal: each irregularity, the laws that apply and why, the option
the Laws give and who holds it, what was elected and what follows; the
claims refused and why; then the decision (a fresh deal, or the scores,
and who can reckon nothing) and the text of every law cited.
"""

from __future__ import annotations

import argparse
import sys

from piquet.records import replay_file
from piquet.records.io import json_text
from piquet.rulings import ruling_lines, rulings_json


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    parser = sub.add_parser(
        "ruling", help="rule on the irregularities of a game record: the laws, the options, the outcome",
        description="Replay a piquet-record/1 record that contains irregularities and say, for each, which "
                    "laws apply and why, the options and who holds them, and the outcome.",
    )
    parser.add_argument("file", metavar="FILE", help="the record (JSON); - reads standard input")
    parser.add_argument("--json", action="store_true", help="print the rulings as JSON, with law numbers")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    replayed = replay_file(args.file)
    sys.stdout.write(json_text(rulings_json(replayed)) if args.json
                     else "".join(f"{line}\n" for line in ruling_lines(replayed)))
    return 0
