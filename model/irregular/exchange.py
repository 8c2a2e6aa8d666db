"""Irregularities of the exchange (Laws 20-43; Cases V-VI, XIII-XIV, XX).

Taking in more or fewer than he must, or before the elder (Laws 27-31,
39-43; Case XIV), discarding first and altering the discard (Law 24; Cases
V-VI), a card of the discard taken back or one mixed with it (Laws 25-26),
a card of the stock taken up or mixed with the hand (Laws 27-29, 33), cards
left undeclared (Law 32) and taken up again (Case XIII), and the younger's
left cards looked at, hidden in his discard or his discard seen (Laws
36-37). The younger's option of a fresh deal when a card of the stock is
mixed with the elder's hand (Laws 28-29) is elected here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import combinations
from typing import ClassVar

from piquet.model.cards import (
    FULL_PACK, Card, CardSet, card_set, card_text, cards_in, format_card, format_cards, suit_mask, suit_of,
)
from piquet.model.au_cent import stood_bounds, stood_clauses
from piquet.model.flow.base import penalize, settle_option, with_role
from piquet.model.flow.calls import younger_next
from piquet.model.flow.exchange import exchange_cards, exchange_choices, stock_start
from piquet.model.narration import Narration
from piquet.model.dealing import HAND_SIZE
from piquet.model.exchange import ELDER_SHARE
from piquet.model.irregular.au_cent import stock_loses_game as au_cent_stock_loses_game, lose_game as au_cent_lose_game
from piquet.model.irregular.options import (
    EXCHANGING, FRESH_OR_STAND, Elector, IrregularAction, Refusal, decided, found, offer, pack, rewind, rule,
)
from piquet.model.irregular.play import Revoke
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.scoring import number_word
from piquet.model.state import Choice, DealState, Option, Phase, Ruling, draft, settle

__all__ = [
    "MisExchange", "DiscardFirst", "AlterDiscard", "CarteBlancheLate", "TakeBack", "MixIntoDiscard", "TouchStock", "TakeUpLeft",
    "AnnounceLeft", "LookAtLeft", "HideLeft", "SeeDiscard", "LeftUndeclared", "offered",
    "after_taking_in", "taking_up_left", "younger_left", "ELECTIONS",
]

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


@dataclass(frozen=True, slots=True)
class MisExchange(IrregularAction):
    """An exchange the Laws do not allow: taking more or fewer than he must (Laws 30-31, 39-43), the
    elder taking beyond his five (Laws 27-28), or the younger taking in before the elder (Case XIV)."""

    KIND: ClassVar[str] = "wrong exchange"
    LAWS: ClassVar[tuple[str, ...]] = ("27", "28", "11", "31", "35", "39", "58")
    role: Role
    discard: CardSet
    take: int

    def __str__(self) -> str:
        return f"{self.role.word} discards {format_cards(self.discard)} and takes {self.take}"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, name = self.role, state.names[self.role]
        discards, take = self.discard.bit_count(), self.take
        findings: list[tuple[tuple[str, ...], str]] = []
        if state.option is not None and take:  # the elder's count option: he takes in without announcing it
            findings.append(_taken_up_first(state, name))
            new = draft(settle_option(state))
            new.in_dealing = state.in_dealing._replace(stood=True, announced=False)
            new.rulings = decided(state, None, "lost: he took up a card of the stock without announcing")
            state = settle(new)
        elif state.option is not None:  # no card of the stock taken up: Law 39 has no hold; acting on the deal,
            # he stands it (Law 11), and the count rules judge his exchange.
            new = draft(settle_option(state))
            new.in_dealing = state.in_dealing._replace(stood=True, announced=True)
            new.rulings = decided(state, None, "stood: he exchanged without taking up a card of the stock")
            state = settle(new)
        early = role is YOUNGER and not state.exchanged[ELDER]
        if early:
            findings.append((("23.1", "Case XIV"), f"{name} takes in before the elder hand"))
        if state.in_dealing.stood:
            bounds = stood_bounds(state.rules, role, state.dealt[role].bit_count(), len(state.stock),
                                  state.in_dealing.announced)
            if not bounds.allows(discards, take):
                dealt = [(h & FULL_PACK).bit_count() for h in state.dealt]
                stock = pack(state).bit_count() - sum(dealt)  # the stock as dealt
                clauses = stood_clauses(state.rules, state.dealt[ELDER].bit_count(), stock, role,
                                        state.in_dealing.announced)
                # Case XVII: a card of the other pack in his hand is no proof that he was dealt it.
                holding = "holding" if state.dealt[role] & ~FULL_PACK else "dealt"
                findings.append((clauses, f"{holding} {state.dealt[role].bit_count()}, {name} discards {discards} and "
                                          f"takes {take}, against the count rules"))
        elif discards > take and not early:
            took_fewer = with_role(state.in_exchange.took_fewer, role, True)
            new = draft(state)
            new.in_exchange = state.in_exchange._replace(took_fewer=took_fewer)
            state = settle(new)
            findings.append(((f"30.{role + 1}", f"57.{role + 1}"), f"{name}, dealt twelve, discards {discards} and takes "
                                                                  f"in {take}: he plays with fewer than twelve cards"))
        beyond = role is ELDER and take > min(ELDER_SHARE, len(state.stock))
        for clauses, finding in findings:
            state = rule(state, narration, MisExchange.KIND, role, clauses, finding, "the exchange stands as made")
        if beyond:  # the elder takes one of the younger's cards (Laws 27-28)
            state = exchange_cards(state, role, self.discard, ELDER_SHARE, False, narration)
            extra = state.stock[:take - ELDER_SHARE]
            for c in extra:
                new = draft(state)
                new.hands = with_role(state.hands, ELDER, state.hands[ELDER] | 1 << c)
                new.stock = state.stock[1:]
                state = settle(new)
            ruling = Ruling(MisExchange.KIND, ELDER, ("27.1", "28.1", "28.2", "28.3"), f"{name} took in "
                            f"{format_cards(card_set(extra))}, of the younger hand's cards, with his own",
                            f"{state.names[YOUNGER]}, after looking at his cards, may elect a fresh deal",
                            holder=YOUNGER, choices=FRESH_OR_STAND)
            return offer(state, narration, ruling, "mixed", ELDER)
        left_by_elder = len(state.stock)
        state = exchange_cards(state, role, self.discard, take, False, narration)
        if discards < take and not state.in_dealing.stood:
            # Law 31; and Law 35 for a younger hand whose discard leaves cards he takes up all the same (Case XXII);
            # having taken up a card of the stock he cannot alter his discard to put it right (Law 24, Case XXII).
            clauses = ((f"31.{role + 1}",) if role is ELDER or discards >= left_by_elder else ("35.1", "31.2")) + (
                f"24.{role + 1}",)
            finding = (f"{name}, dealt twelve, took in {take} cards for {discards} discarded, and cannot alter his "
                       "discard")
            option = state.option
            if option is not None and option.effect == "penalty" and option.offender is role:  # Law 58 found it first
                last = state.rulings[-1]
                merged = replace(last, clauses=clauses + last.clauses, finding=f"{finding}: {last.finding}")
                new = draft(state)
                new.rulings = state.rulings[:-1] + (merged,)
                return settle(new)
            return penalize(state, role, clauses, finding, narration)
        return state


def _taken_up_first(state: DealState, name: str) -> tuple[tuple[str, ...], str]:
    """The finding on an elder hand who took up a card of the stock with his count option outstanding."""
    if state.dealt[ELDER].bit_count() == HAND_SIZE:
        # Law 11: the seven is his to find in drawing the stock toward him; having taken up a card first, he is no
        # elder of eleven or thirteen (Law 39), and the deal stands on Law 43 (stand-after-lost-option).
        return ("11.2", "43.1"), (f"{name} took up a card of the stock before finding seven in it: the option of "
                                  "Law 11 is not his, and the deal stands")
    return ("39.1", "39.2"), (f"{name} took up a card of the stock without announcing his count: he loses his "
                              "option of a fresh deal and must leave three cards")
REFERENCES.cite("_taken_up_first", "11", "39", "43")


@dataclass(frozen=True, slots=True)
class DiscardFirst(IrregularAction):
    """The younger discards before the elder takes in, as for a carte blanche (Cases V, XX)."""

    KIND: ClassVar[str] = "discard first"
    LAWS: ClassVar[tuple[str, ...]] = ()
    role: Role
    discard: CardSet

    def __str__(self) -> str:
        return f"{self.role.word} puts out {format_cards(self.discard)} before taking in"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        name = state.names[self.role]
        state = rule(state, narration, self.KIND, self.role, ("20.2", "24.2", "Case V"), f"{name} puts out "
                      f"{self.discard.bit_count()} before the elder takes in, as for a carte blanche",
                      "he may alter his discard until he takes up a card of the stock")
        provisional = with_role(state.in_exchange.provisional, self.role, self.discard)
        new = draft(state)
        new.in_exchange = state.in_exchange._replace(provisional=provisional)
        return settle(new)


@dataclass(frozen=True, slots=True)
class AlterDiscard(IrregularAction):
    """A player alters his discard (Law 24: not after taking up a card of the stock; Cases V, VI)."""

    KIND: ClassVar[str] = "alter discard"
    LAWS: ClassVar[tuple[str, ...]] = ("24", "cent-8")
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} alters his discard"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        provisional = with_role(state.in_exchange.provisional, self.role, 0)
        new = draft(state)
        new.in_exchange = state.in_exchange._replace(provisional=provisional)
        return rule(settle(new), narration,
                     self.KIND, self.role, ("24.2", "Case V") + state.rules.laws.touching("cent-8.1"),
                     f"{state.names[self.role]} alters the discard he put out",
                     f"he may: he has {state.rules.laws.before_stock_bound()}")

    def refusal(self, state: DealState) -> Refusal:
        """Law 24 (in au cent cent-8.1, Laws 11, 32 and 38 excepted): no altered discard once he has taken in."""
        return (("24.1", "24.2", "Case VI") + state.rules.laws.touching("cent-8.1"),
                f"after {state.rules.laws.stock_bound()} a player cannot alter his discard")


@dataclass(frozen=True, slots=True)
class CarteBlancheLate(IrregularAction):
    """The younger finds his carte blanche only after the elder has taken up a card of the stock, and
    informs him then (Laws 19-20; Case VI)."""

    KIND: ClassVar[str] = "carte blanche found late"
    LAWS: ClassVar[tuple[str, ...]] = ("19", "20")
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} finds his carte blanche after the elder has taken up a card of the stock"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        """Case VI: he informs his adversary as soon as he is aware of his carte blanche (Law 20), and shows it
        (Law 19); it reckons, though the elder could not discard for it: the elder cannot alter his discard
        (Law 24), and the younger cannot be required to do an impossibility."""
        name, elder = state.names[self.role], state.names[ELDER]
        # Unknown to him when dealt, it was not announced then (Law 20): it is said only now.
        narration.events = [e for e in narration.events if not (e.role is self.role and e.kind == "carte blanche")]
        return rule(state, narration, self.KIND, self.role, ("19.1", "20.1", "Case VI"), f"{name} finds his carte "
                    f"blanche only after {elder} has taken up a card of the stock, and informs him then",
                    f"he can reckon the carte blanche, informing {elder} as soon as he is aware of it; {elder} cannot "
                    "alter his discard (Law 24)")


@dataclass(frozen=True, slots=True)
class TakeBack(IrregularAction):
    """After taking up a card of the stock, a player takes back a card of his discard (Law 25)."""

    KIND: ClassVar[str] = "discard taken back"
    LAWS: ClassVar[tuple[str, ...]] = ("25",)
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} takes back {card_text(self.card)} from his discard"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, bit = self.role, 1 << self.card
        new = draft(state)
        new.hands = with_role(state.hands, role, state.hands[role] | bit)
        new.discards = with_role(state.discards, role, state.discards[role] ^ bit)
        state = settle(new)
        state = rule(state, narration, self.KIND, role, (f"24.{role + 1}", f"25.{role + 1}"),
                      f"{state.names[role]} took back {format_card(self.card)} after taking up a card of the stock",
                      "he must play with more than twelve cards")
        return penalize(state, role, (f"25.{role + 3}",), f"{state.names[role]} retook a card of his discard", narration)


@dataclass(frozen=True, slots=True)
class MixIntoDiscard(IrregularAction):
    """After taking up a card of the stock, a player mixes a card of his hand with his discard (Law 26)."""

    KIND: ClassVar[str] = "card mixed with the discard"
    LAWS: ClassVar[tuple[str, ...]] = ("26",)
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} mixes {card_text(self.card)} with his discard"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, bit = self.role, 1 << self.card
        new = draft(state)
        new.hands = with_role(state.hands, role, state.hands[role] ^ bit)
        new.discards = with_role(state.discards, role, state.discards[role] | bit)
        state = settle(new)
        return rule(state, narration, self.KIND, role, (f"26.{role + 1}", f"57.{role + 1}"),
                     f"{state.names[role]} mixed {format_card(self.card)} with his discard", "he must leave it there "
                     "and play with fewer than twelve cards; his adversary counts as tricks the cards that cannot be "
                     "played to")


@dataclass(frozen=True, slots=True)
class TouchStock(IrregularAction):
    """A player exposes or takes up a card of the stock that is not his to take (Laws 27, 33), or
    mixes it with his hand (``mixed``, Laws 28-29)."""

    KIND: ClassVar[str] = "stock card taken up"
    LAWS: ClassVar[tuple[str, ...]] = ("27", "28", "29", "33", "19")
    role: Role
    card: Card
    mixed: bool

    def __str__(self) -> str:
        what = 'mixes with his hand' if self.mixed else 'takes up'
        return f"{self.role.word} {what} {card_text(self.card)} of the stock"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, name, shown = self.role, state.names[self.role], format_card(self.card)
        lost = au_cent_stock_loses_game(state, role, self.mixed) if state.rules.laws.stock_loses_game() else None
        if lost is not None:  # cent-9, cent-10: he loses the game
            return au_cent_lose_game(state, narration, self.KIND, role, self.card, self.mixed, lost)
        if self.mixed and _taken_in(state, role) >> self.card & 1:
            # Case XX: a card he was entitled to take in, mixed with his hand before he shows his carte blanche
            # (Law 19: it is shown apart from the stock); the card was his, so no other law is broken.
            new = draft(state)
            new.in_exchange = state.in_exchange._replace(
                              mixed_stock=with_role(state.in_exchange.mixed_stock, role, True))
            state = settle(new)
            return rule(state, narration, "carte blanche no longer shown", role, ("Case XX", "19.1"),
                        f"{name}, holding a carte blanche not yet shown, mixed {shown}, a card he was entitled to take "
                        "in, with his hand", "he can no longer show it; no penalty, the card being his to take in")
        left = role is ELDER and state.exchanged[ELDER]
        clauses: tuple[str, ...]
        if not self.mixed:
            if left:
                clauses, finding = ("33.2",), f"{name} took up {shown}, a card he left"
            elif role is ELDER:
                clauses, finding = ("27.1",), f"{name} exposed or took up {shown}, of the bottom cards of the stock"
            else:
                clauses, finding = ("27", "29"), f"{name} exposed or took up {shown}, of the elder hand's five cards"
            return penalize(state, role, clauses, finding, narration)
        new = draft(state)
        new.hands = with_role(state.hands, role, state.hands[role] | 1 << self.card)
        new.stock = tuple(c for c in state.stock if c != self.card)
        new.in_exchange = state.in_exchange._replace(
                          mixed_stock=with_role(state.in_exchange.mixed_stock, role, True))
        state = settle(new)
        if state.carte_blanche is role and not state.hand_scores[role][0]:
            state = rule(state, narration, "carte blanche no longer shown", role, ("Case XX", "19.1"),
                          f"{name}, holding a carte blanche not yet shown, mixed a card of the stock with his hand",
                          "he can no longer show it: his hand as dealt cannot be shown apart from the stock")
        if role is ELDER:
            ruling = Ruling(self.KIND, role, ("28.1", "28.2", "28.3"), f"{name} mixed {shown}, "
                            f"{'a card he ought to have left' if left else 'one of the bottom cards of the stock'}, "
                            "with his hand", f"{state.names[YOUNGER]}, after looking at his cards, may elect a fresh deal",
                            holder=YOUNGER, choices=FRESH_OR_STAND)
        else:
            ruling = Ruling(self.KIND, role, ("29.1", "29.2", "29.3"), f"{name} mixed {shown}, of the elder hand's "
                            "five cards, with his hand", f"{state.names[ELDER]}, after looking at his cards, may elect "
                            "a fresh deal", holder=ELDER, choices=FRESH_OR_STAND)
        return offer(state, narration, ruling, "mixed", role)


@dataclass(frozen=True, slots=True)
class TakeUpLeft(IrregularAction):
    """A player who took in a card fewer than he discarded takes up the card he left (Case XIII)."""

    KIND: ClassVar[str] = "card left taken up"
    LAWS: ClassVar[tuple[str, ...]] = ("30",)
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} takes up the card he left on the stock"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role, card_left = self.role, state.stock[0]
        suit = suit_mask(suit_of(card_left))
        renounce = next((t for t in state.tricks if t.leader is not role and (1 << t.lead) & suit
                         and not (1 << t.reply) & suit), None)
        # Case XIII: not having renounced in its suit, he plays on with twelve cards; else Law 59 IV.
        state = rule(state, narration, self.KIND, role, ("Case XIII",), f"{state.names[role]} took in a card fewer "
                      f"than he discarded and left {format_card(card_left)} on the stock, unmixed, without announcing it",
                      "he may take it up" + ("" if renounce else ": he has not renounced in its suit, and the hand "
                                                                   "proceeds in the usual way, with twelve cards"))
        if renounce is None:
            new = draft(state)
            new.hands = with_role(state.hands, role, state.hands[role] | 1 << card_left)
            new.stock = state.stock[1:]
            return settle(new)
        index = state.tricks.index(renounce)
        step = _step_before_trick(state, index, role)
        state = rule(state, narration, Revoke.KIND, role, ("59.6", "Case XIII"), f"holding it, {state.names[role]} did "
                      f"not follow suit at trick {index + 1}", "he retakes the cards played in error and after, and "
                      "follows suit")
        return rewind(state, step, narration, "the revoke is corrected", 1 << card_left, role)

    def refusal(self, state: DealState) -> Refusal:
        """Case XIII: having announced that he leaves a card, he must play with eleven cards (Law 30)."""
        if found(state, AnnounceLeft.KIND, self.role):
            return ((f"30.{self.role + 1}", "Case XIII"), "he announced that he leaves a card: he must play with "
                                                             "eleven cards")
        return (("Case XIII",), "only a player who took in a card fewer than he discarded, and did not announce that "
                               "he leaves it, may take up the card left on the stock, while it is there")


@dataclass(frozen=True, slots=True)
class AnnounceLeft(IrregularAction):
    """A player who takes in a card fewer than he discarded announces that he leaves it (Case XIII)."""

    KIND: ClassVar[str] = "card left announced"
    LAWS: ClassVar[tuple[str, ...]] = ()
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} announces that he leaves a card"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        role = self.role
        return rule(state, narration, self.KIND, role, (f"30.{role + 1}", "Case XIII"), f"{state.names[role]} took "
                     "in a card fewer than he discarded and announced that he leaves it", "he must play with eleven "
                     "cards; his adversary counts as tricks the cards that cannot be played to")


@dataclass(frozen=True, slots=True)
class LookAtLeft(IrregularAction):
    """A player looks at the cards the younger hand left, though he elected not to look at them (Law 36)."""

    KIND: ClassVar[str] = "left cards looked at"
    LAWS: ClassVar[tuple[str, ...]] = ("36", "cent-12")
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} looks at the cards the younger hand left"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        name = state.names[self.role]
        if state.rules.laws.left_looked_at_exposed():  # cent-12, replacing Law 36
            # The suit may be called at his first lead after this: the next trick, or the one after if a card is led.
            since = len(state.tricks) + (state.lead is not None)
            new = draft(state)
            new.in_play = state.in_play._replace(suit_call=(self.role, None, since))
            state = settle(new)
            return rule(state, narration, self.KIND, self.role, ("cent-12.1", "cent-12.2"), f"{name} looks at "
                        f"the cards {state.names[YOUNGER]} left, who elected not to look at them", "they are exposed: "
                        f"{format_cards(card_set(state.stock))}; a suit may be called from {name} when next he has "
                        "to lead")
        return rule(state, narration, self.KIND, self.role, ("36.4",), f"{name} looks at the cards "
                     f"{state.names[YOUNGER]} left, who elected not to look at them", "neither player has a right to "
                     "see them; the Laws give no penalty for it")


@dataclass(frozen=True, slots=True)
class HideLeft(IrregularAction):
    """The younger hand mixes the cards he left with his discard without showing them (Law 37)."""

    KIND: ClassVar[str] = "left cards mixed with the discard"
    LAWS: ClassVar[tuple[str, ...]] = ("37", "36")

    def __str__(self) -> str:
        return "younger mixes the cards he left with his discard, unshown"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        left = card_set(state.stock)
        new = draft(state)
        new.stock = ()
        new.discards = with_role(state.discards, YOUNGER, state.discards[YOUNGER] | left)
        new.in_exchange = state.in_exchange._replace(left_hidden=True)
        state = settle(new)
        state = rule(state, narration, self.KIND, YOUNGER, ("37.1",), f"{state.names[YOUNGER]} mixes the cards he "
                      "left with his discard without showing them", f"{state.names[ELDER]}, after leading a card, may "
                      "see his discard and the cards mixed with it")
        # Where his election of Law 36 was due, there is none to make now: his reckoning goes on.
        return younger_next(state, narration) if state.phase is Phase.DECLARE_YOUNGER else state


@dataclass(frozen=True, slots=True)
class SeeDiscard(IrregularAction):
    """The elder hand, after leading, sees the younger's discard and the left cards mixed with it (Law 37)."""

    KIND: ClassVar[str] = "discard seen"
    LAWS: ClassVar[tuple[str, ...]] = ("37",)

    def __str__(self) -> str:
        return "elder sees the younger hand's discard"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        return rule(state, narration, self.KIND, None, ("37.1",), f"{state.names[ELDER]} has led a card",
                     f"he sees {state.names[YOUNGER]}'s discard and the cards left mixed with it: "
                     f"{format_cards(state.discards[YOUNGER])}")


