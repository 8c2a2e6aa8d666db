"""Playing: Laws 59 and 60, over the play domain (Law 57 reads the exchange events, Law 58 the counts)."""

from __future__ import annotations

from piquet.spec.domains.play import P
from piquet.spec.law import Governs
from piquet.spec.laws.build import law, may, must, must_not

__all__ = ["LAWS", "CHOICES"]


LAWS = (
    law(59, Governs.PLAY,
        must_not("59.1", "A card once led or played cannot be taken up, except as provided in Law 52, and as "
                 "follows.", P.retaken, unless=("52.2", "59.2", "59.3", "59.4", "59.5", "59.6", "59.7")),
        may("59.2", "I. A player who accidentally drops a card or cards may retake them.", P.retaken,
            when=P.error.eq(1)),
        may("59.3", "II. The adversary who plays too many cards to a leader who led several without waiting "
            "may, on discovery, retake the extra cards ...", P.retaken, when=P.error.eq(2)),
        must("59.4", "... and all cards played afterwards in error are taken up and played over again.",
             P.later_retaken, when=P.error.eq(2)),
        may("59.5", "III. A card led out of turn may be taken up, unless the adversary has played to the "
            "trick, when the error cannot be rectified.", P.retaken, when=P.error.eq(3) & ~P.adversary_played),
        must("59.6", "IV. A player who does not follow suit when able retakes the cards played in error and "
             "substitutes the suit led; the players retake all cards played after the mistake.",
             P.retaken & P.suit_substituted & P.later_retaken, when=P.error.eq(4)),
        may("59.7", "V. If a player misinforms his adversary of the cards he holds allowed good or equal, the "
            "adversary may retake all cards played since and play differently.", P.adversary_retakes & P.later_retaken,
            when=P.error.eq(5)),
        see=(52,)),
    law(60, Governs.PLAY,
        may("60.1", "A player may examine both his own and his adversary's tricks at any time.",
            P.tricks_examined)),
)

CHOICES = ()
