"""What the clauses of a domain mean, written once as expressions that every reader interprets.

For a domain's clauses under one reading, :func:`semantics` builds:

- ``applies[c]``: the clause's condition holds and none of its exceptions
  applies (Catala's exceptions: where an exception applies, it wins);
- ``binds[c]``: what the clause imposes where it applies: an obligation,
  a consequence or a definition, that its content holds; a prohibition,
  that it does not; a remedy, read as "if the irregularity, then what
  follows from it" (an entitlement imposes nothing and has none);
- ``regular[c]``: for a remedy, that its irregularity does not occur
  (lawful play avoids it);
- ``frame[v]``: the closed world of outcomes: an outcome (a fresh deal, a
  penalty) holds only where a clause that concludes it applies;
- ``rulings``: the clauses whose content reads only outcomes (a ruling).

Z3 (:mod:`piquet.proofs.encoding`) translates these expressions and the
evaluator (:mod:`piquet.testing.laws`) evaluates them, three-valued where
a situation lacks a variable; neither defines them again.

Exceptions from outside the domain. A clause may name as its exception a
clause that reads variables of another domain (Law 44's waiver excepts the
exchange's penalties; Law 10's rectified deal excepts Law 12). The rule,
for every reader: such an exception applies where the situation gives
every variable its condition reads, its condition holds and none of its
own exceptions applies (:class:`~piquet.spec.expr.Occurs`); where the
situation lacks one of those variables it does not apply. A domain's own
world (the solver's, the enumerator's) never has another domain's
variables, so there the exception never applies; an engine's state read in
several domains at once has them, and there it applies as the law says.
An exception whose clause is not in the reading at all (a law not yet
formalized) does not apply.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from piquet.spec.domains.exchange import X
from piquet.spec.evaluation import concludes
from piquet.spec.expr import Expr, Occurs, Op, variables
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.vocabulary import OPTION, Domain, player_of, role_of

__all__ = ["Semantics", "semantics", "holder", "own_options", "VOIDS"]

#: The outcome that voids a deal and with it every penalty of the deal (a fresh deal): an irregularity is
#: answered by a right where, the deal going on, the right's condition cannot hold without it.
VOIDS = X.fresh_deal.name


@dataclass(frozen=True)
class Semantics:
    """The meaning of one domain's clauses under one reading, as expressions (by clause id, by outcome)."""

    domain: Domain
    clauses: tuple[Clause, ...]
    applies: Mapping[str, Expr]
    binds: Mapping[str, Expr]
    regular: Mapping[str, Expr]
    frame: Mapping[str, Expr]
    rulings: tuple[str, ...]

    def concluders(self, outcome: str) -> tuple[Clause, ...]:
        """The clauses that conclude the outcome variable ``outcome``."""
        return tuple(c for c in self.clauses if concludes(c, outcome))


def semantics(domain: Domain, clauses: Iterable[Clause], every: Iterable[Clause] = ()) -> Semantics:
    """The meaning of ``clauses`` (a domain's) in ``domain``; ``every`` is the reading's whole catalogue
    of clauses, where exceptions from outside the domain are found."""
    own = tuple(clauses)
    by_id = {c.id: c for c in own}
    outside = {c.id: c for c in every if c.id not in by_id}
    applies: dict[str, Expr] = {}
    foreign: dict[str, Expr] = {}

    def exception(cid: str, path: tuple[str, ...]) -> Expr | None:
        if cid in by_id:
            return app(cid, path)
        if cid in outside:
            return occurs(cid, path)
        return None  # not in the reading: it cannot apply

    def unless(c: Clause, path: tuple[str, ...]) -> tuple[Expr, ...]:
        if c.id in path:
            raise ValueError(f"exception cycle through clause {c.id}")
        found = (exception(e, path + (c.id,)) for e in c.except_as)
        return tuple(Op("not", (e,)) for e in found if e is not None)

    def app(cid: str, path: tuple[str, ...] = ()) -> Expr:
        if cid not in applies:
            c = by_id[cid]
            applies[cid] = Op("and", (c.when, *unless(c, path)))
        return applies[cid]

    def occurs(cid: str, path: tuple[str, ...]) -> Expr:
        if cid not in foreign:
            c = outside[cid]
            foreign[cid] = Op("and", (Occurs(c.when), *unless(c, path)))
        return foreign[cid]

    binds: dict[str, Expr] = {}
    regular: dict[str, Expr] = {}
    for c in own:
        a = app(c.id)
        if c.kind is ClauseKind.PROHIBITION:
            binds[c.id] = Op("implies", (a, Op("not", (c.then,))))
        elif c.kind is not ClauseKind.ENTITLEMENT:
            binds[c.id] = Op("implies", (a, c.then))
        if c.kind is ClauseKind.REMEDY:
            regular[c.id] = Op("not", (a,))
    frame = {v.name: Op("implies", (v, Op("or", tuple(app(c.id) for c in own if concludes(c, v.name)))))
             for v in domain.outcomes}
    outcomes = {v.name for v in domain.outcomes}
    rulings = tuple(c.id for c in own if c.id in binds and {v.name for v in variables(c.then)} <= outcomes)
    return Semantics(domain, own, applies, binds, regular, frame, rulings)


def holder(c: Clause) -> str | None:
    """The player whose right (an entitlement) or lot (a penalty, a duty) a clause is: the one it names
    (``of``), else the one player whose variables its content reads (``elder_takes``), else None."""
    if c.of:
        return c.of
    players = {player_of(v.name) for v in variables(c.then)} - {None}
    return players.pop() if len(players) == 1 else None


def own_options(domain: Domain, player: str | None) -> tuple[str, ...]:
    """The options of ``domain`` that are ``player``'s own (Law 44's waiver of his adversary's penalty).

    A right is checked with the adversary playing regularly: his irregularity does not occur at all. The
    holder's own waiver, which takes away the penalty but not the act, does not make it regular: so the
    adversary's regularity is read with these options not taken (false), by every reader alike.
    """
    if player is None:
        return ()
    return tuple(v.name for v in domain.chosen if role_of(v) == OPTION and player_of(v.name) == player)
