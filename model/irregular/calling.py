"""Irregularities of calling (Laws 46-56; Cases I, IV).

A call or claim of more than the player holds (Law 52), corrected in time
(Law 52), found out when shown (Law 55, :mod:`~piquet.model.irregular.showing`)
or at the first trick (Laws 53-54: :func:`close_miscalls`); a reply
corrected (Law 51); a class omitted reckoned in time (Law 56). The elder's
option of retaking his first lead when the younger corrects a miscall after
it (Law 52) is elected here.

In Piquet au cent (``rules.laws.set_not_held_reckons_nothing``) a quatorze or trio not held and
not corrected before its caller plays a card makes him reckon nothing that
deal (cent-23); showing is in :mod:`~piquet.model.irregular.showing`.

Readings: a miscall corrected (Law 52) or shown (Law 55) is replaced by what
each holds: the better of the two reckons it. A miscall found out after the
first trick (Law 54) leaves the class to the adversary: he reckons anything
he has good that a correct call of the player in error does not bar, and
the cards the player in error never called correctly bar nothing. A player
who claims what he could not possibly have held is liable to no penalty
(Laws 53-54) and keeps his score only for a misnomer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import ClassVar

from piquet.model.actions import Call
from piquet.model.cards import FULL_PACK, OTHER_PACK, Card, CardSet, format_card
from piquet.model.flow.base import add_hand_score, penalize, set_dialogue, with_role
from piquet.model.flow.calls import left_to_see, open_calls, reckon, younger_next
from piquet.model.narration import Narration
from piquet.model.declaring import Klass, Verdict, call_options, call_words
from piquet.model.irregular.declared import declared_cards
from piquet.model.irregular.options import Elector, IrregularAction, Refusal, decided, found, offer, rule
from piquet.model.play import LEAD_POINTS
from piquet.model.reckoning import bonuses, repique_or_pique
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.scoring import (
    SET_RANKS, best_point, longest_suit, sequence_name, sequence_values, sequences, set_name, set_values, sets,
)
from piquet.model.state import (
    Choice, Correction, DealState, MiscallFound, MiscallNote, Option, Phase, Ruling, draft, held, settle,
)

__all__ = [
    "Miscall", "CorrectCall", "CorrectReply", "ReckonOmitted", "offered", "close_miscalls", "surplus_claims",
    "strike_class", "redecide", "held_value", "review_bonus", "claim_of", "could_hold", "ELECTIONS",
]

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


@dataclass(frozen=True, slots=True)
class Miscall(IrregularAction):
    """A call or claim of more than the player holds (Law 52)."""

    KIND: ClassVar[str] = "miscall"
    LAWS: ClassVar[tuple[str, ...]] = ("52",)
    call: Call

    def __str__(self) -> str:
        return f"{self.call}, which he does not hold"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        call = self.call
        role, klass, name = call.role, call.klass, state.names[call.role]
        note = MiscallNote(role, klass, call.value)
        calls = state.in_calling
        new = draft(state)
        new.in_calling = calls._replace(miscalls=calls.miscalls + (note,), called=calls.called + (note,))
        new.klass = klass if role is ELDER else state.klass
        state = settle(new)
        words = f"{name} calls {call_words(klass, call.count, call.detail)}, which he does not hold"
        new = draft(state)
        new.rulings = state.rulings + (Ruling(self.KIND, role, ("52.1",), words,
                      "he may correct it before the younger hand has played to the first trick", klass=klass),)
        state = settle(new)
        if role is YOUNGER:
            dialogue = state.dialogue(klass)._replace(younger=call.value)
            state = reckon(set_dialogue(state, klass, dialogue), YOUNGER, klass, call.value, narration)
            new = draft(state)
            new.pending = state.pending[1:]
            return younger_next(settle(new), narration)
        narration.say(ELDER, "call", 0, words)
        dialogue = state.dialogue(klass)._replace(called=call.count, detail=call.detail)
        if klass is Klass.SETS:
            dialogue = dialogue._replace(called=call.value, detail=None)
        new = draft(set_dialogue(state, klass, dialogue))
        new.phase = Phase.ANSWER_YOUNGER
        new.to_move = YOUNGER
        return settle(new)


@dataclass(frozen=True, slots=True)
class CorrectCall(IrregularAction):
    """A player corrects his miscall in a class (Law 52)."""

    KIND: ClassVar[str] = "miscall corrected"
    LAWS: ClassVar[tuple[str, ...]] = ("52", "cent-23")
    role: Role
    klass: Klass

    def __str__(self) -> str:
        return f"{self.role.word} corrects his {self.klass.word}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        correction = Correction(self.role, self.klass, after_lead=state.lead is not None or bool(state.tricks))
        new = draft(state)
        new.in_calling = state.in_calling._replace(corrected=state.in_calling.corrected + (correction,))
        state = settle(new)
        # Case IX: the elder corrects before he leads, and the younger's better holding, now declared, tells him what
        # the younger has out; an accident the laws cannot reach.
        informs = (self.role is ELDER and state.lead is None
                   and held_value(state, YOUNGER, self.klass) > held_value(state, ELDER, self.klass))
        state = rule(state, narration, self.KIND, self.role, ("52.1", "Case IX") if informs else ("52.1",),
                      f"{state.names[self.role]} corrects his {self.klass.word} before the younger hand has played "
                      "to the first trick", "no penalty: the class goes to whoever holds better" + (
                          f"; what {state.names[YOUNGER]}'s reply tells {state.names[ELDER]} of his cards is an accident "
                          f"card laws cannot reach, and {state.names[YOUNGER]} has no remedy" if informs else ""),
                      self.klass)
        if state.dialogue(self.klass).verdict is None and state.phase is Phase.ANSWER_YOUNGER:
            state = _without_miscalls(state, lambda m: m.klass is self.klass)
            return open_calls(set_dialogue(state, self.klass, state.dialogue(self.klass)._replace(called=None)),
                              self.klass)
        state = redecide(state, self.klass, narration, "the call is corrected (Law 52)")
        if self.role is ELDER or state.lead is None:
            return state
        ruling = Ruling(self.KIND, YOUNGER, ("52.2",), f"{state.names[YOUNGER]} corrects his miscall after "
                        f"{state.names[ELDER]} has led", f"{state.names[ELDER]} may retake the card he led, and play "
                        "differently", holder=ELDER, choices=(Choice.RETAKE, Choice.PLAY_ON))
        return offer(state, narration, ruling, "lead", YOUNGER)

    def refusal(self, state: DealState) -> Refusal:
        note = next((m for m in state.in_calling.miscalls if m.role is self.role and m.klass is self.klass), None)
        if note is not None and _set_played(state, note):
            return ("cent-23.1",), ("having played a card without correcting his quatorze or trio, he can no longer "
                                    "correct it")
        return ("52.1", "54.1"), "a miscall can be corrected only before the younger hand has played to the first trick"


@dataclass(frozen=True, slots=True)
class CorrectReply(IrregularAction):
    """The younger corrects his reply "good" or "equal" to a call, holding better (Law 51)."""

    KIND: ClassVar[str] = "reply corrected"
    LAWS: ClassVar[tuple[str, ...]] = ("51", "46", "62", "cent-20")
    klass: Klass

    def __str__(self) -> str:
        return f"younger corrects his reply in the {self.klass.word}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        klass, dialogue = self.klass, state.dialogue(self.klass)
        barred = klass is Klass.POINT and dialogue.detail is not None  # he said "equal" or inquired (Law 46)
        state = strike_class(state, ELDER, klass, narration, "the younger hand corrects his reply (Law 51)")
        value = held_value(state, YOUNGER, klass)
        claim = claim_of(value, klass)
        state = set_dialogue(state, klass, dialogue._replace(verdict=Verdict.NOT_GOOD, younger=claim))
        if barred:
            nominal = claim  # Law 62: one a card; his point bars but does not score (Case I)
            state = add_hand_score(state, YOUNGER, klass, nominal)
            return rule(state, narration, self.KIND, YOUNGER, ("51.2", "46.4", "46.5", "Case I"),
                         f"{state.names[YOUNGER]} allowed the point equal, holding {claim} cards", "the elder cannot score "
                         "the point; the younger's reply bars him from counting a superior number of cards, but his point "
                         "saves a pique or repique")
        state = rule(state, narration, self.KIND, YOUNGER, (f"51.{1 if dialogue.verdict is Verdict.GOOD else 2}",),
                      f"{state.names[YOUNGER]} corrects his reply before the elder's next call or lead", "he counts what "
                      "he holds")
        return reckon(state, YOUNGER, klass, claim, narration)

    def refusal(self, state: DealState) -> Refusal:
        if not state.rules.laws.reply_correctable():  # cent-20.1, replacing Law 51
            return ("cent-20.1",), ("in au cent the younger hand who allowed a correct call to be good or equal must "
                                    "abide by his answer")
        if state.dialogue(self.klass).admitted:
            return ("Case VII",), ("asking which card is out admits the call good: he obtained information he is "
                                   "entitled to only if the elder scores it")
        return ("51.1", "51.2"), ("a reply can be corrected only by a younger hand who holds better, before the "
                                  "elder's next call or, if there is none, his lead")


@dataclass(frozen=True, slots=True)
class ReckonOmitted(IrregularAction):
    """The elder reckons a class he omitted, before the younger plays to the first trick (Law 56)."""

    KIND: ClassVar[str] = "omission reckoned"
    LAWS: ClassVar[tuple[str, ...]] = ("56", "cent-24")
    klass: Klass

    def __str__(self) -> str:
        return f"elder reckons the {self.klass.word} he omitted"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        klass, elder, younger = self.klass, state.names[ELDER], state.names[YOUNGER]
        # Case IV: the cards of his calls allowed good are declared, and with them what they hold, unnamed.
        implied = _best_value(declared_cards(state, ELDER), klass)
        finding = (f"{elder} declared {_named(klass, implied)} by implication, the cards of his calls allowed good "
                   f"holding them, so {younger} cannot reckon an inferior {klass.word}; {elder} reckons it"
                   if implied > held_value(state, YOUNGER, klass) else f"{elder} reckons the {klass.word} he omitted")
        state = rule(state, narration, self.KIND, ELDER, ("56.1", "Case IV"), f"{finding}, before the younger hand "
                     "has played to the first trick", "in time: the class goes to whoever holds better; objecting, "
                     "he must reckon it, even under a rubicon (Case IV)", klass)
        if held_value(state, ELDER, klass) <= held_value(state, YOUNGER, klass):
            return state
        state = strike_class(state, YOUNGER, klass, narration, "the elder's omitted score is better (Law 56)")
        hand = state.hands[ELDER] | _led(state)
        claim = claim_of(held_value(state, ELDER, klass), klass)
        called, detail = (claim >> 3, claim & 7) if klass is Klass.SEQUENCE else (claim, None)
        state = set_dialogue(state, klass, state.dialogue(klass)._replace(called=called, detail=detail,
                                                                          verdict=Verdict.GOOD))
        new = draft(state)
        new.pending = tuple(k for k in state.pending if k is not klass)
        state = settle(new)
        if state.phase is Phase.DECLARE_YOUNGER:  # the younger has no longer that class to reckon
            state = younger_next(state, narration)
        new = draft(state)
        new.hands = with_role(state.hands, ELDER, hand)
        state = reckon(settle(new), ELDER, klass, claim, narration)
        new = draft(state)
        new.hands = with_role(state.hands, ELDER, hand & ~_led(state))
        return review_bonus(settle(new), narration)

    def refusal(self, state: DealState) -> Refusal:
        if not state.rules.laws.omitted_reckoned_after_lead():  # cent-24.1, replacing Law 56 (see offered)
            return ("cent-24.1",), "when the elder hand has led a card, neither player can reckon anything omitted"
        return ("56.1",), "when the younger hand has played to the first trick, neither player can reckon anything omitted"


def _named(klass: Klass, value: int) -> str:
    """A value of ``klass`` in words: ``three aces``, ``tierce major``, ``his point``."""
    return set_name(value) if klass is Klass.SETS else sequence_name(value) if klass is Klass.SEQUENCE else "his point"


def _window_open(state: DealState) -> bool:
    """Before the younger hand has played to the first trick (Laws 52, 54, 56)."""
    return not state.tricks and not state.over
REFERENCES.cite("_window_open", "52", "54", "56")


def offered(state: DealState) -> Iterator[IrregularAction]:
    phase, klass = state.phase, state.klass
    before_lead = phase is Phase.PLAY and not state.tricks and state.lead is None and not state.in_calling.lead_retaken
    if phase is Phase.DECLARE_ELDER and state.dialogue(klass).called is None:
        yield from _miscalls(ELDER, klass, state.hands[ELDER])
    if before_lead:  # a class he held nothing of was passed over: he may still call in it
        for k in Klass:
            if state.dialogue(k).called is None:
                yield from _miscalls(ELDER, k, state.hands[ELDER])
    if phase is Phase.DECLARE_YOUNGER and state.pending and not left_to_see(state):
        yield from _miscalls(YOUNGER, state.pending[0], state.hands[YOUNGER])
    if _window_open(state):
        yield from (CorrectCall(m.role, m.klass) for m in state.in_calling.miscalls if not _set_played(state, m))
    correctable = _correctable_reply(state)
    if correctable is not None and state.rules.laws.reply_correctable():  # Law 51, or cent-20.1
        yield CorrectReply(correctable)
    # Law 56: until the younger has played to the first trick; in au cent not once the elder has led (cent-24.1).
    first_trick = state.lead is not None and not state.tricks and state.to_move is YOUNGER
    if state.rules.laws.omitted_reckoned_after_lead() and (first_trick or phase is Phase.DECLARE_YOUNGER):
        for k in Klass:
            if _omitted(state, k):
                yield ReckonOmitted(k)


def set_allowed(state: DealState, note: MiscallNote) -> bool:
    """cent-23.1: whether ``note`` is, in au cent, a quatorze or trio called and not held that is allowed good
    (the younger's claim is not answered; the elder's call was not disallowed)."""
    return (state.rules.laws.set_not_held_reckons_nothing() and note.klass is Klass.SETS
            and (note.role is YOUNGER or state.dialogue(Klass.SETS).verdict is not Verdict.NOT_GOOD))
REFERENCES.cite("set_allowed", "cent-23")


def _set_played(state: DealState, note: MiscallNote) -> bool:
    """cent-23.1: in au cent, the elder who called a quatorze or trio he does not hold, allowed good, has led a
    card without correcting it: too late to correct."""
    return set_allowed(state, note) and note.role is ELDER and (state.lead is not None or bool(state.tricks))
REFERENCES.cite("_set_played", "cent-23")


def _miscalls(role: Role, klass: Klass, hand: CardSet) -> Iterator[Miscall]:
    """Calls of more than ``role`` holds in ``klass`` (Law 52): a longer point, a sequence or set not held."""
    if klass is Klass.POINT:
        yield from (Miscall(Call(role, klass, n)) for n in range(longest_suit(hand) + 1, 9))
    elif klass is Klass.SEQUENCE:
        values = set(sequence_values(hand))
        yield from (Miscall(Call(role, klass, n, top)) for n in range(3, 9) for top in range(n - 1, 8)
                    if n << 3 | top not in values)
    else:
        values = set(set_values(hand))
        yield from (Miscall(Call(role, klass, n, r)) for n in (3, 4) for r in SET_RANKS if n << 3 | r not in values)
REFERENCES.cite("_miscalls", "52")


def _correctable_reply(state: DealState) -> Klass | None:
    """Law 51: the class whose "good" or "equal" the younger may still correct, holding better:
    the last answered, before the elder's next call, or his lead if there is none."""
    if state.played or state.in_calling.lead_retaken or state.phase not in (Phase.DECLARE_ELDER, Phase.PLAY):
        return None
    answered = [k for k in Klass if state.dialogue(k).verdict is not None]
    if not answered:
        return None
    klass = answered[-1]
    if state.phase is Phase.DECLARE_ELDER and state.klass is klass:  # the call is not finished
        return None
    if any(state.dialogue(k).called is not None for k in Klass if k > klass):
        return None
    dialogue = state.dialogue(klass)
    if dialogue.verdict is Verdict.NOT_GOOD or dialogue.admitted or dialogue.younger is not None:
        return None
    assert dialogue.called is not None
    return klass if held_value(state, YOUNGER, klass) > held_value(state, ELDER, klass) else None
