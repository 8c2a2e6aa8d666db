"""Each line of a census witness's play, told as the Laws tell a Case (issue 26).

The search stores, for each witness, the offending line's record and, for every line (the penalty enforced,
waived, the lawful line), the cards played and the classes each side sinks. Each line is replayed here through
the model (:func:`piquet.search.candidates.line_record` makes its record, as the search made it), and told in a
few sentences: the exchange, the hands as held after it, the penalty, what each side reckons in hand, the play
and the scores, with the laws each step cites (a clause id such as ``58.2`` shown as its law, Law 58). The full
move list, every call, card and score of the model's narration, follows collapsed, with the laws in place of
the clause ids.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from piquet.errors import InputError
from piquet.model.cards import format_hand, parse_cards
from piquet.model.declaring import Klass
from piquet.model.events import Event
from piquet.model.roles import Role
from piquet.model.state import held, laws_of
from piquet.records import parse_record
from piquet.records.record import class_key, role_of
from piquet.records.replay import DealReplay, replay
from piquet.search.candidates import GAME_LOST, candidate_of, line_record
from piquet.search.registry import class_named
from piquet.search.units import unit_candidate

from rulebook.rst import bullets, esc, indent

__all__ = ["LINE_NAMES", "LineTold", "line_order", "told_lines", "law_words", "play_block"]

#: What each line of a witness is, as a reader meets it.
LINE_NAMES = {"offence": "the penalty enforced", "waived": "the penalty waived (Law 44)",
              "lawful": "the lawful line, the offence undone"}

_LINE_ORDER = ["offence", "waived", "lawful"]


def line_order(name: str) -> int:
    """The options first, the lawful line last; a line the census does not name after them."""
    return _LINE_ORDER.index(name) if name in _LINE_ORDER else len(_LINE_ORDER)


_KLASSES = {class_key(k): k for k in Klass}

#: A clause id in the model's words (``58.2``, ``cent-28.1``), with the word "Law" before it when written; and
#: a parenthesis of them, ``(24.1, 25.1)``.
_ID = r"(?:Law )?(?:cent-)?\d{1,2}\.\d{1,2}\b"
_CLAUSES = re.compile(rf"\(({_ID}(?:, {_ID})*)\)")
_CLAUSE = re.compile(_ID)


_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def law_words(text: str) -> str:
    """``text`` with the clause ids shown as the laws they belong to, once each: ``(24.1, 25.1)`` as
    ``(Laws 24, 25)``, ``58.2`` as ``Law 58``."""
    def laws(ids: list[str]) -> str:
        keys = laws_of(tuple(i.removeprefix("Law ") for i in ids))
        numbers = [k for k in keys if k.isdigit()]
        named = ([f"Law{'s' if len(numbers) > 1 else ''} {', '.join(numbers)}"] if numbers else [])
        return ", ".join(named + [k for k in keys if not k.isdigit()])
    text = _CLAUSES.sub(lambda m: f"({laws(_CLAUSE.findall(m.group(1)))})", text)
    return _CLAUSE.sub(lambda m: laws([m.group(0)]), text)


@dataclass(frozen=True)
class LineTold:
    """One line replayed: its name, what the search stored of it and the model's replay of its deal."""

    name: str
    stored: Mapping[str, Any]
    deal: DealReplay


def told_lines(witness: Mapping[str, Any], seed: int = 0, policy: str = "plain") -> list[LineTold]:
    """Every line of ``witness`` replayed from its stored play, the options first; none if the witness is not
    of the form the search draws (its record cannot be read back as a candidate). A witness of a class that draws
    its own deals (au cent's, whose records the search does not read back) is drawn again from its unit, of the
    run's ``seed`` and ``policy``."""
    klass = class_named(str(witness.get("class", "")))
    try:
        if klass is not None and klass.drawer is not None:
            candidate = unit_candidate(klass, seed, int(witness["unit"]), policy=policy)[1]
            if candidate is None:
                return []
        else:
            candidate = candidate_of(parse_record(witness["record"]), int(witness.get("unit", 0)))
    except (InputError, KeyError, ValueError):
        return []
    out = []
    for name in sorted(witness.get("lines", {}), key=line_order):
        stored = witness["lines"][name]
        sunk = frozenset((str(p), _KLASSES[str(k)]) for p, k in stored.get("sunk", []))
        record = line_record(candidate, name, tuple(parse_cards(stored.get("play", []))), sunk)
        out.append(LineTold(name, stored, replay(parse_record(record)).deals[0]))
    return out


_RECKONED = ("carte blanche", "point", "sequence", "quatorze", "trio")
_BONUS = ("repique", "pique")
_PLAY = ("lead", "win", "last trick")
_DECLARED = re.compile(r"reckons (.+?): \d+")
_CITED = re.compile(r"Laws? \d+")


def _exchange(line: LineTold) -> str:
    """What each takes in and leaves, the elder first (Law 21): the elder leaving cards of his five by Law 32,
    the younger those left in the stock by Law 36."""
    record = line.deal.deal
    out, left = [], len(record.stock)
    for player in (record.elder, record.dealer):
        exchange = getattr(record.exchange, player)
        left -= exchange.taken
        sentence = f"{player} discards {len(exchange.discard)} and takes in {exchange.taken}"
        leaves = 5 - exchange.taken if player == record.elder else left  # the elder's five (Law 21)
        if leaves > 0:
            law = "32" if player == record.elder else "36"
            sentence += f", leaving {_NUMBERS.get(leaves, str(leaves))} (Law {law})"
        out.append(sentence)
    return "; ".join(out) + "."


