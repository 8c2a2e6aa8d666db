"""Following suit, winning tricks and the points of play (Laws 59, 65-66)."""

from __future__ import annotations

import pytest

from piquet.model.cards import parse_card
from piquet.model.play import beats, cards_points, playable, trick_points

from tests.model.model_deals import cards


@pytest.mark.law("59")
def test_follow_suit_if_able_else_any_card() -> None:
    hand = cards("AS 7S KH 9D")
    assert playable(hand, None) == hand, "the leader leads any card"
    assert playable(hand, parse_card("QS")) == cards("AS 7S"), "Law 59 IV: follow suit if able"
    assert playable(hand, parse_card("QC")) == hand, "no club: any card"


def test_the_higher_card_of_the_suit_led_wins_and_there_are_no_trumps() -> None:
    assert beats(parse_card("QS"), parse_card("AS")) and not beats(parse_card("QS"), parse_card("7S"))
    assert not beats(parse_card("7S"), parse_card("AH")), "a card of another suit never wins"
    assert beats(parse_card("9S"), parse_card("10S")), "ten over nine"


@pytest.mark.law("65")
def test_points_for_winning_and_for_the_last_trick() -> None:
    assert trick_points(True, False) == (1, 0), "Law 65: one for winning a trick the adversary led"
    assert trick_points(False, False) == (0, 0), "the leader's card has scored as led"
    assert trick_points(True, True) == (1, 1) and trick_points(False, True) == (0, 1), \
        "Law 65: the last trick scores two instead of one"


@pytest.mark.law("66")
def test_the_cards_and_capot() -> None:
    assert cards_points(7, 5) == (10, 0), "Law 66: more than six tricks, ten for the cards"
    assert cards_points(6, 6) == (0, 0), "Law 66: six each, divided"
    assert cards_points(0, 12) == (0, 40), "Law 66: all twelve, a capot, forty instead of ten"
