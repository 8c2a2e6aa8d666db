"""A partie of Rubicon Piquet: cutting for deal, dealing in turn, and its result.

Laws 3-4 (cutting), 9 and 16 (dealing alternately, by twos or threes for
the whole partie), 71 (six deals; a tie, one more deal each; the note's
four-deal partie by agreement) and 72-73 (the points won, and the rubicon).
The players are named "A" and "B".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal, NamedTuple

from piquet.model.errors import InputError
from piquet.model.cards import Card, rank_of
from piquet.model.reference import References
from piquet.model.roles import Role

__all__ = [
    "Player", "PLAYERS", "RUBICON", "PARTIE_BONUS", "PartieResult", "Partie", "Written", "cut_card", "cut_for_deal",
    "rubiconed", "loser_sign", "partie_result",
]

Player = Literal["A", "B"]
PLAYERS: tuple[Player, Player] = ("A", "B")

# Law 73: a loser who fails to score a hundred is rubiconed.
RUBICON = 100
# Law 72: the winner adds a hundred to what he wins.
PARTIE_BONUS = 100


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class Written(NamedTuple):
    """A deal whose written scores differ (Law 74): each player's count of his own score, and his score
    as his adversary wrote it, each as (A, B)."""

    own: tuple[int, int]
    by_adversary: tuple[int, int]
REFERENCES.cite("Written", "74")


def _by_player(dealer: Player, by_role: tuple[int, int]) -> tuple[int, int]:
    """A pair by role (elder, younger) as (A, B): the dealer is the younger hand."""
    return by_role if dealer == "B" else (by_role[1], by_role[0])


def _other(player: Player) -> Player:
    return "B" if player == "A" else "A"


def cut_card(pack: Sequence[Card], cut: int) -> Card:
    """The card shown by lifting ``cut`` cards off the top: the bottom card of the packet lifted.

    Law 3: a cut takes at least two cards and leaves at least two.
    """
    if not 2 <= cut <= len(pack) - 2:
        raise InputError("cut", f"a cut of {cut} cards: it must take at least two and leave at least two (Law 3)")
    return pack[cut - 1]
REFERENCES.cite("cut_card", "3")


def cut_for_deal(card_a: Card, card_b: Card) -> Player | None:
    """Who cut the higher card and so has the choice of deal (Law 4: the ace is highest).

    None when both cut cards of the same rank: the Laws do not say; by
    custom they cut again.
    """
    a, b = rank_of(card_a), rank_of(card_b)
    return None if a == b else "A" if a > b else "B"
REFERENCES.cite("cut_for_deal", "4")


@dataclass(frozen=True, slots=True)
class PartieResult:
    """The outcome of a partie: the winner (None if it stands tied), the points he wins, and
    whether the loser was rubiconed (Laws 72-73)."""

    winner: Player | None
    points: int
    rubicon: bool
REFERENCES.cite("PartieResult", "72", "73")


def rubiconed(loser: int) -> bool:
    """Law 73: whether the loser of the partie, with ``loser`` points, is rubiconed (he has not a hundred)."""
    return loser < RUBICON


def loser_sign(loser: int) -> int:
    """How the loser's points count in what the winner wins: taken from the winner's, the difference (Law 72,
    -1), or added to them when he is rubiconed, the sum (Law 73, 1)."""
    return 1 if rubiconed(loser) else -1


def partie_result(score_a: int, score_b: int) -> PartieResult:
    """Laws 72-73: what the winner of a finished partie wins.

    The higher score wins the difference of the scores + 100; if the loser
    has not reached a hundred the winner, whether or not he has, wins the
    sum of both scores + 100. Equal scores: no winner, nothing won.
    """
    if score_a == score_b:
        return PartieResult(None, 0, False)
    winner: Player = "A" if score_a > score_b else "B"
    high, low = max(score_a, score_b), min(score_a, score_b)
    return PartieResult(winner, high + loser_sign(low) * low + PARTIE_BONUS, rubiconed(low))
REFERENCES.cite("partie_result", "72", "73")


@dataclass(frozen=True, slots=True)
class Partie:
    """A partie in progress: who dealt first, the mode of dealing, and each deal's scores.

    ``deals`` holds each finished deal's scores as (A, B), as scored in the
    deal; ``four_deals`` is the agreement of Law 71's note (first and last
    of four deals count double). ``by`` is the dealing mode the first
    dealer chose, two or three at a time, fixed for the partie (Law 9).
    ``last_dealer`` dealt the last deal, and ``owed`` are the deals a player
    must deal next, after a deal out of turn found too late (Law 16).
    A void deal (a fresh deal) is not recorded: the same turn comes again.
    ``written`` holds, for each deal, None where the players' written scores
    agree, else each player's count of his own score and his score as his
    adversary wrote it, each as (A, B); ``deals`` holds the scores taken
    (Law 74: a player's count of his own hand). ``opening`` is what A and B
    scored in deals not given one by one (a partie taken up mid-way): the
    totals, and Law 71's tie, count it.
    """

    first_dealer: Player
    by: int = 2
    four_deals: bool = False
    deals: tuple[tuple[int, int], ...] = ()
    written: tuple[Written | None, ...] = ()
    opening: tuple[int, int] = (0, 0)
    last_dealer: Player | None = None
    owed: tuple[Player, ...] = ()

    def __post_init__(self) -> None:
        if self.by not in (2, 3):
            raise InputError("partie", f"cards are dealt by two or by three at a time, not {self.by} (Law 9)")

    @property
    def regular_deals(self) -> int:
        """Six deals (Law 71), or four by agreement (note to Law 71)."""
        return 4 if self.four_deals else 6

    def dealer(self) -> Player:
        """Who deals the next deal: the players deal alternately (Law 16), but a player owed a
        second deal running deals it (Law 16, a deal out of turn found too late)."""
        if self.owed:
            return self.owed[0]
        if self.last_dealer is None:
            return self.first_dealer if len(self.deals) % 2 == 0 else _other(self.first_dealer)
        return _other(self.last_dealer)

    def player(self, role: Role) -> Player:
        """The player in ``role`` in the next deal: the dealer is the younger hand."""
        return self.dealer() if role is Role.YOUNGER else _other(self.dealer())

    def weight(self, index: int) -> int:
        """How many times deal ``index`` (from 0) counts: double for the first and last of four
        deals by agreement, single otherwise and in the extra deals (note to Law 71)."""
        return 2 if self.four_deals and index in (0, 3) else 1

    @property
    def totals(self) -> tuple[int, int]:
        """The partie scores so far, A then B."""
        a = sum(self.weight(i) * deal[0] for i, deal in enumerate(self.deals))
        b = sum(self.weight(i) * deal[1] for i, deal in enumerate(self.deals))
        return self.opening[0] + a, self.opening[1] + b

    @property
    def over(self) -> bool:
        """Law 71: over after the regular deals unless tied; after one more deal each in any case."""
        played = len(self.deals)
        if played < self.regular_deals:
            return False
        if played == self.regular_deals:
            a, b = self.totals
            return a != b
        return played == self.regular_deals + 2

    def last_deal_foreseen(self) -> int:
        """The number of the last deal foreseen now: the sixth (fourth), or the second extra deal
        after a tie (Law 71); "the last of the partie" in Law 16."""
        return self.regular_deals + (2 if len(self.deals) >= self.regular_deals else 0)

    def record(self, elder_score: int, younger_score: int, dealer: Player | None = None,
               out_of_turn: bool = False, written: tuple[int, int] = (0, 0)) -> Partie:
        """The partie after the next deal, given that deal's scores by role, each as the player counts
        his own hand.

        ``dealer`` dealt it (by default, whose turn it was); ``out_of_turn``:
        it was dealt out of turn and found too late, so its elder hand must
        deal twice running, unless that or the next deal is the last of the
        partie (Law 16). ``written``, by role: how far each player's score,
        as his adversary wrote it, is from his own count.
        """
        if self.over:
            raise InputError("partie", "the partie is over (Law 71)")
        dealt = self.dealer() if dealer is None else dealer
        own = _by_player(dealt, (elder_score, younger_score))
        wrote = _by_player(dealt, (elder_score + written[0], younger_score + written[1]))
        number = len(self.deals) + 1
        owed = self.owed[1:] if self.owed and self.owed[0] == dealt else ()
        if out_of_turn and number < self.last_deal_foreseen() - 1:
            owed = (_other(dealt), _other(dealt))
        # Law 74: if the written scores differ, a player's score of his own hand is taken as correct.
        return replace(self, deals=self.deals + (own,), written=self.written + (Written(own, wrote) if wrote != own
                                                                               else None,),
                       last_dealer=dealt, owed=owed)

    def correct(self, a: int, b: int) -> Partie:
        """The partie with the last deal's scores corrected by ``a`` and ``b``: an error in counting
        rectified before the player in error has seen his next hand (Law 70). It counts as that
        deal counts (double for the first or last of four deals)."""
        if not a and not b:
            return self
        if not self.deals:
            raise InputError("partie", "no deal has been scored, so there is no count to rectify (Law 70)")
        last_a, last_b = self.deals[-1]
        written = self.written[-1]
        if written is not None:  # the count corrected is the player's own; the written scores may agree now
            own = (written.own[0] + a, written.own[1] + b)
            written = Written(own, written.by_adversary) if own != written.by_adversary else None
        return replace(self, deals=self.deals[:-1] + ((last_a + a, last_b + b),),
                       written=self.written[:-1] + (written,))

    def result(self) -> PartieResult:
        """Laws 72-73 on the totals of a finished partie."""
        if not self.over:
            raise InputError("partie", f"the partie is not over: {len(self.deals)} deals played (Law 71)")
        return partie_result(*self.totals)
REFERENCES.cite("Partie", "9", "16", "71", "74")
REFERENCES.cite("Partie.__post_init__", "9")
REFERENCES.cite("Partie.regular_deals", "71")
REFERENCES.cite("Partie.dealer", "16")
REFERENCES.cite("Partie.weight", "71")
REFERENCES.cite("Partie.over", "71")
REFERENCES.cite("Partie.last_deal_foreseen", "16", "71")
REFERENCES.cite("Partie.record", "16", "71", "74")
REFERENCES.cite("Partie.correct", "70")
REFERENCES.cite("Partie.result", "71", "72", "73")
