"""Both directions: the actions the model offers are exactly the actions the spec permits.

Exhaustively over the exchange domain (every count dealt, stock, announcement;
every discard and take-in count): in each situation the model can deal,
the spec's lawful, regular courses (harmonised reading, the model's; by
:class:`piquet.testing.exhaustive.Exhaustive`, no solver) are projected
onto what each player chooses, and compared with the model's actions
projected the same way (a fresh deal or standing; then the numbers
discarded and taken). A redundant pack's surplus cards lie in the stock,
where they prove it redundant (Law 75). Where the elder hand took up a
card of the stock before his count came to light, the model's situation
is reached by that irregular action (MisExchange, Laws 11, 39): his lawful
exchanges are those the model finds nothing against but the taking up
itself.

Sampled on random states (Hypothesis): at every exchange of a random deal
the same comparison, every discard of each count offered (the spec says
nothing of which cards); in the play, the cards offered are exactly those
that are no error of Law 59 (play_error 0 of the calls-and-play domain:
no card of another suit while able to follow).
"""

from __future__ import annotations

import random
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from piquet.model.actions import Action, Elect, Exchange, Play
from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.irregular import MisExchange, irregular_actions
from piquet.model.roles import Role
from piquet.conformance.situation import play_error, situation
from piquet.model.state import Choice
from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.spec.expr import Value, evaluate
from piquet.testing.exhaustive import Exhaustive
from piquet.testing.laws import laws_for
from piquet.testing.strategies import Deal, deals

from tests.conformance.judge import MODEL_READING, describe
from tests.model.model_deals import shuffled
from tests.conformance.players import choose

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER
ENUM = Exhaustive(laws_for(EXCHANGE, MODEL_READING))
#: The situations a deal is dealt in: the players' agreement to a fresh deal (Case III) is reached only by a
#: proposal, an irregular action, and its acceptance (test_disagreements.py and the state machine judge it). The
#: deals here are of :func:`shuffled`, whose surplus cards lie in the stock: the pack is proved incorrect (Law 75)
#: exactly when the counts do not make 32 (a surplus card in a hand, Case XVII, is test_disagreements.py's).
GIVENS = [g for g in ENUM.givens() if not g[X.agreed_fresh_deal.name]
          and bool(g[X.pack_proved_incorrect.name]) == (int(g[X.elder_dealt.name]) + int(g[X.younger_dealt.name])
                                                        + int(g[X.stock.name]) != 32)]


def _label(g: dict[str, Value]) -> str:
    return (f"e{g['elder_dealt']}-y{g['younger_dealt']}-s{g['stock']}-{'ann' if g['announced'] else 'unann'}"
            f"-laid{g['elder_laid']}")


def spec_choices(g: dict[str, Value], **fixed: Value) -> set[tuple[object, ...]]:
    """The spec's lawful courses in ``g``, projected: ``("fresh",)`` or (discards, takes) of the player next."""
    out: set[tuple[object, ...]] = set()
    for course in ENUM.lawful_courses({**g, **fixed}):
        if course[X.fresh_deal.name]:
            out.add(("fresh",))
        elif X.elder_discards.name in fixed:
            out.add((course[X.younger_discards.name], course[X.younger_takes.name]))
        else:
            out.add((course[X.elder_discards.name], course[X.elder_takes.name]))
    return out


def model_choices(state: DealState) -> set[tuple[object, ...]]:
    """The model's actions projected likewise: an election of a fresh deal, or an exchange's counts."""
    out: set[tuple[object, ...]] = set()
    if state.void:
        return {("fresh",)}
    for a in legal_actions(state):
        if isinstance(a, Elect) and a.choice is Choice.FRESH_DEAL:
            out.add(("fresh",))
        elif isinstance(a, Exchange):
            out.add((a.discard.bit_count(), a.take))
    return out


def _deal(g: dict[str, Value]) -> DealState:
    """A model deal with the counts of ``g`` (cards in a fixed shuffled order; a redundant pack's surplus,
    cards of another pack, in the stock, where they prove it redundant: see :func:`shuffled`)."""
    return start_deal(*shuffled(7, int(g["elder_dealt"]), int(g["younger_dealt"]), int(g["stock"])), misdeal=True)


