"""The proof results the rulebook shows: the report ``piquet verify --json`` prints, in two parts.

The proofs' own report (``python -m piquet.proofs``, every reading in one
run: the readings share the verdicts their clauses share) reads the spec
alone. Its output is cached under the build's doctree directory, keyed by a
hash of everything that can change it (the modules ``python -m piquet.proofs``
imports, the spec's and the proofs' data files, the Z3 version and the time
budget), so that rebuilding the pages after a change to the docs or to the
model -- or building them again into another directory, as the tests do --
reuses it, while any change to the laws or the checks runs the checks again.
The model's part, the stored witnesses replayed through it and the exchange
findings it confirms, takes a moment: it is added at every build
(:func:`piquet.conformance.confirm.confirm`), as ``piquet verify`` adds it.
The verdicts that moved from ``proofs/expected`` are then found with
:func:`piquet.proofs.verify.differences`.

The one world's report (``python -m piquet.proofs --world``, ``piquet verify --world``'s checks) is loaded the
same way, cached in a file of its own under the same key, with the model's confirmations added at every
build; its verdicts that moved are those that differ from ``proofs/expected/world.json``.

The JSON is read back into the proofs' own result types
(:class:`piquet.proofs.verify.Report`, :class:`piquet.proofs.result.CheckResult`).
"""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

import piquet
import piquet.proofs
import piquet.spec
from piquet.conformance.confirm import confirm
from piquet.proofs.result import CheckResult, Demand, Status, Witness
from piquet.proofs.verify import Report, differences

__all__ = ["ReadingReport", "load_reports", "check_from_json", "source_key"]


@dataclass(frozen=True)
class ReadingReport:
    """One reading's report, the verdicts that moved from ``proofs/expected`` (the world's from its ``world.json``),
    and whether it came from the cache."""

    report: Report
    differences: tuple[str, ...]
    cached: bool

    def check(self, check_id: str) -> CheckResult | None:
        for c in self.report.checks:
            if c.id == check_id:
                return c
        return None


#: Where the proofs' report is made: it depends on the modules this imports, and on nothing else of the package.
VERIFY_MODULE = "piquet.proofs.__main__"


def verify_sources() -> list[Path]:
    """The files the proofs' report can depend on: the package modules ``python -m piquet.proofs`` imports, and
    the spec's and the proofs' data files (the source text; not the expected verdicts, which only
    :func:`piquet.proofs.verify.differences` reads, nor the stored witnesses, which the model replays: both at every
    build)."""
    files: set[Path] = set()
    seen: set[str] = set()
    todo = [VERIFY_MODULE]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = _module_file(name)
        if path is None:
            continue
        files.add(path)
        parts = name.split(".")
        files.update(_init_file(".".join(parts[:i])) for i in range(1, len(parts)))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        todo += _imported(path, package)
    for data_package in (piquet.spec, piquet.proofs):
        base_dir = Path(data_package.__file__ or "").parent
        files.update(p for p in base_dir.rglob("*")
                     if p.suffix in (".json", ".md") and p.is_file() and not {"expected", "witnesses"} & set(p.parts))
    files.discard(Path())
    return sorted(files)


#: Each module's imports of the package, by its file, time and size: a build asks for the key three times (the
#: reports, the amendments, the SMT-LIB files), and reading every module's syntax tree is most of the cost.
_IMPORTS: dict[tuple[Path, int, int], tuple[str, ...]] = {}


def _imported(path: Path, package: str) -> tuple[str, ...]:
    """The modules (or names in them) of the package that the module at ``path``, in ``package``, imports."""
    stat = path.stat()
    key = (path, stat.st_mtime_ns, stat.st_size)
    found = _IMPORTS.get(key)
    if found is None:
        names: list[str] = []
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                names += [a.name for a in node.names if a.name.split(".")[0] == "piquet"]
            elif isinstance(node, ast.ImportFrom):
                base = importlib.util.resolve_name("." * node.level + (node.module or ""), package) \
                    if node.level else node.module or ""
                if base.split(".")[0] == "piquet":
                    names += [base, *(f"{base}.{a.name}" for a in node.names)]
        found = _IMPORTS[key] = tuple(names)
    return found


