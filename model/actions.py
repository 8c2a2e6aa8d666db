"""The actions of a deal: what a player may do at a decision point.

Small frozen values; :func:`piquet.model.deal.legal_actions` lists those
that are lawful and :func:`piquet.model.deal.apply` carries one out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from piquet.model.cards import FULL_PACK, Card, CardSet, card_text, format_cards
from piquet.model.declaring import GOOD, NOT_GOOD, POINT, SEQUENCE, Klass, Verdict, call_words
from piquet.model.pickling import by_constructor
from piquet.model.reference import References
from piquet.model.roles import ELDER, Role
from piquet.model.state import Choice

__all__ = [
    "Klass", "Verdict", "Choice", "Exchange", "ShowCarteBlanche", "Call", "Sink", "Answer", "Inquire",
    "SeeLeftCards", "Play", "PLAYS", "SINKS", "answer", "sink", "INQUIRE", "Elect", "Action", "as_call", "call_of",
]


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


@dataclass(frozen=True, slots=True)
class Exchange:
    """Discard ``discard`` and take ``take`` cards from the top of the stock (Laws 21-23).

    ``take`` equals the number discarded in a lawful exchange (Laws 30-31).
    Cards of his share not taken are left, and the number left is declared
    (Law 32); ``look`` is the elder's choice to look at those he leaves
    (Law 33).
    """

    role: Role
    discard: CardSet
    take: int
    look: bool = False

    def __init__(self, role: Role, discard: CardSet, take: int, look: bool = False) -> None:
        # Written here, so compiled: the one dataclasses writes is Python (a microsecond, at every exchange the
        # random player draws). Frozen: the fields are set as the dataclass sets them.
        object.__setattr__(self, "role", role)
        object.__setattr__(self, "discard", discard)
        object.__setattr__(self, "take", take)
        object.__setattr__(self, "look", look)

    def __str__(self) -> str:
        looks = ", looks at those he leaves" if self.look else ""
        cards = format_cards(self.discard) if 0 <= self.discard <= FULL_PACK else repr(self.discard)
        return f"{self.role.word} discards {cards} and takes {self.take}{looks}"
REFERENCES.cite("Exchange", "21", "22", "23", "30", "31", "32", "33")


@dataclass(frozen=True, slots=True)
class ShowCarteBlanche:
    """Show (and reckon) a carte blanche, or not; it is shown after the adversary has discarded (Laws 19-20)."""

    role: Role
    show: bool

    def __str__(self) -> str:
        return f"{self.role.word} {'shows' if self.show else 'does not show'} carte blanche"
REFERENCES.cite("ShowCarteBlanche", "19", "20")


@dataclass(frozen=True, slots=True)
class Call:
    """A call or claim in one class.

    ``count`` is the number of cards (point), the length (sequence) or the
    size, 4 or 3 (quatorze, trio). ``detail`` is the pip total of a point or
    the top rank of a sequence when it is given, and the rank of a set.
    """

    role: Role
    klass: Klass
    count: int
    detail: int | None = None

    @property
    def value(self) -> int:
        """The call as :mod:`piquet.model.declaring` counts it: the count alone, or ``count << 3 | detail``."""
        return self.count if self.detail is None else self.count << 3 | self.detail

    def __str__(self) -> str:
        return f"{self.role.word} calls {call_words(self.klass, self.count, self.detail)}"


@dataclass(frozen=True, slots=True)
class Sink:
    """Call nothing in a class though holding something of it (sinking)."""

    role: Role
    klass: Klass

    def __str__(self) -> str:
        return f"{self.role.word} calls no {self.klass.word}"


@dataclass(frozen=True, slots=True)
class Answer:
    """The younger's answer to the elder's call: good, not good or equal."""

    klass: Klass
    verdict: Verdict

    def __str__(self) -> str:
        return f"younger answers {self.verdict.value}"


@dataclass(frozen=True, slots=True)
class Inquire:
    """The younger asks what the elder's point makes (Law 46)."""

    def __str__(self) -> str:
        return "younger asks what the point makes"
REFERENCES.cite("Inquire", "46")


@dataclass(frozen=True, slots=True)
class SeeLeftCards:
    """The younger's election whether the cards he left are seen, by both or neither (Law 36)."""

    see: bool

    def __str__(self) -> str:
        return f"younger {'looks' if self.see else 'does not look'} at the cards he left"
