"""One world: every pair of clauses that can meet is checked together, and the world's parts are drawn by the
clauses, not by hand.

Two clauses can meet when they read a common variable, directly or through a physical constraint (one
that reads a variable of each), or through the exception one of them names. Such a pair must fall in the
clause set of one consistency check: otherwise a conflict between them would go unseen.
"""

from __future__ import annotations

import itertools

import pytest

from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import Status
from piquet.proofs.plan import planned
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import DOMAINS, RUBICON, WORLDS
from piquet.spec.evaluation import conjuncts
from piquet.spec.expr import variables
from piquet.spec.law import Clause
from piquet.spec.world import World, reads

READINGS = tuple(catalogue().readings)
LITERAL, HARMONISED = "literal", "harmonised"


def _world_of(c: Clause) -> World:
    """The game whose variables the clause reads (an exception it takes from the other game never applies)."""
    names = {v.name for v in variables(c.when) | variables(c.then)}
    return next(w for w in WORLDS if names <= w.variables)


def _reach(c: Clause, by_id: dict[str, Clause], world: World) -> frozenset[str]:
    """The variables a clause reads, widened by every physical constraint of its world that reads one."""
    names = set(reads(c, by_id) & world.variables)
    for phase in world.phases:
        for law in conjuncts(phase.physics):
            touched = {v.name for v in variables(law)}
            if touched & names:
                names |= touched
    return frozenset(names)


@pytest.mark.parametrize("reading", READINGS)
def test_every_pair_of_clauses_that_can_meet_is_checked_together(reading: str) -> None:
    cat = catalogue()
    clauses = cat.clauses(reading)
    by_id = {c.id: c for c in clauses}
    checked = [set(c for b in p.basis if isinstance(b, tuple) for c in b[:1])
               for p in planned(cat, reading, world=True) if p.id.startswith("consistency:")]
    reach = {c.id: (_world_of(c), _reach(c, by_id, _world_of(c))) for c in clauses}
    pairs = [(a, b) for a, b in itertools.combinations(sorted(reach), 2)
             if reach[a][0] is reach[b][0] and reach[a][1] & reach[b][1]]
    assert len(pairs) > 1000, f"only {len(pairs)} pairs of clauses meet: the reach is not computed"
    uncovered = [(a, b) for a, b in pairs if not any(a in ids and b in ids for ids in checked)]
    assert not uncovered, f"{reading}: {len(uncovered)} pairs of clauses that can meet are never checked " \
                          f"together, e.g. {uncovered[:5]}"


@pytest.mark.parametrize("reading", READINGS)
def test_the_parts_partition_the_clauses_and_the_physics(reading: str) -> None:
    clauses = catalogue().clauses(reading)
    by_id = {c.id: c for c in clauses}
    for world in WORLDS:
        parts = world.parts(clauses)
        owner = {v.name: p.name for p in parts for v in p.variables}
        assert set(owner) == world.variables, f"{world.game}: a variable in no part, or in two"
        assert sum(len(p.variables) for p in parts) == len(world.variables), f"{world.game}: a variable in two parts"
        for c in clauses:
            homes = {owner[n] for n in reads(c, by_id) & world.variables}
            assert len(homes) <= 1, f"clause {c.id} reads variables of the parts {sorted(homes)}"
        for p in parts:
            for law in conjuncts(p.physics):
                homes = {owner[v.name] for v in variables(law)}
                assert homes <= {p.name}, f"a physical constraint of {p.name} reads the parts {sorted(homes)}"


def test_every_phase_is_in_one_world() -> None:
    phases = [d.name for w in WORLDS for d in w.phases]
    assert sorted(phases) == sorted(d.name for d in DOMAINS), "a phase in no world, or in two"


@pytest.mark.law("14", "16", "39")
def test_one_world_sees_the_law_39_standing_deal_clash_with_the_fresh_deals_of_laws_14_and_16() -> None:
    """Law 39 read as "the deal stands" (the pick deal-stands of lost-option-and-fresh-deals, which adds those
    words) keeps the deal against a fresh deal that Law 14 (a faced card found in the stock) or Law 16 (a deal
    out of turn found in time) requires. Phase by phase no check holds Law 39 with either; in the one world
    they meet, and the clash is found."""
    cat = catalogue()
    name = "literal, the deal stands"
    clauses = cat.taking(name, LITERAL, {"lost-option-and-fresh-deals": "deal-stands"}, "").clauses(name)
    for other in ("14.1", "16.2"):
        assert not any({"39.1", other} <= {c.id for c in clauses_for(d, clauses)} for d in DOMAINS), \
            f"a phase holds 39.1 with {other}: the example no longer shows what the phases miss"
        part = next(p for p in RUBICON.parts(clauses) if {"39.1", other} <= {c.id for c in clauses_for(p, clauses)})
        status, situation = checks.clash(Encoding(part, clauses_for(part, clauses), clauses), ("39.1", other),
                                         checks.Budget())
        assert status is Status.FINDING and situation is not None, \
            f"the world finds no situation where 39.1 (the deal stands) and {other} cannot both be obeyed: {status}"
        assert situation["faced_card" if other == "14.1" else "dealt_out_of_turn"], situation


def _part_of(reading: str, outcome: str) -> Encoding:
    clauses = catalogue().clauses(reading)
    part = next(p for w in WORLDS for p in w.parts(clauses) if outcome in {v.name for v in p.determined})
    return Encoding(part, clauses_for(part, clauses), clauses)


@pytest.mark.law("71", "72", "73")
def test_determinacy_proves_an_outcome_the_laws_fix() -> None:
    # Laws 71-73: whether the partie is won follows from the scores alone.
    outcome = next(v for w in WORLDS for d in w.phases for v in d.determined if v.name == "partie_won")
    result = checks.determinacy(_part_of(HARMONISED, "partie_won"), outcome, checks.Budget())
    assert result.status is Status.PROVED, f"{result.id}: {result.status} {result.witness}"


@pytest.mark.law("cent-3")
def test_determinacy_finds_an_au_cent_fresh_deal_left_open_by_an_option_not_elected() -> None:
    """Au cent's third paragraph gives the elder hand dealt thirteen the option of a fresh deal; its encoding
    lets the fresh deal follow from the option alone, so with the option not elected two lawful courses still
    differ on whether the deal stands (phase by phase, Law 13's option shows the same; in the Rubicon world
    other laws settle it). The check must see that silence."""
    outcome = next(v for w in WORLDS for d in w.phases for v in d.determined if v.name == "cent_fresh_deal")
    result = checks.determinacy(_part_of(LITERAL, "cent_fresh_deal"), outcome, checks.Budget())
    assert result.status is Status.FINDING and result.witness is not None, result
    situation = result.witness.situation
    assert situation["cent_elder_dealt"] == 13 and not situation["cent_elder_elects_fresh"], situation
