"""The minimal sets of clauses that show a finding, and the situation nearest the ordinary deal.

A finding of consistency, completeness or an entitlement lists each distinct minimal set of clauses that
produces it, with its own situation nearest the ordinary deal (issue 22 §4). Everything here is bounded by
counts and Z3's resource units, never by the clock, and chooses nothing by the order the solver happens to
find things in: every minimal set is sought, then the smallest shown; among equally near situations the
least by its values is taken.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import z3

from piquet.proofs.courses import Courses, checked, small_queries
from piquet.proofs.encode import conjunction, disjunction, negation
from piquet.spec.expr import Sort
from piquet.spec.vocabulary import Domain

__all__ = ["MAX_CORES", "MAX_CORES_SOUGHT", "Weigher", "nearest", "every_core"]

#: The minimal sets a finding shows: the smallest of all of them (by size, then ids).
MAX_CORES = 6
#: The most minimal sets sought for one finding. The sets shown, and the laws a finding names, are the smallest
#: of ALL the minimal sets, which do not depend on the order Z3 happens to find them in (its models and cores
#: depend on what the process encoded before: the number of processes, the checks run first). A search cut at
#: this cap would depend on that order; no check comes near it (the most is 27).
MAX_CORES_SOUGHT = 256


class Weigher:
    """Every minimal subset of ``soft`` inconsistent with ``hard``, in one situation after another.

    Every minimal set is found (MARCO, up to :data:`MAX_CORES_SOUGHT`), then the smallest kept, so the
    answer is the same whatever order the solver finds them in. One incremental solver holds ``hard`` and
    each soft constraint behind a literal, and each situation asked about behind a literal of its own; a
    subset is checked under assumptions, and Z3's unsat core seeds the deletion-based shrinking to a minimal
    set. So the solver learns the laws once for every situation. ``limit`` sets the check's budget on it.
    """

    def __init__(self, hard: list[Any], soft: dict[str, Any], limit: Callable[[Any], Any]) -> None:
        self.names = sorted(soft)
        self.solver = small_queries(limit, z3.Solver())
        self.solver.add(*hard)
        self.lit = {n: z3.Bool(f"soft:{n}") for n in self.names}
        self.by_lit = {str(v): n for n, v in self.lit.items()}
        for n in self.names:
            self.solver.add(z3.Implies(self.lit[n], soft[n]))
        self.places = 0

    def minimal_sets(self, where: Any = None, limit: int = MAX_CORES) -> list[tuple[str, ...]]:
        """The smallest ``limit`` of the minimal sets where ``where`` (a condition on the situation) holds."""
        pinned = []
        if where is not None:
            self.places += 1
            pinned.append(z3.Bool(f"where:{self.places}"))
            self.solver.add(z3.Implies(pinned[0], where))
        names, lit, solver = self.names, self.lit, self.solver

        ref = solver.ctx.ref()
        raw = {n: lit[n].as_ast() for n in names}
        by_id = {z3.Z3_get_ast_id(ref, a): n for n, a in raw.items()}  # the literals live as long as the weigher
        fixed = [p.as_ast() for p in pinned]

        def core_of(subset: list[str]) -> list[str] | None:
            """The unsat core of ``subset`` (empty list: satisfiable; None: unknown); asked through Z3's C
            interface, each literal known by its id (its printed name cost more than the query)."""
            r = checked(solver, [*fixed, *(raw[n] for n in subset)])
            if r == z3.unknown:
                return None
            if r == z3.sat:
                return []
            core = z3.AstVector(z3.Z3_solver_get_unsat_core(ref, solver.solver), solver.ctx)
            return [by_id[k] for k in (z3.Z3_get_ast_id(ref, core[i].as_ast()) for i in range(len(core)))
                    if k in by_id]

        sel = {n: z3.Bool(f"sel:{n}") for n in names}
        mapper = z3.Solver()
        found: list[tuple[str, ...]] = []
        chosen = [(n, sel[n].as_ast()) for n in names]
        cell = (z3.Ast * 1)()

        def unless_false(m: Any) -> list[str]:
            """The names whose literal the mapper's model ``m`` does not make false (left free, it is chosen),
            read through Z3's C interface (one evaluation a name, at every round)."""
            mref = m.ctx.ref()
            out = []
            for n, a in chosen:
                if not z3.Z3_model_eval(mref, m.model, a, False, cell):
                    raise z3.Z3Exception(f"the mapper's model cannot evaluate {n}")
                if z3.Z3_get_bool_value(mref, cell[0]) != z3.Z3_L_FALSE:
                    out.append(n)
            return out

        while len(found) < MAX_CORES_SOUGHT and mapper.check() == z3.sat:
            seed = unless_false(mapper.model())
            core = core_of(seed)
            if core is None:
                break
            if core:
                for n in sorted(core):  # shrink to a minimal set
                    trial = [c for c in core if c != n]
                    smaller = core_of(trial)
                    if smaller:
                        core = [c for c in core if c in smaller]
                found.append(tuple(sorted(core)))
                mapper.add(z3.Or(*(z3.Not(sel[n]) for n in core)))
            else:
                grown = list(seed)
                for n in names:  # grow to a maximal satisfiable set
                    if n not in grown and core_of(grown + [n]) == []:
                        grown.append(n)
                mapper.add(z3.Or(*(sel[n] for n in names if n not in grown)))
        return sorted(found, key=lambda c: (len(c), c))[:limit]


