"""An exact solver of the play of the cards, both hands known (double dummy).

From any point of the play of a deal -- the elder to make his first lead,
or later -- :func:`solve` finds the value of the rest of the play under best
play of both sides, the final scores, a principal line and, on request,
every card of equal value at each decision of that line.

The rules are the model's, not typed again: :func:`~piquet.model.play.playable`
(following suit), :func:`~piquet.model.play.beats` (who wins a trick),
:func:`~piquet.model.play.trick_points`, :func:`~piquet.model.play.is_last_trick` (the spec's choice
``short-hand-last-trick``) and ``LEAD_POINTS`` (Law 65),
:func:`~piquet.model.play.tricks_counted` and
:func:`~piquet.model.play.cards_points` (Laws 57, 66; Case XIX: the twelfth
trick is the last), :func:`~piquet.model.reckoning.pique` and
:func:`~piquet.model.reckoning.elder_play_first` (Law 69), and
:func:`~piquet.model.partie.partie_result` (Laws 72-73). A player who can
reckon nothing (Law 58) scores nothing, but his points in play still count
as his nominally and so save him from a pique.

The solver's own representation: a :class:`Position` holds both hands as
card masks, who leads, the card led, the tricks, the scores and, while a
pique can still fall, the elder's count toward it. The search is alpha-beta
(MTD(f): windows of width one closing in on the value) with a transposition
table of bounds keyed by the shape of the hands (who holds each card left,
in rank order); cards that touch in a suit once the cards between them are
gone are searched as one (in the play only rank order matters); the best
move of the table is tried first, then the masters; and under the ``deal``
objective, bounds on what the tricks left can bring (the leader's run of
masters among them) cut the search short.

Objectives (values always from the elder's side; :attr:`Solution.value`):

- :func:`deal_objective`: each side maximises his own score of the deal
  minus his adversary's. The value of the rest of the play is then the
  points still to be scored, so the table keys positions without their
  scores and stores values relative to them.
- :func:`partie_objective`: the points of the partie the elder wins when the
  deal decides it (Laws 71-73), negative when he loses, given the partie
  scores before the deal and how many times the deal counts (the note to
  Law 71). It is not linear in the deal's scores (a player about to be
  rubiconed wants the sum of the scores small; one near a hundred plays to
  cross it), so the search carries the scores and applies the partie's
  result at the end of the play; the table keys positions with their scores.
  But it is linear by regions: where the scores the rest of the play can
  still reach (:meth:`Solver.reach`) all lie where the same player wins and
  the loser has a hundred, or all where he is rubiconed, the value is the
  deal's difference or sum of the scores, scaled and shifted, and a search
  of that objective, keyed without the scores, answers (:class:`Box`);
  elsewhere the least and greatest value over those scores cut the search.
  Equal totals after the sixth deal (the fourth, by agreement) send the
  partie to one more deal each (Law 71): that outcome is valued 0, the
  partie then being even between the players.
- :func:`game_objective`, Piquet au cent's partie objective: the games of
  the partie (cent-29.1) the elder wins in the deal, 2 for a double game
  (cent-28.2), 1 for a single (cent-28.1), negative when the younger wins,
  0 when neither reaches a hundred by the end of the play. A game is won by
  the first to reach a hundred, at that moment (the reading of
  :mod:`piquet.model.au_cent`): it is a race, not a function of the final
  scores, so the search stops where a player reaches his hundred
  (:class:`Race`), and the table keys positions with their scores.

Piquet au cent's play is the base game's, except by the agreement that
nines, eights and sevens do not count in play (cent-26.1,
:attr:`Rules.low_cards`): a low card led, or winning a trick led by the
adversary, scores nothing. Cards then touch only within the low cards or
within the others (a nine and a ten are not equivalent), the table keys the
low cards left with the shape, and the bounds that count a point for each
trick a player leads or wins are not used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Final, NamedTuple

from piquet.model.au_cent import GAME_POINTS, games_won
from piquet.model.actions import Elect
from piquet.model.deal import apply
from piquet.model.errors import InputError
from piquet.model.irregular.calling import close_miscalls
from piquet.model.cards import ALL_CARDS, FULL_PACK, Card, CardSet, count
from piquet.model.partie import PARTIE_BONUS, RUBICON, loser_sign, partie_result, rubiconed
from piquet.model.play import (LEAD_POINTS, beats, cards_points, is_last_trick, playable, trick_points,
                               tricks_counted)
from piquet.model.narration import Narration
from piquet.model.reckoning import PIQUE_POINTS, THIRTY, elder_play_first, pique
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.state import Choice, DealState, Phase, new_tuple
from piquet.model.variants import AU_CENT_RULES, Agreement, card_points

__all__ = [
    "Position", "Rules", "Start", "Objective", "Box", "Race", "Solution", "Solver", "deal_objective",
    "partie_objective", "game_objective",
    "start_of", "first_lead_start", "lead_instead", "solve", "minimax", "step", "step_fields", "Fields", "playable_cards", "ordered_moves", "first_lead",
]

_ELDER: Final = 0
_YOUNGER: Final = 1
# A Position built without the Python-level constructor of a named tuple: step() makes one for each card.
_NO_LEAD: Final = -1
# The elder's count toward a pique when none can fall any more (Law 69).
_CLOSED: Final = -1
_INFINITY: Final = 1 << 30
# cent-26.1, by agreement: the cards that score nothing in play, led or winning a trick, as the model's
# card_points says (the nines, eights and sevens).
_LOW_MASK: Final = sum(1 << card for card in ALL_CARDS
                if not card_points(replace(AU_CENT_RULES, agreements=frozenset({Agreement.LOW_CARDS})), card))
# The highest low rank of a suit (the same ranks in each suit): a run of equivalent cards breaks below it.
_LOW_TOP: Final = (_LOW_MASK & 0xFF).bit_length() - 1


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class Position(NamedTuple):
    """A point of the play, as the solver keeps it. Pairs are elder first.

    ``elder`` and ``younger`` are the hands (masks); ``leader`` who leads the
    trick (0 the elder, 1 the younger); ``lead`` the card led to it, or -1
    before the lead; ``played`` the tricks played; ``won_elder`` and
    ``won_younger`` the tricks each won; ``toward_pique`` what the elder has
    made in play before the younger's first point in play, or -1 once no
    pique can fall; ``score_elder`` and ``score_younger`` what each has
    scored in the deal. Once the play is over the tricks are those counted
    for the cards (Law 57) and the scores include the cards.
    """

    elder: CardSet
    younger: CardSet
    leader: int
    lead: int
    played: int
    won_elder: int
    won_younger: int
    toward_pique: int
    score_elder: int
    score_younger: int

    @property
    def over(self) -> bool:
        """The play is over: a hand has run out at the end of a trick (Law 57)."""
        return self.lead == _NO_LEAD and not (self.elder and self.younger)

    @property
    def to_move(self) -> int:
        """Who plays next: 0 the elder, 1 the younger."""
        return self.leader if self.lead == _NO_LEAD else 1 - self.leader
REFERENCES.cite("Position", "57")
REFERENCES.cite("Position.over", "57")

# The class held where compiled code reads it directly: a named tuple's class is not native, and read by its
# name it is looked up in the module's dictionary each time step() makes a position.
_POSITION: Final[type[Position]] = Position


@dataclass(frozen=True)
class Objective:
    """What both sides play for: ``value(elder_score, younger_score)`` of a finished deal, from the
    elder's side; ``additive`` when that value is the elder's score minus the younger's. ``bounds``, if
    given, of a non-additive objective: ``bounds(elder_low, elder_high, younger_low, younger_high)`` is
    the :class:`Box` of the final scores in those ranges (both ends included). ``linear``, if given: the
    value is ``elder * linear[0] + younger * linear[1]``."""

    name: str
    value: Callable[[int, int], int]
    additive: bool
    bounds: Callable[[int, int, int, int], Box] | None = None
    linear: tuple[int, int] | None = None
    race: Race | None = None


class Race(NamedTuple):
    """A game of Piquet au cent that the deal may decide (:func:`game_objective`): the scores of the game
    before the deal (elder, younger). A player wins it on reaching a hundred (cent-28.1), a double if his
    adversary has not fifty then (cent-28.2)."""

    before: tuple[int, int]

    def decided(self, position: Position, rules: Rules) -> int | None:
        """The games the elder wins (negative: loses) at ``position``, reached from one where neither had a
        hundred; None while neither has. Each card scores to one player only, but for the last: its trick
        scores to its winner, then the cards (Law 66) to the player with more tricks, who may be the other
        and reach a hundred too; the first to reach it wins, his adversary's score then deciding the double."""
        before_e, before_y = self.before
        elder, younger = before_e + position.score_elder, before_y + position.score_younger
        if elder < GAME_POINTS and younger < GAME_POINTS:
            return None
        if position.over:  # the scores before the cards: did the winner of the last trick reach it first?
            for_e, for_y = cards_points(position.won_elder, position.won_younger)
            first_e = elder - (0 if rules.reckon_nothing[_ELDER] else for_e)
            first_y = younger - (0 if rules.reckon_nothing[_YOUNGER] else for_y)
            if first_e >= GAME_POINTS or first_y >= GAME_POINTS:
                elder, younger = first_e, first_y
        won = games_won(elder, younger)
        return won if won else -games_won(younger, elder)
