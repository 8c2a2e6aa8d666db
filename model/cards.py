"""The piquet pack: 32 cards as bit positions, card sets as ints.

A card is an ``int`` from 0 to 31, ``suit * 8 + rank``; a card set is an
``int`` whose bit ``1 << card`` is set for each card it holds (the
python-chess way). Ranks run upward from the seven (0) to the ace (7),
which is high for cutting, calling and play (Law 4; primer).

Notation: a card is written rank then suit, ``AS KH 10D 7C``. ``T`` may
stand for ``10``, case does not matter and the suit may be a symbol
(``♠ ♥ ♦ ♣``). :func:`format_card` prints the one canonical form.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from enum import IntEnum
from typing import Final

from piquet.model.errors import InputError

__all__ = [
    "Suit", "Rank", "Card", "CardSet", "FULL_PACK", "EMPTY", "card", "suit_of",
    "rank_of", "pips", "suit_mask", "rank_mask", "cards_in", "card_set",
    "count", "parse_card", "parse_cards", "format_card", "format_cards", "card_text", "format_hand",
    "CARD_TOKEN", "card_face",
    "ALL_CARDS", "COURT_MASK", "RANKS_DOWN", "OTHER_PACK",
]


class Suit(IntEnum):
    """The four suits, in the order hands are printed."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]


class Rank(IntEnum):
    """The eight ranks, seven low, ace high."""

    SEVEN = 0
    EIGHT = 1
    NINE = 2
    TEN = 3
    KNAVE = 4
    QUEEN = 5
    KING = 6
    ACE = 7

    @property
    def label(self) -> str:
        return ("7", "8", "9", "10", "J", "Q", "K", "A")[self]

    @property
    def pips(self) -> int:
        """Pip value, used only to compare points of equal length (primer)."""
        return (7, 8, 9, 10, 10, 10, 10, 11)[self]


Card = int
CardSet = int

EMPTY: Final[CardSet] = 0
FULL_PACK: Final[CardSet] = (1 << 32) - 1
ALL_CARDS: Final[tuple[Card, ...]] = tuple(range(32))
RANKS_DOWN: Final[tuple[Rank, ...]] = tuple(reversed(Rank))


def card(suit: Suit | int, rank: Rank | int) -> Card:
    """The card of ``rank`` in ``suit``."""
    return int(suit) * 8 + int(rank)


def suit_of(c: Card) -> Suit:
    return Suit(c >> 3)


def rank_of(c: Card) -> Rank:
    return Rank(c & 7)


def pips(c: Card) -> int:
    """Pip value of one card: ace 11, court cards and ten 10, else its pips."""
    return rank_of(c).pips


def suit_mask(suit: Suit | int) -> CardSet:
    """All eight cards of a suit."""
    return 0xFF << (int(suit) * 8)


def rank_mask(rank: Rank | int) -> CardSet:
    """The four cards of a rank."""
    return 0x01010101 << int(rank)


# Law 18: carte blanche is a hand without king, queen or knave.
COURT_MASK: Final[CardSet] = rank_mask(Rank.KING) | rank_mask(Rank.QUEEN) | rank_mask(Rank.KNAVE)


def cards_in(cards: CardSet) -> Iterator[Card]:
    """The cards of a set, lowest index first."""
    while cards:
        low = cards & -cards
        yield low.bit_length() - 1
        cards ^= low


