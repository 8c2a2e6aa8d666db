"""The proposed amendments page: for each finding, the Laws as printed and as amended, the clauses and terms the
amendment changes, and the verdicts before and after, proved when the rulebook is built as
``piquet verify --amend NAME`` proves them.

The amended verdicts are cached beside the proofs' report (:mod:`rulebook.reports`), under the same key (the
spec's and the proofs' sources, ``spec/amendments.py`` among them, the Z3 version and the time budget): only
the checks an amendment reruns are stored, and the verdicts before it are read from ``proofs/expected`` at
every build, as :func:`piquet.proofs.verify.amend` reads them.
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

from piquet.proofs.checks import Budget
from piquet.proofs.effects import Effect, what_it_does
from piquet.proofs.plan import expected, found_words
from piquet.proofs.recorded import expected_world
from piquet.proofs.verify import AmendedVerdict, amend, judged
from piquet.spec.amendments import AMENDMENTS, EDITION, Amendment, Change, edition

from rulebook.amended import edition_key
from rulebook.model import Rulebook
from rulebook.reports import source_key
from rulebook.rst import bullets, esc, field_list, heading, label, list_table, literal, ref, slug
from rulebook.words import clause_ref, expr_words, law_ref, result_mark, status, value_words

__all__ = ["load_amendments", "load_effects", "amendments_page", "amendments_of"]


def load_amendments(cache_dir: Path, timeout: float,
                    readings: tuple[str, ...]) -> dict[str, tuple[AmendedVerdict, ...]]:
    """Every amendment's verdicts under its amended reading, and the amended edition's under each of
    ``readings``, phase by phase and in the one world (keyed by :func:`rulebook.amended.edition_key`): from the
    cache where the sources are unchanged, else proved now (each solver call allowed ``timeout`` seconds)."""
    proposed = [*((a, False) for a in AMENDMENTS), *((edition(r), world) for r in readings for world in (False, True))]
    cache_dir.mkdir(parents=True, exist_ok=True)
    path = cache_dir / f"amend-{source_key(timeout)}.json"
    ran: dict[str, list[list[str | None]]] = json.loads(path.read_text("utf-8")) if path.exists() else {}
    if any(_key(a, world) not in ran for a, world in proposed):  # not yet made, or made before a key was added
        budget = Budget(ms=int(timeout * 1000))
        ran = {_key(a, world): [[v.id, v.after if v.ran else None] for v in amend(a, budget, world)]
               for a, world in proposed}
        for stale in cache_dir.glob("amend-*.json"):
            stale.unlink()
        tmp = path.with_name(f"{path.stem}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(ran, indent=1), "utf-8")
        tmp.replace(path)
    out = {}
    for a, world in proposed:
        before = expected_world(a.reading) if world else expected(a.reading)
        out[_key(a, world)] = tuple(
            AmendedVerdict(cid, before.get(cid, "new"), after if after is not None else before.get(cid, "new"),
                           after is not None)
            for cid, after in ((str(row[0]), row[1]) for row in ran[_key(a, world)]))
    return out


def load_effects(cache_dir: Path, timeout: float) -> dict[str, tuple[Effect, ...]]:
    """What each proposed amendment newly permits, forbids, grants and withdraws, and anything beyond its words,
    as ``piquet verify --amend NAME`` computes them (phase by phase; in the one world for an amendment that
    changes no phase): from the cache where the sources are unchanged, else computed now."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    path = cache_dir / f"effects-{source_key(timeout)}.json"
    if path.exists():
        rows: dict[str, list[dict[str, object]]] = json.loads(path.read_text("utf-8"))
    else:
        budget = Budget(ms=int(timeout * 1000))
        rows = {}
        for a in AMENDMENTS:
            what, wide = what_it_does(a, budget)
            found = [*what, *(replace(e, kind=f"beyond:{e.kind}") for e in wide)]
            rows[a.name] = [{"domain": e.domain, "kind": e.kind, "course": e.course, "unknown": e.unknown,
                             "law": e.law, "world": e.world} for e in found]
        for stale in cache_dir.glob("effects-*.json"):
            stale.unlink()
        tmp = path.with_name(f"{path.stem}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(rows, indent=1), "utf-8")
        tmp.replace(path)
    return {name: tuple(Effect(str(r["domain"]), str(r["kind"]), _course(r["course"]), bool(r["unknown"]),
                               str(r["law"]), bool(r.get("world", False))) for r in found)
            for name, found in rows.items()}


def _course(value: object) -> dict[str, int | bool] | None:
    """A course as the cache keeps it (JSON: true, false and numbers)."""
    if not isinstance(value, dict):
        return None
    return {str(k): v if isinstance(v, bool) else int(v) for k, v in value.items()}


def _key(a: Amendment, world: bool = False) -> str:
    """An amendment's verdicts are kept under its name; the edition's under its name and reading, and whether
    they are the one world's."""
    return edition_key(a.reading, world) if a.name == EDITION else a.name


def _laws(rb: Rulebook, a: Amendment) -> str:
    return ", ".join(law_ref(rb, key) for key in a.laws)


def _change(rb: Rulebook, ch: Change) -> list[str]:
    spec = [f"{clause_ref(rb, c.id)} becomes: “{esc(c.says)}”"
            + (f" (its exceptions: {', '.join(literal(e) for e in c.except_as)})" if c.except_as else "")
            for c in ch.replace]
    spec += [f"“{esc(rb.term_phrases.get(name, name))}” ({literal(name)}) now means: {expr_words(rb, expr, ch.law)}"
             for name, expr in ch.terms.items()]
    return [heading(rb.title(ch.law), 2),
            ".. rubric:: As printed\n   :class: finding-part\n",
            f".. container:: law-text\n\n   {esc(ch.printed)}\n",
            ".. rubric:: As amended\n   :class: finding-part\n",
            f".. container:: law-text amended\n\n   {esc(ch.amended)}\n",
            ".. rubric:: The change to the spec\n   :class: finding-part\n",
            bullets(spec)]


def _amendment(rb: Rulebook, a: Amendment) -> list[str]:
    verdicts = list(rb.amendments[a.name])
    kept, new = judged(a, verdicts)
    moved = [v for v in verdicts if v.id in a.answers or v.before != v.after]
    words = found_words()
    answered = [(f"{ref(f'finding-{a.reading}-{slug(cid)}', words[cid].found)} " if cid in words else "")
                + f"({literal(cid)})" for cid in a.answers]
    ran = sum(v.ran for v in verdicts)
    kind = {v.id: v.id.partition(":")[0] for v in moved}  # a check's id begins with its kind
    rows = [[literal(v.id), _mark(kind[v.id], v.before), _mark(kind[v.id], v.after)] for v in moved]
    removes = ("It answers no finding" if not a.answers else
               "It removes " + ("the finding" if len(a.answers) == 1 else f"the {len(a.answers)} findings"))
    verdict = (f"{removes} and creates no new one." if not kept and not new
               else f"It leaves {', '.join(kept) or 'none'} and creates {', '.join(new) or 'none'}.")
    out = [label(f"amendment-{a.name}"), heading(a.name, 1),
           f"{esc(a.root)}\n",
           field_list([("Answers", "\n\n" + bullets(answered) if answered else "no finding of the checks"),
                       ("Amends", _laws(rb, a)),
                       ("Reading", esc(a.reading))])]
    for ch in a.changes:
        out += _change(rb, ch)
    out += _effects(rb, a)
    out += [heading("The verdicts, before and after", 2),
            f"Checked when this page was built, as ``piquet verify --amend {a.name}`` does: the {ran} checks that "
            f"read an amended clause ran again under the amended reading; the other {len(verdicts) - ran} keep "
            "the verdict recorded in ``proofs/expected``.\n",
            # An amendment that acts only in the one world (a paragraph of au cent taking the place of more of the
            # Laws) moves no check of the phases: no table, and the edition's page says what it does there.
            list_table(["Check", "As printed", "As amended"], rows, widths=[40, 30, 30], classes="checks") if rows
            else "No verdict of the phases moves: it acts in the one world, where ``piquet verify --amend edition "
                 "--world`` proves the edition with it.\n",
            f"**{esc(verdict)}**\n"]
    return out


#: An effect's kind in words, as the page heads it.
_NEWLY = {"permits": "newly permits", "forbids": "newly forbids", "grants": "newly grants (a right)",
          "withdraws": "newly withdraws (a right)"}


def _effects(rb: Rulebook, a: Amendment) -> list[str]:
    """What the amendment newly permits, forbids, grants and withdraws, beside its sentences: for each, the
    situation and course nearest the ordinary deal (the values neither no nor 0 of a part of the one world), or
    nothing; and anything beyond its words, which ``piquet verify --amend`` refuses."""
    found = rb.effects.get(a.name, ())
    if not found:
        return []
    where = {e.domain for e in found}
    world = any(e.world for e in found)

    def course(e: Effect) -> str:
        if e.unknown:
            return "the solver could not say (its budget ran out)"
        if e.shown is None:
            return "nothing"
        return "; ".join(f"{literal(k)} {value_words(k, v)}" for k, v in e.shown.items())

    rows = [[esc(e.law and f"Law {e.law}" or "the whole amendment"), esc(_NEWLY.get(e.kind, e.kind)), course(e)]
            for e in found if not e.kind.startswith("beyond:")]
    wide = [e for e in found if e.kind.startswith("beyond:")]
    return [heading("What it newly permits and forbids", 2),
            "Computed by Z3 when this page was built, as ``piquet verify --amend`` computes it "
            + ("in the one world (it changes no phase: " + ", ".join(literal(d) for d in sorted(where)) + ")"
               if world else "in each phase it changes (" + ", ".join(literal(d) for d in sorted(where)) + ")")
            + ": a course lawful (or a right granted) with the amendment made and not as printed, or the reverse, "
            "each the situation and course nearest the ordinary deal"
            + (" (the values that are neither no nor 0)" if world else "") + ".\n",
            list_table(["By", "It", "Where"], rows, widths=[18, 22, 60], classes="checks"),
            ("**Beyond its words:** " + "; ".join(f"{esc(e.kind)}: {course(e)}" for e in wide) + "\n") if wide
            else "Nothing it permits or forbids lies beyond the courses its words reach.\n" if a.within is not None
            else "Its sentences do not state the courses their words reach, so nothing is asked beyond them.\n"]


def _mark(kind: str, verdict: str) -> str:
    """A verdict as the page shows it; ``new``, a check the Laws as printed do not have (a clause as amended that
    reads new variables is checked in the one phase that has them)."""
    return "no such check" if verdict == "new" else status(result_mark(kind, verdict))


def amendments_page(rb: Rulebook) -> str:
    """Every proposed amendment, proved, after the table of the findings each answers."""
    index = [[ref(f"amendment-{a.name}", a.name), esc(a.reading), _laws(rb, a),
              ", ".join(literal(c) for c in a.answers)] for a in AMENDMENTS]
    out = [label("amendments"), heading("Proposed amendments", 0),
           "For each finding, an amendment in the style of the Laws: a changed sentence, or an added exception, "
           "written as a change to the spec (``spec/amendments.py``). Findings with one root share one "
           "amendment. Each is proved, not argued: the checks run again with the amendment made, and it must "
           "remove its findings and create no new one. The test suite asks one for every finding recorded in "
           "``proofs/expected``.\n",
           list_table(["Amendment", "Reading", "Amends", "Answers"], index, widths=[28, 12, 20, 40],
                      classes="checks")]
    for a in AMENDMENTS:
        out += _amendment(rb, a)
    return "\n".join(out)


def amendments_of(rb: Rulebook, key: str) -> list[str]:
    """On a law's page: the amendments proposed to it, with a link to their proof."""
    mine = [(a, ch) for a in AMENDMENTS for ch in a.changes if ch.law == key]
    if not mine:
        return []
    return [heading("Proposed amendment" + ("s" if len(mine) > 1 else ""), 1),
            bullets(f"“{esc(ch.amended)}” — answers {', '.join(literal(c) for c in a.answers)} under the "
                    f"{esc(a.reading)} reading ({ref(f'amendment-{a.name}', 'its proof')})" for a, ch in mine)]
