"""The coverage matrix: each law, formalized or not, its verdict under each reading, the model's modules that
implement it, the tests and the Cases that exercise it."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from piquet.spec.citations import cited

from rulebook.model import Rulebook
from rulebook.rst import esc, heading, label, list_table, literal, ref
from rulebook.words import law_ref, verdict_cell

__all__ = ["coverage_matrix", "model_modules"]


@cache
def _model_citations(root: Path, keys: tuple[str, ...], clause_ids: frozenset[str]) -> dict[str, tuple[str, ...]]:
    out: dict[str, list[str]] = {}
    for path in sorted((root / "model").glob("*.py")):
        module = f"piquet.model.{path.stem}" if path.stem != "__init__" else "piquet.model"
        for key in cited(path.read_text("utf-8"), keys, clause_ids, ()).laws:
            out.setdefault(key, []).append(module)
    return {k: tuple(v) for k, v in out.items()}


def model_modules(rb: Rulebook, key: str) -> tuple[str, ...]:
    """The model's modules that cite law ``key`` (``# Law 42``, a clause id): where the model implements it."""
    return _model_citations(rb.root, tuple(rb.cat.laws), frozenset(rb.clause_ids)).get(key, ())


def coverage_matrix(rb: Rulebook) -> str:
    """Law × formalized / verdict under each reading / in the model / tested / in a Case."""
    rows = []
    for key in rb.cat.laws:
        law = rb.law(key)
        formal = f"{len(law.clauses)} clause{'s' if len(law.clauses) != 1 else ''}" if law.clauses else \
            esc(law.status.value)
        modules = model_modules(rb, key)
        tests = rb.tests_citing(key)
        cases = rb.cases_citing(key)
        rows.append([law_ref(rb, key), formal, *(verdict_cell(rb, key, name) for name in rb.readings),
                     ", ".join(literal(m.removeprefix("piquet.model.")) for m in modules) or "—",
                     str(len(tests)) if tests else "—",
                     ", ".join(ref(f"case-{n}", n) for n in cases) or "—"])
    counts = {"a module of the model": sum(bool(model_modules(rb, k)) for k in rb.cat.laws),
              "a test": sum(bool(rb.tests_citing(k)) for k in rb.cat.laws),
              "a Case": sum(bool(rb.cases_citing(k)) for k in rb.cat.laws)}
    return "\n".join([
        label("coverage"), heading("Coverage matrix", 0),
        f"Every law of the {len(rb.cat.laws)}: whether the spec formalizes it, its verdict under each reading, "
        "the modules of the model that cite it (``# Law 42`` or a clause id), how many tests cite it and the "
        "Cases that cite it (a citation, not a proof of coverage: a test may cite a range of laws). "
        + "; ".join(f"{n} laws are cited by {what}" for what, n in counts.items()) + ".\n",
        list_table(["Law", "Formalized", *rb.readings, "In the model", "Tests", "Cases"], rows,
                   widths=[10, 12, *([13] * len(rb.readings)), 25, 7, 20], classes="laws coverage")])
