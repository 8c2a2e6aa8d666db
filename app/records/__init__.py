"""Game records: the ``piquet-record/1`` format, as PGN is for chess (docs/records.md).

- :mod:`piquet.records.record` -- the typed record and its JSON form;
- :mod:`piquet.records.schema` -- the JSON Schema and validation;
- :mod:`piquet.records.replay` -- a record replayed through the engine;
- :mod:`piquet.records.generate` -- random lawful records, reproducible by seed;
- :mod:`piquet.records.io` -- reading files or stdin, writing files atomically.
"""

from __future__ import annotations

from piquet.errors import InputError
from piquet.records.io import json_text, read_json, source_name
from piquet.records.record import FORMAT, DealRecord, Record, record_from_json, record_to_json
from piquet.records.replay import Replay, replay
from piquet.records.schema import validate

__all__ = ["FORMAT", "Record", "DealRecord", "Replay", "parse_record", "load_record", "replay_file", "record_text"]


def parse_record(data: object) -> Record:
    """A record from its JSON value: schema first, then the cards (InputError naming the field)."""
    validate(data)
    return record_from_json(data)


def load_record(path: str) -> Record:
    """Read, validate and parse the record in ``path`` (``-``: stdin); errors name the file."""
    data = read_json(path)
    try:
        return parse_record(data)
    except InputError as err:
        raise err.within(source_name(path)) from None


def replay_file(path: str) -> Replay:
    """Load the record in ``path`` and replay it through the engine; errors name the file."""
    record = load_record(path)
    try:
        return replay(record)
    except InputError as err:
        raise err.within(source_name(path)) from None


def record_text(record: Record) -> str:
    """The record as the JSON text ``piquet play`` writes (deterministic)."""
    return json_text(record_to_json(record))
