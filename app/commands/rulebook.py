"""``piquet rulebook [--out DIR]``: build the rulebook (Sphinx, warnings as errors) and say where to open it.

Only the site is written to DIR, and nothing to the checkout: the pages the
build generates, Sphinx's saved state and the verification it runs
(``piquet verify`` over every reading, keyed by the package's sources) are
kept in a cache folder of the user's (``$XDG_CACHE_HOME/piquet-laws``, or
``~/.cache/piquet-laws``), one per checkout. A second build on the same
sources reads only what changed and takes seconds. The site works offline:
open ``DIR/index.html`` in a browser, from disk.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import gc
import hashlib
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

from piquet.errors import InputError

__all__ = ["EDITION_PDF", "configure", "docs_dir", "cache_dir", "build"]

#: The printable edition's file, in the site's folder.
EDITION_PDF = "laws-of-piquet-1882.pdf"

#: What of ``docs/`` Sphinx reads from the checkout itself (``-c docs``: the configuration, its extension, its
#: static files and templates) or never reads; every other file under ``docs/`` is a source page, staged.
_NOT_STAGED = {"_build", "generated", "_ext", "_static", "_templates", "conf.py", "__pycache__"}


def configure(p: argparse.ArgumentParser) -> None:
    p.description, p.formatter_class = __doc__, argparse.RawDescriptionHelpFormatter
    p.add_argument("--out", metavar="DIR", type=Path, default=None,
                   help="where to write the site (default: docs/_build/html of the checkout)")
    p.add_argument("--pdf", action="store_true",
                   help=f"also write the printable edition, the Laws with their status, to DIR/{EDITION_PDF} "
                        "(rinohtype: it takes a minute)")
    p.set_defaults(run=_run)


def docs_dir() -> Path:
    """The rulebook's sources: ``docs/`` of the checkout this package is installed from (editable)."""
    # resolve(): in an editable install the module is a link into the source tree, where docs/ is.
    docs = Path(__file__).resolve().parents[2] / "docs"
    if not (docs / "conf.py").is_file():
        raise InputError("rulebook", f"the rulebook's sources are not at {docs}: build it from a checkout "
                                     "installed with `make install`")
    return docs


def cache_dir(docs: Path) -> Path:
    """Where the builds from ``docs`` keep what they reuse: one folder per checkout, in the user's cache."""
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "piquet-laws" / "rulebook" / hashlib.sha256(str(docs).encode()).hexdigest()[:16]


def _stage(docs: Path, src: Path) -> None:
    """Mirror the hand-written pages of ``docs`` into ``src``, copying only those that changed (a copy keeps its
    file's time, so Sphinx reads again only what changed), and drop those gone from ``docs``."""
    wanted: set[Path] = set()
    for path in docs.rglob("*"):
        rel = path.relative_to(docs)
        if not path.is_file() or _NOT_STAGED & set(rel.parts):
            continue
        wanted.add(rel)
        target = src / rel
        if not target.exists() or target.read_bytes() != path.read_bytes():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
    for path in src.rglob("*"):
        rel = path.relative_to(src)
        if path.is_file() and rel.parts[0] != "generated" and rel not in wanted:
            path.unlink()


@contextlib.contextmanager
def _locked(cache: Path) -> Iterator[None]:
    """One build at a time from a checkout: two would write the same staged pages."""
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


@contextlib.contextmanager
def _young_collections_only() -> Iterator[None]:
    """While Sphinx builds, the garbage collector collects the young objects only.

    A build keeps every page's doctree until the page is written, so the heap grows all along and each full
    collection walks all of it, to find what the young collections find: the cycles of a parse's scratch
    nodes. The full collections took 9 s of a 41 s build (bench_rulebook); the young ones still run."""
    young, middle, old = gc.get_threshold()
    gc.set_threshold(young, middle, 1_000_000_000)
    try:
        yield
    finally:
        gc.set_threshold(young, middle, old)


def build(docs: Path, out: Path, pdf: Path | None = None) -> int:
    """Build the rulebook from ``docs`` into ``out`` (warnings as errors), and the printable edition into ``pdf``
    if given; Sphinx's exit code."""
    from sphinx.cmd.build import build_main

    cache = cache_dir(docs)
    with _locked(cache):
        src = cache / "src"
        _stage(docs, src)
        # Sphinx's messages are not the command's output
        with contextlib.redirect_stdout(sys.stderr), _young_collections_only():
            return build_main(["-q", "-W", "-b", "html", "-c", str(docs), "-d", str(cache / "doctrees"),
                               "-D", f"rulebook_cache={cache / 'verify'}", "-D", f"rulebook_pdf={pdf or ''}",
                               str(src), str(out)])


def _run(args: argparse.Namespace) -> int:
    docs = docs_dir()
    out: Path = (args.out if args.out is not None else docs / "_build" / "html").resolve()
    if out.exists() and not out.is_dir():
        raise InputError("--out", f"{out} is a file, not a directory")
    try:
        import sphinx  # noqa: F401  (the development extras)
    except ImportError:
        raise InputError("rulebook", "Sphinx is not installed: install the development extras, "
                                     "pip install -e '.[dev]'") from None
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise InputError("--out", f"cannot create {out}: {err.strerror}") from None
    pdf = out / EDITION_PDF if args.pdf else None
    if build(docs, out, pdf) != 0:
        print("piquet: error: rulebook: the build failed (warnings are errors): see the messages above",
              file=sys.stderr)
        return 1
    print(f"The rulebook is built: open file://{out / 'index.html'}")
    if pdf is not None:
        print(f"The printable edition: {pdf}")
    return 0
