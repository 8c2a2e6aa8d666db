"""``piquet verify --amend NAME``: prove that a proposed amendment removes its finding and creates no new one.

The amendment (:mod:`piquet.spec.amendments`) is made to its reading; every
check that reads an amended clause runs again, the others keep the verdict
recorded in ``proofs/expected``. What it newly permits, forbids, grants and
withdraws is shown beside its sentences (:mod:`piquet.proofs.effects`). Exit 0
when each finding it answers is now proved, no check that was proved is now
anything else, and its formula reaches nothing beyond its words; 1 otherwise.
"""

from __future__ import annotations

import json
import sys

from piquet.errors import InputError
from piquet.proofs.checks import Budget
from piquet.proofs.effects import Effect, beyond, effects
from piquet.proofs.verify import amend, judged
from piquet.spec.amendments import AMENDMENTS, amendment

__all__ = ["run_amendment"]


def run_amendment(name: str, budget: Budget, as_json: bool, world: bool = False) -> int:
    try:
        a = amendment(name)
    except KeyError:
        raise InputError("--amend", f"no amendment {name!r} (known: {', '.join(x.name for x in AMENDMENTS)})") \
            from None
    verdicts = amend(a, budget, world)
    kept, new = judged(a, verdicts)
    what = effects(a, budget)
    wide = beyond(a, budget)
    ok = not kept and not new and not wide
    if as_json:
        sys.stdout.write(json.dumps({
            "amendment": a.name, "laws": list(a.laws), "reading": a.reading, "root": a.root,
            "changes": [{"law": c.law, "printed": c.printed, "amended": c.amended} for c in a.changes],
            "answers": list(a.answers), "removes_its_findings": not kept, "new_findings": new,
            "effects": [{"phase": e.domain, "law": e.law, "newly": e.kind, "course": e.course, "unknown": e.unknown}
                        for e in what],
            "beyond_its_words": [{"phase": e.domain, "newly": e.kind, "course": e.course} for e in wide],
            "checks": [{"id": v.id, "before": v.before, "after": v.after, "ran": v.ran} for v in verdicts]},
            indent=1) + "\n")
        return 0 if ok else 1
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
    print(("It removes " + ", ".join(a.answers) if not kept else "It does not remove " + ", ".join(kept))
          + (" and creates no new finding." if not new else f"; it creates: {', '.join(new)}."))
    return 0 if ok else 1


def _course(e: Effect) -> str:
    """The effect's situation and course nearest the ordinary deal, or why there is none."""
    if e.unknown:
        return "unknown (the solver ran out of its budget)"
    if e.course is None:
        return "nothing"
    return ", ".join(f"{name}={value}" for name, value in e.course.items())


def _laws(keys: tuple[str, ...]) -> str:
    """``Law 39``, ``Laws 13 and 15``."""
    return f"Law {keys[0]}" if len(keys) == 1 else f"Laws {', '.join(keys[:-1])} and {keys[-1]}"
