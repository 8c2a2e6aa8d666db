"""``piquet replay FILE``: a record replayed through the engine, narrated or as JSON.

The narration is the engine's: each call and answer, each card with the
running scores of the deal, the cards, pique and repique; then each deal's
scores and, for a partie, its result (Laws 71-73).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator

from piquet.commands.replayed import configure_replayed
from piquet.records.narration import deal_lines, pair as _pair
from piquet.records.replay import DealReplay, Replay


def configure(parser: argparse.ArgumentParser) -> None:
    configure_replayed(
        parser, description="Replay a piquet-record/1 record through the engine: every call, answer and card "
                    "with the running scores, then the scores of each deal and the partie's result.",
        json_help="print the scores, tricks, totals and result as JSON instead", words=narrate,
        as_json=replay_json)


def _weight(replayed: Replay, deal: DealReplay) -> int:
    """How many times a deal counts: twice for the first and last of a four-deal partie (note to Law 71)."""
    return 1 if replayed.partie is None else replayed.partie.weight(deal.index)


def narrate(replayed: Replay) -> Iterator[str]:
    """The narration of a replayed record, line by line."""
    for deal in replayed.deals:
        yield from deal_lines(deal, _weight(replayed, deal))
        yield ""
    if replayed.games is not None:  # au cent: the totals are the game in progress (cent-28, cent-29)
        yield f"Partie{'' if replayed.finished else ' not over'}: {replayed.result_words()}."
        return
    yield f"Totals: {_pair(replayed.totals)}."
    partie = replayed.partie
    if partie is None:
        return
    if replayed.finished:
        yield f"Partie: {replayed.result_words()}."
    else:
        yield (f"Partie not over: {len(partie.deals)} of {partie.regular_deals} deals played (Law 71); "
               f"if it ended now, {replayed.result_words()}.")


def replay_json(replayed: Replay) -> dict[str, object]:
    """The scores as JSON: each deal's scores, tricks, the corrections it made to the scores of the
    deal before (Law 70) and weight (2 for the first and last of a four-deal partie), the totals (the
    first deal's ``scores_before`` included) and the result of Laws 72-73 on them
    (:meth:`~piquet.records.replay.Replay.result_json`)."""
    return {  # the deals as they are replayed, not held, then what they make (piquet.records.io.json_chunks)
        "deals": ({"dealer": d.deal.dealer, "scores_before": dict(d.scores_before.items()),
                   "scores": dict(d.scores.items()), "tricks": dict(d.tricks.items()),
                   "corrections": dict(d.corrections.items()),
                   "weight": _weight(replayed, d)} for d in replayed.deals),
        "totals": lambda: dict(replayed.totals.items()),
        "result": replayed.result_json,
    }
