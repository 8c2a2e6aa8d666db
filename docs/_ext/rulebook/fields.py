"""``.. fields::``: the rulebook's field lists, whose one-line values are read as inline text.

The pages hold some five thousand fields (a law's status, each clause's condition and outcome, a finding's
parts). docutils reads each field's value with a block parser of its own, made anew for the value: a dozen
states, each compiling its transitions, for a value that is a word or a link. As :class:`rulebook.cells.Cells`
does for a table's cells, a value written on one line that does not open like a block is read straight as
inline text into its paragraph; any other value goes through the block parser as before. The nodes, and so
the pages, are those of a field list.
"""

from __future__ import annotations

import re

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.util.docutils import SphinxDirective

from rulebook.cells import BLOCK_START

__all__ = ["Fields", "FIELD"]

#: A field's first line: ``:name: value`` (the name's characters escaped as the rulebook escapes them).
FIELD = re.compile(r":((?:\\.|[^:\\])+):(?: +(.*))?$")


class Fields(SphinxDirective):
    """A field list, written as one would write it, each field's further lines indented under it."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        out = nodes.field_list()
        starts = [i for i, line in enumerate(self.content) if FIELD.match(line)]
        if not starts or starts[0] != 0:
            return [self.state_machine.reporter.error("fields: each field starts with :name:", line=self.lineno)]
        for start, end in zip(starts, [*starts[1:], len(self.content)]):
            out += self._field(start, end)
        return [out]

    def _field(self, start: int, end: int) -> nodes.field:
        match = FIELD.match(self.content[start])
        assert match is not None
        name, first = match.group(1), match.group(2) or ""
        lineno = self.content_offset + start + 1
        field = nodes.field()
        field.source, field.line = self.content.info(start)
        name_nodes, messages = self.state.inline_text(name, lineno)
        field += nodes.field_name(name, "", *name_nodes)
        body = nodes.field_body("", *messages)
        field += body
        rest = [line for line in self.content[start + 1:end]]
        if not any(line.strip() for line in rest):
            if first and not BLOCK_START.match(first) and not first.endswith("::"):
                inline, more = self.state.inline_text(first, lineno)
                body += [nodes.paragraph(first, "", *inline), *more]
                return field
            rest = []
        indent = min((len(line) - len(line.lstrip()) for line in rest if line.strip()), default=0)
        lines = [first, *(line[indent:] for line in rest)] if first else [line[indent:] for line in rest]
        block = StringList(lines, self.content.source(start))
        self.state.nested_parse(block, self.content_offset + start, body)
        return field
