"""The calls-and-play domain: miscalls and their correction (Laws 50, 52-55), what may be reckoned
after the first trick (Laws 54, 56, 70), and cards taken up in play (Laws 59, 60).

One world, because Law 59 names Law 52 as its exception and Law 56 names
Law 54: the clauses must meet. The errors of each kind are read apart from
the others (a miscall, an error in counting the hand, an error in play), which
keeps the situations few. A player's penalty of reckoning nothing is the
exchange domain's outcome, and the adversary's waiver of it (Law 44) the
exchange events domain's: one fact, one variable, and Law 44 checked
against every penalty it concerns.
"""

from __future__ import annotations

from piquet.spec.domains.calling import K
from piquet.spec.domains.exchange import X
from piquet.spec.domains.exchange_events import E
from piquet.spec.expr import all_of
from piquet.spec.vocabulary import CHOSEN, GIVEN, Domain, flag, integer

__all__ = ["P", "CALLS_AND_PLAY"]


class _Play:
    """Variables of Laws 59 and 60."""

    def __init__(self) -> None:
        g = "play"
        self.error = integer(
            "play_error", 0, 5,
            "the error in play (0 none, 1 a card accidentally dropped, 2 too many cards played to a leader who "
            "led several at once, 3 a lead out of turn, 4 a card played not following suit when able, 5 a "
            "player misinforming his adversary of the cards he holds allowed good or equal)", g, GIVEN)
        self.adversary_played = flag("adversary_played_to_lead",
                                     "the adversary has played to the card led out of turn", g, GIVEN)
        self.retaken = flag("card_retaken", "a card once led or played is taken up", g, CHOSEN)
        self.later_retaken = flag("later_cards_retaken",
                                  "the cards played after the error are taken up and played over again", g, CHOSEN)
        self.suit_substituted = flag("suit_led_substituted", "the player substitutes a card of the suit led", g,
                                     CHOSEN)
        self.adversary_retakes = flag("adversary_retakes",
                                      "the misinformed adversary retakes the cards played since and plays "
                                      "differently", g, CHOSEN)
        self.tricks_examined = flag("tricks_examined", "a player examines his own and his adversary's tricks", g,
                                    CHOSEN)

    def domain(self) -> Domain:
        p, k = self, K
        miscall = k.undercall | (k.overcall >= 1)
        physics = all_of([
            # A misnomer is a call the player could not possibly have held (Law 53's proviso).
            k.names_wrongly.implies(k.impossible & (k.overcall >= 1)),
            k.impossible.implies(k.overcall >= 1),
            ~(k.undercall & (k.overcall >= 1)),
            # The errors of each kind are read apart from the others.
            ~(miscall & (k.hand_error >= 1)), ~(miscall & (p.error >= 1)), ~((k.hand_error >= 1) & (p.error >= 1)),
            # Omissions are found after the first trick, and the next hand comes after it. Of the errors in
            # play, a card played too many follows a trick won; a lead out of turn may be the first lead (the
            # younger hand leading before the elder, Law 59 III) or follow a trick; a card may be dropped or an
            # adversary misinformed at the first lead, and a card not following suit to it be retaken.
            ((k.hand_error >= 1) | p.error.eq(2) | k.next_hand_seen | k.omitted_reckoned).implies(
                k.after_first_trick),
            k.next_hand_seen.implies(k.hand_error >= 1),
            # What the adversary holds and reckons in the class miscalled is read of a miscall, and his
            # reckoning on its discovery at the first trick (Law 54).
            k.adversary_good.implies(k.overcall >= 1),
            k.adversary_reckons.implies((k.overcall >= 1) & k.omitted_reckoned),
            p.adversary_played.implies(p.error.eq(3)),
            # A correction, a show or a retaken lead answers a miscall.
            (k.undercall_corrected >= 1).implies(k.undercall),
            (k.overcall_corrected >= 1).implies(k.overcall >= 1),
            k.shows_voluntarily.implies(k.overcall >= 1),
            k.error_rectified.implies(k.hand_error >= 1),
            # To rectify an omission after the first trick is to reckon something omitted.
            (k.error_rectified & k.hand_error.eq(1)).implies(k.omitted_reckoned),
            # Retaking the lead, substituting a card, replaying: each takes up a card once played.
            (k.retakes_lead | p.later_retaken | p.suit_substituted | p.adversary_retakes).implies(p.retaken),
        ])
        return Domain(
            name="calls-and-play",
            given=(k.undercall, k.overcall, k.names_wrongly, k.impossible, k.after_first_trick, k.hand_error,
                   k.next_hand_seen, p.error, p.adversary_played, k.adversary_good),
            chosen=(X.elder_reckons_nothing, X.younger_reckons_nothing, E.elder.waives, E.younger.waives,
                    k.undercall_corrected, k.overcall_corrected,
                    k.retakes_lead, k.shows_voluntarily, k.omitted_reckoned, k.adversary_reckons,
                    k.error_rectified, p.retaken,
                    p.later_retaken, p.suit_substituted, p.adversary_retakes, p.tricks_examined),
            physics=physics,
            normal=(("elder_undercalls", 0), ("overcall", 0), ("names_wrongly", 0), ("impossible_claim", 0),
                    ("after_first_trick", 0), ("hand_error", 0), ("next_hand_seen", 0), ("play_error", 0),
                    ("adversary_played_to_lead", 0), ("adversary_has_good", 0)),
            describe="one error at a time: a call smaller or larger than the caller holds (a misnomer, a claim he "
                     "could not have held), an error in counting the hand, or an error in play; whether the "
                     "younger hand has played to the first trick and the player in error seen his next hand; "
                     "then corrections, shows, penalties, what is reckoned late and which cards are taken up",
        )


P = _Play()
CALLS_AND_PLAY = P.domain()
