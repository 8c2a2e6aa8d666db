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

import random
from collections.abc import Sequence
from itertools import combinations
from math import comb
from typing import Final, TypeVar, cast

from piquet.model.errors import InputError
from piquet.model.actions import (
    INQUIRE, PLAYS, Action, Answer, Call, Elect, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink,
    answer, as_call, call_of, sink,
)
from piquet.model.cards import (
    OTHER_PACK, FULL_PACK, Card, CardSet, card_set, cards_in, count, format_card, format_cards,
)
from piquet.model.counts import CountVerdict, count_ruling, counts_of, count_verdict, undealable
from piquet.model.dealing import HAND_SIZE, STOCK_SIZE, deal_pack, dealt_hands
from piquet.model.draws import Draws
from piquet.model.dispatch import IrregularAction, IrregularGame, irregular_game
from piquet.model.declaring import (
    EQUAL, GOOD, NOT_GOOD, POINT, SEQUENCE, SETS, Klass, answer_options, call_options, call_words, claim_points,
    detail_options, elder_claim, may_inquire, reckoned, younger_options,
)
from piquet.model.events import Event, EventKind
from piquet.model.narration import Narration
from piquet.model.exchange import ELDER_SHARE, exchange_kinds, exchange_limit, take_in
from piquet.model.play import LEAD_POINTS, TRICKS, beats, cards_points, playable, trick_points, tricks_counted
from piquet.model.reckoning import REPIQUE_POINTS, elder_play_first, repique_or_pique
from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER, Role, adversary, flag_of, of, with_of
from piquet.model.scoring import (
    CARTE_BLANCHE_POINTS, is_carte_blanche, number_word, point_name, sequence_name, set_name,
)
from piquet.model.state import (
    ANSWER_YOUNGER, CARTE_BLANCHE, DECLARE_ELDER, DECLARE_YOUNGER, EXCHANGE_ELDER, EXCHANGE_YOUNGER, OPTION, OVER,
    PLAY, VOID, Choice, CountIrregularities, DealState, Dialogue, Option, Phase, Ruling, Trick, WorkingDeal,
    dialogue_of, draft, settle,
)
from piquet.model.au_cent import (
    called_leads, elder_calls, stood_bounds, younger_answers, younger_claims, younger_point_pips,
)
from piquet.model.variants import (  # variants (au cent, the agreements): the hooks marked "variant hook"
    RUBICON_RULES, Rules, announced_when_dealt, card_points, point_points, states_call_in_full,
    younger_may_keep_hand,
)

__all__ = [
    "Role", "Phase", "Dialogue", "Trick", "DealState", "IllegalAction", "HAND_SIZE", "STOCK_SIZE",
    "deal_pack", "dealt_hands", "start_deal", "legal_actions", "apply", "advance", "apply_lawful", "exchange_choices",
    "stock_start", "sample_exchange",
    "Narration", "with_role", "exchange_cards", "penalize", "play_card", "may_play",
    "add_hand_score", "set_dialogue", "open_calls", "reckon", "younger_next",
    "place_of", "why_not", "offer_option", "settle_option", "what_bars",
]

# Final: compiled (mypyc), each is a constant of the module, not a name looked up at every use.
_ROLES: Final = (ELDER, YOUNGER)
# The classes in the order of the calls (iterating the enum itself makes a tuple each time).
_KLASSES: Final = tuple(Klass)
_EXCHANGES: Final = (EXCHANGE_ELDER, EXCHANGE_YOUNGER)


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class IllegalAction(InputError):
    """An action that is not lawful at this point of the deal; ``problem`` cites the law."""


T = TypeVar("T")


def with_role(pair: tuple[T, T], role: Role, value: T) -> tuple[T, T]:
    """``pair`` (elder first) with ``role``'s value replaced."""
    return (value, pair[1]) if role is ELDER else (pair[0], value)


def moved(state: DealState, phase: Phase, to_move: Role | None) -> DealState:
    """``state`` moved on to ``phase``, ``to_move`` to act (None: no one, the deal over or void)."""
    new = draft(state)
    new.phase, new.to_move = phase, to_move
    return settle(new)


def ruled(state: DealState, ruling: Ruling) -> DealState:
    """``state`` with ``ruling`` made, after those made before."""
    new = draft(state)
    new.rulings = state.rulings + (ruling,)
    return settle(new)


# A state whose fields are all at their defaults but those start_deal sets: a deal starts from a copy of it
# (made natively, where the dataclass's constructor is interpreted).
_UNDEALT: Final = DealState(EXCHANGE_ELDER, ELDER, (0, 0), (), (0, 0), (False, False), ("elder", "younger"), None)


