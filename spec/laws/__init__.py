"""The Laws of Piquet, one module per part of the game.

Each module defines ``LAWS`` (its :class:`~piquet.spec.law.Law` records)
and ``CHOICES`` (the interpretive choices its laws raise). A law appears in
exactly one module; :mod:`piquet.spec.catalogue` assembles them.
"""

from __future__ import annotations

from types import ModuleType

from piquet.spec.laws import exchange

MODULES: tuple[ModuleType, ...] = (exchange,)
