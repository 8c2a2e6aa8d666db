"""Sphinx extension: the rulebook, generated from the spec and the proof reports at build time.

When the builder starts, the extension reads the spec
(:func:`piquet.spec.catalogue.catalogue`), runs ``piquet verify --json`` once
over every reading, and ``piquet verify --world --json`` once (both cached,
see :mod:`rulebook.reports`), scans ``tests/`` for the laws and Cases each test cites, and writes the pages into
``generated/`` of the source folder (``piquet rulebook`` stages the sources in a cache folder, so a
build writes nothing into the checkout): one page per law, the findings, the
theorems, the readings, Piquet au cent, the Cases and the tests.
``docs/index.rst`` includes ``generated/overview.inc``. Nothing in the pages
is written by hand.

Configuration (``docs/conf.py``):

``rulebook_root``
    the repository, relative to ``docs/`` (the configuration's folder; default ``".."``): where ``tests/`` is;
``rulebook_timeout``
    seconds allowed to each solver call (default 10, as ``piquet verify``);
``rulebook_pdf``
    where to write the printable edition (a PDF, :mod:`rulebook.edition`; default ``""``: none);
``rulebook_cache``
    where the reports are cached, relative to ``docs/`` or absolute (default ``_build/rulebook-verify``;
    ``piquet rulebook`` gives its cache folder's).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging

from piquet.spec.catalogue import catalogue

from rulebook.amendments import load_amendments, load_effects
from rulebook.api import PythonSources
from rulebook.cells import Cells
from rulebook.citations import scenario_files, test_units
from rulebook.edition import EDITION, render_pdf
from rulebook.faces import CardFaces
from rulebook.fields import Fields
from rulebook.finder import setup_finder
from rulebook.items import Items
from rulebook.navigation import setup_navigation
from rulebook.mdblock import MarkdownBlock
from rulebook.model import Rulebook
from rulebook.pages import pages
from rulebook.replays import kept_in
from rulebook.reports import load_reports
from rulebook.smt2 import copy_smt2, load_smt2
from rulebook.states import forget_transitions, remember_transitions
from rulebook.transforms import setup_transforms
from rulebook.words import MARKS

__all__ = ["setup", "generate", "assemble"]

GENERATED = "generated"
_log = logging.getLogger(__name__)


def assemble(root: Path, cache_dir: Path, timeout: float) -> Rulebook:
    """The spec, a report per reading phase by phase and one in the one world, the proposed amendments' verdicts,
    each check's SMT-LIB file, and the citations in ``root/tests``."""
    cat = catalogue()
    reports = load_reports(list(cat.readings), cache_dir, timeout)
    base = Rulebook(root, cat, reports, (), ())
    units = test_units(root, cat.laws, base.cases)
    scenarios = scenario_files(root, cat.laws, base.clause_ids, base.cases)
    return Rulebook(root, cat, reports, tuple(units), tuple(scenarios), load_amendments(cache_dir, timeout, tuple(cat.readings)),
                    load_smt2(list(cat.readings), cache_dir, timeout), kept_in(cache_dir),
                    load_reports(list(cat.readings), cache_dir, timeout, world=True), load_effects(cache_dir, timeout))


def generate(rb: Rulebook, srcdir: Path) -> list[str]:
    """Write every page under ``srcdir/generated`` (only those that changed); remove stale ones. Returns the paths."""
    out_dir = srcdir / GENERATED
    written = pages(rb, srcdir)
    rb.kept.save()
    for rel, text in written.items():
        path = out_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text("utf-8") != text:
            tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
            tmp.write_text(text, "utf-8")
            tmp.replace(path)  # atomic: another build may be reading the same tree
    for path in out_dir.rglob("*"):
        if path.is_file() and not path.name.endswith(".tmp") and path.relative_to(out_dir).as_posix() not in written:
            path.unlink()
    return sorted(written)


_SOURCES = PythonSources()


def _on_builder_inited(app: Sphinx) -> None:
    srcdir = Path(app.srcdir)
    # The configuration's folder is docs/ of the checkout; the sources may be staged elsewhere (piquet rulebook).
    confdir = Path(app.confdir)
    root = (confdir / app.config.rulebook_root).resolve()
    cache = confdir / app.config.rulebook_cache
    rb = assemble(root, cache, float(app.config.rulebook_timeout))
    for name, rr in rb.reports.items():
        how = "from the cache" if rr.cached else f"{rr.report.seconds:.1f} s"
        _log.info(f"rulebook: {name} reading, {len(rr.report.checks)} checks ({how})")
    for name, rr in rb.world.items():
        how = "from the cache" if rr.cached else f"{rr.report.seconds:.1f} s"
        _log.info(f"rulebook: {name} reading in the one world, {len(rr.report.checks)} checks ({how})")
    generate(rb, srcdir)
    published = rb.smt2
    if published is not None:
        def publish(app: Sphinx, exception: Exception | None) -> None:
            if exception is None and app.builder.format == "html":
                copy_smt2(published, Path(app.outdir))
        app.connect("build-finished", publish)
    _SOURCES.install()  # autodoc reads docstrings, which compiled modules do not keep
    remember_transitions()


def _on_build_finished(app: Sphinx, exception: Exception | None) -> None:
    _SOURCES.remove()
    forget_transitions()
    if exception is None and app.config.rulebook_pdf:
        render_pdf(Path(app.srcdir) / GENERATED / EDITION, Path(app.config.rulebook_pdf))


def _status_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any, options: dict[str, Any] | None = None,
                 content: list[str] | None = None) -> tuple[list[Any], list[Any]]:
    """``:status:`applies``` -> the result's mark and word ("◇ can apply"), styled by its kind
    (:data:`rulebook.words.MARKS`; ``none`` shows a dash)."""
    return [nodes.inline(rawtext, MARKS[text][0], classes=["status", f"status-{text}"])], []


def _env_version() -> int:
    """A number that changes with the extension's own sources.

    The environment keeps what the extension computed while reading each page (the search's excerpts,
    :mod:`rulebook.finder`), and Sphinx reads again only the pages that changed: without this version, a page
    left unchanged would keep what an older extension made of it."""
    digest = hashlib.sha256()
    for path in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return int(digest.hexdigest()[:12], 16)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("rulebook_root", "..", "env", [str])
    app.add_config_value("rulebook_timeout", 10.0, "env", [float, int])
    app.add_config_value("rulebook_cache", "_build/rulebook-verify", "env", [str])
    app.add_config_value("rulebook_pdf", "", "", [str])
    app.add_role("status", _status_role)
    app.add_directive("markdown", MarkdownBlock)
    app.add_directive("cells", Cells)
    app.add_directive("fields", Fields)
    app.add_directive("items", Items)
    app.add_post_transform(CardFaces)
    app.connect("builder-inited", _on_builder_inited)
    app.connect("build-finished", _on_build_finished)
    setup_finder(app)
    setup_navigation(app)
    setup_transforms(app)
    return {"version": "1", "env_version": _env_version(), "parallel_read_safe": True, "parallel_write_safe": True}
