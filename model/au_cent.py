"""Piquet au cent in the model: its calls, the game of a hundred and the partie of five games.

The deal is the deal of the Laws of Piquet with the overrides of
:mod:`piquet.model.variants` in force; this module holds what au cent has
that the base game has not:

- calling: the elder's first call states the number his point makes
  (cent-15.1) and the top card of his sequence (cent-16.1), so the
  younger's answer and claim weigh the whole call at once; having called
  less than he holds the elder abides by his call (cent-17.1; the base
  model already reckons nothing superior to a call);
- a sequence shown above the call (cent-19): the elder reckons only what
  he called (the base model's), and the younger's answers and claims are
  weighed against the sequence shown, his equal or inferior ones barred
  (:func:`younger_answers`, :func:`younger_claims`);
- a suit called from a player who looked at the cards the younger left
  unlooked at, when next he has to lead (:func:`called_leads`, cent-12.2);
- cutting: the lower card deals (cent-1.1), with no choice (cent-30.1);
- :class:`Game`: a hundred up (cent-28.1), the double game (cent-28.2),
  the penalties that lose the game (cent-9, cent-10);
- :class:`AuCentPartie`: three games out of five, a double counting two
  (cent-29.1), the players dealing alternately throughout.

Reading (the paragraphs do not say): the scores are added in the order they
are said in the deal, and the game is won by the first to reach a hundred, at
that moment; the rest of the deal scores nothing towards it. A game lost by a
penalty counts single: its winner has not scored a hundred.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from piquet.model.actions import Call, as_call
from piquet.model.cards import Card, CardSet, Suit, rank_of, suit_mask
from piquet.model.counts import ExchangeBounds, count_rule_clauses, exchange_bounds
from piquet.model.declaring import Klass, Verdict, answer_options, younger_options
from piquet.model.errors import InputError
from piquet.model.partie import Player
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.scoring import longest_suit, point_pips, sequence_values, set_values
from piquet.model.state import DealState, held
from piquet.model.variants import Rules, younger_point_pips

__all__ = [
    "GAME_POINTS", "DOUBLE_BELOW", "GAMES_TO_WIN", "games_won", "elder_calls", "full_answer_options",
    "full_younger_options",
    "younger_point_pips", "SHOWN_ABOVE_CALL", "shown_sequence", "younger_answers", "younger_claims",
    "called_leads", "card_cut", "first_dealer", "player_in", "stood_bounds", "stood_clauses", "scoring_steps", "Game",
    "AuCentPartie",
]

# cent-28.1: a game is one hundred up.
GAME_POINTS = 100
# cent-28.2: a hundred before the adversary has scored fifty wins a double game.
DOUBLE_BELOW = 50
# cent-29.1: three games out of five, a double counting as two.
GAMES_TO_WIN = 3


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def games_won(own: int, adversary: int) -> int:
    """The games a player with ``own`` points wins against ``adversary``'s: none under a hundred (cent-28.1),
    two if his adversary has not fifty, a double (cent-28.2), else one."""
    if own < GAME_POINTS:
        return 0
    return 2 if adversary < DOUBLE_BELOW else 1


# ---------------------------------------------------------------- calling (cent-15 to cent-17)


def elder_calls(klass: Klass, hand: CardSet) -> tuple[Call, ...]:
    """What the elder may call first in ``klass``: a point with the number it makes (cent-15.1), a
    sequence with its top card (cent-16.1), a quatorze or trio with its rank (cent-16.2, as Law 48).
    He may call less than he holds, and then abides by it (cent-17.1)."""
    if klass is Klass.POINT:
        return tuple(Call(Role.ELDER, klass, count, pips) for count in range(1, longest_suit(hand) + 1)
                     for pips in sorted(point_pips(hand, count)))
    values = sequence_values(hand) if klass is Klass.SEQUENCE else set_values(hand)
    return tuple(Call(Role.ELDER, klass, v >> 3, v & 7) for v in values)
REFERENCES.cite("elder_calls", "cent-15", "cent-16", "cent-17")


def _point_better(hand: CardSet, count: int, pips: int) -> tuple[bool, bool]:
    """Whether the hand holds a point better than ``count`` cards making ``pips``, and one as good."""
    same = point_pips(hand, count) if count <= 8 else frozenset()
    return longest_suit(hand) > count or max(same, default=-1) > pips, pips in same


def full_answer_options(klass: Klass, hand: CardSet, count: int, detail: int | None) -> tuple[Verdict, ...]:
    """The younger's lawful answers to a call stated in full: "not good" if he holds better (more cards,
    or as many making more; a longer sequence, or as long to a higher card), "equal" if he holds as good.
    Quatorzes and trios as in the base game."""
    if klass is Klass.SETS or detail is None:
        return answer_options(klass, hand, count, detail)
    if klass is Klass.POINT:
        superior, equal = _point_better(hand, count, detail)
    else:
        values = sequence_values(hand)
        superior, equal = any(v > count << 3 | detail for v in values), (count << 3 | detail) in values
    return (Verdict.GOOD,) + (Verdict.NOT_GOOD,) * superior + (Verdict.EQUAL,) * equal


def full_younger_options(klass: Klass, hand: CardSet, count: int | None, detail: int | None) -> tuple[int, ...]:
    """The claims the younger may reckon after saying "not good" to a call stated in full: anything
    better than it; as in the base game when the elder called nothing in the class."""
    if klass is Klass.SETS or count is None or detail is None:
        return younger_options(klass, hand, count, detail)
    if klass is Klass.POINT:
        return tuple(c for c in range(count, longest_suit(hand) + 1)
                     if c > count or max(point_pips(hand, c), default=-1) > detail)
    return tuple(v for v in sequence_values(hand) if v > count << 3 | detail)


# ---------------------------------------------------------------- a sequence shown above the call (cent-19)

#: The kind of the ruling that the elder showed a sequence superior to the one he called (the irregular action
#: :class:`piquet.model.irregular.calling.ShowAboveCall`), read here from the deal's rulings.
SHOWN_ABOVE_CALL = "sequence shown above the call"


def shown_sequence(state: DealState, klass: Klass) -> int | None:
    """The sequence (its value) the elder showed with a call of an inferior one (cent-19), if ``klass`` is the
    sequence and he did. Reading: he shows his best sequence; the paragraph names no other."""
    if klass is not Klass.SEQUENCE or not any(r.kind == SHOWN_ABOVE_CALL for r in state.rulings):
        return None
    return max(sequence_values(held(state, Role.ELDER)))
REFERENCES.cite("shown_sequence", "cent-19")


def younger_answers(state: DealState, klass: Klass, hand: CardSet) -> tuple[Verdict, ...]:
    """The younger's lawful answers to the elder's call in ``klass`` stated in full (cent-15.1, cent-16.1:
    :func:`full_answer_options`);
    a sequence shown above the call is what he answers, and bars his sequences equal or inferior to it
    (cent-19.2): "not good" only with a better one, never "equal"."""
    dialogue = state.dialogue(klass)
    assert dialogue.called is not None, "the younger answers a call"
    shown = shown_sequence(state, klass)
    if shown is None:
        return full_answer_options(klass, hand, dialogue.called, dialogue.detail)
    return tuple(v for v in full_answer_options(klass, hand, shown >> 3, shown & 7) if v is not Verdict.EQUAL)
REFERENCES.cite("younger_answers", "cent-15", "cent-16", "cent-19")


def younger_claims(state: DealState, klass: Klass, hand: CardSet) -> tuple[int, ...]:
    """What the younger may reckon in ``klass`` after his answer (:func:`full_younger_options`): after a sequence
    shown above the call, only a sequence better than the one shown (cent-19.2)."""
    dialogue = state.dialogue(klass)
    shown = shown_sequence(state, klass)
    if shown is None:
        return full_younger_options(klass, hand, dialogue.called, dialogue.detail)
    return full_younger_options(klass, hand, shown >> 3, shown & 7)
REFERENCES.cite("younger_claims", "cent-19")


# ---------------------------------------------------------------- a suit called (cent-12)


def called_leads(suit_call: tuple[Role, Suit | None, int], role: Role, trick: int, hand: CardSet) -> CardSet:
    """The cards of ``hand`` that ``role`` may lead to trick ``trick`` (from 0), a suit having been called
    (``suit_call``: from whom, the suit, the trick it applies to) under cent-12.2: that suit's, if the suit
    was called from him for this lead and he holds it; else any card."""
    offender, suit, at = suit_call
    if suit is None or offender is not role or at != trick:
        return hand
    return hand & suit_mask(suit) or hand
REFERENCES.cite("called_leads", "cent-12")


# ---------------------------------------------------------------- standing the deal (cent-13, cent-14)

def stood_bounds(rules: Rules, role: Role, dealt: int, stock: int, announced: bool) -> ExchangeBounds:
    """The exchange of ``role``, dealt ``dealt`` cards, in a deal that stands with a wrong count, the stock
    as he finds it: Laws 39-43 (:func:`piquet.model.counts.exchange_bounds`), as ``rules`` override them
    (in au cent cent-13, 14: :meth:`piquet.model.variants.AuCentLaws.stood_bounds`)."""
    return rules.laws.stood_bounds(exchange_bounds(role, dealt, stock, announced), role, dealt, stock)


def stood_clauses(rules: Rules, elder_dealt: int, stock: int, role: Role, announced: bool) -> tuple[str, ...]:
    """The clauses that set ``role``'s exchange in a deal that stands with these counts: Laws 39-43
    (:func:`piquet.model.counts.count_rule_clauses`), or the paragraphs of ``rules`` that replace them."""
    clauses = rules.laws.stood_clauses(elder_dealt, role)
    return count_rule_clauses(elder_dealt, stock, role, announced) if clauses is None else clauses


# ---------------------------------------------------------------- cutting (cent-1, cent-30)


def card_cut(exposed: Sequence[Card], lowest_elected: bool) -> Card:
    """The card a player cut, having exposed ``exposed`` in cutting, the first being the one he cut: that one,
    but if he exposed more than one his adversary may treat the lowest of them as the one cut (cent-1.3),
    and does when ``lowest_elected``. Raises InputError when no card is exposed."""
    if not exposed:
        raise InputError("cut", "a player cuts at least one card (cent-1.1)")
    if len(exposed) > 1 and lowest_elected:
        return min(exposed, key=rank_of)
    return exposed[0]
REFERENCES.cite("card_cut", "cent-1")


def first_dealer(cut_a: Card, cut_b: Card) -> Player | None:
    """Who deals first: the player who cuts the lower card has to deal (cent-1.1), with no choice
    (cent-30.1). None when the ranks are equal: the paragraph says nothing (as Law 4); they cut again."""
    a, b = rank_of(cut_a), rank_of(cut_b)
    return None if a == b else "A" if a < b else "B"
REFERENCES.cite("first_dealer", "cent-1", "cent-30")


# ---------------------------------------------------------------- the game and the partie (cent-28, cent-29)


def scoring_steps(events: Sequence[tuple[Role | None, int]], scores: tuple[int, int]) -> tuple[tuple[Role, int], ...]:
    """A deal's scores in the order they were said: each (role, points) of its narration that scores,
    then what is left of each role's ``scores`` (a deal not narrated, a count rectified), elder first."""
    steps = tuple((role, points) for role, points in events if role is not None and points)
    said = [0, 0]
    for role, points in steps:
        said[role] += points
    rest = tuple((role, scores[role] - said[role]) for role in Role if scores[role] != said[role])
    return steps + rest


