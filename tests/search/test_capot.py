"""The elder forcing tricks (a capot, a pique): the search with equivalent cards against plain search."""

from __future__ import annotations

from hypothesis import given, strategies as st

import pytest

from piquet.model.cards import CardSet, cards_in
from piquet.model.play import beats, playable
from piquet.search.capot import elder_forces_capot, elder_forces_pique, elder_forces_tricks


def _plainly(elder: CardSet, younger: CardSet, tricks: int) -> bool:
    # Every lead, every lawful reply (Law 59 IV), no equivalence, no table.
    if tricks <= 0 or not elder or not younger:
        return True
    return any(all(not beats(lead, reply) and _plainly(elder ^ 1 << lead, younger ^ 1 << reply, tricks - 1)
                   for reply in cards_in(playable(younger, lead)))
               for lead in cards_in(elder))


@st.composite
def _hands(draw: st.DrawFn) -> tuple[CardSet, CardSet, int]:
    cards = draw(st.permutations(range(32)))
    size = draw(st.integers(1, 6))
    elder, younger = sum(1 << c for c in cards[:size]), sum(1 << c for c in cards[size:2 * size + draw(st.integers(0, 1))])
    return elder, younger, draw(st.integers(0, size))


@pytest.mark.law("59")
@given(_hands())
def test_forcing_tricks_agrees_with_plain_search(hands: tuple[CardSet, CardSet, int]) -> None:
    elder, younger, tricks = hands
    assert elder_forces_tricks(elder, younger, tricks) == _plainly(elder, younger, tricks), \
        f"elder {elder:#x}, younger {younger:#x}, {tricks} tricks"


def test_a_capot_is_every_trick_and_a_pique_the_tricks_before_its_lead() -> None:
    spades, hearts = 0xFF, 0xFF << 8  # bit 0 the seven of spades ... bit 7 the ace; then the hearts
    assert elder_forces_capot(spades, hearts)  # eight spades against eight hearts: every trick
    ace_of_spades = 1 << 7
    younger = hearts ^ 1 << 8 | ace_of_spades  # the younger's seven of hearts changed for the ace of spades
    assert not elder_forces_capot(spades ^ ace_of_spades, younger)
    # A pique at a count of 1 falls on the first lead, whatever the younger holds; at 8 the elder must win
    # seven tricks first, and cannot: he holds only spades, and the younger's ace takes the first he leads.
    assert elder_forces_pique(spades ^ ace_of_spades, younger, 1)
    assert not elder_forces_pique(spades ^ ace_of_spades, younger, 8)
