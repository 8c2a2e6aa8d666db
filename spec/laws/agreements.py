"""Options the players may agree: the partie of four deals (the note after Law 71).

Piquet au cent's two "by agreement" paragraphs are cent-25 and cent-26 in
:mod:`piquet.spec.laws.au_cent`.
"""

from __future__ import annotations

from piquet.spec.domains.partie import T
from piquet.spec.law import Governs
from piquet.spec.laws.build import agreement, must, must_not

__all__ = ["LAWS", "CHOICES"]

N = T.four_deal_no
EXTRA = N >= 5

LAWS = (
    agreement(
        "four-deals", Governs.PARTIE, None,
        must("agree-four-deals.1", "By agreement, a partie may consist of four deals.", T.four_played,
             when=N <= 4),
        must("agree-four-deals.2", "The score in the first and last deals counts double.", T.weight.eq(2),
             when=N.eq(1) | N.eq(4)),
        must("agree-four-deals.3", "The scores of the other deals count single.", T.weight.eq(1),
             when=N.eq(2) | N.eq(3)),
        must("agree-four-deals.4", "In case of a tie, each deals once more, the scores in the extra deals "
             "counting single.", T.four_played & T.weight.eq(1), when=EXTRA & T.four_tied),
        must_not("agree-four-deals.5", "Without a tie there are no extra deals.", T.four_played,
                 when=EXTRA & ~T.four_tied),
        see=(71,),
        notes=("An alternative to Law 71, in force only by agreement: its own variables keep the checks of "
               "the two apart.",)),
)

CHOICES = ()
