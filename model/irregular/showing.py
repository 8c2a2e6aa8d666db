"""Showing the cards called (Law 55; Cases VII-VIII), and in Piquet au cent the calls shown (cent-18 to cent-22).

The cards called asked for or shown unasked (Law 55); which card of a trio is
out asked and named (Cases VII-VIII). In Piquet au cent
(``rules.laws.calls_shown``) the calls must be shown, but for quatorzes and
trios: the elder leading without showing his call cannot reckon it, and the
younger reckons his own (cent-18); the younger playing to the first trick
without showing his equality or superiority, or disallowing a call that
proves good or equal, lets the elder show and reckon it after his lead
(cent-22, cent-21); a sequence shown with a call of an inferior one bars the
younger's sequences equal or inferior to the one shown, and the elder
reckons only his call (cent-19; the bar weighs the younger's answers in
:func:`piquet.model.au_cent.younger_answers`). The regular game's calls are
shown; not showing is the irregular action.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from piquet.model.actions import Action, Answer
from piquet.model.au_cent import SHOWN_ABOVE_CALL, full_answer_options
from piquet.model.cards import Card, CardSet, Suit, card_text, cards_in, format_card, format_cards, rank_mask, suit_mask
from piquet.model.flow.base import set_dialogue, with_role
from piquet.model.flow.calls import open_calls, reckon
from piquet.model.flow.lawful import apply_lawful
from piquet.model.narration import Narration
from piquet.model.declaring import Klass, Verdict, elder_claim, reckoned
from piquet.model.irregular.options import IrregularAction, Refusal, found, rule
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.scoring import sequence_tops, sequence_values
from piquet.model.state import DealState, MiscallNote, Phase, draft, held, settle

from piquet.model.irregular.declared import declared_cards, declared_in
from piquet.model.irregular.calling import claim_of, could_hold, held_value, redecide, review_bonus, strike_class

__all__ = [
    "AskToShow", "ShowVoluntarily", "AskWhichOut", "NameCardOut", "Unshown", "Disallow", "ShowLate", "ShowAboveCall",
    "offered", "declared_cards",
]

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


# cent-18.1: the calls the elder must show; quatorzes and trios are excepted.
_SHOWN = (Klass.POINT, Klass.SEQUENCE)

#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


@dataclass(frozen=True, slots=True)
class AskToShow(IrregularAction):
    """The adversary asks a player to show the cards he called in ``klass``, allowed good or equal (Law 55)."""

    KIND: ClassVar[str] = "cards called asked for"
    LAWS: ClassVar[tuple[str, ...]] = ("55",)
    role: Role
    klass: Klass

    def __str__(self) -> str:
        return f"{self.role.word} is asked to show his {self.klass.word}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, klass, name = self.role, self.klass, state.names[self.role]
        finding = f"{state.names[role.adversary]} asks {name} to show the cards of his {klass.word}"
        note = next((m for m in state.in_calling.miscalls if m.role is role and m.klass is klass), None)
        if note is not None:
            outcome = ("he cannot show what he called: the miscall is found out, and he may correct it before the "
                       "younger hand has played to the first trick; ")
            outcome += ("else he can reckon nothing that deal" if could_hold(state, note) else
                        "having called what he could not possibly have held, he is liable to no penalty")
            return rule(state, narration, self.KIND, role, ("55.1", "52.1", f"54.{role + 1}"), finding, outcome,
                         klass)
        return rule(state, narration, self.KIND, role, ("55.1",), finding,
                     f"he shows {format_cards(declared_in(state, role, klass))}", klass)


@dataclass(frozen=True, slots=True)
class ShowVoluntarily(IrregularAction):
    """Before he plays a card, a player voluntarily shows what he claims good or equal in ``klass`` (Law 55)."""

    KIND: ClassVar[str] = "cards called shown"
    LAWS: ClassVar[tuple[str, ...]] = ("55",)
    role: Role
    klass: Klass

    def __str__(self) -> str:
        return f"{self.role.word} shows his {self.klass.word} unasked"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, klass, name = self.role, self.klass, state.names[self.role]
        finding = f"{name} shows the cards of his {klass.word} before he plays a card"
        clause = f"55.{role + 3}"
        if not any(m.role is role and m.klass is klass for m in state.in_calling.miscalls):
            return rule(state, narration, self.KIND, role, (clause,), finding,
                         f"he shows {format_cards(declared_in(state, role, klass))}, what he called", klass)
        state = rule(state, narration, self.KIND, role, (clause,), finding, "he is liable to no penalty for "
                      "miscalling what he has shown: the class goes to whoever holds better", klass)
        return redecide(state, klass, narration, "the miscall is shown (Law 55)")


@dataclass(frozen=True, slots=True)
class AskWhichOut(IrregularAction):
    """The younger replies to a trio by asking which card of the rank is not reckoned (Case VII)."""

    KIND: ClassVar[str] = "which card out"
    LAWS: ClassVar[tuple[str, ...]] = ()

    def __str__(self) -> str:
        return "younger asks which card the elder does not reckon"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        klass = state.klass
        state = rule(state, narration, self.KIND, YOUNGER, ("Case VII", "55.1"), f"{state.names[YOUNGER]} asks "
                      "which card of the rank is not reckoned", "the question admits the call good: he obtains "
                      "information he is entitled to only if the elder scores it")
        dialogue = state.dialogue(klass)._replace(admitted=True)
        state = apply_lawful(narration.onto(set_dialogue(state, klass, dialogue)), _answer_good(klass))
        narration.scores, narration.events = state.scores, list(state.events)
        return state


@dataclass(frozen=True, slots=True)
class NameCardOut(IrregularAction):
    """The elder names the card of his trio's rank that he does not reckon (Case VIII)."""

    KIND: ClassVar[str] = "card named out"
    LAWS: ClassVar[tuple[str, ...]] = ()
    card: Card

    def __str__(self) -> str:
        return f"elder says he does not reckon {card_text(self.card)}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        value = state.dialogue(Klass.SETS).called
        assert value is not None
        state = rule(state, narration, self.KIND, ELDER, ("Case VIII", "55.1"), f"{state.names[ELDER]} says "
                      f"{format_card(self.card)} is the card he does not reckon",
                      "his reply stands for showing the cards: his claim is the other three")
        if held(state, ELDER) >> self.card & 1:  # he claims the three others, one of which he has not got
            note = MiscallNote(ELDER, Klass.SETS, value)
            new = draft(state)
            new.in_calling = state.in_calling._replace(miscalls=state.in_calling.miscalls + (note,))
            return settle(new)
        return state