REFERENCES.cite("Race", "cent-28")


class Box(NamedTuple):
    """An objective over a box of final scores: its ``least`` and ``most`` value there, and ``linear``,
    when on the whole box the value is ``constant + weight * (elder * each[0] + younger * each[1])``, each
    1 or -1 (weight positive), the triple (constant, weight, each), else None."""

    least: int
    most: int
    linear: tuple[int, int, tuple[int, int]] | None


def _linear_objective(each: tuple[int, int]) -> Objective:
    """``elder * each[0] + younger * each[1]``, each 1 or -1: a part of the partie objective (:class:`Box`)."""
    along_e, along_y = each

    def value(elder: int, younger: int) -> int:
        return along_e * elder + along_y * younger

    def bounds(elder_low: int, elder_high: int, younger_low: int, younger_high: int) -> Box:
        # Asked at every position the search bounds: each pair put in order natively (sorted is called as
        # Python's) and the Box made by tuple.__new__ (a NamedTuple's constructor is Python).
        elder_one, elder_other = along_e * elder_low, along_e * elder_high
        younger_one, younger_other = along_y * younger_low, along_y * younger_high
        if elder_one > elder_other:
            elder_one, elder_other = elder_other, elder_one
        if younger_one > younger_other:
            younger_one, younger_other = younger_other, younger_one
        least, most = elder_one + younger_one, elder_other + younger_other
        return new_tuple(Box, (least, most, None))

    return Objective(f"linear {each}", value, False, bounds, each)


def _difference(elder: int, younger: int) -> int:
    return elder - younger


def deal_objective() -> Objective:
    """Each side maximises his own score of the deal minus his adversary's."""
    return Objective("deal", _difference, True)


def partie_objective(before: tuple[int, int], weight: int = 1) -> Objective:
    """The points of the partie the elder wins (negative: loses) when this deal decides it.

    ``before`` are the partie scores before the deal (elder, younger),
    ``weight`` how many times the deal counts (2 for the first and last of a
    four-deal partie, note to Law 71). Equal totals: 0 (see the module).
    """
    cache: dict[tuple[int, int], int] = {}

    def value(elder: int, younger: int) -> int:
        key = (elder, younger)
        if key not in cache:
            cache[key] = _partie_points(before[0] + weight * elder, before[1] + weight * younger)
        return cache[key]

    boxes: dict[tuple[int, int, int, int], Box] = {}

    def bounds(elder_low: int, elder_high: int, younger_low: int, younger_high: int) -> Box:
        key = (elder_low, elder_high, younger_low, younger_high)
        known = boxes.get(key)
        if known is None:
            totals = (before[0] + weight * elder_low, before[0] + weight * elder_high,
                      before[1] + weight * younger_low, before[1] + weight * younger_high)
            least, most = _partie_bounds(*totals)
            linear: tuple[int, int, tuple[int, int]] | None = None
            # Laws 72-73: the winner wins the difference or the sum, + 100 (partie_result). On a box where the
            # same player is ahead throughout and the other is rubiconed throughout, or nowhere, the value is
            # linear in the scores of the deal: the winner's total, the loser's with its sign, + 100.
            if totals[0] > totals[3] and rubiconed(totals[2]) == rubiconed(totals[3]):
                sign = loser_sign(totals[3])
                linear = (before[0] + sign * before[1] + PARTIE_BONUS, weight, (1, sign))
            elif totals[2] > totals[1] and rubiconed(totals[0]) == rubiconed(totals[1]):
                sign = loser_sign(totals[1])
                linear = (-before[1] - sign * before[0] - PARTIE_BONUS, weight, (-sign, -1))
            known = boxes[key] = Box(least, most, linear)
        return known

    return Objective("partie", value, False, bounds)
REFERENCES.cite("partie_objective", "71", "72", "73")


def _nothing(elder: int, younger: int) -> int:
    return 0


def game_objective(before: tuple[int, int]) -> Objective:
    """Piquet au cent's partie objective: the games of the partie the elder wins in this deal (cent-28,
    cent-29.1), the game scores before it being ``before`` (elder, younger); 0 if neither reaches a
    hundred. Start where neither has yet (see the module)."""
    if max(before) >= GAME_POINTS:
        raise InputError("game", f"the scores before the deal {before[0]}-{before[1]}: the game is over (cent-28.1)")
    return Objective("game", _nothing, False, race=Race(before))
REFERENCES.cite("game_objective", "cent-28", "cent-29")


def _partie_points(elder_total: int, younger_total: int) -> int:
    """What the elder wins of the partie (negative: loses) at these partie totals; equal totals, 0."""
    # Asked for every corner of every box the search bounds: kept by the totals (partie_result is Python).
    key = elder_total << 32 | younger_total & 0xFFFFFFFF
    points = _PARTIE_POINTS.get(key)
    if points is None:
        result = partie_result(elder_total, younger_total)
        # partie_result names its first player "A": here, the elder.
        points = 0 if result.winner is None else result.points if result.winner == "A" else -result.points
        _PARTIE_POINTS[key] = points
    return points


_PARTIE_POINTS: Final[dict[int, int]] = {}


