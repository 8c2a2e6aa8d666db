"""An entitlement's search weighs only the parts of the holder's course tied to the right (Courses' ``free``).

Every other part of his course (the physics, the demands weighed against the right) is kept in each situation
searched by the lawful course the check's conditions hold, so a group of them never shows the right blocked
(:func:`piquet.proofs.checks.entitlement`). Leaving them out must change no verdict, witness, minimal set or
count: each check is run again with every part weighed, and the two results compared field by field.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

import pytest

from piquet.proofs import checks, courses
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import CheckResult
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import WORLDS
from piquet.spec.law import ClauseKind

LITERAL = "literal"


def _parts() -> list[Encoding]:
    clauses = catalogue().clauses(LITERAL)
    return [Encoding(p, clauses_for(p, in_force), in_force)
            for w in WORLDS for in_force in [w.in_force(clauses)] for p in w.parts(in_force)]


#: Rights of the Laws' largest part that are findings of the literal reading (Laws 21, 22: an elder hand's
#: exchange), and of smaller parts, found or proved.
CHECKED = ("21.1", "22.1", "29.5", "44.1", "cent-3.1", "cent-7.1")


def _cases() -> list[tuple[Encoding, str]]:
    out: list[tuple[Encoding, str]] = []
    for enc in _parts():
        for c in enc.clauses:
            if c.kind is ClauseKind.ENTITLEMENT and c.id in CHECKED and not any(c.id == i for _, i in out):
                out.append((enc, c.id))
    return out


def _without_free(monkeypatch: pytest.MonkeyPatch) -> None:
    """Courses made with nothing free: every group of the course weighed."""
    made = courses.Courses.__init__

    def every_part(self: Any, formulas: list[Any], demands: list[Any], bound: list[Any], limit: Any,
                   learned: Any = None, free: frozenset[int] = frozenset()) -> None:
        made(self, formulas, demands, bound, limit, learned)

    monkeypatch.setattr(courses.Courses, "__init__", every_part)


def _fields(result: CheckResult) -> dict[str, Any]:
    out = asdict(result)
    out.pop("seconds", None)
    out.pop("cpu_seconds", None)
    return out


@pytest.mark.parametrize("enc,cid", _cases(), ids=lambda v: v if isinstance(v, str) else "")
def test_leaving_out_free_parts_changes_no_result(enc: Encoding, cid: str, monkeypatch: pytest.MonkeyPatch) -> None:
    clause = enc.by_id[cid]
    weighed_free = checks.entitlement(enc, clause, checks.Budget())
    _without_free(monkeypatch)
    every = checks.entitlement(Encoding(enc.domain, enc.clauses, catalogue().clauses(LITERAL)), clause,
                               checks.Budget())
    assert _fields(weighed_free) == _fields(every), (
        f"entitlement:{cid} in {enc.domain.name}: leaving out the parts of the course not tied to the right "
        f"changed the result ({weighed_free.status.value} against {every.status.value} with every part weighed)")


def _groups_weighed(enc: Encoding, cid: str, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many groups the searches of ``cid``'s entitlement check weigh, in all."""
    weighed: list[int] = []
    made = courses.Courses.__init__

    def counting(self: Any, *args: Any, **kw: Any) -> None:
        made(self, *args, **kw)
        weighed.append(len(self.leaves))

    monkeypatch.setattr(courses.Courses, "__init__", counting)
    checks.entitlement(enc, enc.by_id[cid], checks.Budget())
    monkeypatch.undo()
    return sum(weighed)


def test_parts_tied_to_no_right_are_left_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """The searches weigh fewer groups than the course has: some parts are free (else the test above compares
    two runs of the same search)."""
    enc, cid = next((e, c) for e, c in _cases() if c == "21.1")
    some = _groups_weighed(enc, cid, monkeypatch)
    _without_free(monkeypatch)
    made = courses.Courses.__init__
    every: list[int] = []

    def counting(self: Any, *args: Any, **kw: Any) -> None:
        made(self, *args, **kw)
        every.append(len(self.leaves))

    monkeypatch.setattr(courses.Courses, "__init__", counting)
    checks.entitlement(Encoding(enc.domain, enc.clauses, catalogue().clauses(LITERAL)), enc.by_id[cid],
                       checks.Budget())
    assert 0 < some < sum(every), (f"entitlement:21.1 weighs {some} groups with the free parts left out, "
                                   f"{sum(every)} with every part")
