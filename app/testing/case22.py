"""Case XXII checked line by line: each figure the Case prints, against the play solved exactly.

Case XXII (the last deal of a partie, A 62, B 92): B, younger, plays with
thirteen cards and reckons nothing (Laws 31, 58), yet wins a rubicon; with
twelve (the eight of diamonds taken from him, as the Case does) he would have
lost one. Both deals are solved by :mod:`piquet.model.solver` from the
elder's first lead and from the point the Case's play reaches (the five
spades and B's replies), under both objectives: ``deal`` (each side plays
for his score of the deal minus his adversary's) and ``partie`` (for the
points of the partie, Laws 71-73). :func:`figures` sets each figure the Case
prints beside what best play gives and, where they differ, why.

The scenario is ``tests/cases/case-22.json``: its record (B's thirteen
cards), and its variant's exchange (B takes two for two, so the eight of
diamonds, the last card of the stock, stays there).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any, Literal

from piquet.model.cards import Card
from piquet.model.partie import PartieResult, partie_result
from piquet.model.solver import Solution, deal_objective, partie_objective, solve
from piquet.records import parse_record
from piquet.records.position import RecordPosition, record_position
from piquet.records.record import ByPlayer, Record

__all__ = ["Hand", "From", "Solved", "solutions", "Figure", "figures", "CASE_PLAY"]

Hand = Literal["thirteen", "twelve"]
From = Literal["first lead", "five spades"]

CASE_PLAY = 10
"""The Case's play before "it matters not now what the elder hand leads": five spades and B's replies."""


@dataclass(frozen=True)
class Solved:
    """One solve: B's hand, where it starts, the objective, the solution, and the deal's scores and
    partie totals and result by player (A is the elder)."""

    hand: Hand
    start: From
    objective: str
    solution: Solution
    scores: ByPlayer[int]
    totals: ByPlayer[int]
    result: PartieResult

    @property
    def line(self) -> tuple[Card, ...]:
        return self.solution.line


def _record(data: Any, hand: Hand, played: int) -> Any:
    record = json.loads(json.dumps(data["record"]))
    deal = record["deals"][0]
    if hand == "twelve":
        deal["exchange"].update(data["variant"]["exchange"])
        deal["irregularities"] = []
        deal["play"] = []
        return record
    deal["play"] = deal["play"][:played]
    return record


def _solve(data: Any, hand: Hand, start: From, objective_name: str) -> Solved:
    record = parse_record(_record(data, hand, 0 if start == "first lead" else CASE_PLAY))
    position = record_position(record, 0)
    if hand == "twelve" and start == "five spades":
        position = _after_five_spades(position, record)
    stake = position.stake
    objective = deal_objective() if objective_name == "deal" else partie_objective(stake.before, stake.weight)
    solution = solve(position.start, objective)
    assert position.deal.elder == "A", "A is the elder hand in Case XXII"
    scores = ByPlayer(*solution.scores)
    before = position.scores_before
    totals = ByPlayer(before.A + scores.A, before.B + scores.B)
    return Solved(hand, start, objective_name, solution, scores, totals, partie_result(totals.A, totals.B))


def _after_five_spades(position: RecordPosition, record: Record) -> RecordPosition:
    """With twelve cards, the Case gives no replies of B's ("it is immaterial what B plays"): the five
    spades with the replies of B's best line under the deal objective."""
    line = solve(position.start, deal_objective()).line
    deal = replace(record.deals[0], play=line[:CASE_PLAY])
    return record_position(replace(record, deals=(deal,)), 0)


def solutions(data: Any) -> dict[tuple[Hand, From, str], Solved]:
    """Every solve of the Case: B's thirteen or twelve cards, from the first lead or after the five spades,
    under each objective."""
    return {(hand, start, objective): _solve(data, hand, start, objective)
            for hand in ("thirteen", "twelve") for start in ("first lead", "five spades")
            for objective in ("deal", "partie")}


@dataclass(frozen=True)
class Figure:
    """A figure of the Case: what the text says, what best play gives, and why they differ (None if not)."""

    text: str
    says: str
    best: str
    why: str | None


