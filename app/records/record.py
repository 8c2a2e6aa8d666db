"""The typed form of a ``piquet-record/1`` record, read from and written to JSON.

:func:`record_from_json` takes a JSON value that the schema has accepted
(:func:`piquet.records.schema.validate`) and reads its cards, checking what
the schema cannot: unknown and repeated cards, the sizes of the hands and
the stock, discards of cards not held. What needs the rules (a lawful
exchange, a card that follows suit) is left to the engine, through
:mod:`piquet.records.replay`. :func:`record_to_json` is its inverse.

Places in messages are field paths such as ``deals[0].hands.A[3]``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Generic, Literal, TypeVar, cast

from piquet.errors import InputError
from piquet.model.cards import Card, Rank, card_set, Suit, format_card, format_cards, parse_card, parse_cards
from piquet.model.counts import Counts, counts_of, undealable
from piquet.model.deal import HAND_SIZE, STOCK_SIZE
from piquet.model.declaring import Klass, Verdict
from piquet.model.irregular import RectifyDeal
from piquet.model.state import Choice
from piquet.model.partie import PLAYERS, Player
from piquet.model.roles import Role
from piquet.model.variants import Agreement, Rules, Variant, parse_agreement, parse_variant

__all__ = [
    "FORMAT", "VARIANT", "Player", "PLAYERS", "ByPlayer", "Reply", "Declaration", "SINK", "Calls",
    "ExchangeRecord", "Irregularity", "DealRecord", "PartieInfo", "Record", "record_from_json", "terms_from_json",
    "deal_from_json", "record_to_json",
    "role_of", "player_of", "class_key", "MISDEAL", "NO_EXCHANGE", "CHOICES", "CLASSES",
]

FORMAT = "piquet-record/1"
"""The format and version this module reads and writes."""

VARIANT = Variant.RUBICON.value
"""The game a record is of when it does not say: Rubicon Piquet (the other: ``au cent``)."""

T = TypeVar("T")


@dataclass(frozen=True)
class ByPlayer(Generic[T]):
    """One value for each player, A and B."""

    A: T
    B: T

    def __getitem__(self, player: Player) -> T:
        return self.A if player == "A" else self.B

    def items(self) -> Iterator[tuple[Player, T]]:
        yield "A", self.A
        yield "B", self.B


def role_of(player: Player, dealer: Player) -> Role:
    """The dealer is the younger hand, the other the elder (Law 9; primer)."""
    return Role.YOUNGER if player == dealer else Role.ELDER


def player_of(role: Role, dealer: Player) -> Player:
    """The player who holds ``role`` in a deal dealt by ``dealer``."""
    return dealer if role is Role.YOUNGER else ("B" if dealer == "A" else "A")


Reply = Verdict | Literal["inquire"]
"""One of the younger's replies to a call: good, not good, equal, or the inquiry (Law 46)."""

_REPLIES: dict[str, Reply] = {v.value: v for v in Verdict} | {"inquire": "inquire"}

# The record's words for each class, and for the count and detail of a call in it.
_CLASS_KEYS: dict[Klass, tuple[str, str, str]] = {
    Klass.POINT: ("point", "cards", "pips"),
    Klass.SEQUENCE: ("sequence", "length", "top"),
    Klass.SETS: ("sets", "size", "rank"),
}
_RANKS: dict[str, Rank] = {rank.label: rank for rank in Rank}


def class_key(klass: Klass) -> str:
    """The record's key for a class of declaration: ``point``, ``sequence`` or ``sets``."""
    return _CLASS_KEYS[klass][0]


@dataclass(frozen=True)
class Declaration:
    """What a player says in one class (point, sequence or quatorzes and trios).

    ``sink`` (``false`` in JSON): he calls and reckons nothing of the class
    and, as younger, allows the elder's call good (Laws 50-51). Otherwise
    ``count`` and ``detail`` narrow his call or claim -- number of cards and
    pips of a point, length and top rank of a sequence, size and rank of a
    quatorze or trio -- and ``answers`` are the younger's replies in order.
    A field left None is the best the hand allows.
    """

    sink: bool = False
    count: int | None = None
    detail: int | None = None
    answers: tuple[Reply, ...] | None = None


