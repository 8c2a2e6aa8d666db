"""Scoring: Laws 61-69 over two hands as 32-bit card sets.

The functions below say what a point, a sequence, a quatorze and a trio
are, as spec expressions over a card set; the laws then say who scores
what. The same expressions are compiled to Z3 (the scoring theorems),
evaluated on the model's hands (conformance) and rendered in the rulebook.

Card bits: ``suit * 8 + rank``, rank 0 the seven up to 7 the ace.
"""

from __future__ import annotations

from piquet.spec.domains.scoring import S, SHORT, Side
from piquet.spec.expr import FALSE, TRUE, Expr, Sort, Term, all_of, any_of, cards, define, ite, maximum, popcount, total
from piquet.spec.law import Clause, Governs
from piquet.spec.laws.build import law, then
from piquet.spec.readings import Alternative, Choice

__all__ = ["PENALTY_SAVES", "suit_length", "point_length", "point_key", "sequence_key", "sequence_total", "set_key",
           "set_total", "CARTE_BLANCHE_POINTS", "CARDS_POINTS", "CAPOT_POINTS", "REPIQUE_POINTS", "PIQUE_POINTS",
           "LAWS", "CHOICES"]

PIPS = (7, 8, 9, 10, 10, 10, 10, 11)  # seven .. ace; the primer's pip values
SET_RANKS = (3, 4, 5, 6, 7)  # ten, knave, queen, king, ace: the ranks that make quatorzes and trios

#: Law 61: a carte blanche scores ten.
CARTE_BLANCHE_POINTS = 10
#: Law 66: more than six tricks score ten for the cards; all twelve, a capot, forty.
CARDS_POINTS = 10
CAPOT_POINTS = 40
#: Law 68: a repique scores sixty; Law 69: a pique, thirty.
REPIQUE_POINTS = 60
PIQUE_POINTS = 30


def _mask(suit: int, ranks: range | tuple[int, ...]) -> int:
    return sum(1 << (suit * 8 + r) for r in ranks)


_SUITS = tuple(cards(_mask(s, range(8))) for s in range(4))
_HAND = ("hand", Sort.CARDS)
_OTHER = ("other", Sort.CARDS)


def suit_length(hand: Expr, suit: int) -> Expr:
    """The number of cards of ``suit`` in ``hand``."""
    return popcount(hand & _SUITS[suit])


def _pips(held: Expr) -> Expr:
    """The pips of the cards ``held`` (primer: seven 7 ... ten and courts 10, ace 11)."""
    by_value: dict[int, tuple[int, ...]] = {}
    for rank, value in enumerate(PIPS):
        by_value[value] = by_value.get(value, ()) + (rank,)
    return total(value * popcount(held & cards(sum(_mask(s, ranks) for s in range(4))))
                 for value, ranks in by_value.items())


POINT_LENGTH = define(
    "point_length", "Law 62: the number of cards of the longest suit (the point scores one for each card).",
    [_HAND], lambda hand: maximum(popcount(hand & suit) for suit in _SUITS))

SUIT_STRENGTH = define(
    "suit_strength", "A suit's strength as a point: more cards wins, then more pips (primer); "
    "128 for each card plus the pips.",
    [("suit_cards", Sort.CARDS)], lambda held: 128 * popcount(held) + _pips(held))

POINT_KEY = define(
    "point_key", "The point's strength: the strongest suit's (Law 62 and the primer).",
    [_HAND], lambda hand: maximum(SUIT_STRENGTH(hand & suit) for suit in _SUITS))


def point_length(hand: Expr) -> Expr:
    """Law 62: the number of cards of the longest suit (the point scores one for each card)."""
    return POINT_LENGTH(hand)


def point_key(hand: Expr) -> Expr:
    """The point's strength: more cards wins, then more pips (primer); ``128 * cards + pips``."""
    return POINT_KEY(hand)


def _runs(suit: int) -> list[tuple[int, int]]:
    """Every (top rank, length) a sequence of ``suit`` can have."""
    return [(top, n) for n in range(3, 9) for top in range(n - 1, 8)]


def _run(suit: int, top: int, n: int) -> Expr:
    return cards(_mask(suit, range(top - n + 1, top + 1)))


def _neighbours(suit: int, top: int, n: int) -> Expr:
    """The cards just above and just below a run (none past the ace or below the seven)."""
    return cards(_mask(suit, tuple(r for r in (top + 1, top - n) if 0 <= r < 8)))


