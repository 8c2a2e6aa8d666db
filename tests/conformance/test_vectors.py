"""The JSON test vectors (tests/vectors/*.json): the spec gives them, and the model passes them.

``deals.json``: deals replayed through the model (its action interface,
declaring in full) must score exactly what the file says the harmonised
reading gives (the model's reading), and the file must be what the spec's
laws compute from each deal's situation, under every reading.
``exchange.json``: every exchange situation with what each reading allows,
recomputed from the spec; the model's offer in the ordinary deal matches.

Regenerate after a deliberate change of the laws or the model:
``PIQUET_REGENERATE_VECTORS=1 .venv/bin/python -m pytest tests/conformance/test_vectors.py``.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from piquet.model.actions import Action, Exchange, Play, SeeLeftCards, ShowCarteBlanche
from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.roles import Role
from piquet.conformance.situation import played_by, situation
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE
from piquet.spec.domains.scoring import SCORING
from piquet.spec.expr import Sort, Value
from piquet.testing.exhaustive import Exhaustive
from piquet.testing.laws import Laws
from piquet.testing.strategies import NON_COURTS
from piquet.testing.vectors import (
    card_names, card_set, deal_expectation, dump, exchange_expectation, exchange_vectors, load, score_variables,
)

from tests.conformance.judge import MODEL_READING
from tests.conformance.players import in_full

HERE = Path(__file__).resolve().parent.parent / "vectors"
DEALS, EXCHANGES = HERE / "deals.json", HERE / "exchange.json"
READINGS = tuple(catalogue().readings)
REGENERATE = os.environ.get("PIQUET_REGENERATE_VECTORS") == "1"
THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"
EXHAUSTIVE = {r: Exhaustive(Laws(EXCHANGE, r)) for r in READINGS}
ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
CARD_SETS = {v.name for v in SCORING.given if v.sort is Sort.CARDS}
#: The ordinary deal's situation: twelve, twelve and eight, a correct pack, nothing announced or agreed.
ORDINARY = {"announced": False, "elder_dealt": 12, "younger_dealt": 12, "stock": 8, "elder_laid": 0,
            "pack_proved_incorrect": False, "agreed_fresh_deal": False}


def _given_json(values: dict[str, Value]) -> dict[str, Any]:
    return {k: card_names(int(v)) if k in CARD_SETS else v for k, v in values.items()}


def _given_values(data: dict[str, Any]) -> dict[str, Value]:
    return {k: card_set(v) if k in CARD_SETS else v for k, v in data.items()}


def replay(vector: dict[str, Any]) -> DealState:
    """Play a deal vector through the model: the exchanges, declarations in full, the cards in order."""
    state = start_deal(card_set(vector["elder"]), card_set(vector["younger"]),
                       [card_set([c]).bit_length() - 1 for c in vector["stock"]],
                       reckon_nothing=(bool(vector["can_reckon_nothing"][0]), bool(vector["can_reckon_nothing"][1])))
    plays = [card_set([c]).bit_length() - 1 for c in vector["played"]]
    while not state.over:
        action: Action
        if state.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            role = state.to_move
            assert role is not None
            discard = card_set(vector["discard"][role.word])
            action = Exchange(role, discard, discard.bit_count())
        elif state.phase is Phase.PLAY:
            action = Play(plays[len(state.tricks) * 2 + (state.lead is not None)])
        else:
            options = in_full(state, legal_actions(state))
            action = next((a for a in options if a == SeeLeftCards(False)), options[0])
        state = apply(state, action)
    return state


#: A hand that repiques: the huitième of spades, the other three aces (point 8, sequence 18, quatorze 14).
_REPIQUE = list(range(8)) + [15, 23, 31, 14]


class Arranged(NamedTuple):
    """A deal set up to reach a law: the holder's hand, the adversary's, the stock top first, what each
    discards (one card, taking one), and whether the holder is the elder hand. Tricks: spades first."""

    holder: list[int]
    other: list[int]
    stock: list[int]
    discards: tuple[int, int]
    elder: bool


# Point 7 and septième of spades (8S-AS): 24 in hand; the adversary can beat neither.
_SEPTIEME = list(range(1, 8))
ARRANGED = (
    # Thirty exactly in hand (Law 68): point 7, septième 17, three aces and three kings; for each player.
    Arranged(_SEPTIEME + [15, 23, 14, 22, 24], [0, 9, 10, 11, 12, 13, 16, 17, 18, 19, 25, 26],
             [8, 20, 21, 27, 28, 29, 30, 31], (24, 0), True),
    Arranged(_SEPTIEME + [15, 23, 14, 22, 24], [0, 9, 10, 11, 12, 13, 16, 17, 18, 19, 25, 26],
             [20, 8, 21, 27, 28, 29, 30, 31], (24, 0), False),
    # Twenty-seven in hand (point, septième, three aces), thirty at the third lead: a pique (Law 69).
    Arranged(_SEPTIEME + [15, 23, 8, 16, 24], [0, 9, 10, 11, 12, 13, 14, 18, 19, 25, 26, 27],
             [17, 20, 21, 22, 28, 29, 30, 31], (24, 0), True),
    # Twenty-four in hand, the younger's three kings reckoned first: thirty in the play is no pique (Law 69).
    Arranged(_SEPTIEME + [8, 9, 16, 17, 24], [0, 14, 22, 30, 10, 11, 12, 18, 19, 25, 26, 27],
             [15, 20, 21, 23, 13, 28, 29, 31], (24, 0), True),
)


def _packs(rng: random.Random) -> list[tuple[list[int], tuple[bool, bool], Arranged | None]]:
    """Random packs (a carte blanche now and then), then packs with a repique for each player, then the
    arranged deals."""
    out: list[tuple[list[int], tuple[bool, bool], Arranged | None]] = []
    for i in range(24):
        pack = list(range(32))
        rng.shuffle(pack)
        if i % 6 == 5:  # a carte blanche, elder or younger by turns
            plain = list(NON_COURTS)
            rng.shuffle(plain)
            blanche = plain[:12]
            rest = [c for c in pack if c not in blanche]
            pack = blanche + rest if i % 12 == 5 else rest[:12] + blanche + rest[12:]
        out.append((pack, (i % 8 == 3, i % 8 == 6), None))
    rest = [c for c in range(32) if c not in _REPIQUE]
    rng.shuffle(rest)
    out.append((_REPIQUE + rest, (False, False), None))
    out.append((rest[:12] + _REPIQUE + rest[12:], (False, False), None))
    for a in ARRANGED:
        hands = a.holder + a.other if a.elder else a.other + a.holder
        assert sorted(hands + a.stock) == list(range(32)), a
        out.append((hands + a.stock, (False, False), a))
    return out


def _arranged_action(state: DealState, options: tuple[Action, ...], a: Arranged, rng: random.Random) -> Action:
    """The arranged deal's exchanges (one card for one) and play (the highest spade when leading)."""
    if isinstance(options[0], Exchange):
        role = state.to_move
        assert role is not None
        holder = ELDER if a.elder else YOUNGER
        card = a.discards[0] if role is holder else a.discards[1]
        return next(o for o in options if isinstance(o, Exchange) and o.discard == 1 << card)
    spades = [o for o in options if isinstance(o, Play) and o.card < 8]
    if state.lead is None and spades:
        return max(spades, key=lambda o: o.card if isinstance(o, Play) else -1)
    return options[rng.randrange(len(options))]