SINK = Declaration(sink=True)


@dataclass(frozen=True)
class Calls:
    """A player's calls in one deal; a None field means he declares the best he holds."""

    carte_blanche: bool | None = None
    point: Declaration | None = None
    sequence: Declaration | None = None
    sets: Declaration | None = None

    def of(self, klass: Klass) -> Declaration | None:
        return (self.point, self.sequence, self.sets)[klass - 1]


NO_CALLS = Calls()


@dataclass(frozen=True)
class ExchangeRecord:
    """One player's exchange: his discard, and the optional fields of docs/records.md."""

    discard: tuple[Card, ...]
    take: int | None = None
    leave: int | None = None
    look: bool | None = None
    see_left: bool | None = None

    @property
    def taken(self) -> int:
        """How many cards he takes in: ``take``, or as many as he discards."""
        return len(self.discard) if self.take is None else self.take


NO_EXCHANGE: ByPlayer[ExchangeRecord] = ByPlayer(ExchangeRecord(()), ExchangeRecord(()))
"""The exchange of a deal recorded without one (void before the exchange); compared by identity."""

MISDEAL = "misdeal"
"""The record's kind for a deal dealt with the wrong number of cards (Laws 11-12, 38-43)."""

CHOICES: dict[str, Choice] = {c.value: c for c in Choice}
"""The elections a record may give, by their words."""

CLASSES: dict[str, Klass] = {class_key(k): k for k in Klass}
"""The classes of declaration, by the record's key."""


@dataclass(frozen=True)
class Irregularity:
    """One irregular event of a deal (docs/records.md, "Irregularities").

    ``kind`` names the event (an irregular action's ``KIND``, or
    ``misdeal``); ``at`` where it happens (``None``: as soon as it can,
    else ``deal``, ``exchange.A``, ``calls``, ``play[N]`` or ``end``);
    ``elect`` the elections made of the options the Laws give;
    ``disputed``: a claim the ruling may refuse. The other fields are the
    event's particulars, as its kind needs them.
    """

    kind: str
    player: Player | None = None
    law: int | None = None
    note: str | None = None
    at: str | None = None
    card: Card | None = None
    cards: tuple[Card, ...] | None = None
    in_time: bool | None = None
    for_deal: bool | None = None
    mixed: bool | None = None
    announced: bool | None = None
    klass: Klass | None = None
    count: int | None = None
    error: int | None = None
    to: Player | Literal["stock"] | None = None
    detail: int | None = None
    suit: Suit | None = None
    choice: Choice | None = None
    elect: tuple[Choice, ...] = ()
    disputed: bool = False


@dataclass(frozen=True)
class DealRecord:
    """One deal as recorded: the cards dealt, the exchanges, the calls, the play, the irregularities.

    ``stock`` is top card first; ``play`` lists the cards in the order they
    fell. ``scores_before`` is None when the record leaves it out;
    ``exchange`` is :data:`NO_EXCHANGE` when the deal ended, void, before it.
    """

    dealer: Player
    hands: ByPlayer[tuple[Card, ...]]
    stock: tuple[Card, ...]
    exchange: ByPlayer[ExchangeRecord]
    play: tuple[Card, ...]
    calls: ByPlayer[Calls] = ByPlayer(NO_CALLS, NO_CALLS)
    scores_before: ByPlayer[int] | None = None
    irregularities: tuple[Irregularity, ...] = ()

    @property
    def elder(self) -> Player:
        return player_of(Role.ELDER, self.dealer)

    @property
    def declares_misdeal(self) -> bool:
        """Whether the record's irregularities name the deal a misdeal."""
        return any(i.kind == MISDEAL for i in self.irregularities)

    @property
    def misdealt(self) -> bool:
        """Whether the deal was dealt with the wrong number of cards (Laws 11-12, 75): read from its counts,
        whether or not the record declares it; a misdeal declared of a lawful deal is an error
        (:func:`deal_from_json`)."""
        return self.declares_misdeal or not self.counts.regular

    @property
    def counts(self) -> Counts:
        """How many cards each hand was dealt and the stock holds, by role (Law 9)."""
        return counts_of(card_set(self.hands[self.elder]), card_set(self.hands[self.dealer]), card_set(self.stock))


