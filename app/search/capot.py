"""Whether the elder can force a capot (Law 66: every trick), the cards open.

The elder leads to every trick he wins, so he forces a capot exactly when he
has an order of leads that each trick wins whatever the younger plays to it
(following suit when he can, Law 59 IV). A search over the two hands,
remembered by hands, cards that touch in a suit once the cards between them are gone tried once
(:func:`~piquet.model.solver.representatives`: only rank order matters in the play); the rules are the model's (:func:`~piquet.model.play.playable`,
:func:`~piquet.model.play.beats`).
"""

from __future__ import annotations

from functools import lru_cache

from piquet.model.cards import CardSet, cards_in
from piquet.model.play import beats, playable
from piquet.model.solver import representatives

__all__ = ["elder_forces_capot"]


@lru_cache(maxsize=1 << 16)
def elder_forces_capot(elder: CardSet, younger: CardSet) -> bool:
    """Whether the elder, to lead with ``elder`` against ``younger``, wins every trick still to play."""
    if not elder or not younger:
        return True
    alive = elder | younger
    for lead in reversed(tuple(cards_in(representatives(elder, alive)))):  # the highest first
        legal = playable(younger, lead)
        if any(beats(lead, reply) for reply in cards_in(legal)):
            continue
        replies = cards_in(representatives(legal, alive ^ 1 << lead))
        if all(elder_forces_capot(elder ^ 1 << lead, younger ^ 1 << reply) for reply in replies):
            return True
    return False
