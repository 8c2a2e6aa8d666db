"""A replayed deal in words, as the players call the score aloud: the hands, each event with the deal's
running scores, the deal's scores (used by ``replay``, ``solve`` and ``search``)."""

from __future__ import annotations

from collections.abc import Iterator

from piquet.model.cards import OTHER_PACK, Card, card_set, format_cards, format_hand
from piquet.records.record import ByPlayer, DealRecord
from piquet.records.replay import DealReplay, pair

__all__ = ["pair", "deal_lines", "hand_lines", "laid_out"]


def laid_out(hand: tuple[Card, ...]) -> str:
    """A hand laid out by suit, as :func:`~piquet.model.cards.format_hand` lays it (``AS 10S | QH 9H | JC``); the
    cards of another pack (Law 76) in a group of their own, after the suits."""
    regular = format_hand(card_set(c for c in hand if c < OTHER_PACK))
    return " | ".join(group for group in (regular, format_cards(c for c in hand if c >= OTHER_PACK)) if group)


def hand_lines(deal: DealRecord) -> Iterator[str]:
    """Each hand as dealt, laid out by suit, then the stock in its order (its top card first)."""
    for player, hand in deal.hands.items():
        yield f"  {player} holds {laid_out(hand)}"
    yield f"  stock   {format_cards(deal.stock)}"


def deal_lines(replayed: DealReplay, weight: int) -> Iterator[str]:
    """One replayed deal narrated: the hands (:func:`hand_lines`), every event with the running scores, the deal's scores."""
    deal = replayed.deal
    yield (f"Deal {replayed.index + 1}: {deal.dealer} deals; {deal.elder} is the elder hand. "
           f"Scores before: {pair(replayed.scores_before)}.")
    yield from hand_lines(deal)
    for event in replayed.events:  # each with the deal's running scores
        totals = replayed.by_player(event.totals)
        yield f"  A {totals.A:>3}  B {totals.B:>3}   {event.text}"
    if replayed.corrections != ByPlayer(0, 0):
        yield f"  Rectified of the deal before (Law 70): {pair(replayed.corrections)}."
    double = " It counts double (note to Law 71)." if weight == 2 else ""
    yield (f"  Deal {replayed.index + 1} scores: {pair(replayed.scores)} "
           f"(tricks: {pair(replayed.tricks)}).{double}")
