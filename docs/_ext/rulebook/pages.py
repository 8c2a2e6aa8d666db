"""The rulebook's pages, as reST text keyed by their path under ``docs/generated``.

One function per page kind. The law pages, the findings, the readings, Piquet
au cent, the Cases and the tests that cite the laws are all read from the
:class:`~rulebook.model.Rulebook`; ``docs/records.md`` and ``docs/testing.md``
are Markdown pages of their own, rendered by MyST.
"""

from __future__ import annotations

import itertools
from html import escape
import os
from collections import Counter
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

import piquet.proofs.checks
from piquet.proofs.plan import found_words
from piquet.proofs.result import CheckResult, Status as Verdict
from piquet.proofs.verify import distinct_findings
from piquet.spec.expr import Definition, Expr, definitions_in
from piquet.spec.law import Law, Status
from piquet.spec.source import CASE_NUMERALS, CITATION, agreement_text, correct, corrected, errata, laws_text, place

from rulebook import case22
from rulebook.amended import PAGE as AMENDED_PAGE, amended_edition_page
from rulebook.amendments import amendments_of, amendments_page
from rulebook.api import api_pages
from rulebook.census import PAGE as CENSUS_PAGE, populations
from rulebook.census_pages import census_pages
from rulebook.citations import ScenarioFile, TestUnit
from rulebook.coverage import coverage_matrix, model_functions
from rulebook.decisions import (decision_block, deal_block, discrepancy_blocks, scenario_data,
                                scenario_record)
from rulebook.edition import EDITION, edition_text
from rulebook.mdblock import markdown_block
from rulebook.search import au_cent_note, search_pages
from rulebook.smt2 import PAGE as SMT2_PAGE, smt2_href, smtlib_page
from rulebook.terms import index_entries
from rulebook.variants import agreements_page, au_cent_page
from rulebook.model import Rulebook
from rulebook.rawtable import html_code, html_link, html_ref, html_status, html_table
from rulebook.rst import (bullets, esc, field_list, heading, indent, label, list_table, literal, ref,
                          slug)
from rulebook.words import (MARKS, check_cell, check_mark, choice_block, clause_block, clause_ref, definition_block,
                            definition_ref, finding_block, finding_title, law_ref, marks_legend, value_words,
                            verdict_cell)

__all__ = ["pages"]

DOCS = "generated"
_TOCTREE = ".. toctree::\n   :maxdepth: 1\n{caption}{hidden}\n"


def pages(rb: Rulebook, srcdir: Path) -> dict[str, str]:
    """Every generated page: path under ``docs/generated`` -> reST text."""
    out: dict[str, str] = {"overview.inc": overview(rb, srcdir), "laws/index.rst": laws_index(rb),
                           "findings.rst": findings(rb), "theorems.rst": theorems(rb), "readings.rst": readings(rb),
                           "au-cent.rst": au_cent_page(rb), "agreements.rst": agreements_page(rb),
                           "cases.rst": cases(rb),
                           "definitions.rst": definitions(rb), "errata.rst": errata_page(),
                           "coverage.rst": coverage_matrix(rb), **api_pages(),
                           "amendments.rst": amendments_page(rb), AMENDED_PAGE: amended_edition_page(rb),
                           "tests/index.rst": tests_index(rb),
                           case22.PAGE: rb.kept.text(case22.PAGE, rb.root / case22.SCENARIO,
                                                     lambda: case22.case_xxii_solved(rb)),
                           EDITION: edition_text(rb)}
    if rb.smt2 is not None:
        marks = {(name, c.id): check_mark(c) for name, report in rb.reports.items() for c in report.report.checks}
        out[SMT2_PAGE] = smtlib_page(rb.smt2, {key: (mark, MARKS[mark][0]) for key, mark in marks.items()})
    for key in rb.cat.laws:
        out[f"laws/{key}.rst"] = law_page(rb, key)
    for numeral in rb.cases:
        out[f"cases/{numeral}.rst"] = case_page(rb, numeral, srcdir)
    for path, units in _units_by_file(rb):
        out[f"tests/{_test_doc(path)}.rst"] = test_page(rb, path, units, srcdir)
    searched = search_pages(srcdir)
    out.update(searched)
    out.update(census_pages(rb, srcdir))
    if searched:  # the au cent page points to the misfires of its penalties found by machine
        out["au-cent.rst"] += "\n" + au_cent_note()
    return out


def _toctree(entries: Iterable[str], caption: str = "", hidden: bool = False) -> str:
    head = _TOCTREE.format(caption=f"   :caption: {caption}\n" if caption else "",
                           hidden="   :hidden:\n" if hidden else "")
    return head + "".join(f"   {e}\n" for e in entries)


def _law_entry(rb: Rulebook, key: str) -> str:
    """A toctree entry for a law: its name and the opening of its text."""
    text = rb.excerpt(rb.law(key).text, 60).replace("<", "(").replace(">", ")")
    return f"{rb.short(key)} — {text} <{key}>"


