"""What the engine says of the Cases, kept between builds: the rulings of their scenarios, Case XXII solved.

Replaying each scenario through the engine (``piquet ruling``'s words) and solving Case XXII's play take
seconds of every build, and give the same text as long as the package's sources and the scenario files are
the same. So the text is kept in the build's cache, in a file keyed by a hash of the package's Python sources
(every module the engine may run) and of the extension's own, each text under its name and a hash of the scenario file it comes from; a
change to either works it out again.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Sequence
from pathlib import Path

import piquet

__all__ = ["Kept", "kept_in", "package_key"]


def package_key() -> str:
    """A hash of the package's Python sources (an editable install links them from the checkout) and of this
    extension's, which write the texts."""
    digest = hashlib.sha256()
    for base in (Path(piquet.__file__ or "").parent, Path(__file__).parent):
        for path in sorted(base.rglob("*.py")):
            digest.update(path.relative_to(base).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


class Kept:
    """Texts by name, read from ``path`` when it exists; :meth:`save` writes them back if any was added.
    Without a path nothing is kept: each text is worked out."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self.texts: dict[str, str] = json.loads(path.read_text("utf-8")) if path is not None and path.exists() else {}
        self.added = False

    def text(self, name: str, source: Path | Sequence[Path], make: Callable[[], str]) -> str:
        """The text ``name`` worked out from the file ``source`` (or the files): kept, or made now and kept."""
        digest = hashlib.sha256()
        for path in [source] if isinstance(source, Path) else source:
            digest.update(path.read_bytes())
        key = f"{name} {digest.hexdigest()[:16]}"
        if key not in self.texts:
            self.texts[key] = make()
            self.added = True
        return self.texts[key]

    def save(self) -> None:
        if self.path is None or not self.added:
            return
        for stale in self.path.parent.glob("replays-*.json"):
            stale.unlink()
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(self.texts, ensure_ascii=False, indent=0), "utf-8")
        tmp.replace(self.path)  # whole: another build reads it whole or not at all


def kept_in(cache_dir: Path) -> Kept:
    """The texts kept in ``cache_dir`` for the package's sources as they are."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    return Kept(cache_dir / f"replays-{package_key()}.json")
