"""Proposed amendments: for a finding, a change to the Laws in their own style, written as a change to the spec.

An amendment names the finding it answers (a check id under a reading), quotes
the sentence as printed and as amended, and replaces the clauses that sentence
became. :func:`amended` gives the catalogue with the amended reading added
(``<reading>+<name>``), so that ``piquet verify --amend NAME`` can prove that
the amendment removes the finding and creates no new one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from piquet.spec.catalogue import Catalogue
from piquet.spec.domains.exchange import X
from piquet.spec.law import Clause
from piquet.spec.laws.build import must_not
from piquet.spec.readings import Alternative, Choice, Reading

__all__ = ["Amendment", "AMENDMENTS", "amendment", "amended"]


@dataclass(frozen=True)
class Amendment:
    """A proposed change to one law, answering the findings ``answers`` under ``reading``."""

    name: str
    law: str
    reading: str
    answers: tuple[str, ...]
    printed: str
    amended: str
    replace: tuple[Clause, ...]

    @property
    def choice(self) -> Choice:
        """The amendment as a switch between the law as printed and as amended."""
        return Choice(f"amendment:{self.name}", (self.law,), f"Amend Law {self.law}?",
                      (Alternative("as-printed", self.printed), Alternative("amended", self.amended,
                                                                             replace=self.replace)),
                      "as-printed", "An amendment is proposed, not adopted.")


# Law 39: the elder hand's lost option cannot cancel the fresh deals Laws 12 and 75 require.
_UNANNOUNCED = X.wrong_count & ~X.announced

AMENDMENTS: tuple[Amendment, ...] = (
    Amendment(
        name="law-39-required-fresh-deals",
        law="39",
        reading="literal",
        answers=("consistency:exchange", "completeness:exchange"),
        printed="If the elder hand, having eleven or thirteen cards dealt him, take up a card of the stock "
                "without announcing the error, he loses his option of a fresh deal.",
        amended="If the elder hand, having eleven or thirteen cards dealt him, take up a card of the stock "
                "without announcing the error, he loses his option of a fresh deal; but this does not "
                "prevent a fresh deal which is required by Law 12 or Law 75, or agreed by the players.",
        replace=(must_not("39.1", "The elder hand with eleven or thirteen cards who takes up a card of the stock "
                          "without announcing it loses his option of a fresh deal: the deal stands, except where "
                          "Law 12 or Law 75 requires a fresh deal or the players agree to one.",
                          X.fresh_deal, when=_UNANNOUNCED, unless=("39.3", "12.1", "75.1", "agree-fresh-deal.1")),),
    ),
)


def amendment(name: str) -> Amendment:
    """The amendment called ``name`` (KeyError if there is none)."""
    for a in AMENDMENTS:
        if a.name == name:
            return a
    raise KeyError(name)


def amended(cat: Catalogue, a: Amendment) -> tuple[Catalogue, str]:
    """``cat`` with the reading ``<a.reading>+<a.name>``: ``a.reading`` with the amendment made."""
    base = cat.reading(a.reading)
    name = f"{a.reading}+{a.name}"
    reading = Reading(name, f"{base.describe} Amended: {a.amended}", {**base.picks, a.choice.name: "amended"})
    return replace(cat, choices=(*cat.choices, a.choice), readings={**cat.readings, name: reading}), name
