"""Errors in counting the score and the written scores (Laws 70, 74), in the model.

A player who counts his score wrongly keeps what he counted (Law 74: his
own score of his own hand is taken where the written scores differ) until
the error is proved and rectified, which Law 70 allows until the player in
error has seen his next hand: in the deal, or in the next one before its
first action.
"""

from __future__ import annotations


import pytest

from piquet.model.deal import DealState, IllegalAction, apply, legal_actions, start_deal
from piquet.model.irregular import (
    irregular_actions, refusal, untouched, COUNT_ERRORS, CutExposed, Miscount, Rectify, WrittenScoreDiffers,
)
from piquet.model.roles import Role

from tests.model.model_deals import describe, finish, shuffled

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def _played(seed: int = 11) -> DealState:
    return finish(start_deal(*shuffled(seed)), lambda s: legal_actions(s)[0])


def _offered(state: DealState, kind: type) -> list[object]:
    return [a for a in irregular_actions(state) if isinstance(a, kind)]


@pytest.mark.law("70")
def test_a_miscount_is_offered_only_once_the_deal_is_over() -> None:
    state = _played()
    assert state.previous is not None and not _offered(state.previous, Miscount), \
        "Law 70: the score of the deal is counted when it is over"
    offered = _offered(state, Miscount)
    for role in Role:
        errors = {a.error for a in offered if isinstance(a, Miscount) and a.role is role}
        assert errors == {e for e in COUNT_ERRORS if state.scores[role] + e >= 0}, \
            f"every error that leaves a score of at least 0 is offered to the {role.word} hand\n{describe(state)}"


@pytest.mark.law("70")
@pytest.mark.parametrize("role", list(Role), ids=lambda r: r.word)
def test_a_miscount_stands_as_counted_until_rectified(role: Role) -> None:
    state = _played()
    given = state.scores
    counted = apply(state, Miscount(role, 3))
    assert counted.scores[role] == given[role] + 3 and counted.scores[role.adversary] == given[role.adversary], \
        "Law 70: the error stands as counted until it is rectified"
    assert counted.rulings[-1].clauses == ("70.1",) and counted.rulings[-1].offender is role
    assert _offered(counted, Rectify) == [Rectify(role)], "only the player in error's count can be rectified"
    assert not any(isinstance(a, Miscount) and a.role is role for a in irregular_actions(counted)), \
        "one error in counting per player and deal"
    rectified = apply(counted, Rectify(role))
    assert rectified.scores == given and rectified.in_counting.miscounts == (0, 0), \
        "Law 70: the rectified score is the deal's"
    assert not _offered(rectified, Rectify), "an error is rectified once"


@pytest.mark.law("74")
def test_the_written_scores_differing_leave_each_his_own_score() -> None:
    state = _played()
    error = -1 if state.scores[ELDER] else 1
    after = apply(state, WrittenScoreDiffers(YOUNGER, error))
    assert after.scores == state.scores, "Law 74: the elder's own score of his hand is taken as correct"
    assert after.in_counting.written == (error, 0), \
        "the figure the younger wrote for the elder's score, against his own"
    assert after.rulings[-1].clauses == ("74.1",) and after.rulings[-1].offender is YOUNGER


@pytest.mark.law("70", "74")
def test_a_written_figure_that_is_the_deals_proves_the_error() -> None:
    """The elder miscounts by +2; the younger writes what the deal gives: Law 74 still takes the elder's
    own count, and Law 70 lets the error, if proved, be rectified."""
    state = apply(_played(), Miscount(ELDER, 2))
    after = apply(state, WrittenScoreDiffers(YOUNGER, -2))
    assert after.scores == state.scores, "Law 74: his own score stands until the error is rectified"
    assert after.rulings[-1].clauses == ("74.1", "70.1")


@pytest.mark.law("10", "15", "16", "70")
def test_the_error_is_rectified_in_the_next_deal_before_the_hand_is_seen() -> None:
    state = start_deal(*shuffled(4), carried=(0, -4))
    assert _offered(state, Rectify) == [Rectify(YOUNGER)], "Law 70: before he has seen his next hand"
    rectified = apply(state, Rectify(YOUNGER))
    counts = rectified.in_counting
    assert counts.corrections == (0, 4) and counts.carried == (0, 0) and rectified.scores == (0, 0), \
        "the correction is to the deal before, not to this one"
    assert untouched(rectified) and CutExposed(False) in irregular_actions(rectified), \
        "a rectification takes up no card: the deal is still as dealt (Laws 10, 15-16)"
    seen = apply(state, legal_actions(state)[0])
    assert not _offered(seen, Rectify), "Law 70: too late once the player in error has seen his next hand"
    with pytest.raises(IllegalAction):
        apply(seen, Rectify(YOUNGER))
    assert refusal(seen, Rectify(YOUNGER))[0] == ("70.1",), "the refusal cites Law 70"
