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
from piquet.spec.vocabulary import AU_CENT_GAME, Domain

__all__ = ["conjuncts", "concludes", "domain_clauses", "of_au_cent", "definition_parts",
           "definitions", "derive"]


def conjuncts(expr: Expr) -> tuple[Expr, ...]:
    """The parts of a conjunction (nested ``and`` flattened), or the expression itself."""
    if isinstance(expr, Op) and expr.name == "and":
        return tuple(p for a in expr.args for p in conjuncts(a))
    return (expr,)


def concludes(c: Clause, name: str) -> bool:
    """Whether a (non-prohibiting) clause's content asserts the variable ``name``: a conjunct is the variable.

    An outcome (a fresh deal, a penalty) holds only where a clause that concludes it applies.
    """
    if c.kind is ClauseKind.PROHIBITION:
        return False
    return _asserts(c.then, name)


def _asserts(expr: Expr, name: str) -> bool:
    """A conjunct is the variable, or a conjunct is a choice of which one branch asserts it (Law 11: "the
    option of a fresh deal, or of altering his discard")."""
    for p in conjuncts(expr):
        if isinstance(p, Var) and p.name == name:
            return True
        if isinstance(p, Op) and p.name == "or" and any(_asserts(a, name) for a in p.args):
            return True
    return False


def domain_clauses(domain: Domain, clauses: Iterable[Clause], laws: frozenset[str] | None = None,
                   ) -> tuple[Clause, ...]:
    """The clauses that read only ``domain``'s variables (optionally only those of ``laws``), of the domain's game:
    a phase of au cent holds au cent's paragraphs, a phase of the Laws of Piquet the Laws (the two games' phases
    share variables: a fresh deal, the counts of the exchange). A part of a world (no game of its own) holds
    every clause given, those in force in its world (:meth:`piquet.spec.world.World.in_force`)."""
    known = {v.name for v in domain.variables}
    paragraphs = domain.game == AU_CENT_GAME
    return tuple(c for c in clauses if (laws is None or c.law in laws) and c.reads <= known
                 and (not domain.game or of_au_cent(c) == paragraphs))


def of_au_cent(c: Clause) -> bool:
    """Whether a clause is a paragraph of Piquet au cent (``cent-N.M``) rather than a law of Piquet."""
    return c.law.startswith("cent-")


def definition_parts(c: Clause) -> tuple[tuple[str, Expr], ...]:
    """The ``v = expr`` conjuncts of an unconditional consequence or definition, as (v, expr); none for
    any other clause."""
    if c.kind not in (ClauseKind.CONSEQUENCE, ClauseKind.DEFINITION) or c.when != TRUE or c.except_as:
        return ()
    return tuple((p.args[0].name, p.args[1]) for p in conjuncts(c.then)
                 if isinstance(p, Op) and p.name == "eq" and isinstance(p.args[0], Var))


def definitions(clauses: Iterable[Clause]) -> dict[str, tuple[str, Expr]]:
    """Variable name → (clause id, defining expression) for every unconditional ``v = expr`` clause."""
    return {name: (c.id, expr) for c in clauses for name, expr in definition_parts(c)}


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
