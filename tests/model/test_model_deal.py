"""One deal step by step: dealing, the exchange, carte blanche, calls, the play, narration, illegal actions."""

from __future__ import annotations

import pytest

from piquet.errors import InputError
from piquet.model.actions import Answer, Call, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink
from piquet.model.cards import ALL_CARDS, FULL_PACK, Rank, card_set, cards_in, parse_card
from piquet.model.deal import IllegalAction, Phase, apply, deal_pack, legal_actions, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.state import WorkingDeal

from tests.model.model_deals import ELDER, YOUNGER, arranged, cards, describe, finish, run

POINT, SEQUENCE, SETS = Klass.POINT, Klass.SEQUENCE, Klass.SETS
GOOD, NOT_GOOD, EQUAL = Verdict.GOOD, Verdict.NOT_GOOD, Verdict.EQUAL


@pytest.mark.law("9")
@pytest.mark.parametrize("by", [2, 3])
def test_dealing_by_twos_or_threes_gives_the_top_cards_to_the_elder(by: int) -> None:
    pack = list(ALL_CARDS)
    elder, younger, stock = deal_pack(pack, by)
    expected_elder = card_set(i for i in range(24) if (i // by) % 2 == 0)
    assert elder == expected_elder, f"Law 9: the top {by} to the adversary, the next to the dealer, by {by}"
    assert younger == card_set(range(24)) & ~expected_elder and stock == tuple(range(24, 32)), \
        "Law 9: twelve each, the eight undealt cards are the stock, top first"
    with pytest.raises(InputError, match="Law 9"):
        deal_pack(pack, 4)
    with pytest.raises(InputError):
        deal_pack(pack[:31] + [0], by)


def test_a_deal_must_share_out_the_pack() -> None:
    elder, younger, stock = deal_pack(list(ALL_CARDS), 2)
    with pytest.raises(InputError, match="twelve"):
        start_deal(elder ^ 1, younger, stock)
    with pytest.raises(InputError, match="stock"):
        start_deal(elder, younger, stock[:7])
    state = start_deal(elder, younger, stock)
    assert (state.phase, state.to_move) == (Phase.EXCHANGE_ELDER, ELDER)


@pytest.mark.law("21", "22", "23", "30", "31", "32", "33")
def test_the_elders_exchange() -> None:
    state = start_deal(*deal_pack(list(ALL_CARDS), 2))
    hand = list(cards_in(state.hands[ELDER]))
    for bad, law in [(Exchange(ELDER, 0, 0), "Laws 21-22"),
                     (Exchange(ELDER, card_set(hand[:6]), 6), "Laws 21-22"),
                     (Exchange(ELDER, card_set(hand[:2]), 3), "Laws 30-31"),
                     (Exchange(ELDER, 1 << 31, 1), "not in the elder's hand"),
                     (Exchange(ELDER, card_set(hand[:5]), 5, look=True), "Law 33"),
                     (Exchange(YOUNGER, card_set(hand[:2]), 2), "Laws 21-22")]:
        with pytest.raises(IllegalAction, match=law):
            apply(state, bad)
    n_legal = len(legal_actions(state))
    assert n_legal == 12 + 66 + 220 + 495 + 792 + (12 + 66 + 220 + 495), \
        "Law 21: any one to five cards; Law 33: looking or not at those he leaves"
    after = apply(state, Exchange(ELDER, card_set(hand[:3]), 3, look=True))
    assert after.hands[ELDER] == (state.hands[ELDER] & ~card_set(hand[:3])) | card_set(state.stock[:3]), \
        "Law 23: he takes in order from the top of the stock"
    assert after.left == (2, 0) and after.elder_looked, "Laws 32-33: he leaves two and looks at them"
    assert "leaving two" in after.events[-1].text
    assert (after.phase, after.to_move) == (Phase.EXCHANGE_YOUNGER, YOUNGER)


@pytest.mark.law("22", "33", "34")
@pytest.mark.case("XIV")
def test_the_younger_may_take_all_that_is_left_including_what_the_elder_left() -> None:
    state = start_deal(*deal_pack(list(ALL_CARDS), 2))
    elder_cards = list(cards_in(state.hands[ELDER]))
    state = apply(state, Exchange(ELDER, card_set(elder_cards[:3]), 3))
    assert len(state.stock) == 5
    counts = {a.take for a in legal_actions(state) if isinstance(a, Exchange)}
    assert counts == {1, 2, 3, 4, 5}, "Laws 22, 34: one up to all the stock holds"
    younger_cards = list(cards_in(state.hands[YOUNGER]))
    with pytest.raises(IllegalAction, match="Law 33"):
        apply(state, Exchange(YOUNGER, card_set(younger_cards[:1]), 1, look=True))
    after = apply(state, Exchange(YOUNGER, card_set(younger_cards[:4]), 4))
    assert after.hands[YOUNGER] & card_set(state.stock[:2]) == card_set(state.stock[:2]), \
        "Case XIV: the younger takes from the top, the elder's cards left included"
    assert after.left == (2, 1) and after.stock == state.stock[4:], describe(after)


# A carte blanche for the younger (no king, queen or knave).
BLANCHE = "AS 10S 9S 8S AH 10H 9H 7H AD 10D 9D 8D"


@pytest.mark.law("20", "61")
def test_carte_blanche_is_announced_at_once_and_shown_after_the_adversarys_discard() -> None:
    younger = cards(BLANCHE)
    rest = [c for c in ALL_CARDS if not younger >> c & 1]
    elder, stock = card_set(rest[:12]), rest[12:]
    state = start_deal(elder, younger, stock)
    assert state.carte_blanche is YOUNGER and state.events[0].kind == "carte blanche", "Law 20: he informs at once"
    assert state.events[0].points == 0, "it scores when shown"
    state = apply(state, Exchange(ELDER, 1 << rest[0], 1))
    assert (state.phase, state.to_move) == (Phase.CARTE_BLANCHE, YOUNGER), "Law 20: shown after the elder's discard"
    assert set(legal_actions(state)) == {ShowCarteBlanche(YOUNGER, True), ShowCarteBlanche(YOUNGER, False)}
    state = apply(state, ShowCarteBlanche(YOUNGER, True))
    assert state.scores == (0, 10) and state.hand_scores[YOUNGER][0] == 10, "Law 61: carte blanche scores ten"
    assert state.phase is Phase.EXCHANGE_YOUNGER


@pytest.mark.law("19")
def test_the_elders_carte_blanche_is_shown_after_the_younger_has_discarded() -> None:
    elder = cards(BLANCHE)
    rest = [c for c in ALL_CARDS if not elder >> c & 1]
    state = start_deal(elder, card_set(rest[:12]), rest[12:])
    state = apply(state, Exchange(ELDER, 1 << parse_card("8D"), 1))
    assert state.phase is Phase.EXCHANGE_YOUNGER, "the elder's carte blanche waits for the younger's discard"
    state = apply(state, Exchange(YOUNGER, 1 << rest[0], 1))
    assert (state.phase, state.to_move) == (Phase.CARTE_BLANCHE, ELDER)
    state = apply(state, ShowCarteBlanche(ELDER, False))
    assert state.hand_scores[ELDER][0] == 0 and state.phase is Phase.DECLARE_ELDER, \
        "not shown, not reckoned (Law 19)"


ELDER_HAND = "AH KH QH JH 9H AS KS 10S 9S 8S AD 7C"    # five hearts (50), quart major, a tierce, three aces
YOUNGER_HAND = "AC KC QC JC 9C KD QD 10D 9D 8H 7H 7S"  # five clubs (50), quart major


@pytest.mark.law("36", "46", "52", "62", "63")
def test_the_call_protocol_and_its_narration() -> None:
    state = arranged(ELDER_HAND, YOUNGER_HAND)
    assert (state.phase, state.to_move, state.klass) == (Phase.DECLARE_ELDER, ELDER, POINT), "Law 46: point first"
    legal = legal_actions(state)
    assert Sink(ELDER, POINT) in legal and Call(ELDER, POINT, 4) in legal, "sinking is lawful"
    assert Call(ELDER, POINT, 6) not in legal, "Law 52: not more than he holds"
    state = apply(state, Call(ELDER, POINT, 5))
    assert set(legal_actions(state)) == {Answer(POINT, GOOD), Answer(POINT, EQUAL), Inquire()}
    state = run(state, Inquire())
    assert legal_actions(state) == (Call(ELDER, POINT, 5, 48), Call(ELDER, POINT, 5, 50)), \
        "the pips of five spades or five hearts"
    state = run(state, Call(ELDER, POINT, 5, 50))
    assert set(legal_actions(state)) == {Answer(POINT, GOOD), Answer(POINT, EQUAL)}, "Law 46: no more cards"
    state = run(state, Answer(POINT, EQUAL),
                Call(ELDER, SEQUENCE, 4), Answer(SEQUENCE, EQUAL), Call(ELDER, SEQUENCE, 4, Rank.ACE),
                Answer(SEQUENCE, EQUAL))
    assert state.klass is SETS and state.to_move is ELDER, describe(state)
    state = run(state, Call(ELDER, SETS, 3, Rank.ACE), Answer(SETS, GOOD))
    assert state.scores == (3, 0) and state.phase is Phase.PLAY and state.to_move is ELDER, describe(state)
    state = run(state, Play(parse_card("AH")))
    assert (state.phase, state.to_move) == (Phase.DECLARE_YOUNGER, YOUNGER), "Law 36: the younger elects now"
    state = run(state, SeeLeftCards(True))
    assert state.phase is Phase.PLAY and state.to_move is YOUNGER and state.left_seen, describe(state)
    texts = [e.text for e in state.events]
    assert texts[2:12] == [
        "elder: point of five", "younger: what does it make? (Law 46)", "elder: making 50", "younger: equal",
        "point equal: neither scores (Law 62)", "elder: a quart", "younger: equal", "elder: quart major",
        "younger: equal", "sequence equal: neither scores (Law 63)"], texts
    assert texts[12:] == ["elder: three aces", "younger: good", "elder reckons three aces: 3", "elder leads AH: 1",
                          "younger looks at the six cards he left, and elder may see them (Law 36)"], texts
    assert [e.totals for e in state.events][-3:] == [(3, 0), (4, 0), (4, 0)]


@pytest.mark.law("59", "65")
def test_following_suit_and_the_play() -> None:
    state = run(arranged(ELDER_HAND, YOUNGER_HAND), Sink(ELDER, POINT), Sink(ELDER, SEQUENCE), Sink(ELDER, SETS),
                Play(parse_card("KH")), SeeLeftCards(False), Sink(YOUNGER, POINT), Sink(YOUNGER, SEQUENCE))
    assert state.scores == (1, 0) and state.to_move is YOUNGER, describe(state)
    with pytest.raises(IllegalAction, match=r"7S does not follow suit: KH was led.*8H 7H \(Law 59 IV\)"):
        apply(state, Play(parse_card("7S")))
    with pytest.raises(IllegalAction, match="not a card in the younger's hand"):
        apply(state, Play(parse_card("KS")))
    assert set(legal_actions(state)) == {Play(parse_card("8H")), Play(parse_card("7H"))}
    state = apply(state, Play(parse_card("8H")))
    assert state.tricks[-1].winner is ELDER and state.to_move is ELDER and state.scores == (1, 0), \
        "the higher card of the suit led wins; no point for winning one's own lead (Law 65)"
    state = run(state, Play(parse_card("AS")), Play(parse_card("7S")))
    state = run(state, Play(parse_card("7C")), Play(parse_card("JC")))
    assert state.tricks[-1].winner is YOUNGER and state.scores == (3, 1), "Law 65: one for winning the elder's lead"
    final = finish(state)
    assert len(final.tricks) == 12 and final.events[-1].kind in ("cards", "capot"), describe(final)
    last = [e for e in final.events if e.kind == "last trick"]
    assert len(last) == 1 and last[0].points == 1 and last[0].role is final.tricks[-1].winner, \
        "Law 65: the last trick two instead of one"


@pytest.mark.law("46", "51", "52")
def test_illegal_calls_and_answers_cite_the_laws() -> None:
    state = arranged(ELDER_HAND, YOUNGER_HAND)
    with pytest.raises(IllegalAction, match="Law 46") as err:
        apply(state, Call(ELDER, SEQUENCE, 4))
    assert err.value.place == "deal, the elder's calls"
    with pytest.raises(IllegalAction, match="never more"):
        apply(state, Call(ELDER, POINT, 6))
    state = apply(state, Call(ELDER, POINT, 5))
    with pytest.raises(IllegalAction, match="Laws 51-52"):
        apply(state, Answer(POINT, NOT_GOOD))
    with pytest.raises(IllegalAction, match="Laws 51-52"):
        apply(state, Answer(SEQUENCE, GOOD))
    state = apply(state, Answer(POINT, EQUAL))
    state = apply(state, Call(ELDER, POINT, 5, 48))
    state = apply(state, Answer(POINT, NOT_GOOD))
    assert state.klass is SEQUENCE, "not good: the younger will reckon his point after the lead"
    with pytest.raises(IllegalAction, match="over"):
        apply(finish(state), Play(parse_card("AH")))


def test_all_cards_stay_in_the_pack() -> None:
    state = finish(arranged(ELDER_HAND, YOUNGER_HAND))
    held = state.hands[0] | state.hands[1] | state.discards[0] | state.discards[1] | card_set(state.stock)
    assert held | state.played == FULL_PACK and state.hands == (0, 0), describe(state)


def test_the_lawful_actions_of_a_working_state_loaded_with_another_deal_are_that_deal_s() -> None:
    """A working state loaded with another deal at the same step (WorkingDeal.load, outside advance) lists the
    lawful actions of the deal it now stands for, not those listed for the one it stood for before."""
    first = start_deal(*deal_pack(list(range(32)), 2))
    other = start_deal(*deal_pack(list(range(31, -1, -1)), 2))
    of_first, of_other = legal_actions(first), legal_actions(other)
    assert first.step == other.step and of_first != of_other, "two deals at one step, with other exchanges"
    work = WorkingDeal.thaw(first)
    assert legal_actions(work) == of_first
    work.load(other)
    assert legal_actions(work) == of_other, \
        "Laws 21-22: the elder's exchanges of the deal loaded, not of the deal the working state stood for before"
