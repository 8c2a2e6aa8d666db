"""The census's miscall (Laws 52-54): the solver starts from the first lead with the miscall found out, and that
start is worth what the model's own finding, after the first trick, is worth; a witness on a fixed seed replays
through the records and ``piquet solve`` with the gain claimed."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from piquet.model.actions import Play
from piquet.model.cards import CardSet
from piquet.model.deal import DealState, apply, legal_actions
from piquet.model.declaring import Klass
from piquet.model.scoring import best_point, sequences, sets
from piquet.model.solver import settle_calls, start_of
from piquet.records import parse_record
from piquet.records.replay import replay
from piquet.records.position import state_after
from piquet.records.record import ByPlayer
from piquet.search.candidates import ELDER, Candidate, candidate_of, draw, line_record
from piquet.search.classes import offender_gain
from piquet.search.lines import position_line
from piquet.search.miscall import MISCALL
from piquet.search.registry import class_named
from piquet.search.units import lines_of, run_unit, unit_seed
from tests.cli.cli_run import run

_CLASS = "census-miscall-not-corrected"


def _drawn(index: int) -> Candidate:
    """The candidate of unit ``index`` of seed 0, drawn again as the unit draws it (until a miscall can be)."""
    rng = random.Random(unit_seed(0, index))
    candidate = draw(rng, index, 0.0, ELDER, MISCALL)
    while candidate.offence.call is None:
        candidate = draw(rng, index, 0.0, ELDER, MISCALL)
    return candidate


def _lines(index: int, line: str) -> tuple[DealState, DealState, list[tuple[int, DealState]]]:
    """Unit ``index`` of seed 0, line ``line``, replayed from its record: the state after the elder's first lead
    (the miscall open), the same state with the miscall settled by the solver (settle_calls, the record's
    elections), and for each card the younger may play to the lead the model's state once he has played it."""
    candidate = _drawn(index)
    record = parse_record(line_record(candidate, line))
    deal = record.deals[0]

    def after(*cards: int) -> DealState:
        state = state_after(replace(deal, play=cards), "deals[0]", ByPlayer(0, 0), record.rules)
        assert state is not None
        return state

    lead = next(a.card for a in legal_actions(after()) if isinstance(a, Play))
    led = after(lead)
    assert led.in_calling.miscalls, "the miscall is still open at the first lead"
    settled = settle_calls(led, [choice for entry in deal.irregularities for choice in entry.elect])
    return led, settled, [(a.card, after(lead, a.card)) for a in legal_actions(led) if isinstance(a, Play)]


def _holding(klass: Klass, hand: CardSet) -> tuple[int, ...]:
    """What ``hand`` reckons in ``klass`` if good: its point, or every sequence or set (Laws 62-64)."""
    return (best_point(hand),) if klass is Klass.POINT else sequences(hand) if klass is Klass.SEQUENCE else sets(hand)


_UNITS = [0, 31, 39, 50]  # seed 0: he could have held the call (39, 50: the penalty), or could not (0, 31)


@pytest.mark.law("53", "54", "44")
@pytest.mark.parametrize("line", ["offence", "waived"])
@pytest.mark.parametrize("index", _UNITS)
def test_the_miscall_settled_at_the_first_lead_is_what_the_first_trick_finds(index: int, line: str) -> None:
    # The solver settles the miscall at the elder's first lead; the model finds it out once the younger has
    # played to the first trick (Laws 53-54), the option of Law 44 elected as the record elects it. After each
    # card he may play that leaves his holding in the class whole, the two reach the same position, scores,
    # pique and penalty (Law 58) included.
    led, settled, replies = _lines(index, line)
    klass = led.in_calling.miscalls[0].klass
    younger = led.hands[1]
    whole = [(card, state) for card, state in replies
             if _holding(klass, younger) == _holding(klass, younger & ~(1 << card))]
    assert whole, "some card leaves his holding whole"
    for card, found in whole:
        assert not found.in_calling.miscalls and found.option is None, "found out and elected at the first trick"
        solver = start_of(apply(settled, Play(card)))
        assert solver == start_of(found), f"unit {index}, {line}: {led.in_calling.miscalls[0]}, reply {card}"


@pytest.mark.law("54")
def test_what_the_adversary_reckons_does_not_turn_on_the_card_he_plays_to_the_first_trick() -> None:
    # Unit 31, seed 0: the elder miscalls fourteen tens; the younger reckons his two trios on discovery (Law 54),
    # whatever card he plays to the first trick, as the solver's settlement has it.
    led, settled, replies = _lines(31, "offence")
    for card, found in replies:
        assert found.hand_scores == settled.hand_scores, f"reply {card}: {found.hand_scores} {settled.hand_scores}"


@pytest.mark.law("52", "54", "44")
def test_waiving_gives_the_lawful_line_so_no_miscall_drawn_profits_against_both_options() -> None:
    # In a class the younger wins by what he holds, discovery gives him what the lawful line gives him (Law 54);
    # a call he could not have held is liable to no penalty, one he could have held to reckoning nothing, which
    # waived (Law 44) leaves the lawful line exactly. The census's 0 % for this entry is so by construction.
    klass = class_named(_CLASS)
    assert klass is not None
    for index in range(12):
        candidate = _drawn(index)
        lines = lines_of(klass, candidate)
        assert lines["waived"] is lines["lawful"], (index, candidate.offence.call)
        assert run_unit(_CLASS, 0, index).found is None, index


@pytest.mark.law("52", "54", "44", "58", "73")
def test_an_enforced_only_witness_replays_through_its_records_and_piquet_solve(capsys: pytest.CaptureFixture[str],
                                                                              tmp_path: Path) -> None:
    # Seed 0, unit 34: A miscalls what he could have held, allowed good and not corrected; enforced, he can reckon
    # nothing that deal (Law 54) and gains by it (the enforced-only figure: scoring nothing, his points do not go
    # to the winner's total, Law 73). Each line's solved play replays through its record to the solver's scores,
    # and piquet solve reads each record to the value the unit found.
    klass = class_named(_CLASS)
    assert klass is not None
    result = run_unit(_CLASS, 0, 34)
    assert "enforced_only" in result.figures and result.found is None, "an enforced-only witness, not a census one"
    candidate = _drawn(34)
    lines = lines_of(klass, candidate)
    values = {name: line.value for name, line in lines.items()}
    assert offender_gain(candidate, values, "offence") > 0 == offender_gain(candidate, values, "waived"), values
    for name, line in lines.items():
        solution = line.solution()
        record = line_record(candidate, name, solution.line)
        scores = replay(parse_record(record)).deals[0].scores
        assert (scores.A, scores.B) == solution.scores, (name, solution.scores, scores)
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(line_record(candidate, name)), "utf-8")
        code, out, err = run(capsys, "solve", str(path), "--after", "0", "--objective", "partie", "--json")
        assert code == 0 and json.loads(out)["value"] == values[name], (name, err)
    assert candidate_of(parse_record(line_record(candidate, "offence"))) == replace(candidate, index=0)
