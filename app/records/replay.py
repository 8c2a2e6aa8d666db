"""A record replayed through the engine.

Every step of a deal is an action offered by
:func:`piquet.model.deal.legal_actions`, or the irregularity the record's
facts make of it (a take other than the discard, Laws 30-31; a card that
does not follow suit, or led out of turn, Law 59; a misdeal read from the
counts, Laws 11-12), or else an action :func:`piquet.model.deal.apply`
refuses with the law that forbids it; the scores are the engine's. What the record leaves
out is chosen by one policy, :func:`default_action` ("every player
declares all he holds", docs/records.md), which :mod:`piquet.records.generate`
also uses to write only what departs from it.

Every record field must be used: a field the deal never calls for (a
carte blanche a player does not hold, a reply to a call never made) is an
error, as is a card played after the deal is over.

Irregularities (docs/records.md) are replayed as the model's irregular
actions (:func:`piquet.model.irregular.irregular_actions`), each where the
record places it or as soon as it can happen, in the order given; the
options they give are elected as the record says (``elect``), else the
first the Laws list. A claim marked ``disputed`` that the Laws do not
grant is refused, with the reason, and the deal goes on; any other
irregularity that cannot happen where it is placed is an error.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, fields, replace
from itertools import chain
from typing import Any, cast, overload

from piquet.errors import InputError
from piquet.model.actions import (
    Action, Answer, Call, Elect, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink,
)
from piquet.model.cards import card_set, format_card, format_cards, suit_of
from piquet.model.deal import DealState, IllegalAction, Phase, apply, legal_actions, start_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.events import Event
from piquet.model.irregular import (
    irregular_actions, refusal, untouched, IRREGULAR_KINDS, Irregular, LeadOutOfTurn, LeftUndeclared, MisExchange,
    Miscall, OutOfTurn, PlaysTooMany, RectifyDeal, Revoke,
)
from piquet.model.au_cent import GAME_POINTS, AuCentPartie, Game
from piquet.model.irregular.au_cent import partie_after
from piquet.model.partie import PLAYERS, Partie, PartieResult, Player, partie_result
from piquet.model.roles import Role
from piquet.model.state import Choice, Option, Ruling, law_order
from piquet.model.variants import HARMONISED_PICKS, RUBICON_RULES, Picks, Rules
from piquet.records.record import (
    MISDEAL, NO_EXCHANGE, ByPlayer, Declaration, DealRecord, ExchangeRecord, Irregularity, Record, class_key, player_of,
    role_of,
)

__all__ = ["DealReplay", "Replay", "Refusal", "replay", "replay_streamed", "replay_deal", "opening", "pair", "default_action", "matching_call",
           "action_of"]

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
class Refusal:
    """A disputed claim the Laws do not grant: the record's irregularity, the clauses, the reason."""

    index: int
    irregularity: Irregularity
    clauses: tuple[str, ...]
    reason: str


@dataclass(frozen=True)
class DealReplay:
    """One deal replayed: its record, the engine's final state, the partie scores before it, and
    the claims refused."""

    index: int
    deal: DealRecord
    state: DealState
    scores_before: ByPlayer[int]
    refused: tuple[Refusal, ...] = ()

    def by_player(self, pair: tuple[int, int]) -> ByPlayer[int]:
        """A pair by role (elder first), as the engine keeps it, by player."""
        a, b = (pair[role_of(p, self.deal.dealer)] for p in PLAYERS)
        return ByPlayer(a, b)

    @property
    def scores(self) -> ByPlayer[int]:
        """What each player scored in the deal (pique, repique and the cards included)."""
        return self.by_player(self.state.scores)

    @property
    def corrections(self) -> ByPlayer[int]:
        """What was rectified in this deal of each player's score of the deal before (Law 70)."""
        return self.by_player(self.state.in_counting.corrections)

    @property
    def tricks(self) -> ByPlayer[int]:
        return self.by_player(self.state.tricks_won)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.state.events