@dataclass(frozen=True)
class PartieInfo:
    """A partie (Law 71): six deals or, by agreement, four; dealt by two or three (Law 9).
    ``first_deal`` is the number of the record's first deal (a record may begin mid-partie).
    In au cent the partie is three games out of five (cent-29.1): ``length`` is not written."""

    length: int = 6
    deal_by: int | None = None
    first_deal: int = 1


@dataclass(frozen=True)
class Record:
    """A whole record: its deals and, for a partie, the partie's terms; the game (``variant``) and the
    agreements in force, by the names :mod:`piquet.model.variants` gives them."""

    deals: tuple[DealRecord, ...]
    partie: PartieInfo | None = None
    tags: tuple[tuple[str, str], ...] = ()
    variant: str = VARIANT
    agreements: tuple[str, ...] = ()

    @property
    def rules(self) -> Rules:
        """The variant and agreements in force, as the model reads them."""
        return Rules(parse_variant(self.variant), frozenset(parse_agreement(a) for a in self.agreements))


# ---------------------------------------------------------------- reading

Json = Mapping[str, object]


def _obj(value: object) -> Json:
    # The schema has checked every shape; this only narrows the static type.
    return cast(Json, value)


def _cards(value: object, where: str) -> tuple[Card, ...]:
    return tuple(parse_cards(cast(Sequence[str], value), where))


# The pips of a suit's cards, best first (the ace eleven, the court cards and the ten ten, the others their
# pips): n cards of one suit make at most the n first and at least the n last.
_PIPS = sorted((rank.pips for rank in Rank), reverse=True)


def _check_point(cards: int | None, pips: int | None, where: str) -> None:
    """A point's pips must be what its number of cards can make."""
    if cards is None or pips is None:
        return
    most, least = sum(_PIPS[:cards]), sum(_PIPS[len(_PIPS) - cards:])
    if not least <= pips <= most:
        raise InputError(f"{where}.pips", f"{cards} card{'s' if cards > 1 else ''} of a suit make from {least} to "
                                          f"{most}, not {pips}")


def _declaration(value: object, klass: Klass, where: str) -> Declaration:
    if value is False:
        return SINK
    fields = _obj(value)
    _, count_key, detail_key = _CLASS_KEYS[klass]
    detail = fields.get(detail_key)
    answers = fields.get("answers")
    if klass is Klass.POINT:
        _check_point(cast(int | None, fields.get(count_key)), cast(int | None, detail), where)
    return Declaration(
        count=cast(int | None, fields.get(count_key)),
        detail=_RANKS[detail] if isinstance(detail, str) else cast(int | None, detail),
        answers=None if answers is None else tuple(_REPLIES[a] for a in cast(list[str], answers)),
    )


def _calls(value: object, where: str) -> Calls:
    fields = _obj(value)
    point, sequence, sets = (
        None if class_key(k) not in fields else _declaration(fields[class_key(k)], k, f"{where}.{class_key(k)}")
        for k in Klass
    )
    return Calls(cast(bool | None, fields.get("carte_blanche")), point, sequence, sets)


def _exchange(value: object, where: str) -> ExchangeRecord:
    fields = _obj(value)
    return ExchangeRecord(
        discard=_cards(fields["discard"], f"{where}.discard"),
        take=cast(int | None, fields.get("take")),
        leave=cast(int | None, fields.get("leave")),
        look=cast(bool | None, fields.get("look")),
        see_left=cast(bool | None, fields.get("see_left")),
    )


