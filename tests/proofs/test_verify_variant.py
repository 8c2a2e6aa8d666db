"""``piquet verify --variant``: the checks of one game, selected by the laws they concern."""

from __future__ import annotations

import pytest

from piquet.cli import main
from piquet.proofs.plan import concerns, planned
from piquet.spec.catalogue import catalogue
from piquet.spec.readings import HARMONISED


@pytest.mark.law("cent-13")
def test_a_variant_selects_the_checks_of_its_laws() -> None:
    plans = list(planned(catalogue(), HARMONISED))
    au_cent = [p for p in plans if concerns("variant:au cent", p.laws)]
    rubicon = [p for p in plans if concerns("variant:rubicon", p.laws)]
    assert au_cent and rubicon and len(au_cent) + len(rubicon) == len(plans)
    assert all(any(law.startswith("cent-") for law in p.laws) for p in au_cent)
    assert not any(law.startswith("cent-") for p in rubicon for law in p.laws)
    # Each paragraph's checks are among those of au cent.
    assert {p.id for p in plans if concerns("cent-13", p.laws)} <= {p.id for p in au_cent}
    assert concerns(None, ("1",)) and concerns("13", ("13", "14")) and not concerns("13", ("14",))


@pytest.mark.law("cent-2")
@pytest.mark.parametrize("argv, line", [
    (("--variant", "au-cent"), "piquet: error: --variant: unknown variant 'au-cent': one of 'rubicon', 'au cent'"),
    (("--variant", "au cent", "--law", "cent-2"), "piquet: error: --variant: give --law or --variant, not both"),
])
def test_bad_variant_selection_is_one_error_line(argv: tuple[str, ...], line: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["verify", *argv])
    out, err = capsys.readouterr()
    assert (code, out, err.strip()) == (2, "", line)
