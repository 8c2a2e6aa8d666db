"""The site's search, as a reader uses it: laws first, words found without their accents, excerpts offline.

Sphinx's search shows an excerpt under each result by fetching the page's HTML, which a browser refuses on
``file://``, the way the rulebook is opened. The build therefore ships the excerpts: the opening text of every
page, in ``_static/rulebook-excerpts.js``, loaded by a script tag on the search page
(``docs/_templates/search.html``), and ``_static/rulebook-search.js`` answers the search's fetch of a page
from them. The same script ranks the laws above the API, finds a law by its number alone ("63"), which
Sphinx's search drops as a number, puts first the law that says what a term of the game is ("repique": Law 68,
:mod:`rulebook.terms`), and folds the accents of a query ("huitieme" finds "huitième"); the index folds them
too (:class:`FoldedEnglish`).

The excerpts are collected as each page is read and kept with Sphinx's environment, so a build that reads
only the pages that changed still writes every page's excerpt.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.search.en import SearchEnglish

from rulebook.terms import TERMS

__all__ = ["EXCERPT_CHARS", "EXCERPTS", "LAWS", "FoldedEnglish", "fold", "shown_text", "setup_finder"]

#: Characters of each page's text shipped for its excerpt: the law's text opens its page, and an excerpt shows
#: 240 characters around the first word found. The cap keeps the file small (a few hundred kB for the site).
EXCERPT_CHARS = 2400

#: The file of the excerpts and of the index of terms (:mod:`rulebook.terms`), under the site's ``_static``.
EXCERPTS = "rulebook-excerpts.js"

#: Where the laws' pages are.
LAWS = "generated/laws/"

_KEY = "rulebook_excerpts"


def fold(word: str) -> str:
    """``word`` without its accents ("huitième" -> "huitieme"), as the search script folds a query."""
    return "".join(ch for ch in unicodedata.normalize("NFD", word) if not unicodedata.combining(ch))


class FoldedEnglish(SearchEnglish):
    """English, as Sphinx indexes it, with the accents folded before stemming (the terms of the Laws:
    "huitième", "septième"), so that a query typed without them finds them."""

    def __init__(self, options: dict[str, str]) -> None:
        super().__init__(options)
        # The index stems every word of every page, most of them many times: each stem is worked out once.
        self._stems: dict[str, str] = {}

    def stem(self, word: str) -> str:
        stem = self._stems.get(word)
        if stem is None:
            stem = self._stems[word] = super().stem(fold(word))
        return stem


def _excerpts(env: BuildEnvironment) -> dict[str, str]:
    found: dict[str, str] | None = getattr(env, _KEY, None)
    if found is None:
        found = {}
        setattr(env, _KEY, found)
    return found


def shown_text(node: nodes.Node) -> str:
    """The text of ``node`` as a reader sees it: as :meth:`~docutils.nodes.Node.astext`, without the build's own
    messages (a page's text as read holds them, such as "Duplicate implicit target name", which are not shown)."""
    if isinstance(node, nodes.system_message):
        return ""
    if isinstance(node, nodes.Element):
        return str(node.child_text_separator).join(shown_text(child) for child in node.children)
    return str(node.astext())


def _on_doctree_read(app: Sphinx, doctree: nodes.document) -> None:
    # The page's text as read: what a reader sees of it, its title first.
    text = " ".join(shown_text(doctree).split())
    _excerpts(app.env)[app.env.docname] = text[:EXCERPT_CHARS]


def _on_purge(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    _excerpts(env).pop(docname, None)


def _on_merge(app: Sphinx, env: BuildEnvironment, docnames: set[str], other: BuildEnvironment) -> None:
    theirs = _excerpts(other)
    _excerpts(env).update((d, theirs[d]) for d in docnames if d in theirs)


def _on_build_finished(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    found = _excerpts(app.env)
    shipped = {d: found[d] for d in sorted(found) if d in app.env.all_docs}
    static = Path(app.outdir) / "_static"
    static.mkdir(parents=True, exist_ok=True)
    # The index of terms goes with them: Sphinx's search index keeps index entries only from the pages a build
    # writes, so a second build into the same folder drops them (Sphinx 9).
    terms = {fold(term): f"{LAWS}{law}" for term, law in TERMS.items()}
    # A script, not JSON: a page opened from file:// may load a script but not fetch a file.
    (static / EXCERPTS).write_text("window.RULEBOOK_EXCERPTS = " + json.dumps(shipped, ensure_ascii=False) + ";\n"
                                   "window.RULEBOOK_TERMS = " + json.dumps(terms) + ";\n", "utf-8")


def setup_finder(app: Sphinx) -> None:
    """Connect the search's index language, its excerpts and its scripts to the build."""
    app.add_search_language(FoldedEnglish)
    app.connect("doctree-read", _on_doctree_read)
    app.connect("env-purge-doc", _on_purge)
    app.connect("env-merge-info", _on_merge)
    app.connect("build-finished", _on_build_finished)