def _stand(state: DealState) -> DealState:
    stand = [a for a in legal_actions(state) if isinstance(a, Elect) and a.choice is Choice.STAND]
    return apply(state, stand[0]) if stand else state


def _params() -> list[object]:
    return [pytest.param(g, id=_label(g)) for g in GIVENS]


@pytest.mark.law("39")
@pytest.mark.case("III")
@pytest.mark.parametrize("g", _params())
def test_every_exchange_situation_offers_what_the_spec_permits(g: dict[str, Value]) -> None:
    state = _deal(g)
    first = spec_choices(g)
    if evaluate(X.took_up_first, g):
        _check_taken_up_first(g, state, first)
        return
    offered = model_choices(state)
    assert ({("fresh",)} & offered) == ({("fresh",)} & first), \
        f"{_label(g)}: a fresh deal offered {bool({('fresh',)} & offered)}, the spec permits {first}"
    if ("fresh",) in offered and not state.void and not [a for a in legal_actions(state) if isinstance(a, Elect)
                                                           and a.choice is Choice.STAND]:
        return
    state = _stand(state)
    if state.void:
        return
    elder = model_choices(state)
    assert elder == first - {("fresh",)}, (
        f"{_label(g)}: the elder's exchanges offered {sorted(map(str, elder))}, the spec permits "
        f"{sorted(map(str, first - {('fresh',)}))}")
    for choice in sorted(c for c in elder if len(c) == 2):
        ed, et = int(str(choice[0])), int(str(choice[1]))
        action = next(a for a in legal_actions(state)
                      if isinstance(a, Exchange) and (a.discard.bit_count(), a.take) == (ed, et))
        _check_younger(g, apply(state, action), ed, et)


def _check_younger(g: dict[str, Value], after: DealState, ed: int, et: int) -> None:
    """After the elder's exchange of ``ed`` cards for ``et``: the younger's exchanges offered are the spec's."""
    while after.phase is Phase.CARTE_BLANCHE:
        after = apply(after, legal_actions(after)[0])
    younger = model_choices(after)
    fixed: dict[str, Value] = {X.elder_discards.name: ed, X.elder_takes.name: et, X.elder_declares_left.name: True}
    want = spec_choices(g, **fixed)
    assert younger == want - {("fresh",)}, (
        f"{_label(g)}, elder {ed}/{et}: the younger's exchanges offered {sorted(map(str, younger))}, "
        f"the spec permits {sorted(map(str, want))}")


def _check_taken_up_first(g: dict[str, Value], state: DealState, first: set[tuple[object, ...]]) -> None:
    """The elder hand took up a card of the stock before his wrong count, or the seven in the stock, came to
    light (Laws 11, 24, 39). The model reaches this by an irregular action, his exchange made with his count
    option outstanding (MisExchange); it keeps no discard laid out apart from the one he makes, the model's
    reading (discard-laid: count-rules-decide) making its number no bar, so every ``elder_laid`` is compared
    with the same exchanges. His lawful exchanges are those of which the model finds nothing but that he took
    up a card first: one ruling, no option given, no penalty; after each, the younger's exchanges offered."""
    if state.void:
        # Laws 12, 39.3, 75: the deal is void as dealt, so no card of its stock is ever taken up.
        assert first == {("fresh",)}, f"{_label(g)}: the model voids the deal as dealt, the spec permits {first}"
        assert not [a for a in irregular_actions(state) if isinstance(a, MisExchange)], \
            f"{_label(g)}: a void deal offers no exchange"
        return
    assert state.option is not None, f"{_label(g)}: the elder hand's count option (Law 11) is outstanding"
    lawful: dict[tuple[object, ...], DealState] = {}
    tried: set[tuple[int, int]] = set()
    for a in irregular_actions(state):
        counts = (a.discard.bit_count(), a.take) if isinstance(a, MisExchange) else (0, 0)
        if not (isinstance(a, MisExchange) and a.role is ELDER and a.take) or counts in tried:
            continue
        tried.add(counts)
        after = apply(state, a)
        if (len(after.rulings) == len(state.rulings) + 1 and after.option is None
                and after.reckon_nothing == state.reckon_nothing):
            lawful[(a.discard.bit_count(), a.take)] = after
    assert set(lawful) == first, (
        f"{_label(g)}: the elder's exchanges the model finds lawful, having taken up a card first, "
        f"{sorted(map(str, lawful))}; the spec permits {sorted(map(str, first))}")
    for (ed, et), after in sorted(lawful.items(), key=lambda item: str(item[0])):
        _check_younger(g, after, int(str(ed)), int(str(et)))


