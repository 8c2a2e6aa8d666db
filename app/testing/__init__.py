"""Conformance tools for any engine of the game: law checks, exhaustive verdicts, strategies, vectors.

- :mod:`piquet.testing.laws`: every clause of the spec judged on a concrete
  situation (a dict of the spec's variables), under a reading;
- :mod:`piquet.testing.exhaustive`: the verdicts of ``piquet verify`` for
  the finite domains, recomputed by plain enumeration (no solver);
- :mod:`piquet.testing.strategies`: Hypothesis strategies for packs, deals
  (carte blanche included), exchange situations and partie scores
  (needs ``hypothesis``);
- :mod:`piquet.testing.vectors`: JSON test vectors (deals with their exact
  scores, exchange situations with their verdicts) and their checker.
- :mod:`piquet.testing.forcing`: what a player can force in the play, the
  cards open, searched exhaustively over the model (Case XXII's variant).
- :mod:`piquet.testing.compiled`: which modules run compiled by mypyc, and
  where their Python source lies.

See ``docs/testing.md``.
"""

from piquet.testing.laws import Breach, Laws, laws_for

__all__ = ["Breach", "Laws", "laws_for"]
