"""Records of Piquet au cent with a sequence shown above the call (cent-19): written as read, replayed with the
ruling naming the paragraph; the younger's sequence barred; refused in the base game."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from piquet.errors import InputError
from piquet.model.declaring import Klass, Verdict
from piquet.model.roles import Role
from piquet.records import parse_record
from piquet.records.record import record_to_json
from piquet.records.replay import replay
from piquet.rulings import ruling_lines

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

# A, elder: a quint to the king in spades (five making 49), no other sequence; he puts out the seven of hearts and
# takes the queen of diamonds. B, younger: a quint to the queen in hearts (five making 47), keeps his hand
# (cent-7.1). A calls a quart to the king.
_DEAL: dict[str, Any] = {
    "dealer": "B",
    "hands": {"A": ["KS", "QS", "JS", "10S", "9S", "7H", "7D", "9D", "JD", "7C", "9C", "JC"],
              "B": ["QH", "JH", "10H", "9H", "8H", "AS", "8S", "AD", "8D", "AC", "8C", "KC"]},
    "stock": ["QD", "7S", "KD", "10D", "QC", "10C", "AH", "KH"],
    "exchange": {"A": {"discard": ["7H"]}, "B": {"discard": []}},
    "calls": {"A": {"sequence": {"length": 4, "top": "K"}}},
    "play": ["9S", "8S", "10S", "AS", "8H", "JS", "9H", "QS", "10H", "KS", "JH", "7D", "QH", "9D", "8D", "JD",
             "QD", "AD", "8C", "7C", "KC", "9C", "AC", "JC"],
}


def _record(irregularities: list[dict[str, Any]], variant: str = "au cent") -> Any:
    head = {"variant": variant} if variant else {}
    return {"format": "piquet-record/1", **head, "deals": [{**copy.deepcopy(_DEAL), "irregularities": irregularities}]}


def _replayed(data: Any) -> Any:
    record = parse_record(data)
    assert parse_record(record_to_json(record)) == record, "nothing is lost in writing the record back"
    return replay(record).deals[0]


@pytest.mark.law("cent-19")
def test_a_record_of_a_sequence_shown_above_the_call_bars_the_younger_quint() -> None:
    state = _replayed(_record([{"kind": "sequence shown above the call"}])).state
    assert [r.clauses for r in state.rulings] == [("cent-19.1", "cent-19.2")], state.rulings
    # B's quint to the queen, better than the quart called, is inferior to the quint to the king shown: barred,
    # he allows the call good; A reckons the quart he called, four (not the quint's fifteen).
    assert state.dialogue(Klass.SEQUENCE).verdict is Verdict.GOOD
    assert state.hand_scores[ELDER][Klass.SEQUENCE] == 4 and state.hand_scores[YOUNGER][Klass.SEQUENCE] == 0
    assert len(state.tricks) == 12


@pytest.mark.law("cent-19")
def test_the_ruling_names_the_paragraph_and_what_follows() -> None:
    lines = list(ruling_lines(replay(parse_record(_record([{"kind": "sequence shown above the call"}])))))
    assert "  Sequence shown above the call (A) -- cent-19" in lines, lines
    assert any("he reckons only what he called; B cannot reckon a sequence equal or inferior" in line
               for line in lines), lines
    assert any(line.startswith("  Piquet au cent, paragraph 19 (cent-19).") for line in lines), lines


@pytest.mark.law("cent-19")
def test_without_the_show_the_younger_quint_beats_the_quart_called() -> None:
    state = _replayed(_record([])).state
    assert state.dialogue(Klass.SEQUENCE).verdict is Verdict.NOT_GOOD
    assert state.hand_scores[ELDER][Klass.SEQUENCE] == 0 and state.hand_scores[YOUNGER][Klass.SEQUENCE] == 15


@pytest.mark.law("cent-19")
def test_a_record_of_a_sequence_shown_above_the_call_in_the_base_game_is_refused() -> None:
    data = _record([{"kind": "sequence shown above the call", "at": "calls"}], variant="")
    data["deals"][0]["calls"] = {"A": {"sequence": {"length": 4}}}
    data["deals"][0]["exchange"]["B"] = {"discard": ["8C"]}
    with pytest.raises(InputError, match="cent-19.1"):
        _replayed(data)
