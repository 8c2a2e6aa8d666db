"""Branches of the Decisions that the model carries out itself: each as the Case puts it, at the model's level
(the scenarios of ``tests/cases`` replay them from records)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.model.actions import Answer, Call, Elect, Exchange, Play
from piquet.model.cards import FULL_PACK, card_set, cards_in, format_card, parse_card, parse_cards
from piquet.model.deal import DealState, IllegalAction, Phase, Role, apply, deal_pack, legal_actions, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.irregular import (
    AnnounceLeft, Miscall, MisExchange, PlaySurplus, SurplusFound, TakeUpLeft, TouchStock, irregular_actions,
)
from piquet.model.state import Choice

from tests.model.model_deals import cards, describe, finish, shuffled

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def dealt() -> DealState:
    """The pack in order, dealt by twos: a regular deal, nothing yet taken up."""
    return start_deal(*deal_pack(list(range(32)), 2))


def younger_takes_a_card_less() -> DealState:
    """Case XIII: the elder takes his five; the younger discards three and takes up two, a card left."""
    state = dealt()
    state = apply(state, Exchange(ELDER, card_set(tuple(cards_in(state.hands[ELDER]))[:5]), 5))
    return apply(state, MisExchange(YOUNGER, card_set(tuple(cards_in(state.hands[YOUNGER]))[:3]), 2))


def kinds(state: DealState) -> list[str]:
    return [r.kind for r in state.rulings]


@pytest.mark.law("30")
@pytest.mark.case("XIII")
def test_case_xiii_he_may_take_up_the_card_left_unless_he_announced_he_leaves_it() -> None:
    """Case XIII: he can take up the card he left on the table, unless he has announced that he will
    leave a card, when he must play with eleven cards (Law 30)."""
    state = younger_takes_a_card_less()
    left = state.stock[0]
    assert TakeUpLeft(YOUNGER) in irregular_actions(state), "Case XIII: not announced, he may take it up"
    taken = apply(state, TakeUpLeft(YOUNGER))
    assert taken.hands[YOUNGER] >> left & 1 and (taken.hands[YOUNGER]).bit_count() == 12, describe(taken)
    assert "revoke" not in kinds(taken), "nothing played yet: no renounce, the hand proceeds as usual"

    assert AnnounceLeft(YOUNGER) in irregular_actions(state), "he may say so with his exchange"
    announced = apply(state, AnnounceLeft(YOUNGER))
    assert {"30.2", "Case XIII"} <= {c for r in announced.rulings for c in r.clauses}, describe(announced)
    assert TakeUpLeft(YOUNGER) not in irregular_actions(announced), "announced: he must play with eleven"
    with pytest.raises(IllegalAction, match="announced that he leaves a card"):
        apply(announced, TakeUpLeft(YOUNGER))
    final = finish(announced)
    assert len(final.tricks) == 11 and sum(final.tricks_won) == 12, \
        f"Law 30: he plays eleven cards, his adversary counts the twelfth as a trick\n{describe(final)}"


@pytest.mark.law("30")
@pytest.mark.case("XIII")
def test_case_xiii_a_regular_exchange_announces_nothing() -> None:
    """Only a player who took in a card fewer than he discarded leaves a card to announce (Case XIII)."""
    state = dealt()
    state = apply(state, Exchange(ELDER, card_set(tuple(cards_in(state.hands[ELDER]))[:5]), 5))
    state = apply(state, Exchange(YOUNGER, card_set(tuple(cards_in(state.hands[YOUNGER]))[:3]), 3))
    assert not any(isinstance(a, AnnounceLeft) for a in irregular_actions(state)), describe(state)


def carte_blanche_exchanged() -> DealState:
    """Case XX: the elder, dealt a carte blanche, discards three and takes three (7S 8H 7H), the younger's
    exchange to come and the carte blanche not yet shown."""
    state = start_deal(cards("AS 10S 9S 8S AH 10H 9H AD 10D 9D 8D 7D"), cards("KS QS JS KH QH JH KD QD JD KC QC JC"),
                       list(parse_cards("7S 8H 7H AC 10C 9C 8C 7C")))
    assert state.carte_blanche is ELDER
    return apply(state, Exchange(ELDER, cards("9D 8D 7D"), 3))


@pytest.mark.law("19", "28")
@pytest.mark.case("XX")
def test_case_xx_a_card_he_took_in_mixed_with_his_hand_loses_the_carte_blanche_without_penalty() -> None:
    """Case XX: he may show his carte blanche after taking in, "provided he has not mixed any of the stock
    with his hand"; mixing a card he was entitled to take in breaks no other law."""
    state = carte_blanche_exchanged()
    shown = apply(state, Exchange(YOUNGER, cards("JC QC KC"), 3))
    assert shown.phase is Phase.CARTE_BLANCHE and shown.to_move is ELDER, "not mixed: he may still show it"
    own = parse_card("7S")
    assert TouchStock(ELDER, own, True) in irregular_actions(state), "Case XX: he may mix a card he took in"
    mixed = apply(state, TouchStock(ELDER, own, True))
    assert ("Case XX", "19.1") == mixed.rulings[-1].clauses and mixed.option is None, describe(mixed)
    after = apply(mixed, Exchange(YOUNGER, cards("JC QC KC"), 3))
    assert after.phase is not Phase.CARTE_BLANCHE and after.hand_scores[ELDER][0] == 0, \
        f"Case XX: mixed with his hand, the carte blanche can no longer be shown\n{describe(after)}"
    assert not after.reckon_nothing[ELDER] and after.option is None, "the card was his: no penalty, no option"
    left = apply(state, TouchStock(ELDER, parse_card("AC"), True))
    assert left.option is not None and left.option.holder is YOUNGER and "28.1" in left.rulings[-1].clauses, \
        f"a card he left, mixed with his hand, is still Law 28's: the younger's option\n{describe(left)}"


