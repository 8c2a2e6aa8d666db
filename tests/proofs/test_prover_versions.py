"""The provers the verdicts were recorded with are the provers installed.

A verdict is a prover's answer within a budget of resource units, and each version spends them its own way:
z3-solver 4.15.4 leaves ``consistency:scoring`` of the literal reading's world unknown where 5.4.1 proves it.
So ``pyproject.toml`` pins both provers, and an environment with other versions fails here, naming the
package, rather than in the verdicts' tests."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def pins() -> dict[str, str]:
    """Each dependency pinned with ``==`` in pyproject.toml, by package name."""
    deps = tomllib.loads(PYPROJECT.read_text())["project"]["dependencies"]
    found = (re.fullmatch(r"([A-Za-z0-9_.-]+)==([^;\s]+)", d.strip()) for d in deps)
    return {m.group(1): m.group(2) for m in found if m}


def test_both_provers_are_pinned() -> None:
    assert {"z3-solver", "cvc5"} <= set(pins()), f"pyproject.toml pins only {sorted(pins())}"


@pytest.mark.parametrize("package", ["z3-solver", "cvc5"])
def test_installed_prover_is_the_pinned_one(package: str) -> None:
    installed, pinned = metadata.version(package), pins()[package]
    assert installed == pinned, (f"{package} {installed} is installed, but the verdicts were recorded with "
                                 f"{pinned} (pyproject.toml): run make install")
