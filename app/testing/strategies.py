"""Hypothesis strategies for conformance tests of any engine (requires ``hypothesis``).

Cards are ints 0-31, ``suit * 8 + rank`` (rank 0 the seven .. 7 the ace),
card sets ints with bit ``1 << card``: the spec's own encoding, so an
engine that adopts it can use these strategies unchanged.

- :func:`deals`: two hands of twelve and a stock of eight, with a carte
  blanche dealt to the elder or younger hand now and then (Law 18: at
  random it is a rare hand, and its laws would go untested);
- :func:`misdeals`: deals with a wrong count (Laws 11, 12, 75);
- :func:`penalties`: which players can reckon nothing that deal (Law 58),
  mostly neither;
- :func:`exchange_situations`: the given values of the exchange domain
  (cards dealt, stock, announcement) that its physics allows;
- :func:`partie_scores`: the scores of the deals of a partie, ties
  included (Law 71's extra deals are otherwise rarely reached).
"""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import strategies as st

from piquet.spec.domains.exchange import EXCHANGE
from piquet.spec.domains.scoring import COURTS
from piquet.spec.expr import Value, evaluate
from piquet.spec.evaluation import conjuncts
from piquet.testing.laws import names

__all__ = ["Deal", "deals", "misdeals", "penalties", "exchange_situations", "partie_scores", "NON_COURTS"]

Deal = tuple[int, int, tuple[int, ...]]
"""The elder hand's cards, the younger hand's (card sets) and the stock, top card first."""

#: The twenty cards that are not king, queen or knave (Law 18).
NON_COURTS: tuple[int, ...] = tuple(c for c in range(32) if not COURTS >> c & 1)


def _deal(pack: Sequence[int], blanche: int | None, plain: Sequence[int]) -> Deal:
    """Split a pack: twelve to the elder, twelve to the younger, eight to the stock; or, with a carte
    blanche for role ``blanche`` (0 elder, 1 younger), twelve non-court cards ``plain`` to him first."""
    cards = list(pack)
    hands: list[list[int]] = [[], []]
    if blanche is not None:
        hands[blanche] = list(plain[:12])
        cards = [c for c in cards if c not in hands[blanche]]
    for role in (0, 1):
        if not hands[role]:
            hands[role], cards = cards[:12], cards[12:]
    return sum(1 << c for c in hands[0]), sum(1 << c for c in hands[1]), tuple(cards)


def deals(carte_blanche: bool = True) -> st.SearchStrategy[Deal]:
    """Random deals; one in five gives a carte blanche to one player when ``carte_blanche``."""
    blanche = st.sampled_from((None, None, None, None, 0, 1) if carte_blanche else (None,))
    return st.builds(_deal, st.permutations(range(32)), blanche, st.permutations(NON_COURTS))


def _misdeal(counts: tuple[int, int, int], pack: Sequence[int]) -> Deal:
    e, y, s = counts
    return sum(1 << c for c in pack[:e]), sum(1 << c for c in pack[e:e + y]), tuple(pack[e + y:e + y + s])


def misdeals() -> st.SearchStrategy[Deal]:
    """Deals with the counts of the exchange domain (eleven to thirteen cards each, a stock of seven to
    nine) that one pack of 32 can make (Laws 11, 12, 75: a count may be wrong, the pack a card short)."""
    counts = st.tuples(st.integers(11, 13), st.integers(11, 13), st.integers(7, 9)).filter(lambda c: sum(c) <= 32)
    return st.builds(_misdeal, counts, st.permutations(range(32)))


def penalties() -> st.SearchStrategy[tuple[bool, bool]]:
    """Who can reckon nothing that deal (elder, younger): mostly nobody."""
    return st.sampled_from(((False, False),) * 4 + ((True, False), (False, True), (True, True)))


def _physical(values: dict[str, Value]) -> bool:
    given = {v.name for v in EXCHANGE.given}
    return all(evaluate(p, values) for p in conjuncts(EXCHANGE.physics) if names(p) <= given)


def exchange_situations() -> st.SearchStrategy[dict[str, Value]]:
    """Given values of the exchange domain that its physics allows (an announcement needs a wrong count)."""
    parts = {v.name: (st.booleans() if v.sort.value == "bool" else st.integers(v.lo, v.hi)) for v in EXCHANGE.given}
    return st.fixed_dictionaries(parts).filter(_physical)


def partie_scores(deals: int = 8) -> st.SearchStrategy[list[tuple[int, int]]]:
    """Scores of ``deals`` deals (elder, younger), drawn so that totals are often tied."""
    score = st.sampled_from((0, 10, 25, 40, 60, 100, 170))
    return st.lists(st.tuples(score, score), min_size=deals, max_size=deals)
