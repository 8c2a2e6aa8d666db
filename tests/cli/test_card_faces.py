"""Cards as faces in a terminal, letters when piped (the CLI tests read the letters); hands laid out by suit in
``replay``, ``ruling`` and ``solve``."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from piquet.cli import main
from piquet.commands.faces import faces, for_stream, shows_faces
from piquet.model.cards import format_hand, parse_cards, card_set
from piquet.records.narration import laid_out
from tests.cli.cli_run import run, write
from tests.records.records_samples import case_record


class _Terminal(io.StringIO):
    encoding = "utf-8"

    def isatty(self) -> bool:
        return True


def test_faces_turn_every_card_into_rank_and_suit_symbol_and_red_suits_red() -> None:
    assert faces("A leads AS, B plays 10D then 9S*; JC", colour=False) == "A leads A♠, B plays 10♦ then 9♠*; J♣"
    coloured = faces("AS 10D", colour=True)
    assert coloured == "A♠ \x1b[31m10♦\x1b[0m", "hearts and diamonds are red, spades and clubs stay plain"


def test_words_that_look_like_cards_are_left_alone() -> None:
    assert faces("AS10 CASES 7SS x7S", colour=False) == "AS10 CASES 7SS x7S"


def test_a_pipe_keeps_the_letters_and_a_terminal_shows_faces() -> None:
    mp = pytest.MonkeyPatch()
    mp.delenv("NO_COLOR", raising=False)
    mp.setenv("TERM", "xterm")
    try:
        assert for_stream("AS KH", io.StringIO()) == "AS KH"
        assert shows_faces(_Terminal())
        assert for_stream("AS KH", _Terminal()) == "A♠ \x1b[31mK♥\x1b[0m"
        mp.setenv("NO_COLOR", "1")
        assert for_stream("AS KH", _Terminal()) == "A♠ K♥"
        mp.setenv("TERM", "dumb")
        assert for_stream("AS KH", _Terminal()) == "AS KH"
    finally:
        mp.undo()


def test_a_hand_is_laid_out_by_suit_high_cards_first() -> None:
    hand = card_set(parse_cards("7C 10S QH AS JC 9H"))
    assert format_hand(hand) == "AS 10S | QH 9H | JC 7C"


# -- hands laid out by suit, in replay, ruling and solve ---------------------------------------------------

_CASE_XXII_A = ("AS KS QS JS", "JH 8H 7H", "AD 7D", "JC 8C 7C")


def _on_terminal(tmp_path: Path, *argv: str) -> str:
    """``piquet argv...`` with standard output a terminal that shows the suits (no colour): what it printed."""
    terminal = _Terminal()
    mp = pytest.MonkeyPatch()
    mp.setenv("TERM", "xterm")
    mp.setenv("NO_COLOR", "1")
    mp.setattr(sys, "stdout", terminal)
    try:
        assert main(list(argv)) == 0
    finally:
        mp.undo()
    return terminal.getvalue()


@pytest.mark.parametrize("command", [("replay",), ("ruling",), ("solve", "--after", "16")], ids=lambda c: c[0])
def test_the_hands_are_laid_out_by_suit_as_faces_on_a_terminal_and_as_letters_piped(
        command: tuple[str, ...], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, case_record(22))
    code, piped, err = run(capsys, command[0], path, *command[1:])
    assert (code, err) == (0, "")
    assert f"  A holds {' | '.join(_CASE_XXII_A)}" in piped.splitlines(), \
        f"{command[0]}, piped: A's hand by suit, spades to clubs, high cards first, in letters"
    assert "♠" not in piped
    shown = _on_terminal(tmp_path, command[0], path, *command[1:])
    assert f"  A holds {' | '.join(faces(suit, colour=False) for suit in _CASE_XXII_A)}" in shown.splitlines(), \
        f"{command[0]} on a terminal: A's hand by suit, as faces"
    assert "  B holds 10♠ 8♠ 7♠ | A♥ Q♥ 10♥ 9♥ | A♣ K♣ Q♣ 10♣ 9♣" in shown.splitlines()
    assert faces(piped, colour=False) == shown, "the terminal shows the same lines, the cards as faces"


@pytest.mark.law("76")
@pytest.mark.case("XVIII")
def test_a_card_of_the_other_pack_is_laid_out_after_the_suits() -> None:
    # Case XVIII: A holds a card of the other pack (Law 76) among his thirteen.
    hand = tuple(parse_cards("AS KS AH 7C 9S* KH"))
    assert laid_out(hand) == "AS KS | AH KH | 7C | 9S*"


@pytest.mark.law("31")
def test_the_laws_a_ruling_cites_are_quoted_with_their_errata_applied(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ruling", write(tmp_path, case_record(22)))
    law_31 = next(line for line in out.splitlines() if line.startswith("  Law 31. "))
    assert "dealt him, take in" in law_31 and "him,take" not in law_31, "the scanning error is corrected"
