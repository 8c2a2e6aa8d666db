"""Random lawful deals and parties written as records, reproducible from a seed.

The engine's random agent (:func:`piquet.model.agents.random_agent`) makes
every choice; the record keeps what it departs from the replay's default
policy (:func:`piquet.records.replay.default_action`), so records stay
short and replay to the same actions. One :class:`random.Random` seeded
with the seed shuffles the packs and drives the agent: the same seed gives
the same record, byte for byte.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from piquet.model.actions import (
    Action, Answer, Call, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink,
)
from piquet.model.agents import Agent, random_agent, random_pack
from piquet.model.cards import Card, CardSet, format_cards, parse_cards
from piquet.model.deal import DealState, Phase, apply, deal_pack, legal_actions, start_deal
from piquet.model.declaring import Klass
from piquet.model.au_cent import AuCentPartie
from piquet.model.irregular.au_cent import partie_after
from piquet.errors import InputError
from piquet.model.partie import PLAYERS, Partie, Player
from piquet.model.roles import Role
from piquet.model.variants import RUBICON_RULES, Agreement, Rules, deal_modes
from piquet.records.record import (
    SINK, ByPlayer, Calls, Declaration, DealRecord, ExchangeRecord, PartieInfo, Record, Reply, player_of,
)
from piquet.records.replay import default_action, replay

__all__ = ["random_record"]


def _ordered(cards: CardSet) -> tuple[Card, ...]:
    """A card set in the order hands are printed (suits in order, high cards first)."""
    return tuple(parse_cards(format_cards(cards)))


def _reply(action: Action) -> Reply:
    assert isinstance(action, (Answer, Inquire))
    return "inquire" if isinstance(action, Inquire) else action.verdict


@dataclass
class _DealNotes:
    """What one deal's record must say: the random agent's choices that the defaults would not make."""

    dealer: Player
    exchange: dict[Player, ExchangeRecord] = field(default_factory=dict)
    carte_blanche: dict[Player, bool] = field(default_factory=dict)
    declarations: dict[tuple[Player, Klass], Declaration] = field(default_factory=dict)
    replies: dict[tuple[Player, Klass], list[tuple[Reply, Reply]]] = field(default_factory=dict)
    play: list[Card] = field(default_factory=list)

    def note(self, state: DealState, action: Action) -> None:
        """Keep ``action``, taken at ``state``, if the record needs it."""
        role = state.to_move
        assert role is not None
        player = player_of(role, self.dealer)
        if isinstance(action, Play):
            self.play.append(action.card)
        elif isinstance(action, Exchange):
            self.exchange[player] = ExchangeRecord(_ordered(action.discard), look=action.look or None)
        elif isinstance(action, ShowCarteBlanche):
            if not action.show:
                self.carte_blanche[player] = False
        elif isinstance(action, SeeLeftCards):
            if action.see:
                self.exchange[player] = replace(self.exchange[player], see_left=True)
        else:
            klass = state.pending[0] if state.phase is Phase.DECLARE_YOUNGER else state.klass
            default = default_action(state, legal_actions(state))
            if isinstance(action, (Answer, Inquire)):
                self.replies.setdefault((player, klass), []).append((_reply(action), _reply(default)))
            elif isinstance(action, Sink):
                self.declarations[player, klass] = SINK
            elif action != default:
                assert isinstance(action, Call) and isinstance(default, Call)
                # The call in full: a default count or detail may differ once the other is narrowed.
                known = self.declarations.get((player, klass), Declaration())
                self.declarations[player, klass] = replace(
                    known, count=action.count, detail=known.detail if action.detail is None else action.detail)

    def calls(self, player: Player) -> Calls:
        declarations = []
        for klass in Klass:
            declaration = self.declarations.get((player, klass))
            replies = self.replies.get((player, klass), [])
            if any(said != default for said, default in replies):
                declaration = replace(declaration or Declaration(), answers=tuple(said for said, _ in replies))
            declarations.append(declaration)
        return Calls(self.carte_blanche.get(player), *declarations)

    def record(self, hands: ByPlayer[tuple[Card, ...]], stock: tuple[Card, ...]) -> DealRecord:
        return DealRecord(
            dealer=self.dealer, hands=hands, stock=stock,
            exchange=ByPlayer(self.exchange["A"], self.exchange["B"]), play=tuple(self.play),
            calls=ByPlayer(self.calls("A"), self.calls("B")),
        )


def _random_deal(rng: random.Random, agent: Agent, dealer: Player, by: int,
                 rules: Rules = RUBICON_RULES) -> tuple[DealRecord, DealState]:
    """One deal from a shuffled pack (Law 9), played to the end by the agent under ``rules``."""
    elder, younger, stock = deal_pack(random_pack(rng), by)
    elder_player = player_of(Role.ELDER, dealer)
    state = start_deal(elder, younger, stock, names=(elder_player, dealer), rules=rules)
    notes = _DealNotes(dealer)
    while not state.over:
        action = agent(state)
        notes.note(state, action)
        state = apply(state, action)
    held = {elder_player: _ordered(elder), dealer: _ordered(younger)}
    return notes.record(ByPlayer(held["A"], held["B"]), tuple(stock)), state


def random_record(seed: int, *, deals: int = 1, partie: bool = False, four_deals: bool = False,
                  by: int = 2, watch: Callable[[Iterable[int], int], Iterable[int]] | None = None,
                  rules: Rules = RUBICON_RULES) -> Record:
    """A record of random lawful play: ``deals`` deals, or a whole partie (Law 71; in au cent, three
    games out of five, cent-29.1).

    The first dealer is drawn at random (the cut, Laws 3-4, is not
    recorded); the players then deal alternately (Law 16), by ``by`` cards
    at a time (Law 9; by two only in au cent, cent-2.1). ``rules``: the
    variant and agreements in force, written in the record. Each deal's
    ``scores_before`` is filled in by replaying the record.
    """
    if by not in deal_modes(rules):
        raise InputError("--by", f"{rules.variant.value} is dealt by two cards at a time (cent-2.1), not by {by}")
    four_deals = four_deals or rules.agreed(Agreement.FOUR_DEALS)
    rng = random.Random(seed)
    agent = random_agent(rng)
    first = rng.choice(PLAYERS)
    played: list[DealRecord] = []
    if partie and rules.au_cent:
        games = AuCentPartie(first)
        while not games.over:
            deal, state = _random_deal(rng, agent, games.dealer(), by, rules)
            played.append(deal)
            games = partie_after(games, state, games.dealer())
    elif partie:
        game = Partie(first, by, four_deals)
        while not game.over:
            deal, state = _random_deal(rng, agent, game.dealer(), by)
            played.append(deal)
            game = game.record(*state.scores)
    else:
        start = PLAYERS.index(first)
        for i in range(deals) if watch is None else watch(range(deals), deals):
            played.append(_random_deal(rng, agent, PLAYERS[(start + i) % 2], by, rules)[0])  # alternately, Law 16
    terms = PartieInfo(4 if four_deals else 6, None if rules.au_cent else by) if partie else None
    agreed = tuple(sorted(a.value for a in rules.agreements))
    record = Record(tuple(played), terms, (("generator", "piquet play"), ("seed", str(seed))),
                    rules.variant.value, agreed)
    replayed = replay(record)
    return replace(record, deals=tuple(replace(d.deal, scores_before=d.scores_before) for d in replayed.deals))
