"""``piquet verify --amend NAME``: prove that a proposed amendment removes its finding and creates no new one.

The amendment (:mod:`piquet.spec.amendments`) is made to its reading; every
check that reads an amended clause runs again, the others keep the verdict
recorded in ``proofs/expected``. What it newly permits, forbids, grants and
withdraws is shown beside its sentences (:mod:`piquet.proofs.effects`). Exit 0
when each finding it answers is now proved, no check that was proved is now
anything else, and its formula reaches nothing beyond its words; 1 otherwise.

The amended edition (``--amend edition``: every amendment at once), and an
amendment that answers no finding (the census's, Law 44), are proved under
each reading asked for, all of them by default, and its report says
which findings remain under each: it is adopted under a reading, not only under
the one its amendments were written for.
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace

from piquet.errors import InputError
from piquet.proofs.checks import Budget
from piquet.proofs.effects import Effect, what_it_does
from piquet.proofs.verify import AmendedVerdict, amend, judged, remaining
from piquet.spec.amendments import AMENDMENTS, EDITION, Amendment, amendment, edition

__all__ = ["run_amendment"]


def run_amendment(name: str, budget: Budget, as_json: bool, world: bool = False,
                  readings: tuple[str, ...] = ()) -> int:
    """Prove amendment ``name`` under its reading, or the amended edition under each of ``readings``."""
    try:
        one = None if name == EDITION else amendment(name)
    except KeyError:
        raise InputError("--amend", f"no amendment {name!r} (known: {', '.join(x.name for x in AMENDMENTS)}, "
                                    f"or {EDITION})") from None
    if one is None:
        chosen = [edition(r) for r in readings] if readings else [edition()]
    elif not one.answers and readings:
        # An amendment that answers no finding (the census's) is written for no one reading: proved under each.
        chosen = [replace(one, reading=r) for r in readings]
    else:
        chosen = [one]
    proved = [_proved(a, budget, world, as_json) for a in chosen]
    if as_json:
        out = [data for data, _ in proved]
        sys.stdout.write(json.dumps(out[0] if len(out) == 1 else {"editions": out}, indent=1) + "\n")
    return 0 if all(ok for _, ok in proved) else 1


def _proved(a: Amendment, budget: Budget, world: bool, quiet: bool) -> tuple[dict[str, object], bool]:
    """The amendment's checks, effects and reach as JSON (printed in words unless ``quiet``), and whether it
    removes its findings, creates none and reaches nothing beyond its words."""
    verdicts = amend(a, budget, world)
    kept, new = judged(a, verdicts, world)
    what, wide = what_it_does(a, budget)
    left = remaining(verdicts)
    if not quiet:
        _print(a, verdicts, what, wide)
        # The edition answers every amendment's findings, but under another reading some were never found.
        found = [v.id for v in verdicts if (v.id in a.answers or (world and a.name == EDITION))
                 and v.before not in ("proved", "new")]
        print((f"It removes {', '.join(found) or 'no finding (none was found)'}" if not kept
               else "It does not remove " + ", ".join(kept))
              + (" and creates no new finding." if not new else f"; it creates: {', '.join(new)}.")
              + (f" Under the {a.reading} reading, {', '.join(left) if left else 'nothing'} remains not proved."
                 if a.name == EDITION else ""))
    data: dict[str, object] = {
        "amendment": a.name, "laws": list(a.laws), "reading": a.reading, "root": a.root,
        "changes": [{"law": c.law, "printed": c.printed, "amended": c.amended} for c in a.changes],
        "answers": list(a.answers), "removes_its_findings": not kept, "new_findings": new, "remaining": left,
        "effects": [{"phase": e.domain, "law": e.law, "newly": e.kind, "course": e.course, "unknown": e.unknown}
                    for e in what],
        "beyond_its_words": [{"phase": e.domain, "newly": e.kind, "course": e.course} for e in wide],
        "checks": [{"id": v.id, "before": v.before, "after": v.after, "ran": v.ran} for v in verdicts]}
    return data, not kept and not new and not wide


def _print(a: Amendment, verdicts: list[AmendedVerdict], what: list[Effect], wide: list[Effect]) -> None:
    ran = [v for v in verdicts if v.ran]
    print(f"Amendment {a.name} to {_laws(a.laws)}, under the {a.reading} reading.")
    print(f"  It answers: {a.root}")
    for c in a.changes:
        print(f"  Law {c.law} as printed: {c.printed}")
        print(f"  Law {c.law} amended:    {c.amended}")
    for e in what:
        print(f"  In the {e.domain}{f', by Law {e.law} amended' if e.law else ''}, it newly {e.kind}: {_course(e)}")
    for e in wide:
        print(f"  BEYOND ITS WORDS, in the {e.domain}, it newly {e.kind}: {_course(e)}")
    print(f"  {len(ran)} checks read an amended clause and ran again; {len(verdicts) - len(ran)} keep their "
          "recorded verdict.")
    for v in verdicts:
        if v.id in a.answers or v.before != v.after:
            print(f"  {v.id}: {v.before} -> {v.after}")


def _course(e: Effect) -> str:
    """The effect's situation and course nearest the ordinary deal, or why there is none."""
    if e.unknown:
        return "unknown (the solver ran out of its budget)"
    if e.shown is None:
        return "nothing"
    return ", ".join(f"{name}={value}" for name, value in e.shown.items()) + (
        " (every other false or 0)" if e.world else "")


def _laws(keys: tuple[str, ...]) -> str:
    """``Law 39``, ``Laws 13 and 15``."""
    return f"Law {keys[0]}" if len(keys) == 1 else f"Laws {', '.join(keys[:-1])} and {keys[-1]}"
