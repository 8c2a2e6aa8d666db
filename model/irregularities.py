"""The irregular events of a deal, as actions: what a player may do that the Laws do not allow.

Each is a small frozen value, offered by
:func:`piquet.model.irregular.irregular_actions` only where it can
physically happen, and carried out by :func:`piquet.model.deal.apply`
(which hands it to :mod:`piquet.model.irregular`). ``KIND`` is the name a
record gives it (docs/records.md); the laws that govern it are cited by the
ruling the model makes of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, get_args

from piquet.model.cards import Card, CardSet, Suit, card_text, format_cards
from piquet.model.actions import Call
from piquet.model.declaring import Klass
from piquet.model.roles import Role

__all__ = [
    "RectifyDeal", "CutExposed", "DealerExposes", "FacedCard", "WrongPack", "OutOfTurn", "IncorrectPack",
    "SurplusFound", "ProposeFreshDeal", "MisExchange", "DiscardFirst", "AlterDiscard", "TakeBack", "MixIntoDiscard",
    "TouchStock", "LeftUndeclared", "Miscall", "CorrectCall", "AskToShow", "ShowVoluntarily", "AskWhichOut",
    "NameCardOut", "CorrectReply", "ReckonOmitted", "Drop", "LeadOutOfTurn", "Revoke", "PlaysTooMany", "RetakeLead",
    "Inform", "Discover", "TakeUpLeft", "LookAtLeft", "HideLeft", "SeeDiscard", "COUNT_ERRORS", "Miscount",
    "WrittenScoreDiffers", "Rectify", "Irregular", "IRREGULAR_KINDS",
]


# ---------------------------------------------------------------- cutting and dealing


@dataclass(frozen=True, slots=True)
class RectifyDeal:
    """The dealer, with his adversary's permission, rectifies a card dealt wrongly before either player
    has taken up his hand (Law 10): ``card`` goes to the hand of ``to``, or onto the stock (None)."""

    KIND: ClassVar[str] = "deal rectified"
    card: Card
    to: Role | None

    def __str__(self) -> str:
        where = "the stock" if self.to is None else f"{self.to.word}'s hand"
        return f"the dealer puts {card_text(self.card)} right, to {where}"


@dataclass(frozen=True, slots=True)
class CutExposed:
    """A card exposed in cutting: ``cards`` exposed in cutting for deal (Law 5), or one in cutting to
    the dealer or reuniting the packets (Law 7)."""

    KIND: ClassVar[str] = "card exposed in cutting"
    for_deal: bool

    def __str__(self) -> str:
        return ("more than one card exposed in cutting for deal" if self.for_deal
                else "a card exposed in cutting to the dealer")


@dataclass(frozen=True, slots=True)
class DealerExposes:
    """The dealer exposes a card in dealing (Law 13)."""

    KIND: ClassVar[str] = "card exposed in dealing"
    card: Card

    def __str__(self) -> str:
        return f"the dealer exposes {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class FacedCard:
    """A faced card found in the pack when dealing, or in the stock when taking in (Law 14)."""

    KIND: ClassVar[str] = "faced card"
    card: Card

    def __str__(self) -> str:
        return f"{card_text(self.card)} is found faced"


@dataclass(frozen=True, slots=True)
class WrongPack:
    """The deal was made with the wrong pack; ``in_time``: found before either took up a card (Law 15)."""

    KIND: ClassVar[str] = "wrong pack"
    in_time: bool

    def __str__(self) -> str:
        return "the wrong pack is found " + ("before either takes up a card" if self.in_time else "too late")


@dataclass(frozen=True, slots=True)
class OutOfTurn:
    """The deal was dealt out of turn; ``in_time``: found before either took up a card (Law 16)."""

    KIND: ClassVar[str] = "deal out of turn"
    in_time: bool

    def __str__(self) -> str:
        return "the deal out of turn is found " + ("before either takes up a card" if self.in_time else "too late")


@dataclass(frozen=True, slots=True)
class IncorrectPack:
    """A claim that the pack is incorrect, redundant or imperfect (Law 75).

    The counts of the deal discover an incorrect pack at once, and the deal
    is void then (clause 75.1, :mod:`piquet.model.counts`); a claim made
    later is refused: a card of the other pack found in a hand or discard
    is no proof that the pack was redundant when dealt (Case XVII).
    """

    KIND: ClassVar[str] = "incorrect pack"

    def __str__(self) -> str:
        return "the pack is found incorrect"


@dataclass(frozen=True, slots=True)
class SurplusFound:
    """A card of the other pack (``card`` is 32 + its face) is found in a hand or a discard (Cases XVII-XVIII)."""

    KIND: ClassVar[str] = "surplus card"
    card: Card

    def __str__(self) -> str:
        return f"a card of the other pack, {card_text(self.card)}, is found"


@dataclass(frozen=True, slots=True)
class ProposeFreshDeal:
    """A player proposes a fresh deal, which the Laws leave to agreement (Case III)."""

    KIND: ClassVar[str] = "fresh deal proposed"
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} proposes a fresh deal"


# ---------------------------------------------------------------- the exchange


@dataclass(frozen=True, slots=True)
class MisExchange:
    """An exchange the Laws do not allow: taking more or fewer than he must (Laws 30-31, 39-43), the
    elder taking beyond his five (Laws 27-28), or the younger taking in before the elder (Case XIV)."""

    KIND: ClassVar[str] = "wrong exchange"
    role: Role
    discard: CardSet
    take: int

    def __str__(self) -> str:
        return f"{self.role.word} discards {format_cards(self.discard)} and takes {self.take}"


@dataclass(frozen=True, slots=True)
class DiscardFirst:
    """The younger discards before the elder takes in, as for a carte blanche (Cases V, XX)."""

    KIND: ClassVar[str] = "discard first"
    role: Role
    discard: CardSet

    def __str__(self) -> str:
        return f"{self.role.word} puts out {format_cards(self.discard)} before taking in"


@dataclass(frozen=True, slots=True)
class AlterDiscard:
    """A player alters his discard (Law 24: not after taking up a card of the stock; Cases V, VI)."""

    KIND: ClassVar[str] = "alter discard"
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} alters his discard"


@dataclass(frozen=True, slots=True)
class TakeBack:
    """After taking up a card of the stock, a player takes back a card of his discard (Law 25)."""

    KIND: ClassVar[str] = "discard taken back"
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} takes back {card_text(self.card)} from his discard"


@dataclass(frozen=True, slots=True)
class MixIntoDiscard:
    """After taking up a card of the stock, a player mixes a card of his hand with his discard (Law 26)."""

    KIND: ClassVar[str] = "card mixed with the discard"
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} mixes {card_text(self.card)} with his discard"


@dataclass(frozen=True, slots=True)
class TouchStock:
    """A player exposes or takes up a card of the stock that is not his to take (Laws 27, 33), or
    mixes it with his hand (``mixed``, Laws 28-29)."""

    KIND: ClassVar[str] = "stock card taken up"
    role: Role
    card: Card
    mixed: bool

    def __str__(self) -> str:
        return f"{self.role.word} {'mixes with his hand' if self.mixed else 'takes up'} {card_text(self.card)} of the stock"


@dataclass(frozen=True, slots=True)
class TakeUpLeft:
    """A player who took in a card fewer than he discarded takes up the card he left (Case XIII)."""

    KIND: ClassVar[str] = "card left taken up"
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} takes up the card he left on the stock"


@dataclass(frozen=True, slots=True)
class LookAtLeft:
    """A player looks at the cards the younger hand left, though he elected not to look at them (Law 36)."""

    KIND: ClassVar[str] = "left cards looked at"
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} looks at the cards the younger hand left"


@dataclass(frozen=True, slots=True)
class HideLeft:
    """The younger hand mixes the cards he left with his discard without showing them (Law 37)."""

    KIND: ClassVar[str] = "left cards mixed with the discard"

    def __str__(self) -> str:
        return "younger mixes the cards he left with his discard, unshown"


@dataclass(frozen=True, slots=True)
class SeeDiscard:
    """The elder hand, after leading, sees the younger's discard and the left cards mixed with it (Law 37)."""

    KIND: ClassVar[str] = "discard seen"

    def __str__(self) -> str:
        return "elder sees the younger hand's discard"


