"""Irregularities in piquet-record/1: the schema's kinds are the model's, they read and write back
unchanged, and a void deal leaves the partie's turn as it was."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

import pytest

from piquet.model.irregularities import IRREGULAR_KINDS
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
