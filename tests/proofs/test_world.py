"""One world: every pair of clauses that can meet is checked together, and the world's parts are drawn by the
clauses, not by hand.

Two clauses can meet when they read a common variable, directly or through a physical constraint (one
that reads a variable of each), or through the exception one of them names. Such a pair must fall in the
clause set of one consistency check: otherwise a conflict between them would go unseen.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
import z3

from piquet.proofs import checks
from piquet.proofs.encode import to_z3
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.left_out import joined
from piquet.proofs.result import Status
from piquet.proofs.plan import planned
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import AU_CENT, DOMAINS, RUBICON, WORLDS, au_cent
from piquet.spec.domains.au_cent import LEFT_OUT
from piquet.spec.evaluation import conjuncts, of_au_cent
from piquet.spec.expr import Op, variables
from piquet.spec.law import Clause
from piquet.spec.semantics import holder
from piquet.spec.world import World, reads

READINGS = tuple(catalogue().readings)
LITERAL, HARMONISED = "literal", "harmonised"


def _reach(c: Clause, by_id: dict[str, Clause], world: World) -> frozenset[str]:
    """The variables a clause reads, widened by every physical constraint of its world that reads one."""
    names = set(reads(c, by_id) & world.variables)
    for law in (*(law for phase in world.phases for law in conjuncts(phase.physics)), *world.links):
        touched = {v.name for v in variables(law)}
        if touched & names:
            names |= touched
    return frozenset(names)


Key = tuple[str, int, tuple[str, ...]]


def _key(c: Clause) -> Key:
    """A clause as one world holds it: its id, its condition (a law of Piquet au cent overrides holds in au cent's
    world only where the paragraph does not speak) and its exceptions."""
    return c.id, id(c.when), c.except_as


def _checked(reading: str) -> list[set[Key]]:
    """The clauses of each consistency check of the one world, as the worlds hold them."""
    return [{(b[0], b[2], b[4]) for b in p.basis if isinstance(b, tuple)}
            for p in planned(catalogue(), reading, world=True) if p.id.startswith("consistency:")]


def _meeting(world: World, reading: str) -> tuple[dict[str, Clause], list[tuple[str, str]]]:
    """The clauses in force in ``world`` (by id), and every pair of them that can meet there."""
    in_force = world.in_force(catalogue().clauses(reading))
    by_id = {c.id: c for c in in_force}
    reach = {c.id: _reach(c, by_id, world) for c in in_force}
    return by_id, [(a, b) for a, b in itertools.combinations(sorted(reach), 2) if reach[a] & reach[b]]


@pytest.mark.parametrize("reading", READINGS)
def test_every_pair_of_clauses_that_can_meet_is_checked_together(reading: str) -> None:
    checked = _checked(reading)
    for world in WORLDS:
        by_id, pairs = _meeting(world, reading)
        assert len(pairs) > 1000, f"{world.game}: only {len(pairs)} pairs of clauses meet: the reach is not computed"
        uncovered = [(a, b) for a, b in pairs
                     if not any({_key(by_id[a]), _key(by_id[b])} <= ids for ids in checked)]
        assert not uncovered, f"{reading}, {world.game}: {len(uncovered)} pairs of clauses that can meet are " \
                              f"never checked together, e.g. {uncovered[:5]}"


@pytest.mark.law("cent-1", "cent-2", "cent-3", "cent-4", "cent-5", "cent-7", "cent-13", "cent-14", "cent-15",
                 "cent-16", "cent-30")
@pytest.mark.parametrize("reading", READINGS)
def test_every_au_cent_paragraph_is_checked_with_every_law_of_piquet_it_can_meet(reading: str) -> None:
    """Au cent is the Laws of Piquet with its paragraphs as overrides: each pair (paragraph, law of Piquet) that
    can meet in au cent's world falls in one consistency check of that world, the law giving way there
    where a paragraph overriding it speaks. The pairs are listed; among them, laws au cent leaves unchanged (Law 22's
    younger hand's three cards, Law 15's packs that remain changed) and the laws it overrides."""
    by_id, pairs = _meeting(AU_CENT, reading)
    mixed = sorted((a, b) if of_au_cent(by_id[a]) else (b, a) for a, b in pairs
                   if of_au_cent(by_id[a]) != of_au_cent(by_id[b]))
    paragraphs = {a.rsplit(".", 1)[0] for a, _ in mixed}
    assert {"cent-1", "cent-3", "cent-4", "cent-5", "cent-7", "cent-13", "cent-14", "cent-15", "cent-30"} \
        <= paragraphs, f"paragraphs that meet no law of Piquet: the variables are not shared ({sorted(paragraphs)})"
    for pair in (("cent-7.1", "22.1"), ("cent-4.2", "15.3"), ("cent-13.1", "40.3"), ("cent-30.1", "4.3")):
        assert pair in mixed, f"{pair} cannot meet in au cent's world: {len(mixed)} pairs meet"
    checked = _checked(reading)
    uncovered = [(a, b) for a, b in mixed if not any({_key(by_id[a]), _key(by_id[b])} <= ids for ids in checked)]
    assert not uncovered, f"{reading}: {len(uncovered)} of {len(mixed)} pairs (au cent paragraph, law of Piquet) " \
                          f"are never checked together, e.g. {uncovered[:5]}"


@pytest.mark.parametrize("reading", READINGS)
def test_in_au_cent_a_law_gives_way_where_a_paragraph_overriding_it_speaks(reading: str) -> None:
    clauses = catalogue().clauses(reading)
    laws = {c.id: c for c in RUBICON.in_force(clauses)}
    in_cent = {c.id: c for c in AU_CENT.in_force(clauses)}
    assert not any(of_au_cent(c) for c in laws.values()), "a paragraph of au cent in force in the Rubicon game"
    assert set(in_cent) == set(laws) | {c.id for c in clauses if of_au_cent(c)}, "au cent lacks a law of Piquet"
    for p in (c for c in clauses if of_au_cent(c)):
        # A clause only another reading adds (41.4 in the harmonised one) is not there to override.
        for overridden in (o for o in p.overrides if o in laws):
            assert Op("not", (p.when,)) in conjuncts(in_cent[overridden].when), \
                f"{overridden} does not give way where {p.id} speaks in au cent"
            assert laws[overridden].when == catalogue().clause(reading, overridden).when, \
                f"{overridden} gives way in the Rubicon game"
    assert in_cent["46.2"].when != laws["46.2"].when and in_cent["22.1"] is laws["22.1"], \
        "Law 46.2 (the number of cards suffices) must yield to paragraph 15; Law 22.1, which no paragraph " \
        "overrides, must be the same clause in both games"


@pytest.mark.parametrize("reading", READINGS)
def test_the_parts_partition_the_clauses_and_the_physics(reading: str) -> None:
    every = catalogue().clauses(reading)
    for world in WORLDS:
        clauses = world.in_force(every)
        by_id = {c.id: c for c in clauses}
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


def test_every_phase_is_in_a_world_and_au_cent_holds_every_phase_of_the_laws() -> None:
    phases = {d.name for w in WORLDS for d in w.phases}
    assert phases == {d.name for d in DOMAINS}, "a phase in no world"
    assert set(RUBICON.phases) <= set(AU_CENT.phases), "au cent's world lacks a phase of the Laws of Piquet"
    assert {d.game for d in AU_CENT.phases if d not in RUBICON.phases} == {"au cent"}


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
        laws = RUBICON.in_force(clauses)
        part = next(p for p in RUBICON.parts(laws) if {"39.1", other} <= {c.id for c in clauses_for(p, laws)})
        status, situation = checks.clash(Encoding(part, clauses_for(part, laws), laws), ("39.1", other),
                                         checks.Budget())
        assert status is Status.FINDING and situation is not None, \
            f"the world finds no situation where 39.1 (the deal stands) and {other} cannot both be obeyed: {status}"
        assert situation["faced_card" if other == "14.1" else "dealt_out_of_turn"], situation


def _part_of(reading: str, outcome: str, world: World = RUBICON) -> Encoding:
    clauses = world.in_force(catalogue().clauses(reading))
    part = next(p for p in world.parts(clauses) if outcome in {v.name for v in p.determined})
    return Encoding(part, clauses_for(part, clauses), clauses)


@pytest.mark.law("71", "72", "73")
def test_determinacy_proves_an_outcome_the_laws_fix() -> None:
    # Laws 71-73: whether the partie is won follows from the scores alone.
    outcome = next(v for w in WORLDS for d in w.phases for v in d.determined if v.name == "partie_won")
    result = checks.determinacy(_part_of(HARMONISED, "partie_won"), outcome, checks.Budget())
    assert result.status is Status.PROVED, f"{result.id}: {result.status} {result.witness}"


def _au_cent_part(reading: str, ids: set[str], clauses: tuple[Clause, ...] | None = None) -> Encoding:
    """The part of au cent's world that holds the clauses ``ids`` (of ``reading``, or of ``clauses``), encoded."""
    in_force = AU_CENT.in_force(catalogue().clauses(reading) if clauses is None else clauses)
    part = next(p for p in AU_CENT.parts(in_force) if ids <= {c.id for c in clauses_for(p, in_force)})
    return Encoding(part, clauses_for(part, in_force), in_force)


