"""Law records: number, section, source text, what it governs, and its clauses.

A :class:`Clause` is one normative sentence of a law, in the shape of the
deontic kinds the Laws use:

- ``OBLIGATION`` ("must", "is obliged to"): where it applies, ``then`` holds;
- ``PROHIBITION`` ("cannot", "must not"): where it applies, ``then`` does not hold;
- ``ENTITLEMENT`` ("is entitled to", "may", "need not"): where it applies,
  ``then`` can be done without breaking another law;
- ``REMEDY``: ``when`` describes an irregularity and ``then`` what follows
  from it ("he can reckon nothing that deal"); lawful play avoids ``when``;
- ``CONSEQUENCE``: what follows in regular play (a score, a fresh deal due);
- ``DEFINITION``: what a word of the Laws means, always in force.

Exceptions are links, in the manner of Catala: a clause lists in
``except_as`` the clauses that override it ("except as provided in
Law 42"); where one of those applies, the clause does not. A clause may
instead (or as well) name in ``yields`` the outcomes it gives way to: every
other clause in force that orders or offers one of them is its exception,
found when a reading's clauses are assembled, never listed by hand (Law 13's
"the deal stands good", read as "this is no ground for a fresh deal", gives
way to every law that orders or offers one). A paragraph of
Piquet au cent lists in ``overrides`` the clauses of the Laws of Piquet it
takes the place of ("differ from those of Piquet in the following
particulars"): in au cent's world (:mod:`piquet.spec.world`) each of them
applies only where the paragraph's condition does not hold.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from enum import Enum

from piquet.spec.expr import TRUE, Expr, variables

__all__ = ["ClauseKind", "Governs", "Clause", "Law", "Status", "law_sort_key"]


class ClauseKind(Enum):
    OBLIGATION = "obligation"
    PROHIBITION = "prohibition"
    ENTITLEMENT = "entitlement"
    REMEDY = "remedy"
    CONSEQUENCE = "consequence"
    DEFINITION = "definition"

    @property
    def binds(self) -> bool:
        """Whether the clause constrains every lawful continuation where it applies."""
        return self in (ClauseKind.OBLIGATION, ClauseKind.PROHIBITION, ClauseKind.CONSEQUENCE,
                        ClauseKind.DEFINITION)


class Governs(Enum):
    SHUFFLING = "shuffling"
    CUTTING = "cutting"
    DEALING = "dealing"
    EXCHANGE = "exchange"
    CALLING = "calling"
    PLAY = "play"
    SCORING = "scoring"
    PARTIE = "partie"
    IRREGULARITY = "irregularity and penalty"
    CONDUCT = "conduct"


class Status(Enum):
    """How far a law is formalized (the spec reports coverage by these)."""

    FORMALIZED = "formalized"
    CONDUCT = "conduct"
    NOT_YET = "not yet"


@dataclass(frozen=True)
class Clause:
    """One normative sentence of a law.

    ``id`` is ``"<law>.<n>"`` (``"21.2"``) or, for Piquet au cent and the
    agreements, ``"cent-<n>.<m>"`` / ``"agree-<name>.<m>"``.
    """

    id: str
    kind: ClauseKind
    says: str
    then: Expr
    when: Expr = TRUE
    except_as: tuple[str, ...] = ()
    #: The player whose right an entitlement is, where the variables of ``then`` do not say (Law 36's "the
    #: younger hand may leave cards" reads the cards the elder hand took); see :func:`holder`.
    of: str = ""
    #: Outcomes the clause gives way to: each clause in force that concludes one is an exception to it
    #: (resolved by :meth:`piquet.spec.catalogue.Catalogue.clauses` under each reading).
    yields: tuple[str, ...] = ()
    #: For a paragraph of Piquet au cent: the clauses of the Laws of Piquet it overrides in au cent, where its
    #: condition holds (each applies there only outside it; the Rubicon game never reads it).
    overrides: tuple[str, ...] = ()

    @property
    def law(self) -> str:
        """The law's key: ``"21"``, ``"cent-3"``, ``"agree-four-deals"``."""
        return self.id.rsplit(".", 1)[0]

    @cached_property
    def reads(self) -> frozenset[str]:
        """The names of the situation variables the clause reads, in its condition or its conclusion: found
        once, for every domain asked whether the clause is its own."""
        return frozenset(v.name for v in variables(self.when) | variables(self.then))


@dataclass(frozen=True)
class Law:
    """One law of the 1882 code (or a difference of Piquet au cent, or an agreement).

    ``key`` is the law number as a string (``"21"``) or ``"cent-<n>"`` /
    ``"agree-<name>"``; ``text`` is quoted from the shipped source.
    ``conduct`` gives the one-line reason when the law regulates conduct
    that no situation variable can express.
    """

    key: str
    section: str
    text: str
    governs: Governs
    clauses: tuple[Clause, ...] = ()
    see: tuple[str, ...] = ()
    conduct: str | None = None
    notes: tuple[str, ...] = field(default=())

    @property
    def status(self) -> Status:
        if self.clauses:
            return Status.FORMALIZED
        if self.conduct is not None:
            return Status.CONDUCT
        return Status.NOT_YET

    @property
    def number(self) -> int | None:
        """The law's number among the 78 Laws of Piquet, or None."""
        return int(self.key) if self.key.isdigit() else None


def law_sort_key(key: str) -> tuple[int, int, str]:
    """The order of law keys: the 78 Laws by number, then Piquet au cent's paragraphs by number, then
    the agreements (and any other key) by name."""
    if key.isdigit():
        return (0, int(key), "")
    kind, _, rest = key.partition("-")
    return (1 if kind == "cent" else 2, int(rest) if rest.isdigit() else 0, rest)