def _module_file(name: str) -> Path | None:
    """The source file of module ``name``, or None when it names no module (``from m import function``)."""
    try:
        found = importlib.util.find_spec(name)
    except ModuleNotFoundError:  # a name inside a module, not a submodule
        return None
    return Path(found.origin) if found is not None and found.origin and found.origin.endswith(".py") else None


def _init_file(package: str) -> Path:
    return _module_file(package) or Path()


def source_key(timeout: float) -> str:
    """A hash of :func:`verify_sources`, the Z3 version and the time budget."""
    digest = hashlib.sha256()
    base = Path(piquet.__file__ or "").parent
    for path in verify_sources():
        digest.update(path.relative_to(base).as_posix().encode() if path.is_relative_to(base) else b"")
        digest.update(path.resolve().read_bytes())
    digest.update(metadata.version("z3-solver").encode())
    digest.update(repr(timeout).encode())
    return digest.hexdigest()[:16]


def load_reports(readings: Sequence[str], cache_dir: Path, timeout: float,
                 world: bool = False) -> dict[str, ReadingReport]:
    """Every reading's report: the proofs' from the cache where their sources are unchanged, else from
    ``python -m piquet.proofs`` (one run for every reading); then the model's confirmations. ``world``: the
    checks of each game's one world (``--world``), cached apart from the phases' under the same key."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    key = source_key(timeout)
    kind = "world" if world else "verify"
    path = cache_dir / f"{kind}-{key}.json"
    cached = path.exists()
    if cached:
        text = path.read_text("utf-8")
    else:
        text = _verify(readings, timeout, world)
        for stale in cache_dir.glob(f"{kind}-*.json"):
            stale.unlink()
        tmp = cache_dir / f"{kind}-{key}.{os.getpid()}.tmp"
        tmp.write_text(text, "utf-8")
        tmp.replace(path)
    data = json.loads(text)
    by_name = {r["reading"]: r for r in data.get("readings", [data])}
    out = {}
    for name in readings:
        report = confirm(report_from_json(by_name[name]))
        out[name] = ReadingReport(report, tuple(differences(report, world=world)), cached)
    return out


def _verify(readings: Sequence[str], timeout: float, world: bool) -> str:
    """The JSON printed by ``python -m piquet.proofs`` for ``readings`` (one run: readings share verdicts)."""
    command = [sys.executable, "-m", "piquet.proofs", "--timeout", str(timeout), *(["--world"] if world else []),
               *readings]
    proc = subprocess.run(command, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(command[1:])} failed ({proc.returncode}):\n{proc.stderr}")
    return proc.stdout


def report_from_json(data: Mapping[str, Any]) -> Report:
    """A :class:`Report` from one reading's JSON (``piquet verify --json``, ``python -m piquet.proofs``)."""
    return Report(data["reading"], tuple(check_from_json(c) for c in data["checks"]), dict(data["coverage"]),
                  float(data["seconds"]))


_CORE_FIELDS = {"id", "kind", "title", "laws", "status", "witness", "seconds", "example", "reason"}


def check_from_json(data: Mapping[str, Any]) -> CheckResult:
    """A :class:`CheckResult` from one entry of the report's ``checks``."""
    witness = data.get("witness")
    return CheckResult(
        id=data["id"], kind=data["kind"], title=data["title"], laws=tuple(str(k) for k in data["laws"]),
        status=Status(data["status"]), seconds=float(data["seconds"]),
        witness=_witness(witness) if witness else None, example=data.get("example"), reason=data.get("reason", ""),
        extra={k: v for k, v in data.items() if k not in _CORE_FIELDS})


def _witness(data: Mapping[str, Any]) -> Witness:
    return Witness(
        situation=dict(data["situation"]),
        cores=tuple(tuple(core) for core in data["cores"]),
        demands=tuple(Demand(d["clause"], d["kind"], d["says"], d["demands"]) for d in data["demands"]),
        count=int(data["situations_showing_it"]), size=int(data["size"]), explanation=data["explanation"],
        confirmed_by_model=data.get("confirmed_by_model"),
        variants=tuple((tuple(v["core"]), dict(v["situation"])) for v in data.get("other_cores", [])))
