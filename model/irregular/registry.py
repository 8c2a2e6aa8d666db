"""The irregular game as one: what can happen when, carrying out an action or the election of an option.

Each class of irregular action carries out itself and says why it is refused
(:class:`~piquet.model.irregular.options.IrregularAction`); each family module
(:mod:`~piquet.model.irregular.dealing`, ``exchange``, ``calling``, ``play``,
``counting``) says when its actions can happen (``offered``) and holds the
elections of the options it gives (``ELECTIONS``); this module offers the
families' actions in the order of the deal, and hands each election to its
family.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

from piquet.model.actions import Action, Elect, Play
from piquet.model.flow.base import IllegalAction, place_of, settle_option
from piquet.model.flow.lawful import apply_lawful, why_not
from piquet.model.narration import Narration
from piquet.model.irregular import calling, counting, dealing, exchange, play, showing
from piquet.model.irregular.calling import close_miscalls
from piquet.model.irregular.dealing import ProposeFreshDeal
from piquet.model.irregular.options import EXCHANGING, Elector, IrregularAction, Refusal, decided, enforce
from piquet.model.reference import References
from piquet.model.state import Choice, DealState, Option, Phase, draft, settle

__all__ = ["Irregular", "irregular_actions", "offers", "apply_irregular", "after_action",
           "refusal"]

Irregular = IrregularAction
"""Any irregular action (each class is in the table of kinds, :mod:`piquet.model.irregular.kinds`)."""



#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def irregular_actions(state: DealState) -> tuple[Irregular | Elect, ...]:
    """The irregular actions that can physically happen now, and the acceptance of a fresh deal proposed
    by agreement (Case III). A void deal offers only the rectification of a deal dealt wrongly, which Law
    10 allows even where Law 12 requires a fresh deal."""
    if state.void:
        return tuple(dealing.rectifications(state))
    return tuple(_offered(state))
REFERENCES.cite("irregular_actions", "10", "12")


def offers(state: DealState, action: object) -> bool:
    """Whether ``action`` is one of :func:`irregular_actions`, the actions offered met one at a time until it is
    found, and of the wrong exchanges (every discard of up to six cards, with each count taken in) only those of
    its own discard: an action equals only one of its own class and fields."""
    offered = dealing.rectifications(state) if state.void else _offered(state, action)
    return any(candidate == action for candidate in offered)


def _offered(state: DealState, sought: object = None) -> Iterator[Irregular | Elect]:
    # ``sought``: the action looked for (exchange.offered leaves out what cannot equal it), None for all.
    if state.option is not None and state.option.blocking:  # the deal waits on an election
        if state.option.effect == "count":  # ... unless the elder takes in without announcing (Law 39)
            yield from dealing.offered(state)
            yield from exchange.offered(state, sought)
        return
    yield from dealing.offered(state)
    if state.phase in EXCHANGING:
        yield from exchange.offered(state, sought)
    yield from exchange.after_taking_in(state)
    yield from exchange.found_late(state)
    if state.option is None:
        yield from calling.offered(state)
        yield from showing.offered(state)
        yield from play.offered(state)
    yield from exchange.taking_up_left(state)
    yield from exchange.younger_left(state)
    yield from counting.offered(state)
REFERENCES.cite("_offered", "39")


def apply_irregular(state: DealState, action: Action | Irregular) -> DealState:
    """Carry out an irregular action or an election, or a lawful action while an option or an offer of a
    fresh deal is outstanding; raises :class:`~piquet.model.flow.base.IllegalAction` if it cannot happen here."""
    narration = Narration(state)
    if isinstance(action, Elect):
        return narration.onto(_elect(state, action, narration))
    if not isinstance(action, IrregularAction):
        if state.option is not None and not state.option.blocking and isinstance(action, Play):
            ruling = decided(state, None, "the card was played to: the error cannot be rectified (Law 59 III)")
            new = draft(settle_option(state))
            new.rulings = ruling
            state = settle(new)
        elif state.in_dealing.offer is not None:
            text = "the offer of a fresh deal lapses: going on with the game is tantamount to refusing it (Case III)"
            narration.say(None, "irregularity", 0, text)
            new = draft(state)
            new.in_dealing = state.in_dealing._replace(offer=None)
            new.rulings = decided(state, None, text, kind=ProposeFreshDeal.KIND)
            state = settle(new)
        if state.option is not None:
            raise IllegalAction(place_of(state), why_not(state, action))
        return apply_lawful(narration.onto(state), cast(Action, action))  # not irregular, by the test above
    if not offers(state, action):
        raise IllegalAction(place_of(state), f"{action}: {refusal(state, action)[1]}")
    return narration.onto(action.carry_out(state, narration))
REFERENCES.cite("apply_irregular", "59")


def after_action(before: DealState, after: DealState) -> DealState:
    """What follows any action of the deal: once the younger has played to the first trick, the miscalls
    not corrected are found out (Laws 53-54)."""
    if before.tricks or not after.tricks or not after.in_calling.miscalls:
        return after
    narration = Narration(after)
    return narration.onto(close_miscalls(after, narration))
REFERENCES.cite("after_action", "53", "54")


#: The clause that concludes a fresh deal the players agree to (Case III).
_AGREED_FRESH_DEAL = "agree-fresh-deal.1"


def _elect(state: DealState, action: Elect, narration: Narration) -> DealState:
    option = state.option
    name = state.names[action.role]
    elects_option = option is not None and action.role is option.holder and action.choice in option.choices
    offered_by = state.in_dealing.offer
    if not elects_option and offered_by is not None and action == Elect(offered_by.adversary, Choice.FRESH_DEAL):
        # Case III: the players may agree to a fresh deal at any time, even while one of them holds an
        # option the Laws give; the agreement voids the deal, and with it the option.
        new = draft(state)
        new.rulings = decided(state, Choice.FRESH_DEAL, "accepted: a fresh deal by agreement",
                      kind=ProposeFreshDeal.KIND, cite=(_AGREED_FRESH_DEAL,))
        state = settle(new)
        narration.say(action.role, "election", 0, f"{name} accepts a fresh deal (Case III)")
        new = draft(state)
        new.phase = Phase.VOID
        new.to_move = None
        new.in_dealing = state.in_dealing._replace(offer=None)
        new.option = None
        return settle(new)
    if option is None or not elects_option:
        raise IllegalAction(place_of(state), f"{action}: {refusal(state, action)[1]}")
    narration.say(action.role, "election", 0, f"{name} elects: {action.choice.value}")
    choice = action.choice
    if choice is Choice.FRESH_DEAL:  # no option under this one outlives the deal
        new = draft(state)
        new.option = None
        new.phase = Phase.VOID
        new.to_move = None
        new.rulings = decided(state, choice, "a fresh deal")
        return settle(new)
    return _ELECTIONS[option.effect.split(":")[0]](state, settle_option(state), choice, option, narration)


def _penalty(state: DealState, resumed: DealState, choice: Choice, option: Option, narration: Narration) -> DealState:
    """Law 44: the adversary enforces the penalty of reckoning nothing that deal, or waives it; then the
    miscalls that waited on his election are found out (Law 54)."""
    offender = option.offender
    if choice is Choice.WAIVE:
        new = draft(resumed)
        new.rulings = decided(state, choice, f"{state.names[offender]} may reckon as "
                      "usual (the penalty is not enforced, Law 44)")
        resumed = settle(new)
    else:
        new = draft(resumed)
        new.rulings = decided(state, choice, f"{state.names[offender]} can reckon nothing that deal")
        resumed = enforce(settle(new), offender, narration)
    return close_miscalls(resumed, narration) if resumed.in_calling.miscalls and resumed.tricks else resumed
REFERENCES.cite("_penalty", "44", "54")


_ELECTIONS: dict[str, Elector] = {**dealing.ELECTIONS, **exchange.ELECTIONS, **calling.ELECTIONS,
                                  **play.ELECTIONS, "penalty": _penalty}


def refusal(state: DealState, action: Action | Irregular) -> Refusal:
    """The clauses and the reason why ``action``, which the Laws do not offer here, is refused."""
    if isinstance(action, Elect):
        if action.choice is Choice.FRESH_DEAL and state.option is None:
            return ("Case III",), ("no fresh deal is due and none is on offer: a fresh deal is a matter of agreement, "
                                   "and an offer lapses once the game is carried a step further")
        if action.choice is Choice.RETAKE and state.option is None:
            return ("59.1", "59.5"), "a card once played to cannot be taken up"
        holder = state.option.holder if state.option is not None else None
        return (), f"the option is {'nobody' if holder is None else state.names[holder]}'s, and not that election"
    if isinstance(action, IrregularAction):
        return action.refusal(state)
    return (), f"{action} cannot happen here ({state.phase.value})"