def _other(player: Player) -> Player:
    return "B" if player == "A" else "A"


def player_in(role: Role, dealer: Player) -> Player:
    """The player in ``role`` in a deal ``dealer`` dealt: the dealer is the younger hand."""
    return dealer if role is Role.YOUNGER else _other(dealer)


@dataclass(frozen=True, slots=True)
class Game:
    """One game of a hundred up: the scores (A, B), and once won its winner, whether it is a double
    (cent-28.2) and the clause that decided it (``cent-28.1``, or a penalty's, ``cent-9.1``)."""

    scores: tuple[int, int] = (0, 0)
    winner: Player | None = None
    double: bool = False
    clause: str | None = None

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def counts(self) -> int:
        """How many games it counts towards the partie: two for a double (cent-29.1), else one."""
        return 2 if self.double else 1

    def score(self, player: Player, points: int) -> Game:
        """``player`` scores ``points``; he wins the game on reaching a hundred (cent-28.1), a double if his
        adversary has not fifty (cent-28.2)."""
        if self.over:
            raise InputError("game", "the game is over (cent-28.1)")
        index = 0 if player == "A" else 1
        scores = (self.scores[0] + points, self.scores[1]) if index == 0 else (self.scores[0], self.scores[1] + points)
        won = games_won(scores[index], scores[1 - index])
        if not won:
            return replace(self, scores=scores)
        double = won == 2
        return Game(scores, player, double, "cent-28.2" if double else "cent-28.1")

    def lost_by(self, loser: Player, clause: str) -> Game:
        """``loser`` loses the game by a penalty (``clause``: cent-9.1, cent-9.2, cent-10.1); it counts single."""
        if self.over:
            raise InputError("game", "the game is over (cent-28.1)")
        return replace(self, winner=_other(loser), double=False, clause=clause)
