"""The census's page and its plots, as the rulebook writes them (:mod:`rulebook.census`,
:mod:`rulebook.census_plots`): kept between builds while the stored runs and the sources are the same."""

from __future__ import annotations

import functools
from pathlib import Path

from rulebook.census import PAGE, census_page, populations
from rulebook.census_plots import CAPTIONS, draw
from rulebook.model import Rulebook
from rulebook.rst import ref
from rulebook.words import law_ref

__all__ = ["census_pages"]


def census_pages(rb: Rulebook, srcdir: Path) -> dict[str, str]:
    """``census.rst`` and its SVG plots, from the runs stored under ``srcdir/census``; nothing when none is."""
    pops = populations(srcdir)
    if not pops:
        return {}
    runs = sorted(run.path for pop in pops for run in pop.runs)
    out = {name: rb.kept.text(f"census {name}", runs, functools.partial(draw, name, pops)) for name in CAPTIONS}
    out[PAGE] = rb.kept.text(f"census {PAGE}", runs, lambda: census_page(
        pops, lambda key: law_ref(rb, key), lambda numeral: ref(f"case-{numeral}", f"Case {numeral}"), CAPTIONS,
        (srcdir / "guide" / "census.md").exists()))
    return out
