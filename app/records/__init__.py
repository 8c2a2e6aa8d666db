"""Game records: the ``piquet-record/1`` format, as PGN is for chess (docs/records.md).

- :mod:`piquet.records.record` -- the typed record and its JSON form;
- :mod:`piquet.records.schema` -- the JSON Schema and validation;
- :mod:`piquet.records.replay` -- a record replayed through the engine;
- :mod:`piquet.records.generate` -- random lawful records, reproducible by seed;
- :mod:`piquet.records.io` -- reading files or stdin (strict JSON), writing files atomically;
- :mod:`piquet.records.stream` -- a record file read one deal at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from piquet.errors import InputError
from piquet.records.io import json_text, read_json, source_name
from piquet.records.record import (
    FORMAT, DealRecord, Record, deal_from_json, record_from_json, record_to_json, terms_from_json,
)
from piquet.records.replay import Replay, replay, replay_streamed
from piquet.records.schema import validate, validate_deal, validate_header
from piquet.records.stream import SCENARIO_KEY, RecordFile

__all__ = ["FORMAT", "Record", "DealRecord", "Replay", "Watch", "parse_record", "load_record", "replay_file",
           "record_text", "unwrap_scenario"]

Watch = Callable[[Iterable[DealRecord], int], Iterable[DealRecord]]
"""What watches the deals go by as they are replayed (a progress bar): the deals and how many there are."""


def unwrap_scenario(data: object) -> object:
    """The record of a Case scenario file (under ``"record"``, tests/cases), else ``data`` itself."""
    if isinstance(data, dict) and "format" not in data and isinstance(data.get(SCENARIO_KEY), dict):
        return data[SCENARIO_KEY]
    return data


def parse_record(data: object) -> Record:
    """A record from its JSON value: schema first, then the cards (InputError naming the field)."""
    validate(data)
    return record_from_json(data)


def load_record(path: str) -> Record:
    """Read, validate and parse the record in ``path`` (``-``: stdin), or in the Case scenario file
    ``path``; errors name the file."""
    data = unwrap_scenario(read_json(path))
    try:
        return parse_record(data)
    except InputError as err:
        raise err.within(source_name(path)) from None


def replay_file(path: str, watch: Watch | None = None) -> Replay:
    """Load the record in ``path`` (or in a Case scenario file) and replay it through the engine, one deal
    at a time as its deals are read, once, with memory for one deal
    (:func:`~piquet.records.replay.replay_streamed`): the record's terms are checked here, each deal as it
    is read, and the first bad deal stops the reading, named, before the deals after it are read. The
    totals and the partie are final once every deal is read; the result's ``record`` holds the terms only.
    Errors name the file."""
    source = RecordFile(path)
    name = source.name if not source.within else f"{source.name}: {source.within[0]}"
    try:
        validate_header(source.fields, source.count)
        terms = terms_from_json(source.fields)
    except InputError as err:
        raise err.within(name) from None
    count = source.count
    assert count is not None
    deals: Iterable[DealRecord] = _deals(source)
    return replay_streamed(terms, deals if watch is None else watch(deals, count), count, name)


def _deals(source: RecordFile) -> Iterator[DealRecord]:
    """The record's deals as they are read, each checked against the schema."""
    for i, value in enumerate(source.deals()):
        validate_deal(value, i)
        yield deal_from_json(value, i)


def record_text(record: Record) -> str:
    """The record as the JSON text ``piquet play`` writes (deterministic)."""
    return json_text(record_to_json(record))
