"""Witnesses re-verified from their records, ordered, and written up in the style of a Case.

A witness found by a unit is checked again from scratch before it is shown:
each line's record is built, parsed and replayed by the model, its play is
solved again by a fresh solver, the value must be the one the unit found,
the solver's principal line replayed through the model must score what the
solver says, and the class's condition and test must hold on the fresh
lines. A witness that fails is dropped.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from piquet.records.narration import deal_lines
from piquet.model.cards import Card, card_set, format_card, format_cards
from piquet.model.au_cent import AuCentPartie, Game
from piquet.model.irregular.au_cent import partie_after
from piquet.model.partie import Player, partie_result
from piquet.model.solver import Solution
from piquet.records import parse_record
from piquet.records.replay import Replay, replay
from piquet.search.candidates import AU_CENT, GAME_LOST, SHORT, Candidate, line_record, offence_words
from piquet.search.classes import SearchClass, settle
from piquet.search.lines import recorded_line
from piquet.search.units import Found

__all__ = ["Witness", "verify", "ordered", "narration", "witness_json"]

_CLASS_WORDS = {"point": "point", "sequence": "sequences", "sets": "quatorzes and trios"}
"""A class sunk, by the record's key, in words."""


@dataclass(frozen=True)
class LineResult:
    """One line solved again: its value (the elder's), the solution and the record with its solved play,
    replayed."""

    name: str
    value: int
    solution: Solution
    record: dict[str, object]
    replayed: Replay


@dataclass(frozen=True)
class Witness:
    """A verified witness of ``klass``: what the unit found and each line solved again."""

    klass: SearchClass
    found: Found
    lines: tuple[LineResult, ...]

    def line(self, name: str) -> LineResult:
        return next(line for line in self.lines if line.name == name)

    @property
    def record(self) -> dict[str, object]:
        """The offending line's record, its solved play included: what ``replay``, ``ruling`` and
        ``solve --after 0`` read."""
        return self.line("offence").record


def verify(klass: SearchClass, found: Found) -> Witness | None:
    """``found`` checked again from its records (see the module); None if it fails."""
    candidate = found.candidate
    # With the calls settled by best play, each line's record sinks what its best play sinks.
    lines = {name: recorded_line(candidate, name, found.sunk_of(name)) for name in klass.lines}
    settled = settle(klass, lines)
    if not settled.witness:
        return None
    results = []
    if klass.penalty is not None:  # au cent: the deal ends at the penalty, the offender losing one game
        name, value = klass.penalty
        record = line_record(candidate, name)
        replayed = replay(parse_record(record))
        if _value(replayed, candidate) != value or dict(found.values)[name] != value:
            return None
        solution = Solution("game", value, (0, 0), (0, 0), (), None, 0)
        results.append(LineResult(name, value, solution, record, replayed))
    for name, line in lines.items():
        solution = line.solution()
        if solution.value != dict(found.values)[name]:
            return None
        record = line_record(candidate, name, solution.line, line.sunk)
        replayed = replay(parse_record(record))
        scores = replayed.deals[0].scores
        if (scores.A, scores.B) != solution.scores:  # A is the elder
            return None
        if _value(replayed, candidate) != solution.value:
            return None
        results.append(LineResult(name, solution.value, solution, record, replayed))
    values = {r.name: r.value for r in results}
    if klass.swing_of(candidate, values) != found.swing:
        return None
    return Witness(klass, found, tuple(results))


def _games(replayed: Replay, candidate: Candidate) -> AuCentPartie | None:
    """In au cent, the partie after the replayed deal, from the scores of the game before it as
    ``piquet solve`` takes them (the replay starts its partie of five games at 0-0, whatever the first
    deal's ``scores_before``); None in Rubicon."""
    if candidate.variant != AU_CENT:
        return None
    dealer: Player = "B"  # B deals every candidate
    return partie_after(AuCentPartie(dealer, current=Game(candidate.before)), replayed.deals[0].state, dealer)


