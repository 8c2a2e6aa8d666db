"""``piquet search --help`` names the laws of every offence the classes search, from their declarations."""

from __future__ import annotations

import argparse

import pytest

from piquet.commands.search import configure, laws_cited
from piquet.search.registry import CLASSES


def test_the_laws_are_named_in_order_with_runs_as_ranges() -> None:
    assert laws_cited(("31", "25", "27", "28", "29", "cent-10", "cent-9", "58")) == (
        "Laws 25, 27-29, 31, 58; au cent's paragraphs 9, 10")
    assert laws_cited(("44", "75")) == "Laws 44, 75"


@pytest.mark.law("24", "39", "52", "75")
def test_the_help_names_every_law_a_class_cites() -> None:
    parser = argparse.ArgumentParser()
    configure(parser)
    text = parser.description or ""
    cited = laws_cited(tuple(law for c in CLASSES for law in c.laws))
    assert cited in text, f"piquet search --help does not name the classes' laws ({cited}): {text[:300]}"
    # Each law a class cites lies in one of the named numbers or ranges.
    named: set[int] = set()
    for part in cited.removeprefix("Laws ").split(";")[0].split(", "):
        low, _, high = part.partition("-")
        named.update(range(int(low), int(high or low) + 1))
    for c in CLASSES:
        missing = [law for law in c.laws if law.isdigit() and int(law) not in named]
        assert not missing, f"{c.name}: laws {missing} are not named in piquet search --help"
