"""The page of the misfires found by machine: a stored run of ``piquet search`` per class, rendered.

The runs are stored as the command printed them (``docs/search/<class>.json``, made by the command line
each holds); the page shows, for each class, its definition, the laws, the share of the deals in which it
occurs with its 95 % interval, and the most striking witness. No run stored: no page.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from piquet.search.registry import CLASSES

from rulebook.rst import bullets, esc, heading, label, list_table, literal, ref

__all__ = ["RUNS", "search_pages", "au_cent_note"]

RUNS = "search"
"""The folder of the stored runs, under ``docs/``."""


def _percent(share: dict[str, Any]) -> str:
    return (f"{share['hits']} of {share['trials']}: {100 * share['share']:.1f} % "
            f"({100 * share['low']:.1f}–{100 * share['high']:.1f} %)")


_CARD_WORDS = {"31": "the card too many", "35": "the card too many", "30": "the card he should have taken in",
               "25": "the card taken back", "26": "the card mixed with his discard", "27": "the card taken up", "33": "the card taken up",
               "28": "the card mixed", "29": "the card mixed",
               "cent-9": "the bottom card of the stock mixed", "cent-10": "the top card of the stock taken up"}
"""The card of each offence (by its law), as the page names it."""


def _class_section(run: dict[str, Any]) -> list[str]:
    klass = next(c for c in CLASSES if c.name == run["class"])
    stats = run["stats"]
    out = [heading(f"{klass.name}: {klass.title}", 1), esc(klass.definition) + "\n",
           "*Why the laws misfire.* " + esc(klass.misfire) + "\n",
           "Laws " + esc(", ".join(klass.laws)) + ".\n",
           "The stored run: " + literal(run["command"]) + "\n",
           list_table(["deals drawn", "candidates (the hand condition met)", "witnesses",
                       "share of the candidates (95 % interval)", "share of the deals drawn (95 % interval)"],
                      [[str(stats["deals"]), str(stats["candidates"]), str(stats["witnesses"]),
                        esc(_percent(stats["share_of_candidates"])), esc(_percent(stats["share_of_deals"]))]])]
    if run["witnesses"]:
        best = run["witnesses"][0]
        before = best["scores_before"]
        totals, unit = ("the game", "games") if best.get("variant") == "au cent" else ("totals", "points")
        lines = [f"{name}: the deal A {line['scores']['A']}, B {line['scores']['B']}; {totals} A {line['totals']['A']}, "
                 f"B {line['totals']['B']}; A's value {line['value']:+d} {unit}" for name, line in best["lines"].items()]
        out.append(_witness_words(best))
        out.append(bullets(esc(line) for line in lines))
    return out


def _witness_words(best: dict[str, Any]) -> str:
    """The most striking witness in a sentence: its swing, the scores before its deal, the offence."""
    before, card, offender, law = best["scores_before"], esc(best["extra_card"]), best.get("offender", "B"), \
        best.get("law", "35")
    if best.get("variant") == "au cent":
        swing = "1 game" if best["swing"] == 1 else f"{best['swing']} games"
        return (f"The most striking witness (unit {best['unit']}): a swing of {swing} of the partie; "
                f"A {before['A']}, B {before['B']} in the game of a hundred before the deal; {_CARD_WORDS[law]} "
                f"{card}, by {offender} ({law if law.startswith('cent-') else 'Law ' + law}).\n")
    return (f"The most striking witness (unit {best['unit']}): a swing of {best['swing']} points of the partie; "
            f"A {before['A']}, B {before['B']} before the last deal; {_CARD_WORDS[law]} {card}, by {offender} "
            f"(Law {law}).\n")


def au_cent_note() -> str:
    """The section of the au cent page that points to its classes on the search page (when it is built)."""
    names = ", ".join(literal(c.name) for c in CLASSES if c.name.startswith("cent-"))
    return "\n".join([heading("Misfires found by machine", 1),
                      f"Deals where its penalties misfire, weighed in games of the partie under best play ({names}), "
                      f"are on {ref('misfires-found', 'the page of misfires found by machine')}.\n"])


def search_pages(srcdir: Path) -> dict[str, str]:
    """``search.rst`` from the runs stored under ``srcdir/search``; nothing when none is stored."""
    runs = {}
    for path in sorted((srcdir / RUNS).glob("*.json")):
        run = json.loads(path.read_text("utf-8"))
        runs[run["class"]] = run
    if not runs:
        return {}
    out = [label("misfires-found"), heading("Misfires found by machine", 0),
           "Deals where breaking a law profits the offender, as in Case XXII, found by " + literal("piquet search")
           + ": random last deals of a partie in which a player commits an offence -- most classes Case XXII's, "
             "a card too many taken in (Law 35 by the younger hand, as in the Case, or Law 31 by the elder for "
             "elder-penalty-profit); the rest of the penalty-profit family one class an offence for every other "
             "offence that makes him reckon nothing that deal (Laws 25, 27, 28-29, 33), and the hand of eleven "
             "(Laws 26, 30) -- each compared with the same deal, the offence undone, "
             "each line's play solved exactly, both sides playing their best for the points of the partie, and "
             "each witness re-verified from its record. Shares are of the deals drawn by each stored run, with "
             "Wilson intervals at 95 %; they hold for the search's own distribution of deals and scores "
             "(see the module " + literal("piquet.search.candidates") + "). The classes named cent-* search "
             "deals of Piquet au cent (the module " + literal("piquet.search.au_cent") + "): a deal of a game of a "
             "hundred in progress, each line solved for the games of the partie it wins (a double counting two, "
             "cent-28, cent-29), and their swings are in games.\n"]
    for klass in CLASSES:
        if klass.name in runs:
            out.extend(_class_section(runs[klass.name]))
    return {"search.rst": "\n".join(out)}
