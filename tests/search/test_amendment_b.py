"""Amendment B in the census (Law 58 amended: the cards of a player who can reckon nothing are not good to bar):
its line, the penalty enforced with the offender's calls counting for nothing, and its figure, checked against the
lines' exact values on drawn deals where the Laws as printed give the offender a profit."""

from __future__ import annotations

import random

import pytest

from piquet.model.reckoning import total_of
from piquet.model.scoring import natural_hand_scores
from piquet.search.candidates import ELDER, UNBARRED, Candidate, draw
from piquet.search.census import CENSUS, CensusEntry, under_amendment_b
from piquet.search.classes import SearchClass, offender_gain
from piquet.search.registry import class_named
from piquet.search.units import lines_of, run_unit, unit_seed

_B = [entry for entry in CENSUS if under_amendment_b(entry)]


def _klass(entry: CensusEntry) -> SearchClass:
    klass = class_named(f"census-{entry.name}")
    assert klass is not None
    return klass


def _figures(entry: CensusEntry) -> set[str]:
    """The keys of the figures the census counts for ``entry``."""
    return {f.key for f in _klass(entry).figures}


def _candidate(klass: SearchClass, seed: int, index: int) -> Candidate:
    """The unit's own deal, drawn again from its seed as the unit draws it."""
    rng = random.Random(unit_seed(seed, index))
    law = klass.offences[0] if len(klass.offences) == 1 else rng.choice(klass.offences)
    candidate = draw(rng, index, 0.0, klass.offender, law)
    while klass.hands is not None and not klass.hands(candidate):
        candidate = draw(rng, index, 0.0, klass.offender, law)
    return candidate


def test_amendment_b_is_counted_for_every_offence_whose_penalty_is_reckoning_nothing_for_a_card() -> None:
    names = {entry.name for entry in _B}
    assert names == {"card-too-many-younger", "card-too-many-elder", "discard-taken-back", "stock-card-taken-up",
                     "stock-card-mixed", "left-card-taken-up", "wrong-count-taken-up", "surplus-card"}, names
    assert all("under_amendment_b" in _figures(entry) for entry in _B)
    assert all("under_amendment_b" not in _figures(entry) for entry in CENSUS if entry not in _B)


@pytest.mark.law("58", "62", "63", "64", "68", "69")
@pytest.mark.parametrize("index", range(4))
@pytest.mark.parametrize("entry", _B, ids=[e.name for e in _B])
def test_the_unbarred_line_scores_the_adversary_as_against_no_cards(entry: CensusEntry, index: int) -> None:
    # Law 58 amended: the offender can reckon nothing and his cards bar nothing. The line's adversary reckons in
    # each class (point, sequences, quatorzes and trios) what his hand makes against none, the offender nothing
    # (his carte blanche apart, Case XXI); as printed, the offender's cards bar (Law 58).
    klass = _klass(entry)
    candidate = _candidate(klass, 3, index)
    lines = lines_of(klass, candidate)
    printed, unbarred = lines["offence"].state, lines[UNBARRED].state
    offender = 0 if candidate.offender == ELDER else 1
    adversary = 1 - offender
    hands = list(candidate.line_hands("offence"))
    where = f"{klass.name}, unit {index}: Law {candidate.offence.law} by {candidate.offender}"
    assert unbarred.reckon_nothing[offender], f"{where}: the penalty is enforced by the unbarred line (Law 58)"
    assert unbarred.hand_scores[offender][1:] == (0, 0, 0), f"{where}: the offender reckons nothing (Law 58)"
    as_printed = natural_hand_scores(hands[0], hands[1])[adversary][1:]
    hands[offender] = 0
    against_none = natural_hand_scores(hands[0], hands[1])[adversary][1:]
    assert printed.hand_scores[adversary][1:] == as_printed, f"{where}: as printed, his cards bar (Law 58)"
    assert unbarred.hand_scores[adversary][1:] == against_none, f"{where}: amended, they bar nothing"
    assert total_of(unbarred.hand_scores[adversary]) >= total_of(printed.hand_scores[adversary]), where


def _printed_profits(klass: SearchClass, seed: int, units: int) -> list[int]:
    """The units of ``klass`` among the first ``units`` where the offence profits as the Laws are printed."""
    return [i for i in range(units) if run_unit(klass.name, seed, i).found is not None]


@pytest.mark.law("31", "35", "44", "58", "73")
@pytest.mark.parametrize("name", ["card-too-many-younger", "card-too-many-elder"])
def test_under_amendment_b_on_deals_where_the_printed_laws_give_a_profit(name: str) -> None:
    # On every drawn deal where the offence profits as printed (a gain whatever the adversary elects), the unit's
    # figure under Amendment B is what the exact values say: the offender still gains with the penalty enforced
    # and his cards barring nothing, and with it waived (Law 44). It may: the amendment takes from him only what
    # his cards barred, and a rubicon's arithmetic (Law 73) may still make his reckoning nothing pay.
    klass = class_named(f"census-{name}")
    assert klass is not None
    profits = _printed_profits(klass, 13, 12)
    assert profits, f"{klass.name}: no printed profit in the first 12 units of seed 13 to measure Amendment B on"
    for index in profits:
        result = run_unit(klass.name, 13, index)
        candidate = _candidate(klass, 13, index)
        values = {n: line.value for n, line in lines_of(klass, candidate).items()}
        gains = {option: offender_gain(candidate, values, option) for option in (UNBARRED, "waived")}
        where = f"{klass.name}, unit {index}: values {values}, the offender's gains {gains}"
        assert ("under_amendment_b" in result.figures) == all(g > 0 for g in gains.values()), where
        assert gains["waived"] > 0, f"{where}: a printed profit is a gain with the penalty waived (Law 44)"
