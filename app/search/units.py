"""A unit of work of the search: one candidate deal, drawn from its own seed and settled.

Unit ``i`` of a search with master seed ``K`` draws its deal from
``random.Random(f"{K}:{i}")`` alone, so what it finds depends on nothing
but ``(K, i)``: not on the worker that runs it, nor on the order units end.
"""

from __future__ import annotations

import gc
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from piquet.model.declaring import Klass
from piquet.records.record import class_key
from piquet.search.calls import CalledLine, called_line
from piquet.search.candidates import Candidate, draw
from piquet.search.classes import DRAWS, SearchClass, Settled, settle
from piquet.search.registry import class_named
from piquet.search.lines import Line, Pool, position_line
from piquet.search.policy import POLICIES
from piquet.search.steer import steer

_CLASSES = {class_key(klass): klass for klass in Klass}
"""The classes by the record's key (``point``, ``sequence``, ``sets``)."""

__all__ = ["Found", "UnitResult", "run_unit", "run_units", "unit_seed", "unit_candidate", "settle_candidate",
           "settle_lines", "lines_of"]


def unit_seed(seed: int, index: int) -> str:
    """The seed of unit ``index`` of a search seeded ``seed``."""
    return f"{seed}:{index}"


@dataclass(frozen=True)
class Found:
    """A witness as the unit settled it: the candidate, the exact value of each line (the elder's), the
    swing, and the effort (positions searched to settle and value it: the smaller, the simpler)."""

    candidate: Candidate
    values: tuple[tuple[str, int], ...]
    swing: int
    effort: int
    settling: int = 0
    """Of the effort, the positions searched to settle the candidate, before its lines were valued exactly."""
    sunk: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    """With the calls settled by best play (``--calls best``), the classes each line's best play sinks, by
    line: (player, the record's key of the class); lines that sink nothing are left out."""

    def sunk_of(self, line: str) -> frozenset[tuple[str, Klass]]:
        """The classes ``line``'s best play sinks, as :data:`~piquet.search.direct.Sunk`."""
        return frozenset((player, _CLASSES[key]) for player, key in dict(self.sunk).get(line, ()))


@dataclass(frozen=True)
class UnitResult:
    """What unit ``index`` settled: the deals it ``drew`` (more than one when the class filters them on
    the hands), whether its candidate met the class's hand ``condition``, the witness, and the
    ``positions`` the solver searched to settle it (the witness's exact values included)."""

    index: int
    drew: int
    condition: bool
    found: Found | None
    positions: int = 0
    figures: tuple[str, ...] = ()
    """The keys of the class's figures (:attr:`~piquet.search.classes.SearchClass.figures`) the candidate
    counts in."""


def lines_of(klass: SearchClass, candidate: Candidate, calls: str = "all") -> dict[str, Line]:
    """The lines ``klass`` compares, positioned, the calls made as ``calls`` says
    (:data:`~piquet.search.calls.CALLS`: declared in full, or settled as part of best play). Lines that reach
    the same solver start (by Laws 27 and 33, the penalty waived gives back the lawful line exactly) are one
    :class:`~piquet.search.lines.Line`, so the second is settled from the first's table and bounds, not
    searched again."""
    lines: dict[str, Line] = {}
    pool: Pool = {}  # the lines of the same cards and rules share a solver (Pool)
    # The figures' own lines (the census's amended and unbarred lines), after the witnesses': the amended line
    # is one with the lawful line when its start is.
    for name in klass.lines + tuple(f.line for f in klass.figures if f.line is not None):
        line = called_line(candidate, name, pool) if calls == "best" else position_line(candidate, name, pool)
        lines[name] = next((known for known in lines.values() if known.start == line.start), line)
    return lines


