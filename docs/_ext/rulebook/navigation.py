"""The sidebar's navigation, made once per folder of pages rather than once per page.

Furo builds its navigation from Sphinx's whole table of contents, resolved anew
for every page: with some 240 pages that was half the build's time (issue 26:
a build of 41 s on a quiet machine). Resolved for a folder, the table differs
between the folder's pages only in which entry is the page itself; its links,
relative to the folder, are the same. So the table is resolved once per folder,
as if for a page that is not in it, and ``_static/rulebook-nav.js`` marks the
page being read (and opens the branches above it) when the page loads.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable
from typing import Any

from sphinx.application import Sphinx
from sphinx.builders.html import StandaloneHTMLBuilder

__all__ = ["setup_navigation"]

#: The page name the table is resolved for, in each folder: no page bears it, so no entry is marked current.
_NOWHERE = "_rulebook-navigation"

_made: dict[tuple[str, tuple[tuple[str, Any], ...]], str] = {}


def _on_builder_inited(app: Sphinx) -> None:
    _made.clear()  # a table of another build (the tests build more than one) is not this one's


def _toctree(builder: StandaloneHTMLBuilder, folder: str) -> Callable[..., str]:
    def toctree(**kwargs: Any) -> str:
        key = (folder, tuple(sorted(kwargs.items())))
        if key not in _made:
            _made[key] = builder._get_local_toctree(posixpath.join(folder, _NOWHERE), **kwargs)
        return _made[key]
    return toctree


def _on_page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if "toctree" in context and isinstance(app.builder, StandaloneHTMLBuilder):
        context["toctree"] = _toctree(app.builder, posixpath.dirname(pagename))


def setup_navigation(app: Sphinx) -> None:
    """Resolve the navigation once per folder (before furo reads it: priority 400) and mark the page in the
    browser."""
    app.connect("builder-inited", _on_builder_inited)
    app.connect("html-page-context", _on_page_context, priority=400)
    app.add_js_file("rulebook-nav.js")
