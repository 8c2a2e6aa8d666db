"""The laws each rule of the model carries out, declared on the rule itself, in the manner of OpenFisca's
``reference``.

Beside each function or class that carries out a law, its module declares which, by the law's key
(``"59"``, ``"cent-14"``)::

    def stock_start(state: DealState) -> DealState:
        ...
    REFERENCES.cite("stock_start", "23")

A method is declared after its class (``"Counts.pack"``). An irregular action (a class of
:mod:`piquet.model.irregular`) carries its laws as its own ``LAWS`` instead, read here the same way.
The declaration is a call at module level, not a decorator: mypyc compiles it as it is, where a decorator would turn every call of a compiled function into a
Python call. A range such as "Laws 21-43" in a comment names a chapter, not what a function does, and is not
declared. The rulebook and its coverage read the declarations (:func:`implementations_of`), and
``tests/model/test_references.py`` checks that each names a rule of its module whose own source (its comments
and docstring) cites the laws it declares.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

__all__ = ["References", "declared", "implementations_of"]


class References:
    """The rules of one module (``module``, its ``__name__``) and the laws each carries out."""

    def __init__(self, module: str) -> None:
        self.module = module
        self.rules: dict[str, tuple[str, ...]] = {}

    def cite(self, rule: str, *laws: str) -> None:
        """Declare that ``rule`` (a function or class of the module, or ``Class.method``) carries out ``laws``."""
        if rule in self.rules:
            raise ValueError(f"{self.module}.{rule}: its laws are declared twice")
        self.rules[rule] = laws


@cache
def declared() -> dict[str, tuple[str, ...]]:
    """Every rule of the model that declares laws, by ``module:qualified name`` (the module under
    :mod:`piquet.model`), read from each module's ``REFERENCES``."""
    import piquet.model

    out: dict[str, tuple[str, ...]] = {}
    for info in sorted(pkgutil.walk_packages(piquet.model.__path__, "piquet.model."), key=lambda m: m.name):
        module = importlib.import_module(info.name)
        name = info.name.removeprefix("piquet.model.")
        references = getattr(module, "REFERENCES", None)
        if isinstance(references, References):
            out.update({f"{name}:{rule}": laws for rule, laws in references.rules.items()})
        # An action carries its laws itself, as its class's LAWS (piquet.model.irregular.options.IrregularAction).
        out.update({f"{name}:{kind.__name__}": kind.__dict__["LAWS"] for kind in vars(module).values()
                    if isinstance(kind, type) and kind.__module__ == info.name and kind.__dict__.get("LAWS")})
    return out


def implementations_of(law: str) -> tuple[str, ...]:
    """The functions and classes of the model (names under :mod:`piquet.model`) that carry out ``law``."""
    return tuple(name for name, laws in declared().items() if law in laws)
