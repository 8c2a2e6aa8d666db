"""Irregularities of cutting and dealing (Laws 5-16, 75; Cases III, XVII-XVIII).

A card exposed in cutting (Laws 5, 7) or by the dealer (Law 13), a faced
card (Law 14), the wrong pack (Law 15), a deal out of turn (Law 16), a card
of the other pack found (Cases XVII-XVIII; a later claim that the pack is
incorrect is refused, Law 75), a fresh deal proposed by agreement (Case
III), and a card dealt wrongly put right before either player has taken up
his hand (Law 10). A deal dealt with the wrong number of cards is read from
its counts (:mod:`piquet.model.counts`), and the elder's option it gives
(Law 11) is elected here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from piquet.model.actions import Elect
from piquet.model.cards import FULL_PACK, OTHER_PACK, Card, CardSet, card_set, card_text, cards_in, format_card
from piquet.model.counts import WRONG_COUNT, Counts, counts_of
from piquet.model.flow.base import with_role
from piquet.model.flow.dealing import start_deal
from piquet.model.flow.play import may_play, play_card
from piquet.model.narration import Narration
from piquet.model.irregular.au_cent import wrong_pack as au_cent_wrong_pack, out_of_turn as au_cent_out_of_turn
from piquet.model.irregular.calling import surplus_claims
from piquet.model.irregular.options import (
    COUNT_RECTIFIED, DEAL_RECTIFIED, EXCHANGING, FRESH_OR_STAND, Elector, IrregularAction, Refusal, decided,
    found, offer, pack, rewind, rule, untouched, void,
)
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.state import Choice, DealState, Option, Phase, Ruling, draft, settle

__all__ = [
    "RectifyDeal", "CutExposed", "DealerExposes", "FacedCard", "WrongPack", "OutOfTurn", "IncorrectPack",
    "SurplusFound", "PlaySurplus", "ProposeFreshDeal", "rectifications", "offered",
    "ELECTIONS",
]

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


@dataclass(frozen=True, slots=True)
class RectifyDeal(IrregularAction):
    """The dealer, with his adversary's permission, rectifies a card dealt wrongly before either player
    has taken up his hand (Law 10): ``card`` goes to the hand of ``to``, or onto the stock (None)."""

    KIND: ClassVar[str] = DEAL_RECTIFIED
    LAWS: ClassVar[tuple[str, ...]] = ("10", "11", "12")
    card: Card
    to: Role | None

    def __str__(self) -> str:
        where = "the stock" if self.to is None else f"{self.to.word}'s hand"
        return f"the dealer puts {card_text(self.card)} right, to {where}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        """Law 10: the deal as rectified, dealt anew from the cards as they now lie (Laws 11-12 read its counts)."""
        hands, stock = list(state.hands), [c for c in state.stock if c != self.card]
        for role in Role:
            hands[role] &= ~(1 << self.card)
        if self.to is None:
            stock.insert(0, self.card)
        else:
            hands[self.to] |= 1 << self.card
        where = "the stock" if self.to is None else f"{state.names[self.to]}'s hand"
        ruling = Ruling(self.KIND, YOUNGER, ("10.1",), f"{format_card(self.card)} was dealt wrongly",
                        f"with {state.names[ELDER]}'s permission {state.names[YOUNGER]} puts it right, to {where}, before "
                        "either player has taken up his hand")
        narration.say(None, "irregularity", 0, f"{ruling.finding}: {ruling.outcome} (10.1)")
        dealt = start_deal(hands[ELDER], hands[YOUNGER], stock, reckon_nothing=state.reckon_nothing, names=state.names,
                           misdeal=True, carried=state.in_counting.carried)
        narration.events.extend(dealt.events)
        counts = dealt.in_counting._replace(corrections=state.in_counting.corrections)
        new = draft(dealt)
        new.rulings = state.rulings + (ruling,) + dealt.rulings
        new.in_counting = counts
        new.step = state.step
        return settle(new)


@dataclass(frozen=True, slots=True)
class CutExposed(IrregularAction):
    """A card exposed in cutting: ``cards`` exposed in cutting for deal (Law 5), or one in cutting to
    the dealer or reuniting the packets (Law 7)."""

    KIND: ClassVar[str] = "card exposed in cutting"
    LAWS: ClassVar[tuple[str, ...]] = ("5", "7", "8")
    for_deal: bool

    def __str__(self) -> str:
        return ("more than one card exposed in cutting for deal" if self.for_deal
                else "a card exposed in cutting to the dealer")

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        if self.for_deal:
            return void(state, narration, self.KIND, None, ("5.1", "8.1"), "more than one card was exposed in "
                         "cutting for deal", "the cut is made again (Law 5, which Law 8 yields to)")
        return void(state, narration, self.KIND, YOUNGER, ("7.1", "8.2"), "a card was exposed in cutting to the "
                     "dealer", "there must be a fresh cut, and the deal is made again (Law 7, which Law 8 yields to)")


@dataclass(frozen=True, slots=True)
class DealerExposes(IrregularAction):
    """The dealer exposes a card in dealing (Law 13)."""

    KIND: ClassVar[str] = "card exposed in dealing"
    LAWS: ClassVar[tuple[str, ...]] = ("13",)
    card: Card

    def __str__(self) -> str:
        return f"the dealer exposes {card_text(self.card)}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        name, where = state.names[YOUNGER], _where(state, self.card)
        finding = f"{name}, dealing, exposed {format_card(self.card)} ({where})"
        if where == "his own hand":
            return rule(state, narration, self.KIND, YOUNGER, ("13.2",), finding, "the deal stands good")
        ruling = Ruling(self.KIND, YOUNGER, ("13.1",), finding, f"{state.names[ELDER]} may have a fresh deal",
                        holder=ELDER, choices=FRESH_OR_STAND)
        return offer(state, narration, ruling, "exposed", YOUNGER)


@dataclass(frozen=True, slots=True)
class FacedCard(IrregularAction):
    """A faced card found in the pack when dealing, or in the stock when taking in (Law 14)."""

    KIND: ClassVar[str] = "faced card"
    LAWS: ClassVar[tuple[str, ...]] = ("14",)
    card: Card

    def __str__(self) -> str:
        return f"{card_text(self.card)} is found faced"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        when = "in the pack when dealing" if untouched(state) else "in the stock when taking in"
        return void(state, narration, self.KIND, None, ("14.1",), f"{format_card(self.card)} was found faced {when}")


@dataclass(frozen=True, slots=True)
class WrongPack(IrregularAction):
    """The deal was made with the wrong pack; ``in_time``: found before either took up a card (Law 15)."""

    KIND: ClassVar[str] = "wrong pack"
    LAWS: ClassVar[tuple[str, ...]] = ("15",)
    in_time: bool

    def __str__(self) -> str:
        return "the wrong pack is found " + ("before either takes up a card" if self.in_time else "too late")

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        if state.rules.laws.wrong_pack_own_rule():  # Law 15, or cent-4
            return au_cent_wrong_pack(state, narration, self.KIND, self.in_time)
        if self.in_time:
            return void(state, narration, self.KIND, YOUNGER, ("15.1",), "the deal was made with the wrong pack, "
                         "found before either player took up a card", "there must be a fresh deal with the right pack")
        return rule(state, narration, self.KIND, YOUNGER, ("15.2", "15.3"), "the deal was made with the wrong pack, "
                     "found after a player took up his cards", "the deal holds good, and the packs remain changed")


@dataclass(frozen=True, slots=True)
class OutOfTurn(IrregularAction):
    """The deal was dealt out of turn; ``in_time``: found before either took up a card (Law 16)."""

    KIND: ClassVar[str] = "deal out of turn"
    LAWS: ClassVar[tuple[str, ...]] = ("16",)
    in_time: bool

    def __str__(self) -> str:
        return "the deal out of turn is found " + ("before either takes up a card" if self.in_time else "too late")

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        if state.rules.laws.out_of_turn_own_rule():  # Law 16, or cent-5
            return au_cent_out_of_turn(state, narration, self.KIND, self.in_time)
        if self.in_time:
            return void(state, narration, self.KIND, YOUNGER, ("16.2", "16.3"), "the deal was dealt out of turn, "
                         "found before either player took up a card", "the deal is void, and the right dealer deals")
        state = rule(state, narration, self.KIND, YOUNGER, ("16.4", "16.5"), "the deal was dealt out of turn, found "
                      "too late", f"the deal stands; {state.names[ELDER]}, its elder hand, must deal twice running with "
                      "the same pack, unless this or the next deal is the last of the partie")
        new = draft(state)
        new.in_dealing = state.in_dealing._replace(out_of_turn=True)
        return settle(new)


@dataclass(frozen=True, slots=True)
class IncorrectPack(IrregularAction):
    """A claim that the pack is incorrect, redundant or imperfect (Law 75).

    The counts of the deal discover an incorrect pack at once, and the deal
    is void then (clause 75.1, :mod:`piquet.model.counts`); a claim made
    later is refused: a card of the other pack found in a hand or discard
    is no proof that the pack was redundant when dealt (Case XVII).
    """

    KIND: ClassVar[str] = "incorrect pack"
    LAWS: ClassVar[tuple[str, ...]] = ("75",)

    def __str__(self) -> str:
        return "the pack is found incorrect"

    def refusal(self, state: DealState) -> Refusal:
        return (("75.1", "Case XVII"), "the pack is not shown to be incorrect: a card of the other "
                "pack found in a hand or discard is no proof that the pack was redundant when dealt")


@dataclass(frozen=True, slots=True)
class SurplusFound(IrregularAction):
    """A card of the other pack (``card`` is 32 + its face) is found in a hand or a discard (Cases XVII-XVIII)."""

    KIND: ClassVar[str] = "surplus card"
    LAWS: ClassVar[tuple[str, ...]] = ("75",)
    card: Card

    def __str__(self) -> str:
        return f"a card of the other pack, {card_text(self.card)}, is found"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        played = next((r for r in Role if _surplus_played(state, r) >> self.card & 1), None)
        if played is not None:
            return _surplus_found_played(state, self, played, narration)
        role = ELDER if (state.hands[ELDER] | state.discards[ELDER]) >> self.card & 1 else YOUNGER
        bit, name = 1 << self.card, state.names[role]
        shown = format_card(self.card - 32)
        if state.discards[role] & bit:
            state = rule(state, narration, self.KIND, role, ("Case XVII", "58", "75.1"),
                          f"a card of the other pack, {shown}, is found in {name}'s discard", "there is no proof that the "
                          "pack was redundant when dealt, so the deal is not void (Law 75); the card is removed, and "
                          f"{name} plays with the cards he holds")
            new = draft(state)
            new.discards = with_role(state.discards, role, state.discards[role] ^ bit)
            return settle(new)
        new = draft(state)
        new.hands = with_role(state.hands, role, state.hands[role] ^ bit)
        state = settle(new)
        claimed = surplus_claims(state, role, self.card, self.KIND, narration)
        if claimed is not None:
            return claimed
        return rule(state, narration, self.KIND, role, ("Case XVIII", "54"),
                     f"a card of the other pack, {shown}, is found in {name}'s hand, not played",
                     "he returns it to the undealt pack, with no penalty, having claimed nothing with it")


@dataclass(frozen=True, slots=True)
class PlaySurplus(IrregularAction):
    """A player plays a card of the other pack in his hand (``card``, 32 + its face), unnoticed, for the card
    of its face (Case XVIII). The trick shows the face, as the players saw it, and the hand gives up the card of
    the other pack: the card of the pack itself stays where it lies, in either hand, a discard, the stock or the
    tricks, so that two cards of one face are in play, as they would be."""

    KIND: ClassVar[str] = "surplus card played"
    LAWS: ClassVar[tuple[str, ...]] = ()
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} plays {card_text(self.card)}, a card of the other pack"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, face = self.role, self.card - OTHER_PACK
        state = rule(state, narration, self.KIND, role, ("Case XVIII",), f"{state.names[role]} plays "
                      f"{format_card(face)}, a card of the other pack, unnoticed", "when it is found, the hands must be "
                      "taken up and played over again, the surplus card being first removed")
        return play_card(state, role, face, narration, given=1 << self.card)

    def refusal(self, state: DealState) -> Refusal:
        """Why the card cannot be played here: it is no card of the other pack, he does not hold it, it is not
        his turn to play, or its face would not follow suit (Law 59 IV)."""
        role, shown = self.role, card_text(self.card)
        if not OTHER_PACK <= self.card < 2 * OTHER_PACK:
            return (), f"{shown} is not a card of the other pack (write it with a star: {shown}*)"
        if not state.hands[role] >> self.card & 1:
            return (), f"the {role.word} holds no {shown}"
        if state.phase is not Phase.PLAY or state.to_move is not role:
            return (), f"it is not the {role.word}'s turn to play"
        face = format_card(self.card - OTHER_PACK)
        if state.lead is None:
            return ("cent-12.2",), f"{face} is not of the suit called from the {role.word}"
        return (), f"{face} would not follow suit to {format_card(state.lead)} (Law 59 IV)"


@dataclass(frozen=True, slots=True)
class ProposeFreshDeal(IrregularAction):
    """A player proposes a fresh deal, which the Laws leave to agreement (Case III)."""

    KIND: ClassVar[str] = "fresh deal proposed"
    LAWS: ClassVar[tuple[str, ...]] = ()
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} proposes a fresh deal"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        state = rule(state, narration, self.KIND, self.role, ("Case III",), f"{state.names[self.role]} proposes "
                      "a fresh deal", "a fresh deal is a matter of agreement: his adversary may accept it before the "
                      "game is carried a step further")
        new = draft(state)
        new.in_dealing = state.in_dealing._replace(offer=self.role)
        return settle(new)


def _counts(state: DealState) -> Counts:
    return counts_of(state.hands[ELDER], state.hands[YOUNGER], card_set(state.stock))


def rectifications(state: DealState) -> Iterator[RectifyDeal]:
    """Law 10: before either player has taken up his hand, a card dealt wrongly may be put right -- a
    card of a hand dealt too many to the hand or stock short of it (onto the stock's top, the next card
    dealt), or the stock's top card to a hand short of it -- while the only ruling is on the counts."""
    counts = _counts(state)
    if (not untouched(state) or counts.regular or pack(state) != FULL_PACK or state.hands[0] >> 32
            or state.hands[1] >> 32
            or any(r.kind not in (WRONG_COUNT, DEAL_RECTIFIED, COUNT_RECTIFIED) for r in state.rulings)):
        return
    short = [role for role in Role if counts[role] < 12]
    for role in Role:
        if counts[role] > 12:
            for c in cards_in(state.hands[role]):
                yield from (RectifyDeal(c, to) for to in short)
                if counts.stock < 8:
                    yield RectifyDeal(c, None)
    if counts.stock > 8:
        yield from (RectifyDeal(state.stock[0], to) for to in short)
