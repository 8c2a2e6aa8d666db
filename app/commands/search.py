"""``piquet search CLASS``: deals where the laws misfire, found by machine, proved under best play.

Units of work (one random candidate deal each, seeded by the master seed and
its index) run on every core, or on a Dask cluster; each candidate is
settled by the exact solver; the witnesses are re-verified from their
records, ordered (the largest swing first, then the simplest) and written
up. ``--out DIR`` writes each witness's record and narration, whole or not
at all; ``--stats`` adds how often the class occurs, with a 95 % interval.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator

from piquet.errors import InputError
from piquet.records import load_record
from piquet.records.io import json_text, source_name, write_atomic
from piquet.search.candidates import candidate_of
from piquet.search.calls import CALLS
from piquet.search.classes import SearchClass
from piquet.search.registry import CLASSES, class_named
from piquet.search.policy import POLICIES
from piquet.search.resume import Checkpoint
from piquet.search.run import Budget, Outcome, default_workers, executor, search
from piquet.search.stats import share
from piquet.search.units import settle_candidate
from piquet.search.witness import Witness, narration, ordered, verify, witness_json

__all__ = ["register", "Report", "run_search"]

DEFAULT_SECONDS = 60.0
_CALLS_WORDS = {"all": "each declares all he holds (the records' default)",
                "best": "each side declares or sinks each class as part of best play, both hands open"}


class Report:
    """A search's outcome with its witnesses verified and ordered (at most ``top`` of them shown)."""

    def __init__(self, klass: SearchClass, seed: int, outcome: Outcome, top: int, steered: bool = False,
                 policy: str = "plain", calls: str = "all") -> None:
        self.klass = klass
        self.seed = seed
        self.steered = steered
        self.policy = policy
        self.calls = calls
        self.outcome = outcome
        self.top = top
        self.witnesses: list[Witness] = []
        self.failed = 0
        self.interrupted = outcome.interrupted
        try:
            for found in ordered(outcome.found):
                if len(self.witnesses) == top:
                    break
                witness = verify(klass, found)
                if witness is None:
                    self.failed += 1  # never shown
                else:
                    self.witnesses.append(witness)
        except KeyboardInterrupt:  # Ctrl-C while verifying: the witnesses verified so far are reported
            self.interrupted = True

    def stats(self) -> dict[str, object]:
        outcome = self.outcome
        stats: dict[str, object] = {
            "class": self.klass.name, "seed": self.seed, "units": outcome.units, "deals": outcome.tried,
            "candidates": outcome.candidates,
            "witnesses": len(outcome.found),
            "share_of_candidates": share(len(outcome.found), outcome.candidates).json(),
            "share_of_deals": share(len(outcome.found), outcome.tried).json(),
        }
        for figure in self.klass.figures:  # the census's, on the same candidates
            stats[figure.key] = share(outcome.figure(figure.key), outcome.candidates).json()
        return stats

    def command(self, with_stats: bool) -> str:
        """The command that gives this result again, whatever the workers (a time budget as the deals it ran)."""
        return (f"piquet search {self.klass.name} --seed {self.seed} --deals {self.outcome.units} --top {self.top}"
                + (" --steer" if self.steered else "") + (f" --policy {self.policy}" if self.policy != "plain" else "")
                + (f" --calls {self.calls}" if self.calls != "all" else "")
                + (" --stats" if with_stats else "") + " --json")

    def json(self, with_stats: bool) -> dict[str, object]:
        out: dict[str, object] = {
            "command": self.command(with_stats), "class": self.klass.name, "seed": self.seed, "policy": self.policy,
            "calls": self.calls,
            "units": self.outcome.units, "deals": self.outcome.tried,
            "candidates": self.outcome.candidates, "found": len(self.outcome.found),
            "interrupted": self.interrupted,
            "witnesses": [witness_json(w, i + 1) for i, w in enumerate(self.witnesses)],
        }
        if with_stats:
            out["stats"] = self.stats()
        return out

    def words(self, with_stats: bool) -> Iterator[str]:
        outcome = self.outcome
        stop = " (interrupted)" if self.interrupted else ""
        yield (f"piquet search {self.klass.name} --seed {self.seed}: {outcome.units} units, {outcome.tried} deals "
               f"drawn{stop}, "
               f"{outcome.candidates} met the hand condition, {len(outcome.found)} witnesses "
               f"({outcome.seconds:.1f} s).")
        yield f"  Calls: {_CALLS_WORDS[self.calls]}."
        if with_stats:
            yield f"  Share of the candidates: {share(len(outcome.found), outcome.candidates).words()}."
            yield f"  Share of the deals tried: {share(len(outcome.found), outcome.tried).words()}."
            for figure in self.klass.figures:
                yield f"  {figure.says}: {share(outcome.figure(figure.key), outcome.candidates).words()}."
        for i, witness in enumerate(self.witnesses):
            yield ""
            yield from narration(witness, i + 1, self.seed)


