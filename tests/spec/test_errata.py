"""The errata table: each printed form is where it says, the shipped source keeps it, the display corrects it."""

from __future__ import annotations

from collections import Counter

import pytest

from piquet.spec.catalogue import catalogue
from piquet.spec.source import cases_text, corrected, errata, laws_text, raw_text


def test_each_printed_form_occurs_on_the_line_stated_and_every_occurrence_is_listed() -> None:
    lines = raw_text().split("\n")
    listed = Counter(e.printed for e in errata())
    for e in errata():
        assert e.printed in lines[e.line - 1], f"errata.tsv: line {e.line} does not read {e.printed!r}"
        assert e.printed != e.corrected and e.reason.startswith("scanning error"), e
    for printed, times in listed.items():
        # corrected() replaces a printed form wherever it occurs: each occurrence must be an erratum listed.
        on_lines = sum(line.count(printed) for line in lines)
        assert on_lines == times, f"errata.tsv: {printed!r} occurs {on_lines} times in the source, listed {times}"


def test_the_shipped_source_and_the_spec_keep_the_print() -> None:
    law_39 = catalogue().laws["39"].text
    assert "discard,and" in law_39 and "discard,and" in laws_text()[39].text
    assert "exceptas" in laws_text()[28].text and "afresh deal" in laws_text()[29].text
    assert all(e.printed in raw_text() for e in errata())


@pytest.mark.law("41")
def test_the_display_corrects_the_scanning_errors_the_issue_names() -> None:
    shown = corrected(laws_text()[28].text)
    assert "(except as provided in Laws 41" in shown and "after looking at his cards, may" in shown
    assert "may elect to have a fresh deal" in corrected(laws_text()[29].text)
    assert "dealt him, take in" in corrected(laws_text()[31].text)
    assert "twelve cards dealt him, find, in drawing" in corrected(laws_text()[11].text)
    assert "discarded two cards, viz., eight" in corrected(cases_text()["XXII"])
    for e in errata():
        assert e.printed not in corrected(raw_text().split("\n")[e.line - 1]), e