def _verdicts_line(rb: Rulebook, key: str) -> str:
    return " · ".join(f"{esc(name)}: {verdict_cell(rb, key, name)}" for name in rb.readings)


def _units_by_file(rb: Rulebook) -> list[tuple[str, list[TestUnit]]]:
    return [(path, list(units)) for path, units in itertools.groupby(rb.units, key=lambda u: u.path)]


def _test_doc(path: str) -> str:
    return slug(path.removeprefix("tests/").removesuffix(".py").replace("/", "-"))


def _test_ref(unit: TestUnit) -> str:
    return ref(unit.anchor, f"{unit.path} — {unit.name}")


# -- the front page ---------------------------------------------------------------------------------------------

def overview(rb: Rulebook, srcdir: Path) -> str:
    """Included by ``docs/index.rst``: the citation, coverage, proof summary, contents and the table of all laws."""
    cov = rb.cat.coverage()
    laws = rb.cat.laws.values()
    numbered = sum(law.number is not None for law in laws)
    cent = sum(law.key.startswith("cent-") for law in laws)
    agreements = len(rb.cat.laws) - numbered - cent
    by_status = {s: [law.key for law in laws if law.status is s] for s in Status}
    conduct = [f"{law_ref(rb, k)}: {esc(rb.law(k).conduct or '')}" for k in by_status[Status.CONDUCT]]
    out = [f"{esc(metadata.metadata('piquet-laws')['Summary'])}\n",
           "This rulebook is built from the specification and from the proofs run on it. Each law's page quotes "
           "the text as printed, renders the clauses the specification reads it as, shows the interpretive "
           "choices that touch it and, under every reading of those choices, what the checks prove or find, "
           "with the Cases and the tests that cite it. Nothing here is written by hand: rebuilt "
           "(``make docs``), the rulebook follows the specification.\n",
           heading("The source", 1),
           f".. container:: source-citation\n\n   {esc(CITATION)}\n",
           heading("Coverage", 1),
           field_list([
               ("Laws", f"{len(rb.cat.laws)}: the {numbered} Laws of Piquet, the {cent} paragraphs of "
                        f"{ref('au-cent', 'Piquet au cent')} and {agreements} agreement"
                        f"{'s' if agreements != 1 else ''}"),
               ("Formalized", f"{cov['formalized']} laws, in {cov['clauses']} clauses"),
               ("Conduct", f"{cov['conduct']}, regulating conduct no situation can express"
                + (":\n\n" + bullets(conduct) if conduct else "")),
               ("Not yet", f"{cov['not yet']}" + (": " + ", ".join(law_ref(rb, k) for k in by_status[Status.NOT_YET])
                                                  if by_status[Status.NOT_YET] else "")),
               ("Interpretive choices", f"{cov['choices']}, each read by every reading: see "
                                        f"{ref('readings', 'the readings')}"),
           ]),
           heading("What is proved", 1),
           _proof_summary(rb),
           heading("Contents", 1),
           _toctree([*(f"{DOCS}/{page}" for page in ("laws/index", "coverage", "errata", "definitions", "findings",
                                                      "amendments", "amended-edition", "theorems", "readings",
                                                      *(["smtlib"] if rb.smt2 is not None else []),
                                                      "au-cent", "agreements", "cases", "case-22-solved",
                                                      "tests/index", "api/index")),
                     *(f"/{n}" for n in ("records", "testing") if (srcdir / f"{n}.md").exists()),
                     *(f"{DOCS}/{page.removesuffix('.rst')}" for page in search_pages(srcdir)),
                     *([f"{DOCS}/{CENSUS_PAGE.removesuffix('.rst')}"] if populations(srcdir) else [])]),
           heading("Every law and its status", 1),
           "Each law's mark under each reading sums up the checks that concern it, as "
           f"{ref('status-marks', 'the marks above')} say.\n",
           law_table(rb, rb.cat.laws)]
    return "\n".join(out)


