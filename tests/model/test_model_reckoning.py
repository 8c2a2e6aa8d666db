"""Pique and repique by the order of reckoning (Laws 58, 67-69), hand-checked on whole deals."""

from __future__ import annotations

import pytest

from piquet.model.actions import Answer, Call, Play, SeeLeftCards
from piquet.model.cards import Rank, parse_card
from piquet.model.deal import DealState, Role, apply
from piquet.model.declaring import Klass, Verdict
from piquet.model.reckoning import pique, repique

from tests.model.model_deals import arranged, describe, finish, lowest, plays, run

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
POINT, SEQUENCE, SETS = Klass.POINT, Klass.SEQUENCE, Klass.SETS
GOOD, NOT_GOOD, EQUAL = Verdict.GOOD, Verdict.NOT_GOOD, Verdict.EQUAL
NOBODY = (False, False)


def kinds(state: DealState) -> list[str]:
    return [e.kind for e in state.events]


@pytest.mark.law("18", "58", "67", "68")
def test_repique_follows_the_order_of_reckoning_not_of_speaking() -> None:
    assert repique((0, 6, 16, 14), (0, 0, 0, 0), NOBODY) is ELDER, "Law 68: 36 in hand, nothing against"
    assert repique((10, 7, 15, 0), (0, 0, 0, 3), NOBODY) is ELDER, \
        "Laws 18, 67: carte blanche counts toward repique; 32 before the younger's trio (IV)"
    assert repique((0, 7, 16, 14), (10, 0, 0, 0), NOBODY) is None, "Law 18: carte blanche reckons first and saves"
    assert repique((0, 0, 16, 14), (0, 0, 0, 0), NOBODY) is ELDER, "an equal point scores nothing and does not save"
    assert repique((0, 0, 16, 3), (0, 6, 0, 0), NOBODY) is None, "the younger's point (II) comes before"
    assert repique((0, 0, 0, 3), (10, 7, 17, 0), NOBODY) is YOUNGER, "the younger can repique"
    assert repique((0, 6, 16, 14), (0, 0, 0, 0), (True, False)) is None, "Law 58: he reckons nothing, no repique"


@pytest.mark.law("58", "69")
def test_pique_is_the_elders_in_hand_and_play_before_the_younger_counts() -> None:
    assert pique(29, 0, 1, False), "Law 69: 29 in hand and the first lead make thirty"
    assert not pique(29, 3, 1, False), "the younger has reckoned something"
    assert not pique(30, 0, 1, False), "thirty in hand alone is a repique, not a pique"
    assert not pique(20, 0, 9, False), "29: not yet"
    assert not pique(29, 0, 1, True), "Law 58: a player who can reckon nothing gains no pique"


# Elder: point of six equal with the younger's (57), a sixième to the king and fourteen queens.
EQUAL_POINT_ELDER = "QS JS 7S KH QH QD KC QC JC 10C 9C 8C"
EQUAL_POINT_YOUNGER = "10S 8S AH 8H AD KD JD 10D 9D 7D AC 7C"


@pytest.mark.law("62", "68")
def test_an_equal_point_does_not_save_a_repique() -> None:
    state = run(arranged(EQUAL_POINT_ELDER, EQUAL_POINT_YOUNGER),
                Call(ELDER, POINT, 6), Answer(POINT, EQUAL), Call(ELDER, POINT, 6, 57), Answer(POINT, EQUAL),
                Call(ELDER, SEQUENCE, 6), Answer(SEQUENCE, GOOD),
                Call(ELDER, SETS, 4, Rank.QUEEN), Answer(SETS, GOOD))
    assert "equal" in kinds(state), f"Law 62: equal points, neither scores\n{describe(state)}"
    assert state.hand_scores[ELDER] == (0, 0, 16, 14), describe(state)
    state = run(state, Play(parse_card("KC")), SeeLeftCards(False))
    assert state.bonus == (60, 0) and kinds(state)[-1] == "repique", f"Law 68: thirty exactly\n{describe(state)}"
    assert state.scores == (16 + 14 + 1 + 60, 0), describe(state)


