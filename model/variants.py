"""Variants and agreements as overrides of the base laws, the way reforms override legislation.

A :class:`Rules` value names the game (:class:`Variant`: Rubicon Piquet, the
base laws, or Piquet au cent) and the options the players agreed
(:class:`Agreement`); its ``laws`` are the rules of a deal they make: the
base :class:`Laws`, one method for each rule a game may replace, or a subclass
that overrides exactly the rules it replaces (:class:`AuCentLaws`, and one
class for each agreement of au cent). Each difference is an :class:`Override`
that names the spec clause it implements (``cent-2.1``) and the base law it
replaces (``9``), and each overriding method names it in its class's
``OVERRIDDEN``. The flow reads the rule, never the game: a deal of au cent is
the deal of the base laws with these overrides in force.

Which agreement goes with which game: the four-deal partie is the note to
Law 71 (the Rubicon partie of six deals); points ending in four and the low
cards are the two "by agreement" paragraphs of au cent (cent-25, cent-26).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar, Final, TypeVar

from piquet.model.cards import Card, CardSet, rank_of
from piquet.model.errors import InputError
from piquet.model.exchange import ExchangeBounds
from piquet.model.pickling import by_constructor
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.scoring import point_pips

__all__ = [
    "Variant", "Agreement", "Override", "OVERRIDES", "Laws", "AuCentLaws", "FoursOneLessLaws", "LowCardsLaws",
    "BothAgreedLaws", "BASE_LAWS", "AU_CENT_LAWS", "PiqueAfterRepique", "ShortHandLastTrick", "Picks",
    "HARMONISED_PICKS", "PICKED", "picks_of", "Rules", "RUBICON_RULES", "AU_CENT_RULES", "deal_modes",
    "card_points", "younger_point_pips",
    "parse_variant", "parse_agreement",
]


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class Variant(Enum):
    """The game played: its value is the name records and the command line use."""

    RUBICON = "rubicon"
    AU_CENT = "au cent"


class Agreement(Enum):
    """An option the players may agree on; its value is the name records and the command line use."""

    FOUR_DEALS = "four-deals"
    FOURS_ONE_LESS = "fours-one-less"
    LOW_CARDS = "low-cards-not-counting"


@dataclass(frozen=True, slots=True)
class Override:
    """One difference of a variant or agreement: the spec clause in force (``cent-2.1``), the base law
    it replaces (``"9"``) and what it changes, in words."""

    clause: str
    replaces: str
    change: str


OVERRIDES: Final[dict[str, Override]] = {
    # Piquet au cent, its paragraphs over the Laws of Piquet they differ from (spec/laws/au_cent.py).
    "cut": Override("cent-1.1", "4", "the player who cuts the lower card deals"),
    "deal-by": Override("cent-2.1", "9", "the deal is by two cards at a time"),
    "wrong-pack": Override("cent-4.1", "15", "the wrong pack found before the deal is completed: a fresh deal with "
                                             "the right pack; found after, the deal holds"),
    "out-of-turn": Override("cent-5.1", "16", "a deal out of turn found by the dealer before taking up his hand is "
                                              "void, the right dealer dealing; found after, there is no remedy"),
    # cent-3, 8 and 11 set at touching the stock the bounds Laws 11, 24 and 32 set at taking up a card of it.
    # Reading: the model has no moment between the two (a player's exchange is one action), so the bounds
    # fall at the same moment; the rulings cite the au cent paragraph beside the law.
    "count-option": Override("cent-3.1", "11", "the elder's option of a fresh deal for a card too many or too "
                                               "few lasts until he touches the stock"),
    "discard-touched": Override("cent-8.1", "24", "after touching the stock a player cannot alter his discard "
                                                  "(Laws 11, 32 and 38 excepted)"),
    "left-declared": Override("cent-11.1", "32", "the elder who does not take all his cards declares the number "
                                                 "he takes or leaves before touching the stock"),
    "carte-blanche": Override("cent-6.1", "20", "the younger need not declare his carte blanche until his "
                                                "adversary has discarded and touched the stock"),
    "younger-discard": Override("cent-7.1", "22", "the younger hand is not obliged to discard any card"),
    "thirteen": Override("cent-13.1", "40", "the elder standing with thirteen cards discards one more than he "
                                            "takes in, need take none, and leaves three for the younger"),
    "eleven": Override("cent-14.1", "42", "the elder standing with eleven cards and eight in the stock discards "
                                          "one less than he takes in; the younger one more, and need take none"),
    "twelve-seven": Override("cent-14.5", "43", "the elder standing with twelve cards and seven in the stock "
                                                "leaves three; the younger discards one more, and need take none"),
    "point-call": Override("cent-15.1", "46", "the elder calls the number his point makes"),
    "sequence-call": Override("cent-16.1", "48", "the elder states to what card his sequence is"),
    "game": Override("cent-28.1", "71", "a game is one hundred up"),
    "double": Override("cent-28.2", "72", "a hundred before the adversary has fifty wins a double game"),
    "partie": Override("cent-29.1", "71", "the partie is three games out of five, a double counting two"),
    "no-choice": Override("cent-30.1", "4", "no choice of cards on commencing a fresh partie"),
    "loses-game": Override("cent-9.1", "28", "the penalties of the stock lose the game"),
    "left-exposed": Override("cent-12.1", "36", "the cards left looked at are exposed, and a suit may be called "
                                                "from the offender when next he has to lead"),
    "showing": Override("cent-18.1", "55", "the elder shows his call allowed good or equal before leading, but "
                                           "for quatorzes and trios; the younger his answer before playing"),
    "sequence-shown": Override("cent-19.1", "49", "the elder who shows a sequence and calls an inferior one reckons "
                                                  "only what he called; the show bars the younger's sequences equal "
                                                  "or inferior to it"),
    "answer-abided": Override("cent-20.1", "51", "the younger who allowed a correct call abides by his answer"),
    "omitted": Override("cent-24.1", "56", "once the elder has led a card, neither reckons anything omitted"),
    "set-not-held": Override("cent-23.1", "54", "a quatorze or trio not held, played uncorrected, reckons nothing, "
                                                "misnomer or not"),
    # The agreements.
    "four-deals": Override("agree-four-deals.2", "71", "four deals, the first and last counting double"),
    "fours-one-less": Override("cent-25.1", "62", "a point making a number ending in four counts one less"),
    "low-cards": Override("cent-26.1", "65", "nines, eights and sevens are not counting cards in play"),
}
"""Every override, by the name of the point of the model that consults it."""

_AGREED_IN: Final[dict[Agreement, Variant]] = {
    Agreement.FOUR_DEALS: Variant.RUBICON,
    Agreement.FOURS_ONE_LESS: Variant.AU_CENT,
    Agreement.LOW_CARDS: Variant.AU_CENT,
}
_AGREEMENT_KEYS: Final = {Agreement.FOUR_DEALS: "four-deals", Agreement.FOURS_ONE_LESS: "fours-one-less",
                          Agreement.LOW_CARDS: "low-cards"}
# The au cent paragraphs in force in every deal of au cent, in the order of OVERRIDES: all but the agreements'.
_AU_CENT_KEYS: Final = tuple(key for key, override in OVERRIDES.items()
                             if override.clause.startswith("cent-") and key not in _AGREEMENT_KEYS.values())


class Laws:
    """The rules of a deal that a game or an agreement may replace, as the Laws of Piquet give them.

    Each method is one rule, citing its law. A game or an agreement is a subclass that overrides exactly
    the rules it replaces, each override named in its class's ``OVERRIDDEN`` (the method, and the key of
    :data:`OVERRIDES` that gives the paragraph in force and the law it replaces), the way a reform
    overrides legislation: the flow asks the deal's rules (``state.rules.laws``), never which game it is.
    """

    #: The methods this class overrides, each with the keys of :data:`OVERRIDES` it carries out.
    OVERRIDDEN: ClassVar[dict[str, tuple[str, ...]]] = {}

    def deal_modes(self) -> tuple[int, ...]:
        """How the cards may be dealt: by two or three (Law 9)."""
        return (2, 3)

    def point_points(self, count: int, pips: int | None, hand: CardSet) -> int:
        """What a point of ``count`` cards scores, making ``pips`` (None: the most ``hand`` makes with as many,
        the younger's, :func:`younger_point_pips`): one a card (Law 62)."""
        return count

    def card_points(self, card: Card) -> int:
        """What a card led, or winning a trick led by the adversary, scores: one (Law 65)."""
        return 1

    def states_call_in_full(self) -> bool:
        """Whether the elder's first call states a point's pips and a sequence's top card: no, the number of
        cards alone (Laws 46, 48)."""
        return False

    def announced_when_dealt(self, holder: Role) -> bool:
        """Whether ``holder``'s carte blanche is announced as soon as dealt: yes (Law 20)."""
        return True

    def stock_bound(self) -> str:
        """The moment that ends the elder's option for a wrong count, the bound to declare the cards he leaves
        and to alter a discard: taking up a card of the stock (Laws 11, 24, 32)."""
        return "taking up a card of the stock"

    def touching(self, clause: str) -> tuple[str, ...]:
        """The paragraph that sets a bound of Laws 11, 24 or 32 at touching the stock: none in the Laws."""
        return ()

    def count_option_clauses(self, elder_dealt: int) -> tuple[str, ...]:
        """The paragraphs besides Law 11 that give the elder, dealt ``elder_dealt`` cards, his option: none."""
        return ()

    def younger_may_keep_hand(self) -> bool:
        """Whether the younger may discard no card: no, at least one (Law 22)."""
        return False

    def stood_bounds(self, bounds: ExchangeBounds, role: Role, dealt: int, stock: int) -> ExchangeBounds:
        """The exchange of ``role``, dealt ``dealt`` cards, in a deal that stands with a wrong count, the stock
        holding ``stock``: ``bounds``, the count rules of Laws 39-43 (:func:`piquet.model.counts.exchange_bounds`)."""
        return bounds

    def stood_clauses(self, elder_dealt: int, role: Role) -> tuple[str, ...] | None:
        """The paragraphs that set ``role``'s exchange in a deal that stands, the elder dealt ``elder_dealt``, in
        place of Laws 39-43's: none (None)."""
        return None

    def wrong_pack_own_rule(self) -> bool:
        """Whether a deal with the wrong pack is ruled otherwise than by Law 15: no."""
        return False

    def out_of_turn_own_rule(self) -> bool:
        """Whether a deal out of turn is ruled otherwise than by Law 16: no."""
        return False

    def stock_loses_game(self) -> bool:
        """Whether a card of the stock taken up or mixed that was not his loses its taker the game: no, the
        penalties of Laws 27-29 stand."""
        return False

    def omitted_reckoned_after_lead(self) -> bool:
        """Whether what was omitted may still be reckoned after the elder's lead: yes, until the younger has
        played to the first trick (Law 56)."""
        return True

    def before_stock_bound(self) -> str:
        """What a player has not yet done while he may still alter his discard: taken up no card of the stock
        (Law 24)."""
        return "taken up no card of the stock"

    def reply_correctable(self) -> bool:
        """Whether the younger who allowed a call he could have beaten may correct his reply: yes, before the
        elder's next call or lead (Law 51)."""
        return True

    def set_not_held_reckons_nothing(self) -> bool:
        """Whether a quatorze or trio called and not held, allowed good and played without correcting it, is
        ruled apart from Law 54's miscall: no, Law 54 rules it."""
        return False

    def left_looked_at_exposed(self) -> bool:
        """Whether the cards the younger left, looked at by a player after he elected not to see them, are
        exposed with a suit callable from the offender: no, neither player has a right to see them (Law 36)."""
        return False

    def calls_shown(self) -> bool:
        """Whether the calls allowed good or equal must be shown before the lead: no, only on request (Law 55)."""
        return False
REFERENCES.cite("Laws", "9", "11", "20", "22", "24", "32", "36", "46", "48", "51", "54", "55", "62", "65")


class AuCentLaws(Laws):
    """Piquet au cent: the Laws of Piquet with the paragraphs of au cent in force (spec/laws/au_cent.py)."""

    OVERRIDDEN: ClassVar[dict[str, tuple[str, ...]]] = {
        "deal_modes": ("deal-by",),
        "states_call_in_full": ("point-call", "sequence-call"),
        "announced_when_dealt": ("carte-blanche",),
        "younger_may_keep_hand": ("younger-discard",),
        "stock_bound": ("count-option", "discard-touched", "left-declared"),
        "touching": ("discard-touched", "left-declared"),
        "count_option_clauses": ("count-option",),
        "stood_bounds": ("thirteen", "eleven", "twelve-seven"),
        "stood_clauses": ("thirteen", "eleven", "twelve-seven"),
        "omitted_reckoned_after_lead": ("omitted",),
        "wrong_pack_own_rule": ("wrong-pack",),
        "out_of_turn_own_rule": ("out-of-turn",),
        "stock_loses_game": ("loses-game",),
        "before_stock_bound": ("discard-touched",),
        "reply_correctable": ("answer-abided",),
        "set_not_held_reckons_nothing": ("set-not-held",),
        "left_looked_at_exposed": ("left-exposed",),
        "calls_shown": ("showing",),
    }

    def deal_modes(self) -> tuple[int, ...]:
        """By two cards at a time only (cent-2.1, replacing Law 9)."""
        return (2,)

    def states_call_in_full(self) -> bool:
        """The elder calls the number his point makes (cent-15.1, replacing Law 46) and states to what card his
        sequence is (cent-16.1, replacing Law 48)."""
        return True

    def announced_when_dealt(self, holder: Role) -> bool:
        """The younger need not declare his carte blanche until his adversary has discarded and touched the
        stock (cent-6.1, replacing Law 20): he declares it when he shows it."""
        return holder is not Role.YOUNGER

    def younger_may_keep_hand(self) -> bool:
        """The younger hand is not obliged to discard any card (cent-7.1, replacing Law 22)."""
        return True

    def stock_bound(self) -> str:
        """Touching the stock (cent-3.1, cent-8.1, cent-11.1, replacing Laws 11, 24, 32). Reading: the model's
        exchange is one action, so touching the stock and taking up a card of it are one moment."""
        return "touching the stock"

    def touching(self, clause: str) -> tuple[str, ...]:
        """``clause`` itself: the paragraph of au cent that sets at touching the stock the bound Laws 24, 32 set at
        taking up a card of it (cent-8.1, replacing Law 24; cent-11.1, replacing Law 32)."""
        return (clause,)

    def stood_bounds(self, bounds: ExchangeBounds, role: Role, dealt: int, stock: int) -> ExchangeBounds:
        """The count rules of au cent, in place of Laws 40-43's (Law 39 and the rest of them stand):

        - the elder with thirteen discards one more than he takes in, need take none, and leaves three
          (cent-13.1 to 13.3, replacing Laws 40-41);
        - the elder with eleven (and eight in the stock) discards one less than he takes in, and at least
          one card (cent-14.1, 14.2, replacing Law 42); with twelve (and seven) he leaves three (cent-14.5,
          replacing Law 43);
        - the younger then holding thirteen discards one more than he takes in, and need take none
          (cent-14.3, 14.4, 14.6, 14.7); holding twelve he need discard none (cent-7.1).

        Reading: where the paragraphs say nothing (the younger with eleven after an elder of thirteen), the
        count rules of the Laws of Piquet stand.
        """
        if role is Role.YOUNGER:  # not obliged to discard (cent-7.1) nor, with thirteen, to take in (cent-14)
            return bounds._replace(low=max(0, -bounds.surplus))
        leaves_three = min(bounds.high, stock - _LEFT_FOR_YOUNGER)
        if dealt > _HAND_SIZE:
            return bounds._replace(low=0, high=leaves_three)
        if dealt < _HAND_SIZE:
            return bounds._replace(low=1 - bounds.surplus)  # discards take - 1, at least one: takes two
        return bounds._replace(high=leaves_three)

    def stood_clauses(self, elder_dealt: int, role: Role) -> tuple[str, ...] | None:
        """The paragraphs of au cent that set the exchange in a deal that stands (cent-13, replacing Laws 40-41;
        cent-14, replacing Laws 42-43), where they say something."""
        return _STOOD_CLAUSES.get((elder_dealt, role))

    def wrong_pack_own_rule(self) -> bool:
        """Yes: found before the deal is completed, a fresh deal with the right pack; after, the deal holds
        (cent-4.1, replacing Law 15; :func:`piquet.model.irregular.au_cent.wrong_pack`)."""
        return True

    def out_of_turn_own_rule(self) -> bool:
        """Yes: found by the dealer before taking up his hand, the deal is void; after, no remedy (cent-5.1,
        replacing Law 16; :func:`piquet.model.irregular.au_cent.out_of_turn`)."""
        return True

    def stock_loses_game(self) -> bool:
        """Yes, for the cards cent-9 and cent-10 name (cent-9.1, replacing Law 28;
        :func:`piquet.model.irregular.au_cent.stock_loses_game`)."""
        return True

    def omitted_reckoned_after_lead(self) -> bool:
        """No: once the elder has led a card, neither reckons anything omitted (cent-24.1, replacing Law 56);
        the elder leads before the younger declares."""
        return False

    def count_option_clauses(self, elder_dealt: int) -> tuple[str, ...]:
        """cent-3.1 beside Law 11 for a card too many or too few in the elder's hand: his option lasts until he
        touches the stock; the stock's count is Law 11's alone."""
        return ("cent-3.1",) if elder_dealt != _HAND_SIZE else ()

    def before_stock_bound(self) -> str:
        """Not touched the stock (cent-8.1, replacing Law 24)."""
        return "not touched the stock"

    def reply_correctable(self) -> bool:
        """No: the younger who allowed a correct call to be good or equal abides by his answer (cent-20.1,
        replacing Law 51)."""
        return False

    def set_not_held_reckons_nothing(self) -> bool:
        """Yes: played uncorrected, allowed good, it makes him reckon nothing that deal, misnomer or not
        (cent-23.1, replacing Law 54; :func:`piquet.model.irregular.calling.set_allowed`)."""
        return True

    def left_looked_at_exposed(self) -> bool:
        """Yes: they are exposed, and a suit may be called from the offender when next he has to lead (cent-12.1,
        replacing Law 36)."""
        return True

    def calls_shown(self) -> bool:
        """Yes: the elder shows his calls allowed good or equal before leading, but for quatorzes and trios, and
        the younger his before playing (cent-18.1, replacing Law 55; cent-21, cent-22)."""
        return True


REFERENCES.cite("AuCentLaws.deal_modes", "cent-2")
REFERENCES.cite("AuCentLaws.states_call_in_full", "cent-15", "cent-16")
REFERENCES.cite("AuCentLaws.announced_when_dealt", "cent-6")
REFERENCES.cite("AuCentLaws.younger_may_keep_hand", "cent-7")
REFERENCES.cite("AuCentLaws.stock_bound", "11", "24", "32", "cent-3", "cent-8", "cent-11")
REFERENCES.cite("AuCentLaws.touching", "24", "32", "cent-8", "cent-11")
REFERENCES.cite("AuCentLaws.count_option_clauses", "11", "cent-3")
REFERENCES.cite("AuCentLaws.stood_bounds", "cent-7", "cent-13", "cent-14")
REFERENCES.cite("AuCentLaws.stood_clauses", "cent-13", "cent-14")
REFERENCES.cite("AuCentLaws.omitted_reckoned_after_lead", "cent-24")
REFERENCES.cite("AuCentLaws.wrong_pack_own_rule", "cent-4")
REFERENCES.cite("AuCentLaws.out_of_turn_own_rule", "cent-5")
REFERENCES.cite("AuCentLaws.stock_loses_game", "cent-9", "cent-10")
REFERENCES.cite("AuCentLaws.before_stock_bound", "24", "cent-8")
REFERENCES.cite("AuCentLaws.reply_correctable", "51", "cent-20")
REFERENCES.cite("AuCentLaws.set_not_held_reckons_nothing", "54", "cent-23")
REFERENCES.cite("AuCentLaws.left_looked_at_exposed", "36", "cent-12")
REFERENCES.cite("AuCentLaws.calls_shown", "55", "cent-18", "cent-21", "cent-22")


def younger_point_pips(hand: CardSet, count: int) -> int:
    """What the younger's point of ``count`` cards makes: the most his hand can make with as many."""
    return max(point_pips(hand, count), default=0)


def _one_less_at_four(count: int, pips: int | None, hand: CardSet) -> int:
    """A point making a number ending in four counts one less (cent-25.1); ``pips`` as :meth:`Laws.point_points`
    takes them."""
    made = younger_point_pips(hand, count) if pips is None else pips
    return count - 1 if made % 10 == 4 else count


def _low_cards_nothing(card: Card) -> int:
    """Nines, eights and sevens score nothing in play (cent-26.1). The last trick's extra point is for the
    trick, not the card, and stands."""
    return 0 if rank_of(card) <= _LOW_RANKS else 1


# Ranks 0-2: the seven, the eight, the nine.
_LOW_RANKS: Final = 2
# cent-13.3, cent-14.5: the elder hand leaves at least three cards for the younger.
_LEFT_FOR_YOUNGER: Final = 3
_STOOD_CLAUSES: Final[dict[tuple[int, Role], tuple[str, ...]]] = {
    (13, Role.ELDER): ("cent-13.1", "cent-13.2", "cent-13.3"),
    (11, Role.ELDER): ("cent-14.1", "cent-14.2"),
    (11, Role.YOUNGER): ("cent-14.3", "cent-14.4"),
    (12, Role.ELDER): ("cent-14.5",),
    (12, Role.YOUNGER): ("cent-14.6", "cent-14.7"),
}
# Law 9: twelve cards each (model.dealing imports nothing of the variants, but this module is below it).
_HAND_SIZE: Final = 12


class FoursOneLessLaws(AuCentLaws):
    """Au cent, the players having agreed that a point ending in four counts one less (cent-25)."""

    OVERRIDDEN: ClassVar[dict[str, tuple[str, ...]]] = {"point_points": ("fours-one-less",)}

    def point_points(self, count: int, pips: int | None, hand: CardSet) -> int:
        """One less for a number ending in four (cent-25.1, replacing Law 62's one a card)."""
        return _one_less_at_four(count, pips, hand)


class LowCardsLaws(AuCentLaws):
    """Au cent, the players having agreed that nines, eights and sevens are not counting cards (cent-26)."""

    OVERRIDDEN: ClassVar[dict[str, tuple[str, ...]]] = {"card_points": ("low-cards",)}

    def card_points(self, card: Card) -> int:
        """Nothing for a nine, eight or seven (cent-26.1, replacing Law 65's one a card)."""
        return _low_cards_nothing(card)


class BothAgreedLaws(LowCardsLaws):
    """Au cent with both agreements, points ending in four and the low cards (cent-25, cent-26)."""

    OVERRIDDEN: ClassVar[dict[str, tuple[str, ...]]] = {"point_points": ("fours-one-less",)}

    def point_points(self, count: int, pips: int | None, hand: CardSet) -> int:
        """One less for a number ending in four (cent-25.1, replacing Law 62's one a card)."""
        return _one_less_at_four(count, pips, hand)
REFERENCES.cite("FoursOneLessLaws.point_points", "cent-25")
REFERENCES.cite("LowCardsLaws.card_points", "cent-26")
REFERENCES.cite("BothAgreedLaws.point_points", "cent-25")


BASE_LAWS: Final = Laws()
AU_CENT_LAWS: Final = AuCentLaws()
_AGREED_LAWS: Final[dict[frozenset[Agreement], Laws]] = {
    frozenset(): AU_CENT_LAWS, frozenset({Agreement.FOURS_ONE_LESS}): FoursOneLessLaws(),
    frozenset({Agreement.LOW_CARDS}): LowCardsLaws(),
    frozenset({Agreement.FOURS_ONE_LESS, Agreement.LOW_CARDS}): BothAgreedLaws(),
}
"""The laws of au cent by the agreements in force (the four-deal partie changes no rule of a deal)."""


class PiqueAfterRepique(Enum):
    """Laws 68, 69: can one deal bring both a repique and a pique (the spec's choice ``pique-after-repique``)?
    Each value is the name of the spec's alternative."""

    #: Yes: the elder who repiques has also made thirty "in hand and play" before the younger reckons anything.
    BOTH = "both"
    #: No (the harmonised pick): thirty in hand alone is a repique; a pique is thirty that needs the play.
    REPIQUE_ONLY = "repique-only"


class ShortHandLastTrick(Enum):
    """Laws 57, 65: when a hand of fewer than twelve cards runs out before the twelfth trick, is the last trick
    played the last trick, two to its winner (the spec's choice ``short-hand-last-trick``)? Each value is the
    name of the spec's alternative."""

    #: Yes: the last trick played is the last trick.
    LAST_PLAYED = "last-played"
    #: No (the harmonised pick): the last trick is the twelfth, not played; no one scores for it.
    TWELFTH_NOT_PLAYED = "twelfth-not-played"


E = TypeVar("E", Variant, Agreement, PiqueAfterRepique, ShortHandLastTrick)


def _named(members: dict[str, E], place: str, name: str) -> E:
    """The member of ``members`` (an enumeration's, by value) named ``name``; InputError naming ``place``."""
    if name not in members:
        raise InputError(place, f"unknown {place} {name!r}: one of {', '.join(map(repr, members))}")
    return members[name]


@dataclass(frozen=True, slots=True)
class Picks:
    """The picks the model plays where the spec's choices move a score: by default the harmonised reading's,
    the reading the model implements; a check of another reading replays its stored deals under that
    reading's picks (:func:`picks_of`)."""

    pique_after_repique: PiqueAfterRepique = PiqueAfterRepique.REPIQUE_ONLY
    short_hand_last_trick: ShortHandLastTrick = ShortHandLastTrick.TWELFTH_NOT_PLAYED

    @property
    def pique_with_repique(self) -> bool:
        """Whether a repique and a pique can both be won in one deal (Laws 68, 69)."""
        return self.pique_after_repique is PiqueAfterRepique.BOTH

    @property
    def last_played_is_last(self) -> bool:
        """Whether the last trick played, when a hand of fewer than twelve cards runs out, is the last trick,
        two to its winner (Laws 57, 65)."""
        return self.short_hand_last_trick is ShortHandLastTrick.LAST_PLAYED
REFERENCES.cite("Picks", "57", "65", "68", "69")


HARMONISED_PICKS: Final = Picks()
#: The spec's choices the model can play either way, by the choice's name: the alternatives, by their names.
PICKED: Final[dict[str, type[PiqueAfterRepique] | type[ShortHandLastTrick]]] = {
    "pique-after-repique": PiqueAfterRepique, "short-hand-last-trick": ShortHandLastTrick}


def picks_of(chosen: Mapping[str, str]) -> Picks:
    """The model's picks of a reading that takes, for each choice named, the alternative named
    (``chosen``: choice -> alternative, as the spec's readings have them); the harmonised pick of a choice
    not named. InputError for an alternative the choice does not have."""
    return Picks(_picked(chosen, HARMONISED_PICKS.pique_after_repique),
                 _picked(chosen, HARMONISED_PICKS.short_hand_last_trick))


def _picked(chosen: Mapping[str, str], default: E) -> E:
    """The alternative ``chosen`` takes for the choice of ``default``'s enumeration (:data:`PICKED`);
    ``default`` if it takes none."""
    choice = next(name for name, kind in PICKED.items() if kind is type(default))
    key = chosen.get(choice)
    if key is None:
        return default
    members: dict[str, E] = {member.value: member for member in type(default)}
    return _named(members, choice, key)


@dataclass(frozen=True, slots=True)
class Rules:
    """The game and the agreements in force, and ``laws``, the rules of a deal they make (:class:`Laws`);
    ``picks``, the reading's picks the model plays where the spec's choices move a score (:class:`Picks`, the
    harmonised reading's by default). Raises InputError for an agreement the game does not know (the
    four-deal partie is Rubicon's; points ending in four and the low cards are au cent's)."""

    variant: Variant = Variant.RUBICON
    agreements: frozenset[Agreement] = frozenset()
    picks: Picks = HARMONISED_PICKS
    laws: Laws = field(default=BASE_LAWS, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for agreement in sorted(self.agreements, key=lambda a: a.value):
            if _AGREED_IN[agreement] is not self.variant:
                raise InputError("agreement", f"{agreement.value!r} is an agreement of {_AGREED_IN[agreement].value}, "
                                              f"not of {self.variant.value}")
        if self.variant is Variant.AU_CENT:
            object.__setattr__(self, "laws", _AGREED_LAWS[self.agreements])

    @property
    def au_cent(self) -> bool:
        return self.variant is Variant.AU_CENT

    def agreed(self, agreement: Agreement) -> bool:
        """Whether the players agreed on ``agreement``."""
        return agreement in self.agreements

    @property
    def overrides(self) -> tuple[Override, ...]:
        """The overrides in force: the variant's, then the agreements', each once."""
        keys: tuple[str, ...] = _AU_CENT_KEYS if self.au_cent else ()
        keys += tuple(_AGREEMENT_KEYS[a] for a in sorted(self.agreements, key=lambda a: a.value))
        return tuple(OVERRIDES[k] for k in keys)


by_constructor(Override, Picks, Rules)  # compiled, native classes (piquet.model.pickling)
RUBICON_RULES: Final = Rules()
AU_CENT_RULES: Final = Rules(Variant.AU_CENT)


def parse_variant(name: str) -> Variant:
    """The variant named ``name`` (``rubicon``, ``au cent``); InputError otherwise."""
    return _named({v.value: v for v in Variant}, "variant", name)


def parse_agreement(name: str) -> Agreement:
    """The agreement named ``name``; InputError otherwise."""
    return _named({a.value: a for a in Agreement}, "agreement", name)


def deal_modes(rules: Rules) -> tuple[int, ...]:
    """How the cards may be dealt under ``rules`` (:meth:`Laws.deal_modes`)."""
    return rules.laws.deal_modes()


def card_points(rules: Rules, card: Card) -> int:
    """What ``card`` scores led, or winning a trick led by the adversary, under ``rules``
    (:meth:`Laws.card_points`)."""
    return rules.laws.card_points(card)
