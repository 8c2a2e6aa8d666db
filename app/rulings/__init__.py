"""Rulings on a record's irregularities: which laws apply and why, the options and who holds them, the outcome.

A record is replayed (:mod:`piquet.records.replay`); each irregularity
becomes the model's irregular action, and the model rules on it
(:class:`piquet.model.state.Ruling`). This package puts those rulings in
the players' names: :func:`rulings_json` as data, :func:`ruling_lines` as
plain words, each deal with its decision -- a fresh deal or not, who can
reckon nothing, what each scores -- and the claims refused.

The laws are cited by number and, where the spec has one, by clause id
(``"13.1"``, :mod:`piquet.spec.laws`); a Case and Decision is cited by its
numeral (``"Case XIV"``). The text of every law cited is quoted from the
shipped source, its errata applied (:func:`piquet.spec.source.corrected`).
Each deal starts with the hands as dealt, laid out by suit
(:func:`piquet.records.narration.hand_lines`).
"""

from __future__ import annotations

from collections.abc import Iterator

from piquet.model.flow.base import what_bars
from piquet.model.irregular import LeadOutOfTurn
from piquet.model.partie import PLAYERS, Player
from piquet.model.play import TRICKS
from piquet.model.roles import Role
from piquet.model.state import Ruling, law_order, laws_of
from piquet.records.io import resolved
from piquet.records.record import player_of, role_of
from piquet.records.replay import DealReplay, Refusal, Replay
from piquet.model.irregular.au_cent import game_lost
from piquet.records.narration import hand_lines
from piquet.spec.source import au_cent_text, corrected, laws_text

__all__ = ["deal_json", "rulings_json", "rulings_stream", "ruling_lines"]


def _player(deal: DealReplay, role: Role | None) -> Player | None:
    return None if role is None else player_of(role, deal.deal.dealer)


def _ruling_json(deal: DealReplay, ruling: Ruling) -> dict[str, object]:
    option: dict[str, object] | None = None
    if ruling.holder is not None:
        option = {"holder": _player(deal, ruling.holder), "choices": [c.value for c in ruling.choices],
                  "elected": None if ruling.chosen is None else ruling.chosen.value}
    return {"kind": ruling.kind, "player": _player(deal, ruling.offender), "laws": list(ruling.laws),
            "clauses": list(ruling.clauses), "finding": ruling.finding, "option": option, "outcome": ruling.outcome}


def _refusal_json(refusal: Refusal) -> dict[str, object]:
    entry = refusal.irregularity
    laws = laws_of(refusal.clauses)
    return {"irregularity": refusal.index, "kind": entry.kind, "player": entry.player, "laws": list(laws),
            "clauses": list(refusal.clauses), "reason": refusal.reason}


def _reckon_nothing(deal: DealReplay) -> list[Player]:
    """The players who can reckon nothing in the deal (Laws 25-35, 54, 58), A first."""
    return [p for p in PLAYERS if deal.state.reckon_nothing[role_of(p, deal.deal.dealer)]]


def _bars(deal: DealReplay, player: Player) -> str:
    """What still bars for ``player``, who can reckon nothing: by the law of the penalty he incurred first."""
    role = role_of(player, deal.deal.dealer)
    incurred = next((r.clauses for r in deal.state.rulings if r.kind == "penalty" and r.offender is role), ())
    return what_bars(incurred)


def deal_json(deal: DealReplay) -> dict[str, object]:
    """One deal's rulings and decision."""
    state = deal.state
    return {
        "deal": deal.index + 1,
        "dealer": deal.deal.dealer,
        "laws": _in_order(_deal_laws(deal)),
        "rulings": [_ruling_json(deal, r) for r in state.rulings],
        "refused": [_refusal_json(r) for r in deal.refused],
        "fresh_deal": state.void,
        "reckon_nothing": _reckon_nothing(deal),  # the hand's scores below are nominal: they bar (Law 58)
        "scores": dict(deal.scores.items()),
        "tricks": dict(deal.tricks.items()),
        "hand": {p: dict(zip(_HAND_CLASSES, state.hand_scores[role_of(p, deal.deal.dealer)])) for p in PLAYERS},
        "last_trick": _last_trick(deal),
        "dealt_out_of_turn": state.in_dealing.out_of_turn,
    }


# Law 67 I-IV: the hand's classes in the order of reckoning, as the model keeps them.
_HAND_CLASSES = ("carte blanche", "point", "sequence", "sets")


def _last_trick(deal: DealReplay) -> Player | None:
    """Who won the twelfth trick, which is the last (Law 65; Case XIX), if it was played."""
    tricks = deal.state.tricks
    return _player(deal, tricks[TRICKS - 1].winner) if len(tricks) >= TRICKS else None


def _deal_laws(deal: DealReplay) -> set[str]:
    found: set[str] = set()
    for ruling in deal.state.rulings:
        found.update(ruling.laws)
    for refusal in deal.refused:
        found.update(laws_of(refusal.clauses))
    return found


