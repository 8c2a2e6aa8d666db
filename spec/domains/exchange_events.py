"""The exchange events domain: what players do with the stock, their discards and the cards left
(Laws 23-29, 33, 37, 38, 44, 45, 57), as acts rather than counts.

The counts of the exchange are :mod:`piquet.spec.domains.exchange`; its
outcomes (a fresh deal, the elder hand's election of it, each player's
penalty of reckoning nothing) are shared here: one fact, one variable.
"""

from __future__ import annotations

from piquet.spec.domains.exchange import X
from piquet.spec.expr import Var, all_of
from piquet.spec.vocabulary import CHOSEN, ELECTION, GIVEN, OPTION, OUTCOME, Domain, flag

__all__ = ["Side", "E", "EXCHANGE_EVENTS"]

G = "exchange events"


class Side:
    """One player's acts and their consequences in the exchange."""

    def __init__(self, who: str, reckons_nothing: Var) -> None:
        name = f"the {who} hand"
        self.who = who
        self.reckons_nothing = reckons_nothing
        self.alters = flag(f"{who}_alters_discard",
                           f"{name} alters his discard after taking up a card of the stock", G, CHOSEN)
        self.retakes = flag(f"{who}_retakes_discard",
                            f"{name} takes back into his hand a card of his discard after taking up a card of the "
                            "stock", G, CHOSEN)
        self.mixes_into_discard = flag(
            f"{who}_mixes_into_discard",
            f"{name}, after taking up a card of the stock, mixes a card of his hand, or one he is entitled to "
            "take in, with his discard", G, CHOSEN)
        self.over = flag(f"{who}_plays_over_twelve", f"{name} plays with more than twelve cards", G, OUTCOME)
        self.under = flag(f"{who}_plays_under_twelve", f"{name} plays with less than twelve cards", G, OUTCOME)
        self.counts_unplayable = flag(
            f"{who}_counts_unplayable",
            f"{name} counts as tricks all his adversary's cards that cannot be played to", G, OUTCOME)
        self.waives = flag(f"{who}_waives_penalty",
                           f"{name} does not enforce his adversary's penalty of reckoning nothing that deal", G,
                           OPTION)
        # What a proposed amendment of Law 44 lets the adversary of a player who took in or kept a card too many
        # elect (spec/amendments.py); his option, as the waiver is (no law as printed reads it).
        self.elects_entitled = flag(
            f"{who}_elects_entitled_exchange",
            f"{name} elects to score the deal as though his adversary had taken in only the cards he was entitled "
            "to, the card too many put back where it came from", G, OPTION)

    @property
    def variables(self) -> tuple[Var, ...]:
        return (self.alters, self.retakes, self.mixes_into_discard, self.over, self.under, self.counts_unplayable,
                self.waives, self.elects_entitled)


