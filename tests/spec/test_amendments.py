"""Each proposed amendment removes the findings it answers and creates no new one (Z3, the amended reading),
and every finding recorded in ``proofs/expected`` has an amendment that answers it."""

from __future__ import annotations

import pytest

from piquet.proofs.checks import Budget
from piquet.proofs.plan import expected
from piquet.proofs.verify import amend, judged
from piquet.spec.amendments import AMENDMENTS, Amendment
from piquet.spec.catalogue import catalogue
from piquet.spec.source import corrected


def _findings() -> list[tuple[str, str]]:
    """(reading, check id) of every finding recorded in ``proofs/expected``, reading by reading."""
    return [(reading, cid) for reading in catalogue().readings
            for cid, verdict in expected(reading).items() if verdict == "finding"]


@pytest.mark.parametrize("reading,check", _findings(), ids=lambda x: str(x))
def test_every_recorded_finding_has_an_amendment(reading: str, check: str) -> None:
    answering = [a.name for a in AMENDMENTS if a.reading == reading and check in a.answers]
    assert answering, (f"the finding {check} under the {reading} reading has no proposed amendment: add one to "
                       "spec/amendments.py (its docstring says how)")


@pytest.mark.law("21")
def test_the_findings_are_read_from_the_expected_verdicts() -> None:
    # The test above is driven by proofs/expected: a new finding recorded there is a new case to answer.
    found = _findings()
    assert ("literal", "completeness:exchange") in found and ("literal", "entitlement:36.1") in found
    assert all(expected(r)[c] == "finding" for r, c in found)


@pytest.mark.parametrize("a", AMENDMENTS, ids=lambda a: a.name)
def test_the_amendment_removes_its_findings_and_creates_none(a: Amendment) -> None:
    recorded = expected(a.reading)
    assert all(recorded.get(cid) == "finding" for cid in a.answers), \
        f"{a.name} answers only findings of {a.reading}: {[(c, recorded.get(c)) for c in a.answers]}"
    verdicts = amend(a, Budget())
    after = {v.id: v.after for v in verdicts}
    assert all(after[cid] == "proved" for cid in a.answers), f"{a.name}: {[(c, after[c]) for c in a.answers]}"
    kept, new = judged(a, verdicts)
    assert not kept and not new, f"{a.name} leaves {kept} and creates {new}"
    # The checks it touches ran again; every other keeps its recorded verdict.
    assert {v.id for v in verdicts if v.ran} >= set(a.answers)
    assert all(v.after == v.before for v in verdicts if not v.ran)


@pytest.mark.law("39", "40", "41", "42", "43")
@pytest.mark.parametrize("a", AMENDMENTS, ids=lambda a: a.name)
def test_the_amendment_quotes_each_law_as_printed_and_changes_only_its_clauses(a: Amendment) -> None:
    cat = catalogue()
    assert a.changes and a.root, f"{a.name} says what it changes and why"
    for ch in a.changes:
        law = cat.law(ch.law)
        assert ch.printed in corrected(law.text), f"{a.name}: the printed sentence is Law {ch.law}'s"
        assert ch.amended.startswith(ch.printed.rstrip(".")) and len(ch.amended) > len(ch.printed), \
            f"{a.name}: an amendment changes the sentence of Law {ch.law}, it does not rewrite it"
        assert ch.replace or ch.terms or ch.overrides, f"{a.name}: the change to Law {ch.law} is a change to the spec"
        # The law's clauses as written, and those a reading's choice adds to it (the limits of Laws 21-22).
        ids = {c.id for c in law.clauses} | {c.id for choice in cat.choices for alt in choice.alternatives
                                             for c in alt.add if c.id.startswith(f"{ch.law}.")}
        assert all(c.id in ids for c in ch.replace), f"{a.name} replaces clauses of Law {ch.law}"
        # A paragraph of au cent that takes the place of more of the Laws: its own clauses, Laws' that exist.
        assert set(ch.overrides) <= ids, f"{a.name}: overrides {set(ch.overrides)} are not clauses of {ch.law}"
        assert all(cat.law(o.rsplit(".", 1)[0]) for laws in ch.overrides.values() for o in laws), a.name
        # A term it defines anew is one the readings define (Law 39's sentence, for one, says what Laws 40-43's
        # "elect to stand the deal" covers).
        unknown = set(ch.terms) - set(cat.terms(a.reading))
        assert not unknown, f"{a.name}: no reading defines the terms {unknown}"

def test_amendment_names_are_unique() -> None:
    names = [a.name for a in AMENDMENTS]
    assert len(names) == len(set(names)), names