RUN_KEY = define(
    "run_key", "A run's strength if the hand holds every card of it, else 0.",
    [_HAND, ("run", Sort.CARDS), ("key", Sort.INT)],
    lambda hand, run, key: ite((hand & run).eq(run), key, 0))

SEQUENCE_VALUE = define(
    "sequence_value", "Law 63: a tierce scores 3, a quart 4, a quint 15, a sixième 16, a septième 17, a huitième 18.",
    [("length", Sort.INT)], lambda n: ite(n >= 5, n + 10, n))

RUN_SCORE = define(
    "run_score", "What a run scores if the hand holds it and not the cards next to it (a maximal run), else 0.",
    [_HAND, ("run", Sort.CARDS), ("neighbours", Sort.CARDS)],
    lambda hand, run, beside: ite((hand & run).eq(run) & (hand & beside).eq(cards(0)),
                                  SEQUENCE_VALUE(popcount(run)), 0))

_SUITS_NAMED = (("spade", "spades"), ("heart", "hearts"), ("diamond", "diamonds"), ("club", "clubs"))

BEST_RUN = tuple(define(
    f"best_{_SUITS_NAMED[s][0]}_run", f"Law 63: the best sequence of {_SUITS_NAMED[s][1]}: "
    "8 times its length plus its top rank (0: none).",
    [_HAND], lambda hand, s=s: maximum([0, *(RUN_KEY(hand, _run(s, top, n), 8 * n + top) for top, n in _runs(s))]))
    for s in range(4))

RUNS_SCORE = tuple(define(
    f"{_SUITS_NAMED[s][0]}_sequences", f"Law 63: what the hand's sequences of {_SUITS_NAMED[s][1]} score, each "
    "maximal run once, at its length.",
    [_HAND], lambda hand, s=s: total(RUN_SCORE(hand, _run(s, top, n), _neighbours(s, top, n)) for top, n in _runs(s)))
    for s in range(4))

SEQUENCE_KEY = define(
    "sequence_key", "Law 63: the best sequence held, longest first, then highest: 8 times its length plus its "
    "top rank (0: none).", [_HAND], lambda hand: maximum(best(hand) for best in BEST_RUN))

SEQUENCE_TOTAL = define(
    "sequence_total", "Law 63: what all the hand's sequences score (each maximal run counted once, at its "
    "length).", [_HAND], lambda hand: total(score(hand) for score in RUNS_SCORE))


def sequence_key(hand: Expr) -> Expr:
    """Law 63: the best sequence held, longest first, then highest: ``8 * length + top rank`` (0: none)."""
    return SEQUENCE_KEY(hand)


def sequence_total(hand: Expr) -> Expr:
    """Law 63: what all the hand's sequences score (each maximal run counted once, at its length)."""
    return SEQUENCE_TOTAL(hand)


def _count(hand: Expr, rank: int) -> Expr:
    return popcount(hand & cards(sum(1 << (s * 8 + rank) for s in range(4))))


SET_KEY = define(
    "set_key", "Law 64: the best quatorze or trio: any quatorze beats any trio, then the higher rank "
    "(8 plus the rank for a quatorze, the rank for a trio; 0: none).",
    [_HAND], lambda hand: maximum([0, *(ite(_count(hand, r).eq(4), 8 + r, ite(_count(hand, r).eq(3), r, 0))
                                        for r in SET_RANKS)]))

SET_TOTAL = define(
    "set_total", "Law 64: what all the hand's quatorzes (14) and trios (3) score.",
    [_HAND], lambda hand: total(ite(_count(hand, r).eq(4), 14, ite(_count(hand, r).eq(3), 3, 0))
                                for r in SET_RANKS))


def set_key(hand: Expr) -> Expr:
    """Law 64: the best quatorze or trio: any quatorze beats any trio, then the higher rank (0: none)."""
    return SET_KEY(hand)


def set_total(hand: Expr) -> Expr:
    """Law 64: what all the hand's quatorzes (14) and trios (3) score."""
    return SET_TOTAL(hand)


# -- readings ------------------------------------------------------------------

#: Case XXI: does a player who can reckon nothing still reckon his carte blanche?
CB_SURVIVES = Term("carte_blanche_survives_penalty", Sort.BOOL,
                   "a carte blanche reckons even for a player who can reckon nothing that deal")
#: Laws 68-69: can one deal bring both a repique and a pique?
PIQUE_WITH_REPIQUE = Term("pique_with_repique", Sort.BOOL, "a repique and a pique can both be won in one deal")
#: Laws 58, 68-69: does what a player who can reckon nothing would have reckoned save him from a pique or repique?
PENALTY_SAVES = Term("penalty_saves", Sort.BOOL, "what a player who can reckon nothing would have reckoned but for "
                     "the penalty saves him from a pique or a repique")
