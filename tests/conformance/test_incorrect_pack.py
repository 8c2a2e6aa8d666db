"""Law 75 and Case XVII: the deal is void when the pack is proved incorrect, and the counts alone are no proof.

The choice incorrect-pack reads Law 75's "discovered to be incorrect" as a proof (the literal and the harmonised
reading) or as the counts not making thirty-two (its other alternative). The model proves the pack as
:mod:`piquet.model.counts` says: a card of another pack in the undealt stock proves it redundant, one in a hand
proves nothing. The spec's dealt counts are the cards the pack dealt (a card of another pack in a hand is none of
them), so Case XVII's deal, which the model reads at its counts with the surplus card (13, 12, 8), lies outside
the spec's exchange domain: only the reading of Law 75 by the counts is judged on it here.
"""

from __future__ import annotations

import pytest

from piquet.conformance.situation import situation, situations
from piquet.model.actions import Elect, Exchange
from piquet.model.cards import parse_cards
from piquet.model.deal import DealState, apply, start_deal
from piquet.model.irregular import MisExchange
from piquet.model.roles import Role
from piquet.model.state import Choice
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.testing.laws import Laws

from tests.conformance.judge import MODEL_READING, judge, ruled_outcomes
from tests.model.model_deals import describe

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def _cards(text: str) -> int:
    return sum(1 << c for c in parse_cards(text))


def case_xvii() -> DealState:
    """Case XVII: A, the elder, holds thirteen cards (9S* of the undealt pack among them) unnoticed, discards
    five (9S* among them: it is found in his discard) and takes in five; B enforces the penalty for playing
    with thirteen cards (Laws 44, 58) and exchanges three."""
    state = start_deal(_cards("AS KS QS JS AH KH QH AD KD QD 7C 8S 9S*"),
                       _cards("10S 9S 8C 7S JH 10H 9H 8H 7H JD 10D 9D"), list(parse_cards("8D 7D AC KC QC JC 10C 9C")),
                       misdeal=True)
    state = apply(state, MisExchange(ELDER, _cards("9S* 7C 8S QD KD"), 5))
    state = apply(state, Elect(YOUNGER, Choice.ENFORCE))
    return apply(state, Exchange(YOUNGER, _cards("7H 8H 9H"), 3))


def _counts_reading() -> Laws:
    """The exchange laws of the model's reading with incorrect-pack taken the other way: the counts void it."""
    cat = catalogue()
    name = f"{MODEL_READING}~incorrect-pack=the-counts"
    flipped = cat.taking(name, MODEL_READING, {"incorrect-pack": "the-counts"}, "Law 75 read by the counts.")
    return Laws(EXCHANGE, name, flipped.clauses(name))


@pytest.mark.law("58", "75")
@pytest.mark.case("XVII")
def test_a_surplus_card_in_a_hand_proves_nothing_and_the_deal_stands() -> None:
    state = case_xvii()
    values = situation(state, EXCHANGE.name)
    assert (values[X.elder_dealt.name], values[X.younger_dealt.name], values[X.stock.name]) == (13, 12, 8)
    assert values[X.pack_proved_incorrect.name] is False, \
        f"Case XVII: 9S* in A's hand is no proof that the pack was redundant\n{describe(state)}"
    assert not state.void and state.reckon_nothing[ELDER], \
        f"Case XVII: the deal stands, and A, playing with thirteen cards, can reckon nothing\n{describe(state)}"
    counted = _counts_reading().judge(values, regular=False)
    assert any("75.1" in str(b) for b in counted), \
        f"read by the counts (33 cards), Law 75 would void the deal the model lets stand: {[str(b) for b in counted]}"


@pytest.mark.law("75")
def test_a_card_of_another_pack_in_the_stock_proves_the_pack_incorrect_though_the_counts_make_32() -> None:
    """The pack lacks 9C and holds 9S* of another pack: twelve, twelve and eight cards, and the stock, which no
    player has handled, proves it incorrect. Read as a proof, Law 75 voids the deal, as the model does; read by
    the counts (thirty-two), it does not, and the model's fresh deal has no law."""
    state = start_deal(_cards("AS KS QS JS AH KH QH AD KD QD 7C 8S"),
                       _cards("10S 9S 8C 7S JH 10H 9H 8H 7H JD 10D 9D"),
                       list(parse_cards("8D 7D AC KC QC JC 10C 9S*")), misdeal=True)
    values = situation(state, EXCHANGE.name)
    assert (values[X.elder_dealt.name], values[X.younger_dealt.name], values[X.stock.name]) == (12, 12, 8)
    assert values[X.pack_proved_incorrect.name] is True and state.void, \
        f"Law 75: 9S* among the undealt cards proves the pack incorrect, the deal is void\n{describe(state)}"
    verdicts = judge(situations(state))
    assert not verdicts.failures, [f"{label}: {b}" for label, b in verdicts.failures]
    counted = _counts_reading().judge(values)
    assert counted, "read by the counts, Law 75 does not void a deal of thirty-two cards: the fresh deal has no law"
