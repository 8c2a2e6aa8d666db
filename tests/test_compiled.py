"""The modules pyproject.toml lists under ``[tool.piquet] compiled`` run compiled by mypyc (setup.py), unless
the package was installed with ``PIQUET_COMPILE=0``. What they compute is checked by the other tests, which run
them compiled (the solver against a plain minimax, tests/solver); tests/conftest.py refuses a compiled module
older than its source. The speed figures of the benchmarks (bench_deals, bench_solve, bench_search) are those of the compiled modules.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from piquet.testing.compiled import is_compiled, listed, origin

COMPILED = listed(Path(__file__).resolve().parent.parent / "pyproject.toml")


@pytest.mark.skipif(os.environ.get("PIQUET_COMPILE") == "0", reason="installed with PIQUET_COMPILE=0")
@pytest.mark.parametrize("name, source", COMPILED)
def test_the_listed_modules_run_compiled(name: str, source: Path) -> None:
    assert is_compiled(name), f"{name} is loaded from {origin(name)}, not compiled"


@pytest.mark.parametrize("name, source", COMPILED)
def test_the_listed_modules_have_a_source(name: str, source: Path) -> None:
    assert source.is_file(), f"pyproject.toml lists {source.name} to compile ({name}), and it does not exist"
