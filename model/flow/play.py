"""The play (Laws 57, 59, 65): a card led or played, tricks, the end of the play."""

from __future__ import annotations

from typing import Final

from piquet.model.cards import FULL_PACK, Card, CardSet, format_card, format_cards
from piquet.model.narration import Narration
from piquet.model.play import LEAD_POINTS, TRICKS, beats, is_last_trick, playable, trick_points
from piquet.model.reckoning import elder_play_first
from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER, Role, adversary, of, with_of
from piquet.model.state import DealState, Ruling, Trick, draft, settle
from piquet.model.au_cent import called_leads
from piquet.model.flow.base import IllegalAction, ruled, place_of, KLASSES
from piquet.model.flow.calls import younger_may_reckon, younger_next
from piquet.model.flow.counting import award_bonus, the_cards


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def _in_play(state: DealState, role: Role, points: int) -> tuple[tuple[int, int], int]:
    """Nominal points in play once ``role`` scores ``points``, and what the elder makes before the
    younger's first (Law 69)."""
    first = elder_play_first(state.elder_play_first, role, points, of(state.play_points, YOUNGER))
    return with_of(state.play_points, role, of(state.play_points, role) + points), first
REFERENCES.cite("_in_play", "69")


def play_in_turn(state: DealState, card: Card, narration: Narration) -> DealState:
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
REFERENCES.cite("play_in_turn", "59", "65")


def may_play(state: DealState, role: Role, hand: CardSet) -> CardSet:
    """The cards of ``hand`` that ``role`` may play now: following suit (Law 59 IV); leading, the suit
    called from him, if he holds it (cent-12.2)."""
    lead = state.lead
    if lead is None and state.in_play.suit_call is not None:  # a suit called (cent-12.2): a fact of the deal
        return called_leads(state.in_play.suit_call, role, len(state.tricks), hand)
    return playable(hand, lead)
REFERENCES.cite("may_play", "59", "cent-12")


def play_card(state: DealState, role: Role, card: Card, narration: Narration, given: CardSet = 0) -> DealState:
    """``role`` leads or plays ``card`` from his hand, whether or not it was his turn or he followed
    suit (those are for the caller to check); the trick, the points in play and the end of the play.
    ``given``: the card his hand gives up, when not ``card`` itself -- a card of the other pack played,
    unnoticed, for ``card``, its face (Case XVIII), so that the card of the pack itself stays where it is.

    The hot path of every deal: one new state for each card, and no text unless narrated.
    """
    on = narration.on
    hands = with_of(state.hands, role, of(state.hands, role) ^ (given or 1 << card))
    if state.lead is None:
        led = state.rules.laws.card_points(card)  # Law 65, or cent-26.1 by agreement
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
            new.pending = tuple(k for k in KLASSES if younger_may_reckon(state, k))
            return younger_next(settle(new), narration)
        return award_bonus(state, narration)
    leader, lead = state.leader, state.lead
    follower_wins = beats(lead, card)
    winner = role if follower_wins else leader
    # The play ends when a hand runs out (Law 57): the twelfth trick, or earlier where a hand is short.
    ends = not hands[0] & FULL_PACK or not hands[1] & FULL_PACK
    win, extra = trick_points(follower_wins, is_last_trick(len(state.tricks) + 1, ends,
                                                           state.rules.picks.last_played_is_last))
    if win:  # Law 65, or cent-26.1 by agreement: winning with a low card scores nothing
        win = state.rules.laws.card_points(card)
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
        state = award_bonus(state, narration)
    if extra and len(state.tricks) == TRICKS and (hands[0] | hands[1]) & FULL_PACK:
        state = _twelfth_is_last(state, winner)
    if ends:
        state = the_cards(state, narration)  # twelve tricks, unless a hand is short or long (Law 57)
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
