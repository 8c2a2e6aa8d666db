"""Playing the cards: following suit, winning tricks, points in play and the cards.

Laws 57-66 and the primer. No trumps: the higher card of the suit led wins;
a player must follow suit if able (Law 59 IV), otherwise plays any card, and
is never obliged to win.
"""

from __future__ import annotations

from typing import Final

from piquet.model.cards import Card, CardSet, Suit, suit_mask
from piquet.model.reference import References

__all__ = [
    "TRICKS", "LEAD_POINTS", "CARDS_POINTS", "CAPOT_POINTS", "SUIT_MASKS", "playable", "beats",
    "trick_points", "is_last_trick", "cards_points", "tricks_counted",
]

# Twelve cards each after the exchange (Laws 21-22): twelve tricks.
TRICKS: Final = 12
# Law 65: one for every card led.
LEAD_POINTS: Final = 1
# Law 65: one for winning a trick to which the adversary led; two instead of one for the last.
_WIN_POINTS: Final = 1
_LAST_TRICK_EXTRA: Final = 1
# Law 66: ten for the cards (more than six tricks), forty for a capot (all twelve).
CARDS_POINTS: Final = 10
CAPOT_POINTS: Final = 40

SUIT_MASKS: Final[tuple[CardSet, ...]] = tuple(suit_mask(s) for s in Suit)


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def playable(hand: CardSet, lead: Card | None) -> CardSet:
    """The cards of ``hand`` that may be played: any to lead; to a lead, the suit led if held, else any."""
    if lead is None:
        return hand
    return hand & SUIT_MASKS[lead >> 3] or hand


def beats(lead: Card, reply: Card) -> bool:
    """Whether ``reply`` wins the trick ``lead`` began: a higher card of the suit led."""
    return (lead ^ reply) < 8 and reply > lead  # same suit: the suit bits agree


def trick_points(follower_wins: bool, last: bool) -> tuple[int, int]:
    """Points to the winner of a trick when it is won: (for winning, for the last trick).

    Law 65: a card that wins a trick the adversary led scores one (a card
    led has already scored one as led); the winner of the last trick scores
    two instead of one, whoever led to it.
    """
    return (_WIN_POINTS if follower_wins else 0), (_LAST_TRICK_EXTRA if last else 0)
REFERENCES.cite("trick_points", "65")


def is_last_trick(played: int, ends_play: bool = False, last_played_is_last: bool = False) -> bool:
    """Whether the trick that makes ``played`` tricks played is the last, two to its winner (Law 65): the
    twelfth. With more than twelve cards the twelfth all the same (Case XIX). With fewer, the play ends when
    the short hand runs out, before the twelfth (``ends_play``: this trick leaves a hand with no card): the
    spec's choice ``short-hand-last-trick`` (Laws 57, 65). Its literal pick, ``last-played``
    (``last_played_is_last``), makes the last trick played the last; its harmonised pick,
    ``twelfth-not-played`` (the default), makes no trick the last (the cards not played to count as tricks
    for the cards only, Law 57)."""
    return played == TRICKS or last_played_is_last and ends_play
REFERENCES.cite("is_last_trick", "57", "65")


def _for_the_cards(tricks: int) -> int:
    return CAPOT_POINTS if tricks == TRICKS else CARDS_POINTS if tricks > TRICKS // 2 else 0


def cards_points(elder_tricks: int, younger_tricks: int) -> tuple[int, int]:
    """Law 66: ten for more than six tricks, forty for all twelve (capot); six each, nothing."""
    return _for_the_cards(elder_tricks), _for_the_cards(younger_tricks)
REFERENCES.cite("cards_points", "66")


def tricks_counted(tricks_won: tuple[int, int], played: int, left: tuple[int, int]) -> tuple[int, int]:
    """The tricks each counts for the cards when the play ends (elder first), Law 57.

    ``tricks_won`` are the tricks won in play, ``played`` the tricks played and ``left`` the cards each
    still holds (one hand has run out). A player who played with fewer than twelve cards leaves cards of
    his adversary's that cannot be played to: the adversary counts them as tricks, up to twelve tricks in
    all. The extra cards of a player with more than twelve are not tricks (Case XXII).
    """
    won = list(tricks_won)
    for role in (0, 1):
        short = played + left[role] < TRICKS
        unplayed = min(left[1 - role], TRICKS - won[0] - won[1])
        if short and unplayed:
            won[1 - role] += unplayed
    return won[0], won[1]
REFERENCES.cite("tricks_counted", "57")
