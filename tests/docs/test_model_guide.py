"""The guide's page on the model (docs/guide/model.md) shows the model's own code: each block of Python on it is
found, as it stands, in the module the page names for it."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "guide" / "model.md"


def test_the_worked_example_is_the_code_of_the_model() -> None:
    blocks = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 3, \
        f"docs/guide/model.md: expected the class, its offer and its line in the table, got {len(blocks)}"
    sources = {"class": ROOT / "model/irregular/play.py", "offer": ROOT / "model/irregular/play.py",
               "table": ROOT / "model/irregular/kinds.py"}
    for block, (what, path) in zip(blocks, sources.items()):
        assert block in path.read_text(encoding="utf-8"), \
            f"docs/guide/model.md: the {what} shown is not in {path.relative_to(ROOT)} as it stands"


def test_the_guide_lists_the_page() -> None:
    assert "guide/model" in (ROOT / "docs" / "index.rst").read_text(encoding="utf-8")