class Replay:
    """A whole record replayed: its deals, the running totals and, for a partie, the partie. Replayed by
    :func:`replay_streamed`, ``deals`` are replayed once, as they are read, the totals and the partie being
    those of the deals read so far (final once all are), and ``record`` holds the record's terms but not its
    deals.

    A partie of au cent is ``games`` (three games out of five, cent-29.1), ``partie`` being None; its
    ``totals`` are the scores of the game in progress (cent-28.1).
    """

    def __init__(self, record: Record, deals: Sequence[DealReplay], totals: ByPlayer[int], partie: Partie | None,
                 games: AuCentPartie | None = None) -> None:
        self.record, self.deals = record, deals
        self._outcome = totals, partie, games

    def _now(self) -> tuple[ByPlayer[int], Partie | None, AuCentPartie | None]:
        return self._outcome

    @property
    def totals(self) -> ByPlayer[int]:
        """The partie's scores after the deals (au cent: of the game in progress)."""
        return self._now()[0]

    @property
    def partie(self) -> Partie | None:
        """The partie as the deals leave it; None if the record is not a partie, or is one of au cent."""
        return self._now()[1]

    @property
    def games(self) -> AuCentPartie | None:
        """The games of a partie of au cent as the deals leave them (cent-29.1)."""
        return self._now()[2]

    @property
    def result(self) -> PartieResult:
        """Laws 72-73 applied to the totals (the partie's result once it is over, Law 71)."""
        return partie_result(self.totals.A, self.totals.B)

    @property
    def finished(self) -> bool:
        """Whether the record is a partie that has run its course (Law 71; cent-29.1)."""
        return self.partie is not None and self.partie.over or self.games is not None and self.games.over

    def _games_words(self, games: AuCentPartie) -> str:
        won = f"games A {games.games_won('A')}, B {games.games_won('B')}"
        if games.winner is not None:
            return f"{games.winner} wins the partie, {won}, a double counting two (cent-29.1)"
        return f"{won}; the game in progress stands A {games.current.scores[0]}, B {games.current.scores[1]}"

    def result_words(self) -> str:
        """The result in words: who wins how many points and why, or a tie (Laws 72-73); in au cent, the
        games won (cent-28, cent-29)."""
        if self.games is not None:
            return self._games_words(self.games)
        result = self.result
        if result.winner is None:
            return "the scores are equal: neither wins"
        loser = "B" if result.winner == "A" else "A"
        rubicon = f", {loser} being rubiconed (Law 73)" if result.rubicon else " (Law 72)"
        return f"{result.winner} wins {result.points} points{rubicon}"

    def result_json(self) -> dict[str, object]:
        """The result as JSON; ``final`` says whether the record is a partie that is over (Law 71). In au cent,
        the games won by each, a double counting two, and the winner of the partie once decided (cent-29.1)."""
        if self.games is not None:
            games = self.games
            return {"winner": games.winner, "games": {p: games.games_won(p) for p in PLAYERS},
                    "doubles": sum(g.double for g in games.games), "final": self.finished}
        result = self.result
        return {"winner": result.winner, "points": result.points, "rubicon": result.rubicon, "final": self.finished}


