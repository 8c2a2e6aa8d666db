"""``piquet solve FILE``: the play of a deal solved exactly, both hands open (double dummy).

The deal is replayed as far as its ``play`` goes (or ``--after K`` cards of
it); from there :mod:`piquet.model.solver` finds the best play of both sides
under the objective, and the principal line is replayed through the engine
and narrated as ``piquet replay`` narrates, then the value. ``--json``
prints the objective, the value from A's side, the final scores, tricks and
the line.

A deal of Piquet au cent is solved under its rules (the low cards not
counting in play, by agreement, cent-26.1); its partie objective is the
game of a hundred in progress (:func:`~piquet.model.solver.game_objective`):
the games of the partie A wins in the deal, 2 for a double (cent-28.2, 29.1),
negative when B wins, 0 when neither reaches a hundred. The engine's game
after the line (:func:`~piquet.model.irregular.au_cent.partie_after`) must
agree with the solver's value.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import replace

from piquet.records.narration import deal_lines
from piquet.commands.faces import for_stream
from piquet.errors import InputError
from piquet.model.au_cent import GAME_POINTS, AuCentPartie, Game
from piquet.model.cards import format_card, format_cards
from piquet.model.irregular.au_cent import partie_after
from piquet.model.partie import partie_result
from piquet.model.variants import RUBICON_RULES, Rules
from piquet.model.solver import Objective, Solution, deal_objective, game_objective, partie_objective, solve
from piquet.records import load_record
from piquet.records.io import json_text, source_name
from piquet.records.position import RecordPosition, record_position
from piquet.model.partie import Player
from piquet.records.record import ByPlayer, player_of
from piquet.records.replay import DealReplay, replay_deal

__all__ = ["register", "Solved", "solve_record"]


class Solved:
    """A record's deal solved: where it started, the solution and the line replayed by the engine."""

    def __init__(self, position: RecordPosition, solution: Solution, rules: Rules = RUBICON_RULES) -> None:
        self.position = position
        self.solution = solution
        deal = replace(position.deal, play=position.deal.play + solution.line)
        state, refused = replay_deal(deal, position.where, position.carried, rules)
        self.replayed = DealReplay(position.index, deal, state, position.scores_before, refused)
        assert state.over and state.scores == solution.scores, \
            f"the engine scores the solver's line {state.scores}, the solver {solution.scores}"
        elder_is_a = deal.elder == "A"
        self.value = solution.value if elder_is_a else -solution.value
        """The value from A's side."""
        self.game: Game | None = None
        """Under the game objective (au cent), the game of a hundred after the line, as the engine adds it up."""
        if solution.objective == "game":
            before = position.scores_before
            games = partie_after(AuCentPartie(deal.dealer, current=Game((before.A, before.B))), state, deal.dealer)
            self.game = games.games[0] if games.games else games.current
            won = 0 if self.game.winner is None else self.game.counts if self.game.winner == "A" else -self.game.counts
            assert won == self.value, f"the engine's game after the solver's line {self.game}, the solver {self.value}"

    def players(self) -> list[Player]:
        """Who plays each card of the solver's line."""
        deal = self.replayed.deal
        order = [role for trick in self.replayed.state.tricks for role in (trick.leader, trick.leader.adversary)]
        return [player_of(role, deal.dealer) for role in order[len(self.position.deal.play):]]


def solve_record(path: str, deal: int, after: int | None, objective_name: str, alternatives: bool) -> Solved:
    """Load the record in ``path`` and solve deal ``deal`` (from 1) after ``after`` cards of its play."""
    record = load_record(path)
    try:
        position = record_position(record, deal - 1, after)
        if objective_name == "partie" and record.rules.au_cent:
            objective = _game_objective(position, record.partie is not None)
        else:
            objective = _objective(position, objective_name)
        return Solved(position, solve(position.start, objective, alternatives), record.rules)
    except InputError as err:
        raise err.within(source_name(path)) from None


def _objective(position: RecordPosition, name: str) -> Objective:
    if name == "deal":
        return deal_objective()
    stake = position.stake
    if stake.problem is not None:
        raise InputError("--objective partie", stake.problem)
    return partie_objective(stake.before, stake.weight)


def _game_objective(position: RecordPosition, partie: bool) -> Objective:
    """Au cent's partie objective: the game of a hundred in progress (cent-28, cent-29.1), from the scores of
    the game before the deal and those the deal has made so far."""
    if not partie:
        raise InputError("--objective partie", "the record is not a partie (it has no 'partie' field): the deal "
                                               "decides no game")
    before, start = position.scores_before, position.start.position
    by_role = (before.A, before.B) if position.deal.elder == "A" else (before.B, before.A)
    if max(by_role[0] + start.score_elder, by_role[1] + start.score_younger) >= GAME_POINTS:
        raise InputError("--objective partie", "the game is won before this point of the play: a player has a "
                                               "hundred (cent-28.1)")
    return game_objective(by_role)


