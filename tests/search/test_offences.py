"""The search's offences beyond the card too many: each drawn offence's records replay through the model as
the candidate says, read back, and rule the law it names; the lawful line is the offence undone."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from piquet.model.cards import card_set, format_card
from piquet.records import parse_record
from piquet.records.position import state_after
from piquet.records.record import ByPlayer
from piquet.model.counts import WRONG_COUNT
from piquet.search.candidates import MISDEALT, OFFENCES, SHORT, Candidate, candidate_of, draw, line_record
from piquet.search.miscall import MISCALL
from piquet.search.classes import PENALTY_PROFIT, offender_gain
from piquet.search.registry import class_named
from piquet.search.lines import position_line
from piquet.search.units import run_unit, unit_seed
from piquet.model.solver import Position, Start, lead_instead, minimax, solve, step
from piquet.model.state import DealState
from tests.cli.cli_run import run, write

ROOT = Path(__file__).resolve().parents[2]

# The cards the offender plays with by the offending line, and whether he can reckon nothing (Laws 25,
# 27-29, 31, 33, 35, 39 and Case XVII's 75: thirteen cards or twelve, the penalty; Laws 26, 30 and the elder's
# eleven, 42: eleven, and he reckons).
PLAYS = {"25": 13, "26": 11, "27": 12, "28": 13, "29": 13, "30": 11, "31": 13, "33": 12, "35": 13, "39": 13,
         "42": 11, "75": 13}
_ROLE = {"A": 0, "B": 1}

_CASES = [pytest.param(law, player, marks=pytest.mark.law(law, "44", "58") if law not in SHORT else pytest.mark.law(law, "57"),
                       id=f"law{law}-{player}")
          for law, players in OFFENCES.items() for player in players
          if law != MISCALL]  # the miscall's penalty falls at the first trick: tests/search/test_miscall.py


def _replayed(candidate: Candidate, line: str) -> DealState:
    state = state_after(parse_record(line_record(candidate, line)).deals[0], "deals[0]", ByPlayer(0, 0))
    assert state is not None
    return state


@pytest.mark.law("25", "26", "30", "44", "57")
@pytest.mark.parametrize(("law", "player"), _CASES)
@pytest.mark.parametrize("index", range(5))
def test_each_offence_replays_as_the_candidate_says_and_the_lawful_line_undoes_it(law: str, player: str,
                                                                                  index: int) -> None:
    candidate = draw(random.Random(unit_seed(11, index)), index, 0.0, player, law)
    where = f"Law {law} by {player}, unit {index}, the card {format_card(candidate.extra_card)}"
    assert candidate.offence.law == law and candidate.offender == player, where
    offence, lawful = _replayed(candidate, "offence"), _replayed(candidate, "lawful")
    # The hands the model leaves at the first lead are the candidate's, by each line.
    assert (offence.hands[0], offence.hands[1]) == candidate.line_hands("offence"), where
    assert (lawful.hands[0], lawful.hands[1]) == candidate.line_hands("lawful"), where
    assert [h.bit_count() for h in lawful.hands] == [12, 12], where
    role = _ROLE[player]
    assert offence.hands[role].bit_count() == PLAYS[law], where
    # The penalty falls on the offender alone, the Law 44 option enforced; none by the lawful line (and none
    # for a hand of eleven, Law 57).
    assert offence.reckon_nothing[role] == (law not in SHORT) and not offence.reckon_nothing[1 - role], where
    # A misdealt deal's count is ruled on by its lawful line too (Law 11: the elder's option, which he stands).
    assert lawful.reckon_nothing == (False, False) and all(r.kind == WRONG_COUNT for r in lawful.rulings), where
    cited = {clause.split(".")[0] for ruling in offence.rulings for clause in ruling.clauses}
    assert law in cited, f"{where}: the rulings cite {sorted(cited)}"
    # The offending record reads back as the same candidate (piquet search CLASS --record).
    assert candidate_of(parse_record(line_record(candidate, "offence")), index) == candidate, where


@pytest.mark.law("28", "29", "44")
@pytest.mark.parametrize("law", ["28", "29"])
def test_a_card_mixed_is_out_of_the_adversarys_share_when_he_stands_the_deal(law: str) -> None:
    # Laws 28-29: standing the deal, the adversary takes only the cards not mixed; the card mixed is the
    # offender's, the rest taken in from the top of the stock as usual.
    for index in range(5):
        candidate = draw(random.Random(unit_seed(5, index)), index, 0.0, None, law)
        offence, lawful = candidate.line_hands("offence"), candidate.line_hands("lawful")
        card = 1 << candidate.extra_card
        role = _ROLE[candidate.offender]
        assert offence[role] & card and not offence[1 - role] & card, f"unit {index}"
        # The adversary's hand by the lawful line, but the card mixed if he was to take it in.
        assert offence[1 - role] & ~lawful[1 - role] == 0 or lawful[1 - role] & card, f"unit {index}"
        record = line_record(candidate, "offence")
        assert record["deals"][0]["irregularities"][0]["elect"] == ["stand"]  # type: ignore[index]


@pytest.mark.law("27", "33", "44", "58")
@pytest.mark.parametrize("name", ["stock-card-profit", "left-card-profit"])
def test_a_card_taken_up_and_put_back_leaves_the_hands_of_the_lawful_line(name: str) -> None:
    # Laws 27 and 33: the card taken up goes back; the lines differ by the penalty alone, so the waived line
    # is the lawful line's deal exactly (the adversary's remedy, Law 44).
    klass = class_named(name)
    assert klass is not None
    for index in range(4):
        law = klass.offence_laws[0]
        candidate = draw(random.Random(unit_seed(2, index)), index, 0.0, klass.offender, law)
        assert candidate.line_hands("offence") == candidate.line_hands("lawful"), f"unit {index}"
        waived = _replayed(candidate, "waived")
        assert waived.reckon_nothing == (False, False)
        assert (waived.hands[0], waived.hands[1]) == candidate.line_hands("lawful")


@pytest.mark.law("30", "57")
def test_the_hand_of_eleven_leaves_the_card_for_the_next_to_take_in() -> None:
    # Law 30: the elder who takes in a card fewer leaves it on the stock, and the younger takes it in first
    # (Case XXII's decision); the younger's card left stays in the stock.
    for index in range(6):
        candidate = draw(random.Random(unit_seed(4, index)), index, 0.0, None, "30")
        elder, younger = candidate.line_hands("offence")
        card = 1 << candidate.extra_card
        if candidate.offender == "A":
            assert younger & card and not elder & card and younger.bit_count() == 12, f"unit {index}"
        else:
            assert not (elder | younger) & card and younger.bit_count() == 11, f"unit {index}"
        assert candidate.line_hands("lawful")[_ROLE[candidate.offender]] & card, f"unit {index}"


@pytest.mark.law("25", "26", "27", "28", "29", "30", "31", "33", "35")
def test_the_penalty_profit_family_has_a_class_for_every_offence_sharing_one_test() -> None:
    family = [class_named(name) for name in PENALTY_PROFIT]
    assert all(k is not None for k in family)
    laws = sorted(law for k in family if k is not None for law in k.offence_laws)
    assert laws == sorted(set(OFFENCES) - {MISCALL, *MISDEALT}), laws  # the miscall and misdeals: the census's alone
    # The classes of the offences whose offender is drawn share one test and one swing, the offender's gain.
    drawn = [k for k in family if k is not None and k.offender is None]
    assert len(drawn) >= 4 and len({k.witness for k in drawn}) == 1 and all(k.swing is None for k in drawn)


@pytest.mark.law("28", "29")
def test_a_class_of_several_laws_draws_each_unit_s_law_from_its_seed() -> None:
    # mixed-card-profit draws Law 28 (the elder) or 29 (the younger) per unit: the same unit, the same law,
    # and both laws among a few units.
    laws = [run_unit("mixed-card-profit", 0, index).found for index in range(8)]
    again = [run_unit("mixed-card-profit", 0, index).found for index in range(8)]
    assert laws == again
    drawn = {found.candidate.offence.law for found in laws if found is not None}
    assert drawn == {"28", "29"}, drawn


def test_the_swing_is_the_offender_s_gain_whoever_offends() -> None:
    candidate = draw(random.Random("swing"), 0, 0.0, "A", "25")
    assert offender_gain(candidate, {"offence": 30, "lawful": -10}) == 40  # the elder's values: A gains
    younger = draw(random.Random("swing"), 0, 0.0, "B", "25")
    assert offender_gain(younger, {"offence": 30, "lawful": -10}) == -40  # B loses what A gains
    assert card_set(younger.younger_discard) >> younger.extra_card & 1


def _after(start: Start, position: Position, card: int, first: bool) -> Position:
    """The position after ``card``; at a free first lead, ``card`` led instead of the one on the table."""
    return lead_instead(start.rules, position, card) if first and start.free_lead else step(start.rules, position, card)


@pytest.mark.law("26", "30", "57")
@pytest.mark.parametrize("law", SHORT)
@pytest.mark.parametrize("index", range(3))
def test_the_solver_plays_a_hand_of_eleven_as_plain_minimax_does(law: str, index: int) -> None:
    # Laws 26, 30, 57: eleven cards against twelve; the adversary counts as a trick the card that cannot be
    # played to. Along the solved line of a search's offending line, with four tricks left, the solver's
    # partie value is plain minimax's (tests/solver checks random endgames of every shape the same way).
    candidate = draw(random.Random(unit_seed(9, index)), index, 0.0, None, law)
    line = position_line(candidate, "offence")
    start, solution = line.start, line.solution()
    assert {start.position.elder.bit_count() + 1, start.position.younger.bit_count()} == {11, 12}, \
        "the elder has led one card: eleven and twelve cards"
    assert len(solution.line) == 22, "eleven tricks are played; the twelfth card is counted, not played"
    position = start.position
    for i, card in enumerate(solution.line[:-8]):
        position = _after(start, position, card, i == 0)
    late = Start(position, start.rules, False)
    expected, _ = minimax(late, line.objective)
    assert solve(late, line.objective).value == expected == solution.value, f"Law {law}, unit {index}"


@pytest.mark.law("25", "27", "28", "29", "33")
def test_a_witness_record_of_a_new_offence_is_confirmed_and_read_only_by_its_class(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for name in ("retaken-discard-profit", "stock-card-profit", "mixed-card-profit", "left-card-profit",
                 "short-hand-profit"):
        run_json = json.loads((ROOT / "docs" / "search" / f"{name}.json").read_text("utf-8"))
        best = run_json["witnesses"][0]
        path = write(tmp_path, json.dumps(best["record"]), f"{name}.json")
        code, out, err = run(capsys, "search", name, "--record", path, "--json")
        assert code == 0 and json.loads(out)["witness"]["swing"] == best["swing"], (name, err)
        code, out, err = run(capsys, "search", "penalty-profit", "--record", path)
        assert (code, out) == (2, "") and "but penalty-profit is a class of Law 35" in err \
            and err.count("\n") == 1, (name, err)