def _proof_summary(rb: Rulebook) -> str:
    counted = ("proved", "applies", "reached", "finding", "unknown")
    rows = []
    for checked, reports, findings in (("phase by phase", rb.reports, "findings"), ("one world", rb.world, "world")):
        for name, rr in reports.items():
            marks = Counter(check_mark(c) for c in rr.report.checks)
            recorded = "proofs/expected/world.json" if findings == "world" else "proofs/expected"
            verdicts = (ref(f"moved-{findings}-{name}", f"{len(rr.differences)} differ from {recorded}")
                        if rr.differences else f"as recorded in ``{recorded}``")
            cells = [str(marks[m]) for m in counted]
            cells[3] = ref(f"{findings}-{name}", cells[3])
            rows.append([ref(f"reading-{name}", name), esc(checked), str(len(rr.report.checks)), *cells,
                         str(distinct_findings(rr.report)), verdicts])
    seconds = max(rr.report.seconds for rr in rb.reports.values())
    note = (f"The checks are those of ``piquet verify``, run over every reading when the rulebook is built "
            f"(the last run took {seconds:.0f} s)"
            + (f", and those of ``piquet verify --world``, each game's laws checked in one world "
               f"({ref('findings', 'the findings')} say what the one world is; the last run took "
               f"{max(rr.report.seconds for rr in rb.world.values()):.0f} s)" if rb.world else "")
            + ". Each minimal set of clauses of a consistency or completeness finding counts once among the "
            "distinct findings.\n")
    return note + "\n" + marks_legend(full=True) + "\n" + list_table(
        ["Reading", "Checked", "Checks", *(MARKS[m][0] for m in counted), "Distinct findings", "Verdicts"], rows,
        classes="summary")


def law_table(rb: Rulebook, keys: Iterable[str]) -> str:
    """A table of laws: name, section, opening words, clauses, verdict per reading."""
    rows = [[law_ref(rb, k), esc(rb.law(k).section), esc(rb.excerpt(rb.law(k).text, 80)),
             str(len(rb.law(k).clauses)) if rb.law(k).clauses else esc(rb.law(k).status.value),
             *(verdict_cell(rb, k, name) for name in rb.readings)] for k in keys]
    return list_table(["Law", "Section", "Text", "Clauses", *rb.readings], rows,
                      widths=[9, 14, 47, 8, *([11] * len(rb.readings))], classes="laws")


# -- the laws ---------------------------------------------------------------------------------------------------

def laws_index(rb: Rulebook) -> str:
    """The laws by section, each section's pages in a toctree."""
    out = [label("laws-index"), heading("The laws", 0),
           f"The {len(laws_text())} Laws of Piquet (1882) by section, then the differences of Piquet au cent and the "
           "agreement on four deals. Each page quotes the law, renders its clauses, shows the choices that touch "
           "it and its proof status under every reading.\n"]
    for section, group in itertools.groupby(rb.cat.laws, key=lambda k: rb.law(k).section):
        out.append(heading(section, 1))
        out.append(_toctree(_law_entry(rb, k) for k in group))
    return "\n".join(out)


def _text_block(rb: Rulebook, law: Law) -> str:
    shown, made = correct(law.text)
    paragraphs = "\n\n".join(line.strip() for line in shown.splitlines() if line.strip())
    where = "The note after Law 71" if law.text == agreement_text() else rb.title(law.key)
    source = f"{esc(where)}, as printed in *{esc(CITATION)}*" + _errata_note(made)
    return markdown_block(paragraphs, "law-text") + "\n" + \
        ".. container:: law-source\n\n" + indent(source)


def _errata_note(made: int) -> str:
    """Where the display corrects the transcription's scanning errors, how many it made, and a link to the errata."""
    if not made:
        return ""
    return f" {made} scanning error{'s' if made != 1 else ''} corrected (see {ref('errata', 'the errata')})."


def _printed_note(rb: Rulebook, key: str) -> list[str]:
    """The note the print sets after Law 71 (a partie of four deals, by agreement), where the reader meets it."""
    if key != "71":
        return []
    note = next(k for k in rb.cat.laws if rb.law(k).text == agreement_text())
    return [heading("The note printed after it", 1), markdown_block(corrected(agreement_text()), "law-text"),
            f"The note is an agreement the players may make, not a law: {law_ref(rb, note)} formalizes it.\n"]


def errata_page() -> str:
    """The errata table: what the shipped transcription prints, what the rulebook shows, and why."""
    rows = [[str(e.line), esc(place(e.line)), literal(e.printed), literal(e.corrected), esc(e.reason)]
            for e in errata()]
    return "\n".join([
        label("errata"), heading("Errata of the transcription", 0),
        "The shipped source (``spec/source/laws-of-piquet-1882.md``) is kept faithful to the transcription of "
        "the 1882 print, its scanning errors included. The rulebook corrects them when it displays the text: "
        "each correction is listed here, with the line of the source file where the printed form stands "
        f"(``spec/source/errata.tsv``): {len(errata())} corrections. The spec, its citations and its tests read "
        "the text as shipped; a spell check of the text as displayed (``tests/spec/test_spelling.py``) keeps "
        "new scanning errors out.\n",
        list_table(["Line", "Where", "Printed", "Shown", "Reason"], rows, widths=[8, 22, 20, 20, 30],
                   classes="errata")])


def _status_fields(rb: Rulebook, law: Law) -> list[tuple[str, str]]:
    if law.status is Status.FORMALIZED:
        n = len(law.clauses)
        formal = f"{n} clause{'s' if n != 1 else ''} (below)"
    elif law.status is Status.CONDUCT:
        formal = "no: it regulates conduct (below)"
    else:
        formal = "not yet"
    return [("Section", esc(law.section)), ("Governs", esc(law.governs.value)), ("Formalized", formal),
            ("Proof status", _verdicts_line(rb, law.key))]


