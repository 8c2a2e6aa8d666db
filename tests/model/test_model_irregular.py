"""Irregular events of a deal (Laws 5-16, 24-45, 52-59, 75): what the model offers, rules and carries out."""

from __future__ import annotations

import pytest

from piquet.model.actions import Answer, Call, Elect, Exchange, Play, SeeLeftCards
from piquet.model.cards import card_set, cards_in, parse_card, parse_cards
from piquet.model.declaring import Klass, Verdict
from piquet.model.deal import DealState, IllegalAction, Phase, Role, apply, deal_pack, legal_actions, start_deal
from piquet.model.irregular import (
    irregular_actions, CorrectCall, CutExposed, DealerExposes, FacedCard, IncorrectPack, LeadOutOfTurn, MisExchange,
    OutOfTurn, Revoke, TakeBack, TouchStock, WrongPack, Discover, LeftUndeclared, Miscall,
)
from piquet.model.partie import Partie
from piquet.conformance.situation import situation
from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.model.state import Choice

from tests.model.model_deals import arranged, cards, describe, finish, plays, run

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def dealt() -> DealState:
    """The pack in order, dealt by twos: a regular deal, nothing yet taken up."""
    return start_deal(*deal_pack(list(range(32)), 2))


def clauses(state: DealState) -> list[str]:
    return [c for r in state.rulings for c in r.clauses]


def test_the_lawful_interface_is_unchanged_in_a_regular_deal() -> None:
    state = dealt()
    assert all(type(a) is Exchange for a in legal_actions(state)), "no irregular action among the lawful ones"
    assert irregular_actions(state), "the irregular ones are offered apart"


@pytest.mark.law("5", "7", "13", "14", "15", "16")
def test_dealing_accidents_before_anything_is_taken_up() -> None:
    state = dealt()
    own = next(cards_in(state.hands[YOUNGER]))
    theirs = next(cards_in(state.hands[ELDER]))
    after = apply(state, DealerExposes(own))
    assert after.phase is Phase.EXCHANGE_ELDER and "13.2" in clauses(after), "Law 13: his own card, the deal stands"
    after = apply(state, DealerExposes(theirs))
    assert legal_actions(after) == (Elect(ELDER, Choice.FRESH_DEAL), Elect(ELDER, Choice.STAND)), \
        "Law 13: the elder hand's option of a fresh deal"
    assert apply(after, Elect(ELDER, Choice.FRESH_DEAL)).void, "he elects it: the deal is void"
    stood = apply(after, Elect(ELDER, Choice.STAND))
    assert (stood.phase, stood.to_move) == (Phase.EXCHANGE_ELDER, ELDER), "he stands: the exchange goes on"
    for accident, law in ((FacedCard(theirs), "14.1"), (WrongPack(True), "15.1"), (OutOfTurn(True), "16.2"),
                          (CutExposed(False), "7.1"), (CutExposed(True), "5.1")):
        void = apply(state, accident)
        assert void.void and law in clauses(void) and legal_actions(void) == (), f"{accident}: Law {law}"


@pytest.mark.law("15", "16")
def test_found_too_late_the_wrong_pack_and_the_deal_out_of_turn_stand() -> None:
    state = apply(dealt(), legal_actions(dealt())[0])
    assert WrongPack(True) not in irregular_actions(state), "Law 15: a player has taken up his cards"
    late = apply(apply(state, WrongPack(False)), OutOfTurn(False))
    assert not late.void and {"15.2", "16.4"} <= set(clauses(late)), "Laws 15-16: the deal holds good"
    assert late.in_dealing.out_of_turn, "Law 16: its elder hand will deal twice running"


@pytest.mark.law("11", "75")
@pytest.mark.case("XVII")
def test_an_incorrect_pack_is_found_by_the_counts_and_the_deal_is_void() -> None:
    elder, younger, stock = deal_pack(list(range(32)), 2)
    short = start_deal(elder, younger, stock[:7], misdeal=True)  # one card missing: an imperfect pack
    assert short.void and "75.1" in clauses(short), \
        f"Law 75: twelve, twelve and seven make 31 cards, the deal is void (not Law 11's option)\n{describe(short)}"
    assert "31 cards" in short.rulings[-1].finding, "the ruling says why the pack is incorrect"
    assert IncorrectPack() not in irregular_actions(dealt()), "a correct pack cannot be found incorrect"
    with pytest.raises(IllegalAction, match="no proof"):  # Case XVII: a later claim is refused
        apply(dealt(), IncorrectPack())


