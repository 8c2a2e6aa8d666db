"""The model's table of implementations (:mod:`piquet.model.implementations`) names what the code carries out.

Each entry must name a function or class of the model that exists, and each law it declares must be a law of
the catalogue that the object's own source (its comments just above, its docstring, its body) cites: the
table may leave a citation out (a chapter named in passing), but it cannot declare what the code does not say.
"""

from __future__ import annotations

import importlib
import inspect

import pytest

from piquet.model.implementations import IMPLEMENTS, implementations_of
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
    # A property, cached property or static method declares what its function carries out.
    for wrapped in ("fget", "func", "__func__"):
        obj = getattr(obj, wrapped, obj)
    return obj


@pytest.mark.parametrize("name", sorted(IMPLEMENTS))
def test_each_declared_implementation_exists_and_cites_its_laws(name: str) -> None:
    laws = IMPLEMENTS[name]
    unknown = [k for k in laws if k not in CATALOGUE.laws]
    assert not unknown, f"piquet.model.{name} declares laws that do not exist: {unknown}"
    try:
        obj = _resolve(name)
    except (ImportError, AttributeError) as error:
        pytest.fail(f"piquet.model.{name} is declared in the table but does not exist ({error})")
    assert inspect.isfunction(obj) or inspect.isclass(obj), f"piquet.model.{name} is not a function or class"
    source = (inspect.getcomments(obj) or "") + inspect.getsource(obj)
    found = cited(source, CATALOGUE.laws, CLAUSE_IDS, ()).laws
    missing = [k for k in laws if k not in found]
    assert not missing, (f"piquet.model.{name} declares Law(s) {', '.join(missing)}, "
                         "but its source does not cite them")


@pytest.mark.law("59")
def test_a_law_finds_the_functions_that_declare_it() -> None:
    # Law 59 (a revoke) is carried out, among others, by the irregular game's revoke.
    assert "irregular.play:Revoke" in implementations_of("59")
    assert all("59" in IMPLEMENTS[name] for name in implementations_of("59"))
    assert implementations_of("no-such-law") == ()
