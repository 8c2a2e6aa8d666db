"""The calls (Laws 46-56): the elder's calls, the younger's answers and his reckoning after the lead, the
cards he left seen (Law 36)."""

from __future__ import annotations


from piquet.model.actions import Answer, Call, Inquire, Sink
from piquet.model.cards import CardSet, count
from piquet.model.declaring import (
    EQUAL, GOOD, NOT_GOOD, POINT, SEQUENCE, SETS, Klass, call_options, call_words, claim_points, elder_claim,
    reckoned, younger_options,
)
from piquet.model.events import EventKind
from piquet.model.narration import Narration
from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER, Role, of
from piquet.model.scoring import number_word, point_name, sequence_name, set_name
from piquet.model.state import (
    ANSWER_YOUNGER, DECLARE_ELDER, DECLARE_YOUNGER, PLAY, DealState, dialogue_of, draft, settle,
)
from piquet.model.flow.base import moved, add_hand_score, set_dialogue, KLASSES
from piquet.model.flow.counting import award_bonus


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


# ---------------------------------------------------------------- legal actions


def left_to_see(state: DealState) -> bool:
    """The younger left cards and has still to elect whether they are seen (Law 36); not if he has
    mixed them with his discard (Law 37)."""
    return of(state.left, YOUNGER) > 0 and state.left_seen is None and not state.in_exchange.left_hidden
REFERENCES.cite("left_to_see", "36", "37")


def open_calls(state: DealState, klass: int) -> DealState:
    """The elder's next call from class ``klass`` on, passing over classes he holds nothing of or has called
    already; else his lead. A class passed over may still be called before the lead (Law 47: no order is
    compulsory after the point), and the classes called before it are not called again."""
    for k in KLASSES:
        if k >= klass and state.dialogue(k).called is None and call_options(k, of(state.hands, ELDER)):
            new = draft(state)
            new.phase, new.to_move, new.klass = DECLARE_ELDER, ELDER, k
            return settle(new)
    return moved(state, PLAY, ELDER)


def elder_call(state: DealState, action: Call | Sink, narration: Narration) -> DealState:
    klass, name = state.klass, state.names[ELDER]
    if isinstance(action, Sink):
        narration.say(ELDER, "call", 0, f"{name} calls no {klass.word}")
        return open_calls(state, klass + 1)
    dialogue = state.dialogue(klass)
    stating = dialogue.called is not None  # what his call makes, after "equal" or the inquiry (Law 46)
    if not stating and klass is not SETS and state.rules.laws.states_call_in_full():  # Laws 46, 48; cent-15, 16
        dialogue = dialogue_of(action.count, action.detail)
    elif not stating:
        dialogue = dialogue_of(action.value)
    else:
        dialogue = dialogue._replace(detail=action.detail)
    if narration.on:
        words = (f"making {action.detail}" if stating and klass is POINT
                 else call_words(klass, action.count, action.detail))
        narration.say(ELDER, "call", 0, f"{name}: {words}")
    return moved(set_dialogue(state, klass, dialogue), ANSWER_YOUNGER, YOUNGER)


def answer_call(state: DealState, action: Answer | Inquire, narration: Narration) -> DealState:
    klass, name = state.klass, state.names[YOUNGER]
    dialogue = state.dialogue(klass)
    assert dialogue.called is not None
    if isinstance(action, Inquire):
        narration.say(YOUNGER, "inquiry", 0, f"{name}: what does it make? (Law 46)")
        state = set_dialogue(state, klass, dialogue._replace(inquired=True))
        return moved(state, DECLARE_ELDER, ELDER)
    verdict = action.verdict
    narration.say(YOUNGER, "answer", 0, f"{name}: {verdict.value}" if narration.on else "")
    answered = dialogue_of(dialogue.called, dialogue.detail, verdict, dialogue.inquired, dialogue.younger,
                           dialogue.admitted)  # dialogue._replace(verdict=verdict), made natively
    state = set_dialogue(state, klass, answered)
    if verdict is GOOD:
        claim = elder_claim(klass, of(state.hands, ELDER), dialogue.called, dialogue.detail)
        state = reckon(state, ELDER, klass, claim, narration, pips=dialogue.detail)
    elif verdict is EQUAL and dialogue.detail is None:
        return moved(state, DECLARE_ELDER, ELDER)
    elif verdict is EQUAL:
        law = 62 if klass is POINT else 63
        narration.say(None, "equal", 0, f"{klass.word} equal: neither scores (Law {law})")
    return open_calls(state, klass + 1)
