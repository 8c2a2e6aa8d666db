"""``piquet ruling`` on the command line, ``piquet replay`` of an irregular deal, and one-line errors for
records that describe an impossible irregularity."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.cli_run import run, write
from tests.records.records_samples import case_record, sample

@pytest.mark.law("58", "73")
def test_case_xxii_replays_to_the_published_scores(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A elder at 62, B younger at 92, the last deal; B plays with thirteen cards and reckons nothing (Law 58)."""
    code, out, err = run(capsys, "replay", write(tmp_path, case_record(22)))
    assert (code, err) == (0, "")
    assert "Totals: A 91, B 92." in out.splitlines()
    assert out.splitlines()[-1] == "Partie: B wins 283 points, A being rubiconed (Law 73).", \
        "Law 73: B wins 92 + 91 + 100"


@pytest.mark.law("31", "35", "44", "58")
def test_ruling_says_which_laws_apply_the_option_and_the_outcome(capsys: pytest.CaptureFixture[str],
                                                                  tmp_path: Path) -> None:
    code, out, err = run(capsys, "ruling", write(tmp_path, case_record(22)))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert "  Penalty (B) -- Laws 35, 31, 24, 58, 44" in lines
    assert "    Option: A's -- enforce or waive; he elected: enforce." in lines, "Law 44: the option is A's"
    assert any(line.startswith("  Law 58. If a player play with more than twelve cards") for line in lines), \
        "the text of each law cited is quoted"


def test_ruling_json_gives_the_law_numbers_and_the_decision(capsys: pytest.CaptureFixture[str],
                                                            tmp_path: Path) -> None:
    code, out, _ = run(capsys, "ruling", write(tmp_path, case_record(22)), "--json")
    assert code == 0
    data = json.loads(out)
    deal = data["deals"][0]
    laws = ["24", "31", "35", "44", "58", "65", "Case XIX"]  # the twelfth trick is the last (Case XIX)
    assert deal["laws"] == laws and data["laws"] == laws
    assert deal["reckon_nothing"] == ["B"] and deal["fresh_deal"] is False
    assert deal["rulings"][0]["option"] == {"holder": "A", "choices": ["enforce", "waive"], "elected": "enforce"}
    assert data["result"] == {"winner": "B", "points": 283, "rubicon": True, "final": True}


@pytest.mark.case("III")
def test_a_refused_claim_is_a_ruling_not_an_error(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "ruling", write(tmp_path, case_record(3)))
    assert (code, err) == (0, "")
    assert "  Claim refused: fresh deal accepted (B) -- Case III" in out.splitlines()


def with_irregularity(number: int, irregularity: dict[str, Any]) -> Any:
    data = case_record(number)
    data["deals"][0].setdefault("irregularities", []).append(irregularity)
    return data


def misdeal_with_twelve_in_the_stock() -> Any:
    data = case_record(1)
    deal = data["deals"][0]
    deal["hands"]["A"].append(deal["stock"].pop())
    deal["stock"] += deal["hands"]["B"][:4]
    deal["hands"]["B"] = deal["hands"]["B"][4:]
    deal["irregularities"] = [{"kind": "misdeal"}]
    return data


@pytest.mark.law("27")
@pytest.mark.parametrize("data, message", [
    (with_irregularity(1, {"kind": "card exposed in dealing", "card": "6S"}),
     "deals[0].irregularities[1].card: unknown card '6S' (write rank then suit"),
    (with_irregularity(1, {"kind": "card exposed in dealing", "card": "AS", "at": "play[3]"}),
     "deals[0].irregularities[1]: card exposed in dealing cannot happen at play[3]"),
    (misdeal_with_twelve_in_the_stock(),
     "deals[0]: 13, 8 and 11 cards cannot be dealt from one pack"),
    (with_irregularity(3, {"kind": "revoke", "player": "B"}),
     "deals[0].irregularities[2]: revoke cannot happen in this deal: it is a card of the play: give its place, "
     "at: play[N]"),
    (dict(case_record(22), deals=[dict(case_record(22)["deals"][0], irregularities=[
        {"kind": "wrong exchange", "player": "B", "law": 27}])]),
     "deals[0].irregularities[0].law: Law 27 does not govern wrong exchange here: the ruling cites 24, 31, 35, 44, 58"),
    (dict(case_record(1), deals=[dict(case_record(1)["deals"][0], irregularities=[
        {"kind": "faced card", "card": "AS"}])]),
     "deals[0].play: the deal is void (a fresh deal is due: faced card, Law 14), so it has no play"),
    (with_irregularity(3, {"kind": "score miscounted", "player": "A", "error": 0}),
     "deals[0].irregularities[2].error: 0"),
    (with_irregularity(3, {"kind": "score miscounted", "player": "A", "error": 11}),
     "deals[0].irregularities[2].error: 11"),
    (with_irregularity(3, {"kind": "score miscounted", "player": "A"}),
     "deals[0].irregularities[2]: score miscounted cannot happen in this deal: the record does not give the "
     "particulars it needs"),
    (with_irregularity(3, {"kind": "count rectified", "player": "B", "at": "end"}),
     "deals[0].irregularities[2]: count rectified cannot happen at end: there is no error in counting to rectify, "
     "or the player in error has seen his next hand (70.1)"),
])
def test_an_impossible_irregularity_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                           data: Any, message: str) -> None:
    code, out, err = run(capsys, "ruling", write(tmp_path, data))
    assert (code, out) == (2, ""), "exit 2, nothing on standard output"
    assert err.startswith(f"piquet: error: {tmp_path / 'record.json'}: {message}"), err
    assert err.count("\n") == 1 and "Traceback" not in err, "one line, no traceback"


@pytest.mark.law("59", "58")
def test_a_lapsed_option_and_the_bar_are_said_as_the_laws_give_them(capsys: pytest.CaptureFixture[str],
                                                                     tmp_path: Path) -> None:
    """Law 59 III: A leads out of turn and B plays to the card: B's option to have it taken up lapsed, and the
    ruling says so, not that it awaits "no election". Case XXII's B plays with thirteen cards: his cards bar
    (Law 58); Case VIII's A miscalled: only his correct calls bar (Law 54), not Law 58."""
    data = sample("partie-start")
    data["deals"][1]["play"] = "AD 7D 9H AH 9S 8S 10S JS KS QS AS 7H KH 10H 9C 10C 8D JC JD QC QD KC KD AC".split()
    code, out, err = run(capsys, "ruling", write(tmp_path, data))
    assert (code, err) == (0, ""), err
    assert "    Option: B's -- retake; it lapsed when he played to the card." in out.splitlines(), out
    assert "no election" not in out
    _, thirteen, _ = run(capsys, "ruling", write(tmp_path, case_record(22)))
    assert "B can reckon nothing; his cards, though not good to score, are good to bar (Law 58)." in thirteen
    _, miscalled, _ = run(capsys, "ruling", write(tmp_path, case_record(8)))
    assert "A can reckon nothing; only his correct calls, though not good to score, bar (Law 54)." in miscalled
    assert "(Law 58)" not in miscalled, "Law 58 is the rule of a hand of more than twelve cards"