@dataclass(frozen=True, slots=True)
class LeftUndeclared:
    """The elder left cards without declaring how many he takes or leaves; the younger, touching the stock
    before taking up a card of it, finds more than three cards (Law 32)."""

    KIND: ClassVar[str] = "cards left undeclared"

    def __str__(self) -> str:
        return "the younger finds more than three cards in the stock: the elder did not declare those he left"


# ---------------------------------------------------------------- calling


@dataclass(frozen=True, slots=True)
class Miscall:
    """A call or claim of more than the player holds (Law 52)."""

    KIND: ClassVar[str] = "miscall"
    call: Call

    def __str__(self) -> str:
        return f"{self.call}, which he does not hold"


@dataclass(frozen=True, slots=True)
class CorrectCall:
    """A player corrects his miscall in a class (Law 52)."""

    KIND: ClassVar[str] = "miscall corrected"
    role: Role
    klass: Klass

    def __str__(self) -> str:
        return f"{self.role.word} corrects his {self.klass.word}"


@dataclass(frozen=True, slots=True)
class AskToShow:
    """The adversary asks a player to show the cards he called in ``klass``, allowed good or equal (Law 55)."""

    KIND: ClassVar[str] = "cards called asked for"
    role: Role
    klass: Klass

    def __str__(self) -> str:
        return f"{self.role.word} is asked to show his {self.klass.word}"


