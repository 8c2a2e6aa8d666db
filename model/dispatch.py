"""How the lawful flow of a deal hands over to the irregular game, without importing it.

:mod:`piquet.model.deal` carries out the lawful actions; the irregular game
(:mod:`piquet.model.irregular`) is built on it, and registers here, when it
is imported, what the lawful flow hands over to it (:class:`IrregularGame`).
:mod:`piquet.model` imports it, so the game is registered whenever the model
is used; the lawful flow itself never imports it (no import cycle).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, Final, NamedTuple, Protocol

from piquet.model.actions import Action
from piquet.model.reference import References
from piquet.model.state import DealState

__all__ = ["IrregularAction", "IrregularGame", "register", "irregular_game"]


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class IrregularAction(Protocol):
    """An irregular action (the classes of :mod:`piquet.model.irregular`): ``KIND`` names it in a record."""

    KIND: ClassVar[str]


class IrregularGame(NamedTuple):
    """What the irregular game carries out for the lawful flow.

    ``kinds`` are the classes of action it carries out whatever the state
    (the irregular actions and the elections of options); ``apply`` carries
    one out, or any action while an option or an offer of a fresh deal is
    outstanding; ``after`` is what follows any action of the deal (the
    miscalls found out when the younger has played to the first trick, Law
    54), given the states before and after it.
    """

    kinds: tuple[type, ...]
    apply: Callable[[DealState, Action | IrregularAction], DealState]
    after: Callable[[DealState, DealState], DealState]
REFERENCES.cite("IrregularGame", "54")


# Final: compiled (mypyc), read at every action as a C constant, not looked up in the module's dict.
_registered: Final[list[IrregularGame]] = []


def register(game: IrregularGame) -> None:
    """Register the irregular game (once, by :mod:`piquet.model.irregular`)."""
    _registered[:] = [game]


def irregular_game() -> IrregularGame:
    """The irregular game registered (:mod:`piquet.model` imports it, so it always is)."""
    assert _registered, "piquet.model.irregular registers the irregular game when imported"
    return _registered[0]
