"""The links au cent's world leaves out (:data:`piquet.spec.domains.au_cent.LEFT_OUT`), made: what they would move.

Each is one event in two words, as surely as the world's links, but it would join a part of au cent to the
world's largest part. Made, it joins parts; the checks of the part it makes (consistency, completeness,
determinacy, vacuity, the entitlements, as the one world runs them) are compared with those of the parts it
joins, each known by what it is about: a right (``entitlement:21.1``), a clause's vacuity (``vacuity:21.1``), an
outcome (``determinacy:deal_stands``), and each minimal set of clauses a consistency or completeness check
finds (``consistency:13.2+cent-3.1``; ``consistency:none`` where it finds none). A verdict moves where the two
differ: a conflict the link would bring to light, or one it would resolve.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from piquet.proofs import checks
from piquet.proofs.plan import part_checks
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import AU_CENT
from piquet.spec.expr import Expr
from piquet.spec.law import Clause
from piquet.spec.vocabulary import Domain

__all__ = ["Joined", "verdicts", "joined"]


@dataclass(frozen=True)
class Joined:
    """A part the links make (``part``) from the parts they join (``apart``): how many verdicts its checks give,
    those that move (each ``what: apart -> joined``), and the processor time of the checks apart and joined."""

    part: str
    apart: tuple[str, ...]
    verdicts: int
    moved: tuple[str, ...]
    seconds_apart: float
    seconds_joined: float


def verdicts(reading: str, part: Domain, in_force: tuple[Clause, ...]) -> tuple[dict[str, str], float]:
    """Every check of ``part`` as the one world plans it (:func:`~piquet.proofs.plan.part_checks`), by what each is
    about (see the module), and the processor time they took."""
    out: dict[str, str] = {}
    start = time.process_time()
    for planned in part_checks(reading, part, in_force, AU_CENT.game):
        result = planned.run(checks.Budget())
        kind = planned.id.split(":", 1)[0]
        if kind in ("consistency", "completeness"):
            w = result.witness
            sets = w.sets if w is not None else ()
            out.update({f"{kind}:{'+'.join(core)}": result.status.value for core in sets})
            if not sets:
                out[f"{kind}:none"] = result.status.value
        else:
            out[planned.id] = result.status.value
    return out, time.process_time() - start


def joined(reading: str, links: tuple[Expr, ...],
           known: dict[str, tuple[dict[str, str], float]] | None = None) -> list[Joined]:
    """Each part of au cent's world that ``links`` make under ``reading``, its checks against those of the parts it
    joins. ``known``: the verdicts of parts already checked, by name (filled in), so that several links' parts
    are compared with one run of the parts they join."""
    in_force = AU_CENT.in_force(catalogue().clauses(reading))
    base = {p.name: p for p in AU_CENT.parts(in_force)}
    known = {} if known is None else known
    out = []
    for part in replace(AU_CENT, links=AU_CENT.links + links).parts(in_force):
        if part.name in base:
            continue
        names = {v.name for v in part.variables}
        apart = [b for b in base.values() if {v.name for v in b.variables} <= names]
        before: dict[str, str] = {}
        for b in apart:
            if b.name not in known:
                known[b.name] = verdicts(reading, b, in_force)
            before.update(known[b.name][0])
        # A check that finds nothing in one part joined, and something in another, finds what the other found.
        for kind in ("consistency", "completeness"):
            if any(k.startswith(f"{kind}:") and k != f"{kind}:none" for k in before):
                before.pop(f"{kind}:none", None)
        after, seconds = verdicts(reading, part, in_force)
        moved = tuple(sorted(f"{k}: {before.get(k, 'no check')} -> {after.get(k, 'no check')}"
                             for k in before.keys() | after.keys() if before.get(k) != after.get(k)))
        out.append(Joined(part.name, tuple(b.name for b in apart), len(after), moved,
                          sum(known[b.name][1] for b in apart), seconds))
    return out
