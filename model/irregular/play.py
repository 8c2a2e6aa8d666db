"""Irregularities of the play (Laws 57-59; Cases X-XII, XV-XVI).

A card dropped (Law 59 I), a card too many played to cards led together
(Law 59 II; Case X), a lead out of turn (Law 59 III), a revoke (Law 59 IV),
a question about one's cards answered wrongly (Law 59 V; Cases XV-XVI), a
card led taken back (Case XI), and an error of the play not yet discovered
pointed out. Errors that wait to be discovered are kept as
:class:`~piquet.model.state.Lapse` values; the adversary's option of having
the cards taken up (Law 59 III, V) is elected here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from piquet.model.cards import FULL_PACK, Card, Suit, card_text, cards_in, format_card, suit_mask
from piquet.model.flow.base import with_role
from piquet.model.flow.play import play_card
from piquet.model.narration import Narration
from piquet.model.irregular.showing import declared_cards
from piquet.model.declaring import Klass, Verdict
from piquet.model.irregular.options import Elector, IrregularAction, Refusal, decided, offer, rewind, rule
from piquet.model.play import playable
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.state import (
    Choice, DealState, Lapse, Option, Phase, PlayIrregularities, QuestionAnswered, Ruling, draft, settle,
)

__all__ = [
    "Drop", "LeadOutOfTurn", "Revoke", "PlaysTooMany", "RetakeLead", "Inform", "Discover", "CallSuit", "offered",
    "ELECTIONS",
]


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


@dataclass(frozen=True, slots=True)
class Drop(IrregularAction):
    """A player accidentally drops a card (Law 59 I)."""

    KIND: ClassVar[str] = "card dropped"
    LAWS: ClassVar[tuple[str, ...]] = ("59",)
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} drops {card_text(self.card)}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        return rule(state, narration, self.KIND, self.role, ("59.2",), f"{state.names[self.role]} dropped "
                     f"{format_card(self.card)}", "he may retake it: it is not played")


@dataclass(frozen=True, slots=True)
class LeadOutOfTurn(IrregularAction):
    """The player not entitled to lead leads a card (Law 59 III)."""

    KIND: ClassVar[str] = "lead out of turn"
    LAWS: ClassVar[tuple[str, ...]] = ("59",)
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} leads {card_text(self.card)} out of turn"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, name = self.role, state.names[self.role]
        step = state.step
        state = play_card(state, role, self.card, narration)
        ruling = Ruling(self.KIND, role, ("59.5",), f"{name} led {format_card(self.card)} out of turn",
                        "the card may be taken up, unless the adversary plays to the trick",
                        holder=role.adversary, choices=(Choice.RETAKE,))
        return offer(state, narration, ruling, f"retake:{step}", role, blocking=False)


@dataclass(frozen=True, slots=True)
class Revoke(IrregularAction):
    """The player to move does not follow suit, though able (Law 59 IV)."""

    KIND: ClassVar[str] = "revoke"
    LAWS: ClassVar[tuple[str, ...]] = ("59",)
    card: Card

    def __str__(self) -> str:
        return f"plays {card_text(self.card)} without following suit"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role = state.to_move
        assert role is not None
        lapse = Lapse(self.KIND, role, state.step)
        state = rule(state, narration, self.KIND, role, ("59.6",), f"{state.names[role]} does not follow suit, "
                      "though able", "when the error is detected, the cards played in error and after are retaken")
        new = draft(play_card(state, role, self.card, narration))
        new.in_play = _lapsed(state, lapse)
        return settle(new)


@dataclass(frozen=True, slots=True)
class PlaysTooMany(IrregularAction):
    """To a leader leading several cards, the adversary plays one card too many (Law 59 II)."""

    KIND: ClassVar[str] = "too many cards played"
    LAWS: ClassVar[tuple[str, ...]] = ("59",)
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} plays {card_text(self.card)} too many"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, bit = self.role, 1 << self.card
        state = rule(state, narration, self.KIND, role, ("59.3",), f"{state.names[role]} plays "
                      f"{format_card(self.card)} to no card led", "on discovery he may retake it")
        lapse = Lapse(self.KIND, role, state.step)
        new = draft(state)
        new.hands = with_role(state.hands, role, state.hands[role] ^ bit)
        new.in_play = _lapsed(state, lapse)._replace(aside=state.in_play.aside | bit)
        return settle(new)


@dataclass(frozen=True, slots=True)
class RetakeLead(IrregularAction):
    """A leader leading several cards takes one back before his adversary plays to it (Case XI)."""

    KIND: ClassVar[str] = "lead taken back"
    LAWS: ClassVar[tuple[str, ...]] = ()

    def __str__(self) -> str:
        return "the leader takes back the card he led"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        state = rule(state, narration, self.KIND, state.leader, ("Case XI", "59.1"), f"{state.names[state.leader]}, "
                      "leading several cards, takes back the last before his adversary has played to it",
                      "he may rectify his error until his adversary plays to the card")
        before_lead = state
        while before_lead.lead is not None and before_lead.previous is not None:
            before_lead = before_lead.previous
        return rewind(state, before_lead.step, narration, "the card led is taken back")

    def refusal(self, state: DealState) -> Refusal:
        return (("59.1", "Case XI"), "a card once led cannot be taken up once the adversary "
                "has played to it")


@dataclass(frozen=True, slots=True)
class Inform(IrregularAction):
    """Asked how many cards of ``suit`` he holds of those allowed good or equal, a player answers ``count``
    (Law 59 V; Cases XV-XVI)."""

    KIND: ClassVar[str] = "question answered"
    LAWS: ClassVar[tuple[str, ...]] = ("59",)
    role: Role
    suit: Suit
    count: int

    def __str__(self) -> str:
        return f"{self.role.word}, asked how many {self.suit.name.lower()}, answers {self.count}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, name = self.role, state.names[self.role]
        truth = (declared_cards(state, role) & state.hands[role] & suit_mask(self.suit)).bit_count()
        suit = self.suit.name.lower()
        answer = QuestionAnswered(role, self.suit, self.count, truth, ruling=len(state.rulings))
        new = draft(state)
        new.in_play = state.in_play._replace(answers=state.in_play.answers + (answer,))
        state = settle(new)
        if not answer.misinforms:
            return rule(state, narration, self.KIND, role, ("Case XVI", "59.7"), f"asked how many {suit}, {name} "
                         f"answers {self.count}: of the cards reckoned or declared equal he holds {truth}",
                         "he has not misinformed his adversary: the answer concerns only cards called good or equal")
        state = rule(state, narration, self.KIND, role, ("Case XV", "59.7"), f"asked how many {suit}, {name} answers "
                      f"{self.count}, but of the cards reckoned or declared equal he holds {truth}",
                      "he has misinformed his adversary, who may, when it is found, retake the cards played since")
        new = draft(state)
        new.in_play = _lapsed(state, Lapse(self.KIND, role, state.step))
        return settle(new)


@dataclass(frozen=True, slots=True)
class Discover(IrregularAction):
    """A player points out an irregularity of the play not yet discovered (Law 59 II, IV, V)."""

    KIND: ClassVar[str] = "error discovered"
    LAWS: ClassVar[tuple[str, ...]] = ("59",)
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} points out the error"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        lapse = state.in_play.lapses[0]
        name = state.names[lapse.offender]
        if lapse.kind == Revoke.KIND:
            state = rule(state, narration, lapse.kind, lapse.offender, ("59.6",), f"{name} did not follow suit when "
                          "able", "he retakes the card played in error and follows suit; all cards played after are "
                          "taken up, and the play goes on as though no error had been committed")
            return rewind(state, lapse.step, narration, "the revoke is corrected")
        if lapse.kind == PlaysTooMany.KIND:
            state = rule(state, narration, lapse.kind, lapse.offender, ("59.3", "59.4", "Case X"), f"{name} played "
                          "a card too many to cards led together", "he retakes it, and every card played since in error "
                          "is taken up and played over again")
            return rewind(state, lapse.step, narration, "the extra card is retaken")
        ruling = Ruling(lapse.kind, lapse.offender, ("59.7",), f"{name} misinformed his adversary",
                        f"{state.names[lapse.offender.adversary]} may retake all cards played since, and play differently",
                        holder=lapse.offender.adversary, choices=(Choice.RETAKE, Choice.PLAY_ON))
        new = draft(state)
        new.in_play = state.in_play._replace(lapses=state.in_play.lapses[1:])
        state = settle(new)
        return offer(state, narration, ruling, f"retake:{lapse.step}", lapse.offender)

    def refusal(self, state: DealState) -> Refusal:
        """No error of the play to discover (Law 59 V; Case XII): the adversary was not misinformed, and could have
        asked to see the cards called (Law 55); a sequence called by its number of cards alone, good against the
        cards, needs no more said of it (Law 48)."""
        sequence = state.dialogue(Klass.SEQUENCE)
        by_length = sequence.verdict is Verdict.GOOD and sequence.detail is None
        return (("59.7", "Case XII", "55.1") + (("48.1",) if by_length else ()),
                "there is no error of the play to discover: a player who was not misinformed, and could have asked to "
                "see the cards called, may not have the cards played again" + (
                    "; a sequence good against the cards is called by its number of cards alone" if by_length else ""))


@dataclass(frozen=True, slots=True)
class CallSuit(IrregularAction):
    """In au cent, a player calls ``suit`` from his adversary, who looked at the cards the younger left
    unlooked at, when next he has to lead (cent-12.2)."""

    KIND: ClassVar[str] = "suit called"
    LAWS: ClassVar[tuple[str, ...]] = ("cent-12",)
    role: Role
    suit: Suit

    def __str__(self) -> str:
        return f"{self.role.word} calls {self.suit.name.lower()} from his adversary"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        caller, offender = self.role, self.role.adversary
        new = draft(state)
        new.in_play = state.in_play._replace(suit_call=(offender, self.suit, len(state.tricks)))
        state = settle(new)
        suit = self.suit.name.lower()
        return rule(state, narration, self.KIND, offender, ("cent-12.2",), f"{state.names[caller]} calls {suit} "
                    f"from {state.names[offender]}, who looked at the cards left", f"{state.names[offender]} must lead "
                    f"{suit} if he holds any")

    def refusal(self, state: DealState) -> Refusal:
        return (("cent-12.2",), "a suit may be called only from a player who looked at the cards "
                "the younger left unlooked at, when next he has to lead")


def offered(state: DealState) -> Iterator[IrregularAction]:
    if state.phase is Phase.PLAY:
        mover = state.to_move
        assert mover is not None
        for role in Role:
            yield from (Drop(role, c) for c in cards_in(state.hands[role] & FULL_PACK))
        hand = state.hands[mover] & FULL_PACK
        if state.lead is None and _suit_callable(state, mover):  # cent-12.2
            yield from (CallSuit(mover.adversary, s) for s in Suit)
        if state.lead is None:
            # Law 59 III: at any trick, the first too (the younger leading before the elder), a lead out of turn.
            yield from (LeadOutOfTurn(mover.adversary, c) for c in cards_in(state.hands[mover.adversary] & FULL_PACK))
            last = state.tricks[-1] if state.tricks else None
            if last is not None and last.leader is last.winner is mover:  # he is leading several cards (Law 59 II)
                yield from (PlaysTooMany(mover.adversary, c)
                            for c in cards_in(state.hands[mover.adversary] & FULL_PACK))
        if state.lead is not None:
            yield from (Revoke(c) for c in cards_in(hand & ~playable(hand, state.lead)))
            if state.tricks and state.tricks[-1].winner is state.tricks[-1].leader is state.leader:
                yield RetakeLead()
        if state.tricks or state.lead is not None:
            for role in Role:
                in_hand = (state.hands[role] & FULL_PACK).bit_count()
                yield from (Inform(role, s, n) for s in Suit for n in range(0, in_hand + 1))
    if state.in_play.lapses and state.phase in (Phase.PLAY, Phase.OVER):
        yield from (Discover(r) for r in Role)
REFERENCES.cite("offered", "59")


def _suit_callable(state: DealState, leader: Role) -> bool:
    """cent-12.2: whether a suit may be called from ``leader``, who has to lead now: he looked at the cards
    the younger left unlooked at, no suit has been called, and he has not led since."""
    suit_call = state.in_play.suit_call
    if suit_call is None or suit_call[0] is not leader or suit_call[1] is not None:
        return False
    return not any(t.leader is leader for t in state.tricks[suit_call[2]:])
REFERENCES.cite("_suit_callable", "cent-12")


def _lapsed(state: DealState, lapse: Lapse) -> PlayIrregularities:
    """The irregularities of the play with ``lapse`` waiting to be discovered (Law 59)."""
    return state.in_play._replace(lapses=state.in_play.lapses + (lapse,))
REFERENCES.cite("_lapsed", "59")


def _take_up(state: DealState, resumed: DealState, choice: Choice, option: Option,
             narration: Narration) -> DealState:
    """Law 59 III, V: the cards led or played in error taken up, or left to stand."""
    if choice is Choice.PLAY_ON:
        new = draft(resumed)
        new.rulings = decided(state, choice, "the cards played stand")
        return settle(new)
    step = int(option.effect.split(":")[1])
    new = draft(state)
    new.rulings = decided(state, choice, "the cards played since are taken up")
    state = settle(new)
    return rewind(state, step, narration, "cards taken up")
REFERENCES.cite("_take_up", "59")


ELECTIONS: dict[str, Elector] = {"retake": _take_up}
"""The elections of the options this family gives, by the option's effect (``retake:<step>``: the step to go
back to)."""
