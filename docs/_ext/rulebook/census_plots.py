"""The census's plots, drawn at build time as SVG with matplotlib from the stored runs (:mod:`rulebook.census`).

- ``census/shares.svg``: for each offence, the share of the deals in which it profits the offender under best
  play and the enforced-only share, each with its 95 % interval, one row of marks per population.
- ``census/gains.svg``: the offender's gain in each stored witness, by offence: the distribution of what the
  offence wins him where it profits, over the witnesses the runs keep (``--top``), the count said beside.

The SVG is the same for the same runs (no date, a fixed salt for its ids), so a build with nothing changed
writes nothing new; the text is white on no colour of the page's: it keeps its own white ground in dark mode.
"""

from __future__ import annotations

import io
import textwrap
from collections.abc import Mapping
from typing import Any

from rulebook.census import Population, offence_classes

__all__ = ["SHARES", "GAINS", "CAPTIONS", "draw"]

SHARES = "census/shares.svg"
GAINS = "census/gains.svg"

#: One colour per population (the policy), light enough and dark enough on white: Okabe-Ito's blue and vermilion.
_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")


def _figure(rows: int) -> Any:
    from matplotlib.figure import Figure  # the docs extras: imported only when a census is stored
    import matplotlib

    matplotlib.rcParams.update({"svg.hashsalt": "piquet-rulebook", "svg.fonttype": "none", "font.size": 10})
    return Figure(figsize=(8, 1.2 + 0.55 * rows), layout="constrained")


def _svg(fig: Any) -> str:
    out = io.StringIO()
    fig.savefig(out, format="svg", metadata={"Date": None}, facecolor="white")
    return out.getvalue()


def _legend(ax: Any, **where: str) -> None:
    """One entry a label: every offence's marks carry the label of their population."""
    handles, labels = ax.get_legend_handles_labels()
    unique = dict(zip(labels, handles))
    ax.legend(list(unique.values()), list(unique.keys()), fontsize=8, **where)


def _titles(pops: list[Population], classes: list[str]) -> list[str]:
    titles = []
    for klass in classes:
        run = next(r for p in pops if (r := p.run(klass)) is not None)
        titles.append(textwrap.fill(run.title, 34))
    return titles


def _share_plot(pops: list[Population]) -> str:
    classes = offence_classes(pops)
    fig = _figure(len(classes))
    ax = fig.add_subplot()
    step = 0.8 / max(1, len(pops))
    for i, pop in enumerate(pops):
        colour = _COLOURS[i % len(_COLOURS)]
        for y, klass in enumerate(classes):
            run = pop.run(klass)
            if run is None:
                continue
            for key, filled, shift, name in (("share_of_deals", True, 0.0, "under best play"),
                                             ("enforced_only", False, step / 2, "enforced only")):
                share = run.stats.get(key)
                if not share:
                    continue
                at = y - 0.4 + i * step + shift + step / 4
                x = 100 * share["share"]
                ax.errorbar([x], [at], xerr=[[x - 100 * share["low"]], [100 * share["high"] - x]], fmt="o",
                            color=colour, mfc=colour if filled else "white", capsize=3,
                            label=f"{name} ({pop.policy})")
    ax.set_yticks(range(len(classes)), _titles(pops, classes))
    ax.invert_yaxis()
    ax.set_xlabel("share of the deals drawn, % (95 % interval)")
    ax.set_xlim(left=0)
    ax.grid(axis="x", color="#ddd")
    _legend(ax, loc="lower right")
    return _svg(fig)


def _gain_plot(pops: list[Population]) -> str:
    classes = offence_classes(pops)
    fig = _figure(len(classes))
    ax = fig.add_subplot()
    step = 0.8 / max(1, len(pops))
    for i, pop in enumerate(pops):
        colour = _COLOURS[i % len(_COLOURS)]
        for y, klass in enumerate(classes):
            run = pop.run(klass)
            if run is None:
                continue
            gains = [int(w["swing"]) for w in run.witnesses]
            at = y - 0.4 + i * step + step / 2
            ax.scatter(gains, [at] * len(gains), color=colour, alpha=0.7, s=22, label=pop.policy)
            found = run.data.get("found", run.stats.get("witnesses", len(gains)))
            ax.annotate(f"{len(gains)} of {found} witnesses", (1.0, at), xycoords=("axes fraction", "data"),
                        xytext=(-4, 0), textcoords="offset points", ha="right", va="center", fontsize=7,
                        color="#444")
    ax.set_yticks(range(len(classes)), _titles(pops, classes))
    ax.invert_yaxis()
    ax.set_xlabel("the offender's gain under the adversary's best option, points (games in au cent)")
    ax.grid(axis="x", color="#ddd")
    _legend(ax, loc="lower left", title="policy")
    return _svg(fig)


CAPTIONS = {
    SHARES: "The share of the deals in which each offence profits the offender: filled, under best play whatever "
            "the adversary elects; hollow, with the penalty enforced only. The bars are the 95 % intervals.",
    GAINS: "The offender's gain, under his adversary's best option, in each witness the runs store (the count of "
           "those found beside): where the offence profits, by how much.",
}
"""Each plot's caption, by its path under ``docs/generated``."""

_DRAW = {SHARES: _share_plot, GAINS: _gain_plot}


def draw(name: str, pops: list[Population]) -> str:
    """The SVG of the plot ``name`` (a key of :data:`CAPTIONS`) of the populations' runs."""
    return _DRAW[name](pops)