@dataclass(frozen=True, slots=True)
class ShowVoluntarily:
    """Before he plays a card, a player voluntarily shows what he claims good or equal in ``klass`` (Law 55)."""

    KIND: ClassVar[str] = "cards called shown"
    role: Role
    klass: Klass

    def __str__(self) -> str:
        return f"{self.role.word} shows his {self.klass.word} unasked"


@dataclass(frozen=True, slots=True)
class AskWhichOut:
    """The younger replies to a trio by asking which card of the rank is not reckoned (Case VII)."""

    KIND: ClassVar[str] = "which card out"

    def __str__(self) -> str:
        return "younger asks which card the elder does not reckon"


@dataclass(frozen=True, slots=True)
class NameCardOut:
    """The elder names the card of his trio's rank that he does not reckon (Case VIII)."""

    KIND: ClassVar[str] = "card named out"
    card: Card

    def __str__(self) -> str:
        return f"elder says he does not reckon {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class CorrectReply:
    """The younger corrects his reply "good" or "equal" to a call, holding better (Law 51)."""

    KIND: ClassVar[str] = "reply corrected"
    klass: Klass

    def __str__(self) -> str:
        return f"younger corrects his reply in the {self.klass.word}"


@dataclass(frozen=True, slots=True)
class ReckonOmitted:
    """The elder reckons a class he omitted, before the younger plays to the first trick (Law 56)."""

    KIND: ClassVar[str] = "omission reckoned"
    klass: Klass

    def __str__(self) -> str:
        return f"elder reckons the {self.klass.word} he omitted"


# ---------------------------------------------------------------- the play


@dataclass(frozen=True, slots=True)
class Drop:
    """A player accidentally drops a card (Law 59 I)."""

    KIND: ClassVar[str] = "card dropped"
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} drops {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class LeadOutOfTurn:
    """The player not entitled to lead leads a card (Law 59 III)."""

    KIND: ClassVar[str] = "lead out of turn"
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} leads {card_text(self.card)} out of turn"


