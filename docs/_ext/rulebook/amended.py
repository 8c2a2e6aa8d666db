"""The amended edition: the Laws with every proposed amendment made at once, one text for each law, and what
remains not proved under each reading.

The edition is :func:`piquet.spec.amendments.edition`: where several amendments change one sentence, it takes
the change whose clauses and terms hold every other's. Its verdicts are proved when the rulebook is built, under
every reading, as ``piquet verify --amend edition`` proves them, and cached with the amendments' verdicts
(:func:`rulebook.amendments.load_amendments`).
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet.proofs.plan import expected
from piquet.proofs.verify import judged, remaining
from piquet.spec.amendments import AMENDMENTS, EDITION, Amendment, Change, edition
from piquet.spec.source import correct

from rulebook.mdblock import markdown_block
from rulebook.model import Rulebook
from rulebook.rst import bullets, esc, heading, label, list_table, literal, ref

__all__ = ["PAGE", "edition_key", "Remains", "remains", "changes_by_law", "amended_text", "amended_edition_page"]

#: The page's path under ``docs/generated``.
PAGE = "amended-edition.rst"


def edition_key(reading: str) -> str:
    """The key of the edition's verdicts under ``reading`` among the amendments' (:attr:`Rulebook.amendments`)."""
    return f"{EDITION}@{reading}"


def _shared(edition_changes: tuple[Change, ...]) -> list[str]:
    """Each sentence that several amendments change, and whose change the edition takes."""
    out = []
    for taken in edition_changes:
        by = [a.name for a in AMENDMENTS for ch in a.changes if (ch.law, ch.printed) == (taken.law, taken.printed)]
        if len(by) > 1:
            chosen = next(a.name for a in AMENDMENTS for ch in a.changes if ch == taken)
            out.append(f"Law {esc(taken.law)}, “{esc(taken.printed)}”: changed by {', '.join(literal(n) for n in by)}; "
                       f"the edition takes {literal(chosen)}'s change, whose clauses and terms hold the others'.")
    return out


@dataclass(frozen=True)
class Remains:
    """The edition under one reading: checks not proved as printed, checks run again, and, as amended, the
    checks not proved and those newly not proved."""

    reading: str
    before: int
    ran: int
    left: tuple[str, ...]
    new: tuple[str, ...]


def remains(rb: Rulebook, reading: str) -> Remains:
    """What the edition leaves not proved under ``reading``, from the verdicts proved at build time."""
    verdicts = list(rb.amendments[edition_key(reading)])
    _, new = judged(edition(reading), verdicts)
    before = sum(verdict != "proved" for verdict in expected(reading).values())
    return Remains(reading, before, sum(v.ran for v in verdicts), tuple(remaining(verdicts)),
                   tuple(new))


def changes_by_law() -> dict[str, list[tuple[Amendment, Change]]]:
    """Each change the edition makes, by law, with an amendment that proposes it (for the link to its proof)."""
    made: dict[str, list[tuple[Amendment, Change]]] = {}
    for ch in edition().changes:
        a = next(a for a in AMENDMENTS if ch in a.changes)
        made.setdefault(ch.law, []).append((a, ch))
    return made


def amended_text(rb: Rulebook, key: str, changes: list[tuple[Amendment, Change]]) -> str:
    """Law ``key``'s text (errata applied) with ``changes`` made, each amended sentence in bold (``**``), one
    paragraph a line."""
    text, _ = correct(rb.law(key).text)
    for _, ch in changes:
        text = text.replace(ch.printed, f"**{ch.amended}**")
    return "\n\n".join(line.strip() for line in text.splitlines() if line.strip())


def _law_text(rb: Rulebook, key: str, changes: list[tuple[Amendment, Change]]) -> list[str]:
    out = [heading(rb.title(key), 2),
           markdown_block(amended_text(rb, key, changes), "law-text amended" if changes else "law-text")]
    if changes:
        out.append(bullets(f"As printed: “{esc(ch.printed)}” ({ref(f'amendment-{a.name}', a.name)})"
                           for a, ch in changes))
    return out


def amended_edition_page(rb: Rulebook) -> str:
    """The amended edition: the sentences shared by amendments, what remains under each reading, then the Laws
    of Piquet and the paragraphs of Piquet au cent with every amendment made, the amended sentences in bold."""
    e = edition()
    made = changes_by_law()
    rows = [[esc(r.reading), str(r.before), str(r.ran), ", ".join(literal(c) for c in r.left) or "none",
             ", ".join(literal(c) for c in r.new) or "none"] for r in (remains(rb, name) for name in rb.readings)]
    shared = _shared(e.changes)
    out = [label("amended-edition"), heading("The Laws, amended", 0),
           f"Every amendment proposed on {ref('amendments', 'the amendments page')} made at once: "
           f"{len(AMENDMENTS)} amendments, changing {len(e.changes)} sentences of {len(made)} laws and paragraphs. "
           "Each law has one text; the amended sentences are in bold, with the sentence as printed beneath.\n"]
    if shared:
        out += ["Where two amendments change one sentence, the edition takes one change:\n", bullets(shared)]
    out += [heading("What remains under each reading", 1),
            "Proved when this page was built, as ``piquet verify --amend edition`` proves it: under each reading, "
            "with every amendment made, the checks that read an amended clause ran again and the others keep the "
            "verdict recorded in ``proofs/expected``. A check not proved after is listed; a new finding is a "
            "check proved as printed and not as amended.\n",
            list_table(["Reading", "Not proved as printed", "Checks run again", "Not proved as amended",
                        "New findings"], rows, widths=[16, 16, 16, 32, 20], classes="checks")]
    sections: dict[str, list[str]] = {}
    for key, law in rb.cat.laws.items():
        if key.isdigit() or key.startswith("cent-"):
            sections.setdefault(law.section, []).append(key)
    for section, keys in sections.items():
        out.append(heading(section, 1))
        for key in keys:
            out += _law_text(rb, key, made.get(key, []))
    return "\n".join(out)
