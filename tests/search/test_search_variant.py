"""``piquet search`` and the variants: its classes are misfires of the base laws (Laws 31, 58, 71-73), so a deal
of Piquet au cent, or one played under an agreement, is refused in one line rather than settled under laws that
are not its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.cli_run import run, write
from tests.records.records_samples import case_record


@pytest.mark.law("cent-13", "cent-14")
def test_a_deal_of_au_cent_is_not_searched(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    record = case_record(22)
    record["variant"] = "au cent"  # a wrong exchange stands under cent-13 and cent-14, not Laws 30-31
    del record["partie"]  # the partie of six is Rubicon's (au cent's is three games out of five, cent-29.1)
    code, out, err = run(capsys, "search", "penalty-profit", "--record", write(tmp_path, record))
    assert (code, out) == (2, "") and err.count("\n") == 1, err
    assert "variant: the search reads deals of Rubicon Piquet without agreements" in err, err
