"""Reading record files (``-`` for stdin) and writing outputs atomically.

Every failure is an :class:`~piquet.errors.InputError` naming the file, so
the command line prints one line and exits 2. JSON is read strictly: a
repeated key, an overlong number, NaN are refused. An output file is either
written whole or left untouched (temporary file in the same folder, then
:func:`os.replace`), and only a regular file is ever written.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import stat
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TextIO

from piquet.errors import InputError

__all__ = ["STDIN", "MAX_DIGITS", "JsonReader", "where", "field_path", "source_name", "open_text", "read_text", "loads", "read_json", "write_atomic",
           "json_text", "json_chunks", "resolved"]

STDIN = "-"
"""The file name that stands for standard input."""


def source_name(path: str) -> str:
    """How a file is named in messages: ``<stdin>`` for ``-``, else the path."""
    return "<stdin>" if path == STDIN else path


def open_text(path: str) -> TextIO:
    """``path`` opened to read as UTF-8 text (standard input for ``-``); errors name the file."""
    try:
        return sys.stdin if path == STDIN else open(path, encoding="utf-8")
    except FileNotFoundError:
        raise InputError(source_name(path), "no such file") from None
    except IsADirectoryError:
        raise InputError(source_name(path), "is a directory, not a record file") from None
    except OSError as err:
        raise InputError(source_name(path), f"cannot read: {err.strerror}") from None


def read_text(path: str) -> str:
    """The whole text of ``path`` (UTF-8), or of standard input for ``-``."""
    handle = open_text(path)
    try:
        return handle.read()
    except UnicodeDecodeError as err:
        raise InputError(source_name(path), f"not UTF-8 text (byte {err.start})") from None
    except OSError as err:
        raise InputError(source_name(path), f"cannot read: {err.strerror}") from None
    finally:
        if handle is not sys.stdin:
            handle.close()


MAX_DIGITS = 18
"""The longest whole number a record may hold: no count, score or number in one needs more, and it keeps
the reader far from Python's limit on converting long digit strings."""

_LONG_INTEGER = re.compile(r'"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])(-?\d{%d,})(?![\d.eE])' % (MAX_DIGITS + 1))


class _Duplicated(dict[str, object]):
    """A JSON object in which a key is repeated: the key, kept to name it."""

    def __init__(self, pairs: list[tuple[str, object]], key: str) -> None:
        super().__init__(pairs)
        self.key = key


class JsonReader:
    """Strict JSON: a repeated key, a whole number longer than :data:`MAX_DIGITS` and NaN or Infinity are
    refused, each naming its place; ``decode`` reads one value from a string at an offset (``raw_decode``)."""

    def __init__(self) -> None:
        self.repeated = False
        self.decoder = json.JSONDecoder(object_pairs_hook=self._pairs, parse_int=self._int,
                                        parse_constant=self._constant)

    def _pairs(self, pairs: list[tuple[str, object]]) -> dict[str, object]:
        out: dict[str, object] = {}
        for key, value in pairs:
            if key in out:
                self.repeated = True
                return _Duplicated(pairs, key)
            out[key] = value
        return out

    @staticmethod
    def _int(digits: str) -> int:
        if len(digits.lstrip("-")) > MAX_DIGITS:
            raise _LongInteger()
        return int(digits)

    @staticmethod
    def _constant(name: str) -> object:
        raise _Constant(name)

    def decode(self, text: str, start: int, place: str, within: Sequence[str | int] = ()) -> tuple[object, int]:
        """The value at ``text[start:]`` and the offset after it. Errors name ``place`` (the file) and the
        line and column, or the field, the value being at the path ``within``."""
        found = self.decode_part(text, start, place, within, lambda offset: where(place, text, offset), more=False)
        assert found is not None
        return found

    def decode_part(self, text: str, start: int, place: str, within: Sequence[str | int],
                    locate: Callable[[int], str], more: bool) -> tuple[object, int] | None:
        """As :meth:`decode`, ``locate`` naming the line and column of an offset in ``text``; if ``more``
        text may follow, None when the value may run on past its end (cut short, or a number at the very
        end), so that the caller reads on."""
        self.repeated = False
        try:
            value, end = self.decoder.raw_decode(text, start)
        except json.JSONDecodeError as err:
            if more and (err.pos >= len(text) - _CUT or err.msg.startswith("Unterminated string")):
                return None
            raise InputError(locate(err.pos), f"malformed JSON: {err.msg}") from None
        except _LongInteger:
            raise InputError(locate(_first_long_integer(text, start)),
                             f"a number of more than {MAX_DIGITS} digits: no field of a record holds one") from None
        except _Constant as err:
            raise InputError(place, f"malformed JSON: {err.args[0]} is not a JSON number") from None
        except RecursionError:
            raise InputError(place, "malformed JSON: nested too deeply") from None
        if more and end == len(text):
            return None
        if self.repeated:
            path, key = _repeated(value, [])
            raise InputError(f"{place}: {field_path([*within, *(path or [])])}",
                             f"the key {key!r} is repeated: a record names each field once")
        return value, end


_CUT = 6
"""How near its end a text cut short may fail to parse (inside an escape such as \\u00e9 at the most)."""


