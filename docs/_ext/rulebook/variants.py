"""A page per variant: Piquet au cent and the agreements, each with its own statuses.

A variant's status under a reading sums up the checks ``piquet verify --variant NAME`` selects
(:func:`piquet.proofs.plan.concerns`): for au cent, every check concerning one of its paragraphs. Each
paragraph or agreement is listed with its verdicts, the Laws of Piquet it replaces (the text's own
*differs from*, and the override of the model, :data:`piquet.model.variants.OVERRIDES`) and the
functions of the model that carry it out (:mod:`piquet.model.reference`).
"""

from __future__ import annotations

from collections import Counter

from piquet.model.variants import OVERRIDES, Override
from piquet.proofs.plan import VARIANT, concerns
from piquet.spec.source import agreement_text, corrected

from rulebook.coverage import model_functions
from rulebook.mdblock import markdown_block
from rulebook.model import Rulebook
from rulebook.rst import esc, heading, label, list_table, literal, ref
from rulebook.words import MARKS, check_mark, choice_block, law_ref, status, verdict_cell

__all__ = ["au_cent_page", "agreements_page", "variant_statuses", "overrides_of"]

AU_CENT = "au cent"


def variant_statuses(rb: Rulebook, variant: str) -> dict[str, Counter[str]]:
    """By reading, the checks ``piquet verify --variant variant`` runs, counted by their mark (``MARKS``)."""
    return {reading: Counter(check_mark(c) for c in rr.report.checks if concerns(VARIANT + variant, c.laws))
            for reading, rr in rb.reports.items()}


#: The columns of a variant's table: the marks its checks can have, the worst first.
_COUNTED = ("proved", "applies", "reached", "finding", "unknown")


def _status_table(rb: Rulebook, variant: str) -> str:
    rows = []
    for reading, marks in variant_statuses(rb, variant).items():
        word = next((m for m in ("finding", "unknown", *_COUNTED) if marks[m]), "none")
        rows.append([reading, status(word), str(sum(marks.values())), *(str(marks[m]) for m in _COUNTED)])
    return list_table(["Reading", "Status", "Checks", *(MARKS[m][0] for m in _COUNTED)], rows,
                      widths=[16, 14, 10, 12, 12, 12, 12, 12], classes="laws")


def overrides_of(key: str) -> list[Override]:
    """The model's overrides that put paragraph or agreement ``key`` in force (their clause is one of its)."""
    return [o for o in OVERRIDES.values() if o.clause.rpartition(".")[0] == key]


def _replaces(rb: Rulebook, key: str) -> str:
    laws = dict.fromkeys([*rb.law(key).see, *(o.replaces for o in overrides_of(key))])
    return ", ".join(law_ref(rb, k) for k in laws if k in rb.cat.laws) or "—"


def _in_model(key: str) -> str:
    overrides = [f"{esc(o.change)} ({literal(o.clause)}, replacing Law {o.replaces})" for o in overrides_of(key)]
    functions = [literal(name.removeprefix("piquet.model.")) for name in model_functions(key)]
    return "; ".join([*overrides, *functions]) or "—"


def _row(rb: Rulebook, key: str) -> list[str]:
    return [law_ref(rb, key, key), esc(rb.excerpt(rb.law(key).text, 80)), _replaces(rb, key), _in_model(key),
            *(verdict_cell(rb, key, name) for name in rb.readings)]


def _paragraph_table(rb: Rulebook, keys: list[str]) -> str:
    return list_table(["Paragraph", "Text", "Replaces", "In the model", *rb.readings], [_row(rb, k) for k in keys],
                      widths=[10, 30, 12, 30, *([9] * len(rb.readings))], classes="laws")


def _agreement_keys(rb: Rulebook) -> list[str]:
    cent = [k for k in rb.cat.laws if k.startswith("cent-")]
    by_agreement = [k for k in cent if rb.law(k).section == "By agreement"
                    or any("By agreement" in n for n in rb.law(k).notes)]
    return [*(k for k in rb.cat.laws if k.startswith("agree-")), *by_agreement]


def au_cent_page(rb: Rulebook) -> str:
    """Piquet au cent: its status under ``verify --variant "au cent"``, its paragraphs, what each replaces and
    where the model carries it out."""
    cent = [k for k in rb.cat.laws if k.startswith("cent-")]
    modelled = sum(bool(model_functions(k) or overrides_of(k)) for k in cent)
    out = [label("au-cent"), heading("Piquet au cent", 0),
           "The Laws of Piquet au cent “differ from those of Piquet in the following particulars”: "
           f"{len(cent)} paragraphs, numbered here in the order printed. Each is formalized over variables of its "
           "own, so the checks of the two games never mix. In the model a deal of au cent is the deal of the Laws "
           "of Piquet with the overrides of :mod:`piquet.model.variants` in force, and the game of a hundred and "
           "the partie of five games of :mod:`piquet.model.au_cent`; ``piquet play --variant \"au cent\"``, "
           "records with ``\"variant\": \"au cent\"``, ``replay``, ``ruling`` and ``solve`` play it. The agreements "
           f"of au cent are on {ref('agreements', 'their own page')}.\n",
           heading("Status of the variant", 1),
           "The checks ``piquet verify --variant \"au cent\"`` runs: those concerning a paragraph of au cent, "
           "under each reading.\n",
           _status_table(rb, AU_CENT),
           heading("The paragraphs", 1),
           f"*Replaces*: the Laws of Piquet each paragraph differs from, as the text says and as the model's "
           f"override names it. *In the model*: the override in force and the functions that declare the paragraph "
           f"({modelled} of the {len(cent)} paragraphs; the others are not modelled). Verdicts: the checks "
           "concerning each paragraph.\n",
           _paragraph_table(rb, cent)]
    touching = [ch for ch in rb.cat.choices if any(k in cent for k in ch.laws)]
    if touching:
        out.append(heading("Choices in Piquet au cent", 1))
        out += [choice_block(rb, ch) for ch in touching]
    return "\n".join(out)


def agreements_page(rb: Rulebook) -> str:
    """The agreements: the four-deal partie (the note to Law 71) and the two of au cent, with their statuses
    and what each replaces in the model."""
    keys = _agreement_keys(rb)
    rubicon = [k for k in keys if k.startswith("agree-")]
    rows = [[reading, *(verdict_cell(rb, k, reading) for k in keys)] for reading in rb.readings]
    return "\n".join([
        label("agreements"), heading("The agreements", 0),
        "Options the players may adopt, in force only by agreement: the note after Law 71 (a partie of four "
        "deals, of Rubicon Piquet) and the two agreements of Piquet au cent (points ending in four count one "
        "less; nines, eights and sevens do not count in play). In the model each is an "
        ":class:`~piquet.model.variants.Agreement` that combines with the others of its game "
        "(``piquet play --agreement NAME``, records with ``\"agreements\"``); the solver scores the play under the "
        "low cards agreement.\n",
        markdown_block(corrected(agreement_text()), "law-text"),
        heading("Status of the agreements", 1),
        f"The verdicts of the checks concerning each agreement, under each reading ({len(rubicon)} of Rubicon "
        f"Piquet, {len(keys) - len(rubicon)} of au cent).\n",
        list_table(["Reading", *keys], rows, widths=[16, *([12] * len(keys))], classes="laws"),
        heading("What each replaces", 1),
        _paragraph_table(rb, keys)])