def card_set(cards: Iterable[Card]) -> CardSet:
    """The set holding ``cards`` (duplicates collapse; use parse_cards to reject them)."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def count(cards: CardSet) -> int:
    """The number of cards in ``cards``: ``cards.bit_count()``, counted in compiled code (mypyc calls an
    int's method as Python does, boxing the int and looking the method up)."""
    if not 0 <= cards <= FULL_PACK:  # no set of the pack's cards: as bit_count counts it
        return cards.bit_count()
    # The bits summed in pairs, fours, then eights, in place, and the four eights added by one product (the
    # sum in its top eight bits): a few operations on a small int, no loop.
    cards -= cards >> 1 & 0x55555555
    cards = (cards & 0x33333333) + (cards >> 2 & 0x33333333)
    cards = cards + (cards >> 4) & 0x0F0F0F0F
    return (cards * 0x01010101 & 0xFFFFFFFF) >> 24


_SUIT_TOKENS: Final = {
    "S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
    "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
    "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS,
}
_RANK_TOKENS: Final = {
    "7": Rank.SEVEN, "8": Rank.EIGHT, "9": Rank.NINE, "10": Rank.TEN, "T": Rank.TEN,
    "J": Rank.KNAVE, "Q": Rank.QUEEN, "K": Rank.KING, "A": Rank.ACE,
}


def parse_card(token: str, where: str = "card") -> Card:
    """Read one card such as ``AS``, ``10d``, ``TD`` or ``Q♥`` (``9S*``: a card of the other pack).

    Raises :class:`piquet.model.errors.InputError` naming ``where`` and the token
    when it is not a card of the piquet pack (sixes and below included).
    """
    text = token.strip().upper()
    other = OTHER_PACK if text.endswith("*") else 0
    text = text.rstrip("*")
    if len(text) < 2 or text[-1] not in _SUIT_TOKENS or text[:-1] not in _RANK_TOKENS:
        raise InputError(where, f"unknown card {token!r} (write rank then suit, e.g. AS, 10D, TD, Q♥)")
    return card(_SUIT_TOKENS[text[-1]], _RANK_TOKENS[text[:-1]]) + other


def parse_cards(tokens: str | Sequence[str], where: str = "cards") -> list[Card]:
    """Read a list of cards, in order, rejecting unknown and repeated cards.

    ``tokens`` is either one string (``"AS KH 10D"``, commas allowed) or a
    sequence of card strings.
    """
    items = tokens.replace(",", " ").split() if isinstance(tokens, str) else list(tokens)
    seen: dict[Card, int] = {}
    out: list[Card] = []
    for i, tok in enumerate(items):
        if not isinstance(tok, str):
            raise InputError(f"{where}[{i}]", f"expected a card string, got {tok!r}")
        c = parse_card(tok, f"{where}[{i}]")
        if c in seen:
            raise InputError(f"{where}[{i}]", f"card {format_card(c)} is repeated (first at {where}[{seen[c]}])")
        seen[c] = i
        out.append(c)
    return out


# A card of the other pack (Cases XVII-XVIII) is 32 + its face, written with a star: ``9S*``.
OTHER_PACK: Final = 32


def format_card(c: Card) -> str:
    """The canonical form: rank label then suit letter (``10D``, ``AS``); ``9S*`` for a card of the other pack."""
    if c >= OTHER_PACK:
        return format_card(c - OTHER_PACK) + "*"
    return rank_of(c).label + suit_of(c).letter


def card_text(c: Card) -> str:
    """A card of either pack as :func:`format_card` writes it; a number that is no card as itself (so that
    an action built with one still prints, and is refused where it is applied)."""
    return format_card(c) if 0 <= c < 2 * OTHER_PACK else repr(c)


def format_cards(cards: CardSet | Iterable[Card]) -> str:
    """A card set (suits in order, high cards first) or a card sequence (as given)."""
    if isinstance(cards, int):
        ordered = sorted(cards_in(cards), key=lambda c: (c >> 3, -(c & 7)))
        return " ".join(format_card(c) for c in ordered)
    return " ".join(format_card(c) for c in cards)


def format_hand(cards: CardSet) -> str:
    """A hand laid out by suit, spades to clubs, high cards first: ``AS KS 10S | QH 9H | JC 8C``."""
    groups = [format_cards(cards & suit_mask(suit)) for suit in Suit]
    return " | ".join(g for g in groups if g)


#: A card as :func:`format_card` writes it, inside text: the rank, the suit letter, ``*`` for the other pack.
CARD_TOKEN: Final = re.compile(r"(?<![\w*])(10|[789JQKA])([SHDC])(\*?)(?![\w])")


def card_face(token: re.Match[str]) -> tuple[str, bool]:
    """A :data:`CARD_TOKEN` match as a person reads the card (``A♠``, ``10♦``), and whether its suit is red."""
    suit = _SUIT_TOKENS[token.group(2)]
    return token.group(1) + suit.symbol + token.group(3), suit in (Suit.HEARTS, Suit.DIAMONDS)
