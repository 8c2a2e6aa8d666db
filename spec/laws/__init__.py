"""The Laws of Piquet, one module per part of the game.

Each module defines ``LAWS`` (its :class:`~piquet.spec.law.Law` records)
and ``CHOICES`` (the interpretive choices its laws raise). A law appears in
exactly one module; :mod:`piquet.spec.catalogue` assembles them.
"""

from __future__ import annotations

from types import ModuleType

from piquet.spec.laws import (agreements, au_cent, calling, carte_blanche, dealing, exchange, exchange_events, packs,
                              partie, playing, scoring, shuffling_cutting)

MODULES: tuple[ModuleType, ...] = (shuffling_cutting, dealing, carte_blanche, exchange, exchange_events, calling,
                                   playing, scoring, partie, packs, au_cent, agreements)
