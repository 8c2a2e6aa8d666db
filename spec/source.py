"""The shipped source text: the Laws of Piquet (1882), Piquet au cent, the Cases.

Source: *The Laws of Piquet adopted by the Portland and Turf Clubs, with a
Treatise on the Game by "Cavendish"* (London: Thomas De La Rue & Co.,
1882), public domain. The transcription in ``source/laws-of-piquet-1882.md``
is quoted as data, typos of the transcription included; this module parses
it so that every law record quotes its text from one place.

The transcription's scanning errors ("him,take", "afresh deal") stay in the
shipped file, which is faithful to the print. ``source/errata.tsv`` lists each
one (the line, the printed form, the corrected form, the reason), and
:func:`corrected` applies them when a text is displayed.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cache

__all__ = ["CITATION", "CASE_NUMERALS", "SourceLaw", "laws_text", "au_cent_text", "agreement_text",
           "cases_text", "raw_text", "Erratum", "errata", "corrected", "correct", "place"]

CITATION = (
    'The Laws of Piquet adopted by the Portland and Turf Clubs, with a Treatise on the Game '
    'by "Cavendish". London: Thomas De La Rue & Co., 1882. Public domain.'
)

#: The Cases and Decisions' numerals, in order: the shipped text must have exactly these.
CASE_NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
                 "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII")


@dataclass(frozen=True)
class SourceLaw:
    """One numbered law as printed: its number, section heading and text."""

    number: int
    section: str
    text: str


def _shipped(name: str) -> str:
    """A file of the package's ``source/`` folder, beside this module (read without importlib.resources, whose
    import costs a command such as ``piquet law`` more than the reading)."""
    with open(os.path.join(os.path.dirname(__file__), "source", name), encoding="utf-8") as file:
        return file.read()


@cache
def raw_text() -> str:
    """The whole shipped source file."""
    return _shipped("laws-of-piquet-1882.md")


def _parts() -> tuple[str, str, str]:
    text = raw_text()
    laws, rest = text.split("# LAWS OF PIQUET AU CENT", 1)
    cent, cases = rest.split("# CASES AND DECISIONS.", 1)
    return laws, cent, cases


def _paragraphs(block: str) -> list[str]:
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", block) if p.strip()]


@cache
def laws_text() -> dict[int, SourceLaw]:
    """The 78 Laws of Piquet by number."""
    laws_block = _parts()[0]
    out: dict[int, SourceLaw] = {}
    section = ""
    current: int | None = None
    lines: list[str] = []

    def flush() -> None:
        if current is not None:
            out[current] = SourceLaw(current, section_of[current], _join(lines))

    section_of: dict[int, str] = {}
    for line in laws_block.splitlines():
        heading = re.match(r"^##\s+(.*\S)", line)
        start = re.match(r"^\s*(\d+)\.\s*(.*)", line)
        if heading:
            flush()
            current, lines = None, []
            section = heading.group(1)
        elif start and int(start.group(1)) == len(section_of) + 1:
            flush()
            current = int(start.group(1))
            section_of[current] = section
            lines = [start.group(2)]
        elif line.startswith("*Note*"):
            flush()
            current, lines = None, []
        elif current is not None:
            lines.append(line)
    flush()
    if sorted(out) != list(range(1, 79)):
        raise RuntimeError(f"source file: expected Laws 1-78, found {sorted(out)}")
    return out


def _join(lines: list[str]) -> str:
    """Rejoin a law's lines; sub-paragraphs (`` - I. ...``) keep their own lines."""
    parts: list[str] = []
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        if line.startswith("- ") and parts:
            parts.append("\n" + line[2:])
        else:
            parts.append((" " if parts else "") + line)
    return "".join(parts).strip()


@cache
def agreement_text() -> str:
    """The note after Law 71: the partie of four deals, by agreement."""
    match = re.search(r"\*Note\*\s*(.*?)\n\s*\n", _parts()[0], re.S)
    if match is None:
        raise RuntimeError("source file: the note after Law 71 is missing")
    return " ".join(match.group(1).split())


