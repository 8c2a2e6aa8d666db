"""The SMT-LIB 2 files of every verdict, for the rulebook to publish beside the report.

:func:`publish` runs the verification with each check's decisive queries
recorded and derived again by cvc5 (:mod:`piquet.proofs.second`), and
writes them as :func:`piquet.proofs.smtlib.write` lays them out: one file
per check and reading, and ``index.json``.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from piquet.proofs import smtlib
from piquet.proofs.checks import Budget
from piquet.proofs.second import Prover, Second
from piquet.proofs.verify import Report, run_all
from piquet.spec.catalogue import catalogue

__all__ = ["publish"]


def publish(directory: Path, readings: Iterable[str] | None = None, budget: Budget = Budget(),
            jobs: int = 0) -> list[Report]:
    """Write the SMT-LIB files of every check of ``readings`` (default: every reading) under ``directory``,
    with both provers' answers, and ``index.json``; the reports, Z3's verdicts with cvc5's beside them."""
    names = list(catalogue().readings) if readings is None else list(readings)
    reports = run_all(names, budget=budget, jobs=jobs, second=Second(Prover.BOTH, smt2=True))
    smtlib.write(directory, {r.reading: r.checks for r in reports})
    return reports
