"""The census's plots, drawn at build time as SVG with matplotlib from the stored runs (:mod:`rulebook.census`).

- ``census/shares.svg``: for each offence, the share of the deals in which it profits the offender under best
  play and the enforced-only share, each with its 95 % interval, one row of marks per population.
- ``census/gains.svg``: the offender's gain in each stored witness, by offence: the distribution of what the
  offence wins him where it profits, over the witnesses the runs keep (``--top``), their count said beside
  the offence. Gains in points of the partie and in games (au cent) are on panels of their own.

The SVG is the same for the same runs (no date, a fixed salt for its ids), so a build with nothing changed
writes nothing new. A plot keeps its own white ground, so its text reads in dark mode too.
"""

from __future__ import annotations

import io
import logging
import textwrap
from collections.abc import Mapping
from typing import Any

from rulebook.census import Population, Run, offence_classes

__all__ = ["SHARES", "GAINS", "CAPTIONS", "draw"]

SHARES = "census/shares.svg"
GAINS = "census/gains.svg"

#: One colour per population (the policy), legible on white: Okabe-Ito's blue, vermilion, green, purple.
_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
_UNITS = {"points": "points of the partie", "games": "games of the partie (au cent)"}


def _figure(rows: int, panels: int = 1) -> Any:
    # Its first import in a fresh cache announces the font cache it builds: not a message of the build's.
    logging.getLogger("matplotlib").setLevel(logging.WARNING)
    import matplotlib  # the development extras: imported only when a census is stored
    from matplotlib.figure import Figure

    matplotlib.rcParams.update({"svg.hashsalt": "piquet-rulebook", "svg.fonttype": "none", "font.size": 11})
    # Narrow enough that a phone's width (390 px) shrinks it by half at most, and its text stays legible.
    return Figure(figsize=(6.4, 1.6 + 0.62 * rows + 0.4 * panels), layout="constrained")


def _svg(fig: Any) -> str:
    out = io.StringIO()
    fig.savefig(out, format="svg", metadata={"Date": None}, facecolor="white")
    return out.getvalue()


def _first(pops: list[Population], klass: str) -> Run:
    return next(r for p in pops if (r := p.run(klass)) is not None)


def _legend(fig: Any, ax: Any, columns: int) -> None:
    """One entry a label, below the plot, where it hides no mark."""
    handles, labels = ax.get_legend_handles_labels()
    unique = dict(zip(labels, handles))
    fig.legend(list(unique.values()), list(unique.keys()), loc="outside lower center", ncols=columns, fontsize=9)


def _share_plot(pops: list[Population]) -> str:
    classes = offence_classes(pops)
    fig = _figure(len(classes))
    ax = fig.add_subplot()
    step = 0.8 / len(pops)
    for i, pop in enumerate(pops):
        colour = _COLOURS[i % len(_COLOURS)]
        for y, klass in enumerate(classes):
            run = pop.run(klass)
            for key, filled, shift, name in (("share_of_candidates", True, 0.0, "under best play"),
                                             ("enforced_only", False, step / 2, "enforced only")):
                share = run.stats.get(key) if run else None
                if not share:
                    continue
                x = 100 * share["share"]
                ax.errorbar([x], [y - 0.4 + i * step + shift + step / 4],
                            xerr=[[x - 100 * share["low"]], [100 * share["high"] - x]], fmt="o", color=colour,
                            mfc=colour if filled else "white", capsize=3, label=f"{name}, {pop.label}")
    ax.set_yticks(range(len(classes)), [textwrap.fill(_first(pops, k).title, 24) for k in classes], fontsize=9)
    ax.invert_yaxis()
    ax.set_xlabel("share of the deals drawn, % (95 % interval)")
    ax.set_xlim(left=-1)
    ax.grid(axis="x", color="#ddd")
    _legend(fig, ax, 2)
    return _svg(fig)


def _unit(run: Run) -> str:
    return "games" if any(w.get("variant") == "au cent" for w in run.witnesses) else "points"


def _gain_plot(pops: list[Population]) -> str:
    classes = offence_classes(pops)
    units = {k: _unit(_first(pops, k)) for k in classes}
    panels = [u for u in _UNITS if u in units.values()]
    fig = _figure(len(classes), len(panels))
    axes = fig.subplots(len(panels), 1, squeeze=False, height_ratios=[
        sum(1 for k in classes if units[k] == u) for u in panels])[:, 0]
    step = 0.8 / len(pops)
    for ax, unit in zip(axes, panels):
        mine = [k for k in classes if units[k] == unit]
        for i, pop in enumerate(pops):
            for y, klass in enumerate(mine):
                run = pop.run(klass)
                gains = [int(w["swing"]) for w in run.witnesses] if run else []
                ax.scatter(gains, [y - 0.4 + i * step + step / 2] * len(gains), color=_COLOURS[i % len(_COLOURS)],
                           alpha=0.7, s=24, label=pop.label)
        ax.set_yticks(range(len(mine)), [_gain_label(pops, k) for k in mine], fontsize=9)
        ax.set_ylim(len(mine) - 0.5, -0.5)
        ax.set_xlabel(f"the offender's gain, {_UNITS[unit]}")
        ax.grid(axis="x", color="#ddd")
    _legend(fig, axes[0], len(pops))
    return _svg(fig)


def _gain_label(pops: list[Population], klass: str) -> str:
    """The offence's name, and how many witnesses each population's run stores of those it found."""
    counts = []
    for pop in pops:
        run = pop.run(klass)
        if run is not None:
            found = run.data.get("found", run.stats.get("witnesses", "?"))
            counts.append(f"{len(run.witnesses)} of {found}")
    return textwrap.fill(_first(pops, klass).title, 24) + "\n(stored: " + "; ".join(counts) + ")"


CAPTIONS = {
    SHARES: "The share of the deals in which each offence profits the offender: filled, under best play whatever "
            "the adversary elects; hollow, with the penalty enforced only. The bars are the 95 % intervals.",
    GAINS: "The offender's gain under his adversary's best option, in each witness the runs store (under each "
           "offence, how many they store of those found): where the offence profits, by how much.",
}
"""Each plot's caption, by its path under ``docs/generated``."""

_DRAW = {SHARES: _share_plot, GAINS: _gain_plot}


def draw(name: str, pops: list[Population]) -> str:
    """The SVG of the plot ``name`` (a key of :data:`CAPTIONS`) of the populations' runs."""
    return _DRAW[name](pops)
