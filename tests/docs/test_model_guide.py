"""The guide's page on the model (docs/guide/model.md) shows the model's own code: each block of Python on it is
found, as it stands, in the module the page names for it."""

from __future__ import annotations

import re
from pathlib import Path

from piquet.model.variants import AU_CENT_RULES, OVERRIDES, RUBICON_RULES, AuCentLaws

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "guide" / "model.md"


def test_the_worked_example_is_the_code_of_the_model() -> None:
    blocks = re.findall(r"```python\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S)
    sources = {"class": "model/irregular/play.py", "offer": "model/irregular/play.py",
               "table": "model/irregular/kinds.py", "rule of the Laws": "model/variants.py",
               "override": "model/variants.py", "override named": "model/variants.py",
               "row of the table of overrides": "model/variants.py", "rule read": "model/flow/exchange.py"}
    assert len(blocks) == len(sources), \
        f"docs/guide/model.md: expected {', '.join(sources)}, got {len(blocks)} blocks"
    for block, (what, path) in zip(blocks, sources.items()):
        assert block in (ROOT / path).read_text(encoding="utf-8"), \
            f"docs/guide/model.md: the {what} shown is not in {path} as it stands"


def test_the_override_shown_is_in_force() -> None:
    """The guide's worked override is one the code carries out: named in AuCentLaws.OVERRIDDEN, its row the
    paragraph and the law the page says."""
    assert AuCentLaws.OVERRIDDEN["younger_may_keep_hand"] == ("younger-discard",)
    assert (OVERRIDES["younger-discard"].clause, OVERRIDES["younger-discard"].replaces) == ("cent-7.1", "22")
    assert AU_CENT_RULES.laws.younger_may_keep_hand() and not RUBICON_RULES.laws.younger_may_keep_hand()


def test_the_guide_lists_the_page() -> None:
    assert "guide/model" in (ROOT / "docs" / "index.rst").read_text(encoding="utf-8")
