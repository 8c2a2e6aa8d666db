"""A Case's scenario in words: the deal by suit, the Decision as the model rules it, the discrepancies.

The scenario files of ``tests/cases`` hold a record of the Case's situation. The
page replays it through the engine and quotes ``piquet ruling``'s words
(:func:`piquet.rulings.ruling_lines`): who scores what, the penalty, the options
and who holds them. Where the printed Decision and the Laws part company, each
discrepancy reads "the text says / the Laws give / why".
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from piquet.model.cards import OTHER_PACK, card_set, format_cards, format_hand
from piquet.records import parse_record
from piquet.records.record import Record
from piquet.records.replay import replay
from piquet.rulings import ruling_lines

from rulebook.rst import bullets, esc, field_list

__all__ = ["deal_block", "decision_block", "discrepancy_blocks", "scenario_data", "scenario_record"]

#: ``piquet ruling`` ends with the text of the laws it cites: the Case's page links to them instead.
_LAWS_CITED = "The laws cited:"


def scenario_data(path: Path) -> Any:
    """A scenario file's JSON."""
    return json.loads(path.read_text("utf-8"))


def _hand(cards: tuple[int, ...]) -> str:
    """A hand by suit; one holding a card of the other pack (Cases XVII-XVIII) as dealt."""
    return format_cards(cards) if any(c >= OTHER_PACK for c in cards) else format_hand(card_set(cards))


def deal_block(record: Record) -> str:
    """Each deal's hands, laid out by suit, and the stock, top card first."""
    items = []
    for i, deal in enumerate(record.deals):
        lines = [f"{player} ({'dealer' if player == deal.dealer else 'elder hand'}): {esc(_hand(hand))}"
                 for player, hand in deal.hands.items()]
        lines.append(f"the stock, top card first: {esc(format_cards(deal.stock))}")
        head = f"Deal {i + 1}" if len(record.deals) > 1 else "The deal"
        items.append(f"{head}\n\n" + bullets(lines))
    return bullets(items)


def _ruling_lines(record: Record) -> Iterable[str]:
    for line in ruling_lines(replay(record)):
        if line.strip() == _LAWS_CITED:
            return
        yield line


def decision_block(record: Record) -> str:
    """The engine's ruling on the record, line by line, its indentation kept."""
    lines = [line for line in _ruling_lines(record)]
    while lines and not lines[-1].strip():
        lines.pop()
    # A line block keeps the ruling's lines; their indentation nests them, as in the terminal.
    body = "\n".join(f"| {line[:len(line) - len(line.lstrip())]}{esc(line.strip())}" if line.strip() else "|"
                     for line in lines)
    return ".. container:: decision\n\n" + "".join(f"   {line}\n" for line in body.splitlines())


def discrepancy_blocks(data: Any) -> list[str]:
    """Each discrepancy of a scenario file, its variant's included (Case XXII's hand of twelve): the text
    says / the Laws give / why."""
    found = [*data.get("discrepancies", []), *data.get("variant", {}).get("discrepancies", [])]
    return [field_list([("The text says", esc(d["text"])), ("The Laws give", esc(d["laws"])),
                        ("Why", esc(d["why"]))]) for d in found]


def scenario_record(data: Any) -> Record:
    """The record a scenario file plays out."""
    return parse_record(data["record"])