REFERENCES.cite("_correctable_reply", "51")


def _omitted(state: DealState, klass: Klass) -> bool:
    """Law 56: the elder called nothing in ``klass`` though he holds something of it."""
    return (state.dialogue(klass).called is None and bool(call_options(klass, state.hands[ELDER] | _led(state)))
            and not found(state, ReckonOmitted.KIND, klass=klass))
REFERENCES.cite("_omitted", "56")


def _led(state: DealState) -> CardSet:
    """The elder's first lead, if on the table: his hand as he called it includes it."""
    return 1 << state.lead if state.lead is not None and not state.tricks and state.leader is ELDER else 0


def _without_miscalls(state: DealState, settled: Callable[[MiscallNote], bool]) -> DealState:
    """``state`` with the miscalls ``settled`` (corrected, redecided or found a misnomer) no longer outstanding."""
    miscalls = tuple(m for m in state.in_calling.miscalls if not settled(m))
    new = draft(state)
    new.in_calling = state.in_calling._replace(miscalls=miscalls)
    return settle(new)


def held_value(state: DealState, role: Role, klass: Klass) -> int:
    """The best value ``role`` truly holds in ``klass`` (0 for nothing), as the scoring module orders them: in
    his hand as he called it, the cards he has played since included (Law 54: found out at the first trick, the
    adversary reckons what he has good, whatever card he played to it)."""
    return _best_value(held(state, role), klass)