def _right_in_au_cent(reading: str, ids: set[str], right_id: str, want: Status,
                      clauses: tuple[Clause, ...] | None = None) -> list[tuple[tuple[str, ...], dict[str, int | bool]]]:
    """The entitlement of clause ``right_id`` in the part of au cent's world that holds ``ids`` (see
    :func:`_au_cent_part`), asserted to be ``want``; a finding's minimal sets, each with its situation."""
    enc = _au_cent_part(reading, ids, clauses)
    result = checks.entitlement(enc, next(c for c in enc.clauses if c.id == right_id), checks.Budget())
    assert result.status is want, f"{reading or 'the reading given'}: {right_id} in au cent's world is {result.status}"
    if want is not Status.FINDING:
        return []
    assert result.witness is not None, result
    return [(core, result.witness.situation) for core in result.witness.cores] + list(result.witness.variants)


def _phases_hold(clauses: tuple[Clause, ...], ids: set[str]) -> bool:
    return any(ids <= {c.id for c in clauses_for(d, clauses)} for d in DOMAINS)


@pytest.mark.law("cent-3", "13", "11")
def test_au_cent_world_sees_paragraph_3_meet_law_13_which_au_cent_leaves_unchanged() -> None:
    """Paragraph 3 gives the elder hand with a card too many or too few the option of a fresh deal. Au cent
    leaves Law 13 as it is: if the dealer exposes one of his own cards, the deal stands good. Under the literal
    reading, where both happen the option cannot be taken: the same gap as Law 11's option in the Rubicon game
    (entitlement:11.1). Under the harmonised reading Law 13.2 gives way to every clause that orders or offers a
    fresh deal (Clause.yields), paragraph 3 among them, and the option can be taken. Phase by phase paragraph 3
    was checked with au cent's paragraphs alone, over variables of its own, and proved; in au cent's world it
    meets Law 13."""
    for reading, want in ((LITERAL, Status.FINDING), (HARMONISED, Status.PROVED)):
        clauses = catalogue().clauses(reading)
        assert not _phases_hold(clauses, {"cent-3.1", "13.2"}), "a phase holds paragraph 3 with Law 13"
        shown = _right_in_au_cent(reading, {"cent-3.1", "13.2"}, "cent-3.1", want)
        if want is Status.FINDING:
            with_13 = [situation for core, situation in shown if "13.2" in core]
            assert with_13, f"{reading}: no minimal set holds Law 13.2: {[core for core, _ in shown]}"
            assert all(s["elder_dealt"] != 12 and s["dealer_exposes_own"] for s in with_13), with_13