def _totals(replayed: Replay, candidate: Candidate) -> dict[str, int]:
    """The totals after the line: of the partie (Rubicon), or of the game of a hundred, when it is won the
    winner's hundred and his adversary's score then (au cent)."""
    games = _games(replayed, candidate)
    if games is None:
        return dict(replayed.totals.items())
    a, b = games.games[0].scores if games.games else games.current.scores
    return {"A": a, "B": b}


def _value(replayed: Replay, candidate: Candidate) -> int:
    """The elder's (A's) value of a replayed line: the points of the partie he wins; in au cent the games."""
    games = _games(replayed, candidate)
    if games is not None:
        return games.games_won("A") - games.games_won("B")
    result = replayed.result
    return 0 if result.winner is None else result.points if result.winner == "A" else -result.points


def ordered(found: Sequence[Found]) -> list[Found]:
    """The most striking first (the largest swing), then the simplest (fewest positions searched), ties
    by unit index: the same order whatever ran the units."""
    if not found:
        return []
    striking = min(found, key=lambda f: (-f.swing, f.candidate.index))
    rest = sorted((f for f in found if f is not striking), key=lambda f: (f.effort, f.candidate.index))
    return [striking] + rest


_LINE_TITLES = {
    "offence": "The offending line: {o} {plays} and {reckons}",
    "lawful": "The lawful line: the same deal, the offence undone",
    "waived": "The offending line, {i} waiving the penalty (Law 44): {o} {plays} and reckons",
}


_CARD_COUNTS = {11: "eleven", 12: "twelve", 13: "thirteen"}


def _line_title(name: str, candidate: Candidate) -> str:
    """The title of line ``name``: how many cards the offender plays, and whether he reckons."""
    offender = candidate.offender
    hands = candidate.line_hands("offence")
    cards = hands[0 if offender == "A" else 1].bit_count()
    plays = f"plays {_CARD_COUNTS[cards]} cards"
    reckons = "reckons (no penalty but Law 57's)" if candidate.offence.law in SHORT \
        else "can reckon nothing (the penalty enforced)"
    return _LINE_TITLES[name].format(o=offender, i="B" if offender == "A" else "A", plays=plays, reckons=reckons)


_PENALTY_TITLE = "The offending line: {o} loses the game by the penalty (cent-9, cent-10), and the deal ends there"


def _result_words(replayed: Replay, candidate: Candidate) -> str:
    totals = replayed.totals
    games = _games(replayed, candidate)
    if games is not None:
        won = next(iter(games.games), None)
        if won is None:
            game = games.current.scores
            return f"the game A {game[0]}, B {game[1]}: neither has a hundred (cent-28.1)"
        kind = "a double game, two of the partie" if won.double else "a single game, one of the partie"
        how = "reaching a hundred" if won.clause in ("cent-28.1", "cent-28.2") else "by the penalty"
        return f"the game A {won.scores[0]}, B {won.scores[1]}: {won.winner} wins {kind} ({won.clause}, {how})"
    result = partie_result(totals.A, totals.B)
    if result.winner is None:
        return f"the partie A {totals.A}, B {totals.B}: equal (one more deal each, Law 71)"
    rubicon = ", a rubicon" if result.rubicon else ""
    return f"the partie A {totals.A}, B {totals.B}: {result.winner} wins {result.points}{rubicon}"