def surplus_counted_in_the_point() -> DealState:
    """Cases XVII-XVIII: the elder, dealt thirteen with 9S* of the other pack unnoticed, discards five (a
    spade among them) and takes five; he calls a point of five, the surplus card counted, and it is allowed
    good; at his first lead."""
    state = start_deal(cards("AS KS QS JS AH KH QH AD KD QD 7C 8S 9S*"),
                       cards("10S 9S 8C 7S JH 10H 9H 8H 7H JD 10D 9D"), list(parse_cards("8D 7D AC KC QC JC 10C 9C")),
                       misdeal=True)
    state = apply(state, MisExchange(ELDER, cards("7C 8S QD KD QH"), 5))
    state = apply(state, Exchange(YOUNGER, cards("7H 8H 9H"), 3))
    state = apply(state, Miscall(Call(ELDER, Klass.POINT, 5)))
    state = apply(state, Answer(Klass.POINT, Verdict.GOOD))
    while state.phase is not Phase.PLAY:
        state = apply(state, legal_actions(state)[0])
    return state


@pytest.mark.law("44", "54")
@pytest.mark.case("XVIII")
def test_case_xviii_the_surplus_card_used_in_a_claim_is_penalized_only_once_he_has_led() -> None:
    """Case XVIII: returned before he plays it, no penalty, "unless A has used this card in scoring anything
    that is allowed to be good ... and has afterwards led a card": then the penalty for an unfounded claim,
    subject to Law 54 (his spade discarded, he could have held five spades in hand and discard)."""
    state = surplus_counted_in_the_point()
    surplus = SurplusFound(parse_card("9S*"))
    before = apply(state, surplus)
    assert before.option is None and not before.reckon_nothing[ELDER] and not before.in_calling.miscalls, \
        f"no card led since: no penalty, the point decided by what each holds\n{describe(before)}"
    assert before.rulings[-1].clauses == ("Case XVIII",), describe(before)
    led = apply(state, legal_actions(state)[0])
    while led.to_move is not YOUNGER or led.phase is not Phase.PLAY:  # the younger reckons, then is to play
        led = apply(led, legal_actions(led)[0])
    after = apply(led, surplus)
    assert after.option is not None and after.option.effect == "penalty" and after.option.offender is ELDER, \
        f"a card led since: the penalty of Law 54, at the younger's option (Law 44)\n{describe(after)}"
    assert "Case XVIII" in after.rulings[-3].clauses and "54.1" in after.rulings[-1].clauses, describe(after)
    enforced = apply(after, Elect(YOUNGER, Choice.ENFORCE))
    assert enforced.reckon_nothing[ELDER], describe(enforced)


