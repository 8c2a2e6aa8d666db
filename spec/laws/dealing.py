"""Dealing: Laws 9, 10 and 13-17, over the dealing domains.

Laws 11 and 12 (the counts dealt) are formalized with the exchange in
:mod:`piquet.spec.laws.exchange`; Law 10's clause is the exception that
Law 12 names.
"""

from __future__ import annotations

from piquet.spec.domains.dealing_events import D
from piquet.spec.domains.exchange import X
from piquet.spec.expr import Sort, Term
from piquet.spec.law import Governs
from piquet.spec.laws.build import law, may, must, then
from piquet.spec.readings import Alternative, Choice

__all__ = ["LAWS", "CHOICES"]


#: Law 16: the deal out of turn is void if the error is discovered "before taking up any of his cards".
IN_TIME = Term("out_of_turn_in_time", Sort.BOOL, "the deal out of turn is discovered in time to void it")

#: Law 16: found too late, with at least two deals of the partie to come.
DOUBLE = D.out_of_turn & ~IN_TIME & D.deals_after.eq(2)

_STANDS_13 = "If the dealer exposes any of his own cards, the deal stands good."
_HOLDS_15 = ("If the wrong pack is not discovered before either player has taken up any of his cards, the deal "
             "holds good.")

LAWS = (
    law(9, Governs.DEALING,
        must("9.1", "The dealer deals the cards two or three at a time.", D.deal_by.eq(2) | D.deal_by.eq(3)),
        must("9.2", "Having selected the mode, he must not change it during the partie.",
             D.deal_by.eq(D.partie_mode), when=D.partie_mode.ne(0)),
        must("9.3", "He gives the top cards to his adversary, the next to himself, and so on.",
             D.adversary_first),
        must("9.4", "The eight undealt cards (the stock) are placed face downward, in one packet, between "
             "the players.", D.stock_down),
        notes=("That each player has twelve cards is read in the exchange domain (Laws 11, 12).",)),
    law(10, Governs.DEALING,
        may("10.1", "A dealer who deals wrongly may, with his adversary's permission, rectify the error "
            "before either player has taken up his hand.",
            D.rectified, when=D.dealt_wrongly & D.taken_up.eq(0) & D.permits),
        see=(12,)),
    # Finding (literal): Law 13 says the deal "stands good" when the dealer exposes one of his own cards,
    # whatever else happened; with a faced card (Law 14), the wrong pack found in time (Law 15) or a
    # deal out of turn found in time (Law 16) it must also be dealt afresh, and if the dealer has also
    # exposed one of the elder hand's cards or of the stock, the elder hand's option of a fresh deal
    # (13.1) cannot be taken. Each law answers one irregularity; the text does not say which prevails.
    law(13, Governs.DEALING,
        may("13.1", "If the dealer exposes a card of his adversary or of the stock, the elder hand may "
            "have a fresh deal.", X.elder_elects_fresh & X.fresh_deal, when=D.exposed_other),
        then("13.2", _STANDS_13, ~X.fresh_deal, when=D.exposed_own)),
    law(14, Governs.DEALING,
        must("14.1", "A faced card in the pack when dealing, or in the stock when taking in, requires a "
             "fresh deal.", X.fresh_deal, when=D.faced)),
    # Finding (literal): likewise Law 15's "the deal holds good" against a faced card found in the stock
    # (Law 14), against the elder hand's option of Law 13, and, if the deal out of turn is void whenever
    # the player who finds it has not taken up his cards, against Law 16.
    law(15, Governs.DEALING,
        must("15.1", "If the wrong pack is discovered before either player has taken up any of his cards, "
             "there is a fresh deal with the right pack.", X.fresh_deal, when=D.wrong_pack & D.taken_up.eq(0)),
        then("15.2", _HOLDS_15, ~X.fresh_deal, when=D.wrong_pack & (D.taken_up >= 1)),
        then("15.3", "... and the packs remain changed.", D.packs_changed,
             when=D.wrong_pack & (D.taken_up >= 1))),
    law(16, Governs.DEALING,
        must("16.1", "The players deal alternately.", D.next_by_elder & ~D.twice, unless=("16.4",)),
        must("16.2", "A deal out of turn discovered in time is void ...", X.fresh_deal,
             when=D.out_of_turn & IN_TIME),
        must("16.3", "... and the right dealer (the elder hand of the deal in error) deals.", D.next_by_elder,
             when=D.out_of_turn & IN_TIME),
        must("16.4", "If discovered too late, the elder hand in that deal deals twice running, unless that "
             "or the next deal is the last of the partie.", D.next_by_elder & D.twice, when=DOUBLE),
        must("16.5", "He deals them with the same pack (except as provided in Law 76).", D.same_pack,
             when=DOUBLE, unless=("76.2",)),
        see=(71, 76),
        notes=("When that or the next deal is the last of the partie, the players simply deal alternately "
               "(16.1). 'The last of the partie' is the last deal foreseen when the error is found: the sixth, "
               "or after a tie the second extra deal (Law 71).",
               "The Laws do not say who deals a fresh deal ordered by Laws 12-15 or 75.")),
    law(17, Governs.DEALING,
        must("17.1", "The non-dealer collects the cards for the ensuing deal and places them, properly "
             "collected, face downward on the table.", D.collected)),
)

