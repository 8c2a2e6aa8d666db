"""The terms of the game and the law that says what each is or scores: the rulebook's index of terms.

A reader who searches for a term ("repique") looks for the law that says what it is (Law 68), not the first law
that names it (Law 18 names the repique to say carte blanche saves it). Each term is an index entry of its law's
page (``.. index::``): Sphinx's index page lists it, and its search ranks an entry that matches the query above
the words of the pages' text. Every term is quoted from its law's printed text (a test holds each to it).
"""

from __future__ import annotations

__all__ = ["TERMS", "index_entries"]

#: Each term as the Laws print it, and the law that says what it is or what it scores.
TERMS: dict[str, str] = {
    "carte blanche": "18",  # Law 18 says what it is; Law 61 what it scores
    "point": "62",
    "sequence": "63", "tierce": "63", "quart": "63", "quint": "63",
    "sixième": "63", "septième": "63", "huitième": "63",
    "quatorze": "64", "trio": "64",
    "capot": "66",
    "repique": "68",
    "pique": "69",
    "partie": "71",
}


def index_entries(key: str) -> str:
    """The ``.. index::`` directive of the terms law ``key`` says what they are ("" for a law that defines none)."""
    terms = [term for term, law in TERMS.items() if law == key]
    return ".. index::\n" + "".join(f"   !single: {term}\n" for term in terms) if terms else ""
