"""One lawful deal of Rubicon Piquet: immutable states, legal actions, apply.

A deal runs through these phases (:class:`Phase`):

1. the elder's exchange (Law 21), then the younger's (Laws 22, 34);
   a carte blanche, announced when dealt (Law 20), is shown and reckoned
   after its holder's adversary has discarded (Laws 19-20, 61);
2. the elder's calls and the younger's answers, point, then sequences,
   then quatorzes and trios (:mod:`piquet.model.declaring`); the elder
   reckons what is good as it is allowed;
3. the elder leads (one point, Law 65); the younger then elects whether the
   cards he left are seen (Law 36) and reckons what he called not good and
   anything the elder did not call (primer); repique is decided now, by the
   order of Law 67, not by the order of speaking;
4. twelve tricks (Laws 65-66), pique when it falls (Law 69), the cards.

:func:`legal_actions` lists exactly the lawful actions at a decision point
(empty once the deal is over) and :func:`apply` carries one out or raises
:class:`IllegalAction`. A class in which a player holds nothing offers him
no call and is passed over. Every score is narrated as an
:class:`~piquet.model.events.Event`, in the order it is said.

Readings where the Laws leave a choice (see also :mod:`piquet.model.declaring`):

- a carte blanche is shown at the latest time Law 20 allows, after the
  adversary's discard; its holder may decline to show it, and then it
  neither scores nor saves (Law 19: it must be shown to count);
- the elder calls sequences before quatorzes and trios (Law 47 leaves that
  order free; it changes no score);
- the elder's choice to look at the cards he leaves (Law 33) is made with
  his exchange; the younger elects for his (Law 36) just after the lead,
  before reckoning;
- a younger who said "not good" must then reckon something superior.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from piquet.errors import InputError
from piquet.model.actions import (
    Action, Answer, Call, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink, as_call,
)
from piquet.model.cards import FULL_PACK, Card, CardSet, card_set, cards_in, format_card, format_cards
from piquet.model.dealing import HAND_SIZE, STOCK_SIZE, deal_pack, dealt_hands
from piquet.model.declaring import (
    Klass, Verdict, answer_options, call_options, call_words, claim_points, detail_options,
    elder_claim, may_inquire, reckoned, younger_options,
)
from piquet.model.events import Event, EventKind
from piquet.model.exchange import exchange_kinds, exchange_limit, take_in
from piquet.model.play import LEAD_POINTS, TRICKS, beats, cards_points, playable, trick_points
from piquet.model.reckoning import PIQUE_POINTS, REPIQUE_POINTS, elder_play_first, pique, repique
from piquet.model.roles import Role
from piquet.model.scoring import (
    CARTE_BLANCHE_POINTS, is_carte_blanche, number_word, point_name, sequence_name, set_name,
)
from piquet.model.state import DealState, Dialogue, Phase, Trick

__all__ = [
    "Role", "Phase", "Dialogue", "Trick", "DealState", "IllegalAction", "HAND_SIZE", "STOCK_SIZE",
    "deal_pack", "dealt_hands", "start_deal", "legal_actions", "apply",
]

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


class IllegalAction(InputError):
    """An action that is not lawful at this point of the deal; ``problem`` cites the law."""


def _with(pair: tuple[int, int], role: Role, value: int) -> tuple[int, int]:
    return (value, pair[1]) if role is ELDER else (pair[0], value)


def start_deal(
    elder: CardSet, younger: CardSet, stock: Sequence[Card], *,
    reckon_nothing: tuple[bool, bool] = (False, False), names: tuple[str, str] = ("elder", "younger"),
) -> DealState:
    """The deal as dealt: twelve cards each and the stock (top first); the elder to exchange.

    ``reckon_nothing`` marks a player who can reckon nothing that deal (Law
    58); ``names`` are the players' names as the narration says them. A
    carte blanche is announced at once (Law 20).
    """
    stock_set = card_set(stock)
    if elder.bit_count() != HAND_SIZE or younger.bit_count() != HAND_SIZE:
        raise InputError("deal", "each player must be dealt twelve cards (Law 9)")
    if len(stock) != STOCK_SIZE or stock_set.bit_count() != STOCK_SIZE:
        raise InputError("deal", "the stock must be eight different cards (Law 9)")
    if elder | younger | stock_set != FULL_PACK or elder & younger:
        raise InputError("deal", "the hands and the stock must share out the 32 cards of the pack")
    holder = ELDER if is_carte_blanche(elder) else YOUNGER if is_carte_blanche(younger) else None
    events: tuple[Event, ...] = ()
    if holder is not None:
        events = (Event(holder, "carte blanche", 0, f"{names[holder]} has carte blanche (Law 20)", (0, 0)),)
    return DealState(
        phase=Phase.EXCHANGE_ELDER, to_move=ELDER, hands=(elder, younger), stock=tuple(stock),
        dealt=(elder, younger), reckon_nothing=reckon_nothing, names=names, carte_blanche=holder,
        events=events,
    )


# ---------------------------------------------------------------- legal actions


def _left_to_see(state: DealState) -> bool:
    return state.left[YOUNGER] > 0 and state.left_seen is None


def legal_actions(state: DealState) -> tuple[Action, ...]:
    """Exactly the lawful actions of the player to move; empty once the deal is over."""
    phase, role = state.phase, state.to_move
    if phase is Phase.PLAY:
        assert role is not None
        return tuple(Play(c) for c in cards_in(playable(state.hands[role], state.lead)))
    if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
        assert role is not None
        cards = tuple(cards_in(state.hands[role]))
        return tuple(Exchange(role, card_set(discard), n, look)
                     for n, look in exchange_kinds(role, len(state.stock))
                     for discard in combinations(cards, n))
    if phase is Phase.CARTE_BLANCHE:
        assert role is not None
        return ShowCarteBlanche(role, True), ShowCarteBlanche(role, False)
    klass = state.klass
    dialogue = state.dialogue(klass)
    elder, younger = state.hands
    if phase is Phase.DECLARE_ELDER:
        if dialogue.called is None:
            return tuple(as_call(ELDER, klass, c) for c in call_options(klass, elder)) + (Sink(ELDER, klass),)
        return tuple(Call(ELDER, klass, dialogue.called, d)
                     for d in detail_options(klass, elder, dialogue.called))
    if phase is Phase.ANSWER_YOUNGER:
        assert dialogue.called is not None
        answers: tuple[Action, ...] = tuple(
            Answer(klass, v) for v in answer_options(klass, younger, dialogue.called, dialogue.detail))
        if dialogue.detail is None and not dialogue.inquired and may_inquire(klass, younger, dialogue.called):
            answers += (Inquire(),)
        return answers
    if phase is Phase.DECLARE_YOUNGER:
        if _left_to_see(state):
            return SeeLeftCards(True), SeeLeftCards(False)
        klass = state.pending[0]
        dialogue = state.dialogue(klass)
        claims = tuple(as_call(YOUNGER, klass, v)
                       for v in younger_options(klass, younger, dialogue.called, dialogue.detail))
        return claims + ((Sink(YOUNGER, klass),) if dialogue.called is None else ())
    return ()


# ---------------------------------------------------------------- apply


class _Narration:
    """The scores and events one action adds (a scratch pad inside :func:`apply`)."""

    __slots__ = ("names", "reckon_nothing", "scores", "events")

    def __init__(self, state: DealState) -> None:
        self.names = state.names
        self.reckon_nothing = state.reckon_nothing
        self.scores = list(state.scores)
        self.events = list(state.events)

    def say(self, role: Role | None, kind: EventKind, points: int, text: str) -> None:
        if role is not None:
            if points and self.reckon_nothing[role]:
                text += f" (but {self.names[role]} can reckon nothing this deal, Law 58)"
                points = 0
            self.scores[role] += points
        self.events.append(Event(role, kind, points, text, (self.scores[0], self.scores[1])))

    def onto(self, state: DealState) -> DealState:
        return replace(state, scores=(self.scores[0], self.scores[1]), events=tuple(self.events))


def _place(state: DealState) -> str:
    if state.phase is Phase.PLAY:
        return f"deal, trick {len(state.tricks) + 1}"
    return f"deal, {state.phase.value}"


def apply(state: DealState, action: Action) -> DealState:
    """The state after ``action``; raises :class:`IllegalAction` if it is not lawful here."""
    narration = _Narration(state)
    phase = state.phase
    exchanging = phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER)
    if phase is Phase.PLAY and isinstance(action, Play):
        after = _play(state, action.card, narration)
    elif exchanging and isinstance(action, Exchange):
        after = _exchange(state, action, narration)
    elif exchanging or action not in legal_actions(state):
        raise IllegalAction(_place(state), _why_not(state, action))
    elif isinstance(action, ShowCarteBlanche):
        after = _show_carte_blanche(state, action.show, narration)
    elif isinstance(action, (Call, Sink)) and phase is Phase.DECLARE_ELDER:
        after = _elder_call(state, action, narration)
    elif isinstance(action, (Answer, Inquire)):
        after = _answer(state, action, narration)
    elif isinstance(action, SeeLeftCards):
        after = _see_left_cards(state, action.see, narration)
    else:
        assert isinstance(action, (Call, Sink))
        after = _younger_claim(state, action, narration)
    return narration.onto(after)


def _why_not(state: DealState, action: Action) -> str:
    """Why an action other than an exchange or a card is not among the legal ones."""
    role = state.to_move
    if role is None:
        return f"the deal is over; {action} is not lawful"
    rule = {
        Phase.EXCHANGE_ELDER: "it is the elder's exchange: he discards one to five cards and takes as many (Law 21)",
        Phase.EXCHANGE_YOUNGER: "it is the younger's exchange: he discards one card or more, up to all the stock "
                                "holds, and takes as many (Laws 22, 34)",
        Phase.CARTE_BLANCHE: "a carte blanche is shown after the adversary has discarded (Laws 19-20)",
        Phase.DECLARE_ELDER: "the elder calls point first (Law 46), then sequences and sets; he may call "
                             "less than he holds but never more (Laws 50, 52); after 'equal' he says what "
                             "his point makes or to what card his sequence is (Laws 46, 48)",
        Phase.ANSWER_YOUNGER: "the younger answers good, not good or equal, and cannot claim more than he "
                              "holds (Laws 51-52); he may ask what a point makes only if he holds as many "
                              "cards (Law 46)",
        Phase.DECLARE_YOUNGER: "after the elder's lead the younger elects whether the cards he left are seen "
                               "(Law 36), then reckons what he called not good (better than the elder's call) "
                               "and what the elder did not call",
        Phase.PLAY: f"it is the {role.word}'s turn to play a card (Laws 59, 65)",
    }[state.phase]
    if state.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
        return f"{action} is not lawful now: {rule}"
    lawful = "; ".join(str(a) for a in legal_actions(state))
    return f"{action} is not lawful now: {rule}. Lawful: {lawful}"


def _exchange(state: DealState, action: Exchange, narration: _Narration) -> DealState:
    role = state.to_move
    assert role is not None
    hand, discard, taken = state.hands[role], action.discard, action.discard.bit_count()
    problem = None
    if not 0 <= discard <= FULL_PACK:
        problem = f"{discard!r} is not a set of cards"
    elif action.role != role:
        problem = f"it is the {role.word}'s exchange, not the {action.role.word}'s (Laws 21-22)"
    elif discard & ~hand:
        problem = f"{format_cards(discard & ~hand)} not in the {role.word}'s hand (Laws 21-22: he discards from it)"
    elif taken != action.take:
        problem = f"discards {taken} but takes {action.take}: he must take in as many as he discards (Laws 30-31)"
    elif (taken, action.look) not in exchange_kinds(role, len(state.stock)):
        limit = exchange_limit(role, len(state.stock))
        problem = (f"the {role.word} must discard at least one card and may take at most {limit} "
                   f"(Laws 21-22, 34)" if not 1 <= taken <= limit else
                   "only the elder, leaving cards, chooses now to look at them (Law 33; "
                   "the younger elects after the elder's lead, Law 36)")
    if problem is not None:
        raise IllegalAction(_place(state), f"{action}: {problem}")
    hand, stock = take_in(hand, discard, state.stock, taken)
    left = exchange_limit(role, len(state.stock)) - taken
    name = state.names[role]
    leaving = f", leaving {number_word(left)} (Law 32)" if left else ""
    looking = "; he looks at them (Law 33)" if action.look else ""
    narration.say(role, "exchange", 0, f"{name} discards {taken} and takes {taken}{leaving}{looking}")
    state = replace(state, hands=_with(state.hands, role, hand), stock=stock,
                    discards=_with(state.discards, role, discard), left=_with(state.left, role, left),
                    elder_looked=state.elder_looked or action.look)
    if state.carte_blanche is role.adversary:
        return replace(state, phase=Phase.CARTE_BLANCHE, to_move=role.adversary)  # Law 20
    if role is ELDER:
        return replace(state, phase=Phase.EXCHANGE_YOUNGER, to_move=YOUNGER)
    return _open_calls(state, Klass.POINT)


def _show_carte_blanche(state: DealState, show: bool, narration: _Narration) -> DealState:
    holder = state.carte_blanche
    assert holder is not None
    name = state.names[holder]
    if show:
        narration.say(holder, "carte blanche", CARTE_BLANCHE_POINTS,
                      f"{name} shows carte blanche: {CARTE_BLANCHE_POINTS} (Laws 19, 61)")
        state = _add_hand_score(state, holder, 0, CARTE_BLANCHE_POINTS)
    else:
        narration.say(holder, "carte blanche", 0, f"{name} does not show his carte blanche")
    if holder is YOUNGER:
        return replace(state, phase=Phase.EXCHANGE_YOUNGER, to_move=YOUNGER)
    return _open_calls(state, Klass.POINT)


def _add_hand_score(state: DealState, role: Role, index: int, points: int) -> DealState:
    mine = list(state.hand_scores[role])
    mine[index] += points
    scores = (mine[0], mine[1], mine[2], mine[3])
    pair = (scores, state.hand_scores[1]) if role is ELDER else (state.hand_scores[0], scores)
    return replace(state, hand_scores=pair)


def _set_dialogue(state: DealState, klass: Klass, dialogue: Dialogue) -> DealState:
    dialogues = list(state.dialogues)
    dialogues[klass - 1] = dialogue
    return replace(state, dialogues=(dialogues[0], dialogues[1], dialogues[2]))


def _open_calls(state: DealState, klass: int) -> DealState:
    """The elder's next call from class ``klass`` on, passing over classes he holds nothing of; else his lead."""
    for k in Klass:
        if k >= klass and call_options(k, state.hands[ELDER]):
            return replace(state, phase=Phase.DECLARE_ELDER, to_move=ELDER, klass=k)
    return replace(state, phase=Phase.PLAY, to_move=ELDER)