def _partie_bounds(elder_low: int, elder_high: int, younger_low: int, younger_high: int) -> tuple[int, int]:
    """The least and greatest :func:`_partie_points` over the partie totals in the box given (integers).

    Over integer totals the value is linear on each of five closed regions (Laws 72-73): the elder ahead
    with the younger at a hundred or more (the difference) or under it (the sum, a rubicon), the same the
    other way, and equal totals (0). Each region's part of the box is a polygon whose corners are integer
    points where two of the lines elder or younger total = a side of the box, 99 or 100, and elder total =
    younger total + 1, + 0 or - 1 meet; a linear function takes its least and greatest values there. Those
    corners alone are valued: a line of one total and one of the other, or either with a line of the
    difference (two of those never meet).
    """
    least, most = _INFINITY, -_INFINITY
    for elder in (elder_low, elder_high, RUBICON - 1, RUBICON):
        if elder_low <= elder <= elder_high:
            for younger in (younger_low, younger_high, RUBICON - 1, RUBICON, elder - 1, elder, elder + 1):
                if younger_low <= younger <= younger_high:
                    points = _partie_points(elder, younger)
                    least, most = min(least, points), max(most, points)
    for younger in (younger_low, younger_high, RUBICON - 1, RUBICON):
        if younger_low <= younger <= younger_high:
            for elder in (younger - 1, younger, younger + 1):
                if elder_low <= elder <= elder_high:
                    points = _partie_points(elder, younger)
                    least, most = min(least, points), max(most, points)
    return least, most
REFERENCES.cite("_partie_bounds", "72", "73")


@dataclass(frozen=True)
class Rules:
    """What of the deal the play's scores depend on, beyond the cards: who can reckon nothing (Law 58),
    the count in play at which the elder piques (Law 69), if he still can, and whether nines, eights and
    sevens score nothing in play (Piquet au cent by agreement, cent-26.1)."""

    reckon_nothing: tuple[bool, bool]
    pique_at: int | None
    low_cards: bool = False
    #: The literal pick of the spec's choice ``short-hand-last-trick``: the last trick played, when a short hand
    #: runs out, is the last trick (:func:`~piquet.model.play.is_last_trick`; Laws 57, 65).
    last_played_is_last: bool = False
REFERENCES.cite("Rules", "57", "58", "65", "69", "cent-26")


@dataclass(frozen=True)
class Start:
    """Where a solve begins: ``position`` and its ``rules``. With ``free_lead`` the position is the one
    after the elder's first lead and the younger's reckoning, and the elder may lead any other card
    instead (the younger's reckoning does not depend on the card, nor what the lead scores, but when the low
    cards score nothing, cent-26.1: then the card led is a low one if the elder holds one, and a card that
    scores, led instead, scores as it is led, :func:`lead_instead`)."""

    position: Position
    rules: Rules
    free_lead: bool = False


def _rules_of(state: DealState) -> Rules:
    elder_hand, younger_hand = (sum(scores) for scores in state.hand_scores)
    picks = state.rules.picks
    pique_at = None
    if state.bonus == (0, 0):
        pique_at = next((count for count in range(THIRTY + 1)
                         if pique(elder_hand, younger_hand, count, state.reckon_nothing[_ELDER],
                                  picks.pique_with_repique)), None)
    return Rules(state.reckon_nothing, pique_at, state.rules.agreed(Agreement.LOW_CARDS), picks.last_played_is_last)


def _check_solvable(state: DealState) -> None:
    if state.phase is not Phase.PLAY or state.option is not None or state.in_dealing.offer is not None:
        raise InputError("solve", f"the deal is at {state.phase.value}, not in the play of the cards")
    if state.in_calling.miscalls or state.in_play.lapses:
        raise InputError("solve", "an irregularity is still open (a miscall or an error of the play not yet "
                                  "found, Laws 52-54, 59): the solver plays only a regular play")
REFERENCES.cite("_check_solvable", "52", "53", "54", "59")


def start_of(state: DealState) -> Start:
    """The solver's start at ``state``, a point of the play once the younger has reckoned.

    Raises :class:`InputError` at the elder's first lead (the younger
    reckons after it: use :func:`first_lead_start`), outside the play, or
    with an irregularity open.
    """
    _check_solvable(state)
    if not state.tricks and state.lead is None and not state.in_calling.lead_retaken:
        raise InputError("solve", "the younger reckons after the elder's first lead: start from the state after it")
    rules = _rules_of(state)
    younger_play = state.play_points[_YOUNGER]
    toward = state.elder_play_first if rules.pique_at is not None and younger_play == 0 else _CLOSED
    position = Position(
        state.hands[_ELDER] & FULL_PACK, state.hands[_YOUNGER] & FULL_PACK, int(state.leader),
        _NO_LEAD if state.lead is None else state.lead, len(state.tricks), state.tricks_won[_ELDER],
        state.tricks_won[_YOUNGER], toward, state.scores[_ELDER], state.scores[_YOUNGER])
    return Start(position, rules)


def settle_calls(after_first_lead: DealState, elections: Sequence[Choice] = ()) -> DealState:
    """The model's state after the elder's first lead with the calls' outcome settled: the miscalls not
    corrected found out (Laws 53-54), as the model finds them once the younger has played to the first trick
    (:func:`~piquet.model.irregular.calling.close_miscalls`), and each option that raises (Law 44: the
    adversary enforces the penalty or waives it) elected by ``elections`` in order, else by the first choice
    the Laws list; elections no option asks for are not used (a miscall he could not have held is liable to no
    penalty, Law 54: there is nothing to waive). The state unchanged when no miscall is open.

    Settled before the first trick rather than after it, so that the play is solved from the first lead:
    what is found out does not turn on the cards of the first trick (whether he could have held the claim
    reads his hand and discard with the cards he has played, Law 54; a misnomer his cards, Law 53), and
    the pique it may make or unmake is reviewed from the elder's count in play, which the solver carries on
    from the lead (Law 69). ``tests/model/test_solver_miscall.py`` checks the value against the model's own
    finding, after every card the younger may play to the first trick."""
    state, pending = after_first_lead, list(elections)
    if not state.in_calling.miscalls and not pending:
        return state
    if state.tricks or state.lead is None:
        raise InputError("solve", "the calls are settled just after the elder's first lead")
    while state.in_calling.miscalls or state.option is not None:
        if state.option is None:
            narration = Narration(state)
            state = narration.onto(close_miscalls(state, narration))
            continue
        option = state.option
        choice = pending.pop(0) if pending else option.choices[0]
        if choice not in option.choices:
            raise InputError("solve", f"{choice.value} is not an option here ({option.effect})")
        state = apply(state, Elect(option.holder, choice))
    return state
REFERENCES.cite("settle_calls", "44", "53", "54")


def first_lead_start(after_first_lead: DealState, elections: Sequence[Choice] = ()) -> Start:
    """The solver's start at the elder's first lead, from the model's state after some first lead and
    the younger's reckoning (the younger to play to it): any card of the elder's may be led instead. A
    miscall still open is found out first, ``elections`` electing the options it raises
    (:func:`settle_calls`)."""
    start = start_of(settle_calls(after_first_lead, elections))
    position = start.position
    if after_first_lead.tricks or position.lead == _NO_LEAD or position.leader != _ELDER:
        raise InputError("solve", "not the state just after the elder's first lead")
    if start.rules.low_cards and _scores_led(start.rules, position.lead) and position.elder & _LOW_MASK:
        raise InputError("solve", "the low cards scoring nothing (cent-26.1), start from a low card led, the elder "
                                  "holding one")
    return Start(position, start.rules, free_lead=True)


def _scores_led(rules: Rules, card: Card) -> bool:
    """Whether ``card`` scores when led: always (Law 65), but a low card when the low cards do not (cent-26.1)."""
    return not (rules.low_cards and _LOW_MASK >> card & 1)