@dataclass(frozen=True, slots=True)
class LeftUndeclared(IrregularAction):
    """The elder left cards without declaring how many he takes or leaves; the younger, touching the stock
    before taking up a card of it, finds more than three cards (Law 32)."""

    KIND: ClassVar[str] = "cards left undeclared"
    LAWS: ClassVar[tuple[str, ...]] = ("32", "34", "cent-11")

    def __str__(self) -> str:
        return "the younger finds more than three cards in the stock: the elder did not declare those he left"

    def carry_out(self, state: DealState, narration: Narration) -> DealState:
        elder, younger, left = state.names[ELDER], state.names[YOUNGER], state.left[ELDER]
        finding = (f"{elder} left {number_word(left)} card{'s' if left > 1 else ''} without declaring how many he "
                   f"leaves; {younger}, touching the stock before taking up a card of it, finds {len(state.stock)}")
        # Law 32: his exchange is still to make, so he may discard again, and take in up to all the stock holds
        # (what Law 34 allows him in any case); the cards left are his to take.
        clauses = ("32.1", "32.2") + state.rules.laws.touching("cent-11.1")
        return rule(state, narration, self.KIND, ELDER, clauses, finding,
                     f"{younger} is entitled to alter his discard, and to take in the card or cards left")


def offered(state: DealState, sought: object = None) -> Iterator[IrregularAction]:
    """The irregular actions of the exchange that can happen now; with an action ``sought``, those that cannot
    equal it may be left out: the wrong exchanges of every discard, the many, are made only of its discard
    (:func:`_discards`)."""
    role = ELDER if state.option is not None else state.to_move
    assert role is not None
    hand = state.hands[role]
    available = len(state.stock) - stock_start(state, role)
    lawful = set() if state.option is not None else {(d, t) for d, t, _ in exchange_choices(state, role)}
    for size in range(0, min(hand.bit_count(), 6) + 1):
        takes = [t for t in (size - 1, size, size + 1) if 0 <= t <= available and (size, t) not in lawful]
        if takes:
            for mask in _discards(hand, size, sought):
                yield from (MisExchange(role, mask, t) for t in takes)
    if role is ELDER and not state.exchanged[YOUNGER] and state.option is None:
        yield from _early_younger(state, sought)
    if not state.exchanged[ELDER]:
        yield from (TouchStock(ELDER, c, m) for c in state.stock[ELDER_SHARE:] for m in (False, True))
        yield from (TouchStock(YOUNGER, c, m) for c in state.stock[:ELDER_SHARE] for m in (False, True))
    elif not state.exchanged[YOUNGER] and state.left[ELDER]:
        yield from (TouchStock(ELDER, c, m) for c in state.stock[:state.left[ELDER]] for m in (False, True))
        if role is YOUNGER and len(state.stock) > 3 and not found(state, LeftUndeclared.KIND):
            yield LeftUndeclared()
    for r in Role:
        if state.in_exchange.provisional[r]:
            yield AlterDiscard(r)


