"""The two roles of a deal: the elder hand (non-dealer) and the younger hand (dealer)."""

from __future__ import annotations

from enum import IntEnum

__all__ = ["Role"]


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