def nearest(s: Any, size: Any, domain: Domain, read: Callable[[Any], dict[str, int | bool]],
            env: dict[str, Any], floor: int = 0) -> tuple[dict[str, int | bool], bool]:
    """From ``s``'s last ``sat`` answer, the situation nearest the ordinary deal among those ``s`` admits.

    The distance (``size``, a term of ``s``'s context) is bisected between ``floor`` (none of the situations
    ``s`` admits is known nearer: a distance is never negative) and the nearest found so far, until none is
    nearer; then, of the situations as near, the least by its values (compared name by name, as
    ``sorted(situation.items())`` compares them) is sought by descent: each answer is a situation below the
    least found so far, until none is. So the choice is not the solver's (which model it finds first can
    depend on what its process did before), and the descent asks once for each situation it passes through,
    not for every tie. ``read`` gives a situation's values from a model, ``env`` their terms in ``s``'s
    context. The flag says whether the nearest was proved (no ``unknown``).
    """
    best = read(s)
    low, proved, high = floor, True, domain.size(best)
    while low < high:
        # The least distance lies in [low, high], the nearest found so far's: ask for the nearer half.
        mid = (low + high - 1) // 2
        s.push()
        s.add(size <= mid)
        r = s.check()
        if r == z3.sat:
            best = read(s)
            high = domain.size(best)
        s.pop()
        if r == z3.unsat:
            low = mid + 1
        elif r != z3.sat:
            proved = False
            break
    s.add(size == high)
    unsigned = {v.name for v in domain.variables if v.sort is Sort.CARDS}  # a card set's bits, read unsigned
    while True:
        s.push()
        s.add(_below(env, best, unsigned))
        r = s.check()
        if r == z3.sat:
            best = read(s)
        s.pop()
        if r != z3.sat:
            return best, proved and r == z3.unsat


