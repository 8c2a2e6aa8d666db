"""The carte blanche domain: a hand as dealt, and how its holder declares and shows it (Laws 18-20).

The hand is read by its counts (cards dealt, kings, queens and knaves among
them): all Law 18 asks of it, and a finite given space for the checks.
"""

from __future__ import annotations

from piquet.spec.vocabulary import CHOSEN, GIVEN, OUTCOME, Domain, flag, integer

__all__ = ["B", "CARTE_BLANCHE"]


class _CarteBlanche:
    """Variables of Laws 18-20, for the player who holds the hand."""

    def __init__(self) -> None:
        g = "carte blanche"
        self.dealt = integer("cards_dealt", 11, 13, "the number of cards dealt to the player", g, GIVEN)
        self.courts = integer("courts_dealt", 0, 12, "the kings, queens and knaves among the cards dealt him", g,
                              GIVEN)
        self.holds = flag("holds_carte_blanche", "the player's hand is a carte blanche", g, OUTCOME)
        self.claims = flag("claims_carte_blanche", "the player reckons a carte blanche", g, CHOSEN)
        self.informs = flag("informs_of_carte_blanche",
                            "the player informs his adversary as soon as he is aware of his carte blanche", g, CHOSEN)
        self.shown = integer("carte_blanche_shown", 0, 2,
                             "when the carte blanche is shown (0 not shown, 1 before the adversary has discarded, "
                             "2 after)", g, CHOSEN)
        self.face_up = flag("shown_card_by_card",
                            "it is shown by counting the cards one by one, face upward on the table", g, CHOSEN)

    def domain(self) -> Domain:
        b = self
        return Domain(
            name="carte-blanche",
            given=(b.dealt, b.courts),
            chosen=(b.holds, b.claims, b.informs, b.shown, b.face_up),
            # Showing proves the claim: only a carte blanche is reckoned as one.
            physics=(b.courts <= b.dealt) & b.claims.implies(b.holds),
            normal=(("cards_dealt", 12), ("courts_dealt", 3)),
            describe="the cards dealt to a player and the court cards among them; then whether the hand is a "
                     "carte blanche, and how it is declared and shown",
        )


B = _CarteBlanche()
CARTE_BLANCHE = B.domain()
