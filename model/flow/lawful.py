"""The lawful actions of a deal: listed at a decision point, checked and carried out by phase.

:func:`legal_actions` lists exactly the lawful actions of the player to move; :func:`apply_lawful` carries one
out (no option outstanding) or raises :class:`~piquet.model.flow.base.IllegalAction` saying why
(:func:`why_not`). The irregular game, and :mod:`piquet.model.deal`, build on it.
"""

from __future__ import annotations

from itertools import combinations

from piquet.model.actions import (
    INQUIRE, PLAYS, Action, Answer, Call, Elect, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink,
    answer, as_call, call_of, sink,
)
from piquet.model.cards import FULL_PACK, card_set, cards_in
from piquet.model.declaring import answer_options, call_options, detail_options, may_inquire, younger_options
from piquet.model.narration import Narration
from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER, of
from piquet.model.state import (
    ANSWER_YOUNGER, CARTE_BLANCHE, DECLARE_ELDER, DECLARE_YOUNGER, EXCHANGE_ELDER, EXCHANGE_YOUNGER, LOADS, OPTION,
    PLAY, VOID, DealState,
)
from piquet.model.au_cent import elder_calls, younger_answers, younger_claims
from piquet.model.flow.base import IllegalAction, place_of, EXCHANGES
from piquet.model.flow.exchange import exchange_choices, exchange, show_carte_blanche
from piquet.model.flow.calls import left_to_see, elder_call, answer_call, see_left_cards, younger_claim
from piquet.model.flow.play import may_play, play_in_turn


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def legal_actions(state: DealState) -> tuple[Action, ...]:
    """Exactly the lawful actions of the player to move; empty once the deal is over.

    After an irregularity these are the options the Laws give
    (:class:`~piquet.model.actions.Elect`); the irregular actions
    themselves are :func:`piquet.model.irregular.irregular_actions`.
    The last list is kept for its state, its step and the count of loads
    (:data:`~piquet.model.state.LOADS`): a player chooses from it, then
    :func:`apply` or :func:`advance` checks his choice against it. An
    immutable state never changes; a working one moves on a step with every
    action, or is loaded with another state (:meth:`WorkingDeal.load`, which
    counts it), so a list kept for it before either is not its list.
    """
    global _last_listed
    listed, step, loads, actions = _last_listed
    if listed is not state or step != state.step or loads != LOADS[0]:
        actions = lawful_actions(state)
        _last_listed = (state, state.step, LOADS[0], actions)
    return actions


_last_listed: tuple[DealState | None, int, int, tuple[Action, ...]] = (None, 0, 0, ())


def lawful_actions(state: DealState) -> tuple[Action, ...]:
    phase, role = state.phase, state.to_move
    if phase is PLAY:
        assert role is not None
        plays = tuple(PLAYS[c] for c in cards_in(may_play(state, role, of(state.hands, role) & FULL_PACK)))
        if state.option is not None:  # a lead out of turn: played to, or taken up (Law 59 III)
            return plays + tuple(Elect(state.option.holder, c) for c in state.option.choices)
        return plays
    if phase in EXCHANGES:
        assert role is not None
        cards = tuple(cards_in(of(state.hands, role)))
        return tuple(Exchange(role, card_set(discard), take, look)
                     for n, take, look in exchange_choices(state, role)
                     for discard in combinations(cards, n))
    if phase is OPTION:
        assert state.option is not None
        return tuple(Elect(state.option.holder, c) for c in state.option.choices)
    if phase is CARTE_BLANCHE:
        assert role is not None
        return ShowCarteBlanche(role, True), ShowCarteBlanche(role, False)
    klass = state.klass
    dialogue = state.dialogue(klass)
    elder, younger = state.hands
    if phase is DECLARE_ELDER:
        if dialogue.called is None and state.rules.laws.states_call_in_full():  # cent-15, 16 for Laws 46, 48
            return elder_calls(klass, elder) + (sink(ELDER, klass),)
        if dialogue.called is None:
            return tuple(as_call(ELDER, klass, c) for c in call_options(klass, elder)) + (sink(ELDER, klass),)
        # After "equal" to a miscall (Law 52) he states a point he cannot show: any pips are said.
        shown = FULL_PACK if any(m.role is ELDER and m.klass is klass for m in state.in_calling.miscalls) else elder
        return tuple(call_of(ELDER, klass, dialogue.called, d)
                     for d in detail_options(klass, shown, dialogue.called))
    if phase is ANSWER_YOUNGER:
        assert dialogue.called is not None
        # A call stated in full is answered so (cent-15, 16), and a sequence shown above it barred (cent-19.2).
        verdicts = (younger_answers(state, klass, younger) if state.rules.laws.states_call_in_full()
                    else answer_options(klass, younger, dialogue.called, dialogue.detail))
        answers: tuple[Action, ...] = tuple(answer(klass, v) for v in verdicts)
        if dialogue.detail is None and not dialogue.inquired and may_inquire(klass, younger, dialogue.called):
            answers += (INQUIRE,)
        return answers
    if phase is DECLARE_YOUNGER:
        if left_to_see(state):
            return SeeLeftCards(True), SeeLeftCards(False)
        klass = state.pending[0]
        dialogue = state.dialogue(klass)
        values = (younger_claims(state, klass, younger) if state.rules.laws.states_call_in_full()  # cent-19.2
                  else younger_options(klass, younger, dialogue.called, dialogue.detail))
        claims = tuple(as_call(YOUNGER, klass, v) for v in values)
        # Having said "not good" to a call as good as his (cent-21.1, irregular), he has nothing to reckon.
        return claims + ((sink(YOUNGER, klass),) if dialogue.called is None or not claims else ())
    return ()  # over, or void
