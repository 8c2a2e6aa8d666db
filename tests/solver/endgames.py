"""Random endgames for the solver's tests: a few tricks still to play, hands of equal or unequal length,
any scores, a pique still open or not, players who reckon nothing (Law 58), the last trick of a short hand
the twelfth or the last played (the spec's choice short-hand-last-trick)."""

from __future__ import annotations

from hypothesis import strategies as st

from piquet.model.cards import card_set
from piquet.model.play import TRICKS
from piquet.model.solver import Position, Rules, Start


@st.composite
def endgames(draw: st.DrawFn, most: int = 5, low_cards: st.SearchStrategy[bool] = st.just(False)) -> Start:
    """A start with at most ``most`` tricks to play. The extra card of an unequal deal is the elder's or
    the younger's, in a deal of twelve tricks (thirteen against twelve) or of eleven (eleven against
    twelve, Laws 30-31, 57; Case XIX); the leader may have led already, or, at the elder's first lead,
    may lead any card instead. ``low_cards``: whether nines, eights and sevens score nothing in play (Piquet
    au cent by agreement, cent-26.1)."""
    to_play = draw(st.integers(1, most))
    shape = draw(st.sampled_from(["equal", "elder long", "younger long"]))
    deal_tricks = TRICKS if shape == "equal" else draw(st.sampled_from([TRICKS, TRICKS - 1]))
    extra = (0, 0) if shape == "equal" else (1, 0) if shape == "elder long" else (0, 1)
    cards = draw(st.permutations(range(32)))
    elder_count, younger_count = to_play + extra[0], to_play + extra[1]
    elder = card_set(cards[:elder_count])
    younger = card_set(cards[elder_count:elder_count + younger_count])
    played = deal_tricks - to_play
    leader = draw(st.sampled_from([0, 1]))
    lead = -1
    if draw(st.booleans()):
        lead = cards[0] if leader == 0 else cards[elder_count]
        elder, younger = (elder ^ 1 << lead, younger) if leader == 0 else (elder, younger ^ 1 << lead)
    won_elder = draw(st.integers(0, played))
    pique_at = draw(st.one_of(st.none(), st.integers(1, 30)))
    toward = -1 if pique_at is None or draw(st.booleans()) else draw(st.integers(0, pique_at - 1))
    # The last trick of a short hand (Laws 57, 65): the twelfth, not played (harmonised), or the last played.
    rules = Rules((draw(st.booleans()), draw(st.booleans())), pique_at, draw(low_cards),
                  last_played_is_last=draw(st.booleans()))
    scores = draw(st.integers(0, 80)), draw(st.integers(0, 80))
    position = Position(elder, younger, leader, lead, played, won_elder, played - won_elder, toward, *scores)
    # A free first lead with the low cards scoring nothing starts from a low card led if the elder holds one
    # (first_lead_start).
    low_first = not rules.low_cards or lead & 7 <= 2 or not elder & 0x07070707
    free_lead = lead >= 0 and leader == 0 and low_first and draw(st.booleans())
    return Start(position, rules, free_lead)
