"""Discarding and taking in (Laws 21-23, 32-36), in a deal dealt correctly.

The elder may discard one to five cards and take as many from the top of
the stock (Law 21); what he leaves of his five goes to the younger, who may
discard one card up to as many as the stock then holds (Laws 22, 34). Each
takes exactly as many as he discards: more or fewer is an irregularity
(Laws 30-31), not a choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Final, NamedTuple

from piquet.model.cards import Card, CardSet
from piquet.model.reference import References
from piquet.model.roles import ELDER, Role

__all__ = ["ELDER_SHARE", "ExchangeBounds", "exchange_limit", "exchange_kinds", "take_in"]


class ExchangeBounds(NamedTuple):
    """What one player's exchange must be: ``discard = take + surplus``, ``low <= take <= high``."""

    surplus: int
    low: int
    high: int

    def allows(self, discard: int, take: int) -> bool:
        return discard == take + self.surplus and self.low <= take <= self.high and discard >= 0


# Law 21: the elder is entitled to discard five cards and take in five.
ELDER_SHARE: Final = 5


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def exchange_limit(role: Role, stock_size: int) -> int:
    """How many cards ``role`` may discard and take.

    The elder five (Law 21); the younger all that the stock holds (Law 34).
    """
    return ELDER_SHARE if role is ELDER else stock_size
REFERENCES.cite("exchange_limit", "21", "34")


@cache  # a few roles and stocks, asked at every exchange
def exchange_kinds(role: Role, stock_size: int) -> tuple[tuple[int, bool], ...]:
    """The lawful (number discarded, looks at the cards left) pairs.

    Both must discard at least one card (Laws 21-22). Only the elder, when
    he leaves cards, chooses here whether to look at them (Law 33); the
    younger elects later, after the elder's lead (Law 36).
    """
    limit = exchange_limit(role, stock_size)
    return tuple((n, look) for n in range(1, limit + 1)
                 for look in ((False, True) if role is ELDER and n < limit else (False,)))
REFERENCES.cite("exchange_kinds", "21", "22", "33", "36")


def take_in(hand: CardSet, discard: CardSet, stock: Sequence[Card], count: int) -> tuple[CardSet, tuple[Card, ...]]:
    """Law 23: discard, then take ``count`` cards in order from the top of the stock; the new hand and stock."""
    hand ^= discard
    for c in stock[:count]:
        hand |= 1 << c
    return hand, tuple(stock[count:])
REFERENCES.cite("take_in", "23")
