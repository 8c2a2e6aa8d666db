"""Hypothesis profiles: "ci" (quick, the default), "thorough" and "mutation"; pick one with HYPOTHESIS_PROFILE."""

from __future__ import annotations

import os

from hypothesis import Phase, settings

# "ci" is derandomized: CI and a developer's `make test` try the same examples, so a CI failure reproduces
# at once and a passing run is not luck; "thorough" stays random, to find what the fixed examples miss.
settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True)
settings.register_profile("thorough", max_examples=2000, deadline=None)
# For the mutation score (benchmarks/mutation_score.py): the ci examples, no shrinking -- a mutant is
# caught by the first failure, and a minimal example is not needed to count it.
settings.register_profile("mutation", max_examples=60, deadline=None, derandomize=True,
                          phases=(Phase.explicit, Phase.reuse, Phase.generate))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