def run_search(class_name: str, seed: int, budget: Budget, workers: int, cluster: str | None, top: int,
               progress: Callable[[int, int], None] | None = None, steered: bool = False,
               policy: str = "plain", resume: str | None = None, calls: str = "all") -> Report:
    """Search ``class_name`` within ``budget`` and verify the witnesses (see the module); ``steered``: the
    deals steered by Z3 to the class's hand condition (:mod:`piquet.search.steer`); ``policy`` the players'
    discards (:mod:`piquet.search.policy`); ``resume`` a checkpoint (:mod:`piquet.search.resume`); ``calls``
    how the calls are made (:mod:`piquet.search.calls`)."""
    klass = class_named(class_name)
    if klass is None:
        raise InputError("CLASS", f"unknown class {class_name!r}; the classes are: "
                                  + ", ".join(c.name for c in CLASSES))
    with executor(workers, cluster) as (pool, slots):
        checkpoint = None if resume is None else Checkpoint(
            resume, {"class": klass.name, "seed": seed, "policy": policy, "steer": steered,
                     **({"calls": calls} if calls != "all" else {}),
                     # The figures its units count: a checkpoint that counted others is another search's.
                     **({"figures": [f.key for f in klass.figures]} if klass.figures else {})})
        known = None if checkpoint is None else checkpoint.known()
        try:
            outcome = search(klass.name, seed, budget, pool, slots, progress, steered, policy, known,
                             None if checkpoint is None else checkpoint.record, calls)
        finally:
            if checkpoint is not None:
                checkpoint.close()
    return Report(klass, seed, outcome, top, steered, policy, calls)


def _number(text: str, name: str, kind: Callable[[str], float | int], least: float) -> float | int:
    try:
        value = kind(text)
    except ValueError:
        raise InputError(name, f"{text!r} is not a number") from None
    if value < least:
        raise InputError(name, f"{text} is below {least:g}")
    return value


def check_folder(folder: str, option: str = "--out") -> None:
    """Refuse, before any work, a folder that cannot be written: one that is a file, lies under a file, or
    lies where no folder can be made (``/proc``, ``/sys``). The nearest folder that exists is asked to take
    a temporary folder, removed at once: nothing is left behind."""
    path = os.path.abspath(folder)
    while not os.path.lexists(path):
        path = os.path.dirname(path)
    if not os.path.isdir(path):
        raise InputError(option, f"{folder}: {path} is not a directory")
    try:
        os.rmdir(tempfile.mkdtemp(prefix=".piquet-", dir=path))
    except OSError as err:
        raise InputError(option, f"{folder}: cannot write in {path}: {err.strerror}") from None


