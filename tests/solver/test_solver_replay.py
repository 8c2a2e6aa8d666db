"""Every principal line replays through the model to the scores the solver reports: random deals, hands of
twelve, thirteen or eleven (a wrong exchange, Laws 30-31, 57-58), solved from the elder's first lead or
from a random point of the play, under both objectives."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from hypothesis import assume, given, strategies as st

from piquet.errors import InputError
from piquet.model.cards import cards_in, format_cards
from piquet.model.solver import Start, deal_objective, partie_objective, playable_cards, solve, step
from piquet.records import parse_record
from piquet.records.generate import random_record
from piquet.records.position import record_position
from piquet.records.record import Record, record_to_json
from piquet.records.replay import replay_deal

# The exchanges tried: as dealt, or one player taking one card more or fewer than he discards.
SHAPES = (None, ("younger", 1), ("younger", -1), ("elder", 1), ("elder", -1))


def shaped_record(seed: int, shape: tuple[str, int] | None) -> Record:
    """The random record of ``seed``, its play removed; with ``shape``, that player takes one card more or
    fewer than he discards (a wrong exchange), the calls left to the default (each declares all he holds)."""
    data: Any = record_to_json(random_record(seed))
    deal = data["deals"][0]
    deal["play"] = []
    if shape is not None:
        who, more = shape
        dealer = deal["dealer"]
        player = dealer if who == "younger" else "A" if dealer == "B" else "B"
        exchange = deal["exchange"][player]
        exchange["take"] = exchange.get("take", len(exchange["discard"])) + more
        for either in deal["exchange"].values():  # the cards either leaves change with the stock taken
            either.pop("see_left", None)
        deal.pop("calls", None)
        deal["irregularities"] = [{"kind": "wrong exchange", "player": player}]
    return parse_record(json.loads(json.dumps(data)))


def random_prefix(start: Start, choices: st.DataObject, length: int) -> list[int]:
    """Up to ``length`` lawful cards from ``start``, stopping before the play is over."""
    position, cards = start.position, []
    for i in range(length):
        if i == 0 and start.free_lead:
            card = choices.draw(st.sampled_from(sorted(cards_in(position.elder | 1 << position.lead))))
            after = position._replace(elder=(position.elder | 1 << position.lead) ^ 1 << card, lead=card)
        else:
            card = choices.draw(st.sampled_from(sorted(cards_in(playable_cards(position)))))
            after = step(start.rules, position, card)
        if after.over:
            break
        position = after
        cards.append(card)
    return cards


@given(st.integers(0, 10 ** 6), st.sampled_from(SHAPES), st.integers(0, 20), st.data(),
       st.sampled_from(["deal", "partie"]))
def test_the_principal_line_replays_to_the_solver_scores(seed: int, shape: tuple[str, int] | None, length: int,
                                                         choices: st.DataObject, objective_name: str) -> None:
    try:
        record = shaped_record(seed, shape)
        first = record_position(record, 0)
    except InputError:
        assume(False)  # the stock cannot give one card more, or the change leaves a record field unused
        raise
    prefix = random_prefix(first.start, choices, length)
    deal = replace(record.deals[0], play=tuple(prefix))
    at = record_position(replace(record, deals=(deal,)), 0)
    objective = deal_objective() if objective_name == "deal" else partie_objective((70, 95))
    solution = solve(at.start, objective)
    state, _ = replay_deal(replace(deal, play=deal.play + solution.line), "deal", at.carried)
    where = (f"seed {seed}, {shape}, after {format_cards(prefix)}: line {format_cards(solution.line)}, "
             f"hands {format_cards(at.start.position.elder)} / {format_cards(at.start.position.younger)}")
    assert state.over, f"{where}: the line does not end the play"
    assert state.scores == solution.scores, f"{where}: the model scores {state.scores}, the solver {solution.scores}"
    assert state.tricks_won == solution.tricks, f"{where}: tricks {state.tricks_won} against {solution.tricks}"
    assert solution.value == objective.value(*state.scores), f"{where}: the value is not that of the scores"
