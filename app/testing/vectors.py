"""JSON test vectors: what any engine of the game must reproduce, without importing this one.

Two files under ``tests/vectors/`` (format ``piquet-vectors/1``):

``deals.json``
    whole deals, each with the cards dealt (``elder``, ``younger``, the
    ``stock`` top first), each player's ``discard``, the cards in the order
    ``played`` (the elder leads first), whether each player ``can_reckon_nothing``;
    both players declare in full (the best they hold, truly answered, a carte
    blanche shown; the younger does not look at the cards he left). Expected:
    ``scores``, the scoring domain's values for each player (carte blanche,
    point, sequences, quatorzes and trios, repique, pique, the cards, the
    deal's total) under each reading of the spec.
``exchange.json``
    every situation of the exchange domain (cards dealt, stock, whether the
    elder hand announced a wrong count, whether the players agree to a fresh
    deal, Case III) with, under each reading, whether a
    fresh deal is ``required``, ``optional`` or ``barred``, and every lawful,
    penalty-free pair of exchanges ``[elder discards, elder takes, younger
    discards, younger takes]`` when the deal stands.

Cards are written as in the Laws' notation (``AS``, ``10D``); card sets as
lists. :func:`deal_expectation` and :func:`exchange_expectation` compute the
expected values from the spec alone (:mod:`piquet.testing.exhaustive`), so
the files can be regenerated and checked against the spec at any time.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.spec.domains.scoring import S, SCORING
from piquet.spec.expr import Value
from piquet.testing.exhaustive import Definitions, Exhaustive
from piquet.testing.laws import Laws

__all__ = ["FORMAT", "card_name", "card_names", "card_set", "deal_expectation", "exchange_expectation",
           "load", "dump", "SCORE_KEYS", "score_variables", "exchange_vectors"]

FORMAT = "piquet-vectors/1"
_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
_SUITS = "SHDC"

#: The scoring domain's chosen variables for one player, by the short names the vectors use.
SCORE_KEYS = ("carte_blanche", "point", "sequences", "sets", "repique", "pique", "cards", "total")


def card_name(c: int) -> str:
    """``AS`` for the ace of spades (bit ``suit * 8 + rank``)."""
    return _RANKS[c & 7] + _SUITS[c >> 3]


def card_names(cards: int | Iterable[int]) -> list[str]:
    """A card set (int) or a sequence of cards as names, lowest bit first for a set."""
    if isinstance(cards, int):
        return [card_name(c) for c in range(32) if cards >> c & 1]
    return [card_name(c) for c in cards]


def card_set(names: Iterable[str]) -> int:
    """The card set of the names given."""
    out = 0
    for name in names:
        out |= 1 << (_SUITS.index(name[-1]) * 8 + _RANKS.index(name[:-1]))
    return out


def score_variables(who: str) -> dict[str, str]:
    """The scoring domain's variable for each of :data:`SCORE_KEYS`, for ``"elder"`` or ``"younger"``."""
    side = S.elder if who == "elder" else S.younger
    names = (side.cb_score, side.point_score, side.sequence_score, side.set_score, side.repique, side.pique,
             side.cards_score, side.total)
    return {key: var.name for key, var in zip(SCORE_KEYS, names)}


def deal_expectation(given: Mapping[str, Value], reading: str) -> dict[str, dict[str, int | bool]]:
    """The scores the spec's laws give a deal (its scoring-domain given values) under ``reading``."""
    course = Definitions.of(SCORING, Laws(SCORING, reading).clauses).compute(given)
    return {who: {key: course[name] for key, name in score_variables(who).items()} for who in ("elder", "younger")}


def exchange_expectation(given: Mapping[str, Value], reading: str, enum: Exhaustive | None = None,
                         ) -> dict[str, Any]:
    """What the spec allows in an exchange situation: the fresh deal, and the lawful exchanges."""
    ex = enum or Exhaustive(Laws(EXCHANGE, reading))
    courses = list(ex.lawful_courses(given))
    fresh = {bool(c[X.fresh_deal.name]) for c in courses}
    pairs = sorted({(int(c[X.elder_discards.name]), int(c[X.elder_takes.name]), int(c[X.younger_discards.name]),
                     int(c[X.younger_takes.name])) for c in courses if not c[X.fresh_deal.name]})
    status = "required" if fresh == {True} else "optional" if True in fresh else "barred" if fresh else "none"
    return {"fresh_deal": status, "exchanges": [list(p) for p in pairs]}


def exchange_vectors() -> list[dict[str, Any]]:
    """Every situation of the exchange domain with what each reading allows."""
    readings = tuple(catalogue().readings)
    enums = {r: Exhaustive(Laws(EXCHANGE, r)) for r in readings}
    out = []
    for given in enums[readings[0]].givens():
        out.append({"given": dict(given), "expected": {r: exchange_expectation(given, r, enums[r]) for r in readings}})
    return out


def load(path: Path) -> list[dict[str, Any]]:
    """The vectors of a file, its format checked."""
    data = json.loads(path.read_text("utf-8"))
    if data.get("format") != FORMAT:
        raise ValueError(f"{path}: not a {FORMAT} file")
    vectors: list[dict[str, Any]] = data["vectors"]
    return vectors


def dump(path: Path, vectors: list[dict[str, Any]], describe: str) -> None:
    """Write vectors in the format, one vector a line (diffs stay readable)."""
    lines = ",\n".join("  " + json.dumps(v, sort_keys=True) for v in vectors)
    path.write_text(f'{{"format": "{FORMAT}", "describe": {json.dumps(describe)}, "vectors": [\n{lines}\n]}}\n',
                    "utf-8")
