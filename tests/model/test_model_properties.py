"""Properties of random lawful deals, played through legal_actions/apply and through the fast play-out."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from piquet.model.actions import (
    Action, Answer, Call, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink,
)
from piquet.model.agents import random_pack
from piquet.model.cards import FULL_PACK, card_set
from piquet.model.deal import DealState, IllegalAction, Role, apply, deal_pack, legal_actions, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.events import EVENT_KINDS
from piquet.model.play import cards_points
from piquet.model.rollout import Trace, random_deal_scores, rollout

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


@given(seeds, modes, penalties)
def test_the_fast_play_out_agrees_with_legal_actions_and_apply(
        seed: int, by: int, reckon_nothing: tuple[bool, bool]) -> None:
    rng = random.Random(seed)
    elder, younger, stock = deal_pack(random_pack(rng), by)
    trace: Trace = []
    scores = rollout(elder, younger, stock, rng, reckon_nothing=reckon_nothing, trace=trace)
    state = start_deal(elder, younger, stock, reckon_nothing=reckon_nothing)
    for action, choices in trace:
        legal = legal_actions(state)
        assert action in legal, f"the play-out chose {action}, not lawful\n{describe(state)}"
        assert len(legal) == choices, f"the play-out chose among {choices} actions, not {len(legal)}\n{describe(state)}"
        state = apply(state, action)
    assert state.over and state.scores == scores, f"play-out scored {scores}\n{describe(state)}"
    assert_scores_add_up(state)


@given(seeds)
def test_fast_random_deals_score_within_bounds(seed: int) -> None:
    elder, younger = random_deal_scores(random.Random(seed), by=3)
    assert min(elder, younger) >= 0 and elder + younger >= 12 + 1, "twelve leads and the last trick at least"
