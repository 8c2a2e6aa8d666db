"""The hand's scores: carte blanche, point, sequences, quatorzes and trios.

Pure functions on card sets (see :mod:`piquet.model.cards`). Each class of
declaration has an int *value*, ordered as the Laws order declarations, so
that the better of two is the larger int and equal ints are equal:

- point: ``count << 7 | pips`` (Law 62: the largest point is good; between
  points of as many cards the higher pip total, primer);
- sequence: ``length << 3 | top`` (Law 63: the longest is good; between
  equal lengths the highest);
- set: ``size << 3 | rank`` (Law 64: any quatorze beats any trio; between
  like kinds the higher rank; two sets are never equal).

A player may call less than he holds (sinking; Law 50 and the au cent
rules): the *achievable* values of a hand are those of every combination
inside it -- any cards of one suit for a point, any run within a sequence,
a trio out of a quatorze.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from piquet.model.cards import COURT_MASK, CardSet, Rank, Suit, count, rank_mask
from piquet.model.reference import References

__all__ = [
    "CARTE_BLANCHE_POINTS", "SET_RANKS", "is_carte_blanche", "point_value", "longest_suit",
    "point_of", "best_point", "point_pips", "sequences", "sequence_values", "longest_sequence",
    "sequence_tops", "sequence_points", "sets", "set_values", "set_points", "reckoned_sequences",
    "reckoned_sets", "better", "natural_hand_scores", "point_name", "sequence_name", "set_name",
    "number_word", "sequence_word",
]

# Law 61: carte blanche scores ten.
CARTE_BLANCHE_POINTS: Final = 10

# Law 64 and primer: quatorzes and trios are only of aces, kings, queens, knaves and tens.
SET_RANKS: Final[tuple[Rank, ...]] = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.TEN)

# Law 63: tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18 (indexed by length).
_SEQUENCE_POINTS: Final = (0, 0, 0, 3, 4, 15, 16, 17, 18)
# Law 64: a quatorze scores fourteen, a trio three (indexed by size).
_SET_POINTS: Final = (0, 0, 0, 3, 14)

_PIPS: Final = tuple(rank.pips for rank in Rank)
_SET_MASKS: Final = tuple((rank, rank_mask(rank)) for rank in SET_RANKS)


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def _pip_totals(suit: int) -> tuple[frozenset[int], ...]:
    """The pip totals of the subsets of one suit's cards (a byte of ranks), by number of cards."""
    totals: list[set[int]] = [set() for _ in range(9)]
    sub = suit
    while True:
        totals[sub.bit_count()].add(sum(_PIPS[r] for r in range(8) if sub >> r & 1))
        if sub == 0:
            break
        sub = (sub - 1) & suit
    return tuple(frozenset(t) for t in totals)


def _runs(suit: int) -> tuple[int, ...]:
    """The sequences (maximal runs of three or more) in one suit's byte of ranks, as values."""
    runs = []
    length = 0
    for rank in range(7, -2, -1):
        if rank >= 0 and suit >> rank & 1:
            length += 1
            continue
        if length >= 3:
            runs.append(length << 3 | (rank + length))
        length = 0
    return tuple(runs)


def _sub_runs(suit: int) -> frozenset[int]:
    """Every sequence that can be called out of one suit's runs (a quart out of a quint...)."""
    values = set()
    for run in _runs(suit):
        length, top = run >> 3, run & 7
        for shorter in range(3, length + 1):
            for high in range(top, top - (length - shorter) - 1, -1):
                values.add(shorter << 3 | high)
    return frozenset(values)


# Tables by the byte of ranks one suit holds (bit r for rank r), built once.
_POINT_PIPS: Final = tuple(_pip_totals(b) for b in range(256))
_RUNS: Final = tuple(_runs(b) for b in range(256))
_SUB_RUNS: Final = tuple(_sub_runs(b) for b in range(256))
_LONGEST_RUN: Final = tuple(max(runs, default=0) >> 3 for runs in _RUNS)


def _most(a: int, b: int, c: int, d: int) -> int:
    """``max(a, b, c, d)``, compared natively (compiled, the builtin is called as Python's, its numbers boxed)."""
    most = a if a > b else b
    most = c if c > most else most
    return d if d > most else most


def _suits(hand: CardSet) -> tuple[int, int, int, int]:
    return hand & 0xFF, hand >> 8 & 0xFF, hand >> 16 & 0xFF, hand >> 24 & 0xFF


def is_carte_blanche(hand: CardSet) -> bool:
    """Law 18: a hand dealt of at least twelve cards without king, queen or knave."""
    return count(hand) >= 12 and not hand & COURT_MASK