def _check_cards(deal: DealRecord, where: str) -> None:
    """What a deal's cards must satisfy before any rule applies: each card once, counts that one pack can
    be dealt in, however wrongly. A hand or stock of the wrong size is a misdeal, which the replay rules on
    (Laws 11-12, 75) whether or not the record declares it; a misdeal declared of a lawful deal is an error
    naming both."""
    first: dict[Card, str] = {}
    for name, cards in (("hands.A", deal.hands.A), ("hands.B", deal.hands.B), ("stock", deal.stock)):
        for i, c in enumerate(cards):
            place = f"{where}.{name}[{i}]"
            if c in first:
                raise InputError(place, f"card {format_card(c)} is repeated (first at {first[c]})")
            first[c] = place
    counts = deal.counts
    if deal.declares_misdeal and counts.regular:
        entry = next(i for i, e in enumerate(deal.irregularities) if e.kind == MISDEAL)
        raise InputError(f"{where}.irregularities[{entry}]",
                         f"{MISDEAL}, but the deal gives each player {HAND_SIZE} cards and leaves {STOCK_SIZE} in "
                         "the stock, as a lawful deal does (Law 9)")
    problem = undealable(counts) if deal.misdealt else None
    if problem is not None:
        raise InputError(where, problem)
    remaining = len(deal.stock)
    # Law 10: a card dealt wrongly and put right is in the hand it was put in.
    moved = {e.card: e.to for e in deal.irregularities if e.kind == RectifyDeal.KIND and e.card is not None}
    for player in (deal.elder, deal.dealer):  # the elder takes in first (Laws 21-22)
        exchange = deal.exchange[player]
        held = {c for c in deal.hands[player] if moved.get(c, player) == player} | \
            {c for c, to in moved.items() if to == player}
        for i, c in enumerate(exchange.discard):
            if c not in held:
                raise InputError(f"{where}.exchange.{player}.discard[{i}]",
                                 f"{format_card(c)} is not in {player}'s hand as dealt")
        take = exchange.taken
        if take > remaining:
            field = "take" if exchange.take is not None else "discard"
            raise InputError(f"{where}.exchange.{player}.{field}",
                             f"{player} takes {take} but the stock holds only {remaining} then")
        remaining -= take


def deal_from_json(value: object, index: int) -> DealRecord:
    """The typed deal ``deals[index]`` of a record, its JSON value accepted by the schema
    (:func:`piquet.records.schema.validate_deal`); raises InputError on bad cards."""
    where = f"deals[{index}]"
    fields = _obj(value)
    hands, exchange = _obj(fields["hands"]), fields.get("exchange")
    irregular = cast(list[object], fields.get("irregularities", []))
    calls = _obj(fields.get("calls", {}))
    before = fields.get("scores_before")
    deal = DealRecord(
        dealer=cast(Player, fields["dealer"]),
        hands=ByPlayer(_cards(hands["A"], f"{where}.hands.A"), _cards(hands["B"], f"{where}.hands.B")),
        stock=_cards(fields["stock"], f"{where}.stock"),
        exchange=NO_EXCHANGE if exchange is None else ByPlayer(_exchange(_obj(exchange)["A"], f"{where}.exchange.A"),
                                                                _exchange(_obj(exchange)["B"], f"{where}.exchange.B")),
        # A card taken up is played again (Laws 52, 59): the play may name a card twice.
        play=tuple(parse_card(c, f"{where}.play[{i}]") for i, c in enumerate(cast(list[str], fields.get("play", [])))),
        calls=ByPlayer(*(_calls(calls[p], f"{where}.calls.{p}") if p in calls else NO_CALLS for p in PLAYERS)),
        scores_before=None if before is None else ByPlayer(*(cast(int, _obj(before)[p]) for p in PLAYERS)),
        irregularities=tuple(_irregularity(v, f"{where}.irregularities[{i}]") for i, v in enumerate(irregular)),
    )
    _check_cards(deal, where)
    return deal


