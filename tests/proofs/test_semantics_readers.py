"""One meaning of a clause, two readers: Z3 and the evaluator interpret the same expressions alike.

The meaning (when a clause applies, what it binds, lawful play, the closed
world of outcomes) is defined once in :mod:`piquet.spec.semantics`. Here
each expression is evaluated on random full situations of the exchange
domain by the evaluator and by Z3 (the encoding's terms with the
situation's values substituted), and the two must agree; and the rule for
exceptions from outside the domain (Law 44's waiver excepting Law 27's
penalty) is the same for both.
"""

from __future__ import annotations

from typing import Any

import z3
from hypothesis import given, settings, strategies as st

import pytest

from piquet.proofs.encode import to_z3
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE
from piquet.spec.expr import Occurs, Sort, Value, Var, evaluate, evaluate_partial
from piquet.spec.semantics import semantics

READING = "harmonised"
EVERY = catalogue().clauses(READING)
ENCODING = Encoding(EXCHANGE, clauses_for(EXCHANGE, EVERY), EVERY)
COPY = ENCODING.copy()
MEANING = ENCODING.semantics


def _values(var: Var) -> st.SearchStrategy[Value]:
    return st.booleans() if var.sort is Sort.BOOL else st.integers(var.lo, var.hi)


SITUATIONS = st.fixed_dictionaries({v.name: _values(v) for v in EXCHANGE.variables})


def _z3_value(term: Any, values: dict[str, Value]) -> Value:
    """The Z3 term's value with every domain variable set to the situation's value."""
    pairs = [(COPY.env[v.name], z3.BoolVal(values[v.name]) if v.sort is Sort.BOOL
              else z3.BitVecVal(values[v.name], 16) if EXCHANGE.bitvector_ints else z3.IntVal(values[v.name]))
             for v in EXCHANGE.variables]
    got = z3.simplify(z3.substitute(term, *pairs))
    assert z3.is_true(got) or z3.is_false(got), f"not decided by the situation: {got}"
    return bool(z3.is_true(got))


@settings(max_examples=60, deadline=None)
@given(SITUATIONS)
def test_z3_and_the_evaluator_read_every_clause_alike(values: dict[str, Value]) -> None:
    for what, exprs, terms in (("applies", MEANING.applies, COPY.applies), ("binds", MEANING.binds, COPY.binding),
                               ("regular", MEANING.regular, COPY.regular)):
        for cid, expr in exprs.items():
            assert evaluate(expr, values) == _z3_value(terms[cid], values), \
                f"clause {cid} ({what}): the evaluator and Z3 disagree in {values}"


@pytest.mark.law("27", "44")
def test_an_exception_from_another_domain_applies_only_where_the_situation_gives_it() -> None:
    # Law 27: the elder hand who takes in more than the stock leaves him incurs a penalty, unless the
    # younger hand waives it (Law 44.1, a variable of the exchange-events domain, not of the exchange).
    situation: dict[str, Value] = {"fresh_deal": False, "elder_takes": 8, "stock": 8}
    applies = MEANING.applies["27.1"]
    assert evaluate_partial(applies, situation) is True  # the waiver is not in the situation: no waiver
    assert evaluate_partial(applies, {**situation, "younger_waives_penalty": True}) is False
    assert evaluate_partial(applies, {**situation, "younger_waives_penalty": False}) is True
    # The solver's world is the exchange domain alone: there the waiver never applies.
    waiver = Occurs(catalogue().clause(READING, "44.1").when)
    assert z3.is_false(z3.simplify(to_z3(waiver, COPY.env))), "the solver lets an absent waiver except Law 27"
    assert evaluate_partial(waiver, situation) is False and evaluate(waiver, situation) is False


@pytest.mark.law("27")
def test_a_clause_known_not_to_apply_is_kept_whatever_its_content() -> None:
    # Three-valued reading of a partial situation: where Law 27.1's irregularity is known not to occur,
    # it binds nothing, even though the penalty's value is not known.
    situation: dict[str, Value] = {"fresh_deal": True}
    assert evaluate_partial(MEANING.applies["27.1"], situation) is False
    assert evaluate_partial(MEANING.binds["27.1"], situation) is True
    assert evaluate_partial(MEANING.binds["27.1"], {"fresh_deal": False}) is None


def test_the_semantics_is_built_from_the_clauses_alone() -> None:
    again = semantics(EXCHANGE, clauses_for(EXCHANGE, EVERY), EVERY)
    assert set(again.applies) == {c.id for c in ENCODING.clauses}
    assert set(again.frame) == {v.name for v in EXCHANGE.outcomes}
    assert all(cid in again.binds for cid in again.rulings)
