"""The whole verification against the verdicts the repo expects, and the verify command's contract.

A change to the spec that alters a verdict fails here until the
expectation is updated on purpose (``piquet verify --update-expected``).
"""

from __future__ import annotations

import json
import re

import pytest

from piquet.cli import main
from piquet.conformance.confirm import verified
from piquet.proofs import checks
from piquet.proofs.result import CheckResult, Status
from piquet.proofs.plan import expected, expected_laws, planned
from piquet.proofs.verify import Report, differences
from piquet.spec.catalogue import catalogue
from tests.proofs.readme_rows import shown


@pytest.fixture(scope="module")
def reports() -> dict[str, Report]:
    # A generous budget: on a loaded machine a check must not turn unknown for want of time.
    return {r.reading: r for r in verified(list(catalogue().readings), budget=checks.Budget())}


def test_the_readme_shows_what_the_verifier_finds_phase_by_phase(reports: dict[str, Report]) -> None:
    wrong = [why for report in reports.values() if (why := shown("phase by phase", report)) is not None]
    assert not wrong, wrong


def test_every_verdict_is_the_expected_one(reports: dict[str, Report]) -> None:
    for reading, report in reports.items():
        assert expected(reading), f"no expectations recorded for reading {reading!r}"
        assert differences(report) == [], f"reading {reading}: verdicts moved"


@pytest.mark.parametrize("reading", list(catalogue().readings))
def test_the_laws_recorded_beside_the_verdicts_are_those_the_plan_gives(reading: str) -> None:
    # piquet law N reads them instead of planning the checks (its start-up); they must not go stale.
    planned_laws = {p.id: p.laws for p in planned(catalogue(), reading)}
    recorded = expected_laws(reading)
    stale = {cid for cid in planned_laws.keys() | recorded.keys() if planned_laws.get(cid) != recorded.get(cid)}
    assert not stale, f"{reading}: laws recorded for {sorted(stale)[:5]} differ from the plan's " \
                      "(piquet verify --update-expected)"


def test_no_check_is_unknown_and_every_finding_has_a_witness(reports: dict[str, Report]) -> None:
    for report in reports.values():
        for c in report.checks:
            assert c.status is not Status.UNKNOWN, f"{report.reading}: {c.id} is unknown: {c.reason}"
            if c.status is Status.FINDING:
                assert c.witness is not None, f"{c.id}: a finding without a witness"
                assert c.laws, f"{c.id}: a finding that names no law"


@pytest.mark.law("36")
def test_the_harmonised_reading_resolves_the_literal_conflicts(reports: dict[str, Report]) -> None:
    def status(reading: str, cid: str) -> Status:
        found: list[CheckResult] = [c for c in reports[reading].checks if c.id == cid]
        assert found, f"{reading}: no check {cid}"
        return found[0].status

    for cid in ("completeness:exchange", "entitlement:21.1", "theorem:twelve-cards", "entitlement:36.1"):
        assert status("literal", cid) is Status.FINDING, cid
        assert status("harmonised", cid) is Status.PROVED, cid


def test_a_moved_verdict_is_reported(reports: dict[str, Report], monkeypatch: pytest.MonkeyPatch) -> None:
    report = reports["harmonised"]
    first = report.checks[0]
    flipped = {c.id: c.status.value for c in report.checks}
    flipped[first.id] = "finding" if first.status is Status.PROVED else "proved"
    monkeypatch.setattr("piquet.proofs.verify.expected", lambda reading: flipped)
    assert differences(report) == [f"{first.id}: expected {flipped[first.id]}, got {first.status.value}"]


def test_verify_json_for_one_law(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", "--reading", "literal", "--law", "40", "--json", "--jobs", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["reading"] == "literal"
    assert report["differences"] == []
    assert {"formalized", "conduct", "not yet"} <= set(report["coverage"])
    for check in report["checks"]:
        assert {"id", "kind", "laws", "status", "witness", "seconds"} <= set(check)
        assert 40 in check["laws"] or check["kind"] in ("consistency", "completeness", "theorem"), check["id"]


def test_verify_summarises_the_verdicts_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    """The summary once printed a Python dict: {'proved': 2, ...}."""
    assert main(["verify", "--reading", "literal", "--law", "40", "--jobs", "1"]) == 0
    summary = [line for line in capsys.readouterr().out.splitlines() if line.strip().startswith("verdicts:")]
    assert len(summary) == 1 and "{" not in summary[0] and "'" not in summary[0], summary
    assert re.fullmatch(r"  verdicts: \d+ [a-z]+(, \d+ [a-z]+)*; \d+ distinct findings \(each minimal set of clauses "
                        r"counted once\)", summary[0]), summary[0]


@pytest.mark.parametrize("argv, place", [
    (["verify", "--reading", "strict"], "--reading"),
    (["verify", "--law", "79"], "--law"),
    (["verify", "--law", "cent-31"], "--law"),
    (["verify", "--timeout", "0"], "--timeout"),
])
def test_bad_input_is_one_line_and_exit_2(argv: list[str], place: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"piquet: error: {place}:"), err


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_checks_done_are_told_as_they_finish(jobs: int) -> None:
    """The progress of ``piquet verify``: every distinct check is told once, of the right total."""
    told: list[tuple[int, int]] = []
    reading = next(iter(catalogue().readings))
    reports = verified([reading], "30", checks.Budget(), jobs=jobs, done=lambda n, total: told.append((n, total)))
    total = len({c.id for c in reports[0].checks})
    assert told and {t for _, t in told} == {total} and sum(n for n, _ in told) == total, told


def _findings(reports: list[Report]) -> list[tuple[str, str, tuple[str, ...], str]]:
    return sorted((r.reading, c.id, tuple(c.laws), json.dumps(c.witness.as_json() if c.witness else None,
                                                              sort_keys=True, default=str))
                  for r in reports for c in r.checks if c.status is Status.FINDING)


@pytest.mark.law("21", "34")
def test_findings_do_not_depend_on_the_processes_that_ran_them(reports: dict[str, Report]) -> None:
    # Z3's models and cores depend on what a process encoded before it: the findings' minimal sets, their laws
    # and their witnesses must not (every minimal set is sought, and the smallest shown), so one process and
    # two give the same report, on any machine.
    one = verified(list(catalogue().readings), budget=checks.Budget(), jobs=1)
    assert _findings(one) == _findings(list(reports.values()))
