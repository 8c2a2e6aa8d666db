"""Build hook: the model's hot modules compiled to C by mypyc, from the same typed source that mypy --strict
checks. Which modules: ``[tool.piquet] compiled`` in pyproject.toml. ``PIQUET_COMPILE=0`` installs the
pure-Python package only (a machine without a C compiler, or to debug the model in Python).
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

from setuptools import Extension, setup

ROOT = Path(__file__).resolve().parent


def _stage() -> Path:
    """The folders laid out as the package (pyproject's package-dir, as symbolic links): mypyc names a
    compiled module from its path, so ``model/solver.py`` must be read as ``piquet/model/solver.py``."""
    stage = ROOT / "build" / "mypyc-stage"
    package = stage / "piquet"
    package.mkdir(parents=True, exist_ok=True)
    links = {entry.name: entry for entry in (ROOT / "app").iterdir()}
    links.update({folder: ROOT / folder for folder in ("spec", "model", "proofs", "conformance")})
    for name, target in links.items():
        link = package / name
        if not link.is_symlink():
            link.symlink_to(target)
    return stage


def _compiled() -> list[Extension]:
    if os.environ.get("PIQUET_COMPILE", "1") == "0":
        return []
    from mypyc.build import mypycify

    with open(ROOT / "pyproject.toml", "rb") as config:
        modules: list[str] = tomllib.load(config)["tool"]["piquet"]["compiled"]
    here = os.getcwd()
    os.chdir(_stage())
    try:
        return mypycify([f"piquet/{path}" for path in modules], opt_level="3",
                        target_dir=str(ROOT / "build" / "mypyc-c"))
    finally:
        os.chdir(here)


setup(ext_modules=_compiled())
