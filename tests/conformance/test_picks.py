"""The model plays either pick of the spec's choices that move a deal's score (Laws 57, 65, 68, 69).

The model follows the harmonised reading; of two choices it can also play
the other pick (:class:`~piquet.model.variants.Picks`), so that a stored
deal replayed under a reading scores what the spec's clauses score under
it: ``pique-after-repique`` (Laws 68, 69: the literal ``both``, a repique
and a pique in one deal) and ``short-hand-last-trick`` (Laws 57, 65: the
literal ``last-played``). Here: the model's names of the picks are the
spec's alternatives; each reading's picks are read as the model's; and
deals played out by the model under each reading's picks score the repique
and the pique the spec's clauses 68 and 69 derive under that reading.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, strategies as st

from piquet.conformance.situation import situation
from piquet.model.actions import Action, Exchange, SeeLeftCards
from piquet.model.deal import DealState, apply, legal_actions, start_deal
from piquet.model.errors import InputError
from piquet.model.roles import Role
from piquet.model.variants import HARMONISED_PICKS, PICKED, Picks, Rules, picks_of
from piquet.proofs.encoding import clauses_for
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.scoring import SCORING, S
from piquet.spec.evaluation import derive
from piquet.spec.readings import HARMONISED, LITERAL
from piquet.testing.strategies import deals

from tests.conformance.players import in_full

READINGS = (HARMONISED, LITERAL)
_SIDES = ((Role.ELDER, S.elder), (Role.YOUNGER, S.younger))


@pytest.mark.law("57", "65", "68", "69")
def test_the_model_names_its_picks_as_the_spec_names_the_alternatives() -> None:
    choices = {c.name: c for c in catalogue().choices}
    for name, kind in PICKED.items():
        assert name in choices, f"the model plays a choice the spec does not have: {name}"
        assert {m.value for m in kind} == {a.key for a in choices[name].alternatives}, \
            f"{name}: the model's picks are not the spec's alternatives"


@pytest.mark.law("57", "65", "68", "69")
@pytest.mark.parametrize("reading", READINGS)
def test_each_reading_is_played_by_its_own_picks(reading: str) -> None:
    chosen = catalogue().reading(reading).picks
    picks = picks_of(chosen)
    played = {"pique-after-repique": picks.pique_after_repique.value,
              "short-hand-last-trick": picks.short_hand_last_trick.value}
    assert played == {name: chosen[name] for name in PICKED}, reading
    assert (picks == HARMONISED_PICKS) == (reading == HARMONISED), "the model's default is the harmonised reading's"
    assert picks.pique_with_repique == (chosen["pique-after-repique"] == "both")
    assert picks.last_played_is_last == (chosen["short-hand-last-trick"] == "last-played")


def test_an_alternative_the_choice_does_not_have_is_refused() -> None:
    with pytest.raises(InputError, match="pique-after-repique"):
        picks_of({"pique-after-repique": "pique-only"})


#: The huitième of a suit and the three other aces: point, sequence and quatorze no younger hand can beat, so a
#: repique (Law 68) with the younger hand reckoning nothing, and under the literal reading a pique besides.
def _strong(suit: int, filler: int) -> int:
    return 0xFF << 8 * suit | sum(1 << (8 * s + 7) for s in range(4) if s != suit) | 1 << filler


@st.composite
def _deal(draw: st.DrawFn) -> tuple[int, int, tuple[int, ...], int]:
    """A random deal (a carte blanche now and then), or one whose elder hand holds :func:`_strong` and
    discards its one other card; the card he discards first (-1: any, at random)."""
    if not draw(st.booleans()):
        elder, younger, stock = draw(deals())
        return elder, younger, stock, -1
    suit = draw(st.integers(0, 3))
    others = [c for c in range(32) if c >> 3 != suit and c & 7 != 7]
    filler = draw(st.sampled_from(others))
    rest = draw(st.permutations([c for c in others if c != filler]))
    return _strong(suit, filler), sum(1 << c for c in rest[:12]), tuple(rest[12:]), filler


def _played(deal: tuple[int, int, tuple[int, ...], int], seed: int, picks: Picks) -> DealState:
    """The deal played out by the model under ``picks``: declared in full, a carte blanche shown, the left cards
    not looked at, the rest chosen by ``seed`` (the same choices whatever the picks: they change scores only)."""
    elder, younger, stock, filler = deal
    rng = random.Random(seed)
    state = start_deal(elder, younger, list(stock), rules=Rules(picks=picks))
    while not state.over:
        options = in_full(state, legal_actions(state))
        action: Action = next((a for a in options if a == SeeLeftCards(False)), options[rng.randrange(len(options))])
        if filler >= 0 and state.to_move is Role.ELDER and isinstance(action, Exchange):
            action = next(a for a in options if isinstance(a, Exchange) and a.discard == 1 << filler)
        state = apply(state, action)
    return state


@pytest.mark.law("67", "68", "69")
@given(_deal(), st.integers(0, 2**32 - 1))
def test_the_repique_and_pique_the_model_plays_are_the_spec_s_under_each_reading(
        deal: tuple[int, int, tuple[int, ...], int], seed: int) -> None:
    for reading in READINGS:
        state = _played(deal, seed, picks_of(catalogue().reading(reading).picks))
        try:
            values = situation(state, SCORING.name)
        except ValueError:  # not read as a regular deal of twelve cards each
            assume(False)
            return
        given_values = {v.name: values[v.name] for v in SCORING.given}
        derived = derive(clauses_for(SCORING, catalogue().clauses(reading)), given_values)
        for role, side in _SIDES:
            said = (values[side.repique.name], values[side.pique.name])
            spec = (derived[side.repique.name], derived[side.pique.name])
            assert said == spec, (f"{reading}: the {role.word} hand's repique and pique (Laws 68, 69): the model "
                                  f"{said}, the spec {spec}; bonus {state.bonus}, hand scores {state.hand_scores}")
            assert state.scores[role] == derived[side.total.name], \
                f"{reading}: the {role.word} hand's score: the model {state.scores[role]}, the spec " \
                f"{derived[side.total.name]}"