@pytest.mark.law("cent-1", "5")
def test_au_cent_world_sees_the_exposed_cut_blocked_by_law_5_unless_paragraph_1_overrides_it() -> None:
    """Paragraph 1 lets the adversary of a player who exposes more than one card in cutting treat the lowest as
    the one cut; Law 5 makes that player cut again. Read as an option beside Law 5 (the pick beside-law-5 of
    au-cent-exposed-cut) the option is blocked by the fresh cut in au cent's world; read as taking Law 5's place
    (the harmonised pick) it can be taken. Phase by phase no check held paragraph 1 with Law 5."""
    cat = catalogue()
    name = "harmonised, paragraph 1 beside Law 5"
    beside = cat.taking(name, HARMONISED, {"au-cent-exposed-cut": "beside-law-5"}, "").clauses(name)
    for clauses, want in ((beside, Status.FINDING), (cat.clauses(HARMONISED), Status.PROVED)):
        assert not _phases_hold(clauses, {"cent-1.3", "5.1"}), "a phase holds paragraph 1 with Law 5"
        enc = _au_cent_part("", {"cent-1.3", "5.1"}, clauses)
        right = next(c for c in enc.clauses if c.id == "cent-1.3")
        result = checks.entitlement(enc, right, checks.Budget())
        assert result.status is want, f"paragraph 1 overriding {right.overrides or 'nothing'}: {result.status}"
        if want is Status.FINDING:
            assert result.witness is not None and any("5.1" in core for core in result.witness.cores), result