@cache
def au_cent_text() -> dict[int, str]:
    """The differences of Piquet au cent, numbered 1.. in the order printed."""
    paragraphs = _paragraphs(_parts()[1])
    return {i: p for i, p in enumerate(paragraphs, start=1)}


@cache
def cases_text() -> dict[str, str]:
    """Cases I-XXII by Roman numeral: the full text of each, decision included."""
    cases_block = _parts()[2]
    chunks = re.split(r"^## Case ([IVX]+)\s*$", cases_block, flags=re.M)
    out = {chunks[i]: chunks[i + 1].strip() for i in range(1, len(chunks), 2)}
    if tuple(out) != CASE_NUMERALS:
        raise RuntimeError(f"source file: expected Cases I-XXII, found {list(out)}")
    return out


@dataclass(frozen=True)
class Erratum:
    """A scanning error of the transcription: on ``line`` of the source file, ``printed`` reads ``corrected``."""

    line: int
    printed: str
    corrected: str
    reason: str


@cache
def errata() -> tuple[Erratum, ...]:
    """The errata table (``source/errata.tsv``), in the order of the source file."""
    table = _shipped("errata.tsv")
    out = []
    for row in table.splitlines():
        if row.strip() and not row.startswith("#"):
            line, printed, fixed, reason = row.split("\t")
            out.append(Erratum(int(line), printed, fixed, reason))
    return tuple(out)


@cache
def _forms() -> tuple[tuple[str, str], ...]:
    """Each printed form once, with its correction: a form listed on two lines is replaced once, everywhere."""
    return tuple(dict.fromkeys((e.printed, e.corrected) for e in errata()))


def correct(text: str) -> tuple[str, int]:
    """``text`` as displayed, and the number of corrections made in it: each occurrence of a printed form counts.

    The count is what a page says it corrected, so it is counted where the corrections are made, not from the
    table: a form listed on two lines of the source may occur once in one law (issue 26: Law 31 said four).
    Each printed form is listed at every place it occurs in the source (tests/spec/test_errata.py), so replacing
    it wherever it occurs corrects exactly the places the table states.
    """
    made = 0
    for printed, fixed in _forms():
        times = text.count(printed)
        if times:
            text = text.replace(printed, fixed)
            made += times
    return text, made


def corrected(text: str) -> str:
    """``text``, quoted from the source file, as displayed: every erratum applied."""
    return correct(text)[0]


def place(line: int) -> str:
    """Where ``line`` (1-based) of the source file stands, as the rulebook names it: "Law 59",
    "Piquet au cent, paragraph 4", "The note after Law 71", "Case XIV", or the heading above it.

    The same reading of the file as :func:`laws_text` (a law starts at its number, the next in turn),
    :func:`au_cent_text` (a paragraph is a run of lines between blank lines) and :func:`cases_text`.
    """
    where, part, law, paragraph, blank = "", "laws", 0, 0, True
    for text in raw_text().split("\n")[:line]:
        heading = re.match(r"^#+\s+(.*\S)", text)
        start = re.match(r"^\s*(\d+)\.", text)
        if text.startswith("# LAWS OF PIQUET AU CENT"):
            part, where = "cent", heading.group(1) if heading else text
        elif text.startswith("# CASES AND DECISIONS"):
            part, where = "cases", "Cases and Decisions"
        elif part == "cases" and (case := re.match(r"^## Case ([IVX]+)\s*$", text)):
            where = f"Case {case.group(1)}"
        elif part == "laws" and start and int(start.group(1)) == law + 1:
            law = int(start.group(1))
            where = f"Law {law}"
        elif part == "laws" and text.startswith("*Note*"):
            where = f"The note after Law {law}"
        elif part == "laws" and heading:
            where = heading.group(1)
        elif part == "cent" and text.strip() and blank:
            paragraph += 1
            where = f"Piquet au cent, paragraph {paragraph}"
        blank = not text.strip()
    return where