def _best_value(hand: CardSet, klass: Klass) -> int:
    """The best value of ``hand`` in ``klass`` (0 for nothing), as the scoring module orders them."""
    if klass is Klass.POINT:
        return best_point(hand)
    return max(sequences(hand) if klass is Klass.SEQUENCE else sets(hand), default=0)


def claim_of(value: int, klass: Klass) -> int:
    """A held value as a claim: the number of cards of a point, else the value itself."""
    return value >> 7 if klass is Klass.POINT else value


def strike_class(state: DealState, role: Role, klass: Klass, narration: Narration, why: str) -> DealState:
    """Strike out what ``role`` reckoned in ``klass``."""
    points = state.hand_scores[role][klass]
    if points:
        actual = 0 if state.reckon_nothing[role] else points
        narration.say(role, "irregularity", -actual, f"{state.names[role]}'s {klass.word}, {points}, is struck out: "
                                                     f"{why}")
        state = add_hand_score(state, role, klass, -points)
    return state


def redecide(state: DealState, klass: Klass, narration: Narration, why: str) -> DealState:
    """The class decided again by what each truly holds: the better reckons his best (Laws 52, 55; a call he
    could not have held, Law 54)."""
    state = _struck(state, klass, narration, why)
    values = {role: held_value(state, role, klass) for role in Role}
    if values[ELDER] == values[YOUNGER] or not max(values.values()):
        return state
    return _awarded(state, klass, ELDER if values[ELDER] > values[YOUNGER] else YOUNGER, values, narration)


