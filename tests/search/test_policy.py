"""The exchange policies: what each discards, and the principles kept."""

from __future__ import annotations

import random

from hypothesis import given, strategies as st

from piquet.model.cards import ALL_CARDS, Card, card_set, format_card, parse_card, rank_of, suit_of
from piquet.model.scoring import point_of, sequences
from piquet.search.policy import POLICIES, plain_discard, principled_discard

_ACE, _KING, _TEN = 7, 6, 3
hands = st.lists(st.sampled_from(ALL_CARDS), min_size=12, max_size=12, unique=True).map(tuple)


@given(hands, st.integers(1, 5), st.integers(0, 2 ** 32))
def test_every_policy_discards_that_many_of_his_own_cards(hand: tuple[Card, ...], count: int, seed: int) -> None:
    for name, policy in POLICIES.items():
        discard = policy(hand, count, random.Random(seed))
        assert len(set(discard)) == count and set(discard) <= set(hand), name


def _plain_card(hand: tuple[Card, ...], card: Card) -> bool:
    """Not an ace or a king, not of the point (Law 62), not in a run of two or more (Law 63), not a ten or
    better with another of its rank (Law 64)."""
    held, rank = card_set(hand), rank_of(card)
    neighbour = any(0 <= rank + step < 8 and held >> (card + step) & 1 for step in (-1, 1))
    pair = rank >= _TEN and sum(1 for c in hand if rank_of(c) == rank) >= 2
    return rank < _KING and suit_of(card) != point_of(held)[2] and not neighbour and not pair


@given(hands, st.integers(1, 5))
def test_the_principles_keep_aces_kings_and_the_point_while_plain_cards_are_left(
        hand: tuple[Card, ...], count: int) -> None:
    # While the hand has enough cards that serve no principle, no ace, king or card of the point goes out.
    if sum(_plain_card(hand, c) for c in hand) >= count:
        discard = principled_discard(hand, count)
        kept_back = [format_card(c) for c in discard if not _plain_card(hand, c)]
        assert not kept_back, f"{[format_card(c) for c in hand]}: the principles throw {kept_back}"


def test_the_plain_rule_throws_a_lone_ace_and_the_principles_keep_it() -> None:
    # The census's stored witness, unit 23 of seed 0: A, dealt AS QS 8S | 8H | KD QD JD 10D | KC QC 10C 8C,
    # throws the ace of spades by the plain rule (the shortest suits first).
    hand = tuple(parse_card(c) for c in "AS QS 8S 8H KD QD JD 10D KC QC 10C 8C".split())
    ace = parse_card("AS")
    assert ace in plain_discard(hand, 5)
    kept = set(hand) - set(principled_discard(hand, 5))
    assert ace in kept and max(sequences(card_set(kept)), default=0) >= max(sequences(card_set(hand)))
