"""Deals dealt with the wrong number of cards: Laws 11, 12, 38-43 and 75, as counts.

A deal is dealt twelve, twelve and eight (Law 9). When the counts differ,
the elder hand's count and the stock decide what follows:

- the deal is void when the counts do not make the thirty-two cards of a
  correct pack (Law 75, clause 75.1: the counts themselves discover the
  incorrect pack);
- a fresh deal is compulsory when more than one card is dealt wrongly or
  the stock holds nine (Law 12, clause 12.1), or when the elder holds
  eleven and the stock seven (Law 39, clause 39.3);
- otherwise the elder hand with eleven or thirteen cards (Law 11, clause
  11.1), or with twelve and a stock of seven (clause 11.2), has the option
  of a fresh deal or of standing the deal;
- a deal that stands is exchanged by the count rules of Laws 40-43: each
  player discards as many more (or fewer) than he takes in as he was dealt
  more (or fewer) than twelve, and takes in at least one card.

The same rule, "discard as many more than you take as you hold more than
twelve", gives Law 40 (13/8: elder one more, younger one fewer), Law 41
(13/7), Law 42 (11/8) and Law 43 (12/7), including their minimum discards
(two for a thirteen-card hand) and the younger's "need not discard any"
when an eleven-card hand takes one.
"""

from __future__ import annotations

from enum import Enum
from typing import Final, NamedTuple

from piquet.model.cards import FULL_PACK, CardSet, count
from piquet.model.dealing import HAND_SIZE, STOCK_SIZE
from piquet.model.exchange import ELDER_SHARE, ExchangeBounds
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.state import Choice, Ruling
from piquet.model.variants import RUBICON_RULES, Rules

__all__ = [
    "CountVerdict", "Counts", "ExchangeBounds", "count_verdict", "count_laws", "misdealt", "exchange_bounds",
    "count_ruling", "undealable", "count_rule_clauses", "PACK_SIZE", "WRONG_COUNT", "counts_of",
]

#: The kind of the ruling on a deal dealt with wrong counts (Laws 11-12, 39, 75).
WRONG_COUNT: Final = "wrong count"

# Law 39: an elder hand who did not announce his wrong count leaves at least three cards to the younger.
_YOUNGER_MINIMUM: Final = 3


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class CountVerdict(Enum):
    """What the counts of a deal call for."""

    REGULAR = "regular"
    OPTION = "the elder hand's option of a fresh deal"
    FRESH_DEAL = "a fresh deal"


class Counts(NamedTuple):
    """How many cards each hand was dealt and the stock holds; ``foreign`` how many of the hands' belong to
    another pack (Case XVII: such a card is no proof that the pack dealt was redundant), ``redundant`` how many
    of the stock's (the stock is the pack's undealt cards, Law 9, which no player has handled: such a card was
    in the pack when it was dealt, and proves it redundant, Law 75)."""

    elder: int
    younger: int
    stock: int
    foreign: int = 0
    redundant: int = 0

    @property
    def regular(self) -> bool:
        return self[:3] == (HAND_SIZE, HAND_SIZE, STOCK_SIZE)

    @property
    def pack(self) -> int:
        """How many cards the pack dealt is proved to have held: 32 with a correct pack (Law 75)."""
        return self.elder + self.younger + self.stock - self.foreign

    @property
    def correct_pack(self) -> bool:
        """Whether the deal holds the thirty-two cards of a correct pack (Law 75), and its stock, the undealt
        cards (Law 9), none of another."""
        return self.pack == PACK_SIZE and not self.redundant
REFERENCES.cite("Counts.pack", "75")
REFERENCES.cite("Counts.correct_pack", "9", "75")


def counts_of(elder: CardSet, younger: CardSet, stock: CardSet) -> Counts:
    """The counts of a deal from its hands and its stock; a card of the other pack in a hand is counted in
    the hand, but not in the pack (Case XVII); one in the stock in both (Law 75)."""
    return Counts(count(elder), count(younger), count(stock), count((elder | younger) & ~FULL_PACK),
                  count(stock & ~FULL_PACK))