@pytest.mark.law("69")
def test_an_equal_point_does_not_save_a_pique_and_the_first_lead_counts() -> None:
    state = run(arranged(EQUAL_POINT_ELDER, EQUAL_POINT_YOUNGER),
                Call(ELDER, POINT, 6), Answer(POINT, EQUAL), Call(ELDER, POINT, 6, 57), Answer(POINT, EQUAL),
                Call(ELDER, SEQUENCE, 5), Answer(SEQUENCE, GOOD),      # sinks the sixième: a quint, 15
                Call(ELDER, SETS, 4, Rank.QUEEN), Answer(SETS, GOOD))
    assert state.hand_scores[ELDER] == (0, 0, 15, 14), f"29 in hand\n{describe(state)}"
    state = run(state, Play(parse_card("KC")), SeeLeftCards(False))
    assert state.bonus == (30, 0) and kinds(state)[-1] == "pique", \
        f"Law 69: 29 and the first lead; the younger has reckoned nothing\n{describe(state)}"


@pytest.mark.law("58")
def test_a_player_who_can_reckon_nothing_gains_no_repique() -> None:
    state = run(arranged(EQUAL_POINT_ELDER, EQUAL_POINT_YOUNGER, reckon_nothing=(True, False)),
                Call(ELDER, POINT, 6), Answer(POINT, GOOD), Call(ELDER, SEQUENCE, 6), Answer(SEQUENCE, GOOD),
                Call(ELDER, SETS, 4, Rank.QUEEN), Answer(SETS, GOOD), Play(parse_card("KC")), SeeLeftCards(True))
    assert state.bonus == (0, 0) and "repique" not in kinds(state), f"Law 58\n{describe(state)}"
    assert state.scores[ELDER] == 0, f"Law 58: he scores nothing\n{describe(state)}"


@pytest.mark.law("65", "67", "68")
def test_the_elders_first_lead_does_not_prevent_his_being_repiqued() -> None:
    elder = "KS QS JS 10S 9S 8S KD QD JD 10D 7H 7C"
    younger = "AH KH QH JH 10H 9H 8H AS AD AC 7S 7D"  # point of seven, septième major, fourteen aces
    state = run(arranged(elder, younger),
                Call(ELDER, POINT, 6), Answer(POINT, NOT_GOOD), Call(ELDER, SEQUENCE, 6), Answer(SEQUENCE, NOT_GOOD),
                Play(parse_card("KS")))
    assert state.scores == (1, 0), f"Law 65: the elder leads and counts one\n{describe(state)}"
    state = run(state, SeeLeftCards(False), Call(YOUNGER, POINT, 7), Call(YOUNGER, SEQUENCE, 7, Rank.ACE),
                Call(YOUNGER, SETS, 4, Rank.ACE))
    assert state.hand_scores[YOUNGER] == (0, 7, 17, 14), describe(state)
    assert state.bonus == (0, 60), f"Laws 67-68: the hand reckons before play\n{describe(state)}"
    assert state.scores == (1, 38 + 60), describe(state)


# Elder: point of six, quint major, three aces: 24. The younger reckons nothing.
PIQUE_ELDER = "AH KH QH JH 10H 8H AS AD 7S 8S 7D 8D"
PIQUE_YOUNGER = "AC KC QC 9C 8C KS QS JS KD QD 9H 7H"


@pytest.mark.law("69")
def test_pique_falls_when_the_elder_reaches_thirty_in_play() -> None:
    state = run(arranged(PIQUE_ELDER, PIQUE_YOUNGER),
                Call(ELDER, POINT, 6), Answer(POINT, GOOD), Call(ELDER, SEQUENCE, 5), Answer(SEQUENCE, GOOD),
                Call(ELDER, SETS, 3, Rank.ACE), Answer(SETS, GOOD), Play(parse_card("AH")), SeeLeftCards(False))
    assert state.scores == (25, 0) and state.bonus == (0, 0), describe(state)
    for lead in plays("KH QH JH 10H"):
        state = apply(apply(state, lowest(state)), lead)
    assert state.scores == (29, 0) and "pique" not in kinds(state), describe(state)
    state = apply(apply(state, lowest(state)), Play(parse_card("8H")))
    assert kinds(state)[-1] == "pique" and state.bonus == (30, 0), \
        f"Law 69: thirty with the sixth lead\n{describe(state)}"
    assert state.events[-1].role is ELDER and state.scores == (60, 0)