@pytest.mark.law("cent-13", "cent-14", "21")
def test_au_cent_world_sees_law_21s_five_blocked_by_the_three_cards_left_unless_the_paragraphs_override_it() -> None:
    """Paragraphs 13 and 14 make the elder hand standing with thirteen cards, or with twelve and seven in the
    stock, leave at least three cards for the younger hand; Law 21 entitles him to take in five. Read as taking
    the place of Laws 41 and 43 alone (the literal pick beside-law-21 of au-cent-law-21), Law 21's five are
    blocked in au cent's world where seven are in the stock (of seven he can take four); read as taking Law 21's
    place there too (the harmonised pick) the right is his wherever it stands."""
    cat = catalogue()
    name = "harmonised, Law 21 beside paragraphs 13 and 14"
    beside = cat.taking(name, HARMONISED, {"au-cent-law-21": "beside-law-21"}, "").clauses(name)
    for clauses, want in ((beside, Status.FINDING), (cat.clauses(HARMONISED), Status.PROVED)):
        shown = _right_in_au_cent("", {"21.1", "cent-13.3", "cent-14.5"}, "21.1", want, clauses)
        if want is Status.FINDING:
            # Of seven he can take four: a fifth breaks the paragraphs' three cards left, or is one of the bottom
            # three, for which the younger hand may enforce Law 27's penalty (his option, Law 44).
            assert all(set(core) & {"cent-13.3", "cent-14.5", "27.1~regular", "27.1"} for core, _ in shown), shown
            assert any(set(core) & {"cent-13.3", "cent-14.5"} for core, _ in shown), shown
            assert all(s["stock"] == 7 and s["elder_dealt"] in (12, 13) for _, s in shown), shown


#: Choices whose picks differ in the clauses of the Laws a paragraph takes the place of: the choice, the paragraph's
#: clause, the laws it takes the place of under the pick named, and the reading(s) that take that pick.
_OVERRIDE_CHOICES = (
    # Paragraph 13 names the elder hand of thirteen alone; Law 40 also rules the younger hand (40.3, 40.4).
    ("au-cent-law-40-younger", "cent-13.1", ("40.3", "40.4"), "whole-of-law-40", ()),
    # Paragraph 5's "no remedy" for a deal out of turn found too late; Law 16's remedy is the double deal.
    ("au-cent-law-16-double-deal", "cent-5.2", ("16.4", "16.5"), "overrides-law-16", (HARMONISED,)),
)


