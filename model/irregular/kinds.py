"""The table of kinds: every action of a deal, lawful or irregular, in one place.

Each kind is one class that carries what the Laws make of it:

- its name in a record (``KIND`` for an irregularity; the lawful ones are named by
  :mod:`piquet.records`), and the laws it carries out (``LAWS``, read by the rulebook and its coverage
  through :func:`piquet.model.reference.declared`; a lawful action declares them beside its class);
- how it is carried out and why it is refused: a lawful action by the flow of its phase
  (:mod:`piquet.model.flow`), an irregular one by its own ``carry_out`` and ``refusal``
  (:class:`~piquet.model.irregular.options.IrregularAction`);
- when it is offered: the lawful ones by :func:`piquet.model.deal.legal_actions`, the irregular ones by
  their family's ``offered`` (:func:`~piquet.model.irregular.irregular_actions`).

Adding an irregularity is one class in its family's module, offered there, and one line here
(docs/guide/model.md shows it); ``tests/model/test_model_kinds.py`` checks that this table lists every class.
"""

from __future__ import annotations

from typing import Final

from piquet.model.actions import Answer, Call, Elect, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink
from piquet.model.irregular.calling import CorrectCall, CorrectReply, Miscall, ReckonOmitted
from piquet.model.irregular.counting import Miscount, Rectify, WrittenScoreDiffers
from piquet.model.irregular.dealing import (
    CutExposed, DealerExposes, FacedCard, IncorrectPack, OutOfTurn, PlaySurplus, ProposeFreshDeal, RectifyDeal,
    SurplusFound, WrongPack,
)
from piquet.model.irregular.exchange import (
    AlterDiscard, AnnounceLeft, CarteBlancheLate, DiscardFirst, HideLeft, LeftUndeclared, LookAtLeft, MisExchange,
    MixIntoDiscard, SeeDiscard, TakeBack, TakeUpLeft, TouchStock,
)
from piquet.model.irregular.options import IrregularAction
from piquet.model.irregular.play import (
    CallSuit, Discover, Drop, Inform, LeadOutOfTurn, PlaysTooMany, RetakeLead, Revoke,
)
from piquet.model.irregular.showing import (
    AskToShow, AskWhichOut, Disallow, NameCardOut, ShowAboveCall, ShowLate, ShowVoluntarily, Unshown,
)

__all__ = ["LAWFUL_KINDS", "IRREGULAR_KINDS", "KINDS"]

LAWFUL_KINDS: Final[tuple[type, ...]] = (
    Exchange, ShowCarteBlanche,  # the exchange (Laws 19-36)
    Call, Sink, Answer, Inquire, SeeLeftCards,  # the calls (Laws 36, 46-56)
    Play,  # the play (Laws 59, 65)
    Elect,  # the election of an option the Laws give after an irregularity (Laws 11, 13, 28-29, 44, 59)
)
"""The lawful actions, in the order of the deal: :func:`piquet.model.deal.legal_actions` offers them."""

IRREGULAR_KINDS: Final[tuple[type[IrregularAction], ...]] = (
    # cutting and dealing (Laws 5-16, 75; Cases III, XVII-XVIII)
    RectifyDeal, CutExposed, DealerExposes, FacedCard, WrongPack, OutOfTurn, IncorrectPack, SurplusFound, PlaySurplus,
    ProposeFreshDeal,
    # the exchange and the cards left (Laws 20-43)
    MisExchange, DiscardFirst, AlterDiscard, CarteBlancheLate, TakeBack, MixIntoDiscard, TouchStock, TakeUpLeft,
    AnnounceLeft, LookAtLeft, HideLeft, SeeDiscard, LeftUndeclared,
    # calling and answering (Laws 46-56; cent-23)
    Miscall, CorrectCall, CorrectReply, ReckonOmitted,
    # showing the cards called (Law 55; Cases VII-VIII; cent-18 to 22)
    AskToShow, ShowVoluntarily, AskWhichOut, NameCardOut, Unshown, Disallow, ShowLate, ShowAboveCall,
    # the play (Laws 57-59; a suit called, cent-12)
    Drop, LeadOutOfTurn, Revoke, PlaysTooMany, RetakeLead, Inform, Discover, CallSuit,
    # counting and writing the score (Laws 70, 74)
    Miscount, WrittenScoreDiffers, Rectify,
)
"""Every class of irregular action, by family in the order of the deal; their ``KIND`` names are distinct."""

KINDS: Final[tuple[type, ...]] = LAWFUL_KINDS + IRREGULAR_KINDS
"""Every action of a deal, lawful or irregular."""