@pytest.mark.law("11", "12", "40")
def test_wrong_counts_give_the_elder_his_option_or_a_fresh_deal() -> None:
    elder, younger, stock = deal_pack(list(range(32)), 2)
    moved = 1 << stock[0]
    spare = next(cards_in(younger))
    thirteen = start_deal(elder | moved, younger ^ 1 << spare, stock[1:] + (spare,), misdeal=True)
    assert thirteen.void is False and thirteen.option is not None and "11.1" in clauses(thirteen), \
        f"Law 11: thirteen cards\n{describe(thirteen)}"
    stood = apply(thirteen, Elect(ELDER, Choice.STAND))
    takes = {(a.discard.bit_count(), a.take) for a in legal_actions(stood) if isinstance(a, Exchange)}
    assert takes == {(t + 1, t) for t in range(1, 6)}, "Law 40: one more discarded than taken, at least two"
    nine = start_deal(elder ^ 1 << next(cards_in(elder)), younger, stock + (next(cards_in(elder)),), misdeal=True)
    assert nine.void and "12.1" in clauses(nine), "Law 12: nine cards in the stock, a fresh deal"


@pytest.mark.law("31", "44", "58")
@pytest.mark.case("XIX")
def test_a_player_with_more_than_twelve_cards_reckons_nothing_at_his_adversarys_option() -> None:
    state = dealt()
    hand = tuple(cards_in(state.hands[ELDER]))
    state = apply(state, MisExchange(ELDER, card_set(hand[:2]), 3))
    assert (state.phase, state.option and state.option.holder) == (Phase.OPTION, YOUNGER), \
        "Laws 31, 44: the younger may enforce the penalty or not"
    assert "31.1" in clauses(state)
    waived = apply(state, Elect(YOUNGER, Choice.WAIVE))
    assert not waived.reckon_nothing[ELDER], "Law 44: not enforced"
    enforced = finish(apply(apply(state, Elect(YOUNGER, Choice.ENFORCE)), legal_actions(waived)[0]))
    assert enforced.reckon_nothing[ELDER] and enforced.scores[ELDER] == 0, describe(enforced)
    assert len(enforced.tricks) == 12 and enforced.hands[ELDER].bit_count() == 1, \
        "Law 58, Case XIX: twelve tricks; his thirteenth card is not played"


@pytest.mark.law("30", "57")
def test_the_adversary_counts_as_tricks_the_cards_that_cannot_be_played_to() -> None:
    state = dealt()
    hand = tuple(cards_in(state.hands[ELDER]))
    state = apply(state, MisExchange(ELDER, card_set(hand[:3]), 2))
    assert "30.1" in clauses(state), "Law 30: he discards more than he takes in"
    state = finish(apply(state, legal_actions(state)[0]))
    assert len(state.tricks) == 11 and sum(state.tricks_won) == 12, \
        f"Law 57: eleven tricks played, the younger's last card counted as a trick\n{describe(state)}"


@pytest.mark.law("25", "27", "28", "44")
def test_taking_back_a_discard_and_touching_the_stock() -> None:
    state = apply(dealt(), legal_actions(dealt())[0])
    discarded = next(cards_in(state.discards[ELDER]))
    back = apply(state, TakeBack(ELDER, discarded))
    assert {"25.1", "25.3"} <= set(clauses(back)) and back.option is not None, "Law 25: reckon nothing, Law 44"
    bottom = dealt().stock[-1]
    touched = apply(dealt(), TouchStock(ELDER, bottom, False))
    assert "27.1" in clauses(touched), "Law 27: the elder takes up one of the bottom three"
    mixed = apply(dealt(), TouchStock(ELDER, bottom, True))
    assert mixed.option is not None and mixed.option.choices == (Choice.FRESH_DEAL, Choice.STAND), \
        "Law 28: the younger may elect a fresh deal"
    stood = apply(mixed, Elect(YOUNGER, Choice.STAND))
    assert stood.option is not None and stood.option.choices == (Choice.ENFORCE, Choice.WAIVE), \
        "Law 28, then Law 44: he stands, and may enforce the penalty"


