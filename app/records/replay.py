"""A record replayed through the engine.

Every step of a deal is an action offered by
:func:`piquet.model.deal.legal_actions` or, when the record asks for one
that is not, an action :func:`piquet.model.deal.apply` refuses with the
law that forbids it; the scores are the engine's. What the record leaves
out is chosen by one policy, :func:`default_action` ("every player
declares all he holds", docs/records.md), which :mod:`piquet.records.generate`
also uses to write only what departs from it.

Every record field must be used: a field the deal never calls for (a
carte blanche a player does not hold, a reply to a call never made) is an
error, as is a card played after the deal is over.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from piquet.errors import InputError
from piquet.model.actions import (
    Action, Answer, Call, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink,
)
from piquet.model.cards import card_set, format_card
from piquet.model.deal import DealState, IllegalAction, Phase, apply, legal_actions, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.events import Event
from piquet.model.partie import PLAYERS, Partie, PartieResult, Player, partie_result
from piquet.model.roles import Role
from piquet.records.record import (
    ByPlayer, Declaration, DealRecord, Record, class_key, player_of, role_of,
)

__all__ = ["DealReplay", "Replay", "replay", "replay_deal", "default_action", "matching_call"]

_DEFAULT = Declaration()
# "Declares all he holds": the younger's best answer is the first of these that is lawful.
_ANSWER_PREFERENCE = (Verdict.NOT_GOOD, Verdict.EQUAL, Verdict.GOOD)


def matching_call(legal: tuple[Action, ...], declaration: Declaration) -> Call | None:
    """The best lawful call agreeing with ``declaration`` (None if none does).

    Calls are ordered by count then detail, which is the engine's order of
    worth within a class (more cards, longer, quatorze over trio; then pips
    or the higher card).
    """
    calls = [a for a in legal if isinstance(a, Call)
             and (declaration.count is None or a.count == declaration.count)
             and (declaration.detail is None or a.detail is None or a.detail == declaration.detail)]
    return max(calls, key=lambda a: (a.count, -1 if a.detail is None else a.detail), default=None)


def default_action(state: DealState, legal: tuple[Action, ...]) -> Action:
    """What a player does when the record says nothing: shows his carte blanche, calls and
    reckons the best he holds, answers as his hand allows, and does not look at cards he left.

    Not for the exchange or the play, which a record always gives.
    """
    first = legal[0]
    if isinstance(first, ShowCarteBlanche):
        return ShowCarteBlanche(first.role, True)
    if isinstance(first, SeeLeftCards):
        return SeeLeftCards(False)
    if state.phase is Phase.ANSWER_YOUNGER:
        answers = {a.verdict: a for a in legal if isinstance(a, Answer)}
        return next(answers[v] for v in _ANSWER_PREFERENCE if v in answers)
    call = matching_call(legal, _DEFAULT)
    assert call is not None, f"no call to choose at {state.phase}"
    return call


@dataclass(frozen=True)
class DealReplay:
    """One deal replayed: its record, the engine's final state, the partie scores before it."""

    index: int
    deal: DealRecord
    state: DealState
    scores_before: ByPlayer[int]

    def by_player(self, pair: tuple[int, int]) -> ByPlayer[int]:
        """A pair by role (elder first), as the engine keeps it, by player."""
        a, b = (pair[role_of(p, self.deal.dealer)] for p in PLAYERS)
        return ByPlayer(a, b)

    @property
    def scores(self) -> ByPlayer[int]:
        """What each player scored in the deal (pique, repique and the cards included)."""
        return self.by_player(self.state.scores)

    @property
    def tricks(self) -> ByPlayer[int]:
        return self.by_player(self.state.tricks_won)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.state.events


@dataclass(frozen=True)
class Replay:
    """A whole record replayed: its deals, the running totals and, for a partie, the partie."""

    record: Record
    deals: tuple[DealReplay, ...]
    totals: ByPlayer[int]
    partie: Partie | None

    @property
    def result(self) -> PartieResult:
        """Laws 72-73 applied to the totals (the partie's result once it is over, Law 71)."""
        return partie_result(self.totals.A, self.totals.B)

    @property
    def finished(self) -> bool:
        """Whether the record is a partie that has run its course (Law 71)."""
        return self.partie is not None and self.partie.over