#: Law 1: the pack of thirty-two cards; Law 75: a deal that holds more or fewer is of an incorrect pack.
PACK_SIZE: Final = 2 * HAND_SIZE + STOCK_SIZE

# How far a count may stray from 12, 12 and 8 in a misdeal. The pack itself may be short or long by any number
# of cards: Law 75 voids the deal of an incorrect, redundant or imperfect pack, and sets no bound.
_SPREAD: Final = 2


def undealable(counts: Counts) -> str | None:
    """Why these counts cannot come from dealing one pack, however wrongly; None if they can."""
    spread = max(abs(counts.elder - HAND_SIZE), abs(counts.younger - HAND_SIZE), abs(counts.stock - STOCK_SIZE))
    if spread <= _SPREAD:
        return None
    return (f"{counts.elder}, {counts.younger} and {counts.stock} cards cannot be dealt from one pack: each player "
            f"is dealt twelve and the stock holds eight (Law 9), a card or two more or fewer when misdealt "
            f"(Laws 11-12)")
REFERENCES.cite("undealable", "9", "11", "12")


def misdealt(counts: Counts) -> int:
    """How many cards are dealt wrongly: half the cards out of place, by the counts."""
    return (abs(counts.elder - HAND_SIZE) + abs(counts.younger - HAND_SIZE) + abs(counts.stock - STOCK_SIZE) + 1) // 2


def count_verdict(counts: Counts) -> CountVerdict:
    """What the counts call for (Laws 11, 12, 39; see the module)."""
    if counts.regular and counts.correct_pack:
        return CountVerdict.REGULAR
    if not counts.correct_pack or _law_12(counts) or (counts.elder < HAND_SIZE and counts.stock < STOCK_SIZE):
        return CountVerdict.FRESH_DEAL  # Law 75; Law 12 (more than one card, nine in the stock); Law 39 (11 and 7)
    if counts.elder != HAND_SIZE or counts.stock < STOCK_SIZE:
        return CountVerdict.OPTION  # Law 11
    return CountVerdict.REGULAR  # only the younger's count is wrong: no law gives an option
REFERENCES.cite("count_verdict", "11", "12", "39", "75")


def _law_12(counts: Counts) -> bool:
    """Law 12: more than one card dealt wrongly, or nine in the stock."""
    return misdealt(counts) > 1 or counts.stock > STOCK_SIZE
REFERENCES.cite("_law_12", "12")


# Laws 40-43: the clauses that set each hand's exchange, by the elder's count and the stock (elder, younger).
_COUNT_RULES: Final[dict[tuple[int, int], tuple[tuple[str, ...], tuple[str, ...]]]] = {
    (13, 8): (("40.1", "40.2"), ("40.3", "40.4")),
    (13, 7): (("41.1", "41.2", "41.4"), ("41.3", "22.2")),
    (11, 8): (("42.1", "42.2"), ("42.3", "42.4")),
    (12, 7): (("43.1", "43.5"), ("43.2", "43.3", "43.4")),
}


def count_laws(counts: Counts) -> tuple[str, ...]:
    """The clauses that govern a deal with these counts (empty for a regular deal)."""
    verdict = count_verdict(counts)
    if verdict is CountVerdict.REGULAR:
        return ()
    if verdict is CountVerdict.FRESH_DEAL:
        void = ("75.1",) if not counts.correct_pack else ()
        if _law_12(counts):
            return void + ("12.1",)
        return void or ("39.3",)
    rules = _COUNT_RULES.get((counts.elder, counts.stock))  # the law that sets the exchange if he stands
    option = "11.1" if counts.elder != HAND_SIZE else "11.2"
    return (option, "38.1") + ((rules[0][0],) if rules else ())


