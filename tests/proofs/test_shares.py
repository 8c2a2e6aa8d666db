"""How ``piquet verify`` shares its checks between worker processes (:func:`piquet.proofs.verify.shares`).

The shares are fixed before any check runs, so that each worker asks the same queries in the same order on
every run. The one world's largest parts (au cent's world: Laws 1-78 with au cent's paragraphs, 137 clauses
under the literal reading) hold most of its processor time, in checks whose times no estimate foresees (an
entitlement there takes from a tenth of a second to three seconds): their checks are dealt in turn to each
worker by the processor times recorded with the verdicts (else in turn), so that the long ones fall evenly
between them. Phase by phase no domain is that large, and each
domain's checks stay in one worker, which encodes it once.
"""

from __future__ import annotations

from collections import Counter

import pytest

from piquet.proofs import verify
from piquet.proofs.plan import planned
from piquet.proofs.recorded import recorded_costs
from piquet.proofs.verify import shares
from piquet.spec.catalogue import catalogue

LITERAL = "literal"
WORKERS = 2


def _groups(reading: str, world: bool) -> dict[str, str]:
    """Each check's domain (its group), by check id."""
    return {p.id: p.group for p in planned(catalogue(), reading, world)}


def test_each_check_is_run_once_in_the_order_of_its_plan() -> None:
    """Every check of the literal reading's one world is in exactly one worker's share, and each worker runs
    its checks of one domain in the plan's order (the order their encoding's learning assumes)."""
    plan = [p.id for p in planned(catalogue(), LITERAL, world=True)]
    got = shares([LITERAL], WORKERS, world=True)
    assert len(got) == WORKERS, f"{len(got)} shares for {WORKERS} workers"
    held = Counter(cid for share in got for _, cid in share)
    assert sorted(held) == sorted(plan) and set(held.values()) == {1}, (
        f"checks run twice: {[c for c, n in held.items() if n > 1][:5]}; "
        f"never run: {sorted(set(plan) - set(held))[:5]}")
    place = {cid: i for i, cid in enumerate(plan)}
    for n, share in enumerate(got):
        ids = [cid for _, cid in share]
        groups = _groups(LITERAL, True)
        for g in {groups[cid] for cid in ids}:
            order = [place[cid] for cid in ids if groups[cid] == g]
            assert order == sorted(order), f"worker {n} runs the checks of {g} out of the plan's order"


def test_the_largest_parts_of_the_world_are_dealt_to_every_worker() -> None:
    """The checks of au cent's largest part (literal reading) go to both workers, each to the less loaded by the
    processor times recorded with the verdicts, the longest first: the workers' recorded loads then differ by no
    more than the longest check of the run, where in turn (the stripes, before the times were recorded) the
    busier worker had 14.6 s of checks and the other 12.3 s."""
    groups = _groups(LITERAL, True)
    largest = max(set(groups.values()), key=lambda g: sum(1 for v in groups.values() if v == g))
    costs = recorded_costs(LITERAL, world=True)
    assert costs, "no processor times recorded for the one world (piquet verify --world --update-expected)"
    got = shares([LITERAL], WORKERS, world=True)
    counts = [sum(1 for _, cid in share if groups[cid] == largest) for share in got]
    assert min(counts) > 0, f"the checks of {largest} are shared {counts} between the workers"
    loads = [sum(costs[cid] for _, cid in share) for share in got]
    assert max(loads) - min(loads) <= max(costs.values()), f"recorded loads {loads}"


def test_without_recorded_times_the_largest_parts_are_dealt_in_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """No time recorded (a new check, or none recorded yet): the estimates do not foresee the entitlements'
    times, so the largest part's checks are dealt in turn, their numbers differing by one at most."""
    monkeypatch.setattr(verify, "recorded_costs", lambda reading, world: {})
    groups = _groups(LITERAL, True)
    largest = max(set(groups.values()), key=lambda g: sum(1 for v in groups.values() if v == g))
    got = shares([LITERAL], WORKERS, world=True)
    # Its vacuity checks, which share one solver, go together to one worker; the others in turn.
    counts = [sum(1 for _, cid in share if groups[cid] == largest and not cid.startswith("vacuity:")) for share in got]
    assert min(counts) > 0 and max(counts) - min(counts) <= 1, (
        f"the checks of {largest} are shared {counts} between the workers")


def test_phase_by_phase_each_domain_stays_in_one_worker() -> None:
    """Phase by phase (every reading, as piquet verify runs them), no domain is large enough to deal out: each
    domain's checks of a reading are in one worker's share, which encodes it once."""
    readings = list(catalogue().readings)
    groups = {r: _groups(r, False) for r in readings}
    where: dict[tuple[str, str], set[int]] = {}
    for n, share in enumerate(shares(readings, WORKERS)):
        for reading, cid in share:
            where.setdefault((reading, groups[reading][cid]), set()).add(n)
    split = sorted(key for key, workers in where.items() if len(workers) > 1)
    assert not split, f"domains split between workers phase by phase: {split}"