@dataclass(frozen=True, slots=True)
class Revoke:
    """The player to move does not follow suit, though able (Law 59 IV)."""

    KIND: ClassVar[str] = "revoke"
    card: Card

    def __str__(self) -> str:
        return f"plays {card_text(self.card)} without following suit"


@dataclass(frozen=True, slots=True)
class PlaysTooMany:
    """To a leader leading several cards, the adversary plays one card too many (Law 59 II)."""

    KIND: ClassVar[str] = "too many cards played"
    role: Role
    card: Card

    def __str__(self) -> str:
        return f"{self.role.word} plays {card_text(self.card)} too many"


@dataclass(frozen=True, slots=True)
class RetakeLead:
    """A leader leading several cards takes one back before his adversary plays to it (Case XI)."""

    KIND: ClassVar[str] = "lead taken back"

    def __str__(self) -> str:
        return "the leader takes back the card he led"


@dataclass(frozen=True, slots=True)
class Inform:
    """Asked how many cards of ``suit`` he holds of those allowed good or equal, a player answers ``count``
    (Law 59 V; Cases XV-XVI)."""

    KIND: ClassVar[str] = "question answered"
    role: Role
    suit: Suit
    count: int

    def __str__(self) -> str:
        return f"{self.role.word}, asked how many {self.suit.name.lower()}, answers {self.count}"


@dataclass(frozen=True, slots=True)
class Discover:
    """A player points out an irregularity of the play not yet discovered (Law 59 II, IV, V)."""

    KIND: ClassVar[str] = "error discovered"
    role: Role

    def __str__(self) -> str:
        return f"{self.role.word} points out the error"


# ---------------------------------------------------------------- the score (Laws 70, 74)

COUNT_ERRORS: tuple[int, ...] = tuple(e for e in range(-10, 11) if e)
"""The errors in a count the model offers: up to ten points too many or too few. Any wrong figure
can be written; a bound keeps the actions of a state finite (records: docs/records.md)."""


@dataclass(frozen=True, slots=True)
class Miscount:
    """A player counts his score of the deal ``error`` points from what the deal gives him, in adding
    it up or in marking it (Law 70, under the reading "omission-is-not-a-counting-error")."""

    KIND: ClassVar[str] = "score miscounted"
    role: Role
    error: int

    def __str__(self) -> str:
        return f"{self.role.word} counts his score {self.error:+d} from what the deal gives him"


@dataclass(frozen=True, slots=True)
class WrittenScoreDiffers:
    """The ``writer`` writes his adversary's score of the deal ``error`` points from the adversary's own
    count of it, so that the written scores differ (Law 74)."""

    KIND: ClassVar[str] = "written scores differ"
    writer: Role
    error: int

    def __str__(self) -> str:
        return f"{self.writer.word} writes his adversary's score {self.error:+d} from the adversary's own"


@dataclass(frozen=True, slots=True)
class Rectify:
    """A proved error in counting ``role``'s score is rectified (Law 70): in the deal, or in the next
    before he has seen his hand."""

    KIND: ClassVar[str] = "count rectified"
    role: Role

    def __str__(self) -> str:
        return f"the error in counting {self.role.word}'s score is rectified"


Irregular = (RectifyDeal | CutExposed | DealerExposes | FacedCard | WrongPack | OutOfTurn | IncorrectPack
             | SurplusFound | ProposeFreshDeal | MisExchange | DiscardFirst | AlterDiscard | TakeBack
             | MixIntoDiscard | TouchStock | TakeUpLeft | LookAtLeft | HideLeft | SeeDiscard | LeftUndeclared
             | Miscall | CorrectCall | AskToShow | ShowVoluntarily | AskWhichOut | NameCardOut | CorrectReply
             | ReckonOmitted | Drop | LeadOutOfTurn | Revoke | PlaysTooMany | RetakeLead | Inform | Discover
             | Miscount | WrittenScoreDiffers | Rectify)

IRREGULAR_KINDS: tuple[type[Irregular], ...] = get_args(Irregular)
"""Every class of irregular action; their ``KIND`` names are distinct."""
