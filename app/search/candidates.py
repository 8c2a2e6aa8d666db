"""Candidate deals of the search, and the records of their lines.

A candidate is the last deal of a six-deal partie (Law 71: the deal that
decides it), drawn at random from its own seed: the scores before it, the
pack shuffled and dealt (twelve each, eight in the stock), and the discards.
B deals, so A is the elder hand and B the younger.

The offence is Law 31's, by either player. As in Case XXII, the younger,
dealt twelve, discards ``d`` cards and takes in ``d + 1`` of the three the
elder left him, without taking one of the elder's cards; or the elder
discards ``e`` cards (one to four) and takes in ``e + 1`` of his five. The
offender must play with thirteen cards and can reckon nothing that deal,
but his cards bar (Law 58), unless the adversary waives the penalty (Law
44). Each candidate is written as records, one a line:

- ``offence``: the record as it happened, the penalty enforced (the first
  option the Laws list, as docs/records.md says);
- ``lawful``: the same deal with the offence undone: he takes in as many
  cards as he discards, the card he should have left stays in the stock (the
  Case's own comparison takes from B's hand the last card he took, the eight
  of diamonds, which he should have left); a card the elder leaves is the
  younger's first (the Case's decision: he takes in from the top of the
  stock, the cards the elder left included);
- ``waived``: the offence, the adversary electing not to enforce the
  penalty (Law 44): the offender plays thirteen cards and reckons.

Calls follow the records' default (docs/records.md): every player declares
all he holds and reckons what he may, as the Case does; pique, repique and
what bars follow from the model's replay. The discards are a plain rule,
the same for both players: the lowest cards of the shortest suits go out
(when the younger offends, the elder five and the younger one or two; when
the elder does, the elder one to four and the younger one to three; the
numbers drawn at random). Deals steered by Z3 (:mod:`piquet.search.steer`)
have the discards Z3 placed instead.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from piquet.errors import InputError
from piquet.model.cards import FULL_PACK, Card, CardSet, card_set, cards_in, format_card, rank_of, suit_of
from piquet.records.record import ByPlayer, Record

__all__ = ["Candidate", "draw", "candidate_of", "LINES", "line_record", "SCORE_RANGE", "ELDER_DISCARD", "RUBICON",
           "AU_CENT", "CARD_TOO_MANY", "TOP_CARD_TAKEN", "BOTTOM_CARD_MIXED"]

SCORE_RANGE = (30, 140)
"""The partie scores of each player before the last deal are drawn uniformly from this range (inclusive):
the band where the last deal can turn a partie or a rubicon (Laws 72-73)."""

LINES = ("offence", "lawful", "waived")
"""The lines of a candidate (see the module)."""

ELDER_DISCARD = 5  # Law 21: he is entitled to five, and the rule takes them all
_YOUNGER_SHARE = 3  # Law 22: three cards are left for the younger
ELDER, YOUNGER = "A", "B"  # B deals, so A is the elder hand
RUBICON, AU_CENT = "rubicon", "au cent"  # the records' variants
CARD_TOO_MANY = "card too many"  # Law 31
# Piquet au cent's penalties that lose the game (:mod:`piquet.search.au_cent`): the younger takes up the top card
# of the stock, one of the elder's five (cent-10.1); the elder mixes the bottom card with his hand (cent-9.1).
TOP_CARD_TAKEN, BOTTOM_CARD_MIXED = "top card taken up", "bottom card mixed"


@dataclass(frozen=True)
class Candidate:
    """One drawn deal: ``index`` of its unit of work, ``before`` the partie scores (A, B), the hands
    as dealt (A the elder, B the younger), the stock top first, and the discards (B's: ``d`` cards)."""

    index: int
    before: tuple[int, int]
    elder: tuple[Card, ...]
    younger: tuple[Card, ...]
    stock: tuple[Card, ...]
    elder_discard: tuple[Card, ...]
    younger_discard: tuple[Card, ...]
    offender: str = YOUNGER
    """Who takes in the card too many: ``B`` the younger (Case XXII), or ``A`` the elder (Law 31)."""
    variant: str = RUBICON
    """The game of the records: :data:`RUBICON` (the last deal of a partie of six), or :data:`AU_CENT` (a deal
    of a game of a hundred, ``before`` the scores of the game, cent-28)."""
    offence: str = CARD_TOO_MANY
    """The offence: the card too many (Law 31), or an au cent penalty that loses the game (the deal ends
    there): :data:`TOP_CARD_TAKEN` (cent-10.1) or :data:`BOTTOM_CARD_MIXED` (cent-9.1)."""

    def taken(self, line: str) -> tuple[int, int]:
        """How many cards the elder and the younger take in by ``line`` (:data:`LINES`): as many as each
        discards, and the offender one more but by the lawful line."""
        extra = int(line != "lawful")
        return (len(self.elder_discard) + extra * (self.offender == ELDER),
                len(self.younger_discard) + extra * (self.offender == YOUNGER))

    @property
    def extra_card(self) -> Card:
        """The card too many: the one he should have left (Law 31), next after the cards each takes in
        lawfully that come before it (the elder takes first, Law 21); for a penalty that loses the game, the
        card of the stock he takes up or mixes (the top card, cent-10.1; the bottom card, cent-9.1)."""
        if self.offence != CARD_TOO_MANY:
            return self.stock[0] if self.offence == TOP_CARD_TAKEN else self.stock[-1]
        return self.stock[len(self.elder_discard) + (len(self.younger_discard) if self.offender == YOUNGER else 0)]

    def line_hands(self, line: str) -> tuple[CardSet, CardSet]:
        """The elder's and the younger's hands after the exchange by ``line``, as masks: each takes in from
        the top of the stock, the elder first (Laws 21-22)."""
        take_e, take_y = self.taken(line)
        elder = card_set(self.elder) ^ card_set(self.elder_discard) | card_set(self.stock[:take_e])
        younger = card_set(self.younger) ^ card_set(self.younger_discard) | card_set(self.stock[take_e:take_e + take_y])
        return elder, younger

    def hands(self) -> tuple[CardSet, CardSet, CardSet]:
        """The hands after the exchange when the younger offends, as masks: the elder's, the younger's by
        the lawful line and by the offending line (with the card too many)."""
        assert self.offender == YOUNGER, "the elder's hand differs between the lines when he offends"
        elder, younger = self.line_hands("lawful")
        return elder, younger, younger | 1 << self.extra_card


def _discard(hand: tuple[Card, ...], count: int) -> tuple[Card, ...]:
    """The ``count`` lowest cards of the shortest suits of ``hand``."""
    length = {suit: sum(1 for c in hand if suit_of(c) == suit) for suit in {suit_of(c) for c in hand}}
    return tuple(sorted(hand, key=lambda c: (length[suit_of(c)], rank_of(c), c))[:count])


def draw(rng: random.Random, index: int, strong_elder: float = 0.0, offender: str = YOUNGER) -> Candidate:
    """The candidate of unit ``index``, drawn from ``rng`` (seeded for that unit alone), ``offender`` the
    player who takes in a card too many.

    With ``strong_elder`` > 0 the deal is steered: the seventeen cards the elder sees (his hand and the
    top five of the stock) are drawn with weight ``1 + strong_elder * rank`` (ranks 0, the seven, to 7,
    the ace), the rest shuffled as usual. Every deal can still be drawn; high cards are likelier his.
    """
    pack = list(cards_in(FULL_PACK))
    rng.shuffle(pack)
    if strong_elder > 0:
        # Weighted sampling without replacement: keys u ** (1 / w), the largest first (Efraimidis-Spirakis).
        keys = {c: rng.random() ** (1 / (1 + strong_elder * rank_of(c))) for c in pack}
        pack.sort(key=lambda c: -keys[c])
        seen, rest = pack[:17], pack[17:]
        rng.shuffle(seen)
        pack = seen[:12] + rest[:12] + seen[12:] + rest[12:]
    before = (rng.randint(*SCORE_RANGE), rng.randint(*SCORE_RANGE))
    elder, younger, stock = tuple(pack[:12]), tuple(pack[12:24]), tuple(pack[24:])
    if offender == ELDER:
        # He leaves at least one card of his five, to take it all the same (Law 31); the younger takes in
        # from one card to his three.
        elder_count = rng.randint(1, ELDER_DISCARD - 1)
        return Candidate(index, before, elder, younger, stock, _discard(elder, elder_count),
                         _discard(younger, rng.randint(1, _YOUNGER_SHARE)), ELDER)
    younger_count = rng.randint(1, _YOUNGER_SHARE - 1)  # he must leave one card to take one too many
    return Candidate(index, before, elder, younger, stock, _discard(elder, ELDER_DISCARD),
                     _discard(younger, younger_count))


def _names(cards: tuple[Card, ...]) -> list[str]:
    return [format_card(c) for c in cards]


def line_record(candidate: Candidate, line: str, play: tuple[Card, ...] = ()) -> dict[str, object]:
    """The ``piquet-record/1`` record (its JSON value) of ``line`` of ``candidate``, with ``play`` the
    cards played (none: the solver takes over at the first lead)."""
    offender = candidate.offender
    exchange: dict[str, dict[str, object]] = {
        ELDER: {"discard": _names(candidate.elder_discard)}, YOUNGER: {"discard": _names(candidate.younger_discard)}}
    deal: dict[str, object] = {
        "dealer": YOUNGER, "scores_before": {ELDER: candidate.before[0], YOUNGER: candidate.before[1]},
        "hands": {ELDER: _names(candidate.elder), YOUNGER: _names(candidate.younger)},
        "stock": _names(candidate.stock), "exchange": exchange, "play": _names(play),
    }
    if line != "lawful" and candidate.offence != CARD_TOO_MANY:
        # cent-9.1, cent-10.1: before the elder exchanges he loses the game, and the deal ends there (the exchange
        # recorded is the lawful line's, never reached).
        deal["play"] = []
        deal["irregularities"] = [{"kind": "stock card taken up", "player": offender, "at": f"exchange.{ELDER}",
                                   "card": format_card(candidate.extra_card),
                                   "mixed": offender == ELDER}]  # the elder loses the game by mixing it only
    elif line != "lawful":
        discarded = len(exchange[offender]["discard"])  # type: ignore[arg-type]
        exchange[offender]["take"] = discarded + 1
        offence: dict[str, object] = {
            "kind": "wrong exchange", "player": offender, "at": f"exchange.{offender}",
            "note": f"{offender} discards {discarded} and takes in {discarded + 1} (Law 31)"}
        if line == "waived":
            offence["elect"] = ["waive"]
        deal["irregularities"] = [offence]
    partie: dict[str, object] = {"length": 6, "first_deal": 6} if candidate.variant == RUBICON else {}
    return {"format": "piquet-record/1", "variant": candidate.variant,
            "tags": {"source": f"piquet search, unit {candidate.index}", "line": line},
            "partie": partie, "deals": [deal]}


def candidate_of(record: Record, index: int = 0) -> Candidate:
    """The candidate of a record's single deal of the searched form, such as Case XXII: B deals, the last
    deal of a partie of six, and either the elder discards and takes five and B takes in one card more
    than he discards, or the elder takes in one card more than he discards (at most five) and B as many
    as he discards. Raises :class:`InputError` for any other record."""
    if record.rules.overrides:  # the classes are misfires of the base laws (Laws 31, 58, 71-73), not of au cent's
        raise InputError("variant", "the search reads deals of Rubicon Piquet without agreements: its classes are "
                                    "misfires of Laws 31, 58 and 71-73, which Piquet au cent and the agreements change")
    if len(record.deals) != 1 or record.partie is None or record.partie.length != 6 \
            or record.partie.first_deal != 6:
        raise InputError("record", "the search reads one deal, the sixth and last of a partie of six (Law 71)")
    deal = record.deals[0]
    elder, younger = deal.exchange.A, deal.exchange.B
    younger_offends = elder.taken == len(elder.discard) == ELDER_DISCARD \
        and younger.taken == len(younger.discard) + 1 <= _YOUNGER_SHARE
    elder_offends = elder.taken == len(elder.discard) + 1 <= ELDER_DISCARD and younger.taken == len(younger.discard) \
        and younger.taken > 0
    if deal.dealer != YOUNGER or not (younger_offends or elder_offends):
        raise InputError("record", "the search's deals have B deal, and either A discard and take five and B take "
                                   "in one card more than he discards, or A take in one card more than he "
                                   "discards and B as many as he discards (Law 31)")
    before = deal.scores_before or ByPlayer(0, 0)
    return Candidate(index, (before.A, before.B), deal.hands.A, deal.hands.B, deal.stock, elder.discard,
                     younger.discard, YOUNGER if younger_offends else ELDER)
