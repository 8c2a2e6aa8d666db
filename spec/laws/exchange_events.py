"""Events of the exchange: Laws 23-26, 28, 29, 33, 37, 38, 44, 45 and 57, over the exchange events domain.

The laws that say "a player" are written once and read for each hand
(:func:`_for_each`); clause ``n.1`` is the elder hand's, ``n.2`` the
younger hand's (``n.1-2`` and ``n.3-4`` where a law has two sentences).
"""

from __future__ import annotations

from collections.abc import Callable

from piquet.spec.domains.exchange import X
from piquet.spec.domains.exchange_events import E, Side
from piquet.spec.expr import Expr
from piquet.spec.law import Clause, Governs
from piquet.spec.laws.build import law, may, must_not, remedy, then
from piquet.spec.laws.exchange import ALTERS

__all__ = ["LAWS", "CHOICES"]

GOES_ON = ~X.fresh_deal
ELDER, YOUNGER = E.elder, E.younger
#: Law 44: the adversary who may waive each hand's penalty of reckoning nothing, and the clause that lets him.
WAIVER = {"elder": "44.1", "younger": "44.2"}


def _adversary(side: Side) -> Side:
    return YOUNGER if side is ELDER else ELDER


def _for_each(number: int, first: int, make: Callable[[str, Side], Clause]) -> tuple[Clause, ...]:
    """The clause ``make`` writes for the elder hand (``number.first``) and the younger (``number.first+1``)."""
    return tuple(make(f"{number}.{first + i}", side) for i, side in enumerate((ELDER, YOUNGER)))


def _nothing(cid: str, side: Side, says: str, act: Expr, *exceptions: str) -> Clause:
    """The penalty of reckoning nothing that deal for ``act``, which his adversary may waive (Law 44)."""
    return remedy(cid, says, side.reckons_nothing, when=act & GOES_ON, unless=(WAIVER[side.who], *exceptions))


LAWS = (
    law(23, Governs.EXCHANGE,
        must_not("23.1", "In taking in, the cards are taken in order from the top of the stock.",
                 E.out_of_order)),
    law(24, Governs.EXCHANGE,
        *_for_each(24, 1, lambda cid, s: must_not(
            cid, f"After taking up a card of the stock, the {s.who} hand cannot alter his discard.", s.alters)),
        # The same sentence over the exchange's counts, in its order of events: the elder hand who took up a card
        # before his wrong count or the seven in the stock came to light keeps the discard he had laid out.
        must_not("24.3", "After taking up a card of the stock, the elder hand cannot alter the discard he had laid "
                 "out when his wrong count or the seven in the stock comes to light.", ALTERS,
                 when=X.took_up_first & GOES_ON),
        see=(11, 32)),
    law(25, Governs.IRREGULARITY,
        *_for_each(25, 1, lambda cid, s: remedy(
            cid, f"The {s.who} hand who takes back a card of his discard after taking up a card of the stock "
            "must play with more than twelve cards ...", s.over, when=s.retakes & GOES_ON)),
        *_for_each(25, 3, lambda cid, s: _nothing(
            cid, s, f"... and the {s.who} hand can reckon nothing that deal.", s.retakes)),
        see=(24, 44, 58)),
    law(26, Governs.IRREGULARITY,
        *_for_each(26, 1, lambda cid, s: remedy(
            cid, f"The {s.who} hand who mixes a card of his hand, or one he is entitled to take in, with his "
            "discard after taking up a card of the stock must leave it there and play with less than twelve "
            "cards.", ~s.retakes & s.under, when=s.mixes_into_discard & GOES_ON)),
        see=(57,)),
    law(28, Governs.IRREGULARITY,
        # Laws 41 and 43 let the elder hand take all five cards of a stock of seven, so reaching the bottom three:
        # their clauses are over the exchange's counts, linked here and checked there.
        _nothing("28.1", ELDER, "The elder hand who mixes with his hand one of the bottom three cards (except as "
                 "provided in Laws 41 and 43), or a card he ought to have left, can reckon nothing that deal ...",
                 E.elder_mixes_younger_cards, "41.4", "43.5"),
        may("28.2", "... or the younger hand, after looking at his cards, may elect a fresh deal.",
            E.younger_elects_fresh & X.fresh_deal, when=E.elder_mixes_younger_cards),
        must_not("28.3", "If the younger hand stands the deal, he can take only as many of his cards as have "
                 "not been mixed.", E.younger_takes_mixed, when=E.elder_mixes_younger_cards & GOES_ON),
        see=(27, 41, 43, 44)),
    law(29, Governs.IRREGULARITY,
        _nothing("29.1", YOUNGER, "The younger hand who mixes with his hand one of the top five cards (not "
                 "declared left) can reckon nothing that deal ...", E.younger_mixes_top),
        may("29.2", "... or the elder hand, after looking at his cards, may elect a fresh deal.",
            X.elder_elects_fresh & X.fresh_deal, when=E.younger_mixes_top),
        must_not("29.3", "If the elder hand stands the deal, he can take only as many of his cards as have not "
                 "been mixed.", E.elder_takes_mixed, when=E.younger_mixes_top & GOES_ON),
        _nothing("29.4", YOUNGER, "The younger hand who takes up some of the elder hand's cards remaining on the "
                 "stock incurs no penalty, unless he mixes them with his hand, when he can reckon nothing that "
                 "deal.", E.younger_takes_remaining & E.younger_mixes_top),
        may("29.5", "If the elder hand has taken in some of his cards, the others remaining on the stock, the "
            "younger hand who takes up any of them incurs no penalty.",
            ~X.younger_reckons_nothing, when=E.younger_takes_remaining & ~E.younger_mixes_top),
        see=(27, 44),
        notes=("Clause 29.5 is the exception to Law 27's second sentence (clause 27.2).",)),
    law(33, Governs.EXCHANGE,
        may("33.1", "The elder hand who leaves cards may look at them.", E.elder_looks_left, when=E.elder_left),
        _nothing("33.2", ELDER, "If he takes them up with the cards he takes in, he can reckon nothing that deal.",
                 E.elder_takes_left),
        see=(27, 44)),
    law(37, Governs.EXCHANGE,
        may("37.1", "If the younger hand mixes the cards he left with his discard without showing them, the "
            "elder hand, after leading a card, may see his discard and the cards mixed with it.",
            E.elder_sees_discard, when=E.younger_hides_left),
        see=(36,)),
    law(38, Governs.DEALING,
        may("38.1", "If a player announces eleven or thirteen cards dealt him, the stock may be counted.",
            E.stock_counted, when=E.count_announced),
        see=(11, 39)),
    law(44, Governs.IRREGULARITY,
        *_for_each(44, 1, lambda cid, s: may(
            cid, f"The {_adversary(s).who} hand may decline to enforce the {s.who} hand's penalty of reckoning "
            "nothing that deal.", ~s.reckons_nothing, when=_adversary(s).waives, of=_adversary(s).who)),
        notes=("Every clause of the form 'can reckon nothing that deal' names Law 44 as its exception.",)),
    law(45, Governs.EXCHANGE,
        may("45.1", "A player may examine his own discard at any time.", E.examines_discard)),
    law(57, Governs.PLAY,
        *_for_each(57, 1, lambda cid, s: then(
            cid, f"The {s.who} hand may play with less than twelve cards without penalty; his adversary counts "
            "as tricks all cards that cannot be played to.", _adversary(s).counts_unplayable,
            when=s.under & GOES_ON)),
        see=(26, 30),
        notes=("'Liable to no penalty': no clause penalizes playing with less than twelve cards.",)),
)

CHOICES = ()
