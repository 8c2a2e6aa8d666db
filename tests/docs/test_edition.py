"""The printable edition: ``piquet rulebook --pdf`` writes the Laws with their status as a PDF, whose pages render.

The pages are rendered to images by poppler's ``pdftoppm`` (``make browser``
installs ``poppler-utils``) and their text read back by ``pdftotext``.
"""

from __future__ import annotations

import contextlib
import io
import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

from piquet.cli import main
from piquet.commands.rulebook import EDITION_PDF
from piquet.spec.amendments import edition


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: `make browser` installs Debian's poppler-utils (as root)")
    return found


def _inked(ppm: Path) -> bool:
    """Whether a page image (binary PPM, as pdftoppm writes it) has any dark pixel: text was drawn on it."""
    data = ppm.read_bytes()
    header = data.split(b"\n", 3)  # P6, width height, maxval, pixels
    return min(header[3]) < 100


@pytest.mark.law("1", "63", "78")
def test_the_printable_edition_renders_every_law_with_its_status(html: Path, tmp_path: Path) -> None:
    stdout = io.StringIO()
    with contextlib.redirect_stdout(stdout):  # a second build into the same folder, and the edition
        assert main(["rulebook", "--out", str(html), "--pdf"]) == 0
    pdf = html / EDITION_PDF
    assert f"The printable edition: {pdf}" in stdout.getvalue()
    subprocess.run([_tool("pdftoppm"), "-r", "20", str(pdf), str(tmp_path / "page")], check=True)
    pages = sorted(tmp_path.glob("page-*.ppm"))
    assert len(pages) >= 10, f"the edition has {len(pages)} pages"
    blank = [p.name for p in pages if not _inked(p)]
    assert not blank, f"blank pages: {blank}"
    printed = subprocess.run([_tool("pdftotext"), str(pdf), "-"], check=True, capture_output=True, text=True).stdout
    text = " ".join(unicodedata.normalize("NFKC", printed).split())  # the typeface's ligatures (ﬁ, ﬀ) as letters
    assert "Law 1 Each player has a right to shuffle" in text and "Law 78 If a bystander" in text
    assert "a huitième scores eighteen" in text
    assert "literal: finding (" in text and "can apply (" in text, "each law's status, in words"
    # The amended edition follows the Laws as printed: each changed sentence as amended, after its heading.
    amended = text[text.index("The Laws, amended"):]
    for ch in edition().changes:
        words = " ".join(ch.amended.replace("_", "").split())
        assert words[:60] in amended, f"Law {ch.law}'s amended sentence in the printable edition"