def _taken_in(candidate: Candidate) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The cards each takes in from the stock by the offending line, in the stock's order: those of his
    hand then not dealt him, but a card mixed with it (Laws 28-29), which the offence sentence names."""
    mixed = 1 << candidate.extra_card if candidate.offence.law in ("28", "29") else 0
    hands = candidate.line_hands("offence")
    dealt = (card_set(candidate.elder), card_set(candidate.younger))
    elder, younger = (tuple(c for c in candidate.stock if (hand & ~held & ~mixed) >> c & 1)
                      for hand, held in zip(hands, dealt))
    return elder, younger


def narration(witness: Witness, rank: int, seed: int | None) -> Iterator[str]:
    """The witness written up as a Case: the hands, the exchange, each line's calls and play, the scores
    side by side, the laws and why they misfire."""
    klass, found = witness.klass, witness.found
    candidate = found.candidate
    offender, innocent = candidate.offender, "B" if candidate.offender == "A" else "A"
    who = f"{innocent} loses" if "waived" in klass.lines else f"{offender} gains"  # the option-no-remedy classes
    where = "a given record" if seed is None else f"seed {seed}, unit {candidate.index}"
    unit = "games" if candidate.variant == AU_CENT else "points"
    swing = "1 game" if unit == "games" and found.swing == 1 else f"{found.swing} {unit}"
    yield f"Witness {rank} of {klass.name} ({klass.title.lower()}): {who} {swing} of the partie ({where})."
    yield ""
    if candidate.variant == AU_CENT:
        yield (f"A deal of Piquet au cent, a game of a hundred in progress; before it A has {candidate.before[0]}, "
               f"B {candidate.before[1]}. B deals, so A is the elder hand.")
    else:
        yield (f"The last deal of a partie of six; before it A has {candidate.before[0]}, B {candidate.before[1]}. "
               "B deals, so A is the elder hand.")
    elder_in, younger_in = _taken_in(candidate)
    exchange = (f"A discards {format_cards(candidate.elder_discard)} and takes in {format_cards(elder_in)}. B "
                f"discards {format_cards(candidate.younger_discard)} and takes in {format_cards(younger_in)}.")
    if candidate.offence.law in GAME_LOST:
        yield f"{offence_words(candidate)} By the lawful line: {exchange}"
    else:
        yield f"{exchange} {offence_words(candidate)}"
    for line in witness.lines:
        yield ""
        if klass.penalty is not None and line.name == klass.penalty[0]:
            yield _PENALTY_TITLE.format(o=offender) + ":"
        else:
            yield _line_title(line.name, candidate) + ", both sides playing their best for the partie:"
        yield from deal_lines(line.replayed.deals[0], 1)
    yield ""
    yield f"Side by side (A is the elder, {offender} the offender):"
    for line in witness.lines:
        scores = line.replayed.deals[0].scores
        yield (f"  {line.name:>8}: the deal A {scores.A}, B {scores.B}; {_result_words(line.replayed, candidate)} "
               f"(A's value {line.value:+d} {unit})")
    if witness.found.sunk:  # --calls best: the calls settled as part of best play
        sunk = "; ".join(f"{name}: " + ", ".join(f"{player} sinks his {_CLASS_WORDS[key]}" for player, key in pairs)
                         for name, pairs in witness.found.sunk)
        yield (f"  The calls settled as part of best play, both hands open (each declares the rest): {sunk}.")
    yield ""
    yield "Laws: " + ", ".join(klass.laws) + "."
    yield "What misfires: " + klass.definition
    yield "Why: " + klass.misfire
    if klass.penalty is not None:
        yield ("Check it: piquet replay W.json; piquet ruling W.json (W.json: this witness's record, the deal ending "
               "at the penalty); piquet solve L.json --after 0 --objective partie (L.json: the lawful line's).")
    else:
        yield ("Check it: piquet replay W.json; piquet ruling W.json; "
               "piquet solve W.json --after 0 --objective partie (W.json: this witness's record).")


def witness_json(witness: Witness, rank: int) -> dict[str, object]:
    """The witness as JSON: class, unit, swing, each line's value, scores, totals and play, and the classes
    its best play sinks (``sunk``: [player, class], with the calls settled by best play), if any."""
    candidate = witness.found.candidate
    return {
        "rank": rank, "class": witness.klass.name, "variant": candidate.variant, "unit": candidate.index,
        "swing": witness.found.swing,
        "effort": witness.found.effort, "scores_before": {"A": candidate.before[0], "B": candidate.before[1]},
        "offender": candidate.offender, "law": candidate.offence.law,
        "extra_card": None if candidate.offence.call is not None else format_card(candidate.extra_card),
        "lines": {line.name: {"value": line.value,
                              "scores": dict(line.replayed.deals[0].scores.items()),
                              "totals": _totals(line.replayed, candidate),
                              "play": [format_card(c) for c in line.solution.line],
                              **({"sunk": [list(pair) for pair in dict(witness.found.sunk)[line.name]]}
                                 if line.name in dict(witness.found.sunk) else {})}
                  for line in witness.lines},
        "record": witness.record,
    }