_SUITS: dict[str, Suit] = {s.letter: s for s in Suit}


def _irregularity(value: object, where: str) -> Irregularity:
    fields = _obj(value)
    card = fields.get("card")
    cards = fields.get("cards")
    klass = fields.get("class")
    detail = fields.get("top", fields.get("rank"))
    choice = fields.get("choice")
    return Irregularity(
        kind=cast(str, fields["kind"]), player=cast(Player | None, fields.get("player")),
        law=cast(int | None, fields.get("law")), note=cast(str | None, fields.get("note")),
        at=cast(str | None, fields.get("at")),
        card=None if card is None else parse_card(cast(str, card), f"{where}.card"),
        cards=None if cards is None else _cards(cards, f"{where}.cards"),
        in_time=cast(bool | None, fields.get("in_time")), for_deal=cast(bool | None, fields.get("for_deal")),
        mixed=cast(bool | None, fields.get("mixed")), announced=cast(bool | None, fields.get("announced")),
        klass=None if klass is None else CLASSES[cast(str, klass)], count=cast(int | None, fields.get("count")),
        error=cast(int | None, fields.get("error")),
        to=cast(Player | Literal["stock"] | None, fields.get("to")),
        detail=None if detail is None else _RANKS[cast(str, detail)],
        suit=None if fields.get("suit") is None else _SUITS[cast(str, fields["suit"])],
        choice=None if choice is None else CHOICES[cast(str, choice)],
        elect=tuple(CHOICES[c] for c in cast(list[str], fields.get("elect", []))),
        disputed=bool(fields.get("disputed", False)),
    )


def record_from_json(data: object) -> Record:
    """The typed record of a JSON value the schema has accepted; raises InputError on bad cards."""
    terms = terms_from_json(data)
    return replace(terms, deals=tuple(deal_from_json(d, i) for i, d in enumerate(cast(list[object],
                                                                                       _obj(data)["deals"]))))


def _check_terms(record: Record, terms: Json | None) -> None:
    """What the schema cannot check of the variant and agreements: that they go together, and with the
    partie's terms (places ``agreements``, ``partie.length``, ``partie.deal_by``, ``partie.first_deal``)."""
    try:
        rules = record.rules
    except InputError as err:
        raise InputError("agreements", err.problem) from None
    if terms is None:
        return
    if rules.au_cent:
        if "length" in terms:
            raise InputError("partie.length", "a partie of au cent is three games out of five (cent-29.1), "
                                              "not a number of deals")
        if terms.get("deal_by", 2) != 2:
            raise InputError("partie.deal_by", "au cent is dealt by two cards at a time (cent-2.1)")
        if terms.get("first_deal", 1) != 1:
            raise InputError("partie.first_deal", "a partie of au cent is recorded from its first deal")
    elif rules.agreed(Agreement.FOUR_DEALS) and terms.get("length", 6) != 4:
        raise InputError("partie.length", "the four-deal partie is agreed ('four-deals'): its length is 4 "
                                          "(note to Law 71)")


def terms_from_json(data: object) -> Record:
    """The record's terms (partie, tags, variant, agreements) from its JSON value, without its deals."""
    fields = _obj(data)
    partie = fields.get("partie")
    terms = None if partie is None else _obj(partie)
    agreements = tuple(cast(list[str], fields.get("agreements", [])))
    record = Record(
        deals=(),
        partie=None if terms is None else PartieInfo(cast(int, terms.get("length", 6)),
                                                      cast(int | None, terms.get("deal_by")),
                                                      cast(int, terms.get("first_deal", 1))),
        tags=tuple(cast(dict[str, str], fields.get("tags", {})).items()),
        variant=cast(str, fields.get("variant", VARIANT)),
        agreements=agreements,
    )
    _check_terms(record, terms)
    return record


# ---------------------------------------------------------------- writing


def _card_list(cards: Sequence[Card]) -> list[str]:
    return format_cards(cards).split()