def _discards(hand: CardSet, size: int, sought: object) -> Iterator[CardSet]:
    """Every discard of ``size`` cards of ``hand``, as a mask; with an action ``sought``, only its own discard if
    it has one of them (an action of the exchange equals only one of its class with the same discard), else none."""
    if sought is None:
        yield from (card_set(discard) for discard in combinations(tuple(cards_in(hand)), size))
    elif isinstance(sought, (MisExchange, DiscardFirst)) and sought.discard.bit_count() == size \
            and not sought.discard & ~hand:
        yield sought.discard


def _early_younger(state: DealState, sought: object = None) -> Iterator[IrregularAction]:
    """The younger discarding first (Cases V, XX) or taking in before the elder (Case XIV); with an action
    ``sought``, only those of its discard (:func:`_discards`)."""
    hand = state.hands[YOUNGER]
    share = len(state.stock) - ELDER_SHARE
    for size in range(1, share + 1):
        for mask in _discards(hand, size, sought):
            if not state.in_exchange.provisional[YOUNGER]:
                yield DiscardFirst(YOUNGER, mask)
            yield MisExchange(YOUNGER, mask, size)


def found_late(state: DealState) -> Iterator[IrregularAction]:
    """Case VI: the younger, about to show his carte blanche, found it only after the elder took up a card of
    the stock (once)."""
    if (state.phase is Phase.CARTE_BLANCHE and state.carte_blanche is YOUNGER and state.exchanged[ELDER]
            and not found(state, CarteBlancheLate.KIND)):
        yield CarteBlancheLate(YOUNGER)


