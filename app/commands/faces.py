"""Cards as a person reads them, in a terminal: ``A♠ 10♦``, hearts and diamonds in red.

``replay``, ``ruling``, ``solve`` and ``law`` (every command that prints cards in words)
pass their lines through :func:`for_stream`: on a terminal that can show the suits the
canonical letters (``AS 10D``) become faces; piped or redirected, the output keeps the
letters, so what a script reads does not depend on where it runs. The hands they show
are laid out by suit either way (``A♠ K♠ | J♥ 8♥ | A♦``,
:func:`piquet.records.narration.hand_lines`).
"""

from __future__ import annotations

import os
import re
TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing at run time (start-up, bench_startup)
if TYPE_CHECKING:
    from typing import TextIO

__all__ = ["faces", "shows_faces", "for_stream"]

_RED, _RESET = "\x1b[31m", "\x1b[0m"


def faces(text: str, colour: bool) -> str:
    """Every card in ``text`` as a face (``A♠``); red suits in red when ``colour``."""
    # The model's cards, loaded only where faces are shown: piped, a command prints the letters without them.
    from piquet.model.cards import CARD_TOKEN, card_face

    def face(token: re.Match[str]) -> str:
        shown, red = card_face(token)
        return f"{_RED}{shown}{_RESET}" if colour and red else shown
    return CARD_TOKEN.sub(face, text)


def shows_faces(stream: TextIO) -> bool:
    """A terminal whose encoding has the suit symbols (not a pipe or a file, not ``TERM=dumb``)."""
    if not stream.isatty() or os.environ.get("TERM", "") == "dumb":
        return False
    try:
        "♠♥♦♣".encode(stream.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def for_stream(text: str, stream: TextIO) -> str:
    """``text`` as ``stream`` should show it: faces on a terminal that can (colour unless ``NO_COLOR``), letters
    otherwise."""
    if not shows_faces(stream):
        return text
    return faces(text, colour="NO_COLOR" not in os.environ)
