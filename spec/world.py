"""The one world of situations a game's laws are checked in, and the parts it falls into where nothing ties it.

A deal is one timeline: the cut, the deal, what comes to light and when,
the exchange in its order, the calls and the showing, the play, the
counting, the partie. Its situation variables are declared by phase, one
module each (:mod:`piquet.spec.domains`), but the laws are not checked
phase by phase: they are checked in one world holding every variable of
the game and every physical constraint.

The world is split only where nothing ties it. Two phases are *tied* when
they share a variable, or when one clause (with the conditions of the
exceptions it names) reads variables of both. The parts are the connected
groups of phases under that relation, computed from the clauses in force,
never drawn by hand. No clause, exception or physical constraint then reads
variables of two parts, so a query over the whole world is the conjunction
of independent queries over its parts: the laws demand the impossible in
some situation of the world exactly when they do in some situation of one
part, and a minimal set of clauses that cannot be obeyed together lies
within one part. Checking the parts apart gives the world's verdicts, only
faster.

Each game is one world. The Laws of Piquet (the Rubicon game) are the
clauses of Laws 1-78 and the agreements. Piquet au cent is played under
the same Laws "in the following particulars": its world holds every law
of Piquet and every paragraph of au cent, over the same variables wherever
the two speak of the same thing (a fresh deal, the counts of the exchange,
the form of a call), with each paragraph overriding the clauses of the
Laws it names (:attr:`piquet.spec.law.Clause.overrides`): where the
paragraph speaks (its condition holds), the law it overrides does not
apply in au cent; everywhere else the
law holds in au cent as in the Rubicon game, and is checked against au
cent's paragraphs. A paragraph that overrides nothing adds to the Laws.

Where the Laws and au cent name one event in two words, a *link* of the
world says so: a physical fact over variables of both, such as "an elder
hand who took up a card of the stock (Laws 24, 39) has touched it (au
cent, paragraphs 3 and 8)". A link is physics, not law: it holds in every
situation of the world, ties the phases it reads, and is part of the
physics of the part that holds them. Phase by phase it does not exist,
since no phase holds both words.
"""

from __future__ import annotations

from collections.abc import Iterable, Hashable
from dataclasses import dataclass, replace
from functools import cache
TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up); mypy reads the name as typing's

from piquet.spec.evaluation import conjuncts, of_au_cent
from piquet.spec.expr import Expr, Op, all_of, variables
from piquet.spec.law import Clause
from piquet.spec.vocabulary import AU_CENT_GAME, Domain

__all__ = ["World", "merged", "reads"]

if TYPE_CHECKING:  # typing is not imported at run time (start-up, bench_startup)
    from typing import TypeVar
    T = TypeVar("T", bound=Hashable)


def reads(clause: Clause, by_id: dict[str, Clause]) -> frozenset[str]:
    """The variables a clause reads: its condition and content, and the conditions of the exceptions it names
    (an exception that applies takes the clause's place, so the two meet wherever the clause could apply)."""
    names = {v.name for v in variables(clause.when) | variables(clause.then)}
    for e in clause.except_as:
        if e in by_id:
            names |= {v.name for v in variables(by_id[e].when)}
    return frozenset(names)