def _generate_deals() -> list[dict[str, Any]]:
    rng = random.Random(1882)
    out = []
    for pack, penalty, arranged in _packs(rng):
        state = start_deal(sum(1 << c for c in pack[:12]), sum(1 << c for c in pack[12:24]), pack[24:],
                           reckon_nothing=penalty)
        order: list[int] = []
        while not state.over:
            options = legal_actions(state)
            if state.phase in (Phase.CARTE_BLANCHE, Phase.DECLARE_ELDER, Phase.ANSWER_YOUNGER, Phase.DECLARE_YOUNGER):
                full = in_full(state, options)
                action = next((a for a in full if a == SeeLeftCards(False)), full[0])
            elif arranged is not None:
                action = _arranged_action(state, options, arranged, rng)
            elif (isinstance(options[0], Exchange) and state.to_move is not None
                  and state.dealt[state.to_move] == sum(1 << c for c in _REPIQUE)):
                action = next(a for a in options if isinstance(a, Exchange)  # keep the repique: discard a low card
                              and a.discard & 1 << 14 and a.discard.bit_count() == 1)
            else:
                action = options[rng.randrange(len(options))]
            if isinstance(action, ShowCarteBlanche):
                action = ShowCarteBlanche(action.role, True)
            if isinstance(action, Play):
                order.append(action.card)
            state = apply(state, action)
        given = {k: v for k, v in situation(state, SCORING.name).items() if k in {g.name for g in SCORING.given}}
        out.append({
            "elder": card_names(state.dealt[ELDER]), "younger": card_names(state.dealt[YOUNGER]),
            "stock": card_names(pack[24:]), "can_reckon_nothing": list(penalty),
            "discard": {r.word: card_names(state.discards[r]) for r in Role}, "played": card_names(order),
            "situation": _given_json(given),
            "scores": {r: deal_expectation(given, r) for r in READINGS},
        })
        assert played_by(state, ELDER) | played_by(state, YOUNGER) == sum(1 << c for c in order)
    return out


