"""What a check returns: proved, a finding with its witness, or unknown.

A result is a value. ``unknown`` (a timeout, or Z3's own ``unknown``) is
never reported as proved.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

__all__ = ["Status", "Demand", "Witness", "Query", "CheckResult"]


class Status(Enum):
    PROVED = "proved"
    FINDING = "finding"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Demand:
    """What one clause demands in the witness situation, in words."""

    clause: str
    kind: str
    says: str
    demands: str

    def as_json(self) -> dict[str, str]:
        return {"clause": self.clause, "kind": self.kind, "says": self.says, "demands": self.demands}


@dataclass(frozen=True)
class Witness:
    """The smallest situation that shows a finding, and the smallest set of clauses that produce it.

    ``situation`` holds the given (and, where relevant, chosen) variables;
    ``cores`` lists every minimal set of clauses found (MARCO), smallest
    first; ``variants`` gives, for each other minimal set that shows up in
    another situation, the smallest such situation; ``demands`` spells out what each clause of the first core
    demands there; ``count`` is, for a consistency or completeness finding, how many distinct minimal sets
    its search found (each in ``cores`` or ``variants``), and for the other checks how many given situations
    show the finding.
    """

    situation: dict[str, int | bool]
    cores: tuple[tuple[str, ...], ...]
    demands: tuple[Demand, ...]
    count: int
    size: int
    explanation: str
    confirmed_by_model: bool | None = None
    variants: tuple[tuple[tuple[str, ...], dict[str, int | bool]], ...] = ()

    @property
    def sets(self) -> tuple[tuple[str, ...], ...]:
        """Every minimal set of clauses the finding lists: those of its situation, then each other one."""
        return (*self.cores, *(core for core, _ in self.variants))

    def as_json(self) -> dict[str, Any]:
        return {
            "situation": dict(self.situation),
            "size": self.size,
            "situations_showing_it": self.count,
            "cores": [list(c) for c in self.cores],
            "demands": [d.as_json() for d in self.demands],
            "explanation": self.explanation,
            "confirmed_by_model": self.confirmed_by_model,
            "other_cores": [{"core": list(core), "situation": dict(sit)} for core, sit in self.variants],
        }


@dataclass(frozen=True)
class Query:
    """One solver query a verdict rests on (:mod:`piquet.proofs.smtlib`): what it asks, its SMT-LIB 2
    script (declarations and assertions), and each prover's answer (``sat``, ``unsat`` or ``unknown``).

    ``witnessed``: the check's situations are models of this query (see
    :func:`piquet.proofs.smtlib.witness_query`). ``cvc5`` is None until the
    second prover is asked (:mod:`piquet.proofs.second`).
    """

    asks: str
    script: str
    z3: str
    witnessed: bool = False
    cvc5: str | None = None


@dataclass(frozen=True)
class CheckResult:
    id: str
    kind: str
    title: str
    laws: tuple[str, ...]
    status: Status
    seconds: float
    witness: Witness | None = None
    example: dict[str, int | bool] | None = None
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    #: Processor time of the check in the process that ran it (``seconds`` is wall time); not in the JSON.
    cpu_seconds: float = 0.0
    #: The queries the verdict rests on, when they were recorded (:mod:`piquet.proofs.smtlib`); not in the JSON.
    queries: tuple[Query, ...] = ()

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "title": self.title,
            "laws": [int(k) if k.isdigit() else k for k in self.laws],
            "status": self.status.value,
            "witness": self.witness.as_json() if self.witness else None,
            "seconds": round(self.seconds, 4),
        }
        if self.example is not None:
            out["example"] = dict(self.example)
        if self.reason:
            out["reason"] = self.reason
        out.update(self.extra)
        return out
