"""The dealing domains: how the cards are dealt (Laws 9, 10, 17), the dealer's errors that void a deal
or let it stand (Laws 13-16), and who deals next, with which cards (Laws 16, 76, 77).

The fresh deal and the elder hand's election of it are the exchange domain's
outcomes (:mod:`piquet.spec.domains.exchange`), shared here: one fact, one
variable. The time of discovery is one variable for every error: how many
players had taken up their cards when the error was found.
"""

from __future__ import annotations

from piquet.spec.domains.exchange import X
from piquet.spec.expr import Expr, all_of, ite, total
from piquet.spec.vocabulary import CHOSEN, GIVEN, OUTCOME, Domain, flag, integer

__all__ = ["D", "DEALING", "MISDEAL", "DEALER_ORDER"]


class _Dealing:
    """Variables of the deal and its irregularities (Laws 9, 10, 13-17, 76, 77)."""

    def __init__(self) -> None:
        g = "dealing"
        self.taken_up = integer(
            "hands_taken_up", 0, 2,
            "when the error is found: 0 before either player has taken up any of his cards, 1 after one player "
            "has, but before the player who finds it has taken up his, 2 after both", g, GIVEN)
        # Laws 9, 10, 17: the deal itself.
        self.partie_mode = integer("partie_mode", 0, 3,
                                   "the cards at a time the dealer selected earlier in the partie (0: first deal)",
                                   g, GIVEN)
        self.dealt_wrongly = flag("dealt_wrongly", "the dealer deals the cards wrongly", g, GIVEN)
        self.deal_by = integer("deal_by", 1, 4, "the number of cards the dealer gives at a time", g, CHOSEN)
        self.adversary_first = flag("deals_adversary_first",
                                    "the dealer gives the top cards to his adversary, the next to himself", g, CHOSEN)
        self.stock_down = flag("stock_face_down",
                               "the eight undealt cards are placed face downward in one packet between the players",
                               g, CHOSEN)
        self.permits = flag("adversary_permits_rectifying",
                            "the dealer's adversary permits him to rectify an error in dealing", g, CHOSEN)
        self.rectified = flag("deal_rectified", "the dealer rectifies his error in dealing", g, CHOSEN)
        self.collected = flag("non_dealer_collects",
                              "the non-dealer collects the cards for the ensuing deal and places them face "
                              "downward on the table", g, CHOSEN)
        # Laws 13-16: errors that void the deal or let it stand.
        self.exposed_own = flag("dealer_exposes_own", "the dealer exposes one of his own cards", g, GIVEN)
        self.exposed_other = flag("dealer_exposes_other",
                                  "the dealer exposes a card of his adversary or of the stock", g, GIVEN)
        self.faced = flag("faced_card",
                          "a faced card is found in the pack when dealing, or in the stock when taking in", g, GIVEN)
        self.wrong_pack = flag("wrong_pack", "the dealer deals with the wrong pack", g, GIVEN)
        self.out_of_turn = flag("dealt_out_of_turn", "a player deals out of his turn", g, GIVEN)
        self.packs_changed = flag("packs_remain_changed", "the packs remain changed", g, OUTCOME)
        # Laws 16, 76, 77: who deals next, with which cards.
        self.deals_after = integer("deals_after", 0, 2,
                                   "the deals of the partie still to come after this one (2: two or more)", g, GIVEN)
        self.damaged = flag("damaged_cards", "torn or marked cards are found", g, GIVEN)
        self.next_by_elder = flag("next_by_elder",
                                  "the next deal, or the fresh deal in place of this one, is dealt by the elder hand "
                                  "of this deal", g, OUTCOME)
        self.twice = flag("elder_deals_twice", "the elder hand of this deal deals the next two deals running",
                          g, OUTCOME)
        self.same_pack = flag("same_pack_twice", "he deals both those deals with the same pack", g, OUTCOME)
        self.new_packs = integer("new_packs_called", 0, 2,
                                 "the number of new packs a player calls for before the pack is cut to the dealer",
                                 g, CHOSEN)
        self.dealer_picks_pack = flag("dealer_chooses_new_pack", "the dealer chooses between the new packs", g,
                                      CHOSEN)
        self.replaced = flag("damaged_cards_replaced", "the torn or marked cards are replaced", g, CHOSEN)

    @property
    def irregularities(self) -> Expr:
        """How many of the errors of Laws 13-16 occur in this deal."""
        return total(ite(f, 1, 0) for f in (self.exposed_own, self.exposed_other, self.faced, self.wrong_pack,
                                            self.out_of_turn))

    def dealing(self) -> Domain:
        d = self
        return Domain(
            name="dealing",
            given=(d.partie_mode, d.dealt_wrongly, d.taken_up),
            chosen=(d.deal_by, d.adversary_first, d.stock_down, d.permits, d.rectified, d.collected),
            physics=all_of([d.partie_mode.ne(1), d.rectified.implies(d.dealt_wrongly),
                            (~d.dealt_wrongly).implies(d.taken_up.eq(0))]),
            normal=(("partie_mode", 2), ("dealt_wrongly", 0), ("hands_taken_up", 0)),
            describe="the mode of dealing selected earlier in the partie, an error in dealing and when it is "
                     "found; then how the cards are dealt, rectified and collected",
        )

    def misdeal(self) -> Domain:
        d = self
        physics = all_of([
            # The checks read the errors of Laws 13-16 one at a time and in pairs.
            d.irregularities <= 2,
            # The time of discovery matters only to the wrong pack and the deal out of turn.
            (~d.wrong_pack & ~d.out_of_turn).implies(d.taken_up.eq(0)),
            X.elder_elects_fresh.implies(X.fresh_deal),
        ])
        return Domain(
            name="misdeal",
            given=(d.exposed_own, d.exposed_other, d.faced, d.wrong_pack, d.out_of_turn, d.taken_up),
            chosen=(X.fresh_deal, X.elder_elects_fresh, d.packs_changed),
            physics=physics,
            normal=(("dealer_exposes_own", 0), ("dealer_exposes_other", 0), ("faced_card", 0), ("wrong_pack", 0),
                    ("dealt_out_of_turn", 0), ("hands_taken_up", 0)),
            describe="cards exposed by the dealer (his own; his adversary's or the stock's), a faced card, the "
                     "wrong pack, a deal out of turn (at most two of these) and when the error is found; then "
                     "a fresh deal or the deal standing",
        )

    def order(self) -> Domain:
        d = self
        physics = all_of([
            (~d.out_of_turn).implies(d.taken_up.eq(0)),
            d.twice.implies(d.next_by_elder),
            # New packs are not the same pack.
            d.same_pack.implies(d.new_packs.eq(0)),
            d.dealer_picks_pack.implies(d.new_packs >= 1),
        ])
        return Domain(
            name="dealer-order",
            given=(d.out_of_turn, d.taken_up, d.deals_after, d.damaged),
            chosen=(d.next_by_elder, d.twice, d.same_pack, d.new_packs, d.dealer_picks_pack, d.replaced),
            physics=physics,
            normal=(("dealt_out_of_turn", 0), ("hands_taken_up", 0), ("deals_after", 2), ("damaged_cards", 0)),
            describe="a deal out of turn and when it is found, the deals left in the partie, torn or marked "
                     "cards; then who deals next, with which pack",
        )


D = _Dealing()
DEALING = D.dealing()
MISDEAL = D.misdeal()
DEALER_ORDER = D.order()