@pytest.mark.law("69")
def test_the_younger_saves_the_pique_by_winning_a_trick_first() -> None:
    state = run(arranged(PIQUE_ELDER, PIQUE_YOUNGER),
                Call(ELDER, POINT, 6), Answer(POINT, GOOD), Call(ELDER, SEQUENCE, 5), Answer(SEQUENCE, GOOD),
                Call(ELDER, SETS, 3, Rank.ACE), Answer(SETS, GOOD), Play(parse_card("7D")), SeeLeftCards(False),
                Play(parse_card("KD")))  # the younger wins the first trick: one point in play
    final = finish(state)
    assert "pique" not in kinds(final), f"Law 69: the younger has reckoned something\n{describe(final)}"


# Elder: all eight spades, two aces, two kings: he wins every trick however he plays.
CAPOT_ELDER = "AS KS QS JS 10S 9S 8S 7S AH AD KH KD"
CAPOT_YOUNGER = "QH JH 10H 9H QD JD 10D 9D AC KC QC JC"


@pytest.mark.law("65", "66", "69")
def test_capot_never_counts_toward_pique() -> None:
    state = run(arranged(CAPOT_ELDER, CAPOT_YOUNGER),
                Call(ELDER, POINT, 6), Answer(POINT, GOOD),            # sinks two cards: 6
                Call(ELDER, SEQUENCE, 4), Answer(SEQUENCE, GOOD),      # a quart out of the huitième: 4
                Call(ELDER, SETS, 3, Rank.ACE), Answer(SETS, GOOD))    # three aces and three kings: 6
    assert state.hand_scores[ELDER] == (0, 6, 4, 6), f"16 in hand\n{describe(state)}"
    state = apply(state, Play(parse_card("AS")))
    state = apply(state, SeeLeftCards(False))
    final = finish(state)
    assert final.tricks_won == (12, 0), describe(final)
    assert final.play_points == (13, 0), "Law 65: twelve leads and the last trick"
    assert "pique" not in kinds(final), f"Law 69: 16 + 13 = 29; the capot does not count\n{describe(final)}"
    assert kinds(final)[-1] == "capot" and final.events[-1].points == 40, "Law 66: forty for a capot"
    assert final.scores == (16 + 13 + 40, 0), describe(final)


# The younger, who can reckon nothing, holds a point of seven; the elder a point of six,
# a sixième major and fourteen knaves (36 in hand).
BARRED_ELDER = "AS KS QS JS 10S 9S JH JD JC 7D 8D 7C"
BARRED_YOUNGER = "AH KH QH 10H 9H 8H 7H AD KD 8S 7S 9C"


@pytest.mark.law("58")
def test_a_player_who_reckons_nothing_still_bars_and_saves() -> None:
    state = run(arranged(BARRED_ELDER, BARRED_YOUNGER, reckon_nothing=(False, True)),
                Call(ELDER, POINT, 6), Answer(POINT, NOT_GOOD), Call(ELDER, SEQUENCE, 6), Answer(SEQUENCE, GOOD),
                Call(ELDER, SETS, 4, Rank.KNAVE), Answer(SETS, GOOD), Play(parse_card("7C")), SeeLeftCards(False),
                Call(YOUNGER, POINT, 7))
    assert state.hand_scores == ((0, 0, 16, 14), (0, 7, 0, 0)), f"nominal scores\n{describe(state)}"
    assert state.scores == (31, 0), \
        f"Law 58: the younger's point bars the elder's and scores nothing\n{describe(state)}"
    assert "Law 58" in state.events[-1].text, state.events[-1].text
    assert state.bonus == (0, 0), f"Law 58: what would have reckoned first saves the repique\n{describe(state)}"
    final = finish(state)
    assert final.scores[YOUNGER] == 0 and "pique" not in kinds(final), describe(final)


@pytest.mark.law("51", "68")
def test_sinking_the_point_loses_the_repique() -> None:
    state = run(arranged(BARRED_ELDER, BARRED_YOUNGER),
                Call(ELDER, POINT, 6), Answer(POINT, GOOD), Call(ELDER, SEQUENCE, 6), Answer(SEQUENCE, GOOD),
                Call(ELDER, SETS, 4, Rank.KNAVE), Answer(SETS, GOOD), Play(parse_card("7C")), SeeLeftCards(False))
    assert state.bonus == (60, 0), \
        f"Laws 51, 68: allowing the point good sinks it; 36 with nothing against\n{describe(state)}"
