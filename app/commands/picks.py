"""``piquet picks``: what each interpretive pick moves, and the picks each finding rests on.

Each choice of a reading is taken the other way, and the checks that read it
run again; each finding runs under every combination of the choices its
check reads (:mod:`piquet.proofs.picks`). The command exits 0 when every
answer is the one recorded in ``proofs/expected/picks.json``, 1 when one
moved, 2 on bad input.
"""

from __future__ import annotations

import argparse
import json
import sys

from piquet.errors import InputError
from piquet.proofs.checks import Budget
from piquet.proofs.picks import Picks, picks_of, recorded_picks, write_picks
from piquet.spec.catalogue import catalogue

_DESCRIPTION = ("For each reading: which verdicts each interpretive choice moves when taken the other way, and, "
                "for each finding, the picks it rests on (every combination of the choices its check reads). "
                "Exits 0 when every answer is the one recorded in proofs/expected/picks.json, 1 when one moved, "
                "2 on bad input. Takes a few minutes a reading.")


def configure(p: argparse.ArgumentParser) -> None:
    p.description = _DESCRIPTION
    p.add_argument("--reading", action="append", metavar="NAME",
                   help="a reading (repeatable; default: every reading)")
    p.add_argument("--json", action="store_true", help="print the answers as JSON")
    p.add_argument("--update-expected", action="store_true",
                   help="record these answers in proofs/expected/picks.json (on purpose, after reviewing them)")
    p.set_defaults(run=main)


def main(args: argparse.Namespace) -> int:
    cat = catalogue()
    known = list(cat.readings)
    readings: list[str] = args.reading or known
    for name in readings:
        if name not in known:
            raise InputError("--reading", f"unknown reading {name!r} (known: {', '.join(known)})")
    told = None if args.json or not sys.stderr.isatty() else (lambda line: print(line, file=sys.stderr))
    found = [picks_of(cat, name, Budget(), told) for name in readings]
    recorded = recorded_picks()
    moved = [p.reading for p in found if p.reading in recorded and recorded[p.reading] != p]
    if args.update_expected:
        print(f"wrote {write_picks(found)}", file=sys.stderr)
        moved = []
    if args.json:
        print(json.dumps({"readings": [p.as_json() for p in found], "moved": moved}, indent=1))
    else:
        for p in found:
            _print(p, p.reading in moved)
    return 1 if moved else 0


def _print(p: Picks, moved: bool) -> None:
    print(f"reading: {p.reading}" + ("  (MOVED from proofs/expected/picks.json)" if moved else ""))
    still = sorted({c.choice for c in p.choices} - {c.choice for c in p.choices if c.moved})
    print(f"  {len(still)} choices move no verdict when taken another way: {', '.join(still) or 'none'}")
    for c in p.choices:
        if c.moved:
            changes = ", ".join(f"{m.id} {m.before} -> {m.after}" for m in c.moved)
            print(f"  {c.choice} = {c.alternative} (not {c.picked}): {changes}")
    if not p.findings:
        print("  no finding to trace to its picks")
    for f in p.findings:
        print(f"  {f.id}: {f.words()}")
