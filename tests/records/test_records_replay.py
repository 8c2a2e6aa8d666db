"""Replaying records through the engine: hand-checked scores, the defaults, and every refusal."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tests.records.records_samples import CASES, case_record, changed, sample

from piquet.errors import InputError
from piquet.model.cards import parse_card
from piquet.records import parse_record
from piquet.records.record import ByPlayer, player_of
from piquet.records.replay import Replay, replay


def replayed(data: Any) -> Replay:
    return replay(parse_record(data))


def refusal(data: Any) -> InputError:
    with pytest.raises(InputError) as caught:
        replayed(data)
    return caught.value


def steps(result: Replay, deal: int = 0) -> list[tuple[str | None, str, int]]:
    """The deal's events as (player, kind, points): what the engine said, not how it worded it."""
    replayed_deal = result.deals[deal]
    return [(None if e.role is None else player_of(e.role, replayed_deal.deal.dealer), e.kind, e.points)
            for e in replayed_deal.events]


def scored(result: Replay, deal: int = 0) -> list[tuple[str | None, str, int]]:
    """The scoring events only, outside the play of the cards."""
    return [s for s in steps(result, deal) if s[2] and s[1] not in ("lead", "win", "last trick")]


@pytest.mark.law("65", "66", "68", "73")
def test_the_minimal_record_scores_as_counted_by_hand() -> None:
    """B deals; A (elder) keeps AH-8H, AS KS QS, AD, AC after taking 9H 8H QS.

    Hand: point of seven 7, septième major 17 and tierce major 3, fourteen
    aces 14: 41, all before B counts anything, so a repique, 60 (Law 68).
    Play: B holds only diamonds and clubs, so A leads and wins all twelve:
    12 for the leads, 1 more for the last trick (Law 65), capot 40 (Law 66).
    A: 41 + 60 + 13 + 40 = 154; B: 0. B is under a hundred: A wins
    154 + 0 + 100 = 254, a rubicon (Law 73).
    """
    result = replayed(sample("minimal"))
    deal = result.deals[0]
    assert deal.scores == ByPlayer(154, 0)
    assert deal.tricks == ByPlayer(12, 0)
    assert result.totals == ByPlayer(154, 0)
    assert (result.result.winner, result.result.points, result.result.rubicon) == ("A", 254, True)
    assert not result.finished, "a record without partie terms is not a finished partie"
    assert scored(result) == [("A", "point", 7), ("A", "sequence", 17), ("A", "sequence", 3),
                              ("A", "quatorze", 14), ("A", "repique", 60), ("A", "capot", 40)], \
        "every player declares all he holds; the repique is reckoned before the play"
    assert [s for s in steps(result) if s[1] in ("call", "answer")] == [
        ("A", "call", 0), ("B", "answer", 0)] * 3, "A calls point, sequence and aces; B answers each"


@pytest.mark.law("46", "63", "65", "66", "71")
def test_the_second_deal_with_calls_scores_as_counted_by_hand() -> None:
    """A deals; B (elder) keeps AD KD QD JD 8D, AH 10H 7H, QS 10S 9S, 10C.

    Point: five cards each; A asks what it makes (Law 46): 49; A's clubs
    make 50, "not good": A reckons 5 after B's lead. Sequence: quart major
    each, equal: neither scores (Law 63). Sets: B sinks his three tens, so
    A reckons three kings: 3. Play: B leads and wins the first eight tricks
    (8 for leads), leads the 10C which A wins with the ace (1), and A leads
    and wins the last three (3, and 1 more for the last, Law 65). B wins
    the cards, eight tricks: 10 (Law 66). A: 5 + 3 + 5 = 13; B: 8 + 1 + 10 = 19.
    """
    result = replayed(sample("partie-start"))
    deal = result.deals[1]
    assert deal.scores == ByPlayer(13, 19)
    assert deal.tricks == ByPlayer(4, 8)
    assert deal.scores_before == ByPlayer(154, 0)
    assert result.totals == ByPlayer(167, 19)
    talk = [s[:2] for s in steps(result, 1) if s[1] in ("call", "answer", "inquiry", "equal")]
    assert talk == [("B", "call"), ("A", "inquiry"), ("B", "call"), ("A", "answer"),  # point
                    ("B", "call"), ("A", "answer"), ("B", "call"), ("A", "answer"), (None, "equal"),  # quart
                    ("B", "call")]  # no quatorze or trio
    assert scored(result, 1) == [("A", "point", 5), ("A", "trio", 3), ("B", "cards", 10)]
    assert result.partie is not None and not result.finished, "two deals of six: the partie goes on (Law 71)"


