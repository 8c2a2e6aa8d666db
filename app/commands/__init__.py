"""The subcommands of ``piquet``: each module has ``configure(parser)``.

``configure`` adds the subcommand's arguments to its parser and sets ``run``
to a function ``(argparse.Namespace) -> int`` that returns the exit code.
A command's module is imported only when the command is given
(:func:`command`): ``piquet --version`` or ``piquet law 63`` loads neither
Z3, nor the proofs' solver, nor the records, which other commands use.
"""

from __future__ import annotations

import argparse
import importlib

# typing.TYPE_CHECKING without importing typing, which a command such as `piquet law 63` does not need at run
# time (start-up, bench_startup); mypy reads the name as typing's.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Protocol

__all__ = ["SUMMARIES", "command"]


if TYPE_CHECKING:
    class Command(Protocol):
        """A command's module."""

        def configure(self, parser: argparse.ArgumentParser) -> None: ...


SUMMARIES: dict[str, str] = {
    "verify": "check the Laws with Z3: consistency, completeness, vacuity, entitlements",
    "picks": "trace each verdict to the readings' picks: what each choice moves, what each finding rests on",
    "replay": "replay a game record: narrate it, or print its scores as JSON",
    "ruling": "rule on the irregularities of a game record: the laws, the options, the outcome",
    "play": "play random lawful deals and write them as a record",
    "solve": "solve the play of a deal exactly, both hands open",
    "search": "find deals where the laws misfire, proved under best play",
    "law": "print one law: its text, its clauses in words, its status and its Cases",
    "rulebook": "build the rulebook (HTML) from the spec and the proofs",
}
"""Each command, by name, in the order ``piquet -h`` lists them, with what it does."""


def command(name: str) -> Command:
    """The module of the command ``name`` (a key of :data:`SUMMARIES`), imported now."""
    module: Command = importlib.import_module(f"{__name__}.{name}")
    return module