@dataclass(frozen=True)
class World:
    """One game's situations: every phase's variables, and every physical constraint, as one world."""

    game: str
    phases: tuple[Domain, ...]
    #: Physical facts over variables of several phases (one event the Laws and au cent name in two words):
    #: each ties the phases it reads, and is physics of the part that holds them.
    links: tuple[Expr, ...] = ()

    def in_force(self, clauses: Iterable[Clause]) -> tuple[Clause, ...]:
        """The clauses of a reading in force in this game: the Laws of Piquet; in Piquet au cent, with its
        paragraphs, each clause of the Laws it overrides holding only where none of them speaks (its condition
        and not theirs: where a paragraph's condition holds, the law it overrides does not apply in au cent,
        whatever then becomes of the paragraph under its own exceptions)."""
        every = tuple(clauses)
        laws = tuple(c for c in every if not of_au_cent(c))
        if self.game != AU_CENT_GAME:
            return laws
        paragraphs = tuple(c for c in every if of_au_cent(c))
        by: dict[str, tuple[Clause, ...]] = {}
        for p in paragraphs:
            for overridden in p.overrides:
                by[overridden] = (*by.get(overridden, ()), p)
        return (*(_overridden(c, by[c.id]) if c.id in by else c for c in laws), *paragraphs)

    @property
    def variables(self) -> frozenset[str]:
        """The name of every variable of the world."""
        return frozenset(v.name for d in self.phases for v in d.variables)

    def ties(self, clauses: Iterable[Clause]) -> list[frozenset[int]]:
        """The groups of phases (by their place in :attr:`phases`) that one variable or one clause (of those in
        force, :meth:`in_force`) ties."""
        own = self.variables
        holders: dict[str, set[int]] = {}
        for i, d in enumerate(self.phases):
            for v in d.variables:
                holders.setdefault(v.name, set()).add(i)
        groups = [frozenset(places) for places in holders.values() if len(places) > 1]
        for link in self.links:
            places = frozenset(i for v in variables(link) for i in holders[v.name])
            if len(places) > 1:
                groups.append(places)
        every = tuple(clauses)
        by_id = {c.id: c for c in every}
        for c in every:
            names = reads(c, by_id) & own
            places = frozenset(i for name in names for i in holders[name])
            if len(places) > 1:
                groups.append(places)
        return groups

    def parts(self, clauses: Iterable[Clause]) -> tuple[Domain, ...]:
        """The world split where nothing ties its clauses in force (:meth:`in_force`), each part one
        :class:`Domain` (phases in declared order) with the links it holds in its physics."""
        parent = list(range(len(self.phases)))

        def root(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        for group in self.ties(clauses):
            first, *rest = sorted(group)
            for other in rest:
                parent[root(other)] = root(first)
        members: dict[int, list[Domain]] = {}
        for i, d in enumerate(self.phases):
            members.setdefault(root(i), []).append(d)
        return tuple(self._linked(merged(ds)) for _, ds in sorted(members.items()))

    def _linked(self, part: Domain) -> Domain:
        """A part with the links whose variables it holds added to its physics."""
        names = {v.name for v in part.variables}
        held = [link for link in self.links if {v.name for v in variables(link)} <= names]
        if not held:
            return part
        return replace(part, physics=all_of(_once((*conjuncts(part.physics), *held))))


@cache
def _overridden(law: Clause, paragraphs: tuple[Clause, ...]) -> Clause:
    """A law of Piquet in au cent: in force only where none of the ``paragraphs`` overriding it speaks (one
    clause object per law and paragraphs alike, so that readings sharing them share their checks)."""
    return replace(law, when=Op("and", (law.when, *(Op("not", (p.when,)) for p in paragraphs))))


def merged(phases: list[Domain]) -> Domain:
    """One domain holding the phases' variables (each once) and every physical constraint of each (each once).

    Its name joins the phases' names with ``+``: a part of one phase keeps the phase's name (and game). A part of
    several has no game of its own: it holds the clauses in force in its world.
    """
    if len(phases) == 1:
        return phases[0]
    normal: dict[str, int] = {}
    for d in phases:
        for name, value in d.normal:
            if normal.setdefault(name, value) != value:
                raise ValueError(f"variable {name!r} has two normal values: {normal[name]} and {value}")
    return Domain(
        "+".join(d.name for d in phases),
        _once(v for d in phases for v in d.given), _once(v for d in phases for v in d.chosen),
        all_of(_once(p for d in phases for p in conjuncts(d.physics))), tuple(normal.items()),
        "; ".join(d.describe for d in phases), bitvector_ints=any(d.bitvector_ints for d in phases),
        acts=_once(a for d in phases for a in d.acts), game="")


def _once(items: Iterable[T]) -> tuple[T, ...]:
    """The items in order, each the first time it comes (variables by name, constraints by value)."""
    return tuple(dict.fromkeys(items))