REFERENCES.cite("lawful_actions", "52", "59")




def apply_lawful(state: DealState, action: Action) -> DealState:
    """The state after a lawful ``action`` of the player to move (no option outstanding)."""
    narration = Narration(state)
    return narration.onto(apply_lawful_on(state, action, narration))


def apply_lawful_on(state: DealState, action: Action, narration: Narration,
                    origin: DealState | None = None) -> DealState:
    """``action`` carried out on ``state``, checked against the lawful actions of ``origin``, the state that
    ``state`` stands for (itself if not given: the immutable state a working copy was made from keeps the list
    the player chose from, see :func:`legal_actions`)."""
    phase = state.phase
    if phase is PLAY and isinstance(action, Play):
        return play_in_turn(state, action.card, narration)
    exchanging = phase in EXCHANGES
    if exchanging and isinstance(action, Exchange):
        return exchange(state, action, narration)
    if exchanging or not _listed(action, legal_actions(state if origin is None else origin)):
        raise IllegalAction(place_of(state), why_not(state, action))
    if isinstance(action, ShowCarteBlanche):
        return show_carte_blanche(state, action.show, narration)
    if isinstance(action, (Call, Sink)) and phase is DECLARE_ELDER:
        return elder_call(state, action, narration)
    if isinstance(action, (Answer, Inquire)):
        return answer_call(state, action, narration)
    if isinstance(action, SeeLeftCards):
        return see_left_cards(state, action.see, narration)
    assert isinstance(action, (Call, Sink))
    return younger_claim(state, action, narration)


def _listed(action: Action, actions: tuple[Action, ...]) -> bool:
    """Whether ``action`` is among ``actions``: the very one listed (the calls, answers and sinks are made once
    and shared, :mod:`piquet.model.actions`), found without comparing it field by field with those before it (an
    action's ``__eq__``, a dataclass's, is interpreted)."""
    for each in actions:
        if each is action:
            return True
    return action in actions


def why_not(state: DealState, action: object) -> str:
    """Why an action other than an exchange or a card is not among the legal ones."""
    role = state.to_move
    if state.phase is VOID:
        return f"the deal is void and a fresh deal is due; {action} is not lawful"
    if role is None:
        return f"the deal is over; {action} is not lawful"
    rule = {
        EXCHANGE_ELDER: "it is the elder's exchange: he discards one to five cards and takes as many (Law 21)",
        EXCHANGE_YOUNGER: "it is the younger's exchange: he discards one card or more, up to all the stock "
                                "holds, and takes as many (Laws 22, 34)",
        CARTE_BLANCHE: "a carte blanche is shown after the adversary has discarded (Laws 19-20)",
        DECLARE_ELDER: "the elder calls point first (Law 46), then sequences and sets; he may call "
                             "less than he holds but never more (Laws 50, 52); after 'equal' he says what "
                             "his point makes or to what card his sequence is (Laws 46, 48)",
        ANSWER_YOUNGER: "the younger answers good, not good or equal, and cannot claim more than he "
                              "holds (Laws 51-52); he may ask what a point makes only if he holds as many "
                              "cards (Law 46)",
        DECLARE_YOUNGER: "after the elder's lead the younger elects whether the cards he left are seen "
                               "(Law 36), then reckons what he called not good (better than the elder's call) "
                               "and what the elder did not call",
        PLAY: f"it is the {role.word}'s turn to play a card (Laws 59, 65)",
        OPTION: f"the {role.word} hand must first elect between the options the Laws give him "
                      f"({', '.join(c.value for c in state.option.choices) if state.option else ''})",
    }[state.phase]
    if state.phase in (EXCHANGE_ELDER, EXCHANGE_YOUNGER):
        return f"{action} is not lawful now: {rule}"
    lawful = "; ".join(str(a) for a in legal_actions(state))
    return f"{action} is not lawful now: {rule}. Lawful: {lawful}"
REFERENCES.cite("why_not", "19", "20", "21", "22", "34", "36", "46", "48", "50", "51", "52", "59", "65")