#: Laws 57, 65: is the last trick played by a hand of fewer than twelve cards the last trick, two to its winner?
LAST_PLAYED_IS_LAST = Term("last_played_is_last", Sort.BOOL, "the last trick played, when a hand of fewer than "
                           "twelve cards runs out, is the last trick and scores two to its winner")


def _reckons(side: Side, carte: bool = False) -> Expr:
    """Law 58: a player who can reckon nothing scores nothing (Case XXI may except his carte blanche)."""
    return ~side.barred | CB_SURVIVES if carte else ~side.barred


def _beats(mine: Expr, theirs: Expr) -> Expr:
    # Law 58: the cards of a player who can reckon nothing still bar, so keys compare whatever the penalty.
    return mine > theirs


POINT_WON = define(
    "point_won", "Law 62: the hand's point scores if it beats the other hand's, else 0.",
    [_HAND, _OTHER], lambda hand, other: ite(_beats(point_key(hand), point_key(other)), point_length(hand), 0))

SEQUENCES_WON = define(
    "sequences_won", "Law 63: the hand's sequences all score if its best sequence beats the other hand's, else 0.",
    [_HAND, _OTHER], lambda hand, other: ite(_beats(sequence_key(hand), sequence_key(other)),
                                              sequence_total(hand), 0))

SETS_WON = define(
    "sets_won", "Law 64: the hand's quatorzes and trios all score if its best beats the other hand's, else 0.",
    [_HAND, _OTHER], lambda hand, other: ite(_beats(set_key(hand), set_key(other)), set_total(hand), 0))


def _raw(hand: Expr, other: Expr, carte: Expr) -> list[Expr]:
    """Carte blanche, point, sequences, quatorzes and trios, but for any penalty (Laws 61-64)."""
    return [ite(carte, CARTE_BLANCHE_POINTS, 0), POINT_WON(hand, other), SEQUENCES_WON(hand, other), SETS_WON(hand, other)]


def _credited(hand: Expr, other: Expr, carte: Expr, reckons: Expr, carte_reckons: Expr) -> list[Expr]:
    """The classes of Law 67 (I-IV) as reckoned: nothing where the player can reckon nothing (Law 58)."""
    return [ite(g, r, 0) for g, r in zip([carte_reckons, reckons, reckons, reckons], _raw(hand, other, carte))]


def _against(hand: Expr, other: Expr, carte: Expr, reckons: Expr, carte_reckons: Expr, saves: Expr) -> list[Expr]:
    """The classes of Law 67 (I-IV) a player's adversary reaches thirty against: but for any penalty where what
    he would have reckoned saves him (the reading), else as he reckons them."""
    return [ite(saves, raw, credited) for raw, credited in zip(_raw(hand, other, carte),
                                                               _credited(hand, other, carte, reckons, carte_reckons))]


def _prefixes(scores: list[Expr]) -> list[Expr]:
    """Totals after each class, in the order of Law 67."""
    out, acc = [scores[0]], scores[0]
    for r in scores[1:]:
        acc = acc + r
        out.append(acc)
    return out


_SIDE = [_HAND, _OTHER, ("carte_blanche", Sort.BOOL), ("reckons", Sort.BOOL), ("carte_blanche_reckons", Sort.BOOL)]

IN_HAND = define(
    "in_hand", "Laws 61-64 and 67: what the hand reckons in hand (classes I-IV), nothing where it can reckon "
    "nothing (Law 58) but a carte blanche that reckons.", _SIDE, lambda *side: total(_credited(*side)))

_CLASSES = ("carte_blanche", "point", "sequences", "sets")

FIRST_TO_THIRTY = define(
    "first_to_thirty", "Law 67: the scores of the four classes, reckoned in order (carte blanche, point, "
    "sequences, quatorzes and trios), reach thirty before the adversary's reckon anything.",
    [*((c, Sort.INT) for c in _CLASSES), *((f"their_{c}", Sort.INT) for c in _CLASSES)],
    lambda *scores: any_of((m >= 30) & t.eq(0) for m, t in zip(_prefixes(list(scores[:4])),
                                                                _prefixes(list(scores[4:])))))

