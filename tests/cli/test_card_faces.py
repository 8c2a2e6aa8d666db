"""Cards as faces in a terminal, letters when piped (the CLI tests read the letters)."""

from __future__ import annotations

import io

import pytest

from piquet.commands.faces import faces, for_stream, shows_faces
from piquet.model.cards import format_hand, parse_cards, card_set


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
