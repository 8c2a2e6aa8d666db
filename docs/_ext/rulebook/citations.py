"""Who cites what: the laws and Cases named in a text, in the tests and in the Cases' scenario files.

A citation is found the way a reader finds it: "Law 46", "Laws 21-43",
"Laws 58, 61-69", "Law 59 IV", a clause id in quotes (``"39.1"``,
``"entitlement:cent-7.1"``), a key such as ``cent-14``, or "Case XXI".
One scanner serves the source text, the spec's notes and choices, the
tests and the scenario files (which also name laws in ``law``/``laws``
fields), so every page links what it cites the same way.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from pathlib import Path

from piquet.spec.citations import Cited, cited
from piquet.spec.source import CASE_NUMERALS

__all__ = ["Cited", "cited", "TestUnit", "test_units", "ScenarioFile", "scenario_files"]

@dataclass(frozen=True)
class TestUnit:
    """A top-level piece of a test file that cites something: a test, a helper, a table, the docstring."""

    path: str  # relative to the repository root, with forward slashes
    name: str
    kind: str  # "test", "helper", "data" or "module"
    first: int
    last: int
    cites: Cited

    @property
    def anchor(self) -> str:
        return "test-" + re.sub(r"[^a-z0-9]+", "-", f"{self.path}-{self.name}".lower()).strip("-")


def _unit_nodes(tree: ast.Module) -> Iterable[tuple[str, str, ast.stmt]]:
    body = tree.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        yield "(module docstring)", "module", body[0]
        body = body[1:]
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node.name, "test" if node.name.startswith("test") else "helper", node
        elif isinstance(node, ast.ClassDef):
            for sub in node.body:
                if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    kind = "test" if node.name.startswith("Test") and sub.name.startswith("test") else "helper"
                    yield f"{node.name}.{sub.name}", kind, sub
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = [t.id for t in targets if isinstance(t, ast.Name)]
            if names:
                yield ", ".join(names), "data", node


def test_units(root: Path, law_keys: Collection[str], clause_ids: Collection[str],
               cases: Collection[str]) -> list[TestUnit]:
    """Every unit of ``root/tests/**/*.py`` that cites a law or a Case, in file and line order.

    ``tests/docs`` is left out: the rulebook's own tests name laws to check the pages, not the laws.
    """
    out: list[TestUnit] = []
    for path in sorted((root / "tests").rglob("*.py")):
        if path.relative_to(root / "tests").parts[0] == "docs":
            continue
        source = path.read_text("utf-8")
        tree = ast.parse(source, str(path))
        lines = source.splitlines()
        rel = path.relative_to(root).as_posix()
        named: set[str] = set()
        for name, kind, node in _unit_nodes(tree):
            decorators: list[ast.expr] = getattr(node, "decorator_list", [])
            first = min([node.lineno, *(d.lineno for d in decorators)])
            last = node.end_lineno or node.lineno
            # Comments just above a unit belong to it.
            while first > 1 and lines[first - 2].lstrip().startswith("#"):
                first -= 1
            found = cited("\n".join(lines[first - 1:last]), law_keys, clause_ids, cases)
            if name in named:  # a name bound twice in one file: each unit keeps its own anchor
                name = f"{name} (line {first})"
            named.add(name)
            if found:
                out.append(TestUnit(rel, name, kind, first, last, found))
    return out


@dataclass(frozen=True)
class ScenarioFile:
    """A scenario file of ``tests/cases``: the Case it plays out, its title if it has one, and what it cites."""

    path: str
    case: str
    title: str
    cites: Cited


def _named_laws(data: object) -> Iterable[str]:
    """The values of every ``law`` / ``laws`` field of a JSON document (a record names its laws so)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in ("law", "laws"):
                yield from (str(v) for v in (value if isinstance(value, list) else [value]))
            else:
                yield from _named_laws(value)
    elif isinstance(data, list):
        for item in data:
            yield from _named_laws(item)


def scenario_files(root: Path, law_keys: Collection[str], clause_ids: Collection[str],
                   cases: Collection[str]) -> list[ScenarioFile]:
    """``tests/cases/case-*.json`` by Case (``case-xxi.json``, ``case-21.json`` or ``case-XXI-name.json``)."""
    out: list[ScenarioFile] = []
    for path in sorted((root / "tests" / "cases").glob("case-*.json")):
        token = re.split(r"[-_.]", path.name[len("case-"):])[0]
        numeral = CASE_NUMERALS[int(token) - 1] if token.isdigit() and 0 < int(token) <= len(CASE_NUMERALS) \
            else token.upper()
        if numeral in cases:
            text = path.read_text("utf-8")
            try:
                data = json.loads(text)
            except ValueError:
                data = None
            found = cited(text, law_keys, clause_ids, cases)
            named = {k for k in _named_laws(data) if k in law_keys}
            title = data.get("title", "") if isinstance(data, dict) else ""
            out.append(ScenarioFile(path.relative_to(root).as_posix(), numeral, str(title),
                                    Cited(found.laws | named, found.cases)))
    return out