def _discovered(state: DealState, note: MiscallNote, narration: Narration) -> DealState:
    """Law 54: on discovery of the error, the adversary reckons anything he has good which is not barred by a
    correct call of the player in error, made in addition to his miscall. In the class miscalled the player in
    error made one call, the miscall (what he reckoned with it stood on it, Law 49), so nothing of his bars
    there: his adversary reckons the best he holds in it. The cards of the player in error that he never
    called correctly bar nothing."""
    klass, adversary = note.klass, note.role.adversary
    state = _struck(state, klass, narration, "an uncorrected miscall (Law 54)")
    values = {role: held_value(state, role, klass) if role is adversary else 0 for role in Role}
    # Struck out, the miscall may take back the thirty a repique or pique stood on: reviewed either way (Laws 68-69).
    return _awarded(state, klass, adversary, values, narration) if values[adversary] else review_bonus(state, narration)


def _struck(state: DealState, klass: Klass, narration: Narration, why: str) -> DealState:
    """What either reckoned in ``klass`` struck out, and its miscalls no longer outstanding."""
    for role in Role:
        state = strike_class(state, role, klass, narration, why)
    return _without_miscalls(state, lambda m: m.klass is klass)


def _awarded(state: DealState, klass: Klass, winner: Role, values: dict[Role, int],
             narration: Narration) -> DealState:
    """``winner`` reckons his best in ``klass`` (``values``: what each holds), and repique and pique are
    reviewed."""
    state = reckon(state, winner, klass, claim_of(values[winner], klass), narration, holding=held(state, winner))
    if winner is YOUNGER:
        state = set_dialogue(state, klass, state.dialogue(klass)._replace(younger=values[winner]))
    return review_bonus(state, narration)
