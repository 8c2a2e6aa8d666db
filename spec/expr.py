"""A small typed constraint language over the spec's situation variables.

An expression is an immutable tree of :class:`Expr` nodes. It has three
readers: :func:`evaluate` (a Python value in one concrete situation, used
on model states), :func:`render` (plain words, used by the rulebook) and
``piquet.proofs.encode.to_z3`` (a Z3 term). The laws are written once, in
this language, and all three read the same tree.

Sorts: ``INT`` (bounded integers), ``BOOL`` and ``CARDS`` (a 32-bit card
set, bit ``suit * 8 + rank``; see :mod:`piquet.model.cards`).

Named definitions (:class:`Definition`, applied as :class:`Call`) give a
repeated formula a name and parameters (``sequence_total(hand)``): every
reader expands a call (the evaluator and Z3 remember each expansion), and
:func:`render` names it, so the rulebook shows ``sequence_total(the elder
hand after the exchange)`` and the definition once on its own.

:class:`Occurs` marks a condition read only where the situation gives its
variables: it holds where they are all given and it holds; where one is
missing it does not (the rule for exceptions whose clause lies outside a
domain, see :mod:`piquet.spec.semantics`).

Python operators build nodes: ``+ - *`` on integers, ``< <= > >=`` give
comparisons, ``&``, ``|`` and ``~`` are and/or/not on booleans and
intersection/union/complement on card sets. Equality is :meth:`Expr.eq`
and :meth:`Expr.ne` (``==`` keeps its Python meaning so that nodes can be
hashed and compared as values).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

__all__ = [
    "Sort", "Expr", "Var", "Const", "Op", "Value", "Operand", "lift", "const",
    "cards", "all_of", "any_of", "implies", "ite", "popcount", "maximum",
    "total", "evaluate", "render", "variables", "TRUE", "FALSE", "Term", "resolve", "terms_in",
    "leaves", "Param", "Definition", "Call", "Occurs", "define", "definitions_in", "needs", "evaluate_partial", "render_definition", "RENDER_LIMIT",
]


class Sort(Enum):
    INT = "int"
    BOOL = "bool"
    CARDS = "cards"


# The unions as `|`, not typing.Union: typing is not imported at run time (start-up, bench_startup).
Value = int | bool

_MASK32 = (1 << 32) - 1


class Expr:
    """Base of all expression nodes."""

    sort: Sort

    # -- builders -----------------------------------------------------------
    def __add__(self, other: Operand) -> Expr:
        return Op("add", (self, lift(other)))

    def __radd__(self, other: Operand) -> Expr:
        return Op("add", (lift(other), self))

    def __sub__(self, other: Operand) -> Expr:
        return Op("sub", (self, lift(other)))

    def __rsub__(self, other: Operand) -> Expr:
        return Op("sub", (lift(other), self))

    def __mul__(self, other: Operand) -> Expr:
        return Op("mul", (self, lift(other)))

    def __rmul__(self, other: Operand) -> Expr:
        return Op("mul", (lift(other), self))

    def __lt__(self, other: Operand) -> Expr:
        return Op("lt", (self, lift(other)))

    def __le__(self, other: Operand) -> Expr:
        return Op("le", (self, lift(other)))

    def __gt__(self, other: Operand) -> Expr:
        return Op("gt", (self, lift(other)))

    def __ge__(self, other: Operand) -> Expr:
        return Op("ge", (self, lift(other)))

    def eq(self, other: Operand) -> Expr:
        return Op("eq", (self, lift(other)))

    def ne(self, other: Operand) -> Expr:
        return Op("ne", (self, lift(other)))

    def __and__(self, other: Operand) -> Expr:
        right = lift(other)
        return Op("inter" if self.sort is Sort.CARDS else "and", (self, right))

    def __or__(self, other: Operand) -> Expr:
        right = lift(other)
        return Op("union" if self.sort is Sort.CARDS else "or", (self, right))

    def __invert__(self) -> Expr:
        return Op("complement" if self.sort is Sort.CARDS else "not", (self,))

    def implies(self, other: Operand) -> Expr:
        return Op("implies", (self, lift(other)))

    def contains(self, subset: Operand) -> Expr:
        """True when every card of ``subset`` is in this set."""
        sub = lift(subset)
        return Op("eq", (Op("inter", (self, sub)), sub))


Operand = Expr | int | bool


@dataclass(frozen=True, eq=True)
class Var(Expr):
    """A situation variable: a name, a sort, a finite domain and its meaning.

    ``phrase`` is how the rulebook names it in a sentence ("the number of
    cards the elder hand discards"); ``group`` is the phase it belongs to.
    """

    name: str
    sort: Sort
    lo: int
    hi: int
    phrase: str
    group: str

    def __hash__(self) -> int:
        return hash(self.name)

    def __repr__(self) -> str:
        return self.name


@dataclass(frozen=True, eq=True)
class Term(Expr):
    """A named condition whose definition a reading supplies ("elects to stand the deal").

    Terms are how interpretive choices reach inside clauses: the clause says
    ``Term("stands_on_terms")`` once, and each reading defines it.
    :func:`resolve` replaces terms by their definitions before evaluation or
    encoding; :func:`render` names them.
    """

    name: str
    sort: Sort
    phrase: str

    def __hash__(self) -> int:
        return hash(("term", self.name))

    def __repr__(self) -> str:
        return f"<{self.name}>"


@dataclass(frozen=True, eq=True)
class Const(Expr):
    value: int
    sort: Sort

    def __repr__(self) -> str:
        return repr(bool(self.value)) if self.sort is Sort.BOOL else str(self.value)


@dataclass(frozen=True, eq=True)
class Op(Expr):
    """An operator applied to arguments; ``name`` is a key of the operator table."""

    name: str
    args: tuple[Expr, ...]

    def __post_init__(self) -> None:
        spec = OPERATORS.get(self.name)
        if spec is None:
            raise ValueError(f"unknown operator {self.name!r}")
        for arg, want in zip(self.args, spec.arg_sorts(len(self.args))):
            if want is not None and arg.sort is not want:
                raise TypeError(f"{self.name}: argument {arg!r} is {arg.sort.value}, expected {want.value}")

    @property
    def sort(self) -> Sort:  # type: ignore[override]
        spec = OPERATORS[self.name]
        if spec.result is None:  # ite: the sort of its branches
            return self.args[1].sort
        return spec.result

    def __repr__(self) -> str:
        return f"{self.name}({', '.join(map(repr, self.args))})"


@dataclass(frozen=True, eq=True)
class Param(Expr):
    """A parameter of a :class:`Definition`, read inside its body only."""

    name: str
    sort: Sort

    def __repr__(self) -> str:
        return self.name


@dataclass(frozen=True, eq=False)
class Definition:
    """A named, parameterised formula (``sequence_total(hand)``), written once and applied by :class:`Call`.

    The body reads only the parameters (no situation variable, no term): a
    definition means the same under every reading and in every domain.
    Definitions are compared by identity; ``says`` is the sentence the
    rulebook prints with it.
    """

    name: str
    params: tuple[Param, ...]
    body: Expr
    says: str = field(default="")

    def __post_init__(self) -> None:
        free = [leaf for leaf in leaves(self.body) if isinstance(leaf, (Var, Term))]
        if free:
            raise ValueError(f"definition {self.name} reads {free}: a body reads only its parameters")
        unknown = {leaf.name for leaf in leaves(self.body) if isinstance(leaf, Param)} - {p.name for p in self.params}
        if unknown:
            raise ValueError(f"definition {self.name} reads {sorted(unknown)}, not among its parameters")

    def __call__(self, *args: Operand) -> Expr:
        return Call(self, tuple(lift(a) for a in args))

    def __repr__(self) -> str:
        return self.name

    @property
    def heading(self) -> str:
        """How the definition is named: ``sequence_total(hand)``."""
        return f"{self.name}({', '.join(p.name for p in self.params)})"


@dataclass(frozen=True, eq=True)
class Call(Expr):
    """A definition applied to arguments; it means its body with the arguments for the parameters."""

    definition: Definition
    args: tuple[Expr, ...]

    def __post_init__(self) -> None:
        d = self.definition
        if len(self.args) != len(d.params):
            raise TypeError(f"{d.name} takes {len(d.params)} arguments, given {len(self.args)}")
        for arg, param in zip(self.args, d.params):
            if arg.sort is not param.sort:
                raise TypeError(f"{d.name}: argument {param.name} is {arg.sort.value}, expected {param.sort.value}")

    @property
    def sort(self) -> Sort:  # type: ignore[override]
        return self.definition.body.sort

    def __repr__(self) -> str:
        return f"{self.definition.name}({', '.join(map(repr, self.args))})"


@dataclass(frozen=True, eq=True)
class Occurs(Expr):
    """A condition that holds where the situation gives every variable it needs and it holds there.

    Where a variable it needs is missing (a variable of another domain),
    it does not hold: it is never unknown.
    """

    condition: Expr

    def __post_init__(self) -> None:
        if self.condition.sort is not Sort.BOOL:
            raise TypeError(f"occurs: {self.condition!r} is not a condition")

    @property
    def sort(self) -> Sort:  # type: ignore[override]
        return Sort.BOOL

    def __repr__(self) -> str:
        return f"occurs({self.condition!r})"


def define(name: str, says: str, params: Iterable[tuple[str, Sort]], body: Callable[..., Expr]) -> Definition:
    """A definition whose body ``body(*params)`` builds from its parameters."""
    ps = tuple(Param(n, sort) for n, sort in params)
    return Definition(name, ps, body(*ps), says)


TRUE = Const(1, Sort.BOOL)
FALSE = Const(0, Sort.BOOL)


def lift(x: Operand) -> Expr:
    """An expression for a Python value: bools become BOOL, ints INT."""
    if isinstance(x, Expr):
        return x
    if isinstance(x, bool):
        return TRUE if x else FALSE
    return Const(int(x), Sort.INT)


def const(x: Value) -> Expr:
    return lift(x)


def cards(mask: int) -> Expr:
    """A constant card set."""
    return Const(mask & _MASK32, Sort.CARDS)


def all_of(items: Iterable[Operand]) -> Expr:
    parts = tuple(lift(i) for i in items)
    return TRUE if not parts else parts[0] if len(parts) == 1 else Op("and", parts)


def any_of(items: Iterable[Operand]) -> Expr:
    parts = tuple(lift(i) for i in items)
    return FALSE if not parts else parts[0] if len(parts) == 1 else Op("or", parts)


def implies(a: Operand, b: Operand) -> Expr:
    return Op("implies", (lift(a), lift(b)))


def ite(cond: Operand, then: Operand, other: Operand) -> Expr:
    return Op("ite", (lift(cond), lift(then), lift(other)))


def popcount(x: Expr) -> Expr:
    """The number of cards in a card set."""
    return Op("popcount", (x,))


def maximum(items: Iterable[Operand]) -> Expr:
    """The largest of several integers."""
    parts = tuple(lift(i) for i in items)
    return parts[0] if len(parts) == 1 else Op("max", parts)


def total(items: Iterable[Operand]) -> Expr:
    parts = tuple(lift(i) for i in items)
    return Const(0, Sort.INT) if not parts else parts[0] if len(parts) == 1 else Op("add", parts)


# --- the operator table: one row per operator, read by all interpreters ----

@dataclass(frozen=True)
class OperatorSpec:
    """How one operator is typed, evaluated and written in words."""

    args: tuple[Sort | None, ...]  # one entry, repeated, for n-ary operators
    result: Sort | None
    compute: Callable[[list[int]], int]
    words: str  # format string over {0}, {1}, {2}; n-ary joins with {sep}
    sep: str = ""

    def arg_sorts(self, n: int) -> tuple[Sort | None, ...]:
        return self.args * n if len(self.args) == 1 else self.args


def _all(xs: list[int]) -> int:
    return int(all(xs))


def _any(xs: list[int]) -> int:
    return int(any(xs))


def _sum(xs: list[int]) -> int:
    return sum(xs)


I, B, C = Sort.INT, Sort.BOOL, Sort.CARDS

OPERATORS: dict[str, OperatorSpec] = {
    "add": OperatorSpec((I,), I, _sum, "", " plus "),
    "max": OperatorSpec((I,), I, max, "the largest of {0}", ", "),
    "sub": OperatorSpec((I, I), I, lambda a: a[0] - a[1], "{0} minus {1}"),
    "mul": OperatorSpec((I, I), I, lambda a: a[0] * a[1], "{0} times {1}"),
    "eq": OperatorSpec((None, None), B, lambda a: int(a[0] == a[1]), "{0} is {1}"),
    "ne": OperatorSpec((None, None), B, lambda a: int(a[0] != a[1]), "{0} is not {1}"),
    "lt": OperatorSpec((I, I), B, lambda a: int(a[0] < a[1]), "{0} is less than {1}"),
    "le": OperatorSpec((I, I), B, lambda a: int(a[0] <= a[1]), "{0} is at most {1}"),
    "gt": OperatorSpec((I, I), B, lambda a: int(a[0] > a[1]), "{0} is more than {1}"),
    "ge": OperatorSpec((I, I), B, lambda a: int(a[0] >= a[1]), "{0} is at least {1}"),
    "and": OperatorSpec((B,), B, _all, "", " and "),
    "or": OperatorSpec((B,), B, _any, "", " or "),
    "not": OperatorSpec((B,), B, lambda a: int(not a[0]), "not ({0})"),
    "implies": OperatorSpec((B, B), B, lambda a: int((not a[0]) or bool(a[1])), "if {0}, then {1}"),
    "ite": OperatorSpec((B, None, None), None, lambda a: a[1] if a[0] else a[2], "{1} if {0}, else {2}"),
    "popcount": OperatorSpec((C,), I, lambda a: a[0].bit_count(), "the number of cards in {0}"),
    "inter": OperatorSpec((C,), C, lambda a: a[0] & a[1], "", " common to "),
    "union": OperatorSpec((C,), C, lambda a: a[0] | a[1], "", " together with "),
    "complement": OperatorSpec((C,), C, lambda a: ~a[0] & _MASK32, "the cards not in {0}"),
}


def evaluate(expr: Expr, values: Mapping[str, Value]) -> Value:
    """The value of ``expr`` in one concrete situation (``values`` by variable name).

    Booleans come back as ``bool``, integers and card sets as ``int``.
    Raises ``KeyError`` naming the variable when a value is missing.
    """
    raw = _eval(expr, values, {})
    return bool(raw) if expr.sort is Sort.BOOL else raw


def _eval(expr: Expr, values: Mapping[str, Value], memo: dict[int, int]) -> int:
    # Laws share subexpressions (a hand's point key is read by several clauses): evaluate each once.
    key = id(expr)
    if key not in memo:
        memo[key] = _eval_node(expr, values, memo)
    return memo[key]


def _eval_node(expr: Expr, values: Mapping[str, Value], memo: dict[int, int]) -> int:
    if isinstance(expr, Const):
        return expr.value
    if isinstance(expr, Term):
        raise KeyError(f"term {expr.name!r} is not resolved: resolve() it under a reading first")
    if isinstance(expr, (Var, Param)):
        if expr.name not in values:
            raise KeyError(f"no value for situation variable {expr.name!r}")
        return int(values[expr.name])
    if isinstance(expr, Call):
        return _apply(expr.definition, tuple(_eval(a, values, memo) for a in expr.args))
    if isinstance(expr, Occurs):
        return int(needs(expr.condition) <= values.keys() and bool(_eval(expr.condition, values, memo)))
    assert isinstance(expr, Op)
    if expr.name == "ite":  # only the branch taken is evaluated
        branch = expr.args[1] if _eval(expr.args[0], values, memo) else expr.args[2]
        return _eval(branch, values, memo)
    return OPERATORS[expr.name].compute([_eval(a, values, memo) for a in expr.args])


@lru_cache(maxsize=1 << 16)
def _apply(definition: Definition, args: tuple[int, ...]) -> int:
    """A definition's value for argument values (remembered: a hand's keys are read by several clauses)."""
    return _eval(definition.body, {p.name: a for p, a in zip(definition.params, args)}, {})


def evaluate_partial(expr: Expr, values: Mapping[str, Value], memo: dict[int, int | None] | None = None,
                     ) -> Value | None:
    """The value of ``expr`` where ``values`` may lack variables: ``None`` where the missing ones decide it.

    Three-valued (Kleene): ``and`` is false once a part is false, ``or``
    true once a part is true, ``implies`` true once its premise is false or
    its conclusion true, and ``ite`` follows its condition; any other
    operator is unknown when an argument is. ``memo`` (by node identity)
    may be shared by several calls on the same ``values``.
    """
    raw = _partial(expr, values, {} if memo is None else memo)
    if raw is None:
        return None
    return bool(raw) if expr.sort is Sort.BOOL else raw


def _partial(expr: Expr, values: Mapping[str, Value], memo: dict[int, int | None]) -> int | None:
    key = id(expr)
    if key not in memo:
        memo[key] = _partial_node(expr, values, memo)
    return memo[key]


def _partial_node(expr: Expr, values: Mapping[str, Value], memo: dict[int, int | None]) -> int | None:
    if isinstance(expr, Var):
        return int(values[expr.name]) if expr.name in values else None
    if isinstance(expr, (Const, Term, Param, Occurs)):
        return _eval_node(expr, values, {})
    if isinstance(expr, Call):
        args = [_partial(a, values, memo) for a in expr.args]
        return None if any(a is None for a in args) else _apply(expr.definition, tuple(a for a in args if a is not None))
    assert isinstance(expr, Op)
    name = expr.name
    if name == "ite":
        cond = _partial(expr.args[0], values, memo)
        if cond is not None:
            return _partial(expr.args[1] if cond else expr.args[2], values, memo)
        a, b = _partial(expr.args[1], values, memo), _partial(expr.args[2], values, memo)
        return a if a is not None and a == b else None
    if name in ("and", "or", "implies", "not"):
        parts = [_partial(a, values, memo) for a in expr.args]
        if name == "not":
            return None if parts[0] is None else int(not parts[0])
        if name == "implies":
            parts = [None if parts[0] is None else int(not parts[0]), parts[1]]
        decisive = int(name != "and")  # a false part decides "and", a true one "or" and "implies"
        if any(p is not None and bool(p) == bool(decisive) for p in parts):
            return decisive
        return None if None in parts else 1 - decisive
    args = [_partial(a, values, memo) for a in expr.args]
    if any(a is None for a in args):
        return None
    return OPERATORS[name].compute([a for a in args if a is not None])


def needs(expr: Expr) -> frozenset[str]:
    """The names of the variables whose values decide ``expr`` (an :class:`Occurs` needs none: where its
    variables are missing it does not hold)."""
    return frozenset(leaf.name for leaf in leaves(expr, into_occurs=False) if isinstance(leaf, Var))


#: The longest a clause's condition or content, or a definition, renders: the rulebook prints each whole
#: (a test over the catalogue holds every formula to it; a longer one wants a named definition).
RENDER_LIMIT = 1000


def render(expr: Expr) -> str:
    """The expression in plain words, for the rulebook (a call by its definition's name)."""
    if isinstance(expr, (Var, Term)):
        return expr.phrase
    if isinstance(expr, Param):
        return expr.name
    if isinstance(expr, Call):
        return f"{expr.definition.name}({', '.join(render(a) for a in expr.args)})"
    if isinstance(expr, Occurs):
        return render(expr.condition)
    if isinstance(expr, Const):
        if expr.sort is Sort.BOOL:
            return "true" if expr.value else "false"
        if expr.sort is Sort.CARDS:
            return _render_cards(expr.value)
        return str(expr.value)
    assert isinstance(expr, Op)
    spec = OPERATORS[expr.name]
    if expr.name in ("eq", "ne") and expr.args[0].sort is Sort.BOOL and isinstance(expr.args[1], Const):
        positive = bool(expr.args[1].value) == (expr.name == "eq")
        inner = render(expr.args[0])
        return inner if positive else f"not ({inner})"
    parts = [_render_operand(a, expr) for a in expr.args]
    if spec.sep:
        joined = spec.sep.join(parts)
        return spec.words.format(joined) if spec.words else joined
    return spec.words.format(*parts)


def render_definition(definition: Definition) -> str:
    """A definition in plain words: ``name(params) = body``, the body rendered with calls by name."""
    return f"{definition.heading} = {render(definition.body)}"


def _render_operand(arg: Expr, parent: Op) -> str:
    text = render(arg)
    # "x if c, else y" nested anywhere, even in another one's branch, is bracketed to read one way.
    if isinstance(arg, Op) and arg.name in ("and", "or", "implies", "ite") and (
            parent.name != arg.name or arg.name == "ite"):
        return f"({text})"
    return text


def _render_cards(mask: int) -> str:
    ranks = ("7", "8", "9", "10", "J", "Q", "K", "A")
    names = [ranks[i & 7] + "SHDC"[i >> 3] for i in range(32) if mask >> i & 1]
    return "{" + " ".join(names) + "}" if names else "no cards"


def resolve(expr: Expr, definitions: Mapping[str, Expr]) -> Expr:
    """``expr`` with every :class:`Term` replaced by its definition (recursively)."""
    return _resolve(expr, definitions, {})


def _resolve(expr: Expr, definitions: Mapping[str, Expr], memo: dict[int, Expr]) -> Expr:
    key = id(expr)
    if key in memo:
        return memo[key]
    out = expr
    if isinstance(expr, Term):
        if expr.name not in definitions:
            raise KeyError(f"no definition of term {expr.name!r}")
        out = _resolve(definitions[expr.name], definitions, memo)
    elif isinstance(expr, (Op, Call)):
        args = tuple(_resolve(a, definitions, memo) for a in expr.args)
        if any(a is not b for a, b in zip(args, expr.args)):
            out = Op(expr.name, args) if isinstance(expr, Op) else Call(expr.definition, args)
    elif isinstance(expr, Occurs):
        inner = _resolve(expr.condition, definitions, memo)
        out = expr if inner is expr.condition else Occurs(inner)
    memo[key] = out
    return out


def leaves(expr: Expr, into_occurs: bool = True) -> list[Expr]:
    """The distinct leaves of an expression DAG (each shared node visited once; a call's arguments, not
    its definition's body; an :class:`Occurs`'s condition unless ``into_occurs`` is false)."""
    seen: set[int] = set()
    out: list[Expr] = []
    stack = [expr]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, (Op, Call)):
            stack.extend(node.args)
        elif isinstance(node, Occurs):
            if into_occurs:
                stack.append(node.condition)
        else:
            out.append(node)
    return out


def definitions_in(exprs: Iterable[Expr]) -> list[Definition]:
    """Every definition the expressions call, directly or through other definitions, callees first."""
    out: list[Definition] = []
    seen: set[int] = set()

    def visit(node: Expr) -> None:
        if id(node) in seen:
            return
        seen.add(id(node))
        if isinstance(node, Call):
            if node.definition not in out:
                visit(node.definition.body)
                if node.definition not in out:
                    out.append(node.definition)
        children = node.args if isinstance(node, (Op, Call)) else (node.condition,) if isinstance(node, Occurs) else ()
        for child in children:
            visit(child)

    for e in exprs:
        visit(e)
    return out


def variables(expr: Expr) -> set[Var]:
    """The situation variables an expression reads."""
    return {leaf for leaf in leaves(expr) if isinstance(leaf, Var)}


def terms_in(expr: Expr) -> set[str]:
    """Names of the terms an expression uses."""
    return {leaf.name for leaf in leaves(expr) if isinstance(leaf, Term)}