def test_the_engine_refuses_a_card_not_held_naming_deal_index_and_card() -> None:
    error = refusal(changed("minimal", "deals.0.play.1", "9S"))
    assert error.place == "deals[0].play[1]"
    assert error.problem.startswith("B cannot play 9S at trick 1: ")


@pytest.mark.law("59")
def test_a_card_that_does_not_follow_suit_is_replayed_as_the_revoke_it_is() -> None:
    """Issue 15: it was once refused ("9H does not follow suit"); the play's facts make it a revoke (Law 59
    IV), which, not detected, stands: A's 9H is played at the first trick, and his 7D at the second."""
    data = sample("partie-start")
    play = data["deals"][1]["play"]
    play[1], play[3] = play[3], play[1]  # A answers the AD lead with 9H while holding 7D
    deal = replayed(data).deals[1]
    (ruling,) = deal.state.rulings
    assert (ruling.kind, ruling.clauses, ruling.finding) == ("revoke", ("59.6",), "A does not follow suit, though able")
    tricks = deal.state.tricks
    assert (tricks[0].reply, tricks[1].reply) == (parse_card("9H"), parse_card("7D")), tricks[:2]


@pytest.mark.law("21")
def test_a_take_beyond_the_players_share_is_refused_with_the_law() -> None:
    error = refusal(changed("minimal", "deals.0.exchange.A", {"discard": ["7S", "8S", "7D", "AC", "KS", "AS"]}))
    assert error.place == "deals[0].exchange.A", "six of the eight: there, but not the elder's to take (Law 21)"
    assert "at most 5" in error.problem and "Law" in error.problem


@pytest.mark.law("30", "31")
@pytest.mark.case("XXII")
def test_taking_other_than_one_discards_is_the_wrong_exchange_the_record_need_not_name() -> None:
    """Issue 15: the counts are the facts; the wrong exchange of Laws 30-31 follows from them. Case XXII
    written in the minimal form (the younger discards two and takes three, no irregularity named) replays to
    the scenario's scores and ruling."""
    record = case_record(22)
    del record["deals"][0]["irregularities"]
    minimal, named = replayed(record), replayed(case_record(22))
    expected = json.loads((CASES / "case-22.json").read_text("utf-8"))["expected"]
    assert dict(minimal.totals.items()) == expected["totals"] == dict(named.totals.items())
    assert minimal.deals[0].scores == named.deals[0].scores
    assert [r.laws for r in minimal.deals[0].state.rulings] == [r.laws for r in named.deals[0].state.rulings]
    assert "31" in {law for r in minimal.deals[0].state.rulings for law in r.laws}


@pytest.mark.law("21", "22", "23", "30", "31")
@pytest.mark.case("XIV")
def test_a_wrong_exchange_named_on_a_lawful_exchange_is_an_error_naming_both() -> None:
    """Placed at his own exchange (not before the elder's, which is Case XIV), the younger's exchange of
    one for one is lawful: the entry contradicts the facts."""
    entry = {"kind": "wrong exchange", "player": "B", "at": "exchange.B"}
    error = refusal(changed("minimal", "deals.0.irregularities", [entry]))
    assert error.place == "deals[0].irregularities[0]"
    assert error.problem == ("wrong exchange, but exchange.B records a lawful exchange: B discards 1 and takes 1 "
                             "(Laws 21-23, 30-31)")


@pytest.mark.law("46")
def test_a_call_of_more_than_is_held_is_refused_by_the_engine() -> None:
    error = refusal(changed("minimal", "deals.0.calls", {"A": {"point": {"cards": 8}}}))
    assert error.place == "deals[0].calls.A.point"
    assert "not lawful" in error.problem and "Law 46" in error.problem


def test_a_smaller_call_scores_less() -> None:
    smaller = replayed(changed("minimal", "deals.0.calls", {"A": {"point": {"cards": 6}}}))
    assert smaller.deals[0].scores.A == 154 - 1, "a point of six called instead of seven scores one less"
    assert scored(smaller)[0] == ("A", "point", 6)


@pytest.mark.law("68", "69")
def test_a_sunk_class_loses_its_score_and_may_cost_the_repique() -> None:
    """Without the aces A's hand makes 27: no repique (Law 68). In play A makes 30 with his
    third lead before B has counted anything: a pique, 30 (Law 69). 27 + 13 + 30 + 40 = 110."""
    result = replayed(changed("minimal", "deals.0.calls", {"A": {"sets": False}}))
    assert result.deals[0].scores == ByPlayer(110, 0)
    assert ("A", "pique", 30) in scored(result) and ("A", "repique", 60) not in scored(result)


