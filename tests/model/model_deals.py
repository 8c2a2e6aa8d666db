"""Helpers for the model tests: card sets from text, arranged deals, scripted play, state descriptions."""

from __future__ import annotations

import random
from collections.abc import Callable

from piquet.model.actions import Action, Exchange, Play
from piquet.model.cards import FULL_PACK, OTHER_PACK, CardSet, card_set, cards_in, format_cards, parse_cards
from piquet.model.deal import DealState, Role, apply, legal_actions, start_deal
from piquet.model.irregular import Irregular

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def cards(text: str) -> CardSet:
    """The card set written in ``text`` ("AS KS 10D")."""
    return card_set(parse_cards(text))


def shuffled(seed: int, elder: int = 12, younger: int = 12, stock: int = 8) -> tuple[CardSet, CardSet, list[int]]:
    """The pack shuffled by ``seed``, then ``elder``, ``younger`` and ``stock`` cards from its top: the
    arguments of :func:`start_deal` (wrong counts give a misdeal, Laws 11-12). Counts of more than 32 cards
    are of a redundant pack: the stock ends with its surplus, cards of another pack (32 + the faces of the
    pack's top cards), which there prove it redundant (Law 75)."""
    pack = list(range(32))
    random.Random(seed).shuffle(pack)
    surplus = [OTHER_PACK + face for face in pack[:max(0, elder + younger + stock - len(pack))]]
    return (card_set(pack[:elder]), card_set(pack[elder:elder + younger]),
            pack[elder + younger:elder + younger + stock] + surplus)


def describe(state: DealState) -> str:
    """A state in a few lines, for failure messages."""
    lines = [
        f"phase={state.phase.name} to_move={state.to_move} tricks={len(state.tricks)} scores={state.scores}",
        f"elder: {format_cards(state.hands[0])} | younger: {format_cards(state.hands[1])}",
        f"hand_scores={state.hand_scores} play_points={state.play_points} bonus={state.bonus}",
    ]
    lines += [f"  {e.text} {e.totals}" for e in state.events[-12:]]
    return "\n".join(lines)


def arranged(elder: str, younger: str, *, reckon_nothing: tuple[bool, bool] = (False, False)) -> DealState:
    """A deal in which, after the exchange, the elder holds ``elder`` and the younger ``younger``.

    Each is dealt his hand but for its last card and one card of the eight
    others, discards that card and takes the last card from the stock; the
    elder leaves four, the younger six, left unseen after the elder's lead
    unless the test says otherwise. Returns the state after both exchanges.
    """
    e_hand, y_hand = cards(elder), cards(younger)
    e_last, y_last = parse_cards(elder)[-1], parse_cards(younger)[-1]
    rest = list(cards_in(FULL_PACK & ~e_hand & ~y_hand))
    assert len(rest) == 8 and not e_hand & y_hand, "the two hands must be 12 different cards each"
    e_junk, y_junk = rest[0], rest[1]
    stock = [e_last, y_last] + rest[2:]
    state = start_deal(e_hand ^ 1 << e_last | 1 << e_junk, y_hand ^ 1 << y_last | 1 << y_junk, stock,
                       reckon_nothing=reckon_nothing)
    state = apply(state, Exchange(ELDER, 1 << e_junk, 1))
    state = apply(state, Exchange(YOUNGER, 1 << y_junk, 1))
    assert state.hands == (e_hand, y_hand), describe(state)
    return state


def run(state: DealState, *actions: Action | Irregular) -> DealState:
    """Apply ``actions``, lawful or irregular, in order."""
    for action in actions:
        state = apply(state, action)
    return state


def lowest(state: DealState) -> Action:
    """The first legal action (for a card, the lowest of the lowest suit)."""
    return legal_actions(state)[0]


def finish(state: DealState, choose: Callable[[DealState], Action] = lowest) -> DealState:
    """Play the deal to its end, ``choose`` picking each action."""
    while not state.over:
        state = apply(state, choose(state))
    return state


def plays(*text: str) -> tuple[Play, ...]:
    """Play actions for the cards written, in order."""
    return tuple(Play(c) for t in text for c in parse_cards(t))
