"""The situation variables the laws speak of: typed, bounded, each with its meaning.

A variable is *given* (a circumstance the players find: how many cards were
dealt), *chosen* (what a player does: how many cards the elder hand
discards) or an *outcome* (what follows by law: a fresh deal, a penalty).
Checks quantify over the given variables and ask what the laws allow for
the chosen ones and outcomes; an outcome holds only where some clause that
concludes it applies (the deal stands unless a law voids it).

Variables are grouped by phase. A :class:`Domain` is a set of variables
with the physical constraints that hold whatever the laws say (one cannot
take more cards than the stock holds); the checks of a group run over it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from piquet.spec.expr import Expr, Sort, Var, evaluate, ite, lift

__all__ = ["GIVEN", "CHOSEN", "OUTCOME", "ELECTION", "OPTION", "PLAYERS", "Domain", "variable", "integer", "flag", "cards_var",
           "all_variables", "role_of", "player_of", "abs_diff", "RUBICON_GAME", "AU_CENT_GAME"]

#: The two games: the Laws of Piquet (the Rubicon game), and Piquet au cent, the Laws with its paragraphs.
RUBICON_GAME, AU_CENT_GAME = "rubicon", "au cent"

GIVEN = "given"
CHOSEN = "chosen"
#: An outcome (a fresh deal, a penalty) is chosen by no player: it holds only where a law concludes it.
OUTCOME = "outcome"
#: An election (the elder hand elects a fresh deal): it too holds only where a law gives the option, but there
#: the player who has the option chooses it; the laws need not determine it.
ELECTION = "election"
#: A player's option that the Laws give wherever it can matter, so that no law need offer it case by case: the
#: adversary's waiver of a penalty of reckoning nothing (Law 44), which changes nothing where no penalty was
#: incurred. It is not held to the laws' conclusions (an outcome or election is), but it is its player's, as an
#: election is: a check of the other player's right holds it as the situation, whatever he elects.
OPTION = "option"

_REGISTRY: dict[str, tuple[Var, str]] = {}

#: The two players, as the names of their variables begin (``elder_discards``, ``cent_younger_takes``).
PLAYERS = ("elder", "younger")


def variable(name: str, sort: Sort, lo: int, hi: int, phrase: str, group: str, role: str) -> Var:
    """Declare a situation variable once, by name (a second declaration is an error)."""
    if name in _REGISTRY:
        raise ValueError(f"situation variable {name!r} declared twice")
    var = Var(name, sort, lo, hi, phrase, group)
    _REGISTRY[name] = (var, role)
    return var


def role_of(var: Var) -> str:
    """The variable's role: ``GIVEN``, ``CHOSEN``, ``OUTCOME``, ``ELECTION`` or ``OPTION``."""
    return _REGISTRY[var.name][1]


def player_of(name: str) -> str | None:
    """The player whose act, election or penalty a chosen variable is, by its name (``elder_takes``: the
    elder hand's), or None (a fresh deal is no player's)."""
    base = name.removeprefix("cent_")
    return next((p for p in PLAYERS if base.startswith(p + "_")), None)


def all_variables() -> tuple[Var, ...]:
    return tuple(v for v, _ in _REGISTRY.values())


def abs_diff(a: Expr, b: int) -> Expr:
    return ite(a >= b, a - b, b - a)


@dataclass(frozen=True)
class Domain:
    """A bounded world: variables, the constraints of physics, and a normal point.

    ``normal`` gives each given variable's value in an ordinary deal; the
    size of a witness is its distance from it, so minimal witnesses are the
    ones closest to ordinary play.
    """

    name: str
    given: tuple[Var, ...]
    chosen: tuple[Var, ...]
    physics: Expr
    normal: tuple[tuple[str, int], ...]
    describe: str
    #: Encode integers as 16-bit vectors (every value small): the solver then bit-blasts to SAT, which
    #: is what card-set domains need. Values and arithmetic must stay within -32768..32767.
    bitvector_ints: bool = False
    #: Given variables that record a player's own act, each with the player (the elder hand's announcement and
    #: the discard he had laid out): a right of that player is checked before he acted (see the entitlement
    #: check), every other check takes them as what has happened.
    acts: tuple[tuple[str, str], ...] = ()
    #: The game whose laws a phase holds (:func:`piquet.spec.evaluation.domain_clauses`): the Laws of Piquet, or
    #: au cent's paragraphs; "" for a part of a world, which holds the clauses in force in its world.
    game: str = RUBICON_GAME

    @property
    def variables(self) -> tuple[Var, ...]:
        return self.given + self.chosen

    @property
    def outcomes(self) -> tuple[Var, ...]:
        """The chosen variables that hold only where a law concludes them: outcomes of law, and elections
        (which a law must offer before the player can make them)."""
        return tuple(v for v in self.chosen if role_of(v) in (OUTCOME, ELECTION))

    @property
    def elections(self) -> tuple[Var, ...]:
        """The chosen variables that are a player's to elect (elections and options): a check of a right holds
        those of the other player as the situation (the right must hold whatever he elects)."""
        return tuple(v for v in self.chosen if role_of(v) in (ELECTION, OPTION))

    @property
    def determined(self) -> tuple[Var, ...]:
        """The outcomes the laws themselves must determine (not a player's election)."""
        return tuple(v for v in self.chosen if role_of(v) == OUTCOME)

    def size(self, values: dict[str, int | bool]) -> int:
        """Distance of a situation's given values from the ordinary deal: :attr:`distance`'s value there."""
        return int(evaluate(self.distance, values))

    @cached_property
    def distance(self) -> Expr:
        """How far a situation's given values lie from the ordinary deal (:attr:`normal`): for each variable
        the normal point names, the difference of an integer, one for a flag not as normal. A solver
        minimises it; :meth:`size` evaluates it."""
        by_name = {v.name: v for v in self.given}
        parts = [ite(by_name[name], 1 - value, value) if by_name[name].sort is Sort.BOOL
                 else abs_diff(by_name[name], value) for name, value in self.normal]
        total: Expr = lift(0)
        for part in parts:
            total = total + part
        return total


def integer(name: str, lo: int, hi: int, phrase: str, group: str, role: str) -> Var:
    """Declare a bounded integer variable."""
    return variable(name, Sort.INT, lo, hi, phrase, group, role)


def flag(name: str, phrase: str, group: str, role: str) -> Var:
    """Declare a boolean variable."""
    return variable(name, Sort.BOOL, 0, 1, phrase, group, role)


def cards_var(name: str, phrase: str, group: str, role: str) -> Var:
    """Declare a card-set variable (a 32-bit set, see piquet.model.cards for the bit order)."""
    return variable(name, Sort.CARDS, 0, (1 << 32) - 1, phrase, group, role)
