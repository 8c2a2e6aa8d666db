"""Errors in counting and writing the score (Laws 70, 74).

An error in counting a score stands as counted, each player's own count
being taken where the written scores differ (Law 74), until it is proved
and rectified (Law 70): in the deal, or in the next one before the player
in error has seen his hand.

Readings: the errors in counting the hand that Law 70 lets be rectified
are errors in adding up or marking a score (the spec's reading
"omission-is-not-a-counting-error"; omissions are Law 56's). A player has
"seen his next hand" once the next deal's first action is taken: the model
takes both hands up together, so the window of Law 70 closes for both then.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from piquet.model.flow.base import with_role
from piquet.model.narration import Narration
from piquet.model.irregular.options import COUNT_RECTIFIED, IrregularAction, Refusal, found, rule, untouched
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.state import DealState, Phase, draft, settle

__all__ = ["COUNT_ERRORS", "Miscount", "WrittenScoreDiffers", "Rectify", "offered"]


COUNT_ERRORS: tuple[int, ...] = tuple(e for e in range(-10, 11) if e)
"""The errors in a count the model offers: up to ten points too many or too few. Any wrong figure
can be written; a bound keeps the actions of a state finite (records: docs/records.md)."""


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


@dataclass(frozen=True, slots=True)
class Miscount(IrregularAction):
    """A player counts his score of the deal ``error`` points from what the deal gives him, in adding
    it up or in marking it (Law 70, under the reading "omission-is-not-a-counting-error")."""

    KIND: ClassVar[str] = "score miscounted"
    LAWS: ClassVar[tuple[str, ...]] = ("70",)
    role: Role
    error: int

    def __str__(self) -> str:
        return f"{self.role.word} counts his score {self.error:+d} from what the deal gives him"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, name, counts = self.role, state.names[self.role], state.in_counting
        given = state.scores[role]
        narration.say(role, "irregularity", self.error, f"{name} counts his score of the deal {given + self.error}",
                      barred=False)
        new = draft(state)
        new.in_counting = counts._replace(miscounts=with_role(counts.miscounts, role, self.error))
        state = settle(new)
        return rule(state, narration, self.KIND, role, ("70.1",), f"{name} counts {given + self.error}, where the "
                     f"deal gives him {given}", f"it stands as counted unless the error is proved and rectified before "
                     f"{name} has seen his next hand")


@dataclass(frozen=True, slots=True)
class WrittenScoreDiffers(IrregularAction):
    """The ``writer`` writes his adversary's score of the deal ``error`` points from the adversary's own
    count of it, so that the written scores differ (Law 74)."""

    KIND: ClassVar[str] = "written scores differ"
    LAWS: ClassVar[tuple[str, ...]] = ("74",)
    writer: Role
    error: int

    def __str__(self) -> str:
        return f"{self.writer.word} writes his adversary's score {self.error:+d} from the adversary's own"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        counts = state.in_counting
        writer, owner = self.writer, self.writer.adversary
        own = state.scores[owner]
        written = own + self.error
        outcome = f"{state.names[owner]}'s score of his own hand, {own}, is taken as correct"
        clauses: tuple[str, ...] = ("74.1",)
        if counts.miscounts[owner] and self.error == -counts.miscounts[owner]:  # the figure the deal gives
            outcome += f"; {state.names[writer]}'s figure is what the deal gives, and the error, if proved, may be " \
                       "rectified"
            clauses += ("70.1",)
        new = draft(state)
        new.in_counting = counts._replace(written=with_role(counts.written, owner, self.error))
        state = settle(new)
        return rule(state, narration, self.KIND, writer, clauses, f"{state.names[writer]} writes "
                     f"{state.names[owner]}'s score {written}, {state.names[owner]} writes {own}", outcome)


@dataclass(frozen=True, slots=True)
class Rectify(IrregularAction):
    """A proved error in counting ``role``'s score is rectified (Law 70): in the deal, or in the next
    before he has seen his hand."""

    KIND: ClassVar[str] = COUNT_RECTIFIED
    LAWS: ClassVar[tuple[str, ...]] = ("70",)
    role: Role

    def __str__(self) -> str:
        return f"the error in counting {self.role.word}'s score is rectified"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, name, counts = self.role, state.names[self.role], state.in_counting
        if state.phase is Phase.OVER:
            error = state.in_counting.miscounts[role]
            narration.say(role, "irregularity", -error, f"{name}'s count is rectified", barred=False)
            new = draft(state)
            new.in_counting = counts._replace(miscounts=with_role(counts.miscounts, role, 0))
            state = settle(new)
            return rule(state, narration, self.KIND, role, ("70.1",), f"the error of {error:+d} in {name}'s count "
                         "is proved", f"it is rectified: {name} scores {state.scores[role] - error} this deal")
        error = state.in_counting.carried[role]
        new = draft(state)
        new.in_counting = counts._replace(carried=with_role(counts.carried, role, 0),
                          corrections=with_role(counts.corrections, role, -error))
        state = settle(new)
        return rule(state, narration, self.KIND, role, ("70.1",), f"the error of {error:+d} in {name}'s count of "
                     "the deal before is proved before he has seen this hand",
                     f"it is rectified: {-error:+d} to {name}'s score of the deal before")

    def refusal(self, state: DealState) -> Refusal:
        return (("70.1",), "there is no error in counting to rectify, or the player in error has seen "
                "his next hand")


def offered(state: DealState) -> Iterator[IrregularAction]:
    """Errors in counting the score and in writing it, once the deal is over (Laws 70, 74), and their
    rectification, in the deal or before the player in error has seen his next hand (Law 70)."""
    if state.phase is Phase.OVER:
        for role in Role:
            if not found(state, Miscount.KIND, role):
                yield from (Miscount(role, e) for e in COUNT_ERRORS if state.scores[role] + e >= 0)
            if not found(state, WrittenScoreDiffers.KIND, role):
                yield from (WrittenScoreDiffers(role, e) for e in COUNT_ERRORS
                            if state.scores[role.adversary] + e >= 0)
            if state.in_counting.miscounts[role]:
                yield Rectify(role)
    elif untouched(state):
        yield from (Rectify(role) for role in Role if state.in_counting.carried[role])
REFERENCES.cite("offered", "70", "74")


