"""The rulebook (``docs/_ext``) reads the library, not the command line: a verdict it shows (an amendment's,
:func:`piquet.proofs.verify.judged`) lives in the layer that computes it, which the command reads too."""

from __future__ import annotations

import ast
from pathlib import Path

_EXT = Path(__file__).resolve().parents[2] / "docs" / "_ext"


def _imported(path: Path) -> set[str]:
    tree = ast.parse(path.read_text("utf-8"))
    return {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module} | \
        {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}


def test_the_rulebook_imports_no_command() -> None:
    found = {str(path.relative_to(_EXT)): sorted(m for m in _imported(path) if m.startswith(("piquet.commands",
                                                                                               "piquet.cli")))
             for path in _EXT.rglob("*.py")}
    assert _EXT.is_dir() and found
    offending = {path: modules for path, modules in found.items() if modules}
    assert not offending, f"the rulebook imports the command line: {offending}"
