"""Properties of random lawful deals played through legal_actions/apply, narrated or not, by the random player."""

from __future__ import annotations

import dataclasses
import math
import random
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

import pytest

from piquet.model.actions import (
    Action, Answer, Call, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink,
)
from piquet.model.agents import random_agent, random_lawful_deal, random_pack
from piquet.model.cards import FULL_PACK, card_set, cards_in
from piquet.model.deal import (
    DealState, IllegalAction, Phase, Role, apply, deal_pack, legal_actions, sample_exchange, start_deal,
)
from piquet.model.declaring import Klass, Verdict
from piquet.model.events import EVENT_KINDS
from piquet.model.play import cards_points

from tests.model.model_deals import describe

seeds = st.integers(0, 2**32 - 1)
modes = st.sampled_from([2, 3])
penalties = st.tuples(st.booleans(), st.booleans())


def accounted(state: DealState) -> str | None:
    """Why the 32 cards are not all in exactly one place, or None."""
    places = [*state.hands, *state.discards, card_set(state.stock), state.played]
    if sum(p.bit_count() for p in places) != 32:
        return "a card is in two places or lost"
    everything = 0
    for p in places:
        everything |= p
    return None if everything == FULL_PACK else "the pack is not whole"


def candidates(state: DealState, rng: random.Random) -> list[Action]:
    """Actions of every kind, lawful or not, to try against legal_actions."""
    hand = state.hands[state.to_move or 0]
    found: list[Action] = [Play(rng.randrange(32)) for _ in range(4)]
    found += [Play(-1), Play(32), Exchange(Role.ELDER, -1, 1)]
    found += [Exchange(Role(rng.randrange(2)), rng.getrandbits(32) & (hand if rng.random() < 0.8 else FULL_PACK),
                       rng.randrange(8), rng.random() < 0.3) for _ in range(4)]
    for role in Role:
        klass = Klass(rng.randrange(1, 4))
        found += [Call(role, klass, rng.randrange(1, 9), rng.choice([None, rng.randrange(80)])), Sink(role, klass),
                  ShowCarteBlanche(role, rng.random() < 0.5)]
    found += [Answer(state.klass, verdict) for verdict in Verdict] + [Inquire(), SeeLeftCards(True)]
    return found


@pytest.mark.law("58", "61", "62", "63", "64", "65", "66", "67", "68", "69")
@pytest.mark.case("XXI")
@given(seeds, modes, penalties)
def test_random_deals_keep_the_laws_at_every_step(seed: int, by: int, reckon_nothing: tuple[bool, bool]) -> None:
    rng = random.Random(seed)
    state = start_deal(*deal_pack(random_pack(rng), by), reckon_nothing=reckon_nothing)
    while True:
        problem = accounted(state)
        assert problem is None, f"all 32 cards accounted for: {problem}\n{describe(state)}"
        legal = legal_actions(state)
        if state.over:
            assert legal == () and state.to_move is None, "nothing is lawful once the deal is over"
            break
        assert legal, f"legal actions are never empty before the end\n{describe(state)}"
        lawful = set(legal)
        for action in rng.sample(legal, min(len(legal), 6)):
            assert apply(state, action).events[:len(state.events)] == state.events, "apply of a legal action succeeds"
        for action in candidates(state, rng):
            if action in lawful:
                apply(state, action)
            else:
                try:
                    apply(state, action)
                except IllegalAction as err:
                    assert "(Law" in err.problem or "Laws" in err.problem or "not a" in err.problem, err.problem
                else:
                    raise AssertionError(f"{action} is not among the legal actions but was applied\n{describe(state)}")
        state = apply(state, rng.choice(legal))
    assert len(state.tricks) == 12 and sum(state.tricks_won) == 12, f"twelve tricks\n{describe(state)}"
    assert_scores_add_up(state)


def assert_scores_add_up(state: DealState) -> None:
    """Every point is narrated, and the deal's score is hand, play, pique or repique and the cards."""
    cards = cards_points(*state.tricks_won)
    for role in Role:
        nominal = sum(state.hand_scores[role]) + state.play_points[role] + state.bonus[role] + cards[role]
        # Law 58; a carte blanche reckons all the same (Case XXI).
        expected = state.hand_scores[role][0] if state.reckon_nothing[role] else nominal
        assert state.scores[role] == expected, f"Laws 58, 61-69: the {role.word}'s score\n{describe(state)}"
        narrated = sum(e.points for e in state.events if e.role is role)
        assert narrated == state.scores[role], f"the narration adds up for the {role.word}\n{describe(state)}"
    totals = (0, 0)
    for event in state.events:
        if event.role is not None:
            totals = (totals[0] + event.points, totals[1]) if event.role is Role.ELDER else (
                totals[0], totals[1] + event.points)
        assert event.totals == totals, f"running totals after {event.text!r}"
    assert all(e.role is Role.ELDER for e in state.events if e.kind == "pique"), "Law 69: only the elder piques"
    assert {e.kind for e in state.events} <= set(EVENT_KINDS), "events are of the fixed kinds"
    assert state.play_points[Role.ELDER] >= 1, "Law 65: the elder's first lead"


