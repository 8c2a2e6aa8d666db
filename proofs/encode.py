"""The spec's expressions as Z3 terms: the third reader of :mod:`piquet.spec.expr`.

Integers are Z3 integers bounded by their variable's domain, booleans Z3
booleans, card sets 32-bit bit-vectors (popcount as a sum of bits).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import z3

from piquet.spec.expr import Const, Expr, Op, Sort, Term, Var

__all__ = ["Z3Env", "to_z3", "bounds", "declare", "value_of"]

Z3Env = Mapping[str, Any]


def declare(var: Var) -> Any:
    """The Z3 constant for a situation variable."""
    if var.sort is Sort.INT:
        return z3.Int(var.name)
    if var.sort is Sort.BOOL:
        return z3.Bool(var.name)
    return z3.BitVec(var.name, 32)


def bounds(var: Var, term: Any) -> Any:
    """The domain constraint of a variable (card sets are bounded by their width)."""
    if var.sort is Sort.INT:
        return z3.And(term >= var.lo, term <= var.hi)
    return z3.BoolVal(True)


def _popcount(x: Any) -> Any:
    return z3.Sum([z3.ZeroExt(5, z3.Extract(i, i, x)) for i in range(32)])


def _popcount_int(x: Any) -> Any:
    return z3.BV2Int(_popcount(x))


def _cmp(f: Callable[[Any, Any], Any]) -> Callable[[list[Any]], Any]:
    return lambda a: f(a[0], a[1])


_Z3: dict[str, Callable[[list[Any]], Any]] = {
    "add": lambda a: z3.Sum(a),
    "sub": _cmp(lambda x, y: x - y),
    "mul": _cmp(lambda x, y: x * y),
    "eq": _cmp(lambda x, y: x == y),
    "ne": _cmp(lambda x, y: x != y),
    "lt": _cmp(lambda x, y: x < y),
    "le": _cmp(lambda x, y: x <= y),
    "gt": _cmp(lambda x, y: x > y),
    "ge": _cmp(lambda x, y: x >= y),
    "and": lambda a: z3.And(a),
    "or": lambda a: z3.Or(a),
    "not": lambda a: z3.Not(a[0]),
    "implies": _cmp(z3.Implies),
    "ite": lambda a: z3.If(a[0], a[1], a[2]),
    "popcount": lambda a: _popcount_int(a[0]),
    "inter": _cmp(lambda x, y: x & y),
    "union": _cmp(lambda x, y: x | y),
    "complement": lambda a: ~a[0],
}


def to_z3(expr: Expr, env: Z3Env) -> Any:
    """The Z3 term of ``expr``; ``env`` maps variable names to Z3 constants or values."""
    if isinstance(expr, Var):
        return env[expr.name]
    if isinstance(expr, Const):
        if expr.sort is Sort.BOOL:
            return z3.BoolVal(bool(expr.value))
        if expr.sort is Sort.CARDS:
            return z3.BitVecVal(expr.value, 32)
        return z3.IntVal(expr.value)
    if isinstance(expr, Term):
        raise KeyError(f"term {expr.name!r} must be resolved under a reading before encoding")
    assert isinstance(expr, Op)
    return _Z3[expr.name]([to_z3(a, env) for a in expr.args])


def value_of(var: Var, model: Any, env: Z3Env) -> int | bool:
    """A variable's value in a Z3 model, as a Python value."""
    val = model.eval(env[var.name], model_completion=True)
    if var.sort is Sort.BOOL:
        return bool(z3.is_true(val))
    return int(val.as_long())
