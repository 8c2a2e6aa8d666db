"""The piquet-record/1 format: its schema, reading records into types and writing them back."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from tests.records.records_samples import REMOVE, SAMPLE_FILES, changed, sample

from piquet.errors import InputError
from piquet.model.cards import parse_card, parse_cards
from piquet.model.declaring import Klass, Verdict
from piquet.model.roles import Role
from piquet.model.state import Choice
from piquet.records import parse_record, record_text
from piquet.records.generate import random_record
from piquet.records.io import json_text
from piquet.records.replay import replay
from piquet.records.record import SINK, ByPlayer, Declaration, record_from_json, record_to_json
from piquet.records.schema import field_path, schema


def error_of(data: Any) -> InputError:
    with pytest.raises(InputError) as caught:
        parse_record(data)
    return caught.value


def test_the_schema_is_a_valid_draft_2020_12_schema_naming_the_version() -> None:
    Draft202012Validator.check_schema(schema())
    assert schema()["properties"]["format"] == {"description": "The format and its version.",
                                                "const": "piquet-record/1"}


@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda p: p.name)
def test_every_sample_record_is_valid_against_the_schema_file(path: Any) -> None:
    data = json.loads(path.read_text("utf-8"))
    errors = list(Draft202012Validator(schema()).iter_errors(data))
    assert errors == [], f"{path.name}: {[e.message for e in errors]}"


def test_generated_records_are_valid_against_the_schema_file() -> None:
    data = record_to_json(random_record(11, partie=True))
    assert list(Draft202012Validator(schema()).iter_errors(data)) == []


def test_the_schema_itself_rejects_what_the_format_forbids() -> None:
    validator = Draft202012Validator(schema())
    assert not validator.is_valid(changed("minimal", "deals.0.hands.A.0", "1S")), "unknown card"
    assert not validator.is_valid(changed("minimal", "deals.0.dealer", "C")), "players are A and B"
    assert not validator.is_valid(changed("minimal", "deals.0.exchange", REMOVE)), "exchange is required"
    assert not validator.is_valid(changed("minimal", "deals.0.calls", {"A": {"point": True}})), "false or object"
    assert validator.is_valid(changed("minimal", "deals.0.calls", {"A": {"point": False, "carte_blanche": False}}))


# Every character a card token can be made of, and a few it cannot.
_CARD_TEXT = st.text(alphabet="0123456789TJQKAtjqkaSHDCshdc♠♥♦♣♤♡♢♧XZ1 ", min_size=0, max_size=4)


@given(_CARD_TEXT)
def test_the_schema_card_pattern_accepts_exactly_what_parse_card_reads(token: str) -> None:
    pattern = schema()["$defs"]["card"]["pattern"]
    try:
        parse_card(token)
        readable = True
    except InputError:
        readable = False
    assert (re.search(pattern, token) is not None) == readable, f"{token!r}: schema and parse_card disagree"


def test_the_minimal_form_reads_into_typed_frozen_records() -> None:
    record = parse_record(sample("minimal"))
    deal = record.deals[0]
    assert deal.dealer == "B" and deal.elder == "A", "the dealer is the younger hand, the other the elder"
    assert deal.hands.A == tuple(parse_cards("AH KH QH JH 10H AS KS AD AC 7S 8S 7D"))
    assert deal.stock[0] == parse_card("9H"), "the stock is listed top first"
    assert deal.exchange.B.take == 1 and deal.exchange.A.take is None
    assert deal.scores_before == ByPlayer(0, 0)
    assert record.partie is None and record.variant == "rubicon"
    with pytest.raises(AttributeError):
        deal.dealer = "A"  # type: ignore[misc]


def test_calls_read_as_declarations_per_class() -> None:
    deal = parse_record(sample("partie-start")).deals[1]
    assert deal.calls.A.of(Klass.POINT) == Declaration(answers=("inquire", Verdict.NOT_GOOD))
    assert deal.calls.B.of(Klass.SETS) == SINK
    assert deal.calls.B.of(Klass.POINT) is None, "a class left out: he declares the best he holds"
    sequence = parse_record(changed("minimal", "deals.0.calls", {"A": {"sequence": {"length": 7, "top": "A"}}}))
    assert sequence.deals[0].calls.A.sequence == Declaration(count=7, detail=7), "the ace is rank 7"


@pytest.mark.parametrize("name", ["minimal", "partie-start"])
def test_a_record_written_back_reads_the_same(name: str) -> None:
    record = parse_record(sample(name))
    assert parse_record(record_to_json(record)) == record


@given(st.integers(min_value=0, max_value=2**32))
def test_generated_records_survive_text_and_back(seed: int) -> None:
    record = random_record(seed, deals=2)
    text = record_text(record)
    assert parse_record(json.loads(text)) == record
    assert text == json_text(json.loads(text)), "the writer is deterministic"


@pytest.mark.parametrize(("path", "value", "place", "problem"), [
    ("format", "piquet-record/2", "format", 'format "piquet-record/2": this piquet reads piquet-record/1'),
    ("format", REMOVE, "format", "no format field"),
    ("deals.0.hands.A.3", "1S", "deals[0].hands.A[3]", "unknown card '1S'"),
    ("deals.0.hands.A.3", 5, "deals[0].hands.A[3]", "expected a string, got 5"),
    ("deals.0.stock", REMOVE, "deals[0]", "missing field 'stock'"),
    ("deals.0.colour", "red", "deals[0]", "unknown field 'colour'"),
    ("deals.0.dealer", "C", "deals[0].dealer", 'unknown player "C"'),
    ("deals.0.scores_before.A", -1, "deals[0].scores_before.A", "-1 is below the least value allowed, 0"),
    ("deals.0.exchange.B.take", "three", "deals[0].exchange.B.take", 'expected a whole number, got "three"'),
    ("deals.0.calls", {"B": {"point": {"answers": ["maybe"]}}}, "deals[0].calls.B.point.answers[0]",
     'unknown value "maybe"'),
    ("deals", [], "deals", "must not be empty"),
    ("variant", "au-cent", "variant", 'unknown value "au-cent" (expected "rubicon" or "au cent")'),
    ("agreements", ["fours"], "agreements[0]", 'unknown value "fours"'),
])
def test_schema_problems_name_the_field(path: str, value: Any, place: str, problem: str) -> None:
    error = error_of(changed("minimal", path, value))
    assert error.place == place
    assert problem in error.problem


def test_a_record_that_is_not_an_object_is_refused() -> None:
    assert error_of([1, 2]).place == "record"


@pytest.mark.parametrize(("path", "value", "place", "problem"), [
    ("deals.0.hands.B.0", "AH", "deals[0].hands.B[0]", "card AH is repeated (first at deals[0].hands.A[0])"),
    ("deals.0.stock.7", "KH", "deals[0].stock[7]", "card KH is repeated (first at deals[0].hands.A[1])"),
    ("deals.0.hands.A.10", "7d", "deals[0].hands.A[11]", "card 7D is repeated (first at deals[0].hands.A[10])"),
    ("deals.0.exchange.A.discard", ["7S", "9C"], "deals[0].exchange.A.discard[1]",
     "9C is not in A's hand as dealt"),
])
def test_card_problems_name_the_card_and_where_it_first_was(path: str, value: Any, place: str,
                                                            problem: str) -> None:
    error = error_of(changed("minimal", path, value))
    assert (error.place, error.problem) == (place, problem)


def test_a_take_larger_than_the_stock_allows_is_refused() -> None:
    error = error_of(changed("minimal", "deals.0.exchange.B.take", 6))
    assert (error.place, error.problem) == ("deals[0].exchange.B.take", "B takes 6 but the stock holds only 5 then")
    data = changed("minimal", "deals.0.exchange.A.discard", ["7S", "8S", "7D", "AC", "KS", "AS", "AD", "KH", "QH"])
    error = error_of(data)
    assert (error.place, error.problem) == ("deals[0].exchange.A.discard", "A takes 9 but the stock holds only 8 then")


@pytest.mark.law("9", "11", "12")
def test_a_hand_of_eleven_cards_is_a_misdeal_the_laws_rule_on_though_the_record_does_not_name_it() -> None:
    """Law 12: A, elder, dealt eleven and the stock nine: a fresh deal is compulsory. The record need not
    say "misdeal": the counts say it (issue 15); it was once refused with Law 9's words."""
    data = sample("minimal")
    deal = data["deals"][0]
    deal["stock"].append(deal["hands"]["A"].pop())
    del deal["exchange"], deal["play"]
    replayed = replay(parse_record(data))
    state = replayed.deals[0].state
    assert [(r.kind, r.clauses) for r in state.rulings] == [("wrong count", ("12.1",))], state.rulings
    assert state.void and replayed.totals == ByPlayer(0, 0), "a fresh deal: the deal counts for nothing"