def _code_section(rb: Rulebook, law: Law) -> list[str]:
    """Where the law lives in the code: the spec module of its clauses and the model's functions that cite it."""
    where = rb.module_of.get(law.key)
    functions = model_functions(law.key)
    fields = [("Spec module", literal(where) if where else "none: the law has no clause"),
              ("In the model", ", ".join(literal(f) for f in functions) or "no function of the model declares it")]
    return [heading("In the code", 1), field_list(fields)]


def law_page(rb: Rulebook, key: str) -> str:
    """A law's page: the text first (as a player meets it), its status, then the clauses, exceptions,
    cross-references, choices, proof status, citations, and last where it lives in the code."""
    law = rb.law(key)
    out = [label(f"law-{key}"), heading(rb.title(key), 0), index_entries(key), _text_block(rb, law),
           *_printed_note(rb, key), field_list(_status_fields(rb, law)), marks_legend()]
    out += _clauses_section(rb, law)
    out += _exceptions_section(rb, law)
    out += _references_section(rb, key)
    choices = rb.choices_for(key)
    if choices:
        out.append(heading("Interpretive choices", 1))
        out.append("Where the text admits more than one meaning, the spec records the choice; each reading "
                   f"takes one alternative (see {ref('readings', 'the readings')}).\n")
        out += [choice_block(rb, ch, key) for ch in choices]
    out += _proof_section(rb, key)
    out += amendments_of(rb, key)
    out += _cited_section(rb, key)
    out += _code_section(rb, law)
    return "\n".join(out)


def _clauses_section(rb: Rulebook, law: Law) -> list[str]:
    if not law.clauses and not rb.added_clauses(law.key):
        why = (f"This law regulates conduct that no situation variable records: {esc(law.conduct)}"
               if law.conduct else "This law is not formalized yet.")
        return [heading("Clauses", 1), why + "\n", *_notes(law, "Notes")]
    out = [heading("What it says, clause by clause", 1),
           "Each clause is one sentence of the law: its kind, when it applies and what it demands, in the "
           "words of the spec.\n", *_notes(law, "What the formulas cover")]
    used = _definitions_of(rb, law.key)
    if used:
        out.append(field_list([("Definitions used", ", ".join(definition_ref(d) for d in used))]))
    out += [clause_block(rb, c, law.key) for c in law.clauses]
    for change in rb.added_clauses(law.key):
        origin = (f"*Only under the alternative* {literal(change.alternative.key)} *of the choice* "
                  f"{ref(f'choice-{change.choice.name}', change.choice.name)}.")
        out.append(clause_block(rb, change.clause, law.key, origin))
    return out


def _law_clauses(rb: Rulebook, key: str) -> list[Expr]:
    """The conditions and contents of a law's clauses, under every reading."""
    return [e for name in rb.readings for c in rb.cat.clauses(name) if c.law == key for e in (c.when, c.then)]


def _definitions_of(rb: Rulebook, key: str) -> list[Definition]:
    """The named definitions a law's clauses call, directly or through other definitions."""
    return definitions_in(_law_clauses(rb, key))


def _notes(law: Law, title: str) -> list[str]:
    """The spec's notes on a law: for a formalized law, what its formulas take as given and what the model does
    (Law 65: the points made in play are given; the model plays the cards), read before its clauses."""
    return [heading(title, 2), bullets(esc(n) for n in law.notes)] if law.notes else []


def _exceptions_section(rb: Rulebook, law: Law) -> list[str]:
    ids = [c.id for c in law.clauses]
    names: dict[str, list[str]] = {}
    overridden: dict[str, list[str]] = {}
    for cid in ids:
        for e in rb.cat.exceptions_to(cid):
            names.setdefault(e, []).append(cid)
        for o in rb.cat.overrides(cid):
            overridden.setdefault(o, []).append(cid)
    if not names and not overridden:
        return []
    items = [f"{clause_ref(rb, e)} overrides {', '.join(clause_ref(rb, c) for c in cs)}" for e, cs in names.items()]
    back = [f"{', '.join(clause_ref(rb, c) for c in cs)} overrides {clause_ref(rb, o)}"
            for o, cs in overridden.items()]
    out = [heading("Exceptions", 1)]
    if items:
        out += ["The exceptions its clauses name (where one applies, the clause gives way):\n", bullets(items)]
    if back:
        out += ["Its clauses are exceptions to:\n", bullets(back)]
    return out


def _references_section(rb: Rulebook, key: str) -> list[str]:
    refers, back = rb.refers_to[key], rb.referred_by(key)
    if not refers and not back:
        return []
    fields = []
    if refers:
        fields.append(("Refers to", ", ".join(law_ref(rb, k) for k in refers)))
    if back:
        fields.append(("Referred to by", ", ".join(law_ref(rb, k) for k in back)))
    return [heading("Cross-references", 1), field_list(fields)]


