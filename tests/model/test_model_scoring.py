"""Hand-checked scores of carte blanche, point, sequences, quatorzes and trios (Laws 18, 61-64)."""

from __future__ import annotations

import pytest

from piquet.model import scoring as S
from piquet.model.cards import Rank, Suit

from tests.model.model_deals import cards

BLANCHE = "AS 10S 9S 8S AH 10H 9H 7H AD 10D 9D 8D"


@pytest.mark.law("18", "61")
def test_carte_blanche_is_a_dealt_hand_of_twelve_without_king_queen_or_knave() -> None:
    assert S.is_carte_blanche(cards(BLANCHE)), "Law 18: no K, Q or J in twelve cards is carte blanche"
    with_knave = cards(BLANCHE) ^ cards("8D") | cards("JC")
    assert not S.is_carte_blanche(with_knave), "Law 18: a knave spoils carte blanche"
    assert not S.is_carte_blanche(cards(BLANCHE) ^ cards("8D")), "Law 18: at least twelve cards"
    assert S.CARTE_BLANCHE_POINTS == 10, "Law 61: carte blanche scores ten"


@pytest.mark.law("62")
def test_point_is_the_longest_suit_then_the_pips() -> None:
    hand = cards("AH KH QH JH 9H 10S 9S 8S 7S 10C")
    assert S.longest_suit(hand) == 5
    assert S.point_of(hand) == (5, 11 + 10 + 10 + 10 + 9, Suit.HEARTS), "primer: ace 11, courts 10, else pips"
    assert S.best_point(hand) == S.point_value(5, 50)
    assert S.point_of(cards("10S 9S 8S 7S AD 7D 8D 9D")) == (4, 35, Suit.DIAMONDS), "the ace's pips decide"
    assert S.point_value(5, 40) > S.point_value(4, 41), "Law 62: more cards beat more pips"
    assert S.point_pips(cards("AH KH 9H"), 2) == {21, 20, 19}, "any two cards of the suit may be shown"


@pytest.mark.law("62")
def test_point_ties_are_broken_by_pips_and_equal_points_score_nothing() -> None:
    elder, younger = cards("AH KH QH JH 9H"), cards("AS KS QS JS 10S")  # 50 and 51
    e, y = S.natural_hand_scores(elder, younger)
    assert (e[1], y[1]) == (0, 5), f"Law 62 and primer: 51 beats 50 for a point of five; got {e}, {y}"
    same = cards("AD KD QD JD 9D")  # 50, as the elder's
    e, y = S.natural_hand_scores(elder, same)
    assert (e[1], y[1]) == (0, 0), f"equal point: neither scores; got {e}, {y}"
    assert S.better(S.best_point(elder), S.best_point(same)) == 0


def test_two_sequences_in_one_suit_are_both_held_and_named() -> None:
    hand = cards("AS KS QS 9S 8S 7S")
    assert S.sequences(hand) == (3 << 3 | Rank.ACE, 3 << 3 | Rank.NINE), "a gap splits a suit into two sequences"
    assert [S.sequence_name(v) for v in S.sequences(hand)] == ["tierce major", "tierce minor"]
    assert S.sequence_name(5 << 3 | Rank.KING) == "quint to the king"
    assert S.sequence_name(4 << 3 | Rank.TEN) == "quart minor", "primer: quart minor is 10 9 8 7"
    assert S.sequence_name(8 << 3 | Rank.ACE) == "huitième"


@pytest.mark.law("63")
def test_sequence_scores() -> None:
    points = [S.sequence_points(length << 3 | Rank.ACE) for length in range(3, 9)]
    assert points == [3, 4, 15, 16, 17, 18], \
        "Law 63: tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18"


@pytest.mark.law("63")
def test_longer_sequence_wins_then_the_higher_and_the_winner_reckons_every_lesser_one() -> None:
    elder = cards("AH KH QH JH 9C 8C 7C")      # quart major and tierce minor
    younger = cards("KS QS JS 10S QD JD 10D")  # quart to the king and tierce to the queen
    e, y = S.natural_hand_scores(elder, younger)
    assert (e[2], y[2]) == (7, 0), \
        f"Law 63: quart major is good; it and the tierce reckon, the loser none; got {e}, {y}"
    longer = cards("KS QS JS 10S 9S")
    e, y = S.natural_hand_scores(elder, longer)
    assert (e[2], y[2]) == (0, 15), f"Law 63: the quint beats the quart; got {e}, {y}"


def test_equal_sequences_score_nothing_even_with_lesser_ones() -> None:
    elder = cards("AH KH QH JH 9C 8C 7C")
    younger = cards("AS KS QS JS")
    e, y = S.natural_hand_scores(elder, younger)
    assert (e[2], y[2]) == (0, 0), f"equal quart majors: neither scores, nor the elder's tierce; got {e}, {y}"


@pytest.mark.law("64")
def test_quatorze_beats_any_trio_and_the_winner_reckons_every_lesser_set() -> None:
    elder = cards("10S 10H 10D 10C KS KH KD")   # fourteen tens, three kings
    younger = cards("AS AH AD QS QH QD")         # three aces, three queens
    e, y = S.natural_hand_scores(elder, younger)
    assert (e[3], y[3]) == (17, 0), f"Law 64: any quatorze beats any trio; 14 + 3; got {e}, {y}"
    trios = S.natural_hand_scores(cards("KS KH KD"), cards("AS AH AD"))
    assert (trios[0][3], trios[1][3]) == (0, 3), "Law 64: between trios the higher is good"


@pytest.mark.law("64")
def test_sets_are_only_of_aces_kings_queens_knaves_and_tens() -> None:
    assert S.sets(cards("9S 9H 9D 9C 8S 8H 8D")) == (), "primer: no quatorze or trio of nines or eights"
    assert S.set_name(S.sets(cards("JS JH JD JC"))[0]) == "fourteen knaves"
    assert S.set_points(4 << 3 | Rank.TEN) == 14 and S.set_points(3 << 3 | Rank.ACE) == 3, "Law 64"


def test_a_sunk_call_reckons_nothing_superior_to_it() -> None:
    hand = cards("AH KH QH JH 10H 9C 8C 7C")  # quint major and tierce minor
    quart = 4 << 3 | Rank.ACE
    assert quart in S.sequence_values(hand), "a quart may be called out of a quint"
    assert S.reckoned_sequences(hand, quart) == (quart, 3 << 3 | Rank.NINE), \
        "calling a quart, he reckons it and the lesser tierce but not the quint"
    quatorze = cards("AS AH AD AC KS KH KD")
    trio_of_aces = 3 << 3 | Rank.ACE
    assert S.reckoned_sets(quatorze, trio_of_aces) == (trio_of_aces, 3 << 3 | Rank.KING), \
        "a trio called out of a quatorze: he reckons three aces and the lesser three kings"
