"""Every finding's witness re-checked: against the full encoding of its domain, and by plain enumeration.

A finding is shown with a witness. The witness must be what the finding
says it is, under every law of its domain, not only the laws the check
read:

- a theorem's counterexample is a whole course: it must obey the physics,
  every binding clause and every remedy of the domain's FULL encoding
  (Z3, every clause of the reading), and break the claim; the same course,
  evaluated constraint by constraint by the plain enumerator (no solver),
  must do the same;
- a consistency, completeness or entitlement finding's witness is a given
  situation: the plain enumerator must list it among the situations it
  finds for the check.

The exchange domain's entitlement findings are also confirmed by the
model (``confirmed_by_model``, set by :func:`piquet.conformance.confirm`);
a finding the model contradicts fails here.
"""

from __future__ import annotations

import pytest
import z3

from piquet.conformance.confirm import confirm
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import CheckResult, Status
from piquet.proofs.theorems import THEOREMS, Theorem
from piquet.proofs.verify import Report
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE
from piquet.spec.expr import evaluate, resolve
from piquet.testing.exhaustive import Exhaustive
from piquet.testing.laws import Laws

from tests.conformance.test_verifier_agreement import READINGS, exchange_verdicts, z3_verdicts

_THEOREMS = {t.id: t for t in THEOREMS if isinstance(t, Theorem) and t.domain is EXCHANGE}


def _findings(reading: str) -> list[CheckResult]:
    return [r for r in z3_verdicts(reading, EXCHANGE.name).values() if r.status is Status.FINDING]


def _full_encoding_admits(reading: str, course: dict[str, int | bool]) -> bool:
    """Whether the course is lawful and regular under every clause of the exchange domain (Z3)."""
    enc = Encoding(EXCHANGE, clauses_for(EXCHANGE, catalogue().clauses(reading)))
    cp = enc.copy()
    s = z3.Solver()
    s.add(cp.physics, *cp.binding.values(), *cp.regular.values())
    s.add(*(cp.env[v.name] == (z3.BoolVal(course[v.name]) if isinstance(course[v.name], bool)
                               else course[v.name]) for v in EXCHANGE.variables))
    return bool(s.check() == z3.sat)


@pytest.mark.parametrize("reading", READINGS)
def test_every_theorem_counterexample_is_lawful_under_the_full_encoding(reading: str) -> None:
    full = Exhaustive(Laws(EXCHANGE, reading))
    terms = catalogue().terms(reading)
    problems = []
    for result in _findings(reading):
        th = _THEOREMS.get(result.id)
        if th is None:
            continue
        assert result.witness is not None, result.id
        course = result.witness.situation
        claim, assume = resolve(th.claim, terms), resolve(th.assume, terms)
        if evaluate(claim, course) or not evaluate(assume, course):
            problems.append(f"{result.id}: the witness {course} does not break the claim")
        if not _full_encoding_admits(reading, course):
            problems.append(f"{result.id}: the witness {course} breaks a clause of the full {EXCHANGE.name} "
                            "encoding (Z3): it is not a lawful, penalty-free course")
        broken = [c.name for c in [*full.possible, *full.binding.values(), *full.regular.values()] if not c(course)]
        if broken:
            problems.append(f"{result.id}: by enumeration the witness {course} breaks {broken}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("reading", READINGS)
def test_every_finding_witness_is_among_the_situations_the_enumerator_finds(reading: str) -> None:
    ours = exchange_verdicts(reading)
    problems = []
    for result in _findings(reading):
        key = result.id.split("@")[0]
        if result.witness is None or key not in ours or result.id in _THEOREMS:
            continue
        # An entitlement's situation holds the adversary's elections as well as the given circumstances.
        shown = dict(result.witness.situation)
        if shown not in ours[key].situations:
            problems.append(f"{result.id}: the witness {shown} is not among the enumerator's situations")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("reading", READINGS)
def test_the_model_confirms_every_exchange_entitlement_finding(reading: str) -> None:
    findings = tuple(r for r in _findings(reading) if r.kind == "entitlement")
    confirmed = confirm(Report(reading, findings, {}, 0.0))
    refuted = [c.id for c in confirmed.checks if c.witness is not None and c.witness.confirmed_by_model is False]
    assert not refuted, f"the model contradicts the findings {refuted}"


@pytest.mark.law("58")
@pytest.mark.parametrize("reading", READINGS)
def test_every_exchange_theorem_reads_every_law_its_counterexamples_meet(reading: str) -> None:
    # A theorem checked over a subset of the laws (its law set) must find exactly the counterexamples the
    # domain's full encoding finds: a law left out (Law 58 once was) makes a penalty look lawful.
    full = Exhaustive(Laws(EXCHANGE, reading))
    for th in _THEOREMS.values():
        subset = exchange_verdicts(reading)[th.id]
        everything = full.theorem(th.id, th.claim, th.assume)
        assert sorted(map(sorted, (s.items() for s in subset.situations))) == sorted(
            map(sorted, (s.items() for s in everything.situations))), (
            f"{th.id} over its laws finds {len(subset.situations)} situations, over every law of "
            f"{EXCHANGE.name} {len(everything.situations)}")