def _game_words(solved: Solved) -> str:
    game = solved.game
    assert game is not None
    scores = f"Game: A {game.scores[0]}, B {game.scores[1]}"
    if game.winner is None:
        return f"{scores}: neither has a hundred (cent-28.1)."
    kind = "a double game (cent-28.2)" if game.double else "a single game (cent-28.1)"
    return f"{scores} when {game.winner} reaches a hundred: {game.winner} wins {kind}."


def _words(solved: Solved) -> Iterator[str]:
    position, solution, replayed = solved.position, solved.solution, solved.replayed
    yield from deal_lines(replayed, solved.position.stake.weight)
    played = len(position.deal.play)
    yield ""
    aim = {"deal": "its own score of the deal minus its adversary's", "partie": "the points of the partie",
           "game": "the games of the partie (au cent)"}
    yield f"Best play from card {played + 1}, both hands open, each side playing for {aim[solution.objective]}:"
    yield "  " + " ".join(format_card(c) for c in solution.line)
    if solution.alternatives is not None:
        players = solved.players()
        for i, equal in enumerate(solution.alternatives):
            if len(equal) > 1:
                yield f"  card {played + i + 1} ({players[i]}), any of equal value: {format_cards(equal)}"
    scores = replayed.scores
    yield f"Scores of the deal: A {scores.A}, B {scores.B}."
    if solution.objective == "deal":
        yield f"Value: {solved.value} (A's score minus B's)."
        return
    if solution.objective == "game":
        yield _game_words(solved)
        yield f"Value: {solved.value} (games of the partie won by A, a double counting two; negative when B wins)."
        return
    before = position.scores_before
    totals = ByPlayer(before.A + position.stake.weight * scores.A, before.B + position.stake.weight * scores.B)
    result = partie_result(totals.A, totals.B)
    outcome = ("the totals are equal (valued 0)" if result.winner is None
               else f"{result.winner} wins {result.points}" + (" (a rubicon, Law 73)" if result.rubicon else ""))
    yield f"Totals: A {totals.A}, B {totals.B}: {outcome}."
    yield f"Value: {solved.value} (points of the partie won by A; negative when B wins)."


def _json(solved: Solved) -> dict[str, object]:
    solution, replayed = solved.solution, solved.replayed
    out: dict[str, object] = {
        "objective": solution.objective, "value": solved.value, "scores": dict(replayed.scores.items()),
        "tricks": dict(replayed.tricks.items()), "deal": solved.position.index + 1,
        "played": [format_card(c) for c in solved.position.deal.play],
        "line": [format_card(c) for c in solution.line], "nodes": solution.nodes,
    }
    if solution.alternatives is not None:
        out["alternatives"] = [[format_card(c) for c in equal] for equal in solution.alternatives]
    return out


def configure(parser: argparse.ArgumentParser) -> None:
    parser.description = ("Solve the play of a deal of a record exactly (both hands known): from the point its "
                          "play reaches, or after --after K of its cards, the best play of both sides, narrated "
                          "as replay narrates it, then the value.")
    parser.add_argument("file", metavar="FILE", help="the record (JSON); - reads standard input")
    parser.add_argument("--deal", type=int, default=1, metavar="N", help="the deal to solve, from 1 (default 1)")
    parser.add_argument("--after", type=int, default=None, metavar="K",
                        help="solve after the first K cards of the deal's play (default: all it lists)")
    parser.add_argument("--objective", choices=("deal", "partie"), default="deal",
                        help="deal: each side maximises its score minus the adversary's (default); partie: "
                             "the points of the partie, for the deal that decides it (Laws 71-73); in au cent, "
                             "the games of the partie won in the deal (cent-28, cent-29)")
    parser.add_argument("--alternatives", action="store_true",
                        help="list the cards of equal value at each decision of the line")
    parser.add_argument("--json", action="store_true",
                        help="print the objective, value (A's side), scores and line as JSON")

    def run(args: argparse.Namespace) -> int:
        solved = solve_record(args.file, args.deal, args.after, args.objective, args.alternatives)
        sys.stdout.write(json_text(_json(solved)) if args.json
                         else for_stream("".join(f"{line}\n" for line in _words(solved)), sys.stdout))
        return 0

    parser.set_defaults(run=run)