@pytest.mark.law("cent-13", "40", "cent-5", "16")
@pytest.mark.parametrize(("choice", "paragraph", "laws", "pick", "taken_by"), _OVERRIDE_CHOICES)
def test_a_paragraph_takes_the_place_of_the_laws_its_choice_names_in_au_cent_alone(
        choice: str, paragraph: str, laws: tuple[str, ...], pick: str, taken_by: tuple[str, ...]) -> None:
    """Under the pick that reads the paragraph as taking the laws' place, au cent's world holds each of them only
    where the paragraph's condition does not hold; under the other pick (and the readings that take it), as the
    Laws print it. The Rubicon game keeps them as printed whatever the pick. (Paragraph 13 rules the elder hand
    of thirteen; Law 40 makes the younger hand discard one less than he takes in, 40.3, and nothing if he takes
    one, 40.4. Paragraph 5 says a deal out of turn found after the dealer took up his hand has 'no remedy'; Law
    16's is the double deal, 16.4, with the same pack, 16.5.)"""
    cat = catalogue()
    name = f"harmonised, {choice} = {pick}"
    taken = cat.taking(name, HARMONISED, {choice: pick}, "").clauses(name)
    cases = [(taken, True), *((cat.clauses(r), r in taken_by) for r in (LITERAL, HARMONISED))]
    for clauses, overridden in cases:
        printed = {c.id: c for c in clauses}
        in_au_cent = {c.id: c for c in AU_CENT.in_force(clauses)}
        in_rubicon = {c.id: c for c in RUBICON.in_force(clauses)}
        for cid in laws:
            assert in_rubicon[cid] is printed[cid], f"{choice}: Law {cid} changed in the Rubicon game"
            moved = in_au_cent[cid].when is not printed[cid].when
            assert moved is overridden, f"{choice}: Law {cid} in au cent's world {'un' if overridden else ''}changed"
            if overridden:
                outside = Op("not", (printed[paragraph].when,))
                assert in_au_cent[cid].when == Op("and", (printed[cid].when, outside)), in_au_cent[cid].when


@pytest.mark.law("cent-3", "21")
def test_determinacy_sees_paragraph_3_leave_the_fresh_deal_open_alone_and_the_laws_close_it() -> None:
    """Au cent's third paragraph gives the elder hand with a card too many or too few the option of a fresh deal;
    the fresh deal follows from the option but nothing else rules it. With au cent's paragraphs alone (its deal's
    phase, as the separate world checked them) two lawful courses alike in every act and election still differ
    on whether the deal stands where the option is not elected: the check sees that silence. In au cent's world
    the Laws close it: a deal that stands is played (Law 21: the elder hand discards at least one card), so the
    two courses would differ in their acts."""
    clauses = catalogue().clauses(LITERAL)
    fresh = next(v for v in au_cent.CENT_DEAL.determined if v.name == "fresh_deal")
    alone = checks.determinacy(Encoding(au_cent.CENT_DEAL, clauses_for(au_cent.CENT_DEAL, clauses), clauses), fresh,
                               checks.Budget())
    assert alone.status is Status.FINDING and alone.witness is not None, alone
    situation = alone.witness.situation
    assert situation["elder_dealt"] != 12 and not situation["elder_elects_fresh"], situation
    together = checks.determinacy(_part_of(LITERAL, "fresh_deal", AU_CENT), fresh, checks.Budget())
    assert together.status is Status.PROVED, f"{together.id}: {together.status} {together.witness}"


@pytest.mark.law("30", "57", "58")
def test_determinacy_answers_alike_on_a_new_solver_or_after_every_other_outcome() -> None:
    """An encoding's determinacy checks share one solver of two lawful courses (Encoding.two_courses), each
    outcome in a scope of its own. What it learned from one outcome must not move another's verdict or witness.
    The exchange's events, checked as a phase apart, leave most of their outcomes open (who reckons nothing,
    who plays short): each outcome asked on a new encoding, and again on one encoding after all the others,
    in the reverse order."""
    clauses = catalogue().clauses(LITERAL)
    phase = next(d for d in DOMAINS if d.name == "exchange-events")

    def encoded() -> Encoding:
        return Encoding(phase, clauses_for(phase, clauses), clauses)

    alone = {v.name: checks.determinacy(encoded(), v, checks.Budget()) for v in phase.determined}
    shared = encoded()
    after = {v.name: checks.determinacy(shared, v, checks.Budget()) for v in reversed(phase.determined)}
    assert sum(r.status is Status.FINDING for r in alone.values()) > 1, "too few findings: the example shows little"
    for name, first in alone.items():
        assert (first.status, first.witness) == (after[name].status, after[name].witness), \
            f"determinacy:{name} on a new solver: {first.status} {first.witness}\nafter the others: " \
            f"{after[name].status} {after[name].witness}"


