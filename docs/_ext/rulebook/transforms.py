"""Sphinx's transforms that look for nodes the rulebook seldom or never has, made to look in one quick walk.

Every transform walks each page's whole tree; docutils walks it with a generator nested as deep as the node, and
Sphinx's node matchers call a function on every node. Most of a build's transforms find what they look for on
every page; a few look for what the rulebook's pages hold once in a while or never: nodes to translate (the
rulebook is in English), footnotes (whose page only the LaTeX builder reads), a ``highlight`` directive, a C or
C++ alias. Each of those is replaced here by its own class with the same effect, which first finds its nodes
in one walk of the tree kept on a list (:func:`descendants`), and does nothing more when there are none.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.builders.latex.transforms import FootnoteDocnameUpdater
from sphinx.domains.c import AliasNode as CAlias, AliasTransform as CAliasTransform
from sphinx.domains.cpp import AliasNode as CppAlias, AliasTransform as CppAliasTransform
from sphinx.transforms.i18n import RemoveTranslatableInline, TranslationProgressTotaliser
from sphinx.transforms.post_transforms.code import HighlightLanguageTransform

__all__ = ["descendants", "setup_transforms"]


def descendants(root: nodes.Node, kind: type[nodes.Node] | tuple[type[nodes.Node], ...]) -> list[Any]:
    """The nodes of ``kind`` under ``root`` (itself included), in document order, as ``root.findall(kind)``
    yields them from a tree left unchanged."""
    found, stack = [], [root]
    while stack:
        node = stack.pop()
        if isinstance(node, kind):
            found.append(node)
        stack.extend(reversed(node.children))
    return found


class QuickTranslationProgress(TranslationProgressTotaliser):
    """Sphinx's count of the translated nodes (none: no node is translated without a message catalogue)."""

    def apply(self, **kwargs: Any) -> None:
        from sphinx.builders.gettext import MessageCatalogBuilder

        if issubclass(self.env._builder_cls, MessageCatalogBuilder):
            return
        marked = [n for n in descendants(self.document, nodes.Element) if "translated" in n.attributes]
        self.document["translation_progress"] = {"total": len(marked),
                                                 "translated": sum(1 for n in marked if n["translated"])}


class QuickRemoveTranslatableInline(RemoveTranslatableInline):
    """Sphinx's removal of the inline nodes that mark text to translate (the API pages' typed fields have them)."""

    def apply(self, **kwargs: Any) -> None:
        from sphinx.builders.gettext import MessageCatalogBuilder

        if issubclass(self.env._builder_cls, MessageCatalogBuilder):
            return
        for inline in descendants(self.document, nodes.inline):
            if "translatable" in inline.attributes:
                inline.parent.remove(inline)
                inline.parent += inline.children


class QuickFootnoteDocname(FootnoteDocnameUpdater):
    """Sphinx's note of each footnote's page (for the LaTeX builder)."""

    def apply(self, **kwargs: Any) -> None:
        for node in descendants(self.document, self.TARGET_NODES):
            node["docname"] = self.env.current_document.docname


class QuickHighlightLanguage(HighlightLanguageTransform):
    """Sphinx's choice of each code block's language: the configuration's, unless a ``highlight`` directive (or a
    page included whole, in a single-page build) sets another, where Sphinx's own walk decides."""

    def apply(self, **kwargs: Any) -> None:
        found = descendants(self.document, (nodes.literal_block, addnodes.highlightlang, addnodes.start_of_file))
        if any(not isinstance(node, nodes.literal_block) for node in found):
            super().apply(**kwargs)
            return
        for node in found:  # as HighlightLanguageVisitor.visit_literal_block does under the default setting
            if "language" not in node:
                node["language"] = self.config.highlight_language
                node["force"] = False
            if "linenos" not in node:
                node["linenos"] = False  # the default setting's line-number threshold is never reached


class QuickCAlias(CAliasTransform):
    """The C domain's aliases: none in the rulebook."""

    def apply(self, **kwargs: Any) -> None:
        if descendants(self.document, CAlias):
            super().apply(**kwargs)


class QuickCppAlias(CppAliasTransform):
    """The C++ domain's aliases: none in the rulebook."""

    def apply(self, **kwargs: Any) -> None:
        if descendants(self.document, CppAlias):
            super().apply(**kwargs)


_QUICK: dict[type[Any], type[Any]] = {
    TranslationProgressTotaliser: QuickTranslationProgress, RemoveTranslatableInline: QuickRemoveTranslatableInline,
    FootnoteDocnameUpdater: QuickFootnoteDocname, HighlightLanguageTransform: QuickHighlightLanguage,
    CAliasTransform: QuickCAlias, CppAliasTransform: QuickCppAlias,
}


def setup_transforms(app: Sphinx) -> None:
    """Put each quick transform in its Sphinx original's place (the built-in extensions have registered theirs)."""
    for registered in (app.registry.transforms, app.registry.post_transforms):
        registered[:] = [_QUICK.get(t, t) for t in registered]
