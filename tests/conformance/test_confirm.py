"""The proofs leave the model's part of ``piquet verify`` open; the conformance layer fills it in.

:mod:`piquet.proofs.verify` reads the spec alone, so the stored witness of
``reached:highest-deal`` is unknown to it (:func:`~piquet.proofs.plan.awaiting_model`);
:func:`piquet.conformance.confirm.confirm` replays it through the model under
the reading's picks and lets the spec score it, under each reading's bound
(174 harmonised, 204 literal), in place, and leaves every other check as the
proofs gave it. The bound is proved only where the model's replay scores what
the spec's clauses score: under the literal reading the model plays the pick
``both`` of the choice pique-after-repique (a repique and a pique in one
deal), so the literal 204 is reached by the replay too (issue 23 §3), and the
plan checks it under both readings.
"""

from __future__ import annotations

import pytest

from piquet.conformance.confirm import confirm
from piquet.conformance.witness import reached
from piquet.proofs.encoding import clauses_for
from piquet.proofs.result import CheckResult, Status
from piquet.proofs.theorems import THEOREMS, Reached
from piquet.proofs.plan import awaiting_model, planned
from piquet.proofs.verify import Report
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.scoring import SCORING
from piquet.spec.expr import resolve


@pytest.mark.parametrize("reading, bound", [("harmonised", 174), ("literal", 204)])
def test_the_witness_the_proofs_leave_unknown_is_replayed_and_proved_where_the_model_agrees(
        reading: str, bound: int) -> None:
    th = next(t for t in THEOREMS if isinstance(t, Reached))
    other = CheckResult("consistency:exchange", "consistency", "the exchange's laws hold together", ("21",),
                        Status.PROVED, 0.5)
    left = awaiting_model(th)
    assert left.status is Status.UNKNOWN and "model" in left.reason
    report = confirm(Report(reading, (other, left), {}, 1.0))
    assert report.checks[0] == other, "a check of the spec alone is left as the proofs gave it"
    replayed = report.checks[1]
    assert (replayed.id, replayed.kind) == (th.id, "reached")
    assert replayed.status is Status.PROVED, (reading, replayed.reason)
    assert replayed.extra["value"] == replayed.extra["bound"] == replayed.extra["model_score"] == bound, \
        (reading, replayed.extra)
    assert report.seconds >= 1.0


def test_a_replay_that_misses_the_clauses_score_is_unknown_not_proved() -> None:
    # The literal bound (204) checked on a replay under the harmonised picks, as the model played before it could
    # play the literal ones: the clauses reach the bound, the replay scores 174; no replay confirms it.
    th = next(t for t in THEOREMS if isinstance(t, Reached))
    cat = catalogue()
    result = reached(th, resolve(th.bound, cat.terms("literal")), clauses_for(SCORING, cat.clauses("literal")))
    assert result.status is Status.UNKNOWN and "no replay confirms" in result.reason, result
    assert (result.extra["value"], result.extra["model_score"]) == (204, 174), result.extra


def test_each_stored_deal_is_checked_under_the_readings_it_names() -> None:
    for th in (t for t in THEOREMS if isinstance(t, Reached)):
        assert th.readings == ("harmonised", "literal"), f"{th.id}: the model plays either reading's picks"
        for reading in catalogue().readings:
            ids = {p.id for p in planned(catalogue(), reading)}
            assert (th.id in ids) == (reading in th.readings), reading
