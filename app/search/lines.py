"""A candidate's lines positioned and solved: each line's record is parsed, replayed by the model as far as
the first lead (:mod:`piquet.records.position`) and its play solved by :mod:`piquet.model.solver` under the
partie objective (Laws 71-73), both sides playing their best, the cards open.

Values are always the elder's (A's): the points of the partie he wins, negative when he loses.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from piquet.model.cards import Card
from piquet.model.deal import DealState
from piquet.model.solver import Objective, Solution, Solver, partie_objective
from piquet.records import parse_record
from piquet.records.position import RecordPosition, record_position, state_after
from piquet.search.candidates import Candidate, line_record

__all__ = ["Line", "position_line"]


@dataclass
class Line:
    """One line of a candidate at the first lead: its name, its record position and the partie objective.
    The solver (and its table) is kept, so that later searches of the same line reuse what earlier ones
    found."""

    name: str
    candidate: Candidate
    position: RecordPosition
    objective: Objective

    @cached_property
    def solver(self) -> Solver:
        return Solver(self.position.start, self.objective)

    @cached_property
    def state(self) -> DealState:
        """The model's state once the elder has led and the younger reckoned: the nominal hand scores,
        the pique or repique (Laws 58, 67-69), who can reckon nothing."""
        start = self.position.start
        first: Card = start.position.lead
        state = state_after(replace(self.position.deal, play=(first,)), self.position.where, self.position.carried)
        assert state is not None, "the play cannot be over after one card"
        return state

    @cached_property
    def value(self) -> int:
        """The exact value of the play, from the elder's side."""
        start = self.position.start
        return self.solver.value(start.position, start.free_lead)

    def below(self, threshold: int) -> bool:
        """Whether the exact value is below ``threshold``: one search of a null window (the value itself
        is not needed)."""
        if "value" in self.__dict__:
            return self.value < threshold
        start = self.position.start
        return self.solver.root(start.position, start.free_lead, threshold - 1, threshold) < threshold

    def solution(self) -> Solution:
        """The solved play: value, final scores and a principal line."""
        return self.solver.solve()


def position_line(candidate: Candidate, name: str) -> Line:
    """Line ``name`` (:data:`~piquet.search.candidates.LINES`) of ``candidate``, replayed to its first lead."""
    position = record_position(parse_record(line_record(candidate, name)), 0)
    assert position.stake.problem is None, "a candidate is the last deal of its partie"
    return Line(name, candidate, position, partie_objective(position.stake.before, position.stake.weight))
