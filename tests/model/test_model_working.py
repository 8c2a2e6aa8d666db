"""A deal worked on in place (WorkingDeal, advance) is the deal apply plays: the same states and scores.

The speed of the in-place flow cannot change a verdict: for the same seed,
the random player's deal played in place and played step by step through
``apply`` on immutable states reach the same state, step for step.
"""

from __future__ import annotations

import ast
import dataclasses
import pickle
import random
from pathlib import Path

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import pytest

from piquet.model.agents import play_deal, random_agent, random_lawful_deal, random_pack
from piquet.model.counts import Counts, undealable
from piquet.model.deal import advance, apply, deal_pack, legal_actions, start_deal
from piquet.model.state import DealFields, DealState, Phase, WorkingDeal, draft, settle
from piquet.testing.strategies import Deal, misdeals
from tests.model.model_deals import describe

seeds = st.integers(min_value=0, max_value=2**64)
hands_of = st.sampled_from([(False, False), (True, False), (False, True)])


def step_by_step(seed: int, by: int, narrate: bool, reckon_nothing: tuple[bool, bool] = (False, False)) -> DealState:
    """:func:`random_lawful_deal`'s deal, each action carried out by :func:`apply` on immutable states."""
    rng = random.Random(seed)
    elder, younger, stock = deal_pack(random_pack(rng), by)
    agent = random_agent(rng)
    state = start_deal(elder, younger, stock, reckon_nothing=reckon_nothing, narrate=narrate)
    return play_deal(state, agent, agent)


@settings(max_examples=300)
@given(seeds, st.sampled_from([2, 3]), st.booleans(), hands_of)
def test_a_random_deal_in_place_is_the_deal_apply_plays(seed: int, by: int, narrate: bool,
                                                        reckon_nothing: tuple[bool, bool]) -> None:
    fast = random_lawful_deal(random.Random(seed), by, reckon_nothing, narrate=narrate)
    slow = step_by_step(seed, by, narrate, reckon_nothing)
    assert type(fast) is DealState and type(slow) is DealState, "both end as immutable states"
    assert (fast.scores, fast.hand_scores, fast.bonus, fast.tricks_won) == \
        (slow.scores, slow.hand_scores, slow.bonus, slow.tricks_won), \
        f"in place scored {fast.scores}, step by step {slow.scores}\n{describe(slow)}"
    assert fast == slow, f"the same deal, field for field\n{describe(slow)}"
    assert fast.events == slow.events and fast.step == slow.step


@settings(max_examples=100)
@given(seeds, st.booleans())
def test_advance_keeps_step_with_apply_at_every_action(seed: int, narrate: bool) -> None:
    rng = random.Random(seed)
    state = start_deal(*deal_pack(random_pack(rng), 2), narrate=narrate)
    work = WorkingDeal.thaw(state)
    while state.to_move is not None:
        actions = legal_actions(state)
        assert legal_actions(work) == actions, f"the same lawful actions in place\n{describe(state)}"
        action = rng.choice(actions)
        before = state
        state = apply(state, action)
        advance(work, action)
        assert work.freeze() == state, f"after {action}, in place and by apply differ\n{describe(state)}"
        assert state.previous is before and type(state) is DealState
    assert work.over and work.freeze() == state


@pytest.mark.law("11", "12", "44", "58", "75")
@settings(max_examples=100)
@given(seeds, misdeals())
def test_advance_keeps_step_with_apply_through_the_options_of_a_misdeal(seed: int, misdealt: Deal) -> None:
    """A misdealt deal opens with the elder's option (Law 11) or is void (Laws 12, 75); one that stands may
    leave a hand of thirteen and its penalty's option (Laws 44, 58): elections go through the irregular
    game, on the state the working one stands for."""
    assume(undealable(Counts(misdealt[0].bit_count(), misdealt[1].bit_count(), len(misdealt[2]))) is None)
    rng = random.Random(seed)
    agent = random_agent(rng)
    state = start_deal(*misdealt, misdeal=True)
    work = WorkingDeal.thaw(state)
    elections = 0
    while state.to_move is not None:
        action = agent(state)
        elections += state.phase is Phase.OPTION
        state = apply(state, action)
        advance(work, action)
        assert work.freeze() == state, f"after {action}, in place and by apply differ\n{describe(state)}"
    assert work.phase is state.phase and work.scores == state.scores
    assert elections or state.rulings == () or state.void, "a misdeal's option, if any, was elected"


