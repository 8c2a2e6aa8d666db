"""The clauses an entitlement weighs against its right are those that can hold where it applies, whether a
model of an earlier query shows it or the clause's own query does (piquet.proofs.checks._can_hold).

The answers must be each query's own: a clause whose own query is unsatisfiable is never shown by a model,
and every query is recorded with the answer Z3 gives it, so that the second prover asks them all.
"""

from __future__ import annotations

from typing import Any

import z3

from piquet.proofs import checks
from piquet.proofs.smtlib import recording


def _asked_apart(base: list[Any], demands: dict[str, list[Any]]) -> dict[str, str]:
    """Each clause's query asked of a solver of its own: the answers the settled ones must equal."""
    out = {}
    for cid, formulas in demands.items():
        s = z3.Solver()
        s.add(*base, *formulas)
        out[cid] = str(s.check())
    return out


class _Counting(z3.Solver):  # type: ignore[misc]
    """A solver that counts the queries asked of it."""

    asked = 0

    def check(self, *assumptions: Any) -> Any:
        self.asked += 1
        return super().check(*assumptions)


def test_models_settle_only_what_each_query_answers() -> None:
    x, y = z3.Ints("x y")
    late = z3.Bool("late")
    base = [x >= 0, x <= 10, z3.Implies(late, y == x + 1)]
    demands = {
        "1.1": [z3.Implies(late, x > 2)],  # an implication: most situations satisfy it idly
        "1.2": [x == 4],
        "1.3": [x >= 2],                   # shown by the model of 1.2's query, not asked again
        "1.4": [x == 11],                  # no situation: unsat, whatever the models
        "1.5": [late, y == 0],             # unsat with the base (y = x + 1 >= 1)
        "1.6": [late, y == 5],
        "1.7": [],                         # no demand: holds wherever the right applies
    }
    where = _Counting()
    where.add(*base)
    with recording() as queries:
        found = checks._can_hold(where, demands)
    apart = _asked_apart(base, demands)
    assert list(found) == list(demands), "the clauses come back in the order given"
    wrong = {cid: (found[cid], apart[cid]) for cid in demands if found[cid] != (apart[cid] != "unsat")}
    assert not wrong, f"clauses settled unlike their own queries (settled, asked apart): {wrong}"
    recorded = [q.z3 for q in queries if q.asks.startswith("whether clause")]
    assert recorded == [apart[cid] for cid in demands], (
        f"each clause's query is recorded once with its own answer: {recorded} against {apart}")
    assert [q.z3 for q in queries if "every clause" in q.asks] == ["unsat"], (
        "the query of every clause together is asked first, and answers unsat where one clause cannot hold")
    assert where.asked < len(demands), "no clause was shown to hold by an earlier query's model"
    # The solver is left as it was given: what it asserts is the situation alone.
    assert len(where.assertions()) == len(base)


def test_one_query_shows_every_clause_that_can_hold_together() -> None:
    x = z3.Int("x")
    base = [x >= 0, x <= 10]
    demands = {"2.1": [x >= 2], "2.2": [x <= 8], "2.3": [z3.Or(x == 3, x == 9)], "2.4": []}
    where = _Counting()
    where.add(*base)
    with recording() as queries:
        found = checks._can_hold(where, demands)
    assert found == {cid: True for cid in demands}, f"every clause can hold where x = 3: {found}"
    assert where.asked == 1, f"one query (all together) shows every clause; {where.asked} were asked"
    assert [q.z3 for q in queries if q.asks.startswith("whether clause")] == ["sat"] * len(demands), (
        "each clause's own query is still recorded, with its answer, for the second prover")
    assert len(where.assertions()) == len(base)
