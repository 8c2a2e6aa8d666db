"""The proposed amendments page: for a finding, the Law as printed and as amended, the clause it becomes, and
the verdicts before and after, proved when the rulebook is built (``piquet verify --amend NAME``)."""

from __future__ import annotations

from piquet.proofs.verify import amend, found_words
from piquet.spec.amendments import AMENDMENTS, Amendment

from rulebook.model import Rulebook
from rulebook.rst import bullets, esc, field_list, heading, label, list_table, literal, ref, slug
from rulebook.words import clause_ref, law_ref, status

__all__ = ["amendments_page", "amendments_of"]


def _amendment(rb: Rulebook, a: Amendment) -> list[str]:
    verdicts = amend(a)
    by_id = {v.id: v for v in verdicts}
    moved = [v for v in verdicts if v.id in a.answers or v.before != v.after]
    new = [v.id for v in verdicts if v.before == "proved" and v.after != "proved"]
    answered = [f"{ref(f'finding-{a.reading}-{slug(cid)}', found_words()[cid].found)} ({literal(cid)})"
                for cid in a.answers if cid in found_words()]
    ran = sum(v.ran for v in verdicts)
    rows = [[literal(v.id), status(v.before), status(v.after)] for v in moved]
    verdict = ("It removes the finding and creates no new one."
               if all(by_id[c].after == "proved" for c in a.answers) and not new
               else "It does not remove the finding, or it creates another: see the table.")
    return [label(f"amendment-{a.name}"), heading(f"{rb.title(a.law)}: {a.name}", 1),
            field_list([("Answers", "\n\n" + bullets(answered)), ("Law", law_ref(rb, a.law)),
                        ("Reading", esc(a.reading))]),
            ".. rubric:: As printed\n   :class: finding-part\n",
            f".. container:: law-text\n\n   {esc(a.printed)}\n",
            ".. rubric:: As amended\n   :class: finding-part\n",
            f".. container:: law-text amended\n\n   {esc(a.amended)}\n",
            ".. rubric:: The change to the spec\n   :class: finding-part\n",
            bullets(f"{clause_ref(rb, c.id)} becomes: “{esc(c.says)}” (its exceptions: "
                    f"{', '.join(literal(e) for e in c.except_as)})" for c in a.replace),
            ".. rubric:: The verdicts, before and after\n   :class: finding-part\n",
            f"Checked when this page was built, as ``piquet verify --amend {a.name}`` does: the {ran} checks that "
            f"read an amended clause ran again under the amended reading; the other {len(verdicts) - ran} keep "
            "the verdict recorded in ``proofs/expected``.\n",
            list_table(["Check", "As printed", "As amended"], rows, widths=[40, 30, 30], classes="checks"),
            f"**{esc(verdict)}**\n"]


def amendments_page(rb: Rulebook) -> str:
    """Every proposed amendment, proved."""
    out = [label("amendments"), heading("Proposed amendments", 0),
           "For a finding, an amendment in the style of the Laws: a changed sentence, or an added exception, "
           "written as a change to the spec (``spec/amendments.py``). Each is proved, not argued: the checks "
           "run again with the amendment made, and it must remove the finding and create no new one.\n"]
    for a in AMENDMENTS:
        out += _amendment(rb, a)
    return "\n".join(out)


def amendments_of(rb: Rulebook, key: str) -> list[str]:
    """On a law's page: the amendments proposed to it, with a link to their proof."""
    mine = [a for a in AMENDMENTS if a.law == key]
    if not mine:
        return []
    return [heading("Proposed amendment", 1),
            bullets(f"“{esc(a.amended)}” — answers {', '.join(literal(c) for c in a.answers)} under the "
                    f"{esc(a.reading)} reading ({ref(f'amendment-{a.name}', 'its proof')})" for a in mine)]
