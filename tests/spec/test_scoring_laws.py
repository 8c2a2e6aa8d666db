"""Laws 66 and 69 on hand-built situations of the scoring domain: a capot never counts toward a pique.

The scoring domain takes the play in summary (tricks, points in play, the
elder hand's opening run), so a capot is stated, not played.
"""

from __future__ import annotations

import pytest

from piquet.model.cards import card_set, parse_cards
from piquet.proofs.encoding import clauses_for
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.scoring import SCORING, S
from piquet.spec.evaluation import derive

# The elder hand reckons three in hand; the younger hand reckons nothing.
ELDER = "10S 8S 7S 10H 8H KD 10D 7D KC QC 9C 8C"
YOUNGER = "KS JS KH QH 9H QD JD 9D 8D AC 10C 7C"


@pytest.mark.law("66", "69")
@pytest.mark.parametrize("reading", ["literal", "harmonised"])
def test_a_capot_does_not_count_toward_a_pique(reading: str) -> None:
    given = {
        S.elder.hand.name: card_set(parse_cards(ELDER)), S.younger.hand.name: card_set(parse_cards(YOUNGER)),
        S.elder.carte_blanche.name: False, S.younger.carte_blanche.name: False,
        S.elder.shows.name: False, S.younger.shows.name: False,
        S.elder.barred.name: False, S.younger.barred.name: False,
        # A capot: every trick to the elder hand, thirteen in play, all before the younger counts anything.
        S.elder.tricks.name: 12, S.younger.tricks.name: 0, S.elder.play.name: 13, S.younger.play.name: 0,
        S.elder_opening.name: 13,
    }
    values = derive(clauses_for(SCORING, catalogue().clauses(reading)), given)
    in_hand = [S.elder.cb_score, S.elder.point_score, S.elder.sequence_score, S.elder.set_score]
    younger = [S.younger.cb_score, S.younger.point_score, S.younger.sequence_score, S.younger.set_score]
    assert sum(int(values[v.name]) for v in in_hand) == 3
    assert sum(int(values[v.name]) for v in younger) == 0
    # Law 69: 3 in hand + 13 in play is short of thirty; the capot's forty reckons after play (Law 66).
    assert values[S.elder.pique.name] is False, "Law 69: a capot does not count toward a pique"
    assert values[S.elder.cards_score.name] == 40
    assert values[S.elder.total.name] == 3 + 13 + 40
