"""A record file read one deal at a time, so that a large record is checked and replayed with memory for
one deal, and its first bad deal is named as soon as it is read.

The file is read twice, in pieces: first for the record's other fields (its terms may follow its
deals) and the number of deals, each deal decoded and let go; then for the deals themselves, one at a
time, each replayed as it is read (:func:`piquet.records.replay.replay_streamed`). Standard
input, which cannot be read twice, and a Case scenario file (the record under ``"record"``, tests/cases) are
read whole; a regular file that changes between readings is an error.
"""

from __future__ import annotations

import io
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TextIO

from piquet.errors import InputError
from piquet.records.io import STDIN, JsonReader, open_text, read_text, source_name, where

__all__ = ["RecordFile", "SCENARIO_KEY"]

SCENARIO_KEY = "record"
"""The key under which a Case scenario file holds its record."""

_CHUNK = 1 << 20
_SPACE = " \t\n\r"


@dataclass
class _Scanner:
    """JSON text read from ``handle`` in pieces: ``text[pos:]`` is what is left of the piece in hand, and
    ``line`` the number of the line ``text`` begins on."""

    handle: TextIO
    name: str
    reader: JsonReader = field(default_factory=JsonReader)
    text: str = ""
    pos: int = 0
    line: int = 1
    column: int = 1
    eof: bool = False

    def more(self) -> bool:
        """Read the next piece; False at the end of the file."""
        if self.eof:
            return False
        try:
            piece = self.handle.read(_CHUNK)
        except UnicodeDecodeError:
            raise InputError(self.name, "not UTF-8 text") from None
        except OSError as err:
            raise InputError(self.name, f"cannot read: {err.strerror}") from None
        done = self.text[:self.pos]
        newline = done.rfind("\n")
        self.line += done.count("\n")
        self.column = self.column + len(done) if newline < 0 else len(done) - newline
        self.text, self.pos = self.text[self.pos:] + piece, 0
        self.eof = not piece
        return bool(piece)

    def peek(self) -> str:
        """The next character that is not white space ('' at the end of the file)."""
        while True:
            while self.pos < len(self.text) and self.text[self.pos] in _SPACE:
                self.pos += 1
            if self.pos < len(self.text) or not self.more():
                return self.text[self.pos] if self.pos < len(self.text) else ""

    def locate(self, offset: int) -> str:
        """The file, and the line and column of ``offset`` in the piece in hand."""
        return where(self.name, self.text, offset, self.line, self.column)

    def expect(self, wanted: str) -> str:
        """Step over the next character, which must be one of ``wanted``; the JSON parser's words if not."""
        found = self.peek()
        if not found or found not in wanted:
            raise InputError(self.locate(self.pos), f"malformed JSON: {_EXPECTING[wanted]}")
        self.pos += 1
        return found

    def value(self, within: tuple[str | int, ...]) -> object:
        """The next JSON value, read through as many pieces as it takes."""
        self.peek()
        while True:
            found = self.reader.decode_part(self.text, self.pos, self.name, within, self.locate, more=not self.eof)
            if found is not None:
                value, self.pos = found
                return value
            self.more()


# The JSON parser's words for what is missing where one of these characters is expected.
_EXPECTING = {"{": "Expecting value", '"': "Expecting property name enclosed in double quotes",
              ":": "Expecting ':' delimiter", ",]": "Expecting ',' delimiter", ",}": "Expecting ',' delimiter"}


def _stamp(path: str) -> tuple[int, int, int, int] | None:
    """What tells a regular file changed (device, inode, size, time of change); None for standard input
    and for a file that is not regular (a device: no such stamp)."""
    if path == STDIN:
        return None
    try:
        found = os.stat(path)
    except OSError:
        return None  # open_text names the problem
    if not stat.S_ISREG(found.st_mode):
        return None
    return found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns


