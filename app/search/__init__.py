"""``piquet search``: deals where the laws misfire, found by machine and proved under best play.

- :mod:`~piquet.search.candidates` -- candidate deals drawn from a seed, each with its offence, and the records of
  their lines;
- :mod:`~piquet.search.lines` -- a line positioned and solved (:mod:`piquet.model.solver`);
- :mod:`~piquet.search.classes` -- the classes of misfire: the laws, the lines compared, the tests;
- :mod:`~piquet.search.au_cent` -- the classes of Piquet au cent, weighed in games of the partie;
- :mod:`~piquet.search.registry` -- every class by name;
- :mod:`~piquet.search.capot` -- whether the elder can force a capot;
- :mod:`~piquet.search.units` -- a unit of work: one candidate, its own seed;
- :mod:`~piquet.search.run` -- units on this process, a process pool or a Dask cluster;
- :mod:`~piquet.search.witness` -- witnesses re-verified, ordered and written up as a Case;
- :mod:`~piquet.search.stats` -- how often a class occurs, with an interval.
"""