def play_to_trick(state: DealState, tricks: int) -> DealState:
    while len(state.tricks) < tricks or state.phase is not Phase.PLAY:
        state = apply(state, legal_actions(state)[0])
    return state


@pytest.mark.law("59")
def test_a_revoke_is_taken_up_and_played_again_when_detected() -> None:
    state = play_to_trick(arranged("AS KS QS JS 10S 9S AH KH QH JH 10H 9H", "8S 7S 8H 7H AD KD QD JD 10D 9D 8D 7D"), 0)
    state = apply(state, Play(parse_card("AH")))
    while state.phase is not Phase.PLAY:  # the younger reckons after the elder's lead
        state = apply(state, legal_actions(state)[0])
    revokes = [a for a in irregular_actions(state) if isinstance(a, Revoke)]
    assert revokes, f"the younger could follow suit and need not\n{describe(state)}"
    before = state
    state = apply(state, revokes[0])
    state = apply(state, legal_actions(state)[0])
    state = apply(state, Discover(ELDER))
    assert (state.hands, state.tricks, state.lead, state.scores) == (before.hands, before.tricks, before.lead,
                                                                     before.scores), \
        "Law 59 IV: the cards played in error and after are taken up; play goes on as though no error"
    assert "59.6" in clauses(state)


@pytest.mark.law("59")
def test_a_lead_out_of_turn_may_be_taken_up_until_it_is_played_to() -> None:
    state = play_to_trick(dealt(), 1)
    wrong = next(a for a in irregular_actions(state) if isinstance(a, LeadOutOfTurn))
    led = apply(state, wrong)
    assert Elect(wrong.role.adversary, Choice.RETAKE) in legal_actions(led), "Law 59 III: it may be taken up"
    back = apply(led, Elect(wrong.role.adversary, Choice.RETAKE))
    assert (back.hands, back.lead, back.scores) == (state.hands, state.lead, state.scores), "the card is taken up"
    played = apply(led, next(a for a in legal_actions(led) if isinstance(a, Play)))
    assert Elect(wrong.role.adversary, Choice.RETAKE) not in legal_actions(played), \
        "once played to, the error cannot be rectified"


def test_irregular_actions_are_refused_by_apply_where_they_cannot_happen() -> None:
    state = apply(dealt(), legal_actions(dealt())[0])
    for impossible in (CutExposed(True), DealerExposes(next(cards_in(state.hands[ELDER])))):
        assert impossible not in irregular_actions(state), "the deal is past the cut and the deal"
        with pytest.raises(IllegalAction, match="cannot happen"):
            apply(state, impossible)


@pytest.mark.law("16")
def test_a_deal_out_of_turn_found_too_late_makes_its_elder_deal_twice_running() -> None:
    partie = Partie("A").record(10, 5, dealer="B", out_of_turn=True)  # A's turn, but B dealt; found too late
    assert partie.dealer() == "A", "Law 16: A, the elder hand of the deal in error, deals twice running"
    partie = partie.record(3, 3)
    assert partie.dealer() == "A", "... twice"
    assert partie.record(3, 3).dealer() == "B", "then the players deal alternately again"
    late = Partie("A", deals=((0, 0),) * 4, last_dealer="B").record(1, 1, dealer="B", out_of_turn=True)
    assert late.dealer() == "A", "Law 16: the next deal is the last of the partie: no double deal"