def _in_order(laws: set[str]) -> list[str]:
    """Laws by number, then cases."""
    return sorted(laws, key=law_order)


def _citing(replayed: Replay, cited: set[str]) -> Iterator[DealReplay]:
    """The record's deals, read once (a record file's are replayed as they are read), each adding the laws
    and cases its rulings and refusals cite to ``cited``."""
    for deal in replayed.deals:
        cited.update(_deal_laws(deal))
        yield deal


def rulings_stream(replayed: Replay) -> dict[str, object]:
    """The rulings of a replayed record as JSON to be written deal by deal
    (:func:`piquet.records.io.json_chunks`): the deals as they are read, once, then the laws cited, the totals
    and the result (Laws 71-73), known once the deals are read."""
    cited: set[str] = set()
    return {
        "deals": (deal_json(d) for d in _citing(replayed, cited)),
        "laws": lambda: _in_order(cited),
        "totals": lambda: dict(replayed.totals.items()),
        "result": replayed.result_json,
    }


def rulings_json(replayed: Replay) -> dict[str, object]:
    """The rulings of a replayed record, deal by deal, with the laws cited, the totals and the result (Laws
    71-73), held whole."""
    value = resolved(rulings_stream(replayed))
    assert isinstance(value, dict)
    return value


def _cite(ruling_clauses: tuple[str, ...]) -> str:
    laws = laws_of(ruling_clauses)
    numbers = [law for law in laws if law.isdigit()]
    cases = [law for law in laws if not law.isdigit()]
    words = ([f"Law{'s' if len(numbers) > 1 else ''} {', '.join(numbers)}"] if numbers else []) + cases
    return "; ".join(words)


#: Why an option left unelected lapsed, by the kind of its ruling: a lead out of turn the adversary has played
#: to cannot be taken up (Law 59 III).
_LAPSED = {LeadOutOfTurn.KIND: "it lapsed when he played to the card"}


def _option_words(deal: DealReplay, ruling: Ruling) -> str:
    holder = _player(deal, ruling.holder)
    choices = " or ".join(c.value for c in ruling.choices)
    if ruling.chosen is not None:
        elected = f"he elected: {ruling.chosen.value}"
    elif deal.state.option is not None:
        elected = "awaiting his election"
    else:
        elected = _LAPSED.get(ruling.kind, "it lapsed, not elected, as the deal went on")
    return f"    Option: {holder}'s -- {choices}; {elected}."


def ruling_lines(replayed: Replay) -> Iterator[str]:
    """The rulings in plain words, deal by deal, then the text of every law cited; the deals are read once."""
    cited: set[str] = set()
    for deal in _citing(replayed, cited):
        state = deal.state
        yield f"Deal {deal.index + 1}: {deal.deal.dealer} deals; {deal.deal.elder} is the elder hand."
        yield from hand_lines(deal.deal)
        if not state.rulings and not deal.refused:
            yield "  No irregularity."
        for ruling in state.rulings:
            offender = _player(deal, ruling.offender)
            yield f"  {ruling.kind.capitalize()}" + (f" ({offender})" if offender else "") + f" -- {_cite(ruling.clauses)}"
            yield f"    Why: {ruling.finding}."
            if ruling.holder is not None:
                yield _option_words(deal, ruling)
            yield f"    Outcome: {ruling.outcome}."
        for refusal in deal.refused:
            entry = refusal.irregularity
            who = f" ({entry.player})" if entry.player else ""
            yield f"  Claim refused: {entry.kind}{who} -- {_cite(refusal.clauses) or 'the Laws'}"
            yield f"    Why: {refusal.reason}."
        yield "  " + _decision(deal)
        yield ""
    yield f"Totals: A {replayed.totals.A}, B {replayed.totals.B}."
    if replayed.finished or replayed.games is not None:  # au cent: the games so far (cent-29)
        yield f"Partie: {replayed.result_words()}."
    yield ""
    yield "The laws cited:"
    source = laws_text()
    for law in _in_order(cited):
        if law.isdigit():
            yield f"  Law {law}. {corrected(source[int(law)].text)}"
        elif law.startswith("cent-"):  # a paragraph of Piquet au cent
            yield f"  Piquet au cent, paragraph {law[5:]} ({law}). {corrected(au_cent_text()[int(law[5:])])}"
        else:
            yield f"  {law}: see the Cases and Decisions."


def _decision(deal: DealReplay) -> str:
    state = deal.state
    if state.void:
        return "Decision: the deal is void; a fresh deal is due."
    lost = game_lost(state)
    if lost is not None:  # au cent: a penalty that loses the game (cent-9, cent-10)
        return f"Decision: {player_of(lost[0], deal.deal.dealer)} loses the game ({lost[1]})."
    penalty = "".join(f" {player} can reckon nothing; {_bars(deal, player)}." for player in _reckon_nothing(deal))
    return (f"Decision: the deal stands; it scores A {deal.scores.A}, B {deal.scores.B} "
            f"(tricks A {deal.tricks.A}, B {deal.tricks.B}).{penalty}")
