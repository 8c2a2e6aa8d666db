"""A point of the play read from a record: where ``piquet solve`` starts.

A deal of a record is replayed through the engine as far as the cards its
``play`` lists (or the first ``after`` of them), the exchange, the calls and
the irregularities as the record gives them; the solver takes over there.
At the elder's first lead the younger reckons only once it is made, so the
deal is replayed one card further, with the record's declarations, and the
solver may lead any other card instead (the younger's reckoning does not
depend on the card led). The partie the deal belongs to gives the stake of
the ``partie`` objective: only the deal that decides it (Law 71) has one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from piquet.errors import InputError
from piquet.model.actions import Action, Play
from piquet.model.cards import Card
from piquet.model.irregular import MisExchange
from piquet.model.deal import DealState, Phase, legal_actions
from piquet.model.partie import Partie
from piquet.model.roles import Role
from piquet.model.irregular.calling import Miscall
from piquet.model.solver import Start, first_lead_start, start_of
from piquet.model.variants import RUBICON_RULES, Agreement, Rules
from piquet.records.record import ByPlayer, DealRecord, Record
from piquet.records.replay import _DealDriver, opening, replay

__all__ = ["Stake", "RecordPosition", "record_position", "state_after"]


@dataclass(frozen=True)
class Stake:
    """What the deal decides of the partie: the partie scores before it, by role (elder first), and how
    many times it counts (note to Law 71); ``problem`` says why it decides nothing, if it does not."""

    before: tuple[int, int]
    weight: int
    problem: str | None


@dataclass(frozen=True)
class RecordPosition:
    """A deal of a record at the point where the solver starts: the deal (its ``play`` the cards played
    so far), its place, the scores before it, the errors in counting carried into it (Law 70), the
    solver's start and the stake of the partie."""

    index: int
    deal: DealRecord
    where: str
    scores_before: ByPlayer[int]
    carried: ByPlayer[int]
    start: Start
    stake: Stake


class _Reached(Exception):
    def __init__(self, state: DealState) -> None:
        super().__init__("reached")
        self.state = state


class _DriverToPlay(_DealDriver):
    """Replays a deal record up to the point of the play where its ``play`` runs out."""

    def next_action(self, state: DealState) -> tuple[Action | MisExchange, str]:
        if state.phase is Phase.PLAY and self.played == len(self.deal.play):
            raise _Reached(state)
        return super().next_action(state)


def state_after(deal: DealRecord, where: str, carried: ByPlayer[int],
                rules: Rules = RUBICON_RULES) -> DealState | None:
    """The engine's state once the deal's ``play`` has run out, under ``rules`` (the record's variant and
    agreements); None if the deal is over by then."""
    try:
        _DriverToPlay(deal, where, carried, rules).run()
    except _Reached as reached:
        return reached.state
    return None


def _stake(partie: Partie | None, before: ByPlayer[int], elder: str, number: int) -> Stake:
    by_role = (before.A, before.B) if elder == "A" else (before.B, before.A)
    if partie is None:
        return Stake(by_role, 1, "the record is not a partie (it has no 'partie' field): the deal decides nothing")
    played, regular = len(partie.deals), partie.regular_deals
    # Law 71: the last regular deal decides the partie unless the totals tie; then one more deal each.
    if played in (regular - 1, regular + 1):
        return Stake(by_role, partie.weight(played), None)
    return Stake(by_role, 1, f"deal {number} is deal {played + 1} of the partie, which only the {regular}th deal, "
                             f"or after a tie the {regular + 2}th, decides (Law 71)")


def record_position(record: Record, index: int, after: int | None = None) -> RecordPosition:
    """Deal ``index`` (from 0) of ``record`` after the first ``after`` cards of its play (all of them
    if None). Raises :class:`InputError` for a deal out of range, an unlawful play, a deal whose play
    is over at that point, or one not in the play of the cards."""
    if not 0 <= index < len(record.deals):
        raise InputError("--deal", f"deal {index + 1} is out of range: the record has {len(record.deals)} deal(s)")
    deal = record.deals[index]
    where = f"deals[{index}]"
    if after is not None and not 0 <= after <= len(deal.play):
        raise InputError("--after", f"{after} cards: {where}.play lists {len(deal.play)}")
    if index:
        done = replay(replace(record, deals=record.deals[:index]))
        before, partie = done.totals, done.partie
        last = done.deals[-1]
        carried = last.by_player(last.state.in_counting.miscounts)
    else:
        (before, partie), carried = opening(record), ByPlayer(0, 0)
    deal = replace(deal, play=deal.play[:len(deal.play) if after is None else after])
    state = state_after(deal, where, carried, record.rules)
    if state is None:
        raise InputError(f"{where}.play", f"the play is over after the {len(deal.play)} cards listed: nothing to "
                                          "solve (give fewer with --after)")
    if state.phase is not Phase.PLAY:
        raise InputError(where, f"the deal is at {state.phase.value}: there is no play to solve")
    if not state.tricks and state.lead is None and not state.in_calling.lead_retaken:
        plays = [a.card for a in legal_actions(state) if isinstance(a, Play)]
        # When the low cards score nothing (cent-26.1), a low card: the solver leads another instead from it.
        probe: Card = min(plays, key=lambda card: card & 7) if record.rules.agreed(Agreement.LOW_CARDS) else plays[0]
        led = state_after(replace(deal, play=(probe,)), where, carried, record.rules)
        assert led is not None and led.to_move is Role.YOUNGER
        # A miscall still open is found out at the first trick: its options elected as the record elects them
        # (Law 44), not by the first the Laws list.
        start = first_lead_start(led, [choice for entry in deal.irregularities if entry.kind == Miscall.KIND
                                       for choice in entry.elect])
    else:
        start = start_of(state)
    return RecordPosition(index, deal, where, before, carried, start,
                          _stake(partie, before, deal.elder, index + 1))