REFERENCES.cite("SeeLeftCards", "36")


@dataclass(frozen=True, slots=True)
class Play:
    """Lead or play a card."""

    card: Card

    def __str__(self) -> str:
        return f"plays {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class Elect:
    """A player's election of an option the Laws give him after an irregularity: a fresh deal or to
    stand the deal (Laws 11, 13, 28-29), to enforce a penalty or not (Law 44), to have the cards
    taken up or let them stand (Law 59)."""

    role: Role
    choice: Choice

    def __str__(self) -> str:
        return f"{self.role.word} elects: {self.choice.value}"
REFERENCES.cite("Elect", "11", "13", "28", "29", "44", "59")


#: The play of each card of the pack, made once: the play of the cards makes one every card.
PLAYS: Final[tuple[Play, ...]] = tuple(Play(card) for card in range(32))
#: Each role's sinking of each class (by role, then class - 1), and each answer in each class, made once: the
#: calls list them at every decision point (a frozen dataclass's constructor is interpreted, even compiled).
SINKS: Final[tuple[tuple[Sink, ...], ...]] = tuple(tuple(Sink(role, klass) for klass in Klass) for role in Role)
_VERDICTS: Final = tuple(Verdict)
_ANSWERS: Final[tuple[tuple[Answer, ...], ...]] = tuple(tuple(Answer(klass, v) for v in _VERDICTS) for klass in Klass)
INQUIRE: Final = Inquire()


def answer(klass: Klass, verdict: Verdict) -> Answer:
    """The younger's answer ``verdict`` to the call in ``klass`` (the one value made of it)."""
    return _ANSWERS[_place_of(klass)][0 if verdict is GOOD else 1 if verdict is NOT_GOOD else 2]


def sink(role: Role, klass: Klass) -> Sink:
    """``role``'s sinking of ``klass`` (the one value made of it)."""
    return SINKS[0 if role is ELDER else 1][_place_of(klass)]


def _place_of(klass: Klass) -> int:
    # klass - 1, told by identity: compiled, arithmetic on an IntEnum is Python's.
    return 0 if klass is POINT else 1 if klass is SEQUENCE else 2

Action = Exchange | ShowCarteBlanche | Call | Sink | Answer | Inquire | SeeLeftCards | Play | Elect


def as_call(role: Role, klass: Klass, option: int) -> Call:
    """The Call for an option of :mod:`piquet.model.declaring`.

    A point, and the elder's first call of a sequence, are a count alone;
    a sequence the younger reckons, and any quatorze or trio, are a value
    ``count << 3 | rank`` split into count and detail.
    """
    if klass is POINT or (klass is SEQUENCE and role is ELDER):
        return call_of(role, klass, option)
    return call_of(role, klass, option >> 3, option & 7)


def call_of(role: Role, klass: Klass, count: int, detail: int | None = None) -> Call:
    """``Call(role, klass, count, detail)``, the one value made of it.

    A few hundred calls in all, listed at every decision point of the calls
    (the pips a point makes, after the inquiry, a few dozen at once): each
    is made once (a frozen dataclass's constructor is interpreted) and kept
    in a table by its place (a functools cache is called as Python's, its
    key a tuple hashed).
    """
    stated = 0 if detail is None else detail + 1
    if not (0 <= count < _COUNTS and 0 <= stated < _DETAILS):  # no call a hand makes: made, not kept
        return Call(role, klass, count, detail)
    place = (count * _DETAILS + stated) << 3 | _place_of(klass) << 1 | (0 if role is ELDER else 1)
    call = _CALLS[place]
    if call is None:
        call = _CALLS[place] = Call(role, klass, count, detail)
    return call


# The calls a hand can make: a count of up to eight cards of a suit, a detail of up to 65 pips (a rank, for a
# sequence); a place for each, by role and class, filled when first made.
_COUNTS: Final = 16
_DETAILS: Final = 128
_CALLS: Final[list[Call | None]] = [None] * (_COUNTS * _DETAILS * 8)


# Compiled, native classes (piquet.model.pickling).
by_constructor(Exchange, ShowCarteBlanche, Call, Sink, Answer, Inquire, SeeLeftCards, Play, Elect)
