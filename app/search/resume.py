"""A search that can be stopped and resumed: each unit merged is written to a checkpoint, one line of JSON, as
it merges; a search given the same checkpoint takes up where it stopped.

A unit's result depends on nothing but the class, the seed, its index and how the deals are drawn (the
policy, the steering), so a checkpoint holds only what the statistics need (the deals drawn, whether the
hand condition and the second figure held, the positions searched) and whether the unit found a witness.
A witness's unit is run again on resuming, which gives back its witness exactly; the others are not. The
result of a resumed search is that of one run without a stop. A line cut short by the stop (the last) is
ignored, and its unit run again.
"""

from __future__ import annotations

import json
import os
from typing import IO

from piquet.errors import InputError
from piquet.search.units import UnitResult

__all__ = ["Checkpoint"]


class Checkpoint:
    """The checkpoint file ``path`` of the search ``header`` describes (class, seed, policy, steering)."""

    def __init__(self, path: str, header: dict[str, object]) -> None:
        self.path = path
        self.header = header
        self.handle: IO[str] | None = None

    def known(self) -> dict[int, UnitResult]:
        """The units the checkpoint holds that need not run again (none if it does not exist yet); raises
        :class:`InputError` if it was made by another search or is not a checkpoint."""
        if not os.path.exists(self.path):
            return {}
        try:
            with open(self.path, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
        except OSError as err:
            raise InputError("--resume", f"{self.path}: cannot read: {err.strerror}") from None
        try:
            header = json.loads(lines[0])
        except ValueError:
            raise InputError("--resume", f"{self.path}: not a checkpoint of piquet search") from None
        if header != self.header:
            raise InputError("--resume", f"{self.path} is the checkpoint of another search ({header}), not of "
                                         f"{self.header}")
        known: dict[int, UnitResult] = {}
        for line in lines[1:]:
            try:
                unit = json.loads(line)
            except ValueError:
                break  # the line the stop cut short (the last): its unit runs again
            if not unit["witness"]:
                known[unit["index"]] = UnitResult(unit["index"], unit["drew"], unit["condition"], None,
                                                  unit["positions"], tuple(unit["figures"]))
        return known

    def record(self, result: UnitResult) -> None:
        """Append ``result``, merged, to the checkpoint (the header first, on a new file)."""
        if self.handle is None:
            fresh = not os.path.exists(self.path) or os.path.getsize(self.path) == 0
            self.handle = open(self.path, "a", encoding="utf-8")
            if fresh:
                self.handle.write(json.dumps(self.header) + "\n")
        self.handle.write(json.dumps({"index": result.index, "drew": result.drew, "condition": result.condition,
                                      "figures": list(result.figures), "positions": result.positions,
                                      "witness": result.found is not None}) + "\n")
        self.handle.flush()

    def close(self) -> None:
        if self.handle is not None:
            self.handle.close()
            self.handle = None
