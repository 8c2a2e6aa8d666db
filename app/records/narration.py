"""A replayed deal in words, as the players call the score aloud: the hands, each event with the deal's
running scores, the deal's scores (used by ``replay``, ``solve`` and ``search``)."""

from __future__ import annotations

from collections.abc import Iterator

from piquet.model.cards import format_cards
from piquet.records.record import ByPlayer
from piquet.records.replay import DealReplay, pair

__all__ = ["pair", "deal_lines"]


def deal_lines(replayed: DealReplay, weight: int) -> Iterator[str]:
    """One replayed deal narrated: the hands, every event with the running scores, the deal's scores."""
    deal = replayed.deal
    yield (f"Deal {replayed.index + 1}: {deal.dealer} deals; {deal.elder} is the elder hand. "
           f"Scores before: {pair(replayed.scores_before)}.")
    for player, hand in deal.hands.items():
        yield f"  {player} holds {format_cards(hand)}"
    yield f"  stock   {format_cards(deal.stock)}"
    for event in replayed.events:  # each with the deal's running scores
        totals = replayed.by_player(event.totals)
        yield f"  A {totals.A:>3}  B {totals.B:>3}   {event.text}"
    if replayed.corrections != ByPlayer(0, 0):
        yield f"  Rectified of the deal before (Law 70): {pair(replayed.corrections)}."
    double = " It counts double (note to Law 71)." if weight == 2 else ""
    yield (f"  Deal {replayed.index + 1} scores: {pair(replayed.scores)} "
           f"(tricks: {pair(replayed.tricks)}).{double}")
