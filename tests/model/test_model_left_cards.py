"""The cards the younger hand leaves (Laws 36-37): who may see them, and the younger who mixes them with
his discard unshown. Each case is also read by the spec's judge, so the model and the clauses are
checked against each other on the same state."""

from __future__ import annotations


import pytest

from piquet.model.actions import Exchange, Play, SeeLeftCards
from piquet.model.deal import DealState, apply, legal_actions, start_deal
from piquet.model.irregular import irregular_actions, HideLeft, LookAtLeft, SeeDiscard
from piquet.model.roles import Role
from piquet.conformance.situation import situation
from piquet.spec.domains.exchange_events import EXCHANGE_EVENTS
from piquet.testing.laws import laws_for

from tests.model.model_deals import describe, shuffled

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
READINGS = ("literal", "harmonised")


def _younger_leaves_two(seed: int = 2) -> DealState:
    """The elder takes five; the younger discards one and takes one, leaving two on the stock."""
    state = start_deal(*shuffled(seed))
    for role, size in ((ELDER, 5), (YOUNGER, 1)):
        state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Exchange) and a.role is role
                                  and a.discard.bit_count() == size and a.take == size))
    assert state.left == (0, 2) and len(state.stock) == 2, describe(state)
    return state


def _to_election(state: DealState) -> DealState:
    """Play on by the first lawful action until the younger's election of Law 36 is due (after the lead)."""
    while not any(isinstance(a, SeeLeftCards) for a in legal_actions(state)):
        state = apply(state, legal_actions(state)[0])
    return state


def _lead(state: DealState) -> DealState:
    while state.lead is None:
        state = apply(state, legal_actions(state)[0])
    return state


def _breaches(state: DealState, reading: str) -> set[str]:
    values = situation(state, EXCHANGE_EVENTS.name)
    return {b.key for b in laws_for(EXCHANGE_EVENTS, reading).judge(values)}


def _offered(state: DealState) -> list[object]:
    return [a for a in irregular_actions(state) if isinstance(a, (HideLeft, LookAtLeft, SeeDiscard))]


@pytest.mark.law("36")
def test_cards_left_and_unseen_keep_every_law() -> None:
    state = apply(_to_election(_younger_leaves_two()), SeeLeftCards(False))
    for reading in READINGS:
        assert not _breaches(state, reading), f"{reading}: a lawful election of Law 36\n{describe(state)}"


@pytest.mark.law("36")
@pytest.mark.parametrize("role", list(Role), ids=lambda r: r.word)
def test_looking_at_cards_nobody_may_see_breaks_law_36(role: Role) -> None:
    state = apply(_to_election(_younger_leaves_two()), SeeLeftCards(False))
    assert _offered(state) == [LookAtLeft(ELDER), LookAtLeft(YOUNGER)], "Law 36: once he elects not to look"
    after = apply(state, LookAtLeft(role))
    assert after.rulings[-1].clauses == ("36.4",) and after.rulings[-1].offender is role
    assert after.hands == state.hands and after.scores == state.scores, "the Laws give no penalty for it"
    for reading in READINGS:
        assert "36.4" in _breaches(after, reading), f"{reading}: the spec reads the same act as forbidden"


@pytest.mark.law("36")
def test_no_election_is_offered_before_the_lead_nor_looking_after_electing_to_look() -> None:
    state = _younger_leaves_two()
    assert _offered(state) == [HideLeft()], "before his election he may only mix them with his discard"
    looked = apply(_to_election(state), SeeLeftCards(True))
    assert _offered(looked) == [], "electing to look, he and the elder may see them: nothing irregular to offer"


@pytest.mark.law("36", "37")
def test_cards_left_mixed_with_the_discard_may_be_seen_by_the_elder_after_his_lead() -> None:
    """Law 37: the younger mixes the cards he left with his discard unshown; the elder, after leading a
    card, may see the discard and the cards mixed with it."""
    state = _younger_leaves_two()
    left = sum(1 << c for c in state.stock)
    hidden = apply(state, HideLeft())
    assert hidden.stock == () and hidden.discards[YOUNGER] & left == left and hidden.in_exchange.left_hidden
    assert hidden.rulings[-1].clauses == ("37.1",)
    led = _lead(hidden)
    assert not any(isinstance(a, SeeLeftCards) for a in legal_actions(led)), \
        "the cards are in his discard: there is no election of Law 36 to make"
    before = hidden
    while before.lead is None:
        assert SeeDiscard() not in irregular_actions(before), "Law 37: only after leading a card"
        before = apply(before, legal_actions(before)[0])
    seen = apply(led, SeeDiscard())
    assert SeeDiscard() not in irregular_actions(seen) and seen.rulings[-1].clauses == ("37.1",)
    for reading in READINGS:
        assert not _breaches(seen, reading), f"{reading}: Law 37 allows it\n{describe(seen)}"
    assert any(isinstance(a, Play) for a in legal_actions(seen)), "the play goes on"


@pytest.mark.law("36")
def test_cards_left_mixed_with_the_discard_when_the_election_is_due_let_the_reckoning_go_on() -> None:
    """Found by the property of random irregularities: the younger mixes the cards he left with his discard
    just when his election of Law 36 is due; there is then none to make, and he reckons or plays."""
    due = _to_election(_younger_leaves_two())
    after = apply(due, HideLeft())
    assert legal_actions(after) and not any(isinstance(a, SeeLeftCards) for a in legal_actions(after)), \
        describe(after)