@dataclass(frozen=True, slots=True)
class Unshown(IrregularAction):
    """In au cent, a call not shown: the elder leads a card without showing his call allowed good or equal
    (cent-18), or the younger, having said "equal" or "not good", plays to the first trick without showing his
    equality or superiority (cent-22). Points and sequences only: quatorzes and trios are not shown."""

    KIND: ClassVar[str] = "call not shown"
    LAWS: ClassVar[tuple[str, ...]] = ("cent-18", "cent-22")
    role: Role
    klass: Klass

    def __str__(self) -> str:
        return f"{self.role.word} plays without showing his {self.klass.word}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, klass, name = self.role, self.klass, state.names[self.role]
        if role is YOUNGER:  # cent-22.1
            verdict = state.dialogue(klass).verdict
            assert verdict is not None, "offered only after an answer"
            return rule(state, narration, self.KIND, YOUNGER, ("cent-22.1",), f"{name} played to the first trick "
                        f"without showing his {klass.word}, having said {verdict.value}",
                        f"{state.names[ELDER]} may show and reckon what he called, notwithstanding that he has led a card",
                        klass)
        other = state.names[YOUNGER]
        state = rule(state, narration, self.KIND, ELDER, ("cent-18.2", "cent-18.3"), f"{name} led a card without "
                     f"showing his {klass.word}", f"he cannot reckon it; {other} may show and reckon his {klass.word}, "
                     "even though equal or inferior", klass)
        state = strike_class(state, ELDER, klass, narration, "not shown before the lead (cent-18.2)")
        value = held_value(state, YOUNGER, klass)
        if not value or state.dialogue(klass).younger is not None:
            return review_bonus(state, narration)
        # Reading: "may" -- he shows and reckons his best, which costs him nothing.
        claim = claim_of(value, klass)
        state = set_dialogue(state, klass, state.dialogue(klass)._replace(younger=claim))
        new = draft(state)
        new.pending = tuple(k for k in state.pending if k is not klass)
        state = settle(new)
        return review_bonus(reckon(state, YOUNGER, klass, claim, narration), narration)

    def refusal(self, state: DealState) -> Refusal:
        return (("cent-18.1", "cent-22.1"), "in au cent, a call not shown is found when the elder "
                "leads, allowed good or equal, or when the younger, having said equal or not good, "
                "plays to the first trick")