@pytest.mark.law("58", "61", "62", "63", "64", "65", "66", "67", "68", "69")
@pytest.mark.case("XXI")
@given(seeds, modes, penalties)
def test_the_random_player_chooses_lawful_actions_narrated_or_not(
        seed: int, by: int, reckon_nothing: tuple[bool, bool]) -> None:
    rng = random.Random(seed)
    dealt = deal_pack(random_pack(rng), by)
    agent = random_agent(rng)
    finals = []
    for narrate in (True, False):
        state = start_deal(*dealt, reckon_nothing=reckon_nothing, narrate=narrate)
        chosen: list[Action] = []
        while not state.over:
            action = agent(state)
            assert action in legal_actions(state), f"the random player chose {action}, not lawful\n{describe(state)}"
            chosen.append(action)
            state = apply(state, action)
        finals.append((state, chosen))
    (narrated, _), (silent, chosen) = finals
    assert_scores_add_up(narrated)
    assert silent.events == (), "a deal not narrated says nothing"
    # The same actions, narrated this time, reach the same state but for the narration (Laws 58, 61-69).
    state = start_deal(*dealt, reckon_nothing=reckon_nothing)
    for action in chosen:
        state = apply(state, action)
    assert dataclasses.replace(silent, events=state.events, narrate=True) == state, \
        f"the deal not narrated scored {silent.scores}, narrated {state.scores}\n{describe(state)}"


@given(seeds)
def test_random_deals_not_narrated_keep_the_scores_of_narrated_ones(seed: int) -> None:
    narrated = random_lawful_deal(random.Random(seed), by=3)
    silent = random_lawful_deal(random.Random(seed), by=3, narrate=False)
    assert (silent.scores, silent.hand_scores, silent.tricks, silent.bonus) == \
        (narrated.scores, narrated.hand_scores, narrated.tricks, narrated.bonus), describe(narrated)
    elder, younger = silent.scores
    assert min(elder, younger) >= 0 and elder + younger >= 12 + 1, "twelve leads and the last trick at least"


@given(seeds)
def test_the_random_player_draws_a_card_as_a_choice_among_the_lawful_plays(seed: int) -> None:
    rng = random.Random(seed)
    state = start_deal(*deal_pack(random_pack(rng), 2))
    while state.phase is not Phase.PLAY:
        state = apply(state, rng.choice(legal_actions(state)))
    for _ in range(rng.randrange(1, 20)):  # a lead, or a card played to one
        state = apply(state, rng.choice(legal_actions(state)))
    draw = rng.getrandbits(32)
    assert random_agent(random.Random(draw))(state) == random.Random(draw).choice(legal_actions(state)), \
        describe(state)


@pytest.mark.law("22", "34")
def test_a_sampled_exchange_is_uniform_over_the_lawful_ones() -> None:
    """The younger, the elder having taken five, may discard one, two or three of his twelve: 298
    exchanges (Laws 22, 34). Drawn 100 times each on average, the counts pass a chi-square test at a
    level of about one in a million (Wilson-Hilferty), from a fixed seed; so do the numbers of draws
    discarding one, two and three (two degrees of freedom: the level is exp(-x/2) exactly), the test
    that sees a kind drawn too often or too rarely."""
    elder, younger, stock = deal_pack(list(range(32)), 2)
    state = start_deal(elder, younger, stock)
    state = apply(state, Exchange(Role.ELDER, card_set(list(cards_in(elder))[:5]), 5))
    lawful = legal_actions(state)
    assert len(lawful) == 12 + 66 + 220
    rng = random.Random(1882)
    draws = 100 * len(lawful)
    counts: Counter[Action] = Counter(sample_exchange(state, rng) for _ in range(draws))
    assert set(counts) == set(lawful), "every lawful exchange is drawn, and only those"
    expected = draws / len(lawful)
    chi_square = sum((counts[a] - expected) ** 2 / expected for a in lawful)
    free = len(lawful) - 1
    bound = free * (1 - 2 / (9 * free) + 4.75 * math.sqrt(2 / (9 * free))) ** 3
    assert chi_square < bound, f"chi-square {chi_square:.0f} over {free} degrees of freedom (bound {bound:.0f})"
    by_number = Counter(a.discard.bit_count() for a in counts.elements() if isinstance(a, Exchange))
    kinds = {n: math.comb(12, n) * draws / len(lawful) for n in (1, 2, 3)}
    by_kind = sum((by_number[n] - e) ** 2 / e for n, e in kinds.items())
    assert by_kind < -2 * math.log(1e-6), f"discards of one, two, three drawn {by_number}, expected {kinds}"
