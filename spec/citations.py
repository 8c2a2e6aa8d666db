"""Who cites what: the laws and Cases named in a text, found the way a reader finds them.

"Law 46", "Laws 21-43", "Laws 58, 61-69", "Law 59 IV", a clause id in quotes
(``"39.1"``, ``"entitlement:cent-7.1"``), a key such as ``cent-14``, or
"Case XXI". One scanner serves the source text, the spec's notes, the
rulebook's pages and ``piquet law``.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

__all__ = ["Cited", "cited"]

_NUMBER_LIST = r"\d+(?:(?:\s*,\s*(?:and\s+)?|\s*(?:-|–|to)\s*|\s+(?:and|or|&)\s+)\d+)*"
_LAWS = re.compile(rf"\bLaws?\s+(?:No\.\s*)?({_NUMBER_LIST})")
_KEY = re.compile(r"\b((?:cent|agree)-[a-z0-9-]*[a-z0-9])(?:\.(\d+))?\b")
_QUOTED_ID = re.compile(r"[\"']((?:[a-z]+:)?[a-z0-9-]*\d+\.\d+(?:~\w+)?)[\"']")
_CASES = re.compile(r"\bCases?\s+([IVXL]+(?:(?:\s*,\s*(?:and\s+)?|\s+(?:and|or)\s+)[IVXL]+)*)\b")
@dataclass(frozen=True)
class Cited:
    """The law keys and Case numerals a text cites."""

    laws: frozenset[str]
    cases: frozenset[str]

    def __bool__(self) -> bool:
        return bool(self.laws or self.cases)


def _numbers(group: str) -> set[int]:
    out: set[int] = set()
    for part in re.split(r"\s*,\s*(?:and\s+)?|\s+(?:and|or|&)\s+", group):
        bounds = re.split(r"\s*(?:-|–|to)\s*", part)
        lo, hi = int(bounds[0]), int(bounds[-1])
        out.update(range(lo, hi + 1) if lo <= hi else (lo, hi))
    return out


def cited(text: str, law_keys: Collection[str], clause_ids: Collection[str], cases: Collection[str]) -> Cited:
    """What ``text`` cites, among the laws, clauses and Cases that exist."""
    laws: set[str] = set()
    for m in _LAWS.finditer(text):
        laws.update(str(n) for n in _numbers(m.group(1)) if str(n) in law_keys)
    for m in _KEY.finditer(text):
        key = m.group(1)
        if key in law_keys:
            laws.add(key)
    for m in _QUOTED_ID.finditer(text):
        cid = m.group(1).split(":")[-1].split("~")[0]
        if cid in clause_ids:
            laws.add(cid.rsplit(".", 1)[0])
    found: set[str] = set()
    for m in _CASES.finditer(text):
        found.update(n for n in re.split(r"\s*,\s*(?:and\s+)?|\s+(?:and|or)\s+", m.group(1)) if n in cases)
    return Cited(frozenset(laws), frozenset(found))