def _write_out(folder: str, report: Report, with_stats: bool) -> None:
    check_folder(folder)
    os.makedirs(folder, exist_ok=True)
    files: list[tuple[str, str]] = []
    for i, witness in enumerate(report.witnesses):
        stem = os.path.join(folder, f"{report.klass.name}-{i + 1:02d}")
        files.append((stem + ".json", json_text(witness.record)))
        if report.klass.penalty is not None:  # the offending deal ends at the penalty: the lawful line is solved
            files.append((stem + "-lawful.json", json_text(witness.line("lawful").record)))
        files.append((stem + ".txt", "".join(f"{line}\n" for line in narration(witness, i + 1, report.seed))))
    files.append((os.path.join(folder, f"{report.klass.name}-search.json"), json_text(report.json(with_stats))))
    for path, _ in files:
        if os.path.exists(path) and not os.path.isfile(path):
            raise InputError("--out", f"{path} exists and is not a regular file")
    for path, text in files:
        write_atomic(path, text)


def _confirm(path: str, class_name: str, as_json: bool, calls: str = "all") -> int:
    """Settle the deal of the record in ``path`` for the class, the calls made as ``calls`` says; print the
    witness, or why it is none."""
    klass = class_named(class_name)
    assert klass is not None
    if klass.drawer is not None:  # au cent's classes, and the census's entries of au cent
        raise InputError("--record", f"{klass.name} is a class of Piquet au cent: it settles the deals it draws, not "
                                     "a given record (the records --record reads are Rubicon's)")
    try:
        candidate = candidate_of(load_record(path))
    except InputError as err:
        raise err.within(source_name(path)) from None
    if not klass.reads(candidate):
        law = candidate.offence.law
        if law in ("31", "35") and set(klass.offence_laws) <= {"31", "35"}:
            raise InputError(source_name(path), f"{candidate.offender} takes in the card too many, but {klass.name} "
                                                f"is a class of {klass.offender}'s offence")
        raise InputError(source_name(path), f"the record's offence is {candidate.offender}'s of Law {law}, but "
                                            f"{klass.name} is a class of Law {', '.join(klass.offence_laws)}")
    settled, found = settle_candidate(klass, candidate, calls)
    witness = None if found is None else verify(klass, found)
    if witness is None:
        why = ("it does not meet the hand condition" if not settled.condition
               else "the offence does not gain the offender" if not settled.witness else "it failed its re-check")
        if as_json:
            sys.stdout.write(json_text({"class": klass.name, "witness": None, "why": why}))
        else:
            sys.stdout.write(f"{source_name(path)}: not a witness of {klass.name}: {why}.\n")
        return 0
    if as_json:
        sys.stdout.write(json_text({"class": klass.name, "witness": witness_json(witness, 1)}))
    else:
        sys.stdout.write("".join(f"{line}\n" for line in narration(witness, 1, None)))
    return 0


def _progress_bar(total: int | None) -> tuple[Callable[[int, int], None], Callable[[], None]]:
    from rich.console import Console
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                               TimeRemainingColumn)

    # The time left is estimated from the rate so far (shown only with a budget of deals).
    bar = Progress(TextColumn("deals"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[found]} found"),
                   TextColumn("{task.fields[rate]}/s"), TimeElapsedColumn(), TextColumn("left"), TimeRemainingColumn(),
                   transient=True, console=Console(stderr=True))
    task = bar.add_task("search", total=total, found=0, rate="0.0")
    bar.start()

    def update(tried: int, found: int) -> None:
        elapsed = bar.tasks[0].elapsed or 0.0
        bar.update(task, completed=tried, found=found, rate=f"{tried / elapsed:.1f}" if elapsed else "-")

    return update, bar.stop


def laws_cited(laws: Iterator[str] | tuple[str, ...]) -> str:
    """The laws the classes cite, in words: the Laws' numbers in order, a run of three or more as a range, then
    au cent's paragraphs (``Laws 25-31, 33; au cent's paragraphs 9, 10``)."""
    every = set(laws)
    numbers = sorted(int(law) for law in every if law.isdigit())
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    words = ", ".join(f"{r[0]}-{r[-1]}" if len(r) >= 3 else ", ".join(map(str, r)) for r in runs)
    paragraphs = sorted((law.removeprefix("cent-") for law in every if law.startswith("cent-")), key=int)
    return f"Laws {words}" + (f"; au cent's paragraphs {', '.join(paragraphs)}" if paragraphs else "")


