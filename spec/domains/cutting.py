"""The cutting domains: the cut for the deal (Laws 4-6, 8) and the cut to the dealer (Laws 1, 3, 7, 8).

Each cut has its own variables, so that the checks of one never read the
other. Given: what went wrong in cutting, how the two cards cut for deal
compare (the ace highest, Law 4), whether the pack was later found
incorrect. Chosen: the shuffles, the size of the cut, the dealer's choice
of cards. Outcomes: the cut made again, and which player has the choice
of deal.
"""

from __future__ import annotations

from piquet.spec.expr import TRUE
from piquet.spec.vocabulary import CHOSEN, GIVEN, OUTCOME, Domain, flag, integer

__all__ = ["C", "CUT_FOR_DEAL", "CUT_TO_DEALER"]


class _Cutting:
    """Variables of shuffling and cutting (Laws 1, 3-8)."""

    def __init__(self) -> None:
        g = "cutting"
        # The cut for the deal (Laws 4-6, 8).
        self.deal_exposed = integer("deal_cut_exposed", 0, 2,
                                    "the number of cards exposed in cutting for deal (2 standing for more than one)",
                                    g, GIVEN)
        self.first_cuts = integer(
            "first_cuts", -1, 1,
            "how the first player's card cut for deal compares with the second's, the ace highest "
            "(-1 lower, 0 equal, 1 higher)", g, GIVEN)
        self.pack_incorrect = flag("pack_found_incorrect",
                                   "the pack is found incorrect after the cut for the deal has been made", g, GIVEN)
        self.chooses_cards = flag("dealer_chooses_cards",
                                  "the dealer chooses the cards he deals with at the commencement of the partie",
                                  g, CHOSEN)
        self.deal_recut = flag("deal_cut_again", "the cut for deal is made again", g, OUTCOME)
        self.first_choice = flag("first_has_choice_of_deal", "the first player has the choice of deal", g, OUTCOME)
        self.second_choice = flag("second_has_choice_of_deal", "the second player has the choice of deal", g,
                                  OUTCOME)
        # The cut to the dealer (Laws 1, 3, 7, 8).
        self.dealer_accident = integer(
            "dealer_cut_accident", 0, 2,
            "what went wrong in cutting to the dealer (0 nothing, 1 a card exposed in cutting, 2 a card exposed "
            "in reuniting the separated packets, or the cards confused)", g, GIVEN)
        self.elder_shuffles = flag("non_dealer_shuffles", "the non-dealer shuffles both packs", g, CHOSEN)
        self.dealer_last = flag("dealer_shuffles_last", "the dealer shuffles last", g, CHOSEN)
        self.cut_size = integer("cut_size", 1, 31, "the number of cards in the cut (the upper packet)", g, CHOSEN)
        self.dealer_recut = flag("dealer_cut_again", "the cut to the dealer is made again (a fresh cut)", g,
                                 OUTCOME)

    def for_deal(self) -> Domain:
        c = self
        return Domain(
            name="cut-for-deal",
            given=(c.deal_exposed, c.first_cuts, c.pack_incorrect),
            chosen=(c.chooses_cards, c.deal_recut, c.first_choice, c.second_choice),
            # Law 6 rules on a cut for deal already made good: any fresh cut of Law 5 came first.
            physics=c.pack_incorrect.implies(c.deal_exposed <= 1) & ~(c.first_choice & c.second_choice),
            normal=(("deal_cut_exposed", 0), ("first_cuts", 1), ("pack_found_incorrect", 0)),
            describe="cards exposed in cutting for deal, how the cards cut compare, a pack later found "
                     "incorrect; then the choice of deal, the dealer's choice of cards and a fresh cut",
        )

    def to_dealer(self) -> Domain:
        c = self
        return Domain(
            name="cut-to-dealer",
            given=(c.dealer_accident,),
            chosen=(c.elder_shuffles, c.dealer_last, c.cut_size, c.dealer_recut),
            physics=TRUE,
            normal=(("dealer_cut_accident", 0),),
            describe="what went wrong in cutting to the dealer; then the shuffles, the cut and a fresh cut",
        )


C = _Cutting()
CUT_FOR_DEAL = C.for_deal()
CUT_TO_DEALER = C.to_dealer()