def after_taking_in(state: DealState) -> Iterator[IrregularAction]:
    """A card of the discard taken back, or one of the hand mixed with it, after the player's exchange and
    before the calls (Laws 25-26; Case XXI)."""
    calling = any(d.called is not None or d.verdict is not None for d in state.dialogues)
    for role in Role:
        if state.exchanged[role] and state.played == 0 and not state.over and not calling \
                and state.phase is not Phase.PLAY:
            yield from (TakeBack(role, c) for c in cards_in(state.discards[role] & FULL_PACK))
            yield from (MixIntoDiscard(role, c) for c in cards_in(state.hands[role] & FULL_PACK))
            if _may_take_up_left(state, role):  # he says so with his exchange, before the calls (Case XIII)
                yield AnnounceLeft(role)
    holder = state.carte_blanche
    if holder is not None and state.exchanged[holder] and not state.in_exchange.mixed_stock[holder] \
            and state.phase in (*EXCHANGING, Phase.CARTE_BLANCHE):
        # Case XX: his carte blanche not yet shown, he mixes a card he took in with his hand.
        yield from (TouchStock(holder, c, True) for c in cards_in(_taken_in(state, holder)))
REFERENCES.cite("after_taking_in", "25", "26")


def _taken_in(state: DealState, role: Role) -> CardSet:
    """The cards of the stock ``role`` has taken in, still in his hand."""
    return state.hands[role] & ~state.dealt[role] & FULL_PACK


