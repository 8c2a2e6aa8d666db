"""Reading record files (``-`` for stdin) and writing outputs atomically.

Every failure is an :class:`~piquet.errors.InputError` naming the file, so
the command line prints one line and exits 2; an output file is either
written whole or left untouched (temporary file in the same folder, then
:func:`os.replace`).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile

from piquet.errors import InputError

__all__ = ["STDIN", "source_name", "read_text", "read_json", "write_atomic", "json_text"]

STDIN = "-"
"""The file name that stands for standard input."""


def source_name(path: str) -> str:
    """How a file is named in messages: ``<stdin>`` for ``-``, else the path."""
    return "<stdin>" if path == STDIN else path


def read_text(path: str) -> str:
    """The whole text of ``path`` (UTF-8), or of standard input for ``-``."""
    try:
        if path == STDIN:
            return sys.stdin.read()
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except FileNotFoundError:
        raise InputError(source_name(path), "no such file") from None
    except IsADirectoryError:
        raise InputError(source_name(path), "is a directory, not a record file") from None
    except UnicodeDecodeError as err:
        raise InputError(source_name(path), f"not UTF-8 text (byte {err.start})") from None
    except OSError as err:
        raise InputError(source_name(path), f"cannot read: {err.strerror}") from None


def read_json(path: str) -> object:
    """The JSON value held in ``path``; malformed JSON names its line and column."""
    text = read_text(path)
    try:
        value: object = json.loads(text)
    except json.JSONDecodeError as err:
        raise InputError(
            f"{source_name(path)}: line {err.lineno} column {err.colno}", f"malformed JSON: {err.msg}"
        ) from None
    except RecursionError:
        raise InputError(source_name(path), "malformed JSON: nested too deeply") from None
    return value


def write_atomic(path: str, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all (``-`` writes to stdout).

    The text goes to a temporary file beside ``path`` which then replaces it,
    so a failure never leaves a half-written file behind.
    """
    if path == STDIN:
        sys.stdout.write(text)
        return
    folder = os.path.dirname(os.path.abspath(path))
    try:
        fd, temp = tempfile.mkstemp(dir=folder, prefix=".piquet-", suffix=".tmp")
    except OSError as err:
        raise InputError(path, f"cannot write: {err.strerror}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(temp, path)
    except BaseException as err:  # an interrupt (Ctrl-C) too: never leave the temporary file behind
        os.unlink(temp)
        if isinstance(err, OSError):
            raise InputError(path, f"cannot write: {err.strerror}") from None
        raise


def json_text(value: object, width: int = 100) -> str:
    """``value`` as JSON text, one line per field, but short lists and objects (a hand, a
    score) kept on one line; ends with a newline. Deterministic: same value, same bytes."""
    return _json(value, 0, width) + "\n"


def _json(value: object, depth: int, width: int) -> str:
    flat = json.dumps(value, ensure_ascii=False)
    if len(flat) + 2 * depth <= width:
        return flat
    pad, end = "  " * (depth + 1), "\n" + "  " * depth
    if isinstance(value, dict) and value:
        items = (f"{pad}{json.dumps(k, ensure_ascii=False)}: {_json(v, depth + 1, width)}" for k, v in value.items())
        return "{\n" + ",\n".join(items) + end + "}"
    if isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
        return "[\n" + ",\n".join(pad + _json(v, depth + 1, width) for v in value) + end + "]"
    return flat  # a list of cards stays on one line, however long
