"""Calling and answering: what each player may say for point, sequence and sets.

The protocol (Laws 46-56, primer), one class at a time in the order point,
sequences, quatorzes and trios:

1. the elder calls the number of cards of his point, the length of his
   sequence, or a quatorze or trio by its rank (Laws 46, 48) -- or calls
   nothing in that class;
2. the younger answers good, not good or equal; to a point he may instead
   ask what it makes, if he holds as many cards (Law 46);
3. after "equal" (or the inquiry) the elder gives the pips of his point or
   the top card of his sequence, and the younger answers again;
4. the younger reckons what he called not good, and anything in a class the
   elder did not call, after the elder has led (primer).

Sinking is lawful: a player may call less than he holds, or nothing, and
the younger may allow a call good while holding better (Laws 50-51); he may
never claim more than he holds (Law 52 makes that a miscall). "Equal" and
the inquiry bind the younger to as many cards (or as long a sequence) as the
elder called (Law 46; Case I).

Readings: to call less than one holds is to call any combination within
one's hand (any cards of one suit for a point, any run within a sequence, a
trio out of a quatorze); having called less, a player reckons nothing
superior to his call (the au cent rules say so; Law 49's leave to reckon a
superior sequence when the call is "good against the cards" is not
modelled). Law 46 binds only the inquiry to as many cards; here "equal"
binds as well, and likewise for the length of a sequence.

These functions are the rules; :mod:`piquet.model.deal` uses them, one
action at a time. A *claim* is what a player reckons if his call is good: the number of
cards of a point, or the value of a sequence or set (see
:mod:`piquet.model.scoring`).
"""

from __future__ import annotations

from enum import Enum, IntEnum
from typing import Final

from piquet.model.cards import CardSet
from piquet.model.reference import References
from piquet.model.scoring import (
    longest_sequence, longest_suit, point_name, point_pips, reckoned_sequences, reckoned_sets,
    sequence_name, sequence_points, sequence_tops, sequence_values, sequence_word, set_name,
    set_points, set_values,
)

__all__ = [
    "Klass", "Verdict", "POINT", "SEQUENCE", "SETS", "GOOD", "NOT_GOOD", "EQUAL", "call_options", "detail_options",
    "answer_options", "may_inquire", "younger_options", "elder_claim", "reckoned", "claim_points", "reckon_points",
    "call_words",
]


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class Klass(IntEnum):
    """A class of declaration, numbered by its place in the order of reckoning (Law 67 II-IV)."""

    POINT = 1
    SEQUENCE = 2
    SETS = 3

    @property
    def word(self) -> str:
        return ("", "point", "sequence", "quatorze or trio")[self]
REFERENCES.cite("Klass", "67")


class Verdict(Enum):
    """The younger hand's answer to a call."""

    GOOD = "good"
    NOT_GOOD = "not good"
    EQUAL = "equal"


# The members as constants: compiled (mypyc), a member looked up on its Enum class costs some hundred nanoseconds
# (Python 3.11), and every call and answer asks which class it is in.
POINT: Final = Klass.POINT
SEQUENCE: Final = Klass.SEQUENCE
SETS: Final = Klass.SETS
GOOD: Final = Verdict.GOOD
NOT_GOOD: Final = Verdict.NOT_GOOD
EQUAL: Final = Verdict.EQUAL

# Made once (a tuple built at each call is built by generic operations, compiled): the numbers one to n, for
# each n a hand can hold of a suit or a sequence; and the answers lawful by whether the younger holds better
# and whether he holds as good.
_ONE_TO: Final = tuple(tuple(range(1, n + 1)) for n in range(33))
_ANSWERS: Final[tuple[tuple[tuple[Verdict, ...], ...], ...]] = (
    ((GOOD,), (GOOD, EQUAL)), ((GOOD, NOT_GOOD), (GOOD, NOT_GOOD, EQUAL)),
)


def call_options(klass: Klass, hand: CardSet) -> tuple[int, ...]:
    """What the elder may call first in ``klass``, smallest first.

    Point: a number of cards from one to his longest suit (Law 46: the number
    of cards suffices). Sequence: a length from three to his longest
    sequence. Sets: the value of a quatorze or trio he holds (Law 48: he
    names its rank). Empty when he holds nothing of the class.
    """
    if klass is POINT:
        return _ONE_TO[longest_suit(hand)]
    if klass is SEQUENCE:
        return _ONE_TO[longest_sequence(hand)][2:]
    return set_values(hand)
REFERENCES.cite("call_options", "46", "48")


def detail_options(klass: Klass, hand: CardSet, count: int) -> tuple[int, ...]:
    """After "equal" or the inquiry: the pips (point) or top ranks (sequence) the elder may give."""
    if klass is POINT:
        return tuple(sorted(point_pips(hand, count)))
    if klass is SEQUENCE:
        return tuple(sorted(sequence_tops(hand, count)))
    return ()  # Law 64: quatorzes and trios are never equal
