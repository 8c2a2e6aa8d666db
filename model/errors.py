"""The model's error: bad input, named by where it is and what is wrong with it."""

from __future__ import annotations


class InputError(Exception):
    """Bad input: an unknown or repeated card, a malformed record, an impossible count.

    ``place`` names where the problem is (a file, a field path, a deal, a card
    index); the command line prints ``error: <place>: <problem>`` and exits 2.
    The model raises it without knowing of the command line: the application
    re-exports this very class as :class:`piquet.errors.InputError`.
    """

    def __init__(self, place: str, problem: str) -> None:
        super().__init__(f"{place}: {problem}")
        self.place = place
        self.problem = problem

    def within(self, outer: str) -> "InputError":
        """The same error, its place prefixed by an enclosing place (a file name)."""
        return InputError(f"{outer}: {self.place}" if self.place else outer, self.problem)
