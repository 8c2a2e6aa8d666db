"""Which of the package's modules run compiled by mypyc, and where their Python source lies.

The install compiles the modules ``pyproject.toml`` lists under ``[tool.piquet] compiled`` (setup.py). A
compiled module is found afresh on its package's path, not by its ``__file__``: modules compiled together
are loaded by the first of them imported, and may name a folder that does not exist. The tests, the
benchmarks and the rulebook read the modules through these functions.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import tomllib
from collections.abc import Sequence
from pathlib import Path

__all__ = ["listed", "origin", "is_compiled", "source_beside"]


def listed(pyproject: Path) -> tuple[tuple[str, Path], ...]:
    """The modules ``pyproject`` lists to compile: each one's name (``piquet.model.deal``) and source file."""
    paths: list[str] = tomllib.loads(pyproject.read_text(encoding="utf-8"))["tool"]["piquet"]["compiled"]
    return tuple(("piquet." + path.removesuffix(".py").replace("/", "."), pyproject.parent / path)
                 for path in paths)


def origin(name: str, path: Sequence[str] | None = None) -> Path | None:
    """The file module ``name`` is loaded from, found on its package's ``path`` (by default, the package
    imported); None if it is not found."""
    package, _, leaf = name.rpartition(".")
    if path is None:
        path = importlib.import_module(package).__path__
    spec = importlib.machinery.PathFinder.find_spec(leaf, path)
    return Path(spec.origin) if spec is not None and spec.origin is not None else None


def is_compiled(name: str) -> bool:
    """Whether module ``name`` is loaded compiled (a shared library), not from its Python source."""
    found = origin(name)
    return found is not None and found.suffix != ".py"


def source_beside(name: str, compiled: Path) -> Path:
    """The Python source of module ``name``, beside its ``compiled`` library."""
    return compiled.with_name(name.rpartition(".")[2] + ".py")
