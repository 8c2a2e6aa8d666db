"""Whether the elder can force the tricks of a capot or of a pique, the cards open.

The elder leads to every trick he wins, so he wins the next ``n`` tricks
whatever the younger plays exactly when he has an order of leads that each
wins against every card the younger may play to it (following suit when he
can, Law 59 IV). A capot is every trick (Law 66); a pique falls on the lead
that brings the elder's count to the pique's (Law 69) if the younger has won
no trick before it, for each trick he wins scores him a point in play. The
search remembers positions by the hands, and tries once the cards that
touch in a suit once the cards between them are gone
(:func:`~piquet.model.solver.ordered_moves`: only rank order matters in
the play); the rules are the model's (:func:`~piquet.model.play.playable`,
:func:`~piquet.model.play.beats`).
"""

from __future__ import annotations

from functools import lru_cache

from piquet.model.cards import CardSet, cards_in
from piquet.model.play import beats, playable
from piquet.model.solver import ordered_moves

__all__ = ["elder_forces_tricks", "elder_forces_capot", "elder_forces_pique"]


@lru_cache(maxsize=1 << 16)
def elder_forces_tricks(elder: CardSet, younger: CardSet, tricks: int) -> bool:
    """Whether the elder, to lead with ``elder`` against ``younger``, wins the next ``tricks`` tricks
    (or every trick left, if fewer)."""
    if tricks <= 0 or not elder or not younger:
        return True
    alive = elder | younger
    for lead in ordered_moves(elder, alive, -1):  # masters first
        legal = playable(younger, lead)
        if any(beats(lead, reply) for reply in cards_in(legal)):
            continue
        replies = ordered_moves(legal, alive, lead)
        if all(elder_forces_tricks(elder ^ 1 << lead, younger ^ 1 << reply, tricks - 1) for reply in replies):
            return True
    return False


def elder_forces_capot(elder: CardSet, younger: CardSet) -> bool:
    """Whether the elder wins every trick (Law 66)."""
    return elder_forces_tricks(elder, younger, elder.bit_count())


def elder_forces_pique(elder: CardSet, younger: CardSet, pique_at: int) -> bool:
    """Whether the elder, his first lead to make, forces a pique that falls when his count in play reaches
    ``pique_at``: each lead scores him one (Law 65), so he must win the ``pique_at - 1`` tricks before
    the lead that makes it. Counts past twelve leads (the last trick, the cards) are not claimed."""
    return pique_at - 1 < elder.bit_count() and elder_forces_tricks(elder, younger, pique_at - 1)
