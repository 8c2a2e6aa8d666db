"""Players that choose among the lawful actions, and whole deals played by them.

:func:`random_agent` chooses uniformly among :func:`~piquet.model.deal.legal_actions`
(drawing an exchange or a card without listing every lawful one);
:func:`random_lawful_deal` plays one random deal to the end through
:func:`~piquet.model.deal.apply`, narrated or not.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from piquet.model.errors import InputError

from piquet.model.actions import PLAYS, Action
from piquet.model.cards import ALL_CARDS, FULL_PACK, count
from piquet.model.draws import Draws
from piquet.model.deal import (
    DealState, advance, apply, deal_pack, legal_actions, may_play, sample_exchange, start_deal,
)
from piquet.model.play import playable
from piquet.model.au_cent import AuCentPartie
from piquet.model.irregular.au_cent import partie_after
from piquet.model.partie import Partie, Player
from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER, Role, of
from piquet.model.state import EXCHANGE_ELDER, EXCHANGE_YOUNGER, PLAY, WorkingDeal
from piquet.model.variants import AU_CENT_RULES, RUBICON_RULES, Rules, deal_modes

__all__ = [
    "Agent", "random_agent", "play_deal", "play_in_place", "random_pack", "random_lawful_deal", "random_partie",
    "random_au_cent_partie",
]

Agent = Callable[[DealState], Action]
"""A player: given a state where he is to move, the action he takes."""


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def random_agent(rng: random.Random) -> Agent:
    """A player choosing uniformly among the lawful actions.

    A card is drawn from the cards he may play, as :func:`legal_actions`
    lists them (the same draw as choosing among that list); an exchange by
    :func:`sample_exchange`, not from the list of every discard.
    """
    draws = Draws(rng)

    def choose(state: DealState) -> Action:
        phase = state.phase
        if phase is PLAY and state.option is None:
            assert state.to_move is not None
            hand = of(state.hands, state.to_move) & FULL_PACK
            if state.lead is not None or state.in_play.suit_call is None:
                cards = playable(hand, state.lead)
            else:  # a suit called (cent-12.2), a fact of the deal: the cards he may lead
                cards = may_play(state, state.to_move, hand)
            for _ in range(draws.below(count(cards))):
                cards &= cards - 1  # the lowest card of those left goes, as many times as drawn
            return PLAYS[(cards & -cards).bit_length() - 1]
        if phase is EXCHANGE_ELDER or phase is EXCHANGE_YOUNGER:
            return sample_exchange(state, draws)
        return draws.choice(legal_actions(state))
    return choose


def play_deal(state: DealState, elder: Agent, younger: Agent) -> DealState:
    """Play ``state`` to the end of the deal, each role's agent choosing its actions."""
    agents = (elder, younger)
    while state.to_move is not None:
        state = apply(state, agents[state.to_move](state))
    return state


def play_in_place(state: DealState, elder: Agent, younger: Agent) -> DealState:
    """:func:`play_deal`, the deal worked on in place (:func:`~piquet.model.deal.advance`): the same
    actions and the same final state, but no state kept for the steps between (``previous`` is not
    kept). Each agent is shown the working state itself, to read, not to keep."""
    work = WorkingDeal.thaw(state)
    while work.to_move is not None:
        agent = elder if work.to_move is ELDER else younger  # not a pair indexed by a Role: that boxes it
        advance(work, agent(work))
    return work.freeze()


def random_pack(rng: random.Random) -> list[int]:
    """A shuffled pack, top card first."""
    pack = list(ALL_CARDS)
    Draws(rng).shuffle(pack)
    return pack


def random_lawful_deal(rng: random.Random, by: int = 2, reckon_nothing: tuple[bool, bool] = (False, False),
                       narrate: bool = True, rules: Rules = RUBICON_RULES) -> DealState:
    """A deal from a shuffled pack, played to the end by two random agents; the final state.

    Narrated or not, the same ``rng`` plays the same deal to the same scores. The deal is played in place
    (:func:`play_in_place`): the final state keeps no history (``previous``). ``rules``: the variant
    and agreements in force (au cent deals by two only, cent-2.1).
    """
    if by not in deal_modes(rules):
        raise InputError("deal", f"{rules.variant.value} is dealt by two cards at a time (cent-2.1), not {by}")
    elder, younger, stock = deal_pack(random_pack(rng), by)
    agent = random_agent(rng)
    state = start_deal(elder, younger, stock, reckon_nothing=reckon_nothing, narrate=narrate, rules=rules)
    return play_in_place(state, agent, agent)


def random_partie(rng: random.Random, first_dealer: Player = "A", by: int = 2, four_deals: bool = False) -> Partie:
    """A whole partie of random lawful deals (Law 71), dealt alternately from shuffled packs."""
    partie = Partie(first_dealer, by, four_deals)
    agent = random_agent(rng)
    while not partie.over:
        elder, younger, stock = deal_pack(random_pack(rng), partie.by)
        names = (partie.player(ELDER), partie.player(YOUNGER))
        state = play_deal(start_deal(elder, younger, stock, names=names), agent, agent)
        partie = partie.record(*state.scores)
    return partie
REFERENCES.cite("random_partie", "71")


def random_au_cent_partie(rng: random.Random, first_dealer: Player = "A",
                          rules: Rules = AU_CENT_RULES) -> AuCentPartie:
    """A whole partie of Piquet au cent (three games out of five, cent-29.1) of random lawful deals,
    dealt alternately by two (cent-2.1) from shuffled packs."""
    partie = AuCentPartie(first_dealer)
    agent = random_agent(rng)
    while not partie.over:
        elder, younger, stock = deal_pack(random_pack(rng), 2)
        dealer = partie.dealer()
        names = (("B" if dealer == "A" else "A"), dealer)
        state = play_deal(start_deal(elder, younger, stock, names=names, rules=rules), agent, agent)
        partie = partie_after(partie, state, dealer)
    return partie
