"""The younger's miscall in the census (Laws 52-54), declared as an entry: the calls drawn, the record that carries
them, and the pique or repique reviewed once the miscall is struck out."""

from __future__ import annotations

import random

import pytest

from piquet.model.declaring import Klass
from piquet.model.reckoning import repique_or_pique
from piquet.model.roles import Role
from piquet.model.scoring import sequences, sets
from piquet.records import parse_record
from piquet.search.candidates import YOUNGER, Candidate, candidate_of, draw, line_record
from piquet.search.miscall import MISCALL
from piquet.search.registry import class_named
from piquet.search.units import lines_of, unit_seed

_CLASS = "census-miscall-not-corrected-younger"


def _drawn(seed: int, index: int) -> Candidate:
    """Unit ``index``'s candidate, drawn again as the unit draws it (until a miscall can be drawn)."""
    rng = random.Random(unit_seed(seed, index))
    candidate = draw(rng, index, 0.0, YOUNGER, MISCALL)
    while candidate.offence.call is None:
        candidate = draw(rng, index, 0.0, YOUNGER, MISCALL)
    return candidate


@pytest.mark.law("52", "53", "54")
@pytest.mark.parametrize("index", range(12))
def test_the_younger_calls_more_than_he_holds_in_a_class_the_elder_holds_nothing_of(index: int) -> None:
    candidate = _drawn(1, index)
    call = candidate.offence.call
    assert call is not None and call.role is Role.YOUNGER and candidate.offender == YOUNGER
    elder, younger = candidate.line_hands("lawful")
    held = {Klass.SEQUENCE: sequences, Klass.SETS: sets}
    where = f"unit {index}: {call}"
    assert call.klass in held, f"{where}: every hand holds a point, so the elder would reckon one on discovery"
    best = max(held[call.klass](younger), default=0)
    assert not held[call.klass](elder), f"{where}: discovery would give the elder a class the lawful line does not"
    assert 0 < best < call.value, f"{where}: he wins the class by what he holds and calls more (Law 52)"
    assert call.count != best >> 3, f"{where}: a call of the size he holds would be a misnomer (Law 53)"


@pytest.mark.parametrize("index", range(3))
def test_the_younger_miscall_is_read_back_from_its_record(index: int) -> None:
    candidate = _drawn(2, index)
    again = candidate_of(parse_record(line_record(candidate, "offence")), index)
    assert again.offence == candidate.offence and again.offender == YOUNGER


@pytest.mark.law("54", "68", "69")
@pytest.mark.parametrize("index", range(8))
def test_a_repique_or_pique_is_reviewed_once_the_miscall_is_struck_out(index: int) -> None:
    # Struck out (Law 54), the miscall's points no longer count toward a repique or pique (Laws 68-69): the bonus
    # of each line is what the hand scores, as they stand once it is found out, make.
    klass = class_named(_CLASS)
    assert klass is not None
    candidate = _drawn(0, index)
    for name, line in lines_of(klass, candidate).items():
        state = line.state
        assert not state.in_calling.miscalls, f"unit {index}, {name}: the miscall is found out at the first lead"
        expected = repique_or_pique(*state.hand_scores, state.elder_play_first, state.reckon_nothing)
        assert state.bonus == expected, (f"unit {index}, {name}: bonus {state.bonus} for the hand scores "
                                         f"{state.hand_scores}, which make {expected}")
