"""Hypothesis profiles: "ci" (quick, the default), "thorough" and "mutation"; pick one with HYPOTHESIS_PROFILE."""

from __future__ import annotations

import os

import pytest

from hypothesis import Phase, settings

# "ci" is derandomized: CI and a developer's `make test` try the same examples, so a CI failure reproduces
# at once and a passing run is not luck; "thorough" stays random, to find what the fixed examples miss.
settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True)
settings.register_profile("thorough", max_examples=2000, deadline=None)
# For the mutation score (benchmarks/mutation_score.py): the ci examples, no shrinking -- a mutant is
# caught by the first failure, and a minimal example is not needed to count it.
settings.register_profile("mutation", max_examples=60, deadline=None, derandomize=True,
                          phases=(Phase.explicit, Phase.reuse, Phase.generate))
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


# -- what a test exercises -------------------------------------------------------------------------------------
# A test declares the laws and Cases it exercises with @pytest.mark.law("59", "61") and @pytest.mark.case("XXI");
# the rulebook lists a law's tests from these marks, and `pytest --law 59` runs them. A mark naming a law or a
# Case that does not exist stops the collection, so the rulebook never links to nothing.

def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--law", action="append", default=[], metavar="KEY",
                     help="run only the tests marked with this law (59, cent-14, agree-...); repeatable")
    parser.addoption("--case", action="append", default=[], metavar="NUMERAL",
                     help="run only the tests marked with this Case (XXI); repeatable")


def _stale_compiled() -> list[str]:
    """The modules compiled by mypyc (setup.py) whose source changed after they were built: the tests would
    run the old code."""
    from pathlib import Path

    from piquet.testing.compiled import is_compiled, listed, origin

    config = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if not config.is_file():  # this conftest copied elsewhere (tests/docs/test_marks.py runs pytest on it)
        return []
    return [f"{name} ({source.name} changed after it was compiled)" for name, source in listed(config)
            if is_compiled(name) and Path(str(origin(name))).stat().st_mtime < source.stat().st_mtime]


def pytest_configure(config: pytest.Config) -> None:
    stale = _stale_compiled()
    if stale:
        raise pytest.UsageError("compiled modules older than their source: run `make install`: "
                                + ", ".join(stale))
    config.addinivalue_line("markers", "law(*keys): the laws of 1882, au cent paragraphs or agreements this "
                                       "test exercises, by key (\"59\", \"cent-14\")")
    config.addinivalue_line("markers", "case(*numerals): the Cases and Decisions this test plays out (\"XXI\")")


def _marked(item: pytest.Item, name: str) -> set[str]:
    return {str(arg) for mark in item.iter_markers(name) for arg in mark.args}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from piquet.spec.catalogue import catalogue
    from piquet.spec.source import CASE_NUMERALS

    laws, cases = set(catalogue().laws), set(CASE_NUMERALS)
    bad = [f"{item.nodeid}: {what} {key!r} does not exist"
           for item in items for what, known in (("law", laws), ("case", cases))
           for key in sorted(_marked(item, what) - known)]
    if bad:
        raise pytest.UsageError("unknown law or Case in a mark:\n" + "\n".join(bad))
    wanted = {"law": set(config.getoption("law")), "case": set(config.getoption("case"))}
    if not any(wanted.values()):
        return
    keep = [item for item in items if any(_marked(item, what) & keys for what, keys in wanted.items())]
    config.hook.pytest_deselected(items=[item for item in items if item not in keep])
    items[:] = keep