REFERENCES.cite("redecide", "52", "54")


def review_bonus(state: DealState, narration: Narration) -> DealState:
    """After a correction once the elder has led: repique and pique as the hand scores now stand.
    Not while the younger is still reckoning: they are decided when he has done (Law 67)."""
    if state.phase is not Phase.PLAY or not (state.played or state.in_calling.lead_retaken):
        return state
    elder, younger = state.hand_scores
    bonus = repique_or_pique(elder, younger, state.elder_play_first, state.reckon_nothing,
                             state.rules.picks.pique_with_repique)
    for role in Role:
        before, now = dict(bonuses(state.bonus[role])), dict(bonuses(bonus[role]))
        for kind in ("repique", "pique"):  # each bonus gained or lost, in the order they reckon (Law 67)
            delta = now.get(kind, 0) - before.get(kind, 0)
            if delta:
                narration.say(role, kind, delta,
                              f"{state.names[role]}: {kind} {'now' if delta > 0 else 'no longer'} (Laws 68-69)")
    new = draft(state)
    new.bonus = bonus
    return settle(new)
REFERENCES.cite("review_bonus", "67", "68", "69")


def _retake_first_lead(state: DealState, narration: Narration) -> DealState:
    """Law 52: the elder takes the card he led back into his hand, and his point for leading with it
    (Law 65); he leads again, the younger having reckoned already."""
    lead = state.lead
    assert lead is not None and not state.tricks and state.leader is ELDER
    point = 0 if state.reckon_nothing[ELDER] else LEAD_POINTS
    narration.say(ELDER, "irregularity", -point, f"{state.names[ELDER]} retakes {format_card(lead)}: his point for "
                                                 "leading is taken back (Law 52)")
    new = draft(state)
    new.hands = with_role(state.hands, ELDER, state.hands[ELDER] | 1 << lead)
    new.lead = None
    new.in_calling = state.in_calling._replace(lead_retaken=True)
    new.play_points = with_role(state.play_points, ELDER,
                      state.play_points[ELDER] - LEAD_POINTS)
    new.elder_play_first = state.elder_play_first - LEAD_POINTS
    new.to_move = ELDER if state.phase is Phase.PLAY else state.to_move
    state = settle(new)
    return review_bonus(state, narration)
