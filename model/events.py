"""What happens in a deal, in the order it is said: the narration of a deal.

Each event is one thing said or done aloud -- a call, an answer, a score, a
card led -- with the points it scores (0 for speech that scores nothing)
and the running scores of the deal after it, by role.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, get_args

from piquet.model.pickling import by_constructor
from piquet.model.reference import References
from piquet.model.roles import Role

__all__ = ["EventKind", "EVENT_KINDS", "Event"]

EventKind = Literal[
    "carte blanche", "exchange", "call", "answer", "inquiry", "point", "sequence", "quatorze",
    "trio", "equal", "see left cards", "lead", "play", "win", "last trick", "cards", "capot",
    "pique", "repique", "irregularity", "election",
]
EVENT_KINDS: Final[tuple[str, ...]] = get_args(EventKind)


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


@dataclass(frozen=True, slots=True)
class Event:
    """One step of the narration.

    ``role`` is who speaks or scores (None for what concerns both, such as
    an equal point or divided cards); ``points`` is what he scores by it
    (0 if he can reckon nothing that deal, Law 58); ``totals`` are the
    deal's scores after it, elder first.
    """

    role: Role | None
    kind: EventKind
    points: int
    text: str
    totals: tuple[int, int]

    def __str__(self) -> str:
        return self.text
REFERENCES.cite("Event", "58")


by_constructor(Event)  # compiled, a native class (piquet.model.pickling)
