"""Shuffling and cutting: Laws 1-8, over the cutting domains."""

from __future__ import annotations

from piquet.spec.domains.cutting import C
from piquet.spec.law import Governs
from piquet.spec.laws.build import law, may, must, must_not, then
from piquet.spec.readings import Alternative, Choice

__all__ = ["LAWS", "CHOICES"]


LAWS = (
    law(1, Governs.SHUFFLING,
        may("1.1", "Each player may shuffle both his own and his adversary's pack.", C.elder_shuffles),
        may("1.2", "The dealer may shuffle last.", C.dealer_last)),
    law(2, Governs.SHUFFLING,
        conduct="How the pack is shuffled (above the table, faces hidden) is conduct no situation variable "
                "records."),
    law(3, Governs.CUTTING,
        must("3.1", "A cut is of at least two cards and leaves at least two in the lower packet.",
             (C.cut_size >= 2) & (C.cut_size <= 30)),
        notes=("Formalized on the cut to the dealer; the cut for deal is read by the cards it exposes.",)),
    law(4, Governs.CUTTING,
        must("4.1", "The player who cuts the higher card (the ace highest) has the choice of deal.",
             C.first_choice, when=C.first_cuts.eq(1)),
        must("4.2", "If the second player cuts the higher card, he has the choice of deal.",
             C.second_choice, when=C.first_cuts.eq(-1)),
        may("4.3", "The dealer has the choice of cards at the commencement of each partie.", C.chooses_cards),
        notes=("The Laws do not say what follows when the cards cut are equal (two cards of one rank): "
               "neither 4.1 nor 4.2 applies and no law orders a fresh cut. Custom cuts again.",)),
    law(5, Governs.CUTTING,
        must("5.1", "A player who exposes more than one card in cutting for deal must cut again.",
             C.deal_recut, when=C.deal_exposed >= 2),
        see=(8,)),
    law(6, Governs.CUTTING,
        then("6.1", "The cut for the deal holds good, even if the pack be incorrect.",
             ~C.deal_recut, when=C.pack_incorrect),
        see=(75,)),
    law(7, Governs.CUTTING,
        must("7.1", "A card exposed in cutting to the dealer or in reuniting the packets, or any confusion "
             "of the cards, requires a fresh cut.",
             C.dealer_recut, when=C.dealer_accident >= 1),
        see=(8,)),
    # Finding (literal): Law 8 binds every cut, so a player who exposes more than one card in cutting
    # for deal (Law 5), or a card in cutting to the dealer (Law 7), must both cut again and abide by his
    # cut. The text names no exception; the harmonised reading lets Laws 5 and 7 prevail.
    law(8, Governs.CUTTING,
        must_not("8.1", "A player who has once separated the pack for deal must abide by the cut.",
                 C.deal_recut),
        must_not("8.2", "A player who has once separated the pack in cutting to the dealer must abide by "
                 "the cut.", C.dealer_recut),
        see=(5, 7)),
)

CHOICES = (
    Choice(
        name="abide-by-the-cut",
        reads=(("8", "he must abide by the cut"),),
        printed_exceptions="none: Law 8 names no exception, and Laws 5 and 7 do not name Law 8",
        laws=("5", "7", "8"),
        question="Law 8 says a player who has separated the pack must abide by the cut; Laws 5 and 7 order "
                 "the cut made again when cards are exposed or confused. Does Law 8 yield to them?",
        alternatives=(
            Alternative("always", "Law 8 binds every cut, as written."),
            Alternative("save-laws-5-and-7", "Law 8 forbids a player to go back on his cut of his own accord; "
                        "the fresh cuts that Laws 5 and 7 order still take place.",
                        replace=(must_not("8.1", "A player who has once separated the pack for deal must "
                                          "abide by the cut, save where Law 5 orders it made again.",
                                          C.deal_recut, unless=("5.1",)),
                                 must_not("8.2", "A player who has once separated the pack in cutting to "
                                          "the dealer must abide by the cut, save where Law 7 orders a fresh "
                                          "cut.", C.dealer_recut, unless=("7.1",)))),
        ),
        default="save-laws-5-and-7",
        reason="Laws 5 and 7 speak of particular accidents in cutting and order the remedy in terms; Law 8, "
               "the general rule, would otherwise make them impossible to obey.",
    ),
)
