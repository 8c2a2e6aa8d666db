"""The amended edition: the Laws with every proposed amendment made at once, one text for each law, and what
remains not proved under each reading.

The edition is :func:`piquet.spec.amendments.edition`: where several amendments change one sentence, it takes
the change whose clauses and terms hold every other's. Its verdicts are proved when the rulebook is built, under
every reading, as ``piquet verify --amend edition`` proves them phase by phase and ``piquet verify --amend
edition --world`` in the one world, and cached with the amendments' verdicts
(:func:`rulebook.amendments.load_amendments`).
"""

from __future__ import annotations

from dataclasses import dataclass

from piquet.proofs.plan import expected
from piquet.proofs.recorded import expected_world
from piquet.proofs.verify import judged, remaining
from piquet.spec.amendments import AMENDMENTS, EDITION, Amendment, Change, edition
from piquet.spec.source import correct

from rulebook.mdblock import markdown_block
from rulebook.model import Rulebook
from rulebook.rst import bullets, esc, heading, label, list_table, literal, ref

__all__ = ["PAGE", "edition_key", "Remains", "remains", "changes_by_law", "amended_text", "amended_edition_page"]

#: The page's path under ``docs/generated``.
PAGE = "amended-edition.rst"


def edition_key(reading: str, world: bool = False) -> str:
    """The key of the edition's verdicts under ``reading`` among the amendments' (:attr:`Rulebook.amendments`),
    phase by phase or in the one world (``world``)."""
    return f"{EDITION}@{reading}" + ("@world" if world else "")


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
    #: The findings of the text as printed that the edition removes (the one world's, which it is held to).
    removed: tuple[str, ...] = ()


def remains(rb: Rulebook, reading: str, world: bool = False) -> Remains:
    """What the edition leaves not proved under ``reading``, from the verdicts proved at build time, phase by
    phase or in the one world (``world``, beside the world's verdicts as printed)."""
    verdicts = list(rb.amendments[edition_key(reading, world)])
    _, new = judged(edition(reading), verdicts, world)
    printed = expected_world(reading) if world else expected(reading)
    before = sum(verdict != "proved" for verdict in printed.values())
    removed = tuple(v.id for v in verdicts if v.before not in ("proved", "new") and v.after == "proved")
    return Remains(reading, before, sum(v.ran for v in verdicts), tuple(remaining(verdicts)),
                   tuple(new), removed if world else ())


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
    worlds = [remains(rb, name, world=True) for name in rb.readings]
    world_rows = [[esc(r.reading), str(r.before), str(len(r.removed)), str(r.ran),
                   ", ".join(literal(c) for c in r.left) or "none", ", ".join(literal(c) for c in r.new) or "none"]
                  for r in worlds]
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
                        "New findings"], rows, widths=[16, 16, 16, 32, 20], classes="checks"),
            heading("In the one world", 2),
            "Proved when this page was built, as ``piquet verify --amend edition --world`` proves it: every check "
            "of each game's one world (the Laws of Piquet, and Piquet au cent with its paragraphs as overrides) "
            "runs with every amendment made, beside the verdict recorded for the world as printed "
            "(``proofs/expected/world.json``). The edition is held to every finding of the world as printed: "
            "each removed is counted; a check not proved after is listed; a new finding is a check proved (or "
            "not made) as printed and not proved as amended.\n",
            list_table(["Reading", "Not proved as printed", "Removed", "Checks run", "Not proved as amended",
                        "New findings"], world_rows, widths=[14, 14, 12, 12, 28, 20], classes="checks")]
    sections: dict[str, list[str]] = {}
    for key, law in rb.cat.laws.items():
        if key.isdigit() or key.startswith("cent-"):
            sections.setdefault(law.section, []).append(key)
    for section, keys in sections.items():
        out.append(heading(section, 1))
        for key in keys:
            out += _law_text(rb, key, made.get(key, []))
    return "\n".join(out)
