"""Pickling the model's values whose classes mypyc compiles.

A dataclass compiled by mypyc (``[tool.piquet] compiled`` in pyproject.toml)
is a native class, and pickle's default way of rebuilding one sets its
fields one by one, which a frozen dataclass (or :class:`~piquet.model.state.DealState`)
refuses. The classes registered here are pickled as their type and the fields
their constructor takes, and rebuilt by the constructor: a process pool's
workers (``piquet search``) receive and return them so.
"""

from __future__ import annotations

import copyreg
import dataclasses
from typing import Any

__all__ = ["by_constructor"]


def by_constructor(*kinds: type[Any]) -> None:
    """Pickle each of ``kinds`` (dataclasses; a subclass is registered on its own) through its constructor."""
    for kind in kinds:
        copyreg.pickle(kind, _by_fields)


def _by_fields(value: Any) -> tuple[type[Any], tuple[Any, ...]]:
    return type(value), tuple(getattr(value, each.name) for each in dataclasses.fields(value) if each.init)
