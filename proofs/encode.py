"""The spec's expressions as Z3 terms: the third reader of :mod:`piquet.spec.expr`.

Integers are Z3 integers bounded by their variable's domain, booleans Z3
booleans, card sets 32-bit bit-vectors (popcount as a sum of bits). A call
of a named definition is its body over the arguments' terms, encoded once
per distinct arguments; an :class:`~piquet.spec.expr.Occurs` is false where
the environment lacks a variable it needs (a variable of another domain).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import z3

from piquet.spec.expr import Call, Const, Definition, Expr, Occurs, Op, Param, Sort, Term, Var, needs

__all__ = ["Z3Env", "to_z3", "bounds", "declare", "value_of", "conjunction", "disjunction", "negation", "BV_MODE",
           "INT_BITS"]

Z3Env = Mapping[str, Any]

# Z3 compacts each model it hands out (``model.compact``: function graphs rewritten, unused declarations
# dropped), work the checks never use: they read constants' values, which compaction leaves as they are. A
# profile of the one world's checks found it half of the time spent fetching models
# (``benchmarks/bench_verify.py --z3-defaults`` turns it on again). Read when a context is made, so set before
# any is.
z3.set_param("model.compact", False)


INT_BITS = 16


def declare(var: Var, bitvector_ints: bool = False) -> Any:
    """The Z3 constant for a situation variable (integers as 16-bit vectors if asked)."""
    if var.sort is Sort.INT:
        return z3.BitVec(var.name, INT_BITS) if bitvector_ints else z3.Int(var.name)
    if var.sort is Sort.BOOL:
        return z3.Bool(var.name)
    return z3.BitVec(var.name, 32)


def bounds(var: Var, term: Any) -> Any:
    """The domain constraint of a variable (card sets are bounded by their width)."""
    if var.sort is Sort.INT:
        return z3.And(term >= var.lo, term <= var.hi)  # signed comparison for bit-vectors too
    return z3.BoolVal(True)


def _popcount_mask(x: Any, mask: int, bv: bool) -> Any:
    # A definition's parameter bound to ``hand & constant`` reads the hand's bits of both masks only.
    while z3.is_app_of(x, z3.Z3_OP_BAND) and x.num_args() == 2 and z3.is_bv_value(x.arg(1)):
        mask &= x.arg(1).as_long()
        x = x.arg(0)
    if z3.is_bv_value(x):  # a constant card set: its count is a constant
        count = (x.as_long() & mask).bit_count()
        return z3.BitVecVal(count, INT_BITS) if bv else z3.IntVal(count)
    bits = [i for i in range(32) if mask >> i & 1]
    if bv:
        return z3.Sum([z3.ZeroExt(INT_BITS - 1, z3.Extract(i, i, x)) for i in bits]) if bits \
            else z3.BitVecVal(0, INT_BITS)
    if not bits:
        return z3.IntVal(0)
    return z3.Sum([z3.If(z3.Extract(i, i, x) == 1, 1, 0) for i in bits])


def _max(args: list[Any]) -> Any:
    best = args[0]
    for x in args[1:]:
        best = z3.If(x > best, x, best)
    return best


def _cmp(f: Callable[[Any, Any], Any]) -> Callable[[list[Any]], Any]:
    return lambda a: f(a[0], a[1])


_Z3: dict[str, Callable[[list[Any]], Any]] = {
    "add": lambda a: z3.Sum(a),
    "max": _max,
    "sub": _cmp(lambda x, y: x - y),
    "mul": _cmp(lambda x, y: x * y),
    "eq": _cmp(lambda x, y: x == y),
    "ne": _cmp(lambda x, y: x != y),
    "lt": _cmp(lambda x, y: x < y),
    "le": _cmp(lambda x, y: x <= y),
    "gt": _cmp(lambda x, y: x > y),
    "ge": _cmp(lambda x, y: x >= y),
    # An empty conjunction or disjunction as its constant: Z3 prints an "or" of nothing as a bare symbol that
    # SMT-LIB readers (cvc5) refuse (au cent's paragraph 1 overriding a law with no other condition).
    "and": lambda a: z3.And(a) if a else z3.BoolVal(True),
    "or": lambda a: z3.Or(a) if a else z3.BoolVal(False),
    "not": lambda a: z3.Not(a[0]),
    "implies": _cmp(z3.Implies),
    "ite": lambda a: z3.If(a[0], a[1], a[2]),
    "inter": _cmp(lambda x, y: x & y),
    "union": _cmp(lambda x, y: x | y),
    "complement": lambda a: ~a[0],
}


def to_z3(expr: Expr, env: Z3Env, memo: dict[Any, Any] | None = None) -> Any:
    """The Z3 term of ``expr``; ``env`` maps variable names to Z3 constants or values.

    Shared subexpressions are encoded once (``memo``, keyed by node identity).
    """
    memo = {} if memo is None else memo
    key = id(expr)
    if key not in memo:
        memo[key] = _node(expr, env, memo)
    return memo[key]


BV_MODE = "#bitvector-ints"
_FOLD = "#fold-constants"


def _bv(env: Z3Env) -> bool:
    """Whether this environment encodes integers as bit-vectors (its marker entry says so)."""
    return bool(env.get(BV_MODE, False))


#: Definitions applied so far in this process: by definition, integer mode, the arguments' terms and their
#: context. A definition's body reads only its parameters, so it means the same in every encoding that applies
#: it to the same terms (the scoring domain's, its theorems', each reading's): encoded once, the term is
#: shared. The entry keeps the definition and the arguments alive, so no other can take their ids.
_APPLIED: dict[tuple[int, bool, tuple[int, ...], int], tuple[Definition, list[Any], Any]] = {}


def _applied(d: Definition, args: list[Any], bv: bool) -> Any:
    """The term of ``d`` applied to ``args`` (its body over them), encoded once per process."""
    key = (id(d), bv, tuple(a.get_id() for a in args), id(args[0].ctx) if args else 0)
    if key not in _APPLIED:
        inner: dict[str, Any] = {p.name: a for p, a in zip(d.params, args)}
        inner[BV_MODE] = bv
        inner[_FOLD] = True
        _APPLIED[key] = (d, args, to_z3(d.body, inner, {}))
    return _APPLIED[key][2]


def _node(expr: Expr, env: Z3Env, memo: dict[Any, Any]) -> Any:
    if isinstance(expr, (Var, Param)):
        return env[expr.name]
    if isinstance(expr, Call):
        d = expr.definition
        args = [to_z3(a, env, memo) for a in expr.args]
        key = ("call", id(d), tuple(a.get_id() for a in args))
        if key not in memo:
            memo[key] = _applied(d, args, _bv(env))
        return memo[key]
    if isinstance(expr, Occurs):
        if not needs(expr.condition) <= env.keys():
            return z3.BoolVal(False)
        return to_z3(expr.condition, env, memo)
    if isinstance(expr, Const):
        if expr.sort is Sort.BOOL:
            return z3.BoolVal(bool(expr.value))
        if expr.sort is Sort.CARDS:
            return z3.BitVecVal(expr.value, 32)
        return z3.BitVecVal(expr.value, INT_BITS) if _bv(env) else z3.IntVal(expr.value)
    if isinstance(expr, Term):
        raise KeyError(f"term {expr.name!r} must be resolved under a reading before encoding")
    assert isinstance(expr, Op)
    if expr.name == "popcount":
        arg = expr.args[0]
        if isinstance(arg, Op) and arg.name == "inter" and isinstance(arg.args[1], Const):
            # popcount(x & constant) sums only the constant's bits: far smaller terms for masks.
            return _popcount_mask(to_z3(arg.args[0], env, memo), arg.args[1].value, _bv(env))
        return _popcount_mask(to_z3(arg, env, memo), (1 << 32) - 1, _bv(env))
    args = [to_z3(a, env, memo) for a in expr.args]
    term = _Z3[expr.name](args)
    # In a definition's body, constant arguments (a run's length) give a constant, as if written inline.
    return z3.simplify(term) if env.get(_FOLD) and all(map(_is_value, args)) else term


def _is_value(term: Any) -> bool:
    """Whether a Z3 term is a value (a number, a bit-vector, true or false), not a formula over variables."""
    return bool(z3.is_int_value(term) or z3.is_bv_value(term) or z3.is_true(term) or z3.is_false(term))


def value_of(var: Var, model: Any, env: Z3Env) -> int | bool:
    """A variable's value in a Z3 model, as a Python value. A flag is read through Z3's C interface (a witness's
    search reads tens of thousands, and Z3's Python terms for each cost most of the time); a number through
    its term."""
    term = env[var.name]
    if var.sort is Sort.BOOL:
        ctx = model.ctx
        out = (z3.Ast * 1)()
        if not z3.Z3_model_eval(ctx.ref(), model.model, term.as_ast(), True, out):
            raise z3.Z3Exception(f"the model cannot evaluate {var.name}")
        # Completed, a flag's value is true or false: constants the context keeps, read at once.
        return bool(z3.Z3_get_bool_value(ctx.ref(), out[0]) == z3.Z3_L_TRUE)
    val = model.eval(term, model_completion=True)
    if var.sort is Sort.INT and z3.is_bv(val):
        return int(val.as_signed_long())
    return int(val.as_long())


def conjunction(formulas: list[Any], ctx: Any) -> Any:
    """:func:`z3.And` of Boolean terms of ``ctx`` (at least one), without its casts and checks: the same term."""
    n = len(formulas)
    return z3.BoolRef(z3.Z3_mk_and(ctx.ref(), n, (z3.Ast * n)(*(f.as_ast() for f in formulas))), ctx)


def disjunction(formulas: list[Any], ctx: Any) -> Any:
    """:func:`z3.Or` of Boolean terms of ``ctx`` (at least one), without its casts and checks: the same term."""
    n = len(formulas)
    return z3.BoolRef(z3.Z3_mk_or(ctx.ref(), n, (z3.Ast * n)(*(f.as_ast() for f in formulas))), ctx)


def negation(formula: Any) -> Any:
    """:func:`z3.Not` of a Boolean term, without its casts and checks: the same term, held (a Python term), so
    that Z3 keeps it while the next is made."""
    return z3.BoolRef(z3.Z3_mk_not(formula.ctx.ref(), formula.as_ast()), formula.ctx)
