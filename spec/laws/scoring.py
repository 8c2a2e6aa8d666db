"""Scoring: Laws 61-69 over two hands as 32-bit card sets.

The functions below say what a point, a sequence, a quatorze and a trio
are, as spec expressions over a card set; the laws then say who scores
what. The same expressions are compiled to Z3 (the scoring theorems),
evaluated on the model's hands (conformance) and rendered in the rulebook.

Card bits: ``suit * 8 + rank``, rank 0 the seven up to 7 the ace.
"""

from __future__ import annotations

from piquet.spec.domains.scoring import S, Side
from piquet.spec.expr import FALSE, TRUE, Expr, Sort, Term, all_of, any_of, cards, ite, maximum, popcount, total
from piquet.spec.law import Clause, Governs
from piquet.spec.laws.build import law, then
from piquet.spec.readings import Alternative, Choice

__all__ = ["suit_length", "point_length", "point_key", "sequence_key", "sequence_total", "set_key", "set_total",
           "SEQUENCE_VALUES", "LAWS", "CHOICES"]

PIPS = (7, 8, 9, 10, 10, 10, 10, 11)  # seven .. ace; the primer's pip values
#: Law 63: tierce 3, quart 4, quint 15, sixième 16, septième 17, huitième 18.
SEQUENCE_VALUES = {3: 3, 4: 4, 5: 15, 6: 16, 7: 17, 8: 18}
SET_RANKS = (3, 4, 5, 6, 7)  # ten, knave, queen, king, ace: the ranks that make quatorzes and trios


def _mask(suit: int, ranks: range | tuple[int, ...]) -> int:
    return sum(1 << (suit * 8 + r) for r in ranks)


def suit_length(hand: Expr, suit: int) -> Expr:
    """The number of cards of ``suit`` in ``hand``."""
    return popcount(hand & cards(_mask(suit, range(8))))


def _pips(hand: Expr, suit: int) -> Expr:
    by_value: dict[int, tuple[int, ...]] = {}
    for rank, value in enumerate(PIPS):
        by_value[value] = by_value.get(value, ()) + (rank,)
    return total(value * popcount(hand & cards(_mask(suit, ranks))) for value, ranks in by_value.items())


def point_length(hand: Expr) -> Expr:
    """Law 62: the number of cards of the longest suit (the point scores one for each card)."""
    return maximum(suit_length(hand, s) for s in range(4))


def point_key(hand: Expr) -> Expr:
    """The point's strength: more cards wins, then more pips (primer); ``128 * cards + pips``."""
    return maximum(128 * suit_length(hand, s) + _pips(hand, s) for s in range(4))


def _runs() -> list[tuple[int, int, int]]:
    """Every (suit, top rank, length) a sequence can have."""
    return [(s, top, n) for s in range(4) for n in range(3, 9) for top in range(n - 1, 8)]


def _has_run(hand: Expr, suit: int, top: int, n: int) -> Expr:
    run = _mask(suit, range(top - n + 1, top + 1))
    return (hand & cards(run)).eq(cards(run))


def _lacks(hand: Expr, suit: int, rank: int) -> Expr:
    if not 0 <= rank < 8:
        return TRUE
    return (hand & cards(_mask(suit, (rank,)))).eq(cards(0))


def sequence_key(hand: Expr) -> Expr:
    """Law 63: the best sequence held, longest first, then highest: ``8 * length + top rank`` (0: none)."""
    return maximum([0, *(ite(_has_run(hand, s, top, n), 8 * n + top, 0) for s, top, n in _runs())])


def sequence_total(hand: Expr) -> Expr:
    """Law 63: what all the hand's sequences score (each maximal run counted once, at its length)."""
    return total(ite(all_of([_has_run(hand, s, top, n), _lacks(hand, s, top + 1), _lacks(hand, s, top - n)]),
                     SEQUENCE_VALUES[n], 0) for s, top, n in _runs())


def _count(hand: Expr, rank: int) -> Expr:
    return popcount(hand & cards(sum(1 << (s * 8 + rank) for s in range(4))))


def set_key(hand: Expr) -> Expr:
    """Law 64: the best quatorze or trio: any quatorze beats any trio, then the higher rank (0: none)."""
    return maximum([0, *(ite(_count(hand, r).eq(4), 8 + r, ite(_count(hand, r).eq(3), r, 0)) for r in SET_RANKS)])


