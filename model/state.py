"""The state of one deal: an immutable value, cheap to copy and compare.

:mod:`piquet.model.deal` moves from one state to the next; the fields are
described on :class:`DealState`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from piquet.model.cards import Card, CardSet
from piquet.model.declaring import Klass, Verdict
from piquet.model.events import Event
from piquet.model.roles import Role

__all__ = ["Phase", "Dialogue", "Trick", "HandScores", "DealState"]

HandScores = tuple[int, int, int, int]
"""Scores in the order of reckoning of Law 67 I-IV: carte blanche, point, sequences, quatorzes and trios."""

_NO_SCORES: HandScores = (0, 0, 0, 0)


class Phase(Enum):
    """Where the deal stands; ``DealState.to_move`` says who acts."""

    EXCHANGE_ELDER = "the elder's exchange"
    CARTE_BLANCHE = "showing carte blanche"
    EXCHANGE_YOUNGER = "the younger's exchange"
    DECLARE_ELDER = "the elder's calls"
    ANSWER_YOUNGER = "the younger's answers"
    DECLARE_YOUNGER = "the younger's reckoning"
    PLAY = "the play"
    OVER = "over"


class Dialogue(NamedTuple):
    """The calls in one class: the elder's call, the younger's answer, the younger's claim.

    ``called`` is the elder's number of cards (point), length (sequence) or
    the value of his quatorze or trio; None if he called nothing.
    ``detail`` is the pips or top rank he gave after "equal" or the
    inquiry. ``younger`` is what the younger reckons (number of cards, or
    value), None if nothing.
    """

    called: int | None = None
    detail: int | None = None
    verdict: Verdict | None = None
    inquired: bool = False
    younger: int | None = None


class Trick(NamedTuple):
    """One trick: who led, the card led, the card played to it, who won it."""

    leader: Role
    lead: Card
    reply: Card
    winner: Role


@dataclass(frozen=True, slots=True)
class DealState:
    """A point in one deal. Pairs are indexed by :class:`Role` (elder first).

    ``hands`` are the current hands, ``dealt`` the hands as dealt (carte
    blanche is judged on them, Law 18), ``stock`` the undealt cards top
    first, ``discards`` what each put out. ``left`` is how many cards of
    his share each left in the stock (declared, Law 32), ``elder_looked``
    whether the elder looked at his (Law 33), ``left_seen`` the younger's
    election for his (Law 36). ``klass`` is the class being called and
    ``dialogues`` the calls, by class (point, sequence, sets); ``pending``
    the classes the younger has still to reckon. ``hand_scores`` are the
    nominal hand scores in the order of Law 67 I-IV; ``play_points`` the
    nominal points in play; ``elder_play_first`` what the elder made in play
    before the younger's first point in play (Law 69); ``bonus`` the pique
    or repique. Nominal scores count a player who can reckon nothing that
    deal (``reckon_nothing``, Law 58) as if he could; ``scores`` are what
    each actually scores, and ``events`` the narration.
    """

    phase: Phase
    to_move: Role | None
    hands: tuple[CardSet, CardSet]
    stock: tuple[Card, ...]
    dealt: tuple[CardSet, CardSet]
    reckon_nothing: tuple[bool, bool]
    names: tuple[str, str]
    carte_blanche: Role | None
    discards: tuple[CardSet, CardSet] = (0, 0)
    left: tuple[int, int] = (0, 0)
    elder_looked: bool = False
    left_seen: bool | None = None
    klass: Klass = Klass.POINT
    dialogues: tuple[Dialogue, Dialogue, Dialogue] = (Dialogue(), Dialogue(), Dialogue())
    pending: tuple[Klass, ...] = ()
    hand_scores: tuple[HandScores, HandScores] = (_NO_SCORES, _NO_SCORES)
    leader: Role = Role.ELDER
    lead: Card | None = None
    tricks: tuple[Trick, ...] = ()
    tricks_won: tuple[int, int] = (0, 0)
    play_points: tuple[int, int] = (0, 0)
    elder_play_first: int = 0
    bonus: tuple[int, int] = (0, 0)
    scores: tuple[int, int] = (0, 0)
    events: tuple[Event, ...] = ()

    def dialogue(self, klass: Klass) -> Dialogue:
        return self.dialogues[klass - 1]

    @property
    def played(self) -> CardSet:
        """Every card played so far, the current lead included."""
        cards = 0 if self.lead is None else 1 << self.lead
        for trick in self.tricks:
            cards |= 1 << trick.lead | 1 << trick.reply
        return cards

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER
