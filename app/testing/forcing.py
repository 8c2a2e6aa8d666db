"""What a player can force in the play of a deal, the cards being open (perfect information).

:func:`forces` searches the play exhaustively over the model's own
functions (:func:`piquet.model.deal.legal_actions` and
:func:`piquet.model.deal.apply`): whether one player has a strategy such
that, whatever his adversary plays, the deal ends in a state satisfying a
goal. It is how a claim of the Cases such as "it is immaterial what B
plays; A must win at least the last two tricks, and the cards" (Case XXII)
is checked mechanically. Positions met again by another order of play are
looked up, not searched twice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from piquet.model.actions import Action
from piquet.model.deal import DealState, apply, legal_actions
from piquet.model.roles import Role

__all__ = ["Moves", "Goal", "forces", "position"]

Moves = Callable[[DealState], Sequence[Action]]
"""The actions a player considers at a state: by default every lawful one."""

Goal = Callable[[DealState], bool]
"""What the forcing player wants of the deal once it is over."""

Position = tuple[object, ...]


def position(state: DealState) -> Position:
    """What the rest of the play and its scores depend on (two orders of play reaching it are one)."""
    return (state.phase, state.to_move, state.hands, state.lead, state.leader, len(state.tricks), state.tricks_won,
            state.scores, state.play_points, state.elder_play_first, state.bonus, state.option)


def forces(state: DealState, role: Role, goal: Goal, moves: Moves = legal_actions) -> bool:
    """Whether ``role`` can bring the deal from ``state`` to an end satisfying ``goal`` whatever his
    adversary does, each choosing among ``moves`` (the adversary among all of them if ``moves``
    restricts only ``role``). Every choice is searched, a card or any other the player to move has
    (the younger's reckoning after the first lead, his election for the cards he left)."""
    seen: dict[Position, bool] = {}

    def search(s: DealState) -> bool:
        if s.over:
            return goal(s)
        key = position(s)
        if key not in seen:
            outcomes = (search(apply(s, a)) for a in moves(s))
            seen[key] = any(outcomes) if s.to_move is role else all(outcomes)
        return seen[key]

    return search(state)