class _DealDriver:
    """Replays one deal record, step by step, remembering which record fields it used."""

    def __init__(self, deal: DealRecord, where: str, carried: ByPlayer[int] = ByPlayer(0, 0),
                 rules: Rules = RUBICON_RULES) -> None:
        self.deal = deal
        self.rules = rules
        self.where = where
        self.carried = carried
        self.used: set[str] = set()
        self.replies: dict[tuple[Player, Klass], int] = {}
        self.played = 0
        self.next_irregularity = 0
        self.elections: list[tuple[Choice, str]] = []
        self.refused: list[Refusal] = []
        self.misdeal = next((i for i, e in enumerate(deal.irregularities) if e.kind == MISDEAL), None)

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
            state = start_deal(*hands, deal.stock, names=(deal.elder, deal.dealer), misdeal=deal.misdealt,
                               carried=(self.carried[deal.elder], self.carried[deal.dealer]), rules=self.rules)
        except InputError as err:
            raise InputError(self.where, err.problem) from None
        if self.misdeal is not None:
            self.start_irregularity(self.misdeal, state)
        while True:
            irregular = self.due_irregularity(state)
            if irregular is not None:
                state = irregular
                continue
            if state.over:
                break
            action, place = self.next_action(state)
            try:
                after = apply(state, action)
            except IllegalAction as err:
                card_played = played_irregularly(state, action)
                if card_played is None:
                    raise InputError(place, self.problem(state, action, err)) from None
                after = apply(state, card_played)
            if isinstance(action, Exchange):
                self.check_leave(action.role, after)
            state = after
        self.check_irregularities_used(state)
        if self.played < len(deal.play):
            card = format_card(deal.play[self.played])
            raise InputError(f"{self.where}.play[{self.played}]",
                             f"the deal is over after {self.played} cards; {card} is one too many")
        self.check_used()
        return state

    def problem(self, state: DealState, action: Action | MisExchange, err: IllegalAction) -> str:
        if isinstance(action, Play):
            assert state.to_move is not None
            player, hand = self.player(state.to_move), state.hands[state.to_move]
            # The card named as a card: a player plays only what he holds (no law needs to say so).
            why = err.problem if hand >> action.card & 1 else \
                f"{format_card(action.card)} is not in {player}'s hand ({format_cards(hand)})"
            return f"{player} cannot play {format_card(action.card)} at trick {len(state.tricks) + 1}: {why}"
        return err.problem

    # -- irregularities

    def entry_place(self, index: int) -> str:
        return f"{self.where}.irregularities[{index}]"

    def start_irregularity(self, index: int, state: DealState) -> None:
        """The record's irregularity ``index`` has happened: its elections come next."""
        place = self.entry_place(index)
        self.elections = [(c, f"{place}.elect[{k}]") for k, c in enumerate(self.deal.irregularities[index].elect)]
        self.next_irregularity = max(self.next_irregularity, index + 1)

    def positions(self, state: DealState) -> set[str]:
        """Where the deal stands, in the words of an irregularity's ``at``."""
        places: set[str] = set()
        if untouched(state):
            places.add("deal")
        if state.phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER) and state.to_move is not None:
            places.add(f"exchange.{self.player(state.to_move)}")
        if state.phase is Phase.OPTION and state.option is not None and state.option.effect == "count":
            places.add(f"exchange.{self.deal.elder}")
        if state.phase in (Phase.DECLARE_ELDER, Phase.ANSWER_YOUNGER, Phase.DECLARE_YOUNGER):
            places.add("calls")
        if state.phase in (Phase.PLAY, Phase.OVER):
            places.add(f"play[{self.played}]")
        if state.over:
            places.add("end")
        return places

    def due_irregularity(self, state: DealState) -> DealState | None:
        """The state after the next irregularity of the record, or an election, if one is due now."""
        entries = self.deal.irregularities
        while self.next_irregularity < len(entries) and entries[self.next_irregularity].kind == MISDEAL:
            self.next_irregularity += 1
        # An option awaiting election is elected first, but for a card dealt wrongly put right: that is done
        # before either hand is taken up (Law 10), the elder's option after he has looked at his (Law 11).
        # An option that does not hold up the deal (a lead out of turn, Law 59 III) is elected only as the record
        # says, before the adversary plays to the card; left out, he plays to it and the card stands.
        waiting = state.option is not None and (state.option.blocking or bool(self.elections))
        if waiting and not (self.next_irregularity < len(entries)
                            and entries[self.next_irregularity].kind == RectifyDeal.KIND):
            return self.elect(state)
        if self.next_irregularity >= len(entries):
            return None
        index = self.next_irregularity
        entry, place = entries[index], self.entry_place(index)
        if entry.at is not None and entry.at not in self.positions(state):
            return self.elect(state) if waiting else None
        action = self.irregular_action(entry, state, place)
        offered = action is not None and action in irregular_actions(state) + legal_actions(state)
        if action is None or not offered:
            if entry.at is None and not state.over:
                return None  # not yet: it happens as soon as it can
            return self.refuse(index, entry, state, action, place)
        if entry.at is not None and entry.at.startswith("play[") and isinstance(
                action, (LeadOutOfTurn, Revoke, PlaysTooMany)):
            self.played += 1
        before = len(state.rulings)
        try:
            after = apply(state, action)
        except IllegalAction as err:
            raise InputError(place, err.problem) from None
        self.start_irregularity(index, after)
        self.check_law(entry, after.rulings[before:], place)
        return after

    def refuse(self, index: int, entry: Irregularity, state: DealState, action: Irregular | Elect | None,
               place: str) -> DealState:
        """A disputed claim the Laws do not grant is refused; any other irregularity that cannot
        happen here is an error."""
        if action is None:
            clauses: tuple[str, ...] = ()
            reason = ("it is a card of the play: give its place, at: play[N]" if entry.kind in _PLAYED_KINDS
                      else "the record does not give the particulars it needs (docs/records.md)")
        else:
            clauses, reason = refusal(state, action)
            lawful = self.lawful_card(entry, state, action)
            if lawful is not None and not entry.disputed:
                raise InputError(place, lawful)
        if not entry.disputed:
            where = f"at {entry.at}" if entry.at else "in this deal"
            raise InputError(place, f"{entry.kind} cannot happen {where}: {reason}" +
                             (f" ({', '.join(clauses)})" if clauses else ""))
        self.refused.append(Refusal(index, entry, clauses, reason))
        self.next_irregularity = index + 1
        return state

    def lawful_card(self, entry: Irregularity, state: DealState, action: Irregular | Elect) -> str | None:
        """The contradiction, naming both, of an entry that calls irregular a card of the play the facts show
        lawful (Law 59 III-IV); None if the card is not lawful there."""
        if not isinstance(action, (Revoke, LeadOutOfTurn, PlaysTooMany)) or state.to_move is None or \
                Play(action.card) not in legal_actions(state):
            return None
        player, card = self.player(state.to_move), format_card(action.card)
        if state.lead is None:
            fact = f"{player} leads it, in turn (Law 59 III)"
        else:
            follows = suit_of(action.card) is suit_of(state.lead)
            fact = (f"{player} plays it to {format_card(state.lead)}, "
                    f"{'following suit' if follows else 'holding none of the suit led'} (Law 59 IV)")
        return f"{entry.kind}, but {entry.at} {card} is a lawful card: {fact}"

    def check_law(self, entry: Irregularity, rulings: tuple[Ruling, ...], place: str) -> None:
        """The law a record names must be among those the ruling cites."""
        cited = {law for r in rulings for law in r.laws}
        if entry.law is not None and rulings and str(entry.law) not in cited:
            raise InputError(f"{place}.law", f"Law {entry.law} does not govern {entry.kind} here: the ruling "
                                             f"cites {', '.join(sorted(cited, key=law_order))}")

    def elect(self, state: DealState) -> DealState:
        """The election of the option outstanding: the record's next, else the first the Laws list."""
        option = state.option
        assert option is not None
        if self.misdeal is not None and option.effect == "count" and \
                self.deal.irregularities[self.misdeal].announced is False:
            action: Action | Irregular = self.unannounced_exchange(state)
            place = self.entry_place(self.misdeal)
        elif self.elections:
            choice, place = self.elections.pop(0)
            if choice not in option.choices:
                raise InputError(place, f"{choice.value} is not an option here: "
                                        f"{self.player(option.holder)} may elect "
                                        f"{' or '.join(c.value for c in option.choices)}")
            action = Elect(option.holder, choice)
        else:
            action, place = Elect(option.holder, self.unrecorded_choice(option)), self.where
        try:
            return apply(state, action)
        except IllegalAction as err:
            raise InputError(place, err.problem) from None

    def unrecorded_choice(self, option: Option) -> Choice:
        """The election the record does not give: the first the Laws list, but that the elder who goes on to
        the exchange of a deal dealt with a wrong count has stood it (Law 11): the facts say so."""
        if option.effect == "count" and Choice.STAND in option.choices and self.deal.exchange is not NO_EXCHANGE:
            return Choice.STAND
        return option.choices[0]

    def unannounced_exchange(self, state: DealState) -> MisExchange:
        """Law 39: the elder takes in without announcing his count; his exchange as recorded."""
        exchange = self.exchange_record(self.deal.elder)
        self.used.add(f"exchange.{self.deal.elder}")
        return MisExchange(Role.ELDER, card_set(exchange.discard), exchange.taken)

    def exchange_record(self, player: Player) -> ExchangeRecord:
        if self.deal.exchange is NO_EXCHANGE:
            raise InputError(self.where, "missing field 'exchange': the deal goes on to the exchange")
        return self.deal.exchange[player]

    def irregular_action(self, entry: Irregularity, state: DealState, place: str) -> Irregular | Elect | None:
        """The model's action for a record's irregularity, or None if it lacks what it needs."""
        role = None if entry.player is None else role_of(entry.player, self.deal.dealer)
        kind, c = entry.kind, entry.card
        if kind == MisExchange.KIND and role is not None:
            exchange = self.exchange_record(self.player(role))
            self.used.add(f"exchange.{self.player(role)}")
            self.check_wrong(entry, role, exchange, state, place)
            return MisExchange(role, card_set(exchange.discard), exchange.taken)
        if kind == RectifyDeal.KIND:
            return None if c is None or entry.to is None else \
                RectifyDeal(c, None if entry.to == "stock" else role_of(entry.to, self.deal.dealer))
        if kind == LeftUndeclared.KIND and self.exchange_record(self.deal.elder).leave is not None:
            elder = self.deal.elder
            raise InputError(place, f"{elder} declared how many he leaves (exchange.{elder}.leave), so the cards "
                                    "he left are not undeclared (Law 32)")
        if kind in _PLAYED_KINDS:
            if self.played >= len(self.deal.play) or entry.at != f"play[{self.played}]":
                return None
            c = self.deal.play[self.played]
        return action_of(entry, role, c)

    def check_wrong(self, entry: Irregularity, role: Role, exchange: ExchangeRecord, state: DealState,
                    place: str) -> None:
        """A wrong exchange the record names must be wrong: the exchange it records, were it lawful where
        the entry puts it, contradicts the entry."""
        if state.to_move is not role or state.phase not in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            return
        try:
            apply(state, Exchange(role, card_set(exchange.discard), exchange.taken, bool(exchange.look)))
        except IllegalAction:
            return
        player = self.player(role)
        raise InputError(place, f"{entry.kind}, but exchange.{player} records a lawful exchange: {player} "
                                f"discards {len(exchange.discard)} and takes {exchange.taken} (Laws 21-23, 30-31)")

    def check_irregularities_used(self, state: DealState) -> None:
        entries = self.deal.irregularities
        if self.next_irregularity < len(entries):
            entry = entries[self.next_irregularity]
            where = f"at {entry.at}" if entry.at else "in this deal"
            raise InputError(self.entry_place(self.next_irregularity),
                             f"{entry.kind} never happens {where}: the deal is {state.phase.value} without it")
        if self.elections:
            raise InputError(self.elections[0][1], "no option is left to elect")
        if state.void and (self.deal.play or self.deal.exchange is not NO_EXCHANGE and not any(
                used.startswith("exchange") for used in self.used)):
            field = "play" if self.deal.play else "exchange"
            # The last ruling is the one that made the deal void (a compulsory fresh deal, or one elected).
            last = state.rulings[-1] if state.rulings else None
            why = "" if last is None else \
                f": {last.kind}, Law{'s' if len(last.laws) > 1 else ''} {', '.join(last.laws)}"
            raise InputError(f"{self.where}.{field}",
                             f"the deal is void (a fresh deal is due{why}), so it has no {field}")

    # -- the regular record

    def next_action(self, state: DealState) -> tuple[Action | MisExchange, str]:
        """The action the record gives at ``state``, and the record field it comes from: a player who takes
        more or fewer than he discards makes the wrong exchange of Laws 30-31 and 35, whether or not the
        record's irregularities name it."""
        role = state.to_move
        assert role is not None
        player, phase = self.player(role), state.phase
        if phase is Phase.PLAY:
            return self.next_card(player)
        if phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER):
            ex = self.exchange_record(player)
            self.used.add(f"exchange.{player}")
            # The facts are the irregularity, recorded or not (Laws 30-31, 35), but in a deal that stands with a
            # wrong count, where the count rules set what each takes (Laws 39-43).
            if ex.taken != len(ex.discard) and not state.in_dealing.stood:
                return MisExchange(role, card_set(ex.discard), ex.taken), f"{self.where}.exchange.{player}"
            return Exchange(role, card_set(ex.discard), ex.taken, bool(ex.look)), f"{self.where}.exchange.{player}"
        legal = legal_actions(state)
        if phase is Phase.CARTE_BLANCHE:
            return self.given(f"calls.{player}.carte_blanche", self.deal.calls[player].carte_blanche,
                              lambda show: ShowCarteBlanche(role, show), state, legal)
        if isinstance(legal[0], SeeLeftCards):
            return self.given(f"exchange.{player}.see_left", self.exchange_record(player).see_left,
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
        said = self.exchange_record(player).leave
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
                                 f"{player} never elects whether to see cards he left: he elects as the younger "
                                 "hand who leaves cards, after the elder leads and before laying a card himself "
                                 "(Law 36)")


