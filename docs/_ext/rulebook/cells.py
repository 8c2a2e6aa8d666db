"""``.. cells::``: the rulebook's tables, a ``csv-table`` whose one-line cells are read as inline text.

Tables are half of what the rulebook generates (each law's checks, a row per check and a cell per reading).
``csv-table`` runs every cell through docutils' block parser, which tries each kind of block on each line
before it finds a paragraph; a cell the rulebook writes on one line is a word, a mark or a link, so it is read
straight as inline text into the same paragraph. A cell of several lines, or one that opens like a block (a
list, a field, a directive), goes through the block parser as before. The nodes, and so the pages, are those
``csv-table`` makes.
"""

from __future__ import annotations

import csv
import re

from docutils import nodes
from docutils.utils import SystemMessagePropagation
from sphinx.directives.patches import CSVTable
from docutils.statemachine import StringList

__all__ = ["Cells", "BLOCK_START"]

#: How a line opens when it is a block rather than a paragraph: a bullet or an enumerator, a field, a directive
#: or a comment, a line block, a doctest, a quotation, a section's underline.
BLOCK_START = re.compile(r"[-*+•‣⁃]( |$)|#\.|\(?(\d+|[a-zA-Z]|[ivxlcdmIVXLCDM]+)[.)]( |$)|\.\.( |$)"
                         r"|:[^:`]+:( |$)|\|( |$)|>>>|[-=~^\"'`#*+_.:]{4,}$|\s")


class Cells(CSVTable):
    """A ``csv-table`` (its options: ``header-rows``, ``widths``, ``class``) whose one-line cells are inline text."""

    def run(self) -> list[nodes.Node]:
        try:
            rows, columns = self.parse_csv_data_into_rows(self.content, self.DocutilsDialect(self.options),
                                                          self.content.source(0))
            self.check_table_dimensions(rows, self.options.get("header-rows", 0), 0)
            widths = self.get_column_widths(columns)
        except SystemMessagePropagation as detail:
            return [detail.args[0]]
        except csv.Error as detail:
            return [self.reporter.error(f"{self.name}: {detail}", line=self.lineno)]
        self.extend_short_rows_with_empty_cells(columns, (rows,))
        table = nodes.table(classes=["colwidths-given"] if "widths" in self.options else [])
        group = nodes.tgroup(cols=columns)
        table += group
        group.extend(nodes.colspec(colwidth=width) for width in widths)
        head = self.options.get("header-rows", 0)
        if head:
            group += nodes.thead("", *(self._row(row) for row in rows[:head]))
        group += nodes.tbody("", *(self._row(row) for row in rows[head:]))
        table["classes"] += self.options.get("class", [])
        self.add_name(table)
        return [table]

    def _row(self, cells: list[tuple[int, int, int, StringList]]) -> nodes.row:
        row = nodes.row()
        for _, _, _, block in cells:
            entry = nodes.entry()
            row += entry
            text = block[0] if len(block) == 1 else ""
            if text and not BLOCK_START.match(text) and not text.endswith("::"):
                inline, messages = self.state.inline_text(text, self.lineno)
                entry += [nodes.paragraph(text, "", *inline), *messages]
            elif "".join(block):
                self.state.nested_parse(block, self.content_offset, entry)
        return row
