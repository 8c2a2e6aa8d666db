"""piquet search under Piquet au cent: its classes' witnesses found within a small seeded budget and re-checked,
solved in games of the partie, the same whatever the workers; their records read by replay, ruling and solve."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from piquet.commands.search import run_search
from piquet.search.au_cent import AU_CENT_CLASSES, GAME_RANGE
from piquet.model.cards import card_set
from piquet.search.candidates import AU_CENT, line_record
from piquet.search.miscall import liable
from piquet.search.lines import position_line, recorded_line
from piquet.search.policy import plain_discard
from piquet.search.registry import CLASSES, class_named
from piquet.search.run import Budget
from piquet.search.units import run_unit, unit_seed
from piquet.search.witness import narration
from tests.cli.cli_run import run, write
from tests.records.records_samples import sample
from tests.search.facts import facts

# Each au cent class's first witness with seed 0 (found by running the search): its unit, and the elder's value
# in games of the partie by each line. A penalty that loses the game counts single (+1 to the elder when the
# younger loses it, -1 when the elder does); the lawful line then gives the double (cent-28.2). The offences that
# lose the game are the census's entries (census-cent-*), declared there, not classes of their own.
SEEDED = {
    "cent-penalty-profit": (15, {"offence": 0, "lawful": 2}),
    "cent-option-no-remedy": (15, {"offence": 0, "lawful": 2, "waived": 0}),
    "census-cent-top-card-taken-up": (6, {"lawful": 2, "offence": 1}),
    "census-cent-bottom-card-mixed": (12, {"lawful": -2, "offence": -1}),
}
_BUDGET = 20


@pytest.mark.law("cent-28")
def test_the_au_cent_classes_are_registered_by_name() -> None:
    assert [c.name for c in AU_CENT_CLASSES] == [name for name in SEEDED if not name.startswith("census-")]
    assert all(class_named(c.name) is c and c in CLASSES for c in AU_CENT_CLASSES)


@pytest.mark.law("31", "44", "58", "cent-9", "cent-10", "cent-28", "cent-29")
@pytest.mark.parametrize("name", list(SEEDED))
def test_each_au_cent_class_finds_a_witness_in_a_small_seeded_budget(name: str) -> None:
    unit, values = SEEDED[name]
    report = run_search(name, 0, Budget(deals=_BUDGET), 1, None, 1)
    assert report.witnesses and report.failed == 0, f"{name}: no witness re-checked in {_BUDGET} units of seed 0"
    witness = report.witnesses[0]
    found = witness.found
    assert found.candidate.variant == AU_CENT and found.candidate.index == unit, name
    assert dict(found.values) == values, name
    assert found.swing == abs(values["lawful"] - values["offence"]) > 0, name  # the waived line the same as enforced
    # Each line solved again (or, ending at the penalty, replayed) gives the value the unit found.
    assert {line.name: line.value for line in witness.lines} == values, name
    assert witness.record["variant"] == "au cent" and witness.record["partie"] == {}, name
    text = "\n".join(narration(witness, 1, 0))
    games = "1 game" if found.swing == 1 else f"{found.swing} games"
    who = "A loses" if name == "cent-option-no-remedy" else f"{found.candidate.offender} gains"
    assert f"{who} {games} of the partie (seed 0, unit {unit})" in text, text
    assert "A deal of Piquet au cent, a game of a hundred in progress" in text, text


@pytest.mark.law("cent-28", "cent-29")
def test_the_same_seed_gives_the_same_au_cent_witnesses_with_1_and_2_workers() -> None:
    one, two = (run_search("census-cent-top-card-taken-up", 3, Budget(deals=12), workers, None, 10) for workers in (1, 2))
    assert [w.found for w in one.witnesses] == [w.found for w in two.witnesses]
    assert one.outcome.units == two.outcome.units == 12 and one.witnesses


@pytest.mark.law("cent-28")
@pytest.mark.parametrize("index", range(4))
def test_an_au_cent_line_is_positioned_as_piquet_solve_reads_its_record(index: int) -> None:
    # The unit's replay and the records' reading (`piquet solve`) give the same start and the same objective:
    # the games of the partie from the scores of the game before the deal (cent-28, cent-29).
    klass = class_named("cent-penalty-profit")
    assert klass is not None and klass.drawer is not None
    candidate = klass.drawer(random.Random(unit_seed(5, index)), index, plain_discard)
    assert all(GAME_RANGE[0] <= score <= GAME_RANGE[1] for score in candidate.before)
    for name in klass.lines:
        fast, recorded = position_line(candidate, name), recorded_line(candidate, name)
        assert (fast.start, facts(fast.state)) == (recorded.start, facts(recorded.state)), (index, name)
        assert fast.objective.race == recorded.objective.race, (index, name)


@pytest.mark.law("cent-10", "cent-28")
def test_a_witness_record_is_read_by_replay_ruling_and_solve(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # census-cent-top-card-taken-up, seed 0: the offending record ends at the penalty (B loses the game, cent-10.1);
    # the lawful line's record, solved for the partie, gives the elder his double game (2).
    out = tmp_path / "out"
    code, _, err = run(capsys, "search", "census-cent-top-card-taken-up", "--deals", str(_BUDGET), "--workers", "1",
                       "--top", "1", "--out", str(out))
    assert code == 0, err
    offence, lawful = out / "census-cent-top-card-taken-up-01.json", out / "census-cent-top-card-taken-up-01-lawful.json"
    code, text, err = run(capsys, "ruling", str(offence))
    assert code == 0 and "  Decision: B loses the game (cent-10.1)." in text.splitlines(), err + text
    code, text, err = run(capsys, "replay", str(offence))
    assert code == 0 and "B loses the game (cent-10.1)" in text, err + text
    code, text, err = run(capsys, "solve", str(lawful), "--after", "0", "--objective", "partie", "--json")
    assert code == 0, err
    assert json.loads(text)["value"] == 2


@pytest.mark.law("cent-9")
def test_an_au_cent_class_reads_no_given_record(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # A class of au cent settles the deals it draws: --record, which reads Rubicon's records, is one error line.
    path = write(tmp_path, sample("minimal"))
    code, out, err = run(capsys, "search", "census-cent-bottom-card-mixed", "--record", path)
    assert (code, out) == (2, "") and err.count("\n") == 1, err
    assert err.startswith("piquet: error: --record: census-cent-bottom-card-mixed is a class of Piquet au cent"), err


@pytest.mark.law("cent-9", "cent-28", "cent-29")
def test_stats_of_an_au_cent_class_count_its_candidates_and_witnesses(capsys: pytest.CaptureFixture[str]) -> None:
    # census-cent-bottom-card-mixed, seed 0, 20 deals: the deals still open at the first lead are its candidates;
    # the share of them in which the penalty (cent-9.1) saves the elder a double game, with its interval.
    code, out, err = run(capsys, "search", "census-cent-bottom-card-mixed", "--deals", str(_BUDGET), "--workers", "1",
                         "--top", "1", "--stats", "--json")
    assert code == 0, err
    stats = json.loads(out)["stats"]
    assert stats["deals"] == _BUDGET and 0 < stats["witnesses"] <= stats["candidates"] <= _BUDGET, stats
    share = stats["share_of_candidates"]
    assert share["hits"] == stats["witnesses"] and share["low"] <= share["share"] <= share["high"], share
    code, text, err = run(capsys, "search", "census-cent-bottom-card-mixed", "--deals", str(_BUDGET), "--workers", "1",
                          "--top", "1", "--stats")
    assert code == 0, err
    assert f"  Share of the candidates: {stats['witnesses']} of {stats['candidates']}" in text, text
    assert "A mixes the bottom card of the stock" in text and "he loses the game (cent-9.1)" in text, text
    assert "piquet solve L.json --after 0 --objective partie (L.json: the lawful line's)" in text, text


@pytest.mark.law("cent-9")
def test_a_card_the_elder_left_mixed_after_his_exchange_loses_him_the_game(capsys: pytest.CaptureFixture[str],
                                                                           tmp_path: Path) -> None:
    # cent-9.2: having left cards, the elder mixes one he ought to have left with his hand. The record puts it
    # after his exchange, and the model's ruling is the second case of paragraph 9, not the first.
    out = tmp_path / "out"
    code, _, err = run(capsys, "search", "census-cent-left-card-mixed", "--deals", "40", "--workers", "1",
                       "--top", "1", "--out", str(out))
    assert code == 0, err
    code, text, err = run(capsys, "ruling", str(out / "census-cent-left-card-mixed-01.json"))
    assert code == 0 and "  Decision: A loses the game (cent-9.2)." in text.splitlines(), err + text


@pytest.mark.law("cent-23", "54", "44")
def test_a_quatorze_or_trio_not_held_reckons_nothing_without_law_54s_exception() -> None:
    # cent-23.1 replaces Law 54 for a quatorze or trio: the player in error reckons nothing that deal whether or
    # not he could have held the call in his hand and discard, so the adversary always has a penalty to waive.
    klass = class_named("census-cent-set-miscall")
    assert klass is not None and klass.drawer is not None
    unheld = 0
    for index in range(40):
        candidate = klass.drawer(random.Random(unit_seed(2, index)), index, plain_discard)
        call = candidate.offence.call
        if call is None:
            continue
        assert call.klass.name == "SETS" and candidate.variant == AU_CENT, index
        hand = candidate.line_hands("lawful")[0] | card_set(candidate.elder_discard)
        unheld += not liable(call, hand)
        record = line_record(candidate, "waived")
        entry = record["deals"][0]["irregularities"][0]  # type: ignore[index]
        assert entry["elect"] == ["waive"], (index, entry)
    assert unheld > 0, "no call drawn that he could not have held: the test shows nothing of Law 54's exception"
