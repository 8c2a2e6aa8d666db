"""The picks each verdict rests on (issue 23 §1): what each choice moves, and where each finding holds.

The answers recorded in ``proofs/expected/picks.json`` (``piquet picks --update-expected``) are checked
against the spec they were computed from, and a sample of them is computed again here.
"""

from __future__ import annotations

import pytest

from piquet.proofs.checks import Budget
from piquet.proofs.picks import FindingPicks, choice_moves, finding_picks, recorded_picks
from piquet.proofs.plan import expected
from piquet.spec.catalogue import catalogue

from tests.cli.cli_run import run

RECORDED = recorded_picks()
READINGS = list(catalogue().readings)


def test_every_reading_has_its_answers_recorded() -> None:
    assert sorted(RECORDED) == sorted(READINGS), "run `piquet picks --update-expected` after changing readings"


@pytest.mark.parametrize("reading", READINGS)
def test_every_choice_is_taken_every_other_way(reading: str) -> None:
    cat = catalogue()
    picks = cat.reading(reading).picks
    wanted = {(c.name, a.key) for c in cat.choices for a in c.alternatives
              if a.key != picks.get(c.name, c.literal.key)}
    tried = {(c.choice, c.alternative) for c in RECORDED[reading].choices}
    assert tried == wanted, f"{reading}: choices not tried {wanted - tried}; tried but gone {tried - wanted}"


@pytest.mark.parametrize("reading", READINGS)
def test_every_recorded_finding_is_traced_and_each_moved_verdict_starts_from_the_recorded_one(reading: str) -> None:
    recorded = expected(reading)
    findings = {cid for cid, verdict in recorded.items() if verdict == "finding"}
    assert {f.id for f in RECORDED[reading].findings} == findings
    for c in RECORDED[reading].choices:
        for m in c.moved:
            assert m.before == recorded.get(m.id, "new"), f"{reading}, {c.choice} = {c.alternative}: {m}"


def test_a_cheap_choice_moves_again_what_is_recorded() -> None:
    # Law 4's cut: the literal "abide by the cut" against its harmonised saving of Laws 5 and 7.
    again = choice_moves(catalogue(), "literal", Budget(), only=["abide-by-the-cut"])
    stored = [c for c in RECORDED["literal"].choices if c.choice == "abide-by-the-cut"]
    assert again == stored
    assert any(m.before == "finding" and m.after == "proved" for c in again for m in c.moved), \
        "the harmonised pick of abide-by-the-cut should dissolve a finding of the literal reading"


def test_a_finding_traced_again_rests_on_what_is_recorded() -> None:
    cid = "consistency:cut-for-deal"
    again = finding_picks(catalogue(), "literal", Budget(), only=[cid])
    stored = [f for f in RECORDED["literal"].findings if f.id == cid]
    assert again == stored
    (f,) = again
    assert f.rests_on() == {"abide-by-the-cut": ("always",)}
    assert f.words() == "found exactly where abide-by-the-cut = always"


def _traced(found: list[dict[str, str]], not_found: list[dict[str, str]]) -> FindingPicks:
    return FindingPicks("literal", "consistency:x", ("a", "b"), len(found) + len(not_found), tuple(found), (),
                        tuple(not_found))


def test_the_words_of_a_finding_under_any_reading_exactly_where_and_only_where() -> None:
    every = [{"a": a, "b": b} for a in ("1", "2") for b in ("1", "2")]
    assert _traced(every, []).words() == "found under any reading of the 2 choices it reads"
    exact = _traced([p for p in every if p["a"] == "1"], [p for p in every if p["a"] == "2"])
    assert exact.rests_on() == {"a": ("1",)} and exact.words() == "found exactly where a = 1"
    # Found at a=1,b=1 and a=2,b=2 only: each choice's every alternative appears, yet it is not everywhere.
    diagonal = _traced([every[0], every[3]], [every[1], every[2]])
    assert diagonal.rests_on() == {} and not diagonal.exactly_where()
    assert diagonal.words().startswith("found under 2 of 4 combinations")


def test_an_unknown_reading_is_one_error_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "picks", "--reading", "lenient")
    assert code == 2 and out == ""
    assert err.strip().count("\n") == 0 and "lenient" in err
