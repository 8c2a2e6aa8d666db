"""The amended edition's page: every law once, with every amendment made (issue 23 §2), and what remains not
proved under each reading, as ``piquet verify --amend edition`` proves it."""

from __future__ import annotations

import re
from pathlib import Path

from piquet.proofs.plan import expected
from piquet.proofs.recorded import expected_world
from piquet.proofs.verify import amend
from piquet.spec.amendments import AMENDMENTS, edition
from piquet.spec.catalogue import catalogue
from piquet.spec.source import corrected

from tests.docs.test_rulebook import text_of

PAGE = Path("generated") / "amended-edition.html"


def _shown(text: str) -> str:
    """Text as a page shows it: the source's Markdown emphasis (``_Carte blanche_``) rendered, spaces joined."""
    return " ".join(re.sub(r"[_*]", "", text).split())


def test_every_law_is_in_the_edition_once_with_its_amended_sentences_in_place(html: Path) -> None:
    page = text_of(html / PAGE)
    e = edition()
    changed = {ch.law for ch in e.changes}
    for key, law in catalogue().laws.items():
        if not (key.isdigit() or key.startswith("cent-")):
            continue
        text = _shown(corrected(law.text))
        for ch in e.changes:
            if ch.law == key:
                text = text.replace(_shown(ch.printed), _shown(ch.amended))
        assert text in page, f"Law {key}: its text in the edition, {'amended' if key in changed else 'as printed'}"
    for ch in e.changes:  # each amended sentence is bold, the printed one beneath it
        assert f"As printed: “{_shown(ch.printed)}”" in page, f"Law {ch.law}: the sentence as printed"
    strong = re.findall(r"<strong>(.*?)</strong>", (html / PAGE).read_text("utf-8"), re.S)
    assert sorted(_shown(s) for s in strong if s.split()) == sorted(_shown(ch.amended) for ch in e.changes)
    assert f"{len(AMENDMENTS)} amendments, changing {len(e.changes)} sentences" in page


def test_what_remains_under_each_reading_is_what_the_edition_proves(html: Path) -> None:
    table = text_of(html / PAGE, "what-remains-under-each-reading")
    for reading in catalogue().readings:
        verdicts = amend(edition(reading))
        before = sum(v != "proved" for v in expected(reading).values())
        left = [v.id for v in verdicts if v.after != "proved"]
        ran = sum(v.ran for v in verdicts)
        row = f"{reading} {before} {ran} {', '.join(left) or 'none'}"
        assert row in table, f"{reading}: the row {row!r} in {table!r}"


def test_the_edition_is_proved_whole_in_the_one_world_under_each_reading(html: Path) -> None:
    # Issue 23 §2: the edition's page shows its proof in the one world, not the phases' alone: under each
    # reading, the world's findings as printed, how many the edition removes, and what remains (nothing).
    table = text_of(html / PAGE, "in-the-one-world")
    for reading in catalogue().readings:
        verdicts = amend(edition(reading), world=True)
        before = sum(v != "proved" for v in expected_world(reading).values())
        removed = sum(v.before not in ("proved", "new") and v.after == "proved" for v in verdicts)
        left = [v.id for v in verdicts if v.after != "proved"]
        row = f"{reading} {before} {removed} {len(verdicts)} {', '.join(left) or 'none'} none"
        assert row in table, f"{reading}: the row {row!r} in {table!r}"
        assert removed == before and not left, f"{reading}: the edition leaves {left} in the one world"
