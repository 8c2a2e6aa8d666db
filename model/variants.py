"""Variants and agreements as overrides of the base laws, the way reforms override legislation.

A :class:`Rules` value names the game (:class:`Variant`: Rubicon Piquet, the
base laws, or Piquet au cent) and the options the players agreed
(:class:`Agreement`). The model's rule functions consult it at the few
points where the games differ; each difference is an :class:`Override`
that names the spec clause it implements (``cent-2.1``) and the base law it
replaces (``9``). Nothing else of the model is copied: a deal of au cent is
the deal of the base laws with these overrides in force.

Which agreement goes with which game: the four-deal partie is the note to
Law 71 (the Rubicon partie of six deals); points ending in four and the low
cards are the two "by agreement" paragraphs of au cent (cent-25, cent-26).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final, TypeVar

from piquet.model.cards import Card, rank_of
from piquet.model.errors import InputError
from piquet.model.pickling import by_constructor
from piquet.model.reference import References
from piquet.model.roles import Role

__all__ = [
    "Variant", "Agreement", "Override", "OVERRIDES", "Rules", "RUBICON_RULES", "AU_CENT_RULES",
    "deal_modes", "point_points", "card_points", "states_call_in_full", "younger_may_keep_hand",
    "announced_when_dealt", "stock_bound",
    "parse_variant", "parse_agreement",
]


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class Variant(Enum):
    """The game played: its value is the name records and the command line use."""

    RUBICON = "rubicon"
    AU_CENT = "au cent"


class Agreement(Enum):
    """An option the players may agree on; its value is the name records and the command line use."""

    FOUR_DEALS = "four-deals"
    FOURS_ONE_LESS = "fours-one-less"
    LOW_CARDS = "low-cards-not-counting"


@dataclass(frozen=True, slots=True)
class Override:
    """One difference of a variant or agreement: the spec clause in force (``cent-2.1``), the base law
    it replaces (``"9"``) and what it changes, in words."""

    clause: str
    replaces: str
    change: str


OVERRIDES: Final[dict[str, Override]] = {
    # Piquet au cent, its paragraphs over the Laws of Piquet they differ from (spec/laws/au_cent.py).
    "cut": Override("cent-1.1", "4", "the player who cuts the lower card deals"),
    "deal-by": Override("cent-2.1", "9", "the deal is by two cards at a time"),
    "carte-blanche": Override("cent-6.1", "20", "the younger need not declare his carte blanche until his "
                                                "adversary has discarded and touched the stock"),
    "younger-discard": Override("cent-7.1", "22", "the younger hand is not obliged to discard any card"),
    # cent-3, 8 and 11 set at touching the stock the bounds Laws 11, 24 and 32 set at taking up a card of it.
    # Reading: the model has no moment between the two (a player's exchange is one action), so the bounds
    # fall at the same moment; the rulings cite the au cent paragraph beside the law.
    "count-option": Override("cent-3.1", "11", "the elder's option of a fresh deal for a card too many or too "
                                               "few lasts until he touches the stock"),
    "discard-touched": Override("cent-8.1", "24", "after touching the stock a player cannot alter his discard "
                                                  "(Laws 11, 32 and 38 excepted)"),
    "left-declared": Override("cent-11.1", "32", "the elder who does not take all his cards declares the number "
                                                 "he takes or leaves before touching the stock"),
    "point-call": Override("cent-15.1", "46", "the elder calls the number his point makes"),
    "sequence-call": Override("cent-16.1", "48", "the elder states to what card his sequence is"),
    "game": Override("cent-28.1", "71", "a game is one hundred up"),
    "double": Override("cent-28.2", "72", "a hundred before the adversary has fifty wins a double game"),
    "partie": Override("cent-29.1", "71", "the partie is three games out of five, a double counting two"),
    "no-choice": Override("cent-30.1", "4", "no choice of cards on commencing a fresh partie"),
    "loses-game": Override("cent-9.1", "28", "the penalties of the stock lose the game"),
    "left-exposed": Override("cent-12.1", "36", "the cards left looked at are exposed, and a suit may be called "
                                                "from the offender when next he has to lead"),
    "showing": Override("cent-18.1", "55", "the elder shows his call allowed good or equal before leading, but "
                                           "for quatorzes and trios; the younger his answer before playing"),
    "sequence-shown": Override("cent-19.1", "49", "the elder who shows a sequence and calls an inferior one reckons "
                                                  "only what he called; the show bars the younger's sequences equal "
                                                  "or inferior to it"),
    "answer-abided": Override("cent-20.1", "51", "the younger who allowed a correct call abides by his answer"),
    "set-not-held": Override("cent-23.1", "54", "a quatorze or trio not held, played uncorrected, reckons nothing, "
                                                "misnomer or not"),
    # The agreements.
    "four-deals": Override("agree-four-deals.2", "71", "four deals, the first and last counting double"),
    "fours-one-less": Override("cent-25.1", "62", "a point making a number ending in four counts one less"),
    "low-cards": Override("cent-26.1", "65", "nines, eights and sevens are not counting cards in play"),
}
"""Every override, by the name of the point of the model that consults it."""

_AGREED_IN: Final[dict[Agreement, Variant]] = {
    Agreement.FOUR_DEALS: Variant.RUBICON,
    Agreement.FOURS_ONE_LESS: Variant.AU_CENT,
    Agreement.LOW_CARDS: Variant.AU_CENT,
}
_AGREEMENT_KEYS: Final = {Agreement.FOUR_DEALS: "four-deals", Agreement.FOURS_ONE_LESS: "fours-one-less",
                          Agreement.LOW_CARDS: "low-cards"}
_AU_CENT_KEYS: Final = ("cut", "deal-by", "count-option", "discard-touched", "left-declared", "carte-blanche",
                        "younger-discard", "point-call", "sequence-call", "game", "double",
                        "partie", "no-choice", "loses-game", "left-exposed", "showing", "sequence-shown",
                        "answer-abided", "set-not-held")


@dataclass(frozen=True, slots=True)
class Rules:
    """The game and the agreements in force. Raises InputError for an agreement the game does not know
    (the four-deal partie is Rubicon's; points ending in four and the low cards are au cent's)."""

    variant: Variant = Variant.RUBICON
    agreements: frozenset[Agreement] = frozenset()

    def __post_init__(self) -> None:
        for agreement in sorted(self.agreements, key=lambda a: a.value):
            if _AGREED_IN[agreement] is not self.variant:
                raise InputError("agreement", f"{agreement.value!r} is an agreement of {_AGREED_IN[agreement].value}, "
                                              f"not of {self.variant.value}")

    @property
    def au_cent(self) -> bool:
        return self.variant is Variant.AU_CENT

    def agreed(self, agreement: Agreement) -> bool:
        """Whether the players agreed on ``agreement``."""
        return agreement in self.agreements

    @property
    def overrides(self) -> tuple[Override, ...]:
        """The overrides in force: the variant's, then the agreements', each once."""
        keys: tuple[str, ...] = _AU_CENT_KEYS if self.au_cent else ()
        keys += tuple(_AGREEMENT_KEYS[a] for a in sorted(self.agreements, key=lambda a: a.value))
        return tuple(OVERRIDES[k] for k in keys)


by_constructor(Override, Rules)  # compiled, native classes (piquet.model.pickling)
RUBICON_RULES: Final = Rules()
AU_CENT_RULES: Final = Rules(Variant.AU_CENT)


E = TypeVar("E", Variant, Agreement)


def _named(members: dict[str, E], place: str, name: str) -> E:
    """The member of ``members`` (an enumeration's, by value) named ``name``; InputError naming ``place``."""
    if name not in members:
        raise InputError(place, f"unknown {place} {name!r}: one of {', '.join(map(repr, members))}")
    return members[name]


def parse_variant(name: str) -> Variant:
    """The variant named ``name`` (``rubicon``, ``au cent``); InputError otherwise."""
    return _named({v.value: v for v in Variant}, "variant", name)


def parse_agreement(name: str) -> Agreement:
    """The agreement named ``name``; InputError otherwise."""
    return _named({a.value: a for a in Agreement}, "agreement", name)


def deal_modes(rules: Rules) -> tuple[int, ...]:
    """How the cards may be dealt: by two or three (Law 9), by two only in au cent (cent-2.1)."""
    return (2,) if rules.au_cent else (2, 3)
REFERENCES.cite("deal_modes", "cent-2")


def point_points(rules: Rules, count: int, pips: int) -> int:
    """What a point of ``count`` cards making ``pips`` scores: one a card (Law 62); one less when it makes
    a number ending in four and the players agreed so (cent-25.1)."""
    if rules.agreed(Agreement.FOURS_ONE_LESS) and pips % 10 == 4:
        return count - 1
    return count
REFERENCES.cite("point_points", "cent-25")


# Ranks 0-2: the seven, the eight, the nine.
_LOW_RANKS: Final = 2


def card_points(rules: Rules, card: Card) -> int:
    """What a card led, or winning a trick led by the adversary, scores: one (Law 65); nothing for a nine,
    eight or seven when the players agreed so (cent-26.1). The last trick's extra point is for the
    trick, not the card, and stands."""
    return 0 if rules.agreed(Agreement.LOW_CARDS) and rank_of(card) <= _LOW_RANKS else 1
REFERENCES.cite("card_points", "cent-26")


def states_call_in_full(rules: Rules) -> bool:
    """Whether the elder's first call of a point states its pips and of a sequence its top card
    (cent-15.1, cent-16.1), rather than the number of cards alone (Laws 46, 48)."""
    return rules.au_cent
REFERENCES.cite("states_call_in_full", "cent-15", "cent-16")


def announced_when_dealt(rules: Rules, holder: Role) -> bool:
    """Whether ``holder``'s carte blanche is announced as soon as dealt (Law 20), rather than, the younger's
    in au cent, once his adversary has discarded and touched the stock (cent-6.1), when he shows it."""
    return not (rules.au_cent and holder is Role.YOUNGER)
REFERENCES.cite("announced_when_dealt", "cent-6")


def stock_bound(rules: Rules) -> str:
    """The moment that ends the elder's option for a wrong count, the bound to declare the cards he leaves
    and to alter a discard: taking up a card of the stock (Laws 11, 24, 32), in au cent touching it (cent-3.1,
    cent-8.1, cent-11.1). The model's exchange is one action: the two are one moment (the reading above)."""
    return "touching the stock" if rules.au_cent else "taking up a card of the stock"
REFERENCES.cite("stock_bound", "11", "24", "32", "cent-3", "cent-8", "cent-11")


def younger_may_keep_hand(rules: Rules) -> bool:
    """Whether the younger may discard no card (cent-7.1) rather than at least one (Law 22)."""
    return rules.au_cent
REFERENCES.cite("younger_may_keep_hand", "cent-7")
