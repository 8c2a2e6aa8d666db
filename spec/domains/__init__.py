"""The phases of the game, one module each, and the two worlds they make.

Each module declares its situation variables (once, through
:func:`piquet.spec.vocabulary.variable`) and exports one
:class:`~piquet.spec.vocabulary.Domain` or more (a phase) in ``DOMAINS``.
The checks do not run phase by phase: each game's phases make one
:class:`~piquet.spec.world.World` (``RUBICON``, ``AU_CENT``), split only
where nothing ties it. Au cent's world holds the Laws' phases and its own:
it is the Laws of Piquet with au cent's paragraphs as overrides.
"""

from __future__ import annotations

from piquet.spec.domains import (au_cent, calling, carte_blanche, cutting, dealing_events, exchange, exchange_events,
                                 partie, play, scoring)
from piquet.spec.vocabulary import Domain
from piquet.spec.world import World

#: The Laws of Piquet, the Rubicon game: its phases, checked as one world (:mod:`piquet.spec.world`).
RUBICON = World("rubicon", (
    cutting.CUT_FOR_DEAL, cutting.CUT_TO_DEALER,
    dealing_events.DEALING, dealing_events.MISDEAL, dealing_events.DEALER_ORDER,
    carte_blanche.CARTE_BLANCHE, exchange.EXCHANGE, exchange_events.EXCHANGE_EVENTS,
    calling.POINT_CALLS, calling.DECLARATIONS, calling.SHOWING, play.CALLS_AND_PLAY, scoring.SCORING,
    scoring.SHORT_PLAY, partie.PARTIE_DEALS, partie.PARTIE_POINTS, partie.FOUR_DEALS,
))

#: Piquet au cent: the Laws of Piquet's phases and au cent's, one world, where au cent's paragraphs override the
#: Laws they name (:meth:`piquet.spec.world.World.in_force`).
AU_CENT = World("au cent", (
    *RUBICON.phases, au_cent.CENT_CUT, au_cent.CENT_DEAL, au_cent.CENT_COUNTS, au_cent.CENT_EXCHANGE,
    au_cent.CENT_CALLS, au_cent.CENT_SHOWING, au_cent.CENT_SCORING, au_cent.CENT_PARTIE,
), links=au_cent.LINKS)

WORLDS: tuple[World, ...] = (RUBICON, AU_CENT)

#: Every phase of both games (the vocabulary: where each variable is declared).
DOMAINS: tuple[Domain, ...] = (
    exchange.EXCHANGE, scoring.SCORING, scoring.SHORT_PLAY,
    cutting.CUT_FOR_DEAL, cutting.CUT_TO_DEALER,
    dealing_events.DEALING, dealing_events.MISDEAL, dealing_events.DEALER_ORDER,
    carte_blanche.CARTE_BLANCHE, exchange_events.EXCHANGE_EVENTS,
    calling.POINT_CALLS, calling.DECLARATIONS, calling.SHOWING, play.CALLS_AND_PLAY,
    partie.PARTIE_DEALS, partie.PARTIE_POINTS, partie.FOUR_DEALS,
    # Piquet au cent: phase by phase, its paragraphs alone (their game).
    au_cent.CENT_CUT, au_cent.CENT_DEAL, au_cent.CENT_COUNTS, au_cent.CENT_EXCHANGE,
    au_cent.CENT_CALLS, au_cent.CENT_SHOWING, au_cent.CENT_SCORING, au_cent.CENT_PARTIE,
)
