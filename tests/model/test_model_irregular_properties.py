"""Random irregular events injected into random deals: no card is lost, the deal always has a next action
or an end, and every irregularity is ruled on by at least one law."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from piquet.model.agents import random_pack
from piquet.model.cards import FULL_PACK, card_set
from piquet.model.deal import DealState, apply, deal_pack, legal_actions, start_deal
from piquet.model.irregular import irregular_actions

from tests.model.model_deals import describe

# How many actions a deal may take: twelve tricks, the exchange and the calls, and the cards played again.
_STEPS = 600


def lost_card(state: DealState) -> str | None:
    """Why the 32 cards of the pack are not each in exactly one place, or None."""
    places = [*state.hands, *state.discards, card_set(state.stock), state.played, state.aside]
    held = [p & FULL_PACK for p in places]
    union = 0
    for p in held:
        union |= p
    if sum(p.bit_count() for p in held) != 32:
        return "a card is in two places or lost"
    return None if union == FULL_PACK else "the pack is not whole"


@given(st.integers(0, 2**32 - 1), st.sampled_from([2, 3]), st.floats(0.05, 0.5))
def test_random_irregularities_keep_the_cards_and_the_deal_and_are_ruled_on(seed: int, by: int,
                                                                             rate: float) -> None:
    rng = random.Random(seed)
    state = start_deal(*deal_pack(random_pack(rng), by))
    injected = 0
    for _ in range(_STEPS):
        problem = lost_card(state)
        assert problem is None, f"no card is lost: {problem}\n{describe(state)}"
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
