"""Hostile records through the commands that read them (issue 15): every run ends in exit 0 with the record
accepted, or exit 2 with exactly one ``piquet: error:`` line; never a traceback, and within a time limit.

The records are the samples, the Cases' records and a few whole scenario files, mutated as a hostile user would: a field replaced by a
value of another type (a float count, a huge number, a string, null), removed, or an unknown one added; a
list item repeated or dropped; a key repeated; the text cut short. 60 records a command in the ``ci``
profile, 2000 in ``thorough``.
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from tests.records.records_samples import CASES, SAMPLE_FILES

from piquet.cli import main
from piquet.records import parse_record, unwrap_scenario
from piquet.records.io import loads

COMMANDS: list[tuple[str, ...]] = [
    ("replay",),
    ("replay", "--json"),
    ("ruling",),
    ("solve",),
    ("solve", "--json"),
]
"""The commands that read a record FILE, with their options: each is fuzzed (one line adds one)."""

TIME_LIMIT = 10.0
"""Seconds a run may take on one of these small records (a deal replays in about 10 ms)."""

_SCENARIOS: list[Any] = [json.loads(p.read_text("utf-8")) for p in sorted(CASES.glob("case-*.json"))]
_BASES: list[Any] = [json.loads(p.read_text("utf-8")) for p in SAMPLE_FILES] + [
    scenario["record"] for scenario in _SCENARIOS] + _SCENARIOS[:3]  # a few whole scenario files too

_HOSTILE = st.one_of(
    st.none(), st.booleans(), st.integers(-(2 ** 70), 2 ** 70), st.sampled_from([0, 1, 5, 12, 13, -1, 1.0, 5.0]),
    st.floats(allow_nan=False), st.text(max_size=12), st.sampled_from(["AS", "10H", "1H", "XX", "misdeal", ""]),
    st.lists(st.sampled_from(["AS", "KS", "7C", 3, None]), max_size=14),
    st.dictionaries(st.sampled_from(["A", "B", "kind", "take", "x"]), st.integers(-3, 13), max_size=2),
)


@st.composite
def _mutated(draw: st.DrawFn) -> Any:
    """A base record with one to three fields changed."""
    data = json.loads(json.dumps(draw(st.sampled_from(_BASES))))
    for _ in range(draw(st.integers(1, 3))):
        node: Any = data
        while True:
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            if not keys:
                break
            key = draw(st.sampled_from(keys))
            child = node[key]
            if isinstance(child, (dict, list)) and child and draw(st.booleans()):
                node = child
                continue
            how = draw(st.sampled_from(["replace", "remove", "add", "repeat"]))
            if how == "replace":
                node[key] = draw(_HOSTILE)
            elif how == "remove":
                del node[key]
            elif how == "add" and isinstance(node, dict):
                node[draw(st.sampled_from(["extra", "take", "kind", "error", "record"]))] = draw(_HOSTILE)
            elif isinstance(node, list):
                node.insert(key, json.loads(json.dumps(child)))
            break
    return data


@st.composite
def hostile_texts(draw: st.DrawFn) -> str:
    """A mutated record's text, maybe with a key repeated, a number of thousands of digits, or cut short."""
    text = json.dumps(draw(_mutated()))
    how = draw(st.sampled_from(["as is", "as is", "repeated key", "long number", "cut"]))
    if how == "repeated key":
        text = text.replace('"hands": ', '"hands": {}, "hands": ', 1)
    elif how == "long number":
        text = text.replace('"deals": ', '"deals": ' + "9" * 5000 + ", \"x\": ", 1)
    elif how == "cut":
        text = text[:draw(st.integers(0, max(0, len(text) - 1)))]
    return text


def _run(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], text: str) -> tuple[int, str, str, float]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_text(text, "utf-8")
        start = time.perf_counter()
        code = main([*argv, str(path)])
        seconds = time.perf_counter() - start
    out, err = capsys.readouterr()
    return code, out, err, seconds


@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(text=hostile_texts())
def test_a_hostile_record_is_refused_in_one_line_or_accepted(capsys: pytest.CaptureFixture[str],
                                                              argv: tuple[str, ...], text: str) -> None:
    code, out, err, seconds = _run(capsys, argv, text)
    event(f"exit {code}")  # the outcomes, counted by --hypothesis-show-statistics
    assert seconds < TIME_LIMIT, f"piquet {' '.join(argv)} took {seconds:.1f} s on:\n{text[:2000]}"
    if code == 0:
        assert err == "" and out, f"accepted without output, or with errors: {err}"
        parse_record(unwrap_scenario(loads(text, "record")))  # what is accepted is a valid record
        if "--json" in argv:
            json.loads(out)
        return
    assert code == 2, f"exit {code}: {err}"
    assert out == "" and err.count("\n") == 1 and err.startswith("piquet: error: "), \
        f"not one error line:\n{err}\nfor:\n{text[:2000]}"
