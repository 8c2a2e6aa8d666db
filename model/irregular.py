"""Irregularities of a deal: which can happen, and what the Laws make of them.

:func:`irregular_actions` lists the irregular actions
(:mod:`piquet.model.irregularities`) that can physically happen at a state;
:func:`piquet.model.deal.apply` hands them, and the elections of the options
the Laws give (:class:`~piquet.model.actions.Elect`), to
:func:`apply_irregular`. Every irregularity leaves a
:class:`~piquet.model.state.Ruling` in ``state.rulings``: the clauses of
the spec that apply (``"13.1"``), why, the option and its holder, the
outcome. :func:`refusal` says why a claim the Laws do not grant is refused.

Consequences carried out here:

- a fresh deal: the deal is void (:attr:`DealState.void`);
- reckoning nothing that deal, at the adversary's option (Law 44): the
  player's scores so far are struck out but for a carte blanche (Case
  XXI), and his cards still bar (Law 58: his scores stay nominal);
- cards taken up and played again (Laws 52, 59): the deal goes back to
  the state before the error, the narration keeping what happened;
- the elder's first lead retaken at his option when the younger corrects
  a miscall after it (Law 52): the card goes back into his hand with its
  point, and he leads again, the younger having reckoned already;
- hands of other than twelve cards play out by :mod:`piquet.model.deal`
  (Law 57: the adversary counts as tricks what cannot be played to; Case
  XIX: the twelfth trick is the last);
- an error in counting a score stands as counted, each player's own count
  being taken where the written scores differ (Law 74), until it is
  proved and rectified (Law 70): in the deal, or in the next one before
  the player in error has seen his hand.

Readings: the option of Law 59 III (a card led out of turn) is the
adversary's; a miscall corrected (Law 52), or found out after the first
trick (Law 54), is replaced by what each holds: the better of the two
reckons it; a player who claims what he could not possibly have held is
liable to no penalty (Laws 53-54) and keeps his score only for a misnomer.
The errors in counting the hand that Law 70 lets be rectified are errors in
adding up or marking a score (the spec's reading
"omission-is-not-a-counting-error"; omissions are Law 56's). A player has
"seen his next hand" once the next deal's first action is taken: the model
takes both hands up together, so the window of Law 70 closes for both then.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, cast
from dataclasses import replace
from itertools import combinations

from piquet.model.actions import Action, Answer, Call, Elect, Play
from piquet.model.cards import (
    FULL_PACK, Card, CardSet, Suit, card_set, cards_in, format_card, format_cards, rank_mask, suit_mask, suit_of,
)
from piquet.model.counts import WRONG_COUNT, Counts, count_rule_clauses, counts_of, exchange_bounds
from piquet.model.deal import (
    IllegalAction, Narration, add_hand_score, apply_lawful, exchange_cards, exchange_choices, left_to_see, stock_start,
    offer_option, open_calls, penalize, place_of, play_card, reckon, set_dialogue, settle_option, start_deal, why_not,
    with_role, younger_next,
)
from piquet.model.declaring import Klass, Verdict, call_options, call_words, elder_claim, reckoned
from piquet.model.exchange import ELDER_SHARE
from piquet.model.irregularities import (
    AlterDiscard, AskWhichOut, CorrectCall, CorrectReply, CutExposed, DealerExposes, DiscardFirst, Discover, Drop,
    FacedCard, IncorrectPack, Inform, Irregular, LeadOutOfTurn, LeftUndeclared, MisExchange, Miscall,
    MixIntoDiscard, NameCardOut,
    OutOfTurn, PlaysTooMany, ProposeFreshDeal, ReckonOmitted, RetakeLead, Revoke, SurplusFound, TakeBack,
    TakeUpLeft, TouchStock, WrongPack, COUNT_ERRORS, IRREGULAR_KINDS, HideLeft, LookAtLeft, Miscount, Rectify,
    SeeDiscard, WrittenScoreDiffers, RectifyDeal, AskToShow, ShowVoluntarily,
)
from piquet.model.play import LEAD_POINTS, playable
from piquet.model.reckoning import PIQUE_POINTS, REPIQUE_POINTS, pique, repique
from piquet.model.roles import Role
from piquet.model.scoring import (
    SET_RANKS, number_word, best_point, longest_suit, sequence_tops, sequence_values, sequences, set_values, sets,
)
from piquet.model.state import Choice, DealState, Lapse, MiscallNote, Phase, Ruling, held

__all__ = ["irregular_actions", "apply_irregular", "close_miscalls", "refusal", "declared_cards", "untouched"]

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
_FRESH_OR_STAND = (Choice.FRESH_DEAL, Choice.STAND)
_EXCHANGING = (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER)


# ---------------------------------------------------------------- when each can happen


def untouched(state: DealState) -> bool:
    """Nothing has happened since the deal but rectifications, of the deal before (Law 70) or of cards
    dealt wrongly (Law 10): neither player has taken up a card (Laws 10, 15-16)."""
    return state.step == sum(r.kind in (Rectify.KIND, RectifyDeal.KIND) for r in state.rulings)


def _before_play(state: DealState) -> bool:
    return state.played == 0 and not state.over


def _found(state: DealState, kind: str, offender: Role | None = None, klass: Klass | None = None) -> bool:
    """Whether a ruling of ``kind`` has been made (on ``offender``, in ``klass``, where given)."""
    return any(r.kind == kind and (offender is None or r.offender is offender) and (klass is None or r.klass is klass)
               for r in state.rulings)


def _window_open(state: DealState) -> bool:
    """Before the younger hand has played to the first trick (Laws 52, 54, 56)."""
    return not state.tricks and not state.over


def irregular_actions(state: DealState) -> tuple[Irregular | Elect, ...]:
    """The irregular actions that can physically happen now (see the module), and the acceptance of
    a fresh deal proposed by agreement (Case III). A void deal offers only the rectification of a deal
    dealt wrongly, which Law 10 allows even where Law 12 requires a fresh deal."""
    if state.void:
        return tuple(_rectifications(state))
    return tuple(_offered(state))


def _offered(state: DealState) -> Iterator[Irregular | Elect]:
    if state.option is not None and state.option.blocking:  # the deal waits on an election
        if state.option.effect == "count":  # ... unless the elder takes in without announcing (Law 39)
            yield from _dealing(state)
            yield from _exchanging(state)
        return
    yield from _dealing(state)
    if state.phase in _EXCHANGING:
        yield from _exchanging(state)
    calling = any(d.called is not None or d.verdict is not None for d in state.dialogues)
    for role in Role:  # after his exchange, before the calls (Laws 25-26; Case XXI)
        if state.exchanged[role] and _before_play(state) and not calling and state.phase is not Phase.PLAY:
            yield from (TakeBack(role, c) for c in cards_in(state.discards[role] & FULL_PACK))
            yield from (MixIntoDiscard(role, c) for c in cards_in(state.hands[role] & FULL_PACK))
    if state.option is None:
        yield from _calling(state)
        yield from _playing(state)
    for role in Role:
        if _may_take_up_left(state, role):
            yield TakeUpLeft(role)
    yield from _younger_left(state)
    yield from _counting(state)


def _counts(state: DealState) -> Counts:
    return counts_of(state.hands[ELDER], state.hands[YOUNGER], len(state.stock))


def _rectifications(state: DealState) -> Iterator[RectifyDeal]:
    """Law 10: before either player has taken up his hand, a card dealt wrongly may be put right -- a
    card of a hand dealt too many to the hand or stock short of it (onto the stock's top, the next card
    dealt), or the stock's top card to a hand short of it -- while the only ruling is on the counts."""
    counts = _counts(state)
    if (not untouched(state) or counts.regular or _pack(state) != FULL_PACK or state.hands[0] >> 32
            or state.hands[1] >> 32
            or any(r.kind not in (WRONG_COUNT, RectifyDeal.KIND, Rectify.KIND) for r in state.rulings)):
        return
    short = [role for role in Role if counts[role] < 12]
    for role in Role:
        if counts[role] > 12:
            for c in cards_in(state.hands[role]):
                yield from (RectifyDeal(c, to) for to in short)
                if counts.stock < 8:
                    yield RectifyDeal(c, None)
    if counts.stock > 8:
        yield from (RectifyDeal(state.stock[0], to) for to in short)


