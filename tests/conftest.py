"""Hypothesis profiles: "ci" (quick, the default) and "thorough"; pick one with HYPOTHESIS_PROFILE."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", max_examples=60, deadline=None)
settings.register_profile("thorough", max_examples=2000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
