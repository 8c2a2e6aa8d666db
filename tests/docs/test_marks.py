"""What a test exercises is declared by its marks, read by the rulebook and checked at collection."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

from rulebook import citations  # noqa: E402

pytest_plugins = ["pytester"]

_MARKED = '''
import pytest

pytestmark = pytest.mark.law("1")


@pytest.mark.law("59", "61")
def test_revoke() -> None:
    """Law 42 named in passing is not a mark."""


@pytest.mark.case("XXI")
class TestCase:
    @pytest.mark.law("65")
    def test_tricks(self) -> None:
        pass


def helper() -> None:
    """Law 70, in a helper: not a test."""
'''


def test_the_rulebook_reads_the_marks_not_the_words(tmp_path: Path) -> None:
    (tmp_path / "tests" / "model").mkdir(parents=True)
    (tmp_path / "tests" / "model" / "test_x.py").write_text(_MARKED, "utf-8")
    units = {u.name: u for u in citations.test_units(tmp_path, ["1", "42", "59", "61", "65", "70"], ["XXI"])}
    assert set(units) == {"test_revoke", "TestCase.test_tricks"}
    assert units["test_revoke"].cites.laws == {"1", "59", "61"}, "the module's mark and its own; Law 42 is text"
    assert units["TestCase.test_tricks"].cites.laws == {"1", "65"}
    assert units["TestCase.test_tricks"].cites.cases == {"XXI"}, "the class's mark applies to its tests"


@pytest.fixture
def with_conftest(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeconftest((ROOT / "tests" / "conftest.py").read_text("utf-8"))
    pytester.makeini("[pytest]\naddopts = --strict-markers\n")
    return pytester


def test_a_mark_naming_no_law_stops_the_collection(with_conftest: pytest.Pytester) -> None:
    with_conftest.makepyfile(test_bad='import pytest\n\n@pytest.mark.law("79")\ndef test_x() -> None:\n    pass\n')
    result = with_conftest.runpytest()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*test_bad.py::test_x: law '79' does not exist*"])


def test_law_option_runs_the_tests_of_that_law(with_conftest: pytest.Pytester) -> None:
    with_conftest.makepyfile(test_two='import pytest\n\n@pytest.mark.law("59")\ndef test_a() -> None:\n'
                                      '    pass\n\n@pytest.mark.law("65")\ndef test_b() -> None:\n    pass\n')
    result = with_conftest.runpytest("--law", "59", "-v")
    result.assert_outcomes(passed=1, deselected=1)
    result.stdout.fnmatch_lines(["*test_a PASSED*"])
