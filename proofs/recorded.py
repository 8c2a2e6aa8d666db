"""What ``proofs/expected`` records: each reading's verdicts, the laws each check concerns, and what each
finding found, in words.

Read without the plan or the solver, so a command that only shows what is recorded (``piquet law N``) loads
neither; :mod:`piquet.proofs.verify` writes the verdicts and :mod:`piquet.proofs.plan` re-exports these.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import cache
TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at run time (start-up, bench_startup)
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

__all__ = ["expected_path", "expected", "expected_laws", "FoundWords", "JUDGEMENTS", "found_words", "world_words",
           "expected_world", "recorded_costs", "write_recorded"]


def _expected_file(reading: str) -> str:
    # realpath: in an editable install the module is a link into the source tree, where the file belongs. The
    # readers use os.path, not pathlib, whose import is a tenth of `piquet law N`'s start-up (bench_startup).
    return os.path.join(os.path.dirname(os.path.realpath(__file__)), "expected", f"{reading}.json")


def expected_path(reading: str) -> Path:
    """The file recording ``reading``'s verdicts (or, for ``"found"`` and ``"picks"``, the findings' words and
    the picks), for the commands that write it."""
    from pathlib import Path  # the writers only: see _expected_file
    return Path(_expected_file(reading))


def write_recorded(path: Path, data: object, sort_keys: bool = False) -> None:
    """Write ``data`` as the JSON of the recorded file ``path``, whole or not at all (a file beside it, then
    renamed over it)."""
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=sort_keys) + "\n", "utf-8")
    tmp.replace(path)


def expected(reading: str) -> dict[str, str]:
    """The expected verdict of every check of ``reading`` (empty if none is recorded)."""
    data: dict[str, str] = _recorded(reading).get("verdicts", {})
    return data


def expected_world(reading: str) -> dict[str, str]:
    """The recorded verdict of every check of the one world (``piquet verify --world``) under ``reading``
    (``proofs/expected/world.json``; empty if none is recorded): :func:`expected` records the checks phase by
    phase."""
    data: dict[str, str] = _recorded("world").get(reading, {})
    return data


def expected_laws(reading: str) -> dict[str, tuple[str, ...]]:
    """The laws each check of ``reading`` concerns, as the plan gave them when its verdicts were recorded (so
    ``piquet law N`` reads them without planning the checks again); empty if none are recorded."""
    laws: dict[str, list[str]] = _recorded(reading).get("laws", {})
    return {cid: tuple(keys) for cid, keys in laws.items()}


def recorded_costs(reading: str, world: bool) -> dict[str, float]:
    """The processor seconds each check of ``reading`` took when its verdicts were last recorded
    (``proofs/expected/costs.json``: the one world's checks, or, without ``world``, the phases'); empty if none are.
    They only share the checks between workers (:func:`piquet.proofs.verify.shares`) and decide no verdict."""
    data: dict[str, float] = _recorded("costs").get("world" if world else "phases", {}).get(reading, {})
    return data


def _recorded(reading: str) -> dict[str, Any]:
    path = _expected_file(reading)
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as file:
        data: dict[str, Any] = json.load(file)
    return data


@dataclass(frozen=True)
class FoundWords:
    """A finding in a player's words: ``found`` heads it (what was found), ``why`` explains it in one sentence;
    ``laws`` are the laws it involves under each reading where it is found (as the report gives them);
    ``judgement`` the reviewed judgement under each such reading (one of :data:`JUDGEMENTS`), and ``reason``
    why."""

    found: str
    why: str
    laws: dict[str, tuple[str, ...]]
    judgement: dict[str, str]
    reason: str


#: What a reviewer judges a finding to be: a player cannot obey both; the specific law settles it (a defect of
#: wording); an artefact of the encoding, to be mended.
JUDGEMENTS = ("substantive", "drafting", "artefact")


@cache
def found_words() -> dict[str, FoundWords]:
    """What each finding found, in words, by check id (``proofs/expected/found.json``, kept beside the verdicts)."""
    return _words("found")


@cache
def world_words() -> dict[str, FoundWords]:
    """What each finding of the one world (``piquet verify --world``) found, in words, by the world's check id
    (``found.json``'s ``world``). A finding of the one world with the id of a phase's finding and the same laws
    is that finding, met again: it keeps the phase's words (:func:`found_words`) and has none here."""
    return _words("world")


def _words(part: str) -> dict[str, FoundWords]:
    """The words of ``part`` ("found" or "world"). A world finding that is a phase's finding under another id
    (a law checked again in au cent's world) says ``"as"``: that finding's words, with its own laws."""
    with open(_expected_file("found"), encoding="utf-8") as file:
        data: dict[str, dict[str, dict[str, Any]]] = json.load(file)
    out = {}
    for cid, words in data[part].items():
        said = {**data["found"][words["as"]], "laws": words["laws"]} if "as" in words else words
        out[cid] = FoundWords(said["found"], said["why"],
                              {reading: tuple(laws) for reading, laws in said.get("laws", {}).items()},
                              dict(said.get("judgement", {})), said.get("reason", ""))
    return out