def set_total(hand: Expr) -> Expr:
    """Law 64: what all the hand's quatorzes (14) and trios (3) score."""
    return total(ite(_count(hand, r).eq(4), 14, ite(_count(hand, r).eq(3), 3, 0)) for r in SET_RANKS)


# -- readings ------------------------------------------------------------------

#: Case XXI: does a player who can reckon nothing still reckon his carte blanche?
CB_SURVIVES = Term("carte_blanche_survives_penalty", Sort.BOOL,
                   "a carte blanche reckons even for a player who can reckon nothing that deal")
#: Laws 68-69: can one deal bring both a repique and a pique?
PIQUE_WITH_REPIQUE = Term("pique_with_repique", Sort.BOOL, "a repique and a pique can both be won in one deal")


def _reckons(side: Side, carte: bool = False) -> Expr:
    """Law 58: a player who can reckon nothing scores nothing (Case XXI may except his carte blanche)."""
    return ~side.barred | CB_SURVIVES if carte else ~side.barred


def _beats(mine: Expr, theirs: Expr) -> Expr:
    # Law 58: the cards of a player who can reckon nothing still bar, so keys compare whatever the penalty.
    return mine > theirs


def _running(side: Side, other: Side, credited: bool) -> list[Expr]:
    """Totals after each class of Law 67 (I-IV), credited or as they would be but for the penalty."""
    raw = _raw_scores(side, other)
    if credited:
        gates = [_reckons(side, carte=True), _reckons(side), _reckons(side), _reckons(side)]
        raw = [ite(g, r, 0) for g, r in zip(gates, raw)]
    out, acc = [], raw[0]
    out.append(acc)
    for r in raw[1:]:
        acc = acc + r
        out.append(acc)
    return out


def _raw_scores(side: Side, other: Side) -> list[Expr]:
    """Carte blanche, point, sequences, quatorzes and trios, but for any penalty (Laws 61-64)."""
    return [
        ite(side.carte_blanche, 10, 0),
        ite(_beats(point_key(side.hand), point_key(other.hand)), point_length(side.hand), 0),
        ite(_beats(sequence_key(side.hand), sequence_key(other.hand)), sequence_total(side.hand), 0),
        ite(_beats(set_key(side.hand), set_key(other.hand)), set_total(side.hand), 0),
    ]


def _repique(side: Side, other: Side) -> Expr:
    """Law 68: thirty in hand alone, by scores that reckon before anything the adversary can count.

    The adversary's scores are taken but for any penalty: a player who can
    reckon nothing is not repiqued if he holds what would have reckoned first.
    """
    mine = _running(side, other, credited=True)
    theirs = _running(other, side, credited=False)
    return _reckons(side) & any_of((m >= 30) & t.eq(0) for m, t in zip(mine, theirs))


def _pique() -> Expr:
    """Law 69: the elder hand makes thirty in hand and play before the younger hand reckons anything.

    The younger hand's hand scores reckon before play, so any of them (but
    for a penalty) prevents the pique; in play, only the elder hand's opening
    run counts, and a capot reckons after play, so never toward a pique.
    """
    e, y = S.elder, S.younger
    in_hand = _running(e, y, credited=True)[-1]
    younger_hand = _running(y, e, credited=False)[-1]
    return all_of([_reckons(e), younger_hand.eq(0), in_hand + S.elder_opening >= 30,
                   PIQUE_WITH_REPIQUE | ~_repique(e, y)])


def _class_clauses(side: Side, other: Side) -> list[tuple[str, Expr]]:
    raw = _raw_scores(side, other)
    return [
        ("61", side.cb_score.eq(ite(_reckons(side, carte=True), raw[0], 0))),
        ("62", side.point_score.eq(ite(_reckons(side), raw[1], 0))),
        ("63", side.sequence_score.eq(ite(_reckons(side), raw[2], 0))),
        ("64", side.set_score.eq(ite(_reckons(side), raw[3], 0))),
    ]


def _cards(side: Side) -> Expr:
    return ite(_reckons(side), ite(side.tricks.eq(12), 40, ite(side.tricks > 6, 10, 0)), 0)


def _total(side: Side) -> Expr:
    return (side.hand_score + ite(side.repique, 60, 0) + ite(side.pique, 30, 0)
            + ite(_reckons(side), side.play, 0) + side.cards_score)


