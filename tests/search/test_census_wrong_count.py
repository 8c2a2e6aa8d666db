"""The census's offences of a misdealt deal: the elder's thirteen taken up without announcing (Laws 11, 24, 39-41,
58), his eleven (Laws 39, 42, 57), and Case XVII's card of the other pack (Law 75). Each line reaches the state the Laws say, by the model's
actions and by the records alike; the CLI runs the classes (a witness of each is found and replayed from its
records by tests/search/test_search.py)."""

from __future__ import annotations

import json
import random

import pytest

from piquet.model.cards import FULL_PACK, OTHER_PACK, format_card
from piquet.model.counts import WRONG_COUNT
from piquet.model.deal import DealState
from piquet.records import parse_record
from piquet.records.position import state_after
from piquet.records.record import ByPlayer
from piquet.search.candidates import ELDER, SHORT, Candidate, candidate_of, draw, line_record
from piquet.search.direct import begin
from piquet.search.lines import lowest_card, position_line, recorded_line
from piquet.search.units import unit_seed
from tests.cli.cli_run import run

_CLASSES = {"39": "census-wrong-count-taken-up", "42": "census-wrong-count-eleven", "75": "census-surplus-card"}


def _candidate(law: str, index: int) -> Candidate:
    return draw(random.Random(unit_seed(13, index)), index, 0.0, ELDER, law)


def _cited(state: DealState) -> set[str]:
    """The laws and Cases the state's rulings cite (a clause id ``39.1`` as its law, ``39``)."""
    return {clause.split(".")[0] for ruling in state.rulings for clause in ruling.clauses}


def _replayed(candidate: Candidate, line: str) -> DealState:
    """The line's record replayed through the exchange and the calls, to the first lead."""
    state = state_after(parse_record(line_record(candidate, line)).deals[0], "deals[0]", ByPlayer(0, 0))
    assert state is not None
    return state


@pytest.mark.law("11", "24", "39", "40", "41", "58", "44")
@pytest.mark.parametrize("index", range(6))
def test_the_wrong_count_taken_up_loses_the_option_and_plays_thirteen(index: int) -> None:
    candidate = _candidate("39", index)
    counts = (len(candidate.elder), len(candidate.younger), len(candidate.stock))
    where = f"Law 39, unit {index}, dealt {counts}"
    # One card dealt wrongly, one pack: the elder thirteen, and the younger eleven or the stock seven (Law 11).
    assert counts in ((13, 11, 8), (13, 12, 7)) and max(candidate.elder) < OTHER_PACK, where
    taken, lawful_taken = candidate.taken("offence"), candidate.taken("lawful")
    # Law 39: he must leave at least three cards for the younger hand; Laws 40-41: standing, he discards one card
    # more than he takes in, and two at least.
    assert len(candidate.stock) - taken[0] >= 3 and len(candidate.elder_discard) >= 2, where
    assert taken[0] == len(candidate.elder_discard) == lawful_taken[0] + 1, where
    offence, lawful, waived = (_replayed(candidate, line) for line in ("offence", "lawful", "waived"))
    # The offending line: the option of a fresh deal lost by taking up a card without announcing (Law 39), the
    # exchange against the count rules standing as made, thirteen cards held, and the penalty of Law 58.
    assert offence.in_dealing.stood and not offence.in_dealing.announced, f"{where}: Law 39, the deal stands"
    assert {"11", "39", "58"} <= _cited(offence), f"{where}: the rulings cite {sorted(_cited(offence))}"
    assert offence.hands[0].bit_count() == 13 and offence.reckon_nothing == (True, False), \
        f"{where}: Law 58, he plays thirteen and can reckon nothing: {offence.reckon_nothing}"
    # Waived (Law 44): the same hands, and he reckons.
    assert (waived.hands[0], waived.hands[1]) == (offence.hands[0], offence.hands[1]), where
    assert waived.reckon_nothing == (False, False), f"{where}: Law 44, the penalty waived"
    # The lawful line: he announces his count, stands the deal (Law 11), and exchanges by the count rules: twelve
    # each, the card he should have left the younger's (Laws 40-41).
    assert lawful.in_dealing.stood and lawful.in_dealing.announced, f"{where}: Law 11, the deal stood"
    assert [h.bit_count() for h in lawful.hands] == [12, 12] and lawful.reckon_nothing == (False, False), where
    assert all(r.kind == WRONG_COUNT for r in lawful.rulings), f"{where}: the lawful line rules only the count"
    card = 1 << candidate.extra_card
    assert offence.hands[0] & card and lawful.hands[1] & card, \
        f"{where}: the card too many, {format_card(candidate.extra_card)}, is the younger's by the lawful line"
    # The offending record reads back as the same candidate.
    assert candidate_of(parse_record(line_record(candidate, "offence")), index) == candidate, where


def test_the_wrong_count_draws_both_counts_of_one_card_dealt_wrongly() -> None:
    # The younger eleven (Law 40) and the stock seven (Law 41, where Law 39's three cards bind the elder).
    drawn = {(len(c.younger), len(c.stock)) for c in (_candidate("39", index) for index in range(12))}
    assert drawn == {(11, 8), (12, 7)}, drawn


