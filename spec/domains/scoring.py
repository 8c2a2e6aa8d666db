"""The scoring domain: two hands as 32-bit card sets, the play in summary, and the scores (Laws 61-69).

Given: each hand after the exchange (card sets, bit ``suit * 8 + rank``),
whether it was dealt a carte blanche and whether he shows it (Law 19), whether
its holder can reckon nothing
that deal (Law 58), and the play in summary: tricks won, points made in
play, and the points the elder hand makes in play before the younger hand
counts anything (which decide a pique). The summary constraints are true
of every play of twelve tricks, so a bound proved over them holds for
every real play; a witness is confirmed by playing it through the model.

Chosen (determined by the laws): each class's score for each player,
repique, pique, the cards, and the deal's total.
"""

from __future__ import annotations

from piquet.spec.expr import Expr, all_of, cards, popcount
from piquet.spec.vocabulary import CHOSEN, GIVEN, Domain, cards_var, flag, integer

__all__ = ["Side", "S", "SCORING", "SHORT_DEAL", "COURTS", "ONE_HAND", "HOLDING", "SHORT", "SHORT_PLAY"]

#: Law 18: king, queen and knave (bit ``suit * 8 + rank``; rank 4 knave, 5 queen, 6 king).
COURTS = sum(1 << (s * 8 + r) for s in range(4) for r in (4, 5, 6))


class Side:
    """One player's variables in the scoring domain."""

    def __init__(self, who: str, g: str = "scoring") -> None:
        name = f"the {who} hand"
        self.who = who
        self.hand = cards_var(f"{who}_hand", f"{name} after the exchange", g, GIVEN)
        self.carte_blanche = flag(f"{who}_carte_blanche", f"{name} was dealt a carte blanche", g, GIVEN)
        self.shows = flag(f"{who}_shows_carte_blanche", f"{name} shows his carte blanche, counting the cards face "
                          "upward (Law 19)", g, GIVEN)
        self.barred = flag(f"{who}_scores_nothing", f"{name} can reckon nothing that deal (Law 58)", g, GIVEN)
        self.tricks = integer(f"{who}_tricks", 0, 12, f"the tricks {name} wins", g, GIVEN)
        self.play = integer(f"{who}_play_points", 0, 13, f"the points {name} makes in play", g, GIVEN)
        self.cb_counts = flag(f"{who}_carte_blanche_counts", f"{name}'s carte blanche counts: it scores, and "
                              "first (Laws 18, 19, 61)", g, CHOSEN)
        # Scores, by class of Law 67, as the laws reckon them (zero when he reckons nothing).
        self.cb_score = integer(f"{who}_carte_blanche_score", 0, 10, f"what {name} reckons for carte blanche",
                                g, CHOSEN)
        self.point_score = integer(f"{who}_point_score", 0, 12, f"what {name} reckons for point", g, CHOSEN)
        self.sequence_score = integer(f"{who}_sequence_score", 0, 40, f"what {name} reckons for sequences",
                                      g, CHOSEN)
        self.set_score = integer(f"{who}_set_score", 0, 42, f"what {name} reckons for quatorzes and trios",
                                 g, CHOSEN)
        self.repique = flag(f"{who}_repique", f"{name} wins a repique", g, CHOSEN)
        self.pique = flag(f"{who}_pique", f"{name} wins a pique", g, CHOSEN)
        self.cards_score = integer(f"{who}_cards_score", 0, 40, f"what {name} scores for the cards", g, CHOSEN)
        self.total = integer(f"{who}_deal_score", 0, 300, f"what {name} scores in the deal", g, CHOSEN)

    @property
    def hand_score(self) -> Expr:
        """Classes I-IV of Law 67: what he reckons in hand."""
        return self.cb_score + self.point_score + self.sequence_score + self.set_score