def _dealing(state: DealState) -> Iterator[Irregular | Elect]:
    everything = state.hands[0] | state.hands[1] | card_set(state.stock)
    yield from _rectifications(state)
    if untouched(state):
        yield from (CutExposed(True), CutExposed(False), WrongPack(True), OutOfTurn(True))
        yield from (DealerExposes(c) for c in cards_in(everything & FULL_PACK))
        yield from (FacedCard(c) for c in cards_in(everything & FULL_PACK))
    elif not state.over:
        if not _found(state, WrongPack.KIND):
            yield WrongPack(False)
        if not _found(state, OutOfTurn.KIND):
            yield OutOfTurn(False)
        if state.phase in _EXCHANGING:
            yield from (FacedCard(c) for c in state.stock)  # "in the stock when taking in" (Law 14)
    if state.offer is not None:
        yield Elect(state.offer.adversary, Choice.FRESH_DEAL)
    elif not state.over and state.played == 0:
        yield from (ProposeFreshDeal(r) for r in Role)
    for role in Role:
        foreign = state.hands[role] >> 32 | state.discards[role] >> 32
        yield from (SurplusFound(c + 32) for c in cards_in(foreign))


def _pack(state: DealState) -> CardSet:
    """Every card of the pack in the deal, wherever it is now (a card of the other pack is not)."""
    places = state.hands[0] | state.hands[1] | state.discards[0] | state.discards[1] | state.played | state.aside
    return (places | card_set(state.stock)) & FULL_PACK


def _may_take_up_left(state: DealState, role: Role) -> bool:
    """Case XIII: he took in fewer than he discarded, the card is still on the stock, unmixed."""
    short = any(r.kind == MisExchange.KIND and r.offender is role and f"30.{role + 1}" in r.clauses
                for r in state.rulings)
    return (short and bool(state.stock) and state.exchanged[ELDER] and state.exchanged[YOUNGER] and not state.over
            and not _found(state, TakeUpLeft.KIND))


def _exchanging(state: DealState) -> Iterator[Irregular]:
    role = ELDER if state.option is not None else state.to_move
    assert role is not None
    hand = state.hands[role]
    available = len(state.stock) - stock_start(state, role)
    lawful = set() if state.option is not None else {(d, t) for d, t, _ in exchange_choices(state, role)}
    for size in range(0, min(hand.bit_count(), 6) + 1):
        takes = [t for t in (size - 1, size, size + 1) if 0 <= t <= available and (size, t) not in lawful]
        if takes:
            for discard in combinations(tuple(cards_in(hand)), size):
                mask = card_set(discard)
                yield from (MisExchange(role, mask, t) for t in takes)
    if role is ELDER and not state.exchanged[YOUNGER] and state.option is None:
        yield from _early_younger(state)
    if not state.exchanged[ELDER]:
        yield from (TouchStock(ELDER, c, m) for c in state.stock[ELDER_SHARE:] for m in (False, True))
        yield from (TouchStock(YOUNGER, c, m) for c in state.stock[:ELDER_SHARE] for m in (False, True))
    elif not state.exchanged[YOUNGER] and state.left[ELDER]:
        yield from (TouchStock(ELDER, c, m) for c in state.stock[:state.left[ELDER]] for m in (False, True))
        if role is YOUNGER and len(state.stock) > 3 and not _found(state, LeftUndeclared.KIND):
            yield LeftUndeclared()
    for r in Role:
        if state.provisional[r]:
            yield AlterDiscard(r)


def _early_younger(state: DealState) -> Iterator[Irregular]:
    """The younger discarding first (Cases V, XX) or taking in before the elder (Case XIV)."""
    hand = state.hands[YOUNGER]
    share = len(state.stock) - ELDER_SHARE
    for size in range(1, share + 1):
        for discard in combinations(tuple(cards_in(hand)), size):
            mask = card_set(discard)
            if not state.provisional[YOUNGER]:
                yield DiscardFirst(YOUNGER, mask)
            yield MisExchange(YOUNGER, mask, size)


def _calling(state: DealState) -> Iterator[Irregular]:
    phase, klass = state.phase, state.klass
    before_lead = phase is Phase.PLAY and not state.tricks and state.lead is None and not state.lead_retaken
    if phase is Phase.DECLARE_ELDER and state.dialogue(klass).called is None:
        yield from _miscalls(ELDER, klass, state.hands[ELDER])
    if before_lead:  # a class he held nothing of was passed over: he may still call in it
        for k in Klass:
            if state.dialogue(k).called is None:
                yield from _miscalls(ELDER, k, state.hands[ELDER])
    if phase is Phase.DECLARE_YOUNGER and state.pending and not left_to_see(state):
        yield from _miscalls(YOUNGER, state.pending[0], state.hands[YOUNGER])
    dialogue = state.dialogue(klass)
    if (phase is Phase.ANSWER_YOUNGER and klass is Klass.SETS and dialogue.called is not None
            and dialogue.called >> 3 == 3):
        yield AskWhichOut()
    sets_dialogue = state.dialogue(Klass.SETS)
    if sets_dialogue.admitted and sets_dialogue.called is not None and not _found(state, NameCardOut.KIND):
        yield from (NameCardOut(c) for c in cards_in(rank_mask(sets_dialogue.called & 7)))
    if _window_open(state):
        yield from (CorrectCall(m.role, m.klass) for m in state.miscalls)
    yield from _showing(state)
    correctable = _correctable_reply(state)
    if correctable is not None:
        yield CorrectReply(correctable)
    if state.lead is not None and not state.tricks and state.to_move is YOUNGER or phase is Phase.DECLARE_YOUNGER:
        for k in Klass:
            if _omitted(state, k):
                yield ReckonOmitted(k)


def _showing(state: DealState) -> Iterator[Irregular]:
    """Law 55: a call allowed good or equal shown when asked for, or unasked before its caller plays a card."""
    for role in Role:
        played = bool(state.tricks) or role is ELDER and state.lead is not None
        for klass in Klass:
            if not _allowed(state, role, klass):
                continue
            if not _found(state, AskToShow.KIND, role, klass):
                yield AskToShow(role, klass)
            if not played and not _found(state, ShowVoluntarily.KIND, role, klass):
                yield ShowVoluntarily(role, klass)


def _allowed(state: DealState, role: Role, klass: Klass) -> bool:
    """Whether ``role`` called or reckoned something in ``klass`` that was allowed good or equal (Law 55)."""
    dialogue = state.dialogue(klass)
    if role is ELDER:
        return dialogue.called is not None and dialogue.verdict in (Verdict.GOOD, Verdict.EQUAL)
    return dialogue.younger is not None


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


def _correctable_reply(state: DealState) -> Klass | None:
    """Law 51: the class whose "good" or "equal" the younger may still correct, holding better:
    the last answered, before the elder's next call, or his lead if there is none."""
    if state.played or state.lead_retaken or state.phase not in (Phase.DECLARE_ELDER, Phase.PLAY):
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
    return klass if _held_value(state, YOUNGER, klass) > _held_value(state, ELDER, klass) else None


def _omitted(state: DealState, klass: Klass) -> bool:
    """Law 56: the elder called nothing in ``klass`` though he holds something of it."""
    return (state.dialogue(klass).called is None and bool(call_options(klass, state.hands[ELDER] | _led(state)))
            and not _found(state, ReckonOmitted.KIND, klass=klass))


def _led(state: DealState) -> CardSet:
    """The elder's first lead, if on the table: his hand as he called it includes it."""
    return 1 << state.lead if state.lead is not None and not state.tricks and state.leader is ELDER else 0


def _playing(state: DealState) -> Iterator[Irregular]:
    if state.phase is Phase.PLAY:
        mover = state.to_move
        assert mover is not None
        for role in Role:
            yield from (Drop(role, c) for c in cards_in(state.hands[role] & FULL_PACK))
        hand = state.hands[mover] & FULL_PACK
        if state.lead is None and state.tricks:
            yield from (LeadOutOfTurn(mover.adversary, c) for c in cards_in(state.hands[mover.adversary] & FULL_PACK))
            last = state.tricks[-1]
            if last.leader is last.winner is mover:  # he is leading several cards (Law 59 II)
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
    if state.lapses and state.phase in (Phase.PLAY, Phase.OVER):
        yield from (Discover(r) for r in Role)


def _younger_left(state: DealState) -> Iterator[Irregular]:
    """What may be done with the cards the younger left on the stock, while they are there (Laws 36-37)."""
    left = state.exchanged[YOUNGER] and state.left[YOUNGER] > 0 and not state.over
    if left and state.stock and state.left_seen is None and not state.left_hidden:
        yield HideLeft()
    if left and state.stock and state.left_seen is False:  # he elected not to look: neither may see them
        yield from (LookAtLeft(r) for r in Role
                    if not _found(state, LookAtLeft.KIND, r))
    if state.left_hidden and (state.lead is not None or state.tricks) and not _found(state, SeeDiscard.KIND):
        yield SeeDiscard()


