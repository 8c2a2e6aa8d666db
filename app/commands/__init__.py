"""The subcommands of ``piquet``: each module has ``register(subparsers)``.

``register`` adds the subcommand's parser and sets ``run`` to a function
``(argparse.Namespace) -> int`` that returns the exit code.
"""

from __future__ import annotations

import argparse
from typing import Protocol

from piquet.commands import law, play, replay, rulebook, ruling, search, solve, verify


class Command(Protocol):
    def register(self, sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None: ...


COMMANDS: tuple[Command, ...] = (verify, replay, ruling, play, solve, search, law, rulebook)