REFERENCES.cite("Game.score", "cent-28")
REFERENCES.cite("Game.counts", "cent-29")
REFERENCES.cite("Game.lost_by", "cent-9", "cent-10")


@dataclass(frozen=True, slots=True)
class AuCentPartie:
    """A partie of Piquet au cent: the games won so far and the game in progress.

    The players deal alternately throughout, from ``first_dealer``
    (cent-1.1), and always by two (cent-2.1). ``deals`` counts the deals
    played, void deals apart (a fresh deal is the same turn again);
    ``last_dealer`` dealt the last of them: after a deal out of turn found
    too late there is no remedy (cent-5.2), and the turns go on from it.
    ``in_game`` counts the deals of the game in progress.
    """

    first_dealer: Player
    games: tuple[Game, ...] = ()
    current: Game = Game()
    deals: int = 0
    last_dealer: Player | None = None
    in_game: int = 0

    def dealer(self) -> Player:
        """Who deals the next deal: the players deal alternately (Law 16)."""
        return self.first_dealer if self.last_dealer is None else _other(self.last_dealer)

    def games_won(self, player: Player) -> int:
        """The games ``player`` has won, a double counting two (cent-29.1)."""
        return sum(g.counts for g in self.games if g.winner == player)

    @property
    def winner(self) -> Player | None:
        """The winner of the partie: the first with three games (cent-29.1); None while it goes on."""
        for player in ("A", "B"):
            if self.games_won(player) >= GAMES_TO_WIN:
                return player
        return None

    @property
    def over(self) -> bool:
        return self.winner is not None

    def _close(self, game: Game) -> AuCentPartie:
        if game.over:
            return replace(self, games=self.games + (game,), current=Game(), in_game=0)
        return replace(self, current=game, in_game=self.in_game + 1)

    def correct(self, a: int, b: int) -> AuCentPartie:
        """The partie with the scores of the game in progress rectified by ``a`` and ``b`` (cent-27.1: errors in
        adding up may be rectified at any time during the game); an error found after the game it was made in
        is over is not (the game is over). A rectification may win the game."""
        if not a and not b or not self.in_game:
            return self
        game = self.current
        rectified: tuple[tuple[Player, int], ...] = (("A", a), ("B", b))
        for player, points in rectified:
            if points and not game.over:
                game = game.score(player, points)
        return self._close(game) if game.over else replace(self, current=game)

    def record(self, steps: Sequence[tuple[Role, int]], dealer: Player | None = None) -> AuCentPartie:
        """The partie after the next deal, its scores given by role in the order said
        (:func:`scoring_steps`): each adds to the game until a player reaches a hundred."""
        if self.over:
            raise InputError("partie", "the partie is over: a player has won three games (cent-29.1)")
        dealt = self.dealer() if dealer is None else dealer
        game = self.current
        for role, points in steps:
            if game.over:
                break
            game = game.score(player_in(role, dealt), points)
        return replace(self._close(game), deals=self.deals + 1, last_dealer=dealt)

    def lost_by(self, loser: Player, clause: str, dealer: Player | None = None) -> AuCentPartie:
        """``loser`` loses the game in progress by a penalty (cent-9, cent-10) in the deal ``dealer`` dealt (by
        default, whose turn it was); the deal ends with it."""
        if self.over:
            raise InputError("partie", "the partie is over: a player has won three games (cent-29.1)")
        dealt = self.dealer() if dealer is None else dealer
        return replace(self._close(self.current.lost_by(loser, clause)), deals=self.deals + 1, last_dealer=dealt)
REFERENCES.cite("AuCentPartie", "cent-1", "cent-2", "cent-5")
REFERENCES.cite("AuCentPartie.winner", "cent-29")
REFERENCES.cite("AuCentPartie.correct", "cent-27")
