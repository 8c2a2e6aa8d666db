"""piquet-laws: the 1882 Laws of Piquet as a checked specification, a model and a rulebook.

Subpackages:

- :mod:`piquet.spec` -- the Laws as typed declarative constraints (the single source of truth);
- :mod:`piquet.model` -- an executable model of the game;
- :mod:`piquet.proofs` -- the Z3 checks run by ``piquet verify``;
- :mod:`piquet.conformance` -- the model read in the spec's terms, and the proofs' witnesses played through it.
"""

__version__ = "0.1.0"