REFERENCES.cite("detail_options", "64")


def answer_options(klass: Klass, hand: CardSet, count: int, detail: int | None) -> tuple[Verdict, ...]:
    """The younger's lawful answers to the elder's call of ``count`` (and ``detail``, once given).

    "Good" is always lawful (allowing a call sinks his own, Law 51); "not
    good" only if he holds better, "equal" only if he holds as good (a false
    answer is a miscall, Law 52).
    """
    if klass is SETS:
        values = set_values(hand)
        superior = bool(values) and values[-1] > count
        equal = False
    elif detail is None:
        longest = longest_suit(hand) if klass is POINT else longest_sequence(hand)
        superior, equal = longest > count, longest >= count
    else:
        details = point_pips(hand, count) if klass is POINT else sequence_tops(hand, count)
        superior, equal = max(details, default=-1) > detail, detail in details
    return _ANSWERS[superior][equal]
REFERENCES.cite("answer_options", "51", "52")


def may_inquire(klass: Klass, hand: CardSet, count: int) -> bool:
    """Law 46: the younger may ask what the point makes only if he holds at least as many cards."""
    return klass is POINT and longest_suit(hand) >= count
REFERENCES.cite("may_inquire", "46")


def younger_options(klass: Klass, hand: CardSet, count: int | None, detail: int | None) -> tuple[int, ...]:
    """The claims the younger may reckon in ``klass`` after the elder's lead, smallest first.

    ``count`` is the elder's call (None if he called nothing in the class;
    the younger may then reckon anything he holds of it, or nothing).
    Otherwise the younger said "not good" and must reckon something
    superior: more cards or a longer sequence; after "equal" or the
    inquiry, as many cards (Law 46, Case I) or as long a sequence with a
    higher top card.
    """
    if klass is POINT:
        longest = longest_suit(hand)
        if count is None:
            return tuple(range(1, longest + 1))
        return tuple(range(count + 1, longest + 1)) if detail is None else (count,)
    values = sequence_values(hand) if klass is SEQUENCE else set_values(hand)
    if count is None:
        return values
    if klass is SETS:
        return tuple(v for v in values if v > count)
    if detail is None:
        return tuple(v for v in values if v >> 3 > count)
    return tuple(v for v in values if v >> 3 == count and v & 7 > detail)
REFERENCES.cite("younger_options", "46")


def elder_claim(klass: Klass, hand: CardSet, count: int, detail: int | None) -> int:
    """What the elder reckons when his call is allowed good.

    A sequence allowed on its length alone is reckoned as the highest
    sequence of that length he holds (he shows it, Law 55).
    """
    if klass is SEQUENCE:
        return count << 3 | (max(sequence_tops(hand, count)) if detail is None else detail)
    return count
REFERENCES.cite("elder_claim", "55")


def reckoned(klass: Klass, hand: CardSet, claim: int) -> tuple[int, ...]:
    """The combinations reckoned by the winner of ``klass`` with ``claim``.

    A point alone (Law 62); for sequences and sets, the one claimed and every
    other he holds that is not superior to it (primer; scoring module).
    """
    if klass is POINT:
        return (claim,)
    return reckoned_sequences(hand, claim) if klass is SEQUENCE else reckoned_sets(hand, claim)
REFERENCES.cite("reckoned", "62")


def _point_points(count: int) -> int:
    return count  # Law 62: one for each card
REFERENCES.cite("_point_points", "62")


_POINTS: Final = {POINT: _point_points, SEQUENCE: sequence_points, SETS: set_points}


def claim_points(klass: Klass, claim: int) -> int:
    """What one reckoned combination scores (Laws 62-64)."""
    return _POINTS[klass](claim)
REFERENCES.cite("claim_points", "62", "63", "64")


def reckon_points(klass: Klass, hand: CardSet, claim: int) -> int:
    """The total the winner of ``klass`` reckons with ``claim``."""
    return sum(map(_POINTS[klass], reckoned(klass, hand, claim)))


def call_words(klass: Klass, count: int, detail: int | None) -> str:
    """A call as said: ``point of five``, ``a quart``, ``quart to the king``, ``three kings``.

    ``detail`` is the pips of a point, the top rank of a sequence or the rank
    of a quatorze or trio, if given. A call no hand could make is written
    plainly, so that an illegal one can be reported.
    """
    rank_ok = detail is None or 0 <= detail <= 7
    if klass is POINT and 1 <= count <= 8:
        return point_name(count, detail)
    if klass is SEQUENCE and 3 <= count <= 8 and rank_ok:
        return f"a {sequence_word(count)}" if detail is None else sequence_name(count << 3 | detail)
    if klass is SETS and 3 <= count <= 4 and detail is not None and rank_ok:
        return set_name(count << 3 | detail)
    return f"a {klass.word} of {count}" + ("" if detail is None else f" ({detail})")