@pytest.mark.law("24", "39", "cent-3", "cent-8")
def test_au_cents_world_links_the_card_taken_up_to_the_stock_touched() -> None:
    """The Laws say the elder hand "takes up a card of the stock" (Laws 24, 39); au cent says he has "touched
    the stock" (paragraphs 3 and 8). One event, two words: the link is physics of the part that holds both, in
    au cent's world alone, and no situation there has the card taken up and the stock untouched."""
    assert RUBICON.links == () and AU_CENT.links == au_cent.LINKS
    every = AU_CENT.in_force(catalogue().clauses(LITERAL))
    part = next(p for p in AU_CENT.parts(every) if "cent_touched_stock" in {v.name for v in p.variables})
    touched = [link for link in au_cent.LINKS if "cent_touched_stock" in {v.name for v in variables(link)}]
    assert touched and set(touched) <= set(conjuncts(part.physics)), f"the link is not physics of {part.name}"
    enc = Encoding(part, ())
    s = z3.Solver()
    s.add(enc.copy().physics, enc.given["announced"] == False, enc.given["elder_dealt"] == 13,  # noqa: E712
          enc.given["cent_touched_stock"] == False)
    assert s.check() == z3.unsat, f"a card taken up without announcing, the stock untouched: {s.model()}"


@pytest.mark.law("cent-8", "cent-10", "cent-12", "24", "27", "29", "36")
@pytest.mark.parametrize("link", range(len(au_cent.LINKS)))
def test_every_link_of_au_cents_world_is_physics_of_the_part_that_holds_its_words(link: int) -> None:
    # Each link ties a paragraph's word to the Laws' for one act: the part holding both has it as physics, so no
    # situation there breaks it; phase by phase no phase holds both words.
    fact = au_cent.LINKS[link]
    names = {v.name for v in variables(fact)}
    every = AU_CENT.in_force(catalogue().clauses(LITERAL))
    part = next(p for p in AU_CENT.parts(every) if names <= {v.name for v in p.variables})
    assert fact in set(conjuncts(part.physics)), f"link {link} is not physics of {part.name}"
    s = z3.Solver()
    s.add(Encoding(part, ()).copy().physics, z3.Not(to_z3(fact, Encoding(part, ()).copy().env)))
    assert s.check() == z3.unsat, f"link {link} broken in {part.name}: {s.model()}"
    assert not any(names <= {v.name for v in d.variables} for d in DOMAINS), f"a phase holds both words of {link}"


@pytest.mark.law("24", "32", "34", "39", "58", "cent-13", "cent-14")
@pytest.mark.parametrize("right", ["32.2", "34.1", "cent-14.4"])
def test_au_cents_younger_hand_is_not_blocked_by_the_elders_fault_forced_on_him(right: str) -> None:
    """Literal, au cent: the elder hand dealt thirteen (or eleven) who took up a card without announcing cannot
    alter his discard (Laws 24, 39), and paragraph 13 (14) makes him discard one more (one less) than he takes
    in. He cannot keep both with the deal going on: that is his fault, forced on him, and the younger hand's
    rights to take the cards left (Laws 32, 34) or none (paragraph 14) are not blocked by it. Before the
    adversary's binding laws and regularity were weighed where the right arises, each was a finding, "proved"
    only through the elder hand mixing cards so that the younger could elect a fresh deal (Law 28)."""
    _right_in_au_cent(LITERAL, {right, "24.3", "cent-13.1", "cent-14.1"}, right, Status.PROVED)


