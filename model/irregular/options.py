"""What every family of irregularities shares: rulings, options and their elections, going back.

Every irregularity leaves a :class:`~piquet.model.state.Ruling` in
``state.rulings`` (:func:`rule`, :func:`void`); one that gives a player an
option (:func:`offer`) waits on his election, which :func:`decided` marks on
the ruling. Cards taken up and played again (Laws 52, 59) go back to the
state before the error (:func:`rewind`), the narration keeping what happened.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import ClassVar

from piquet.model.cards import FULL_PACK, CardSet, card_set
from piquet.model.flow.base import offer_option, with_role
from piquet.model.narration import Narration
from piquet.model.declaring import Klass
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.state import Choice, DealState, Option, Phase, Ruling, draft, settle

__all__ = [
    "Refusal", "Elector", "IrregularAction", "FRESH_OR_STAND", "EXCHANGING", "DEAL_RECTIFIED", "COUNT_RECTIFIED",
    "untouched", "found", "pack", "rule", "void", "offer", "decided", "enforce", "rewind",
]

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
FRESH_OR_STAND = (Choice.FRESH_DEAL, Choice.STAND)
EXCHANGING = (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER)

#: The kinds of the rectifications made before either player has taken up his hand: of a card dealt wrongly
#: (Law 10, :class:`~piquet.model.irregular.dealing.RectifyDeal`) and of the count of the deal before (Law 70,
#: :class:`~piquet.model.irregular.counting.Rectify`). They leave the deal untouched.
DEAL_RECTIFIED, COUNT_RECTIFIED = "deal rectified", "count rectified"

Refusal = tuple[tuple[str, ...], str]
"""The clauses, and the reason, why a claim the Laws do not grant here is refused."""

Elector = Callable[[DealState, DealState, Choice, Option, Narration], DealState]
"""Carries out the election of an option: the state before it, the deal resumed, the choice, the option."""


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


@dataclass(frozen=True, slots=True)
class IrregularAction:
    """An irregular action: one class for each irregularity, carrying all the Laws make of it.

    ``KIND`` names it in a record (docs/records.md) and in its ruling; ``LAWS`` are the laws it carries out,
    which the rulebook and its coverage read (:func:`piquet.model.reference.declared`); :meth:`carry_out`
    is what the Laws make of it, and :meth:`refusal` why it is refused where the Laws do not offer it. When
    it can happen is its family's ``offered`` (the irregularities of a deal in its order,
    :func:`piquet.model.irregular.irregular_actions`); every class is listed in the table of kinds,
    :data:`piquet.model.kinds.KINDS`.
    """

    KIND: ClassVar[str]
    LAWS: ClassVar[tuple[str, ...]] = ()

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        """The state after this irregularity, narrated on ``narration`` (it is offered here: see its family)."""
        raise AssertionError(f"{self} is never offered, so never carried out")

    def refusal(self, state: DealState) -> Refusal:
        """The clauses, and the reason, why this irregularity, which the Laws do not offer at ``state``, is
        refused; by default that it cannot happen in this phase."""
        return (), f"{self} cannot happen here ({state.phase.value})"


def untouched(state: DealState) -> bool:
    """Nothing has happened since the deal but rectifications, of the deal before (Law 70) or of cards
    dealt wrongly (Law 10): neither player has taken up a card (Laws 10, 15-16)."""
    return state.step == sum(r.kind in (DEAL_RECTIFIED, COUNT_RECTIFIED) for r in state.rulings)
REFERENCES.cite("untouched", "10", "15", "16", "70")


def found(state: DealState, kind: str, offender: Role | None = None, klass: Klass | None = None) -> bool:
    """Whether a ruling of ``kind`` has been made (on ``offender``, in ``klass``, where given)."""
    return any(r.kind == kind and (offender is None or r.offender is offender) and (klass is None or r.klass is klass)
               for r in state.rulings)


def pack(state: DealState) -> CardSet:
    """Every card of the pack in the deal, wherever it is now (a card of the other pack is not)."""
    places = (state.hands[0] | state.hands[1] | state.discards[0] | state.discards[1] | state.played
              | state.in_play.aside)
    return (places | card_set(state.stock)) & FULL_PACK


def rule(state: DealState, narration: Narration, kind: str, offender: Role | None, clauses: tuple[str, ...],
          finding: str, outcome: str, klass: Klass | None = None) -> DealState:
    """Record and narrate a ruling that gives no option (``klass``: the class of calls it concerns)."""
    narration.say(None, "irregularity", 0, f"{finding}: {outcome} ({', '.join(clauses)})")
    new = draft(state)
    new.rulings = state.rulings + (Ruling(kind, offender, clauses, finding, outcome, klass=klass),)
    return settle(new)


def void(state: DealState, narration: Narration, kind: str, offender: Role | None, clauses: tuple[str, ...],
          finding: str, outcome: str = "there must be a fresh deal") -> DealState:
    state = rule(state, narration, kind, offender, clauses, finding, outcome)
    new = draft(state)
    new.phase = Phase.VOID
    new.to_move = None
    new.option = None
    return settle(new)


def offer(state: DealState, narration: Narration, ruling: Ruling, effect: str, offender: Role,
                  blocking: bool = True) -> DealState:
    """Record ``ruling`` and give its holder the option, the deal waiting on his election if ``blocking``."""
    assert ruling.holder is not None
    narration.say(None, "irregularity", 0, f"{ruling.finding}: {ruling.outcome} ({', '.join(ruling.clauses)})")
    new = draft(state)
    new.rulings = state.rulings + (ruling,)
    return offer_option(settle(new), ruling.holder, ruling.choices, effect,
                        offender, blocking)


def decided(state: DealState, choice: Choice | None, outcome: str, kind: str | None = None,
             cite: tuple[str, ...] = ()) -> tuple[Ruling, ...]:
    """The rulings with the last one giving an option (or of ``kind``) marked with the election and outcome,
    and citing also the clauses ``cite`` (what the election brings into force)."""
    rulings = list(state.rulings)
    for i in range(len(rulings) - 1, -1, -1):
        if (rulings[i].kind == kind) if kind else rulings[i].holder is not None and rulings[i].chosen is None:
            rulings[i] = replace(rulings[i], chosen=choice, outcome=outcome, clauses=rulings[i].clauses + cite)
            break
    return tuple(rulings)


def enforce(state: DealState, role: Role, narration: Narration) -> DealState:
    """``role`` can reckon nothing that deal: what he has scored is struck out, but for a carte blanche
    (Case XXI); his scores stay nominal, so his cards still bar (Law 58)."""
    struck = state.scores[role] - state.hand_scores[role][0] if state.scores[role] else 0
    if struck:
        narration.say(role, "irregularity", -struck, f"{state.names[role]}'s {struck} points this deal are "
                                                     "struck out: he can reckon nothing (Law 58)")
    narration.reckon_nothing = with_role(state.reckon_nothing, role, True)
    new = draft(state)
    new.reckon_nothing = narration.reckon_nothing
    return settle(new)
REFERENCES.cite("enforce", "58")


def rewind(state: DealState, step: int, narration: Narration, what: str, extra: CardSet = 0,
            holder: Role | None = None) -> DealState:
    """The deal as it was at ``step``, the cards played since taken up; the narration and rulings kept.
    ``extra`` cards go back into ``holder``'s hand (a card left on the stock taken up, Case XIII)."""
    back = state
    while back.step > step:
        assert back.previous is not None, "the deal remembers every step"
        back = back.previous
    for role in Role:
        delta = back.scores[role] - narration.scores[role]
        if delta:
            narration.say(role, "irregularity", delta, f"{what}: {state.names[role]}'s points since are taken back")
    lapses = tuple(lapse for lapse in state.in_play.lapses if lapse.step < step)
    # The rulings, and the answers they were made on, are kept: they say what happened.
    play = back.in_play._replace(lapses=lapses, answers=state.in_play.answers)
    new = draft(back)
    new.rulings = state.rulings
    new.in_play = play
    new.reckon_nothing = state.reckon_nothing
    restored = settle(new)
    if extra and holder is not None:
        new = draft(restored)
        new.hands = with_role(restored.hands, holder, restored.hands[holder] | extra)
        new.stock = tuple(c for c in restored.stock if not extra >> c & 1)
        restored = settle(new)
    return restored
