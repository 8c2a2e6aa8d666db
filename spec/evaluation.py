"""What the laws make of one concrete situation: defined variables computed from the clauses.

Where a clause defines a variable unconditionally (``v = expr``: a class's
score, a repique, a deal's total), the value follows from the given ones.
:func:`derive` computes every such value, in dependency order, from the
clauses in force under a reading; the model's situations and the scoring
witnesses are completed this way, with the spec's own expressions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from piquet.spec.expr import TRUE, Expr, Op, Value, Var, evaluate, variables
from piquet.spec.law import Clause, ClauseKind

__all__ = ["definitions", "derive"]


def definitions(clauses: Iterable[Clause]) -> dict[str, tuple[str, Expr]]:
    """Variable name → (clause id, defining expression) for every unconditional ``v = expr`` clause."""
    out: dict[str, tuple[str, Expr]] = {}
    for c in clauses:
        if c.kind not in (ClauseKind.CONSEQUENCE, ClauseKind.DEFINITION) or c.when != TRUE or c.except_as:
            continue
        parts = c.then.args if isinstance(c.then, Op) and c.then.name == "and" else (c.then,)
        for p in parts:
            if isinstance(p, Op) and p.name == "eq" and isinstance(p.args[0], Var):
                out[p.args[0].name] = (c.id, p.args[1])
    return out


def derive(clauses: Iterable[Clause], given: Mapping[str, Value]) -> dict[str, Value]:
    """``given`` completed with every variable the clauses define (a ``KeyError`` names what is missing)."""
    defs = definitions(clauses)
    values: dict[str, Value] = dict(given)
    pending = {name: expr for name, (_, expr) in defs.items() if name not in values}
    while pending:
        ready = [n for n, e in pending.items() if all(v.name in values for v in variables(e))]
        if not ready:
            missing = sorted({v.name for e in pending.values() for v in variables(e)} - set(values) - set(pending))
            raise KeyError(f"cannot derive {sorted(pending)}: no value for {missing}")
        for name in ready:
            values[name] = evaluate(pending.pop(name), values)
    return values