def _below(env: dict[str, Any], best: dict[str, int | bool], unsigned: set[str]) -> Any:
    """The situations below ``best`` in the order of :func:`nearest`'s ties: the values compared name by name,
    the first that differs decides (false below true; a number as read, ``unsigned`` names' bits unsigned).

    Built from the last name to the first, ``below`` the situations below ``best`` on the names after this one:
    a flag false there must stay false, and then its situation is below where it is below on the rest; a flag
    true there is below where it is false, or it is true and the rest is below. Made through Z3's C interface
    (the descent asks it over a hundred names at every step; Python's terms would cost more than the query)."""
    ctx = next(iter(env.values())).ctx
    below: Any = None  # none below: no name after this one
    for name in sorted(best, reverse=True):
        term, value = env[name], best[name]
        if value is False:
            if below is not None:
                below = conjunction([negation(term), below], ctx)
        elif value is True:
            below = negation(term) if below is None else disjunction([negation(term), below], ctx)
        else:
            given = z3.BitVecVal(value, term.size(), ctx) if z3.is_bv(term) else z3.IntVal(value, ctx)
            less = z3.ULT(term, given) if name in unsigned and z3.is_bv(term) else term < given
            below = less if below is None else disjunction([less, conjunction([term == given, below], ctx)], ctx)
    return z3.BoolVal(False, ctx) if below is None else below


def every_core(hunt: Courses, holds: dict[str, Any], known: list[tuple[str, ...]],
                cores_at: Callable[[dict[str, int | bool]], list[tuple[str, ...]]],
                read: Callable[[Any], dict[str, int | bool]]) -> tuple[list[tuple[str, ...]], bool]:
    """Every minimal set of demands that blocks in some situation (none of its subsets blocks anywhere), in
    order, and whether the search completed. ``known``: the minimal sets of one situation, to start from.

    ``hunt`` seeks a situation, and a set of demands (those whose ``holds`` is true), in which no course obeys
    that set; a set that holds every demand of a set found is excluded. So each answer's set holds none found,
    and one of its situation's minimal sets (``cores_at``) is new. None left: every set that blocks somewhere
    holds one found. Of those found, the ones with no smaller found set inside are the minimal sets of the
    finding: every set that blocks somewhere holds one of them, and a set found that is not one holds one, so
    the answer is the same whatever order the situations come in. Bounded by :data:`MAX_CORES_SOUGHT` sets and
    the budget, never the clock.

    The sets it excludes are added in a scope of ``hunt``'s own, gone when it returns; the courses it learned
    stay, so the same search can then find each set's nearest situation.
    """
    found = list(known)

    def exclude(core: tuple[str, ...]) -> None:
        hunt.add(z3.Or(*(z3.Not(holds[n]) for n in core)) if core else z3.BoolVal(False, hunt.ctx))

    def maximal() -> Any:
        """The set held holds every demand it can without holding a set found: a demand left out completes
        a set found with the others held. Blocking only grows with the demands held (a course that obeys
        more obeys fewer), so a set that blocks somewhere and holds none found lies inside one of these
        that blocks there too: the hunt need seek among them alone, whose courses, obeying more demands,
        rule out more at each round."""
        left = []
        for n in sorted(holds):
            others = [[holds[m] for m in core if m != n] for core in found if n in core]
            if not others:
                left.append(holds[n])  # in no set found: always held
            elif all(others):  # else a set found of n alone: n is never held
                left.append(z3.Or(holds[n], *(z3.And(*o) for o in others)))
        return z3.And(*left) if left else z3.BoolVal(True, hunt.ctx)

    hunt.push()
    try:
        for core in found:
            exclude(core)
        complete = False
        while len(found) < MAX_CORES_SOUGHT:
            hunt.push()
            hunt.add(maximal())
            r = hunt.check()
            hunt.pop()
            if r != z3.sat:
                complete = r == z3.unsat
                break
            held = {n for n, h in holds.items() if z3.is_true(hunt.model().eval(h, model_completion=True))}
            new = [c for c in cores_at(read(hunt)) if c not in found]
            if not any(held.issuperset(c) for c in new):  # only an exhausted budget leaves the set unexplained
                break
            for core in new:
                found.append(core)
                exclude(core)
    finally:
        hunt.pop()
    return sorted(c for c in found if not any(set(o) < set(c) for o in found)), complete
