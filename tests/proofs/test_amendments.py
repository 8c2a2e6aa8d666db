"""Each proposed amendment removes the findings it answers and creates no new one (Z3, the amended reading)."""

from __future__ import annotations

import pytest

from piquet.commands.amend import judged
from piquet.proofs.checks import Budget
from piquet.proofs.verify import amend, expected
from piquet.spec.amendments import AMENDMENTS, Amendment
from piquet.spec.catalogue import catalogue
from piquet.spec.source import corrected


@pytest.mark.parametrize("a", AMENDMENTS, ids=lambda a: a.name)
def test_the_amendment_removes_its_findings_and_creates_none(a: Amendment) -> None:
    recorded = expected(a.reading)
    assert all(recorded[cid] == "finding" for cid in a.answers), f"{a.name} answers a finding of {a.reading}"
    verdicts = amend(a, Budget(ms=30_000))
    after = {v.id: v.after for v in verdicts}
    assert all(after[cid] == "proved" for cid in a.answers), f"{a.name}: {[(c, after[c]) for c in a.answers]}"
    kept, new = judged(a, verdicts)
    assert not kept and not new, f"{a.name} leaves {kept} and creates {new}"
    # The checks it touches ran again; every other keeps its recorded verdict.
    assert {v.id for v in verdicts if v.ran} >= set(a.answers)
    assert all(v.after == v.before for v in verdicts if not v.ran)


@pytest.mark.parametrize("a", AMENDMENTS, ids=lambda a: a.name)
def test_the_amendment_quotes_the_law_as_printed_and_replaces_its_clauses(a: Amendment) -> None:
    assert a.printed in corrected(catalogue().law(a.law).text), f"{a.name}: the printed sentence is Law {a.law}'s"
    assert a.amended.startswith(a.printed.rstrip(".")), "an amendment changes the sentence, it does not rewrite it"
    ids = {c.id for c in catalogue().law(a.law).clauses}
    assert all(c.id in ids for c in a.replace), f"{a.name} replaces clauses of Law {a.law}"