def played_irregularly(state: DealState, action: Action | MisExchange) -> Revoke | LeadOutOfTurn | None:
    """What a card of the play the Laws do not allow is, by the facts: a card that does not follow suit
    though the player could, a revoke (Law 59 IV); a card led by the player not entitled to lead, a lead
    out of turn (Law 59 III). None if it is neither, or cannot happen here."""
    if not isinstance(action, Play) or state.to_move is None:
        return None
    offered = irregular_actions(state)
    return next((a for a in (Revoke(action.card), LeadOutOfTurn(state.to_move.adversary, action.card))
                 if a in offered), None)


_PLAYED_KINDS = (LeadOutOfTurn.KIND, Revoke.KIND, PlaysTooMany.KIND)
"""Irregularities that are a card of the play list: the card at their ``at``."""


#: The model's irregular actions by the kind a record names them with.
_BY_KIND: dict[str, type[Irregular]] = {kind.KIND: kind for kind in IRREGULAR_KINDS}


def action_of(entry: Irregularity, role: Role | None, c: int | None) -> Irregular | Elect | None:
    """The model's action for the irregularity ``entry``, each of its fields from the record's particular of
    that name (the player, in ``role``, as ``role`` or ``writer``; the card ``c``); None when the record lacks
    one it needs. A wrong exchange and a deal rectified, which read the deal's exchange and the player the
    card goes ``to``, are built by the driver."""
    kind = entry.kind
    if kind == "fresh deal accepted":
        return None if role is None else Elect(role, Choice.FRESH_DEAL)
    if kind == Miscall.KIND:
        klass = entry.klass
        return None if role is None or klass is None or entry.count is None else \
            Miscall(Call(role, klass, entry.count, entry.detail))
    action = _BY_KIND.get(kind)
    if action is None:
        return None
    particulars: dict[str, Any] = {
        "role": role, "writer": role, "card": c, "klass": entry.klass, "suit": entry.suit, "count": entry.count,
        "error": entry.error, "discard": None if entry.cards is None else card_set(entry.cards),
        "for_deal": bool(entry.for_deal), "in_time": entry.in_time is not False, "mixed": bool(entry.mixed),
    }
    args: dict[str, Any] = {f.name: particulars.get(f.name) for f in fields(action)}
    return None if any(value is None for value in args.values()) else cast(Callable[..., Irregular], action)(**args)