def _elder_call(state: DealState, action: Call | Sink, narration: _Narration) -> DealState:
    klass, name = state.klass, state.names[ELDER]
    if isinstance(action, Sink):
        narration.say(ELDER, "call", 0, f"{name} calls no {klass.word}")
        return _open_calls(state, klass + 1)
    dialogue = state.dialogue(klass)
    if dialogue.called is None:
        dialogue = Dialogue(called=action.value)
        words = call_words(klass, action.count, action.detail)
    else:
        dialogue = dialogue._replace(detail=action.detail)
        words = (f"making {action.detail}" if klass is Klass.POINT
                 else call_words(klass, action.count, action.detail))
    narration.say(ELDER, "call", 0, f"{name}: {words}")
    return replace(_set_dialogue(state, klass, dialogue), phase=Phase.ANSWER_YOUNGER, to_move=YOUNGER)


def _answer(state: DealState, action: Answer | Inquire, narration: _Narration) -> DealState:
    klass, name = state.klass, state.names[YOUNGER]
    dialogue = state.dialogue(klass)
    assert dialogue.called is not None
    if isinstance(action, Inquire):
        narration.say(YOUNGER, "inquiry", 0, f"{name}: what does it make? (Law 46)")
        state = _set_dialogue(state, klass, dialogue._replace(inquired=True))
        return replace(state, phase=Phase.DECLARE_ELDER, to_move=ELDER)
    verdict = action.verdict
    narration.say(YOUNGER, "answer", 0, f"{name}: {verdict.value}")
    state = _set_dialogue(state, klass, dialogue._replace(verdict=verdict))
    if verdict is Verdict.GOOD:
        claim = elder_claim(klass, state.hands[ELDER], dialogue.called, dialogue.detail)
        state = _reckon(state, ELDER, klass, claim, narration, pips=dialogue.detail)
    elif verdict is Verdict.EQUAL and dialogue.detail is None:
        return replace(state, phase=Phase.DECLARE_ELDER, to_move=ELDER)
    elif verdict is Verdict.EQUAL:
        law = 62 if klass is Klass.POINT else 63
        narration.say(None, "equal", 0, f"{klass.word} equal: neither scores (Law {law})")
    return _open_calls(state, klass + 1)