@contextmanager
def _without_cycle_collection() -> Iterator[None]:
    """The cyclic garbage collector held off while a unit runs: the solver's tables hold hundreds of
    thousands of entries, and the collector's passes over them, set off by the positions made and dropped,
    took about a tenth of the time; what a unit makes is freed by reference counting, and any cycle is
    collected once the collector is back (as it was before the unit)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def run_unit(class_name: str, seed: int, index: int, steered: bool = False, policy: str = "plain",
             calls: str = "all") -> UnitResult:
    """Draw and settle unit ``index`` (a plain function of its arguments, for any pool or cluster);
    ``steered`` (``--steer``): each deal drawn first moved by Z3 to the class's hand condition, if it
    states one (:func:`~piquet.search.steer.steer`); ``policy`` the players' discards
    (:data:`~piquet.search.policy.POLICIES`, ``--policy``), for every class (those of au cent draw through
    :func:`~piquet.search.candidates.draw` too); ``calls`` how the calls are made (``--calls``,
    :data:`~piquet.search.calls.CALLS`)."""
    with _without_cycle_collection():
        return _run_unit(class_name, seed, index, steered, policy, calls)


def run_units(class_name: str, seed: int, indices: tuple[int, ...], steered: bool = False, policy: str = "plain",
              calls: str = "all") -> tuple[UnitResult, ...]:
    """:func:`run_unit` of each of ``indices``, in turn: one task of a pool for several units, what the pool costs
    a task (a message each way, a future) shared among them. Each result is that of its unit alone."""
    return tuple(run_unit(class_name, seed, index, steered, policy, calls) for index in indices)


def unit_candidate(klass: SearchClass, seed: int, index: int, steered: bool = False, policy: str = "plain",
                   ) -> tuple[int, Candidate | None]:
    """The deal unit ``index`` of ``klass`` settles, drawn from its own seed (a plain function of its arguments:
    the rulebook draws a stored witness's deal again from its unit), and how many deals it drew to find it; None if
    none of :data:`~piquet.search.classes.DRAWS` passed the class's filter on the hands."""
    rng = random.Random(unit_seed(seed, index))
    # One law drawn when the class has several (Laws 28-29), from the unit's own seed.
    law = None if not klass.offences else klass.offences[0] if len(klass.offences) == 1 else rng.choice(klass.offences)
    for drew in range(1, DRAWS + 1):
        drawn: Candidate | None = (draw(rng, index, klass.strong_elder, klass.offender, law, POLICIES[policy])
                                   if klass.drawer is None
                                   else klass.drawer(rng, index, POLICIES[policy]))
        if steered and klass.steer is not None and drawn is not None:
            drawn = steer(drawn, klass.steer, rng)
        if drawn is not None and (klass.hands is None or klass.hands(drawn)):
            return drew, drawn
    return DRAWS, None


def _run_unit(class_name: str, seed: int, index: int, steered: bool, policy: str, calls: str) -> UnitResult:
    klass = class_named(class_name)
    assert klass is not None, f"unknown class {class_name}"
    drew, candidate = unit_candidate(klass, seed, index, steered, policy)
    if candidate is None:
        return UnitResult(index, DRAWS, False, None)
    lines = lines_of(klass, candidate, calls)
    settled, found = settle_lines(klass, lines)
    figures = tuple(f.key for f in klass.figures if settled.condition and f.holds(lines))
    return UnitResult(index, drew, settled.condition, found, _positions(lines), figures)


def _positions(lines: dict[str, Line]) -> int:
    """The positions searched on the lines' behalf so far (a line not yet searched has no solver)."""
    solvers = {id(solver): solver for line in lines.values() for solver in line.solvers()}
    return sum(solver.positions for solver in solvers.values())


def settle_candidate(klass: SearchClass, candidate: Candidate, calls: str = "all") -> tuple[Settled, Found | None]:
    """Settle ``candidate`` for ``klass``, the calls made as ``calls`` says: the verdict, and the witness
    with its exact values if it is one."""
    return settle_lines(klass, lines_of(klass, candidate, calls))


def settle_lines(klass: SearchClass, lines: dict[str, Line]) -> tuple[Settled, Found | None]:
    """Settle the candidate of ``lines`` (positioned by :func:`lines_of`) for ``klass``."""
    settled = settle(klass, lines)
    if not settled.witness:
        return settled, None
    settling = _positions(lines)
    values = {name: line.value for name, line in lines.items()}
    if klass.penalty is not None:
        values[klass.penalty[0]] = klass.penalty[1]
    candidate = lines[klass.lines[0]].candidate
    sunk = tuple((name, _sunk_keys(line)) for name, line in lines.items() if isinstance(line, CalledLine))
    return settled, Found(candidate, tuple(values.items()), klass.swing_of(candidate, values), _positions(lines),
                          settling, tuple((name, keys) for name, keys in sunk if keys))


def _sunk_keys(line: CalledLine) -> tuple[tuple[str, str], ...]:
    """The classes sunk by best play on ``line``, as (player, the record's key of the class)."""
    return tuple(sorted((player, class_key(klass)) for player, klass in line.principal().sunk))
