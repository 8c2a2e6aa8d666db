"""The verifier checked: a plain enumeration, without Z3, recomputes ``piquet verify``'s verdicts.

For the exchange domain (finite: every count dealt, stock, announcement,
discard and take-in) :class:`piquet.testing.exhaustive.Exhaustive`
recomputes consistency, completeness, the vacuity of every clause, every
entitlement and the twelve-card theorem under both readings; a finding
must agree with Z3's on the number of situations showing it and on the
smallest of them (the witness). For the scoring domain (two 32-bit hands)
:func:`piquet.testing.exhaustive.scoring_verdicts` recomputes consistency
and completeness from the structure of its laws (every score defined by
law) and vacuity on enumerated situations. The Z3 verdicts are those of
the checks ``piquet verify`` plans (:func:`piquet.proofs.plan.planned`),
run for these domains only; the scoring domain's vacuity checks, slow in
Z3, run under the "thorough" profile, and its theorems (bounds over every
pair of hands) are not recomputed: no enumeration reaches 2^64 hands.
"""

from __future__ import annotations

import os
import random
from functools import cache

import pytest
from hypothesis import given

from piquet.proofs.checks import Budget
from piquet.proofs.result import CheckResult, Status
from piquet.proofs.theorems import THEOREMS, Theorem
from piquet.proofs.plan import planned
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE
from piquet.spec.domains.scoring import S, SCORING
from piquet.spec.expr import Value, evaluate
from piquet.testing.exhaustive import FINDING, PROVED, Exhaustive, Verdict, scoring_verdicts
from piquet.spec.evaluation import domain_clauses
from piquet.testing.laws import Laws
from piquet.testing.strategies import exchange_situations

READINGS = tuple(catalogue().readings)
THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"
BUDGET = Budget()


def _key(check_id: str) -> str:
    """A check's id without the domain suffix verify adds to a clause checked in several domains."""
    return check_id.split("@")[0]


@cache
def z3_verdicts(reading: str, domain: str, vacuity: bool = True) -> dict[str, CheckResult]:
    """Z3's results for one domain's checks (and the theorems over it), as ``piquet verify`` plans them."""
    theorems = {t.id for t in THEOREMS if isinstance(t, Theorem) and t.domain.name == domain}
    out = {}
    for p in planned(catalogue(), reading):
        ours = domain in p.basis[:3] or p.id in theorems  # the basis names the domain near its head
        if ours and (vacuity or not p.id.startswith("vacuity:")):
            out[_key(p.id)] = p.run(BUDGET)
    return out


@cache
def exchange_verdicts(reading: str) -> dict[str, Verdict]:
    ex = Exhaustive(Laws(EXCHANGE, reading))
    out = {v.id: v for v in ex.all()}
    for th in THEOREMS:
        if isinstance(th, Theorem) and th.domain is EXCHANGE:
            only = Laws(EXCHANGE, reading, domain_clauses(EXCHANGE, catalogue().clauses(reading), th.laws))
            out[th.id] = Exhaustive(only).theorem(th.id, th.claim, th.assume)
    return out


def _agree(ours: Verdict, theirs: CheckResult) -> list[str]:
    """Where the enumeration and Z3 disagree on one check (empty: they agree)."""
    problems = []
    if theirs.status is Status.UNKNOWN:
        return [f"{theirs.id}: Z3 says unknown ({theirs.reason})"]
    if ours.status != theirs.status.value:
        return [f"{theirs.id}: enumeration {ours.status}, Z3 {theirs.status.value}"]
    if ours.status == FINDING and ours.situations:
        w = theirs.witness
        assert w is not None
        smallest = ours.smallest(EXCHANGE)
        assert smallest is not None
        given = {k: w.situation[k] for k in smallest}
        if theirs.kind in ("consistency", "completeness"):
            # Z3 lists each distinct minimal set with its own nearest situation: each must be one the
            # enumeration finds, and the first as near the ordinary deal as the enumeration's nearest.
            shown = [given, *({k: sit[k] for k in smallest} for _, sit in w.variants)]
            problems += [f"{theirs.id}: Z3's situation {sit} is not one the enumeration finds"
                         for sit in shown if sit not in ours.situations]
            if EXCHANGE.size(given) != EXCHANGE.size(smallest):
                problems.append(f"{theirs.id}: nearest situation {smallest} by enumeration, {given} by Z3")
        else:
            if w.count != len(ours.situations):
                problems.append(f"{theirs.id}: {len(ours.situations)} situations by enumeration, {w.count} by Z3")
            if given != smallest:
                problems.append(f"{theirs.id}: smallest witness {smallest} by enumeration, {given} by Z3")
    return problems


@pytest.mark.parametrize("reading", READINGS)
def test_enumeration_recomputes_every_exchange_verdict(reading: str) -> None:
    ours = exchange_verdicts(reading)
    theirs = z3_verdicts(reading, EXCHANGE.name)
    assert set(ours) == set(theirs), f"checks only one side has: {sorted(set(ours) ^ set(theirs))}"
    problems = [p for cid in sorted(theirs) for p in _agree(ours[cid], theirs[cid])]
    assert not problems, "\n".join(problems)