@pytest.mark.law("11", "24", "39", "42", "57")
@pytest.mark.parametrize("index", range(6))
def test_the_eleven_taken_up_loses_the_option_and_plays_eleven(index: int) -> None:
    candidate = _candidate("42", index)
    counts = (len(candidate.elder), len(candidate.younger), len(candidate.stock))
    where = f"Law 42, unit {index}, dealt {counts}"
    assert counts == (11, 13, 8), where
    # Law 42: standing, he takes in one more than he discards, five at most; by the offence, as many.
    taken, lawful_taken = candidate.taken("offence"), candidate.taken("lawful")
    assert taken[0] == len(candidate.elder_discard) == lawful_taken[0] - 1 and lawful_taken[0] <= 5, where
    # Law 42: the younger, dealt thirteen, discards one more than he takes in, and two at least, by either line.
    assert taken[1] == lawful_taken[1] == len(candidate.younger_discard) - 1 >= 1, where
    offence, lawful = _replayed(candidate, "offence"), _replayed(candidate, "lawful")
    assert offence.in_dealing.stood and not offence.in_dealing.announced, f"{where}: Law 39, the deal stands"
    assert {"11", "39", "42", "57"} <= _cited(offence), f"{where}: the rulings cite {sorted(_cited(offence))}"
    # Law 57: he plays eleven, with no penalty: he reckons.
    assert [h.bit_count() for h in offence.hands] == [11, 12] and offence.reckon_nothing == (False, False), where
    assert lawful.in_dealing.stood and lawful.in_dealing.announced, f"{where}: Law 11, the deal stood"
    assert [h.bit_count() for h in lawful.hands] == [12, 12] and lawful.reckon_nothing == (False, False), where
    card = 1 << candidate.extra_card
    # The card he should have taken in is his by the lawful line; left, it is the younger's first (Law 23: he
    # takes in from the top of the stock).
    assert lawful.hands[0] & card and offence.hands[1] & card and not offence.hands[0] & card, \
        f"{where}: the card he should have taken in, {format_card(candidate.extra_card)}"
    assert candidate_of(parse_record(line_record(candidate, "offence")), index) == candidate, where


@pytest.mark.law("75", "39", "58", "44")
@pytest.mark.parametrize("index", range(6))
def test_case_xvii_the_card_of_the_other_pack_found_in_his_discard(index: int) -> None:
    candidate = _candidate("75", index)
    card = candidate.offence.card
    assert card is not None and card >= OTHER_PACK
    where = f"Case XVII, unit {index}, the card {format_card(card)}"
    # Twelve of the pack and the card of the other pack; the pack itself correct; the card in his discard.
    assert (len(candidate.elder), len(candidate.younger), len(candidate.stock)) == (13, 12, 8), where
    assert card in candidate.elder_discard and all(c < OTHER_PACK for c in candidate.younger + candidate.stock), where
    offence, lawful = _replayed(candidate, "offence"), _replayed(candidate, "lawful")
    # Not void (Law 75: no proof that the pack was redundant when dealt); he plays thirteen and reckons nothing.
    assert not offence.void and {"Case XVII", "39", "58"} <= _cited(offence), \
        f"{where}: the rulings cite {sorted(_cited(offence))}"
    assert offence.hands[0].bit_count() == 13 and not offence.hands[0] & ~FULL_PACK, where
    assert offence.reckon_nothing == (True, False), f"{where}: Law 58, Case XVII: he can reckon nothing"
    # The lawful line: the deal without the card of the other pack, twelve each, nothing ruled.
    assert [h.bit_count() for h in lawful.hands] == [12, 12] and not lawful.rulings, where
    assert not (lawful.hands[0] | lawful.discards[0]) & ~FULL_PACK, where
    assert candidate_of(parse_record(line_record(candidate, "offence")), index) == candidate, where


@pytest.mark.parametrize("law", sorted(_CLASSES))
@pytest.mark.parametrize("index", range(3))
def test_the_model_s_actions_reach_the_start_the_records_give(law: str, index: int) -> None:
    # The hot path (no record) and the records' reading reach the same solver start, line by line.
    candidate = _candidate(law, index)
    for name in ("offence", "lawful") if law in SHORT else ("offence", "lawful", "waived", "amended", "unbarred"):
        fast, recorded = position_line(candidate, name), recorded_line(candidate, name)
        assert fast.start == recorded.start, f"Law {law}, unit {index}, line {name}"
    state, course = begin(candidate, "offence", lowest_card(candidate, "offence"))
    assert state.exchanged[0], f"Law {law}, unit {index}: Law 39, his exchange made at once, his option outstanding"
    assert (course.pending is None) == (law != "75"), f"Law {law}: Case XVII's card is found after the exchanges"


@pytest.mark.parametrize("name", sorted(_CLASSES.values()))
def test_the_cli_runs_the_class(capsys: pytest.CaptureFixture[str], name: str) -> None:
    code, out, err = run(capsys, "search", name, "--deals", "3", "--workers", "1", "--stats", "--json", "--top", "0")
    assert code == 0, err
    stats = json.loads(out)["stats"]
    assert stats["candidates"] == 3 and stats["enforced_only"]["trials"] == 3, stats
    # Amendments A and B are counted for the thirteen cards (Law 58), not for the eleven (Law 57).
    thirteen = name != _CLASSES["42"]
    assert ("under_amendment" in stats) == ("under_amendment_b" in stats) == thirteen, stats
    assert not thirteen or stats["under_amendment"]["hits"] == 0, stats
