"""How often a class occurs: shares with Wilson score intervals (95 %)."""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["Share", "share", "Z95"]

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95 % interval."""


@dataclass(frozen=True)
class Share:
    """``hits`` of ``trials``, the share and its 95 % Wilson interval (``low``, ``high``)."""

    hits: int
    trials: int
    share: float
    low: float
    high: float

    def json(self) -> dict[str, object]:
        return {"hits": self.hits, "trials": self.trials, "share": round(self.share, 4),
                "low": round(self.low, 4), "high": round(self.high, 4)}

    def words(self) -> str:
        return (f"{self.hits} of {self.trials} = {100 * self.share:.1f} % "
                f"(95 % interval {100 * self.low:.1f}-{100 * self.high:.1f} %)")


def share(hits: int, trials: int, z: float = Z95) -> Share:
    """The Wilson score interval of ``hits`` successes in ``trials`` (the whole [0, 1] for none)."""
    if trials == 0:
        return Share(0, 0, 0.0, 0.0, 1.0)
    p = hits / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return Share(hits, trials, p, max(0.0, centre - half), min(1.0, centre + half))