def _pair(scores: ByPlayer[int]) -> str:
    return f"A {scores.A}, B {scores.B}"


def _won(solved: Solved) -> str:
    result = solved.result
    return f"{result.winner} wins {result.points}" + (" (rubicon)" if result.rubicon else "")


def figures(data: Any, solved: dict[tuple[Hand, From, str], Solved] | None = None) -> list[Figure]:
    """The Case's figures, each against the solver's (see the module)."""
    s = solutions(data) if solved is None else solved
    t_deal, t_partie = s["thirteen", "first lead", "deal"], s["thirteen", "first lead", "partie"]
    c_deal, c_partie = s["thirteen", "five spades", "deal"], s["thirteen", "five spades", "partie"]
    w_deal, w_partie = s["twelve", "first lead", "deal"], s["twelve", "first lead", "partie"]
    lost_13 = {name: solved13.result.points for name, solved13 in (("deal", t_deal), ("partie", t_partie))}
    lost_12 = {name: solved12.result.points for name, solved12 in (("deal", w_deal), ("partie", w_partie))}
    return [
        Figure("The scores are, A, 91; B (who reckons nothing) 92", "A 91, B 92",
               f"deal objective: {_pair(t_deal.totals)} from the first lead, {_pair(c_deal.totals)} after the "
               f"five spades; partie objective: {_pair(t_partie.totals)} from the first lead, "
               f"{_pair(c_partie.totals)} after the five spades",
               None if t_partie.totals == t_deal.totals else
               "A, who cannot save the rubicon whatever he plays, loses fewer points of the partie by scoring "
               "less (Law 73: the winner of a rubicon counts the loser's score too); the Case has A play for "
               "his score of the deal, and B for holding it down, as the deal objective does"),
        Figure("B wins a rubicon (Law 73) of 283 points", "283",
               f"deal objective: {_won(t_deal)}; partie objective: {_won(t_partie)} from the first lead, "
               f"{_won(c_partie)} after the five spades",
               None if lost_13["deal"] == 283 and lost_13["partie"] == 283 else
               "283 is right when A plays for his score; playing for the partie, A keeps his total low"),
        Figure("A must win at least the last two tricks, and the cards, and scores forty",
               "the cards, forty, the last two tricks",
               f"deal objective: A {w_deal.scores.A} with {w_deal.solution.tricks[0]} tricks; partie objective: "
               f"A {w_partie.scores.A} with {w_partie.solution.tricks[0]} tricks",
               "A wins the cards and scores forty under best play; whether he wins the last two tricks depends on "
               "B's discards, and B, discarding well to the spades, can win them (the search of "
               "tests/cases/test_cases.py): forty does not need them"),
        Figure("The scores are, A, 102 ; B, 98 (at most)", "A 102, B 98",
               f"deal objective: {_pair(w_deal.totals)}", None if w_deal.totals == ByPlayer(102, 98) else
               "B, playing for his score, can score more than the Case allows"),
        Figure("it may be taken that he has let A count thirteen in play, when the score will be A: 106 ; B: 92",
               "A 106, B 92",
               f"partie objective (B playing to keep the sum of the scores low): {_pair(w_partie.totals)}",
               "no legal play gives it: B scores nothing in play only if he wins no trick (Law 65: a trick won "
               "to the adversary's lead scores one), and then A wins all twelve, a capot of forty, not ten "
               "(Law 66); to save the capot B must win a trick and so score at least two (the trick, and his "
               "lead after it, or the last trick)"),
        Figure("A wins a rubicon of 298 points", "298",
               f"deal objective: {_won(w_deal)}; partie objective: {_won(w_partie)}",
               "298 rests on B 92, which no play gives (above); the least rubicon B can hold A to is "
               f"{w_partie.result.points}"),
        Figure("Hence B profits, by his own blunder, to the amount of 581 points", "581",
               f"deal objective: {lost_13['deal']} + {lost_12['deal']} = {lost_13['deal'] + lost_12['deal']}; "
               f"partie objective: {lost_13['partie']} + {lost_12['partie']} = "
               f"{lost_13['partie'] + lost_12['partie']}",
               "the sum of the two rubicons, each as best play gives it"),
    ]