def _html_status(mark: str) -> str:
    return html_status(mark, MARKS[mark][0])


def _proof_section(rb: Rulebook, key: str) -> list[str]:
    """The law's checks, a row each with its result under every reading, then each check not proved written up.

    The table is written as HTML (:func:`rulebook.rawtable.html_table`), its links as Sphinx writes them: read as
    reST, the law pages' tables were a fifth of the nodes of the whole site, each walked by every transform."""
    ids = rb.checks_for(key)
    out = [heading("Proof status", 1)]
    if not ids:
        return out + ["No check concerns this law.\n"]
    anchors = {(name, cid): f"law-{key}-{name}-{slug(cid)}" for name in rb.readings for cid in ids}
    theorems = _theorem_ids(rb)
    rows = []
    for cid in ids:
        checks = [rb.reports[name].check(cid) for name in rb.readings]
        title = next(c.title for c in checks if c is not None)
        cells = []
        for name, c in zip(rb.readings, checks):
            if c is not None and key not in c.laws and c.status is not Verdict.PROVED:  # its clauses: other laws
                cells.append(check_cell(c, mark=_html_status, text=escape) + " — involves "
                             + ", ".join(html_ref(f"{k}.html", f"law-{k}", rb.short(k)) for k in c.laws))
            else:
                cells.append(check_cell(c, html_ref("", anchors[(name, cid)], "details"), _html_status, escape))
            href = smt2_href(rb.smt2, name, cid, depth=2)  # the queries it rests on
            cells[-1] += " " + html_link(href, "SMT-LIB") if href else ""
        name_cell = (html_ref("../theorems.html", f"theorem-{slug(cid)}", cid) if cid in theorems
                     else html_code(cid))
        rows.append([name_cell, escape(title), *cells])
    out.append(html_table(["Check", "What it asks", *rb.readings], rows, widths=[22, 48, *([15] * len(rb.readings))],
                          classes="checks"))
    for name in rb.readings:
        shown = [c for cid in ids if (c := rb.reports[name].check(cid)) is not None
                 and c.status is not Verdict.PROVED and key in c.laws]
        if shown:
            out.append(heading(f"Not proved under the {name} reading", 2))
            out += [finding_block(rb, name, c, anchors[(name, c.id)]) for c in shown]
    return out


def _cited_section(rb: Rulebook, key: str) -> list[str]:
    cases, units = rb.cases_citing(key), rb.tests_citing(key)
    if not cases and not units:
        return []
    fields = []
    if cases:
        fields.append(("Cases", ", ".join(ref(f"case-{n}", f"Case {n}") for n in cases)))
    if units:
        fields.append(("Tests", "\n\n" + bullets(_test_ref(u) for u in units)))
    return [heading("Cited by", 1), field_list(fields)]


# -- findings and readings ---------------------------------------------------------------------------------------

def findings(rb: Rulebook) -> str:
    """Every finding of every reading, written up."""
    out = [label("findings"), heading("Findings", 0),
           "A finding is a result, not a failure of the build: the checks show where the text of the Laws, taken "
           "as written, demands the impossible or withholds a right it grants. Each finding below is headed by "
           "what was found and explained in a sentence; then comes the situation that shows it (the one closest "
           "to an ordinary deal) and the laws that produce it. Under *How this was checked*, each gives the check, "
           "every minimal set of clauses that produces it and what each of those clauses demands there; "
           f"{ref('how-the-checks-work', 'how the checks work')} is said at the end, in the logic's notation.\n"]
    for name in rb.readings:
        found = rb.findings(name)
        unknown = [c for c in rb.reports[name].report.checks if c.status is Verdict.UNKNOWN]
        out.append(label(f"findings-{name}"))
        out.append(heading(f"Under the {name} reading", 1))
        out.append(f"{esc(rb.cat.reading(name).describe)} {len(found)} finding{'s' if len(found) != 1 else ''}"
                   + (f", and {len(unknown)} check{'s' if len(unknown) != 1 else ''} the solver could not decide"
                      if unknown else "") + ".\n")
        out += [finding_block(rb, name, c, f"finding-{name}-{slug(c.id)}", level=2) for c in found + unknown]
        out += _world_findings(rb, name)
    out += [label("how-the-checks-work"), heading("How the checks work", 1),
            (piquet.proofs.checks.__doc__ or "").split("\n\n", 1)[1] + "\n"]
    moved = [(name, where, rr.differences) for where, reports in (("", rb.reports), (", in the one world", rb.world))
             for name, rr in reports.items() if rr.differences]
    if moved:
        out.append(heading("Verdicts that moved", 1))
        out.append("The repository records the expected verdict of every check (``proofs/expected``, the one "
                   "world's in ``proofs/expected/world.json``); these differ in this build, until the expectation "
                   "is updated on purpose (``piquet verify --update-expected``, with ``--world`` for the world).\n")
        for name, where, lines in moved:
            out += [label(f"moved-{'world' if where else 'findings'}-{name}"),
                    heading(f"Under the {name} reading{where}", 2), bullets(literal(line) for line in lines)]
    return "\n".join(out)


