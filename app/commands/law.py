"""``piquet law N [--json]``: one law in a terminal: its text, its clauses in words, its status, its Cases, and
the amendments proposed to it.

The text is shown as the rulebook shows it (the transcription's scanning errors
corrected, see ``spec/source/errata.tsv``). The status under each reading is the
one recorded in ``proofs/expected`` for the checks that concern the law (those of
its clauses and of the domains its clauses belong to; a finding, those of the
laws it involves, recorded in ``proofs/expected/found.json``): ``piquet verify
--law N`` runs them again. The Cases are those whose printed text cites the law. The proposed amendments
(``spec/amendments.py``) are those that change one of its sentences: ``piquet verify --amend NAME`` proves each.
"""

from __future__ import annotations

import argparse
import sys
import textwrap

from piquet.commands.faces import for_stream
from piquet.proofs.recorded import expected, expected_laws, found_words
from piquet.spec.amendments import AMENDMENTS
from piquet.spec.catalogue import Catalogue, catalogue
from piquet.spec.citations import cited
from piquet.spec.source import cases_text, corrected

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at run time (start-up, bench_startup)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["configure", "law_json"]


def configure(p: argparse.ArgumentParser) -> None:
    p.description, p.formatter_class = __doc__, argparse.RawDescriptionHelpFormatter
    p.add_argument("law", metavar="N", help="the law: 1-78, cent-N (Piquet au cent) or agree-NAME")
    p.add_argument("--json", action="store_true", help="print the same as JSON")
    p.set_defaults(run=_run)


def _key(cat: Catalogue, given: str) -> str:
    key = given.strip().lower().removeprefix("law").strip()
    if key not in cat.laws:
        from piquet.errors import InputError  # the model's class: loaded only to refuse a law
        raise InputError("law", f"no law {given!r} (1-78, cent-1 to cent-{sum(k.startswith('cent-') for k in cat.laws)}"
                                f" or one of {', '.join(k for k in cat.laws if k.startswith('agree-'))})")
    return key


def _status(cat: Catalogue, key: str, reading: str) -> dict[str, Any]:
    """The recorded verdicts of the checks concerning the law under ``reading``."""
    recorded = expected(reading)
    words = found_words()

    def concerns(cid: str, laws: tuple[str, ...]) -> bool:
        # A finding concerns the laws of its minimal sets (recorded beside its words), as in the rulebook.
        found = words.get(cid)
        if recorded.get(cid) == "finding" and found is not None and reading in found.laws:
            return key in found.laws[reading]
        return key in laws

    ids = [cid for cid, laws in expected_laws(reading).items() if concerns(cid, laws)]
    open_ = [cid for cid in ids if recorded.get(cid, "unknown") != "proved"]
    verdict = ("none" if not ids else "finding" if any(recorded.get(c) == "finding" for c in open_)
               else "unknown" if open_ else "proved")
    return {"verdict": verdict, "checks": len(ids),
            "not_proved": [{"check": cid, "verdict": recorded.get(cid, "unknown"),
                            "found": words[cid].found if cid in words else None} for cid in open_]}


def law_json(key: str) -> dict[str, Any]:
    """Law ``key`` as a JSON value: text, clauses, status per reading (as recorded), the Cases citing it."""
    cat = catalogue()
    law = cat.law(key)
    cases = [n for n, text in cases_text().items()
             if key in cited(text, cat.laws, {c.id for c in cat.all_clauses()}, cases_text()).laws]
    return {"law": key, "section": law.section, "governs": law.governs.value, "text": corrected(law.text),
            "formalized": law.status.value,
            "clauses": [{"id": c.id, "kind": c.kind.value, "says": c.says} for c in law.clauses],
            "conduct": law.conduct,
            "status": {name: _status(cat, key, name) for name in cat.readings},
            "cases": cases,
            "amendments": [{"name": a.name, "reading": a.reading, "answers": list(a.answers), "amended": ch.amended}
                           for a in AMENDMENTS for ch in a.changes if ch.law == key]}


def law_lines(data: dict[str, Any]) -> list[str]:
    """The law in words, for a terminal."""
    key = data["law"]
    name = f"Law {key}" if key.isdigit() else key
    wrap = textwrap.TextWrapper(width=96, initial_indent="  ", subsequent_indent="  ")
    out = [f"{name} ({data['section']}; governs {data['governs']})", ""]
    out += [line for para in data["text"].splitlines() for line in wrap.wrap(para)]
    out += ["", "Its clauses:" if data["clauses"] else f"Its clauses: none ({data['formalized']})"]
    if data["conduct"]:
        out.append(f"  It regulates conduct: {data['conduct']}")
    for c in data["clauses"]:
        out += textwrap.wrap(f"{c['id']} {c['kind']}: {c['says']}", width=96, initial_indent="  ",
                             subsequent_indent="      ")
    out += ["", "Its status under each reading (as recorded in proofs/expected; `piquet verify --law "
                f"{key}` checks again):"]
    for reading, st in data["status"].items():
        out.append(f"  {reading}: {st['verdict']}, {st['checks']} check{'s' if st['checks'] != 1 else ''}"
                   + (f", {len(st['not_proved'])} not proved:" if st["not_proved"] else ""))
        out += [f"    {p['check']} ({p['verdict']})" + (f": {p['found']}" if p["found"] else "")
                for p in st["not_proved"]]
    out += ["", "Cases that cite it: " + (", ".join(data["cases"]) if data["cases"] else "none")]
    if data["amendments"]:
        out += ["", "Proposed amendments (`piquet verify --amend NAME` proves each):"]
        for a in data["amendments"]:
            out.append(f"  {a['name']} ({a['reading']} reading; answers {', '.join(a['answers'])}):")
            out += textwrap.wrap(f"“{a['amended']}”", width=96, initial_indent="    ", subsequent_indent="    ")
    return out


def _run(args: argparse.Namespace) -> int:
    data = law_json(_key(catalogue(), args.law))
    if args.json:
        from piquet.records.io import json_text  # the records, loaded only for JSON
        sys.stdout.write(json_text(data))
    else:
        sys.stdout.write(for_stream("".join(f"{line}\n" for line in law_lines(data)), sys.stdout))
    return 0