REFERENCES.cite("answer_call", "46")


def reckon(state: DealState, role: Role, klass: Klass, claim: int, narration: Narration,
            pips: int | None = None, holding: CardSet | None = None) -> DealState:
    """``role`` reckons ``claim`` in ``klass``, with every lesser combination of it he holds: in his hand, or in
    ``holding`` (his hand as he called it, where cards have been played since: Law 54's discovery)."""
    name, total = state.names[role], 0
    hand = of(state.hands, role) if holding is None else holding
    for combo in reckoned(klass, hand, claim):
        points = claim_points(klass, combo)
        if klass is POINT:  # Law 62, or cent-25.1 by agreement
            points = state.rules.laws.point_points(combo, pips, hand)
        kind: EventKind = ("point" if klass is POINT else "sequence" if klass is SEQUENCE
                           else "quatorze" if combo >> 3 == 4 else "trio")
        text = ""  # built only for a deal narrated
        if narration.on:
            words = (point_name(combo, pips if role is ELDER else None) if klass is POINT
                     else sequence_name(combo) if klass is SEQUENCE else set_name(combo))
            text = f"{name} reckons {words}: {points}"
        narration.say(role, kind, points, text)
        total += points
    return add_hand_score(state, role, klass, total)


def see_left_cards(state: DealState, see: bool, narration: Narration) -> DealState:
    name, other = state.names[YOUNGER], state.names[ELDER]
    count = of(state.left, YOUNGER)
    left = "the card he left" if count == 1 else f"the {number_word(count)} cards he left"
    text = (f"{name} looks at {left}, and {other} may see them (Law 36)" if see
            else f"{name} does not look at {left}: neither sees them (Law 36)")
    narration.say(YOUNGER, "see left cards", 0, text)
    new = draft(state)
    new.left_seen = see
    return younger_next(settle(new), narration)
REFERENCES.cite("see_left_cards", "36")


def younger_claim(state: DealState, action: Call | Sink, narration: Narration) -> DealState:
    klass = state.pending[0]
    if isinstance(action, Sink):
        narration.say(YOUNGER, "call", 0, f"{state.names[YOUNGER]} reckons no {klass.word}")
    else:
        said = state.dialogue(klass)
        claimed = dialogue_of(said.called, said.detail, said.verdict, said.inquired, action.value,
                              said.admitted)  # said._replace(younger=action.value), made natively
        state = set_dialogue(state, klass, claimed)
        state = reckon(state, YOUNGER, klass, action.value, narration)
    new = draft(state)
    new.pending = state.pending[1:]
    return younger_next(settle(new), narration)


def younger_next(state: DealState, narration: Narration) -> DealState:
    """The younger's next step in reckoning, or the close of both hands (repique, Law 68)."""
    if state.pending or left_to_see(state):
        return moved(state, DECLARE_YOUNGER, YOUNGER)
    # The younger plays to the elder's lead; if the elder retook it (Law 52), he leads again.
    to_move = YOUNGER if state.lead is not None else ELDER
    return award_bonus(moved(state, PLAY, to_move), narration)
REFERENCES.cite("younger_next", "52", "68")


def younger_may_reckon(state: DealState, klass: Klass) -> bool:
    dialogue = state.dialogue(klass)
    if dialogue.younger is not None:  # already reckoned, on correcting his reply (Law 51)
        return False
    if dialogue.verdict is NOT_GOOD:
        return True
    return dialogue.called is None and bool(younger_options(klass, of(state.hands, YOUNGER), None, None))
REFERENCES.cite("younger_may_reckon", "51")