def taking_up_left(state: DealState) -> Iterator[IrregularAction]:
    """The card left on the stock taken up (Case XIII)."""
    yield from (TakeUpLeft(role) for role in Role if _may_take_up_left(state, role))


def _may_take_up_left(state: DealState, role: Role) -> bool:
    """Case XIII: he took in fewer than he discarded, the card is still on the stock, unmixed, and he has not
    announced that he leaves it."""
    return (state.in_exchange.took_fewer[role] and bool(state.stock) and state.exchanged[ELDER]
            and state.exchanged[YOUNGER] and not state.over and not found(state, TakeUpLeft.KIND)
            and not found(state, AnnounceLeft.KIND, role))


def younger_left(state: DealState) -> Iterator[IrregularAction]:
    """What may be done with the cards the younger left on the stock, while they are there (Laws 36-37)."""
    left = state.exchanged[YOUNGER] and state.left[YOUNGER] > 0 and not state.over
    if left and state.stock and state.left_seen is None and not state.in_exchange.left_hidden:
        yield HideLeft()
    if left and state.stock and state.left_seen is False:  # he elected not to look: neither may see them
        yield from (LookAtLeft(r) for r in Role
                    if not found(state, LookAtLeft.KIND, r))
    if state.in_exchange.left_hidden and (state.lead is not None or state.tricks) and not found(state, SeeDiscard.KIND):
        yield SeeDiscard()
REFERENCES.cite("younger_left", "36", "37")


def _step_before_trick(state: DealState, index: int, role: Role) -> int:
    """The step just before ``role`` played to trick ``index`` (from 0)."""
    back = state
    while back.previous is not None and not (len(back.tricks) == index and back.lead is not None
                                             and back.to_move is role):
        back = back.previous
    return back.step


def _stand_mixed(state: DealState, resumed: DealState, choice: Choice, option: Option,
                 narration: Narration) -> DealState:
    """Laws 28-29: the deal stands after a card of the stock was mixed with a hand; the offender's penalty."""
    offender = option.offender
    outcome = f"the deal stands; {state.names[offender.adversary]} takes only the cards not mixed"
    new = draft(resumed)
    new.rulings = decided(state, choice, outcome)
    resumed = settle(new)
    clause = "28.1" if offender is ELDER else "29.1"
    return penalize(resumed, offender, (clause,), f"{state.names[offender]} mixed a card of the stock "
                                                  "that was not his with his hand", narration)
REFERENCES.cite("_stand_mixed", "28", "29")


ELECTIONS: dict[str, Elector] = {"mixed": _stand_mixed}
"""The elections of the options this family gives, other than a fresh deal, by the option's effect."""
