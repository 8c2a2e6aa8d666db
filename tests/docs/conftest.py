"""One build of the rulebook for every test of the site: the pages' text, the browser's, the printable edition's."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from piquet.cli import main

DOCS = Path(__file__).resolve().parents[2] / "docs"


def _checkout_files() -> dict[str, int]:
    return {str(p.relative_to(DOCS)): p.stat().st_mtime_ns for p in DOCS.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, set[str]]:
    """The site, built as a user builds it (``piquet rulebook --out DIR``: Sphinx, warnings as errors), and the
    files of the checkout's ``docs/`` the build created or changed (it should leave them as they were)."""
    out = tmp_path_factory.mktemp("rulebook") / "html"
    stdout = io.StringIO()
    before = _checkout_files()
    with contextlib.redirect_stdout(stdout):
        code = main(["rulebook", "--out", str(out)])
    after = _checkout_files()
    assert code == 0, "piquet rulebook (sphinx-build -W) failed: see the warnings above"
    assert stdout.getvalue() == f"The rulebook is built: open file://{out / 'index.html'}\n"
    return out, {name for name, stamp in after.items() if before.get(name) != stamp}


@pytest.fixture(scope="session")
def html(built: tuple[Path, set[str]]) -> Path:
    """The built site's folder."""
    return built[0]


@pytest.fixture(scope="session")
def written_to_checkout(built: tuple[Path, set[str]]) -> set[str]:
    """What the build wrote into the checkout's ``docs/``."""
    return built[1]
