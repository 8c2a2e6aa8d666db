"""The random player's draws, the same numbers :class:`random.Random` would give, drawn in compiled code.

``rng.randrange(n)``, ``rng.choice(seq)``, ``rng.shuffle(pack)`` and ``rng.sample(cards, n)`` each go
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

__all__ = ["below", "choice", "shuffle", "sample"]

T = TypeVar("T")

_RANDOM: Final = random.Random
# CPython's sample draws from a pool whenever the population is no larger than this (setsize, at its least).
_POOLED: Final = 21


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


def sample(rng: random.Random, population: Sequence[T], k: int) -> list[T]:
    """``rng.sample(population, k)`` for a population of at most 21 (a hand of cards): the same draw.

    CPython draws so small a population by taking each pick out of a pool, the last of the pool put
    in its place (``random.Random.sample``, its pool branch for populations up to 21 items and more
    for k of 5 or fewer).
    """
    n = len(population)
    if type(rng) is not _RANDOM or n > _POOLED or not 0 <= k <= n:
        return rng.sample(population, k)
    pool = list(population)
    picked: list[T] = []
    for i in range(k):
        j = below(rng, n - i)
        picked.append(pool[j])
        pool[j] = pool[n - i - 1]  # the last of the pool fills the pick's place
    return picked

