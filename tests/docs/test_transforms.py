"""The rulebook's quick transforms (docs/_ext/rulebook/transforms.py) find what Sphinx's own find, in its order."""

from __future__ import annotations

import sys
from pathlib import Path

from docutils import nodes
from hypothesis import given, strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs" / "_ext"))

from rulebook.transforms import descendants  # noqa: E402

_KINDS: list[type[nodes.Element]] = [nodes.paragraph, nodes.inline, nodes.literal_block, nodes.container,
                                     nodes.footnote]


@st.composite
def _tree(draw: st.DrawFn, depth: int = 0) -> nodes.Node:
    if depth >= 4 or draw(st.booleans()):
        return nodes.Text(draw(st.text(max_size=3)))
    node = draw(st.sampled_from(_KINDS))()
    node.extend(draw(st.lists(_tree(depth + 1), max_size=4)))
    return node


@given(root=_tree(), kind=st.sampled_from([*_KINDS, nodes.Element, nodes.Text, (nodes.inline, nodes.footnote)]))
def test_descendants_are_the_nodes_findall_yields_in_its_order(root: nodes.Node, kind: type[nodes.Node]) -> None:
    found, expected = descendants(root, kind), list(root.findall(lambda n: isinstance(n, kind)))
    assert [id(n) for n in found] == [id(n) for n in expected], \
        f"in {root.pformat()!r}, {kind}: found {found}, findall yields {expected}"
