"""The Cases and Decisions I-XXII as scenarios: each record is replayed and ruled on, and the decision checked.

Each ``case-NN.json`` (and ``case-NN-<branch>.json`` for another branch of
its decision) holds the Case's numeral and title, a piquet-record/1 record
of the situation, the ``expected`` decision -- who may score what,
whether a fresh deal is due, who can reckon nothing, which option is whose,
which claims are refused, the laws that decide it -- and, where the
published text and the Laws part company, ``discrepancies``: what the text
says (``text_says``), what the Laws give (``laws_give``) and why. The
decision is compared, field by field, with the JSON of ``piquet ruling``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet.records import parse_record
from piquet.records.replay import replay
from piquet.rulings import rulings_json
from piquet.spec.catalogue import catalogue
from piquet.spec.source import cases_text

CASES = sorted(Path(__file__).parent.glob("case-*.json"))
NUMERALS = ("I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI XXII").split()


def load(path: Path) -> Any:
    return json.loads(path.read_text("utf-8"))


def decision(data: Any) -> dict[str, Any]:
    """The ruling on the case's (last) deal, with the record's totals and result."""
    ruled = rulings_json(replay(parse_record(data["record"])))
    deals: list[dict[str, Any]] = ruled["deals"]  # type: ignore[assignment]
    deal = dict(deals[-1])
    deal["refused"] = [r["kind"] for r in deal["refused"]]
    deal["options"] = [r["option"] for r in deal["rulings"] if r["option"] is not None]
    deal["totals"], deal["result"] = ruled["totals"], ruled["result"]
    return deal


def mismatches(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Where ``actual`` departs from ``expected``: dicts by their keys, lists as items each found in the
    actual list (a dict item matching some actual item), anything else by equality."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {actual!r}"]
        return [m for key, value in expected.items()
                for m in mismatches(value, actual.get(key), f"{path}.{key}")]
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{path}: expected a list, got {actual!r}"]
        return [f"{path}: {item!r} not among {actual!r}" for item in expected
                if not any(not mismatches(item, candidate) for candidate in actual)]
    return [] if expected == actual else [f"{path}: expected {expected!r}, got {actual!r}"]


def test_every_case_has_its_scenario() -> None:
    """Cases I-XXII, one file each, case-01.json to case-22.json; a Case whose decision has more than one
    branch has a further scenario for each, case-NN-<branch>.json, of the same Case."""
    found = [load(path)["case"] for path in CASES if path.stem.count("-") == 1]
    assert found == list(range(1, 23)), "Cases I-XXII, one file each, case-01.json to case-22.json"
    for path in CASES:
        assert path.stem.startswith(f"case-{load(path)['case']:02d}"), f"{path.name} is a scenario of its own Case"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_the_decision_of_the_case(path: Path) -> None:
    data = load(path)
    numeral = NUMERALS[data["case"] - 1]
    assert f"## Case {numeral}" not in data["title"] and numeral in cases_text(), f"Case {numeral} is in the source"
    problems = mismatches(data["expected"], decision(data))
    assert not problems, f"Case {numeral} ({data['title']}): the ruling departs from the Decision: {problems}"


@pytest.mark.parametrize("path", [p for p in CASES if "discrepancies" in load(p)], ids=lambda p: p.stem)
def test_discrepancies_with_the_text_are_recorded_exactly(path: Path) -> None:
    data = load(path)
    actual = decision(data)
    for recorded in data["discrepancies"]:
        assert recorded["text"] and recorded["laws"] and recorded["why"], "say what the text says, the laws, why"
        assert not mismatches(recorded["laws_give"], actual), f"the Laws give {recorded['laws_give']}"
        assert mismatches(recorded["text_says"], actual), \
            f"the text's {recorded['text_says']} is not what the Laws give: else there is no discrepancy"


def test_every_clause_a_ruling_cites_is_in_the_spec() -> None:
    """A ruling cites a clause id of the spec (``13.1``, under some reading), a law (``59``) or a Case;
    each must exist."""
    clauses = {c.id for reading in catalogue().readings for c in catalogue().clauses(reading)}
    for path in CASES:
        for deal in rulings_json(replay(parse_record(load(path)["record"])))["deals"]:  # type: ignore[attr-defined]
            for cited in (c for r in deal["rulings"] + deal["refused"] for c in r["clauses"]):
                if cited.startswith("Case "):
                    assert cited[5:] in cases_text(), f"{path.name}: {cited} is not among the Cases"
                elif "." in cited:
                    assert cited in clauses, f"{path.name}: clause {cited} is not in the spec"
                else:
                    assert cited in catalogue().laws, f"{path.name}: Law {cited} is not among the Laws"
