"""Start-up: a command loads only what it uses. ``piquet --version`` and ``piquet law 63`` run in a fresh
interpreter, and neither Z3, nor JSON Schema, nor the proofs' solver, nor the model's flow is loaded after them:
each command imports what it uses when it runs (``benchmarks/bench_startup.py`` times them)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

# What the two commands must not load: the solver and the validation of records (the heaviest imports), the
# modules that encode the spec for Z3 and run the checks, and the model (the records and the irregular game).
HEAVY = ("z3", "jsonschema", "piquet.proofs.checks", "piquet.proofs.encoding", "piquet.proofs.verify",
         "piquet.model", "piquet.records", "piquet.search", "rich",
         # Python's own modules that these commands need only for type annotations or to write files: about 28
         # of `piquet law 63`'s 398 million instructions (valgrind's count).
         "typing", "pathlib")

_PROBE = """
import contextlib, io, json, sys
from piquet.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    try:
        code = main(sys.argv[1:])
    except SystemExit as done:  # --version exits from the parser
        code = done.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def _loaded(*argv: str) -> tuple[int, set[str]]:
    out = subprocess.run([sys.executable, "-c", _PROBE, *argv], check=True, capture_output=True, text=True)
    data = json.loads(out.stdout)
    return data["code"], set(data["modules"])


@pytest.mark.parametrize("argv", [("--version",), ("law", "63")], ids=" ".join)
def test_a_command_loads_only_what_it_uses(argv: tuple[str, ...]) -> None:
    code, modules = _loaded(*argv)
    assert code == 0
    loaded = sorted(m for m in modules if any(m == heavy or m.startswith(heavy + ".") for heavy in HEAVY))
    assert not loaded, f"piquet {' '.join(argv)} loaded {loaded}: a command should import these when it runs"


def test_version_loads_no_command() -> None:
    _, modules = _loaded("--version")
    loaded = sorted(m for m in modules if m.startswith(("piquet.commands.", "piquet.spec", "piquet.proofs")))
    assert not loaded, f"piquet --version loaded {loaded}"


def test_the_command_given_is_the_one_built() -> None:
    # The other commands are listed by name only: their modules are not imported.
    _, modules = _loaded("law", "63")
    others = {"verify", "replay", "ruling", "play", "solve", "search", "rulebook"}
    assert not {f"piquet.commands.{name}" for name in others} & modules