def test_the_younger_sinking_allows_the_call_good() -> None:
    data = sample("partie-start")
    data["deals"][1]["calls"]["A"] = {"point": False}
    result = replayed(data)
    assert result.deals[1].scores == ByPlayer(13 - 5, 19 + 5), "B's point of five is allowed good: 5 to B"
    assert ("B", "point", 5) in scored(result, 1)
    assert [s for s in steps(result, 1) if s[1] == "answer"][0] == ("A", "answer", 0)


@pytest.mark.law("18")
@pytest.mark.parametrize(("calls", "place", "problem"), [
    ({"A": {"carte_blanche": True}}, "deals[0].calls.A.carte_blanche", "A has no carte blanche to show (Law 18)"),
    ({"B": {"sets": {"size": 3, "rank": "K"}}}, "deals[0].calls.B.sets",
     "B never calls or reckons a quatorze or trio in this deal"),
    ({"A": {"sequence": False, "point": {"answers": ["good"]}}}, "deals[0].calls.A.point.answers[0]",
     "A replies 0 time(s) to calls in the point; this reply is not used"),
    ({"B": {"point": {"answers": ["good", "good"]}}}, "deals[0].calls.B.point.answers[1]",
     "B replies 1 time(s) to calls in the point; this reply is not used"),
])
def test_record_fields_the_deal_never_calls_for_are_refused(calls: Any, place: str, problem: str) -> None:
    error = refusal(changed("minimal", "deals.0.calls", calls))
    assert (error.place, error.problem) == (place, problem)


def test_too_few_replies_are_refused() -> None:
    data = sample("partie-start")
    data["deals"][1]["calls"]["A"]["point"]["answers"] = ["inquire"]
    error = refusal(data)
    assert error.place == "deals[1].calls.A.point.answers"
    assert "no reply left" in error.problem


@pytest.mark.law("36")
def test_see_left_is_the_younger_election_after_the_lead() -> None:
    result = replayed(changed("minimal", "deals.0.exchange.B.see_left", True))
    election = [e for e in result.deals[0].events if e.kind == "see left cards"]
    assert len(election) == 1 and "Law 36" in election[0].text and "look" in election[0].text
    error = refusal(changed("minimal", "deals.0.exchange.A.see_left", True))
    assert error.place == "deals[0].exchange.A.see_left" and "Law 36" in error.problem


@pytest.mark.law("32")
def test_the_number_left_must_be_the_number_declared() -> None:
    assert replayed(changed("minimal", "deals.0.exchange.A.leave", 2)).deals[0].scores.A == 154
    error = refusal(changed("minimal", "deals.0.exchange.A.leave", 1))
    assert (error.place, error.problem) == ("deals[0].exchange.A.leave", "A leaves 2 of his cards, not 1 (Law 32)")


def test_a_record_that_stops_early_or_plays_on_is_refused() -> None:
    data = sample("minimal")
    data["deals"][0]["play"] = data["deals"][0]["play"][:-1]
    error = refusal(data)
    assert error.place == "deals[0].play" and "stops after 23 cards" in error.problem
    data["deals"][0]["play"] += ["KD", "7S"]
    error = refusal(data)
    assert error.place == "deals[0].play[24]" and "the deal is over after 24 cards" in error.problem


def test_scores_before_must_follow_from_the_deals_before() -> None:
    error = refusal(changed("partie-start", "deals.1.scores_before", {"A": 150, "B": 0}))
    assert error.place == "deals[1].scores_before"
    assert error.problem == "A 150, B 0 does not follow from the deals before, which make A 154, B 0"


@pytest.mark.law("72")
def test_the_first_scores_before_count_in_the_totals() -> None:
    result = replayed(changed("minimal", "deals.0.scores_before", {"A": 10, "B": 120}))
    assert result.totals == ByPlayer(164, 120)
    assert (result.result.winner, result.result.points, result.result.rubicon) == ("A", 144, False), \
        "Law 72: 164 - 120 + 100"


@pytest.mark.law("16")
def test_in_a_partie_the_players_deal_alternately() -> None:
    error = refusal(changed("partie-start", "deals.1.dealer", "B"))
    assert error.place == "deals[1].dealer" and "Law 16" in error.problem