def configure(parser: argparse.ArgumentParser) -> None:
    classes = "; ".join(f"{c.name}: {c.title.lower()}" for c in CLASSES)
    parser.description = (
        "Search random last deals of a partie in which a player commits an offence, or a miscall, that the Laws "
        f"penalise or excuse ({laws_cited(tuple(law for c in CLASSES for law in c.laws))}, as each class says) "
        "for a class of misfire, each line's play solved exactly for the partie; the classes named cent-* and "
        "census-cent-* search deals of Piquet au cent, solved for the games of the partie (cent-28, cent-29). "
        "Classes: " + classes + ".")
    parser.add_argument("klass", metavar="CLASS", help="the class of misfire: " + ", ".join(c.name for c in CLASSES))
    parser.add_argument("--seconds", metavar="S", help=f"stop after S seconds (default {DEFAULT_SECONDS:g})")
    parser.add_argument("--deals", metavar="N", help="stop after N deals (instead of a time)")
    parser.add_argument("--seed", metavar="K", default="0", help="the master seed (default 0)")
    parser.add_argument("--workers", metavar="W", help="processes (default: every core)")
    parser.add_argument("--cluster", metavar="ADDRESS", help="run the units on this Dask scheduler")
    parser.add_argument("--top", metavar="T", default="5", help="witnesses shown and written (default 5)")
    parser.add_argument("--out", metavar="DIR", help="write each witness's record and narration in DIR")
    parser.add_argument("--record", metavar="FILE",
                        help="settle the deal of this record (as Case XXII's) for CLASS, instead of searching "
                             "(the classes of Rubicon Piquet only)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--stats", action="store_true", help="how often the class occurs, with a 95 %% interval")
    parser.add_argument("--policy", metavar="P", default="plain", choices=sorted(POLICIES),
                        help="how the players discard: plain (the lowest cards of the shortest suits, the default), "
                             "principles (the point, aces, kings, sequences and sets kept) or random")
    parser.add_argument("--calls", metavar="C", default="all", choices=CALLS,
                        help="how the calls are made: all (each declares all he holds, the default) or best (each "
                             "side declares or sinks each class as part of best play, both hands open)")
    parser.add_argument("--resume", metavar="FILE",
                        help="a checkpoint: each unit is written to FILE as it finishes, and a search given the same "
                             "FILE takes up where it stopped, with the same result")
    parser.add_argument("--steer", action="store_true",
                        help="steer the deals with Z3 to the class's hand condition (classes that state one)")

    def run(args: argparse.Namespace) -> int:
        deals = None if args.deals is None else int(_number(args.deals, "--deals", int, 1))
        seconds = None if args.seconds is None else float(_number(args.seconds, "--seconds", float, 0))
        if deals is None and seconds is None:
            seconds = DEFAULT_SECONDS
        seed = int(_number(args.seed, "--seed", int, 0))
        workers = default_workers() if args.workers is None else int(_number(args.workers, "--workers", int, 1))
        top = int(_number(args.top, "--top", int, 0))
        if class_named(args.klass) is None:
            raise InputError("CLASS", f"unknown class {args.klass!r}; the classes are: "
                                      + ", ".join(c.name for c in CLASSES))
        if args.record is not None:
            return _confirm(args.record, args.klass, args.json, args.calls)
        if args.out is not None:
            check_folder(args.out)
        if args.resume is not None:
            check_folder(os.path.dirname(args.resume) or ".", "--resume")
        update, stop = None, None
        if sys.stderr.isatty() and not args.json:
            update, stop = _progress_bar(deals)
        try:
            report = run_search(args.klass, seed, Budget(deals, seconds), workers, args.cluster, top, update, args.steer,
                                args.policy, args.resume, args.calls)
        finally:
            if stop is not None:
                stop()
        if args.out is not None:
            _write_out(args.out, report, args.stats)
        if args.json:
            sys.stdout.write(json_text(report.json(args.stats)))
        else:
            sys.stdout.write("".join(f"{line}\n" for line in report.words(args.stats)))
        return 0

    parser.set_defaults(run=run)