@given(seeds)
def test_apply_leaves_its_state_as_it_was(seed: int) -> None:
    rng = random.Random(seed)
    state = start_deal(*deal_pack(random_pack(rng), 2))
    while state.to_move is not None:
        copy = dataclasses.replace(state)
        after = apply(state, rng.choice(legal_actions(state)))
        assert state == copy and state.events == copy.events, f"apply changed the state before\n{describe(state)}"
        state = after


def test_a_frozen_state_stays_as_it_was_while_the_working_one_moves_on() -> None:
    rng = random.Random(1882)
    work = WorkingDeal.thaw(start_deal(*deal_pack(random_pack(rng), 2)))
    agent = random_agent(rng)
    frozen = work.freeze()
    advance(work, agent(work))
    assert frozen.step == 0 and work.step == 1
    assert frozen.hands != work.hands, "the elder's exchange changed his hand in the working state only"
    assert frozen.phase is not work.phase


MODEL = Path(__file__).resolve().parents[2] / "model"


def test_every_field_of_a_state_is_copied() -> None:
    """The states' copier (thaw, freeze, draft) sets each field of DealFields by name, each once: read from
    its source, so a field added to DealFields and not to the copier fails here, naming it."""
    tree = ast.parse((MODEL / "state.py").read_text(encoding="utf-8"))
    copier = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "_copy_fields")
    copied = [t.attr for n in copier.body if isinstance(n, ast.Assign) for t in n.targets
              if isinstance(t, ast.Attribute)]
    fields = [f.name for f in dataclasses.fields(DealFields) if f.init]
    assert sorted(copied) == sorted(fields), \
        f"not copied: {sorted(set(fields) - set(copied))}; copied, not fields: {sorted(set(copied) - set(fields))}"
    assert len(copied) == len(set(copied)), "a field copied twice"


@given(seeds)
def test_a_state_copied_is_the_same_state_field_for_field(seed: int) -> None:
    rng = random.Random(seed)
    state = start_deal(*deal_pack(random_pack(rng), 2))
    for _ in range(rng.randrange(1, 40)):
        if state.to_move is None:
            break
        state = apply(state, rng.choice(legal_actions(state)))
    for copy in (WorkingDeal.thaw(state).freeze(), settle(draft(state)), pickle.loads(pickle.dumps(state))):
        assert type(copy) is DealState and copy == state and copy is not state
        for each in dataclasses.fields(DealFields):
            if each.init:
                assert getattr(copy, each.name) == getattr(state, each.name), f"{each.name} not copied"


def test_a_state_refuses_every_change_a_working_one_takes_them() -> None:
    rng = random.Random(1882)
    dealt = start_deal(*deal_pack(random_pack(rng), 2))
    work = WorkingDeal.thaw(dealt)
    after = apply(dealt, rng.choice(legal_actions(dealt)))
    made = (dealt, after, work.freeze(), DealState(Phase.OVER, None, (0, 0), (), (0, 0), (False, False),
                                                      ("A", "B"), None),
            dataclasses.replace(dealt, step=5), pickle.loads(pickle.dumps(after)))
    for state in made:
        with pytest.raises(dataclasses.FrozenInstanceError):
            state.step = 9
        assert state.step != 9
    work.step = 9
    assert work.step == 9 and dealt.step == 0, "a working state is changed where it stands, its origin is not"
