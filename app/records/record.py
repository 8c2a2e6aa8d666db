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
from dataclasses import dataclass
from typing import Generic, Literal, TypeVar, cast

from piquet.errors import InputError
from piquet.model.cards import Card, Rank, format_card, format_cards, parse_cards
from piquet.model.deal import HAND_SIZE, STOCK_SIZE
from piquet.model.declaring import Klass, Verdict
from piquet.model.partie import PLAYERS, Player
from piquet.model.roles import Role

__all__ = [
    "FORMAT", "VARIANT", "Player", "PLAYERS", "ByPlayer", "Reply", "Declaration", "SINK", "Calls",
    "ExchangeRecord", "DealRecord", "PartieInfo", "Record", "record_from_json", "record_to_json",
    "role_of", "player_of", "class_key",
]

FORMAT = "piquet-record/1"
"""The format and version this module reads and writes."""

VARIANT = "rubicon"
"""The one game the format records so far: Rubicon Piquet."""

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


@dataclass(frozen=True)
class DealRecord:
    """One deal as recorded: the cards dealt, the exchanges, the calls, the play.

    ``stock`` is top card first; ``play`` lists the cards in the order they
    fell. ``scores_before`` is None when the record leaves it out.
    """

    dealer: Player
    hands: ByPlayer[tuple[Card, ...]]
    stock: tuple[Card, ...]
    exchange: ByPlayer[ExchangeRecord]
    play: tuple[Card, ...]
    calls: ByPlayer[Calls] = ByPlayer(NO_CALLS, NO_CALLS)
    scores_before: ByPlayer[int] | None = None

    @property
    def elder(self) -> Player:
        return player_of(Role.ELDER, self.dealer)


@dataclass(frozen=True)
class PartieInfo:
    """A partie (Law 71): six deals or, by agreement, four; dealt by two or three (Law 9)."""

    length: int = 6
    deal_by: int | None = None


@dataclass(frozen=True)
class Record:
    """A whole record: its deals and, for a partie, the partie's terms."""

    deals: tuple[DealRecord, ...]
    partie: PartieInfo | None = None
    tags: tuple[tuple[str, str], ...] = ()
    variant: str = VARIANT


# ---------------------------------------------------------------- reading

Json = Mapping[str, object]


def _obj(value: object) -> Json:
    # The schema has checked every shape; this only narrows the static type.
    return cast(Json, value)


def _cards(value: object, where: str) -> tuple[Card, ...]:
    return tuple(parse_cards(cast(Sequence[str], value), where))


def _declaration(value: object, klass: Klass) -> Declaration:
    if value is False:
        return SINK
    fields = _obj(value)
    _, count_key, detail_key = _CLASS_KEYS[klass]
    detail = fields.get(detail_key)
    answers = fields.get("answers")
    return Declaration(
        count=cast(int | None, fields.get(count_key)),
        detail=_RANKS[detail] if isinstance(detail, str) else cast(int | None, detail),
        answers=None if answers is None else tuple(_REPLIES[a] for a in cast(list[str], answers)),
    )


def _calls(value: object) -> Calls:
    fields = _obj(value)
    point, sequence, sets = (
        None if class_key(k) not in fields else _declaration(fields[class_key(k)], k) for k in Klass
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
    """What a deal's cards must satisfy before any rule applies (Law 9: twelve each, eight in the stock)."""
    first: dict[Card, str] = {}
    for name, cards, size in (("hands.A", deal.hands.A, HAND_SIZE), ("hands.B", deal.hands.B, HAND_SIZE),
                              ("stock", deal.stock, STOCK_SIZE)):
        for i, c in enumerate(cards):
            place = f"{where}.{name}[{i}]"
            if c in first:
                raise InputError(place, f"card {format_card(c)} is repeated (first at {first[c]})")
            first[c] = place
        if len(cards) != size:
            counted = f"{len(cards)} card{'' if len(cards) == 1 else 's'}"
            raise InputError(f"{where}.{name}", f"{counted}; a lawful deal gives each player {HAND_SIZE} "
                                                f"and leaves {STOCK_SIZE} in the stock (Law 9)")
    remaining = len(deal.stock)
    for player in (deal.elder, deal.dealer):  # the elder takes in first (Laws 21-22)
        exchange = deal.exchange[player]
        held = set(deal.hands[player])
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


def _deal(value: object, where: str) -> DealRecord:
    fields = _obj(value)
    hands, exchange = _obj(fields["hands"]), _obj(fields["exchange"])
    irregular = cast(list[object], fields.get("irregularities", []))
    if irregular:
        law = _obj(irregular[0])["law"]
        raise InputError(f"{where}.irregularities[0]", f"irregular events (here under Law {law}) are reserved "
                                                       "in piquet-record/1 but cannot be replayed yet")
    calls = _obj(fields.get("calls", {}))
    before = fields.get("scores_before")
    deal = DealRecord(
        dealer=cast(Player, fields["dealer"]),
        hands=ByPlayer(_cards(hands["A"], f"{where}.hands.A"), _cards(hands["B"], f"{where}.hands.B")),
        stock=_cards(fields["stock"], f"{where}.stock"),
        exchange=ByPlayer(_exchange(exchange["A"], f"{where}.exchange.A"),
                          _exchange(exchange["B"], f"{where}.exchange.B")),
        play=_cards(fields["play"], f"{where}.play"),
        calls=ByPlayer(*(_calls(calls[p]) if p in calls else NO_CALLS for p in PLAYERS)),
        scores_before=None if before is None else ByPlayer(*(cast(int, _obj(before)[p]) for p in PLAYERS)),
    )
    _check_cards(deal, where)
    return deal


def record_from_json(data: object) -> Record:
    """The typed record of a JSON value the schema has accepted; raises InputError on bad cards."""
    fields = _obj(data)
    partie = fields.get("partie")
    terms = None if partie is None else _obj(partie)
    return Record(
        deals=tuple(_deal(d, f"deals[{i}]") for i, d in enumerate(cast(list[object], fields["deals"]))),
        partie=None if terms is None else PartieInfo(cast(int, terms.get("length", 6)),
                                                      cast(int | None, terms.get("deal_by"))),
        tags=tuple(cast(dict[str, str], fields.get("tags", {})).items()),
        variant=cast(str, fields.get("variant", VARIANT)),
    )


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
    out["exchange"] = {p: _exchange_json(e) for p, e in deal.exchange.items()}
    calls = {p: _calls_json(c) for p, c in deal.calls.items() if c != NO_CALLS}
    if calls:
        out["calls"] = calls
    out["play"] = _card_list(deal.play)
    return out


def record_to_json(record: Record) -> dict[str, object]:
    """The JSON value of a record, cards in canonical notation, optional fields only when set."""
    out: dict[str, object] = {"format": FORMAT, "variant": record.variant}
    if record.tags:
        out["tags"] = dict(record.tags)
    if record.partie is not None:
        terms: dict[str, object] = {"length": record.partie.length}
        if record.partie.deal_by is not None:
            terms["deal_by"] = record.partie.deal_by
        out["partie"] = terms
    out["deals"] = [_deal_json(d) for d in record.deals]
    return out
