"""Dealing the cards by twos or by threes (Law 9).

The pack is a sequence of cards, top first. The dealer gives the top two
(or three) cards to his adversary, the elder hand, the next to himself, and
so on until each has twelve; the eight undealt cards are the stock.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from piquet.model.errors import InputError
from piquet.model.cards import FULL_PACK, Card, CardSet, card_set
from piquet.model.reference import References

__all__ = ["HAND_SIZE", "STOCK_SIZE", "dealt_hands", "deal_pack"]

# Law 9: twelve cards each; the eight undealt cards are the stock.
HAND_SIZE: Final = 12
STOCK_SIZE: Final = 8


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def _deal_positions(by: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    # Law 9: the top cards to the adversary (the elder), the next to the dealer, and so on.
    elder: list[int] = []
    younger: list[int] = []
    for start in range(0, 2 * HAND_SIZE, 2 * by):
        elder.extend(range(start, start + by))
        younger.extend(range(start + by, start + 2 * by))
    return tuple(elder), tuple(younger)
REFERENCES.cite("_deal_positions", "9")


_POSITIONS: Final = {by: _deal_positions(by) for by in (2, 3)}


def dealt_hands(pack: Sequence[Card], by: int) -> tuple[CardSet, CardSet, tuple[Card, ...]]:
    """Deal an ordered pack known to be correct (no checks; see :func:`deal_pack`)."""
    elder_at, younger_at = _POSITIONS[by]
    elder = younger = 0
    for i in elder_at:
        elder |= 1 << pack[i]
    for i in younger_at:
        younger |= 1 << pack[i]
    return elder, younger, tuple(pack[2 * HAND_SIZE:])


def deal_pack(pack: Sequence[Card], by: int) -> tuple[CardSet, CardSet, tuple[Card, ...]]:
    """Deal a pack (top card first) by twos or threes: the elder's hand, the younger's, the stock.

    Law 9: the dealer gives the top two (or three) cards to the elder, the
    next to himself, and so on until each has twelve; the eight left are the
    stock, top first (its top five are the elder's, Law 21).
    """
    if by not in _POSITIONS:
        raise InputError("deal", f"cards are dealt by two or by three at a time, not {by} (Law 9)")
    if len(pack) != 32 or any(not 0 <= c < 32 for c in pack) or card_set(pack) != FULL_PACK:
        raise InputError("deal", "the pack must be the 32 cards of the piquet pack, each once")
    return dealt_hands(pack, by)
REFERENCES.cite("deal_pack", "9", "21")
