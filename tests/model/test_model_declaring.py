"""What each player may call and answer (Laws 46-52), and what is reckoned when a call is good."""

from __future__ import annotations

import pytest

from piquet.model.cards import Rank
from piquet.model.declaring import (
    Klass, Verdict, answer_options, call_options, detail_options, elder_claim, may_inquire,
    reckon_points, younger_options,
)

from tests.model.model_deals import cards

POINT, SEQUENCE, SETS = Klass.POINT, Klass.SEQUENCE, Klass.SETS
GOOD, NOT_GOOD, EQUAL = Verdict.GOOD, Verdict.NOT_GOOD, Verdict.EQUAL


@pytest.mark.law("46", "52")
def test_the_elder_may_call_less_than_he_holds_never_more() -> None:
    hand = cards("AH KH QH JH 10H 8S 7S AD AC AS KD QD")
    assert call_options(POINT, hand) == (1, 2, 3, 4, 5), "Law 46: a number of cards up to his longest suit"
    assert call_options(SEQUENCE, hand) == (3, 4, 5), "a tierce or quart may be called out of a quint (sinking)"
    sets = call_options(SETS, hand)
    assert 4 << 3 | Rank.ACE in sets and 3 << 3 | Rank.ACE in sets, "a trio may be called out of a quatorze"
    assert all(v >> 3 <= 4 for v in sets) and 3 << 3 | Rank.KING not in sets, "Law 52: never more than he holds"
    assert call_options(SEQUENCE, cards("AH QH 10H 8H")) == (), "no sequence, nothing to call"


@pytest.mark.law("52", "64")
def test_the_younger_answers_good_always_not_good_or_equal_only_if_he_holds_it() -> None:
    younger = cards("AS KS QS JS 9S 8D 7D")
    assert answer_options(POINT, younger, 5, None) == (GOOD, EQUAL), "five cards: good or equal"
    assert answer_options(POINT, younger, 4, None) == (GOOD, NOT_GOOD, EQUAL), "four: he holds more"
    assert answer_options(POINT, younger, 6, None) == (GOOD,), "Law 52: he cannot claim more than he holds"
    assert answer_options(POINT, younger, 5, 50) == (GOOD, EQUAL), "his five make 50: equal to 'making 50'"
    assert answer_options(POINT, younger, 5, 49) == (GOOD, NOT_GOOD), "50 beats 49"
    assert answer_options(SETS, cards("KS KH KD"), 3 << 3 | Rank.QUEEN, None) == (GOOD, NOT_GOOD)
    assert EQUAL not in answer_options(SETS, cards("KS KH KD"), 3 << 3 | Rank.KING, None), "Law 64: no equality"


@pytest.mark.law("46")
@pytest.mark.case("I")
def test_what_does_it_make_needs_as_many_cards_and_bars_more_cards() -> None:
    younger = cards("AS KS QS JS 9S 8S")
    assert may_inquire(POINT, younger, 6) and may_inquire(POINT, younger, 5), "Law 46: he holds at least as many"
    assert not may_inquire(POINT, younger, 7), "Law 46: not with fewer cards"
    assert not may_inquire(SEQUENCE, younger, 3), "Law 46 speaks of the point only"
    # After the inquiry (or 'equal') to a call of five, he may reckon only five cards (Law 46, Case I).
    assert younger_options(POINT, younger, 5, 48) == (5,), "Law 46: the inquiry bars a superior number of cards"
    assert younger_options(POINT, younger, 5, None) == (6,), "'not good' to five cards: he reckons six"


@pytest.mark.law("64")
def test_the_detail_given_after_equal() -> None:
    elder = cards("KH QH JH 10H 9H 8H AS KS QS")
    assert detail_options(SEQUENCE, elder, 3) == (Rank.TEN, Rank.KNAVE, Rank.QUEEN, Rank.KING, Rank.ACE), \
        "the tops of the tierces within the sixième to the king, and the tierce major in spades"
    assert detail_options(POINT, elder, 6) == (10 * 4 + 9 + 8,), "six hearts make 57"
    assert detail_options(SETS, elder, 3 << 3 | Rank.KING) == (), "Law 64: no equality of sets, no detail"


@pytest.mark.law("63")
def test_a_sequence_allowed_on_its_length_is_reckoned_as_the_highest_of_that_length() -> None:
    elder = cards("KH QH JH 10H 9H 8H 7C 8C 9C")
    claim = elder_claim(SEQUENCE, elder, 6, None)
    assert claim == 6 << 3 | Rank.KING
    assert reckon_points(SEQUENCE, elder, claim) == 16 + 3, "Law 63: the sixième and the lesser tierce"
    assert reckon_points(SEQUENCE, elder, elder_claim(SEQUENCE, elder, 4, None)) == 4 + 3, \
        "a quart called out of the sixième: the sixième is superior and not reckoned"


def test_the_younger_reckons_only_what_beats_the_call_after_not_good() -> None:
    younger = cards("AS KS QS JS 10S 9D 8D 7D")
    longer = younger_options(SEQUENCE, younger, 3, None)
    assert longer == (4 << 3 | Rank.KING, 4 << 3 | Rank.ACE, 5 << 3 | Rank.ACE), \
        "'not good' to a tierce: a quart or the quint (calling less than he holds is lawful)"
    assert younger_options(SEQUENCE, younger, 4, Rank.KING) == (4 << 3 | Rank.ACE,), \
        "after 'equal' to a quart: only a higher quart"
    assert 3 << 3 | Rank.NINE in younger_options(SEQUENCE, younger, None, None), "uncalled: anything he holds"