#: What the one world is, and the conditions of its verdicts, said once under each reading's counts.
ONE_WORLD = (
    "``piquet verify --world`` checks each game's laws in one world (``spec/world.py``), split only where nothing "
    "ties it, so that every clause meets every clause it can, those of the other phases of the deal among them; "
    "Piquet au cent's world holds every law of Piquet and every paragraph of au cent, each paragraph overriding "
    "the laws it names. The conditions are those of the phases: every check ranges over a bounded domain (the "
    "deals, hands and courses of play its variables can take); every solver call is bounded by Z3's resource "
    "units and the rounds of a search by a fixed cap, not by the clock (the build's clock limit on a call, "
    "``rulebook_timeout``, only guards against a runaway), so a verdict is the same on every run; a check the "
    "solver leaves unknown is never counted as proved. The verdicts are Z3's alone: cvc5 derives the "
    "phase-by-phase verdicts again (and the SMT-LIB files are theirs), not the world's. The world's verdicts are "
    "recorded in ``proofs/expected/world.json``, beside the phases'. Each minimal set of clauses of a consistency "
    "or completeness finding counts once among the distinct findings. A finding with the id and the laws of a "
    "phase-by-phase finding is that finding, met again, and is not written up twice.")


def _world_findings(rb: Rulebook, reading: str) -> list[str]:
    """``reading``'s section "In the one world": its counts, what the one world is, and each of its findings, written
    up with the world's words unless it is a phase-by-phase finding met again (then a line links to that one)."""
    rr = rb.world.get(reading)
    if rr is None:
        return []
    checks = rr.report.checks
    found = rb.world_findings(reading)
    unknown = [c for c in checks if c.status is Verdict.UNKNOWN]
    counts = field_list([("Checks", str(len(checks))),
                         ("Proved", str(sum(c.status is Verdict.PROVED for c in checks))),
                         ("Findings", str(len(found))),
                         ("Distinct findings", str(distinct_findings(rr.report))),
                         ("Unknown", str(len(unknown)))])
    out = [label(f"world-{reading}"), heading("In the one world", 2), counts, ONE_WORLD + "\n"]
    again = [(c, phase) for c in found if (phase := rb.met_again(reading, c)) is not None]
    if again:
        out.append("Met again in the one world, with the same laws (written up above, with the judgement's "
                   "reason):\n")
        out.append(bullets(f"{ref(f'finding-{reading}-{slug(phase.id)}', finding_title(phase))} "
                           f"({literal(c.id)}; {', '.join(law_ref(rb, k) for k in c.laws)})"
                           + (f": **{esc(judged)}**" if (judged := _judgement(c, reading)) else "")
                           for c, phase in again))
    out += [finding_block(rb, reading, c, f"world-{reading}-{slug(c.id)}", level=3, world=True)
            for c in found + unknown if rb.met_again(reading, c) is None]
    return out


def _judgement(check: CheckResult, reading: str) -> str:
    """The reviewed judgement of a phase's finding under ``reading`` (``found.json``), or "" if none is recorded."""
    words = found_words().get(check.id)
    return "" if words is None else words.judgement.get(reading, "")


#: The check kinds that run over every clause or domain; the others are named properties (theorems).
CLAUSE_CHECKS = ("consistency", "completeness", "vacuity", "entitlement")


def _theorem_ids(rb: Rulebook) -> list[str]:
    ids: dict[str, None] = {}
    for rr in rb.reports.values():
        ids.update((c.id, None) for c in rr.report.checks if c.kind not in CLAUSE_CHECKS)
    return list(ids)


def definitions(rb: Rulebook) -> str:
    """Every named definition the clauses use, once, with the laws that use it."""
    every = definitions_in(e for key in rb.cat.laws for e in _law_clauses(rb, key))
    used_by = {key: _definitions_of(rb, key) for key in rb.cat.laws}  # once a law, not once a definition and law
    users = {d.name: [law_ref(rb, key) for key in rb.cat.laws if d in used_by[key]] for d in every}
    out = [label("definitions"), heading("Definitions", 0),
           "A formula the clauses use more than once, or too long to read inside a clause (a hand's sequences, "
           "the order of reckoning), is a named definition: the clauses call it by name "
           "(``sequence_total(the elder hand after the exchange)``) and it is given here once, with the "
           "definitions it calls, each before those that call it.\n"]
    out += [definition_block(d, users[d.name]) for d in every]
    return "\n".join(out)


