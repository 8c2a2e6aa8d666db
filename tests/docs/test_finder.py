"""The site's search as a reader meets it: the index of terms sends a term to the law that says what it is, and
each page's excerpt is the text a reader sees (the browser's side is in ``test_browser.py``)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from docutils import nodes
from docutils.frontend import get_default_settings
from docutils.parsers.rst import Parser
from docutils.utils import new_document

from piquet.spec.catalogue import catalogue

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

from rulebook.finder import shown_text  # noqa: E402
from rulebook.terms import TERMS, index_entries  # noqa: E402


def _printed(key: str) -> str:
    """Law ``key``'s text as printed, its italics (``_repique_``) as plain words, in lower case."""
    return catalogue().law(key).text.replace("_", "").lower()


def test_every_term_is_printed_in_the_law_it_sends_a_reader_to() -> None:
    misplaced = {term: law for term, law in TERMS.items() if term not in _printed(law)}
    assert not misplaced, f"terms their law does not print: {misplaced}"


def test_a_law_that_says_what_a_term_is_has_it_as_an_index_entry() -> None:
    assert index_entries("68") == ".. index::\n   !single: repique\n"
    assert "!single: quatorze" in index_entries("64") and "!single: trio" in index_entries("64")
    assert index_entries("1") == "", "Law 1 says what no term of the game is"


def _shipped(html: Path) -> dict[str, dict[str, str]]:
    """The globals the search page's script ``rulebook-excerpts.js`` sets: the excerpts and the index of terms."""
    script = (html / "_static" / "rulebook-excerpts.js").read_text("utf-8")
    return {name: json.loads(value) for name, value in re.findall(r"^window\.(\w+) = (.*);$", script, re.M)}


def test_the_site_ships_each_term_with_its_law_and_lists_it_in_its_index(html: Path) -> None:
    # The search page reads the terms from the script (Sphinx's own index entries do not survive a second build
    # into the same folder); the index page lists each term under its law.
    terms = _shipped(html)["RULEBOOK_TERMS"]
    assert terms["repique"] == "generated/laws/68" and terms["huitieme"] == "generated/laws/63", terms
    assert len(terms) == len(TERMS)
    listed = (html / "genindex.html").read_text("utf-8")
    assert re.search(r'<a href="generated/laws/68\.html#index-\d+">(<strong>)?repique\b', listed), \
        "the index page lists the repique under Law 68"


def test_an_excerpt_leaves_out_the_builds_own_messages() -> None:
    settings = get_default_settings(Parser)
    settings.report_level = 5  # the message is kept in the tree, as Sphinx keeps it, but not printed
    doc = new_document("page.rst", settings)
    Parser().parse(".. _findings:\n\nFindings\n========\n\nA finding is a result.\n", doc)
    assert any(isinstance(n, nodes.system_message) for n in doc.findall()), "the page's label and title collide"
    assert "Duplicate implicit target" in doc.astext()
    assert " ".join(shown_text(doc).split()) == "Findings A finding is a result."


def test_no_excerpt_shows_a_message_of_the_build(html: Path) -> None:
    excerpts = _shipped(html)["RULEBOOK_EXCERPTS"]
    shown = {page: text[:80] for page, text in excerpts.items() if re.search(r"\((INFO|WARNING)/\d\)|\.rst:\d", text)}
    assert not shown, f"excerpts that show the build's messages: {shown}"