@pytest.mark.law("51", "cent-20")
@pytest.mark.parametrize("reading", [LITERAL, HARMONISED])
def test_paragraph_20_takes_the_place_of_law_51s_correction_of_a_reply(reading: str) -> None:
    """Law 51 lets the younger hand who allowed a correct call good or equal, holding more, correct his reply;
    paragraph 20 says he abides by his answer. One act in two words (a link: a reply of good or equal corrected is
    an answer changed), so in au cent's world the paragraph takes Law 51's place (it overrides 51.1 and 51.2).
    Read as leaving Law 51 beside it, the correction Law 51 grants is forbidden by the paragraph wherever it arises:
    a finding, but no defect of the text, which says au cent differs from the Laws in this particular."""
    clauses = catalogue().clauses(reading)
    paragraph = next(c for c in clauses if c.id == "cent-20.1")
    assert set(paragraph.overrides) == {"51.1", "51.2"}, paragraph.overrides
    # Overridden everywhere (the paragraph has no condition), Law 51's right never arises in au cent.
    _right_in_au_cent(reading, {"cent-20.1", "51.1"}, "51.1", Status.PROVED)
    beside = tuple(replace(c, overrides=()) if c is paragraph else c for c in clauses)
    shown = _right_in_au_cent(reading, {"cent-20.1", "51.1"}, "51.1", Status.FINDING, beside)
    # Blocked by the paragraph alone, where the younger hand holds more cards than the point called.
    assert any(core == ("cent-20.1",) and situation["younger_point_cards"] > situation["elder_point_call"]
               for core, situation in shown), shown


@pytest.mark.law("32", "cent-11")
def test_paragraph_11s_declaration_is_law_32s_and_the_elder_hands_duty() -> None:
    """Paragraph 11 says the elder hand who does not take all his cards declares the number "before touching the
    stock"; Law 32 says "before taking up a card of it". Touching comes first, so in a deal that goes on the
    first declaration is the second (a link). The duty is the elder hand's, as Law 32's is: the younger hand's
    right when he fails to declare (Law 32) answers his failure, in either word, and is not blocked by it. Read
    as no player's duty, paragraph 11 blocked the younger hand's right in au cent's world."""
    assert holder(next(c for c in catalogue().clauses(LITERAL) if c.id == "cent-11.1")) == "elder"
    _right_in_au_cent(LITERAL, {"32.1", "32.2", "cent-11.1"}, "32.2", Status.PROVED)


@pytest.mark.law("cent-17", "cent-22", "cent-23", "cent-27")
@pytest.mark.parametrize("paragraph", [name for name, _ in LEFT_OUT])
def test_each_link_left_out_would_join_parts_the_world_keeps_apart(paragraph: str) -> None:
    """A link au cent's world leaves out (LEFT_OUT, for the time it costs) is one it does not make, and one that
    would join parts: otherwise it is no longer left out, or ties nothing, and what the method's guide and
    ``bench_world.py --left-out`` say of it is stale."""
    links = dict(LEFT_OUT)[paragraph]
    assert not set(links) & set(AU_CENT.links), f"{paragraph}: a link left out is among the world's links"
    for reading in (LITERAL, HARMONISED):
        in_force = AU_CENT.in_force(catalogue().clauses(reading))
        apart = AU_CENT.parts(in_force)
        linked = replace(AU_CENT, links=AU_CENT.links + links).parts(in_force)
        assert len(linked) < len(apart), f"{paragraph}: its link joins no parts of au cent's world ({reading})"
        largest = max(apart, key=lambda p: len(p.variables))
        assert any({v.name for v in largest.variables} < {v.name for v in p.variables} for p in linked), (
            f"{paragraph}: its link does not reach the world's largest part ({reading})")


@pytest.mark.law("cent-17", "cent-22", "cent-23", "cent-27", "50", "54", "56", "70")
@pytest.mark.parametrize("reading", [LITERAL, HARMONISED])
def test_the_links_left_out_made_together_move_no_verdict(reading: str) -> None:
    """The links au cent's world leaves out for the time they cost are left out only because they move nothing:
    made all at once, the part they make gives every right, clause, outcome and minimal set of clauses the
    verdict the parts it joins give apart (``bench_world.py --left-out`` makes each alone too). A law changed
    so that one of those acts meets a paragraph in conflict fails here, naming the verdict that moves."""
    every = tuple(link for _, links in LEFT_OUT for link in links)
    made = joined(reading, every)
    assert len(made) == 1, f"the links left out make {len(made)} parts, not one ({reading})"
    (part,) = made
    assert part.verdicts > 200, f"only {part.verdicts} verdicts compared in {part.part} ({reading})"
    assert not part.moved, (f"{reading}: made, the links left out move verdicts of {part.part} (each what it is "
                            f"about: apart -> joined):\n" + "\n".join(part.moved))
