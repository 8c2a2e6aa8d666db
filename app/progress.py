"""A progress bar for long work (many deals played or replayed, many checks), on standard error.

It shows only when standard error is a terminal and the output is not JSON, so a pipe, a file, a test or
a ``--json`` run reads nothing but the results.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from rich.console import Console
from rich.progress import MofNCompleteColumn, Progress, track

__all__ = ["shown", "watched", "counted"]

T = TypeVar("T")


def shown(quiet: bool = False) -> bool:
    """Whether a progress bar shows: standard error is a terminal and the run is not ``quiet`` (``--json``)."""
    return not quiet and sys.stderr.isatty()


def watched(items: Iterable[T], total: int | None, what: str, quiet: bool = False) -> Iterator[T]:
    """``items``, one by one, with a bar of how many of ``total`` are done when :func:`shown`; it vanishes
    when the work is done."""
    if not shown(quiet):
        yield from items
        return
    yield from track(items, description=what, total=total, console=Console(stderr=True), transient=True)


@contextmanager
def counted(what: str, quiet: bool = False) -> Iterator[Callable[[int, int], None]]:
    """A bar for work reported by a callback: the function yielded is told ``(n, total)``, n more done of
    ``total``; it does nothing unless :func:`shown`."""
    if not shown(quiet):
        yield lambda n, total: None
        return
    with Progress(*Progress.get_default_columns(), MofNCompleteColumn(), console=Console(stderr=True),
                  transient=True) as bar:
        task = bar.add_task(what, total=None)
        yield lambda n, total: bar.update(task, total=total, advance=n)
