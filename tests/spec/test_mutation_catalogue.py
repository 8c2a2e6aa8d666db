"""The mutation score's catalogue (benchmarks/mutation_score.py) stays applicable as the code moves.

Each mutant replaces one exact snippet of the tree; when the code is rewritten the snippet may vanish, and the
score would silently stop (the script refuses to run on a stale catalogue). This keeps every snippet present
exactly once, so a change that makes a mutant stale fails here, naming it.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import mutation_score  # noqa: E402


def test_every_mutant_applies_to_exactly_one_place() -> None:
    assert mutation_score.check_catalogue() == []
