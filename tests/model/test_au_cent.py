"""Piquet au cent in the model: the overrides, the calls stated in full, the agreements, the game of a
hundred and the partie of five games, by hand-checked examples."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from piquet.model.actions import Answer, Call, Exchange, Sink
from piquet.model.agents import random_au_cent_partie, random_lawful_deal
from piquet.model.au_cent import (
    AuCentPartie, Game, card_cut, first_dealer, full_answer_options, full_younger_options, scoring_steps,
)
from piquet.model.cards import parse_card, parse_cards, rank_of
from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.errors import InputError
from piquet.model.partie import Player
from piquet.model.roles import Role
from piquet.model.variants import (
    AU_CENT_RULES, RUBICON_RULES, Agreement, Rules, Variant, card_points, deal_modes, parse_agreement,
    parse_variant,
)
from piquet.spec.catalogue import catalogue
from tests.model.model_deals import cards, describe

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
ALL_AGREED = Rules(Variant.AU_CENT, frozenset({Agreement.FOURS_ONE_LESS, Agreement.LOW_CARDS}))


# ---------------------------------------------------------------- the overrides


def test_each_override_names_a_clause_of_the_spec_and_the_law_it_replaces() -> None:
    clauses = {c.id for c in catalogue().all_clauses()}
    for rules in (AU_CENT_RULES, ALL_AGREED, Rules(agreements=frozenset({Agreement.FOUR_DEALS}))):
        for override in rules.overrides:
            assert override.clause in clauses, f"{override} names no clause of the spec"
            assert override.replaces in catalogue().laws, f"{override} replaces no law of the spec"
    assert RUBICON_RULES.overrides == ()


@pytest.mark.parametrize("variant, agreement", [(Variant.AU_CENT, Agreement.FOUR_DEALS),
                                                (Variant.RUBICON, Agreement.FOURS_ONE_LESS),
                                                (Variant.RUBICON, Agreement.LOW_CARDS)])
def test_an_agreement_of_the_other_game_is_refused(variant: Variant, agreement: Agreement) -> None:
    with pytest.raises(InputError, match="is an agreement of"):
        Rules(variant, frozenset({agreement}))


def test_names_are_parsed_or_refused() -> None:
    assert parse_variant("au cent") is Variant.AU_CENT
    assert parse_agreement("low-cards-not-counting") is Agreement.LOW_CARDS
    with pytest.raises(InputError, match="unknown variant 'au-cent'"):
        parse_variant("au-cent")
    with pytest.raises(InputError, match="unknown agreement"):
        parse_agreement("fours")


@pytest.mark.law("9", "cent-2")
def test_au_cent_deals_by_two_only() -> None:
    assert deal_modes(AU_CENT_RULES) == (2,)  # cent-2.1
    assert deal_modes(RUBICON_RULES) == (2, 3)  # Law 9
    with pytest.raises(InputError, match="cent-2.1"):
        random_lawful_deal(random.Random(0), by=3, rules=AU_CENT_RULES)


@pytest.mark.law("cent-25")
def test_points_ending_in_four_count_one_less_by_agreement() -> None:
    # cent-25.1: a point of five making 44 counts four; making 45, five; without the agreement, five.
    assert ALL_AGREED.laws.point_points(5, 44, 0) == 4
    assert ALL_AGREED.laws.point_points(5, 45, 0) == 5
    assert AU_CENT_RULES.laws.point_points(5, 44, 0) == 5


@pytest.mark.law("cent-26")
def test_nines_eights_and_sevens_do_not_count_in_play_by_agreement() -> None:
    # cent-26.1: the nine scores nothing led; the ten one; without the agreement, one each.
    assert card_points(ALL_AGREED, parse_card("9S")) == 0
    assert card_points(ALL_AGREED, parse_card("7H")) == 0
    assert card_points(ALL_AGREED, parse_card("10S")) == 1
    assert card_points(AU_CENT_RULES, parse_card("9S")) == 1


# ---------------------------------------------------------------- calling (cent-15 to cent-17)


ELDER_HAND = "AS KS QS JS 9S 8H 7H AD KD 7C 8C 9C"  # point of five making 50, quart major
YOUNGER_HAND = "10S 8S 7S AH KH QH JH 10H QD JD 10D 9D"  # point of five in hearts making 51


def _au_cent_deal() -> DealState:
    elder, younger = cards(ELDER_HAND), cards(YOUNGER_HAND)
    stock = [c for c in range(32) if not (elder | younger) >> c & 1]
    return start_deal(elder, younger, stock, rules=AU_CENT_RULES)


@pytest.mark.law("cent-15", "cent-7")
def test_the_elder_states_the_number_his_point_makes_and_the_top_of_his_sequence() -> None:
    state = _au_cent_deal()
    state = apply(state, Exchange(ELDER, cards("7C"), 1))  # takes the top card of the stock
    state = apply(state, Exchange(YOUNGER, 0, 0))  # cent-7.1: the younger need not discard
    assert state.phase is Phase.DECLARE_ELDER, describe(state)
    calls = legal_actions(state)
    assert Call(ELDER, Klass.POINT, 5, 50) in calls, calls
    assert all(isinstance(c, Sink) or isinstance(c, Call) and c.detail is not None for c in calls), \
        f"a call without its value (cent-15.1): {calls}"
    state = apply(state, Call(ELDER, Klass.POINT, 5, 50))
    assert state.dialogue(Klass.POINT).detail == 50
    # The younger's point of five hearts makes 51: better than five making 50.
    assert Verdict.NOT_GOOD in {a.verdict for a in legal_actions(state)}  # type: ignore[union-attr]


@pytest.mark.law("46")
def test_the_younger_weighs_the_whole_call() -> None:
    hearts51 = cards("AH KH QH JH 10H")  # five making 51
    hearts_same = cards("AH KH QH JH 9H")  # five making 50
    six = cards("AH KH QH JH 9H 8H")
    assert full_answer_options(Klass.POINT, hearts51, 5, 50) == (Verdict.GOOD, Verdict.NOT_GOOD)
    assert full_answer_options(Klass.POINT, hearts_same, 5, 50) == (Verdict.GOOD, Verdict.EQUAL)
    # Six cards: better; and, sinking the eight, five making 50 as well (as Law 46 lets him say equal).
    assert full_answer_options(Klass.POINT, six, 5, 50) == (Verdict.GOOD, Verdict.NOT_GOOD, Verdict.EQUAL)
    assert full_answer_options(Klass.POINT, hearts51, 5, 51) == (Verdict.GOOD, Verdict.EQUAL)
    # Not good to five making 50: the younger reckons five (his 51); with six cards whose best five make
    # only 50, six.
    assert full_younger_options(Klass.POINT, hearts51, 5, 50) == (5,)
    assert full_younger_options(Klass.POINT, six, 5, 50) == (6,)
    # A quart to the king (4 << 3 | 6) against a quart major (4 << 3 | 7): not good, and he reckons it.
    quart_major = cards("AH KH QH JH")
    assert full_answer_options(Klass.SEQUENCE, quart_major, 4, 6) == (Verdict.GOOD, Verdict.NOT_GOOD)
    assert full_younger_options(Klass.SEQUENCE, quart_major, 4, 6) == (4 << 3 | 7,)


@pytest.mark.law("cent-17")
def test_the_elder_who_calls_less_abides_by_his_call() -> None:
    # cent-17.1: the elder holding a quart major (and, after taking the nine of hearts, a tierce minor) calls
    # a tierce major; allowed good, he reckons it and the tierce minor, 3 + 3, never the quart's 4.
    state = _au_cent_deal()
    state = apply(state, Exchange(ELDER, cards("7C"), 1))
    state = apply(state, Exchange(YOUNGER, 0, 0))
    state = apply(state, Sink(ELDER, Klass.POINT))
    assert state.klass is Klass.SEQUENCE, describe(state)
    state = apply(state, Call(ELDER, Klass.SEQUENCE, 3, 7))
    state = apply(state, Answer(Klass.SEQUENCE, Verdict.GOOD))
    assert state.hand_scores[ELDER][2] == 6, describe(state)
    assert not any("quart" in e.text for e in state.events), describe(state)


# ---------------------------------------------------------------- the game and the partie (cent-28 to cent-30)


@pytest.mark.law("cent-28")
def test_a_hundred_up_wins_a_single_game_when_the_adversary_has_fifty() -> None:
    game = Game().score("A", 60).score("B", 50).score("A", 39)
    assert not game.over and game.scores == (99, 50)
    game = game.score("A", 1)
    assert (game.winner, game.double, game.counts, game.clause) == ("A", False, 1, "cent-28.1")


@pytest.mark.law("cent-28")
def test_a_hundred_before_the_adversary_has_fifty_wins_a_double() -> None:
    game = Game().score("B", 49).score("A", 120)
    assert (game.winner, game.double, game.counts, game.clause) == ("A", True, 2, "cent-28.2")
    with pytest.raises(InputError, match="the game is over"):
        game.score("B", 1)


def test_the_first_to_reach_a_hundred_in_the_order_said_wins() -> None:
    # A deals (the younger); B (elder) has 90, A 95. The elder reckons his point (5) first: B reaches 95,
    # then A's sequence (16) takes him to 111 before B's play points are said.
    partie = AuCentPartie("A", current=Game((95, 90)), deals=0)
    after = partie.record([(ELDER, 5), (YOUNGER, 16), (ELDER, 20)])
    assert after.games[0].winner == "A" and after.games[0].scores == (111, 95)
    assert after.current == Game()  # a fresh game begins


def test_scoring_steps_follow_the_narration_and_keep_the_rest() -> None:
    steps = scoring_steps([(ELDER, 4), (None, 0), (YOUNGER, 3), (ELDER, 0)], (10, 3))
    assert steps == ((ELDER, 4), (YOUNGER, 3), (ELDER, 6))


def test_the_partie_is_three_games_out_of_five_a_double_counting_two() -> None:
    partie = AuCentPartie("A")
    # A wins a double, B a single, A a single: A has three games (2 + 1) in three games played.
    partie = partie.record([(YOUNGER, 100)])  # A deals first: the younger
    assert partie.games[0].double and partie.games_won("A") == 2
    partie = partie.record([(YOUNGER, 60), (ELDER, 100)])  # B deals: B younger 60, A elder 100
    assert partie.games[1].winner == "A" and not partie.games[1].double
    assert partie.winner == "A" and partie.over
    with pytest.raises(InputError, match="three games"):
        partie.record([(ELDER, 1)])


def test_five_single_games_decide_the_partie() -> None:
    partie = AuCentPartie("A")
    for winner in "ABABA":
        assert not partie.over
        # each game: the loser scores 50 first, then the winner 100 (single games)
        dealer = partie.dealer()
        loser_role = YOUNGER if dealer != winner else ELDER
        partie = partie.record([(loser_role, 50), (loser_role.adversary, 100)])
    assert partie.winner == "A" and partie.games_won("A") == 3 and partie.games_won("B") == 2
    assert len(partie.games) == 5


@pytest.mark.law("cent-9")
def test_a_penalty_loses_the_game() -> None:
    # cent-9.1: A, elder hand with 90 against 10, mixes a bottom card of the stock with his hand: he loses
    # the game; it counts single to B (B has not scored a hundred).
    partie = AuCentPartie("B", current=Game((90, 10)))
    partie = partie.lost_by("A", "cent-9.1")
    game = partie.games[-1]
    assert (game.winner, game.double, game.clause, game.scores) == ("B", False, "cent-9.1", (90, 10))
    assert partie.games_won("B") == 1 and partie.deals == 1


@pytest.mark.law("cent-1")
def test_the_lower_card_deals() -> None:
    assert first_dealer(parse_card("7S"), parse_card("AH")) == "A"  # cent-1.1
    assert first_dealer(parse_card("KS"), parse_card("QH")) == "B"
    assert first_dealer(parse_card("KS"), parse_card("KH")) is None


@pytest.mark.law("cent-1")
def test_the_adversary_may_treat_the_lowest_card_exposed_in_cutting_as_the_one_cut() -> None:
    # cent-1.3: A exposes the KS and the 7H in cutting, the king the card he cut; B cuts the 9D. As cut, A's
    # king is higher and B deals (cent-1.1); B treating the 7H as A's cut, A has the lower card and deals.
    exposed = parse_cards("KS 7H")
    assert first_dealer(card_cut(exposed, lowest_elected=False), parse_card("9D")) == "B"
    assert first_dealer(card_cut(exposed, lowest_elected=True), parse_card("9D")) == "A"
    # One card exposed: it is the card cut, whatever the adversary would elect.
    assert card_cut(parse_cards("KS"), lowest_elected=True) == parse_card("KS")
    with pytest.raises(InputError, match="cent-1.1"):
        card_cut([], lowest_elected=False)


# ---------------------------------------------------------------- random games


@pytest.mark.law("cent-26")
@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2 ** 32 - 1))
def test_random_au_cent_deals_with_the_agreements_end_and_score_no_low_card(seed: int) -> None:
    state = random_lawful_deal(random.Random(seed), rules=ALL_AGREED)
    assert state.over, describe(state)
    for event in state.events:
        if event.kind == "lead" and rank_of(parse_card(event.text.split(" leads ")[1][:-3].strip())) <= 2:
            assert event.points == 0, f"{event.text}: a low card counts nothing by agreement (cent-26.1)"


@settings(max_examples=5, deadline=None)
@given(st.integers(0, 2 ** 32 - 1))
def test_random_au_cent_parties_end_with_three_games(seed: int) -> None:
    partie = random_au_cent_partie(random.Random(seed))
    winner = partie.winner
    assert winner is not None
    loser: Player = "B" if winner == "A" else "A"
    assert partie.games_won(winner) >= 3 > partie.games_won(loser)
    assert 2 <= len(partie.games) <= 5
    for game in partie.games:
        assert max(game.scores) >= 100 and game.double == (min(game.scores) < 50), game


@pytest.mark.law("cent-25")
@pytest.mark.parametrize("rules, scored", [(ALL_AGREED, 3), (AU_CENT_RULES, 4)])
def test_a_point_of_four_making_34_scores_three_by_agreement(rules: Rules, scored: int) -> None:
    # The elder's hearts 10 9 8 7 make 34: by agreement (cent-25.1) they count one less than four.
    elder = cards("10H 9H 8H 7H AS KS 7S AD KD 7D AC KC")
    younger = cards("QS JS 10S QD JD 10D QC JC 10C AH KH QH")  # three cards in each suit
    state = start_deal(elder, younger, parse_cards("9S 8S 9D 8D 9C 8C 7C JH"), rules=rules)
    state = apply(state, Exchange(ELDER, cards("7S"), 1))
    state = apply(state, Exchange(YOUNGER, 0, 0))
    state = apply(state, Call(ELDER, Klass.POINT, 4, 34))
    state = apply(state, Answer(Klass.POINT, Verdict.GOOD))
    assert state.hand_scores[ELDER][1] == scored, describe(state)


@pytest.mark.law("cent-27", "cent-28")
def test_an_error_in_adding_up_is_rectified_during_the_game_only() -> None:
    # cent-27.1: A's score of 90 was added up 5 short; rectified during the game it stands at 95, and a further
    # rectification of 5 takes him to a hundred: he wins the game (B has 60: single).
    partie = AuCentPartie("A").record([(YOUNGER, 90), (ELDER, 60)])
    partie = partie.correct(5, 0)
    assert partie.current.scores == (95, 60) and not partie.games
    partie = partie.correct(5, 0)
    assert partie.games == (Game((100, 60), "A", False, "cent-28.1"),) and partie.current == Game()
    # The game over, an error in it is no longer rectified.
    assert partie.correct(0, 7) == partie
