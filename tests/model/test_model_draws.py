"""The random player's draws (piquet.model.draws.Draws, compiled) are the draws of random.Random: a seed plays the same
deal whether the flow is compiled or not, and the random player chooses as ``rng.choice`` of the lawful actions
would (tests/model/test_model_properties.py)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from piquet.model.draws import Draws

seeds = st.integers(min_value=0, max_value=2**64)


@given(seeds, st.integers(min_value=1, max_value=2**70))
def test_below_draws_what_randrange_draws(seed: int, n: int) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    draws = Draws(ours)
    drawn = [draws.below(n) for _ in range(5)]
    assert drawn == [theirs.randrange(n) for _ in range(5)], f"seed {seed}, below {n}"
    assert ours.getstate() == theirs.getstate(), "as many bits drawn: the draws after these are the same too"


@given(seeds, st.lists(st.integers(), min_size=1, max_size=40))
def test_choice_and_shuffle_draw_what_random_draws(seed: int, items: list[int]) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    draws = Draws(ours)
    assert draws.choice(items) == theirs.choice(items)
    mine, yours = list(items), list(items)
    draws.shuffle(mine)
    theirs.shuffle(yours)
    assert mine == yours, f"seed {seed}: the shuffled order"
    assert ours.getstate() == theirs.getstate()


@given(seeds, st.lists(st.integers(), max_size=30), st.data())
def test_sample_draws_what_random_samples(seed: int, items: list[int], data: st.DataObject) -> None:
    """The same picks in the same order, for a hand of cards and for populations past the pool's bound."""
    k = data.draw(st.integers(min_value=0, max_value=len(items)), label="k")
    ours, theirs = random.Random(seed), random.Random(seed)
    assert Draws(ours).sample(items, k) == theirs.sample(items, k), f"seed {seed}: {k} of {len(items)}"
    assert ours.getstate() == theirs.getstate()


class _Counting(random.Random):
    """A generator of its own: its draws are asked through its own methods."""

    def randrange(self, *args: int, **kwargs: int) -> int:  # type: ignore[override]
        return 0


def test_another_generator_draws_its_own_way() -> None:
    rng = _Counting(1)
    draws = Draws(rng)
    assert draws.below(7) == 0 and draws.choice("xyz") == "x"