def surplus_kept_in_hand(younger_discard: str) -> DealState:
    """Cases XVII-XVIII: the elder, dealt thirteen with 9S* of the other pack unnoticed, discards five and
    takes five; the younger discards ``younger_discard`` and takes three; at the elder's first lead."""
    state = start_deal(cards("AS KS QS JS AH KH QH AD KD QD 7C 8C 9S*"),
                       cards("10S 9S 8S 7S JH 10H 9H 8H 7H JD 10D 9D"), list(parse_cards("8D 7D AC KC QC JC 10C 9C")),
                       misdeal=True)
    state = apply(state, MisExchange(ELDER, cards("7C 8C QD KD QH"), 5))
    state = apply(state, Exchange(YOUNGER, cards(younger_discard), 3))
    while state.phase is not Phase.PLAY:
        state = apply(state, legal_actions(state)[0])
    return state


@pytest.mark.case("XVIII")
def test_case_xviii_the_surplus_card_played_the_hands_are_played_over_again() -> None:
    """Case XVIII: "If the surplus card has been played prior to the discovery of the error, the hands must
    be taken up and played over again, the surplus card being first removed." """
    state = surplus_kept_in_hand("9S 7H 8H")  # the nine of spades of the pack lies in the younger's discard
    surplus = parse_card("9S*")
    assert PlaySurplus(ELDER, surplus) in irregular_actions(state), "he may lead it, unnoticed, as the nine"
    played = apply(state, PlaySurplus(ELDER, surplus))
    assert played.lead == parse_card("9S") and not played.hands[ELDER] >> surplus & 1, describe(played)
    while len(played.tricks) < 3:
        played = apply(played, legal_actions(played)[0])
    assert SurplusFound(surplus) in irregular_actions(played), "it is found among the cards played"
    again = apply(played, SurplusFound(surplus))
    assert not again.tricks and again.lead is None and again.to_move is ELDER, \
        f"the hands are taken up, to be played over again from the first lead\n{describe(again)}"
    assert again.hands[ELDER] == state.hands[ELDER] & ~(1 << surplus) and again.hands[ELDER].bit_count() == 12, \
        f"the surplus card first removed\n{describe(again)}"
    assert again.scores == state.scores, "the points made in the play are taken back"
    assert SurplusFound(surplus) not in irregular_actions(again), "found once"


@pytest.mark.case("XVIII")
def test_case_xviii_two_cards_of_one_face_are_in_play() -> None:
    """Case XVIII as it most likely happens: the younger holds the nine of spades of the pack itself when the elder
    leads the nine of the other pack for it; the trick shows the nine, the elder's hand gives up the card of the
    other pack, and the younger, playing his own nine later, puts the second nine of spades among the tricks."""
    state = surplus_kept_in_hand("7H 8H 9H")
    surplus, nine = parse_card("9S*"), parse_card("9S")
    assert state.hands[YOUNGER] >> nine & 1, "the younger holds the nine of spades of the pack"
    assert PlaySurplus(ELDER, surplus) in irregular_actions(state), "he may lead it, unnoticed, as the nine"
    played = apply(state, PlaySurplus(ELDER, surplus))
    assert played.lead == nine and played.hands[ELDER] == state.hands[ELDER] & ~(1 << surplus), describe(played)
    assert played.hands[YOUNGER] == state.hands[YOUNGER], f"the younger's nine stays in his hand\n{describe(played)}"
    while not (played.to_move is YOUNGER and Play(nine) in legal_actions(played)):
        played = apply(played, legal_actions(played)[0])
    both = apply(played, Play(nine))
    nines = [c for t in both.tricks for c in (t.lead, t.reply) if c == nine] + [nine] * (both.lead == nine)
    assert len(nines) == 2, f"two nines of spades played, one of each pack\n{describe(both)}"
    again = apply(both, SurplusFound(surplus))
    assert not again.tricks and again.hands[ELDER] == state.hands[ELDER] & ~(1 << surplus), \
        f"found: the hands played over again from the first lead, the surplus card removed\n{describe(again)}"


