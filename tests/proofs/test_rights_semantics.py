"""One meaning for history, choices and options in the entitlement check (issue 22 §2).

What has happened is given; a right is checked at the moment it arises, before its holder acts on it, so a
right lost through its holder's own earlier act is not "blocked"; the holder chooses his own course from
there; an election belongs to its player, and a right holds only if it holds whatever he elects; the adversary
plays regularly where he can, so a penalty forced on him does not block the holder's right, but one he could
avoid does.

Each test names the law and the situation a wrong semantics would get wrong. Before this semantics the elder
hand's laid discard was a given of every check, so Law 39's three cards "blocked" Laws 21 and 41 (harmonised)
in a situation the elder hand had made himself, and the elder hand's unavoidable thirteen cards (Law 58)
"blocked" the younger hand's right to leave cards (Law 36, literal).
"""

from __future__ import annotations

import pytest
import z3

from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.plan import planned
from piquet.testing.exhaustive import PROVED, Exhaustive
from piquet.testing.laws import Laws
from piquet.proofs.result import CheckResult, Status
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE
from piquet.spec.expr import Sort, Var, lift
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.semantics import holder, own_options
from piquet.spec import vocabulary
from piquet.spec.vocabulary import Domain, all_variables, player_of, role_of

BUDGET = checks.Budget()
READINGS = ("literal", "harmonised")


def _encoding(reading: str) -> Encoding:
    return Encoding(EXCHANGE, clauses_for(EXCHANGE, catalogue().clauses(reading)))


def _right(reading: str, clause_id: str) -> CheckResult:
    enc = _encoding(reading)
    return checks.entitlement(enc, enc.by_id[clause_id], BUDGET)


@pytest.mark.law("21", "39", "41")
@pytest.mark.parametrize("right", ["21.1", "41.4"])
def test_a_right_is_not_blocked_by_its_holders_own_earlier_act(right: str) -> None:
    # Harmonised, elder hand dealt thirteen, seven in the stock: had he taken up a card before announcing, Law 39
    # would leave him at most four; but he can announce and stand, and take all five (Law 41). The right is
    # checked when it arises, before his announcement and his discard, which are his own acts.
    result = _right("harmonised", right)
    assert result.status is Status.PROVED, (
        f"entitlement:{right} (harmonised) should be proved: the elder hand's own earlier act does not block "
        f"his right; got {result.status.value} at {result.witness.situation if result.witness else None}, "
        f"cores {result.witness.cores if result.witness else ()}")


@pytest.mark.law("36", "58")
def test_one_players_penalty_does_not_block_the_others_right() -> None:
    # Literal: an elder hand of thirteen who laid out one card and took up a card must play thirteen (Laws 24,
    # 39) and reckon nothing (Law 58). That is his penalty; it does not stop the younger hand leaving cards.
    result = _right("literal", "36.1")
    assert result.witness is not None, "entitlement:36.1 (literal) is a finding (Law 35 against Law 40)"
    named = {n for core in (*result.witness.cores, *(c for c, _ in result.witness.variants)) for n in core}
    assert not {n for n in named if n.startswith("58.1")}, (
        f"entitlement:36.1 (literal): the elder hand's penalty (Law 58) is held against the younger hand's "
        f"right: cores {sorted(named)}")
    assert {"35.1~regular", "40.3"} <= named, f"entitlement:36.1 (literal) should rest on Laws 35 and 40: {named}"


@pytest.mark.law("21", "22", "36", "40", "41", "42", "43")
@pytest.mark.parametrize("reading", READINGS)
def test_no_entitlement_finding_rests_on_a_penalty_forced_on_the_adversary_or_the_holders_past(
        reading: str) -> None:
    # The adversary plays regularly in the holder's course, so his penalty may block a right, but only where he
    # could have avoided it: in the witness's situation some course keeps every law binding him and his
    # regularity, his election as the situation has it.
    enc = _encoding(reading)
    by_id = {c.id: c for c in catalogue().clauses(reading)}
    cp = enc.copy()
    for c in enc.clauses:
        if c.kind is not ClauseKind.ENTITLEMENT:
            continue
        result = checks.entitlement(enc, c, BUDGET)
        if result.witness is None:
            continue
        who = holder(c)
        his = [d for d in enc.clauses if d.kind is not ClauseKind.ENTITLEMENT and holder(d) not in (None, who)]
        waivers = own_options(EXCHANGE, who)
        for core in result.witness.sets:
            for n in core:
                cid = n.split("~")[0]
                if not (n.endswith("~regular") and holder(by_id[cid]) not in (None, who)):
                    continue
                s = z3.Solver()
                situation = result.witness.situation
                s.add(cp.physics, enc.fix_given(situation), *(cp.binding[d.id] for d in his if d.id in cp.binding),
                      z3.substitute(cp.regular[cid], *((cp.env[w], z3.BoolVal(False)) for w in waivers)),
                      *(cp.env[v.name] == bool(situation[v.name]) for v in EXCHANGE.elections
                        if v.name in situation and v.sort is Sort.BOOL))
                assert s.check() == z3.sat, (
                    f"entitlement:{c.id} ({reading}), the {who} hand's right, is blocked by clause {cid}, the "
                    f"other player's penalty, which he cannot avoid in {situation}")
        acts = {name for name, player in EXCHANGE.acts if player == who}
        normal = dict(EXCHANGE.normal)
        assert all(result.witness.situation[a] == normal[a] for a in acts), (
            f"entitlement:{c.id} ({reading}) shows the holder's own earlier act as done: {result.witness.situation}")


