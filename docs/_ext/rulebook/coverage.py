"""The coverage matrix: each law, formalized or not, its verdict under each reading, the model's modules that
implement it, the tests and the Cases that exercise it."""

from __future__ import annotations

from piquet.model.reference import implementations_of

from rulebook.model import Rulebook
from rulebook.rst import esc, heading, label, list_table, literal, ref
from rulebook.words import law_ref, verdict_cell

__all__ = ["coverage_matrix", "model_functions", "model_modules"]


def model_functions(key: str) -> tuple[str, ...]:
    """The model's functions and classes that declare law ``key`` (:mod:`piquet.model.reference`)."""
    return tuple(f"piquet.model.{name.replace(':', '.')}" for name in implementations_of(key))


def model_modules(key: str) -> tuple[str, ...]:
    """The model's modules that hold an implementation of law ``key``, in the table's order."""
    return tuple(dict.fromkeys(f"piquet.model.{name.partition(':')[0]}" for name in implementations_of(key)))


def coverage_matrix(rb: Rulebook) -> str:
    """Law × formalized / verdict under each reading / in the model / tested / in a Case."""
    rows = []
    for key in rb.cat.laws:
        law = rb.law(key)
        formal = f"{len(law.clauses)} clause{'s' if len(law.clauses) != 1 else ''}" if law.clauses else \
            esc(law.status.value)
        modules = model_modules(key)
        tests = rb.tests_citing(key)
        cases = rb.cases_citing(key)
        rows.append([law_ref(rb, key), formal, *(verdict_cell(rb, key, name) for name in rb.readings),
                     ", ".join(literal(m.removeprefix("piquet.model.")) for m in modules) or "—",
                     str(len(tests)) if tests else "—",
                     ", ".join(ref(f"case-{n}", n) for n in cases) or "—"])
    counts = {"a module of the model": sum(bool(model_modules(k)) for k in rb.cat.laws),
              "a test": sum(bool(rb.tests_citing(k)) for k in rb.cat.laws),
              "a Case": sum(bool(rb.cases_citing(k)) for k in rb.cat.laws)}
    return "\n".join([
        label("coverage"), heading("Coverage matrix", 0),
        f"Every law of the {len(rb.cat.laws)}: whether the spec formalizes it, its verdict under each reading, "
        "the modules of the model whose functions declare it (:mod:`piquet.model.reference`), how many "
        "tests are marked with it (``@pytest.mark.law``) and the Cases that cite it. "
        + "; ".join(f"{n} laws are cited by {what}" for what, n in counts.items()) + ".\n",
        list_table(["Law", "Formalized", *rb.readings, "In the model", "Tests", "Cases"], rows,
                   widths=[10, 12, *([13] * len(rb.readings)), 25, 7, 20], classes="laws coverage")])
