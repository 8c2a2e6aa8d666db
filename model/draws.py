"""The random player's draws, the same numbers :class:`random.Random` would give, drawn in compiled code.

``rng.randrange(n)``, ``rng.choice(seq)`` and ``rng.shuffle(pack)`` each go
through several Python frames of :mod:`random` for one ``getrandbits``; the
deal's flow draws some thirty times a deal. These do what CPython's do, from
the same ``getrandbits`` calls in the same order (its
``_randbelow_with_getrandbits``), so that a seed plays the same deal either
way (tests/model/test_model_draws.py). Any other generator (a subclass, which
may draw its own way) is asked through its own methods.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final, TypeVar

__all__ = ["below", "choice", "shuffle"]

T = TypeVar("T")

_RANDOM: Final = random.Random


def below(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` for ``n`` > 0: the same draw."""
    if type(rng) is not _RANDOM:
        return rng.randrange(n)
    bits = n.bit_length()
    drawn: int = rng.getrandbits(bits)
    while drawn >= n:
        drawn = rng.getrandbits(bits)
    return drawn


def choice(rng: random.Random, options: Sequence[T]) -> T:
    """``rng.choice(options)`` of a sequence not empty: the same draw."""
    return options[below(rng, len(options))]


def shuffle(rng: random.Random, items: list[T]) -> None:
    """``rng.shuffle(items)``: the same order."""
    if type(rng) is not _RANDOM:
        rng.shuffle(items)
        return
    for i in range(len(items) - 1, 0, -1):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]
