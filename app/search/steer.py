"""Candidate deals steered by Z3: the hands a class needs, posed as constraints on where each card goes.

A class may state a hand condition as a Z3 formula over the hands after the
exchange (:class:`Hands`: the elder's, the younger's by the lawful line and
by the offending line). A unit then draws its deal as usual
(:func:`~piquet.search.candidates.draw`), and Z3 moves it to the nearest deal
that meets the condition: every card has one place (:data:`PLACES`: kept
from the hand dealt, taken from the stock, discarded, the card too many, left
in the stock), each place holds its number of cards, and the cards' drawn
places are kept one by one in an order drawn from the unit's seed, as long as
the condition can still be met; each card whose place cannot be kept goes to
the first place where it still can. The drawn deal is kept whole when it
already meets the condition. The discards are then the ones Z3 placed, not
the draw's rule.

A condition is a necessary one: a deal outside it cannot pass the class's
exact test on the hands (the capot searched, Law 66; the bar read from the
replay, Law 58), so steering cuts only candidates the class would reject.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import z3

from piquet.model.cards import ALL_CARDS, Card
from piquet.model.dealing import HAND_SIZE, STOCK_SIZE
from piquet.search.candidates import Candidate, ELDER_DISCARD

__all__ = ["Hands", "HandCondition", "PLACES", "steer", "holds"]

PLACES = ("elder keeps", "elder takes", "elder discards", "younger keeps", "younger takes", "younger discards",
          "card too many", "stock left")
"""Where a card goes in a candidate deal; the elder takes the top five of the stock, the younger the next
``d`` and then the card too many (Law 31)."""

_KEEP_E, _TAKE_E, _DISCARD_E, _KEEP_Y, _TAKE_Y, _DISCARD_Y, _EXTRA, _LEFT = range(len(PLACES))


@dataclass(frozen=True)
class Hands:
    """The hands after the exchange as Z3 booleans, one per card (index: the card): the ``elder``'s, the
    younger's by the ``lawful`` line and by the ``offence`` (the lawful hand and the card too many), and
    the card too many itself (``extra``)."""

    elder: tuple[z3.BoolRef, ...]
    lawful: tuple[z3.BoolRef, ...]
    offence: tuple[z3.BoolRef, ...]
    extra: tuple[z3.BoolRef, ...]


HandCondition = Callable[[Hands], z3.BoolRef]
"""A class's hand condition, as a Z3 formula over the hands after the exchange."""


def _counts(discard: int) -> tuple[int, ...]:
    """How many cards each place holds when the younger discards ``discard`` (Laws 21-22, 31), of the hands and
    the stock dealt (Law 9)."""
    kept_e = HAND_SIZE - ELDER_DISCARD
    return (kept_e, ELDER_DISCARD, ELDER_DISCARD, HAND_SIZE - discard, discard, discard, 1,
            STOCK_SIZE - ELDER_DISCARD - discard - 1)


def _places(candidate: Candidate) -> dict[Card, int]:
    """Where each card of a drawn candidate goes."""
    taken = ELDER_DISCARD + len(candidate.younger_discard)
    place = {c: _KEEP_E for c in candidate.elder}
    place.update({c: _KEEP_Y for c in candidate.younger})
    place.update({c: _DISCARD_E for c in candidate.elder_discard})
    place.update({c: _DISCARD_Y for c in candidate.younger_discard})
    stock = candidate.stock
    place.update({c: _TAKE_E for c in stock[:ELDER_DISCARD]})
    place.update({c: _TAKE_Y for c in stock[ELDER_DISCARD:taken]})
    place[stock[taken]] = _EXTRA
    place.update({c: _LEFT for c in stock[taken + 1:]})
    return place