def theorems(rb: Rulebook) -> str:
    """The named properties the Laws should guarantee, with what each reading makes of them."""
    out = [label("theorems"), heading("Theorems", 0),
           "Besides the checks every clause and every domain undergo, the proofs state named properties the Laws "
           "should guarantee (a hand keeps twelve cards, no deal scores more than a bound) and the values they "
           "reach. Each is checked under every reading; the values can differ between readings.\n"]
    for cid in _theorem_ids(rb):
        checks = [rb.reports[name].check(cid) for name in rb.readings]
        first = next(c for c in checks if c is not None)
        extra_keys = list(dict.fromkeys(k for c in checks if c is not None for k in c.extra))
        rows = [["Verdict", *(check_cell(c, ref(f"finding-{name}-{slug(cid)}", "details"))
                              for name, c in zip(rb.readings, checks))]]
        rows += [[esc(k.replace("_", " ")), *(esc(str(c.extra.get(k, "—"))) if c else "—" for c in checks)]
                 for k in extra_keys]
        if any(c is not None and c.example for c in checks):
            rows.append(["Example", *(bullets(f"{literal(k)}: {value_words(k, v)}" for k, v in c.example.items())
                                      if c is not None and c.example else "—" for c in checks)])
        out += [label(f"theorem-{slug(cid)}"), heading(first.title, 1),
                field_list([("Check", literal(cid)), ("Kind", esc(first.kind)),
                            ("Laws", ", ".join(law_ref(rb, k) for k in first.laws))]),
                list_table(["Under the reading", *rb.readings], rows, classes="checks")]
    return "\n".join(out)


def readings(rb: Rulebook) -> str:
    """The readings, every choice with its alternatives, and the verdicts that differ between readings."""
    out = [label("readings"), heading("Readings and interpretive choices", 0),
           "Where the text of the Laws admits more than one meaning, the spec records a *choice*: the question, "
           "the laws it touches, its alternatives and why the harmonised reading picks what it picks. A *reading* "
           "takes one alternative per choice; every check runs under every reading.\n"]
    out.append(heading("The readings", 1))
    for name, reading in rb.cat.readings.items():
        picks = [f"{ref(f'choice-{ch.name}', ch.name)}: {literal(reading.pick(ch).key)}" for ch in rb.cat.choices]
        out += [label(f"reading-{name}"), heading(name, 2), f"{esc(reading.describe)}\n", bullets(picks)]
    out.append(heading("The choices", 1))
    for ch in rb.cat.choices:
        out.append(choice_block(rb, ch, anchor=True))
    out.append(heading("Verdicts that differ between the readings", 1))
    ids: dict[str, None] = {}
    for rr in rb.reports.values():
        ids.update((c.id, None) for c in rr.report.checks)
    rows = []
    for cid in ids:
        checks = [rb.reports[name].check(cid) for name in rb.readings]
        if len({c.status if c else None for c in checks}) > 1:
            rows.append([literal(cid), *(check_cell(c, ref(f"finding-{name}-{slug(cid)}", "details"))
                                         for name, c in zip(rb.readings, checks))])
    out.append(list_table(["Check", *rb.readings], rows, classes="checks") if rows else "None.\n")
    return "\n".join(out)


# -- Cases and tests ---------------------------------------------------------------------------------------------

def cases(rb: Rulebook) -> str:
    """Cases I-XXII: a table of each Case's opening, the laws it cites and whether a scenario plays it out."""
    rows = []
    for numeral, text in rb.cases.items():
        laws = rb.case_laws[numeral]
        rows.append([ref(f"case-{numeral}", f"Case {numeral}"), esc(rb.excerpt(text, 90)),
                     ", ".join(law_ref(rb, k) for k in rb.cat.laws if k in laws) or "—", _case_status(rb, numeral)])
    return "\n".join([
        label("cases"), heading("Cases and decisions", 0),
        "The Cases printed with the Laws, each on its page with its decision. Where a scenario file plays the "
        "Case out (``tests/cases``), its page shows the deal, the Decision as the model rules it and, where the "
        "printed Decision and the Laws differ, why.\n",
        list_table(["Case", "Text", "Laws cited", "Status"], rows, widths=[10, 50, 20, 20], classes="laws"),
        _toctree((f"cases/{n}" for n in rb.cases), hidden=True)])


def _case_status(rb: Rulebook, numeral: str) -> str:
    """Whether the model plays the Case out: the scenario files whose decision the tests check."""
    files = [s for s in rb.scenarios if s.case == numeral]
    if not files:
        return "not played out"
    return f"played out ({len(files)} scenario{'s' if len(files) != 1 else ''}, decision checked)"