def _reckon(state: DealState, role: Role, klass: Klass, claim: int, narration: _Narration,
            pips: int | None = None) -> DealState:
    """``role`` reckons ``claim`` in ``klass``, with every lesser combination of it he holds."""
    name, total = state.names[role], 0
    for combo in reckoned(klass, state.hands[role], claim):
        points = claim_points(klass, combo)
        kind: EventKind
        if klass is Klass.POINT:
            kind, words = "point", point_name(combo, pips if role is ELDER else None)
        elif klass is Klass.SEQUENCE:
            kind, words = "sequence", sequence_name(combo)
        else:
            kind, words = ("quatorze" if combo >> 3 == 4 else "trio"), set_name(combo)
        narration.say(role, kind, points, f"{name} reckons {words}: {points}")
        total += points
    return _add_hand_score(state, role, klass, total)


def _see_left_cards(state: DealState, see: bool, narration: _Narration) -> DealState:
    name, other = state.names[YOUNGER], state.names[ELDER]
    count = state.left[YOUNGER]
    left = "the card he left" if count == 1 else f"the {number_word(count)} cards he left"
    text = (f"{name} looks at {left}, and {other} may see them (Law 36)" if see
            else f"{name} does not look at {left}: neither sees them (Law 36)")
    narration.say(YOUNGER, "see left cards", 0, text)
    return _younger_next(replace(state, left_seen=see), narration)