@pytest.mark.law("11", "13")
def test_an_option_raised_while_another_awaits_election_keeps_the_other() -> None:
    """Laws 11 and 13: a card of the elder's exposed in dealing a deal of thirteen cards gives the elder
    two options at once; electing to stand on the exposed card must not lose his option of Law 11."""
    elder, younger, stock = deal_pack(list(range(32)), 2)
    spare = next(cards_in(younger))
    thirteen = start_deal(elder | 1 << stock[0], younger ^ 1 << spare, stock[1:] + (spare,), misdeal=True)
    exposed = apply(thirteen, DealerExposes(next(cards_in(elder))))
    assert exposed.option is not None and [o.effect for o in exposed.option.outstanding] == ["exposed", "count"], \
        f"Law 13 on top of Law 11\n{describe(exposed)}"
    stood = apply(exposed, Elect(ELDER, Choice.STAND))
    assert stood.phase is Phase.OPTION and stood.option is not None and stood.option.effect == "count", \
        f"Law 11: the elder's option of a fresh deal is still his\n{describe(stood)}"
    assert apply(stood, Elect(ELDER, Choice.FRESH_DEAL)).void, "and he may have a fresh deal"


def younger_miscalls_after_the_lead() -> DealState:
    """The elder (six spades, six hearts) leads the ace of hearts; the younger, holding seven diamonds,
    reckons a point of eight and then corrects it, before playing to the first trick."""
    state = arranged("AS KS QS JS 10S 9S AH KH QH JH 10H 9H", "8S 7S 8H 7H 8C AD KD QD JD 10D 9D 8D")
    state = run(state, Call(ELDER, Klass.POINT, 6), Answer(Klass.POINT, Verdict.NOT_GOOD),
                Call(ELDER, Klass.SEQUENCE, 6), Answer(Klass.SEQUENCE, Verdict.GOOD), *plays("AH"), SeeLeftCards(False),
                Miscall(Call(YOUNGER, Klass.POINT, 8)))
    assert (state.phase, state.to_move, state.lead) == (Phase.PLAY, YOUNGER, parse_card("AH")), describe(state)
    return apply(state, CorrectCall(YOUNGER, Klass.POINT))


@pytest.mark.law("52", "65")
def test_the_younger_correcting_after_the_lead_gives_the_elder_the_option_to_retake_it() -> None:
    corrected = younger_miscalls_after_the_lead()
    assert corrected.hand_scores[YOUNGER][Klass.POINT] == 7, f"Law 52: he reckons what he holds\n{describe(corrected)}"
    assert legal_actions(corrected) == (Elect(ELDER, Choice.RETAKE), Elect(ELDER, Choice.PLAY_ON)), \
        f"Law 52: the elder is at liberty to retake the card he led\n{describe(corrected)}"
    assert corrected.rulings[-1].clauses == ("52.2",)
    retaken = apply(corrected, Elect(ELDER, Choice.RETAKE))
    assert (retaken.phase, retaken.to_move, retaken.lead) == (Phase.PLAY, ELDER, None), \
        f"Law 52: the ace of hearts is retaken, and the elder leads again\n{describe(retaken)}"
    assert retaken.hands[ELDER] >> parse_card("AH") & 1 and retaken.scores == (corrected.scores[0] - 1,
                                                                             corrected.scores[1]), \
        f"the card is back in his hand, his point for leading it taken back (Law 65)\n{describe(retaken)}"
    assert {a for a in legal_actions(retaken)} == {Play(c) for c in cards_in(retaken.hands[ELDER])}, \
        "he may play differently: any card"
    again = apply(retaken, Play(parse_card("AS")))
    assert (again.to_move, again.lead, again.scores, again.hand_scores) == (
        YOUNGER, parse_card("AS"), corrected.scores, corrected.hand_scores), \
        f"the younger does not reckon again; he plays to the new lead\n{describe(again)}"
    stands = apply(corrected, Elect(ELDER, Choice.PLAY_ON))
    assert (stands.to_move, stands.lead, stands.scores) == (YOUNGER, parse_card("AH"), corrected.scores), \
        "he plays on: the ace of hearts stands"


@pytest.mark.law("52")
def test_the_elder_correcting_his_own_call_after_his_lead_has_no_option_to_retake_it() -> None:
    state = arranged("AS KS QS JS 10S 9S AH KH QH JH 10H 9H", "8S 7S 8H 7H 8C AD KD QD JD 10D 9D 8D")
    state = run(state, Miscall(Call(ELDER, Klass.POINT, 8)), Answer(Klass.POINT, Verdict.GOOD))
    while not (state.phase is Phase.PLAY and state.to_move is ELDER):
        state = apply(state, legal_actions(state)[-1])
    state = run(state, *plays("AH"))
    while state.phase is not Phase.PLAY:
        state = apply(state, legal_actions(state)[0])
    corrected = apply(state, CorrectCall(ELDER, Klass.POINT))
    assert corrected.option is None and corrected.lead == parse_card("AH"), \
        f"Law 52 gives the option only on the younger hand's correction\n{describe(corrected)}"