def replay_deal(deal: DealRecord, where: str = "deal", carried: ByPlayer[int] = ByPlayer(0, 0),
                rules: Rules = RUBICON_RULES) -> tuple[DealState, tuple[Refusal, ...]]:
    """Replay one deal record through the engine: its final state, and the claims refused. ``where``
    prefixes places; ``carried`` are the errors in counting the deal before, not yet rectified (Law 70);
    ``rules`` the variant and agreements in force."""
    driver = _DealDriver(deal, where, carried, rules)
    return driver.run(), tuple(driver.refused)


def pair(scores: ByPlayer[int]) -> str:
    """Scores of both players in words: ``A 91, B 92``."""
    return f"A {scores.A}, B {scores.B}"


def opening(record: Record, first: DealRecord | None = None) -> tuple[ByPlayer[int], Partie | None]:
    """The scores before the record's first deal (``first``, if the deals are read one at a time) and,
    for a partie, the partie as it stands then."""
    first = record.deals[0] if first is None else first
    base = first.scores_before or ByPlayer(0, 0)
    partie: Partie | None = None
    if record.partie is not None:
        # A record may begin mid-partie: the partie opens at the scores before its first deal.
        partie = Partie(first.dealer, four_deals=record.partie.length == 4, opening=(base.A, base.B))
        if record.partie.deal_by is not None:
            partie = replace(partie, by=record.partie.deal_by)
        earlier = record.partie.first_deal - 1
        if earlier:
            partie = replace(partie, deals=((0, 0),) * earlier, last_dealer=player_of(Role.ELDER, first.dealer))
    return base, partie


