"""The printable edition: the Laws as printed (the errata applied), each with its status under every reading, and
the amended edition (:mod:`rulebook.amended`): the laws every proposed amendment changes, as amended, and what
remains not proved under each reading, as a PDF.

The edition is written as plain reStructuredText (no Sphinx roles: rinohtype
reads it with docutils alone) beside the generated pages
(``generated/edition.txt``, which Sphinx does not read), and rendered by
rinohtype when the build is asked for it (``piquet rulebook --pdf``: the
configuration value ``rulebook_pdf`` names the file). Rendering takes tens of
seconds, so a build of the site alone does not render it.
"""

from __future__ import annotations

import itertools
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from piquet.spec.source import CITATION, corrected

from rulebook.amended import amended_text, changes_by_law, remains
from rulebook.model import Rulebook
from rulebook.words import MARKS, check_mark

__all__ = ["EDITION", "edition_text", "render_pdf"]

#: The edition's source, under the generated pages.
EDITION = "edition.txt"


def _word(mark: str) -> str:
    """A mark's word without its symbol: the PDF's fonts have no ✓ or ◇."""
    return MARKS[mark][0].split(" ", 1)[-1]


def _status(rb: Rulebook, key: str) -> str:
    parts = []
    for reading in rb.readings:
        marks = Counter(check_mark(c) for c in rb.checks_concerning(key, reading))
        total = sum(marks.values())
        bad = next((m for m in ("finding", "unknown") if marks[m]), None)
        if not total:
            shown = "no check"
        elif bad:
            shown = f"{_word(bad)} ({marks[bad]} of {total} checks)"
        else:
            shown = ", ".join(f"{_word(m)} ({marks[m]})" for m in ("proved", "reached", "applies") if marks[m])
        parts.append(f"*{reading}:* {shown}")
    return " · ".join(parts)


def _heading(text: str, underline: str) -> str:
    return f"{text}\n{underline * len(text)}\n"


def edition_text(rb: Rulebook) -> str:
    """The edition as reStructuredText: the citation, what the words of status mean, then each law by section."""
    out = [_heading("The Laws of Piquet (1882), with their status", "="),
           f"{CITATION}\n",
           "Each law is quoted as printed, the transcription's scanning errors corrected, and followed by its "
           "status under each reading of the spec, counted over the checks that concern it:\n",
           *(f"- *{_word(k)}*: {MARKS[k][2]}." for k in ("proved", "applies", "reached", "finding", "unknown")),
           ""]
    for section, keys in itertools.groupby(rb.cat.laws, key=lambda k: rb.law(k).section):
        out.append(_heading(section, "-"))
        for key in keys:
            text = corrected(rb.law(key).text).replace("_", "")
            paragraphs = "\n\n".join(" ".join(line.split()) for line in text.splitlines() if line.strip())
            out += [_heading(rb.title(key), "~"), paragraphs + "\n", _status(rb, key) + "\n"]
    return "\n".join(out + _amended(rb))


def _amended(rb: Rulebook) -> list[str]:
    """The amended edition: what remains under each reading, then each law an amendment changes, as amended (the
    amended sentences in bold) with the sentence as printed."""
    out = [_heading("The Laws, amended", "-"),
           "Every proposed amendment made at once, one text for each law. Under each reading, with the amendments "
           "made (checked phase by phase when this edition was built, checks that read no amended clause keeping "
           "their recorded verdicts; and in the one world, every check run):\n"]
    for r in (remains(rb, name) for name in rb.readings):
        out.append(f"- *{r.reading}:* {r.before} checks not proved as printed; {r.ran} run again; not proved as "
                   f"amended: {', '.join(r.left) or 'none'}; new findings: {', '.join(r.new) or 'none'}.")
    for r in (remains(rb, name, world=True) for name in rb.readings):
        out.append(f"- *{r.reading}, in the one world:* {r.before} checks not proved as printed, {len(r.removed)} "
                   f"removed; {r.ran} run; not proved as amended: {', '.join(r.left) or 'none'}; new findings: "
                   f"{', '.join(r.new) or 'none'}.")
    out.append("")
    for key, changes in changes_by_law().items():
        text = amended_text(rb, key, changes).replace("_", "")
        out += [_heading(rb.title(key), "~"), text + "\n",
                *(f"- As printed ({a.name}): {' '.join(ch.printed.replace('_', '').split())}" for a, ch in changes),
                ""]
    return out


def render_pdf(source: Path, target: Path) -> None:
    """Render the edition's source to ``target`` (a ``.pdf``) with rinohtype's command, in a process of its own:
    rinohtype puts a class where Python expects finders (``sys.meta_path``), which breaks
    ``importlib.invalidate_caches`` in the process that imports it."""
    with tempfile.TemporaryDirectory() as tmp:
        # rinoh adds ".pdf" to the name it is given, and writes its logs beside the PDF: only the PDF is kept.
        made = Path(tmp) / "edition"
        command = [sys.executable, "-m", "rinoh", "--format", "reStructuredText", "--output", str(made), str(source)]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        pdf = made.with_suffix(".pdf")
        if done.returncode != 0 or not pdf.is_file():
            raise RuntimeError(f"rinoh failed ({done.returncode}) on {source}:\n{done.stderr[-2000:]}")
        shutil.move(pdf, target)