@pytest.mark.law("32")
def test_cards_left_undeclared_entitle_the_younger_to_take_them_in() -> None:
    """Law 32: the elder takes one and leaves four without declaring it; the younger, touching the stock,
    finds seven cards: he may alter his discard and take in the cards left."""
    state = start_deal(cards("AS KS QS JS 10S 9S 8S QH JH 10H 9H 7D"), cards("AC KC QC JC 10C 7C 7S AH KH AD KD 7H"),
                       parse_cards("QD 8H 8D 9D 10D JD 8C 9C"))
    state = apply(state, Exchange(ELDER, cards("7D"), 1))
    assert LeftUndeclared() in irregular_actions(state), f"the elder left four\n{describe(state)}"
    found = apply(state, LeftUndeclared())
    assert found.rulings[-1].clauses == ("32.1", "32.2") and found.rulings[-1].offender is ELDER, \
        f"Law 32: the elder must declare; the younger is entitled\n{found.rulings}"
    assert situation(found, EXCHANGE.name)[X.elder_declares_left.name] is False, "the spec reads: not declared"
    assert situation(state, EXCHANGE.name)[X.elder_declares_left.name] is True, "... whereas by default he declares"
    takes = {a.take for a in legal_actions(found) if isinstance(a, Exchange)}
    assert max(takes) == len(found.stock) == 7, "Law 32: he may take in the cards left with his three"
    after = apply(found, Exchange(YOUNGER, cards("7H 7S 7C KD AD"), 5))
    assert after.hands[YOUNGER] & cards("8H 8D 9D 10D") == cards("8H 8D 9D 10D"), describe(after)
    assert LeftUndeclared() not in irregular_actions(after), "found once, and only before the younger takes in"
    nothing_left = apply(dealt(), Exchange(ELDER, card_set(tuple(cards_in(dealt().hands[ELDER]))[:5]), 5))
    assert LeftUndeclared() not in irregular_actions(nothing_left), "the elder took all his cards: none left"


@pytest.mark.law("59")
@pytest.mark.law("56")
def test_the_younger_leading_the_first_trick_before_the_elder_leads_out_of_turn() -> None:
    """Law 59 III at the first trick: the younger leads before the elder. The elder may have the card taken
    up; once he plays to it, it stands, and the younger, having played to the first trick, has reckoned
    nothing (Law 56)."""
    state = play_to_trick(dealt(), 0)
    assert (state.to_move, state.tricks, state.lead) == (ELDER, (), None), describe(state)
    wrong = [a for a in irregular_actions(state) if isinstance(a, LeadOutOfTurn)]
    assert wrong and {a.role for a in wrong} == {YOUNGER}, f"the younger may lead out of turn\n{describe(state)}"
    led = apply(state, wrong[0])
    assert (led.phase, led.to_move, led.lead, led.leader) == (Phase.PLAY, ELDER, wrong[0].card, YOUNGER), \
        f"the elder is to play to the card or have it taken up, not the younger to reckon\n{describe(led)}"
    assert [(r.kind, r.offender, r.holder) for r in led.rulings] == [("lead out of turn", YOUNGER, ELDER)]
    back = apply(led, Elect(ELDER, Choice.RETAKE))
    assert (back.hands, back.lead, back.scores, back.to_move) == (state.hands, None, state.scores, ELDER), \
        "Law 59 III: the card is taken up and the elder leads"
    played = apply(led, next(a for a in legal_actions(led) if isinstance(a, Play)))
    assert played.tricks[0].leader is YOUNGER and played.phase is Phase.PLAY and not played.pending, \
        f"the trick stands (Law 59 III) and the younger reckons nothing after it (Law 56)\n{describe(played)}"
    assert Elect(ELDER, Choice.RETAKE) not in legal_actions(played)
    assert finish(played).over
