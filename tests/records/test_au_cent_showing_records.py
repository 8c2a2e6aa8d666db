"""Records of Piquet au cent with its irregularities of showing and of the cards left: written as read,
replayed with the ruling naming the cent paragraph (cent-12, cent-18, cent-21, cent-22)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from piquet.errors import InputError
from piquet.model.declaring import Klass
from piquet.model.roles import Role
from piquet.records import parse_record
from piquet.records.record import record_to_json
from piquet.records.replay import replay

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

# A, elder: five spades making 50, a quart major, a tierce to the nine; he puts out the eight of clubs and takes
# the nine. B, younger: four hearts making 39, keeps his hand and leaves the seven cards (cent-7.1).
_DEAL: dict[str, Any] = {
    "dealer": "B",
    "hands": {"A": ["AS", "KS", "QS", "JS", "9S", "AH", "KH", "7D", "8D", "9D", "7C", "8C"],
              "B": ["10S", "8S", "7S", "QH", "JH", "10H", "9H", "AD", "KD", "QD", "AC", "KC"]},
    "stock": ["9C", "8H", "7H", "JD", "10D", "QC", "JC", "10C"],
    "exchange": {"A": {"discard": ["8C"]}, "B": {"discard": []}},
    "play": ["AS", "7S", "AH", "9H", "KH", "10H", "KS", "8S", "QS", "10S", "JS", "QH", "9S", "JH", "9D", "AD",
             "KD", "8D", "QD", "7D", "AC", "7C", "KC", "9C"],
}


def _record(irregularities: list[dict[str, Any]], **deal: Any) -> Any:
    return {"format": "piquet-record/1", "variant": "au cent",
            "deals": [{**copy.deepcopy(_DEAL), **deal, "irregularities": irregularities}]}


def _replayed(data: Any) -> Any:
    record = parse_record(data)
    assert parse_record(record_to_json(record)) == record, "nothing is lost in writing the record back"
    return replay(record).deals[0]


@pytest.mark.law("cent-18", "cent-12")
def test_a_record_of_a_call_not_shown_and_a_suit_called_replays_under_au_cent() -> None:
    deal = _replayed(_record([
        {"kind": "call not shown", "player": "A", "class": "point", "at": "play[1]"},
        {"kind": "left cards looked at", "player": "A", "at": "play[1]"},
        {"kind": "suit called", "player": "B", "suit": "H", "at": "play[2]"},
    ]))
    state = deal.state
    clauses = [r.clauses for r in state.rulings]
    assert clauses == [("cent-18.2", "cent-18.3"), ("cent-12.1", "cent-12.2"), ("cent-12.2",)], clauses
    # A cannot reckon his point; B reckons his four hearts; A's quart major and tierce stand (7).
    assert state.hand_scores[ELDER][Klass.POINT] == 0 and state.hand_scores[YOUNGER][Klass.POINT] == 4
    assert state.hand_scores[ELDER][Klass.SEQUENCE] == 7 and len(state.tricks) == 12


@pytest.mark.law("cent-12")
def test_a_record_leading_another_suit_than_the_one_called_is_refused() -> None:
    play = list(_DEAL["play"])
    play[2:6] = ["KS", "8S", "AH", "9H"]
    data = _record([{"kind": "left cards looked at", "player": "A", "at": "play[1]"},
                    {"kind": "suit called", "player": "B", "suit": "H", "at": "play[2]"}], play=play)
    with pytest.raises(InputError, match="cent-12.2"):
        _replayed(data)


@pytest.mark.law("cent-21")
def test_a_record_of_a_call_disallowed_that_proves_good() -> None:
    deal = _replayed(_record([
        {"kind": "call disallowed", "class": "point"},
        {"kind": "call shown after the lead", "class": "point", "at": "play[1]"},
    ], calls={"B": {"point": False}}))  # having said not good, he has no point to reckon
    state = deal.state
    assert [r.clauses for r in state.rulings] == [("cent-21.1",), ("cent-21.1",)], state.rulings
    assert state.hand_scores[ELDER][Klass.POINT] == 5 and state.hand_scores[YOUNGER][Klass.POINT] == 0