@pytest.mark.law("12")
def test_a_misdeal_read_from_the_counts_that_the_record_plays_on_is_an_error_naming_the_ruling() -> None:
    """Law 12 makes the fresh deal compulsory: a record that goes on to exchange and play contradicts it."""
    data = sample("minimal")
    deal = data["deals"][0]
    deal["stock"].append(deal["hands"]["A"].pop())
    deal["exchange"]["A"]["discard"] = deal["hands"]["A"][-3:]
    with pytest.raises(InputError) as caught:
        replay(parse_record(data))
    assert str(caught.value) == ("deals[0].play: the deal is void (a fresh deal is due: wrong count, Law 12), "
                                 "so it has no play"), caught.value


@pytest.mark.law("11", "38", "40")
@pytest.mark.parametrize("goes_on", [True, False])
def test_the_elders_option_of_law_11_read_from_the_counts_is_elected_as_the_record_goes_on(goes_on: bool) -> None:
    """Law 11: A, elder, dealt thirteen and B eleven; no misdeal named. A record that goes on to the exchange
    says the elder stood the deal (his exchange then follows Law 40); one that stops there, that he had a fresh
    deal."""
    data = sample("minimal")
    deal = data["deals"][0]
    deal["hands"]["A"].append(deal["hands"]["B"].pop())
    if goes_on:  # Law 40: A discards four and takes three, B discards one and takes two; B plays 8C for 9C
        deal["exchange"] = {"A": {"discard": ["7S", "8S", "7D", "9C"], "take": 3}, "B": {"discard": ["7H"], "take": 2}}
        deal["play"][3] = "8C"
        state = replay(parse_record(data)).deals[0].state
        ruling = state.rulings[0]
        assert (ruling.clauses, ruling.chosen) == (("11.1", "38.1", "40.1"), Choice.STAND), state.rulings
        assert not state.void and state.scores == (154, 0), state.scores
        return
    del deal["exchange"], deal["play"]
    state = replay(parse_record(data)).deals[0].state
    ruling = state.rulings[0]
    assert (ruling.clauses[:2], ruling.holder, ruling.chosen) == (("11.1", "38.1"), Role.ELDER, Choice.FRESH_DEAL)
    assert state.void