@pytest.mark.case("XVIII")
def test_case_xviii_a_hand_holding_both_nines_gives_up_the_one_it_plays() -> None:
    """The elder holds the nine of spades of both packs: he plays the other pack's for it, and keeps his own."""
    state = start_deal(cards("AS KS QS JS 9S AH KH QH AD KD QD 7C 9S*"),
                       cards("10S 8C 8S 7S JH 10H 9H 8H 7H JD 10D 9D"), list(parse_cards("8D 7D AC KC QC JC 10C 9C")),
                       misdeal=True)
    state = apply(state, MisExchange(ELDER, cards("7C QH QD KD AD"), 5))
    state = apply(state, Exchange(YOUNGER, cards("7H 8H 9H"), 3))
    while state.phase is not Phase.PLAY:
        state = apply(state, legal_actions(state)[0])
    surplus, nine = parse_card("9S*"), parse_card("9S")
    played = apply(state, PlaySurplus(ELDER, surplus))
    assert played.lead == nine and played.hands[ELDER] >> nine & 1 and not played.hands[ELDER] >> surplus & 1, \
        f"the nine of the pack stays in his hand\n{describe(played)}"


@pytest.mark.case("XVIII")
def test_case_xviii_a_card_of_the_other_pack_played_wrongly_is_refused_with_its_reason() -> None:
    """A card of the other pack may be played only by the player to play who holds it, following suit; each
    refusal says which of these fails."""
    state = surplus_kept_in_hand("7H 8H 9H")
    surplus = parse_card("9S*")
    refusals = {
        "9S is not a card of the other pack": PlaySurplus(ELDER, parse_card("9S")),
        "the younger holds no 9S\\*": PlaySurplus(YOUNGER, surplus),
    }
    for reason, action in refusals.items():
        with pytest.raises(IllegalAction, match=reason):
            apply(state, action)
    hearts = apply(state, Play(parse_card("AH")))
    assert hearts.to_move is YOUNGER and hearts.lead == parse_card("AH"), describe(hearts)
    with pytest.raises(IllegalAction, match="not the elder's turn"):
        apply(hearts, PlaySurplus(ELDER, surplus))
    led = apply(state, Play(parse_card("8D")))
    while Play(parse_card("10D")) not in legal_actions(led):  # the younger reckons, then plays to the eight
        led = apply(led, legal_actions(led)[0])
    led = apply(apply(led, Play(parse_card("10D"))), Play(parse_card("JH")))
    with pytest.raises(IllegalAction, match=r"9S would not follow suit to JH \(Law 59 IV\)"):
        apply(led, PlaySurplus(ELDER, surplus))


@pytest.mark.case("XVIII")
@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 31), st.integers(0, 11))
def test_case_xviii_a_card_of_the_other_pack_played_leaves_the_card_of_its_face_where_it_lies(
        seed: int, face: int, trick: int) -> None:
    """Any deal, the elder dealt a card of the other pack beside his twelve, whatever its face: played for its face
    at the first chance from the ``trick``-th trick on, it puts the face in the trick and leaves the card of the pack
    itself in whichever hand, discard or stock, or among the tricks, it lay (Case XVIII)."""
    elder, younger, stock = shuffled(seed)
    surplus = face + 32
    state = start_deal(elder | 1 << surplus, younger, stock, misdeal=True)
    state = apply(state, MisExchange(ELDER, card_set(tuple(cards_in(state.hands[ELDER] & FULL_PACK))[:5]), 5))
    state = apply(state, Exchange(YOUNGER, card_set(tuple(cards_in(state.hands[YOUNGER]))[:3]), 3))
    rng = random.Random(seed)
    while not state.over:
        if len(state.tricks) >= trick and PlaySurplus(ELDER, surplus) in irregular_actions(state):
            break
        state = apply(state, rng.choice(legal_actions(state)))
    else:
        assert state.hands[ELDER] >> surplus & 1, f"the deal ended, the card of the other pack unplayed\n{describe(state)}"
        return
    places = {role: (state.hands[role], state.discards[role]) for role in Role}
    played = apply(state, PlaySurplus(ELDER, surplus))
    shown = played.lead if played.lead is not None else played.tricks[-1].reply if played.tricks[-1].leader is \
        YOUNGER else played.tricks[-1].lead
    assert shown == face, f"the trick shows the face {format_card(face)}\n{describe(played)}"
    assert played.hands[ELDER] == places[ELDER][0] & ~(1 << surplus), describe(played)
    assert (played.hands[YOUNGER], played.discards[YOUNGER], played.discards[ELDER]) == \
        (places[YOUNGER][0], places[YOUNGER][1], places[ELDER][1]), \
        f"the card of the pack itself, {format_card(face)}, stays where it lay\n{describe(played)}"
    assert played.stock == state.stock, describe(played)