def lead_instead(rules: Rules, position: Position, card: Card) -> Position:
    """At a free first lead (:class:`Start`), the position had the elder led ``card`` instead of the card led."""
    hand = position.elder | 1 << position.lead
    moved = position._replace(elder=hand ^ 1 << card, lead=card)
    if _scores_led(rules, card) and not _scores_led(rules, position.lead):  # the card led is low, this one scores
        toward, score_e, score_y = _score(rules, _ELDER, LEAD_POINTS, moved.toward_pique, moved.score_elder,
                                          moved.score_younger)
        moved = moved._replace(toward_pique=toward, score_elder=score_e, score_younger=score_y)
    return moved


class Solution(NamedTuple):
    """A solved play: ``value`` from the elder's side under ``objective``; the final ``scores`` of the
    deal and tricks counted (elder first) at the end of ``line``, the principal line; ``alternatives``,
    when asked for, every card of the same value at each decision of the line (the card chosen
    included); ``nodes`` the positions searched."""

    objective: str
    value: int
    scores: tuple[int, int]
    tricks: tuple[int, int]
    line: tuple[Card, ...]
    alternatives: tuple[tuple[Card, ...], ...] | None
    nodes: int


def _score(rules: Rules, role: int, points: int, toward: int,
           elder: int, younger: int) -> tuple[int, int, int]:
    """``role`` scores ``points`` in play: (the elder's count toward a pique, the scores), pique included."""
    if role == _ELDER:
        if not rules.reckon_nothing[_ELDER]:
            elder += points
        if toward != _CLOSED:
            toward = elder_play_first(toward, Role.ELDER, points, 0)
            assert rules.pique_at is not None
            if toward >= rules.pique_at:  # Law 69: thirty before the younger has scored
                elder += PIQUE_POINTS
                toward = _CLOSED
        return toward, elder, younger
    if not rules.reckon_nothing[_YOUNGER]:
        younger += points
    return _CLOSED, elder, younger  # the younger has scored in play (nominally): no pique now
REFERENCES.cite("_score", "69")


# What a trick scores its winner, by (the follower wins, it is the last trick): Law 65.
_TRICK_POINTS: Final = [sum(trick_points(wins, last)) for wins in (False, True) for last in (False, True)]


Fields = tuple[CardSet, CardSet, int, int, int, int, int, int, int, int]
"""A position as the search carries it from one card to the next: a :class:`Position`'s fields in a plain
tuple (compiled, a tuple of fixed length is passed unboxed: no object is made for each position searched)."""


def step(rules: Rules, position: Position, card: Card) -> Position:
    """The position after the player to move plays ``card`` (lawful: see :func:`playable_cards`)."""
    return new_tuple(_POSITION, step_fields(rules, position, card))


def step_fields(rules: Rules, position: Fields, card: Card) -> Fields:
    """:func:`step`, the position's fields alone."""
    elder, younger, leader, lead, played, won_elder, won_younger, toward, score_e, score_y = position
    if lead == _NO_LEAD:
        if leader == _ELDER:
            elder ^= 1 << card
        else:
            younger ^= 1 << card
        if not (rules.low_cards and _LOW_MASK >> card & 1):  # cent-26.1: a low card led scores nothing by agreement
            toward, score_e, score_y = _score(rules, leader, LEAD_POINTS, toward, score_e, score_y)
        return elder, younger, leader, card, played, won_elder, won_younger, toward, score_e, score_y
    if leader == _ELDER:
        younger ^= 1 << card
    else:
        elder ^= 1 << card
    follower_wins = beats(lead, card)
    winner = 1 - leader if follower_wins else leader
    over = not (elder and younger)  # the play is over (Law 57)
    points = _TRICK_POINTS[2 * follower_wins + is_last_trick(played + 1, over, rules.last_played_is_last)]
    if follower_wins and rules.low_cards and _LOW_MASK >> card & 1:  # cent-26.1: nor one winning a trick
        points -= 1
    played += 1
    if winner == _ELDER:
        won_elder += 1
    else:
        won_younger += 1
    if points:
        toward, score_e, score_y = _score(rules, winner, points, toward, score_e, score_y)
    if over:  # the cards (Law 66)
        won_elder, won_younger = tricks_counted((won_elder, won_younger), played,
                                                (count(elder), count(younger)))
        for_elder, for_younger = cards_points(won_elder, won_younger)
        score_e += 0 if rules.reckon_nothing[_ELDER] else for_elder
        score_y += 0 if rules.reckon_nothing[_YOUNGER] else for_younger
    return elder, younger, winner, _NO_LEAD, played, won_elder, won_younger, toward, score_e, score_y
REFERENCES.cite("step_fields", "57", "66", "cent-26")


def playable_cards(position: Position) -> CardSet:
    """The cards the player to move may play (Law 59 IV, through :func:`~piquet.model.play.playable`)."""
    hand = position.elder if position.to_move == _ELDER else position.younger
    return playable(hand, None if position.lead == _NO_LEAD else position.lead)
REFERENCES.cite("playable_cards", "59")


def _cards(mask: CardSet) -> Iterator[Card]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _runs(alive: int, held: int, low: bool = False) -> int:
    """Of ``held`` (ranks of one suit, a byte), the top card of each run that touches among ``alive``;
    with ``low`` (cent-26.1), a run of the low cards apart from the cards above them."""
    kept, running = 0, False
    for rank in range(7, -1, -1):
        if low and rank == _LOW_TOP:
            running = False
        if alive >> rank & 1:
            if held >> rank & 1:
                if not running:
                    kept |= 1 << rank
                running = True
            else:
                running = False
    return kept


_SuitMoves = tuple[tuple[Card, ...], tuple[Card, ...]]

_SUIT_MOVES: Final[list[_SuitMoves | None]] = [None] * (1 << 19)
""":func:`_suit_moves` by low, suit, alive and held bytes (:func:`_suit_index`), filled in as met (None: not yet):
a list, not a dictionary, so that the search reads it by index, without hashing a key."""


def _suit_index(shift: int, alive: CardSet, held: CardSet, low: bool) -> int:
    return ((low << 2 | shift >> 3) << 8 | alive >> shift & 0xFF) << 8 | held >> shift & 0xFF


def _suit_moves(shift: int, alive: CardSet, held: CardSet, low: bool = False) -> _SuitMoves:
    """One card of each set of equivalent cards of ``held`` in the suit at bit ``shift`` (:func:`_runs`),
    highest first: the master (the highest card left in the suit), if held, and the others."""
    index = _suit_index(shift, alive, held, low)
    moves = _SUIT_MOVES[index]
    if moves is None:
        runs = _runs(index >> 8 & 0xFF, index & 0xFF, low)
        cards = tuple(shift + rank for rank in range(7, -1, -1) if runs >> rank & 1)
        top = shift + (index >> 8 & 0xFF).bit_length() - 1
        moves = _SUIT_MOVES[index] = (cards[:1], cards[1:]) if cards[0] == top else ((), cards)
    return moves


_REPLIES: Final[dict[int, list[Card]]] = {}
_NO_SUIT: Final = 1 << 8  # above the number of every suit held (ordered_moves)
_SUIT_RUNS: Final[list[int]] = [-1] * (1 << 19)
""":func:`_runs` by :func:`_suit_index`, filled in as met (-1: not yet)."""


