"""Irregularities in piquet-record/1: the schema's kinds are the model's, they read and write back
unchanged, and a void deal leaves the partie's turn as it was."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

import pytest

from piquet.errors import InputError
from piquet.model.cards import parse_card
from piquet.model.irregularities import IRREGULAR_KINDS
from piquet.model.roles import Role
from piquet.model.state import Choice
from piquet.records import parse_record
from piquet.records.record import MISDEAL, record_to_json
from piquet.records.replay import replay
from piquet.records.schema import schema

from tests.records.records_samples import sample

CASES = sorted((Path(__file__).parent.parent / "cases").glob("case-*.json"))


def test_the_schema_names_every_irregular_action_of_the_model() -> None:
    kinds = set(schema()["$defs"]["irregularity"]["properties"]["kind"]["enum"])
    assert kinds == {k.KIND for k in IRREGULAR_KINDS} | {MISDEAL, "fresh deal accepted"}, \
        "each kind a record may name is an action of the model (or the misdeal, or an agreement)"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_a_record_with_irregularities_reads_and_writes_back_the_same(path: Path) -> None:
    data: Any = json.loads(path.read_text("utf-8"))["record"]
    again = record_to_json(parse_record(data))
    assert parse_record(again) == parse_record(data), "nothing is lost in writing a record back"
    deals = cast(list[dict[str, Any]], again["deals"])
    assert [d.get("irregularities") for d in deals] == [d.get("irregularities") for d in data["deals"]]


def test_a_void_deal_scores_nothing_and_the_same_turn_comes_again() -> None:
    """Law 14: a faced card in the pack; the fresh deal is dealt again by the same dealer (the Laws do not
    say who deals a fresh deal; Law 16 only names the right dealer after a deal out of turn)."""
    deal = sample("minimal")["deals"][0]
    void = {"dealer": "B", "hands": deal["hands"], "stock": deal["stock"],
            "irregularities": [{"kind": "faced card", "card": "AH", "law": 14}]}
    data = {"format": "piquet-record/1", "partie": {"length": 6}, "deals": [void, deal]}
    replayed = replay(parse_record(data))
    assert replayed.deals[0].state.void and replayed.deals[0].scores.A == 0, "the void deal scores nothing"
    assert replayed.totals.A == 154 and replayed.partie is not None and len(replayed.partie.deals) == 1, \
        "the partie counts only the deal played"
    assert replayed.partie.dealer() == "A", "after B's deal, A deals (Law 16)"


def test_the_elders_election_to_retake_his_lead_after_the_youngers_correction_is_recorded() -> None:
    """Law 52: B, younger, reckons a point of eight and corrects it to seven after A has led the ace of
    hearts; A elects to retake it (``elect``) and leads the ace of spades: the ace of hearts is played twice."""
    deal = {"dealer": "B",
            "hands": {"A": "AS KS QS JS 10S 9S AH KH QH JH 10H 7C".split(),
                      "B": "8S 7S 8H 7H 8C AD KD QD JD 10D 9D 9C".split()},
            "stock": "9H 8D 7D 10C JC QC KC AC".split(),
            "exchange": {"A": {"discard": ["7C"]}, "B": {"discard": ["9C"]}},
            "play": ("AH AS 7S KS 8S QS 7H JS 8H 10S 8C 9S 8D AH 9D KH 10D QH JD JH QD 10H KD 9H AD").split(),
            "irregularities": [{"kind": "miscall", "player": "B", "class": "point", "count": 8},
                               {"kind": "miscall corrected", "player": "B", "class": "point",
                                "elect": ["retake"]}]}
    state = replay(parse_record({"format": "piquet-record/1", "deals": [deal]})).deals[0].state
    option = state.rulings[-1]
    assert (option.clauses, option.holder, option.chosen) == (("52.2",), Role.ELDER, Choice.RETAKE), \
        f"Law 52: the elder's option, elected: {option}"
    assert state.tricks[0].lead == parse_card("AS") and state.scores == (53, 24), \
        f"he led again, the ace of spades; his first lead scores nothing: {state.scores}"
    deal["irregularities"][1]["elect"] = ["play on"]  # type: ignore[index]
    with pytest.raises(InputError, match=r"deals\[0\]\.play\[1\]"):
        replay(parse_record({"format": "piquet-record/1", "deals": [deal]}))


def undeclared_deal() -> dict[str, Any]:
    """Law 32: A takes one card and leaves four, not declaring it; B finds seven cards and takes in five."""
    return {"dealer": "B",
            "hands": {"A": "AS KS QS JS 10S 9S 8S QH JH 10H 9H 7D".split(),
                      "B": "AC KC QC JC 10C 7C 7S AH KH AD KD 7H".split()},
            "stock": "QD 8H 8D 9D 10D JD 8C 9C".split(),
            "exchange": {"A": {"discard": ["7D"]}, "B": {"discard": "7H 7S 7C KD AD".split()}},
            "play": ("8S 8H 9S KH 10S AH JS 8D QS 9D KS 10D AS JD 9H 10C 10H JC JH QC QH KC QD AC").split(),
            "irregularities": [{"kind": "cards left undeclared", "at": "exchange.B", "law": 32}]}


def test_cards_left_undeclared_are_recorded_and_the_younger_takes_them_in() -> None:
    state = replay(parse_record({"format": "piquet-record/1", "deals": [undeclared_deal()]})).deals[0].state
    assert state.rulings[0].clauses == ("32.1", "32.2"), f"Law 32: {state.rulings}"
    assert state.discards[Role.YOUNGER].bit_count() == 5 and state.scores == (144, 0), \
        f"B altered his discard to five and took in the four A left, and JD: {state.scores}"
    declared = undeclared_deal()
    declared["exchange"]["A"]["leave"] = 4
    with pytest.raises(InputError, match=r"deals\[0\]\.irregularities\[0\]: A declared how many he leaves"):
        replay(parse_record({"format": "piquet-record/1", "deals": [declared]}))