@dataclass(frozen=True)
class _Header:
    fields: object  # a JSON object but for a file that is not a record
    deals: int | None  # how many deals, None when "deals" is not a list (the schema will say so)


class RecordFile:
    """A record file (``-``: standard input): :attr:`fields` are the record's fields but its deals,
    :attr:`count` how many deals it holds, and :meth:`deals` yields the deals' JSON values one by one.
    ``within`` is the path of the record in the file (``("record",)`` in a Case scenario file)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.name = source_name(path)
        self._stamp = _stamp(path)
        self._text: str | None = read_text(path) if path == STDIN else None
        self._scenario: dict[str, object] | None = None
        self.within: tuple[str, ...] = ()
        self._header = self._read_header()

    def _open(self) -> TextIO:
        if self._text is not None:
            return io.StringIO(self._text)
        if _stamp(self.path) != self._stamp:  # each reading must read the same record
            raise InputError("", "the file changed while it was being read")  # the reader names the file
        return open_text(self.path)

    def _members(self, scanner: _Scanner, keep_deals: bool) -> Iterator[tuple[str, object]]:
        """The top-level fields in file order; ``deals`` item by item, as ``(deals, value)``, or, unless
        ``keep_deals``, as ``(deals, None)``."""
        scanner.expect("{")
        seen: set[str] = set()
        if scanner.peek() == "}":
            scanner.pos += 1
            return
        while True:
            if scanner.peek() != '"':
                scanner.expect('"')
            key = scanner.value(())
            assert isinstance(key, str)
            if key in seen:
                raise InputError(f"{self.name}: {key}", f"the key {key!r} is repeated: a record names each "
                                                        "field once")
            seen.add(key)
            scanner.expect(":")
            if key == "deals" and scanner.peek() == "[":
                scanner.pos += 1
                index = 0
                if scanner.peek() == "]":
                    scanner.pos += 1
                else:
                    while True:
                        deal = scanner.value(("deals", index))
                        yield "deals", deal if keep_deals else None
                        index += 1
                        if scanner.expect(",]") == "]":
                            break
                yield "deals[]", index
            else:
                yield key, scanner.value((key,))
            if scanner.expect(",}") == "}":
                break
        if scanner.peek():
            raise InputError(scanner.locate(scanner.pos), "malformed JSON: Extra data")

    def _read_header(self) -> _Header:
        with self._open() as handle:
            scanner = _Scanner(handle, self.name)
            if scanner.peek() != "{":  # not a record: the schema will say so
                return _Header(scanner.value(()), None)
            fields: dict[str, object] = {}
            count: int | None = None
            for key, value in self._members(scanner, keep_deals=False):
                if key == "deals[]":
                    assert isinstance(value, int)
                    count = value
                    fields["deals"] = []
                elif key != "deals":
                    fields[key] = value
        scenario = fields.get(SCENARIO_KEY)
        if "format" not in fields and isinstance(scenario, dict):
            self._scenario = scenario
            self.within = (SCENARIO_KEY,)
            deals = scenario.get("deals")
            fields = {k: v for k, v in scenario.items() if k != "deals"}
            fields["deals"] = [] if isinstance(deals, list) else deals
            count = len(deals) if isinstance(deals, list) else None
        return _Header(fields, count)

    @property
    def fields(self) -> object:
        """The record's fields but its deals (``deals`` is ``[]`` when it is a list, as it should be)."""
        return self._header.fields

    @property
    def count(self) -> int | None:
        """How many deals the record holds (None when its ``deals`` is not a list)."""
        return self._header.deals

    def deals(self) -> Iterator[object]:
        """The JSON value of each deal, in order, read from the file one at a time."""
        if self._scenario is not None:
            listed = self._scenario.get("deals")
            yield from listed if isinstance(listed, list) else []
            return
        if not self.count:
            return
        with self._open() as handle:
            for key, value in self._members(_Scanner(handle, self.name), keep_deals=True):
                if key == "deals":
                    yield value
                elif key == "deals[]":
                    return