@pytest.mark.law("39")
def test_the_enumeration_finds_the_known_findings_of_the_literal_text() -> None:
    """The literal reading's findings are there to be found: an enumerator that proves everything fails here."""
    ours = exchange_verdicts("literal")
    found = {cid for cid, v in ours.items() if v.status == FINDING}
    assert {"completeness:exchange", "theorem:twelve-cards", "entitlement:36.1"} <= found
    witness = ours["completeness:exchange"].smallest(EXCHANGE)
    assert witness is not None
    # He took up a card unannounced (Laws 24, 39): the discard he had laid out is one card, the smallest, and
    # with thirteen cards he can never come back to twelve.
    assert witness["announced"] is False and witness["elder_laid"] == 1 and witness["elder_dealt"] == 13, witness
    assert exchange_verdicts("harmonised")["theorem:twelve-cards"].status == PROVED


# -- the scoring domain ------------------------------------------------------------------


def scoring_situations(count: int = 12) -> list[dict[str, Value]]:
    """Given values of the scoring domain: sample hands, every flag, play summaries of every kind."""
    rng = random.Random(1882)
    out = []
    summaries = [(12, 13, 0, 13), (0, 1, 13, 1), (6, 6, 7, 1), (7, 8, 5, 3), (9, 11, 3, 10), (5, 6, 7, 2)]
    for i in range(count):
        pack = list(range(32))
        rng.shuffle(pack)
        e_tricks, e_play, y_play, opening = summaries[i % len(summaries)]
        flags = (i % 4 == 1, i % 4 == 2)
        values: dict[str, Value] = {
            S.elder.hand.name: sum(1 << c for c in pack[:12]), S.younger.hand.name: sum(1 << c for c in pack[12:24]),
            S.elder.carte_blanche.name: False, S.younger.carte_blanche.name: False,
            S.elder.shows.name: False, S.younger.shows.name: False,
            S.elder.barred.name: flags[0], S.younger.barred.name: flags[1],
            S.elder.tricks.name: e_tricks, S.younger.tricks.name: 12 - e_tricks,
            S.elder.play.name: e_play, S.younger.play.name: y_play, S.elder_opening.name: opening,
        }
        out.append(values)
    # Hands that repique and pique (Laws 68-69): the clause of Law 67 has something to say of them.
    strong = sum(1 << c for c in range(8)) | sum(1 << (8 * s + 7) for s in (1, 2, 3)) | 1 << 14  # huitième, aces
    weak = sum(1 << c for c in (8, 9, 10, 16, 17, 18, 19, 24, 25, 26, 27, 28))
    for e_hand, y_hand in ((strong, weak), (weak, strong)):
        base = dict(out[0])
        base.update({S.elder.hand.name: e_hand, S.younger.hand.name: y_hand,
                     S.elder.barred.name: False, S.younger.barred.name: False})
        out.append(base)
    return out


@cache
def scoring_enumerated(reading: str) -> dict[str, Verdict]:
    return {v.id: v for v in scoring_verdicts(Laws(SCORING, reading), scoring_situations())}


@pytest.mark.law("67", "68", "69")
def test_the_scoring_situations_are_possible() -> None:
    given = {v.name for v in SCORING.given}
    for values in scoring_situations():
        assert set(values) == given
        assert evaluate(SCORING.physics, values), values


@pytest.mark.law("67", "68", "69")
@pytest.mark.parametrize("reading", READINGS)
def test_enumeration_recomputes_the_scoring_verdicts(reading: str) -> None:
    ours = scoring_enumerated(reading)
    every = z3_verdicts(reading, SCORING.name, vacuity=THOROUGH)
    # Theorems over every pair of hands (bounds of a score) are beyond enumeration: Z3's alone.
    theirs = {cid: r for cid, r in every.items() if not cid.startswith(("theorem:", "optimum:"))}
    assert set(theirs) <= set(ours), f"Z3 checks the enumeration lacks: {sorted(set(theirs) - set(ours))}"
    assert "consistency:scoring" in theirs, sorted(theirs)
    problems = [p for cid in sorted(theirs) for p in _agree(ours[cid], theirs[cid])]
    assert not problems, "\n".join(problems)
    assert all(v.status == PROVED for v in ours.values()), [v for v in ours.values() if v.status != PROVED]


@given(exchange_situations())
def test_every_exchange_situation_has_a_lawful_course_under_the_harmonised_reading(g: dict[str, Value]) -> None:
    """The harmonised reading is complete (piquet verify proves it): the enumeration finds a course everywhere."""
    ex = Exhaustive(Laws(EXCHANGE, "harmonised"))
    assert g in ex.givens()
    assert next(ex.lawful_courses(g), None) is not None, g
