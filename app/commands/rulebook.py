"""``piquet rulebook [--out DIR]``: build the rulebook (Sphinx, warnings as errors) and say where to open it.

The build runs the verification it needs (``piquet verify`` over every reading,
cached under ``docs/_build/rulebook-verify`` and keyed by the package's sources),
so a second build on the same sources takes seconds. The site works offline:
open ``DIR/index.html`` in a browser, from disk.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path

from piquet.errors import InputError

__all__ = ["configure", "docs_dir"]


def configure(p: argparse.ArgumentParser) -> None:
    p.description, p.formatter_class = __doc__, argparse.RawDescriptionHelpFormatter
    p.add_argument("--out", metavar="DIR", type=Path, default=None,
                   help="where to write the site (default: docs/_build/html of the checkout)")
    p.set_defaults(run=_run)


def docs_dir() -> Path:
    """The rulebook's sources: ``docs/`` of the checkout this package is installed from (editable)."""
    # resolve(): in an editable install the module is a link into the source tree, where docs/ is.
    docs = Path(__file__).resolve().parents[2] / "docs"
    if not (docs / "conf.py").is_file():
        raise InputError("rulebook", f"the rulebook's sources are not at {docs}: build it from a checkout "
                                     "installed with `make install`")
    return docs


def _run(args: argparse.Namespace) -> int:
    docs = docs_dir()
    out: Path = (args.out if args.out is not None else docs / "_build" / "html").resolve()
    if out.exists() and not out.is_dir():
        raise InputError("--out", f"{out} is a file, not a directory")
    try:
        from sphinx.cmd.build import build_main
    except ImportError:
        raise InputError("rulebook", "Sphinx is not installed: install the development extras, "
                                     "pip install -e '.[dev]'") from None
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise InputError("--out", f"cannot create {out}: {err.strerror}") from None
    with contextlib.redirect_stdout(sys.stderr):  # Sphinx's messages are not the command's output
        code = build_main(["-q", "-W", "-b", "html", "-d", str(out / ".doctrees"), str(docs), str(out)])
    if code != 0:
        print("piquet: error: rulebook: the build failed (warnings are errors): see the messages above",
              file=sys.stderr)
        return 1
    print(f"The rulebook is built: open file://{out / 'index.html'}")
    return 0
