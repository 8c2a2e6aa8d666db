"""``piquet law N [--json]`` and the bad input of ``piquet rulebook``: one line, exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from piquet.spec.amendments import AMENDMENTS
from piquet.spec.catalogue import catalogue
from tests.cli.cli_run import run


@pytest.mark.law("39", "75")
def test_law_39_in_words_text_clauses_status(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "law", "39")
    assert code == 0 and not err
    assert out.startswith("Law 39 (Discarding and taking in")
    assert "He cannot alter his discard, and he must leave" in " ".join(out.split()), "the text is shown with its errata applied"
    for clause in catalogue().law("39").clauses:
        assert clause.id in out and clause.says.split()[0] in out
    # Law 39's discard, read literally, leaves an elder hand of thirteen no way back to twelve (the recorded
    # verdict and its words).
    assert "literal: finding" in out and "can never come back to twelve" in out


@pytest.mark.law("58")
@pytest.mark.case("XIX")
def test_law_as_json_names_its_cases_and_status_per_reading(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "58", "--json")
    data = json.loads(out)
    assert code == 0 and data["law"] == "58" and [c["id"] for c in data["clauses"]][:2] == ["58.1", "58.2"]
    assert set(data["status"]) == set(catalogue().readings)
    assert data["cases"] == ["XIX"], "of the Cases' printed texts, Case XIX alone cites Law 58"
    assert all(s["verdict"] in ("proved", "finding", "unknown", "none") for s in data["status"].values())


@pytest.mark.parametrize("given", ["99", "cent-99", "fourty", ""])
def test_an_unknown_law_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], given: str) -> None:
    code, out, err = run(capsys, "law", given)
    assert code == 2 and not out
    assert err.startswith("piquet: error: law: no law") and err.count("\n") == 1


def test_rulebook_refuses_an_out_that_is_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "site"
    target.write_text("not a directory", "utf-8")
    code, out, err = run(capsys, "rulebook", "--out", str(target))
    assert code == 2 and not out
    assert err == f"piquet: error: --out: {target} is a file, not a directory\n"
    assert target.read_text("utf-8") == "not a directory"


def test_verify_amend_proves_the_amendment_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "verify", "--amend", "laws-24-39-discard-to-twelve")
    assert code == 0, err
    assert "completeness:exchange: finding -> proved" in out
    assert out.rstrip().endswith("creates no new finding.")


@pytest.mark.law("1")
def test_law_shows_the_amendments_proposed_to_it(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "law", "39")
    assert code == 0 and not err
    mine = [a for a in AMENDMENTS if "39" in a.laws]
    assert len(mine) >= 2
    shown = " ".join(out.split())
    for a in mine:
        assert f"{a.name} ({a.reading} reading; answers {', '.join(a.answers)}):" in shown
        assert all(ch.amended in shown for ch in a.changes if ch.law == "39")
    code, out, _ = run(capsys, "law", "41", "--json")
    assert {a["name"] for a in json.loads(out)["amendments"]} == {"law-39-stands-on-terms"}
    code, out, _ = run(capsys, "law", "1", "--json")
    assert json.loads(out)["amendments"] == [], "Law 1 has no finding, and no amendment"


@pytest.mark.law("13")
def test_verify_amend_of_two_laws_shows_each_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "verify", "--amend", "laws-13-15-other-fresh-deals", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["laws"] == ["13", "15"] and [c["law"] for c in data["changes"]] == ["13", "15"]
    assert data["removes_its_findings"] and data["new_findings"] == []
    moved = {c["id"]: (c["before"], c["after"]) for c in data["checks"] if c["before"] != c["after"]}
    assert moved == {"consistency:misdeal": ("finding", "proved"), "entitlement:13.1": ("finding", "proved")}


def test_verify_amend_unknown_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "verify", "--amend", "no-such")
    assert code == 2 and not out
    known = ", ".join(a.name for a in AMENDMENTS)
    assert "laws-24-39-discard-to-twelve, law-8-fresh-cuts" in known
    assert err == f"piquet: error: --amend: no amendment 'no-such' (known: {known}, or edition)\n"


def test_verify_amend_edition_is_proved_under_each_reading_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    # The harmonised reading has no finding as printed: the edition made there must create none, and the words
    # say it removes none rather than listing the literal reading's findings.
    code, out, err = run(capsys, "verify", "--amend", "edition", "--reading", "harmonised")
    assert code == 0, err
    assert "under the harmonised reading." in out and "under the literal reading." not in out
    assert out.rstrip().endswith("It removes no finding (none was found) and creates no new finding. Under the "
                                 "harmonised reading, nothing remains not proved.")
    code, out, err = run(capsys, "verify", "--amend", "edition", "--reading", "literal", "--reading", "harmonised",
                         "--json")
    assert code == 0, err
    editions = json.loads(out)["editions"]
    assert [e["reading"] for e in editions] == ["literal", "harmonised"]
    literal = editions[0]
    assert literal["removes_its_findings"] and literal["new_findings"] == [] and literal["remaining"] == []
    moved = {c["id"] for c in literal["checks"] if (c["before"], c["after"]) == ("finding", "proved")}
    assert moved == set(literal["answers"]), "under the literal reading, every finding the amendments answer"
