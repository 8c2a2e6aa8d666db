"""``.. items::``: the rulebook's bullet and numbered lists, whose one-line items are read as inline text.

docutils reads every list with a block parser made anew for it (some fifteen states, each making its
transitions), and each item with another parse; the rulebook's pages hold over a thousand lists, most of
whose items are a link or a line of text. As :class:`rulebook.fields.Fields` does for a field's value, an item
written on one line that does not open like a block is read straight as inline text into its paragraph; any
other item goes through the block parser as before. The nodes, and so the pages, are those of the list as
docutils reads it.
"""

from __future__ import annotations

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

from rulebook.cells import BLOCK_START

__all__ = ["Items", "MARKERS"]

#: The list's marker (the directive's argument): a bullet, or docutils' auto-numbering.
MARKERS = ("-", "#.")


class Items(SphinxDirective):
    """A list, its marker the argument (``-`` or ``#.``), written as one would write it: each item after the
    marker, its further lines indented under it."""

    required_arguments = 1
    has_content = True

    def run(self) -> list[nodes.Node]:
        marker = self.arguments[0]
        if marker not in MARKERS:
            return [self.reporter.error(f"items: the marker is one of {', '.join(MARKERS)}, not {marker!r}",
                                        line=self.lineno)]
        starts = [i for i, line in enumerate(self.content) if line == marker or line.startswith(marker + " ")]
        if not starts:
            return []
        if starts[0] != 0:
            return [self.reporter.error(f"items: each item starts with {marker}", line=self.lineno)]
        if marker == "-":
            out: nodes.Element = nodes.bullet_list(bullet="-")
        else:  # as docutils numbers "#." items: arabic, from 1
            out = nodes.enumerated_list(enumtype="arabic", prefix="", suffix=".")
        out.source, out.line = self.get_source_info()
        for start, end in zip(starts, [*starts[1:], len(self.content)]):
            out += self._item(start, end, len(marker) + 1)
        return [out]

    def _item(self, start: int, end: int, width: int) -> nodes.list_item:
        lines = [self.content[start][width:], *(line[width:] for line in self.content[start + 1:end])]
        while lines and not lines[-1].strip():
            lines.pop()
        item = nodes.list_item("\n".join(lines))
        if len(lines) == 1 and lines[0] and not BLOCK_START.match(lines[0]) and not lines[0].endswith("::"):
            inline, messages = self.state.inline_text(lines[0], self.content_offset + start + 1)
            item += [nodes.paragraph(lines[0], "", *inline), *messages]
        elif lines:
            self.state.nested_parse(StringList(lines, self.content.source(start)), self.content_offset + start, item)
        return item