class _Replaying:
    """A record's deals replayed one at a time, keeping only what the partie's outcome needs: the totals,
    the partie, and the errors in counting of the deal before not yet rectified (Law 70). The deals replayed
    are yielded, not kept, so that a large record is replayed with memory for one deal."""

    def __init__(self, record: Record, history: bool, picks: Picks = HARMONISED_PICKS) -> None:
        self.record = record
        self.history = history
        self.picks = picks
        self.totals = ByPlayer(0, 0)
        self.partie: Partie | None = None
        self.games: AuCentPartie | None = None

    def run(self, deals: Iterable[DealRecord]) -> Iterator[DealReplay]:
        """Replay ``deals``, the record's, in order; check the dealers and scores before each deal against
        the partie (Laws 16, 71) and the deals before it."""
        stream = iter(deals)
        first = next(stream, None)
        if first is None:  # no deal (the schema refuses such a record)
            return
        totals, partie = opening(self.record, first)
        rules = replace(self.record.rules, picks=self.picks)
        games = None
        if rules.au_cent and self.record.partie is not None:  # variant: the partie of five games (cent-29.1)
            # The first deal's scores before are those of the game in progress (docs/records.md): a record may
            # begin in the middle of a game, short of a hundred (cent-28.1).
            if max(totals.A, totals.B) >= GAME_POINTS:
                raise InputError("deals[0].scores_before", f"{pair(totals)}: a game of au cent ends at a hundred "
                                                           "(cent-28.1), so it cannot be in progress")
            games, partie = AuCentPartie(first.dealer, current=Game((totals.A, totals.B))), None
        carried = ByPlayer(0, 0)  # errors in counting the deal before, not yet rectified (Law 70)
        for i, deal in enumerate(chain([first], stream)):
            where = f"deals[{i}]"
            if partie is not None and partie.over:
                raise InputError(where, f"the partie is over after {i} deals (Law 71)")
            if games is not None and games.over:
                raise InputError(where, f"the partie is over after {i} deals: {games.winner} has won three games "
                                        "(cent-29.1)")
            out_of_turn = any(e.kind == OutOfTurn.KIND for e in deal.irregularities)
            turn = partie.dealer() if partie is not None else games.dealer() if games is not None else None
            if turn is not None and deal.dealer != turn and not out_of_turn:
                raise InputError(f"{where}.dealer", f"{deal.dealer} deals, but it is {turn}'s turn: "
                                                    "the players deal alternately (Law 16)")
            if deal.scores_before is not None and deal.scores_before != totals:
                raise InputError(f"{where}.scores_before", f"{pair(deal.scores_before)} does not follow from the "
                                                           f"deals before, which make {pair(totals)}")
            state, refused = replay_deal(deal, where, carried, rules)
            done = DealReplay(i, deal, state if self.history else replace(state, previous=None), totals, refused)
            scores, corrections = done.scores, done.corrections
            carried = done.by_player(state.in_counting.miscounts)
            if partie is not None:
                partie = partie.correct(corrections.A, corrections.B)
                if not state.void:  # a fresh deal counts for nothing, and the same turn comes again
                    partie = partie.record(*state.scores, dealer=deal.dealer,
                                           out_of_turn=state.in_dealing.out_of_turn, written=state.in_counting.written)
                totals = ByPlayer(*partie.totals)
            elif games is not None:
                # a hundred up, or the game lost (cent-9, 10, 28); errors rectified during the game (cent-27)
                games = partie_after(games.correct(corrections.A, corrections.B), state, deal.dealer)
                totals = ByPlayer(*games.current.scores)
            else:
                gained = ByPlayer(0, 0) if state.void else scores
                totals = ByPlayer(totals.A + gained.A + corrections.A, totals.B + gained.B + corrections.B)
            self.totals, self.partie, self.games = totals, partie, games
            yield done