def start_deal(
    elder: CardSet, younger: CardSet, stock: Sequence[Card], *,
    reckon_nothing: tuple[bool, bool] = (False, False), names: tuple[str, str] = ("elder", "younger"),
    misdeal: bool = False, carried: tuple[int, int] = (0, 0), narrate: bool = True,
    rules: Rules = RUBICON_RULES,
) -> DealState:
    """The deal as dealt: the hands and the stock (top first); the elder to exchange.

    Twelve cards each and eight in the stock (Law 9); with ``misdeal``, a
    hand of eleven or thirteen, a stock of seven or nine, the pack one card
    short, are dealt too (Laws 11-12, 75). A misdealt deal opens with the elder hand's
    option of a fresh deal (Law 11), or is void at once (Laws 12, 39, and
    75 when the counts do not make a correct pack; see
    :mod:`piquet.model.counts`). ``reckon_nothing`` marks a player who can
    reckon nothing that deal (Law 58); ``names`` are the players' names as
    the narration says them; ``carried`` the errors in counting the deal
    before, by this deal's roles, not yet rectified (Law 70). A carte
    blanche is announced at once (Law 20). Without ``narrate`` the deal
    keeps its scores but no events (see :class:`Narration`). ``rules``: the
    variant and agreements in force (:mod:`piquet.model.variants`).
    """
    stock_set = card_set(stock)
    counts = counts_of(elder, younger, len(stock))
    if any(not 0 <= c < 32 for c in stock) or stock_set.bit_count() != len(stock):
        raise InputError("deal", "the stock must be different cards of the pack")
    if elder & younger or (elder | younger) & stock_set or (elder | younger) >> 2 * OTHER_PACK or elder < 0 or \
            younger < 0 or not misdeal and (elder | younger) > FULL_PACK:  # a card of the other pack: Case XVII
        raise InputError("deal", "the hands and the stock must share out the cards of one pack, each once")
    if not misdeal and (counts.elder != HAND_SIZE or counts.younger != HAND_SIZE):
        raise InputError("deal", "each player must be dealt twelve cards (Law 9)")
    if not misdeal and counts.stock != STOCK_SIZE:
        raise InputError("deal", "the stock must be eight different cards (Law 9)")
    problem = undealable(counts)
    if problem is not None:
        raise InputError("deal", problem)
    holder = ELDER if is_carte_blanche(elder) else YOUNGER if is_carte_blanche(younger) else None
    events: tuple[Event, ...] = ()
    if holder is not None and narrate and announced_when_dealt(rules, holder):  # variant hook: cent-6.1
        events = (Event(holder, "carte blanche", 0, f"{names[holder]} has carte blanche (Law 20)", (0, 0)),)
    new = draft(_UNDEALT)  # the other fields at their defaults
    new.phase, new.to_move = EXCHANGE_ELDER, ELDER
    new.hands = new.dealt = (elder, younger)
    new.stock, new.reckon_nothing, new.names, new.carte_blanche = tuple(stock), reckon_nothing, names, holder
    new.events, new.narrate, new.rules = events, narrate, rules
    if carried != (0, 0):
        new.in_counting = CountIrregularities(carried=carried)
    state = settle(new)
    ruling = count_ruling(counts, rules)  # variant hook: cent-3.1
    if ruling is None:
        return state
    narration = Narration(state)
    narration.say(None, "irregularity", 0, f"{ruling.finding} ({', '.join(ruling.clauses)})")
    state = narration.onto(ruled(state, ruling))
    if count_verdict(counts) is CountVerdict.FRESH_DEAL:
        return moved(state, VOID, None)
    return offer_option(state, ELDER, ruling.choices, "count", YOUNGER)
REFERENCES.cite("start_deal", "9", "11", "12", "20", "39", "58", "70", "75")


# ---------------------------------------------------------------- legal actions


def left_to_see(state: DealState) -> bool:
    """The younger left cards and has still to elect whether they are seen (Law 36); not if he has
    mixed them with his discard (Law 37)."""
    return of(state.left, YOUNGER) > 0 and state.left_seen is None and not state.in_exchange.left_hidden
REFERENCES.cite("left_to_see", "36", "37")


def stock_start(state: DealState, role: Role) -> int:
    """Where what is ``role``'s to take begins in the stock (Law 23): its top, or below the elder's five
    if the younger takes in first (Case XIV)."""
    return 0 if role is ELDER or flag_of(state.exchanged, ELDER) else min(ELDER_SHARE, len(state.stock))
REFERENCES.cite("stock_start", "23")


def exchange_choices(state: DealState, role: Role) -> tuple[tuple[int, int, bool], ...]:
    """The (number discarded, number taken, looks at those left) that ``role`` may choose.

    A regular deal: as many taken as discarded (:func:`exchange_kinds`). A
    misdealt deal that stands: the count rules of Laws 39-43
    (:func:`piquet.model.counts.exchange_bounds`; in au cent cent-13 and 14,
    :func:`piquet.model.au_cent.stood_bounds`), the elder looking at the
    cards he leaves if he wishes (Law 33).
    """
    if not state.in_dealing.stood:
        kinds = _regular_exchanges(role, len(state.stock))
        if role is YOUNGER and younger_may_keep_hand(state.rules):  # variant hook: cent-7.1
            return ((0, 0, False),) + kinds
        return kinds
    bounds = stood_bounds(state.rules, role, of(state.dealt, role).bit_count(), len(state.stock),  # variant hook
                          state.in_dealing.announced)
    share = min(exchange_limit(role, len(state.stock)), len(state.stock))
    return tuple((take + bounds.surplus, take, look) for take in range(bounds.low, bounds.high + 1)
                 if take + bounds.surplus >= 0
                 for look in ((False, True) if role is ELDER and take < share else (False,)))
REFERENCES.cite("exchange_choices", "33")


def _regular_exchanges(role: Role, stock_size: int) -> tuple[tuple[int, int, bool], ...]:
    # A few roles and stocks, asked at every exchange: each made once, kept by a number (a functools cache is
    # called as Python's, its key a tuple hashed).
    key = stock_size << 1 | (0 if role is ELDER else 1)
    kinds = _REGULAR_EXCHANGES.get(key)
    if kinds is None:
        kinds = _REGULAR_EXCHANGES[key] = tuple((n, n, look) for n, look in exchange_kinds(role, stock_size))
    return kinds


_REGULAR_EXCHANGES: Final[dict[int, tuple[tuple[int, int, bool], ...]]] = {}
# How many ways there are to choose k cards of n (math.comb, called natively), for a hand of any size.
_CHOOSE: Final = tuple(tuple(comb(n, k) for k in range(n + 1)) for n in range(65))


def sample_exchange(state: DealState, rng: random.Random | Draws) -> Exchange:
    """One of the exchanges :func:`legal_actions` lists, each as likely, without listing them.

    Each kind (number discarded, taken, look) allows as many discards as
    there are subsets of that many of the hand's cards: the kind is drawn by
    that number, then the discard uniformly among those subsets. ``rng``: a generator, or its
    :class:`~piquet.model.draws.Draws` (a player drawing all through a deal keeps one).
    """
    draws = rng if isinstance(rng, Draws) else Draws(rng)
    role = state.to_move
    assert role is not None and state.phase in (EXCHANGE_ELDER, EXCHANGE_YOUNGER)
    cards = list(cards_in(of(state.hands, role)))
    choices = exchange_choices(state, role)
    ways = _CHOOSE[len(cards)]
    weights = [ways[n] for n, _, _ in choices]
    drawn = draws.below(sum(weights))
    for (n, take, look), weight in zip(choices, weights):
        if drawn < weight:
            return Exchange(role, card_set(draws.sample(cards, n)), take, look)
        drawn -= weight
    raise AssertionError("the draw is below the sum of the weights")


