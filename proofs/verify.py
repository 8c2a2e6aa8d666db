"""Run every check over every domain under a reading, and compare with the expected verdicts.

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
planned here as :func:`awaiting_model`), and the exchange's entitlement
findings confirmed by the counts the model allows (the plan names their
clause).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import time
from collections.abc import Callable, Iterable, Iterator
from functools import cache, partial
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import CheckResult, Status
from piquet.proofs.second import Second
from piquet.proofs.theorems import THEOREMS, Optimum, Reached, Theorem
from piquet.spec.catalogue import Catalogue, catalogue
from piquet.spec.domains import DOMAINS
from piquet.spec.expr import Expr, resolve, terms_in
from piquet.spec.amendments import Amendment, amended
from piquet.spec.law import Clause, ClauseKind

__all__ = ["Report", "Planned", "planned", "awaiting_model", "run", "run_all", "expected", "differences", "concerns",
           "expected_path", "FoundWords", "found_words", "AmendedVerdict", "amend"]


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


@dataclass(frozen=True)
class Planned:
    """One check to run: its id, the laws it concerns, what decides its verdict, and how to run it.

    ``basis`` identifies the clauses the check reads (their ids and the very
    expression objects in force): a reading that leaves a domain's clauses
    untouched shares them, so its verdict is the other reading's.
    """

    id: str
    laws: tuple[str, ...]
    basis: tuple[object, ...]
    run: Callable[[], CheckResult]
    #: The check whose verdict this one is, when the two ask the same question (see planned()).
    same_as: str | None = None
    #: The domain (or theorem) it encodes: a worker that runs one of its checks runs them all.
    group: str = ""
    #: The clause an entitlement check is about (the model confirms the exchange's findings on it).
    clause: Clause | None = None


def _basis(clauses: tuple[Clause, ...]) -> tuple[object, ...]:
    return tuple((c.id, c.kind, id(c.when), id(c.then), c.except_as) for c in clauses)


def planned(cat: Catalogue, reading: str, budget: checks.Budget) -> Iterator[Planned]:
    """Every check of a reading, in a stable order."""
    clauses = cat.clauses(reading)
    encodings = [Encoding(domain, clauses_for(domain, clauses), clauses) for domain in DOMAINS]
    # A clause checked in several domains gets the domain in its checks' ids.
    homes: dict[str, int] = {}
    for enc in encodings:
        for c in enc.clauses:
            homes[c.id] = homes.get(c.id, 0) + 1
    for enc in encodings:
        domain = enc.domain
        basis = (domain.name, *_basis(enc.clauses))
        laws = tuple(sorted({c.law for c in enc.clauses}))
        group = domain.name
        yield Planned(f"consistency:{domain.name}", laws, basis, partial(checks.consistency, enc, budget),
                      group=group)
        # No irregularity to avoid: every course that obeys the laws is regular, so completeness asks
        # exactly what consistency asks, and takes its verdict.
        same_as = None if any(c.kind is ClauseKind.REMEDY for c in enc.clauses) else f"consistency:{domain.name}"
        yield Planned(f"completeness:{domain.name}", laws, basis, partial(checks.completeness, enc, budget),
                      same_as=same_as, group=group)
        for c in enc.clauses:
            where = f"@{domain.name}" if homes[c.id] > 1 else ""
            yield Planned(f"vacuity:{c.id}{where}", (c.law, *(e.rsplit(".", 1)[0] for e in c.except_as)), basis,
                          partial(_renamed, f"vacuity:{c.id}{where}", partial(checks.vacuity, enc, c, budget)),
                          group=group)
            if c.kind is ClauseKind.ENTITLEMENT:
                check = partial(checks.entitlement, enc, c, budget)
                # Each reading keeps its own: the conformance layer confirms one reading's against the model.
                # (The workers then get the same shares as when the model ran here: theorem:hand-score-bound's
                # solving time depends on what its worker solved before, from 1 s to past the 30 s budget.)
                yield Planned(f"entitlement:{c.id}{where}", (c.law,), (reading, *basis),
                              partial(_renamed, f"entitlement:{c.id}{where}", check), group=group, clause=c)
    terms = cat.terms(reading)
    for th in THEOREMS:
        laws = tuple(sorted(th.laws))
        if isinstance(th, Reached):
            # Each reading's witness is scored under that reading's bound and clauses.
            yield Planned(th.id, laws, (th.id, reading), partial(awaiting_model, th), group=th.id)
            continue
        enc = Encoding(th.domain, clauses_for(th.domain, clauses, th.laws))
        assume = resolve(th.assume, terms)
        if isinstance(th, Optimum):
            yield Planned(th.id, laws, (th.id,), partial(
                checks.optimum, th.id, th.title, laws, enc, resolve(th.objective, terms), th.expect, budget,
                assume, th.explain, th.known), group=th.id)
        else:
            claim = resolve(th.claim, terms)
            yield Planned(th.id, laws, (th.id, id(claim), *_basis(enc.clauses)),
                          partial(checks.theorem, th.id, th.title, enc, claim, budget, assume, th.explain,
                                  tuple(resolve(lemma, terms) for lemma in th.lemmas)),
                          group=th.id)


def awaiting_model(theorem: Reached) -> CheckResult:
    """A witness to replay through the model: unknown to the proofs, which read the spec alone."""
    return CheckResult(theorem.id, "reached", theorem.title, tuple(sorted(theorem.laws)), Status.UNKNOWN, 0.0,
                       reason="the witness is replayed through the model by piquet.conformance.confirm")


def _timed(p: Planned, budget: checks.Budget, second: Second | None = None) -> CheckResult:
    """Run a planned check, with the processor time it took (unlike its wall time, the same under load);
    with ``second``, its queries recorded and derived again (the second prover's time is not in it)."""
    start = time.process_time()
    result = p.run() if second is None else second.recorded(p.run)
    result = replace(result, cpu_seconds=time.process_time() - start)
    return result if second is None else second.rederived(result, budget)


def _renamed(check_id: str, run: Callable[[], CheckResult]) -> CheckResult:
    return replace(run(), id=check_id)


def run(reading: str, law: str | None = None, budget: checks.Budget = checks.Budget(),
        shared: dict[tuple[object, ...], CheckResult] | None = None) -> Report:
    """Run the checks of ``reading`` (only those concerning ``law``, if given), in this process.

    ``shared`` carries verdicts between readings: a check whose clauses a
    reading leaves untouched is not run twice.
    """
    return run_all([reading], law, budget, jobs=1, shared=shared)[0]


VARIANT = "variant:"
"""The prefix of a selector that names a game rather than a law: ``variant:au cent``, ``variant:rubicon``."""


def concerns(law: str | None, laws: Iterable[str]) -> bool:
    """Whether a check of ``laws`` is selected by ``law``: every check (None), the checks concerning one law
    (``"13"``, ``"cent-2"``), or those of one game: ``"variant:au cent"`` the paragraphs of au cent
    (``cent-N``), ``"variant:rubicon"`` the others (Laws 1-78 and the agreements)."""
    if law is None:
        return True
    if not law.startswith(VARIANT):
        return law in laws
    au_cent = any(key.startswith("cent-") for key in laws)
    return au_cent if law == VARIANT + "au cent" else not au_cent


def _selected(reading: str, law: str | None, budget: checks.Budget) -> list[tuple[tuple[object, ...], Planned]]:
    cat = catalogue()
    return [((p.id, *p.basis), p) for p in planned(cat, reading, budget) if concerns(law, p.laws)]


Job = tuple[str | None, checks.Budget, Second | None, list[tuple[str, int]]]
"""A worker's share: the law selected, the budget, the second prover's settings, the (reading, position)s."""


def _work(job: Job) -> list[CheckResult]:
    """In a worker: rebuild the readings' plans and run the checks at the given (reading, position)s."""
    law, budget, second, items = job
    plans: dict[str, list[tuple[tuple[object, ...], Planned]]] = {}
    out = []
    for reading, i in items:
        if reading not in plans:
            plans[reading] = _selected(reading, law, budget)
        out.append(_timed(plans[reading][i][1], budget, second))
    return out


def _work_at(job: tuple[int, Job]) -> tuple[int, list[CheckResult]]:
    """:func:`_work` on the job numbered as given, and the number with the results (they come in any order)."""
    return job[0], _work(job[1])


Done = Callable[[int, int], None]
"""Told, as checks finish, how many more are done and how many distinct checks there are (a progress bar)."""


def run_all(readings: list[str], law: str | None = None, budget: checks.Budget = checks.Budget(),
            jobs: int = 0, shared: dict[tuple[object, ...], CheckResult] | None = None,
            done: Done | None = None, second: Second | None = None) -> list[Report]:
    """Run every check of every reading; verdicts a reading shares with an earlier one are reused.

    The distinct checks are spread over ``jobs`` worker processes (0: one
    per core); each worker rebuilds the plan and runs its share, so only
    results cross between processes. ``done`` is told of each check run
    here, or of each worker's share as it comes back. ``second``: the queries
    recorded, and derived again by the second prover (:mod:`piquet.proofs.second`).
    """
    told: Done = done or (lambda n, total: None)
    start = time.perf_counter()
    memo = {} if shared is None else shared
    plans = {r: _selected(r, law, budget) for r in readings}
    todo: dict[tuple[object, ...], tuple[str, int]] = {}
    for r in readings:
        for i, (key, p) in enumerate(plans[r]):
            if key not in memo and key not in todo and p.same_as is None:
                todo[key] = (r, i)
    workers = (os.cpu_count() or 1) if jobs <= 0 else jobs
    if workers > 1 and len(todo) > 1:
        groups_of = {key: p.group for r in readings for key, p in plans[r]}
        memo.update(_parallel(todo, groups_of, law, budget, second, workers, told))
    else:
        for key, (r, i) in todo.items():
            memo[key] = _timed(plans[r][i][1], budget, second)
            told(1, len(todo))
    for r in readings:
        for key, p in plans[r]:
            if p.same_as is not None and key not in memo:
                twin = memo[(p.same_as, *p.basis)]
                memo[key] = replace(twin, id=p.id, kind="completeness",
                                    title=f"{twin.title}; with no remedy in this domain every lawful course is "
                                    "regular, so this is also its completeness")
    cat = catalogue()
    elapsed = time.perf_counter() - start
    return [Report(r, tuple(memo[key] for key, _ in plans[r]), cat.coverage(), elapsed) for r in readings]


def _parallel(todo: dict[tuple[object, ...], tuple[str, int]], groups_of: dict[tuple[object, ...], str],
              law: str | None, budget: checks.Budget, second: Second | None, workers: int, told: Done,
              ) -> dict[tuple[object, ...], CheckResult]:
    # Whole domains go to one worker, so each is encoded once per reading; the heaviest (card sets,
    # theorems) are dealt first, each to the least loaded worker; one job per worker.
    groups: dict[tuple[str, str], list[tuple[object, ...]]] = {}
    for key, (reading, _) in todo.items():
        groups.setdefault((reading, groups_of[key]), []).append(key)

    def weight(group: tuple[str, str]) -> int:
        heavy = any(word in group[1] for word in ("scoring", "theorem", "optimum", "reached"))
        return len(groups[group]) * (25 if heavy else 1)

    loads = [0] * workers
    shares: list[list[tuple[object, ...]]] = [[] for _ in range(workers)]
    for group in sorted(groups, key=weight, reverse=True):
        w = loads.index(min(loads))
        loads[w] += weight(group)
        shares[w].extend(groups[group])
    shares = [share for share in shares if share]
    jobs: list[Job] = [(law, budget, second, [todo[key] for key in share]) for share in shares]
    out: dict[tuple[object, ...], CheckResult] = {}
    with multiprocessing.get_context("fork").Pool(len(jobs)) as pool:
        for n, results in pool.imap_unordered(_work_at, enumerate(jobs), chunksize=1):
            out.update(zip(shares[n], results))
            told(len(results), len(todo))
    return out


def expected_path(reading: str) -> Path:
    # resolve(): in an editable install the module is a link into the source tree, where the file belongs.
    return Path(__file__).resolve().parent / "expected" / f"{reading}.json"


def expected(reading: str) -> dict[str, str]:
    """The expected verdict of every check of ``reading`` (empty if none is recorded)."""
    path = expected_path(reading)
    if not path.exists():
        return {}
    data: dict[str, str] = json.loads(path.read_text("utf-8"))["verdicts"]
    return data


def differences(report: Report, law: str | None = None) -> list[str]:
    """Checks whose verdict differs from the recorded expectation (or that are new or gone)."""
    want = expected(report.reading)
    got = report.verdicts()
    out = [f"{cid}: expected {want[cid]}, got {status}" if cid in want else f"{cid}: new check, got {status}"
           for cid, status in got.items() if want.get(cid) != status]
    if law is None:
        out += [f"{cid}: expected {status}, but the check no longer exists" for cid, status in want.items()
                if cid not in got]
    return out


def write_expected(report: Report) -> Path:
    """Record the report's verdicts as the expectation for its reading."""
    path = expected_path(report.reading)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"reading": report.reading, "verdicts": report.verdicts()}, indent=1) + "\n", "utf-8")
    tmp.replace(path)
    return path