REFERENCES.cite("rectifications", "10")


def offered(state: DealState) -> Iterator[IrregularAction | Elect]:
    everything = state.hands[0] | state.hands[1] | card_set(state.stock)
    yield from rectifications(state)
    if untouched(state):
        yield from (CutExposed(True), CutExposed(False), WrongPack(True), OutOfTurn(True))
        yield from (DealerExposes(c) for c in cards_in(everything & FULL_PACK))
        yield from (FacedCard(c) for c in cards_in(everything & FULL_PACK))
    elif not state.over:
        if not found(state, WrongPack.KIND):
            yield WrongPack(False)
        if not found(state, OutOfTurn.KIND):
            yield OutOfTurn(False)
        if state.phase in EXCHANGING:
            yield from (FacedCard(c) for c in state.stock)  # "in the stock when taking in" (Law 14)
    if state.in_dealing.offer is not None:
        yield Elect(state.in_dealing.offer.adversary, Choice.FRESH_DEAL)
    elif not state.over and state.played == 0:
        yield from (ProposeFreshDeal(r) for r in Role)
    for role in Role:
        foreign = state.hands[role] >> 32 | state.discards[role] >> 32
        yield from (SurplusFound(c + 32) for c in cards_in(foreign))
        if found(state, PlaySurplus.KIND, role) and not found(state, SurplusFound.KIND, role):
            yield from (SurplusFound(c + 32) for c in cards_in(_surplus_played(state, role) >> 32))
    yield from _surplus_plays(state)