REPIQUE = define(
    "repique", "Law 68: thirty in hand alone, by scores that reckon before anything the adversary can count; "
    "the adversary's scores are taken but for any penalty where what he would have reckoned saves him.",
    [*_SIDE, ("other_carte_blanche", Sort.BOOL), ("other_reckons", Sort.BOOL),
     ("other_carte_blanche_reckons", Sort.BOOL), ("penalty_saves", Sort.BOOL)],
    lambda hand, other, carte, reckons, carte_reckons, other_carte, other_reckons, other_carte_reckons, saves:
        reckons & FIRST_TO_THIRTY(*_credited(hand, other, carte, reckons, carte_reckons),
                                  *_against(other, hand, other_carte, other_reckons, other_carte_reckons, saves)))

PIQUE = define(
    "pique", "Law 69: the elder hand makes thirty in hand and play before the younger hand reckons anything "
    "(but for a penalty, where what he would have reckoned saves him); a pique after a repique only where the "
    "reading allows both.",
    [("elder", Sort.CARDS), ("younger", Sort.CARDS), ("elder_carte_blanche", Sort.BOOL),
     ("younger_carte_blanche", Sort.BOOL), ("reckons", Sort.BOOL), ("carte_blanche_reckons", Sort.BOOL),
     ("younger_reckons", Sort.BOOL), ("younger_carte_blanche_reckons", Sort.BOOL), ("opening", Sort.INT),
     ("with_repique", Sort.BOOL), ("penalty_saves", Sort.BOOL)],
    lambda e, y, ecb, ycb, reckons, cb_reckons, y_reckons, y_cb_reckons, opening, with_repique, saves: all_of([
        reckons, total(_against(y, e, ycb, y_reckons, y_cb_reckons, saves)).eq(0),
        IN_HAND(e, y, ecb, reckons, cb_reckons) + opening >= 30,
        with_repique | ~REPIQUE(e, y, ecb, reckons, cb_reckons, ycb, y_reckons, y_cb_reckons, saves)]))

SHORT_LAST_TRICK = define(
    "short_last_trick", "Laws 57, 65: one more to the winner of the last trick played by a short hand, where that "
    "trick is the last trick.", [("is_last", Sort.BOOL), ("won_it", Sort.BOOL)],
    lambda is_last, won_it: ite(is_last & won_it, 1, 0))

DEAL_TOTAL = define(
    "deal_total", "Law 65: the deal's score: in hand, a repique (60), a pique (30), the play (nothing where the "
    "player can reckon nothing) and the cards.",
    [("in_hand", Sort.INT), ("repique", Sort.BOOL), ("pique", Sort.BOOL), ("reckons", Sort.BOOL),
     ("play", Sort.INT), ("cards", Sort.INT)],
    lambda in_hand, repique, pique, reckons, play, cards_score:
        in_hand + ite(repique, REPIQUE_POINTS, 0) + ite(pique, PIQUE_POINTS, 0) + ite(reckons, play, 0)
        + cards_score)


def _side(side: Side, other: Side) -> tuple[Expr, Expr, Expr, Expr, Expr]:
    return side.hand, other.hand, side.cb_counts, _reckons(side), _reckons(side, carte=True)


def _repique(side: Side, other: Side) -> Expr:
    """Law 68: thirty in hand alone, by scores that reckon before anything the adversary can count.

    The adversary's scores are taken but for any penalty where the reading
    says what he would have reckoned saves him: then a player who can reckon
    nothing is not repiqued if he holds what would have reckoned first.
    """
    return REPIQUE(*_side(side, other), other.cb_counts, _reckons(other), _reckons(other, carte=True),
                   PENALTY_SAVES)


def _pique() -> Expr:
    """Law 69: the elder hand makes thirty in hand and play before the younger hand reckons anything.

    The younger hand's hand scores reckon before play, so any of them (but
    for a penalty) prevents the pique; in play, only the elder hand's opening
    run counts, and a capot reckons after play, so never toward a pique.
    """
    e, y = S.elder, S.younger
    return PIQUE(e.hand, y.hand, e.cb_counts, y.cb_counts, _reckons(e), _reckons(e, carte=True),
                 _reckons(y), _reckons(y, carte=True), S.elder_opening, PIQUE_WITH_REPIQUE, PENALTY_SAVES)


def _class_clauses(side: Side, other: Side) -> list[tuple[str, Expr]]:
    raw = _raw(side.hand, other.hand, side.cb_counts)
    return [
        ("61", side.cb_score.eq(ite(_reckons(side, carte=True), raw[0], 0))),
        ("62", side.point_score.eq(ite(_reckons(side), raw[1], 0))),
        ("63", side.sequence_score.eq(ite(_reckons(side), raw[2], 0))),
        ("64", side.set_score.eq(ite(_reckons(side), raw[3], 0))),
    ]


