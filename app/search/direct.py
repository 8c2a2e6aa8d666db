"""A line of a candidate brought to its first lead by the model's own actions, straight from the card sets.

The search's hot path: no record is written, parsed, validated or replayed. The deal is started from the
candidate's hands and stock (:func:`~piquet.model.deal.start_deal`, without narration) and driven by
:func:`~piquet.model.deal.apply` with the actions the line's record would give: the offence as the
irregular action of :mod:`piquet.model.irregular` that the record's entry names, at the place the entry puts
it (``exchange.A`` before the elder's exchange, ``exchange.B`` before the younger's, ``calls`` after both); an
exchange that takes more or fewer than it discards as the wrong exchange (Laws 30-31, 35); each option
elected as the record elects it, else the first the Laws list; every call, answer and election of the
records' default (:func:`~piquet.records.replay.default_action`: each declares all he holds). The
witnesses are checked again through the records (:func:`piquet.search.lines.recorded_line`), and a test
checks that both roads reach the same solver start on every offence.
"""

from __future__ import annotations

from piquet.model.actions import Action, Elect, Exchange, Play
from piquet.model.cards import Card, card_set
from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.irregular import MisExchange, MixIntoDiscard, TakeBack, TouchStock
from piquet.model.roles import Role
from piquet.model.state import Choice
from piquet.model.variants import AU_CENT_RULES, RUBICON_RULES
from piquet.records.replay import default_action
from piquet.search.candidates import AU_CENT, ELDER, Candidate, offence_place

__all__ = ["state_at_first_lead"]

_CALLS = (Phase.DECLARE_ELDER, Phase.ANSWER_YOUNGER, Phase.DECLARE_YOUNGER)


def _offence_action(candidate: Candidate) -> TakeBack | MixIntoDiscard | TouchStock | None:
    """The irregular action of the candidate's offence, if it is not a wrong exchange."""
    offence = candidate.offence
    role = Role.ELDER if offence.player == ELDER else Role.YOUNGER
    card = candidate.extra_card
    if offence.law == "25":
        return TakeBack(role, card)
    if offence.law == "26":
        return MixIntoDiscard(role, card)
    if offence.law in ("27", "28", "29", "33"):
        return TouchStock(role, card, offence.law in ("28", "29"))
    return None


def state_at_first_lead(candidate: Candidate, line: str, first: Card) -> DealState:
    """The model's state of ``line`` of ``candidate`` once the elder has led ``first`` and the younger has
    reckoned, as :func:`~piquet.records.position.state_after` reads the line's record (see the module)."""
    rules = AU_CENT_RULES if candidate.variant == AU_CENT else RUBICON_RULES
    state = start_deal(card_set(candidate.elder), card_set(candidate.younger), candidate.stock, names=("A", "B"),
                       narrate=False, rules=rules)
    offended = line != "lawful"
    pending = _offence_action(candidate) if offended else None
    place = offence_place(candidate) if pending is not None else None
    # Laws 28-29: the adversary stands the deal (the classes value no fresh deal), then Law 44's option.
    elections = ([Choice.STAND] if candidate.offence.law in ("28", "29") else []) if offended else []
    if line == "waived":
        elections.append(Choice.WAIVE)
    taken = candidate.taken(line)
    discards = (card_set(candidate.elder_discard), card_set(candidate.younger_discard))
    led = False
    while True:
        phase, option = state.phase, state.option
        if option is not None:
            choice = elections.pop(0) if elections else option.choices[0]
            state = apply(state, Elect(option.holder, choice))
            continue
        if phase is Phase.PLAY:
            if led:
                return state
            state, led = apply(state, Play(first)), True
            continue
        role = state.to_move
        assert role is not None, f"no one to move at {phase.value}"
        exchanging = phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER)
        here = f"exchange.{'A' if role is Role.ELDER else 'B'}" if exchanging else "calls" if phase in _CALLS else None
        if pending is not None and place == here:
            state, pending = apply(state, pending), None
            continue
        if exchanging:
            discard, take = discards[role], taken[role]
            exchange: Action | MisExchange = (Exchange(role, discard, take, False) if take == discard.bit_count()
                                              else MisExchange(role, discard, take))
            state = apply(state, exchange)
            continue
        state = apply(state, default_action(state, legal_actions(state)))
