"""A long table of plain cells written as HTML, as the HTML writer writes a table (the same classes, so the same
look and the same sideways scroll on a phone), for a page where the table's nodes would cost more than its text.

Only what such a table holds is written: code, a result's mark, a link, text. A cell is HTML already.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from docutils.nodes import make_id

from rulebook.rst import indent

__all__ = ["html_table", "html_code", "html_status", "html_link", "html_ref"]


def html_code(text: str) -> str:
    """``text`` as inline code."""
    return f'<code class="code docutils literal notranslate"><span class="pre">{escape(text)}</span></code>'


def html_status(mark: str, word: str) -> str:
    """A result's mark (a key of :data:`rulebook.words.MARKS`) and its word, as the ``status`` role shows them."""
    return f'<span class="status status-{escape(mark)}">{escape(word)}</span>'


def html_link(href: str, text: str) -> str:
    """A link to a file of the site, relative to the page."""
    return f'<a class="reference external" href="{escape(href)}">{escape(text)}</a>'


def html_ref(page: str, label: str, text: str) -> str:
    """A cross-reference to the label ``label`` of the page ``page`` (relative to the page it is on, ``""`` for the
    page itself), as Sphinx writes a resolved ``:ref:``: the label's anchor is its id as docutils makes it."""
    return (f'<a class="reference internal" href="{escape(page)}#{make_id(label)}">'
            f'<span class="std std-ref">{escape(text)}</span></a>')


def html_table(header: Sequence[str], rows: Sequence[Sequence[str]], widths: Sequence[int], classes: str) -> str:
    """A ``.. raw:: html`` block: the table, its columns ``widths`` in per cent, its header plain text."""
    cols = "\n".join(f'<col style="width: {w:.1f}%" />' for w in widths)
    # Each cell on a line of its own, as docutils writes them: the text between cells is a line break.
    head = "".join(f'<th class="head"><p>{escape(h)}</p></th>\n' for h in header)
    body = "\n".join(f'<tr class="row-{"odd" if i % 2 else "even"}">' + "".join(f"<td><p>{c}</p></td>\n" for c in row)
                     + "</tr>" for i, row in enumerate(rows))
    html = (f'<div class="table-wrapper colwidths-given {classes} docutils container">\n'
            f'<table class="{classes} docutils align-default">\n<colgroup>\n{cols}\n</colgroup>\n'
            f'<thead>\n<tr class="row-odd">{head}</tr>\n</thead>\n<tbody>\n{body}\n</tbody>\n</table>\n</div>')
    return ".. raw:: html\n\n" + indent(html)
