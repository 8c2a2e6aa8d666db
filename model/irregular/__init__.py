"""Irregularities of a deal: which can happen, and what the Laws make of them, by family.

Each family module holds its irregular actions (small frozen values whose
``KIND`` is the name a record gives them, docs/records.md, and which carry
their laws, how they are carried out and why they are refused), when they
can physically happen, and the elections of the options they give:

- :mod:`~piquet.model.irregular.dealing`: cutting and dealing (Laws 5-16, 75; Cases III, XVII-XVIII);
- :mod:`~piquet.model.irregular.exchange`: the exchange and the cards left (Laws 20-43);
- :mod:`~piquet.model.irregular.calling`: calling and answering (Laws 46-56; cent-23);
- :mod:`~piquet.model.irregular.showing`: showing the cards called (Law 55; Cases VII-VIII; cent-18 to 22);
- :mod:`~piquet.model.irregular.play`: the play (Laws 57-59; a suit called, cent-12);
- :mod:`~piquet.model.irregular.counting`: counting and writing the score (Laws 70, 74);

:mod:`~piquet.model.irregular.options` holds what they share (rulings,
options, going back, the base class of an irregular action), and
:mod:`~piquet.model.irregular.registry` offers and carries them out as one
game; :mod:`~piquet.model.irregular.kinds` is the table of every kind of
action, lawful or irregular. :func:`irregular_actions` lists what can happen at a state;
:func:`piquet.model.deal.apply` hands these actions, and the elections of the
options the Laws give (:class:`~piquet.model.actions.Elect`), to
:func:`apply_irregular`: it imports this package directly, and this package
builds on the flow of a deal (:mod:`piquet.model.flow`), never on
:mod:`piquet.model.deal`. Every irregularity leaves a
:class:`~piquet.model.state.Ruling` in ``state.rulings``: the clauses of the
spec that apply (``"13.1"``), why, the option and its holder, the outcome.
:func:`refusal` says why a claim the Laws do not grant is refused.

Consequences carried out: a fresh deal (the deal is void,
:attr:`~piquet.model.state.DealState.void`); reckoning nothing that deal, at
the adversary's option (Law 44: the player's scores so far are struck out but
for a carte blanche, Case XXI, and his cards still bar, Law 58); cards taken
up and played again (Laws 52, 59: the deal goes back to the state before the
error, the narration keeping what happened); hands of other than twelve
cards play out by :mod:`piquet.model.flow.play` (Law 57; Case XIX).

Reading: the option of Law 59 III (a card led out of turn) is the adversary's.
"""

from piquet.model.irregular.calling import CorrectCall, CorrectReply, Miscall, ReckonOmitted, close_miscalls
from piquet.model.irregular.counting import COUNT_ERRORS, Miscount, Rectify, WrittenScoreDiffers
from piquet.model.irregular.dealing import (
    CutExposed, DealerExposes, FacedCard, IncorrectPack, OutOfTurn, PlaySurplus, ProposeFreshDeal, RectifyDeal,
    SurplusFound, WrongPack,
)
from piquet.model.irregular.exchange import (
    AlterDiscard, AnnounceLeft, CarteBlancheLate, DiscardFirst, HideLeft, LeftUndeclared, LookAtLeft, MisExchange, MixIntoDiscard,
    SeeDiscard, TakeBack, TakeUpLeft, TouchStock,
)
from piquet.model.irregular.kinds import IRREGULAR_KINDS, KINDS, LAWFUL_KINDS
from piquet.model.irregular.options import IrregularAction, untouched
from piquet.model.irregular.play import (
    CallSuit, Discover, Drop, Inform, LeadOutOfTurn, PlaysTooMany, RetakeLead, Revoke,
)
from piquet.model.irregular.registry import (Irregular, after_action, apply_irregular, irregular_actions, offers,
                                             refusal)
from piquet.model.irregular.showing import (
    AskToShow, AskWhichOut, Disallow, NameCardOut, ShowAboveCall, ShowLate, ShowVoluntarily, Unshown, declared_cards,
)

__all__ = [
    "irregular_actions", "offers", "apply_irregular", "close_miscalls", "refusal", "declared_cards", "untouched",
    "Irregular", "IrregularAction", "IRREGULAR_KINDS", "LAWFUL_KINDS", "KINDS", "COUNT_ERRORS",
    "RectifyDeal", "CutExposed", "DealerExposes", "FacedCard", "WrongPack", "OutOfTurn", "IncorrectPack",
    "SurplusFound", "PlaySurplus", "ProposeFreshDeal", "MisExchange", "DiscardFirst", "AlterDiscard", "TakeBack",
    "CarteBlancheLate", "MixIntoDiscard", "TouchStock", "TakeUpLeft", "AnnounceLeft", "LookAtLeft", "HideLeft", "SeeDiscard",
    "LeftUndeclared", "Miscall", "CorrectCall", "AskToShow", "ShowVoluntarily", "AskWhichOut", "NameCardOut",
    "CorrectReply", "ReckonOmitted", "Unshown", "Disallow", "ShowLate", "ShowAboveCall", "CallSuit", "Drop",
    "LeadOutOfTurn", "Revoke", "PlaysTooMany", "RetakeLead", "Inform", "Discover", "Miscount",
    "WrittenScoreDiffers", "Rectify",
]