@pytest.mark.law("71")
def test_a_deal_after_the_partie_is_over_is_refused() -> None:
    data = sample("partie-start")
    data["partie"]["length"] = 4
    first, second = data["deals"]
    for deal in (first, second):
        deal.pop("scores_before")
    data["deals"] = [first, second, first, second, first]
    error = refusal(data)
    assert error.place == "deals[4]" and "Law 71" in error.problem


@pytest.mark.law("71")
def test_a_four_deal_partie_counts_the_first_and_last_deals_double() -> None:
    data = sample("partie-start")
    data["partie"]["length"] = 4
    first, second = data["deals"]
    for deal in (first, second):
        deal.pop("scores_before")
    data["deals"] = [first, second, first, second]
    result = replayed(data)
    assert result.finished
    assert result.totals == ByPlayer(2 * 154 + 13 + 154 + 2 * 13, 19 + 2 * 19), "note to Law 71"
    assert result.deals[3].scores_before == ByPlayer(2 * 154 + 13 + 154, 19)


@pytest.mark.law("18", "19", "20", "61", "65", "68")
def test_a_carte_blanche_scores_first_and_saves_the_repique() -> None:
    """B is dealt no king, queen or knave (Law 18) and shows it after A has discarded: 10
    (Laws 19-20, 61). A's hand makes 31 -- point 7, septième major 17 and quart major 4, three
    knaves 3 -- but B has counted first: no repique. A leads all twelve (12) and wins eleven
    tricks, the cards 10; B wins the last with the AC: 2 (Law 65). A 53, B 12.
    Not shown, the carte blanche saves nothing: A's 31 is a repique (Law 68), A 113, B 2."""
    shown = replayed(sample("carte-blanche"))
    assert shown.deals[0].scores == ByPlayer(53, 12)
    order = steps(shown)
    assert order.index(("B", "carte blanche", 10)) == order.index(("A", "exchange", 0)) + 1, \
        "shown after the adversary has discarded (Law 20)"
    assert ("A", "repique", 60) not in order
    hidden = replayed(changed("carte-blanche", "deals.0.calls", {"B": {"carte_blanche": False}}))
    assert hidden.deals[0].scores == ByPlayer(113, 2)
    assert ("A", "repique", 60) in scored(hidden)


def test_card_notation_is_liberal_on_input() -> None:
    data = sample("minimal")
    data["deals"][0]["play"][0] = "a♥"
    assert replayed(data).deals[0].deal.play[0] == parse_card("AH")


_JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 40) | st.sampled_from(["AS", "7H", "A", "x", ""]),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(
                         ["A", "B", "cards", "answers", "law", "take", "discard"]), inner, max_size=3),
                     max_leaves=6)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else []
    return [path] + [p for key, v in items for p in _paths(v, path + (key,))]


@given(st.data())
def test_any_change_to_a_record_is_replayed_or_refused_with_an_input_error(data: st.DataObject) -> None:
    record = sample("partie-start")
    path = data.draw(st.sampled_from(_paths(record)[1:]))
    node = record
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = data.draw(_JSON)
    try:
        replayed(record)
    except InputError as err:
        assert err.place and err.problem and "\n" not in str(err)


def _case_22(before: dict[str, int]) -> Replay:
    """Case XXII's record (the sixth and last deal: A elder gains 29, B nothing), from other scores before."""
    data = case_record(22)
    data["deals"][0]["scores_before"] = before
    return replay(parse_record(data))


@pytest.mark.law("71")
@pytest.mark.case("XXII")
def test_a_partie_taken_up_mid_way_counts_the_scores_before_for_law_71() -> None:
    """Law 71 on a record that begins at the sixth deal: a tie counts the scores before it (once the partie
    was padded with deals of nothing, so that A 92, B 92 after six deals read as over)."""
    assert _case_22({"A": 62, "B": 92}).finished, "A 91, B 92: B wins, the partie is over"
    tied = _case_22({"A": 63, "B": 92})
    assert (tied.totals.A, tied.totals.B) == (92, 92)
    assert not tied.finished, "a tie after six deals: each deals once more (Law 71)"


@pytest.mark.law("71", "72", "73")
@pytest.mark.case("XXII")
def test_the_result_in_words_says_a_tie_and_a_rubicon() -> None:
    """Laws 71-73 in words, as both ``replay`` and ``ruling`` print them."""
    played = _case_22({"A": 62, "B": 92})
    assert played.result_words() == "B wins 283 points, A being rubiconed (Law 73)"
    tied = Replay(played.record, played.deals, ByPlayer(92, 92), played.partie)
    assert tied.result_words() == "the scores are equal: neither wins"
    assert tied.result_json() == {"winner": None, "points": 0, "rubicon": False, "final": True}
