"""Cards as cards on every page: ``AS 10D`` in the text the pages render becomes ``A♠ 10♦``, red or black.

A post-transform rewrites every text node that shows cards in the model's notation
(:data:`piquet.model.cards.CARD_TOKEN`) into ``<span class="card card-red">10♦</span>``;
the colours are in ``_static/rulebook.css``. Code (the scenario files, the tests) keeps
the notation it is written in, and the quoted text of the Laws names its cards in words.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.transforms.post_transforms import SphinxPostTransform

from piquet.model.cards import CARD_TOKEN, card_face

__all__ = ["CardFaces", "face_nodes"]

#: Elements whose text is code or markup: their cards stay as written.
_KEEP = (nodes.literal_block, nodes.literal, nodes.raw, nodes.comment, nodes.FixedTextElement)


def face_nodes(text: str) -> list[nodes.Node]:
    """``text`` split into plain text and one styled inline per card."""
    out: list[nodes.Node] = []
    pos = 0
    for m in CARD_TOKEN.finditer(text):
        if m.start() > pos:
            out.append(nodes.Text(text[pos:m.start()]))
        shown, red = card_face(m)
        out.append(nodes.inline(m.group(0), shown, classes=["card", "card-red" if red else "card-black"]))
        pos = m.end()
    if pos < len(text):
        out.append(nodes.Text(text[pos:]))
    return out


def _kept(node: nodes.Node) -> bool:
    parent: Any = node.parent
    while parent is not None:
        if isinstance(parent, _KEEP) or "card" in parent.get("classes", ()):
            return True
        parent = parent.parent
    return False


class CardFaces(SphinxPostTransform):
    """Rewrite the cards of every text node outside code."""

    default_priority = 800

    def run(self, **kwargs: Any) -> None:
        for text in list(self.document.findall(nodes.Text)):
            if CARD_TOKEN.search(text.astext()) and not _kept(text):
                text.parent.replace(text, face_nodes(text.astext()))