def _declaration_json(declaration: Declaration, klass: Klass) -> object:
    if declaration.sink:
        return False
    _, count_key, detail_key = _CLASS_KEYS[klass]
    out: dict[str, object] = {}
    if declaration.count is not None:
        out[count_key] = declaration.count
    if declaration.detail is not None:
        out[detail_key] = declaration.detail if klass is Klass.POINT else Rank(declaration.detail).label
    if declaration.answers is not None:
        out["answers"] = [a if isinstance(a, str) else a.value for a in declaration.answers]
    return out


def _calls_json(calls: Calls) -> dict[str, object]:
    out: dict[str, object] = {}
    if calls.carte_blanche is not None:
        out["carte_blanche"] = calls.carte_blanche
    for klass in Klass:
        declaration = calls.of(klass)
        if declaration is not None:
            out[class_key(klass)] = _declaration_json(declaration, klass)
    return out


def _exchange_json(exchange: ExchangeRecord) -> dict[str, object]:
    out: dict[str, object] = {"discard": _card_list(exchange.discard)}
    for key in ("take", "leave", "look", "see_left"):
        value = getattr(exchange, key)
        if value is not None:
            out[key] = value
    return out


def _deal_json(deal: DealRecord) -> dict[str, object]:
    out: dict[str, object] = {"dealer": deal.dealer}
    if deal.scores_before is not None:
        out["scores_before"] = dict(deal.scores_before.items())
    out["hands"] = {p: _card_list(cards) for p, cards in deal.hands.items()}
    out["stock"] = _card_list(deal.stock)
    if deal.exchange is not NO_EXCHANGE:
        out["exchange"] = {p: _exchange_json(e) for p, e in deal.exchange.items()}
    calls = {p: _calls_json(c) for p, c in deal.calls.items() if c != NO_CALLS}
    if calls:
        out["calls"] = calls
    out["play"] = _card_list(deal.play)
    if deal.irregularities:
        out["irregularities"] = [_irregularity_json(i) for i in deal.irregularities]
    return out


def _irregularity_json(irregularity: Irregularity) -> dict[str, object]:
    out: dict[str, object] = {"kind": irregularity.kind}
    for key in ("player", "law", "at", "in_time", "for_deal", "mixed", "announced", "count", "error", "to"):
        value = getattr(irregularity, key)
        if value is not None:
            out[key] = value
    if irregularity.card is not None:
        out["card"] = format_card(irregularity.card)
    if irregularity.cards is not None:
        out["cards"] = _card_list(irregularity.cards)
    if irregularity.klass is not None:
        out["class"] = class_key(irregularity.klass)
    if irregularity.detail is not None:
        out["top" if irregularity.klass is Klass.SEQUENCE else "rank"] = Rank(irregularity.detail).label
    if irregularity.suit is not None:
        out["suit"] = irregularity.suit.letter
    if irregularity.choice is not None:
        out["choice"] = irregularity.choice.value
    if irregularity.elect:
        out["elect"] = [c.value for c in irregularity.elect]
    if irregularity.disputed:
        out["disputed"] = True
    if irregularity.note is not None:
        out["note"] = irregularity.note
    return out


def record_to_json(record: Record) -> dict[str, object]:
    """The JSON value of a record, cards in canonical notation, optional fields only when set."""
    out: dict[str, object] = {"format": FORMAT, "variant": record.variant}
    if record.agreements:
        out["agreements"] = list(record.agreements)
    if record.tags:
        out["tags"] = dict(record.tags)
    if record.partie is not None:
        # au cent: three games out of five, not a number of deals (cent-29.1)
        terms: dict[str, object] = {} if record.rules.au_cent else {"length": record.partie.length}
        if record.partie.deal_by is not None:
            terms["deal_by"] = record.partie.deal_by
        if record.partie.first_deal != 1:
            terms["first_deal"] = record.partie.first_deal
        out["partie"] = terms
    out["deals"] = [_deal_json(d) for d in record.deals]
    return out