def ordered_moves(legal: CardSet, alive: CardSet, lead: int, low: bool = False, duck: bool = False) -> list[Card]:
    """One card of each set of equivalent ``legal`` cards, in the order searched. Cards that touch in a
    suit among the ``alive`` cards (both hands and the card led), the cards between them being gone, are
    equivalent: in the play only rank order within a suit matters, so they lead to the same scores. The
    order: when leading, the masters (the highest card left in a suit) first, then the others, from the suits
    where the adversary holds fewest cards, higher first in each suit; to a lead of a suit held, the
    cheapest card that wins, then the lowest; without the suit, the lowest ranks first. With ``duck`` (the
    follower's winning the trick serves the leader, :meth:`Solver.ducks`), the leader's masters last, and a
    follower holding the suit tries first the cards that lose, highest first, then the cheapest that wins.
    With ``low``
    (cent-26.1: the low cards score nothing in play) a low card and a higher one are never equivalent. The
    list may be shared: copy it to change it."""
    if lead == _NO_LEAD:
        # Each suit held as a number, its adversary's cards then its place (clubs 0 to spades 3), so that no two
        # are equal: the four put in order as they come, by comparisons alone (no list made and sorted).
        adversary = alive & ~legal
        first = second = third = fourth = _NO_SUIT
        leads: list[Card] = []
        for place in range(4):
            shift = 24 - (place << 3)
            if legal >> shift & 0xFF:
                if not duck:  # the masters first, clubs up to spades
                    leads.extend(_suit_moves(shift, alive, legal, low)[0])
                suit = count(adversary >> shift & 0xFF) << 2 | place
                if suit < first:
                    first, second, third, fourth = suit, first, second, third
                elif suit < second:
                    second, third, fourth = suit, second, third
                elif suit < third:
                    third, fourth = suit, third
                else:
                    fourth = suit
        for suit in (first, second, third, fourth):
            if suit != _NO_SUIT:
                leads.extend(_suit_moves(24 - ((suit & 3) << 3), alive, legal, low)[1])
        if duck:  # the masters last
            for shift in range(24, -8, -8):
                if legal >> shift & 0xFF:
                    leads.extend(_suit_moves(shift, alive, legal, low)[0])
        return leads
    shift = lead & ~7
    if legal >> shift & 0xFF:  # the suit led is held: only its cards are lawful
        key = (duck << 1 | low) << 25 | ((shift << 8 | alive >> shift & 0xFF) << 8 | legal >> shift & 0xFF) << 3 \
            | lead & 7
        replies = _REPLIES.get(key)
        if replies is None:
            master, rest = _suit_moves(shift, alive, legal, low)
            moves = master + rest
            winning = [c for c in reversed(moves) if c > lead]  # the cheapest first
            losing = [c for c in moves if c < lead]  # the highest first
            replies = losing + winning if duck else winning + losing[::-1]
            _REPLIES[key] = replies
        return replies
    # Without the suit led: one card of each set of equivalent cards, lowest ranks first, spades first among equal
    # ranks (no list sorted).
    kept = 0
    for shift in range(0, 32, 8):
        if legal >> shift & 0xFF:
            index = _suit_index(shift, alive, legal, low)
            runs = _SUIT_RUNS[index]
            if runs < 0:
                runs = _SUIT_RUNS[index] = _runs(index >> 8 & 0xFF, index & 0xFF, low)
            kept |= runs << shift
    discards: list[Card] = []
    for rank in range(8):
        for shift in range(0, 32, 8):
            if kept >> (shift + rank) & 1:
                discards.append(shift + rank)
    return discards
REFERENCES.cite("ordered_moves", "cent-26")


def first_lead(legal: CardSet, alive: CardSet, low: bool = False, duck: bool = False) -> Card:
    """The first of the leads :func:`ordered_moves` puts in order (``legal`` not empty), found without the others:
    the first master, clubs up to spades, then the highest card below the masters of the suit first in order;
    with ``duck``, that card first, the master last."""
    adversary = alive & ~legal
    first = _NO_SUIT
    for place in range(4):
        shift = 24 - (place << 3)
        if legal >> shift & 0xFF:
            master, rest = _suit_moves(shift, alive, legal, low)
            if master and not duck:
                return master[0]
            if rest:
                first = min(first, count(adversary >> shift & 0xFF) << 2 | place)
    if first != _NO_SUIT:
        return _suit_moves(24 - ((first & 3) << 3), alive, legal, low)[1][0]
    for shift in range(24, -8, -8):  # with duck, no card but masters
        if legal >> shift & 0xFF:
            return _suit_moves(shift, alive, legal, low)[0][0]
    raise ValueError("no card to lead")


def _suit_shape(alive: int, elder: int) -> int:
    """A suit's cards left (``alive``, a byte) in rank order, as who holds each (1: the elder), below a
    leading 1 that gives their number."""
    shape = 1
    for rank in range(7, -1, -1):
        if alive >> rank & 1:
            shape = shape << 1 | elder >> rank & 1
    return shape


_SHAPES: Final = [0] * (1 << 16)
""":func:`_suit_shape` by alive and elder bytes, filled in as met (0: not yet)."""


def _fill(key: int) -> int:
    shape = _SHAPES[key] = _suit_shape(key >> 8, key & 0xFF)
    return shape


def _shape(elder: CardSet, younger: CardSet) -> int:
    """The hands as the play sees them: in each suit, only who holds the cards left, in rank order (the
    cards gone do not part those that remain; in the play only rank order matters). Hands of the same
    shape have the same play, card for card."""
    alive = elder | younger
    spades = (alive & 0xFF) << 8 | elder & 0xFF
    hearts = (alive >> 8 & 0xFF) << 8 | elder >> 8 & 0xFF
    diamonds = (alive >> 16 & 0xFF) << 8 | elder >> 16 & 0xFF
    clubs = alive >> 24 << 8 | elder >> 24 & 0xFF
    return ((_SHAPES[spades] or _fill(spades)) | (_SHAPES[hearts] or _fill(hearts)) << 9
            | (_SHAPES[diamonds] or _fill(diamonds)) << 18 | (_SHAPES[clubs] or _fill(clubs)) << 27)


def _low_shape(elder: CardSet, younger: CardSet) -> int:
    """:func:`_shape`, and the low cards left: when they score nothing (cent-26.1) the shape alone does not
    part a nine from a ten."""
    return _shape(elder, younger) | ((elder | younger) & _LOW_MASK) << 36


_TOP_RUNS: Final = [-1] * (1 << 16)
""":func:`_suit_top_run` by alive and held bytes, filled in as met (-1: not yet)."""


def _suit_top_run(alive: int, held: int) -> int:
    """How many of a suit's highest cards left (``alive``, a byte) are ``held``, one after another."""
    run = 0
    for rank in range(7, -1, -1):
        if alive >> rank & 1:
            if not held >> rank & 1:
                break
            run += 1
    return run


def _top_run(hand: CardSet, alive: CardSet) -> int:
    """The masters of ``hand`` one below another, in all suits: tricks its holder, on lead, can take in a row."""
    total = 0
    for shift in range(0, 32, 8):
        key = (alive >> shift & 0xFF) << 8 | hand >> shift & 0xFF
        run = _TOP_RUNS[key]
        if run < 0:
            run = _TOP_RUNS[key] = _suit_top_run(key >> 8, key & 0xFF)
        total += run
    return total


def _cards_at_end(won_elder: int, won_younger: int, played: int, held_e: int, held_y: int,
                  won: int) -> tuple[int, int]:
    """What each scores for the cards (Laws 57, 66) when the elder wins ``won`` of the tricks still to
    play, each holding ``held_e`` and ``held_y`` cards now."""
    to_play = min(held_e, held_y)
    counted = tricks_counted((won_elder + won, won_younger + to_play - won), played + to_play,
                             (held_e - to_play, held_y - to_play))
    return cards_points(*counted)