@dataclass(frozen=True, slots=True)
class Disallow(IrregularAction):
    """In au cent, the younger says "not good" to a call that is good or equal against his hand (cent-21)."""

    KIND: ClassVar[str] = "call disallowed"
    LAWS: ClassVar[tuple[str, ...]] = ("cent-21",)
    klass: Klass

    def __str__(self) -> str:
        return f"younger says not good to a {self.klass.word} as good as his"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        klass = self.klass
        dialogue = state.dialogue(klass)
        narration.say(YOUNGER, "answer", 0, f"{state.names[YOUNGER]}: {Verdict.NOT_GOOD.value}")
        state = rule(state, narration, self.KIND, YOUNGER, ("cent-21.1",), f"{state.names[YOUNGER]} says not good "
                     f"to a {klass.word} as good as his", f"if it is discovered, {state.names[ELDER]} can show and "
                     "reckon his superiority, or show his equality, notwithstanding that he has led a card", klass)
        state = set_dialogue(state, klass, dialogue._replace(verdict=Verdict.NOT_GOOD))
        return open_calls(state, klass + 1)

    def refusal(self, state: DealState) -> Refusal:
        return (("cent-21.1", "51.1"), "in au cent, only a call as good as the younger's can be "
                "disallowed in error, when it is answered")


@dataclass(frozen=True, slots=True)
class ShowLate(IrregularAction):
    """In au cent, the elder shows and reckons his call in ``klass`` after he has led: the younger disallowed
    it and it proves good or equal (cent-21), or the younger played to the first trick without showing his
    equality or superiority (cent-22)."""

    KIND: ClassVar[str] = "call shown after the lead"
    LAWS: ClassVar[tuple[str, ...]] = ("cent-21", "cent-22")
    klass: Klass

    def __str__(self) -> str:
        return f"elder shows his {self.klass.word} after leading"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        klass, name = self.klass, state.names[ELDER]
        clause = _late_show(state, klass)
        assert clause is not None, "offered only where cent-21 or cent-22 applies"
        dialogue = state.dialogue(klass)
        assert dialogue.called is not None
        hand = held(state, ELDER)
        claim = elder_claim(klass, hand, dialogue.called, dialogue.detail)
        # cent-21: he reckons his superiority, or shows his equality; cent-22: he reckons what he called.
        equal = clause == "cent-21.1" and Verdict.EQUAL in full_answer_options(klass, held(state, YOUNGER),
                                                                              dialogue.called, dialogue.detail)
        state = rule(state, narration, self.KIND, ELDER, (clause,), f"{name} shows his {klass.word} after leading",
                     "he shows his equality: neither reckons it" if equal else "he reckons what he called, "
                     "notwithstanding that he has led a card", klass)
        state = strike_class(state, YOUNGER, klass, narration, f"{name}'s call is shown ({clause})")
        state = set_dialogue(state, klass, dialogue._replace(younger=None))
        if not equal:
            in_hand = state.hands[ELDER]
            new = draft(state)
            new.hands = with_role(state.hands, ELDER, hand)
            state = reckon(settle(new), ELDER, klass, claim, narration, pips=dialogue.detail)
            new = draft(state)
            new.hands = with_role(state.hands, ELDER, in_hand)
            state = settle(new)
        return review_bonus(state, narration)

    def refusal(self, state: DealState) -> Refusal:
        return (("cent-18.2", "cent-21.1", "cent-22.1"), "having led, the elder may show and "
                "reckon his call only if the younger disallowed it and it proves good or equal, or "
                "played to the first trick without showing")