@pytest.mark.law("27", "35", "40")
def test_a_right_exercisable_only_by_the_adversarys_irregularity_is_blocked() -> None:
    # Literal, elder hand of thirteen (announced, standing), younger of eleven, eight in the stock: the younger
    # hand who takes only one card need not discard (Law 40), but leaving cards he reckons nothing (Law 35),
    # unless the elder hand takes seven, the bottom three among them (Law 27), which he need not do. The
    # audit's substantive finding: before the adversary's regularity was weighed, the elder hand's taking
    # seven "proved" the right.
    result = _right("literal", "40.4")
    assert result.status is Status.FINDING and result.witness is not None, (
        f"entitlement:40.4 (literal) should be a finding (Laws 35 and 27 against Law 40); got {result.status.value}")
    assert ("27.1~regular", "35.1~regular") in result.witness.cores, result.witness.cores
    assert {k: result.witness.situation[k] for k in ("elder_dealt", "younger_dealt", "stock")} == {
        "elder_dealt": 13, "younger_dealt": 11, "stock": 8}, result.witness.situation


def test_the_holder_of_a_right_is_the_player_it_names() -> None:
    by_id = {c.id: c for c in catalogue().clauses("harmonised")}  # 41.4: a grant where Law 41 is read as one
    # Law 36 reads the cards the elder hand took; the right is the younger hand's. Law 44's waiver reads the
    # elder hand's penalty; the right to waive it is the younger hand's.
    assert [holder(by_id[i]) for i in ("21.1", "36.1", "34.1", "44.1", "44.2", "41.4")] == [
        "elder", "younger", "younger", "younger", "elder", "elder"]
    assert (player_of("cent_younger_takes"), player_of("fresh_deal")) == ("younger", None)


# -- an election belongs to its player: a toy domain, so the test does not hang on the Laws' wording ---------

_ELECTS = Var("younger_toy_elects", Sort.BOOL, 0, 1, "the younger hand elects", "toy")
_TAKES = Var("elder_toy_takes", Sort.INT, 0, 2, "the number of cards the elder hand takes", "toy")
_DEALT = Var("toy_dealt", Sort.INT, 0, 1, "the number of cards dealt", "toy")


def _toy(monkeypatch: pytest.MonkeyPatch, role: str) -> tuple[Encoding, Clause]:
    """The elder hand may take two (901.1); the younger hand's ``role`` variable, where true, holds him to
    one (902.1); the younger hand may make it true (903.1)."""
    for v, r in ((_ELECTS, role), (_TAKES, vocabulary.CHOSEN), (_DEALT, vocabulary.GIVEN)):
        monkeypatch.setitem(vocabulary._REGISTRY, v.name, (v, r))
    domain = Domain("toy", (_DEALT,), (_ELECTS, _TAKES), lift(True), (("toy_dealt", 0),), "a toy")
    right = Clause("901.1", ClauseKind.ENTITLEMENT, "The elder hand may take two.", _TAKES.eq(2))
    bar = Clause("902.1", ClauseKind.OBLIGATION, "If the younger hand elects, the elder takes at most one.",
                 _TAKES <= 1, when=_ELECTS)
    grant = Clause("903.1", ClauseKind.ENTITLEMENT, "The younger hand may elect.", _ELECTS)
    return Encoding(domain, (right, bar, grant)), right


