"""The partie: Laws 70-74, over the omissions and partie domains."""

from __future__ import annotations

from piquet.spec.domains.calling import K
from piquet.spec.domains.partie import T
from piquet.spec.expr import Sort, Term
from piquet.spec.law import Governs
from piquet.spec.laws.build import law, may, must, must_not, then
from piquet.spec.readings import Alternative, Choice

__all__ = ["LAWS", "CHOICES"]


#: Law 70: what an "error in counting the hand" is.
COUNTING_ERROR = Term("counting_error", Sort.BOOL, "the error is an error in counting the hand")

EXTRA = T.deal_no >= 7
W, L = T.winner, T.loser

_DIFFERENCE = "The winner deducts the loser's score from his own, and adds a hundred."

LAWS = (
    # Finding (literal): an omission is an error in counting the hand, so Law 70 lets it be rectified
    # until the player sees his next hand, while Law 56 forbids reckoning anything omitted once the
    # younger hand has played to the first trick.
    law(70, Governs.SCORING,
        may("70.1", "Errors in counting the hand, if proved, may be rectified at any time before the "
            "player in error has seen his next hand.", K.error_rectified, when=COUNTING_ERROR & ~K.next_hand_seen),
        see=(56,)),
    law(71, Governs.PARTIE,
        must("71.1", "A partie consists of six deals.", T.played, when=T.deal_no <= 6),
        must("71.2", "If both players score the same in six deals, each deals once more.", T.played,
             when=EXTRA & T.tied),
        must_not("71.3", "Otherwise the partie ends with the sixth deal, and after the two extra deals even "
                 "if there is a second tie.", T.played, when=EXTRA & ~T.tied),
        must("71.4", "The partie is won by the player who makes the higher score.", T.won, when=W > L),
        then("71.5", "After a second tie the partie is concluded, and nobody wins it.", ~T.won, when=W.eq(L)),
        see=(72, 73)),
    # Finding (literal): Law 72 reckons every partie by the difference, Law 73 a rubicon by the sum;
    # where the loser has scored something under a hundred they disagree, and Law 72 names no exception.
    law(72, Governs.PARTIE,
        must("72.1", _DIFFERENCE, T.points.eq(W - L + 100), when=T.won),
        see=(73,)),
    law(73, Governs.PARTIE,
        must("73.1", "If the loser fails to score a hundred, the winner, whether his score reaches a hundred "
             "or not, adds the loser's score to his own, and a hundred.", T.points.eq(W + L + 100),
             when=T.won & (L < 100)),
        see=(72,)),
    law(74, Governs.SCORING,
        must("74.1", "If the written scores differ, a player's score of his own hand is taken as correct.",
             T.own_taken, when=T.written_differ)),
)

CHOICES = (
    Choice(
        name="omission-is-not-a-counting-error",
        reads=(("70", "Errors in counting the hand, if proved"),),
        printed_exceptions="none (Law 56 names Law 54 as its exception, not Law 70)",
        laws=("56", "70"),
        question="Is an omission (something held and not reckoned) an 'error in counting the hand' that Law 70 "
                 "lets be rectified until the next hand is seen, or only an error in adding up or marking what "
                 "was reckoned?",
        alternatives=(
            Alternative("any-error", "Any proved error, omissions included.",
                        terms={COUNTING_ERROR.name: K.hand_error >= 1}),
            Alternative("adding-up", "Errors in adding up or marking what was reckoned; omissions are Law 56's.",
                        terms={COUNTING_ERROR.name: K.hand_error.eq(2)}),
        ),
        default="adding-up",
        reason="Law 56 closes the reckoning of anything omitted at the first trick and names Law 54 as its only "
               "exception; Piquet au cent speaks of 'errors in adding up, or in marking the score' for the same "
               "rule.",
    ),
    Choice(
        name="rubicon-replaces-difference",
        reads=(
            ("72", "The winner of the partie deducts the score of the loser from his own"),
            ("73", "If the loser fail to score a hundred"),
        ),
        printed_exceptions="none",
        laws=("72", "73"),
        question="Law 72 gives every winner the difference and a hundred; Law 73 gives the winner of a rubicon "
                 "the sum and a hundred. Does Law 73 except the rubicon from Law 72?",
        alternatives=(
            Alternative("both-apply", "Law 72 applies to every partie, as written."),
            Alternative("rubicon-excepts", "Law 73 is the exception for a loser under a hundred.",
                        replace=(must("72.1", _DIFFERENCE, T.points.eq(W - L + 100), when=T.won,
                                      unless=("73.1",)),)),
        ),
        default="rubicon-excepts",
        reason="Law 73 speaks of a particular loser and fixes his points otherwise; both cannot hold where he "
               "has scored anything.",
    ),
)