@pytest.mark.law("21", "27", "30", "31")
@pytest.mark.case("III")
def test_the_exhaustive_comparison_covers_the_ordinary_deal() -> None:
    ordinary = {"elder_dealt": 12, "younger_dealt": 12, "stock": 8, "announced": False, "elder_laid": 0,
                "pack_proved_incorrect": False, "agreed_fresh_deal": False}
    assert ordinary in GIVENS
    assert spec_choices(ordinary) == {(n, n) for n in range(1, 6)}, "Laws 21, 27, 30-31: one to five, as many"


# -- sampled on random states -------------------------------------------------------------


def _check_exchange(state: DealState) -> None:
    role = state.to_move
    assert role is not None
    actions = [a for a in legal_actions(state) if isinstance(a, Exchange)]
    by_count: dict[tuple[int, int, bool], int] = {}
    for a in actions:
        key = (a.discard.bit_count(), a.take, a.look)
        by_count[key] = by_count.get(key, 0) + 1
    hand = state.hands[role].bit_count()
    for (n, _, _), offered in by_count.items():
        assert offered == comb(hand, n), f"every discard of {n} cards offered (the spec names no card)\n" \
                                         f"{describe(state)}"


@pytest.mark.law("59")
@settings(max_examples=max(10, settings().max_examples // 3))
@given(deals(), st.integers(0, 2**32 - 1))
def test_random_states_offer_exactly_what_the_spec_permits(cards: Deal, seed: int) -> None:
    rng = random.Random(seed)
    state = start_deal(*cards)
    while not state.over:
        if state.phase is Phase.EXCHANGE_ELDER:
            g = {v.name: laws_values(state)[v.name] for v in EXCHANGE.given}
            assert model_choices(state) == spec_choices(g), describe(state)
            _check_exchange(state)
        elif state.phase is Phase.EXCHANGE_YOUNGER:
            values = laws_values(state)
            g = {v.name: values[v.name] for v in EXCHANGE.given}
            fixed = {n: values[n] for n in (X.elder_discards.name, X.elder_takes.name, X.elder_declares_left.name)}
            assert model_choices(state) == spec_choices(g, **fixed) - {("fresh",)}, describe(state)
            _check_exchange(state)
        elif state.phase is Phase.PLAY:
            role = state.to_move
            assert role is not None
            offered = {a.card for a in legal_actions(state) if isinstance(a, Play)}
            permitted = {c for c in range(32) if state.hands[role] >> c & 1 and play_error(state, Play(c)) == 0}
            assert offered == permitted, f"cards offered {sorted(offered)}, no error of Law 59 {sorted(permitted)}" \
                                         f"\n{describe(state)}"
        action: Action = choose(state, rng.randrange(2**16), False)
        state = apply(state, action)


def laws_values(state: DealState) -> dict[str, Value]:
    return situation(state, EXCHANGE.name)


@pytest.mark.law("59")
def test_the_play_direction_can_fail() -> None:
    """A card of another suit, while the player holds the suit led, is an error (Law 59 IV)."""
    state = start_deal(*_plain_deal())
    while state.phase is not Phase.PLAY or state.lead is None:
        state = apply(state, legal_actions(state)[0])
    role = state.to_move
    assert role is not None and state.lead is not None
    suit = 0xFF << (state.lead & ~7)
    follow = state.hands[role] & suit
    other = state.hands[role] & ~suit
    assert follow and other, "the deal (seed 11) gives the player to move both the suit led and another"
    card = (other & -other).bit_length() - 1
    assert play_error(state, Play(card)) == 4
    assert Play(card) not in legal_actions(state)
    lawful = legal_actions(state)[0]
    assert isinstance(lawful, Play) and play_error(state, lawful) == 0


def _plain_deal() -> Deal:
    elder, younger, stock = shuffled(11)
    return elder, younger, tuple(stock)
