"""Situations for the spec tests: the laws and domains of this part of the tree, and how a clause rules.

A situation gives every variable of a clause's domain a value: the given
ones their ordinary value (the domain's ``normal``), everything else false
or its lowest value, then the test's own values on top. A clause's verdict
there is read with :func:`piquet.spec.expr.evaluate`, exceptions included
(an exception over variables the situation lacks cannot occur in it, as in
the encoding).
"""

from __future__ import annotations

from types import ModuleType

from piquet.spec.catalogue import catalogue
from piquet.spec.domains import au_cent as au_cent_domains
from piquet.spec.domains import calling as calling_domains
from piquet.spec.domains import carte_blanche as carte_blanche_domains
from piquet.spec.domains import cutting, dealing_events, exchange, exchange_events, partie, play, scoring
from piquet.spec.evaluation import domain_clauses
from piquet.spec.expr import Sort, Value, evaluate, variables
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.laws import (agreements, au_cent, calling, carte_blanche, dealing, exchange_events as events_laws,
                              packs, partie as partie_laws, playing, shuffling_cutting)
from piquet.spec.vocabulary import Domain

__all__ = ["MODULES", "DOMAINS", "LITERAL", "HARMONISED", "domain_of", "situation", "verdict"]

LITERAL, HARMONISED = "literal", "harmonised"

MODULES: tuple[ModuleType, ...] = (shuffling_cutting, dealing, carte_blanche, events_laws, calling, playing,
                                   partie_laws, packs, au_cent, agreements)

DOMAINS: tuple[Domain, ...] = (
    cutting.CUT_FOR_DEAL, cutting.CUT_TO_DEALER, dealing_events.DEALING, dealing_events.MISDEAL,
    dealing_events.DEALER_ORDER, carte_blanche_domains.CARTE_BLANCHE, exchange_events.EXCHANGE_EVENTS,
    calling_domains.POINT_CALLS, calling_domains.DECLARATIONS, calling_domains.SHOWING, play.CALLS_AND_PLAY,
    partie.PARTIE_DEALS, partie.PARTIE_POINTS, partie.FOUR_DEALS,
    au_cent_domains.CENT_CUT, au_cent_domains.CENT_DEAL, au_cent_domains.CENT_COUNTS, au_cent_domains.CENT_EXCHANGE,
    au_cent_domains.CENT_CALLS, au_cent_domains.CENT_SHOWING, au_cent_domains.CENT_SCORING,
    au_cent_domains.CENT_PARTIE,
)

#: Where a clause of this part is read: its own domains, the exchange's counts (Law 24's third clause reads
#: them in their order of events; the exchange's findings are tests/proofs' business) and the scoring domain
#: (Law 19's clauses 19.2-19.3: a carte blanche counts there only when shown).
_READ_IN: tuple[Domain, ...] = (*DOMAINS, exchange.EXCHANGE, scoring.SCORING)


def _names(c: Clause) -> set[str]:
    return {v.name for v in variables(c.when) | variables(c.then)}


def domain_of(c: Clause) -> Domain:
    """The first domain of the clause's game whose variables include every variable the clause reads."""
    for d in _READ_IN:
        if domain_clauses(d, (c,)):
            return d
    raise LookupError(f"clause {c.id} reads variables of no single domain")


def situation(domain: Domain, values: dict[str, Value]) -> dict[str, Value]:
    """Every variable of ``domain``: ``values`` where given, else the ordinary or lowest value."""
    names = {v.name for v in domain.variables}
    unknown = set(values) - names
    if unknown:
        raise KeyError(f"not variables of domain {domain.name}: {sorted(unknown)}")
    normal = dict(domain.normal)
    out: dict[str, Value] = {}
    for v in domain.variables:
        default: Value = bool(normal.get(v.name, 0)) if v.sort is Sort.BOOL else normal.get(v.name, v.lo)
        out[v.name] = values.get(v.name, default)
    return out


def _applies(c: Clause, values: dict[str, Value], reading: str) -> bool:
    if not evaluate(c.when, values):
        return False
    in_force = {clause.id for clause in catalogue().clauses(reading)}
    for exc in c.except_as:
        if exc not in in_force:  # a clause only another reading adds (41.4): it cannot apply, as in the semantics
            continue
        other = catalogue().clause(reading, exc)
        if _names(other) <= set(values) and _applies(other, values, reading):
            return False
    return True


def verdict(cid: str, reading: str, values: dict[str, Value]) -> str:
    """How clause ``cid`` rules in the situation: ``"n/a"`` where it does not apply; for a right,
    ``"exercised"`` or ``"unused"``; for anything binding, ``"obeyed"`` or ``"breached"``."""
    c = catalogue().clause(reading, cid)
    values = situation(domain_of(c), values)
    if not _applies(c, values, reading):
        return "n/a"
    content = bool(evaluate(c.then, values))
    if c.kind is ClauseKind.ENTITLEMENT:
        return "exercised" if content else "unused"
    if c.kind is ClauseKind.PROHIBITION:
        content = not content
    return "obeyed" if content else "breached"
