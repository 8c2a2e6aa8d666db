"""A candidate's lines positioned and solved: each line's record is parsed, replayed by the model as far as
the first lead and its play solved by :mod:`piquet.model.solver` under the partie objective (Laws 71-73),
both sides playing their best, the cards open.

A unit positions a line by the model's actions, straight from the card sets (:func:`position_line`,
:mod:`piquet.search.direct`): through the elder's first lead, his lowest card, and the younger's
reckoning, the solver's start read from the state there (any other first lead may be chosen instead). No
record is written on this path. A witness is checked again through the records' own reading of the
position (:func:`recorded_line`, :func:`piquet.records.position.record_position`), which replays the deal as
``piquet solve`` does; the two must agree (``tests/search``).

Values are always the elder's (A's): the points of the partie he wins, negative when he loses; in Piquet
au cent the games of the partie he wins in the deal (cent-28, cent-29.1: a double two, a single one), from the
scores of the game before it (:func:`~piquet.model.solver.game_objective`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property

from piquet.model.cards import Card, CardSet
from piquet.model.deal import DealState
from piquet.model.au_cent import GAME_POINTS
from piquet.model.solver import (Objective, Rules, Solution, Solver, Start, first_lead_start, game_objective,
                                 partie_objective, settle_calls)
from piquet.records import parse_record
from piquet.records.position import record_position, state_after
from piquet.search.candidates import AU_CENT, Candidate, line_record
from piquet.search.direct import NONE_SUNK, Sunk, state_at_first_lead

__all__ = ["Line", "Pool", "position_line", "recorded_line", "line_at", "lowest_card"]

_UNBOUNDED = 1 << 40  # below and above every value of a partie

Pool = dict[tuple[Rules, CardSet, CardSet, Card], Solver]
"""Solvers shared by the lines of one candidate (one partie objective), by the rules and the cards at the start
(the hands and the card led): lines that differ only in what was called -- the leaves of the calls' decisions
(:mod:`piquet.search.calls`), the offending line and the line of Amendment B, whose offender calls nothing --
have the same play but for the scores, and the table keys positions with their scores where the objective
needs them."""


@dataclass
class Line:
    """One line of a candidate at the first lead: its name, the solver's start, the model's ``state``
    once the elder has led (the card of the start's position) and the younger reckoned -- the nominal hand
    scores, the pique or repique (Laws 58, 67-69), who can reckon nothing -- and the partie objective.
    The solver (and its table) is kept, so that later searches of the same line reuse what earlier ones
    found."""

    name: str
    candidate: Candidate
    start: Start
    state: DealState
    objective: Objective
    sunk: Sunk = NONE_SUNK
    """The classes each side sank on the way (:data:`~piquet.search.direct.Sunk`)."""
    pool: Pool | None = None
    """Solvers shared with the other lines of the candidate (:data:`Pool`); None: a solver of its own."""

    @cached_property
    def solver(self) -> Solver:
        """The solver of the line's play: shared through :attr:`pool` with the lines of the same cards and rules
        (its table keys positions with their scores where the objective needs them)."""
        if self.pool is None:
            return Solver(self.start, self.objective)
        position = self.start.position
        key = (self.start.rules, position.elder, position.younger, position.lead)
        solver = self.pool.get(key)
        if solver is None:
            solver = self.pool[key] = Solver(self.start, self.objective)
        return solver

    def solvers(self) -> tuple[Solver, ...]:
        """The solvers searched on the line's behalf so far (none before its first search)."""
        return (self.solver,) if "solver" in vars(self) else ()

    low: int | None = field(default=None, init=False)
    """The greatest lower bound of the value found so far (included), if any."""
    high: int | None = field(default=None, init=False)
    """The least upper bound of the value found so far (included), if any."""

    @cached_property
    def value(self) -> int:
        """The exact value of the play, from the elder's side (MTD(f) from the bounds known)."""
        start = self.start
        guess = self.low if self.low is not None else self.high if self.high is not None else 0
        value = self.solver.value(start.position, start.free_lead, guess, self.low, self.high)
        self.low = self.high = value
        return value

    def above(self, threshold: int) -> bool:
        """Whether the exact value is above ``threshold``: one search of a null window, unless the bounds
        known say it. Its fail-soft result is kept as a bound."""
        if self.low is not None and self.low > threshold:
            return True
        if self.high is not None and self.high <= threshold:
            return False
        start = self.start
        result = self.solver.root(start.position, start.free_lead, threshold, threshold + 1)
        if result > threshold:
            self.low = result
        else:
            self.high = result
        return result > threshold

    def below(self, threshold: int) -> bool:
        """Whether the exact value is below ``threshold``."""
        return not self.above(threshold - 1)

    def floor(self) -> int:
        """A lower bound of the value, found cheaply: the search of a window below every value returns
        from the first lead tried, from the bounds on what the scores still reachable make of the partie
        (:meth:`~piquet.model.solver.Solver.partie_reach`)."""
        self.above(-_UNBOUNDED)
        assert self.low is not None
        return self.low

    def solution(self) -> Solution:
        """The solved play: value, final scores and a principal line (a solver shared with another start
        solves only values: the line is solved by one of its own)."""
        solver = self.solver
        return (solver if solver.start == self.start else Solver(self.start, self.objective)).solve()

    @property
    def open_game(self) -> bool:
        """Whether the play can still decide the line: always in Rubicon; in au cent, neither player has
        his hundred when the play starts (the declarations and the card led may win the game, cent-28.1:
        then the play decides nothing, and the solver's game objective does not apply)."""
        if self.candidate.variant != AU_CENT:
            return True
        position = self.start.position
        return max(self.candidate.before[0] + position.score_elder,
                   self.candidate.before[1] + position.score_younger) < GAME_POINTS


def _objective(candidate: Candidate, before: tuple[int, int], weight: int = 1) -> Objective:
    """The partie objective of the candidate's game: the points of the partie (Laws 71-73), or in au cent
    the games of the partie won in the deal (cent-28, cent-29.1)."""
    return game_objective(before) if candidate.variant == AU_CENT else partie_objective(before, weight)


def lowest_card(candidate: Candidate, name: str) -> Card:
    """The card the elder leads first on the way to the solver's start: his lowest by ``name``'s hands."""
    elder = candidate.line_hands(name)[0]
    return (elder & -elder).bit_length() - 1


def line_at(candidate: Candidate, name: str, state: DealState, sunk: Sunk = NONE_SUNK,
            pool: Pool | None = None) -> Line:
    """Line ``name`` of ``candidate`` from the model's ``state`` once the elder has led and the younger
    reckoned, the classes ``sunk`` sunk on the way, its solver shared through ``pool`` if given. The deal
    is the last of a partie of six: it decides the partie and counts once (Law 71 and its note), from the
    scores the candidate drew."""
    return Line(name, candidate, first_lead_start(state), state, _objective(candidate, candidate.before), sunk, pool)


def position_line(candidate: Candidate, name: str, pool: Pool | None = None) -> Line:
    """Line ``name`` (:data:`~piquet.search.candidates.LINES`) of ``candidate`` at its first lead, reached by
    the model's actions straight from the card sets, through the elder's lowest card, each declaring all he
    holds (:func:`~piquet.search.direct.state_at_first_lead`; no record; :func:`line_at`), its solver shared
    through ``pool`` if given."""
    return line_at(candidate, name, state_at_first_lead(candidate, name, lowest_card(candidate, name)), pool=pool)


def recorded_line(candidate: Candidate, name: str, sunk: Sunk = NONE_SUNK) -> Line:
    """Line ``name`` of ``candidate`` as ``piquet solve`` reads its record
    (:func:`~piquet.records.position.record_position`), the classes ``sunk`` sunk: the independent reading a
    witness is checked by."""
    record = parse_record(line_record(candidate, name, sunk=sunk))
    position = record_position(record, 0)
    led = state_after(replace(position.deal, play=(position.start.position.lead,)), position.where,
                      position.carried, record.rules)
    assert led is not None, "the play cannot be over after one card"
    if led.in_calling.miscalls:  # found out at the first lead, the options elected as the record elects them
        led = settle_calls(led, [choice for entry in record.deals[0].irregularities for choice in entry.elect])
        position = replace(position, start=first_lead_start(led))
    if candidate.variant == AU_CENT:  # the scores of the game before the deal (B deals: A is the elder)
        before = position.scores_before
        return Line(name, candidate, position.start, led, _objective(candidate, (before.A, before.B)), sunk)
    assert position.stake.problem is None, "a candidate is the last deal of its partie"
    return Line(name, candidate, position.start, led,
                _objective(candidate, position.stake.before, position.stake.weight), sunk)
