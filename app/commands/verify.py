"""``piquet verify``: run the Z3 checks of the spec and compare with the expected verdicts.

Findings are results, not errors: the command exits 0 when the run
completes and every verdict is the one recorded in ``proofs/expected``;
1 when a verdict moved (a change to the spec altered what is proved), or
when Z3 and the second prover disagree (``--prover cvc5`` or ``both``);
2 on bad input (an unknown reading, a law out of range).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from piquet.conformance.confirm import verified
from piquet.commands.amend import run_amendment
from piquet.errors import InputError
from piquet.progress import counted
from piquet.proofs.checks import Budget
from piquet.proofs import smtlib
from piquet.proofs.result import CheckResult
from piquet.proofs.second import Prover, Second, disagreements, tally
from piquet.model.variants import parse_variant
from piquet.proofs.plan import VARIANT
from piquet.proofs.verify import Report, differences, distinct_findings, write_expected, write_expected_world
from piquet.spec.catalogue import catalogue


_DESCRIPTION = ("Run the Z3 checks of the spec and compare with the expected verdicts. Findings are results, not "
                "errors: the command exits 0 when the run completes and every verdict is the one recorded in "
                "proofs/expected; 1 when a verdict moved (a change to the spec altered what is proved) or when Z3 "
                "and cvc5 disagree; 2 on bad input (an unknown reading, a law out of range).")


def configure(p: argparse.ArgumentParser) -> None:
    p.description = _DESCRIPTION
    p.add_argument("--reading", action="append", metavar="NAME",
                   help="a reading to check (repeatable; default: every reading)")
    p.add_argument("--all-readings", action="store_true", help="check every reading (the default)")
    p.add_argument("--law", metavar="N", help="only the checks concerning this law (1-78, cent-N, agree-NAME)")
    p.add_argument("--variant", metavar="NAME", help="only the checks of one game: 'au cent' (its paragraphs, "
                                                     "cent-N) or 'rubicon' (Laws 1-78 and the agreements)")
    p.add_argument("--json", action="store_true", help="print the full report as JSON")
    p.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                   help="a wall-clock limit on each solver call (default none: each call is bounded by its "
                   "resource limit, the same however loaded the machine); a call cut short is unknown")
    p.add_argument("--jobs", type=int, default=None, metavar="N",
                   help="worker processes (default: one per core; 1 runs everything in this process)")
    p.add_argument("--update-expected", action="store_true",
                   help="record this run's verdicts as the expected ones (on purpose, after reviewing them)")
    p.add_argument("--world", action="store_true",
                   help="check each game's laws in one world, split only where nothing ties it, so that every "
                   "clause meets every clause it can (slower; its verdicts are compared with those recorded for the "
                   "world, proofs/expected/world.json, as the phases' are with proofs/expected/<reading>.json)")
    p.add_argument("--prover", choices=[pr.value for pr in Prover], default=Prover.Z3.value,
                   help="whose verdicts to report: z3 (the default); cvc5, which derives every verdict again from "
                   "Z3's queries (an answer it cannot give is unknown); or both, z3's verdicts with cvc5's beside "
                   "them. A query on which the two disagree fails the run")
    p.add_argument("--smt2", metavar="DIR", type=Path,
                   help="write each check's queries as SMT-LIB 2, DIR/<reading>/<check>.smt2, to re-check any "
                   "verdict with any solver")
    p.add_argument("--amend", metavar="NAME", help="prove that a proposed amendment removes its finding and "
                                                   "creates no new one (see the rulebook's amendments page); "
                                                   "'edition': every amendment at once, one text per sentence "
                                                   "(with --world, in the one world)")
    p.set_defaults(run=main)


def _readings(args: argparse.Namespace) -> list[str]:
    known = list(catalogue().readings)
    wanted: list[str] = args.reading or known
    for name in wanted:
        if name not in known:
            raise InputError("--reading", f"unknown reading {name!r} (known: {', '.join(known)})")
    return wanted


def _law(args: argparse.Namespace) -> str | None:
    key: str | None = args.law
    if args.variant is not None:
        if key is not None:
            raise InputError("--variant", "give --law or --variant, not both")
        try:
            return VARIANT + parse_variant(args.variant).value
        except InputError as err:
            raise InputError("--variant", err.problem) from None
    if key is None:
        return None
    if key not in catalogue().laws:
        raise InputError("--law", f"no law {key!r}: laws are 1-78, cent-1..cent-30 and agree-NAME")
    return key


def main(args: argparse.Namespace) -> int:
    readings = _readings(args)
    law = _law(args)
    if args.timeout is not None and args.timeout <= 0:
        raise InputError("--timeout", "must be a positive number of seconds")
    if args.jobs is not None and args.jobs < 1:
        raise InputError("--jobs", f"must be at least 1, not {args.jobs} (leave it out for one per core)")
    budget = Budget(ms=None if args.timeout is None else int(args.timeout * 1000))
    second = _second(args)
    # Checked before the work starts: an expectation is recorded from a full run.
    if args.update_expected and law is not None:
        raise InputError("--update-expected", "record expectations from a full run, without --law")
    if args.update_expected and args.world and sorted(readings) != sorted(catalogue().readings):
        raise InputError("--update-expected", "record the one world's expectations from a run of every reading")
    if args.amend is not None:
        if second is not None:
            raise InputError("--amend", "an amendment is proved with z3 alone: leave out --prover and --smt2")
        return run_amendment(args.amend, budget, args.json, args.world, tuple(readings))
    with counted("checks", quiet=args.json) as done:
        reports = verified(readings, law, budget, jobs=0 if args.jobs is None else args.jobs, done=done,
                           second=second, world=args.world)
    if args.smt2 is not None:
        written = smtlib.write(args.smt2, {r.reading: r.checks for r in reports})
        print(f"wrote {len(written) - 1} SMT-LIB files and {written[-1]}", file=sys.stderr)
    disagree = disagreements(c for r in reports for c in r.checks)
    moved = {r.reading: differences(r, law, args.world) for r in reports}
    if args.update_expected:
        for path in ([write_expected_world(reports)] if args.world else [write_expected(r) for r in reports]):
            print(f"wrote {path}", file=sys.stderr)
        moved = {}
    if args.json:
        out: dict[str, Any] = (reports[0].as_json() if len(reports) == 1
                               else {"readings": [r.as_json() for r in reports]})
        if len(reports) == 1:
            out["differences"] = moved.get(reports[0].reading, [])
        if second is not None and second.prover is not Prover.Z3:
            out["disagreements"] = disagree
        print(json.dumps(out, indent=1))
    else:
        for r in reports:
            _print_table(r, moved.get(r.reading, []))
        if second is not None and second.prover is not Prover.Z3:
            _print_second(reports, disagree)
    return 1 if any(moved.values()) or disagree else 0


def _second(args: argparse.Namespace) -> Second | None:
    """What to ask beyond Z3 (None: nothing); an --smt2 path that cannot be a directory is bad input."""
    prover = Prover(args.prover)
    path: Path | None = args.smt2
    if path is not None and path.exists() and not path.is_dir():
        raise InputError("--smt2", f"{path} is a file, not a directory")
    if prover is Prover.Z3 and path is None:
        return None
    return Second(prover, smt2=path is not None)


def _print_second(reports: list[Report], disagree: list[str]) -> None:
    print(tally(c for r in reports for c in r.checks).line())
    if disagree:
        print("Z3 AND CVC5 DISAGREE:")
        for line in disagree:
            print(f"  {line}")


def _where(c: CheckResult, situation: dict[str, int | bool]) -> str:
    where = ", ".join(f"{k}={int(v) if isinstance(v, bool) else v}" for k, v in situation.items()
                      if c.kind != "theorem" or k in ("elder_dealt", "younger_dealt", "stock", "announced"))
    return f" at {where}" if where else ""


def _status(c: CheckResult) -> str:
    if c.status.value == "finding" and c.witness is not None:
        core = " + ".join(c.witness.cores[0]) if c.witness.cores else ""
        return f"finding [{core}]" + _where(c, c.witness.situation)
    return c.status.value


def _other_sets(c: CheckResult) -> list[str]:
    """A consistency or completeness finding's other minimal sets of clauses: those of its witness, then each
    with the situation nearest the ordinary deal that shows it."""
    if c.status.value != "finding" or c.witness is None or c.kind not in ("consistency", "completeness"):
        return []
    w = c.witness
    return [f"also [{' + '.join(core)}] in the same situation" for core in w.cores[1:]] + \
        [f"also [{' + '.join(core)}]{_where(c, situation)}" for core, situation in w.variants]


def _print_table(report: Report, moved: list[str]) -> None:
    print(f"reading: {report.reading}  ({len(report.checks)} checks, {report.seconds:.2f}s)")
    width = max((len(c.id) for c in report.checks), default=10)
    for c in report.checks:
        laws = ",".join(c.laws)
        print(f"  {c.id:<{width}}  {laws:<18}  {_status(c)}  ({c.seconds:.2f}s)")
        for line in _other_sets(c):
            print(f"  {'':<{width}}  {'':<18}    {line}")
    counts: dict[str, int] = {}
    for c in report.checks:
        counts[c.status.value] = counts.get(c.status.value, 0) + 1
    cov = report.coverage
    print(f"  verdicts: {', '.join(f'{n} {status}' for status, n in counts.items())}; "
          f"{distinct_findings(report)} distinct findings (each minimal set of clauses counted once)")
    print(f"  coverage: {cov['formalized']} laws formalized, {cov['conduct']} conduct, {cov['not yet']} not yet "
          f"({cov['clauses']} clauses, {cov['choices']} choices)")
    if moved:
        print("  VERDICTS DIFFER FROM proofs/expected:")
        for line in moved:
            print(f"    {line}")
    print()
