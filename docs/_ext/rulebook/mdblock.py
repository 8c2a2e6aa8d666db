"""``.. markdown::``: a block of Markdown inside a generated reST page, rendered by MyST.

The source transcription marks italics as ``_word_`` and the Cases' decisions
as ``**Decision**``: the pages quote that text as it is and MyST (myst-parser)
renders it, so no Markdown is converted by hand.
"""

from __future__ import annotations

from docutils import nodes
from docutils.utils import new_document
from myst_parser.parsers.sphinx_ import MystParser
from sphinx.util.docutils import SphinxDirective

__all__ = ["MarkdownBlock", "markdown_block"]


class MarkdownBlock(SphinxDirective):
    """The directive's content is Markdown; its nodes take the directive's place."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        doc = new_document(self.env.docname, self.state.document.settings)
        MystParser().parse("\n".join(self.content), doc)
        # The nodes join the page's document: left pointing to the scratch one, whose settings hold the build's
        # whole environment, they would make Sphinx save that environment with the page's doctree (a megabyte
        # a page, and seconds of pickling per build).
        for node in doc.findall(include_self=False):
            node.document = self.state.document
        return list(doc.children)


def markdown_block(text: str, classes: str = "") -> str:
    """The reST that shows Markdown ``text`` (paragraphs kept) inside a container of ``classes``."""
    body = "".join(f"      {line}\n" if line.strip() else "\n" for line in text.splitlines())
    head = f".. container:: {classes}\n\n" if classes else ".. container::\n\n"
    return head + "   .. markdown::\n\n" + body
