"""Hand-checked solves: a pique won in play (Law 69), a short hand whose adversary's extra card counts as a
trick (Law 57; Case XIX: the twelfth trick is the last), and a player who reckons nothing but bars (Law 58)."""

from __future__ import annotations

import pytest

from piquet.model.cards import card_set, parse_cards
from piquet.model.reckoning import pique
from piquet.model.solver import Position, Rules, Start, deal_objective, minimax, partie_objective, solve


def _hand(text: str) -> int:
    return card_set(parse_cards(text))


@pytest.mark.law("69")
def test_the_elder_leads_his_ace_first_to_make_a_pique_in_play() -> None:
    """Two tricks to play. The elder has 26 in hand and 2 in play, the younger nothing yet (Law 69). The
    elder holds AS 7H, the younger KS 8H. Ace first: leads 1 (29), wins; 7H: 1 (30), a pique (+30); the
    younger wins the last trick (1 + 1). Elder 28 + 32 = 60, younger 2. The seven first: the younger
    wins it and scores before the elder reaches thirty: no pique, elder 31, younger 3."""
    assert pique(26, 0, 4, False) and not pique(26, 0, 3, False)
    start = Start(Position(_hand("AS 7H"), _hand("KS 8H"), 0, -1, 10, 5, 5, 2, 28, 0), Rules((False, False), 4))
    solution = solve(start, deal_objective(), alternatives=True)
    assert solution.line == tuple(parse_cards("AS KS 7H 8H"))
    assert solution.scores == (60, 2) and solution.value == 58
    assert solution.alternatives is not None and solution.alternatives[0] == tuple(parse_cards("AS"))
    assert minimax(start, deal_objective())[0] == 58


@pytest.mark.law("57")
@pytest.mark.case("XIX")
def test_a_short_hand_leaves_a_card_that_counts_as_a_trick() -> None:
    """Eleven against twelve (Law 57): the elder holds AS 7H, the younger 8S, ten tricks played, five each.
    The eleventh trick ends the play: the younger's hand is out, the elder's remaining card counts as his
    trick, 7 to 5: the cards, 10. The eleventh trick is not the last (Case XIX): no extra point. Elder
    +1 (lead) +10, whatever he leads."""
    start = Start(Position(_hand("AS 7H"), _hand("8S"), 0, -1, 10, 5, 5, -1, 0, 0), Rules((False, False), None))
    solution = solve(start, deal_objective(), alternatives=True)
    assert solution.scores == (11, 0) and solution.tricks == (7, 5)
    assert solution.alternatives is not None and set(solution.alternatives[0]) == set(parse_cards("AS 7H"))


@pytest.mark.law("58")
def test_a_player_who_reckons_nothing_still_bars_the_pique() -> None:
    """The younger can reckon nothing (Law 58), yet his points in play count nominally against a pique. The
    elder (26 in hand, 2 in play, a pique at 4 more) holds 7H AS, the younger 8H KS and leads. Whatever he
    leads scores him one, nominally: no pique can follow. 8H: he wins it (7H must follow), leads KS, the elder
    wins with AS and the last trick (1 + 1). KS: the elder wins (1), leads 7H (1), the younger wins the
    last. Elder 28 + 2 = 30 either way, younger 0, six tricks each. Were the younger's points not counted,
    the elder's two would make the pique."""
    start = Start(Position(_hand("7H AS"), _hand("8H KS"), 1, -1, 10, 5, 5, 2, 28, 0), Rules((False, True), 4))
    solution = solve(start, deal_objective())
    assert solution.scores == (30, 0), "no pique: the younger's nominal points in play bar it"
    assert solution.tricks == (6, 6)
    unbarred = Start(start.position._replace(leader=0), start.rules)
    assert solve(unbarred, deal_objective()).scores[0] >= 28 + 2 + 30, "leading himself, the elder piques"


@pytest.mark.law("73")
def test_a_player_about_to_be_rubiconed_keeps_the_sum_low() -> None:
    """Partie objective, the last deal: elder 40, younger 120 before it, so the younger wins a rubicon
    whatever is played and counts both scores (Law 73). The elder holds AS 7H, the younger 8H 9S, two tricks
    to play, five each so far. For his score (deal objective) the elder leads 7H: the younger wins it (1),
    leads 9S (1), the elder wins the last (2): elder 1 + 2 = 3, younger 2. For the partie he leads AS
    (1), wins, leads 7H (1), the younger wins the last (2): elder 2, younger 2, a rubicon of
    40 + 2 + 120 + 2 + 100 = 264 instead of 265."""
    start = Start(Position(_hand("AS 7H"), _hand("8H 9S"), 0, -1, 10, 5, 5, -1, 0, 0), Rules((False, False), None))
    by_deal = solve(start, deal_objective())
    by_partie = solve(start, partie_objective((40, 120)))
    assert (by_deal.line[0], by_deal.scores, by_deal.value) == (parse_cards("7H")[0], (3, 2), 1)
    assert (by_partie.line[0], by_partie.scores, by_partie.value) == (parse_cards("AS")[0], (2, 2), -264)
