"""Each check's SMT-LIB 2 file is published with the site, listed on its page and linked from the law pages, and
a solver other than the verifier's run re-checks what a file says."""

from __future__ import annotations

import json
import re
import sys
from html import unescape
from pathlib import Path
from typing import Any

import z3

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

from rulebook.smt2 import SITE_FOLDER, Published, copy_smt2, smt2_link, smtlib_page  # noqa: E402

_ENTRY: dict[str, Any] = {"id": "vacuity:44.1@exchange-events", "file": "literal/vacuity_44.1@exchange-events.smt2",
          "status": "applies", "queries": [{"asks": "clause 44.1 can apply", "z3": "sat", "cvc5": "sat"}]}


def _published(tmp_path: Path) -> Published:
    folder = tmp_path / "smt2-key"
    (folder / "literal").mkdir(parents=True)
    (folder / _ENTRY["file"]).write_text("(set-logic ALL)\n", "utf-8")
    index = {"literal": [_ENTRY]}
    (folder / "index.json").write_text(json.dumps({"readings": index}), "utf-8")
    return Published(folder, index)


def test_a_checks_file_is_linked_relative_to_the_page(tmp_path: Path) -> None:
    published = _published(tmp_path)
    assert smt2_link(published, "literal", _ENTRY["id"], depth=2) == \
        f"`SMT-LIB <../../{SITE_FOLDER}/literal/vacuity_44.1@exchange-events.smt2>`__"
    assert smt2_link(published, "harmonised", _ENTRY["id"], depth=2) == "", "no file under another reading"
    assert smt2_link(None, "literal", _ENTRY["id"], depth=2) == "", "none published"


def test_the_page_lists_each_check_with_its_verdict_answers_and_file(tmp_path: Path) -> None:
    page = smtlib_page(_published(tmp_path), {("literal", _ENTRY["id"]): ("applies", "◇ can apply")})
    row = page[page.index('<span class="pre">vacuity:44.1@exchange-events</span>'):].split("</tr>")[0]
    assert '<span class="status status-applies">◇ can apply</span>' in row and "<p>1</p>" in row \
        and "<p>agree</p>" in row, row
    assert 'href="../smt2/literal/vacuity_44.1@exchange-events.smt2"' in row, row
    assert "they agree on 1 of 1 queries" in page


def test_the_site_gets_the_files_that_changed_and_loses_those_gone(tmp_path: Path) -> None:
    published = _published(tmp_path)
    site = tmp_path / "site"
    stale = site / SITE_FOLDER / "literal" / "gone.smt2"
    stale.parent.mkdir(parents=True)
    stale.write_text("old", "utf-8")
    copy_smt2(published, site)
    assert sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()) == \
        ["smt2/index.json", "smt2/literal/vacuity_44.1@exchange-events.smt2"]


def _queries(text: str) -> list[tuple[str, str]]:
    """Each query of a published file: the answer its verdict needs, and its SMT-LIB."""
    return re.findall(r"\(push 1\)\n\(set-info :status (\w+)\)\n(.*?)\(check-sat\)\n\(pop 1\)", text, re.S)


def test_the_site_publishes_every_checks_file_and_the_law_pages_link_them(html: Path) -> None:
    index = json.loads((html / SITE_FOLDER / "index.json").read_text("utf-8"))["readings"]
    files = [e["file"] for entries in index.values() for e in entries]
    assert files and all((html / SITE_FOLDER / f).is_file() for f in files)
    listed = unescape((html / "generated" / "smtlib.html").read_text("utf-8"))  # the writer cloaks "@" as "&#64;"
    missing = [f for f in files if f'href="../{SITE_FOLDER}/{f}"' not in listed]
    assert not missing, f"files the page does not link: {missing[:5]}"
    law = unescape((html / "generated" / "laws" / "44.html").read_text("utf-8"))
    linked = re.findall(rf'href="\.\./\.\./{SITE_FOLDER}/([^"]+\.smt2)"', law)
    assert linked and all(f in files for f in linked), "Law 44's page links its checks' files"


def test_z3_run_afresh_gives_each_query_of_a_published_file_its_status(html: Path) -> None:
    # The smallest files, run as a reader would run them: each query on its own, its answer against its status.
    smallest = sorted((html / SITE_FOLDER).rglob("*.smt2"), key=lambda p: p.stat().st_size)[:3]
    for path in smallest:
        queries = _queries(path.read_text("utf-8"))
        assert queries, f"{path.name}: no query"
        for n, (wanted, body) in enumerate(queries, 1):
            solver = z3.Solver()
            solver.from_string(body)
            assert str(solver.check()) == wanted, f"{path.name}, query {n}: z3 does not answer {wanted}"