def _counting(state: DealState) -> Iterator[Irregular]:
    """Errors in counting the score and in writing it, once the deal is over (Laws 70, 74), and their
    rectification, in the deal or before the player in error has seen his next hand (Law 70)."""
    if state.phase is Phase.OVER:
        for role in Role:
            if not _found(state, Miscount.KIND, role):
                yield from (Miscount(role, e) for e in COUNT_ERRORS if state.scores[role] + e >= 0)
            if not _found(state, WrittenScoreDiffers.KIND, role):
                yield from (WrittenScoreDiffers(role, e) for e in COUNT_ERRORS
                            if state.scores[role.adversary] + e >= 0)
            if state.miscounts[role]:
                yield Rectify(role)
    elif untouched(state):
        yield from (Rectify(role) for role in Role if state.carried[role])


# ---------------------------------------------------------------- carrying them out


def apply_irregular(state: DealState, action: Action | Irregular) -> DealState:
    """Carry out an irregular action or an election, or a lawful action while an option or an offer of a
    fresh deal is outstanding; raises :class:`~piquet.model.deal.IllegalAction` if it cannot happen here."""
    narration = Narration(state)
    if isinstance(action, Elect):
        return narration.onto(_elect(state, action, narration))
    if not isinstance(action, IRREGULAR_KINDS):
        if state.option is not None and not state.option.blocking and isinstance(action, Play):
            ruling = _decided(state, None, "the card was played to: the error cannot be rectified (Law 59 III)")
            state = replace(settle_option(state), rulings=ruling)
        elif state.offer is not None:
            text = "the offer of a fresh deal lapses: going on with the game is tantamount to refusing it (Case III)"
            narration.say(None, "irregularity", 0, text)
            state = replace(state, offer=None, rulings=_decided(state, None, text, kind=ProposeFreshDeal.KIND))
        if state.option is not None:
            raise IllegalAction(place_of(state), why_not(state, action))
        return apply_lawful(narration.onto(state), cast(Action, action))  # not irregular, by the test above
    if action not in irregular_actions(state):
        raise IllegalAction(place_of(state), f"{action}: {refusal(state, action)[1]}")
    return narration.onto(_HANDLERS[type(action)](state, action, narration))


def _rule(state: DealState, narration: Narration, kind: str, offender: Role | None, clauses: tuple[str, ...],
          finding: str, outcome: str, klass: Klass | None = None) -> DealState:
    """Record and narrate a ruling that gives no option (``klass``: the class of calls it concerns)."""
    narration.say(None, "irregularity", 0, f"{finding}: {outcome} ({', '.join(clauses)})")
    return replace(state, rulings=state.rulings + (Ruling(kind, offender, clauses, finding, outcome, klass=klass),))


def _void(state: DealState, narration: Narration, kind: str, offender: Role | None, clauses: tuple[str, ...],
          finding: str, outcome: str = "there must be a fresh deal") -> DealState:
    state = _rule(state, narration, kind, offender, clauses, finding, outcome)
    return replace(state, phase=Phase.VOID, to_move=None, option=None)


def _offer_option(state: DealState, narration: Narration, ruling: Ruling, effect: str, offender: Role,
                  blocking: bool = True) -> DealState:
    """Record ``ruling`` and give its holder the option, the deal waiting on his election if ``blocking``."""
    assert ruling.holder is not None
    narration.say(None, "irregularity", 0, f"{ruling.finding}: {ruling.outcome} ({', '.join(ruling.clauses)})")
    return offer_option(replace(state, rulings=state.rulings + (ruling,)), ruling.holder, ruling.choices, effect,
                        offender, blocking)


#: The clause that concludes a fresh deal the players agree to (Case III).
_AGREED_FRESH_DEAL = "agree-fresh-deal.1"


def _decided(state: DealState, choice: Choice | None, outcome: str, kind: str | None = None,
             cite: tuple[str, ...] = ()) -> tuple[Ruling, ...]:
    """The rulings with the last one giving an option (or of ``kind``) marked with the election and outcome,
    and citing also the clauses ``cite`` (what the election brings into force)."""
    rulings = list(state.rulings)
    for i in range(len(rulings) - 1, -1, -1):
        if (rulings[i].kind == kind) if kind else rulings[i].holder is not None and rulings[i].chosen is None:
            rulings[i] = replace(rulings[i], chosen=choice, outcome=outcome, clauses=rulings[i].clauses + cite)
            break
    return tuple(rulings)


def _elect(state: DealState, action: Elect, narration: Narration) -> DealState:
    option = state.option
    name = state.names[action.role]
    elects_option = option is not None and action.role is option.holder and action.choice in option.choices
    if not elects_option and state.offer is not None and action == Elect(state.offer.adversary, Choice.FRESH_DEAL):
        # Case III: the players may agree to a fresh deal at any time, even while one of them holds an
        # option the Laws give; the agreement voids the deal, and with it the option.
        state = replace(state, rulings=_decided(state, Choice.FRESH_DEAL, "accepted: a fresh deal by agreement",
                                                kind=ProposeFreshDeal.KIND, cite=(_AGREED_FRESH_DEAL,)))
        narration.say(action.role, "election", 0, f"{name} accepts a fresh deal (Case III)")
        return replace(state, phase=Phase.VOID, to_move=None, offer=None, option=None)
    if option is None or not elects_option:
        raise IllegalAction(place_of(state), f"{action}: {refusal(state, action)[1]}")
    narration.say(action.role, "election", 0, f"{name} elects: {action.choice.value}")
    offender = option.offender
    resumed = settle_option(state)
    choice = action.choice
    if choice is Choice.FRESH_DEAL:  # no option under this one outlives the deal
        return replace(state, option=None, phase=Phase.VOID, to_move=None,
                       rulings=_decided(state, choice, "a fresh deal"))
    if option.effect == "count":
        outcome = "the deal stands; the exchange follows the count rules (Laws 40-43)"
        return replace(resumed, stood=True, announced=True, rulings=_decided(state, choice, outcome))
    if option.effect == "exposed":
        return replace(resumed, rulings=_decided(state, choice, "the deal stands"))
    if option.effect == "mixed":
        outcome = f"the deal stands; {state.names[offender.adversary]} takes only the cards not mixed"
        resumed = replace(resumed, rulings=_decided(state, choice, outcome))
        clause = "28.1" if offender is ELDER else "29.1"
        return penalize(resumed, offender, (clause,), f"{state.names[offender]} mixed a card of the stock "
                                                      "that was not his with his hand", narration)
    if option.effect == "lead":  # the younger corrected a miscall after the elder's lead (Law 52)
        if choice is Choice.PLAY_ON:
            return replace(resumed, rulings=_decided(state, choice, "the card led stands"))
        resumed = replace(resumed, rulings=_decided(state, choice, f"{state.names[ELDER]} retakes the card he led "
                                                                   "and leads again"))
        return _retake_first_lead(resumed, narration)
    if option.effect == "penalty":
        if choice is Choice.WAIVE:
            resumed = replace(resumed, rulings=_decided(state, choice, f"{state.names[offender]} may reckon as "
                                                                       "usual (the penalty is not enforced, Law 44)"))
        else:
            resumed = _enforce(replace(resumed, rulings=_decided(state, choice, f"{state.names[offender]} can reckon "
                                                                               "nothing that deal")), offender, narration)
        return close_miscalls(resumed, narration) if resumed.miscalls and resumed.tricks else resumed
    # "retake": cards led or played in error (Laws 59 III, V)
    if choice is Choice.PLAY_ON:
        return replace(resumed, rulings=_decided(state, choice, "the cards played stand"))
    step = int(option.effect.split(":")[1])
    state = replace(state, rulings=_decided(state, choice, "the cards played since are taken up"))
    return _rewind(state, step, narration, "cards taken up")


def _enforce(state: DealState, role: Role, narration: Narration) -> DealState:
    """``role`` can reckon nothing that deal: what he has scored is struck out, but for a carte blanche
    (Case XXI); his scores stay nominal, so his cards still bar (Law 58)."""
    struck = state.scores[role] - state.hand_scores[role][0] if state.scores[role] else 0
    if struck:
        narration.say(role, "irregularity", -struck, f"{state.names[role]}'s {struck} points this deal are "
                                                     "struck out: he can reckon nothing (Law 58)")
    narration.reckon_nothing = with_role(state.reckon_nothing, role, True)
    return replace(state, reckon_nothing=narration.reckon_nothing)


