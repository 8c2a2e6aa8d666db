"""Each check's queries in SMT-LIB 2, published with the site, so that anyone can re-check any verdict.

The files are those ``python -m piquet.proofs --smt2 DIR`` writes (:func:`piquet.proofs.publish.publish`):
one per check and reading, ``smt2/<reading>/<check>.smt2``, each decisive query in its own ``push``/``pop``
scope with the answer its verdict needs as ``(set-info :status ...)``, and ``smt2/index.json``. Writing them
runs the verification again, with cvc5 deriving every verdict from the same queries, which takes minutes; so
they are made once per state of the proofs' sources and kept in the build's cache beside the report, keyed as
it is (:func:`rulebook.reports.source_key`) and by cvc5's version. A build copies into the site only the files
that changed. The page ``generated/smtlib`` lists the checks with their verdicts, both provers' answers and
their files; each law's page links its checks' files.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from html import escape

from rulebook.rawtable import html_code, html_link, html_status, html_table
from rulebook.reports import source_key
from rulebook.rst import heading, label

__all__ = ["SITE_FOLDER", "PAGE", "Published", "load_smt2", "copy_smt2", "smt2_link", "smtlib_page"]

#: The folder of the files in the site.
SITE_FOLDER = "smt2"
#: The page that lists them, under ``generated/``.
PAGE = "smtlib.rst"


@dataclass(frozen=True)
class Published:
    """The files of one state of the proofs: where they are kept, and their index (``index.json``: per reading,
    each check's ``id``, ``file``, ``status`` and ``queries``, each with what it asks and both provers' answers)."""

    folder: Path
    index: Mapping[str, Sequence[Mapping[str, Any]]]

    def file(self, reading: str, check_id: str) -> str | None:
        """The file of a check's queries under ``reading``, relative to the site's :data:`SITE_FOLDER`."""
        return self.files.get((reading, check_id))

    @property
    def files(self) -> dict[tuple[str, str], str]:
        return {(reading, entry["id"]): entry["file"] for reading, entries in self.index.items() for entry in entries}


def load_smt2(readings: Sequence[str], cache_dir: Path, timeout: float) -> Published:
    """The SMT-LIB files of ``readings``, written into ``cache_dir`` by the proofs when their sources changed."""
    key = f"{source_key(timeout)}-cvc5-{metadata.version('cvc5')}"
    folder = cache_dir / f"smt2-{key}"
    if not (folder / "index.json").exists():
        scratch = cache_dir / f".smt2-{key}.{os.getpid()}"
        shutil.rmtree(scratch, ignore_errors=True)
        command = [sys.executable, "-m", "piquet.proofs", "--timeout", str(timeout), "--smt2", str(scratch),
                   *readings]
        proc = subprocess.run(command, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(command[1:])} failed ({proc.returncode}):\n{proc.stderr}")
        for stale in cache_dir.glob("smt2-*"):
            shutil.rmtree(stale)
        scratch.replace(folder)  # whole: another build never sees half of it
    data = json.loads((folder / "index.json").read_text("utf-8"))
    return Published(folder, data["readings"])


def copy_smt2(published: Published, site: Path) -> None:
    """The files into ``site/smt2``, copying those that changed (a copy keeps its file's time) and dropping any
    that are no longer published."""
    target = site / SITE_FOLDER
    wanted = set()
    for source in published.folder.rglob("*"):
        if not source.is_file():
            continue
        rel = source.relative_to(published.folder)
        wanted.add(rel)
        copied = target / rel
        stat = source.stat()
        if copied.exists() and copied.stat().st_size == stat.st_size and copied.stat().st_mtime == stat.st_mtime:
            continue
        copied.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, copied)
    for old in target.rglob("*"):
        if old.is_file() and old.relative_to(target) not in wanted:
            old.unlink()


def smt2_href(published: Published | None, reading: str, check_id: str, depth: int) -> str:
    """The address of a check's file from a page ``depth`` folders below the site's root ("" when it has none)."""
    found = published.file(reading, check_id) if published is not None else None
    return f"{'../' * depth}{SITE_FOLDER}/{found}" if found else ""


def smt2_link(published: Published | None, reading: str, check_id: str, depth: int) -> str:
    """A reST link to a check's file from a page ``depth`` folders below the site's root ("" when it has none)."""
    href = smt2_href(published, reading, check_id, depth)
    return f"`SMT-LIB <{href}>`__" if href else ""


def _answers(queries: Sequence[Mapping[str, Any]]) -> str:
    """Both provers' answers to a check's queries, in a word: they agree, or where cvc5 answers otherwise."""
    differ = [q for q in queries if q["cvc5"] != q["z3"]]
    if not differ:
        return "agree"
    return "; ".join(f"{q['asks']}: z3 {q['z3']}, cvc5 {q['cvc5'] or 'not asked'}" for q in differ)


def smtlib_page(published: Published, marks: Mapping[tuple[str, str], tuple[str, str]]) -> str:
    """The page of the files: how to re-check a verdict, then per reading each check's verdict (``marks``: by
    reading and check id, its mark, a key of :data:`rulebook.words.MARKS`, and the mark's word), its queries, both
    provers' answers and its file.

    The tables, some seven hundred rows of plain cells, are written as HTML (:func:`rulebook.rawtable.html_table`):
    read as reST they were a tenth of the nodes of the whole site, each walked by every transform of a build."""
    total = sum(len(e["queries"]) for entries in published.index.values() for e in entries)
    agreed = sum(q["cvc5"] == q["z3"] for entries in published.index.values() for e in entries for q in e["queries"])
    out = [label("smtlib"), heading("The verdicts in SMT-LIB 2", 0),
           "Every verdict rests on solver queries: the check's own question, the clauses an entitlement holds "
           "against its right, a theorem's lemmas, an optimum's bounds, and for a check that shows a situation "
           "the query with that situation's values fixed. Each check's queries are published here as SMT-LIB 2, "
           "so that any solver can re-check any verdict: each query sits in its own ``push``/``pop`` scope with "
           "the answer the verdict needs as ``(set-info :status ...)``. Run ``z3 FILE`` or ``cvc5 FILE`` and "
           "compare each ``check-sat`` with its status. The queries that only shape a finding's explanation "
           "(its minimal sets of clauses, its other situations) are not among them.\n",
           f"Z3 asked every query and cvc5 {metadata.version('cvc5')} was asked each again from the same text: "
           f"they agree on {agreed} of {total} queries. The index of the files, with every query's answers: "
           f"`index.json <../{SITE_FOLDER}/index.json>`__.\n"]
    for reading, entries in published.index.items():
        rows = [[html_code(e["id"]), html_status(*marks.get((reading, e["id"]), (e["status"], e["status"]))),
                 escape(str(len(e["queries"]))), escape(_answers(e["queries"])),
                 html_link(f"../{SITE_FOLDER}/{e['file']}", Path(e["file"]).name)] for e in entries]
        out += [heading(f"Under the {reading} reading", 1), f"{len(entries)} checks.\n",
                html_table(["Check", "Verdict", "Queries", "z3 and cvc5", "File"], rows, widths=[30, 14, 8, 14, 34],
                           classes="checks")]
    return "\n".join(out)