CHOICES = (
    Choice(
        name="out-of-turn-discovery",
        reads=(("16", "either player discover the error before taking up any of his cards"),),
        printed_exceptions="none to that sentence (Law 76 is named in the next sentence only)",
        laws=("10", "15", "16"),
        question="Law 16 voids a deal out of turn if 'either player discover the error before taking up any of "
                 "his cards'. Is it enough that the player who discovers it has not taken up his own cards, or "
                 "must neither player have taken up any (as Laws 10 and 15 say)?",
        alternatives=(
            Alternative("discoverer", "The deal is void if the player who discovers the error has not yet taken "
                        "up any of his own cards.", terms={IN_TIME.name: D.taken_up <= 1}),
            Alternative("neither-player", "The deal is void only if neither player has taken up any of his "
                        "cards.", terms={IN_TIME.name: D.taken_up.eq(0)}),
        ),
        default="neither-player",
        reason="Laws 10 and 15, in the same section, draw the line at either player's having taken up his "
               "cards; a player who has seen his hand must not be able to void the deal through his "
               "adversary's discovery.",
    ),
    Choice(
        name="deal-stands-good",
        reads=(
            ("13", "If the dealer expose any of his own cards, the deal stands good."),
            ("15", "the deal holds good, and the packs remain changed"),
        ),
        printed_exceptions="none",
        laws=("13", "14", "15", "16"),
        question="When Law 13 says the deal 'stands good' (the dealer exposed his own card) and Law 15 that it "
                 "'holds good' (the wrong pack found late), do these deals stand even where another law orders "
                 "or offers a fresh deal?",
        alternatives=(
            Alternative("absolute", "The deal stands, whatever else has happened."),
            Alternative("this-ground-only", "The irregularity named is no ground for a fresh deal; fresh deals "
                        "that other laws order or offer still take place.",
                        # Every law that orders or offers a fresh deal (Laws 11-16, 28, 29, 39, 75 and the
                        # agreement), found from the clauses in force, not listed by hand.
                        replace=(then("13.2", _STANDS_13, ~X.fresh_deal, when=D.exposed_own,
                                      yields=(X.fresh_deal.name,)),
                                 then("15.2", _HOLDS_15, ~X.fresh_deal, when=D.wrong_pack & (D.taken_up >= 1),
                                      yields=(X.fresh_deal.name,)))),
        ),
        default="this-ground-only",
        reason="Each of these laws answers one irregularity; Law 14 says 'there must be a fresh deal' without "
               "condition, and an exposure of the dealer's own card cannot cancel the elder hand's option for "
               "an exposure of his.",
    ),
)
