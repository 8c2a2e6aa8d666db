"""The checks over this part's domains find exactly the findings the Laws' text produces.

Each finding is a genuine property of the text (see the ``# Finding``
comments next to the clauses); the harmonised reading resolves them all.
The map gives, per check, every clause that appears in one of its minimal
sets, across all the situations that show it.
"""

from __future__ import annotations

import pytest

from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import CheckResult, Status
from piquet.spec.catalogue import catalogue
from piquet.spec.law import ClauseKind
from tests.spec.spec_situations import DOMAINS, HARMONISED, LITERAL

BUDGET = checks.Budget()

_MISDEAL = {"13.2", "14.1", "15.1", "15.2", "16.2"}

EXPECTED: dict[str, dict[str, set[str]]] = {
    LITERAL: {
        # Law 8 against Laws 5 and 7.
        "consistency:cut-for-deal": {"5.1", "8.1"},
        "consistency:cut-to-dealer": {"7.1", "8.2"},
        # "The deal stands good" (13) and "holds good" (15) against the fresh deals of Laws 14-16.
        "consistency:misdeal": _MISDEAL,
        "entitlement:13.1": {"13.2", "15.2"},
        # An omission rectified under Law 70 after the first trick, against Law 56.
        "entitlement:70.1": {"56.1"},
        # The difference (Law 72) against the rubicon (Law 73).
        "consistency:partie-points": {"71.4", "72.1", "73.1"},
        # Piquet au cent: the deal that holds good, the younger hand's discard.
        "consistency:cent-deal": {"cent-4.2", "cent-5.1"},
        "entitlement:cent-3.1": {"cent-4.2", "cent-5.2"},
        "entitlement:cent-7.1": {"cent-14.3", "cent-14.6"},
    },
    HARMONISED: {},
}


def _run(reading: str) -> list[CheckResult]:
    clauses = catalogue().clauses(reading)
    out = []
    for domain in DOMAINS:
        enc = Encoding(domain, clauses_for(domain, clauses))
        out += [checks.consistency(enc, BUDGET), checks.completeness(enc, BUDGET)]
        out += [checks.vacuity(enc, c, BUDGET) for c in enc.clauses]
        out += [checks.entitlement(enc, c, BUDGET) for c in enc.clauses if c.kind is ClauseKind.ENTITLEMENT]
    return out


def _clauses_in(result: CheckResult) -> set[str]:
    assert result.witness is not None, result.id
    return {name.split("~")[0] for core in result.witness.sets for name in core}


@pytest.mark.law("5", "7", "8", "13", "14", "15", "16", "46", "51", "56", "70", "71", "72", "73", "cent-14", "cent-18", "cent-22", "cent-3", "cent-4", "cent-5", "cent-7")
@pytest.mark.case("I")
@pytest.mark.parametrize("reading", [LITERAL, HARMONISED])
def test_the_findings_are_those_of_the_text(reading: str) -> None:
    results = _run(reading)
    assert all(r.status is not Status.UNKNOWN for r in results), [r.id for r in results if r.status is Status.UNKNOWN]
    found = {r.id: _clauses_in(r) for r in results if r.status is Status.FINDING}
    assert found == EXPECTED[reading]