REFERENCES.cite("_retake_first_lead", "52", "65")


def close_miscalls(state: DealState, narration: Narration) -> DealState:
    """The younger has played to the first trick: uncorrected miscalls are found out (Laws 53-54)."""
    for note in state.in_calling.miscalls:
        state = _find_out(state, note, narration)
        if state.in_calling.found[-1].could_hold and state.option is not None:
            return state  # the adversary elects first; the other miscalls wait (registry._penalty)
    return state
REFERENCES.cite("close_miscalls", "53", "54")


def _find_out(state: DealState, note: MiscallNote, narration: Narration,
              when: str = "did not correct it before the younger hand played to the first trick") -> DealState:
    """The miscall ``note``, not corrected, is found out (Laws 53-54): the penalty, a misnomer, or a call he
    could not have held; ``when`` says why it is found out now."""
    role, name = note.role, state.names[note.role]
    if set_allowed(state, note):  # variant: cent-23.1, for Laws 53-54
        return _set_not_held(state, note, narration)
    possible = could_hold(state, note)
    # Law 53: he holds one of that counting value in the hand he called from (the card he played to the
    # first trick included), and named it wrongly.
    misnomer = not possible and _best_value(held(state, role), note.klass) \
        >> (7 if note.klass is Klass.POINT else 3) == note.claim >> (0 if note.klass is Klass.POINT else 3)
    found = state.in_calling.found + (MiscallFound(note, possible, misnomer),)
    new = draft(state)
    new.in_calling = state.in_calling._replace(found=found)
    state = settle(new)
    if misnomer:
        state = rule(state, narration, Miscall.KIND, role, (f"53.{role + 1}",), f"{name}'s call is a misnomer: he "
                      "holds one of that counting value and could not have held what he named",
                      "there is no penalty", note.klass)
        return _without_miscalls(state, lambda m: m is note)
    bar = (f"{state.names[role.adversary]} may reckon what he has good in the {note.klass.word}: {name}'s miscall, "
           "and his cards not correctly called, bar nothing")
    if possible:
        finding, outcome = f"{name} called what he does not hold and {when}", bar
    else:
        finding = f"{name} called what he could not possibly have held in his hand and discard together"
        outcome = f"he is liable to no penalty; {bar}"
    state = rule(state, narration, Miscall.KIND, role, (f"54.{role + 1}", "54.3"), finding, outcome, note.klass)
    # Law 54: on discovery of the error, whether or not he is liable to the penalty.
    state = _discovered(state, note, narration)
    return penalize(state, role, (f"54.{role + 1}",), f"{name}'s uncorrected miscall", narration) if possible else state
