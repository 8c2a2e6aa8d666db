"""The helpers the compiled flow reads its values through (issue 12's speed) give what Python's own operations
give: a role's value of a pair as ``pair[role]``, a card set's count as ``int.bit_count``, a call or a sink as
the one value made of it, a dialogue as the NamedTuple's constructor; and the narration pad the lawful steps share
carries nothing from one step to the next."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from piquet.model.actions import SINKS, Call, as_call, call_of, sink
from piquet.model.agents import random_agent, random_pack
from piquet.model.cards import FULL_PACK, count
from piquet.model.deal import advance, apply, deal_pack, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.roles import Role, adversary, flag_of, of, with_of
from piquet.model.state import Dialogue, WorkingDeal, dialogue_of

roles = st.sampled_from(list(Role))
numbers = st.integers(min_value=-(2**70), max_value=2**70)


@given(roles, numbers, numbers, numbers)
def test_a_roles_value_is_its_place_in_the_pair(role: Role, elder: int, younger: int, value: int) -> None:
    pair = (elder, younger)
    assert of(pair, role) == pair[role]
    replaced = with_of(pair, role, value)
    assert replaced[role] == value and replaced[role.adversary] == pair[role.adversary], f"{role.word}: {replaced}"
    assert flag_of((True, False), role) is (role is Role.ELDER)
    assert adversary(role) is role.adversary


@given(numbers)
def test_a_card_set_counts_as_bit_count_does(cards: int) -> None:
    assert count(cards) == cards.bit_count(), f"{cards:#x}"


@given(st.integers(min_value=0, max_value=FULL_PACK))
def test_a_set_of_the_packs_cards_counts_as_bit_count_does(cards: int) -> None:
    # The pack's sets (the solver's hands) are counted by their bits summed in place, not by bit_count.
    assert count(cards) == cards.bit_count(), f"{cards:#x}"


@given(roles, st.sampled_from(list(Klass)), st.integers(min_value=-3, max_value=40),
       st.none() | st.integers(min_value=-3, max_value=200))
def test_a_call_is_the_one_value_made_of_it(role: Role, klass: Klass, number: int, detail: int | None) -> None:
    made = call_of(role, klass, number, detail)
    assert made == Call(role, klass, number, detail)
    if 0 <= number < 16 and (detail is None or 0 <= detail < 127):  # a call a hand can make: kept, made once
        assert call_of(role, klass, number, detail) is made
    assert sink(role, klass) is SINKS[role][klass - 1]


@given(roles, st.sampled_from(list(Klass)), st.integers(min_value=1, max_value=12 << 3 | 7))
def test_a_called_option_splits_as_it_always_has(role: Role, klass: Klass, option: int) -> None:
    count_alone = klass is Klass.POINT or (klass is Klass.SEQUENCE and role is Role.ELDER)
    expected = Call(role, klass, option) if count_alone else Call(role, klass, option >> 3, option & 7)
    assert as_call(role, klass, option) == expected


@given(st.none() | st.integers(), st.none() | st.integers(), st.none() | st.sampled_from(list(Verdict)),
       st.booleans(), st.none() | st.integers(), st.booleans())
def test_a_dialogue_made_natively_is_the_named_tuple(called: int | None, detail: int | None,
                                                      verdict: Verdict | None, inquired: bool,
                                                      younger: int | None, admitted: bool) -> None:
    made = dialogue_of(called, detail, verdict, inquired, younger, admitted)
    assert type(made) is Dialogue and made == Dialogue(called, detail, verdict, inquired, younger, admitted)
    assert made.verdict is verdict and made._replace(inquired=not inquired).inquired is not inquired


@given(st.integers(min_value=0, max_value=2**32))
def test_the_shared_narration_pad_carries_nothing_between_deals(seed: int) -> None:
    """Two deals played in turn, a step of each at a time, on working states and on immutable ones (both
    write on the one pad), end as each ends played alone."""
    def dealt(rng: random.Random) -> WorkingDeal:
        elder, younger, stock = deal_pack(random_pack(rng), 2)
        return WorkingDeal.thaw(start_deal(elder, younger, stock, narrate=seed % 2 == 0))

    alone = []
    for offset in (0, 1):
        rng = random.Random(seed + offset)
        work, agent = dealt(rng), random_agent(rng)
        while work.to_move is not None:
            advance(work, agent(work))
        alone.append(work.freeze())
    rngs = [random.Random(seed), random.Random(seed + 1)]
    works = [dealt(rng) for rng in rngs]
    agents = [random_agent(rng) for rng in rngs]
    frozen = works[1].freeze()
    while works[0].to_move is not None or frozen.to_move is not None:
        if works[0].to_move is not None:
            advance(works[0], agents[0](works[0]))
        if frozen.to_move is not None:
            frozen = apply(frozen, agents[1](frozen))
    assert works[0].freeze().scores == alone[0].scores and works[0].freeze().events == alone[0].events
    assert frozen.scores == alone[1].scores and frozen.events == alone[1].events, f"seed {seed}"
