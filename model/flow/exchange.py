"""The exchange (Laws 19-37): discarding and taking in, the cards left, carte blanche shown, Law 58's
penalty for a hand of more than twelve cards once the exchange leaves it so."""

from __future__ import annotations

import random
from math import comb
from typing import Final

from piquet.model.actions import Exchange
from piquet.model.cards import FULL_PACK, CardSet, card_set, cards_in, count, format_cards
from piquet.model.dealing import HAND_SIZE
from piquet.model.draws import Draws
from piquet.model.declaring import POINT
from piquet.model.narration import Narration
from piquet.model.exchange import ELDER_SHARE, exchange_kinds, exchange_limit, take_in
from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER, Role, adversary, flag_of, of, with_of
from piquet.model.scoring import CARTE_BLANCHE_POINTS, number_word
from piquet.model.state import (
    CARTE_BLANCHE, EXCHANGE_ELDER, EXCHANGE_YOUNGER, DealState, Ruling, draft, settle,
)
from piquet.model.au_cent import stood_bounds
from piquet.model.flow.base import IllegalAction, moved, ruled, place_of, penalize, add_hand_score, ROLES
from piquet.model.flow.calls import open_calls


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


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
        if role is YOUNGER and state.rules.laws.younger_may_keep_hand():  # Law 22, or cent-7.1
            return ((0, 0, False),) + kinds
        return kinds
    bounds = stood_bounds(state.rules, role, of(state.dealt, role).bit_count(), len(state.stock),
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


def exchange(state: DealState, action: Exchange, narration: Narration) -> DealState:
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
REFERENCES.cite("exchange", "21", "22", "30", "31")


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
    return close_exchange(state)
REFERENCES.cite("_after_exchange", "20")


def _too_many_cards(had_too_many: tuple[bool, bool], state: DealState, narration: Narration) -> DealState:
    """Law 58: a player whom an exchange has just left holding more than twelve cards plays with them,
    for he cannot alter his discard once he has taken up a card of the stock (Law 24; Case XXII), and
    can reckon nothing that deal, unless his adversary does not enforce it (Law 44). The penalty is
    imposed at once, before the deal goes on; ``had_too_many`` says who did so before the exchange (a
    hand of thirteen dealt is no offence until its holder has taken in, Laws 40-41)."""
    for role in ROLES:
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


def close_exchange(state: DealState) -> DealState:
    """Both have taken in: the calls open; a player with fewer than twelve cards is noted (Law 57; one
    with more is dealt with as his exchange leaves him so, Law 58)."""
    state = open_calls(state, POINT)
    for role in ROLES:
        held = count(of(state.hands, role) & FULL_PACK)
        if held < HAND_SIZE:
            ruling = Ruling("fewer than twelve cards", role, (f"57.{role + 1}",),
                            f"{state.names[role]} plays with {held} cards", "he is liable to no penalty; his "
                            "adversary counts as tricks all cards that cannot be played to")
            state = ruled(state, ruling)
    return state
REFERENCES.cite("close_exchange", "57", "58")


def show_carte_blanche(state: DealState, show: bool, narration: Narration) -> DealState:
    holder = state.carte_blanche
    assert holder is not None
    name = state.names[holder]
    if show:  # it reckons even for a player who can reckon nothing that deal (Case XXI)
        laws = "Laws 19, 61" if state.rules.laws.announced_when_dealt(holder) else "cent-6.1, Laws 19, 61"
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
    return close_exchange(state)
REFERENCES.cite("show_carte_blanche", "19", "61")
