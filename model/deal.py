"""One lawful deal of Rubicon Piquet: immutable states, legal actions, apply.

A deal runs through these phases (:class:`Phase`):

1. the elder's exchange (Law 21), then the younger's (Laws 22, 34);
   a carte blanche, announced when dealt (Law 20), is shown and reckoned
   after its holder's adversary has discarded (Laws 19-20, 61);
2. the elder's calls and the younger's answers, point, then sequences,
   then quatorzes and trios (:mod:`piquet.model.declaring`); the elder
   reckons what is good as it is allowed;
3. the elder leads (one point, Law 65); the younger then elects whether the
   cards he left are seen (Law 36) and reckons what he called not good and
   anything the elder did not call (primer); repique is decided now, by the
   order of Law 67, not by the order of speaking;
4. twelve tricks (Laws 65-66), pique when it falls (Law 69), the cards.

:func:`legal_actions` lists exactly the lawful actions at a decision point
(empty once the deal is over) and :func:`apply` carries one out, lawful or
irregular (:func:`piquet.model.irregular.irregular_actions`), or raises
:class:`IllegalAction`. This module is the entry: the flow lives by phase in
:mod:`piquet.model.flow` (``dealing``, ``exchange``, ``calls``, ``play``,
``counting``, over ``base``), and the irregular game
(:mod:`piquet.model.irregular`) is built on the flow and imported here
directly: nothing is registered, and nothing calls back into this module.
A class in which a player holds nothing offers him no call and is passed
over. Every score is narrated as an
:class:`~piquet.model.events.Event`, in the order it is said.

Readings where the Laws leave a choice (see also :mod:`piquet.model.declaring`):

- a carte blanche is shown at the latest time Law 20 allows, after the
  adversary's discard; its holder may decline to show it, and then it
  neither scores nor saves (Law 19: it must be shown to count);
- the elder calls sequences before quatorzes and trios (Law 47 leaves that
  order free; it changes no score);
- the elder's choice to look at the cards he leaves (Law 33) is made with
  his exchange; the younger elects for his (Law 36) just after the lead,
  before reckoning;
- a younger who said "not good" must then reckon something superior.
"""

from __future__ import annotations

from typing import Final, cast

from piquet.model.actions import (
    Action, Answer, Call, Elect, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink,
)
from piquet.model.dealing import HAND_SIZE, STOCK_SIZE, deal_pack, dealt_hands
from piquet.model.flow.base import IllegalAction
from piquet.model.flow.dealing import UNDEALT, start_deal
from piquet.model.flow.exchange import exchange_choices, sample_exchange, stock_start
from piquet.model.flow.lawful import apply_lawful, apply_lawful_on, legal_actions, why_not
from piquet.model.flow.play import may_play
from piquet.model.irregular.kinds import KINDS
from piquet.model.irregular.options import IrregularAction
from piquet.model.irregular.registry import Irregular, after_action, apply_irregular, irregular_actions
from piquet.model.narration import Narration
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.state import DealState, Dialogue, Phase, Trick, WorkingDeal, draft, settle

__all__ = [
    "Role", "Phase", "Dialogue", "Trick", "DealState", "IllegalAction", "HAND_SIZE", "STOCK_SIZE",
    "deal_pack", "dealt_hands", "start_deal", "legal_actions", "apply", "advance", "apply_lawful", "exchange_choices",
    "stock_start", "sample_exchange", "may_play", "why_not", "Narration", "Irregular", "irregular_actions", "KINDS",
]


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)

# The lawful actions' own classes, told apart at once from the many irregular ones; an irregular action, or an
# election of an option the Laws give, goes to the irregular game.
_LAWFUL: Final = frozenset((Play, Exchange, Call, Sink, Answer, Inquire, SeeLeftCards, ShowCarteBlanche))
_IRREGULAR: Final = (Elect, IrregularAction)


# The narration every lawful step writes on, begun afresh at each (one made at every action cost a tenth of a
# deal's time). A step never begins inside another: the pad is read (onto) before the irregular game's after()
# is asked what follows, the one thing that may take a step of its own.
_PAD: Final = Narration(UNDEALT)


def apply(state: DealState, action: Action | Irregular) -> DealState:
    """The state after ``action``; raises :class:`IllegalAction` if it is not lawful here.

    ``action`` is one of :func:`legal_actions` or of
    :func:`piquet.model.irregular.irregular_actions`; the latter, the
    options the Laws give (:class:`~piquet.model.actions.Elect`) and every
    action of a deal with an option or an offer outstanding are carried out
    by the irregular game (:func:`~piquet.model.irregular.apply_irregular`), which also says
    what follows any action (the miscalls found out at the first trick, Law 54).
    A lawful action is carried out by :func:`advance`'s flow on a working copy
    of ``state`` (:class:`~piquet.model.state.WorkingDeal`), frozen as the
    state after it: ``state`` itself is never changed.
    """
    if type(state) is WorkingDeal:
        state = state.freeze()
    if _irregular(state, action):
        after = after_action(state, apply_irregular(state, action))
        if after.step < state.step:  # cards taken up: the deal went back to an earlier state, its history with it
            return after
        new = draft(after)
        new.step, new.previous = state.step + 1, state
        return settle(new)
    work = WorkingDeal.thaw(state)
    after = _lawful_step(work, cast(Action, action), state)  # not irregular, by the test above
    return work.freeze() if after is work else after
REFERENCES.cite("apply", "54")


def advance(work: WorkingDeal, action: Action | Irregular) -> None:
    """Carry out ``action`` on ``work`` in place, as :func:`apply` would on the state it stands for.

    The same flow as :func:`apply` (the same rule functions, the same
    checks and errors), without an immutable state for every step: ``step``
    counts on, but the states before are not kept (``previous`` stays as it
    was), so cards cannot be taken up to them (Law 59). This is the way for
    deals played lawfully to the end (:func:`piquet.model.agents.random_lawful_deal`);
    :meth:`~piquet.model.state.WorkingDeal.freeze` gives the state at any point.
    """
    if _irregular(work, action):  # the irregular game works on immutable states
        work.load(apply(work.freeze(), action))
        return
    # The irregular game's hook looks back at the state before an action only while miscalls are
    # outstanding (found out at the first trick, Laws 53-54), and a lawful action makes none: only then
    # is that state kept.
    before = work.freeze() if work.in_calling.miscalls else None
    after = _lawful_step(work, cast(Action, action), before)  # not irregular, by the test above
    if after is not work:
        work.load(after)


def _irregular(state: DealState, action: Action | Irregular) -> bool:
    """Whether the irregular game carries ``action`` out: an irregular action or an election, or any action
    while an option or an offer of a fresh deal is outstanding."""
    return (type(action) not in _LAWFUL and isinstance(action, _IRREGULAR)
            or state.option is not None or state.in_dealing.offer is not None)


def _lawful_step(work: WorkingDeal, action: Action, before: DealState | None) -> DealState:
    """A lawful ``action`` carried out on ``work``, which stood for ``before`` (None: not kept); the state
    after it: ``work`` itself, unless cards were taken up to an earlier state."""
    step = work.step
    narration = _PAD.begin(work)
    after = apply_lawful_on(work, action, narration, work if before is None else before)
    if after.step < step:  # cards taken up: the deal went back to an earlier state, its history with it
        return after_action(work if before is None else before, narration.onto(after))
    after = narration.onto(after, step + 1, work.previous if before is None else before)
    if before is None:  # no miscall outstanding before a lawful action, so none after it: nothing follows
        return after
    return after_action(before, after)