def case_page(rb: Rulebook, numeral: str, srcdir: Path) -> str:
    """A Case: its text and printed decision first, then the laws it cites, each scenario that plays it out,
    and last the tests that cite it."""
    fields = [("Status", esc(_case_status(rb, numeral)))]
    laws = rb.case_laws[numeral]
    if laws:
        fields.append(("Laws cited", ", ".join(law_ref(rb, k) for k in rb.cat.laws if k in laws)))
    spec = list(rb.spec_citing_case(numeral))
    if spec:
        fields.append(("Cited in the spec", ", ".join(
            law_ref(rb, k) if kind == "law" else ref(f"choice-{k}", f"choice {k}") for kind, k in spec)))
    out = [label(f"case-{numeral}"), heading(f"Case {numeral}", 0),
           markdown_block(corrected(rb.cases[numeral]), "law-text"),
           ".. container:: case-meta\n\n" + indent(field_list(fields))]
    if numeral == "XXII":
        out.append(f"The play of this Case is solved exactly, both hands open, on {ref('case-22-solved', 'its own page')}"
                   ", which says which objective each figure of the Case assumes.\n\n" + case22.OBJECTIVES)
    scenarios = [s for s in rb.scenarios if s.case == numeral]
    if scenarios:
        out.append(heading("As the model rules it", 1))
    for scenario in scenarios:
        out += _scenario_section(rb, scenario, srcdir)
    units = [u for u in rb.units if numeral in u.cites.cases]
    if units:
        out += [heading("Tests that cite it", 1), bullets(_test_ref(u) for u in units)]
    return "\n".join(out)


def _scenario_section(rb: Rulebook, scenario: ScenarioFile, srcdir: Path) -> list[str]:
    """A scenario file of the Case: the deal by suit, the Decision as the model rules it, the discrepancies,
    and the file itself (collapsed)."""
    data = scenario_data(rb.root / scenario.path)
    record = scenario_record(data)
    path = "/" + os.path.relpath(rb.root / scenario.path, srcdir).replace(os.sep, "/")
    out = [f".. rubric:: {esc(scenario.title or scenario.path)}\n   :class: scenario-head\n",
           deal_block(record),
           ".. rubric:: The Decision, as the model rules it\n   :class: finding-part\n",
           f"Replayed through the engine (``piquet ruling {scenario.path}``):\n",
           rb.kept.text(f"ruling {scenario.path}", rb.root / scenario.path, lambda: decision_block(record))]
    discrepancies = discrepancy_blocks(data)
    if discrepancies:
        out.append(".. rubric:: Where the printed Decision and the Laws differ\n   :class: finding-part\n")
        out += [".. container:: discrepancy\n\n" + indent(d) for d in discrepancies]
    out += [".. raw:: html\n\n   <details><summary>The scenario file, as the tests play it</summary>\n",
            f".. literalinclude:: {path}\n   :language: json\n   :class: scenario\n",
            ".. raw:: html\n\n   </details>\n"]
    return out


def tests_index(rb: Rulebook) -> str:
    """The test files that cite laws or Cases."""
    files = _units_by_file(rb)
    out = [label("tests"), heading("Tests that cite the laws", 0),
           "Tests name the laws they check (“Law 46”, “Laws 21-22”, a clause id such as ``\"39.1\"``) and the "
           "Cases they play out. Every test, helper or table that cites one is listed here, file by file, with "
           "its code; each law's page links back to them.\n",
           list_table(["File", "Citing units", "Laws cited"],
                      [[ref(f"tests-{_test_doc(path)}", path), str(len(units)),
                        str(len({k for u in units for k in u.cites.laws}))] for path, units in files],
                      widths=[60, 20, 20]),
           _toctree((f"{_test_doc(path)}" for path, _ in files), hidden=True)]
    return "\n".join(out)


def test_page(rb: Rulebook, path: str, units: list[TestUnit], srcdir: Path) -> str:
    """One test file: each unit that cites a law or a Case, what it cites, and its code."""
    include = "/" + os.path.relpath(rb.root / path, srcdir).replace(os.sep, "/")
    out = [label(f"tests-{_test_doc(path)}"), heading(path, 0)]
    for u in units:
        cites = [law_ref(rb, k) for k in rb.cat.laws if k in u.cites.laws]
        cites += [ref(f"case-{n}", f"Case {n}") for n in sorted(u.cites.cases, key=_case_order)]
        out += [label(u.anchor), f".. rubric:: {esc(u.name)}\n",
                field_list([("Kind", esc(u.kind)), ("Cites", ", ".join(cites))]),
                f".. literalinclude:: {include}\n   :language: python\n   :lines: {u.first}-{u.last}\n"
                f"   :lineno-match:\n"]
    return "\n".join(out)


def _case_order(numeral: str) -> tuple[int, str]:
    """Cases in the order of the Laws' text; a numeral it has not, after them."""
    return (CASE_NUMERALS.index(numeral) if numeral in CASE_NUMERALS else len(CASE_NUMERALS), numeral)
