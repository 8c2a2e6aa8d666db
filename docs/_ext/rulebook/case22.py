"""The page "Case XXII, solved": each figure the Case prints against the play solved exactly.

Built from :mod:`piquet.testing.case22` on the scenario ``tests/cases/case-22.json``
(the solves take a fraction of a second); ``tests/solver/test_solver_case22.py``
checks the same figures.
"""

from __future__ import annotations

import json

from piquet.model.cards import format_cards
from piquet.testing.case22 import CASE_PLAY, figures, solutions

from rulebook.model import Rulebook
from rulebook.rst import esc, heading, label, list_table, literal, ref

__all__ = ["PAGE", "SCENARIO", "OBJECTIVES", "case_xxii_solved"]

PAGE = "case-22-solved.rst"
#: The scenario the page solves (its text is kept between builds while this file and the sources stay the same).
SCENARIO = "tests/cases/case-22.json"

#: Why the Case's page and this one give B with twelve cards different figures (issue 26): each answers a
#: different question, and both pages say which.
OBJECTIVES = (
    "Two objectives, two figures for B with twelve cards. The Case's page gives \"B 99 at most\" (the scenario "
    f"{literal(SCENARIO)}, searched exhaustively with A leading his five spades first): that is B's own score "
    "when B plays for it alone and A plays only to hold him down; A cannot hold him under seven in the deal "
    "(92 + 7). The solves of the page \"Case XXII, solved\" use the *deal* objective, each side playing for his "
    "score minus his adversary's: the best line for both then gives B six in the deal (A 102, B 98). Both agree "
    "with the Case's conclusion: B stays under a hundred, and A wins a rubicon.\n")


def case_xxii_solved(rb: Rulebook) -> str:
    """The page: the two deals, the solves under both objectives, and the figures one by one."""
    data = json.loads((rb.root / SCENARIO).read_text("utf-8"))
    solved = solutions(data)
    rows = [[esc(hand), esc(start), esc(objective), esc(f"A {s.scores.A}, B {s.scores.B}"),
             esc(f"A {s.totals.A}, B {s.totals.B}"),
             esc(f"{s.result.winner} wins {s.result.points}" + (", a rubicon" if s.result.rubicon else "")),
             esc(format_cards(list(s.line)))]  # shown as faces (rulebook.faces)
            for (hand, start, objective), s in solved.items()]
    out = [label("case-22-solved"), heading("Case XXII, solved", 0),
           f"{ref('case-XXII', 'Case XXII')} shows a player who breaks the Laws and profits: B, younger hand in the "
           "last deal of a partie (A 62, B 92), plays with thirteen cards and reckons nothing (Laws 31, 58), "
           "yet wins a rubicon, where with twelve he would have lost one. A counterexample counts only if it "
           "holds under the best play of both sides, so the play of both deals is solved here exactly, both "
           "hands open (``piquet solve``, the scenario " + literal(SCENARIO) + "), under two objectives:\n",
           "- **deal**: each side plays for his own score of the deal minus his adversary's;\n"
           "- **partie**: each plays for the points of the partie (Laws 71-73), which are not linear in the "
           "scores: a player who will be rubiconed wants the sum of both scores small.\n",
           "B with twelve cards is the Case's own variant: the eight of diamonds, the last card of the stock, "
           "is left there (B takes two for two). *First lead* solves from the elder's first lead; *five "
           f"spades* from the play the Case gives, the first {CASE_PLAY} cards (with twelve cards, where the "
           "Case says it is immaterial what B plays, B's replies of the deal objective's line).\n",
           heading("The solves", 1),
           list_table(["B holds", "from", "objective", "scores of the deal", "totals", "partie", "principal line"],
                      rows, widths=[8, 10, 8, 12, 12, 14, 36]),
           heading("The figures, one by one", 1),
           OBJECTIVES,
           list_table(["the Case", "says", "best play gives", "why they differ"],
                      [[esc(f.text), esc(f.says), esc(f.best), esc(f.why or "they agree")]
                       for f in figures(data, solved)], widths=[28, 12, 30, 30]),
           "Which objective B is playing for: with thirteen cards, B scores nothing whatever he plays; the Case's "
           "figures (A 91, a rubicon of 283) are those of A playing for his score and B holding it down, the deal "
           "objective. With twelve, B 98 *at most* is the deal objective; \"B has seen he cannot save the "
           "rubicon\" and lets A count, which is the partie objective for B -- but A, playing for the partie too, "
           "makes B score, and the rubicon is 300 either way.\n"]
    return "\n".join(out)
