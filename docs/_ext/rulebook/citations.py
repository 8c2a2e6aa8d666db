"""Who cites what: the laws and Cases named in a text, marked on the tests, and in the Cases' scenario files.

A citation is found the way a reader finds it: "Law 46", "Laws 21-43",
"Laws 58, 61-69", "Law 59 IV", a clause id in quotes (``"39.1"``,
``"entitlement:cent-7.1"``), a key such as ``cent-14``, or "Case XXI".
One scanner serves the source text, the spec's notes and choices and the
scenario files (which also name laws in ``law``/``laws`` fields), so every
page links what it cites the same way. Tests are not scanned: each declares
what it exercises with ``@pytest.mark.law`` and ``@pytest.mark.case``
(registered and checked in ``tests/conftest.py``).
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
    """A test marked with the laws or Cases it exercises (``@pytest.mark.law("59")``, ``@pytest.mark.case("XXI")``)."""

    path: str  # relative to the repository root, with forward slashes
    name: str
    kind: str  # "test"
    first: int
    last: int
    cites: Cited

    @property
    def anchor(self) -> str:
        return "test-" + re.sub(r"[^a-z0-9]+", "-", f"{self.path}-{self.name}".lower()).strip("-")


def _marks(node: ast.expr) -> Iterable[tuple[str, tuple[str, ...]]]:
    """``pytest.mark.law("59", "61")`` -> ("law", ("59", "61")); a list or tuple of marks, each of them."""
    if isinstance(node, (ast.List, ast.Tuple)):
        for item in node.elts:
            yield from _marks(item)
    elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
          and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "mark"):
        yield node.func.attr, tuple(a.value for a in node.args if isinstance(a, ast.Constant)
                                    and isinstance(a.value, str))


def _cites(marks: Iterable[tuple[str, tuple[str, ...]]], law_keys: Collection[str],
           cases: Collection[str]) -> Cited:
    laws: set[str] = set()
    found: set[str] = set()
    for name, args in marks:
        if name == "law":
            laws.update(a for a in args if a in law_keys)
        elif name == "case":
            found.update(a for a in args if a in cases)
    return Cited(frozenset(laws), frozenset(found))


def _tests(tree: ast.Module) -> Iterable[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef, list[ast.expr]]]:
    """Each test function with the marks that apply to it: its own, its class's and the module's ``pytestmark``."""
    module_marks: list[ast.expr] = [node.value for node in tree.body if isinstance(node, ast.Assign)
                                    and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets)]
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            yield node.name, node, [*module_marks, *node.decorator_list]
        elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
            for sub in node.body:
                if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)) and sub.name.startswith("test"):
                    yield f"{node.name}.{sub.name}", sub, [*module_marks, *node.decorator_list,
                                                           *sub.decorator_list]


def test_units(root: Path, law_keys: Collection[str], cases: Collection[str]) -> list[TestUnit]:
    """Every test of ``root/tests/**/*.py`` marked with a law or a Case, in file and line order.

    The marks are read from the source (no test is run): a test says what it exercises, and nothing is
    guessed from the words it happens to contain. ``tests/docs`` is left out: the rulebook's own tests name
    laws to check the pages, not the laws.
    """
    out: list[TestUnit] = []
    for path in sorted((root / "tests").rglob("*.py")):
        if path.relative_to(root / "tests").parts[0] == "docs":
            continue
        tree = ast.parse(path.read_text("utf-8"), str(path))
        rel = path.relative_to(root).as_posix()
        for name, node, marks in _tests(tree):
            found = _cites((m for expr in marks for m in _marks(expr)), law_keys, cases)
            if found:
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                out.append(TestUnit(rel, name, "test", first, node.end_lineno or node.lineno, found))
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