def _cards(side: Side) -> Expr:
    return ite(_reckons(side), ite(side.tricks.eq(12), CAPOT_POINTS, ite(side.tricks > 6, CARDS_POINTS, 0)), 0)


def _short_play(made: Expr, scored: Expr, won_it: int) -> Expr:
    """What a player scores in play when a short hand ran out (Laws 57, 65): what he ``made`` by Law 65's
    first sentence, and one more for the last trick played if he won it (``won_it``: 1 the elder hand, 2
    the younger) and the reading makes it the last trick."""
    return scored.eq(made + SHORT_LAST_TRICK(LAST_PLAYED_IS_LAST, SHORT.last_won.eq(won_it)))


def _total(side: Side) -> Expr:
    return DEAL_TOTAL(side.hand_score, side.repique, side.pique, _reckons(side), side.play, side.cards_score)


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
        then("65.2", "The winner of the last trick scores two instead of one: when a hand of fewer than twelve "
             "cards runs out, as the reading makes the last trick (with twelve each, the twelfth: clause 65.1).",
             _short_play(SHORT.elder_made, SHORT.elder_scored, 1)
             & _short_play(SHORT.younger_made, SHORT.younger_scored, 2)),
        see=(57,),
        notes=("The play itself is summarized in the domain (tricks, points in play, the elder hand's "
               "opening run); the model plays it card by card.",
               "Which trick is the last when a hand of fewer than twelve cards runs out is the choice "
               "short-hand-last-trick.")),
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
        name="short-hand-last-trick",
        reads=(("65", "The winner of the last trick scores two instead of one."),
               ("57", "His adversary counts as tricks all cards that cannot be played to.")),
        printed_exceptions="none",
        laws=("26", "30", "57", "65"),
        question="A player with fewer than twelve cards (Laws 26, 30, 57) runs out before the twelfth trick: is the "
                 "last trick played the last trick of Law 65, two to its winner, or is the last trick the twelfth, "
                 "which is not played?",
        alternatives=(
            Alternative("last-played", "The last trick played is the last trick: its winner scores two for it.",
                        terms={LAST_PLAYED_IS_LAST.name: TRUE}),
            Alternative("twelfth-not-played", "The last trick is the twelfth: with a hand short it is not played, "
                        "the cards that cannot be played to are counted as tricks for the cards only (Law 57), "
                        "and no one scores for the last trick.", terms={LAST_PLAYED_IS_LAST.name: FALSE}),
        ),
        default="twelfth-not-played",
        reason="Case XIX reads 'last' in Law 65 as presupposing twelve cards each: with thirteen cards the "
               "twelfth trick is the last. Read the same way, with eleven cards the last trick is the twelfth; "
               "no card is led to it or wins it, and Law 57 makes the cards not played to tricks for the cards "
               "(Law 66), not points in play (Law 65 scores a card led or winning).",
    ),
    Choice(
        name="carte-blanche-despite-penalty",
        reads=(("58", "he can reckon nothing that deal"), ("61", "Carte blanche scores ten."),),
        printed_exceptions="none: Law 58 adds only that his cards are good to bar his adversary",
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
        reads=(("69", "on the score of thirty being made by the elder hand, in hand and play"),),
        printed_exceptions="none",
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
    Choice(
        name="thirty-against-nothing",
        reads=(("68", "before anything that his adversary can count"),
               ("69", "before his adversary has reckoned anything that deal"),
               ("58", "his cards, though not good to score, are good to bar his adversary")),
        printed_exceptions="none",
        laws=("25", "31", "35", "54", "58", "68", "69"),
        question="A player who can reckon nothing that deal counts nothing: does his adversary's thirty then "
                 "always come before anything he can count (Laws 68-69), or does what he would have reckoned "
                 "but for the penalty save him from a pique or a repique?",
        alternatives=(
            Alternative("counts-nothing", "His adversary's thirty comes first: he can count nothing that deal.",
                        terms={PENALTY_SAVES.name: FALSE}),
            Alternative("penalty-saves", "What he would have reckoned but for the penalty comes first and saves "
                        "him, as his cards bar (Law 58); after a miscall found out, only what he called correctly "
                        "(Law 54).", terms={PENALTY_SAVES.name: TRUE}),
        ),
        default="penalty-saves",
        reason="Case I: a point barred from scoring is 'good to save a pique or a repique'; Law 58 keeps the cards "
               "of a player who can reckon nothing 'good to bar his adversary', and a pique or repique is won "
               "against what the adversary holds good, not only against what he scores.",
    ),
)
