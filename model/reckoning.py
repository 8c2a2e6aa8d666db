"""The order of reckoning, pique and repique (Laws 67-69).

Law 67 orders every score of a deal, whoever speaks first: I carte blanche,
II point, III sequences, IV quatorzes and trios, V points made in play, VI
the cards. Pique and repique follow that order, not the order of speaking:
the younger reckons his hand after the elder has led, yet his hand scores
come before the elder's first lead.

Scores here are *nominal*: a player who can reckon nothing that deal (Law
58) is counted as if he could, because what he holds still bars -- he is not
piqued or repiqued by an adversary who reaches thirty only after something
that, but for the penalty, he would have reckoned (the reading
``thirty-against-nothing``: ``penalty-saves``; after a miscall found out,
what he would have reckoned is only what he called correctly, Law 54). He
himself gains no pique or repique. The play solver reckons pique and
repique here, so it follows the same reading.
"""

from __future__ import annotations

from typing import Final, Literal

from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER, Role

__all__ = [
    "PIQUE_POINTS", "REPIQUE_POINTS", "THIRTY", "HandScores", "total_of", "repique", "pique", "repique_or_pique",
    "elder_play_first", "Bonus", "bonuses",
]

THIRTY: Final = 30
# Law 68: a repique adds sixty; Law 69: a pique adds thirty.
REPIQUE_POINTS: Final = 60
PIQUE_POINTS: Final = 30

Bonus = Literal["repique", "pique"]
"""The two bonuses of Laws 68-69, by the names the narration gives them."""

HandScores = tuple[int, int, int, int]
"""A player's nominal hand scores in the order of reckoning of Law 67 I-IV: carte blanche, point, sequences,
quatorzes and trios."""


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def total_of(scores: HandScores) -> int:
    """The sum of a player's hand scores (compiled, read as four numbers held unboxed, not iterated)."""
    return scores[0] + scores[1] + scores[2] + scores[3]


def repique(elder: HandScores, younger: HandScores, reckon_nothing: tuple[bool, bool]) -> Role | None:
    """Law 68: who makes thirty in hand alone before anything the adversary counts.

    ``elder`` and ``younger`` are nominal hand scores in the order of Law 67
    I-IV. Only one player can score in each class, so the first to score is
    the only one who can repique, and only while the other has scored
    nothing. An equality scores nothing and so does not save (primer).
    """
    if total_of(elder) < THIRTY and total_of(younger) < THIRTY:
        return None
    first: Role | None = None
    total = 0
    for mine, theirs in zip(elder, younger):
        assert not (mine and theirs), "one class scores for one player only"
        if not (mine or theirs):
            continue
        role = ELDER if mine else YOUNGER
        if first is None:
            first = role
        elif role is not first:
            return None  # the adversary has counted before thirty was reached
        total += mine or theirs
        if total >= THIRTY:
            return None if reckon_nothing[first] else first
    return None
REFERENCES.cite("repique", "67", "68")


def pique(elder_hand: int, younger_hand: int, elder_play_first: int, elder_reckons_nothing: bool,
          with_repique: bool = False) -> bool:
    """Law 69: the elder makes thirty in hand and play before the younger has reckoned anything.

    ``elder_hand`` and ``younger_hand`` are nominal hand totals (Law 67
    I-IV); ``elder_play_first`` is what the elder made in play before the
    younger first scored in play (the elder's first lead always comes
    first, so the younger can never pique). The cards and capot reckon after
    play and never count (Law 69). Thirty in hand alone is a repique (made
    by the elder, the younger having reckoned nothing): a pique besides only
    ``with_repique``, the literal pick ``both`` of the spec's choice
    ``pique-after-repique``; by default its harmonised pick, ``repique-only``.
    """
    return (not elder_reckons_nothing and younger_hand == 0 and (with_repique or elder_hand < THIRTY)
            and elder_hand + elder_play_first >= THIRTY)
REFERENCES.cite("pique", "67", "69")


def repique_or_pique(elder: HandScores, younger: HandScores, elder_play_first: int,
                     reckon_nothing: tuple[bool, bool], with_repique: bool = False) -> tuple[int, int]:
    """Laws 68-69: the repique and the pique, as each player's bonus (elder first), as the scores stand.

    ``elder`` and ``younger`` are nominal hand scores (Law 67 I-IV) and
    ``elder_play_first`` what the elder made in play before the younger's
    first point in play. A repique is made in hand alone, so it comes
    before any pique; it excludes it but ``with_repique`` (the spec's choice
    ``pique-after-repique``, :func:`pique`): then the elder who repiques,
    the younger having reckoned nothing, piques too.
    """
    winner = repique(elder, younger, reckon_nothing)
    bonus = REPIQUE_POINTS if winner is not None else 0
    if winner is YOUNGER:
        return 0, bonus
    if pique(total_of(elder), total_of(younger), elder_play_first, reckon_nothing[0], with_repique):
        bonus += PIQUE_POINTS
    return bonus, 0
REFERENCES.cite("repique_or_pique", "67", "68", "69")


def bonuses(points: int) -> tuple[tuple[Bonus, int], ...]:
    """A player's bonus (:func:`repique_or_pique`) as the repique (Law 68) and the pique (Law 69) it is made of,
    each with its points, in the order they reckon (Law 67): one, or both where the reading allows both."""
    repiqued = points >= REPIQUE_POINTS
    piqued = points - (REPIQUE_POINTS if repiqued else 0) == PIQUE_POINTS
    return ((("repique", REPIQUE_POINTS),) if repiqued else ()) + ((("pique", PIQUE_POINTS),) if piqued else ())
REFERENCES.cite("bonuses", "67", "68", "69")


def elder_play_first(first: int, role: Role, points: int, younger_play: int) -> int:
    """What the elder has made in play before the younger's first point in play (Law 69).

    ``first`` is that amount so far, ``younger_play`` the younger's points in
    play so far; ``role`` now scores ``points`` in play.
    """
    return first + points if role is ELDER and younger_play == 0 else first
REFERENCES.cite("elder_play_first", "69")