REFERENCES.cite("is_carte_blanche", "18")


def point_value(count: int, pips: int) -> int:
    """The value of a point of ``count`` cards making ``pips`` (Law 62; pips: primer)."""
    return count << 7 | pips
REFERENCES.cite("point_value", "62")


def longest_suit(hand: CardSet) -> int:
    """The number of cards in the hand's longest suit."""
    return _most(count(hand & 0xFF), count(hand >> 8 & 0xFF), count(hand >> 16 & 0xFF), count(hand >> 24 & 0xFF))


def point_of(hand: CardSet) -> tuple[int, int, Suit]:
    """The hand's point: the number of cards, the pips and the suit of its best suit.

    The most cards, then the most pips (Law 62, primer); between suits equal
    in both, the first in suit order.
    """
    count, pips, first = max((b.bit_count(), max(_POINT_PIPS[b][b.bit_count()]), -suit)
                             for suit, b in enumerate(_suits(hand)))
    return count, pips, Suit(-first)
REFERENCES.cite("point_of", "62")


def best_point(hand: CardSet) -> int:
    """The value of the best point the hand holds."""
    count, pips, _ = point_of(hand)
    return point_value(count, pips)


def point_pips(hand: CardSet, count: int) -> frozenset[int]:
    """Every pip total the hand can show for a point of ``count`` cards of one suit."""
    b0, b1, b2, b3 = _suits(hand)
    return _POINT_PIPS[b0][count] | _POINT_PIPS[b1][count] | _POINT_PIPS[b2][count] | _POINT_PIPS[b3][count]


def sequences(hand: CardSet) -> tuple[int, ...]:
    """The hand's sequences (maximal runs of three or more in a suit), best first."""
    b0, b1, b2, b3 = _suits(hand)
    return tuple(sorted(_RUNS[b0] + _RUNS[b1] + _RUNS[b2] + _RUNS[b3], reverse=True))


def sequence_values(hand: CardSet) -> tuple[int, ...]:
    """Every sequence the hand can call, smallest first: its own runs and the shorter runs within them."""
    b0, b1, b2, b3 = _suits(hand)
    return tuple(sorted(_SUB_RUNS[b0] | _SUB_RUNS[b1] | _SUB_RUNS[b2] | _SUB_RUNS[b3]))


def longest_sequence(hand: CardSet) -> int:
    """The length of the hand's longest sequence (0 when it has none)."""
    b0, b1, b2, b3 = _suits(hand)
    return _most(_LONGEST_RUN[b0], _LONGEST_RUN[b1], _LONGEST_RUN[b2], _LONGEST_RUN[b3])


def sequence_tops(hand: CardSet, length: int) -> frozenset[int]:
    """The top cards (ranks) of the sequences of ``length`` the hand can call."""
    return frozenset(v & 7 for v in sequence_values(hand) if v >> 3 == length)


def sequence_points(value: int) -> int:
    """Law 63: what a sequence scores when good."""
    return _SEQUENCE_POINTS[value >> 3]
REFERENCES.cite("sequence_points", "63")


def sets(hand: CardSet) -> tuple[int, ...]:
    """The hand's quatorzes and trios (Law 64: ranks ace to ten only), best first."""
    found = []
    for rank, mask in _SET_MASKS:
        size = count(mask & hand)
        if size >= 3:
            found.append(size << 3 | rank)
    return tuple(sorted(found, reverse=True))
REFERENCES.cite("sets", "64")


@lru_cache(maxsize=1024)  # asked of the same hand at every step of the calls
def set_values(hand: CardSet) -> tuple[int, ...]:
    """Every quatorze or trio the hand can call, smallest first: a trio may be called out of a quatorze."""
    values = []
    for rank, mask in _SET_MASKS:
        size = count(mask & hand)
        if size >= 3:
            values.append(3 << 3 | rank)
            if size == 4:
                values.append(4 << 3 | rank)
    values.sort()
    return tuple(values)


def set_points(value: int) -> int:
    """Law 64: what a quatorze (14) or trio (3) scores when good."""
    return _SET_POINTS[value >> 3]
REFERENCES.cite("set_points", "64")


def _reckoned(held: tuple[int, ...], claim: int) -> tuple[int, ...]:
    # Primer: the winner of a class also reckons every other combination he
    # holds of it; but having called less than he holds he cannot reckon
    # anything superior to his call (au cent rules; see Law 50).
    kept = tuple(v for v in held if v <= claim)
    return kept if claim in kept else (claim,) + kept
REFERENCES.cite("_reckoned", "50")


