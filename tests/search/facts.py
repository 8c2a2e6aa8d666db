"""What a line's state says of the deal, its narration aside: the search's direct road to a line
(:mod:`piquet.search.direct`) starts the deal without narration, the records' replay with it."""

from __future__ import annotations

from dataclasses import fields

from piquet.model.deal import DealState

_NARRATION = ("events", "narrate", "previous")  # the narration, and the state before, kept for it


def facts(state: DealState) -> dict[str, object]:
    """Every field of ``state`` but its narration."""
    return {f.name: getattr(state, f.name) for f in fields(state) if f.name not in _NARRATION}
