"""The model's part of ``piquet verify``: the proofs' report with the witnesses played through the model.

The proofs read the spec alone (:mod:`piquet.proofs.verify`); on their
report this module runs the two kinds of check that need the model, in
place, so the report keeps its checks in the proofs' order:

- a stored witness (a :class:`~piquet.proofs.theorems.Reached` theorem) is
  replayed through the model under the reading's picks, and the spec scores
  where it ends (:func:`~piquet.conformance.witness.reached`);
- under the reading the model implements (:data:`~piquet.conformance.MODEL_READING`),
  a finding on an entitlement of the exchange is confirmed against the
  exchanges the model allows at its counts
  (:func:`~piquet.conformance.witness.confirm_exchange`).
"""

from __future__ import annotations

import time
from dataclasses import replace

from piquet.conformance import MODEL_READING
from piquet.conformance.witness import confirm_exchange, reached
from piquet.model.variants import picks_of
from piquet.proofs import checks
from piquet.proofs.encoding import clauses_for
from piquet.proofs.result import CheckResult
from piquet.proofs.second import Second
from piquet.proofs.theorems import THEOREMS, Reached
from piquet.proofs.plan import planned
from piquet.proofs.verify import Done, Report, run_all
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE
from piquet.spec.domains.scoring import SCORING
from piquet.spec.expr import resolve

__all__ = ["confirm", "verified"]


def confirm(report: Report) -> Report:
    """``report`` with its witnesses replayed through the model and its exchange findings confirmed by it."""
    start = time.perf_counter()
    cat = catalogue()
    clauses = clauses_for(SCORING, cat.clauses(report.reading))
    terms = cat.terms(report.reading)
    picks = picks_of(cat.reading(report.reading).picks)  # the stored deals replayed under the reading's picks
    witnesses = {th.id: th for th in THEOREMS if isinstance(th, Reached)}
    exchange = {p.id: p.clause for p in planned(cat, report.reading)
                if p.group == EXCHANGE.name and p.clause is not None} if report.reading == MODEL_READING else {}

    def confirmed(c: CheckResult) -> CheckResult:
        if c.id in witnesses:
            th = witnesses[c.id]
            return reached(th, resolve(th.bound, terms), clauses, picks)
        clause = exchange.get(c.id)
        return c if clause is None else confirm_exchange(c, clause)

    out = tuple(confirmed(c) for c in report.checks)
    return replace(report, checks=out, seconds=report.seconds + time.perf_counter() - start)


def verified(readings: list[str], law: str | None = None, budget: checks.Budget = checks.Budget(),
             jobs: int = 0, done: Done | None = None, second: Second | None = None,
             world: bool = False) -> list[Report]:
    """Every check of every reading, as ``piquet verify`` runs it: the proofs', then the model's; ``done``
    is told of the proofs' checks as they finish, ``second`` says what is asked beyond Z3
    (:func:`piquet.proofs.verify.run_all`); ``world``: the laws' checks over each game's one world."""
    return [confirm(r) for r in run_all(readings, law, budget, jobs, done=done, second=second, world=world)]