class _Scoring:
    def __init__(self) -> None:
        self.elder = Side("elder")
        self.younger = Side("younger")
        self.elder_opening = integer(
            "elder_opening_play_points", 0, 13,
            "the points the elder hand makes in play before the younger hand counts anything in play",
            "scoring", GIVEN)

    def domain(self, short: bool = False) -> Domain:
        """The scoring domain: two hands of twelve cards; ``short``, the short-deal domain instead, one hand
        played short (Laws 30, 57), for the theorems on such a deal (the scoring laws read its variables)."""
        e, y = self.elder, self.younger
        non_court = cards(~COURTS)
        twelve = not short
        physics = all_of([
            # A deal: twelve cards each, no card in both hands; or one hand played short, the other of twelve at most.
            *([popcount(e.hand).eq(12), popcount(y.hand).eq(12)] if twelve else
              [popcount(e.hand) <= 12, popcount(y.hand) <= 12]),
            popcount(e.hand & y.hand).eq(0),
            *([] if twelve else [(popcount(e.hand) < 12) | (popcount(y.hand) < 12)]),
            # A carte blanche was dealt without court cards; at most five (elder) or seven (younger) cards are
            # exchanged, so that many non-court cards remain (Laws 18, 21, 22); the younger's four where he takes
            # in all eight, the elder playing short having taken none (theorem all-taken-in).
            e.carte_blanche.implies(popcount(e.hand & non_court) >= 7),
            y.carte_blanche.implies(popcount(y.hand & non_court) >= (5 if twelve else 4)),
            # Only a carte blanche dealt can be shown (Laws 18, 19).
            e.shows.implies(e.carte_blanche), y.shows.implies(y.carte_blanche),
            # Twelve tricks (a card a short hand cannot play to counts as a trick for the adversary, Law 57).
            (e.tricks + y.tricks).eq(12),
            # Each trick counts one for its lead, one more to a winner playing second, the last trick one more
            # (Law 65): each player makes at most thirteen in play. A short hand wins at most a trick a card.
            *([e.play >= e.tricks, y.play >= y.tricks,
               e.tricks.eq(12).implies(e.play.eq(13) & y.play.eq(0)),
               y.tricks.eq(12).implies(y.play.eq(13) & e.play.eq(1))] if twelve else
              [e.tricks <= popcount(e.hand), y.tricks <= popcount(y.hand)]),
            # The elder hand leads first and counts one for it; his opening run ends at the younger hand's first
            # winning card, or with the thirteenth point of a capot.
            self.elder_opening >= 1, self.elder_opening <= e.play,
            *([self.elder_opening <= e.tricks + 1, e.tricks.eq(12).implies(self.elder_opening.eq(13))]
              if twelve else []),
        ])
        given = (e.hand, y.hand, e.carte_blanche, y.carte_blanche, e.shows, y.shows, e.barred, y.barred,
                 e.tricks, y.tricks, e.play, y.play, self.elder_opening)
        chosen = tuple(v for side in (e, y) for v in (side.cb_counts, side.cb_score, side.point_score, side.sequence_score,
                                                      side.set_score, side.repique, side.pique,
                                                      side.cards_score, side.total))
        if short:
            return Domain("short-deal", given, chosen, physics, (),
                          "two hands after the exchange, one of them played short (Laws 30, 57), the tricks as Law 57 "
                          "counts them and the points each scores in play; then each class's score",
                          bitvector_ints=False)
        return Domain("scoring", given, chosen, physics, (), "two hands of twelve cards after the "
                      "exchange, carte blanche (dealt, shown) and penalty flags, and the play in summary; then each "
                      "class's score", bitvector_ints=False)


S = _Scoring()
SCORING = S.domain()
#: A deal in which a hand is played short (Laws 30, 57): outside the scoring domain, which has twelve cards each.
SHORT_DEAL = S.domain(short=True)


#: One hand alone, for theorems about what a holding can score whatever the adversary holds.
HOLDING = cards_var("holding", "a hand of twelve cards", "holding", GIVEN)
ONE_HAND = Domain("one-hand", (HOLDING,), (), popcount(HOLDING).eq(12), (), "one hand of twelve cards")


class _ShortPlay:
    """The play when a hand of fewer than twelve cards runs out before the twelfth trick (Laws 26, 30, 57):
    a world of its own, since the scoring domain reads twelve cards each. Clause 65.2 says what each then
    scores in play, as the reading makes the last trick (the choice short-hand-last-trick)."""

    def __init__(self) -> None:
        g = "short-play"
        self.elder_made = integer("elder_short_play_points", 0, 12, "the points the elder hand makes in play, a "
                                  "point for each card he leads or wins a trick with (Law 65)", g, GIVEN)
        self.younger_made = integer("younger_short_play_points", 0, 12, "the points the younger hand makes in play, a "
                                    "point for each card he leads or wins a trick with (Law 65)", g, GIVEN)
        self.last_won = integer("short_hand_last_trick", 1, 2, "who won the last trick played, 1 the elder hand, 2 "
                                "the younger hand", g, GIVEN)
        self.elder_scored = integer("elder_short_play_score", 0, 13, "what the elder hand scores in play", g, CHOSEN)
        self.younger_scored = integer("younger_short_play_score", 0, 13, "what the younger hand scores in play", g,
                                      CHOSEN)

    def domain(self) -> Domain:
        # Eleven tricks or fewer, a point for each lead and each trick won by the follower.
        physics = (self.elder_made + self.younger_made) <= 22
        return Domain("short-play", (self.elder_made, self.younger_made, self.last_won),
                      (self.elder_scored, self.younger_scored), physics, (),
                      "the play of a deal in which a hand of fewer than twelve cards ran out: the points each made by "
                      "Law 65's first sentence and who won the last trick played; then what each scores in play")


SHORT = _ShortPlay()
SHORT_PLAY = SHORT.domain()
