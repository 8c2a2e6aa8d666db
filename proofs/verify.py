"""Run every check of the plan (:mod:`piquet.proofs.plan`) under a reading, and compare with the expected verdicts.

The report is what ``piquet verify --json`` prints and the rulebook reads:
``{"reading", "checks": [...], "coverage": {...}, "seconds"}``. The repo
keeps the expected verdict of every check per reading in
``proofs/expected/<reading>.json``; :func:`differences` lists the checks
whose verdict moved, so a change that alters a verdict fails until the
expectation is updated on purpose (``piquet verify --update-expected``).

The proofs read the spec alone. Two kinds of check need the model, and
the conformance layer above runs them on this report
(:func:`piquet.conformance.confirm.confirm`): a stored witness replayed
through the model (a :class:`~piquet.proofs.theorems.Reached` theorem,
planned as :func:`~piquet.proofs.plan.awaiting_model`), and the exchange's entitlement
findings confirmed by the counts the model allows (the plan names their
clause).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from piquet.proofs import checks
from piquet.proofs.picks import clauses_reading, reads_any, theorems_reading
from piquet.proofs.plan import Planned, concerns, expected, expected_path, planned
from piquet.proofs.recorded import expected_world, recorded_costs, write_recorded
from piquet.proofs.result import CheckResult
from piquet.proofs.second import Second
from piquet.spec.catalogue import Catalogue, catalogue
from piquet.spec.amendments import EDITION, Amendment, amended

__all__ = ["Report", "run", "run_all", "shares", "Done", "differences", "distinct_findings", "write_expected",
           "write_expected_world", "AmendedVerdict", "amend", "judged", "remaining"]


@dataclass(frozen=True)
class Report:
    reading: str
    checks: tuple[CheckResult, ...]
    coverage: dict[str, Any]
    seconds: float

    def as_json(self) -> dict[str, Any]:
        return {
            "reading": self.reading,
            "checks": [c.as_json() for c in self.checks],
            "coverage": self.coverage,
            "seconds": round(self.seconds, 3),
        }

    def verdicts(self) -> dict[str, str]:
        return {c.id: c.status.value for c in self.checks}


def _timed(p: Planned, budget: checks.Budget, second: Second | None = None) -> CheckResult:
    """Run a planned check, with the processor time it took (unlike its wall time, the same under load);
    with ``second``, its queries recorded and derived again (the second prover's time is not in it)."""
    start = time.process_time()
    result = p.run(budget) if second is None else second.recorded(lambda: p.run(budget))
    result = replace(result, cpu_seconds=time.process_time() - start)
    return result if second is None else second.rederived(result, budget)


def run(reading: str, law: str | None = None, budget: checks.Budget = checks.Budget(),
        shared: dict[tuple[object, ...], CheckResult] | None = None) -> Report:
    """Run the checks of ``reading`` (only those concerning ``law``, if given), in this process.

    ``shared`` carries verdicts between readings: a check whose clauses a
    reading leaves untouched is not run twice.
    """
    return run_all([reading], law, budget, jobs=1, shared=shared)[0]


def _selected(reading: str, law: str | None, world: bool = False) -> list[tuple[tuple[object, ...], Planned]]:
    cat = catalogue()
    return [((p.id, *p.basis), p) for p in planned(cat, reading, world) if concerns(law, p.laws)]


Job = tuple[str | None, checks.Budget, bool, Second | None, list[tuple[str, int]]]
"""A worker's share: the law selected, the budget, whether the checks run over the one world, the second
prover's settings, and the (reading, position)s of its checks."""


def _work(job: Job) -> list[CheckResult]:
    """In a worker: rebuild the readings' plans and run the checks at the given (reading, position)s."""
    law, budget, world, second, items = job
    plans: dict[str, list[tuple[tuple[object, ...], Planned]]] = {}
    out = []
    for reading, i in items:
        if reading not in plans:
            plans[reading] = _selected(reading, law, world)
        out.append(_timed(plans[reading][i][1], budget, second))
    return out


def _work_at(job: tuple[int, Job],
             ) -> tuple[int, list[CheckResult]]:
    """:func:`_work` on the job numbered as given, and the number with the results (they come in any order)."""
    return job[0], _work(job[1])


Done = Callable[[int, int], None]
"""Told, as checks finish, how many more are done and how many distinct checks there are (a progress bar)."""


def run_all(readings: list[str], law: str | None = None, budget: checks.Budget = checks.Budget(),
            jobs: int = 0, shared: dict[tuple[object, ...], CheckResult] | None = None,
            done: Done | None = None, second: Second | None = None, world: bool = False) -> list[Report]:
    """Run every check of every reading; verdicts a reading shares with an earlier one are reused.

    ``world``: the laws' checks run over each game's one world (see :func:`piquet.proofs.plan.planned`).

    The distinct checks are spread over ``jobs`` worker processes (0: one
    per core); each worker rebuilds the plan and runs its share, so only
    results cross between processes. ``done`` is told of each check run
    here, or of each worker's share as it comes back. ``second``: the queries
    recorded, and derived again by the second prover (:mod:`piquet.proofs.second`).
    """
    told: Done = done or (lambda n, total: None)
    start = time.perf_counter()
    memo = {} if shared is None else shared
    plans = {r: _selected(r, law, world) for r in readings}
    todo = _todo(plans, memo)
    workers = (os.cpu_count() or 1) if jobs <= 0 else jobs
    if workers > 1 and len(todo) > 1:
        planned_of = {key: p for r in readings for key, p in plans[r]}
        memo.update(_parallel(todo, planned_of, law, budget, world, second, workers, told))
    else:
        for key, (r, i) in todo.items():
            memo[key] = _timed(plans[r][i][1], budget, second)
            told(1, len(todo))
    cat = catalogue()
    elapsed = time.perf_counter() - start
    return [Report(r, tuple(memo[key] for key, _ in plans[r]), cat.coverage(), elapsed) for r in readings]


def _todo(plans: dict[str, list[tuple[tuple[object, ...], Planned]]], memo: dict[tuple[object, ...], CheckResult],
          ) -> dict[tuple[object, ...], tuple[str, int]]:
    """The distinct checks not yet in ``memo``, each at the (reading, position) of its first plan."""
    todo: dict[tuple[object, ...], tuple[str, int]] = {}
    for r, plan in plans.items():
        for i, (key, _) in enumerate(plan):
            if key not in memo and key not in todo:
                todo[key] = (r, i)
    return todo


def shares(readings: list[str], workers: int, law: str | None = None, world: bool = False,
           ) -> list[list[tuple[str, str]]]:
    """Each worker's checks, as :func:`run_all` shares them between ``workers`` processes: (reading, check id)
    in the order the worker runs them (a check readings share under the first). For a benchmark to add up
    each worker's processor time: the busiest worker's is the least wall time the run can take."""
    plans = {r: _selected(r, law, world) for r in readings}
    todo = _todo(plans, {})
    planned_of = {key: p for r in readings for key, p in plans[r]}
    return [[(todo[key][0], planned_of[key].id) for key in share]
            for share in _shares(todo, planned_of, workers, world)]


def _parallel(todo: dict[tuple[object, ...], tuple[str, int]], planned_of: dict[tuple[object, ...], Planned],
              law: str | None, budget: checks.Budget, world: bool, second: Second | None, workers: int,
              told: Done,
              ) -> dict[tuple[object, ...], CheckResult]:
    shares = _shares(todo, planned_of, workers, world)
    jobs: list[Job] = [(law, budget, world, second, [todo[key] for key in share]) for share in shares]
    out: dict[tuple[object, ...], CheckResult] = {}
    with multiprocessing.get_context("fork").Pool(len(jobs)) as pool:
        for n, results in pool.imap_unordered(_work_at, enumerate(jobs), chunksize=1):
            out.update(zip(shares[n], results))
            told(len(results), len(todo))
    return out


def _shares(todo: dict[tuple[object, ...], tuple[str, int]], planned_of: dict[tuple[object, ...], Planned],
            workers: int, world: bool = False) -> list[list[tuple[object, ...]]]:
    """The checks to run, shared between the workers before any runs (the same shares on every run, so each
    worker solves the same queries in the same order whatever the load), by their processor time: as recorded
    with the verdicts (:func:`~piquet.proofs.recorded.recorded_costs`), else as estimated
    (:func:`piquet.proofs.plan.effort`).

    A domain's checks go together, so that each worker encodes a domain once per reading, and the runs are
    dealt longest first, each to the least loaded worker; one job per worker. A domain whose checks would take
    more than a quarter of a worker's share (the one world's largest parts) is dealt out instead, each worker
    encoding it for its own. Its checks' processor times range over two orders of magnitude (an entitlement of
    au cent's part, 0.1 s to 3 s): where every one is recorded they are dealt one by one, the longest first, each
    to the least loaded worker; else no estimate made before they run foresees them, and they are dealt in turn
    to each worker (stripes, the one estimated longest to the least loaded), where they fall evenly between the
    workers and runs of consecutive checks would leave one worker with most of the long ones. Its vacuity checks
    stay together in one worker, in the plan's order: they share one solver (:func:`~piquet.proofs.checks.vacuity`),
    so each example found is the same however many workers there are.
    """
    recorded = {reading: recorded_costs(reading, world) for reading in {reading for reading, _ in todo.values()}}
    # The checks by their place in ``todo``: a key holds a whole domain's clauses, and hashing it again at every
    # turn of the dealing cost seconds.
    keys = list(todo)
    plan = [planned_of[key] for key in keys]

    def estimate(n: int) -> int:
        """Check ``n``'s processor time in milliseconds: recorded, else estimated."""
        seconds = recorded[todo[keys[n]][0]].get(plan[n].id)
        return plan[n].effort if seconds is None else max(1, round(1000 * seconds))

    costs = [estimate(n) for n in range(len(keys))]

    def total(run: list[int]) -> int:
        return sum(costs[n] for n in run)

    domains: dict[tuple[str, str], list[int]] = {}
    for n, key in enumerate(keys):
        domains.setdefault((todo[key][0], plan[n].group), []).append(n)
    cap = total(list(range(len(keys)))) / (4 * workers)
    loads = [0] * workers
    shares: list[list[int]] = [[] for _ in range(workers)]

    def deal(run: list[int], w: int) -> None:
        loads[w] += total(run)
        shares[w].extend(run)

    heavy = [part for part in domains.values() if len(part) > 1 and total(part) > cap]
    light = [part for part in domains.values() if part not in heavy]
    for part in sorted(heavy, key=total, reverse=True):
        # The vacuity checks go together, in one worker: they share one solver, whose examples then depend on
        # nothing but the domain (checks.vacuity).
        vacuity = [n for n in part if plan[n].id.startswith("vacuity:")]
        rest = [n for n in part if not plan[n].id.startswith("vacuity:")]
        given: dict[int, int] = {}

        def place(run: list[int], w: int) -> None:
            given.update(dict.fromkeys(run, w))
            loads[w] += total(run)

        if all(plan[n].id in recorded[todo[keys[n]][0]] for n in part):
            # Each to the least loaded worker, the longest first.
            for run in sorted([[n] for n in rest] + [vacuity], key=total, reverse=True):
                place(run, loads.index(min(loads)))
        else:
            stripes = sorted((rest[i::workers] for i in range(workers)), key=total, reverse=True)
            for stripe, w in zip(stripes, sorted(range(workers), key=lambda w: loads[w])):
                place(stripe, w)
            place(vacuity, loads.index(min(loads)))
        for w in range(workers):  # each worker runs its own in the plan's order (the encoding's learning assumes it)
            shares[w].extend(n for n in part if given[n] == w)
    for part in sorted(light, key=total, reverse=True):
        deal(part, loads.index(min(loads)))
    return [[keys[n] for n in share] for share in shares if share]


def differences(report: Report, law: str | None = None, world: bool = False) -> list[str]:
    """Checks whose verdict differs from the recorded expectation (or that are new or gone): the phases' or, for
    a report of the one world (``world``), the world's (``proofs/expected/world.json``)."""
    want = expected_world(report.reading) if world else expected(report.reading)
    got = report.verdicts()
    out = [f"{cid}: expected {want[cid]}, got {status}" if cid in want else f"{cid}: new check, got {status}"
           for cid, status in got.items() if want.get(cid) != status]
    if law is None:
        out += [f"{cid}: expected {status}, but the check no longer exists" for cid, status in want.items()
                if cid not in got]
    return out


def write_expected_world(reports: list[Report]) -> Path:
    """Record the one world's verdicts of ``reports`` (every reading's) as the expectation of the world."""
    path = expected_path("world")
    write_recorded(path, {r.reading: r.verdicts() for r in reports}, sort_keys=True)
    _write_costs(reports, world=True)
    return path


def _write_costs(reports: list[Report], world: bool) -> None:
    """Record each check's processor seconds beside its verdict (``proofs/expected/costs.json``), for the next runs
    to share the checks between workers by (:func:`_shares`): the one world's, or the phases'."""
    path = expected_path("costs")
    data: dict[str, dict[str, dict[str, float]]] = (json.loads(path.read_text("utf-8")) if path.exists() else {})
    part = data.setdefault("world" if world else "phases", {})
    for r in reports:
        part[r.reading] = {c.id: round(c.cpu_seconds, 2) for c in r.checks}
    write_recorded(path, data, sort_keys=True)


def distinct_findings(report: Report) -> int:
    """The report's distinct findings: each minimal set of clauses of a consistency or completeness check
    (each is a reason of its own), and each other check that finds."""
    return sum(len(c.witness.cores) + len(c.witness.variants)
               if c.kind in ("consistency", "completeness") and c.witness is not None else 1
               for c in report.checks if c.status.value == "finding")


def write_expected(report: Report) -> Path:
    """Record the report's verdicts as the expectation for its reading."""
    path = expected_path(report.reading)
    path.parent.mkdir(parents=True, exist_ok=True)
    # The laws each check concerns, as planned, go beside the verdicts: piquet law N reads them, not the plan.
    laws = {p.id: list(p.laws) for p in planned(catalogue(), report.reading)}
    write_recorded(path, {"reading": report.reading, "verdicts": report.verdicts(),
                          "laws": {cid: laws[cid] for cid in report.verdicts() if cid in laws}})
    _write_costs([report], world=False)
    return path


@dataclass(frozen=True)
class AmendedVerdict:
    """One check under the amended reading: its recorded verdict as printed, its verdict amended, and whether
    it was run again (a check whose clauses the amendment leaves untouched keeps its verdict)."""

    id: str
    before: str
    after: str
    ran: bool


def amend(a: Amendment, budget: checks.Budget = checks.Budget(), world: bool = False) -> list[AmendedVerdict]:
    """Every check of ``a.reading`` with the amendment made: the checks that read an amended clause (one it
    replaces, or one that reads a term it defines anew) run again; the others keep the verdict recorded in
    ``proofs/expected``. ``world``: the checks of the one world (:mod:`piquet.spec.world`), each run, each
    beside the verdict recorded for the world as printed (``proofs/expected/world.json``; "new" for a check the
    amended text adds)."""
    cat, name = amended(catalogue(), a)
    touched = {c.id for c in a.replace} | clauses_reading(cat, set(a.terms))
    theorems = theorems_reading(set(a.terms))
    recorded = expected_world(a.reading) if world else expected(a.reading)
    out = []
    for p in planned(cat, name, world):
        reads = world or reads_any(p, touched, theorems)
        before = recorded.get(p.id, "new")
        after = p.run(budget).status.value if reads else before
        out.append(AmendedVerdict(p.id, before, after, reads))
    return out


def remaining(verdicts: list[AmendedVerdict]) -> list[str]:
    """The checks not proved with an amendment made (:func:`amend`): the findings and unknowns that remain."""
    return [v.id for v in verdicts if v.after != "proved"]


def judged(a: Amendment, verdicts: list[AmendedVerdict], world: bool = False) -> tuple[list[str], list[str]]:
    """The verdict on an amendment, from its checks under the amended reading (:func:`amend`): the findings it
    answers that are still not proved, and the checks it turned from proved (or new) to something else. It
    removes its findings and creates none when both are empty.

    ``world``: the checks are the one world's. An amendment names the findings it answers by the phases' check
    ids; in the one world those it can be held to are the ones the world's checks share, and the edition, which
    answers every finding, is held to every finding recorded for the world as printed."""
    by_id = {v.id: v for v in verdicts}
    if world and a.name == EDITION:
        kept = [v.id for v in verdicts if v.before not in ("proved", "new") and v.after != "proved"]
    else:
        kept = [cid for cid in a.answers if (cid in by_id or not world)
                and (cid not in by_id or by_id[cid].after != "proved")]
    new = [v.id for v in verdicts if v.before in ("proved", "new") and v.after != "proved"]
    return kept, new
