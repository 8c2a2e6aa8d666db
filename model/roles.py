"""The two roles of a deal: the elder hand (non-dealer) and the younger hand (dealer)."""

from __future__ import annotations

from enum import IntEnum
from typing import Final
from piquet.model.reference import References

__all__ = ["Role", "ELDER", "YOUNGER", "adversary", "of", "with_of", "flag_of"]


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class Role(IntEnum):
    """Elder hand (the non-dealer, who leads) and younger hand (the dealer); Law 9, primer."""

    ELDER = 0
    YOUNGER = 1

    @property
    def adversary(self) -> Role:
        return Role.YOUNGER if self is Role.ELDER else Role.ELDER

    @property
    def word(self) -> str:
        return "elder" if self is Role.ELDER else "younger"
REFERENCES.cite("Role", "9")


# Final: compiled (mypyc), module constants compared by identity, where ``Role.ELDER`` is an attribute of the
# class looked up at each use.
ELDER: Final = Role.ELDER
YOUNGER: Final = Role.YOUNGER


def adversary(role: Role) -> Role:
    """``role.adversary``, compiled: the property of an enum is looked up and called as Python's is."""
    return YOUNGER if role is ELDER else ELDER


def of(pair: tuple[int, int], role: Role) -> int:
    """``role``'s number of an (elder, younger) pair: ``pair[role]``, read without boxing the pair (compiled
    by mypyc, a pair of ints is held unboxed, and indexing it with a Role first boxes it as a tuple)."""
    return pair[0] if role is ELDER else pair[1]


def flag_of(pair: tuple[bool, bool], role: Role) -> bool:
    """``role``'s flag of an (elder, younger) pair: ``pair[role]``, unboxed (see :func:`of`)."""
    return pair[0] if role is ELDER else pair[1]


def with_of(pair: tuple[int, int], role: Role, value: int) -> tuple[int, int]:
    """``pair`` with ``role``'s number replaced by ``value``, unboxed (see :func:`of`)."""
    return (value, pair[1]) if role is ELDER else (pair[0], value)