def replay(record: Record, deals: Iterable[DealRecord] | None = None, history: bool = True,
           picks: Picks = HARMONISED_PICKS) -> Replay:
    """Replay every deal of ``record``; check the dealers and scores before each deal against
    the partie (Laws 16, 71) and the deals before it. ``deals``, if given, stands for the record's
    deals, read one at a time: each is replayed as it comes, so the first bad deal is found before the
    others are read. Without ``history`` each deal keeps its final state only, not the states before it
    (``DealState.previous``), which the output of a replay does not read. Every deal replayed is kept:
    for a large record, :func:`replay_streamed`. ``picks``: the reading's picks the deals are played under,
    where the spec's choices move a score (the harmonised reading's, the model's, by default)."""
    replaying = _Replaying(record, history, picks)
    done = tuple(replaying.run(record.deals if deals is None else deals))
    return Replay(replace(record, deals=tuple(d.deal for d in done)), done, replaying.totals, replaying.partie,
                  replaying.games)


class _DealsOnce(Sequence[DealReplay]):
    """The deals of a record replayed as they are read, once (a large file): a sequence that holds one deal
    at a time and is read in order, not by index. Errors name ``place`` (the file)."""

    def __init__(self, replaying: _Replaying, deals: Iterable[DealRecord], count: int, place: str) -> None:
        self.replaying, self._deals, self._count, self._place = replaying, deals, count, place
        self._read = False

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[DealReplay]:
        if self._read:
            raise RuntimeError("the deals of a record file are replayed once, as they are read")
        self._read = True
        return self._replayed()

    def _replayed(self) -> Iterator[DealReplay]:
        try:
            yield from self.replaying.run(self._deals)
        except InputError as err:
            raise err.within(self._place) from None

    @overload
    def __getitem__(self, index: int) -> DealReplay: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[DealReplay]: ...

    def __getitem__(self, index: int | slice) -> DealReplay | Sequence[DealReplay]:
        raise TypeError("the deals of a record file are read in order, once, not by index")


class _StreamedReplay(Replay):
    def __init__(self, record: Record, deals: _DealsOnce) -> None:
        super().__init__(record, deals, ByPlayer(0, 0), None)
        self._replaying = deals.replaying

    def _now(self) -> tuple[ByPlayer[int], Partie | None, AuCentPartie | None]:
        return self._replaying.totals, self._replaying.partie, self._replaying.games


def replay_streamed(record: Record, deals: Iterable[DealRecord], count: int, place: str) -> Replay:
    """The ``count`` deals of ``record`` replayed with memory for one deal (a large file), once, as the
    result's deals are read (and ``deals`` yields them): the first bad deal stops the reading, its error
    naming ``place`` (the file). The totals and the partie are final once every deal is read. The result's
    ``record`` holds the record's terms, not its deals."""
    return _StreamedReplay(replace(record, deals=()), _DealsOnce(_Replaying(record, history=False), deals, count, place))