def _rewind(state: DealState, step: int, narration: Narration, what: str, extra: CardSet = 0,
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
    lapses = tuple(lapse for lapse in state.lapses if lapse.step < step)
    restored = replace(back, rulings=state.rulings, lapses=lapses, reckon_nothing=state.reckon_nothing)
    if extra and holder is not None:
        restored = replace(restored, hands=with_role(restored.hands, holder, restored.hands[holder] | extra),
                           stock=tuple(c for c in restored.stock if not extra >> c & 1))
    return restored


# -- dealing


def _cut_exposed(state: DealState, action: CutExposed, narration: Narration) -> DealState:
    if action.for_deal:
        return _void(state, narration, action.KIND, None, ("5.1", "8.1"), "more than one card was exposed in "
                     "cutting for deal", "the cut is made again (Law 5, which Law 8 yields to)")
    return _void(state, narration, action.KIND, YOUNGER, ("7.1", "8.2"), "a card was exposed in cutting to the "
                 "dealer", "there must be a fresh cut, and the deal is made again (Law 7, which Law 8 yields to)")


def _dealer_exposes(state: DealState, action: DealerExposes, narration: Narration) -> DealState:
    name, where = state.names[YOUNGER], _where(state, action.card)
    finding = f"{name}, dealing, exposed {format_card(action.card)} ({where})"
    if where == "his own hand":
        return _rule(state, narration, action.KIND, YOUNGER, ("13.2",), finding, "the deal stands good")
    ruling = Ruling(action.KIND, YOUNGER, ("13.1",), finding, f"{state.names[ELDER]} may have a fresh deal",
                    holder=ELDER, choices=_FRESH_OR_STAND)
    return _offer_option(state, narration, ruling, "exposed", YOUNGER)


def _where(state: DealState, c: Card) -> str:
    if state.hands[YOUNGER] >> c & 1:
        return "his own hand"
    return "the elder hand's" if state.hands[ELDER] >> c & 1 else "the stock"


def _faced(state: DealState, action: FacedCard, narration: Narration) -> DealState:
    when = "in the pack when dealing" if untouched(state) else "in the stock when taking in"
    return _void(state, narration, action.KIND, None, ("14.1",), f"{format_card(action.card)} was found faced {when}")


def _wrong_pack(state: DealState, action: WrongPack, narration: Narration) -> DealState:
    if action.in_time:
        return _void(state, narration, action.KIND, YOUNGER, ("15.1",), "the deal was made with the wrong pack, "
                     "found before either player took up a card", "there must be a fresh deal with the right pack")
    return _rule(state, narration, action.KIND, YOUNGER, ("15.2", "15.3"), "the deal was made with the wrong pack, "
                 "found after a player took up his cards", "the deal holds good, and the packs remain changed")


def _out_of_turn(state: DealState, action: OutOfTurn, narration: Narration) -> DealState:
    if action.in_time:
        return _void(state, narration, action.KIND, YOUNGER, ("16.2", "16.3"), "the deal was dealt out of turn, "
                     "found before either player took up a card", "the deal is void, and the right dealer deals")
    state = _rule(state, narration, action.KIND, YOUNGER, ("16.4", "16.5"), "the deal was dealt out of turn, found "
                  "too late", f"the deal stands; {state.names[ELDER]}, its elder hand, must deal twice running with "
                  "the same pack, unless this or the next deal is the last of the partie")
    return replace(state, out_of_turn=True)


def _propose(state: DealState, action: ProposeFreshDeal, narration: Narration) -> DealState:
    state = _rule(state, narration, action.KIND, action.role, ("Case III",), f"{state.names[action.role]} proposes "
                  "a fresh deal", "a fresh deal is a matter of agreement: his adversary may accept it before the "
                  "game is carried a step further")
    return replace(state, offer=action.role)


def _surplus(state: DealState, action: SurplusFound, narration: Narration) -> DealState:
    role = ELDER if (state.hands[ELDER] | state.discards[ELDER]) >> action.card & 1 else YOUNGER
    bit, name = 1 << action.card, state.names[role]
    shown = format_card(action.card - 32)
    if state.discards[role] & bit:
        state = _rule(state, narration, action.KIND, role, ("Case XVII", "58", "75.1"),
                      f"a card of the other pack, {shown}, is found in {name}'s discard", "there is no proof that the "
                      "pack was redundant when dealt, so the deal is not void (Law 75); the card is removed, and "
                      f"{name} plays with the cards he holds")
        return replace(state, discards=with_role(state.discards, role, state.discards[role] ^ bit))
    state = _rule(state, narration, action.KIND, role, ("Case XVIII", "54"),
                  f"a card of the other pack, {shown}, is found in {name}'s hand, not played",
                  "he returns it to the undealt pack, with no penalty, having claimed nothing with it")
    return replace(state, hands=with_role(state.hands, role, state.hands[role] ^ bit))


# -- the exchange


def _mis_exchange(state: DealState, action: MisExchange, narration: Narration) -> DealState:
    role, name = action.role, state.names[action.role]
    discards, take = action.discard.bit_count(), action.take
    findings: list[tuple[tuple[str, ...], str]] = []
    if state.option is not None and take:  # the elder's count option: he takes in without announcing (Law 39)
        findings.append((("39.1", "39.2"), f"{name} took up a card of the stock without announcing his count: he "
                                           "loses his option of a fresh deal and must leave three cards"))
        state = replace(settle_option(state), stood=True, announced=False,
                        rulings=_decided(state, None, "lost: he took up a card of the stock without announcing"))
    elif state.option is not None:  # no card of the stock taken up: Law 39 has no hold; acting on the deal,
        # he stands it (Law 11), and the count rules judge his exchange.
        state = replace(settle_option(state), stood=True, announced=True,
                        rulings=_decided(state, None, "stood: he exchanged without taking up a card of the stock"))
    early = role is YOUNGER and not state.exchanged[ELDER]
    if early:
        findings.append((("23.1", "Case XIV"), f"{name} takes in before the elder hand"))
    if state.stood:
        bounds = exchange_bounds(role, state.dealt[role].bit_count(), len(state.stock), state.announced)
        if not bounds.allows(discards, take):
            dealt = [(h & FULL_PACK).bit_count() for h in state.dealt]
            stock = _pack(state).bit_count() - sum(dealt)  # the stock as dealt
            clauses = count_rule_clauses(state.dealt[ELDER].bit_count(), stock, role, state.announced)
            findings.append((clauses, f"dealt {state.dealt[role].bit_count()}, {name} discards {discards} and takes "
                                      f"{take}, against the count rules"))
    elif discards > take and not early:
        findings.append(((f"30.{role + 1}", f"57.{role + 1}"), f"{name}, dealt twelve, discards {discards} and takes "
                                                              f"in {take}: he plays with fewer than twelve cards"))
    beyond = role is ELDER and take > min(ELDER_SHARE, len(state.stock))
    for clauses, finding in findings:
        state = _rule(state, narration, MisExchange.KIND, role, clauses, finding, "the exchange stands as made")
    if beyond:  # the elder takes one of the younger's cards (Laws 27-28)
        state = exchange_cards(state, role, action.discard, ELDER_SHARE, False, narration)
        extra = state.stock[:take - ELDER_SHARE]
        for c in extra:
            state = replace(state, hands=with_role(state.hands, ELDER, state.hands[ELDER] | 1 << c),
                            stock=state.stock[1:])
        ruling = Ruling(MisExchange.KIND, ELDER, ("27.1", "28.1", "28.2", "28.3"), f"{name} took in "
                        f"{format_cards(card_set(extra))}, of the younger hand's cards, with his own",
                        f"{state.names[YOUNGER]}, after looking at his cards, may elect a fresh deal",
                        holder=YOUNGER, choices=_FRESH_OR_STAND)
        return _offer_option(state, narration, ruling, "mixed", ELDER)
    state = exchange_cards(state, role, action.discard, take, False, narration)
    if discards < take and not state.stood:
        clause = f"31.{role + 1}" if not (role is YOUNGER and state.left[YOUNGER]) else "35.1"
        finding = f"{name}, dealt twelve, took in {take} cards for {discards} discarded"
        option = state.option
        if option is not None and option.effect == "penalty" and option.offender is role:  # Law 58 found it first
            last = state.rulings[-1]
            merged = replace(last, clauses=(clause,) + last.clauses, finding=f"{finding}: {last.finding}")
            return replace(state, rulings=state.rulings[:-1] + (merged,))
        return penalize(state, role, (clause,), finding, narration)
    return state


def _discard_first(state: DealState, action: DiscardFirst, narration: Narration) -> DealState:
    name = state.names[action.role]
    state = _rule(state, narration, action.KIND, action.role, ("20.2", "24.2", "Case V"), f"{name} puts out "
                  f"{action.discard.bit_count()} before the elder takes in, as for a carte blanche",
                  "he may alter his discard until he takes up a card of the stock")
    return replace(state, provisional=with_role(state.provisional, action.role, action.discard))


def _alter(state: DealState, action: AlterDiscard, narration: Narration) -> DealState:
    return _rule(replace(state, provisional=with_role(state.provisional, action.role, 0)), narration,
                 action.KIND, action.role, ("24.2", "Case V"), f"{state.names[action.role]} alters the discard he put "
                 "out", "he may: he has taken up no card of the stock")


def _take_back(state: DealState, action: TakeBack, narration: Narration) -> DealState:
    role, bit = action.role, 1 << action.card
    state = replace(state, hands=with_role(state.hands, role, state.hands[role] | bit),
                    discards=with_role(state.discards, role, state.discards[role] ^ bit))
    state = _rule(state, narration, action.KIND, role, (f"24.{role + 1}", f"25.{role + 1}"),
                  f"{state.names[role]} took back {format_card(action.card)} after taking up a card of the stock",
                  "he must play with more than twelve cards")
    return penalize(state, role, (f"25.{role + 3}",), f"{state.names[role]} retook a card of his discard", narration)


def _mix_into_discard(state: DealState, action: MixIntoDiscard, narration: Narration) -> DealState:
    role, bit = action.role, 1 << action.card
    state = replace(state, hands=with_role(state.hands, role, state.hands[role] ^ bit),
                    discards=with_role(state.discards, role, state.discards[role] | bit))
    return _rule(state, narration, action.KIND, role, (f"26.{role + 1}", f"57.{role + 1}"),
                 f"{state.names[role]} mixed {format_card(action.card)} with his discard", "he must leave it there "
                 "and play with fewer than twelve cards; his adversary counts as tricks the cards that cannot be "
                 "played to")


def _touch_stock(state: DealState, action: TouchStock, narration: Narration) -> DealState:
    role, name, shown = action.role, state.names[action.role], format_card(action.card)
    left = role is ELDER and state.exchanged[ELDER]
    clauses: tuple[str, ...]
    if not action.mixed:
        if left:
            clauses, finding = ("33.2",), f"{name} took up {shown}, a card he left"
        elif role is ELDER:
            clauses, finding = ("27.1",), f"{name} exposed or took up {shown}, of the bottom cards of the stock"
        else:
            clauses, finding = ("27", "29"), f"{name} exposed or took up {shown}, of the elder hand's five cards"
        return penalize(state, role, clauses, finding, narration)
    state = replace(state, hands=with_role(state.hands, role, state.hands[role] | 1 << action.card),
                    stock=tuple(c for c in state.stock if c != action.card),
                    mixed_stock=with_role(state.mixed_stock, role, True))
    if state.carte_blanche is role and not state.hand_scores[role][0]:
        state = _rule(state, narration, "carte blanche no longer shown", role, ("Case XX", "19.1"),
                      f"{name}, holding a carte blanche not yet shown, mixed a card of the stock with his hand",
                      "he can no longer show it: his hand as dealt cannot be shown apart from the stock")
    if role is ELDER:
        ruling = Ruling(action.KIND, role, ("28.1", "28.2", "28.3"), f"{name} mixed {shown}, "
                        f"{'a card he ought to have left' if left else 'one of the bottom cards of the stock'}, "
                        "with his hand", f"{state.names[YOUNGER]}, after looking at his cards, may elect a fresh deal",
                        holder=YOUNGER, choices=_FRESH_OR_STAND)
    else:
        ruling = Ruling(action.KIND, role, ("29.1", "29.2", "29.3"), f"{name} mixed {shown}, of the elder hand's "
                        "five cards, with his hand", f"{state.names[ELDER]}, after looking at his cards, may elect "
                        "a fresh deal", holder=ELDER, choices=_FRESH_OR_STAND)
    return _offer_option(state, narration, ruling, "mixed", role)


def _left_undeclared(state: DealState, action: LeftUndeclared, narration: Narration) -> DealState:
    elder, younger, left = state.names[ELDER], state.names[YOUNGER], state.left[ELDER]
    finding = (f"{elder} left {number_word(left)} card{'s' if left > 1 else ''} without declaring how many he "
               f"leaves; {younger}, touching the stock before taking up a card of it, finds {len(state.stock)}")
    # Law 32: his exchange is still to make, so he may discard again, and take in up to all the stock holds
    # (what Law 34 allows him in any case); the cards left are his to take.
    return _rule(state, narration, action.KIND, ELDER, ("32.1", "32.2"), finding,
                 f"{younger} is entitled to alter his discard, and to take in the card or cards left")


def _take_up_left(state: DealState, action: TakeUpLeft, narration: Narration) -> DealState:
    role, card_left = action.role, state.stock[0]
    suit = suit_mask(suit_of(card_left))
    renounce = next((t for t in state.tricks if t.leader is not role and (1 << t.lead) & suit
                     and not (1 << t.reply) & suit), None)
    state = _rule(state, narration, action.KIND, role, ("Case XIII",), f"{state.names[role]} took in a card fewer "
                  f"than he discarded and left {format_card(card_left)} on the stock, unmixed, without announcing it",
                  "he may take it up")
    if renounce is None:
        return replace(state, hands=with_role(state.hands, role, state.hands[role] | 1 << card_left),
                       stock=state.stock[1:])
    index = state.tricks.index(renounce)
    step = _step_before_trick(state, index, role)
    state = _rule(state, narration, Revoke.KIND, role, ("59.6", "Case XIII"), f"holding it, {state.names[role]} did "
                  f"not follow suit at trick {index + 1}", "he retakes the cards played in error and after, and "
                  "follows suit")
    return _rewind(state, step, narration, "the revoke is corrected", 1 << card_left, role)


def _step_before_trick(state: DealState, index: int, role: Role) -> int:
    """The step just before ``role`` played to trick ``index`` (from 0)."""
    back = state
    while back.previous is not None and not (len(back.tricks) == index and back.lead is not None
                                             and back.to_move is role):
        back = back.previous
    return back.step


# -- calling


def _miscall(state: DealState, action: Miscall, narration: Narration) -> DealState:
    call = action.call
    role, klass, name = call.role, call.klass, state.names[call.role]
    note = MiscallNote(role, klass, call.value)
    state = replace(state, miscalls=state.miscalls + (note,), klass=klass if role is ELDER else state.klass)
    words = f"{name} calls {call_words(klass, call.count, call.detail)}, which he does not hold"
    state = replace(state, rulings=state.rulings + (Ruling(action.KIND, role, ("52.1",), words,
                    "he may correct it before the younger hand has played to the first trick", klass=klass),))
    if role is YOUNGER:
        dialogue = state.dialogue(klass)._replace(younger=call.value)
        state = reckon(set_dialogue(state, klass, dialogue), YOUNGER, klass, call.value, narration)
        return younger_next(replace(state, pending=state.pending[1:]), narration)
    narration.say(ELDER, "call", 0, words)
    dialogue = state.dialogue(klass)._replace(called=call.count, detail=call.detail)
    if klass is Klass.SETS:
        dialogue = dialogue._replace(called=call.value, detail=None)
    return replace(set_dialogue(state, klass, dialogue), phase=Phase.ANSWER_YOUNGER, to_move=YOUNGER)


def _held_value(state: DealState, role: Role, klass: Klass) -> int:
    """The best value ``role`` truly holds in ``klass`` (0 for nothing), as the scoring module orders them."""
    hand = state.hands[role] | (_led(state) if role is ELDER else 0)
    if klass is Klass.POINT:
        return best_point(hand)
    return max(sequences(hand) if klass is Klass.SEQUENCE else sets(hand), default=0)


def _claim_of(value: int, klass: Klass) -> int:
    """A held value as a claim: the number of cards of a point, else the value itself."""
    return value >> 7 if klass is Klass.POINT else value


def _strike_class(state: DealState, role: Role, klass: Klass, narration: Narration, why: str) -> DealState:
    """Strike out what ``role`` reckoned in ``klass``."""
    points = state.hand_scores[role][klass]
    if points:
        actual = 0 if state.reckon_nothing[role] else points
        narration.say(role, "irregularity", -actual, f"{state.names[role]}'s {klass.word}, {points}, is struck out: "
                                                     f"{why}")
        state = add_hand_score(state, role, klass, -points)
    return state


def _redecide(state: DealState, klass: Klass, narration: Narration, why: str) -> DealState:
    """The class decided again by what each truly holds: the better reckons his best (Laws 52, 54)."""
    for role in Role:
        state = _strike_class(state, role, klass, narration, why)
    state = replace(state, miscalls=tuple(m for m in state.miscalls if m.klass is not klass))
    values = {role: _held_value(state, role, klass) for role in Role}
    if values[ELDER] == values[YOUNGER] or not max(values.values()):
        return state
    winner = ELDER if values[ELDER] > values[YOUNGER] else YOUNGER
    state = reckon(state, winner, klass, _claim_of(values[winner], klass), narration)
    if winner is YOUNGER:
        state = set_dialogue(state, klass, state.dialogue(klass)._replace(younger=values[winner]))
    return _review_bonus(state, narration)


def _review_bonus(state: DealState, narration: Narration) -> DealState:
    """After a correction once the elder has led: repique and pique as the hand scores now stand.
    Not while the younger is still reckoning: they are decided when he has done (Law 67)."""
    if state.phase is not Phase.PLAY or not (state.played or state.lead_retaken):
        return state
    elder, younger = state.hand_scores
    winner = repique(elder, younger, state.reckon_nothing)
    bonus = (0, 0) if winner is None else with_role((0, 0), winner, REPIQUE_POINTS)
    if winner is None and pique(sum(elder), sum(younger), state.elder_play_first, state.reckon_nothing[ELDER]):
        bonus = (PIQUE_POINTS, 0)
    for role in Role:
        delta = bonus[role] - state.bonus[role]
        if delta:
            narration.say(role, "repique" if abs(delta) == REPIQUE_POINTS else "pique", delta,
                          f"{state.names[role]}: {'repique' if abs(delta) == REPIQUE_POINTS else 'pique'} "
                          f"{'now' if delta > 0 else 'no longer'} (Laws 68-69)")
    return replace(state, bonus=bonus)


def _correct_call(state: DealState, action: CorrectCall, narration: Narration) -> DealState:
    state = _rule(state, narration, action.KIND, action.role, ("52.1",), f"{state.names[action.role]} corrects "
                  f"his {action.klass.word} before the younger hand has played to the first trick",
                  "no penalty: the class goes to whoever holds better", action.klass)
    if state.dialogue(action.klass).verdict is None and state.phase is Phase.ANSWER_YOUNGER:
        state = replace(state, miscalls=tuple(m for m in state.miscalls if m.klass is not action.klass))
        return open_calls(set_dialogue(state, action.klass, state.dialogue(action.klass)._replace(called=None)),
                          action.klass)
    state = _redecide(state, action.klass, narration, "the call is corrected (Law 52)")
    if action.role is ELDER or state.lead is None:
        return state
    ruling = Ruling(action.KIND, YOUNGER, ("52.2",), f"{state.names[YOUNGER]} corrects his miscall after "
                    f"{state.names[ELDER]} has led", f"{state.names[ELDER]} may retake the card he led, and play "
                    "differently", holder=ELDER, choices=(Choice.RETAKE, Choice.PLAY_ON))
    return _offer_option(state, narration, ruling, "lead", YOUNGER)


def _ask_to_show(state: DealState, action: AskToShow, narration: Narration) -> DealState:
    role, klass, name = action.role, action.klass, state.names[action.role]
    finding = f"{state.names[role.adversary]} asks {name} to show the cards of his {klass.word}"
    note = next((m for m in state.miscalls if m.role is role and m.klass is klass), None)
    if note is not None:
        outcome = ("he cannot show what he called: the miscall is found out, and he may correct it before the "
                   "younger hand has played to the first trick; ")
        outcome += ("else he can reckon nothing that deal" if _could_hold(state, note) else
                    "having called what he could not possibly have held, he is liable to no penalty")
        return _rule(state, narration, action.KIND, role, ("55.1", "52.1", f"54.{role + 1}"), finding, outcome,
                     klass)
    return _rule(state, narration, action.KIND, role, ("55.1",), finding,
                 f"he shows {format_cards(_declared_in(state, role, klass))}", klass)


def _show_voluntarily(state: DealState, action: ShowVoluntarily, narration: Narration) -> DealState:
    role, klass, name = action.role, action.klass, state.names[action.role]
    finding = f"{name} shows the cards of his {klass.word} before he plays a card"
    clause = f"55.{role + 3}"
    if not any(m.role is role and m.klass is klass for m in state.miscalls):
        return _rule(state, narration, action.KIND, role, (clause,), finding,
                     f"he shows {format_cards(_declared_in(state, role, klass))}, what he called", klass)
    state = _rule(state, narration, action.KIND, role, (clause,), finding, "he is liable to no penalty for "
                  "miscalling what he has shown: the class goes to whoever holds better", klass)
    return _redecide(state, klass, narration, "the miscall is shown (Law 55)")


def _retake_first_lead(state: DealState, narration: Narration) -> DealState:
    """Law 52: the elder takes the card he led back into his hand, and his point for leading with it
    (Law 65); he leads again, the younger having reckoned already."""
    lead = state.lead
    assert lead is not None and not state.tricks and state.leader is ELDER
    point = 0 if state.reckon_nothing[ELDER] else LEAD_POINTS
    narration.say(ELDER, "irregularity", -point, f"{state.names[ELDER]} retakes {format_card(lead)}: his point for "
                                                 "leading is taken back (Law 52)")
    state = replace(state, hands=with_role(state.hands, ELDER, state.hands[ELDER] | 1 << lead), lead=None,
                    lead_retaken=True, play_points=with_role(state.play_points, ELDER,
                                                             state.play_points[ELDER] - LEAD_POINTS),
                    elder_play_first=state.elder_play_first - LEAD_POINTS,
                    to_move=ELDER if state.phase is Phase.PLAY else state.to_move)
    return _review_bonus(state, narration)


def close_miscalls(state: DealState, narration: Narration) -> DealState:
    """The younger has played to the first trick: uncorrected miscalls are found out (Laws 53-54)."""
    for note in state.miscalls:
        role, name = note.role, state.names[note.role]
        possible = _could_hold(state, note)
        misnomer = not possible and _held_value(state, role, note.klass) >> (7 if note.klass is Klass.POINT else 3) \
            == note.claim >> (0 if note.klass is Klass.POINT else 3)
        if possible:
            state = _rule(state, narration, Miscall.KIND, role, (f"54.{role + 1}", "54.3"), f"{name} called what he "
                          "does not hold and did not correct it before the younger hand played to the first trick",
                          f"{state.names[role.adversary]} may reckon what he has good in the {note.klass.word}",
                          note.klass)
            state = _redecide(state, note.klass, narration, "an uncorrected miscall (Law 54)")
            state = penalize(state, role, (f"54.{role + 1}",), f"{name}'s uncorrected miscall", narration)
            if state.option is not None:  # the adversary elects first; the other miscalls wait (see _elect)
                return state
        elif misnomer:
            state = _rule(state, narration, Miscall.KIND, role, (f"53.{role + 1}",), f"{name}'s call is a misnomer: he "
                          "holds one of that counting value and could not have held what he named",
                          "there is no penalty", note.klass)
            state = replace(state, miscalls=tuple(m for m in state.miscalls if m is not note))
        else:
            state = _rule(state, narration, Miscall.KIND, role, (f"54.{role + 1}",), f"{name} called what he could "
                          "not possibly have held in his hand and discard together", "he is liable to no penalty",
                          note.klass)
            state = _redecide(state, note.klass, narration, "a call he could not have held (Law 54)")
    return state


def _could_hold(state: DealState, note: MiscallNote) -> bool:
    """Law 54: whether the claim could be held in the player's hand and discard taken together."""
    role, klass = note.role, note.klass
    pool = (held(state, role) | state.discards[role]) & FULL_PACK
    if klass is Klass.POINT:
        return longest_suit(pool) >= note.claim
    if klass is Klass.SEQUENCE:
        return note.claim in sequence_values(pool)
    return note.claim in set_values(pool)


def _ask_which_out(state: DealState, action: AskWhichOut, narration: Narration) -> DealState:
    klass = state.klass
    state = _rule(state, narration, action.KIND, YOUNGER, ("Case VII", "55.1"), f"{state.names[YOUNGER]} asks "
                  "which card of the rank is not reckoned", "the question admits the call good: he obtains "
                  "information he is entitled to only if the elder scores it")
    dialogue = state.dialogue(klass)._replace(admitted=True)
    state = apply_lawful(narration.onto(set_dialogue(state, klass, dialogue)), _answer_good(klass))
    narration.scores, narration.events = list(state.scores), list(state.events)
    return state


def _answer_good(klass: Klass) -> Action:
    return Answer(klass, Verdict.GOOD)


def _name_card_out(state: DealState, action: NameCardOut, narration: Narration) -> DealState:
    value = state.dialogue(Klass.SETS).called
    assert value is not None
    state = _rule(state, narration, action.KIND, ELDER, ("Case VIII", "55.1"), f"{state.names[ELDER]} says "
                  f"{format_card(action.card)} is the card he does not reckon",
                  "his reply stands for showing the cards: his claim is the other three")
    if held(state, ELDER) >> action.card & 1:  # he claims the three others, one of which he has not got
        note = MiscallNote(ELDER, Klass.SETS, value)
        return replace(state, miscalls=state.miscalls + (note,))
    return state


def _correct_reply(state: DealState, action: CorrectReply, narration: Narration) -> DealState:
    klass, dialogue = action.klass, state.dialogue(action.klass)
    barred = klass is Klass.POINT and dialogue.detail is not None  # he said "equal" or inquired (Law 46)
    state = _strike_class(state, ELDER, klass, narration, "the younger hand corrects his reply (Law 51)")
    value = _held_value(state, YOUNGER, klass)
    claim = _claim_of(value, klass)
    state = set_dialogue(state, klass, dialogue._replace(verdict=Verdict.NOT_GOOD, younger=claim))
    if barred:
        nominal = claim  # Law 62: one a card; his point bars but does not score (Case I)
        state = add_hand_score(state, YOUNGER, klass, nominal)
        return _rule(state, narration, action.KIND, YOUNGER, ("51.2", "46.4", "46.5", "Case I"),
                     f"{state.names[YOUNGER]} allowed the point equal, holding {claim} cards", "the elder cannot score "
                     "the point; the younger's reply bars him from counting a superior number of cards, but his point "
                     "saves a pique or repique")
    state = _rule(state, narration, action.KIND, YOUNGER, (f"51.{1 if dialogue.verdict is Verdict.GOOD else 2}",),
                  f"{state.names[YOUNGER]} corrects his reply before the elder's next call or lead", "he counts what "
                  "he holds")
    return reckon(state, YOUNGER, klass, claim, narration)


def _reckon_omitted(state: DealState, action: ReckonOmitted, narration: Narration) -> DealState:
    klass = action.klass
    state = _rule(state, narration, action.KIND, ELDER, ("56.1", "Case IV"), f"{state.names[ELDER]} reckons the "
                  f"{klass.word} he omitted, before the younger hand has played to the first trick", "in time: "
                  "the class goes to whoever holds better", klass)
    if _held_value(state, ELDER, klass) <= _held_value(state, YOUNGER, klass):
        return state
    state = _strike_class(state, YOUNGER, klass, narration, "the elder's omitted score is better (Law 56)")
    hand = state.hands[ELDER] | _led(state)
    claim = _claim_of(_held_value(state, ELDER, klass), klass)
    called, detail = (claim >> 3, claim & 7) if klass is Klass.SEQUENCE else (claim, None)
    state = set_dialogue(state, klass, state.dialogue(klass)._replace(called=called, detail=detail,
                                                                      verdict=Verdict.GOOD))
    state = replace(state, pending=tuple(k for k in state.pending if k is not klass))
    if state.phase is Phase.DECLARE_YOUNGER:  # the younger has no longer that class to reckon
        state = younger_next(state, narration)
    state = reckon(replace(state, hands=with_role(state.hands, ELDER, hand)), ELDER, klass, claim, narration)
    return _review_bonus(replace(state, hands=with_role(state.hands, ELDER, hand & ~_led(state))), narration)


# -- the play


def _drop(state: DealState, action: Drop, narration: Narration) -> DealState:
    return _rule(state, narration, action.KIND, action.role, ("59.2",), f"{state.names[action.role]} dropped "
                 f"{format_card(action.card)}", "he may retake it: it is not played")


def _lead_out_of_turn(state: DealState, action: LeadOutOfTurn, narration: Narration) -> DealState:
    role, name = action.role, state.names[action.role]
    step = state.step
    state = play_card(state, role, action.card, narration)
    ruling = Ruling(action.KIND, role, ("59.5",), f"{name} led {format_card(action.card)} out of turn",
                    "the card may be taken up, unless the adversary plays to the trick",
                    holder=role.adversary, choices=(Choice.RETAKE,))
    return _offer_option(state, narration, ruling, f"retake:{step}", role, blocking=False)


def _revoke(state: DealState, action: Revoke, narration: Narration) -> DealState:
    role = state.to_move
    assert role is not None
    lapse = Lapse(action.KIND, role, state.step)
    state = _rule(state, narration, action.KIND, role, ("59.6",), f"{state.names[role]} does not follow suit, "
                  "though able", "when the error is detected, the cards played in error and after are retaken")
    return replace(play_card(state, role, action.card, narration), lapses=state.lapses + (lapse,))


def _too_many(state: DealState, action: PlaysTooMany, narration: Narration) -> DealState:
    role, bit = action.role, 1 << action.card
    state = _rule(state, narration, action.KIND, role, ("59.3",), f"{state.names[role]} plays "
                  f"{format_card(action.card)} to no card led", "on discovery he may retake it")
    lapse = Lapse(action.KIND, role, state.step)
    return replace(state, hands=with_role(state.hands, role, state.hands[role] ^ bit), aside=state.aside | bit,
                   lapses=state.lapses + (lapse,))


def _retake_lead(state: DealState, action: RetakeLead, narration: Narration) -> DealState:
    state = _rule(state, narration, action.KIND, state.leader, ("Case XI", "59.1"), f"{state.names[state.leader]}, "
                  "leading several cards, takes back the last before his adversary has played to it",
                  "he may rectify his error until his adversary plays to the card")
    before_lead = state
    while before_lead.lead is not None and before_lead.previous is not None:
        before_lead = before_lead.previous
    return _rewind(state, before_lead.step, narration, "the card led is taken back")


def declared_cards(state: DealState, role: Role) -> CardSet:
    """The cards of ``role``'s hand as he went into the play that he reckoned good or declared equal
    (what a question about his cards concerns, Cases XV-XVI)."""
    cards = 0
    for klass in Klass:
        if state.hand_scores[role][klass] or state.dialogue(klass).verdict is Verdict.EQUAL:
            cards |= _declared_in(state, role, klass)
    return cards


def _declared_in(state: DealState, role: Role, klass: Klass) -> CardSet:
    """The cards of ``role``'s hand as he went into the play that make his call or claim in ``klass``."""
    hand = held(state, role)
    dialogue = state.dialogue(klass)
    miscalled = any(m.role is role and m.klass is klass for m in state.miscalls)
    shown = klass is not Klass.SEQUENCE or dialogue.detail is not None or bool(
        dialogue.called is not None and sequence_tops(hand, dialogue.called))
    if role is ELDER and dialogue.called is not None and not miscalled and shown:
        claim = elder_claim(klass, hand, dialogue.called, dialogue.detail) if dialogue.verdict else dialogue.called
    elif dialogue.younger is not None:
        claim = dialogue.younger
    else:
        return 0
    return _combination_cards(klass, hand, claim)


def _combination_cards(klass: Klass, hand: CardSet, claim: int) -> CardSet:
    cards = 0
    if klass is Klass.POINT:
        for s in Suit:
            if (hand & suit_mask(s)).bit_count() == claim:
                return hand & suit_mask(s)
        return 0
    for value in reckoned(klass, hand, claim):
        length, top = value >> 3, value & 7
        if klass is Klass.SETS:
            cards |= hand & rank_mask(top)
            continue
        run = sum(1 << r for r in range(top - length + 1, top + 1))
        for s in Suit:
            if (hand >> (s * 8) & 0xFF) & run == run:
                cards |= run << (s * 8)
                break
    return cards


def _inform(state: DealState, action: Inform, narration: Narration) -> DealState:
    role, name = action.role, state.names[action.role]
    truth = (declared_cards(state, role) & state.hands[role] & suit_mask(action.suit)).bit_count()
    suit = action.suit.name.lower()
    if truth == action.count:
        return _rule(state, narration, action.KIND, role, ("Case XVI", "59.7"), f"asked how many {suit}, {name} "
                     f"answers {action.count}: of the cards reckoned or declared equal he holds {truth}",
                     "he has not misinformed his adversary: the answer concerns only cards called good or equal")
    state = _rule(state, narration, action.KIND, role, ("Case XV", "59.7"), f"asked how many {suit}, {name} answers "
                  f"{action.count}, but of the cards reckoned or declared equal he holds {truth}",
                  "he has misinformed his adversary, who may, when it is found, retake the cards played since")
    return replace(state, lapses=state.lapses + (Lapse(action.KIND, role, state.step),))


def _discover(state: DealState, action: Discover, narration: Narration) -> DealState:
    lapse = state.lapses[0]
    name = state.names[lapse.offender]
    if lapse.kind == Revoke.KIND:
        state = _rule(state, narration, lapse.kind, lapse.offender, ("59.6",), f"{name} did not follow suit when "
                      "able", "he retakes the card played in error and follows suit; all cards played after are "
                      "taken up, and the play goes on as though no error had been committed")
        return _rewind(state, lapse.step, narration, "the revoke is corrected")
    if lapse.kind == PlaysTooMany.KIND:
        state = _rule(state, narration, lapse.kind, lapse.offender, ("59.3", "59.4", "Case X"), f"{name} played "
                      "a card too many to cards led together", "he retakes it, and every card played since in error "
                      "is taken up and played over again")
        return _rewind(state, lapse.step, narration, "the extra card is retaken")
    ruling = Ruling(lapse.kind, lapse.offender, ("59.7",), f"{name} misinformed his adversary",
                    f"{state.names[lapse.offender.adversary]} may retake all cards played since, and play differently",
                    holder=lapse.offender.adversary, choices=(Choice.RETAKE, Choice.PLAY_ON))
    state = replace(state, lapses=state.lapses[1:])
    return _offer_option(state, narration, ruling, f"retake:{lapse.step}", lapse.offender)


# -- dealing


def _rectify_deal(state: DealState, action: RectifyDeal, narration: Narration) -> DealState:
    """Law 10: the deal as rectified, dealt anew from the cards as they now lie (Laws 11-12 read its counts)."""
    hands, stock = list(state.hands), [c for c in state.stock if c != action.card]
    for role in Role:
        hands[role] &= ~(1 << action.card)
    if action.to is None:
        stock.insert(0, action.card)
    else:
        hands[action.to] |= 1 << action.card
    where = "the stock" if action.to is None else f"{state.names[action.to]}'s hand"
    ruling = Ruling(action.KIND, YOUNGER, ("10.1",), f"{format_card(action.card)} was dealt wrongly",
                    f"with {state.names[ELDER]}'s permission {state.names[YOUNGER]} puts it right, to {where}, before "
                    "either player has taken up his hand")
    narration.say(None, "irregularity", 0, f"{ruling.finding}: {ruling.outcome} (10.1)")
    dealt = start_deal(hands[ELDER], hands[YOUNGER], stock, reckon_nothing=state.reckon_nothing, names=state.names,
                       misdeal=True, carried=state.carried)
    narration.events.extend(dealt.events)
    return replace(dealt, rulings=state.rulings + (ruling,) + dealt.rulings, corrections=state.corrections,
                   step=state.step)


# -- the cards the younger left


def _look_at_left(state: DealState, action: LookAtLeft, narration: Narration) -> DealState:
    name = state.names[action.role]
    return _rule(state, narration, action.KIND, action.role, ("36.4",), f"{name} looks at the cards "
                 f"{state.names[YOUNGER]} left, who elected not to look at them", "neither player has a right to "
                 "see them; the Laws give no penalty for it")


def _hide_left(state: DealState, action: HideLeft, narration: Narration) -> DealState:
    left = card_set(state.stock)
    state = replace(state, stock=(), discards=with_role(state.discards, YOUNGER, state.discards[YOUNGER] | left),
                    left_hidden=True)
    state = _rule(state, narration, action.KIND, YOUNGER, ("37.1",), f"{state.names[YOUNGER]} mixes the cards he "
                  "left with his discard without showing them", f"{state.names[ELDER]}, after leading a card, may "
                  "see his discard and the cards mixed with it")
    # Where his election of Law 36 was due, there is none to make now: his reckoning goes on.
    return younger_next(state, narration) if state.phase is Phase.DECLARE_YOUNGER else state


def _see_discard(state: DealState, action: SeeDiscard, narration: Narration) -> DealState:
    return _rule(state, narration, action.KIND, None, ("37.1",), f"{state.names[ELDER]} has led a card",
                 f"he sees {state.names[YOUNGER]}'s discard and the cards left mixed with it: "
                 f"{format_cards(state.discards[YOUNGER])}")


# -- the score


def _miscount(state: DealState, action: Miscount, narration: Narration) -> DealState:
    role, name = action.role, state.names[action.role]
    given = state.scores[role]
    narration.say(role, "irregularity", action.error, f"{name} counts his score of the deal {given + action.error}",
                  barred=False)
    state = replace(state, miscounts=with_role(state.miscounts, role, action.error))
    return _rule(state, narration, action.KIND, role, ("70.1",), f"{name} counts {given + action.error}, where the "
                 f"deal gives him {given}", f"it stands as counted unless the error is proved and rectified before "
                 f"{name} has seen his next hand")


def _written_differs(state: DealState, action: WrittenScoreDiffers, narration: Narration) -> DealState:
    writer, owner = action.writer, action.writer.adversary
    own = state.scores[owner]
    written = own + action.error
    outcome = f"{state.names[owner]}'s score of his own hand, {own}, is taken as correct"
    clauses: tuple[str, ...] = ("74.1",)
    if state.miscounts[owner] and action.error == -state.miscounts[owner]:  # the figure the deal gives
        outcome += f"; {state.names[writer]}'s figure is what the deal gives, and the error, if proved, may be " \
                   "rectified"
        clauses += ("70.1",)
    state = replace(state, written=with_role(state.written, owner, action.error))
    return _rule(state, narration, action.KIND, writer, clauses, f"{state.names[writer]} writes "
                 f"{state.names[owner]}'s score {written}, {state.names[owner]} writes {own}", outcome)


def _rectify(state: DealState, action: Rectify, narration: Narration) -> DealState:
    role, name = action.role, state.names[action.role]
    if state.phase is Phase.OVER:
        error = state.miscounts[role]
        narration.say(role, "irregularity", -error, f"{name}'s count is rectified", barred=False)
        state = replace(state, miscounts=with_role(state.miscounts, role, 0))
        return _rule(state, narration, action.KIND, role, ("70.1",), f"the error of {error:+d} in {name}'s count "
                     "is proved", f"it is rectified: {name} scores {state.scores[role] - error} this deal")
    error = state.carried[role]
    state = replace(state, carried=with_role(state.carried, role, 0),
                    corrections=with_role(state.corrections, role, -error))
    return _rule(state, narration, action.KIND, role, ("70.1",), f"the error of {error:+d} in {name}'s count of "
                 "the deal before is proved before he has seen this hand",
                 f"it is rectified: {-error:+d} to {name}'s score of the deal before")


# ---------------------------------------------------------------- refusals

_REFUSALS: dict[type, tuple[tuple[str, ...], str]] = {
    AlterDiscard: (("24.1", "24.2", "Case VI"), "after taking up a card of the stock a player cannot alter his "
                   "discard"),
    IncorrectPack: (("75.1", "Case XVII"), "the pack is not shown to be incorrect: a card of the other pack found "
                    "in a hand or discard is no proof that the pack was redundant when dealt"),
    Discover: (("59.7", "Case XII", "55.1"), "there is no error of the play to discover: a player who was not "
               "misinformed, and could have asked to see the cards called, may not have the cards played again"),
    RetakeLead: (("59.1", "Case XI"), "a card once led cannot be taken up once the adversary has played to it"),
    CorrectCall: (("52.1", "54.1"), "a miscall can be corrected only before the younger hand has played to the "
                  "first trick"),
    ReckonOmitted: (("56.1",), "when the younger hand has played to the first trick, neither player can reckon "
                    "anything omitted"),
    Rectify: (("70.1",), "there is no error in counting to rectify, or the player in error has seen his next hand"),
}


def refusal(state: DealState, action: Action | Irregular) -> tuple[tuple[str, ...], str]:
    """The clauses and the reason why ``action``, which the Laws do not offer here, is refused."""
    if isinstance(action, CorrectReply):
        dialogue = state.dialogue(action.klass)
        if dialogue.admitted:
            return ("Case VII",), ("asking which card is out admits the call good: he obtained information he is "
                                   "entitled to only if the elder scores it")
        return ("51.1", "51.2"), ("a reply can be corrected only by a younger hand who holds better, before the "
                                  "elder's next call or, if there is none, his lead")
    if isinstance(action, Elect):
        if action.choice is Choice.FRESH_DEAL and state.option is None:
            return ("Case III",), ("no fresh deal is due and none is on offer: a fresh deal is a matter of agreement, "
                                   "and an offer lapses once the game is carried a step further")
        if action.choice is Choice.RETAKE and state.option is None:
            return ("59.1", "59.5"), "a card once played to cannot be taken up"
        holder = state.option.holder if state.option is not None else None
        return (), f"the option is {'nobody' if holder is None else state.names[holder]}'s, and not that election"
    for kind, reason in _REFUSALS.items():
        if isinstance(action, kind):
            return reason
    return (), f"{action} cannot happen here ({state.phase.value})"



_HANDLERS: dict[type, Callable[[DealState, Any, Narration], DealState]] = {
    CutExposed: _cut_exposed, DealerExposes: _dealer_exposes, FacedCard: _faced, WrongPack: _wrong_pack,
    OutOfTurn: _out_of_turn, SurplusFound: _surplus, ProposeFreshDeal: _propose,
    MisExchange: _mis_exchange, DiscardFirst: _discard_first, AlterDiscard: _alter, TakeBack: _take_back,
    MixIntoDiscard: _mix_into_discard, TouchStock: _touch_stock, TakeUpLeft: _take_up_left,
    LeftUndeclared: _left_undeclared, Miscall: _miscall,
    CorrectCall: _correct_call, AskWhichOut: _ask_which_out, NameCardOut: _name_card_out,
    CorrectReply: _correct_reply, ReckonOmitted: _reckon_omitted, Drop: _drop, LeadOutOfTurn: _lead_out_of_turn,
    Revoke: _revoke, PlaysTooMany: _too_many, RetakeLead: _retake_lead, Inform: _inform, Discover: _discover,
    Miscount: _miscount, WrittenScoreDiffers: _written_differs, Rectify: _rectify, LookAtLeft: _look_at_left,
    HideLeft: _hide_left, SeeDiscard: _see_discard, RectifyDeal: _rectify_deal, AskToShow: _ask_to_show,
    ShowVoluntarily: _show_voluntarily,
}