class _Posed:
    """A class's condition posed once (per process) for a number of cards the younger discards: the
    solver, and the boolean that puts each card in each place."""

    def __init__(self, condition: HandCondition, discard: int) -> None:
        at = [[z3.Bool(f"c{card}p{place}") for place in range(len(PLACES))] for card in ALL_CARDS]
        hands = Hands(tuple(z3.Or(at[c][_KEEP_E], at[c][_TAKE_E]) for c in ALL_CARDS),
                      tuple(z3.Or(at[c][_KEEP_Y], at[c][_TAKE_Y]) for c in ALL_CARDS),
                      tuple(z3.Or(at[c][_KEEP_Y], at[c][_TAKE_Y], at[c][_EXTRA]) for c in ALL_CARDS),
                      tuple(at[c][_EXTRA] for c in ALL_CARDS))
        self.at = at
        self.solver = z3.SolverFor("QF_FD")
        for card in ALL_CARDS:
            self.solver.add(z3.PbEq([(at[card][place], 1) for place in range(len(PLACES))], 1))
        for place, count in enumerate(_counts(discard)):
            self.solver.add(z3.PbEq([(at[card][place], 1) for card in ALL_CARDS], count))
        self.solver.add(condition(hands))

    def meets(self, placed: list[z3.BoolRef]) -> bool:
        return bool(self.solver.check(*placed) == z3.sat)


_POSED: dict[tuple[HandCondition, int], _Posed] = {}


def steer(candidate: Candidate, condition: HandCondition, rng: random.Random) -> Candidate | None:
    """The deal nearest ``candidate`` (the most cards kept in their drawn places, in an order drawn from
    ``rng``) whose hands meet ``condition``; None if no deal does.

    Every card's place is settled by a yes-or-no question to Z3 (can the condition still be met?), never
    read from an arbitrary model, so the deal depends on nothing but ``candidate`` and ``rng``: not on
    what the solver learnt from earlier questions."""
    discard = len(candidate.younger_discard)
    posed = _POSED.get((condition, discard))
    if posed is None:
        posed = _POSED[(condition, discard)] = _Posed(condition, discard)
    at, drawn = posed.at, _places(candidate)
    order = list(ALL_CARDS)
    rng.shuffle(order)
    if posed.meets([at[card][drawn[card]] for card in order]):
        return candidate  # the deal drawn meets the condition already
    kept: list[z3.BoolRef] = []
    moved: list[Card] = []
    for card in order:
        if posed.meets(kept + [at[card][drawn[card]]]):
            kept.append(at[card][drawn[card]])
        else:
            moved.append(card)
    if not posed.meets(kept):
        return None
    where = dict(drawn)
    for card in moved:  # the first place, in the order of PLACES, where the condition can still be met
        where[card] = next(place for place in range(len(PLACES)) if posed.meets(kept + [at[card][place]]))
        kept.append(at[card][where[card]])
    placed: list[list[Card]] = [[] for _ in PLACES]
    for card in ALL_CARDS:
        placed[where[card]].append(card)
    # The stock, top first: what the elder takes, what the younger takes, the card too many, the rest.
    stock = tuple(placed[_TAKE_E] + placed[_TAKE_Y] + placed[_EXTRA] + placed[_LEFT])
    return Candidate(candidate.index, candidate.before, tuple(placed[_KEEP_E] + placed[_DISCARD_E]),
                     tuple(placed[_KEEP_Y] + placed[_DISCARD_Y]), stock, tuple(placed[_DISCARD_E]),
                     tuple(placed[_DISCARD_Y]))


def holds(condition: HandCondition, candidate: Candidate) -> bool:
    """Whether ``candidate``'s hands meet ``condition`` (the formula read with the deal's cards)."""
    elder, lawful, offence = candidate.hands()
    hands = Hands(*(tuple(z3.BoolVal(bool(hand >> card & 1)) for card in ALL_CARDS)
                    for hand in (elder, lawful, offence, 1 << candidate.extra_card)))
    return bool(z3.is_true(z3.simplify(condition(hands))))