def test_a_right_holds_only_whatever_the_other_player_elects(monkeypatch: pytest.MonkeyPatch) -> None:
    # The younger hand's election bars the elder hand's two: the elder hand's right is not exercisable whatever
    # the younger elects. Were the election a course for the elder hand to pick, he would pick "no", and the
    # right would pass.
    enc, right = _toy(monkeypatch, vocabulary.ELECTION)
    result = checks.entitlement(enc, right, BUDGET)
    assert result.status is Status.FINDING, "the younger hand's election should block the elder hand's right"
    assert result.witness is not None and ("902.1",) in result.witness.cores, result.witness
    # The same variable as a plain act of play that no option grants: the holder's course goes along with it.
    enc, right = _toy(monkeypatch, vocabulary.CHOSEN)
    assert checks.entitlement(enc, right, BUDGET).status is Status.PROVED


# -- where no course keeps the Laws, that is consistency's finding, not every right's ------------------------

_CLASH = Var("toy_clash", Sort.BOOL, 0, 1, "two laws clash", "toy")


@pytest.mark.law("13", "14")
def test_a_clash_that_blocks_every_course_is_the_consistency_finding_not_the_rights(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Where toy_clash holds, 904.1 and 905.1 demand opposite things (as Law 13's "the deal stands" and Law 14's
    # "fresh deal" where both grounds meet), so no course keeps the Laws, whatever the elder takes. His right to
    # take two (901.1) is not what fails there: the consistency check reports the clash once, with its own
    # witness; the right is proved, since wherever the Laws can be kept at all it can be exercised. Before, every
    # right that arose in such a situation was a finding of its own (in au cent's world, 17 of them).
    for v, r in ((_CLASH, vocabulary.GIVEN), (_TAKES, vocabulary.CHOSEN), (_DEALT, vocabulary.GIVEN),
                 (_ELECTS, vocabulary.CHOSEN)):
        monkeypatch.setitem(vocabulary._REGISTRY, v.name, (v, r))
    domain = Domain("toy", (_DEALT, _CLASH), (_ELECTS, _TAKES), lift(True), (("toy_dealt", 0), ("toy_clash", 0)),
                    "a toy")
    right = Clause("901.1", ClauseKind.ENTITLEMENT, "The elder hand may take two.", _TAKES.eq(2))
    stands = Clause("904.1", ClauseKind.OBLIGATION, "Where the laws clash, the younger elects.", _ELECTS,
                    when=_CLASH)
    voids = Clause("905.1", ClauseKind.PROHIBITION, "Where the laws clash, the younger does not elect.", _ELECTS,
                   when=_CLASH)
    enc = Encoding(domain, (right, stands, voids))
    result = checks.entitlement(enc, right, BUDGET)
    assert result.status is Status.PROVED, (
        f"entitlement:901.1 is blocked only where no course keeps the laws (toy_clash): that is consistency's "
        f"finding; got {result.status.value} at {result.witness.situation if result.witness else None}")
    # The exhaustive checker, the same meaning by enumeration, agrees.
    exhaustive = Exhaustive(Laws(domain, "literal", (right, stands, voids))).entitlement(right)
    assert exhaustive.status == PROVED, f"the exhaustive checker calls 901.1 blocked at {exhaustive.situations}"
    clash = checks.consistency(enc, BUDGET)
    assert clash.status is Status.FINDING and clash.witness is not None, "the clash itself is consistency's finding"
    assert clash.witness.cores == (("904.1", "905.1"),) and clash.witness.situation["toy_clash"] is True, clash.witness


@pytest.mark.law("35", "36", "40", "44")
def test_the_adversarys_waiver_is_his_option_in_the_one_world() -> None:
    # Literal, in the one world, where Law 44's waiver meets Law 35: the younger hand dealt eleven who leaves cards
    # and takes in one more than he discards, as Law 40 makes him, can reckon nothing (Law 35) unless the elder
    # hand waives the penalty. The waiver is the elder hand's option (Law 44): the younger's right holds only if
    # it holds whatever the elder elects. Were the waiver part of the younger hand's course, the solver would have
    # the elder waive, and the finding the phases show (entitlement:36.1) would vanish from the world.
    check = next(p for p in planned(catalogue(), "literal", world=True) if p.id == "entitlement:36.1")
    result = check.run(BUDGET)
    assert result.status is Status.FINDING and result.witness is not None, (
        "entitlement:36.1 (literal, one world) should be a finding: the elder hand may enforce Law 35's penalty")
    assert ("35.1~regular", "40.3") in result.witness.cores, result.witness.cores
    assert result.witness.situation["younger_dealt"] == 11, result.witness.situation
    assert role_of(next(v for v in all_variables() if v.name == "elder_waives_penalty")) == vocabulary.OPTION
