"""The partie domains: the deals a partie consists of (Law 71; by agreement four), and what the
winner scores (Laws 71-74).

Totals range over a few representative scores (under and over a hundred,
equal and unequal), enough for every case of Laws 71-73.
"""

from __future__ import annotations

from piquet.spec.expr import Expr, Var, all_of, any_of
from piquet.spec.vocabulary import CHOSEN, GIVEN, OUTCOME, Domain, flag, integer

__all__ = ["T", "PARTIE_DEALS", "PARTIE_POINTS", "FOUR_DEALS"]

#: Representative totals: a loser of nothing, one under a hundred, one over; winners likewise.
WINNER_TOTALS = (60, 100, 160)
LOSER_TOTALS = (0, 40, 100, 160)


def _one_of(var: Var, values: tuple[int, ...]) -> Expr:
    return any_of(var.eq(v) for v in values)


class _Partie:
    """Variables of Laws 71-74 and of the four-deal partie."""

    def __init__(self) -> None:
        g = "partie"
        self.deal_no = integer("partie_deal", 1, 8, "the number of a deal in the partie", g, GIVEN)
        self.tied = flag("tied_after_six", "the scores are equal after six deals", g, GIVEN)
        self.played = flag("deal_played", "that deal is played", g, OUTCOME)
        self.winner = integer("higher_total", 0, 160, "the higher of the two players' totals", g, GIVEN)
        self.loser = integer("lower_total", 0, 160, "the lower of the two players' totals", g, GIVEN)
        self.won = flag("partie_won", "the player with the higher total wins the partie", g, OUTCOME)
        self.points = integer("points_won", 0, 500, "the number of points the winner wins", g, CHOSEN)
        self.written_differ = flag("written_scores_differ", "the players' written scores differ", g, GIVEN)
        self.own_taken = flag("own_hand_score_taken", "each player's score of his own hand is taken as correct",
                              g, CHOSEN)
        g4 = "four deals"
        self.four_deal_no = integer("four_partie_deal", 1, 6, "the number of a deal in a partie of four deals",
                                    g4, GIVEN)
        self.four_tied = flag("tied_after_four", "the scores are equal after four deals", g4, GIVEN)
        self.four_played = flag("four_deal_played", "that deal of the partie of four is played", g4, OUTCOME)
        self.weight = integer("deal_weight", 1, 2, "how many times the scores of that deal count", g4, CHOSEN)

    def deals(self) -> Domain:
        t = self
        return Domain(
            name="partie-deals",
            given=(t.deal_no, t.tied, t.written_differ),
            chosen=(t.played, t.own_taken),
            physics=(t.deal_no <= 6).implies(~t.tied),
            normal=(("partie_deal", 1), ("tied_after_six", 0), ("written_scores_differ", 0)),
            describe="a deal's number in the partie, whether the scores are equal after six deals and whether "
                     "the written scores differ; then whether the deal is played and whose score is taken",
        )

    def points_domain(self) -> Domain:
        t = self
        return Domain(
            name="partie-points",
            given=(t.winner, t.loser),
            chosen=(t.won, t.points),
            physics=all_of([_one_of(t.winner, WINNER_TOTALS + LOSER_TOTALS), _one_of(t.loser, LOSER_TOTALS),
                            t.loser <= t.winner]),
            normal=(("higher_total", 100), ("lower_total", 100)),
            describe="the two totals at the end of the partie (a few representative scores); then who wins, and "
                     "how many points",
        )

    def four(self) -> Domain:
        t = self
        return Domain(
            name="four-deals",
            given=(t.four_deal_no, t.four_tied),
            chosen=(t.four_played, t.weight),
            physics=(t.four_deal_no <= 4).implies(~t.four_tied),
            normal=(("four_partie_deal", 1), ("tied_after_four", 0)),
            describe="a deal's number in a partie of four deals and whether the scores are equal after four; "
                     "then whether it is played and how its scores count",
        )


T = _Partie()
PARTIE_DEALS = T.deals()
PARTIE_POINTS = T.points_domain()
FOUR_DEALS = T.four()
