"""What one action of a deal says and scores: :class:`Narration`, the flow's scratch pad."""

from __future__ import annotations

from piquet.model.events import Event, EventKind
from piquet.model.reference import References
from piquet.model.roles import Role, flag_of, of, with_of
from piquet.model.state import DealState, draft, settle

__all__ = ["Narration"]


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class Narration:
    """The scores and events one action adds (a scratch pad inside :func:`apply`).

    In a deal not narrated (``DealState.narrate`` false) only the scores are
    kept: no event is made, and the callers on the hot path of the play do
    not build the text (``on``).
    """

    __slots__ = ("names", "reckon_nothing", "scores", "events", "on")
    names: tuple[str, str]
    reckon_nothing: tuple[bool, bool]
    scores: tuple[int, int]
    on: bool
    events: list[Event]

    def __init__(self, state: DealState) -> None:
        self.begin(state)

    def begin(self, state: DealState) -> Narration:
        """Begin afresh, for an action on ``state``: this narration, as new."""
        self.names = state.names
        self.reckon_nothing = state.reckon_nothing
        self.scores = state.scores
        self.on = state.narrate
        self.events = list(state.events) if self.on else []
        return self

    def say(self, role: Role | None, kind: EventKind, points: int, text: str, barred: bool = True) -> None:
        """Narrate ``text``; ``role`` scores ``points`` unless he can reckon nothing this deal and
        ``barred`` (a carte blanche is not barred, Case XXI)."""
        if role is not None:
            if points > 0 and barred and flag_of(self.reckon_nothing, role):
                text += f" (but {self.names[role]} can reckon nothing this deal, Law 58)"
                points = 0
            self.scores = with_of(self.scores, role, of(self.scores, role) + points)
        if self.on:
            self.events.append(Event(role, kind, points, text, self.scores))

    def onto(self, state: DealState, step: int | None = None, previous: DealState | None = None) -> DealState:
        """``state`` with the narration's scores and events; with ``step``, as that step, after ``previous``."""
        new = draft(state)
        if new.scores != self.scores:  # most actions score nothing
            new.scores = self.scores
        if self.on:
            new.events = tuple(self.events)
        if step is not None:
            new.step, new.previous = step, previous
        return settle(new)
REFERENCES.cite("Narration.say", "58")
