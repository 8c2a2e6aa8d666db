"""piquet-laws: the 1882 Laws of Piquet as a checked specification, a model and a rulebook.

Subpackages:

- :mod:`piquet.spec` -- the Laws as typed declarative constraints (the single source of truth);
- :mod:`piquet.model` -- an executable model of the game;
- :mod:`piquet.proofs` -- the Z3 checks run by ``piquet verify``.
"""

__version__ = "0.1.0"
