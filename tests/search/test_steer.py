"""The hand conditions of the classes, posed to Z3: necessary, and met by the deals they steer to."""

from __future__ import annotations

import random

import pytest

from piquet.model.cards import format_cards
from piquet.search.candidates import Candidate, draw
from piquet.search.classes import CLASSES
from piquet.search.registry import class_named
from piquet.search.steer import holds, steer


def _described(candidate: Candidate) -> str:
    elder, lawful, _ = candidate.hands()
    return (f"elder {format_cards(elder)} | younger {format_cards(lawful)} "
            f"| card too many {format_cards(1 << candidate.extra_card)}")


@pytest.mark.law("58", "62", "63", "64", "66")
@pytest.mark.parametrize("name", [c.name for c in CLASSES if c.steer is not None])
def test_a_class_condition_is_necessary_every_deal_its_exact_test_passes_meets_it(name: str) -> None:
    # The condition only cuts deals the class's exact test on the hands (the capot searched, Law 66; the
    # holdings compared, Laws 58, 62-64) rejects: every drawn deal that passes the test meets it.
    klass = class_named(name)
    assert klass is not None and klass.steer is not None and klass.hands is not None
    rng = random.Random(f"necessary {name}")
    passed = 0
    for index in range(3000):
        candidate = draw(rng, index, klass.strong_elder)
        if klass.hands(candidate):
            passed += 1
            assert holds(klass.steer, candidate), _described(candidate)
    assert passed >= 5, f"only {passed} deals of 3000 passed the test: too few to check the condition"


@pytest.mark.parametrize("name", [c.name for c in CLASSES if c.steer is not None])
def test_a_steered_deal_meets_its_condition_and_is_a_deal_of_the_same_shape(name: str) -> None:
    klass = class_named(name)
    assert klass is not None and klass.steer is not None
    first: dict[int, Candidate] = {}
    # The same seed gives the same deal, whatever Z3 learnt from the questions asked before.
    for index in list(range(8)) + list(range(8)):
        rng = random.Random(f"steer {index}")
        drawn = draw(rng, index, klass.strong_elder)
        steered = steer(drawn, klass.steer, rng)
        assert steered is not None and holds(klass.steer, steered), _described(drawn)
        assert first.setdefault(index, steered) == steered, f"unit {index} steered two ways"
        cards = steered.elder + steered.younger + steered.stock
        assert sorted(cards) == list(range(32)), _described(steered)
        assert len(steered.younger_discard) == len(drawn.younger_discard) and len(steered.elder_discard) == 5
        assert set(steered.elder_discard) <= set(steered.elder) and set(steered.younger_discard) <= set(steered.younger)
        assert steered.before == drawn.before
