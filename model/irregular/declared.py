"""The cards a player declared: those of his calls and claims reckoned good or declared equal (Law 55; Cases
IV, XV-XVI).

What a question about his cards concerns (Cases XV-XVI), and what his calls declare by implication: the cards of a
point, sequence, quatorze or trio called and allowed good are declared, so a combination they hold is declared
with them, though he never named it (Case IV).
"""

from __future__ import annotations

from piquet.model.cards import CardSet, Suit, rank_mask, suit_mask
from piquet.model.declaring import Klass, Verdict, elder_claim, reckoned
from piquet.model.roles import Role
from piquet.model.scoring import sequence_tops
from piquet.model.state import DealState, held

__all__ = ["declared_cards", "declared_in"]

ELDER = Role.ELDER


def declared_cards(state: DealState, role: Role) -> CardSet:
    """The cards of ``role``'s hand as he went into the play that he reckoned good or declared equal
    (what a question about his cards concerns, Cases XV-XVI)."""
    cards = 0
    for klass in Klass:
        if state.hand_scores[role][klass] or state.dialogue(klass).verdict is Verdict.EQUAL:
            cards |= declared_in(state, role, klass)
    return cards


def declared_in(state: DealState, role: Role, klass: Klass) -> CardSet:
    """The cards of ``role``'s hand as he went into the play that make his call or claim in ``klass``."""
    hand = held(state, role)
    dialogue = state.dialogue(klass)
    miscalled = any(m.role is role and m.klass is klass for m in state.in_calling.miscalls)
    shown = klass is not Klass.SEQUENCE or dialogue.detail is not None or bool(
        dialogue.called is not None and sequence_tops(hand, dialogue.called))
    if role is ELDER and dialogue.called is not None and not miscalled and shown:
        claim = elder_claim(klass, hand, dialogue.called, dialogue.detail) if dialogue.verdict else dialogue.called
    elif dialogue.younger is not None:
        claim = dialogue.younger
    else:
        return 0
    return _combination_cards(klass, hand, claim)


def _combination_cards(klass: Klass, hand: CardSet, claim: int) -> CardSet:
    cards = 0
    if klass is Klass.POINT:
        for s in Suit:
            if (hand & suit_mask(s)).bit_count() == claim:
                return hand & suit_mask(s)
        return 0
    for value in reckoned(klass, hand, claim):
        length, top = value >> 3, value & 7
        if klass is Klass.SETS:
            cards |= hand & rank_mask(top)
            continue
        run = sum(1 << r for r in range(top - length + 1, top + 1))
        for s in Suit:  # two sequences of one value are in two suits (Case IV: two tierce majors)
            if (hand >> (s * 8) & 0xFF) & run == run and not cards & run << (s * 8):
                cards |= run << (s * 8)
                break
    return cards
