"""The bounded worlds the checks run over, one module per part of the game.

Each module declares its situation variables (once, through
:func:`piquet.spec.vocabulary.variable`) and exports one
:class:`~piquet.spec.vocabulary.Domain` or more in ``DOMAINS``.
"""

from __future__ import annotations

from piquet.spec.domains import exchange
from piquet.spec.vocabulary import Domain

DOMAINS: tuple[Domain, ...] = (exchange.EXCHANGE,)
