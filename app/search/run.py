"""Running a search: units of work on this process, on a process pool, or on a Dask cluster.

Units are submitted in index order, a few more than the workers at a time
(to a pool, :data:`BATCH` units a task), and their results merged by index. A budget of ``deals`` runs units
``0 .. deals-1``; a budget of ``seconds`` (the first reached, if both are given) submits units until the time is up
and keeps the longest run of units from 0 that all finished, so its result is
the same as that of a ``deals`` budget of that length. Ctrl-C stops the same
way. Hence one seed gives the same witnesses whatever the number of workers
and wherever they run.
"""

from __future__ import annotations

import os
import signal
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import ParamSpec, TypeVar

from piquet.errors import InputError
from piquet.search.units import Found, UnitResult, run_units

__all__ = ["Budget", "Outcome", "search", "executor", "default_workers", "BATCH"]

BATCH = 4
"""The units of one task sent to a pool or a cluster: the parent's work for each task (sending it, taking back its
result, its future) is shared by that many units, a few milliseconds each, and the last tasks still end close
together. Run in this process (one worker), a task is one unit."""


@dataclass(frozen=True)
class Budget:
    """When to stop: after ``deals`` units, or once ``seconds`` have passed (whichever comes first)."""

    deals: int | None = None
    seconds: float | None = None


@dataclass(frozen=True)
class Outcome:
    """A search's result: the units run (0 .. ``units``-1), the deals they drew (``tried``), how many
    met the hand condition (the candidates), the witnesses found (by unit index), the time taken,
    whether it was interrupted, and the positions the solver searched in those units."""

    units: int
    tried: int
    candidates: int
    found: tuple[Found, ...]
    seconds: float
    interrupted: bool
    positions: int = 0
    figures: Mapping[str, int] = field(default_factory=dict)
    """How many candidates counted in each of the class's figures, by key (the census's enforced-only figure
    and its figures under the amendments)."""

    def figure(self, key: str) -> int:
        """How many candidates counted in the figure ``key``."""
        return self.figures.get(key, 0)


_P = ParamSpec("_P")
_T = TypeVar("_T")

Progress = Callable[[int, int], None]
"""Called after each unit merged: (units tried, witnesses found)."""


def default_workers() -> int:
    """Every core this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


class _InProcess(Executor):
    """Runs each unit when submitted: one worker, no pool."""

    def submit(self, fn: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs) -> Future[_T]:
        future: Future[_T] = Future()
        future.set_result(fn(*args, **kwargs))
        return future


def _ignore_interrupt() -> None:
    # Ctrl-C reaches the whole process group: the parent stops the search, the workers go on quietly
    # until the pool shuts down.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def executor(workers: int, cluster: str | None) -> Iterator[tuple[Executor, int]]:
    """The executor units run on, and how many run at once: a Dask cluster's (``cluster``, the
    scheduler's address), else a process pool of ``workers``, else (1 worker) this process."""
    if cluster is not None:
        from distributed import Client  # imported only for a cluster: it takes a second to load

        try:
            client = Client(cluster, timeout="5s")
        except (OSError, TimeoutError, ValueError) as err:
            raise InputError("--cluster", f"cannot reach a Dask scheduler at {cluster!r}: {err}") from None
        try:
            yield client.get_executor(pure=False), max(1, sum(client.nthreads().values()))
        finally:
            client.close()
    elif workers == 1:
        yield _InProcess(), 1
    else:
        with ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupt) as pool:
            yield pool, workers


def search(class_name: str, seed: int, budget: Budget, pool: Executor, slots: int,
           progress: Progress | None = None, steered: bool = False, policy: str = "plain",
           known: Mapping[int, UnitResult] | None = None, merged_unit: Callable[[UnitResult], None] | None = None,
           calls: str = "all") -> Outcome:
    """Run units of ``class_name`` seeded ``seed`` on ``pool`` (``slots`` at once) within ``budget``;
    ``steered``: the deals steered by Z3; ``policy``: the players' discards; ``calls``: how the calls are
    made (:func:`~piquet.search.units.run_unit`, :func:`~piquet.search.units.run_units` on a pool);
    ``known``: units already run (a checkpoint, :mod:`piquet.search.resume`), not run again;
    ``merged_unit``: called with each unit run here as it merges."""
    start = time.monotonic()
    done: dict[int, UnitResult] = dict(known or {})
    pending: set[Future[tuple[UnitResult, ...]]] = set()
    batch = 1 if isinstance(pool, _InProcess) else BATCH
    submitted, interrupted = 0, False

    def more() -> bool:
        if budget.deals is not None and submitted >= budget.deals:
            return False
        return budget.seconds is None or time.monotonic() - start < budget.seconds

    merged = witnesses = 0
    try:
        while True:
            # The run of units from 0 all finished (a checkpoint may hold more than the budget asks).
            while merged in done and (budget.deals is None or merged < budget.deals):
                witnesses += done[merged].found is not None
                if merged_unit is not None and (known is None or merged not in known):
                    merged_unit(done[merged])
                merged += 1
                if progress is not None:
                    progress(merged, witnesses)
            while more() and len(pending) < 2 * slots:
                indices: list[int] = []
                while more() and len(indices) < batch:
                    if submitted not in done:
                        indices.append(submitted)
                    submitted += 1
                if indices:
                    pending.add(pool.submit(run_units, class_name, seed, tuple(indices), steered, policy, calls))
            if not pending:
                break
            finished, pending = wait(pending, timeout=1, return_when=FIRST_COMPLETED)
            for future in finished:
                for result in future.result():
                    done[result.index] = result
    except KeyboardInterrupt:
        interrupted = True
    finally:
        for future in pending:
            future.cancel()
    kept = [done[i] for i in range(merged)]
    return Outcome(merged, sum(r.drew for r in kept), sum(r.condition for r in kept), tuple(r.found for r in kept if r.found is not None),
                   time.monotonic() - start, interrupted, sum(r.positions for r in kept),
                   Counter(key for r in kept for key in r.figures))