REFERENCES.cite("_cards_at_end", "57", "66")


# The fields of the solver's packed keys: a count of tricks or cards (at most thirteen, Law 57's hand of
# thirteen), and a score of the deal (a few hundred at most: Laws 60-69).
_TRICK_BITS: Final = 5
_SCORE_BITS: Final = 12


def _tricks_key(won_elder: int, won_younger: int, played: int, leader: int, held_e: int, held_y: int) -> int:
    """The tricks won and played, who leads and the cards each holds, packed in one number (a cache's key)."""
    return ((((won_elder << _TRICK_BITS | won_younger) << _TRICK_BITS | played) << 1 | leader) << _TRICK_BITS
            | held_e) << _TRICK_BITS | held_y


def _packed(shape: int, leader: int, won_elder: int, toward: int) -> int:
    """The table's key of a position before a lead from its hands' shape, who leads, the tricks the elder has
    won and his count toward a pique (-1 when closed, below thirty else: Law 69), packed in one number."""
    return ((shape << 1 | leader) << _TRICK_BITS | won_elder) << 6 | toward + 1


class Solver:
    """An alpha-beta search with a transposition table for one start and objective.

    The table holds, by position before a lead, bounds on the value (relative
    to the scores so far under an additive objective) and the cards to try,
    the best found first.
    """

    def __init__(self, start: Start, objective: Objective) -> None:
        self.start = start
        self.rules = start.rules
        self.objective = objective
        # Keyed by numbers packed from the position's figures (_packed, _tricks_key): an int hashes and
        # compares without a tuple made for each position searched.
        self.table: dict[object, tuple[int, int, list[Card] | None, CardSet]] = {}
        self._outlooks: dict[int, tuple[tuple[int, ...], int, int]] = {}
        self._reaches: dict[int, tuple[tuple[int, int, int, int], ...]] = {}
        self._linear_reaches: dict[int, tuple[int, int]] = {}
        self._partie_reaches: dict[int, tuple[int, int, tuple[int, int, tuple[int, int]] | None]] = {}
        self._parts: dict[tuple[int, int], Solver] = {}
        self.nodes = 0
        self.low = start.rules.low_cards
        self.race = objective.race
        self.duck_elder = self.ducks(_ELDER)
        self.duck_younger = self.ducks(_YOUNGER)

    def ducks(self, role: int) -> bool:
        """Whether the point ``role`` scores for winning a trick led to him (Law 65) serves his adversary: under a
        linear objective where his score counts against his side -- the younger's when the elder wins by the sum
        of the scores (a rubicon, Law 73), the elder's when he loses by it. Then ``role``, following, tries
        first the cards that lose, and his adversary, leading, the cards that are not masters
        (:func:`ordered_moves`). Only the order searched: the value is the same."""
        linear = self.objective.linear
        if linear is None or self.rules.reckon_nothing[role]:
            return False
        return linear[0] < 0 if role == _ELDER else linear[1] > 0

    def shape(self, elder: CardSet, younger: CardSet) -> int:
        """The table's key of the hands: their shape, and the low cards left when they score nothing (a
        method, not a function kept in a field: compiled, a native call)."""
        return _low_shape(elder, younger) if self.low else _shape(elder, younger)

    def part(self, each: tuple[int, int]) -> Solver:
        """A solver of the same start under ``elder * each[0] + younger * each[1]`` (the deal objective for
        (1, -1)), for the parts of the search where this objective is that, scaled and shifted
        (:class:`Box`)."""
        solver = self._parts.get(each)
        if solver is None:
            objective = deal_objective() if each == (1, -1) else _linear_objective(each)
            solver = self._parts[each] = Solver(self.start, objective)
        return solver

    @property
    def positions(self) -> int:
        """The positions searched, those of the searches of :meth:`part` on its behalf included."""
        return self.nodes + sum(solver.nodes for solver in self._parts.values())

    def children(self, position: Position, free_lead: bool = False,
                 every: bool = True) -> Iterator[tuple[Card, Position]]:
        """Each lawful card with the position after it, in the order searched: one of each set of
        equivalent cards, then (if ``every``) the others. With ``free_lead`` (the first lead), every card
        of the elder's instead of the one led."""
        lead = _NO_LEAD if free_lead else position.lead
        hand = position.elder | 1 << position.lead if free_lead else playable_cards(position)
        alive = position.elder | position.younger | (1 << position.lead if position.lead != _NO_LEAD else 0)
        first = ordered_moves(hand, alive, lead, self.low)
        for card in first + [c for c in _cards(hand) if c not in first] if every else first:
            if free_lead:
                yield card, lead_instead(self.rules, position, card)
            else:
                yield card, step(self.rules, position, card)

    def search(self, position: Fields, alpha: int, beta: int) -> int:
        """The value of ``position`` from the elder's side, fail-soft within (alpha, beta).

        The table keys positions before a lead only. Under an additive objective the key holds, instead
        of the tricks won, what the cards may still bring each way (:meth:`outlook`).
        """
        self.nodes += 1
        elder, younger, leader, lead, played, won_elder, won_younger, toward, score_e, score_y = position
        race = self.race
        if race is not None:  # au cent: the game is decided when a player reaches a hundred (cent-28.1)
            decided = race.decided(new_tuple(_POSITION, position), self.rules)
            if decided is not None:
                return decided
        leading = lead == _NO_LEAD
        offset = 0
        key: object = None
        low, high = -_INFINITY, _INFINITY
        if leading:
            if not (elder and younger):
                return self.objective.value(score_e, score_y)
            if self.objective.additive:
                offset = score_e - score_y
                outlook, most, least = self.outlook(won_elder, won_younger, played, elder, younger)
                # The leader's masters one below another win a trick each if he leads them first (no trumps).
                # The younger on lead may do so: each is a trick he leads and wins, and his first lead closes
                # the pique; that bounds the value from above. The elder on lead: from below.
                quick = 0 if self.low else min(_top_run(elder if leader == _ELDER else younger, elder | younger),
                                               len(outlook) - 1)
                bar_e, bar_y = self.rules.reckon_nothing
                if leader == _YOUNGER and quick:
                    most = min(most, -quick * (not bar_y) + len(outlook) - quick + outlook[-1 - quick])
                elif toward != _CLOSED:
                    most += PIQUE_POINTS
                if leader == _ELDER and quick:
                    least = max(least, quick * (not bar_e) - (len(outlook) - quick) + outlook[quick])
                if offset + most <= alpha:
                    return offset + most
                if offset + least >= beta:
                    return offset + least
                key = (self.shape(elder, younger), leader, toward, outlook)
            else:
                bounds = self.objective.bounds
                linear = self.objective.linear
                if linear is not None:  # values relative to the scores so far, as under the deal objective
                    offset = linear[0] * score_e + linear[1] * score_y
                    # The leader's masters one below another win a trick each if he leads them first: playing
                    # so, he keeps the outcomes where he wins at least that many tricks (as under the deal
                    # objective, a bound his way only: from below for the elder, from above for the younger).
                    quick = 0 if self.low else _top_run(elder if leader == _ELDER else younger, elder | younger)
                    least, most = self.linear_reach(won_elder, won_younger, played, leader, elder, younger, quick)
                    if toward != _CLOSED and linear[0] > 0:
                        most += PIQUE_POINTS
                    elif toward != _CLOSED:
                        least -= PIQUE_POINTS
                    if offset + most <= alpha:
                        return offset + most
                    if offset + least >= beta:
                        return offset + least
                    key = _packed(self.shape(elder, younger), leader, won_elder, toward)
                elif bounds is not None:
                    least, most, part = self.partie_reach(won_elder, won_younger, played, leader, elder, younger,
                                                          toward != _CLOSED, score_e, score_y)
                    if most <= alpha:
                        return most
                    if least >= beta:
                        return least
                    if part is not None:
                        # The value is constant + weight * (a linear objective's): that objective's search,
                        # its window scaled (floor and ceiling keep it exact on integers).
                        constant, weight, each = part
                        value = self.part(each).search(position, (alpha - constant) // weight,
                                                       -((constant - beta) // weight))
                        return constant + weight * value
                elif race is not None:
                    least, most = self.race_reach(won_elder, won_younger, played, leader, elder, younger,
                                                  toward != _CLOSED, score_e, score_y)
                    if most <= alpha:
                        return most
                    if least >= beta:
                        return least
                if key is None:
                    key = (_packed(self.shape(elder, younger), leader, won_elder, toward) << _SCORE_BITS
                           | score_e) << _SCORE_BITS | score_y
            mover = leader
            entry = self.table.get(key)
            moves: list[Card] | None = None
            if entry is not None:
                low, high = entry[0] + offset, entry[1] + offset
                if low >= beta:
                    return low
                if high <= alpha or low == high:
                    return high
                alpha, beta = max(alpha, low), min(beta, high)
                # The key holds the hands' shape: with the same cards left, the same hands, and the cards kept apply.
                if entry[3] == elder | younger:
                    moves = entry[2]  # the best found first; None: only the first card was searched
            duck = self.duck_younger if leader == _ELDER else self.duck_elder
            hand = elder if leader == _ELDER else younger
            # The first card alone, until it is known that the others must be searched too: it most often ends
            # the search (the order is good), and then the others need not be put in order.
            first = moves[0] if moves is not None else first_lead(hand, elder | younger, self.low, duck)
        else:
            mover = 1 - leader
            moves = ordered_moves(playable(elder if mover == _ELDER else younger, lead), elder | younger | 1 << lead,
                                  lead, self.low, self.duck_elder if mover == _ELDER else self.duck_younger)
            first = moves[0]
        rules = self.rules
        best_card = first
        floor, ceiling = alpha, beta
        best = self.search(step_fields(rules, position, first), alpha, beta)
        # A cut when the first card's value moves the window's bound past the other; a window given upside down
        # (root's first search of a floor) is not cut by its own bounds, and each card is searched.
        if mover == _ELDER:
            cut = alpha < best and beta <= best
            alpha = max(alpha, best)
        else:
            cut = best < beta and best <= alpha
            beta = min(beta, best)
        if not cut:
            if moves is None:
                moves = ordered_moves(hand, elder | younger, lead, self.low, duck)
            if mover == _ELDER:
                for index in range(1, len(moves)):
                    card = moves[index]
                    value = self.search(step_fields(rules, position, card), alpha, beta)
                    if value > best:
                        best, best_card = value, card
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
            else:
                for index in range(1, len(moves)):
                    card = moves[index]
                    value = self.search(step_fields(rules, position, card), alpha, beta)
                    if value < best:
                        best, best_card = value, card
                        if value < beta:
                            beta = value
                            if alpha >= beta:
                                break
        if key is not None:
            if best <= floor:
                high = best  # failed low: an upper bound
            elif best >= ceiling:
                low = best  # failed high: a lower bound
            else:
                low = high = best
            if moves is not None and best_card != moves[0]:
                moves = [best_card] + [card for card in moves if card != best_card]
            self.table[key] = (low - offset, high - offset, moves, elder | younger)
        return best

    def outlook(self, won_elder: int, won_younger: int, played: int, elder: CardSet,
                younger: CardSet) -> tuple[tuple[int, ...], int, int]:
        """What the cards (Laws 57, 66) will add to the elder's score minus the younger's, for each number
        of the tricks still to play that the elder may win (of the tricks won so far, nothing else
        matters to the rest of the play); and bounds on what the rest of the play adds to that difference,
        the cards included, a pique not.

        The bounds: a trick scores one to its leader and one to a follower who wins it (Law 65), so the
        elder gains on the younger one point at most on a trick he wins and none on a trick the younger
        wins (one, if the younger reckons nothing, Law 58), and loses likewise; the last trick, one more
        to its winner.
        """
        held_e, held_y = count(elder), count(younger)
        key = _tricks_key(won_elder, won_younger, played, 0, held_e, held_y)
        known = self._outlooks.get(key)
        if known is None:
            to_play = min(held_e, held_y)
            bar_e, bar_y = self.rules.reckon_nothing
            outcomes = []
            for won in range(to_play + 1):
                points_e, points_y = _cards_at_end(won_elder, won_younger, played, held_e, held_y, won)
                outcomes.append((0 if bar_e else points_e) - (0 if bar_y else points_y))
            most = max(won + (to_play - won) * bar_y + (won > 0) + outcomes[won] for won in range(to_play + 1))
            least = min(-(to_play - won) - won * bar_e - (won < to_play) + outcomes[won]
                        for won in range(to_play + 1))
            known = self._outlooks[key] = (tuple(outcomes), most, least)
        return known

    def reach(self, won_elder: int, won_younger: int, played: int, leader: int, elder: CardSet,
              younger: CardSet) -> tuple[tuple[int, int, int, int], ...]:
        """For each number of the tricks still to play that the elder may win, the least and the most the
        elder, then the younger, can still score in play and for the cards (Laws 57, 65, 66), a pique not.

        A trick scores a point to its leader, and one to a follower who wins it: a player scores at least
        a point on each trick he wins, and at most one on each trick; he scores only on the tricks he
        leads or wins, and leads only the first, if he is on lead, and those after the tricks he wins. The
        last trick, one more to its winner, if it is still to play (a short hand ends the play before it,
        :func:`~piquet.model.play.is_last_trick`); the cards follow from the tricks won.
        """
        held_e, held_y = count(elder), count(younger)
        key = _tricks_key(won_elder, won_younger, played, leader, held_e, held_y)
        known = self._reaches.get(key)
        if known is None:
            to_play = min(held_e, held_y)
            bar_e, bar_y = self.rules.reckon_nothing
            boxes = []
            # Whether the last trick is among those still to play (Law 65; a short hand may end the play before it).
            last = any(is_last_trick(played + trick, trick == to_play, self.rules.last_played_is_last)
                       for trick in range(1, to_play + 1))
            for won in range(to_play + 1):
                lost = to_play - won
                cards_e, cards_y = _cards_at_end(won_elder, won_younger, played, held_e, held_y, won)
                most_e = min(to_play, (leader == _ELDER) + 2 * won) + (won > 0 and last) + cards_e
                most_y = min(to_play, (leader == _YOUNGER) + 2 * lost) + (lost > 0 and last) + cards_y
                # cent-26.1: a trick won with low cards may score nothing, the last trick's point apart
                least_e, least_y = (cards_e, cards_y) if self.low else (won + cards_e, lost + cards_y)
                # The last trick's point, to the player who wins every trick still to play.
                least_e += last and lost == 0
                least_y += last and won == 0
                boxes.append((0 if bar_e else least_e, 0 if bar_e else most_e,
                              0 if bar_y else least_y, 0 if bar_y else most_y))
            known = self._reaches[key] = tuple(boxes)
        return known

    def partie_reach(self, won_elder: int, won_younger: int, played: int, leader: int, elder: CardSet,
                     younger: CardSet, pique_open: bool, score_e: int,
                     score_y: int) -> tuple[int, int, tuple[int, int, tuple[int, int]] | None]:
        """Under a non-additive objective, the least and the greatest value at the end of the play from
        these scores, over the scores still reachable (:meth:`reach`, a pique if ``pique_open``); and,
        when the value is linear there (:class:`Box`), how."""
        key = ((_tricks_key(won_elder, won_younger, played, leader, count(elder), count(younger)) << 1
                | pique_open) << _SCORE_BITS | score_e) << _SCORE_BITS | score_y
        known = self._partie_reaches.get(key)
        if known is None:
            bounds = self.objective.bounds
            assert bounds is not None
            pique_e = PIQUE_POINTS if pique_open else 0
            boxes = [bounds(score_e + low_e, score_e + high_e + pique_e, score_y + low_y, score_y + high_y)
                     for low_e, high_e, low_y, high_y in self.reach(won_elder, won_younger, played, leader, elder,
                                                                    younger)]
            linear = {box.linear for box in boxes}
            known = self._partie_reaches[key] = (min(box.least for box in boxes), max(box.most for box in boxes),
                                                 linear.pop() if len(linear) == 1 else None)
        return known

    def race_reach(self, won_elder: int, won_younger: int, played: int, leader: int, elder: CardSet,
                   younger: CardSet, pique_open: bool, score_e: int, score_y: int) -> tuple[int, int]:
        """Under :func:`game_objective`, bounds on the value: a player who cannot reach a hundred with the
        most he can still score (:meth:`reach`, a pique if ``pique_open``) wins nothing."""
        race = self.objective.race
        assert race is not None
        highs = self.reach(won_elder, won_younger, played, leader, elder, younger)
        most_e = max(high_e for _, high_e, _, _ in highs) + (PIQUE_POINTS if pique_open else 0)
        most_y = max(high_y for _, _, _, high_y in highs)
        elder_may = race.before[0] + score_e + most_e >= GAME_POINTS
        younger_may = race.before[1] + score_y + most_y >= GAME_POINTS
        return -2 * younger_may, 2 * elder_may

    def linear_reach(self, won_elder: int, won_younger: int, played: int, leader: int, elder: CardSet,
                     younger: CardSet, quick: int) -> tuple[int, int]:
        """Under a linear objective, the least and the most the rest of the play adds to the value, a
        pique not (from :meth:`reach`), when the leader may win ``quick`` tricks first: of the outcomes
        where he wins that many at least, the least if he is the elder, the most if the younger."""
        key = _tricks_key(won_elder, won_younger, played, leader, count(elder), count(younger)) << _TRICK_BITS | quick
        known = self._linear_reaches.get(key)
        if known is None:
            bounds = self.objective.bounds
            assert bounds is not None
            reach = self.reach(won_elder, won_younger, played, leader, elder, younger)
            # reach[won]: the elder wins ``won`` of the tricks still to play. The leader keeps the outcomes where
            # he wins ``quick`` at least (no more than the tricks still to play): the elder's least, the younger's
            # most, is over those alone.
            quick = min(quick, len(reach) - 1)
            least, most = _INFINITY, -_INFINITY
            for won in range(len(reach)):
                low_e, high_e, low_y, high_y = reach[won]
                box = bounds(low_e, high_e, low_y, high_y)
                if leader != _ELDER or won >= quick:
                    least = min(least, box.least)
                if leader == _ELDER or won < len(reach) - quick:
                    most = max(most, box.most)
            known = self._linear_reaches[key] = (least, most)
        return known

    def root(self, position: Position, free_lead: bool, alpha: int, beta: int) -> int:
        """:meth:`search` of ``position``; with ``free_lead``, the best of the elder's first leads."""
        if not free_lead:
            return self.search(position, alpha, beta)
        best = -_INFINITY
        for _, child in self.children(position, True, every=False):
            best = max(best, self.search(child, max(alpha, best), beta))
            if best >= beta:
                break
        return best

    def value(self, position: Position, free_lead: bool = False, guess: int = 0, low: int | None = None,
              high: int | None = None) -> int:
        """The exact value of ``position`` (with ``free_lead``: the first lead still to choose), by
        MTD(f): searches of the narrowest window closing in from ``guess``; ``low`` and ``high``, bounds
        already known (both included), if any."""
        low = -_INFINITY if low is None else low
        high = _INFINITY if high is None else high
        value = min(max(guess, low), high)
        while low < high:
            beta = value + 1 if value == low else value
            value = self.root(position, free_lead, beta - 1, beta)
            if value < beta:
                high = value
            else:
                low = value
        return value

    def is_worth(self, child: Position, value: int, maximising: bool) -> bool:
        """Whether ``child``, a move from a position worth ``value``, is worth as much. No move is better
        for the player to move than the position's value, so one search of a null window says it."""
        if maximising:
            return self.search(child, value - 1, value) >= value
        return self.search(child, value, value + 1) <= value

    def solve(self, alternatives: bool = False) -> Solution:
        """The value, the final scores and a principal line; ``alternatives``: every equal card at each
        decision of the line."""
        position, free = self.start.position, self.start.free_lead
        value = self.value(position, free, self.objective.value(position.score_elder, position.score_younger))
        line: list[Card] = []
        equal: list[tuple[Card, ...]] = []
        race = self.objective.race
        while not position.over:
            maximising = free or position.to_move == _ELDER
            # Once a player has his hundred the game is decided (cent-28.1): every card is worth the value.
            decided = race is not None and race.decided(position, self.rules) is not None
            options = []
            for card, child in self.children(position, free):
                if decided or self.is_worth(child, value, maximising):
                    options.append((card, child))
                    if not alternatives:
                        break
            assert options, "the value of a position is the value of one of its moves"
            free = False
            if alternatives:
                equal.append(tuple(card for card, _ in options))
            card, position = options[0]
            line.append(card)
        return Solution(self.objective.name, value, (position.score_elder, position.score_younger),
                        (position.won_elder, position.won_younger), tuple(line),
                        tuple(equal) if alternatives else None, self.positions)
REFERENCES.cite("Solver.outlook", "57", "58", "65", "66")
REFERENCES.cite("Solver.reach", "57", "65", "66", "cent-26")


def solve(start: Start, objective: Objective, alternatives: bool = False) -> Solution:
    """Solve the play from ``start`` under ``objective`` (see :class:`Solver`)."""
    return Solver(start, objective).solve(alternatives)


def minimax(start: Start, objective: Objective) -> tuple[int, int]:
    """The value by plain exhaustive minimax (every lawful card, no pruning, no table): the reference the
    solver is checked against. Returns (value from the elder's side, positions searched)."""
    solver = Solver(start, objective)
    nodes = 0

    def search(position: Position, free_lead: bool = False) -> int:
        nonlocal nodes
        nodes += 1
        decided = None if objective.race is None else objective.race.decided(position, start.rules)
        if decided is not None:  # au cent: the game is won on reaching a hundred (cent-28.1)
            return decided
        if position.over:
            return objective.value(position.score_elder, position.score_younger)
        values = [search(child) for _, child in solver.children(position, free_lead)]
        mover = _ELDER if free_lead else position.to_move
        return max(values) if mover == _ELDER else min(values)

    return search(start.position, start.free_lead), nodes
