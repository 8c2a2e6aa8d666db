"""The model's reading of a hand against the spec's, exhaustively where the hand decomposes.

The spec's point, sequences and sets (:mod:`piquet.spec.laws.scoring`) and
the model's (:mod:`piquet.model.scoring`) are compared on every holding of
one suit (256 per suit: point and sequences are read suit by suit, the
best suit counting) and on every holding of one rank (16 per rank, all
eight ranks: quatorzes and trios are read rank by rank). The keys use the
same encoding on both sides (``128 * cards + pips``, ``8 * length + top``);
the sets are compared by what they score and by their order.
"""

from __future__ import annotations

import pytest

from piquet.model import scoring as model
from piquet.spec.expr import Var, evaluate
from piquet.spec.laws.scoring import point_key, point_length, sequence_key, sequence_total, set_key, set_total
from piquet.spec.domains.scoring import S

HAND: Var = S.elder.hand
EXPRS = {"point_length": point_length(HAND), "point_key": point_key(HAND), "sequence_key": sequence_key(HAND),
         "sequence_total": sequence_total(HAND), "set_key": set_key(HAND), "set_total": set_total(HAND)}


def spec(name: str, hand: int) -> int:
    return int(evaluate(EXPRS[name], {HAND.name: hand}))


@pytest.mark.law("62", "63")
@pytest.mark.parametrize("suit", range(4))
def test_point_and_sequences_of_every_holding_of_a_suit(suit: int) -> None:
    for holding in range(256):
        hand = holding << (8 * suit)
        assert spec("point_length", hand) == model.longest_suit(hand), hex(hand)
        assert spec("point_key", hand) == model.best_point(hand), f"Law 62 and primer (pips): {hex(hand)}"
        runs = model.sequences(hand)
        assert spec("sequence_key", hand) == max(runs, default=0), f"Law 63: {hex(hand)}"
        assert spec("sequence_total", hand) == sum(map(model.sequence_points, runs)), f"Law 63: {hex(hand)}"


@pytest.mark.law("64")
@pytest.mark.parametrize("rank", range(8))
def test_quatorzes_and_trios_of_every_holding_of_a_rank(rank: int) -> None:
    keys = []
    for suits in range(16):
        hand = sum(1 << (8 * s + rank) for s in range(4) if suits >> s & 1)
        held = model.sets(hand)
        assert spec("set_total", hand) == sum(map(model.set_points, held)), f"Law 64: {hex(hand)}"
        keys.append((spec("set_key", hand), max(held, default=0)))
    # The same order on both sides: a quatorze beats a trio, which beats nothing.
    for a in keys:
        for b in keys:
            assert (a[0] > b[0]) == (a[1] > b[1]) and (a[0] == b[0]) == (a[1] == b[1]), (rank, a, b)


@pytest.mark.law("64")
def test_sets_of_different_ranks_are_ordered_alike() -> None:
    hands = [sum(1 << (8 * s + r) for s in range(size)) for r in range(8) for size in (3, 4)]
    for a in hands:
        for b in hands:
            sa, sb = spec("set_key", a), spec("set_key", b)
            ma, mb = max(model.sets(a), default=0), max(model.sets(b), default=0)
            assert (sa > sb) == (ma > mb), f"Law 64: {hex(a)} against {hex(b)}"
