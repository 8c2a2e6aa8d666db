"""The second prover: each verdict's queries as SMT-LIB 2, derived again by cvc5, and the two provers agreeing.

The agreement test derives every verdict of every reading again (each cvc5 query bounded by its resource
limit, so the same answers on every run); an ``unknown`` is reported, never counted as agreement or as a
disagreement.
"""

from __future__ import annotations

import json
from pathlib import Path

import cvc5
import pytest
import z3

from piquet.cli import main
from piquet.proofs import second as second_module
from piquet.proofs.checks import Budget
from piquet.proofs.result import CheckResult, Query, Status
from piquet.proofs.second import Prover, Second, ask_cvc5, disagreements, tally, verdict
from piquet.proofs.smtlib import decide, file_name, normalise, recording, script, with_values
from piquet.proofs.verify import Report, run_all
from piquet.spec.catalogue import catalogue


def test_normalise_writes_z3s_one_argument_operators_as_standard_smtlib() -> None:
    text = ("; benchmark generated from python API\n(set-info :status unknown)\n(declare-fun x () Int)\n"
            "(assert (and (> (+ x) 1)))\n(assert (= (- x) (- 2)))\n(assert (or))\n(check-sat)\n")
    assert normalise(text) == ("(declare-fun x () Int)\n(assert (> x 1))\n(assert (= (- x) (- 2)))\n"
                               "(assert false)\n")


def test_with_values_fixes_the_given_variables_only() -> None:
    text = ("(declare-fun stock () Int)\n(declare-fun |stock#1| () Int)\n(declare-fun announced () Bool)\n"
            "(declare-fun hand () (_ BitVec 32))\n(declare-fun n () (_ BitVec 16))\n")
    fixed = with_values(text, {"stock": -3, "announced": True, "hand": 5, "n": -1, "absent": 1})
    assert fixed == text + ("(assert (= stock (- 3)))\n(assert (= announced true))\n"
                            "(assert (= hand (_ bv5 32)))\n(assert (= n (_ bv65535 16)))\n")


def test_decide_records_its_query_only_while_recording() -> None:
    x = z3.Int("x")
    s = z3.Solver()
    s.add(x > 2)
    assert decide(s, asks="outside") == z3.sat
    with recording() as queries:
        assert decide(s, x < 1, asks="x below one") == z3.unsat
    assert [(q.asks, q.z3) for q in queries] == [("x below one", "unsat")]
    assert queries[0].script == "(set-logic ALL)\n(declare-fun x () Int)\n(assert (> x 2))\n(assert (< x 1))\n"


def test_cvc5_answers_each_query_and_an_exhausted_limit_is_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    x = z3.Int("x")
    assert ask_cvc5(script([x > 2, x < 5]), Budget()) == "sat"
    assert ask_cvc5(script([x > 2, x < 3]), Budget()) == "unsat"
    y = z3.BitVec("y", 32)
    hard = script([y * y * y == z3.BitVecVal(0x12345677, 32)])
    monkeypatch.setattr(second_module, "CVC5_RLIMIT", 1)
    assert ask_cvc5(hard, Budget()) == "unknown"


def _result(*answers: tuple[str, str]) -> CheckResult:
    return CheckResult("consistency:test", "consistency", "A test", ("1",), Status.PROVED, 0.0,
                       queries=tuple(Query(f"query {n}", "", z, cvc5=c) for n, (z, c) in enumerate(answers, 1)))


def test_the_second_verdict_is_z3s_when_every_answer_agrees_and_never_rests_on_unknown() -> None:
    assert verdict(_result(("unsat", "unsat"), ("sat", "sat"))) is Status.PROVED
    assert verdict(_result(("unsat", "unknown"), ("sat", "sat"))) is Status.UNKNOWN
    # A query Z3 itself left unknown decided nothing: whatever cvc5 says of it neither agrees nor disagrees.
    assert verdict(_result(("unknown", "sat"), ("unsat", "unsat"))) is Status.PROVED
    opposed = _result(("unsat", "unsat"), ("sat", "unsat"))
    assert verdict(opposed) is None
    assert disagreements([opposed]) == ["consistency:test: query 2 (query 2): z3 says sat, cvc5 says unsat"]


@pytest.fixture(scope="module")
def both() -> list[Report]:
    """Every check of every reading, each verdict derived by Z3 and again by cvc5."""
    return run_all(list(catalogue().readings), second=Second(Prover.BOTH))


#: The checks whose verdict cvc5 cannot derive within its resource limit (see ``CVC5_RLIMIT``): each is
#: unknown to it, never a disagreement.
BEYOND_CVC5 = {"optimum:elder-holding", "optimum:younger-holding", "optimum:any-holding-without-carte-blanche",
               "optimum:any-holding", "optimum:any-holding-all-taken-in", "consistency:scoring", "completeness:scoring"}