@pytest.mark.law("68", "69")
@pytest.mark.skipif(not REGENERATE, reason="set PIQUET_REGENERATE_VECTORS=1 to rewrite the vectors")
def test_regenerate() -> None:
    HERE.mkdir(exist_ok=True)
    dump(DEALS, _generate_deals(), "deals declared in full, with the scores each reading of the spec gives")
    dump(EXCHANGES, exchange_vectors(), "every exchange situation, with the fresh deal and the lawful exchanges "
                                        "each reading of the spec allows")
    assert DEALS.exists() and EXCHANGES.exists()


@pytest.mark.law("68")
def test_the_spec_gives_the_deal_vectors() -> None:
    vectors = load(DEALS)
    assert len(vectors) >= 20
    bonuses = {(who, k) for v in vectors for who in ("elder", "younger") for k in ("repique", "pique")
               if v["scores"][MODEL_READING][who][k]}
    assert {("elder", "repique"), ("younger", "repique")} <= bonuses, "the vectors reach Law 68 for both players"
    for v in vectors:
        given = _given_values(v["situation"])
        for reading in READINGS:
            assert deal_expectation(given, reading) == v["scores"][reading], (reading, v["elder"], v["younger"])


def test_the_model_passes_the_deal_vectors() -> None:
    for v in load(DEALS):
        state = replay(v)
        got = situation(state, SCORING.name)
        assert _given_json({k: got[k] for k in v["situation"]}) == v["situation"], (v["elder"], v["younger"])
        want = v["scores"][MODEL_READING]
        for who in ("elder", "younger"):
            mine = {k: got[name] for k, name in score_variables(who).items()}
            assert mine == want[who], (who, v["elder"], v["younger"], v["played"])


def test_the_spec_gives_the_exchange_vectors() -> None:
    """Every situation under the "thorough" profile; in CI a sample of them (each takes a full enumeration)."""
    vectors = load(EXCHANGES)
    assert len(vectors) == len(EXHAUSTIVE[READINGS[0]].givens())
    sample = vectors if THOROUGH else vectors[::7]
    for v in sample:
        for reading in READINGS:
            assert v["expected"][reading] == exchange_expectation(v["given"], reading, EXHAUSTIVE[reading]), \
                (reading, v["given"])
    ordinary = next(v for v in vectors if v["given"] == ORDINARY)
    assert ordinary["expected"][MODEL_READING]["fresh_deal"] == "barred"


def test_the_model_passes_the_exchange_vector_of_the_ordinary_deal() -> None:
    v = next(v for v in load(EXCHANGES) if v["given"] == ORDINARY)
    lawful = {tuple(p) for p in v["expected"][MODEL_READING]["exchanges"]}
    pack = list(range(32))
    state = start_deal(sum(1 << c for c in pack[:12]), sum(1 << c for c in pack[12:24]), pack[24:])
    offered = set()
    for a in legal_actions(state):
        assert isinstance(a, Exchange)
        after = apply(state, a)
        for b in legal_actions(after):
            assert isinstance(b, Exchange)
            offered.add((a.take, a.take, b.take, b.take))
    assert offered == lawful
