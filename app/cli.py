"""The ``piquet`` command: one subcommand per module of :mod:`piquet.commands`.

Every failure the user can cause (a bad file, an unknown card, an unknown
reading) is an :class:`~piquet.errors.InputError`: it prints one line,
``piquet: error: <place>: <problem>``, and exits 2. No traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn, cast

from piquet import __version__
from piquet.commands import COMMANDS
from piquet.errors import InputError


class _Parser(argparse.ArgumentParser):
    """A usage error (an option that does not exist, a missing argument) is bad input like any other:
    one line, exit 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"piquet: error: {message} (see {self.prog} -h)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="piquet",
        description="The 1882 Laws of Piquet: play, replay, rule on and verify.",
    )
    parser.add_argument("--version", action="version", version=f"piquet-laws {__version__}")
    # The commands' parsers are _Parser too (add_subparsers makes them of the parser's class).
    sub = cast("argparse._SubParsersAction[argparse.ArgumentParser]",
               parser.add_subparsers(dest="command", metavar="COMMAND", required=True))
    for command in COMMANDS:
        command.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.run(args)
    except InputError as err:
        print(f"piquet: error: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    return code
