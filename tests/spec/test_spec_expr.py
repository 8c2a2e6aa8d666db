"""The expression language's new readers: three-valued evaluation, named definitions and ``Occurs``.

A partial situation (a variable the engine has not determined yet) is
judged three-valued; a definition is closed over its parameters; a
condition marked ``Occurs`` holds only where the situation gives it.
"""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from piquet.spec.expr import (Occurs, Sort, Value, Var, define, evaluate, evaluate_partial, ite, needs, render,
                              render_definition)

A = Var("a", Sort.BOOL, 0, 1, "a holds", "test")
B = Var("b", Sort.BOOL, 0, 1, "b holds", "test")
N = Var("n", Sort.INT, 0, 9, "the number n", "test")

DOUBLE = define("double", "Twice a number.", [("x", Sort.INT)], lambda x: x + x)

FORMULAS = (A & B, A | B, A.implies(B), ~A, ite(A, N, N + 1), ite(A, N, N).eq(N), DOUBLE(N) >= 4,
            ite(B, DOUBLE(N), 3) > N)


def test_a_part_that_decides_is_enough() -> None:
    assert evaluate_partial(A & B, {"a": False}) is False
    assert evaluate_partial(A | B, {"b": True}) is True
    assert evaluate_partial(A.implies(B), {"a": False}) is True
    assert evaluate_partial(A.implies(B), {"b": True}) is True
    assert evaluate_partial(ite(A, N, N), {"n": 4}) == 4  # both branches agree
    assert evaluate_partial(A & B, {"a": True}) is None
    assert evaluate_partial(DOUBLE(N) >= 4, {"a": True}) is None


@given(st.dictionaries(st.sampled_from(["a", "b", "n"]), st.integers(0, 9)))
def test_a_partial_answer_is_the_answer_of_every_completion(partial: dict[str, int]) -> None:
    values: dict[str, Value] = {k: bool(v % 2) if k in "ab" else v for k, v in partial.items()}
    for formula in FORMULAS:
        got = evaluate_partial(formula, values)
        completions = [{"a": a, "b": b, "n": n, **values} for a in (False, True) for b in (False, True)
                       for n in range(10)]
        answers = {evaluate(formula, full) for full in completions}
        if got is not None:
            assert answers == {got}, f"{render(formula)} in {values}: said {got}, completions give {answers}"
        if needs(formula) <= values.keys():
            assert got is not None, f"{render(formula)} is decided by {values}"


def test_a_definition_reads_only_its_parameters() -> None:
    with pytest.raises(ValueError, match="reads only its parameters"):
        define("leaky", "Reads a situation variable.", [("x", Sort.INT)], lambda x: x + N)
    with pytest.raises(TypeError, match="expected int"):
        DOUBLE(A)
    assert evaluate(DOUBLE(N + 1), {"n": 3}) == 8
    assert render(DOUBLE(N)) == "double(the number n)"
    assert render_definition(DOUBLE) == "double(x) = x plus x"


def test_occurs_holds_only_where_the_situation_gives_its_condition() -> None:
    waived = Occurs(A)
    assert needs(waived & B) == {"b"}
    assert evaluate(waived, {}) is False and evaluate_partial(waived, {}) is False
    assert evaluate(waived, {"a": True}) is True
    assert evaluate(waived, {"a": False}) is False