class _LongInteger(ValueError):
    pass


class _Constant(ValueError):
    pass


def where(place: str, text: str, offset: int, line: int = 1, column: int = 1) -> str:
    """``place: line L column C`` of ``offset`` in ``text``, which begins at ``line`` and ``column``."""
    before = text.rfind("\n", 0, offset)
    at = column + offset if before < 0 else offset - before
    lineno = line + text.count("\n", 0, offset)
    return f"{place}: line {lineno} column {at}"


def _first_long_integer(text: str, start: int) -> int:
    for match in _LONG_INTEGER.finditer(text, start):
        if match.group(1) is not None:
            return match.start(1)
    return start


def _repeated(value: object, path: list[str | int]) -> tuple[list[str | int], str] | tuple[None, str]:
    """The path to the first object with a repeated key, and the key."""
    if isinstance(value, _Duplicated):
        return path + [value.key], value.key
    items: list[tuple[str | int, object]] = []
    if isinstance(value, dict):
        items = list(value.items())
    elif isinstance(value, list):
        items = list(enumerate(value))
    for step, item in items:
        found = _repeated(item, path + [step])
        if found[0] is not None:
            return found
    return None, ""


def field_path(path: Iterable[str | int]) -> str:
    """A JSON path as the messages write it: ``deals[0].hands.A[3]`` (``record`` for the top)."""
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else step)
    return out or "record"


def loads(text: str, place: str) -> object:
    """The JSON value of the whole ``text`` (strict, as :class:`JsonReader`); errors name ``place``."""
    reader = JsonReader()
    start = len(text) - len(text.lstrip())
    value, end = reader.decode(text, start, place)
    if text[end:].strip():
        rest = end + len(text[end:]) - len(text[end:].lstrip())
        raise InputError(where(place, text, rest), "malformed JSON: Extra data")
    return value


def read_json(path: str) -> object:
    """The JSON value held in ``path``, read strictly (:class:`JsonReader`); errors name the file, the line
    and the column."""
    return loads(read_text(path), source_name(path))


def write_atomic(path: str, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all (``-`` writes to stdout).

    Only a regular file is written: a path that exists and is anything else (a device such as
    ``/dev/null``, a FIFO, a folder, a symbolic link) is refused, never replaced. The text goes to a
    temporary file beside ``path``, flushed to disk, which then replaces it, so a failure never leaves a
    half-written file behind. The file's mode follows the umask, as any file the user creates.
    """
    if path == STDIN:
        sys.stdout.write(text)
        return
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as err:
        raise InputError(path, f"cannot write: {err.strerror}") from None
    if mode is not None and not stat.S_ISREG(mode):
        raise InputError(path, "exists and is not a regular file: refusing to replace it")
    folder = os.path.dirname(os.path.abspath(path))
    temp = os.path.join(folder, f".piquet-{os.getpid()}-{secrets.token_hex(4)}.tmp")
    try:
        # 0o666 and not mkstemp's 0o600: the umask gives the mode, as for any file the user creates.
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError as err:
        raise InputError(path, f"cannot write: {err.strerror}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException as err:  # an interrupt (Ctrl-C) too: never leave the temporary file behind
        os.unlink(temp)
        if isinstance(err, OSError):
            raise InputError(path, f"cannot write: {err.strerror}") from None
        raise


def json_text(value: object, width: int = 100) -> str:
    """``value`` as JSON text, one line per field, but short lists and objects (a hand, a
    score) kept on one line; ends with a newline. Deterministic: same value, same bytes."""
    return "".join(json_chunks(value, width))


def json_chunks(value: object, width: int = 100) -> Iterator[str]:
    """The text of :func:`json_text` in pieces; an iterator in ``value`` (a list too long to hold, such as
    the deals of a large record) is read as it is written, one item a line, and not held; a function in
    ``value`` (a value known once the iterators before it are read, such as the totals of those deals) is
    called when its turn comes."""
    yield from _chunks(value, 0, width)
    yield "\n"


def resolved(value: object) -> object:
    """``value`` held whole: its iterators read into lists and its functions called, in order
    (:func:`json_chunks`)."""
    if isinstance(value, Iterator):
        return [resolved(item) for item in value]
    if callable(value):
        return resolved(value())
    if isinstance(value, dict):
        return {k: resolved(v) for k, v in value.items()}
    return value


def _chunks(value: object, depth: int, width: int) -> Iterator[str]:
    pad, end = "  " * (depth + 1), "\n" + "  " * depth
    if callable(value):
        yield from _chunks(value(), depth, width)
    elif isinstance(value, Iterator):
        sep = "[\n"
        for item in value:
            yield sep + pad + _json(item, depth + 1, width)
            sep = ",\n"
        yield "[]" if sep == "[\n" else end + "]"
    elif isinstance(value, dict) and any(isinstance(v, Iterator) or callable(v) for v in value.values()):
        sep = "{\n"
        for k, v in value.items():
            yield f"{sep}{pad}{json.dumps(k, ensure_ascii=False)}: "
            yield from _chunks(v, depth + 1, width)
            sep = ",\n"
        yield end + "}"
    else:
        yield _json(value, depth, width)


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
