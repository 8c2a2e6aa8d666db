"""Interpretive choices and readings.

Where the text of the Laws admits more than one meaning, the spec records a
:class:`Choice`: the question, the laws it touches, its alternatives and
why the harmonised reading picks what it picks. An alternative defines the
terms the clauses use (see :class:`piquet.spec.expr.Term`) and may replace
whole clauses. A :class:`Reading` picks one alternative per choice; the
literal reading takes the text as written, with exactly the exceptions it
names. Every check runs per reading.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from piquet.spec.expr import Expr
from piquet.spec.law import Clause

__all__ = ["Alternative", "Choice", "Reading", "LITERAL", "HARMONISED"]

LITERAL = "literal"
HARMONISED = "harmonised"


@dataclass(frozen=True)
class Alternative:
    """One answer to a choice: term definitions and clause replacements.

    ``replace`` maps a clause id to its replacement (same id) under this
    alternative; ``add`` brings clauses only this alternative has;
    ``overrides`` names, for a paragraph of Piquet au cent (by clause id),
    the clauses of the Laws it takes the place of as well under this
    alternative (added to :attr:`Clause.overrides`, whatever other choice
    replaces the paragraph).
    """

    key: str
    says: str
    terms: Mapping[str, Expr] = field(default_factory=dict)
    replace: tuple[Clause, ...] = ()
    add: tuple[Clause, ...] = ()
    overrides: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Choice:
    """A named interpretive switch.

    ``alternatives[0]`` is the literal one: it takes each sentence at its
    word, with exactly the exceptions printed. ``default`` is the key the
    harmonised reading takes, with ``reason`` saying why. ``reads`` names
    the words the choice reads, as printed (law key, words), and
    ``printed_exceptions`` the exceptions those sentences name.
    """

    name: str
    laws: tuple[str, ...]
    question: str
    alternatives: tuple[Alternative, ...]
    default: str
    reason: str
    reads: tuple[tuple[str, str], ...] = ()
    printed_exceptions: str = ""

    def alternative(self, key: str) -> Alternative:
        for alt in self.alternatives:
            if alt.key == key:
                return alt
        raise KeyError(f"choice {self.name!r} has no alternative {key!r}")

    @property
    def literal(self) -> Alternative:
        return self.alternatives[0]


@dataclass(frozen=True)
class Reading:
    """A set of choices: for each choice name, the key of the alternative taken."""

    name: str
    describe: str
    picks: Mapping[str, str]

    def pick(self, choice: Choice) -> Alternative:
        return choice.alternative(self.picks.get(choice.name, choice.literal.key))
