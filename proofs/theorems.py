"""Named theorems: properties the Laws should guarantee, stated in the spec's own terms.

Three kinds:

- :class:`Theorem`: a claim that holds in every lawful, regular course of a
  domain (Z3 proves it, or gives the smallest counterexample);
- :class:`Optimum`: the largest value an objective takes (Z3 finds it and
  proves that nothing larger exists), expected to be a given number;
- :class:`Reached`: a stored deal, replayed by the model, that attains a
  bound: the spec's own clauses score it, under each reading; the deal's
  total for the elder hand, or what one hand reckons in hand, to meet an
  optimum's value.

Claims and objectives are spec expressions and may use the readings' terms,
so each reading proves its own version.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.spec.domains.scoring import COURTS, HOLDING, SCORING, SHORT, SHORT_DEAL, SHORT_PLAY, S, Side
from piquet.spec.expr import Expr, all_of, cards, const, ite, popcount
from piquet.spec.laws.scoring import (CAPOT_POINTS, CARTE_BLANCHE_POINTS, LAST_PLAYED_IS_LAST, PIQUE_POINTS,
                                      PIQUE_WITH_REPIQUE, REPIQUE_POINTS, point_length, sequence_total, set_total,
                                      suit_length)
from piquet.spec.readings import HARMONISED, LITERAL
from piquet.spec.vocabulary import Domain

__all__ = ["Theorem", "Optimum", "Reached", "THEOREMS", "HAND_BOUND", "DEAL_BOUND", "ELDER_KEEPS", "YOUNGER_KEEPS",
           "HELD", "SHORT_DEAL", "SHORT_DEAL_BOUND", "hand_score_bound"]


@dataclass(frozen=True)
class Theorem:
    id: str
    title: str
    domain: Domain
    laws: frozenset[str]
    assume: Expr
    claim: Expr
    explain: str
    #: Facts proved first in the lawful domain; the claim must then follow from them and ``assume`` alone.
    lemmas: tuple[Expr, ...] = ()


@dataclass(frozen=True)
class Optimum:
    id: str
    title: str
    domain: Domain
    laws: frozenset[str]
    assume: Expr
    objective: Expr
    expect: int
    explain: str
    #: A situation found to reach the optimum before (checked again each run): the search starts from its value.
    known: dict[str, int | bool] | None = None


@dataclass(frozen=True)
class Reached:
    """A stored deal (``record``, a piquet-record/1 file) whose score must equal ``bound``.

    Without ``optimum``, the score is the ``holder``'s total for the deal. With one, it is what the ``holder``
    (``"elder"`` or ``"younger"``) reckons in hand (Law 67's classes I-IV), ``bound`` the optimum's value, and
    the optimum's objective must give his final holding that value too. ``readings`` are those it is checked
    under: those under which the model's replay, playing the reading's picks of the choices that move a score
    (a pique after a repique, the last trick of a hand played short), can confirm what the clauses score (a
    bound the clauses reach and no replay confirms is not reached): both.
    """

    id: str
    title: str
    laws: frozenset[str]
    record: Path
    bound: Expr
    explain: str
    readings: tuple[str, ...] = (HARMONISED, LITERAL)
    optimum: Optimum | None = None
    holder: str = "elder"
    #: Read the deal in the short-deal domain (a hand played short, Laws 30, 57) rather than the scoring domain.
    short: bool = False


def _laws(*ranges: range | int) -> frozenset[str]:
    out: set[str] = set()
    for r in ranges:
        out |= {str(n) for n in (r if isinstance(r, range) else [r])}
    return frozenset(out)


#: The most a hand of twelve cards reckons in hand: proved by the two optima below.
HAND_BOUND = 61
#: The most a player makes in play, as the scoring domain bounds it: one for each card he leads or wins a trick
#: with, one more for the last trick (Law 65).
_MOST_IN_PLAY = S.elder.play.hi
#: The most a deal in which both hold twelve cards brings a player: all he reckons in hand, a repique, all he
#: makes in play and a capot (Laws 65, 66, 68); a pique besides where one can follow a repique (Law 69).
DEAL_BOUND = HAND_BOUND + REPIQUE_POINTS + _MOST_IN_PLAY + CAPOT_POINTS


def _carte_blanche(hand: Expr, non_court_for_carte_blanche: int) -> Expr:
    """What a carte blanche may add (Law 61): only if the holding keeps enough non-court cards of the dealt hand."""
    return ite(popcount(hand & cards(~COURTS)) >= non_court_for_carte_blanche, CARTE_BLANCHE_POINTS, 0)


#: The fewest cards of those dealt him each hand keeps: the elder discards at most five (Law 21), the younger
#: at most seven (the stock's eight, less the one card at least the elder takes in). A carte blanche (Law 18)
#: is counted only in a holding that keeps that many non-court cards: each optimum assumes it, and says so.
ELDER_KEEPS = 7
YOUNGER_KEEPS = 5


def _classes(hand: Expr) -> Expr:
    """What a holding reckons in classes II-IV if it wins them all: point, sequences, quatorzes and trios."""
    return point_length(hand) + sequence_total(hand) + set_total(hand)


def hand_score_bound(hand: Expr, non_court_for_carte_blanche: int) -> Expr:
    """What a holding reckons in classes I-IV if it wins them all: point, sequences, sets, carte blanche.

    A carte blanche is possible only if the holding keeps enough non-court
    cards of the dealt hand (seven for the elder hand, who exchanges at
    most five; five for the younger hand).
    """
    return _classes(hand) + _carte_blanche(hand, non_court_for_carte_blanche)


# Suits are interchangeable in every class: ordering suit lengths loses no optimum (symmetry breaking).
_SUITS_ORDERED = all_of([suit_length(HOLDING, s) >= suit_length(HOLDING, s + 1) for s in range(3)])

def _class_lemmas(side: Side, non_court_for_carte_blanche: int) -> tuple[Expr, ...]:
    """Each class reckons at most what the holding alone gives it (Laws 58, 61-64): it cannot gain by the adversary."""
    hand = side.hand
    return (side.cb_score <= _carte_blanche(hand, non_court_for_carte_blanche),
            side.point_score <= point_length(hand), side.sequence_score <= sequence_total(hand),
            side.set_score <= set_total(hand))


#: One hand of twelve cards or fewer: the optima range over hands played short too (Law 30: the elder who
#: discards more than he takes in plays with fewer cards, without penalty).
HELD = Domain("held-hand", (HOLDING,), (), popcount(HOLDING) <= 12, (),
              "one hand of twelve cards or fewer (a hand played short, Law 30, included)")

def _twelve_or_short(final: Expr, dealt: Expr, discards: Expr, takes: Expr) -> Expr:
    """Twelve cards, or fewer where the hand was dealt twelve and discarded more than it took in (Law 30)."""
    return final.eq(12) | ((final < 12) & dealt.eq(12) & (discards > takes))


#: The most cards a hand takes in: seven where the elder hand takes in at least one card, as the younger's share
#: of the stock's eight then is; all eight where the elder, discarding his one card (Law 21), takes none and plays
#: short (Law 30, read as lawful: the choice short-hand), and the younger takes all that is left (Law 34).
MOST_TAKEN_IN = 7
ALL_TAKEN_IN = 8
#: The most a holding reckons in hand without a carte blanche, and with one where a hand took in all eight cards
#: (proved by the optima below; with at most seven taken in it is HAND_BOUND).
HAND_MOST_WITHOUT_CARTE_BLANCHE = 57
HAND_MOST_ALL_TAKEN_IN = 67


def _carte_blanche_possible(hand: Expr, taken_in: int) -> Expr:
    """What a carte blanche may add to a holding that could have been dealt one (Law 18: no king, queen or
    knave), its holder taking in at most ``taken_in`` cards: all its other cards are non-court cards dealt."""
    return ite(popcount(hand & cards(~COURTS)) + taken_in >= popcount(hand), CARTE_BLANCHE_POINTS, 0)


def _in_hand(taken_in: int) -> Expr:
    """All a holding reckons in hand if it wins every class, a carte blanche counted as it may have been dealt."""
    return _classes(HOLDING) + _carte_blanche_possible(HOLDING, taken_in)


def _held_optimum(check: str, title: str, laws: frozenset[str], objective: Expr, expect: int, explain: str,
                  known: int) -> Optimum:
    """An optimum over every holding of twelve cards or fewer, suits ordered, from the stored ``known`` holding."""
    return Optimum(id=check, title=title, domain=HELD, laws=laws, assume=_SUITS_ORDERED, objective=objective,
                   expect=expect, explain=explain, known={HOLDING.name: known})


_SCORING_LAWS = _laws(18, 19, range(58, 70))

#: The most a player makes in play when a hand played short runs out: at most eleven tricks are played, each
#: bringing a player at most one point, its lead or its win (Law 65); one more for the last trick played where
#: the reading makes it the last trick (the choice short-hand-last-trick).
SHORT_MOST_MADE = 11
_SHORT_LAST = ite(LAST_PLAYED_IS_LAST, 1, 0)


#: The most a deal with a hand played short brings a player: the younger hand's 67 in hand where he takes in all
#: eight (the elder playing short), a repique, all eleven tricks played and a capot (the card he cannot play to
#: counts as a trick, Law 57); one more where the last trick played is the last trick.
SHORT_DEAL_BOUND = HAND_MOST_ALL_TAKEN_IN + REPIQUE_POINTS + SHORT_MOST_MADE + CAPOT_POINTS
_IN_HAND_LAWS = _laws(19, 58, range(61, 65), 67)
#: Every law of the exchange domain: without Law 58 a hand of thirteen (a penalty: he reckons nothing) passes for
#: a lawful, regular course; without the agreement, a deal both agreed to annul stands.
_EXCHANGE_LAWS = _laws(11, 12, range(21, 44), 58, 75) | {"agree-fresh-deal"}
_WITNESSES = Path(__file__).resolve().parent / "witnesses"


def _reached_in_hand(optimum: Optimum, holder: str, record: str, how: str) -> Reached:
    """The stored deal ``record`` in which the ``holder`` reckons ``optimum``'s value in hand, as ``how`` says.

    Checked under both readings: what a hand reckons does not turn on a pique after a repique nor on the last
    trick, and the replay confirms the spec under each.
    """
    return Reached(
        id=optimum.id.replace("optimum:", "reached:", 1),
        title=f"A deal reaches the optimum {optimum.id}: the {holder} hand reckons {optimum.expect} in hand, {how} "
              f"(Laws {', '.join(sorted(optimum.laws | _IN_HAND_LAWS, key=int))})",
        # Law 58: a holder who can reckon nothing; Law 67: the order in which the classes are reckoned.
        laws=optimum.laws | _IN_HAND_LAWS, record=_WITNESSES / record, bound=const(optimum.expect),
        explain=f"The stored deal, replayed by the model: the {holder} hand's score in hand, his holding by the "
                "optimum's objective, and the spec's clauses where the scoring domain reads the deal.",
        optimum=optimum, holder=holder)


_STATED: tuple[Theorem | Optimum | Reached, ...] = (
    Theorem(
        id="theorem:twelve-cards",
        title="Whenever the deal stands, every lawful discard and take-in leaves both hands with twelve cards, "
              "except a hand dealt twelve whose holder discards more than he takes in, which plays short without "
              "penalty (Laws 30 and 57) (Laws 11, 12, 21-43, 58, 75, and a fresh deal agreed)",
        domain=EXCHANGE,
        laws=_EXCHANGE_LAWS,
        assume=~X.fresh_deal,
        claim=_twelve_or_short(X.elder_final, X.elder_dealt, X.elder_discards, X.elder_takes)
        & _twelve_or_short(X.younger_final, X.younger_dealt, X.younger_discards, X.younger_takes),
        explain="A lawful, penalty-free exchange under these laws that leaves a hand with other than twelve cards.",
    ),
    _held_optimum(
        "optimum:elder-holding",
        f"No elder hand, of twelve cards or fewer (played short, Law 30, or not) and keeping at least "
        f"{ELDER_KEEPS} of the cards dealt him (he discards at most five, Law 21), reckons more than "
        f"{HAND_BOUND} in hand: point, sequences, quatorzes and trios, carte blanche (Laws 18, 61-64)",
        _laws(18, range(61, 65)), hand_score_bound(HOLDING, ELDER_KEEPS), HAND_BOUND,
        "Z3 proves that no holding reckons more than the stored one, which reckons this much.",
        # Seven to the knave of spades (a point of five, a quint), ten to the queen of hearts (a tierce),
        # quatorzes of tens and knaves, and seven non-court cards kept (a carte blanche may have been dealt).
        404240415),
    _held_optimum(
        "optimum:younger-holding",
        f"No younger hand, of twelve cards or fewer (played short, Law 30, or not) and keeping at least "
        f"{YOUNGER_KEEPS} of the cards dealt him (he discards at most seven: the stock's eight, less the one "
        f"card at least the elder takes in, Law 21), reckons more than {HAND_BOUND} in hand (Laws 18, 61-64)",
        _laws(18, range(61, 65)), hand_score_bound(HOLDING, YOUNGER_KEEPS), HAND_BOUND,
        "As for the elder hand; the younger hand may keep a carte blanche with only five non-court cards.",
        # Quint major of spades, tierce major of hearts, quatorzes of aces and kings, five non-court cards.
        3233865976),
    _held_optimum(
        "optimum:any-holding-without-carte-blanche",
        f"No holding of twelve cards or fewer (played short, Law 30, or not) reckons more than "
        f"{HAND_MOST_WITHOUT_CARTE_BLANCHE} in point, sequences, quatorzes and trios (Laws 61-64), whatever was "
        "dealt and whatever the exchange",
        _laws(range(61, 65)), _classes(HOLDING),
        HAND_MOST_WITHOUT_CARTE_BLANCHE,
        "Z3 proves that no holding reckons more in classes II-IV than the one it finds.",
        # King, queen and knave of every suit: a point of three, four tierces, quatorzes of kings, queens, knaves.
        1886417008),
    _held_optimum(
        "optimum:any-holding",
        f"No player, elder or younger, holding twelve cards or fewer (played short, Law 30, or not) reckons more "
        f"than {HAND_BOUND} in hand, carte blanche included, whatever was dealt, where no hand takes in more than "
        f"{MOST_TAKEN_IN} cards (the elder hand takes in at least one of the stock's eight) (Laws 18, 61-64)",
        _laws(18, range(61, 65)), _in_hand(MOST_TAKEN_IN), HAND_BOUND,
        "Z3 proves that no holding that could have been dealt a carte blanche, less at most seven cards taken in, "
        "reckons more than the one it finds; the keep-premises of the two optima above are not assumed.",
        # Quint to the king of spades, tierce to the queen of hearts, quatorzes of knaves and tens: five non-court
        # cards kept of a carte blanche, seven taken in.
        404240508),
    _held_optimum(
        "optimum:any-holding-all-taken-in",
        f"No player holding twelve cards or fewer reckons more than {HAND_MOST_ALL_TAKEN_IN} in hand, carte "
        f"blanche included, whatever was dealt and whatever the exchange: a younger hand dealt a carte blanche may "
        f"take in all {ALL_TAKEN_IN} cards of the stock where the elder hand, discarding one, takes none and plays "
        "short: a lawful course under the literal reading of Law 30 (the choice short-hand), an irregularity without "
        "penalty under the harmonised (Law 57) (Laws 18, 21, 30, 34, 61-64)",
        _laws(18, 21, 30, 34, range(61, 65)), _in_hand(ALL_TAKEN_IN), HAND_MOST_ALL_TAKEN_IN,
        "Z3 proves that no holding that could have been dealt a carte blanche reckons more than the one it finds: "
        "the ace, king and queen of every suit, the four aces kept of a carte blanche and eight courts taken in "
        "(a point of three, four tierces major, quatorzes of aces, kings and queens).",
        3772834016),
    Theorem(
        id="theorem:all-taken-in",
        title=f"A hand takes in all {ALL_TAKEN_IN} cards of the stock only where the elder hand takes in none, "
              "having discarded at least one (Laws 21, 30, 34) (Laws 11, 12, 21-43, 58, 75, and a fresh deal "
              "agreed)",
        domain=EXCHANGE, laws=_EXCHANGE_LAWS, assume=~X.fresh_deal,
        claim=X.younger_takes.eq(ALL_TAKEN_IN).implies(X.elder_takes.eq(0) & (X.elder_discards > X.elder_takes)),
        explain="A lawful, regular exchange in which a hand takes in all the stock's eight otherwise.",
    ),
    Theorem(
        id="theorem:hand-score-bound",
        title=f"In every deal each player reckons at most {HAND_BOUND} in hand, whatever the adversary holds "
              f"(Laws 19, 58, 61-64, from the optima above and their premises: the elder hand keeping at least "
              f"{ELDER_KEEPS} of the cards dealt him, the younger {YOUNGER_KEEPS}; both hands of twelve cards, as "
              "the scoring domain has them)",
        domain=SCORING, laws=_laws(18, 19, 58, range(61, 65)),
        # The optima above, as lemmas: each holding reckons at most HAND_BOUND if it wins every class.
        assume=(hand_score_bound(S.elder.hand, ELDER_KEEPS) <= HAND_BOUND)
        & (hand_score_bound(S.younger.hand, YOUNGER_KEEPS) <= HAND_BOUND),
        claim=(S.elder.hand_score <= HAND_BOUND) & (S.younger.hand_score <= HAND_BOUND),
        explain="A lawful deal in which a player reckons more in hand than his holding allows.",
        lemmas=_class_lemmas(S.elder, ELDER_KEEPS) + _class_lemmas(S.younger, YOUNGER_KEEPS),
    ),
    Theorem(
        id="theorem:deal-score-bound",
        # The scoring domain has both hands of twelve: a hand played short (Law 30: the elder discards more
        # than he takes in, with no penalty, and the younger takes in the rest of the stock) is outside it,
        # and such a deal can score more; the title says so.
        title=f"No deal in which both play with twelve cards brings a player more than {HAND_BOUND} in hand, "
              "a repique, thirteen in play and a capot: "
              f"{DEAL_BOUND} (and a pique besides, where a pique can follow a repique), given that each reckons at "
              f"most {HAND_BOUND} in hand (the theorem above: the elder hand keeping at least {ELDER_KEEPS} of the "
              f"cards dealt him, the younger {YOUNGER_KEEPS}) (Laws 19, 58, 61-66, 68, 69)",
        domain=SCORING, laws=_laws(18, 19, 58, range(61, 67), 68, 69),
        assume=(S.elder.hand_score <= HAND_BOUND) & (S.younger.hand_score <= HAND_BOUND),  # the theorem above
        claim=(S.elder.total <= DEAL_BOUND + ite(PIQUE_WITH_REPIQUE, PIQUE_POINTS, 0))
        & (S.younger.total <= DEAL_BOUND),
        explain="A lawful deal that scores more than the bound.",
    ),
    Theorem(
        id="theorem:short-play-bound",
        title=f"When a hand of fewer than twelve cards runs out (Laws 30, 57), no player scores more than "
              f"{SHORT_MOST_MADE} in play, or {SHORT_MOST_MADE + 1} where the last trick played is the last trick "
              f"(the choice short-hand-last-trick), given that each makes at most {SHORT_MOST_MADE} by Law 65's first "
              "sentence (eleven tricks at most, a point a trick at most to each) (Laws 57, 65)",
        domain=SHORT_PLAY, laws=_laws(57, 65),
        assume=(SHORT.elder_made <= SHORT_MOST_MADE) & (SHORT.younger_made <= SHORT_MOST_MADE),
        claim=(SHORT.elder_scored <= SHORT_MOST_MADE + _SHORT_LAST)
        & (SHORT.younger_scored <= SHORT_MOST_MADE + _SHORT_LAST),
        explain="A short deal's play that scores a player more than the bound.",
    ),
    Theorem(
        id="theorem:short-deal-score-bound",
        title=f"No deal in which a hand is played short (Laws 30, 57) brings the younger hand more than "
              f"{HAND_MOST_ALL_TAKEN_IN} in hand, a repique, {SHORT_MOST_MADE} in play and a capot: "
              f"{SHORT_DEAL_BOUND} ({SHORT_DEAL_BOUND + 1} where the last trick played is the last trick), nor the "
              f"elder hand more than {DEAL_BOUND} ({DEAL_BOUND + PIQUE_POINTS} where a pique can follow a repique); "
              f"given the optima above (the elder hand, discarding at most five, reckons at most {HAND_BOUND} in "
              f"hand; any hand at most {HAND_MOST_ALL_TAKEN_IN}) and the short play's bound (Laws 18, 19, 57, 58, "
              "61-66, 68, 69)",
        domain=SHORT_DEAL, laws=_laws(18, 19, 57, 58, range(61, 67), 68, 69),
        assume=(S.elder.hand_score <= HAND_BOUND) & (S.younger.hand_score <= HAND_MOST_ALL_TAKEN_IN)
        & (S.elder.play <= SHORT_MOST_MADE + _SHORT_LAST) & (S.younger.play <= SHORT_MOST_MADE + _SHORT_LAST),
        claim=(S.younger.total <= SHORT_DEAL_BOUND + _SHORT_LAST)
        & (S.elder.total <= DEAL_BOUND + ite(PIQUE_WITH_REPIQUE, PIQUE_POINTS, 0)),
        explain="A lawful deal with a hand played short that scores more than the bound.",
    ),
    Reached(
        id="reached:highest-deal",
        title=f"A deal reaches the bound: the elder hand's carte blanche (shown), point, quint, tierce and two "
              f"quatorzes, repique, every card led and a capot, {DEAL_BOUND}; and a pique besides where a pique can "
              f"follow a repique (the literal reading), {DEAL_BOUND + PIQUE_POINTS} (Laws 18, 19, 58, 61-69)",
        laws=_SCORING_LAWS,
        record=_WITNESSES / "highest-deal.json",
        bound=DEAL_BOUND + ite(PIQUE_WITH_REPIQUE, PIQUE_POINTS, 0),
        explain="The stored deal, replayed by the model under this reading's picks and scored by the spec's clauses "
                "under this reading.",
    ),
    Reached(
        id="reached:short-deal",
        title=f"A deal with a hand played short reaches the bound: the younger hand's {HAND_MOST_ALL_TAKEN_IN} in "
              f"hand (his carte blanche shown, all eight taken in), a repique, {SHORT_MOST_MADE} in play and a capot, "
              f"{SHORT_DEAL_BOUND}, the elder hand discarding one, taking none and playing with eleven; "
              f"{SHORT_DEAL_BOUND + 1} where the last trick played is the last trick (the literal reading), the "
              "younger hand winning it (Laws 18, 19, 30, 57, 58, 61-69)",
        laws=_laws(18, 19, 30, 57) | _SCORING_LAWS,
        record=_WITNESSES / "all-taken-in.json",
        bound=SHORT_DEAL_BOUND + _SHORT_LAST,
        explain="The stored deal, replayed by the model under this reading's picks and scored by the spec's clauses "
                "in the short-deal domain.",
        holder="younger", short=True,
    ),
)


def _stated(check: str) -> Optimum:
    """The optimum ``check`` declared above, whose value a stored deal reaches."""
    return next(th for th in _STATED if isinstance(th, Optimum) and th.id == check)


#: Every theorem: those stated above, then a stored deal for each hand optimum, its holder reckoning its value.
THEOREMS: tuple[Theorem | Optimum | Reached, ...] = _STATED + (
    _reached_in_hand(_stated("optimum:elder-holding"), "elder", "highest-deal.json",
                     "carte blanche, point, quint, tierce and two quatorzes, seven of his carte blanche kept"),
    _reached_in_hand(_stated("optimum:younger-holding"), "younger", "younger-holding.json",
                     "carte blanche, point, quint, tierce and two quatorzes, five of his carte blanche kept and "
                     "seven taken in"),
    _reached_in_hand(_stated("optimum:any-holding-without-carte-blanche"), "elder", "without-carte-blanche.json",
                     "king, queen and knave of every suit: point of three, four tierces, three quatorzes"),
    _reached_in_hand(_stated("optimum:any-holding"), "younger", "younger-holding.json",
                     "five of his carte blanche kept and seven taken in"),
    _reached_in_hand(_stated("optimum:any-holding-all-taken-in"), "younger", "all-taken-in.json",
                     "four aces kept of his carte blanche and all eight taken in, the elder hand discarding one, "
                     "taking none and playing short (lawful under the literal reading of Law 30, an irregularity "
                     "without penalty under the harmonised, the model's, Law 57)"),
)