REFERENCES.cite("_find_out", "53", "54")


def _set_not_held(state: DealState, note: MiscallNote, narration: Narration) -> DealState:
    """cent-23.1: a quatorze or trio called and not held, allowed good, not corrected before its caller played
    a card: he can reckon nothing that deal (at his adversary's option, Law 44), with no exception for a
    misnomer or a call he could not have held; the class goes to whoever holds better."""
    role, name = note.role, state.names[note.role]
    found_out = state.in_calling.found + (MiscallFound(note, True, False),)
    new = draft(state)
    new.in_calling = state.in_calling._replace(found=found_out)
    state = settle(new)
    state = rule(state, narration, Miscall.KIND, role, ("cent-23.1",), f"{name} called a quatorze or trio he does "
                 "not hold, allowed good, and played a card without correcting it", "he can reckon nothing that deal",
                 note.klass)
    state = redecide(state, note.klass, narration, "a quatorze or trio called and not held (cent-23.1)")
    return penalize(state, role, ("cent-23.1",), f"{name}'s quatorze or trio not held", narration)
REFERENCES.cite("_set_not_held", "cent-23", "44")


def surplus_claims(state: DealState, role: Role, card: Card, kind: str, narration: Narration) -> DealState | None:
    """Case XVIII: ``card``, of the other pack, found in ``role``'s hand and returned to the undealt pack (the
    ruling of ``kind``). If he
    used it in a claim allowed good, then before he has led a card since there is no penalty, the class being
    decided by what each truly holds; after, he is liable to the penalty for an unfounded claim, subject to his
    having held it in his hand and discard taken together (Law 54). None if he claimed nothing with it."""
    genuine = held(state, role) & FULL_PACK
    face = 1 << (card & ~OTHER_PACK)
    used = [n for n in state.in_calling.called if n.role is role and _claim_in(genuine | face, n)
            and not _claim_in(genuine, n)]
    if not used:
        return None
    name, shown = state.names[role], format_card(card & ~OTHER_PACK)
    led = any(t.leader is role for t in state.tricks) or state.lead is not None and state.leader is role
    # Case XVIII: used in scoring what is allowed good, or in showing what is allowed equal.
    equal = [n.klass.word for n in used if state.dialogue(n.klass).verdict is Verdict.EQUAL]
    good = [n.klass.word for n in used if state.dialogue(n.klass).verdict is not Verdict.EQUAL]
    uses = ([f"he claimed his {' and '.join(good)} with it"] if good else []) + (
        [f"he showed his {' and '.join(equal)} as equal with it"] if equal else [])
    finding = f"a card of the other pack, {shown}, is found in {name}'s hand, not played; {', and '.join(uses)}"
    if not led:
        state = rule(state, narration, kind, role, ("Case XVIII",), finding, "he returns it to the undealt "
                      "pack, with no penalty, having led no card since: what he claimed is decided by what each holds")
        for note in used:
            if note in state.in_calling.miscalls:
                state = redecide(state, note.klass, narration, "the card of the other pack is returned (Case XVIII)")
        return state
    state = rule(state, narration, kind, role, ("Case XVIII", f"54.{role + 1}"), finding + ", and has led "
                  "a card since", "he returns it to the undealt pack, and is liable to the penalty for an unfounded "
                  "claim, if he could have held it in his hand and discard taken together (Law 54)")
    for note in used:
        if note in state.in_calling.miscalls:  # not yet found out at the first trick: it is found now
            state = _find_out(state, note, narration, "claimed it with a card of the other pack, and has led a "
                                                      "card since (Case XVIII)")
    return state
