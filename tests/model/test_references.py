"""The laws declared on the model's rules (:mod:`piquet.model.reference`) are those the code carries out.

Each declaration must name a function or class of its module that exists, and each law it declares must be a
law of the catalogue that the object's own source (its comments just above, its docstring, its body) cites: a
rule may leave a citation out (a chapter named in passing), but it cannot declare what its code does not say.
The source is read from the module's file, not from the object: the modules compiled by mypyc (setup.py) keep
no source of their own.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

import piquet.model
from piquet.model.reference import declared, implementations_of
from piquet.spec.catalogue import catalogue
from piquet.spec.citations import cited

CATALOGUE = catalogue()
CLAUSE_IDS = frozenset(c.id for c in CATALOGUE.all_clauses())


def _resolve(name: str) -> object:
    """``deal:DealState.apply`` -> the object: the module under piquet.model, then the qualified name."""
    module, _, qualname = name.partition(":")
    obj: object = importlib.import_module(f"piquet.model.{module}")
    for attr in qualname.split("."):
        obj = inspect.getattr_static(obj, attr)
    # A property, cached property, static method or cached function declares what its function carries out.
    for wrapped in ("fget", "func", "__func__"):
        obj = getattr(obj, wrapped, obj)
    return inspect.unwrap(obj)  # type: ignore[arg-type]


def _source(name: str) -> str:
    """The source of ``deal:DealState.apply`` read from its module's file: the comments just above its
    definition (its decorators' lines included), then the definition."""
    module, _, qualname = name.partition(":")
    # From the package's folder, not the module's __file__: modules compiled together by mypyc may name a
    # folder beside the shared library that loaded them, which need not exist.
    path = Path(str(piquet.model.__file__)).parent.joinpath(*module.split(".")).with_suffix(".py")
    text = path.read_text(encoding="utf-8")
    body: list[ast.stmt] = ast.parse(text).body
    node: ast.stmt | None = None
    for attr in qualname.split("."):
        node = next((n for n in body if isinstance(n, (ast.FunctionDef, ast.ClassDef)) and n.name == attr), None)
        assert node is not None, f"piquet.model.{name}: no definition of {attr} in {path.name}"
        body = node.body if isinstance(node, ast.ClassDef) else []
    assert node is not None and node.end_lineno is not None
    lines = text.splitlines()
    first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])]) - 1
    while first > 0 and lines[first - 1].lstrip().startswith("#"):
        first -= 1
    return "\n".join(lines[first:node.end_lineno])


DECLARED = declared()


def test_the_rules_declare_laws_in_every_part_of_the_model() -> None:
    # Read from the modules themselves: the lawful flow, the irregular game, au cent, the solver, the partie.
    modules = {name.partition(":")[0] for name in DECLARED}
    assert {"deal", "irregular.play", "irregular.calling", "au_cent", "solver", "partie"} <= modules, modules


@pytest.mark.parametrize("name", sorted(DECLARED))
def test_each_declared_implementation_exists_and_cites_its_laws(name: str) -> None:
    laws = DECLARED[name]
    unknown = [k for k in laws if k not in CATALOGUE.laws]
    assert not unknown, f"piquet.model.{name} declares laws that do not exist: {unknown}"
    try:
        obj = _resolve(name)
    except (ImportError, AttributeError) as error:
        pytest.fail(f"piquet.model.{name} declares laws but does not exist ({error})")
    assert callable(obj), f"piquet.model.{name} is not a function or class"
    source = _source(name)
    found = cited(source, CATALOGUE.laws, CLAUSE_IDS, ()).laws
    missing = [k for k in laws if k not in found]
    assert not missing, (f"piquet.model.{name} declares Law(s) {', '.join(missing)}, "
                         "but its source does not cite them")


@pytest.mark.law("59")
def test_a_law_finds_the_functions_that_declare_it() -> None:
    # Law 59 (a revoke) is carried out, among others, by the irregular game's revoke.
    assert "irregular.play:Revoke" in implementations_of("59")
    assert all("59" in DECLARED[name] for name in implementations_of("59"))
    assert implementations_of("no-such-law") == ()