def legal_actions(state: DealState) -> tuple[Action, ...]:
    """Exactly the lawful actions of the player to move; empty once the deal is over.

    After an irregularity these are the options the Laws give
    (:class:`~piquet.model.actions.Elect`); the irregular actions
    themselves are :func:`piquet.model.irregular.irregular_actions`.
    The last list is kept for its state and step: a player chooses from it,
    then :func:`apply` or :func:`advance` checks his choice against it. An
    immutable state never changes; a working one is changed only by
    :func:`advance`, and moves on a step with every action (advance forgets
    the list when it takes the state back to an earlier step).
    """
    global _last_listed
    listed, step, actions = _last_listed
    if listed is not state or step != state.step:
        actions = _lawful_actions(state)
        _last_listed = (state, state.step, actions)
    return actions


_last_listed: tuple[DealState | None, int, tuple[Action, ...]] = (None, 0, ())


def _lawful_actions(state: DealState) -> tuple[Action, ...]:
    phase, role = state.phase, state.to_move
    if phase is PLAY:
        assert role is not None
        plays = tuple(PLAYS[c] for c in cards_in(may_play(state, role, of(state.hands, role) & FULL_PACK)))
        if state.option is not None:  # a lead out of turn: played to, or taken up (Law 59 III)
            return plays + tuple(Elect(state.option.holder, c) for c in state.option.choices)
        return plays
    if phase in _EXCHANGES:
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
        if dialogue.called is None and states_call_in_full(state.rules):  # variant hook: cent-15, 16
            return elder_calls(klass, elder) + (sink(ELDER, klass),)
        if dialogue.called is None:
            return tuple(as_call(ELDER, klass, c) for c in call_options(klass, elder)) + (sink(ELDER, klass),)
        # After "equal" to a miscall (Law 52) he states a point he cannot show: any pips are said.
        shown = FULL_PACK if any(m.role is ELDER and m.klass is klass for m in state.in_calling.miscalls) else elder
        return tuple(call_of(ELDER, klass, dialogue.called, d)
                     for d in detail_options(klass, shown, dialogue.called))
    if phase is ANSWER_YOUNGER:
        assert dialogue.called is not None
        verdicts = (younger_answers(state, klass, younger) if states_call_in_full(state.rules)  # variant hook: cent-19.2
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
        values = (younger_claims(state, klass, younger) if states_call_in_full(state.rules)  # variant hook: cent-19.2
                  else younger_options(klass, younger, dialogue.called, dialogue.detail))
        claims = tuple(as_call(YOUNGER, klass, v) for v in values)
        # Having said "not good" to a call as good as his (cent-21.1, irregular), he has nothing to reckon.
        return claims + ((sink(YOUNGER, klass),) if dialogue.called is None or not claims else ())
    return ()  # over, or void
REFERENCES.cite("_lawful_actions", "52", "59")


# ---------------------------------------------------------------- apply


# The narration every lawful step writes on, begun afresh at each (one made at every action cost a tenth of a
# deal's time). A step never begins inside another: the pad is read (onto) before the irregular game's after()
# is asked what follows, the one thing that may take a step of its own.
_PAD: Final = Narration(_UNDEALT)


def place_of(state: DealState) -> str:
    if state.phase is PLAY:
        return f"deal, trick {len(state.tricks) + 1}"
    return f"deal, {state.phase.value}"


def apply(state: DealState, action: Action | IrregularAction) -> DealState:
    """The state after ``action``; raises :class:`IllegalAction` if it is not lawful here.

    ``action`` is one of :func:`legal_actions` or of
    :func:`piquet.model.irregular.irregular_actions`; the latter, the
    options the Laws give (:class:`~piquet.model.actions.Elect`) and every
    action of a deal with an option or an offer outstanding are carried out
    by the irregular game (:mod:`piquet.model.dispatch`), which also says
    what follows any action (the miscalls found out at the first trick, Law 54).
    A lawful action is carried out by :func:`advance`'s flow on a working copy
    of ``state`` (:class:`~piquet.model.state.WorkingDeal`), frozen as the
    state after it: ``state`` itself is never changed.
    """
    if type(state) is WorkingDeal:
        state = state.freeze()
    game = irregular_game()
    if _irregular(state, action, game):
        after = game.after(state, game.apply(state, action))
        if after.step < state.step:  # cards taken up: the deal went back to an earlier state, its history with it
            return after
        new = draft(after)
        new.step, new.previous = state.step + 1, state
        return settle(new)
    work = WorkingDeal.thaw(state)
    after = _lawful_step(work, cast(Action, action), state, game)  # not irregular, by the test above
    return work.freeze() if after is work else after
REFERENCES.cite("apply", "54")


def advance(work: WorkingDeal, action: Action | IrregularAction) -> None:
    """Carry out ``action`` on ``work`` in place, as :func:`apply` would on the state it stands for.

    The same flow as :func:`apply` (the same rule functions, the same
    checks and errors), without an immutable state for every step: ``step``
    counts on, but the states before are not kept (``previous`` stays as it
    was), so cards cannot be taken up to them (Law 59). This is the way for
    deals played lawfully to the end (:func:`piquet.model.agents.random_lawful_deal`);
    :meth:`~piquet.model.state.WorkingDeal.freeze` gives the state at any point.
    """
    game = irregular_game()
    global _last_listed
    if _irregular(work, action, game):  # the irregular game works on immutable states
        work.load(apply(work.freeze(), action))
        _last_listed = (None, 0, ())  # it may have gone back to an earlier step
        return
    # The irregular game's hook looks back at the state before an action only while miscalls are
    # outstanding (found out at the first trick, Laws 53-54), and a lawful action makes none: only then
    # is that state kept.
    before = work.freeze() if work.in_calling.miscalls else None
    after = _lawful_step(work, cast(Action, action), before, game)  # not irregular, by the test above
    if after is not work:
        work.load(after)
        _last_listed = (None, 0, ())


def _irregular(state: DealState, action: Action | IrregularAction, game: IrregularGame) -> bool:
    """Whether the irregular game carries ``action`` out: an irregular action or an election, or any action
    while an option or an offer of a fresh deal is outstanding."""
    return (type(action) not in _LAWFUL and isinstance(action, game.kinds)
            or state.option is not None or state.in_dealing.offer is not None)


def _lawful_step(work: WorkingDeal, action: Action, before: DealState | None, game: IrregularGame) -> DealState:
    """A lawful ``action`` carried out on ``work``, which stood for ``before`` (None: not kept); the state
    after it: ``work`` itself, unless cards were taken up to an earlier state."""
    step = work.step
    narration = _PAD.begin(work)
    after = _apply_lawful(work, action, narration, work if before is None else before)
    if after.step < step:  # cards taken up: the deal went back to an earlier state, its history with it
        return game.after(work if before is None else before, narration.onto(after))
    after = narration.onto(after, step + 1, work.previous if before is None else before)
    if before is None:  # no miscall outstanding before a lawful action, so none after it: nothing follows
        return after
    return game.after(before, after)


# The lawful actions' own classes, told apart at once from the many irregular ones.
_LAWFUL: Final = frozenset((Play, Exchange, Call, Sink, Answer, Inquire, SeeLeftCards, ShowCarteBlanche))


def apply_lawful(state: DealState, action: Action) -> DealState:
    """The state after a lawful ``action`` of the player to move (no option outstanding)."""
    narration = Narration(state)
    return narration.onto(_apply_lawful(state, action, narration))


def _apply_lawful(state: DealState, action: Action, narration: Narration, origin: DealState | None = None) -> DealState:
    """``action`` carried out on ``state``, checked against the lawful actions of ``origin``, the state that
    ``state`` stands for (itself if not given; a frozen one keeps its list, see :func:`legal_actions`)."""
    phase = state.phase
    if phase is PLAY and isinstance(action, Play):
        return _play(state, action.card, narration)
    exchanging = phase in _EXCHANGES
    if exchanging and isinstance(action, Exchange):
        return _exchange(state, action, narration)
    if exchanging or not _listed(action, legal_actions(state if origin is None else origin)):
        raise IllegalAction(place_of(state), why_not(state, action))
    if isinstance(action, ShowCarteBlanche):
        return _show_carte_blanche(state, action.show, narration)
    if isinstance(action, (Call, Sink)) and phase is DECLARE_ELDER:
        return _elder_call(state, action, narration)
    if isinstance(action, (Answer, Inquire)):
        return _answer(state, action, narration)
    if isinstance(action, SeeLeftCards):
        return _see_left_cards(state, action.see, narration)
    assert isinstance(action, (Call, Sink))
    return _younger_claim(state, action, narration)


def _listed(action: Action, actions: tuple[Action, ...]) -> bool:
    """Whether ``action`` is among ``actions``: the very one listed, as an agent chooses it, found without
    comparing it field by field with those before it (an action's ``__eq__``, a dataclass's, is interpreted)."""
    for each in actions:
        if each is action:
            return True
    return action in actions


def why_not(state: DealState, action: Action | IrregularAction) -> str:
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


def _exchange(state: DealState, action: Exchange, narration: Narration) -> DealState:
    role = state.to_move
    assert role is not None
    hand, discard, taken = of(state.hands, role), action.discard, count(action.discard)
    choices = exchange_choices(state, role)
    problem = None
    if not 0 <= discard <= FULL_PACK:
        problem = f"{discard!r} is not a set of cards"
    elif action.role != role:
        problem = f"it is the {role.word}'s exchange, not the {action.role.word}'s (Laws 21-22)"
    elif discard & ~hand:
        problem = f"{format_cards(discard & ~hand)} not in the {role.word}'s hand (Laws 21-22: he discards from it)"
    elif not state.in_dealing.stood and taken != action.take:
        problem = f"discards {taken} but takes {action.take}: he must take in as many as he discards (Laws 30-31)"
    elif (taken, action.take, action.look) not in choices:
        problem = _exchange_rule(state, role, taken, action.take, choices)
    if problem is not None:
        raise IllegalAction(place_of(state), f"{action}: {problem}")
    return exchange_cards(state, role, discard, action.take, action.look, narration)
REFERENCES.cite("_exchange", "21", "22", "30", "31")


def _exchange_rule(state: DealState, role: Role, discards: int, takes: int,
                   choices: tuple[tuple[int, int, bool], ...]) -> str:
    """Why an exchange of ``discards`` for ``takes`` is not among ``choices``, citing the law."""
    if any((d, t) == (discards, takes) for d, t, _ in choices):
        return ("only the elder, leaving cards, chooses now to look at them (Law 33; "
                "the younger elects after the elder's lead, Law 36)")
    if state.in_dealing.stood:
        held = of(state.dealt, role).bit_count()
        allowed = ", ".join(f"{d} for {t}" for d, t, look in choices if not look)
        return (f"dealt {held} cards, in a deal that stands he discards {held - HAND_SIZE:+d} against what he "
                f"takes (Laws 39-43): he may discard and take {allowed}")
    limit = exchange_limit(role, len(state.stock))
    return f"the {role.word} must discard at least one card and may take at most {limit} (Laws 21-22, 34)"
REFERENCES.cite("_exchange_rule", "21", "22", "33", "34", "36")


def exchange_cards(state: DealState, role: Role, discard: CardSet, take: int, look: bool,
                   narration: Narration) -> DealState:
    """``role`` discards ``discard`` and takes ``take`` cards in order from the top of what is his to
    take (Law 23): the top of the stock, or below the elder's five if the younger takes in first
    (Case XIV). Then the next exchange, the carte blanche, or the calls."""
    start = stock_start(state, role)
    hand, rest = take_in(of(state.hands, role), discard, state.stock[start:], take)
    stock = state.stock[:start] + rest
    share = min(exchange_limit(role, len(state.stock)), len(state.stock)) - start
    left = max(0, share - take)
    text = ""  # built only for a deal narrated
    if narration.on:
        leaving = f", leaving {number_word(left)} (Law 32)" if left else ""
        looking = "; he looks at them (Law 33)" if look else ""
        text = f"{state.names[role]} discards {count(discard)} and takes {take}{leaving}{looking}"
    narration.say(role, "exchange", 0, text)
    had_too_many = (_plays_with_too_many(state, ELDER), _plays_with_too_many(state, YOUNGER))
    new = draft(state)
    new.hands = with_of(state.hands, role, hand)
    new.stock = stock
    new.discards = with_of(state.discards, role, of(state.discards, role) | discard)
    new.left = with_of(state.left, role, left)
    new.elder_looked = state.elder_looked or look
    new.exchanged = (True, state.exchanged[1]) if role is ELDER else (state.exchanged[0], True)
    return _too_many_cards(had_too_many, _after_exchange(settle(new), role, left, narration), narration)
REFERENCES.cite("exchange_cards", "23", "32", "33")


def _after_exchange(state: DealState, role: Role, left: int, narration: Narration) -> DealState:
    """After ``role``'s exchange: the carte blanche shown, the adversary's exchange, or the calls."""
    other = adversary(role)
    if state.carte_blanche is other and not flag_of(state.in_exchange.mixed_stock, other):
        # Law 20; having mixed the stock with his hand he can no longer show it (Case XX).
        return moved(state, CARTE_BLANCHE, other)
    if not flag_of(state.exchanged, other):
        phase = EXCHANGE_YOUNGER if role is ELDER else EXCHANGE_ELDER
        return moved(state, phase, other)
    if role is ELDER and left:
        state = _left_to_early_taker(state, left, narration)
    return _close_exchange(state)
REFERENCES.cite("_after_exchange", "20")


def _too_many_cards(had_too_many: tuple[bool, bool], state: DealState, narration: Narration) -> DealState:
    """Law 58: a player whom an exchange has just left holding more than twelve cards plays with them,
    for he cannot alter his discard once he has taken up a card of the stock (Law 24; Case XXII), and
    can reckon nothing that deal, unless his adversary does not enforce it (Law 44). The penalty is
    imposed at once, before the deal goes on; ``had_too_many`` says who did so before the exchange (a
    hand of thirteen dealt is no offence until its holder has taken in, Laws 40-41)."""
    for role in _ROLES:
        if _plays_with_too_many(state, role) and not flag_of(had_too_many, role):
            held = count(of(state.hands, role) & FULL_PACK)
            state = penalize(state, role, (f"58.{role + 1}",), f"{state.names[role]} plays with {held} cards",
                             narration)
    return state
REFERENCES.cite("_too_many_cards", "24", "40", "41", "44", "58")


def _plays_with_too_many(state: DealState, role: Role) -> bool:
    """Whether ``role`` has taken in and holds more than twelve cards (a card of the other pack is no
    card of his, Case XVIII)."""
    return flag_of(state.exchanged, role) and count(of(state.hands, role) & FULL_PACK) > HAND_SIZE


def _left_to_early_taker(state: DealState, left: int, narration: Narration) -> DealState:
    """Case XIV: a younger hand who took in before the elder must take the cards the elder leaves,
    since the cards are taken in order from the top of the stock (Law 23), and he cannot alter his
    discard (Law 24)."""
    cards = card_set(state.stock[:left])
    ruling = Ruling("cards left to a younger who took in first", YOUNGER, ("23.1", "24.2", "Case XIV"),
                    f"{state.names[YOUNGER]} took in before the elder and cannot alter his discard; the cards "
                    "are taken in order from the top of the stock, the cards the elder leaves included",
                    f"{state.names[YOUNGER]} must take the {number_word(left)} left")
    narration.say(YOUNGER, "irregularity", 0, f"{state.names[YOUNGER]} must take the cards left: "
                                             f"{format_cards(cards)} (Laws 23-24; Case XIV)")
    new = draft(state)
    new.hands = (state.hands[0], state.hands[1] | cards)
    new.stock = state.stock[left:]
    new.left = (state.left[0], 0)
    new.rulings = state.rulings + (ruling,)
    return settle(new)
REFERENCES.cite("_left_to_early_taker", "23", "24")


def _close_exchange(state: DealState) -> DealState:
    """Both have taken in: the calls open; a player with fewer than twelve cards is noted (Law 57; one
    with more is dealt with as his exchange leaves him so, Law 58)."""
    state = open_calls(state, POINT)
    for role in _ROLES:
        held = count(of(state.hands, role) & FULL_PACK)
        if held < HAND_SIZE:
            ruling = Ruling("fewer than twelve cards", role, (f"57.{role + 1}",),
                            f"{state.names[role]} plays with {held} cards", "he is liable to no penalty; his "
                            "adversary counts as tricks all cards that cannot be played to")
            state = ruled(state, ruling)
    return state
REFERENCES.cite("_close_exchange", "57", "58")


def _penalty_pending(state: DealState, role: Role) -> bool:
    """Whether an option of enforcing ``role``'s penalty awaits his adversary's election (Law 44)."""
    return state.option is not None and any(o.effect == "penalty" and o.offender is role
                                            for o in state.option.outstanding)
REFERENCES.cite("_penalty_pending", "44")


def _penalty_settled(state: DealState, role: Role) -> bool:
    """Whether ``role`` already can reckon nothing, or his adversary has declined to enforce it (Law 44)."""
    return flag_of(state.reckon_nothing, role) or any(
        r.offender is role and Choice.WAIVE in r.choices and r.chosen is not None for r in state.rulings)
REFERENCES.cite("_penalty_settled", "44")


def penalize(state: DealState, role: Role, clauses: tuple[str, ...], finding: str,
             narration: Narration) -> DealState:
    """``role`` can reckon nothing that deal for ``finding`` (the penalty of ``clauses``), unless his
    adversary elects not to enforce it (Law 44): the adversary's option, before the deal goes on.
    If a penalty was already enforced or waived, the finding is only noted."""
    name = state.names[role]
    if _penalty_pending(state, role) or _penalty_settled(state, role):
        note = Ruling("penalty", role, clauses, finding, f"{name} has already incurred the penalty of reckoning "
                                                         "nothing that deal")
        return ruled(state, note)
    waiver = f"44.{role + 1}"
    # What still bars his adversary: his cards (Law 58), or after a miscall only his correct calls (Law 54).
    ruling = Ruling("penalty", role, clauses + (waiver,), finding,
                    f"{name} can reckon nothing that deal, unless {state.names[role.adversary]} does not enforce "
                    f"the penalty (Law 44); {what_bars(clauses)}",
                    holder=role.adversary, choices=(Choice.ENFORCE, Choice.WAIVE))
    narration.say(None, "irregularity", 0, f"{finding}: {name} can reckon nothing that deal "
                                           f"({', '.join(clauses)}), unless {state.names[role.adversary]} "
                                           "does not enforce it (Law 44)")
    return offer_option(ruled(state, ruling), role.adversary, ruling.choices,
                        "penalty", role)
REFERENCES.cite("penalize", "44", "58")


def what_bars(clauses: tuple[str, ...]) -> str:
    """What still bars the adversary of a player who can reckon nothing by the penalty of ``clauses``: after
    a miscall found out (Law 54) only his correct calls bar; else his cards do (Law 58)."""
    if any(clause.startswith("54.") for clause in clauses):
        return "only his correct calls, though not good to score, bar (Law 54)"
    return "his cards, though not good to score, are good to bar (Law 58)"


def offer_option(state: DealState, holder: Role, choices: tuple[Choice, ...], effect: str, offender: Role,
                 blocking: bool = True) -> DealState:
    """``holder`` is given an option (``effect``, see :class:`Option`), the deal waiting on his election
    if ``blocking``. An option already awaiting election is kept under the new one and elected after it
    (:func:`settle_option`); the deal then resumes where it stood before either arose."""
    pending = state.option
    resume = pending.resume if pending is not None else (state.phase, state.to_move)
    option = Option(holder, choices, effect, offender, resume, blocking, pending)
    return _awaiting(state, option, (OPTION, holder) if blocking else (state.phase, state.to_move))


def settle_option(state: DealState) -> DealState:
    """The option outstanding is decided: the next one awaiting election, if any, else the deal goes on
    where the option found it."""
    assert state.option is not None
    following = state.option.then
    if following is None:
        return _awaiting(state, None, state.option.resume)
    return _awaiting(state, following, (OPTION, following.holder) if following.blocking else following.resume)


def _awaiting(state: DealState, option: Option | None, place: tuple[Phase, Role | None]) -> DealState:
    """``state`` with ``option`` awaiting election (None: none), the deal at ``place`` (phase, player to move)."""
    new = draft(state)
    new.option = option
    new.phase, new.to_move = place
    return settle(new)


def _show_carte_blanche(state: DealState, show: bool, narration: Narration) -> DealState:
    holder = state.carte_blanche
    assert holder is not None
    name = state.names[holder]
    if show:  # it reckons even for a player who can reckon nothing that deal (Case XXI)
        laws = "Laws 19, 61" if announced_when_dealt(state.rules, holder) else "cent-6.1, Laws 19, 61"
        narration.say(holder, "carte blanche", CARTE_BLANCHE_POINTS,
                      f"{name} shows carte blanche: {CARTE_BLANCHE_POINTS} ({laws})", barred=False)
        if flag_of(state.exchanged, holder):  # Case XX: he has taken in, having mixed none of the stock
            state = ruled(state, Ruling("carte blanche shown after taking in", holder, ("19.1", f"24.{holder + 1}",
                                                                                        "Case XX"),
                                        f"{name} shows his carte blanche after taking up cards of the stock",
                                        "he may, having mixed none of the stock with his hand: he shows his hand "
                                        "and his discard separately, and retakes no card of his discard (Law 24)"))
        if flag_of(state.reckon_nothing, holder):
            ruling = Ruling("carte blanche despite the penalty", holder, ("61", "58", "Case XXI"),
                            f"{name} can reckon nothing that deal, but shows a carte blanche",
                            "it reckons: it accrues before any card is taken in, so the penalty does not reach it")
            state = ruled(state, ruling)
        state = add_hand_score(state, holder, 0, CARTE_BLANCHE_POINTS)
    else:
        narration.say(holder, "carte blanche", 0, f"{name} does not show his carte blanche")
    if not flag_of(state.exchanged, YOUNGER):
        return moved(state, EXCHANGE_YOUNGER, YOUNGER)
    if not flag_of(state.exchanged, ELDER):
        return moved(state, EXCHANGE_ELDER, ELDER)
    return _close_exchange(state)
REFERENCES.cite("_show_carte_blanche", "19", "61")


def add_hand_score(state: DealState, role: Role, index: int, points: int) -> DealState:
    """``role`` adds ``points`` to his hand score of Law 67's ``index`` (0 carte blanche, 1 point, 2 sequences,
    3 quatorzes and trios)."""
    # Compiled (mypyc), the scores are held unboxed: each read and made by its place, none indexed by a number
    # worked out (that boxes them).
    elder, younger = state.hand_scores
    blanche, point, sequences, sets = elder if role is ELDER else younger
    scores = ((blanche + points, point, sequences, sets) if index == 0 else
              (blanche, point + points, sequences, sets) if index == 1 else
              (blanche, point, sequences + points, sets) if index == 2 else
              (blanche, point, sequences, sets + points))
    new = draft(state)
    new.hand_scores = (scores, younger) if role is ELDER else (elder, scores)
    return settle(new)


def set_dialogue(state: DealState, klass: Klass, dialogue: Dialogue) -> DealState:
    point, sequence, sets = state.dialogues  # unboxed, as in add_hand_score
    new = draft(state)
    new.dialogues = ((dialogue, sequence, sets) if klass is POINT else (point, dialogue, sets) if klass is SEQUENCE
                     else (point, sequence, dialogue))
    return settle(new)


def open_calls(state: DealState, klass: int) -> DealState:
    """The elder's next call from class ``klass`` on, passing over classes he holds nothing of; else his lead."""
    for k in _KLASSES:
        if k >= klass and call_options(k, of(state.hands, ELDER)):
            new = draft(state)
            new.phase, new.to_move, new.klass = DECLARE_ELDER, ELDER, k
            return settle(new)
    return moved(state, PLAY, ELDER)


def _elder_call(state: DealState, action: Call | Sink, narration: Narration) -> DealState:
    klass, name = state.klass, state.names[ELDER]
    if isinstance(action, Sink):
        narration.say(ELDER, "call", 0, f"{name} calls no {klass.word}")
        return open_calls(state, klass + 1)
    dialogue = state.dialogue(klass)
    stating = dialogue.called is not None  # what his call makes, after "equal" or the inquiry (Law 46)
    if not stating and klass is not SETS and states_call_in_full(state.rules):
        dialogue = dialogue_of(action.count, action.detail)  # variant hook: cent-15.1, cent-16.1
    elif not stating:
        dialogue = dialogue_of(action.value)
    else:
        dialogue = dialogue._replace(detail=action.detail)
    if narration.on:
        words = (f"making {action.detail}" if stating and klass is POINT
                 else call_words(klass, action.count, action.detail))
        narration.say(ELDER, "call", 0, f"{name}: {words}")
    return moved(set_dialogue(state, klass, dialogue), ANSWER_YOUNGER, YOUNGER)


def _answer(state: DealState, action: Answer | Inquire, narration: Narration) -> DealState:
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
REFERENCES.cite("_answer", "46")


def reckon(state: DealState, role: Role, klass: Klass, claim: int, narration: Narration,
            pips: int | None = None) -> DealState:
    """``role`` reckons ``claim`` in ``klass``, with every lesser combination of it he holds."""
    name, total = state.names[role], 0
    for combo in reckoned(klass, of(state.hands, role), claim):
        points = claim_points(klass, combo)
        if klass is POINT and state.rules.agreements:  # variant hook: cent-25.1
            made = younger_point_pips(of(state.hands, role), combo) if pips is None else pips
            points = point_points(state.rules, combo, made)
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


def _see_left_cards(state: DealState, see: bool, narration: Narration) -> DealState:
    name, other = state.names[YOUNGER], state.names[ELDER]
    count = of(state.left, YOUNGER)
    left = "the card he left" if count == 1 else f"the {number_word(count)} cards he left"
    text = (f"{name} looks at {left}, and {other} may see them (Law 36)" if see
            else f"{name} does not look at {left}: neither sees them (Law 36)")
    narration.say(YOUNGER, "see left cards", 0, text)
    new = draft(state)
    new.left_seen = see
    return younger_next(settle(new), narration)
REFERENCES.cite("_see_left_cards", "36")


def _younger_claim(state: DealState, action: Call | Sink, narration: Narration) -> DealState:
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
    return _award_bonus(moved(state, PLAY, to_move), narration)
REFERENCES.cite("younger_next", "52", "68")


def _award_bonus(state: DealState, narration: Narration) -> DealState:
    """The repique or pique the scores now make, unless one is awarded already (Laws 68-69)."""
    if state.bonus != (0, 0):
        return state
    elder, younger = state.hand_scores
    bonus = repique_or_pique(elder, younger, state.elder_play_first, state.reckon_nothing)
    if bonus == (0, 0):
        return state
    role = ELDER if of(bonus, ELDER) else YOUNGER
    kind: EventKind = "repique" if of(bonus, role) == REPIQUE_POINTS else "pique"
    law = 68 if kind == "repique" else 69
    narration.say(role, kind, of(bonus, role), f"{state.names[role]}: {kind}, {of(bonus, role)} (Law {law})")
    new = draft(state)
    new.bonus = bonus
    return settle(new)
REFERENCES.cite("_award_bonus", "68", "69")


def _in_play(state: DealState, role: Role, points: int) -> tuple[tuple[int, int], int]:
    """Nominal points in play once ``role`` scores ``points``, and what the elder makes before the
    younger's first (Law 69)."""
    first = elder_play_first(state.elder_play_first, role, points, of(state.play_points, YOUNGER))
    return with_of(state.play_points, role, of(state.play_points, role) + points), first
REFERENCES.cite("_in_play", "69")


def _play(state: DealState, card: Card, narration: Narration) -> DealState:
    role = state.to_move
    assert role is not None
    hand = of(state.hands, role)
    if not (0 <= card < 32 and hand >> card & 1):
        raise IllegalAction(place_of(state),
                            f"{card!r} is not a card in the {role.word}'s hand (Law 65: he plays from it)")
    if not may_play(state, role, hand) >> card & 1:
        if state.lead is None:
            raise IllegalAction(place_of(state), f"{format_card(card)} is not of the suit called from the "
                                               f"{role.word} (cent-12.2)")
        held = format_cards(playable(hand, state.lead))
        raise IllegalAction(place_of(state), f"{format_card(card)} does not follow suit: {format_card(state.lead)} "
                                           f"was led and the {role.word} holds {held} (Law 59 IV)")
    return play_card(state, role, card, narration)
REFERENCES.cite("_play", "59", "65")


def may_play(state: DealState, role: Role, hand: CardSet) -> CardSet:
    """The cards of ``hand`` that ``role`` may play now: following suit (Law 59 IV); leading, the suit
    called from him, if he holds it (cent-12.2)."""
    lead = state.lead
    if lead is None and state.in_play.suit_call is not None:  # variant hook: cent-12.2
        return called_leads(state.in_play.suit_call, role, len(state.tricks), hand)
    return playable(hand, lead)
REFERENCES.cite("may_play", "59", "cent-12")


def play_card(state: DealState, role: Role, card: Card, narration: Narration) -> DealState:
    """``role`` leads or plays ``card`` from his hand, whether or not it was his turn or he followed
    suit (those are for the caller to check); the trick, the points in play and the end of the play.

    The hot path of every deal: one new state for each card, and no text unless narrated.
    """
    on = narration.on
    hands = with_of(state.hands, role, of(state.hands, role) ^ 1 << card)
    if state.lead is None:
        # variant hook: cent-26.1 (a low card led scores nothing by agreement)
        led = LEAD_POINTS if not state.rules.agreements else card_points(state.rules, card)
        narration.say(role, "lead", led, f"{state.names[role]} leads {format_card(card)}: {led}" if on else "")
        play_points, first = _in_play(state, role, led)
        new = draft(state)
        new.hands, new.lead, new.leader, new.to_move = hands, card, role, adversary(role)
        new.play_points, new.elder_play_first = play_points, first
        state = settle(new)
        if not state.tricks and not state.in_calling.lead_retaken and role is ELDER:
            # The elder's first lead: now the younger reckons (primer); not again on leading anew (Law 52). The
            # younger leading out of turn first (Law 59 III) plays to the first trick unreckoned (Law 56).
            new = draft(state)
            new.pending = tuple(k for k in _KLASSES if _younger_may_reckon(state, k))
            return younger_next(settle(new), narration)
        return _award_bonus(state, narration)
    leader, lead = state.leader, state.lead
    follower_wins = beats(lead, card)
    winner = role if follower_wins else leader
    win, extra = trick_points(follower_wins, len(state.tricks) == TRICKS - 1)
    if win and state.rules.agreements:  # variant hook: cent-26.1 (winning with a low card scores nothing)
        win = card_points(state.rules, card)
    if on:
        narration.say(role, "play", 0, f"{state.names[role]} plays {format_card(card)}")
    said = f"{state.names[winner]} wins the trick" + (f": {win}" if win else "") if on else ""
    narration.say(winner, "win", win, said)
    if extra:
        narration.say(winner, "last trick", extra,
                      f"{state.names[winner]} wins the last trick: {extra} more (Law 65)")
    tricks_won = with_of(state.tricks_won, winner, of(state.tricks_won, winner) + 1)
    play_points, first = _in_play(state, winner, win + extra) if win + extra else (
        state.play_points, state.elder_play_first)
    new = draft(state)
    new.hands, new.tricks, new.tricks_won = hands, state.tricks + (_trick(leader, lead, card, winner),), tricks_won
    new.leader, new.lead, new.to_move = winner, None, winner
    new.play_points, new.elder_play_first = play_points, first
    state = settle(new)
    if win + extra:
        state = _award_bonus(state, narration)
    if extra and (hands[0] | hands[1]) & FULL_PACK:
        state = _twelfth_is_last(state, winner)
    if not hands[0] & FULL_PACK or not hands[1] & FULL_PACK:
        state = _the_cards(state, narration)  # twelve tricks, unless a hand is short or long (Law 57)
    return state
REFERENCES.cite("play_card", "52", "57", "65")


def _twelfth_is_last(state: DealState, winner: Role) -> DealState:
    """Case XIX: a player with more than twelve cards still holds one when the twelfth trick is won; the
    twelfth trick is the last all the same (Law 65's "last" presupposes twelve cards each), and its winner has
    scored two for it."""
    long = ELDER if of(state.hands, ELDER) & FULL_PACK else YOUNGER
    names = state.names
    return ruled(state, Ruling("last trick", winner, ("65.1", "Case XIX"), f"{names[long]} plays with more than "
                               f"twelve cards and {names[winner]} wins the twelfth trick",
                               f"it is the last trick: {names[winner]} scores two for it, the word 'last' in Law 65 "
                               "presupposing twelve cards each (Case XIX)"))


# Each trick there can be (cards of either pack, 0-63), made the first time it is played and then shared: a
# NamedTuple is immutable, and its constructor is interpreted Python.
_TRICKS_MADE: Final[list[Trick | None]] = [None] * (1 << 14)


def _trick(leader: Role, lead: Card, reply: Card, winner: Role) -> Trick:
    index = (0 if leader is ELDER else 1 << 13) | (0 if winner is ELDER else 1 << 12) | lead << 6 | reply
    made = _TRICKS_MADE[index]
    if made is None:
        made = _TRICKS_MADE[index] = Trick(leader, lead, reply, winner)
    return made


def _younger_may_reckon(state: DealState, klass: Klass) -> bool:
    dialogue = state.dialogue(klass)
    if dialogue.younger is not None:  # already reckoned, on correcting his reply (Law 51)
        return False
    if dialogue.verdict is NOT_GOOD:
        return True
    return dialogue.called is None and bool(younger_options(klass, of(state.hands, YOUNGER), None, None))
REFERENCES.cite("_younger_may_reckon", "51")


def _the_cards(state: DealState, narration: Narration) -> DealState:
    """Law 66: ten for the cards, forty for a capot, nothing if divided.

    A player who played with fewer than twelve cards leaves cards of his
    adversary's that cannot be played to: the adversary counts them as
    tricks (Law 57), up to twelve tricks in all; they score nothing in play
    (Law 65 scores cards led or won with). The extra cards of a player with
    more than twelve are not tricks (Case XXII: "divides the cards").
    """
    left = (count(of(state.hands, ELDER) & FULL_PACK), count(of(state.hands, YOUNGER) & FULL_PACK))
    counted = tricks_counted(state.tricks_won, len(state.tricks), left)
    for role in (YOUNGER, ELDER):  # the adversary of a short elder first, as Law 57 is read for each hand
        unplayed = of(counted, role) - of(state.tricks_won, role)
        if unplayed:
            narration.say(role, "cards", 0, f"{state.names[role]} counts as tricks the {number_word(unplayed)} "
                                            f"card{'s' if unplayed > 1 else ''} that cannot be played to (Law 57)")
    new = draft(state)
    new.tricks_won = counted
    state = settle(new)
    points = cards_points(*state.tricks_won)
    for role in _ROLES:
        if of(points, role):
            name, won = state.names[role], of(state.tricks_won, role)
            if won == TRICKS:
                narration.say(role, "capot", of(points, role), f"{name} wins a capot: {of(points, role)} (Law 66)")
            else:
                narration.say(role, "cards", of(points, role),
                              f"{name} wins the cards, {won} tricks: {of(points, role)} (Law 66)")
    if points == (0, 0):
        narration.say(None, "cards", 0, "the cards are divided, six tricks each (Law 66)")
    return moved(state, OVER, None)
REFERENCES.cite("_the_cards", "57", "65", "66")
