"""Carte blanche: Laws 18-20, over the carte blanche domain.

What a carte blanche scores, and when, is reckoned with the scoring laws
(Laws 61, 67-69); clauses 19.2-19.3 say, in the scoring domain, that it
counts there only when shown.
"""

from __future__ import annotations

from piquet.spec.domains.carte_blanche import B
from piquet.spec.domains.scoring import S, Side
from piquet.spec.expr import Expr
from piquet.spec.law import Clause, ClauseKind, Governs
from piquet.spec.laws.build import clause, law, may, must, then

__all__ = ["is_carte_blanche", "LAWS", "CHOICES"]



def is_carte_blanche(cards_dealt: Expr, courts: Expr) -> Expr:
    """Law 18: a hand dealt of at least twelve cards, none of them king, queen or knave."""
    return (cards_dealt >= 12) & courts.eq(0)


def _counts_when_shown(cid: str, side: Side) -> Clause:
    """Law 19, in the scoring domain: the carte blanche ``side`` was dealt counts (scores, and first) only if shown.

    Not a choice: Law 19 says how a carte blanche is reckoned (Cases XX and XXI: he is "at liberty to show and
    reckon" it), and Law 56 bars anything omitted once the younger hand has played to the first trick, so one
    never shown is never reckoned; nor, not reckoned, does it score first to save a pique or repique (Law 18).
    """
    return then(cid, f"For the {side.who} hand: a carte blanche counts (it scores ten and reckons first) only when "
                "shown; one not shown scores nothing and saves nothing (Laws 18, 56, 61).",
                side.cb_counts.eq(side.carte_blanche & side.shows))


LAWS = (
    law(18, Governs.SCORING,
        clause("18.1", ClauseKind.DEFINITION, "A carte blanche is a hand dealt of at least twelve cards without "
               "king, queen or knave.", B.holds, when=is_carte_blanche(B.dealt, B.courts)),
        see=(61, 67, 68, 69),
        notes=("That it scores first, saves and counts toward a pique or repique is the order of reckoning "
               "of Laws 67-69.",)),
    law(19, Governs.CALLING,
        must("19.1", "A carte blanche is shown by counting the cards one by one, face upward on the table.",
             (B.shown >= 1) & B.face_up, when=B.claims),
        _counts_when_shown("19.2", S.elder), _counts_when_shown("19.3", S.younger),
        see=(18, 56, 61)),
    law(20, Governs.CALLING,
        must("20.1", "A player aware that he has a carte blanche is bound to inform his adversary.",
             B.informs, when=B.holds),
        may("20.2", "He need not show it until his adversary has discarded.", B.shown.eq(2),
            when=B.holds & B.claims),
        see=(19,)),
)

CHOICES = ()
