"""Best play includes the calls (piquet.search.calls): each side declares or sinks each class, both hands open.

Case XXII: A, enforcing the penalty and playing for the partie, does better not to call his quart and tierce
(he loses 270, not 277, Law 73). The tree's value is checked against its leaves solved apart, each by a
solver of its own, and each leaf against its record (the classes sunk as ``false`` declarations), which
``piquet solve`` reads.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from piquet.model.declaring import Klass
from piquet.model.solver import Solver
from piquet.records import load_record
from piquet.search.calls import CalledLine, called_line
from piquet.search.candidates import Candidate, candidate_of, draw, line_record
from piquet.search.lines import Line, position_line, recorded_line
from piquet.search.units import unit_seed
from tests.cli.cli_run import run, write

ROOT = Path(__file__).resolve().parents[2]


def _case_xxii() -> Candidate:
    return candidate_of(load_record(str(ROOT / "tests" / "cases" / "case-22.json")))


def _by_own_solvers(node: object) -> int:
    """The calls' tree valued by minimax over its leaves, each solved by a fresh solver of its own."""
    if isinstance(node, Line):
        return Solver(node.start, node.objective).value(node.start.position, node.start.free_lead)
    values = [_by_own_solvers(branch) for branch in node.branches]  # type: ignore[attr-defined]
    return max(values) if node.maximising else min(values)  # type: ignore[attr-defined]


def _leaves(node: object) -> list[Line]:
    if isinstance(node, Line):
        return [node]
    return [leaf for branch in node.branches for leaf in _leaves(branch)]  # type: ignore[attr-defined]


@pytest.mark.law("35", "51", "56", "58", "73")
@pytest.mark.case("XXII")
def test_in_case_xxii_a_does_not_call_his_quart_and_tierce_and_loses_270_not_277() -> None:
    candidate = _case_xxii()
    declared, settled = position_line(candidate, "offence"), called_line(candidate, "offence")
    assert declared.value == -277, "each declaring all he holds: B wins 277 (Case XXII's line)"
    assert settled.value == -270, "A sinking his sequences: his 16 and B's 92, a rubicon of 270 (Law 73)"
    principal = settled.principal()
    assert principal.sunk == {("A", Klass.SEQUENCE)}, f"best play sinks A's quart and tierce only: {principal.sunk}"
    # piquet solve reads the record with A's sequence sunk: the same value.
    assert recorded_line(candidate, "offence", principal.sunk).value == -270


@pytest.mark.law("51", "56")
@pytest.mark.parametrize("index", range(2))
def test_the_tree_is_its_leaves_minimax_and_each_leaf_is_its_record(index: int) -> None:
    # A drawn deal of the younger's card too many; the penalty enforced. The tree's value, searched with its
    # leaves' solvers shared, is the minimax of the leaves each solved apart; a leaf reached by the model's
    # actions is the leaf its record reaches, the classes sunk as the record's false declarations.
    candidate = draw(random.Random(unit_seed(3, index)), index, 0.0, "B", "35")
    line = called_line(candidate, "offence")
    assert isinstance(line, CalledLine) and line.tree is not None
    assert line.value == _by_own_solvers(line.tree), f"unit {index}: the shared solvers change the value"
    leaves = {id(leaf): leaf for leaf in _leaves(line.tree)}.values()
    assert len(leaves) > 1, f"unit {index}: no call to sink"
    for leaf in list(leaves)[:4]:
        recorded = recorded_line(candidate, "offence", leaf.sunk)
        assert recorded.start == leaf.start, f"unit {index}, sunk {sorted(leaf.sunk)}: the record reaches another start"
    principal = line.principal()
    assert principal.value == line.value, f"unit {index}: the principal leaf {sorted(principal.sunk)} is not worth the tree"


@pytest.mark.law("56", "73")
@pytest.mark.case("XXII")
def test_the_command_settles_the_calls_when_asked_and_says_so(capsys: pytest.CaptureFixture[str],
                                                               tmp_path: Path) -> None:
    case = ROOT / "tests" / "cases" / "case-22.json"
    record = write(tmp_path, json.loads(case.read_text())["record"], "case22.json")
    code, out, err = run(capsys, "search", "census-card-too-many-younger", "--record", record, "--calls", "best")
    assert code == 0, err
    assert "B wins 270" in out and "A sinks his sequences" in out, out
    code, out, err = run(capsys, "search", "census-card-too-many-younger", "--record", record)
    assert code == 0 and "B wins 277" in out and "sinks" not in out, out


def test_a_record_of_a_line_sinks_only_what_it_is_told() -> None:
    candidate = _case_xxii()
    record = line_record(candidate, "offence", sunk=frozenset({("A", Klass.SEQUENCE), ("A", Klass.SETS)}))
    assert record["deals"][0]["calls"] == {"A": {"sequence": False, "sets": False}}  # type: ignore[index]
    assert "calls" not in line_record(candidate, "offence")["deals"][0]  # type: ignore[index]