@dataclass(frozen=True)
class FoundWords:
    """A finding in a player's words: ``found`` heads it (what was found), ``why`` explains it in one sentence;
    ``laws`` are the laws it involves under each reading where it is found (as the report gives them)."""

    found: str
    why: str
    laws: dict[str, tuple[str, ...]]


@cache
def found_words() -> dict[str, FoundWords]:
    """What each finding found, in words, by check id (``proofs/expected/found.json``, kept beside the verdicts)."""
    path = expected_path("found")
    data: dict[str, dict[str, Any]] = json.loads(path.read_text("utf-8"))["found"]
    return {cid: FoundWords(words["found"], words["why"],
                            {reading: tuple(laws) for reading, laws in words.get("laws", {}).items()})
            for cid, words in data.items()}


@dataclass(frozen=True)
class AmendedVerdict:
    """One check under the amended reading: its recorded verdict as printed, its verdict amended, and whether
    it was run again (a check whose clauses the amendment leaves untouched keeps its verdict)."""

    id: str
    before: str
    after: str
    ran: bool


def amend(a: Amendment, budget: checks.Budget = checks.Budget()) -> list[AmendedVerdict]:
    """Every check of ``a.reading`` with the amendment made: the checks that read an amended clause (one it
    replaces, or one that reads a term it defines anew) run again; the others keep the verdict recorded in
    ``proofs/expected``."""
    cat, name = amended(catalogue(), a)
    touched = {c.id for c in a.replace} | _reading_terms(cat, set(a.terms))
    theorems = {th.id for th in THEOREMS if not isinstance(th, Reached)
                and set(a.terms) & {t for e in _expressions(th) for t in terms_in(e)}}
    recorded = expected(a.reading)
    out = []
    for p in planned(cat, name, budget):
        reads = p.id in theorems or any(isinstance(b, tuple) and b and b[0] in touched for b in p.basis)
        before = recorded.get(p.id, "new")
        after = p.run().status.value if reads else before
        out.append(AmendedVerdict(p.id, before, after, reads))
    return out


def _reading_terms(cat: Catalogue, names: set[str]) -> set[str]:
    """The ids of the clauses, as written or as any alternative writes them, that read one of the terms."""
    written = [*cat.all_clauses(),
               *(c for ch in cat.choices for alt in ch.alternatives for c in (*alt.replace, *alt.add))]
    return {c.id for c in written if names & (terms_in(c.when) | terms_in(c.then))}


def _expressions(th: Theorem | Optimum) -> tuple[Expr, ...]:
    return (th.assume, th.claim) if isinstance(th, Theorem) else (th.assume, th.objective)