def reckoned_sequences(hand: CardSet, claim: int) -> tuple[int, ...]:
    """The sequences the winner of the class reckons: the one claimed and every lesser or equal one.

    A claim no sequence of his holds (a call of less than he holds is held: cent-17) stands in place of the
    sequences of its length he holds: a misnomer names one of them wrongly (Law 53), and it is not reckoned a
    second time beside the call."""
    held = sequences(hand)
    if not any(_within(claim, v) for v in held):
        held = tuple(v for v in held if v >> 3 != claim >> 3)
    return _reckoned(held, claim)


def _within(claim: int, sequence: int) -> bool:
    """Whether the run ``claim`` (its length and top rank) lies within the run ``sequence``."""
    return (sequence & 7) >= (claim & 7) and (claim & 7) - (claim >> 3) >= (sequence & 7) - (sequence >> 3)


def reckoned_sets(hand: CardSet, claim: int) -> tuple[int, ...]:
    """The quatorzes and trios the winner of the class reckons: the one claimed and every lesser one.

    A claim he does not hold (a miscall, Law 52) is made of the cards of its rank he holds: those are not
    reckoned a second time beside it."""
    held = sets(hand)
    if claim not in held:
        held = tuple(v for v in held if v & 7 != claim & 7)
    return _reckoned(held, claim)


def better(elder: int, younger: int) -> int:
    """Compare two declarations of one class: 1 if the elder's is good, -1 if the younger's, 0 if equal.

    Values are those of this module (0 for holding nothing). Equal point or
    sequence: neither scores (primer; Laws 62-63).
    """
    return (elder > younger) - (elder < younger)
REFERENCES.cite("better", "62", "63")


def natural_hand_scores(
    elder: CardSet, younger: CardSet, carte_blanche: tuple[bool, bool] = (False, False)
) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
    """The hand scores of both players when each declares the best he holds.

    By role, in the order of reckoning of Law 67 I-IV: carte blanche, point,
    sequences, quatorzes and trios. ``carte_blanche`` says who holds one as
    dealt (it is judged on the hand dealt, Law 18, not the hand after the
    exchange). The winner of a class reckons every combination of it he holds.
    """
    scores = [[CARTE_BLANCHE_POINTS if cb else 0, 0, 0, 0] for cb in carte_blanche]
    hands = (elder, younger)
    point = better(best_point(elder), best_point(younger))
    if point:
        winner = 0 if point > 0 else 1
        scores[winner][1] = best_point(hands[winner]) >> 7  # Law 62: one a card
    for index, held, points in ((2, sequences, sequence_points), (3, sets, set_points)):
        combos = (held(elder), held(younger))
        verdict = better(max(combos[0], default=0), max(combos[1], default=0))
        if verdict:
            winner = 0 if verdict > 0 else 1
            scores[winner][index] = sum(points(v) for v in combos[winner])
    e, y = scores
    return (e[0], e[1], e[2], e[3]), (y[0], y[1], y[2], y[3])
REFERENCES.cite("natural_hand_scores", "18", "62", "67")


_NUMBER_WORDS: Final = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
_RANK_WORDS: Final = ("seven", "eight", "nine", "ten", "knave", "queen", "king", "ace")
_SEQUENCE_WORDS: Final = ("", "", "", "tierce", "quart", "quint", "sixième", "septième", "huitième")


def number_word(n: int) -> str:
    """``five`` for 5 (numbers of cards, up to eight)."""
    return _NUMBER_WORDS[n]


def point_name(count: int, pips: int | None = None) -> str:
    """``point of five`` or, with its pips, ``point of five, making 49``."""
    making = "" if pips is None else f", making {pips}"
    return f"point of {number_word(count)}{making}"


def sequence_word(length: int) -> str:
    """``tierce``, ``quart``, ``quint``, ``sixième``, ``septième``, ``huitième`` (Law 63)."""
    return _SEQUENCE_WORDS[length]
REFERENCES.cite("sequence_word", "63")


def sequence_name(value: int) -> str:
    """``quart major``, ``tierce minor`` (nine to seven), ``quint to the king``, ``huitième``."""
    length, top = value >> 3, value & 7
    word = _SEQUENCE_WORDS[length]
    if length == 8:
        return word
    if top == Rank.ACE:
        return f"{word} major"
    if top == length - 1:  # ends in the seven
        return f"{word} minor"
    return f"{word} to the {_RANK_WORDS[top]}"


def set_name(value: int) -> str:
    """``fourteen aces`` or ``three kings``."""
    size, rank = value >> 3, value & 7
    return f"{'fourteen' if size == 4 else 'three'} {_RANK_WORDS[rank]}s"
