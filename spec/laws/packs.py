"""Incorrect packs, changing cards and bystanders: Laws 76-78 (Law 75 is with the exchange)."""

from __future__ import annotations

from piquet.spec.domains.dealing_events import D
from piquet.spec.law import Governs
from piquet.spec.laws.build import law, may, must

__all__ = ["LAWS", "CHOICES"]


CALLED = D.new_packs >= 1

LAWS = (
    law(76, Governs.DEALING,
        may("76.1", "Before the pack is cut to the dealer a player may call for fresh cards.", CALLED),
        must("76.2", "He must call for two new packs.", D.new_packs.eq(2), when=CALLED),
        may("76.3", "The dealer has the choice of the new packs.", D.dealer_picks_pack, when=CALLED),
        see=(16,),
        notes=("The caller pays for the new packs: an expense the situation variables do not record.",)),
    law(77, Governs.DEALING,
        must("77.1", "Torn or marked cards must be replaced, or new packs called for.",
             D.replaced | D.new_packs.eq(2), when=D.damaged),
        notes=("The two players share the expense: not recorded by the situation variables.",)),
    law(78, Governs.CONDUCT,
        conduct="A bystander's liability for stakes and bets is between him and the players; the game's "
                "situation does not record it."),
)

CHOICES = ()
