"""The classes of misfire the search looks for: what misfires, the laws, the line compared, the test.

Every class compares lines of one candidate (:mod:`piquet.search.candidates`),
which carries its offence. Most classes take Case XXII's: a player takes in
a card too many (Laws 31, 35) -- the younger, or for ``elder-penalty-profit``
the elder -- so he must play thirteen cards and can reckon nothing that
deal, though his cards bar (Law 58), unless his adversary waives the penalty
(Law 44). The penalty-profit family (:data:`PENALTY_PROFIT`) has one class
an offence, all sharing one test (the offence gains the offender,
:func:`_offender_gains`): every offence for which the Laws say "can reckon
nothing that deal" (Laws 25, 27-29, 31, 33, 35), and ``short-hand-profit``,
the hand of eleven (Laws 26, 30, 57), which has no penalty but Law 57's. Each line's play is solved exactly
under the partie objective (Laws 71-73), the cheapest bounds first
(:func:`beats`). A class has a hand condition, settled cheaply before any
play is solved: a plain filter of the deals drawn on the hands, a Z3
formula that steers them (:mod:`piquet.search.steer`, with ``--steer``),
and a test read from the model's replay; then a test on the solved values.
The swing is what the offence gains the offender (or, for
``option-no-remedy``, costs the elder) in points of the partie.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import z3

from piquet.model.cards import ALL_CARDS, CardSet
from piquet.model.scoring import best_point, sequences, sets
from piquet.search.candidates import ELDER, YOUNGER, Candidate
from piquet.search.capot import elder_forces_capot, elder_forces_pique
from piquet.search.lines import Line
from piquet.search.policy import Discard
from piquet.search.steer import HandCondition, Hands

__all__ = ["Figure", "SearchClass", "CLASSES", "PENALTY_PROFIT", "DRAWS", "Settled", "settle", "gain",
           "offender_gain", "beats", "above", "elder_loss", "always"]

_ELDER = 0


@dataclass(frozen=True)
class Figure:
    """A figure a class counts beside its witnesses, on the same candidates: ``key`` names it in a run's
    statistics, ``says`` in its words; ``holds`` tells whether a candidate counts, from its lines, the line
    ``line`` among them where the figure compares one the witnesses do not."""

    key: str
    says: str
    holds: Callable[[Mapping[str, Line]], bool]
    line: str | None = None


@dataclass(frozen=True)
class SearchClass:
    """A class of misfire: ``name`` (the command's CLASS), ``title``, the ``laws``, the ``lines`` it
    solves, ``definition`` and ``misfire`` (why the laws misfire), in words; ``condition`` the hand
    condition on the unsolved lines, ``witness`` the test given the lines (solving them as needed) and
    ``swing`` from their exact values (None: what the offence gains the offender, whoever he is,
    :func:`offender_gain`)."""

    name: str
    title: str
    laws: tuple[str, ...]
    lines: tuple[str, ...]
    definition: str
    misfire: str
    condition: Callable[[Mapping[str, Line]], bool]
    witness: Callable[[Mapping[str, Line]], bool]
    swing: Callable[[Mapping[str, int]], int] | None
    hands: Callable[[Candidate], bool] | None = None
    """A plain filter of the drawn deals on the hands alone, before any replay: a unit draws deals until
    one passes (at most :data:`DRAWS`)."""
    steer: HandCondition | None = None
    """A necessary condition of ``hands``, as a Z3 formula: each deal drawn is first moved to the nearest
    deal that meets it (:func:`~piquet.search.steer.steer`)."""
    strong_elder: float = 0.0
    """How much the draw favours the elder with high cards (:func:`~piquet.search.candidates.draw`)."""
    offender: str | None = YOUNGER
    """Who offends: ``B`` the younger, ``A`` the elder; None: drawn by each unit among those who may
    commit the offence (:data:`~piquet.search.candidates.OFFENCES`)."""
    offences: tuple[str, ...] = ()
    """The laws of the offences drawn (keys of :data:`~piquet.search.candidates.OFFENCES`), one drawn by
    each unit when there are several; none: the card too many (Law 31 for the elder, 35 for the younger)."""

    drawer: Callable[[random.Random, int, Discard], Candidate] | None = None
    """How a unit draws its deal from its seeded generator, its index and the players' discard policy, if not by
    :func:`~piquet.search.candidates.draw` (the classes of Piquet au cent, :mod:`piquet.search.au_cent`)."""
    options: tuple[str, ...] = ("offence",)
    """The lines among which the adversary elects (Law 44: ``offence`` the penalty enforced, ``waived`` not):
    the swing, when the class gives none, is the offender's gain under the option that serves the adversary
    best (:func:`offender_gain`)."""
    figures: tuple[Figure, ...] = ()
    """Figures counted beside the witnesses, settled on the same lines of the same deals (the census's
    enforced-only figure and its figures under the proposed amendments, :mod:`piquet.search.census`)."""
    penalty: tuple[str, int] | None = None
    """A line whose deal ends at a penalty that loses the game (au cent, cent-9, cent-10), and the elder's value
    by it, fixed by the penalty: it has no play to solve, and its record is replayed when a witness is checked."""

    @property
    def offence_laws(self) -> tuple[str, ...]:
        """The laws of the offences the class draws."""
        return self.offences or (("31",) if self.offender == ELDER else ("35",))

    def reads(self, candidate: Candidate) -> bool:
        """Whether ``candidate``'s offence is one of the class's, by a player who may commit it here."""
        return candidate.offence.law in self.offence_laws and self.offender in (None, candidate.offender)

    def swing_of(self, candidate: Candidate, values: Mapping[str, int]) -> int:
        """The swing of ``candidate`` given its lines' exact values."""
        if self.swing is not None:
            return self.swing(values)
        return min(offender_gain(candidate, values, option) for option in self.options)


DRAWS = 4000
"""The most deals a unit draws looking for one that passes a class's filter on the hands."""


def gain(values: Mapping[str, int]) -> int:
    """What the offence gains the younger in points of the partie: the elder's value by the lawful line
    less his value by the offending line."""
    return values["lawful"] - values["offence"]


def offender_gain(candidate: Candidate, values: Mapping[str, int], option: str = "offence") -> int:
    """What the offence gains the offender, whoever he is, in points of the partie, the adversary electing
    line ``option`` (the values are the elder's)."""
    gained = values[option] - values["lawful"]
    return gained if candidate.offender == ELDER else -gained


def always(lines: Mapping[str, Line]) -> bool:
    """No hand condition."""
    return True


def beats(lines: Mapping[str, Line], better: str, others: tuple[str, ...]) -> bool:
    """Whether the elder's value by line ``better`` is above his value by each of the ``others``, exactly,
    each settled by :func:`above`."""
    return all(above(lines[better], lines[name]) for name in others)


def above(line: Line, other: Line) -> bool:
    """Whether ``line``'s exact value is above ``other``'s, by null windows alone, neither value solved:
    ``line`` is asked whether it beats the least value ``other`` is known to reach (at first a cheap bound
    from the scores it can still reach, :meth:`~piquet.search.lines.Line.floor`); if it does, ``other`` is
    asked whether it reaches the least value ``line`` is then known to reach; and so on, each answer
    (fail-soft) raising a bound, until one of them fails."""
    reached = other.floor()
    while True:
        if not line.above(reached):
            return False
        assert line.low is not None
        if not other.above(line.low - 1):
            return True
        assert other.low is not None
        reached = other.low


def _offence_gains(lines: Mapping[str, Line]) -> bool:
    # The elder, innocent, is worse off by the offending line.
    return beats(lines, "lawful", ("offence",))


def _elder_gains(lines: Mapping[str, Line]) -> bool:
    # The elder, the offender, is better off by the offending line.
    return beats(lines, "offence", ("lawful",))


def _elder_gain(values: Mapping[str, int]) -> int:
    """What the offence gains the elder, the offender, in points of the partie."""
    return values["offence"] - values["lawful"]


def _offender_gains(lines: Mapping[str, Line]) -> bool:
    # The offender, whoever he is, is better off by the offending line.
    if lines["offence"].candidate.offender == ELDER:
        return _elder_gains(lines)
    return _offence_gains(lines)


def _bars(lines: Mapping[str, Line]) -> bool:
    """Law 58: the offender's holding, which he cannot reckon, bars a class the elder reckons by the
    lawful line, and with it the elder's repique (Law 68), or a pique the elder can force by the lawful
    line (Law 69) and which can no longer fall (the younger's holding counts against it)."""
    lawful, offence = lines["lawful"].state, lines["offence"].state
    barred_class = any(law > 0 and off == 0 for law, off in
                       zip(lawful.hand_scores[_ELDER][1:], offence.hand_scores[_ELDER][1:]))
    repique = lawful.bonus[_ELDER] > 0 and offence.bonus[_ELDER] == 0
    pique_at = lines["lawful"].start.rules.pique_at
    pique = (pique_at is not None and lines["offence"].start.rules.pique_at is None
             and elder_forces_pique(*_hand(lines["lawful"]), pique_at))
    return barred_class and (repique or pique)


def _holding(hand: CardSet) -> tuple[int, int, int]:
    return best_point(hand), max(sequences(hand), default=0), max(sets(hand), default=0)


def _may_bar(candidate: Candidate) -> bool:
    """The filter of the draws for penalty-bars, on the hands alone: in some class the card too many makes
    the younger's best holding as good as the elder's, which beat his lawful one (Laws 58, 62-64). Needed
    for a class to be barred; the class's condition then settles it from the model's replay."""
    elder, lawful, offence = (_holding(hand) for hand in candidate.hands())
    return any(law < held <= off for held, law, off in zip(elder, lawful, offence))


def _hand(line: Line) -> tuple[int, int]:
    position = line.start.position
    lead = 1 << position.lead if line.start.free_lead else 0
    return position.elder | lead, position.younger


def _saves_capot(elder: CardSet, lawful: CardSet, offence: CardSet) -> bool:
    return elder_forces_capot(elder, lawful) and not elder_forces_capot(elder, offence)


def _capot_saved(lines: Mapping[str, Line]) -> bool:
    """The elder forces a capot by the lawful line (Law 66), and not against the thirteen cards: read from
    the hands the model's replay leaves at the first lead."""
    elder, lawful = _hand(lines["lawful"])
    return _saves_capot(elder, lawful, _hand(lines["offence"])[1])


def _capot_saved_by_hands(candidate: Candidate) -> bool:
    """The same test on the candidate's hands, before any replay: the filter of the draws."""
    return _saves_capot(*candidate.hands())


_SUITS = (0, 8, 16, 24)  # the bit of each suit's seven; the ranks seven to ace follow


def _capot_may_be_saved(hands: Hands) -> z3.BoolRef:
    """Necessary for the card too many to save a capot: the elder forces a capot against the lawful hand
    only if, in every suit he holds, his highest card beats each of the younger's (else the younger keeps
    that card until the suit is led: he follows suit with it, or discards another, Law 59 IV); and the
    thirteen cards win a trick only if one of them beats the elder's lowest card of its suit (the elder
    leads every trick until the younger wins one, and a card wins only in the suit led)."""
    forced, wins = [], []
    for suit in _SUITS:
        held = [hands.elder[suit + rank] for rank in range(8)]
        for rank in range(8):
            card = suit + rank
            forced.append(z3.Implies(hands.lawful[card], z3.Or(*held[rank + 1:], z3.Not(z3.Or(*held)))))
            wins.append(z3.And(hands.offence[card], z3.Or(*held[:rank])))
    return z3.And(z3.And(*forced), z3.Or(*wins))


def _counted(cards: list[z3.BoolRef]) -> z3.ArithRef:
    return z3.Sum([z3.If(card, 1, 0) for card in cards])


def _bar_may_fall(hands: Hands) -> z3.BoolRef:
    """Necessary for :func:`_may_bar`: the card too many makes the younger's point, sequence or set better
    than his lawful one and as good as the elder's. For the point, its suit has as many cards with it as
    the elder's longest (Law 62: the most cards first); for a sequence, the younger holds a card next to
    it in its suit (Law 63); for a set, it is a ten or higher and he holds two more of its rank (Law 64)."""
    longest = [_counted([hands.elder[suit + rank] for rank in range(8)]) for suit in _SUITS]
    options = []
    for card in ALL_CARDS:
        suit, rank = card & ~7, card & 7
        point = z3.And(*[_counted([hands.offence[suit + r] for r in range(8)]) >= count for count in longest])
        sequence = z3.Or(*[hands.lawful[suit + r] for r in (rank - 1, rank + 1) if 0 <= r < 8])
        same_rank = [hands.lawful[other + rank] for other in _SUITS if other != suit]
        trio = z3.PbGe([(held, 1) for held in same_rank], 2) if rank >= 3 else z3.BoolVal(False)
        options.append(z3.And(hands.extra[card], z3.Or(point, sequence, trio)))
    return z3.Or(*options)


def _no_remedy(lines: Mapping[str, Line]) -> bool:
    return beats(lines, "lawful", ("offence", "waived"))


def elder_loss(values: Mapping[str, int]) -> int:
    """What the offence costs the elder, innocent, his better option of Law 44 taken."""
    return values["lawful"] - max(values["offence"], values["waived"])


_OFFENCE_LAWS = ("31", "58", "44")

CLASSES: tuple[SearchClass, ...] = (
    SearchClass(
        "penalty-profit", "The penalty profits the offender", _OFFENCE_LAWS, ("offence", "lawful"),
        "The younger takes in a card too many (Law 31) and so can reckon nothing that deal (Law 58), the "
        "elder enforcing the penalty (Law 44); yet, both sides playing their best for the partie, he ends "
        "it better off than by the lawful line: the same deal, the card he should have left still in the stock.",
        "The penalty takes from the offender what he would have scored, but his thirteenth card still plays "
        "and still bars; when the partie turns on the elder's score (a hundred to save the rubicon, or to "
        "pass the younger) or on the sum the rubicon counts, scoring nothing can be worth more than "
        "scoring.",
        always, _offence_gains, gain),
    SearchClass(
        "penalty-bars", "The holding he cannot reckon bars a pique or a repique", _OFFENCE_LAWS + ("67", "68", "69"),
        ("offence", "lawful"),
        "As penalty-profit, and the thirteen cards, which the offender cannot reckon, bar a class the elder "
        "reckons by the lawful line, and with it his repique or his pique (Laws 58, 67-69); the offence "
        "gains the offender points of the partie.",
        "Law 58 lets cards that are not good to score bar the adversary: the card too many makes a point, "
        "a sequence or a set that annuls the elder's, and the thirty or sixty his repique or pique was "
        "worth go with it.",
        _bars, _offence_gains, gain, _may_bar, _bar_may_fall, 1.0),
    SearchClass(
        "extra-card-saves-capot", "The card too many saves a capot", _OFFENCE_LAWS + ("66",),
        ("offence", "lawful"),
        "As penalty-profit, and by the lawful line the elder can force a capot (every trick, Law 66), "
        "whatever the younger plays, while against the thirteen cards he cannot; the offence gains the "
        "offender points of the partie.",
        "The thirteenth card is a guard or a card of a suit more: it wins a trick or keeps one, and the "
        "forty of the capot, which the penalty cannot take back, is saved.",
        _capot_saved, _offence_gains, gain, _capot_saved_by_hands, _capot_may_be_saved, 1.0),
    SearchClass(
        "option-no-remedy", "The option gives the innocent player no remedy", _OFFENCE_LAWS,
        ("offence", "lawful", "waived"),
        "The younger takes in a card too many (Law 31); the elder has the option of enforcing the penalty "
        "or not (Law 44), and whichever he elects he ends the partie worse off than by the lawful line.",
        "Law 44 gives the adversary an option to protect him, but both its branches leave the thirteenth "
        "card in play: enforced, it still bars and plays (Law 58); waived, the offender reckons with it too. "
        "Neither branch puts back the card he should have left.",
        always, _no_remedy, elder_loss),
    SearchClass(
        "elder-penalty-profit", "The penalty profits the elder who takes a card too many", ("31", "58", "44"),
        ("offence", "lawful"),
        "The elder takes in a card more than he discards (Law 31), so plays thirteen cards and can reckon "
        "nothing that deal (Law 58), the younger enforcing the penalty (Law 44); yet, both sides playing their "
        "best for the partie, he ends it better off than by the lawful line: the same deal, the card he should "
        "have left in the stock, where the younger takes it in first (the decision of Case XXII: he takes in "
        "from the top of the stock, the cards the elder left included).",
        "As for the younger hand: the penalty takes what he would have scored, not the card, which still plays "
        "and bars; and when the partie turns on a rubicon, the points the elder does not score are points the "
        "younger, rubiconing him, cannot add to what he wins (Law 73).",
        always, _elder_gains, _elder_gain, offender=ELDER),
    SearchClass(
        "retaken-discard-profit", "The penalty profits the player who takes back a card of his discard",
        ("25", "58", "44"), ("offence", "lawful"),
        "A player (the elder or the younger, drawn) takes back a card of his discard after taking up a card of "
        "the stock (Law 25), so plays thirteen cards and can reckon nothing that deal (Law 58), his adversary "
        "enforcing the penalty (Law 44); yet, both sides playing their best for the partie, he ends it better "
        "off than by the lawful line: the same deal, the card left in his discard.",
        "As with a card too many: the card taken back still plays and bars, and the points the penalty takes "
        "from him can be worth more to his adversary than to him (a rubicon adds the loser's points, Law 73).",
        always, _offender_gains, None, offender=None, offences=("25",)),
    SearchClass(
        "stock-card-profit", "The penalty profits the player who takes up a card of the stock not his",
        ("27", "58", "44"), ("offence", "lawful"),
        "The elder takes up one of the bottom three cards of the stock, or the younger one of the top five, "
        "before the elder's exchange (Law 27; drawn); the card goes back and he can reckon nothing that deal, "
        "his adversary enforcing the penalty (Law 44); yet, both sides playing their best for the partie, he "
        "ends it better off than by the lawful line: the same deal, the card not touched. The hands are those "
        "of the lawful line: the penalty alone makes the difference, and waiving it (Law 44) gives back the "
        "lawful line exactly, so the adversary has his remedy if he sees it.",
        "The penalty, reckoning nothing, is meant to cost the offender; but when he loses the partie under a "
        "hundred his points are added to the winner's (Law 73), and when the partie is settled whatever he "
        "scores, nothing can be worth more than something. The Laws leave it to the adversary to see that and "
        "waive.",
        always, _offender_gains, None, offender=None, offences=("27",)),
    SearchClass(
        "mixed-card-profit", "The penalty profits the player who mixes a card of the stock with his hand",
        ("28", "29", "58", "44"), ("offence", "lawful"),
        "The elder mixes one of the bottom three cards of the stock with his hand (Law 28), or the younger one "
        "of the top five (Law 29; the law drawn); his adversary, after looking at his cards, stands the deal and "
        "takes only the cards not mixed, and the offender plays thirteen cards and can reckon nothing that "
        "deal, the penalty enforced (Law 44); yet, both sides playing their best for the partie, he ends it "
        "better off than by the lawful line: the same deal, the card not mixed. The adversary's other option, "
        "a fresh deal, has no exact value (its cards are not dealt yet), so the class compares standing the "
        "deal only: a witness is a deal where the option that keeps the cards rewards the offender.",
        "The card mixed plays and bars, it is gone from the adversary's share (he takes in only the cards not "
        "mixed, from the top), and the penalty takes only "
        "what the offender would have scored, which the rubicon can make worth less than nothing to him (Law "
        "73). The adversary's remedy is a fresh deal, at the price of his own cards.",
        always, _offender_gains, None, offender=None, offences=("28", "29")),
    SearchClass(
        "left-card-profit", "The penalty profits the elder who takes up a card he left",
        ("33", "58", "44"), ("offence", "lawful"),
        "The elder, having left cards of his five, takes one of them up after his exchange (Law 33); it goes "
        "back, and he can reckon nothing that deal, the younger enforcing the penalty (Law 44); yet, both "
        "sides playing their best for the partie, he ends it better off than by the lawful line: the same "
        "deal, the card not taken up. The hands are those of the lawful line, and waiving the penalty gives "
        "it back exactly.",
        "As for a card of the stock taken up: the penalty is the only difference, and reckoning nothing can be "
        "worth more than reckoning when the elder is rubiconed, his points adding to the younger's (Law 73).",
        always, _offender_gains, None, offender=ELDER, offences=("33",)),
    SearchClass(
        "short-hand-profit", "The hand of eleven profits the player who holds it",
        ("26", "30", "57"), ("offence", "lawful"),
        "A player (the elder or the younger, drawn), dealt twelve, discards a card more than he takes in (Law "
        "30), or after his exchange mixes a card of his hand with his discard and must leave it there (Law 26; "
        "each unit draws the law), so plays eleven cards; his adversary "
        "counts as tricks the cards that cannot be played to (Laws 30, 57), and he still reckons: there is no "
        "other penalty. Yet, both sides playing their best for the partie, he ends it better off than by the "
        "lawful line: the same deal, the card he left taken in, or the card he mixed kept.",
        "The Laws price a hand of eleven at the tricks it cannot play to, and nothing more: he still reckons. "
        "A card the elder leaves changes what the younger takes in (he takes it first, and a card of his own "
        "stays in the stock), and a card mixed with the discard or left may be one the hand is better without; "
        "either can be worth more than the trick it costs.",
        always, _offender_gains, None, offender=None, offences=("30", "26")),
)

PENALTY_PROFIT: tuple[str, ...] = ("penalty-profit", "elder-penalty-profit", "retaken-discard-profit",
                                   "stock-card-profit", "mixed-card-profit", "left-card-profit",
                                   "short-hand-profit")
"""The penalty-profit family, one class an offence (all sharing :func:`_offender_gains`): Laws 35 and 31
(the card too many), 25, 27, 28-29, 33 (every offence for which the offender "can reckon nothing that
deal"), and 26 and 30 (the hand of eleven)."""


@dataclass(frozen=True)
class Settled:
    """A candidate settled for a class: whether it met the hand ``condition``, and whether it is a
    ``witness``."""

    condition: bool
    witness: bool


def settle(klass: SearchClass, lines: Mapping[str, Line]) -> Settled:
    """Settle one candidate, its lines given (they are solved only as far as the test needs)."""
    if not klass.condition(lines):
        return Settled(False, False)
    return Settled(True, klass.witness(lines))
