"""A clause that gives way to an outcome (``Clause.yields``) takes as exceptions every clause in force that orders
or offers it: found from the clauses of each reading, never a list a person drew.

Law 13's "the deal stands good" and Law 15's "holds good", read as "this irregularity is no ground for a fresh
deal" (the harmonised reading, choice ``deal-stands-good``), once named four exceptions (Laws 13.1, 14, 15.1 and
16). Checked in the one world, they then clashed with every other law that orders or offers a fresh deal: the
pack proved incorrect (Law 75), a count dealt wrongly (Law 12), the elder's option of Law 11 and of Laws 28-29,
the agreement to deal afresh.
"""

from __future__ import annotations

import pytest

from piquet.spec.catalogue import catalogue
from piquet.spec.evaluation import concludes
from piquet.spec.readings import HARMONISED, LITERAL

FRESH = "fresh_deal"


def _concluders(reading: str, but: str) -> set[str]:
    return {c.id for c in catalogue().clauses(reading) if c.id != but and concludes(c, FRESH)}


@pytest.mark.law("11", "12", "13", "14", "15", "16", "28", "29", "39", "75")
@pytest.mark.parametrize("cid", ["13.2", "15.2"])
def test_the_deal_that_stands_good_gives_way_to_every_fresh_deal_the_laws_order_or_offer(cid: str) -> None:
    stands = catalogue().clause(HARMONISED, cid)
    want = _concluders(HARMONISED, cid)
    assert {"75.1", "12.1", "11.1", "28.2", "29.2", "agree-fresh-deal.1"} <= want, (
        f"the clauses that order or offer a fresh deal under the harmonised reading are {sorted(want)}")
    missing = want - set(stands.except_as)
    assert not missing, (f"clause {cid} ('{stands.says}') under the harmonised reading still stands against the "
                         f"fresh deal that {sorted(missing)} order or offer")
    assert set(stands.except_as) <= want | {"13.1", "14.1", "15.1", "16.2"}, (
        f"clause {cid} gives way to clauses that order no fresh deal: {sorted(set(stands.except_as) - want)}")


@pytest.mark.law("13", "15")
@pytest.mark.parametrize("cid", ["13.2", "15.2"])
def test_the_literal_deal_stands_good_whatever_else_happened(cid: str) -> None:
    # The literal reading takes the printed words: no exception is named, so none is found.
    assert catalogue().clause(LITERAL, cid).except_as == ()
