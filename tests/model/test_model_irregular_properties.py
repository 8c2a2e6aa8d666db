"""Random irregular events injected into random deals, regular or misdealt (Laws 11-12, 38-43, 75): no card
is lost, the deal always has a next action or an end (an option awaiting election is always the phase's
and offers an election), and every irregularity is ruled on by at least one law."""

from __future__ import annotations

import random

from hypothesis import assume, example, given
from hypothesis import strategies as st

import pytest

from piquet.model.agents import random_pack
from piquet.model.cards import FULL_PACK, CardSet, card_set
from piquet.model.counts import Counts, undealable
from piquet.model.deal import DealState, IllegalAction, Phase, apply, deal_pack, legal_actions, start_deal
from piquet.model.actions import Action, Elect
from piquet.model.irregular import irregular_actions, Irregular
from piquet.testing.strategies import Deal, misdeals

from tests.model.model_deals import describe

# How many actions a deal may take: twelve tricks, the exchange and the calls, and the cards played again.
_STEPS = 600


def _places(state: DealState) -> list[CardSet]:
    places = (*state.hands, *state.discards, card_set(state.stock), state.played, state.in_play.aside)
    return [p & FULL_PACK for p in places]


def lost_card(state: DealState, pack: CardSet = FULL_PACK) -> str | None:
    """Why the cards of the pack dealt (all 32 unless it was short) are not each in exactly one place, or None."""
    held = _places(state)
    union = 0
    for p in held:
        union |= p
    if sum(p.bit_count() for p in held) != pack.bit_count():
        return "a card is in two places or lost"
    return None if union == pack else "the pack is not whole"


def waiting_on_nothing(state: DealState) -> str | None:
    """Why the state waits on an election that nobody can make, or None (an option raised while another
    was pending once resumed into the phase OPTION with no option left)."""
    if state.phase is Phase.OPTION and (state.option is None or not state.option.blocking):
        return "the phase is an option's, but no option awaits election"
    if state.option is not None and state.option.blocking and state.phase is not Phase.OPTION:
        return f"an option awaits election, but the phase is {state.phase.name}"
    return None


def _start(rng: random.Random, by: int, misdealt: Deal | None) -> DealState:
    if misdealt is None:
        return start_deal(*deal_pack(random_pack(rng), by))
    counts = Counts(misdealt[0].bit_count(), misdealt[1].bit_count(), len(misdealt[2]))
    assume(undealable(counts) is None)
    return start_deal(*misdealt, misdeal=True)


@pytest.mark.case("III")
@given(st.integers(0, 2**32 - 1), st.sampled_from([2, 3]), st.floats(0.05, 0.5), st.none() | misdeals())
@example(seed=1070, by=2, rate=0.5, misdealt=(2047, 1090254848, (24, 25, 26, 27, 28, 29, 18, 31)))  # Case III
def test_random_irregularities_keep_the_cards_and_the_deal_and_are_ruled_on(seed: int, by: int, rate: float,
                                                                             misdealt: Deal | None) -> None:
    rng = random.Random(seed)
    state = _start(rng, by, misdealt)
    pack = 0
    for p in _places(state):
        pack |= p
    injected = 0
    for _ in range(_STEPS):
        problem = lost_card(state, pack) or waiting_on_nothing(state)
        assert problem is None, f"{problem}\n{describe(state)}"
        legal, irregular = legal_actions(state), irregular_actions(state)
        if state.over and (not irregular or rng.random() < 0.7):
            break
        assert legal or irregular, f"the deal has a next action or an end\n{describe(state)}"
        if irregular and (not legal or rng.random() < rate):
            kinds = sorted({type(a).__name__ for a in irregular})  # each kind as likely, whatever its count
            kind = rng.choice(kinds)
            action = rng.choice([a for a in irregular if type(a).__name__ == kind])
            before = state.rulings
            state = apply(state, action)
            injected += 1
            assert state.rulings != before, f"{action} is ruled on (a new ruling, or an election)\n{describe(state)}"
        else:
            state = apply(state, rng.choice(legal))
    else:
        raise AssertionError(f"the deal ends within {_STEPS} actions\n{describe(state)}")
    assert state.over, describe(state)
    for ruling in state.rulings:
        assert ruling.laws, f"{ruling.kind}: a ruling cites at least one law"
    if injected:
        assert state.rulings, "an irregularity leaves a ruling"


def _of_each_kind(rng: random.Random, actions: tuple[Action | Irregular | Elect, ...],
                  many: int) -> list[Action | Irregular | Elect]:
    """Up to ``many`` of the ``actions`` of each kind (an exchange has hundreds of discards, each alike)."""
    kinds: dict[str, list[Action | Irregular | Elect]] = {}
    for action in actions:
        kinds.setdefault(type(action).__name__, []).append(action)
    return [a for same in kinds.values() for a in rng.sample(same, min(many, len(same)))]


@given(st.integers(0, 2**32 - 1), st.sampled_from([2, 3]), st.floats(0.05, 0.5), st.none() | misdeals())
def test_every_action_offered_can_be_carried_out(seed: int, by: int, rate: float, misdealt: Deal | None) -> None:
    """What the model offers, lawful or irregular, it carries out: along a random deal, at each step two
    actions of each kind offered are applied (once an acceptance of a fresh deal, offered while an option
    awaited election, was refused by the election's own check)."""
    rng = random.Random(seed)
    state = _start(rng, by, misdealt)
    for _ in range(_STEPS):
        legal, irregular = legal_actions(state), irregular_actions(state)
        for action in _of_each_kind(rng, (*legal, *irregular), 2):
            try:
                apply(state, action)
            except IllegalAction as refused:
                raise AssertionError(f"{action} is offered but refused: {refused}\n{describe(state)}") from None
        if state.over and (not irregular or rng.random() < 0.7):
            break
        if irregular and (not legal or rng.random() < rate):
            state = apply(state, rng.choice(irregular))
        else:
            state = apply(state, rng.choice(legal))
