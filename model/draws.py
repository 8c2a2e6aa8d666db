"""The random player's draws, the same numbers :class:`random.Random` would give, drawn in compiled code.

``rng.randrange(n)``, ``rng.choice(seq)``, ``rng.shuffle(pack)`` and ``rng.sample(cards, n)`` each go
through several Python frames of :mod:`random` for one ``getrandbits``; the
deal's flow draws some sixty times a deal (:class:`Draws`). These do what CPython's do, from
the same ``getrandbits`` calls in the same order (its
``_randbelow_with_getrandbits``), so that a seed plays the same deal either
way (tests/model/test_model_draws.py). Any other generator (a subclass, which
may draw its own way) is asked through its own methods.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final, TypeVar

__all__ = ["Draws"]

T = TypeVar("T")

_RANDOM: Final = random.Random
# CPython's sample draws from a pool whenever the population is no larger than this (setsize, at its least).
_POOLED: Final = 21


class Draws:
    """The draws of ``rng``, made in compiled code as :class:`random.Random` makes them.

    Its ``getrandbits`` is looked up once, here: a method looked up at each call costs as much as the
    draw itself. A player drawing all through a deal keeps one.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.native = type(rng) is _RANDOM
        self.getrandbits: Callable[[int], int] = rng.getrandbits

    def below(self, n: int) -> int:
        """``rng.randrange(n)`` for ``n`` > 0: the same draw."""
        if not self.native:
            return self.rng.randrange(n)
        bits = n.bit_length()
        drawn = self.getrandbits(bits)
        while drawn >= n:
            drawn = self.getrandbits(bits)
        return drawn

    def choice(self, options: Sequence[T]) -> T:
        """``rng.choice(options)`` of a sequence not empty: the same draw."""
        return options[self.below(len(options))]

    def shuffle(self, items: list[T]) -> None:
        """``rng.shuffle(items)``: the same order."""
        if not self.native:
            self.rng.shuffle(items)
            return
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, population: Sequence[T], k: int) -> list[T]:
        """``rng.sample(population, k)`` for a population of at most 21 (a hand of cards): the same draw.

        CPython draws so small a population by taking each pick out of a pool, the last of the pool put
        in its place (``random.Random.sample``, its pool branch for populations up to 21 items and more
        for k of 5 or fewer).
        """
        n = len(population)
        if not self.native or n > _POOLED or not 0 <= k <= n:
            return self.rng.sample(population, k)
        pool = list(population)
        picked: list[T] = []
        for i in range(k):
            j = self.below(n - i)
            picked.append(pool[j])
            pool[j] = pool[n - i - 1]  # the last of the pool fills the pick's place
        return picked