@dataclass(frozen=True, slots=True)
class ShowAboveCall(IrregularAction):
    """In au cent, the elder shows his best sequence with a call of an inferior one, before the younger answers
    (cent-19): he reckons only what he called, and the younger cannot reckon a sequence equal or inferior to the
    one shown."""

    KIND: ClassVar[str] = SHOWN_ABOVE_CALL
    LAWS: ClassVar[tuple[str, ...]] = ("cent-19",)

    def __str__(self) -> str:
        return "elder shows a sequence superior to the one he calls"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        name, other = state.names[ELDER], state.names[YOUNGER]
        return rule(state, narration, self.KIND, ELDER, ("cent-19.1", "cent-19.2"), f"{name} shows a sequence "
                    "superior to the one he calls", f"he reckons only what he called; {other} cannot reckon a sequence "
                    "equal or inferior to the one shown", Klass.SEQUENCE)

    def refusal(self, state: DealState) -> Refusal:
        return (("cent-19.1",), "in au cent, the elder shows a sequence superior to his call "
                "with that call, before the younger answers it, once")


def _showing(state: DealState) -> Iterator[IrregularAction]:
    """Law 55: a call allowed good or equal shown when asked for, or unasked before its caller plays a card."""
    for role in Role:
        played = bool(state.tricks) or role is ELDER and state.lead is not None
        for klass in Klass:
            if not _allowed(state, role, klass):
                continue
            if not found(state, AskToShow.KIND, role, klass):
                yield AskToShow(role, klass)
            if not played and not found(state, ShowVoluntarily.KIND, role, klass):
                yield ShowVoluntarily(role, klass)
REFERENCES.cite("_showing", "55")


def _au_cent_showing(state: DealState) -> Iterator[IrregularAction]:
    """cent-18, cent-21, cent-22: a call not shown when its caller plays, a call disallowed as good as the
    younger's, and the elder's call shown and reckoned after his lead."""
    first_lead = state.lead is not None and state.leader is ELDER and not state.tricks
    if state.phase is Phase.ANSWER_YOUNGER and state.klass in _SHOWN and _as_good(state, state.klass):
        yield Disallow(state.klass)
    if state.phase is Phase.ANSWER_YOUNGER and _shows_above(state):
        yield ShowAboveCall()
    for klass in _SHOWN:
        dialogue = state.dialogue(klass)
        if dialogue.called is None:
            continue
        if (first_lead and dialogue.verdict in (Verdict.GOOD, Verdict.EQUAL) and not _shown(state, ELDER, klass)
                and not found(state, Unshown.KIND, ELDER, klass)
                and not any(m.role is ELDER and m.klass is klass for m in state.in_calling.miscalls)):
            yield Unshown(ELDER, klass)
        if (len(state.tricks) == 1 and state.lead is None and dialogue.verdict in (Verdict.EQUAL, Verdict.NOT_GOOD)
                and not _shown(state, YOUNGER, klass) and not found(state, Unshown.KIND, YOUNGER, klass)):
            yield Unshown(YOUNGER, klass)
        if (state.tricks or first_lead) and not state.over and _late_show(state, klass) is not None:
            yield ShowLate(klass)