class _DealDriver:
    """Replays one deal record, step by step, remembering which record fields it used."""

    def __init__(self, deal: DealRecord, where: str) -> None:
        self.deal = deal
        self.where = where
        self.used: set[str] = set()
        self.replies: dict[tuple[Player, Klass], int] = {}
        self.played = 0

    def player(self, role: Role) -> Player:
        return player_of(role, self.deal.dealer)

    def declaration(self, player: Player, klass: Klass, replying: bool) -> tuple[Declaration, str]:
        """The player's declaration in ``klass`` and its place, marked used for a call or
        claim, or for a reply."""
        path = f"calls.{player}.{class_key(klass)}"
        self.used.add(f"{path}.answers" if replying else path)
        return self.deal.calls[player].of(klass) or _DEFAULT, f"{self.where}.{path}"

    def run(self) -> DealState:
        deal = self.deal
        hands = card_set(deal.hands[deal.elder]), card_set(deal.hands[deal.dealer])
        try:
            state = start_deal(*hands, deal.stock, names=(deal.elder, deal.dealer))
        except InputError as err:
            raise InputError(self.where, err.problem) from None
        while not state.over:
            action, place = self.next_action(state)
            try:
                after = apply(state, action)
            except IllegalAction as err:
                raise InputError(place, self.problem(state, action, err)) from None
            if isinstance(action, Exchange):
                self.check_leave(action.role, after)
            state = after
        if self.played < len(deal.play):
            card = format_card(deal.play[self.played])
            raise InputError(f"{self.where}.play[{self.played}]",
                             f"the deal is over after {self.played} cards; {card} is one too many")
        self.check_used()
        return state

    def problem(self, state: DealState, action: Action, err: IllegalAction) -> str:
        if isinstance(action, Play):
            assert state.to_move is not None
            return (f"{self.player(state.to_move)} cannot play {format_card(action.card)} "
                    f"at trick {len(state.tricks) + 1}: {err.problem}")
        return err.problem

    def next_action(self, state: DealState) -> tuple[Action, str]:
        """The action the record gives at ``state``, and the record field it comes from."""
        role = state.to_move
        assert role is not None
        player, phase = self.player(role), state.phase
        if phase is Phase.PLAY:
            return self.next_card(player)
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            ex = self.deal.exchange[player]
            return Exchange(role, card_set(ex.discard), ex.taken, bool(ex.look)), f"{self.where}.exchange.{player}"
        legal = legal_actions(state)
        if phase is Phase.CARTE_BLANCHE:
            return self.given(f"calls.{player}.carte_blanche", self.deal.calls[player].carte_blanche,
                              lambda show: ShowCarteBlanche(role, show), state, legal)
        if isinstance(legal[0], SeeLeftCards):
            return self.given(f"exchange.{player}.see_left", self.deal.exchange[player].see_left,
                              SeeLeftCards, state, legal)
        klass = state.klass if phase is not Phase.DECLARE_YOUNGER else state.pending[0]
        declaration, place = self.declaration(player, klass, replying=phase is Phase.ANSWER_YOUNGER)
        if phase is Phase.ANSWER_YOUNGER:
            return self.reply(player, klass, declaration, place, state, legal)
        if declaration.sink:
            return Sink(role, klass), place
        call = matching_call(legal, declaration)
        if call is None:  # not lawful: apply will say why
            count = max((a.count for a in legal if isinstance(a, Call)), default=0)
            call = Call(role, klass, count if declaration.count is None else declaration.count,
                        declaration.detail)
        return call, place

    def given(self, path: str, value: bool | None, make: Callable[[bool], Action],
              state: DealState, legal: tuple[Action, ...]) -> tuple[Action, str]:
        """A yes-or-no election the record may give (carte blanche shown, left cards seen)."""
        self.used.add(path)
        return (default_action(state, legal) if value is None else make(value)), f"{self.where}.{path}"

    def reply(self, player: Player, klass: Klass, declaration: Declaration, place: str,
              state: DealState, legal: tuple[Action, ...]) -> tuple[Action, str]:
        """The younger's reply to the elder's call: given, good if he sinks, else the best lawful."""
        if declaration.sink:
            return Answer(klass, Verdict.GOOD), place
        if declaration.answers is None:
            return default_action(state, legal), place
        n = self.replies.get((player, klass), 0)
        if n == len(declaration.answers):
            raise InputError(f"{place}.answers", f"{player} has no reply left, but the elder's "
                                                 f"{klass.word} call needs one")
        self.replies[player, klass] = n + 1
        said = declaration.answers[n]
        return (Inquire() if said == "inquire" else Answer(klass, said)), f"{place}.answers[{n}]"

    def next_card(self, player: Player) -> tuple[Action, str]:
        if self.played == len(self.deal.play):
            raise InputError(f"{self.where}.play", f"the record stops after {self.played} cards, "
                                                   f"before the deal is over ({player} to play)")
        self.played += 1
        return Play(self.deal.play[self.played - 1]), f"{self.where}.play[{self.played - 1}]"

    def check_leave(self, role: Role, after: DealState) -> None:
        """Law 32: the number a player declares he leaves must be the number he leaves."""
        player = self.player(role)
        said = self.deal.exchange[player].leave
        if said is not None and said != after.left[role]:
            raise InputError(f"{self.where}.exchange.{player}.leave",
                             f"{player} leaves {after.left[role]} of his cards, not {said} (Law 32)")

    def check_used(self) -> None:
        """Every optional field the record gives must have been called for by the deal."""
        for player, calls in self.deal.calls.items():
            if calls.carte_blanche is not None and f"calls.{player}.carte_blanche" not in self.used:
                raise InputError(f"{self.where}.calls.{player}.carte_blanche",
                                 f"{player} has no carte blanche to show (Law 18)")
            for klass in Klass:
                declaration = calls.of(klass)
                path = f"calls.{player}.{class_key(klass)}"
                if declaration is None:
                    continue
                called = path in self.used
                if declaration.sink and not (called or f"{path}.answers" in self.used):
                    raise InputError(f"{self.where}.{path}",
                                     f"{player} never calls, answers or reckons a {klass.word} in this deal")
                if (declaration.count, declaration.detail) != (None, None) and not called:
                    raise InputError(f"{self.where}.{path}", f"{player} never calls or reckons a {klass.word} "
                                                             "in this deal")
                n = self.replies.get((player, klass), 0)
                if declaration.answers is not None and n < len(declaration.answers):
                    raise InputError(f"{self.where}.{path}.answers[{n}]",
                                     f"{player} replies {n} time(s) to calls in the {klass.word}; "
                                     "this reply is not used")
        for player, exchange in self.deal.exchange.items():
            if exchange.see_left is not None and f"exchange.{player}.see_left" not in self.used:
                raise InputError(f"{self.where}.exchange.{player}.see_left",
                                 f"{player} leaves no cards to see as the younger hand (Law 36)")


