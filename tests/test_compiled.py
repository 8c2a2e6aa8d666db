"""The modules pyproject.toml lists under ``[tool.piquet] compiled`` run compiled by mypyc (setup.py), unless
the package was installed with ``PIQUET_COMPILE=0``. What they compute is checked by the other tests, which run
them compiled (the solver against a plain minimax, tests/solver); tests/conftest.py refuses a compiled module
older than its source. The speed figures of the benchmarks (bench_deals, bench_solve, bench_search) are those of the compiled modules.
"""

from __future__ import annotations

import importlib
import os
import tomllib
from pathlib import Path

import pytest

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
COMPILED = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["piquet"]["compiled"]


@pytest.mark.skipif(os.environ.get("PIQUET_COMPILE") == "0", reason="installed with PIQUET_COMPILE=0")
@pytest.mark.parametrize("path", COMPILED)
def test_the_listed_modules_run_compiled(path: str) -> None:
    name = "piquet." + path.removesuffix(".py").replace("/", ".")
    module = importlib.import_module(name)
    assert str(module.__file__).endswith(".so"), f"{name} is loaded from {module.__file__}, not compiled"


@pytest.mark.parametrize("path", COMPILED)
def test_the_listed_modules_have_a_source(path: str) -> None:
    assert (PYPROJECT.parent / path).is_file(), f"pyproject.toml lists {path} to compile, and it does not exist"
