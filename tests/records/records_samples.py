"""Helpers for the record tests: the sample records, the Cases' records, and copies with one field changed."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

SAMPLES = Path(__file__).parent / "samples"
SAMPLE_FILES = sorted(SAMPLES.glob("*.json"))


CASES = Path(__file__).parent.parent / "cases"


def case_record(number: int) -> Any:
    """The record of Case ``number``'s scenario (``tests/cases/case-NN.json``; a fresh copy each time)."""
    return json.loads((CASES / f"case-{number:02d}.json").read_text("utf-8"))["record"]


def sample(name: str) -> Any:
    """The JSON value of ``samples/<name>.json`` (a fresh copy each time)."""
    return json.loads((SAMPLES / f"{name}.json").read_text("utf-8"))


def changed(name: str, path: str, value: Any) -> Any:
    """The sample with the field at ``path`` ("deals.0.hands.A") set to ``value``, or removed if
    ``value`` is ``REMOVE``."""
    data = sample(name)
    *parents, last = path.split(".")
    node = data
    for step in parents:
        node = node[int(step)] if isinstance(node, list) else node[step]
    key: Any = int(last) if isinstance(node, list) else last
    if value is REMOVE:
        del node[key]
    else:
        node[key] = copy.deepcopy(value)
    return data


REMOVE = object()