REFERENCES.cite("surplus_claims", "54")


def could_hold(state: DealState, note: MiscallNote) -> bool:
    """Law 54: whether the claim could be held in the player's hand and discard taken together."""
    return _claim_in((held(state, note.role) | state.discards[note.role]) & FULL_PACK, note)
REFERENCES.cite("could_hold", "54")


def _claim_in(pool: CardSet, note: MiscallNote) -> bool:
    """Whether the cards ``pool`` hold the claim of ``note``."""
    klass = note.klass
    if klass is Klass.POINT:
        return longest_suit(pool) >= note.claim
    if klass is Klass.SEQUENCE:
        return note.claim in sequence_values(pool)
    return note.claim in set_values(pool)


def _retake_lead(state: DealState, resumed: DealState, choice: Choice, option: Option,
                 narration: Narration) -> DealState:
    """Law 52: the younger corrected a miscall after the elder's lead; the elder retakes it or plays on."""
    if choice is Choice.PLAY_ON:
        new = draft(resumed)
        new.rulings = decided(state, choice, "the card led stands")
        return settle(new)
    new = draft(resumed)
    new.rulings = decided(state, choice, f"{state.names[ELDER]} retakes the card he led "
                  "and leads again")
    resumed = settle(new)
    return _retake_first_lead(resumed, narration)
REFERENCES.cite("_retake_lead", "52")


ELECTIONS: dict[str, Elector] = {"lead": _retake_lead}
"""The elections of the options this family gives, other than a fresh deal, by the option's effect."""