REFERENCES.cite("_au_cent_showing", "cent-18", "cent-21", "cent-22")


def _shows_above(state: DealState) -> bool:
    """cent-19: whether the elder, his sequence called in full and not yet answered, holds a better one to show
    (a sequence he holds called: a miscall is Law 52's)."""
    dialogue = state.dialogue(Klass.SEQUENCE)
    if state.klass is not Klass.SEQUENCE or dialogue.called is None or dialogue.detail is None:
        return False
    if found(state, ShowAboveCall.KIND) or any(m.role is ELDER and m.klass is Klass.SEQUENCE
                                                for m in state.in_calling.miscalls):
        return False
    return max(sequence_values(held(state, ELDER)), default=0) > (dialogue.called << 3 | dialogue.detail)
REFERENCES.cite("_shows_above", "cent-19")


def _as_good(state: DealState, klass: Klass) -> bool:
    """Whether the elder's call in ``klass``, stated in full, is good or equal against the younger's hand as he
    went into the play: "not good" is not an answer he may lawfully give."""
    dialogue = state.dialogue(klass)
    if dialogue.called is None or dialogue.detail is None:
        return False
    return Verdict.NOT_GOOD not in full_answer_options(klass, held(state, YOUNGER), dialogue.called, dialogue.detail)


def _shown(state: DealState, role: Role, klass: Klass) -> bool:
    """Whether ``role`` showed his call or claim in ``klass``, unasked or asked (Law 55), or, the elder, with a
    sequence superior to it (cent-19)."""
    return any(found(state, kind, role, klass) for kind in (ShowVoluntarily.KIND, AskToShow.KIND, ShowAboveCall.KIND))


def _late_show(state: DealState, klass: Klass) -> str | None:
    """The clause by which the elder, having led, may still show and reckon his call in ``klass``: cent-21.1
    (disallowed, it proves good or equal), cent-22.1 (the younger played to the first trick without showing);
    None if neither applies, or he has shown it so already."""
    if found(state, ShowLate.KIND, klass=klass):
        return None
    if found(state, Unshown.KIND, YOUNGER, klass):
        return "cent-22.1"
    if state.dialogue(klass).verdict is Verdict.NOT_GOOD and _as_good(state, klass):
        return "cent-21.1"
    return None
REFERENCES.cite("_late_show", "cent-21", "cent-22")


def _allowed(state: DealState, role: Role, klass: Klass) -> bool:
    """Whether ``role`` called or reckoned something in ``klass`` that was allowed good or equal (Law 55)."""
    dialogue = state.dialogue(klass)
    if role is ELDER:
        return dialogue.called is not None and dialogue.verdict in (Verdict.GOOD, Verdict.EQUAL)
    return dialogue.younger is not None
REFERENCES.cite("_allowed", "55")


def _answer_good(klass: Klass) -> Action:
    return Answer(klass, Verdict.GOOD)


def offered(state: DealState) -> Iterator[IrregularAction]:
    """Which card of a trio is out asked and named (Cases VII-VIII), the calls shown (Law 55; cent-18 to
    cent-22)."""
    klass, dialogue = state.klass, state.dialogue(state.klass)
    if (state.phase is Phase.ANSWER_YOUNGER and klass is Klass.SETS and dialogue.called is not None
            and dialogue.called >> 3 == 3):
        yield AskWhichOut()
    sets_dialogue = state.dialogue(Klass.SETS)
    if sets_dialogue.admitted and sets_dialogue.called is not None and not found(state, NameCardOut.KIND):
        yield from (NameCardOut(c) for c in cards_in(rank_mask(sets_dialogue.called & 7)))
    yield from _showing(state)
    if state.rules.laws.calls_shown():  # cent-18, cent-21, cent-22, replacing Law 55
        yield from _au_cent_showing(state)
REFERENCES.cite("offered", "55", "cent-18", "cent-21", "cent-22")
