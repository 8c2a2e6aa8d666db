"""piquet search: Case XXII confirmed, the lawful line, each class's witness re-checked, reproducibility."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from piquet.model.cards import format_card
from piquet.records import parse_record
from piquet.search.candidates import LINES, OFFENCES, SHORT, candidate_of, draw, line_record
from piquet.search.miscall import MISCALL
from piquet.search.classes import CLASSES, settle
from piquet.search.registry import class_named
from piquet.commands.search import run_search
from piquet.search.run import Budget, executor, search
from piquet.search.lines import position_line, recorded_line
from piquet.search.units import Found, lines_of, run_unit, unit_seed
from piquet.search.witness import verify
from tests.records.records_samples import case_record
from tests.search.facts import facts

# Each class's first witness within a small budget, seeded (found by running the search; each unit's deal
# depends only on the seed and its index).
SEEDED = {"penalty-profit": (1, 2), "penalty-bars": (1, 4), "extra-card-saves-capot": (1, 1),
          "option-no-remedy": (1, 7), "elder-penalty-profit": (1, 1), "retaken-discard-profit": (1, 1),
          "stock-card-profit": (1, 1), "mixed-card-profit": (1, 2), "left-card-profit": (1, 1),
          "short-hand-profit": (1, 1),
          # The census's offences of a misdealt deal (Law 39, Case XVII), whose records start from thirteen cards.
          "census-wrong-count-taken-up": (1, 4), "census-wrong-count-eleven": (0, 2), "census-surplus-card": (0, 2)}


@pytest.mark.law("73")
@pytest.mark.case("XXII")
def test_case_xxii_is_confirmed_as_penalty_profit_with_its_swing_under_best_play() -> None:
    # Case XXII: B, playing thirteen cards and reckoning nothing, wins a rubicon (the Case's play: 283);
    # by the lawful line he is rubiconed. Both sides playing their best for the partie, A, rubiconed
    # whatever he does, keeps his own score down (the loser's points add to a rubicon, Law 73): B wins
    # 277; by the lawful line A wins 300 (A 101 or 102, B 99 or 98).
    klass = class_named("penalty-profit")
    assert klass is not None
    candidate = candidate_of(parse_record(case_record(22)))
    lines = lines_of(klass, candidate)
    assert settle(klass, lines).witness
    values = {name: line.value for name, line in lines.items()}
    assert values == {"offence": -277, "lawful": 300}
    witness = verify(klass, Found(candidate, tuple(values.items()), klass.swing_of(candidate, values), 0))
    assert witness is not None and witness.found.swing == 577
    assert witness.line("offence").replayed.result.winner == "B"


_EVERY_OFFENCE = [(law, player) for law, players in OFFENCES.items() for player in players]


@pytest.mark.law("25", "26", "27", "28", "29", "30", "31", "33", "35", "52", "54", "58", "69", "71", "72", "73")
@pytest.mark.parametrize("index", range(3))
@pytest.mark.parametrize(("law", "offender"), _EVERY_OFFENCE)
def test_a_unit_positions_each_line_as_piquet_solve_reads_its_record(law: str, offender: str, index: int) -> None:
    # A unit reaches each line by the model's actions straight from the card sets, through the elder's
    # lowest card; a witness is checked through record_position, as `piquet solve` reads the record. For
    # every offence, both must give the solver the same start (the first lead free: the card led aside),
    # the same rules (Laws 58, 69), the same state after the lead, its narration aside, and the same
    # partie objective (Laws 71-73).
    rng = random.Random(unit_seed(7, index))
    candidate = draw(rng, index, 0.0, offender, law)
    while law == MISCALL and candidate.offence.call is None:  # drawn again, as the census's unit draws it
        candidate = draw(rng, index, 0.0, offender, law)
    for name in LINES if law not in SHORT else ("offence", "lawful"):
        fast, recorded = position_line(candidate, name), recorded_line(candidate, name)
        where = f"Law {law} by {offender}, unit {index}, line {name}"
        assert fast.start == recorded.start, where
        assert facts(fast.state) == facts(recorded.state), where
        scores = [(e, y) for e in range(0, 200, 7) for y in range(0, 200, 11)]
        assert [fast.objective.value(*s) for s in scores] == [recorded.objective.value(*s) for s in scores], where


def test_the_lawful_line_leaves_the_card_too_many_in_the_stock() -> None:
    # The lawful line is the same deal with the card he should have left left (as the Case does: the
    # eight of diamonds, the last card B took).
    candidate = candidate_of(parse_record(case_record(22)))
    assert format_card(candidate.extra_card) == "8D"
    klass = class_named("option-no-remedy")
    assert klass is not None
    lines = lines_of(klass, candidate)
    younger = {name: line.state.hands[1] for name, line in lines.items()}  # the younger to play to the first lead
    extra = 1 << candidate.extra_card
    assert all(younger[name] & extra for name in ("offence", "waived")) and not younger["lawful"] & extra
    assert [line.state.reckon_nothing for line in lines.values()] == [(False, True), (False, False), (False, False)]
    lawful = line_record(candidate, "lawful")
    assert "irregularities" not in lawful["deals"][0]  # type: ignore[index]


@pytest.mark.parametrize("name", [c.name for c in CLASSES] + ["census-wrong-count-taken-up", "census-wrong-count-eleven",
                                                                 "census-surplus-card"])
def test_each_class_finds_a_witness_within_a_small_seeded_budget_and_it_rechecks(name: str) -> None:
    seed, deals = SEEDED[name]
    report = run_search(name, seed, Budget(deals=deals), 1, None, top=1)
    assert report.outcome.found, f"{name}: no witness in {deals} deals of seed {seed}"
    assert report.failed == 0 and len(report.witnesses) == 1, f"{name}: the witness failed its re-check"
    witness = report.witnesses[0]
    assert witness.found.swing > 0
    # The written record replays through the model to the scores the solver gives.
    assert parse_record(witness.record).deals[0].play == witness.line("offence").solution.line


def test_a_witness_whose_values_are_wrong_fails_the_recheck() -> None:
    result = run_unit("penalty-profit", 1, 1)
    assert result.found is not None
    klass = class_named("penalty-profit")
    assert klass is not None
    wrong = replace(result.found, values=tuple((n, v + 1) for n, v in result.found.values))
    assert verify(klass, result.found) is not None and verify(klass, wrong) is None


def test_the_process_pool_gives_the_witnesses_of_one_worker() -> None:
    budget = Budget(deals=4)
    with executor(1, None) as (one, slots):
        alone = search("penalty-profit", 3, budget, one, slots)
    with executor(2, None) as (pool, slots):
        pooled = search("penalty-profit", 3, budget, pool, slots)
    assert alone.found == pooled.found and (alone.tried, alone.candidates) == (pooled.tried, pooled.candidates)


def test_a_dask_local_cluster_gives_the_witnesses_of_the_process_pool() -> None:
    from distributed import LocalCluster

    budget = Budget(deals=4)
    with executor(2, None) as (pool, slots):
        pooled = search("penalty-profit", 3, budget, pool, slots)
    # processes=True: each worker a process of its own, as on a real cluster.
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        with executor(1, cluster.scheduler_address) as (dask, slots):
            assert slots == 2
            clustered = search("penalty-profit", 3, budget, dask, slots)
    assert clustered.found == pooled.found and clustered.tried == pooled.tried


@pytest.mark.law("31", "58")
@pytest.mark.case("XXII")
@pytest.mark.parametrize("index", range(4))
def test_an_elder_offence_reads_back_from_its_record_and_its_lines_differ_by_the_card_too_many(index: int) -> None:
    # Law 31: the elder takes in one card more than he discards. By the offending line he holds it and
    # can reckon nothing (Law 58); by the lawful line it stays in the stock, where the younger takes it in
    # first (Case XXII's decision: from the top of the stock, the cards the elder left included).
    candidate = draw(random.Random(unit_seed(3, index)), index, offender="A")
    for name in ("offence", "waived"):
        assert candidate_of(parse_record(line_record(candidate, name)), index) == candidate, f"unit {index}, {name}"
    lines = {name: position_line(candidate, name) for name in LINES}
    extra = 1 << candidate.extra_card
    where = f"unit {index}, the card too many {format_card(candidate.extra_card)}"
    assert lines["offence"].state.reckon_nothing == (True, False), where
    assert lines["waived"].state.reckon_nothing == (False, False), where
    offence_elder, offence_younger = candidate.line_hands("offence")
    lawful_elder, lawful_younger = candidate.line_hands("lawful")
    assert offence_elder == lawful_elder | extra and offence_elder.bit_count() == 13, where
    assert lawful_younger & extra and not offence_younger & extra, where
