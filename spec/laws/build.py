"""Builders that keep a law's record next to its source text.

``law(21, Governs.EXCHANGE, clauses...)`` quotes Law 21 from the shipped
source, so no law's text is ever typed twice.
"""

from __future__ import annotations

from dataclasses import replace

from piquet.spec.expr import TRUE, Expr
from piquet.spec.law import Clause, ClauseKind, Governs, Law
from piquet.spec.source import agreement_text, au_cent_text, laws_text

__all__ = ["law", "cent", "agreement", "clause", "must", "must_not", "may", "remedy", "then", "defines", "overriding"]


def law(number: int, governs: Governs, *clauses: Clause, see: tuple[int, ...] = (),
        conduct: str | None = None, notes: tuple[str, ...] = ()) -> Law:
    """Law ``number`` of the 1882 Laws, its text quoted from the source."""
    source = laws_text()[number]
    for c in clauses:
        if c.law != str(number):
            raise ValueError(f"clause {c.id} filed under Law {number}")
    return Law(str(number), source.section, source.text, governs, tuple(clauses),
               tuple(str(s) for s in see), conduct, notes)


def cent(number: int, governs: Governs, *clauses: Clause, see: tuple[int, ...] = (),
         conduct: str | None = None, notes: tuple[str, ...] = ()) -> Law:
    """The ``number``-th difference of Piquet au cent, in the order printed."""
    key = f"cent-{number}"
    for c in clauses:
        if c.law != key:
            raise ValueError(f"clause {c.id} filed under {key}")
    return Law(key, "Piquet au cent", au_cent_text()[number], governs, tuple(clauses),
               tuple(str(s) for s in see), conduct, notes)


def agreement(name: str, governs: Governs, text: str | None, *clauses: Clause, see: tuple[int, ...] = (),
              conduct: str | None = None, notes: tuple[str, ...] = ()) -> Law:
    """A "by agreement" option; ``text`` None quotes the note after Law 71."""
    key = f"agree-{name}"
    return Law(key, "By agreement", text if text is not None else agreement_text(), governs, tuple(clauses),
               tuple(str(s) for s in see), conduct, notes)


def clause(cid: str, kind: ClauseKind, says: str, then: Expr, when: Expr = TRUE,
           unless: tuple[str, ...] = ()) -> Clause:
    return Clause(cid, kind, says, then, when, unless)


def must(cid: str, says: str, then: Expr, when: Expr = TRUE, unless: tuple[str, ...] = ()) -> Clause:
    """An obligation: where it applies, ``then`` holds."""
    return clause(cid, ClauseKind.OBLIGATION, says, then, when, unless)


def must_not(cid: str, says: str, then: Expr, when: Expr = TRUE,
             unless: tuple[str, ...] = ()) -> Clause:
    """A prohibition: where it applies, ``then`` does not hold."""
    return clause(cid, ClauseKind.PROHIBITION, says, then, when, unless)


def may(cid: str, says: str, then: Expr, when: Expr = TRUE, unless: tuple[str, ...] = (), of: str = "") -> Clause:
    """An entitlement: where it applies, ``then`` can be done lawfully; ``of``, whose right it is where the
    variables of ``then`` do not say."""
    return Clause(cid, ClauseKind.ENTITLEMENT, says, then, when, unless, of)


def remedy(cid: str, says: str, then: Expr, when: Expr, unless: tuple[str, ...] = ()) -> Clause:
    """An irregularity (``when``) and what follows from it (``then``)."""
    return clause(cid, ClauseKind.REMEDY, says, then, when, unless)


def then(cid: str, says: str, result: Expr, when: Expr = TRUE, unless: tuple[str, ...] = (),
         yields: tuple[str, ...] = ()) -> Clause:
    """A consequence of regular play (a score, a fresh deal due); ``yields``, the outcomes it gives way to
    (every clause in force that orders or offers one is its exception)."""
    return Clause(cid, ClauseKind.CONSEQUENCE, says, result, when, unless, yields=yields)


def defines(cid: str, says: str, meaning: Expr) -> Clause:
    """A definition, always in force."""
    return clause(cid, ClauseKind.DEFINITION, says, meaning)


def overriding(c: Clause, *overrides: str) -> Clause:
    """A paragraph of Piquet au cent's clause ``c``, taking the place of the clauses ``overrides`` of the Laws of
    Piquet where its condition holds (in au cent's world)."""
    return replace(c, overrides=overrides)