def _younger_claim(state: DealState, action: Call | Sink, narration: _Narration) -> DealState:
    klass = state.pending[0]
    if isinstance(action, Sink):
        narration.say(YOUNGER, "call", 0, f"{state.names[YOUNGER]} reckons no {klass.word}")
    else:
        state = _set_dialogue(state, klass, state.dialogue(klass)._replace(younger=action.value))
        state = _reckon(state, YOUNGER, klass, action.value, narration)
    return _younger_next(replace(state, pending=state.pending[1:]), narration)


def _younger_next(state: DealState, narration: _Narration) -> DealState:
    """The younger's next step in reckoning, or the close of both hands (repique, Law 68)."""
    if state.pending or _left_to_see(state):
        return replace(state, phase=Phase.DECLARE_YOUNGER, to_move=YOUNGER)
    elder, younger = state.hand_scores
    winner = repique(elder, younger, state.reckon_nothing)
    if winner is not None:
        narration.say(winner, "repique", REPIQUE_POINTS, f"{state.names[winner]}: repique, {REPIQUE_POINTS} (Law 68)")
        state = replace(state, bonus=_with((0, 0), winner, REPIQUE_POINTS))
    return _check_pique(replace(state, phase=Phase.PLAY, to_move=YOUNGER), narration)


def _check_pique(state: DealState, narration: _Narration) -> DealState:
    elder, younger = state.hand_scores
    if state.bonus == (0, 0) and pique(sum(elder), sum(younger), state.elder_play_first, state.reckon_nothing[ELDER]):
        narration.say(ELDER, "pique", PIQUE_POINTS, f"{state.names[ELDER]}: pique, {PIQUE_POINTS} (Law 69)")
        return replace(state, bonus=(PIQUE_POINTS, 0))
    return state


