"""The ``piquet`` command: one subcommand per module of :mod:`piquet.commands`.

Every failure the user can cause (a bad file, an unknown card, an unknown
reading) is an :class:`~piquet.errors.InputError`: it prints one line,
``piquet: error: <place>: <problem>``, and exits 2. No traceback.
"""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Sequence

from piquet import __version__
from piquet.commands import SUMMARIES, command

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at run time (start-up, bench_startup)
if TYPE_CHECKING:
    from typing import NoReturn


class _Parser(argparse.ArgumentParser):
    """A usage error (an option that does not exist, a missing argument) is bad input like any other:
    one line, exit 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"piquet: error: {message} (see {self.prog} -h)\n")


def build_parser(argv: Sequence[str]) -> argparse.ArgumentParser:
    """The parser of ``argv``: every command is listed, and only the command it names is built, its module
    imported (:func:`piquet.commands.command`)."""
    parser = _Parser(
        prog="piquet",
        description="The 1882 Laws of Piquet: play, replay, rule on and verify.",
    )
    parser.add_argument("--version", action="version", version=f"piquet-laws {__version__}")
    # The commands' parsers are _Parser too (add_subparsers makes them of the parser's class).
    sub: argparse._SubParsersAction[_Parser] = (
        parser.add_subparsers(dest="command", metavar="COMMAND", required=True))
    # The options before the command take no value: the first word that is not one names the command.
    given = next((word for word in argv if not word.startswith("-")), None)
    for name, summary in SUMMARIES.items():
        command_parser = sub.add_parser(name, help=summary)
        if name == given:
            command(name).configure(command_parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    args = build_parser(words).parse_args(words)
    try:
        code: int = args.run(args)
    except BrokenPipeError:
        return 0
    except Exception as err:
        # A command that raises an InputError has imported it: one that raises none (piquet law 63) never
        # loads the model, whose class it is.
        from piquet.errors import InputError
        if not isinstance(err, InputError):
            raise
        print(f"piquet: error: {err}", file=sys.stderr)
        return 2
    return code


def entry() -> int:
    """The ``piquet`` script and ``python -m piquet``: :func:`main`, in a process that ends when it returns."""
    code = main()
    # The process ends here: what the command built (the spec's laws and terms, the records read) is frozen out
    # of the collection Python runs at exit: about 19 of `piquet law 63`'s 381 million instructions (valgrind).
    gc.freeze()
    return code