E, Y = S.elder, S.younger
_WORDS = {"61": "carte blanche scores ten", "62": "the larger point scores one for each card",
          "63": "the best sequence is good, and its holder scores all his sequences",
          "64": "the best quatorze or trio is good, and its holder scores all his quatorzes and trios"}


def _scoring_law(number: int) -> tuple[Clause, ...]:
    key = str(number)
    out = []
    for i, (side, other) in enumerate(((E, Y), (Y, E)), start=1):
        for k, content in _class_clauses(side, other):
            if k == key:
                out.append(then(f"{key}.{i}", f"For the {side.who} hand: {_WORDS[key]}.", content))
    return tuple(out)


LAWS = (
    law(61, Governs.SCORING, *_scoring_law(61), see=(18,)),
    law(62, Governs.SCORING, *_scoring_law(62)),
    law(63, Governs.SCORING, *_scoring_law(63)),
    law(64, Governs.SCORING, *_scoring_law(64)),
    law(65, Governs.SCORING,
        then("65.1", "Each player scores one for every card he leads or wins a trick with, two for the "
             "last trick: what he makes in play counts in his score.",
             E.total.eq(_total(E)) & Y.total.eq(_total(Y))),
        notes=("The play itself is summarized in the domain (tricks, points in play, the elder hand's "
               "opening run); the model plays it card by card.",)),
    law(66, Governs.SCORING,
        then("66.1", "More than six tricks score ten for the cards, twelve tricks forty (capot); "
             "six each, nothing.", E.cards_score.eq(_cards(E)) & Y.cards_score.eq(_cards(Y)))),
    law(67, Governs.SCORING,
        then("67.1", "Scores reckon in the order carte blanche, point, sequences, quatorzes and trios, "
             "play, the cards, whoever speaks first: the hand's scores reckon before any card is played, so "
             "a repique is made by them alone.",
             E.repique.implies(E.hand_score >= 30) & Y.repique.implies(Y.hand_score >= 30)),
        notes=("The order is also built into Laws 68 and 69's clauses (running totals by class).",)),
    law(68, Governs.SCORING,
        then("68.1", "The elder hand who makes thirty in hand alone, before anything the younger hand "
             "can count, wins a repique (sixty).", E.repique.eq(_repique(E, Y))),
        then("68.2", "The younger hand who makes thirty in hand alone, before anything the elder hand "
             "can count, wins a repique (sixty).", Y.repique.eq(_repique(Y, E))),
        see=(18, 67)),
    law(69, Governs.SCORING,
        then("69.1", "The elder hand who makes thirty in hand and play before the younger hand has "
             "reckoned anything wins a pique (thirty); a capot does not count toward it.", E.pique.eq(_pique())),
        then("69.2", "Only the elder hand can win a pique.", Y.pique.eq(FALSE)),
        see=(67,)),
)

CHOICES = (
    Choice(
        name="carte-blanche-despite-penalty",
        laws=("18", "25", "58", "61"),
        question="Does a player who 'can reckon nothing that deal' (Laws 25, 58) still reckon a carte blanche?",
        alternatives=(
            Alternative("nothing", "No: 'nothing' includes the carte blanche.", terms={CB_SURVIVES.name: FALSE}),
            Alternative("carte-blanche-reckons", "Yes: the carte blanche accrues before the play and before "
                        "any card is taken in (Case XXI).", terms={CB_SURVIVES.name: TRUE}),
        ),
        default="carte-blanche-reckons",
        reason="Case XXI decides that the law barring a player with too many cards 'does not apply to a "
               "carte blanche', whose score accrues before any card is taken in.",
    ),
    Choice(
        name="pique-after-repique",
        laws=("68", "69"),
        question="Law 69's thirty 'in hand and play' is also made by a hand that has repiqued: does one deal "
                 "bring both a repique and a pique?",
        alternatives=(
            Alternative("both", "Yes: nothing in Law 69 excludes a player who has already repiqued.",
                        terms={PIQUE_WITH_REPIQUE.name: TRUE}),
            Alternative("repique-only", "No: thirty made in hand alone is a repique; a pique is thirty that "
                        "needs the play.", terms={PIQUE_WITH_REPIQUE.name: FALSE}),
        ),
        default="repique-only",
        reason="The primer's order of reckoning gives the repique to scores in hand and the pique to scores "
               "in hand and play; players have never scored both for one thirty.",
    ),
)