def _score_in_play(state: DealState, role: Role, points: int) -> DealState:
    """Nominal points in play, and what the elder makes before the younger's first (Law 69)."""
    first = elder_play_first(state.elder_play_first, role, points, state.play_points[YOUNGER])
    return replace(state, play_points=_with(state.play_points, role, state.play_points[role] + points),
                   elder_play_first=first)


def _play(state: DealState, card: Card, narration: _Narration) -> DealState:
    role = state.to_move
    assert role is not None
    hand = state.hands[role]
    if not (0 <= card < 32 and hand >> card & 1):
        raise IllegalAction(_place(state),
                            f"{card!r} is not a card in the {role.word}'s hand (Law 65: he plays from it)")
    if not playable(hand, state.lead) >> card & 1:
        assert state.lead is not None
        held = format_cards(playable(hand, state.lead))
        raise IllegalAction(_place(state), f"{format_card(card)} does not follow suit: {format_card(state.lead)} "
                                           f"was led and the {role.word} holds {held} (Law 59 IV)")
    name = state.names[role]
    state = replace(state, hands=_with(state.hands, role, hand ^ 1 << card))
    if state.lead is None:
        narration.say(role, "lead", LEAD_POINTS, f"{name} leads {format_card(card)}: {LEAD_POINTS}")
        state = _score_in_play(replace(state, lead=card, to_move=role.adversary), role, LEAD_POINTS)
        if not state.tricks:
            # The elder's first lead: now the younger reckons (primer).
            pending = tuple(k for k in Klass if _younger_may_reckon(state, k))
            return _younger_next(replace(state, pending=pending), narration)
        return _check_pique(state, narration)
    leader, lead = state.leader, state.lead
    follower_wins = beats(lead, card)
    winner = role if follower_wins else leader
    win, extra = trick_points(follower_wins, len(state.tricks) == TRICKS - 1)
    narration.say(role, "play", 0, f"{name} plays {format_card(card)}")
    narration.say(winner, "win", win, f"{state.names[winner]} wins the trick" + (f": {win}" if win else ""))
    if extra:
        narration.say(winner, "last trick", extra,
                      f"{state.names[winner]} wins the last trick: {extra} more (Law 65)")
    tricks_won = _with(state.tricks_won, winner, state.tricks_won[winner] + 1)
    state = replace(state, tricks=state.tricks + (Trick(leader, lead, card, winner),), tricks_won=tricks_won,
                    leader=winner, lead=None, to_move=winner)
    if win + extra:
        state = _check_pique(_score_in_play(state, winner, win + extra), narration)
    if len(state.tricks) == TRICKS:
        return _the_cards(state, narration)
    return state


def _younger_may_reckon(state: DealState, klass: Klass) -> bool:
    dialogue = state.dialogue(klass)
    if dialogue.verdict is Verdict.NOT_GOOD:
        return True
    return dialogue.called is None and bool(younger_options(klass, state.hands[YOUNGER], None, None))


def _the_cards(state: DealState, narration: _Narration) -> DealState:
    """Law 66: ten for the cards, forty for a capot, nothing if divided."""
    points = cards_points(*state.tricks_won)
    for role in Role:
        if points[role]:
            name, won = state.names[role], state.tricks_won[role]
            if won == TRICKS:
                narration.say(role, "capot", points[role], f"{name} wins a capot: {points[role]} (Law 66)")
            else:
                narration.say(role, "cards", points[role],
                              f"{name} wins the cards, {won} tricks: {points[role]} (Law 66)")
    if points == (0, 0):
        narration.say(None, "cards", 0, "the cards are divided, six tricks each (Law 66)")
    return replace(state, phase=Phase.OVER, to_move=None)