def exchange_bounds(role: Role, dealt: int, stock: int, announced: bool) -> ExchangeBounds:
    """The exchange a player must make in a deal that stands with a wrong count, given his hand as dealt
    and the stock as he finds it (Laws 40-43, and Law 39 by the reading "whenever-deal-stands").

    He discards as many more than he takes as he was dealt more than twelve
    (as many as he takes, if dealt twelve), taking at least one and at most
    five for the elder (Law 21), all the stock holds for the younger (Laws
    22, 34); an elder hand of eleven or thirteen who did not announce his
    count leaves at least three (Law 39; one of twelve who took up a card
    before finding seven in the stock is not of them, and takes his five,
    Law 43).
    """
    surplus = dealt - HAND_SIZE
    high = min(ELDER_SHARE, stock) if role is Role.ELDER else stock
    if role is Role.ELDER and not announced and surplus:
        high = min(high, stock - _YOUNGER_MINIMUM)
    return ExchangeBounds(surplus, 1, high)
REFERENCES.cite("exchange_bounds", "21", "22", "34", "39", "40", "41", "42", "43")


def count_ruling(counts: Counts, rules: Rules = RUBICON_RULES) -> Ruling | None:
    """The ruling on a deal dealt with these counts; None for a regular deal.

    The option of Law 11 is the elder's (``holder``); its election is made
    by :class:`~piquet.model.actions.Elect`. In Piquet au cent the same
    option is cent-3.1's, until he touches the stock (:func:`stock_bound`).
    """
    verdict = count_verdict(counts)
    if verdict is CountVerdict.REGULAR:
        return None
    # Case XVII: a card of another pack among them is no proof that the pack was dealt so.
    among = ("" if not counts.foreign else ", a card of the other pack among them" if counts.foreign == 1
             else f", {counts.foreign} cards of the other pack among them")
    dealt = (f"the elder hand {'holds' if counts.foreign else 'was dealt'} {counts.elder}, the younger "
             f"{counts.younger}, and the stock holds {counts.stock}{among}")
    clauses = count_laws(counts)
    if verdict is CountVerdict.FRESH_DEAL:
        why = ("the elder has eleven cards and the stock seven" if clauses == ("39.3",)
               else "nine cards are in the stock" if counts.stock > STOCK_SIZE
               else "more than one card is dealt wrongly")
        if not counts.correct_pack:
            proof = (f"that makes {counts.pack} cards, not the thirty-two of a correct pack" if not counts.redundant
                     else "the stock, undealt, holds a card of another pack" if counts.redundant == 1
                     else f"the stock, undealt, holds {counts.redundant} cards of another pack")
            why = f"{proof}: the pack is incorrect" + (f", and {why}" if "12.1" in clauses else "")
            return Ruling(WRONG_COUNT, None, clauses, f"{dealt}: {why}",
                          "the deal is void; all preceding deals stand good")
        return Ruling(WRONG_COUNT, Role.YOUNGER, clauses, f"{dealt}: {why}", "there must be a fresh deal")
    terms = clauses[2] if len(clauses) > 2 else None
    stand = (f"if he stands, the exchange follows Law {terms.split('.')[0]}" if terms
             else "if he stands, each takes in as many as he discards")
    clauses = rules.laws.count_option_clauses(counts.elder) + clauses  # cent-3.1 beside Law 11
    return Ruling(WRONG_COUNT, Role.YOUNGER, clauses,
                  f"{dealt}: the elder hand may have a fresh deal, before {rules.laws.stock_bound()}, "
                  f"and the stock may be counted; {stand}",
                  "the elder hand's option", holder=Role.ELDER, choices=(Choice.FRESH_DEAL, Choice.STAND))
REFERENCES.cite("count_ruling", "11", "cent-3")


def count_rule_clauses(elder_dealt: int, stock: int, role: Role, announced: bool) -> tuple[str, ...]:
    """The clauses that set ``role``'s exchange in a deal that stands with these counts (Laws 39-43)."""
    rules = _COUNT_RULES.get((elder_dealt, stock), (("21.2",), ("22.2",)))
    unannounced = ("39.2",) if role is Role.ELDER and not announced and elder_dealt != HAND_SIZE else ()
    return unannounced + rules[role]
