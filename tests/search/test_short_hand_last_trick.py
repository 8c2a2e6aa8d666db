"""A short hand and the last trick (Laws 57, 65): the spec's choice ``short-hand-last-trick``, followed alike
by the spec's clause 65.2, the model and the solver.

A hand of eleven against twelve (Law 30) runs out at the eleventh trick (the spec's short-play domain: the
scoring domain reads twelve cards each). The harmonised reading
(``twelfth-not-played``, Case XIX's reading of "last") gives no one the last trick's point; the literal
(``last-played``) gives it to the winner of the eleventh. The model and the solver follow the harmonised
reading by default and play either pick (:class:`~piquet.model.variants.Picks`); the spec's clause says what
each reading makes of the same play, and the model and the solver, under that reading's picks, score it so.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from piquet.model.actions import Play
from piquet.model.cards import FULL_PACK
from piquet.model.deal import Phase, apply
from piquet.model.solver import deal_objective, solve, start_of
from piquet.model.state import DealState, draft, settle
from piquet.model.variants import picks_of
from piquet.proofs.encoding import clauses_for
from piquet.search.candidates import draw
from piquet.search.lines import position_line
from piquet.search.units import unit_seed
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.scoring import SHORT, SHORT_PLAY
from piquet.spec.evaluation import derive
from piquet.spec.readings import HARMONISED, LITERAL

_ROLES = (0, 1)


def _under(state: DealState, reading: str) -> DealState:
    """``state`` played on under the model's picks of ``reading``."""
    new = draft(state)
    new.rules = replace(state.rules, picks=picks_of(catalogue().reading(reading).picks))
    return settle(new)


def _played_out(index: int, reading: str = HARMONISED) -> tuple[DealState, tuple[int, int]]:
    """A hand of eleven (Law 30, drawn by the search), its play solved by the solver from the elder's first
    lead and played through the model, both under ``reading``'s picks: the model's final state and the
    solver's final scores."""
    candidate = draw(random.Random(unit_seed(5, index)), index, 0.0, None, "30")
    state = _under(position_line(candidate, "offence").state, reading)
    held = sorted((h & FULL_PACK).bit_count() for h in state.hands)
    assert held in ([10, 12], [11, 11]), f"eleven against twelve, the elder having led one: {held}"
    solution = solve(start_of(state), deal_objective())
    for card in solution.line:
        state = apply(state, Play(card))
    assert state.phase is not Phase.PLAY, "the play is over when the short hand runs out (Law 57)"
    return state, solution.scores


def _in_play(state: DealState) -> list[int]:
    """The points of the play by Law 65's first sentence alone: one for each card led, one for each card
    that wins a trick the adversary led (no trick counted as the last)."""
    points = [0, 0]
    for trick in state.tricks:
        points[trick.leader] += 1
        points[trick.winner] += trick.winner != trick.leader
    return points


def _play_scored(state: DealState, reading: str) -> tuple[int, int]:
    """What clause 65.2 makes each score in play under ``reading``, from the model's play: the points made by
    Law 65's first sentence (:func:`_in_play`) and who won the last trick played."""
    made = _in_play(state)
    given = {SHORT.elder_made.name: made[0], SHORT.younger_made.name: made[1],
             SHORT.last_won.name: 1 + state.tricks[-1].winner}
    values = derive(clauses_for(SHORT_PLAY, catalogue().clauses(reading)), given)
    return int(values[SHORT.elder_scored.name]), int(values[SHORT.younger_scored.name])


@pytest.mark.law("30", "57", "65")
@pytest.mark.parametrize("index", range(3))
def test_the_choice_decides_the_short_hand_last_trick_alike_in_spec_model_and_solver(index: int) -> None:
    state, solver_scores = _played_out(index)
    where = f"unit {index}: {len(state.tricks)} tricks, the last won by {state.names[state.tricks[-1].winner]}"
    assert len(state.tricks) == 11, f"Law 57: eleven tricks played, the twelfth card counted\n{where}"
    # The model, the harmonised pick: no trick is the last; the play's points are Law 65's first sentence.
    assert list(state.play_points) == _in_play(state), f"the model scored a last trick\n{where}"
    # The solver, the same play solved: the same final scores as the model's.
    assert solver_scores == (state.scores[0], state.scores[1]), f"the solver and the model part\n{where}"
    # The spec: the harmonised reading scores the model's play; the literal one point more to the winner of
    # the eleventh trick, the last played. The choice decides that point.
    harmonised, literal = _play_scored(state, HARMONISED), _play_scored(state, LITERAL)
    assert harmonised == state.play_points, f"65.2 (harmonised) parts from the model\n{where}"
    winner = state.tricks[-1].winner
    assert [literal[r] - harmonised[r] for r in _ROLES] == [int(r == winner) for r in _ROLES], \
        f"65.2 (literal): one more to the winner of the last trick played\n{where}"


@pytest.mark.law("30", "57", "65")
@pytest.mark.parametrize("index", range(3))
def test_under_the_literal_pick_the_model_and_the_solver_score_the_last_trick_played(index: int) -> None:
    # The same deals played under the literal reading's pick (last-played): the winner of the eleventh trick, the
    # last played, scores one more for it (Law 65), in the model as in the spec's clause 65.2 under that reading;
    # the solver, solving the play under the same pick, finds the model's final scores.
    state, solver_scores = _played_out(index, LITERAL)
    where = f"unit {index}: {len(state.tricks)} tricks, the last won by {state.names[state.tricks[-1].winner]}"
    assert len(state.tricks) == 11, f"Law 57: eleven tricks played, the twelfth card counted\n{where}"
    winner = state.tricks[-1].winner
    made = _in_play(state)
    assert [state.play_points[r] - made[r] for r in _ROLES] == [int(r == winner) for r in _ROLES], \
        f"the model (literal pick): one more to the winner of the last trick played\n{where}"
    assert solver_scores == (state.scores[0], state.scores[1]), f"the solver and the model part\n{where}"
    assert _play_scored(state, LITERAL) == state.play_points, f"65.2 (literal) parts from the model under the literal pick\n{where}"