class _Events:
    """Variables of the exchange's events (Laws 23-29, 33, 37, 38, 44, 45, 57)."""

    def __init__(self) -> None:
        self.elder = Side("elder", X.elder_reckons_nothing)
        self.younger = Side("younger", X.younger_reckons_nothing)
        self.elder_left = flag("elder_left_cards", "the elder hand leaves some of his five cards", G, GIVEN)
        self.younger_left = flag("younger_left_cards", "the younger hand leaves some of the cards he may take",
                                 G, GIVEN)
        self.count_announced = flag("count_announced",
                                    "a player announces that he has eleven or thirteen cards dealt him", G, GIVEN)
        self.elder_taking_in = flag(
            "elder_partly_taken_in",
            "the elder hand has taken in some of his cards, the others remaining on the stock", G, GIVEN)
        self.out_of_order = flag("takes_out_of_order",
                                 "a player takes in otherwise than in order from the top of the stock", G, CHOSEN)
        self.elder_mixes_younger_cards = flag(
            "elder_mixes_younger_cards",
            "the elder hand mixes with his hand one of the bottom three cards of the stock, or a card he ought "
            "to have left", G, CHOSEN)
        self.younger_elects_fresh = flag("younger_elects_fresh", "the younger hand elects a fresh deal", G, ELECTION)
        self.younger_takes_mixed = flag(
            "younger_takes_mixed", "the younger hand takes in more of his cards than were left unmixed", G, CHOSEN)
        self.younger_mixes_top = flag(
            "younger_mixes_top",
            "the younger hand mixes with his hand one of the top five cards of the stock not declared left", G,
            CHOSEN)
        self.elder_takes_mixed = flag(
            "elder_takes_mixed", "the elder hand takes in more of his cards than were left unmixed", G, CHOSEN)
        self.younger_takes_remaining = flag(
            "younger_takes_up_remaining",
            "the younger hand takes up some of the elder hand's cards remaining on the stock", G, CHOSEN)
        self.elder_looks_left = flag("elder_looks_at_left", "the elder hand looks at the cards he has left", G,
                                     CHOSEN)
        self.elder_takes_left = flag(
            "elder_takes_up_left",
            "the elder hand takes up the cards he has left together with those he takes in", G, CHOSEN)
        self.younger_hides_left = flag(
            "younger_mixes_left_unshown",
            "the younger hand mixes the cards he left with his discard without showing them to the elder hand",
            G, CHOSEN)
        self.elder_sees_discard = flag(
            "elder_sees_younger_discard",
            "the elder hand, after leading a card, sees the younger hand's discard and the cards mixed with it",
            G, CHOSEN)
        self.younger_takes_up_top = flag(
            "younger_takes_up_top",
            "the younger hand, when taking in, exposes or takes up one of the top five cards of the stock not "
            "declared left by the elder hand", G, CHOSEN)
        self.younger_elects_to_look = flag("younger_elects_to_look",
                                           "the younger hand elects to look at the cards he left", G, CHOSEN)
        self.younger_looks_left = flag("younger_looks_at_left", "the younger hand looks at the cards he left", G,
                                       CHOSEN)
        self.elder_sees_left = flag("elder_sees_younger_left", "the elder hand sees the cards the younger hand left",
                                    G, CHOSEN)
        self.stock_counted = flag("stock_counted", "the stock is counted", G, CHOSEN)
        self.examines_discard = flag("examines_own_discard", "a player examines his own discard", G, CHOSEN)

    def domain(self) -> Domain:
        e, y = self.elder, self.younger
        sides = (e, y)
        physics = all_of([
            *(s.retakes.implies(s.alters) for s in sides),
            *(~(s.over & s.under) for s in sides),
            # A fresh deal ends the exchange: no penalty, no hand to play, remains.
            X.fresh_deal.implies(all_of([~v for s in sides for v in (s.reckons_nothing, s.over, s.under,
                                                                      s.counts_unplayable)])),
            X.elder_elects_fresh.implies(X.fresh_deal),
            self.younger_elects_fresh.implies(X.fresh_deal),
            (self.elder_looks_left | self.elder_takes_left).implies(self.elder_left),
            self.younger_hides_left.implies(self.younger_left),
            self.younger_takes_remaining.implies(self.elder_taking_in),
            # The elder hand's cards remaining on the stock are among its top five (Laws 27, 29).
            self.younger_takes_remaining.implies(self.younger_takes_up_top),
            (self.younger_elects_to_look | self.younger_looks_left | self.elder_sees_left).implies(self.younger_left),
        ])
        chosen = (X.fresh_deal, X.elder_elects_fresh, X.elder_reckons_nothing, X.younger_reckons_nothing,
                  *e.variables, *y.variables, self.out_of_order, self.elder_mixes_younger_cards,
                  self.younger_elects_fresh, self.younger_takes_mixed, self.younger_mixes_top, self.elder_takes_mixed,
                  self.younger_takes_remaining, self.elder_looks_left, self.elder_takes_left,
                  self.younger_hides_left, self.elder_sees_discard, self.stock_counted, self.examines_discard,
                  self.younger_takes_up_top, self.younger_elects_to_look, self.younger_looks_left,
                  self.elder_sees_left)
        return Domain(
            name="exchange-events",
            given=(self.elder_left, self.younger_left, self.count_announced, self.elder_taking_in),
            chosen=chosen,
            physics=physics,
            normal=(("elder_left_cards", 0), ("younger_left_cards", 0), ("count_announced", 0),
                    ("elder_partly_taken_in", 0)),
            describe="whether each player leaves cards, a wrong count announced, the elder hand part way through "
                     "taking in; then what each player does with the stock, his discard and the cards left, "
                     "and what follows",
        )


E = _Events()
EXCHANGE_EVENTS = E.domain()
