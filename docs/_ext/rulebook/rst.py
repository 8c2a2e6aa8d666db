"""Small reStructuredText writers: escaping, headings, links, tables, field lists.

Everything the rulebook generates goes through these helpers, so that text
quoted from the source or rendered from the spec can never be read as
markup by accident (a build with ``-W`` would fail on it).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

__all__ = ["esc", "heading", "label", "ref", "literal", "indent", "field_list",
           "list_table", "bullets", "enumerated", "slug", "shorten"]

_SPECIAL = re.compile(r"([\\*`_|<>\[\]])")
_HEADING_CHARS = "=-~^\"'"


def esc(text: str) -> str:
    """``text`` as plain reST: every character that could start markup is escaped."""
    return _SPECIAL.sub(r"\\\1", text)


def heading(text: str, level: int) -> str:
    """A section title at ``level`` (0 = page title, with an overline)."""
    line = esc(text)
    bar = _HEADING_CHARS[level] * (len(line) + 2)
    return f"{bar}\n{line}\n{bar}\n" if level == 0 else f"{line}\n{bar}\n"


def slug(text: str) -> str:
    """A label-safe form of ``text`` (letters, digits, dots and hyphens)."""
    return re.sub(r"[^A-Za-z0-9.]+", "-", text).strip("-").lower()


def label(name: str) -> str:
    """A reST target for ``name`` (to be placed right before what it names)."""
    return f".. _{name}:\n"


def _role_text(text: str) -> str:
    return re.sub(r"([\\`<>])", r"\\\1", text)


def ref(name: str, text: str) -> str:
    """A cross-reference to the label ``name``, shown as ``text``."""
    return f":ref:`{_role_text(text)} <{name}>`"


def literal(text: str) -> str:
    """``text`` as inline code."""
    return f":code:`{_role_text(text)}`"


def shorten(text: str, limit: int) -> tuple[str, bool]:
    """``text`` cut at a word boundary near ``limit`` characters, and whether it was cut."""
    if len(text) <= limit:
        return text, False
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit].rstrip(" ,(") + " …", True


def indent(text: str, by: int = 3) -> str:
    """Every non-empty line of ``text`` indented by ``by`` spaces."""
    pad = " " * by
    return "\n".join(pad + line if line.strip() else "" for line in text.splitlines()) + "\n"


def _marked(items: Iterable[tuple[str, str]]) -> str:
    """Each reST item after its marker, the lines after its first indented under it."""
    lines = []
    for marker, item in items:
        first, *rest = item.strip().splitlines() or [""]
        lines.append(f"{marker} {first}")
        lines.extend(" " * (len(marker) + 1) + line if line.strip() else "" for line in rest)
    return "\n".join(lines) + "\n"


def field_list(fields: Iterable[tuple[str, str]]) -> str:
    """A field list; the values are reST already (escape plain text first). Written as ``.. fields::``
    (:class:`rulebook.fields.Fields`), which reads a one-line value as inline text."""
    return ".. fields::\n\n" + indent(_marked((f":{esc(name)}:", value) for name, value in fields))


def bullets(items: Iterable[str]) -> str:
    """A bullet list of reST items (multi-line items are indented under their bullet). Written as ``.. items::``
    (:class:`rulebook.items.Items`), which reads a one-line item as inline text."""
    return ".. items:: -\n\n" + indent(_marked(("-", item) for item in items))


def enumerated(items: Iterable[str]) -> str:
    """An auto-numbered list of reST items, written as ``.. items::`` (:func:`bullets`)."""
    return ".. items:: #.\n\n" + indent(_marked(("#.", item) for item in items))


def _csv_cell(cell: str) -> str:
    """One cell of a ``csv-table``: quoted, its quotes doubled, its further lines indented under the directive."""
    return '"' + "\n   ".join(cell.strip().replace('"', '""').splitlines()) + '"'


def list_table(header: Sequence[str], rows: Iterable[Sequence[str]], widths: Sequence[int] | None = None,
               classes: str = "") -> str:
    """A table with one header row; cells are reST already.

    Written as CSV (:class:`rulebook.cells.Cells`, ``.. cells::``): a one-line cell is read as inline text and the
    others with one nested parser, where a ``list-table`` starts a new parser for every row (the rulebook has
    thousands of rows: they were a good part of a build's time)."""
    out = [".. cells::", "   :header-rows: 1"]
    if widths:
        out.append(f"   :widths: {' '.join(map(str, widths))}")
    if classes:
        out.append(f"   :class: {classes}")
    out.append("")
    out.extend("   " + ", ".join(_csv_cell(cell) for cell in row) for row in (header, *rows))
    return "\n".join(out) + "\n"
