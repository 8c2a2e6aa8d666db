"""Carte blanche: Laws 18-20, over the carte blanche domain.

What a carte blanche scores, and when, is reckoned with the scoring laws
(Laws 61, 67-69).
"""

from __future__ import annotations

from piquet.spec.domains.carte_blanche import B
from piquet.spec.expr import Expr
from piquet.spec.law import ClauseKind, Governs
from piquet.spec.laws.build import clause, law, may, must

__all__ = ["is_carte_blanche", "LAWS", "CHOICES"]



def is_carte_blanche(cards_dealt: Expr, courts: Expr) -> Expr:
    """Law 18: a hand dealt of at least twelve cards, none of them king, queen or knave."""
    return (cards_dealt >= 12) & courts.eq(0)


LAWS = (
    law(18, Governs.SCORING,
        clause("18.1", ClauseKind.DEFINITION, "A carte blanche is a hand dealt of at least twelve cards without "
               "king, queen or knave.", B.holds, when=is_carte_blanche(B.dealt, B.courts)),
        see=(61, 67, 68, 69),
        notes=("That it scores first, saves and counts toward a pique or repique is the order of reckoning "
               "of Laws 67-69.",)),
    law(19, Governs.CALLING,
        must("19.1", "A carte blanche is shown by counting the cards one by one, face upward on the table.",
             (B.shown >= 1) & B.face_up, when=B.claims)),
    law(20, Governs.CALLING,
        must("20.1", "A player aware that he has a carte blanche is bound to inform his adversary.",
             B.informs, when=B.holds),
        may("20.2", "He need not show it until his adversary has discarded.", B.shown.eq(2),
            when=B.holds & B.claims),
        see=(19,)),
)

CHOICES = ()
