"""Exchange policies: which cards a player discards, for the candidates of the search and their measure.

- :func:`plain_discard`, the search's rule today: the lowest cards of the shortest suits go out. It throws
  an ace as readily as a seven when the ace stands alone.
- :func:`principled_discard`, a policy of principles a club player would accept, in the order the
  treatises put them: keep the point (the suit of most cards, then most pips, Law 62) whole; keep the
  aces and the kings, which win or guard tricks and count ten in the point; keep the cards of a sequence
  of three or more (Law 63) and of a quatorze or trio of tens or better (Law 64), and cards next to such
  a sequence; then discard from the shortest suits, lowest first. Each card is given a keeping weight by
  these principles, highest first, and the lowest weights go out.
- :func:`random_discard`, uniform among the discards of that size.

``benchmarks/bench_exchange.py`` measures the three: the elder's score of the deal minus the younger's
under best play of the cards (both hands open), how often each throws an ace, a king, a card of the point.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from piquet.model.cards import Card, Rank, card_set, rank_of, suit_of
from piquet.model.scoring import point_of

__all__ = ["Discard", "plain_discard", "principled_discard", "random_discard", "POLICIES"]

Discard = Callable[[tuple[Card, ...], int, random.Random], tuple[Card, ...]]
"""A policy: the hand, how many to discard, a seeded generator (for the random policy) -> the discard."""


def _lengths(hand: tuple[Card, ...]) -> dict[int, int]:
    return Counter(suit_of(c) for c in hand)


def plain_discard(hand: tuple[Card, ...], count: int, rng: random.Random | None = None) -> tuple[Card, ...]:
    """The ``count`` lowest cards of the shortest suits of ``hand``."""
    length = _lengths(hand)
    return tuple(sorted(hand, key=lambda c: (length[suit_of(c)], rank_of(c), c))[:count])


def _keeping(hand: tuple[Card, ...]) -> dict[Card, int]:
    """Each card's keeping weight by the principles (see the module)."""
    held = card_set(hand)
    point_suit = int(point_of(held)[2])
    length = _lengths(hand)
    weight: dict[Card, int] = {}
    ranks = [rank_of(c) for c in hand]
    of_rank = Counter(ranks)
    for card, rank in zip(hand, ranks):
        suit = suit_of(card)
        run = 1  # the run of the suit the card belongs to (Law 63)
        for step in (-1, 1):
            other = rank + step
            while 0 <= other < len(Rank) and held >> (card - rank + other) & 1:
                run, other = run + 1, other + step
        same_rank = of_rank[rank]
        weight[card] = (1000 * (int(suit) == point_suit)  # Law 62: the point kept whole
                        + 500 * (rank == Rank.ACE) + 400 * (rank == Rank.KING)  # the tricks and their guards
                        + 300 * (run >= 3) + 100 * (run == 2)  # a sequence made, or one card from it
                        + 300 * (rank >= Rank.TEN and same_rank >= 3) + 80 * (rank >= Rank.TEN and same_rank == 2)
                        + 20 * length[suit] + rank)  # then the longer suits, the higher cards
    return weight


def principled_discard(hand: tuple[Card, ...], count: int, rng: random.Random | None = None) -> tuple[Card, ...]:
    """The ``count`` cards of least keeping weight by the principles (see the module)."""
    weight = _keeping(hand)
    return tuple(sorted(hand, key=lambda c: (weight[c], c))[:count])


def random_discard(hand: tuple[Card, ...], count: int, rng: random.Random | None = None) -> tuple[Card, ...]:
    """``count`` cards of ``hand`` drawn uniformly from ``rng``."""
    assert rng is not None, "the random policy draws from the unit's generator"
    return tuple(rng.sample(hand, count))


POLICIES: dict[str, Discard] = {"plain": plain_discard, "principles": principled_discard, "random": random_discard}
"""The policies by name."""