def replay_deal(deal: DealRecord, where: str = "deal") -> DealState:
    """Replay one deal record through the engine; its final state. ``where`` prefixes places."""
    return _DealDriver(deal, where).run()


def _pair(scores: ByPlayer[int]) -> str:
    return f"A {scores.A}, B {scores.B}"


def replay(record: Record) -> Replay:
    """Replay every deal of ``record``; check the dealers and scores before each deal against
    the partie (Laws 16, 71) and the deals before it."""
    first = record.deals[0]
    base = first.scores_before or ByPlayer(0, 0)
    partie: Partie | None = None
    if record.partie is not None:
        partie = Partie(first.dealer, four_deals=record.partie.length == 4)
        if record.partie.deal_by is not None:
            partie = replace(partie, by=record.partie.deal_by)
    totals, done = base, []
    for i, deal in enumerate(record.deals):
        where = f"deals[{i}]"
        if partie is not None and partie.over:
            raise InputError(where, f"the partie is over after {i} deals (Law 71)")
        if partie is not None and deal.dealer != partie.dealer():
            raise InputError(f"{where}.dealer", f"{deal.dealer} deals, but it is {partie.dealer()}'s turn: "
                                                "the players deal alternately (Law 16)")
        if deal.scores_before is not None and deal.scores_before != totals:
            raise InputError(f"{where}.scores_before", f"{_pair(deal.scores_before)} does not follow from the "
                                                       f"deals before, which make {_pair(totals)}")
        state = replay_deal(deal, where)
        done.append(DealReplay(i, deal, state, totals))
        scores = done[-1].scores
        if partie is not None:
            partie = partie.record(*state.scores)
            totals = ByPlayer(base.A + partie.totals[0], base.B + partie.totals[1])
        else:
            totals = ByPlayer(totals.A + scores.A, totals.B + scores.B)
    return Replay(record, tuple(done), totals, partie)
