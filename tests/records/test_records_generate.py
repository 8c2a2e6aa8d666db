"""Random lawful records: reproducible from the seed, and replaying to what was played."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from piquet.model.agents import random_lawful_deal
from piquet.model.deal import DealState
from piquet.model.partie import PLAYERS
from piquet.records import parse_record, record_text
from piquet.records.generate import random_record
from piquet.records.replay import replay

SEEDS = st.integers(min_value=0, max_value=2**64)


def engine_deals(seed: int, count: int, by: int = 2) -> list[DealState]:
    """The same deals played straight through the engine's own random play.

    :func:`random_record` draws the first dealer, then for each deal
    shuffles a pack and lets the random agent choose, all from one
    ``random.Random(seed)``: so does this, without any record in between.
    """
    rng = random.Random(seed)
    rng.choice(PLAYERS)
    return [random_lawful_deal(rng, by) for _ in range(count)]


@given(SEEDS, st.integers(min_value=1, max_value=3), st.sampled_from([2, 3]))
def test_a_played_record_replays_to_the_scores_the_engine_played(seed: int, deals: int, by: int) -> None:
    text = record_text(random_record(seed, deals=deals, by=by))
    replayed = replay(parse_record(json.loads(text)))
    played = engine_deals(seed, deals, by)
    assert [d.state.scores for d in replayed.deals] == [s.scores for s in played]
    assert [d.state.tricks_won for d in replayed.deals] == [s.tricks_won for s in played]
    assert [[(e.kind, e.points) for e in d.events] for d in replayed.deals] == \
        [[(e.kind, e.points) for e in s.events] for s in played], "the same deal, step for step"


@given(SEEDS)
def test_the_same_seed_gives_the_same_record_byte_for_byte(seed: int) -> None:
    assert record_text(random_record(seed, deals=2)) == record_text(random_record(seed, deals=2))


def test_different_seeds_give_different_records() -> None:
    assert len({record_text(random_record(seed)) for seed in range(5)}) == 5


@pytest.mark.law("16")
def test_scores_before_run_on_from_deal_to_deal() -> None:
    record = random_record(3, deals=3)
    replayed = replay(record)
    for earlier, later in zip(replayed.deals, replayed.deals[1:]):
        assert later.deal.scores_before is not None
        assert later.deal.scores_before.A == earlier.scores_before.A + earlier.scores.A
        assert later.deal.scores_before.B == earlier.scores_before.B + earlier.scores.B
    assert [d.deal.dealer for d in replayed.deals][::2] == [record.deals[0].dealer] * 2, \
        "the players deal alternately (Law 16)"


@pytest.mark.law("71")
@pytest.mark.parametrize(("four_deals", "lengths"), [(False, (6, 8)), (True, (4, 6))])
def test_a_played_partie_runs_its_course(four_deals: bool, lengths: tuple[int, int]) -> None:
    for seed in range(3):
        record = random_record(seed, partie=True, four_deals=four_deals, by=3)
        replayed = replay(record)
        assert replayed.finished, "the partie is over (Law 71)"
        assert len(record.deals) in lengths
        assert record.partie is not None and record.partie.deal_by == 3
        assert replayed.totals.A != replayed.totals.B or len(record.deals) == lengths[1], \
            "a tie after the regular deals: one more deal each (Law 71)"
