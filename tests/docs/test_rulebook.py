"""The rulebook builds with warnings as errors, and its pages show what the spec and the proofs say.

One build (into a temporary directory, ``conftest.py``) serves every assertion. The proof
reports come from ``piquet verify``, cached by ``piquet rulebook`` in the user's cache folder
(:func:`piquet.commands.rulebook.cache_dir`) and keyed by the package's sources, so the
build reuses any build's run on the same sources.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from docutils.nodes import make_id

from piquet.cli import main
from piquet.commands.rulebook import cache_dir
from piquet.proofs.picks import recorded_picks
from piquet.proofs.plan import JUDGEMENTS, expected, found_words, world_words
from piquet.proofs.result import CheckResult, Status
from piquet.proofs.verify import distinct_findings
from piquet.proofs.effects import what_it_does
from piquet.spec.amendments import AMENDMENTS
from piquet.spec.catalogue import catalogue
from piquet.spec.source import CASE_NUMERALS
from piquet.spec.expr import render
from piquet.spec.readings import LITERAL

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
sys.path.insert(0, str(DOCS / "_ext"))

from rulebook.citations import cited  # noqa: E402
from rulebook.reports import ReadingReport, load_reports  # noqa: E402
from rulebook.rst import slug  # noqa: E402
from rulebook.words import value_words  # noqa: E402


_VOID = {"br", "img", "meta", "link", "input", "hr", "col", "wbr"}


class _Text(HTMLParser):
    """The visible text of a page, or of the element with a given id (of its section, when the id is a span's)."""

    def __init__(self, element_id: str | None = None) -> None:
        super().__init__()
        self.element_id = element_id
        self.open: list[str] = []
        self.until: int | None = 0 if element_id is None else None  # capture while len(open) >= until
        self.done = False
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _VOID:
            return
        self.open.append(tag)
        if self.until is None and dict(attrs).get("id") == self.element_id:
            self.until = len(self.open) - (1 if tag == "span" else 0)

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID or not self.open:
            return
        self.open.pop()
        if self.until is not None and len(self.open) < self.until:
            self.done = True

    def handle_data(self, data: str) -> None:
        if self.until is not None and not self.done and not {"script", "style"} & set(self.open):
            self.parts.append(data)


#: The page's article, what a reader reads: furo's navigation lists every law, which a test must not mistake for
#: the page's content.
MAIN = "furo-main-content"


def text_of(path: Path, element_id: str = MAIN) -> str:
    parser = _Text(element_id)
    parser.feed(path.read_text("utf-8"))
    return " ".join("".join(parser.parts).split())


def test_every_law_has_a_page(html: Path) -> None:
    keys = list(catalogue().laws)
    assert len(keys) >= 78 + 30 + 1
    missing = [k for k in keys if not (html / "generated" / "laws" / f"{k}.html").exists()]
    assert not missing


def test_law_40_quotes_its_text_and_renders_its_clauses(html: Path) -> None:
    law = catalogue().law("40")
    page = text_of(html / "generated" / "laws" / "40.html")
    assert " ".join(law.text.split()) in page
    assert "The Laws of Piquet adopted by the Portland and Turf Clubs" in page
    c401 = next(c for c in law.clauses if c.id == "40.1")
    clause = text_of(html / "generated" / "laws" / "40.html", "clause-40-1")
    assert clause.startswith("40.1 · obligation")
    assert c401.says in clause
    assert f"Applies when: {render(c401.when)}" in clause
    assert f"Must: {render(c401.then)}" in clause
    # What the clause's term means under each reading, and the choice that decides it.
    assert f"Under the literal reading: {render(catalogue().terms(LITERAL)['stands_on_terms'])}" in clause
    assert "stand-after-lost-option" in page


def test_scoring_clauses_are_shown_whole_with_their_definitions_by_name(html: Path) -> None:
    # Laws 63 and 69: the clauses call named definitions; each definition is given once, on its own page.
    c691 = next(c for c in catalogue().law("69").clauses if c.id == "69.1")
    clause = text_of(html / "generated" / "laws" / "69.html", "clause-69-1")
    assert f"Then: {render(c691.then)}" in clause, clause
    assert "cut here" not in text_of(html / "generated" / "laws" / "69.html")
    assert "Definitions used:" in text_of(html / "generated" / "laws" / "63.html")
    definitions = text_of(html / "generated" / "definitions.html")
    assert definitions.count("sequence_total(hand) = ") == 1, definitions
    assert "spade_sequences(hand)" in definitions and "Law 63" in definitions


def test_law_page_shows_exceptions_references_status_and_citations(html: Path) -> None:
    page = text_of(html / "generated" / "laws" / "22.html")
    assert "22.1" in page and "41.3" in page and "43.2" in page  # 22.1 gives way to 41.3 and 43.2
    assert "Refers to:" in page and "Law 40" in page
    assert "Proof status" in page and "entitlement:22.1" in page
    assert "tests/model/test_model_deal.py" in page  # "Laws 21-22" in the exchange test


def test_the_literal_misdeal_finding_is_written_up(html: Path) -> None:
    findings = html / "generated" / "findings.html"
    section = text_of(findings, "finding-literal-consistency-misdeal")
    # Headed by what was found, in words, then why; the check and its logic under "How this was checked".
    words = found_words()["consistency:misdeal"]
    assert section.startswith(words.found) and words.why in section
    assert section.index("How this was checked") < section.index("consistency:misdeal")
    assert "13.2 + 14.1" in section
    c132, c141 = (catalogue().clause(LITERAL, cid) for cid in ("13.2", "14.1"))
    assert c132.says in section and c141.says in section
    assert f"demands here: {render(c132.then)}" in section
    assert f"demands here: {render(c141.then)}" in section
    assert "Under the harmonised reading: ✓ proved" in section


def test_every_choice_is_on_the_readings_page(html: Path) -> None:
    page = text_of(html / "generated" / "readings.html")
    cat = catalogue()
    for choice in cat.choices:
        assert choice.name in page
        assert " ".join(choice.question.split()) in page
        assert all(alt.key in page for alt in choice.alternatives)
    for name, reading in cat.readings.items():
        assert reading.describe in page


def test_the_index_cases_and_records(html: Path) -> None:
    index = text_of(html / "index.html")
    assert "Coverage" in index and "Every law and its status" in index
    assert "Law 78" in index and "cent-30" in index and "agree-four-deals" in index
    cases = text_of(html / "generated" / "cases.html")
    assert all(f"Case {n}" in cases for n in ("I", "XII", "XXII"))
    assert "He has not made another call or a further call (Law 51)" in text_of(html / "generated" / "cases" / "I.html")
    assert "Game records" in text_of(html / "records.html")


def test_citations_are_found_as_a_reader_finds_them() -> None:
    keys = [str(n) for n in range(1, 79)] + ["cent-14"]
    found = cited('Laws 58, 61-63 and Law 59 IV; "entitlement:cent-14.3"; Case XXI', keys, {"cent-14.3"},
                  {"XXI"})
    assert found.laws == {"58", "59", "61", "62", "63", "cent-14"} and found.cases == {"XXI"}



def test_the_errata_are_listed_and_applied_where_the_text_is_shown(html: Path) -> None:
    errata_page = text_of(html / "generated" / "errata.html")
    assert "exceptas" in errata_page and "except as" in errata_page and "scanning error" in errata_page
    law_28 = text_of(html / "generated" / "laws" / "28.html")
    assert "(except as provided in Laws 41 and 43)" in law_28 and "after looking at his cards" in law_28
    assert "exceptas" not in law_28 and "a this cards" not in law_28
    assert "discarded two cards, viz., eight" in text_of(html / "generated" / "cases" / "XXII.html")


_CARD_LETTERS = re.compile(r"(?<![\w*])(10|[789JQKA])[SHDC](?![\w])")


def test_cards_are_shown_as_cards_outside_code(html: Path) -> None:
    page = (html / "generated" / "definitions.html").read_text("utf-8")
    assert '<span class="card card-red">10♦</span>' in page and '<span class="card card-black">A♠</span>' in page
    for name in ("definitions", "theorems", "findings"):
        prose = re.sub(r"<pre.*?</pre>|<code.*?</code>", "", (html / "generated" / f"{name}.html").read_text("utf-8"),
                       flags=re.S)
        left = _CARD_LETTERS.findall(re.sub(r"<[^>]+>", " ", prose))
        assert not left, f"{name}.html shows cards in letters outside code: {left[:5]}"


def test_every_case_has_its_page_with_its_status(html: Path) -> None:
    for numeral in CASE_NUMERALS:
        page = text_of(html / "generated" / "cases" / f"{numeral}.html")
        assert page.startswith(f"Case {numeral}") and "Status:" in page, f"Case {numeral}: no page or no status"


def test_case_xxii_rules_in_words_with_its_discrepancy(html: Path) -> None:
    raw = (html / "generated" / "cases" / "XXII.html").read_text("utf-8")
    page = text_of(html / "generated" / "cases" / "XXII.html")
    # The Decision as the engine rules it, in words, not JSON; the deal by suit, cards as cards.
    assert "The Decision, as the model rules it" in page
    assert "Decision: the deal stands; it scores A 29, B 0 (tricks A 6, B 6). B can reckon nothing" in page
    assert "Option: A's -- enforce or waive" in page and "B wins 283 points" in page
    assert "A♠ K♠ Q♠ J♠ | J♥ 8♥ 7♥ | A♦ 7♦ | J♣ 8♣ 7♣" in page
    assert '<span class="card card-red">J♥</span>' in raw
    # The discrepancy as "the text says / the Laws give / why".
    said = page[page.index("Where the printed Decision and the Laws differ"):]
    assert said.index("The text says") < said.index("The Laws give") < said.index("Why")
    # Law 35 is the law the Case cites, and the Laws bear it out: no discrepancy of the law cited is shown.
    assert "only the last tricks and B's bound are overstated" in said and "only the law cited differs" not in said


class _Loads(HTMLParser):
    """What a page makes the browser load: scripts, styles, icons, fonts, images, frames (not the links a reader
    follows)."""

    def __init__(self) -> None:
        super().__init__()
        self.loads: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag in ("script", "img", "iframe", "source", "video", "audio", "embed") and a.get("src"):
            self.loads.append(a["src"] or "")
        if tag == "link" and a.get("href") and a.get("rel") not in ("next", "prev", "index", "search", "canonical"):
            self.loads.append(a["href"] or "")
        if tag == "object" and a.get("data"):
            self.loads.append(a["data"] or "")
        if a.get("style") and "url(" in (a.get("style") or ""):
            self.loads.append(a["style"] or "")


_REMOTE = re.compile(r"^\s*(https?:)?//|url\(\s*['\"]?(https?:)?//|@import\s+['\"]?(url\()?['\"]?(https?:)?//",
                     re.I)


def test_the_built_site_loads_nothing_over_the_network(html: Path) -> None:
    pages = sorted(html.rglob("*.html"))
    assert len(pages) > 78 + 30 + 22, "every law and every Case has a page"
    for page in pages:
        parser = _Loads()
        parser.feed(page.read_text("utf-8"))
        remote = [u for u in parser.loads if _REMOTE.search(u)]
        assert not remote, f"{page.relative_to(html)} loads from the network: {remote[:3]}"
        for local in (u.split("?")[0].split("#")[0] for u in parser.loads if not u.startswith("data:")):
            assert (page.parent / local).exists(), f"{page.relative_to(html)} loads {local}, which is not built"
    for sheet in [*html.rglob("*.css"), *html.rglob("*.js")]:
        text = sheet.read_text("utf-8", errors="replace")
        assert not re.search(r"url\(\s*['\"]?(https?:)?//|@import\s+(url\()?['\"]?(https?:)?//", text, re.I), \
            f"{sheet.relative_to(html)} loads from the network"


def test_search_works_offline(html: Path) -> None:
    search = (html / "search.html").read_text("utf-8")
    index = (html / "searchindex.js").read_text("utf-8")
    assert "searchindex.js" in search and "searchtools.js" in search
    assert "Search.setIndex(" in index and '"titles"' in index
    assert '"Law 39"' in index and '"Case XXII"' in index, "every law and Case page is in the search index"


def test_found_words_name_the_laws_the_report_gives(html: Path) -> None:
    # The build's own cached report (docs/conf.py's rulebook_timeout), not a run of the checks again.
    reports = load_reports(list(catalogue().readings), cache_dir(DOCS) / "verify", 600.0)
    words = found_words()
    for reading, rr in reports.items():
        for check in rr.report.checks:
            if check.status.value == "finding":
                assert words[check.id].laws[reading] == tuple(check.laws), \
                    f"proofs/expected/found.json: {check.id} under {reading} involves Laws {check.laws}"


_FORMULA_FIELDS = ("Applies when", "Irregularity", "Must", "Must not", "May", "Then", "Means", "Formula")


def test_no_formula_on_any_page_runs_past_1000_characters(html: Path) -> None:
    longest = (0, "")
    for page in html.rglob("*.html"):
        raw = page.read_text("utf-8")
        assert "cut here" not in raw, f"{page.relative_to(html)} cuts a formula"
        for m in re.finditer(r"<dt[^>]*>(.*?)</dt>\s*<dd[^>]*>(.*?)</dd>", raw, re.S):
            if re.sub(r"<[^>]+>", "", m.group(1)).strip().rstrip(":") in _FORMULA_FIELDS:
                shown = " ".join(re.sub(r"<[^>]+>", "", m.group(2)).split())
                longest = max(longest, (len(shown), str(page.relative_to(html))))
    assert 0 < longest[0] <= 1000, f"the longest formula, on {longest[1]}, has {longest[0]} characters"


def test_the_coverage_matrix_has_every_law(html: Path) -> None:
    page = text_of(html / "generated" / "coverage.html")
    assert all(f"Law {n} " in page for n in range(1, 79)) and "cent-30" in page
    assert "In the model" in page and "deal" in page
    assert "piquet.model.flow.dealing" in text_of(html / "generated" / "laws" / "39.html")


def test_the_api_reference_is_generated_from_the_docstrings(html: Path) -> None:
    cards = text_of(html / "generated" / "api" / "piquet.model.cards.html")
    assert "format_hand" in cards and "A hand laid out by suit" in cards
    assert "Breach" in text_of(html / "generated" / "api" / "piquet.testing.html")
    assert "parse_record" in text_of(html / "generated" / "api" / "piquet.records.html")


def test_the_amendment_page_shows_the_text_and_the_verdicts_before_and_after(html: Path) -> None:
    page = text_of(html / "generated" / "amendments.html")
    assert "As printed" in page and "As amended" in page
    assert "except to discard as many cards as Laws 40 to 43 require" in page
    assert "completeness:exchange ✗ finding ✓ proved" in page
    assert "It removes the finding and creates no new one." in page
    law_39 = text_of(html / "generated" / "laws" / "39.html")
    assert "Proposed amendment" in law_39 and "though he had laid out more or fewer" in law_39


def test_the_amendments_page_shows_beside_each_sentence_what_it_newly_permits_and_forbids(html: Path) -> None:
    # Issue 23 §2: what each amendment newly permits, forbids, grants and withdraws, computed by Z3, shown beside
    # its sentence, as piquet verify --amend prints it; paragraphs 13 and 14's, in the one world.
    for a in AMENDMENTS:
        section = text_of(html / "generated" / "amendments.html", f"amendment-{a.name}")
        assert "What it newly permits and forbids" in section, f"{a.name}: its effects are not shown"
        assert "Beyond its words" not in section, f"{a.name}: its formula reaches beyond its words"
        found, _ = what_it_does(a)
        shown = [e for e in found if e.course is not None]
        assert shown, f"{a.name}: Z3 finds nothing it does"
        for e in shown:  # each course's nearest situation, by a value the course holds
            name, value = next((k, v) for k, v in e.course.items() if v not in (False, 0)) if e.course else ("", 0)
            assert f"{name} {value_words(name, value)}" in section, f"{a.name}: {e.kind} {e.course} not shown"
    thirteen = text_of(html / "generated" / "amendments.html", "amendment-cent-13-14-three-cards-for-law-21")
    assert "in the one world" in thirteen and "newly withdraws (a right)" in thirteen


def test_the_amendments_page_answers_every_finding_with_its_text_and_verdicts(html: Path) -> None:
    page = text_of(html / "generated" / "amendments.html")
    for a in AMENDMENTS:
        assert a.name in page and a.root in page, f"{a.name} is on the page with what it answers"
        for ch in a.changes:
            assert ch.amended in page, f"{a.name}: the amended sentence of Law {ch.law} is shown"
    for reading in catalogue().readings:
        for cid, verdict in expected(reading).items():
            if verdict == "finding":
                assert f"{cid} ✗ finding ✓ proved" in page, f"{cid} ({reading}): its verdict before and after"
    assert page.count("and creates no new one.") == len(AMENDMENTS)
    law_13 = text_of(html / "generated" / "laws" / "13.html")
    assert "unless there be a fresh deal for another cause" in law_13
    # Each finding on the findings page links to the amendment that removes it.
    findings = (html / "generated" / "findings.html").read_text("utf-8")
    for a in (a for a in AMENDMENTS if a.answers):  # the census's (Law 44) answers no finding of the checks
        assert f'href="amendments.html#amendment-{a.name}"' in findings, f"the findings {a.answers} link to {a.name}"


def _verify_variant_json(variant: str) -> dict[str, list[tuple[str, str]]]:
    """By reading, the kind and status of each check ``piquet verify --variant variant --json`` prints."""
    stdout = io.StringIO()
    with contextlib.redirect_stdout(stdout):
        code = main(["verify", "--variant", variant, "--json"])
    assert code in (0, 1), f"piquet verify --variant {variant!r} exited {code}"
    return {r["reading"]: [(c["kind"], c["status"]) for c in r["checks"]]
            for r in json.loads(stdout.getvalue())["readings"]}


@pytest.mark.law(*(f"cent-{n}" for n in range(1, 31)))
def test_the_au_cent_page_has_the_statuses_of_verify_variant_and_every_paragraph(html: Path) -> None:
    page = text_of(html / "generated" / "au-cent.html")
    # The status of the variant: per reading, the checks `piquet verify --variant "au cent"` runs, counted by the
    # kind of result: a vacuity check proved says only that its clause can apply.
    for reading, checks in _verify_variant_json("au cent").items():
        proved = sum(s == "proved" and k not in ("vacuity", "reached") for k, s in checks)
        applies = sum(s == "proved" and k == "vacuity" for k, s in checks)
        reached = sum(s == "proved" and k == "reached" for k, s in checks)
        found, unknown = (sum(s == word for _, s in checks) for word in ("finding", "unknown"))
        word = "✗ finding" if found else "? unknown" if unknown else "✓ proved" if proved else "◇ can apply"
        row = f"{reading} {word} " + " ".join(map(str, [len(checks), proved, applies, reached, found, unknown]))
        assert row in page, f"the au cent page lacks the row {row!r} of verify --variant 'au cent'"
    assert all(f"cent-{n} " in page for n in range(1, 31)), "every paragraph of au cent is listed"
    # What each replaces and where the model carries it out: the override and the functions declared.
    # The functions by module (piquet.model.reference.declared): the partie of au cent, then the deal's modes.
    assert ("the deal is by two cards at a time (cent-2.1, replacing Law 9); au_cent.AuCentPartie; "
            "variants.AuCentLaws.deal_modes") in page
    assert "au_cent.Game.score" in page and "irregular.au_cent.wrong_pack" in page


@pytest.mark.law("agree-four-deals", "cent-25", "cent-26")
def test_the_agreements_page_lists_each_agreement_with_its_override_and_status(html: Path) -> None:
    page = text_of(html / "generated" / "agreements.html")
    assert "Status of the agreements" in page and "agree-four-deals" in page
    assert "nines, eights and sevens are not counting cards in play (cent-26.1, replacing Law 65)" in page
    assert "a point making a number ending in four counts one less (cent-25.1, replacing Law 62)" in page
    assert "four deals, the first and last counting double (agree-four-deals.2, replacing Law 71)" in page
    assert "agreements.html" in (html / "index.html").read_text("utf-8"), "the index links the agreements page"


# -- the rulebook as readers meet it (issue 26) --------------------------------------------------------------

@pytest.mark.law("31", "40")
def test_a_law_page_opens_with_the_law_and_counts_the_corrections_it_makes(html: Path) -> None:
    page = text_of(html / "generated" / "laws" / "31.html")
    law_text = " ".join(catalogue().law("31").text.replace("him,take", "him, take").replace("cards,he", "cards, he")
                        .split())
    assert page.startswith(f"Law 31¶ {law_text}"), page[:300]
    assert "2 scanning errors corrected" in page  # "him,take" and "cards,he": it said 4
    # The machinery after the law: the spec's module and the model's functions close the page.
    assert page.index("In the code") > page.index("What it says, clause by clause")
    assert "Spec module: spec/laws/exchange.py" in page


@pytest.mark.law("71", "agree-four-deals")
def test_law_71_shows_the_note_printed_after_it(html: Path) -> None:
    page = text_of(html / "generated" / "laws" / "71.html")
    assert "The note printed after it" in page and "By agreement, a partie may consist of four deals" in page


def test_the_errata_name_where_each_correction_stands(html: Path) -> None:
    rows = {line for line in text_of(html / "generated" / "errata.html").split(" scanning error: ")}
    page = " ".join(rows)
    # Line 218 is au cent's eleventh paragraph (it had been labelled "Law 32"), line 138 Law 59's fourth rule.
    assert "218 Piquet au cent, paragraph 11 cards,he" in page and "138 Law 59 able,he" in page
    assert "Playing" not in page


def test_each_kind_of_result_has_its_own_mark_defined_where_a_reader_first_meets_it(html: Path) -> None:
    index = text_of(html / "index.html")
    for word in ("✓ proved: proved for every situation", "◇ can apply:", "▸ reached: a stored deal reaches it",
                 "✗ finding:", "? unknown:"):
        assert word in index, f"the front page does not define {word!r}"
    assert index.index("◇ can apply:") < index.index("Every law and its status")
    law_40 = text_of(html / "generated" / "laws" / "40.html")
    assert "a count in brackets is of the law's checks" in law_40
    assert re.search(r"literal: ✗ finding \(\d+ of \d+ checks\)", law_40), "the count beside a finding says what"


def test_theorem_pages_show_holdings_as_cards(html: Path) -> None:
    page = text_of(html / "generated" / "theorems.html")
    assert "holding: 404240415" not in page and "holding: J♠ 10♠ 9♠ 8♠ 7♠ | Q♥ J♥ 10♥" in page


@pytest.mark.case("XXII")
def test_case_xxii_and_its_solved_page_say_which_objective_each_figure_takes(html: Path) -> None:
    case = text_of(html / "generated" / "cases" / "XXII.html")
    solved = text_of(html / "generated" / "case-22-solved.html")
    for page in (case, solved):
        assert "B 99 at most" in page and "A 102, B 98" in page and "the deal objective" in page.replace("*", "")
    assert case.index("It is the last hand of a partie") < case.index("Tests that cite it")  # the Case's text comes first
    assert "♠" in solved.split("principal line", 1)[1]  # the lines of play in cards, by suit


def test_a_build_writes_only_the_site(html: Path, written_to_checkout: set[str]) -> None:
    assert not (html / ".doctrees").exists(), "Sphinx's saved state is kept in the cache, not in the site"
    assert not written_to_checkout, f"piquet rulebook --out DIR wrote into the checkout: {sorted(written_to_checkout)}"
    excerpts = (html / "_static" / "rulebook-excerpts.js").read_text("utf-8")
    assert excerpts.startswith("window.RULEBOOK_EXCERPTS = ") and '"generated/laws/63": "Law 63' in excerpts


def test_each_finding_says_the_picks_it_rests_on_and_each_choice_what_it_moves(html: Path) -> None:
    # Issue 23 §1: from piquet picks (proofs/expected/picks.json), not written on the page by hand.
    findings = text_of(html / "generated" / "findings.html")
    traced = recorded_picks()
    for reading, picks in traced.items():
        for f in picks.findings:
            words = f.words()
            assert words[:1].upper() + words[1:] in findings, f"{f.id} ({reading}): where it is found"
    readings_page = text_of(html / "generated" / "readings.html")
    for reading, picks in traced.items():
        for c in picks.choices:
            said = f"{reading}, {c.alternative} for {c.picked}: "
            assert said in readings_page, f"{c.choice}: what taking {c.alternative} moves under {reading}"
            if not c.moved:
                assert f"{said}no verdict moves ({c.ran} checks ran again)" in readings_page


def test_every_table_header_cell_names_its_column(html: Path) -> None:
    for page in html.rglob("*.html"):
        for thead in re.findall(r"<thead>(.*?)</thead>", page.read_text("utf-8"), re.S):
            for cell in re.findall(r"<th[^>]*>(.*?)</th>", thead, re.S):
                assert re.sub(r"<[^>]+>", "", cell).strip(), (
                    f"{page.relative_to(html)}: a column with an empty header, in {' '.join(thead.split())[:200]}")


# -- the one world (piquet verify --world) -----------------------------------------------------------------------

def _reports(world: bool) -> dict[str, ReadingReport]:
    """The build's own cached report (docs/conf.py's rulebook_timeout), phase by phase or of the one world."""
    return load_reports(list(catalogue().readings), cache_dir(DOCS) / "verify", 600.0, world=world)


def _met_again(phases: ReadingReport, check: CheckResult) -> bool:
    """Whether a finding of the one world is a phase's finding met again: the same id and the same laws."""
    phase = phases.check(check.id)
    return phase is not None and phase.status is Status.FINDING and phase.laws == check.laws


def test_the_findings_page_counts_each_reading_in_the_one_world(html: Path) -> None:
    findings = html / "generated" / "findings.html"
    for reading, rr in _reports(world=True).items():
        checks = rr.report.checks
        section = text_of(findings, f"world-{reading}")
        counts = (f"Checks: {len(checks)} Proved: {sum(c.status is Status.PROVED for c in checks)} "
                  f"Findings: {sum(c.status is Status.FINDING for c in checks)} "
                  f"Distinct findings: {distinct_findings(rr.report)} "
                  f"Unknown: {sum(c.status is Status.UNKNOWN for c in checks)}")
        assert section.startswith(f"In the one world¶ {counts} "), \
            f"{reading}: the one world's counts: {section[:300]}"
        # The conditions of its verdicts.
        for condition in ("bounded domain", "resource units", "never counted as proved", "Z3's alone"):
            assert condition in section, f"{reading}: the one world's paragraph does not say {condition!r}"
    # The front page's summary shows the world's counts beside the phases'.
    index = text_of(html / "index.html")
    for reading, rr in _reports(world=True).items():
        checks = rr.report.checks
        row = re.search(rf"{reading} one world {len(checks)} (\d+ ){{3}}(?P<rest>\d+ \d+ \d+) ", index)
        assert row, f"the front page has no row for {reading} in the one world, of {len(checks)} checks"
        rest = (f"{sum(c.status is Status.FINDING for c in checks)} {sum(c.status is Status.UNKNOWN for c in checks)} "
                f"{distinct_findings(rr.report)}")
        assert row["rest"] == rest, f"the front page's {reading} one world: findings, unknown, distinct {row['rest']}"


def test_every_finding_of_the_one_world_has_its_words_with_the_reports_laws(html: Path) -> None:
    # found.json: a finding of the one world with a phase finding's id and laws keeps that finding's words
    # ('found'); every other has its own ('world'), with the laws the world's report gives and a judgement.
    phases = _reports(world=False)
    problems = []
    for reading, rr in _reports(world=True).items():
        for check in rr.report.checks:
            if check.status is not Status.FINDING:
                continue
            where = "found" if _met_again(phases[reading], check) else "world"
            words = (found_words() if where == "found" else world_words()).get(check.id)
            if words is None or reading not in words.laws:
                problems.append(f"{reading} {check.id} (Laws {', '.join(check.laws)}): no words in '{where}'")
                continue
            if words.laws[reading] != tuple(check.laws):
                problems.append(f"{reading} {check.id}: '{where}' records Laws {words.laws[reading]}, the report "
                                f"gives {check.laws}")
            if words.judgement.get(reading) not in JUDGEMENTS or not words.reason.endswith("."):
                problems.append(f"{reading} {check.id}: '{where}' has no reviewed judgement with its reason")
    assert not problems, f"proofs/expected/found.json, {len(problems)} findings of the one world: {problems}"


def test_each_finding_of_the_one_world_is_written_up_or_linked_to_the_phases(html: Path) -> None:
    findings = html / "generated" / "findings.html"
    raw = findings.read_text("utf-8")
    phases = _reports(world=False)
    for reading, rr in _reports(world=True).items():
        section = text_of(findings, f"world-{reading}")
        for check in rr.report.checks:
            if check.status is not Status.FINDING:
                continue
            if _met_again(phases[reading], check):
                # One line, with the judgement, linking to the phase's write-up, which keeps the words and the reason.
                phase = found_words()[check.id]
                laws = ", ".join(f"Law {k}" if k.isdigit() else k for k in check.laws)
                assert f"{phase.found} ({check.id}; {laws}): {phase.judgement[reading]}" in section, \
                    f"{reading} {check.id}: met again in the one world, and not said so"
                assert f'href="#{make_id(f"finding-{reading}-{slug(check.id)}")}"' in raw, \
                    f"{reading} {check.id}: no link to the phase's write-up"
                continue
            anchor = make_id(f"world-{reading}-{slug(check.id)}")  # the id docutils gives the label
            assert f'id="{anchor}"' in raw, f"{reading} {check.id}: the one world's finding is not written up"
            block = text_of(findings, anchor)
            laws = ", ".join(f"Law {k}" if k.isdigit() else k for k in check.laws)
            assert f"Reading: {reading} Laws: {laws}" in block, f"{reading} {check.id}: the laws the report gives"
            words = world_words().get(check.id)
            if words is not None and reading in words.judgement:  # else the test above fails, naming it
                assert block.startswith(words.found) and words.why in block, f"{reading} {check.id}: its words"
                assert f"Judgement: {words.judgement[reading]}: {words.reason}" in block, \
                    f"{reading} {check.id}: its judgement and the reason"
