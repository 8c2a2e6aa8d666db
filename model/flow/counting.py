"""Counting the deal's bonuses (Laws 66-69): repique, pique, the cards and capot."""

from __future__ import annotations


from piquet.model.cards import FULL_PACK, count
from piquet.model.narration import Narration
from piquet.model.play import TRICKS, cards_points, tricks_counted
from piquet.model.reckoning import bonuses, repique_or_pique
from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER, of
from piquet.model.scoring import number_word
from piquet.model.state import OVER, DealState, draft, settle
from piquet.model.flow.base import moved, ROLES


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def award_bonus(state: DealState, narration: Narration) -> DealState:
    """The repique or pique the scores now make, unless one is awarded already (Laws 68-69); both where the
    reading the deal is played under allows both (:attr:`~piquet.model.variants.Picks.pique_with_repique`)."""
    if state.bonus != (0, 0):
        return state
    elder, younger = state.hand_scores
    bonus = repique_or_pique(elder, younger, state.elder_play_first, state.reckon_nothing,
                             state.rules.picks.pique_with_repique)
    if bonus == (0, 0):
        return state
    role = ELDER if of(bonus, ELDER) else YOUNGER
    for kind, points in bonuses(of(bonus, role)):
        law = 68 if kind == "repique" else 69
        narration.say(role, kind, points, f"{state.names[role]}: {kind}, {points} (Law {law})")
    new = draft(state)
    new.bonus = bonus
    return settle(new)
REFERENCES.cite("award_bonus", "68", "69")


def the_cards(state: DealState, narration: Narration) -> DealState:
    """Law 66: ten for the cards, forty for a capot, nothing if divided.

    A player who played with fewer than twelve cards leaves cards of his
    adversary's that cannot be played to: the adversary counts them as
    tricks (Law 57), up to twelve tricks in all; they score nothing in play
    (Law 65 scores cards led or won with). The extra cards of a player with
    more than twelve are not tricks (Case XXII: "divides the cards").
    """
    left = (count(of(state.hands, ELDER) & FULL_PACK), count(of(state.hands, YOUNGER) & FULL_PACK))
    counted = tricks_counted(state.tricks_won, len(state.tricks), left)
    for role in (YOUNGER, ELDER):  # the adversary of a short elder first, as Law 57 is read for each hand
        unplayed = of(counted, role) - of(state.tricks_won, role)
        if unplayed:
            narration.say(role, "cards", 0, f"{state.names[role]} counts as tricks the {number_word(unplayed)} "
                                            f"card{'s' if unplayed > 1 else ''} that cannot be played to (Law 57)")
    new = draft(state)
    new.tricks_won = counted
    state = settle(new)
    points = cards_points(*state.tricks_won)
    for role in ROLES:
        if of(points, role):
            name, won = state.names[role], of(state.tricks_won, role)
            if won == TRICKS:
                narration.say(role, "capot", of(points, role), f"{name} wins a capot: {of(points, role)} (Law 66)")
            else:
                narration.say(role, "cards", of(points, role),
                              f"{name} wins the cards, {won} tricks: {of(points, role)} (Law 66)")
    if points == (0, 0):
        narration.say(None, "cards", 0, "the cards are divided, six tricks each (Law 66)")
    return moved(state, OVER, None)
REFERENCES.cite("the_cards", "57", "65", "66")