def _hands(line: LineTold) -> list[str]:
    """Each hand as held after the exchange (the model's replay), a line each."""
    dealer = line.deal.deal.dealer
    hands = {p: held(line.deal.state, role_of(p, dealer)) for p in ("A", "B")}
    return [f"{p} holds {bin(hands[p]).count('1')} cards: {format_hand(hands[p])}" for p in ("A", "B")]


#: The adversary's election of the penalty of reckoning nothing (Law 44), in words.
_ELECTIONS = {"enforce": "to enforce the penalty (Law 44)", "waive": "not to enforce the penalty (Law 44)"}


def _penalty(events: Iterable[Event]) -> list[str]:
    """The irregularity and the election, in the model's words with laws for clause ids."""
    out = []
    for e in events:
        if e.kind == "irregularity":
            out.append(law_words(e.text) + ".")
        elif e.kind == "election":
            who, _, what = e.text.partition(" elects: ")
            out.append(f"{who} elects {_ELECTIONS.get(what, 'to ' + what)}.")
    return out


def _declared(e: Event) -> str:
    """A score in hand in the model's words (``quint to the king (15)``); a repique or pique with the law the
    model cites for it (``a repique (60, Law 68)``)."""
    m = _DECLARED.search(e.text)
    if m:
        return f"{m.group(1)} ({e.points})"
    cited = _CITED.search(law_words(e.text))
    return f"a {e.kind} ({e.points}" + (f", {cited.group(0)})" if cited else ")")


def _hand_scores(events: list[Event], player: str, role: Role) -> str:
    """What ``player`` reckons in hand, or shows and cannot reckon (Law 58)."""
    mine = [e for e in events if e.role == role and e.kind in _RECKONED + _BONUS]
    if not mine:
        return f"{player} reckons nothing"
    if all(e.points == 0 for e in mine):
        shown = ", ".join(_declared(e).rsplit(" (", 1)[0] for e in mine)
        return f"{player} shows {shown} but can reckon nothing (Law 58)"
    return f"{player} reckons " + ", ".join(_declared(e) for e in mine)


def _play(line: LineTold) -> str:
    """The tricks, the cards and what each scores in play (Laws 65-67)."""
    events, tricks = line.deal.events, line.deal.tricks
    scored = {p: sum(e.points for e in events if e.role == role_of(p, line.deal.deal.dealer) and e.kind in _PLAY)
              for p in ("A", "B")}
    cards = next((law_words(e.text) for e in events if e.kind in ("cards", "capot")), "")
    return (f"In the play A wins {tricks.A} trick{'s' if tricks.A != 1 else ''} and B {tricks.B}, scoring A {scored['A']}, B {scored['B']} "
            f"for the cards led and the tricks won (Law 65)" + (f"; {cards}." if cards else "."))


def _result(line: LineTold) -> str:
    """The deal's scores, as the search stored them (the Decision gives the partie's)."""
    scores = line.stored.get("scores", {})
    return f"The deal scores A {scores.get('A', '?')}, B {scores.get('B', '?')}."


def _moves(line: LineTold) -> str:
    """Every event of the line's deal after the exchange, with the deal's running scores, clause ids shown as
    laws (the exchange is told in words, with the law of each hand's leaving)."""
    rows = []
    for e in line.deal.events:
        if e.kind != "exchange":
            totals = line.deal.by_player(e.totals)
            rows.append(f"A {totals.A:>3}  B {totals.B:>3}   {law_words(e.text)}")
    return "\n".join(rows)


def _title(name: str) -> str:
    words = LINE_NAMES.get(name, name)
    return words[:1].upper() + words[1:]


def play_block(witness: Mapping[str, Any], seed: int = 0, policy: str = "plain") -> str:
    """Each line of the witness told in a few sentences, then its full move list collapsed (reST); nothing if
    its lines cannot be replayed (``seed`` and ``policy``: the run's, :func:`told_lines`)."""
    lines = told_lines(witness, seed, policy)
    if not lines:
        return ""
    items = []
    for line in lines:
        events = list(line.deal.events)
        if line.name == "offence" and witness.get("law") in GAME_LOST:  # au cent: the deal ends at the penalty
            items.append(f"**{esc(_title(line.name))}.** " + " ".join(esc(s) for s in _penalty(events))
                         + " The deal ends there, before the play: neither reckons anything.")
            continue
        hand = "; ".join(_hand_scores(events, p, role_of(p, line.deal.deal.dealer)) for p in ("A", "B"))
        sentences = [*_penalty(events), f"In hand {hand}.", _play(line), _result(line)]
        items.append(f"**{esc(_title(line.name))}.** {esc(_exchange(line))} After the exchange:\n\n"
                     + bullets(esc(h) for h in _hands(line)) + "\n" + " ".join(esc(s) for s in sentences))
    moves = "\n".join(f"{_title(line.name)}:\n{_moves(line)}\n" for line in lines)
    return "\n".join([".. rubric:: The play of each line\n   :class: finding-part\n",
                      "Both hands open, each side playing his best for the partie:\n", bullets(items),
                      ".. raw:: html\n\n   <details class=\"census-moves\"><summary>Every call, card and score of "
                      "each line</summary>\n",
                      ".. code-block:: text\n   :class: census-play\n\n" + indent(moves) + "\n",
                      ".. raw:: html\n\n   </details>\n"])