@pytest.mark.law("11", "12", "75")
@pytest.mark.parametrize(("move", "place", "problem"), [
    (lambda d: d["hands"]["B"].__setitem__(0, d["hands"]["A"][0]), "deals[0].hands.B[0]", "is repeated"),
    (lambda d: d["hands"]["B"].__delitem__(slice(0, 3)), "deals[0]",
     "12, 9 and 8 cards cannot be dealt from one pack"),
    (lambda d: d["hands"]["A"].extend(d["hands"]["B"][:3]) or d["hands"]["B"].__delitem__(slice(0, 3)), "deals[0]",
     "15, 9 and 8 cards cannot be dealt from one pack"),
])
def test_a_deal_no_dealing_of_one_pack_can_give_is_still_refused(move: Any, place: str, problem: str) -> None:
    """A card twice (33 cards of a pack of 32), a hand three cards short or three long: no misdeal gives these
    (Laws 11-12), so the record is impossible, not irregular (a pack short or long by any number is dealt, and
    void, Law 75)."""
    data = sample("minimal")
    move(data["deals"][0])
    error = error_of(data)
    assert error.place == place and problem in error.problem, (error.place, error.problem)


def test_an_irregularity_names_its_kind() -> None:
    error = error_of(changed("minimal", "deals.0.irregularities", [{"law": 27, "player": "A"}]))
    assert (error.place, error.problem) == ("deals[0].irregularities[0]", "missing field 'kind'"), \
        "a piquet-record/1 irregularity says what happened; its law alone is not enough"
    assert record_from_json(changed("minimal", "deals.0.irregularities", [])).deals[0].dealer == "B"


def test_field_paths_are_written_like_code() -> None:
    assert field_path(["deals", 0, "hands", "A", 3]) == "deals[0].hands.A[3]"
    assert field_path([]) == "record"


def test_json_text_keeps_card_lists_on_one_line_and_reads_back() -> None:
    value = sample("partie-start")
    text = json_text(value)
    assert json.loads(text) == value
    assert '"play": ["AH", "7C", "KH"' in text, "a list of cards stays on one line"
    assert text.endswith("}\n") and max(len(line) for line in text.splitlines() if '"play"' not in line) <= 100
