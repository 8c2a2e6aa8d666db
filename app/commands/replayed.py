"""What ``piquet replay`` and ``piquet ruling`` share: a record FILE replayed through the engine, then
printed in words, or with ``--json`` as JSON."""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterable

from piquet.commands.faces import for_stream
from piquet.progress import watched
from piquet.records import replay_file
from piquet.records.io import json_chunks
from piquet.records.replay import Replay


_SPOOL = 1 << 20
"""How much output is held in memory (characters) before the spool goes to a temporary file."""


def configure_replayed(parser: argparse.ArgumentParser, *, description: str, json_help: str,
                       words: Callable[[Replay], Iterable[str]], as_json: Callable[[Replay], object]) -> None:
    """Make ``parser`` the subcommand ``FILE [--json]``: replay the record, print ``words`` of it, or ``as_json``."""
    parser.description = description
    parser.add_argument("file", metavar="FILE", help="the record (JSON); - reads standard input")
    parser.add_argument("--json", action="store_true", help=json_help)

    def run(args: argparse.Namespace) -> int:
        replayed = replay_file(args.file, lambda deals, total: watched(deals, total, "replaying deals",
                                                                       quiet=args.json))
        # One pass: each deal is replayed as it is read and its output made at once, the bar counting the deals
        # done. The output waits in a spool (on disk past _SPOOL) until the last deal is replayed, so that a bad
        # deal leaves none; a large record's output is never held whole in memory.
        with tempfile.SpooledTemporaryFile(_SPOOL, "w+", encoding="utf-8", newline="") as spool:
            for piece in (json_chunks(as_json(replayed)) if args.json else (f"{line}\n" for line in words(replayed))):
                spool.write(piece if args.json else for_stream(piece, sys.stdout))
            spool.seek(0)
            shutil.copyfileobj(spool, sys.stdout)
        return 0

    parser.set_defaults(run=run)
