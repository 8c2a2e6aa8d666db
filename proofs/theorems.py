"""Named theorems: properties the Laws should guarantee, stated in the spec's own terms.

A theorem names its domain, the laws whose clauses it assumes, what it
assumes of the situation, and the claim. The claim is a spec expression,
so Z3 proves it and a plain enumeration (in the tests) can recompute it.
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.spec.expr import Expr
from piquet.spec.vocabulary import Domain

__all__ = ["Theorem", "THEOREMS"]


@dataclass(frozen=True)
class Theorem:
    id: str
    title: str
    domain: Domain
    laws: frozenset[str]
    assume: Expr
    claim: Expr
    explain: str


def _laws(*ranges: range | int) -> frozenset[str]:
    out: set[str] = set()
    for r in ranges:
        out |= {str(n) for n in (r if isinstance(r, range) else [r])}
    return frozenset(out)


THEOREMS: tuple[Theorem, ...] = (
    Theorem(
        id="theorem:twelve-cards",
        title="Whenever the deal stands, every lawful discard and take-in leaves both hands with twelve cards "
              "(Laws 11, 12, 21-43, 75)",
        domain=EXCHANGE,
        laws=_laws(11, 12, range(21, 44), 75),
        assume=~X.fresh_deal,
        claim=X.elder_final.eq(12) & X.younger_final.eq(12),
        explain="A lawful, penalty-free exchange under these laws that leaves a hand with other than twelve cards.",
    ),
)
