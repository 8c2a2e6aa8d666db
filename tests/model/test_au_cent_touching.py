"""Piquet au cent sets at touching the stock the bounds the Laws set at taking up a card of it: the elder's
option for a wrong count (cent-3 for Law 11), an altered discard (cent-8 for Law 24), the cards the elder
leaves undeclared (cent-11 for Law 32). The model has no moment between the two, a player's exchange being
one action (the reading in model/variants.py): the bounds fall at the same moment, and the rulings cite the
au cent paragraph beside the law, by hand-checked examples."""

from __future__ import annotations

import pytest

from piquet.model.actions import Exchange
from piquet.model.cards import card_set, cards_in, parse_cards
from piquet.model.deal import DealState, apply, start_deal
from piquet.model.irregular import AlterDiscard, DiscardFirst, LeftUndeclared, irregular_actions, refusal
from piquet.model.roles import Role
from piquet.model.variants import AU_CENT_RULES, OVERRIDES, RUBICON_RULES, Rules
from tests.model.model_deals import cards, describe, shuffled

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def _wrong_count(rules: Rules) -> DealState:
    e, y, s = shuffled(7, 13, 11, 8)
    return start_deal(e, y, s, misdeal=True, rules=rules)


@pytest.mark.law("11", "cent-3")
def test_the_elders_option_for_a_card_too_many_lasts_until_he_touches_the_stock() -> None:
    au_cent, rubicon = _wrong_count(AU_CENT_RULES), _wrong_count(RUBICON_RULES)
    ruling, base = au_cent.rulings[-1], rubicon.rulings[-1]
    assert ruling.clauses == ("cent-3.1",) + base.clauses and "11.1" in base.clauses, (ruling, base)
    assert "before touching the stock" in ruling.finding, ruling.finding
    assert "before taking up a card of the stock" in base.finding, base.finding
    assert ruling.choices == base.choices and au_cent.option is not None and au_cent.option.holder is ELDER


def _discarded_first(rules: Rules) -> DealState:
    # Case V: the younger puts out his discard before the elder takes in; he may alter it until he takes in.
    state = start_deal(cards("AS KS QS JS 10S 9S 8S QH JH 10H 9H 7D"), cards("AC KC QC JC 10C 7C 7S AH KH AD KD 7H"),
                       parse_cards("QD 8H 8D 9D 10D JD 8C 9C"), rules=rules)
    return apply(state, DiscardFirst(YOUNGER, cards("7C 7S")))


@pytest.mark.law("24", "cent-8")
@pytest.mark.parametrize("rules, extra, words", [(RUBICON_RULES, (), "taken up no card of the stock"),
                                                 (AU_CENT_RULES, ("cent-8.1",), "not touched the stock")])
def test_a_discard_is_altered_before_touching_the_stock_and_refused_after(rules: Rules, extra: tuple[str, ...],
                                                                        words: str) -> None:
    state = _discarded_first(rules)
    assert AlterDiscard(YOUNGER) in irregular_actions(state), describe(state)
    altered = apply(state, AlterDiscard(YOUNGER))
    assert altered.rulings[-1].clauses == ("24.2", "Case V") + extra, altered.rulings[-1]
    assert altered.rulings[-1].outcome.endswith(words), altered.rulings[-1].outcome
    elder = card_set(tuple(cards_in(state.hands[ELDER]))[:5])
    taken = apply(apply(state, Exchange(ELDER, elder, 5)), Exchange(YOUNGER, cards("7C 7S"), 2))
    assert AlterDiscard(YOUNGER) not in irregular_actions(taken), describe(taken)
    clauses, why = refusal(taken, AlterDiscard(YOUNGER))
    assert clauses == ("24.1", "24.2", "Case VI") + extra, (clauses, why)


@pytest.mark.law("32", "cent-11")
@pytest.mark.parametrize("rules, extra", [(RUBICON_RULES, ()), (AU_CENT_RULES, ("cent-11.1",))])
def test_the_cards_left_undeclared_before_touching_the_stock(rules: Rules, extra: tuple[str, ...]) -> None:
    state = start_deal(cards("AS KS QS JS 10S 9S 8S QH JH 10H 9H 7D"), cards("AC KC QC JC 10C 7C 7S AH KH AD KD 7H"),
                       parse_cards("QD 8H 8D 9D 10D JD 8C 9C"), rules=rules)
    state = apply(state, Exchange(ELDER, cards("7D"), 1))
    found = apply(state, LeftUndeclared())
    assert found.rulings[-1].clauses == ("32.1", "32.2") + extra and found.rulings[-1].offender is ELDER, \
        found.rulings[-1]


@pytest.mark.law("cent-3", "cent-8", "cent-11")
def test_the_overrides_name_the_laws_they_replace() -> None:
    replaced = {o.clause: o.replaces for o in AU_CENT_RULES.overrides}
    assert {k: replaced.get(k) for k in ("cent-3.1", "cent-8.1", "cent-11.1")} == \
        {"cent-3.1": "11", "cent-8.1": "24", "cent-11.1": "32"}, replaced
    assert not {o.clause for o in RUBICON_RULES.overrides} & {"cent-3.1", "cent-8.1", "cent-11.1"}
    assert all(OVERRIDES[k].clause.startswith("cent-") for k in ("count-option", "discard-touched", "left-declared"))