def test_z3_and_cvc5_agree_on_every_verdict(both: list[Report]) -> None:
    results = [c for r in both for c in r.checks]
    assert disagreements(results) == []
    unknown = {f"{r.reading} {c.id}: {q.asks}": c.id for r in both for c in r.checks for q in c.queries
               if q.cvc5 == "unknown" != q.z3}
    print(tally(results).line(), *unknown, sep="\n  unknown to cvc5: ")
    assert set(unknown.values()) <= BEYOND_CVC5, f"cvc5 could not answer {sorted(unknown)}"
    for r in both:
        for c in r.checks:
            if c.kind == "reached":  # replayed through the model: no solver query
                continue
            assert c.queries, f"{r.reading} {c.id}: its verdict rests on no recorded query"
            assert all(q.cvc5 is not None for q in c.queries), f"{r.reading} {c.id}: a query cvc5 was not asked"
            assert c.extra["provers"]["z3"] == c.status.value
            if c.status is Status.FINDING and c.kind in ("consistency", "completeness", "entitlement"):
                assert c.queries[-1].asks.endswith("at the situation shown"), f"{c.id}: no query confirms the witness"


def _run_script(text: str) -> tuple[list[str], list[str]]:
    """The statuses a script declares, and what cvc5's SMT-LIB front end answers to each of its check-sats."""
    solver = cvc5.Solver(cvc5.TermManager())
    for option, value in second_module.CVC5_OPTIONS.items():
        solver.setOption(option, value)
    parser = cvc5.InputParser(solver)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "file")
    symbols = parser.getSymbolManager()
    answers = []
    while not (command := parser.nextCommand()).isNull():
        answers.append(command.invoke(solver, symbols).strip())
    declared = [line.split()[-1].rstrip(")") for line in text.splitlines() if line.startswith("(set-info :status")]
    return declared, [a for a in answers if a]


def test_verify_writes_each_checks_smtlib_which_both_solvers_answer_as_recorded(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["verify", "--reading", "literal", "--law", "40", "--prover", "cvc5", "--smt2", str(tmp_path),
                 "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["disagreements"] == []
    index = json.loads((tmp_path / "index.json").read_text("utf-8"))["readings"]["literal"]
    assert {entry["id"] for entry in index} == {c["id"] for c in report["checks"] if c["kind"] != "reached"}
    for entry in index:
        text = (tmp_path / entry["file"]).read_text("utf-8")
        assert entry["file"] == f"literal/{file_name(entry['id'])}"
        declared, by_cvc5 = _run_script(text)
        assert declared == [q["z3"] for q in entry["queries"]], entry["id"]
        assert by_cvc5 == declared, f"{entry['id']}: the file's statuses {declared}, cvc5's answers {by_cvc5}"
        ctx = z3.Context()  # held: the string is read in it
        by_z3 = z3.Z3_eval_smtlib2_string(ctx.ref(), text).split()
        assert by_z3 == declared, f"{entry['id']}: the file's statuses {declared}, z3's answers {by_z3}"


def test_an_unknown_from_cvc5_is_never_a_verdict(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(second_module, "CVC5_RLIMIT", 1)
    assert main(["verify", "--reading", "literal", "--law", "40", "--prover", "cvc5", "--jobs", "1", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    solved = [c for c in report["checks"] if c["kind"] != "reached"]
    assert solved and all(c["status"] == "unknown" for c in solved), [(c["id"], c["status"]) for c in solved]
    assert report["disagreements"] == [] and report["differences"]


def test_a_disagreement_fails_and_says_who_said_what(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    flip = {"sat": "unsat", "unsat": "sat", "unknown": "unknown"}
    real = second_module.ask_cvc5

    def contrary(text: str, budget: Budget) -> str:
        return flip[real(text, budget)]

    monkeypatch.setattr(second_module, "ask_cvc5", contrary)
    assert main(["verify", "--reading", "literal", "--law", "40", "--prover", "both", "--jobs", "1"]) == 1
    out = capsys.readouterr().out
    assert "Z3 AND CVC5 DISAGREE:" in out
    # The literal reading's exchange is consistent (no situation in which no course obeys the laws): Z3's unsat,
    # turned to sat by the contrary cvc5.
    assert "consistency:exchange: query 1 (a situation in which no course obeys the laws): z3 says unsat, cvc5 " \
           "says sat" in out


def test_bad_smt2_directory_is_one_line_of_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "file"
    afile.write_text("", "utf-8")
    assert main(["verify", "--law", "40", "--smt2", str(afile)]) == 2
    err = capsys.readouterr().err
    assert err == f"piquet: error: --smt2: {afile} is a file, not a directory\n"