REFERENCES.cite("offered", "14")


def _surplus_plays(state: DealState) -> Iterator[PlaySurplus]:
    """A card of the other pack played for the card of its face, which he could play were it his, wherever the
    card of the pack itself lies (Case XVIII)."""
    role = state.to_move
    if state.phase is not Phase.PLAY or role is None:
        return
    hand = state.hands[role] & FULL_PACK
    for c in cards_in(state.hands[role] >> OTHER_PACK):
        if may_play(state, role, hand | 1 << c) >> c & 1:
            yield PlaySurplus(role, c + OTHER_PACK)


def _surplus_played(state: DealState, role: Role) -> CardSet:
    """The cards of the other pack dealt to ``role`` that he has played (none left in his hand or discard)."""
    return state.dealt[role] & ~FULL_PACK & ~state.hands[role] & ~state.discards[role]


def _where(state: DealState, c: Card) -> str:
    if state.hands[YOUNGER] >> c & 1:
        return "his own hand"
    return "the elder hand's" if state.hands[ELDER] >> c & 1 else "the stock"


def _surplus_found_played(state: DealState, action: SurplusFound, role: Role, narration: Narration) -> DealState:
    """Case XVIII: the card of the other pack was played before the error was found: the hands are taken up and
    played over again, from the first lead, the surplus card being first removed."""
    state = rule(state, narration, action.KIND, role, ("Case XVIII",), f"a card of the other pack, "
                  f"{format_card(action.card - 32)}, is found: {state.names[role]} has played it",
                  "the hands are taken up and played over again, the surplus card being first removed")
    first_lead = state
    while first_lead.previous is not None and (first_lead.tricks or first_lead.lead is not None):
        first_lead = first_lead.previous
    state = rewind(state, first_lead.step, narration, "the hands are taken up")
    new = draft(state)
    new.hands = with_role(state.hands, role, state.hands[role] & ~(1 << action.card))
    return settle(new)


def _stand_count(state: DealState, resumed: DealState, choice: Choice, option: Option,
                 narration: Narration) -> DealState:
    """Law 11: the elder stands a deal dealt with a wrong count; the exchange follows the count rules."""
    outcome = "the deal stands; the exchange follows the count rules (Laws 40-43)"
    new = draft(resumed)
    new.in_dealing = resumed.in_dealing._replace(stood=True, announced=True)
    new.rulings = decided(state, choice, outcome)
    return settle(new)
REFERENCES.cite("_stand_count", "11", "40", "41", "42", "43")


def _stand_exposed(state: DealState, resumed: DealState, choice: Choice, option: Option,
                   narration: Narration) -> DealState:
    """Law 13: the elder stands a deal in which the dealer exposed a card."""
    new = draft(resumed)
    new.rulings = decided(state, choice, "the deal stands")
    return settle(new)
REFERENCES.cite("_stand_exposed", "13")


ELECTIONS: dict[str, Elector] = {"count": _stand_count, "exposed": _stand_exposed}
"""The elections of the options this family gives, other than a fresh deal, by the option's effect."""
