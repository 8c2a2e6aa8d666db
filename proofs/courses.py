"""The situations in which no course of play obeys a set of demands: ∃ situation ∀ course, by refinement.

Consistency, completeness and the entitlements ask for a given situation in which every course the players
could take from there breaks one of a set of demands. Asked of Z3 as one quantified formula, the one world's
largest part (43 chosen variables, tied together by the fresh deal most clauses read) takes it minutes or
exhausts its budget. :class:`Courses` asks it as counterexample-guided refinement instead, a few hundred
quantifier-free queries of a few milliseconds each, every one on an incremental solver:

- the *abstraction* proposes a situation: one the physics and the query's other conditions admit, in
  which none of the courses found so far obeys the demands;
- the *verifier* seeks, under assumptions fixing that situation, a course that obeys the demands there;
- if there is none, the situation is one no course obeys: the answer;
- if there is one, the course is added to the abstraction (the situations where that very course obeys
  the demands are not the answer), and the next situation is proposed.

Each round excludes at least the situation proposed, and the situations are finite (every given variable is
bounded), so the search ends: an abstraction left without a situation proves that there is none, because
every situation the question admits is one the abstraction admits. Each query is bounded by its budget's
resource units, and the rounds by :data:`MAX_COURSES`, never by the clock: a search cut short is
``unknown`` on every run, whatever the load.

A :class:`Search` (consistency's and completeness's) runs in a Z3 context of its own, so its models, and so
its answers, depend on the check alone, not on what the process asked before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import z3

from piquet.proofs.encode import conjunction, to_z3, value_of
from piquet.proofs.encoding import Copy, Encoding

__all__ = ["Search", "Courses", "Learned", "MAX_COURSES", "named", "checked", "conjuncts", "SMALL_QUERIES",
           "small_queries"]

#: The most courses one search may add to its abstraction before it answers ``unknown``. The one world's
#: largest search adds about seventy; the cap only stops a search that would wander.
MAX_COURSES = 20_000


#: The settings of the solvers asked thousands of small queries, each a few milliseconds (the refinement's
#: abstraction and its verifiers of courses, the solver of the clauses that can hold where a right arises, the
#: weigher of minimal sets):
#: relevancy propagation off and Z3's older arithmetic solver (the situation's distance and its bounded
#: integers are sums and comparisons). ``benchmarks/bench_verify.py --world`` and its ``--z3-defaults`` run
#: (these settings and model compaction as Z3 has them) alternated print the difference: the literal world
#: 9.79 and 9.93 s of wall time against 12.06 and 12.09 s (19.4 s of processor time against 23.7 and 23.9 s;
#: 29 November, the machine's gauge 0.150 to 0.161 s). Settings choose how Z3 searches, never what it answers.
SMALL_QUERIES: dict[str, Any] = {"relevancy": 0, "arith.solver": 2}


def small_queries(limit: Callable[[Any], Any], solver: Any) -> Any:
    """``solver`` with the budget's limits (``limit``) and :data:`SMALL_QUERIES`'s settings."""
    solver = limit(solver)
    solver.set(**SMALL_QUERIES)
    return solver


def named(cp: Copy, regular: bool) -> dict[str, Any]:
    """The demands a no-course check weighs over a copy, by name: ``"21.1"`` what the clause binds,
    ``"21.1~regular"`` (completeness only) that its irregularity does not occur."""
    out = dict(cp.binding)
    if regular:
        out.update({f"{cid}~regular": f for cid, f in cp.regular.items()})
    return out


def conjuncts(f: Any) -> list[Any]:
    """The parts of a Z3 conjunction, nested ones flattened, in order. Walked through Z3's C interface (see
    :func:`_leaves`): only the parts become Python terms, not the conjunctions nested on the way."""
    ctx = f.ctx
    ref = ctx.ref()
    out = []
    todo = [f.as_ast()]
    while todo:
        node = todo.pop()
        if (z3.Z3_get_ast_kind(ref, node) == z3.Z3_APP_AST
                and z3.Z3_get_decl_kind(ref, z3.Z3_get_app_decl(ref, node)) == z3.Z3_OP_AND):
            todo.extend(z3.Z3_get_app_arg(ref, node, i) for i in reversed(range(z3.Z3_get_app_num_args(ref, node))))
        else:
            out.append(z3.BoolRef(node, ctx))
    return out


def _leaves(formulas: list[Any]) -> dict[int, Any]:
    """The uninterpreted constants the formulas read, by id (``get_id``), each once, as Z3's raw terms.

    Walked through Z3's C interface, not its Python terms: a Python term per node (and its reference count)
    cost the refinement's set-up most of its time. The raw terms live as long as the formulas do."""
    if not formulas:
        return {}
    ref = formulas[0].ctx.ref()
    seen: set[int] = set()
    out: dict[int, Any] = {}
    todo = [f.as_ast() for f in formulas]
    while todo:
        node = todo.pop()
        key = z3.Z3_get_ast_id(ref, node)
        if key in seen:
            continue
        seen.add(key)
        kind = z3.Z3_get_ast_kind(ref, node)
        if kind == z3.Z3_QUANTIFIER_AST:
            todo.append(z3.Z3_get_quantifier_body(ref, node))
        elif kind == z3.Z3_APP_AST:
            n = z3.Z3_get_app_num_args(ref, node)
            if n:
                todo.extend(z3.Z3_get_app_arg(ref, node, i) for i in range(n))
            elif z3.Z3_get_decl_kind(ref, z3.Z3_get_app_decl(ref, node)) == z3.Z3_OP_UNINTERPRETED:
                out[key] = node
    return out


def _constants(f: Any, among: dict[int, Any]) -> frozenset[int]:
    """The ids (``get_id``) of the constants of ``among`` that occur in ``f``."""
    return frozenset(key for key in _leaves([f]) if key in among)


def _groups(items: list[tuple[Any, frozenset[int]]]) -> list[list[tuple[Any, frozenset[int]]]]:
    """The items in groups joined by a shared chosen constant, each group in the items' order.

    Each item makes a new group of its own and of the groups it joins (in the order they were made), so the
    groups come in the order their last item came. A constant names the group that last took it, and a group
    joined names the one it went into (found by following, with paths shortened), so no constant is named
    again when its group is joined: the largest searches join hundreds of items into one group."""
    owner: dict[int, int] = {}
    into: list[int] = []  # the group each group went into (itself while it stands)
    groups: list[list[tuple[Any, frozenset[int]]]] = []

    def standing(g: int) -> int:
        while into[g] != g:
            into[g] = into[into[g]]
            g = into[g]
        return g

    for item in items:
        joined = sorted({standing(owner[k]) for k in item[1] if k in owner})
        made = len(groups)
        into.append(made)
        groups.append([i for g in joined for i in groups[g]] + [item])
        for g in joined:
            groups[g] = []
            into[g] = made
        for k in item[1]:
            owner[k] = made
    return [g for g in groups if g]


def _value(model: Any, ast: Any) -> Any:
    """The raw term of ``model``'s value (model completion on) of the raw term ``ast``, through Z3's C
    interface. It is valid only until Z3 makes its next term: read it, or hold it (:class:`z3.ExprRef`), first."""
    cell = (z3.Ast * 1)()
    if not z3.Z3_model_eval(model.ctx.ref(), model.model, ast, True, cell):
        raise z3.Z3Exception("failed to evaluate a constant in the model")
    return cell[0]


def _kept(model: Any, asts: list[Any]) -> list[Any]:
    """``model``'s values of the raw terms ``asts``, as terms that stay alive."""
    return [z3.ExprRef(_value(model, ast), model.ctx) for ast in asts]  # each held before the next is made


def _substituted(body: Any, consts: list[Any], values: list[Any]) -> Any:
    """``body`` with each constant replaced by its value (:func:`z3.substitute`, without its checks)."""
    n = len(consts)
    old, new = (z3.Ast * n)(*(c.as_ast() for c in consts)), (z3.Ast * n)(*(v.as_ast() for v in values))
    return z3.BoolRef(z3.Z3_substitute(body.ctx.ref(), body.as_ast(), n, old, new), body.ctx)


def checked(solver: Any, assumptions: list[Any]) -> Any:
    """``solver.check`` under raw Boolean terms (:meth:`z3.Solver.check`, without its casts)."""
    n = len(assumptions)
    return z3.CheckSatResult(z3.Z3_solver_check_assumptions(solver.ctx.ref(), solver.solver, n,
                                                            (z3.Ast * n)(*assumptions)))


class Search:
    """The given situations in which no course obeys a set of demands, asked in a Z3 context of its own.

    A set of demands is weighed with the physical constraints it is tied to alone: those that share a chosen
    variable with it, directly or through one another. The others read chosen variables of their own, which
    the situation's possible course (copy 0, whose physics every query holds) already satisfies, so leaving
    them out changes no answer and keeps each query small.

    ``limit`` sets the check's budget on a new solver; ``regular``: the demands include that no
    irregularity occurs (completeness), and every situation sought is one in which some course obeys every
    binding clause (so not consistency's: a consistency and a completeness finding with the same witness
    are one finding).
    """

    def __init__(self, enc: Encoding, limit: Callable[[Any], Any], regular: bool) -> None:
        self.enc = enc
        self.limit = limit
        self.ctx = z3.Context()
        self._slot = 0
        cp = enc.copy(0)

        def here(f: Any) -> Any:
            # Every formula is brought into the search's own context before it is rewritten: Z3's rewriting
            # (substitute) orders arguments by term ids, which in the encoding's context depend on what the
            # process encoded before; here they depend on this search alone.
            return f.translate(self.ctx)

        pairs = [(here(cp.env[name]), here(term)) for name, term in cp.definitions.items()]

        def defined(f: Any) -> Any:  # a defined chosen variable replaced by its definition (see Copy.skolemized)
            for _ in range(len(pairs) + 1):
                nxt = z3.substitute(f, *pairs) if pairs else f
                if nxt.eq(f):
                    break
                f = nxt
            return f

        physics = here(cp.physics)
        self.chosen = {c.get_id(): c for c in (here(cp.env[v.name]) for v in enc.domain.chosen)}
        self.demands = {n: defined(here(f)) for n, f in named(cp, regular).items()}
        self.ties = {n: _constants(f, self.chosen) for n, f in self.demands.items()}
        self.laws = [(f, _constants(f, self.chosen)) for f in (defined(p) for p in conjuncts(physics))]
        self.base = [physics]
        if regular:
            self.base.append(self.some_obeys(list(cp.binding)))
        self.size = here(to_z3(enc.domain.distance, cp.env, cp.calls()))
        self.given = {name: here(c) for name, c in enc.given.items()}
        # The courses its searches find for a group of demands serve its later searches that weigh that group
        # (the hunt for every minimal set, then each set's own nearest situation, the same guarded demands).
        self.learned = Learned()

    def _tied(self, names: Iterable[str]) -> list[tuple[Any, frozenset[int]]]:
        """The named demands and the physical constraints tied to them, each with the chosen constants it
        reads."""
        items = [(self.demands[n], self.ties[n]) for n in names]
        reach = set().union(*(t for _, t in items))
        left = self.laws
        grew = True
        while grew:
            grew = False
            rest = []
            for f, consts in left:  # kept apart by place: comparing two Z3 terms builds a third
                if consts & reach:
                    items.append((f, consts))
                    reach |= consts
                    grew = True
                else:
                    rest.append((f, consts))
            left = rest
        return items

    def _fresh(self, names: Iterable[str]) -> tuple[Any, list[Any]]:
        """The named demands and their tied physics over a fresh copy of the chosen variables, with that copy."""
        items = self._tied(names)
        reach = set().union(*(t for _, t in items))
        self._slot += 1
        # Made in the order of their names, not of Z3's ids (which depend on what the process encoded before).
        fresh = {key: z3.Const(f"{self.chosen[key]}#{self._slot}", self.chosen[key].sort())
                 for key in sorted(reach, key=lambda k: str(self.chosen[k]))}
        body = z3.And(*(f for f, _ in items)) if items else z3.BoolVal(True, self.ctx)
        renamed = z3.substitute(body, *((self.chosen[key], c) for key, c in fresh.items())) if fresh else body
        return renamed, list(fresh.values())

    def _names(self, names: Iterable[str] | None) -> list[str]:
        return sorted(self.demands) if names is None else list(names)

    def some_obeys(self, names: Iterable[str]) -> Any:
        """Some course obeys the named demands (chosen variables of their own, free)."""
        return self._fresh(names)[0]

    def courses(self, names: Iterable[str] | None = None, formulas: Iterable[Any] = (),
                holds: dict[str, Any] | None = None) -> Courses:
        """The search for a situation (the base and ``formulas`` holding) in which no course obeys the named
        demands (all of them if None); with ``holds`` (yes-or-no constants of this search's context, by name),
        each demand only where its own holds, so that the situation sought chooses a set of demands too."""
        chosen = self._names(names)
        items = self._tied(chosen)
        reads = set().union(*(t for _, t in items))
        guards = holds or {}
        # Each conjunct guarded apart, so that the refinement still splits the demand by the constants it reads.
        demands = [z3.And(*(z3.Implies(guards[n], p) for p in conjuncts(f))) if n in guards else f
                   for n, (f, _) in zip(chosen, items)]
        return Courses([*self.base, *formulas], demands + [f for f, _ in items[len(chosen):]],
                       [self.chosen[k] for k in sorted(reads, key=lambda k: str(self.chosen[k]))], self.limit,
                       self.learned)

    def situation(self, model: Any) -> dict[str, int | bool]:
        """The given values of a model of this search's context."""
        return {v.name: value_of(v, model, self.given) for v in self.enc.domain.given}


class Learned:
    """What the refinements over one encoding (or one :class:`Search`'s context) learn, kept for the next: the
    courses found to obey each group of demands, and the constants each formula reads.

    A course found to obey a group of demands in some situation obeys that same group, over the same
    constants, in every search that weighs it: the situations where it does are none of that search's
    answers either. So a search whose group is one an earlier search weighed (the same Z3 term, which Z3
    makes once however often it is built) starts from the courses the earlier found, and rounds that would
    find them again are saved. Which searches ran before changes how many rounds a search takes, never its
    answer: every situation it admits is still one no course obeys. The terms are held here, so that the ids
    they are keyed by are not given to another term while the store lives.
    """

    def __init__(self) -> None:
        self._courses: dict[int, tuple[Any, list[Any]]] = {}
        self._leaves: dict[int, tuple[Any, dict[int, Any]]] = {}
        self._verifiers: dict[tuple[int, Callable[[Any], Any]], tuple[Any, Any]] = {}
        self._names: dict[int, tuple[Any, str]] = {}

    def name(self, c: Any) -> str:
        """``str(c)`` of the constant ``c``, printed once (the searches order their constants by name)."""
        key = c.get_id()
        if key not in self._names:
            self._names[key] = (c, str(c))
        return self._names[key][1]

    def leaves(self, f: Any) -> dict[int, Any]:
        """:func:`_leaves` of the one formula ``f``, found once."""
        key = f.get_id()
        if key not in self._leaves:
            self._leaves[key] = (f, _leaves([f]))
        return self._leaves[key][1]

    def __len__(self) -> int:
        """How many courses are held, over every group."""
        return sum(len(found) for _, found in self._courses.values())

    def verifier(self, group: Any, limit: Callable[[Any], Any]) -> Any:
        """The solver holding ``group`` (a conjunction of demands) that seeks a course obeying it, made once
        for every search that weighs that group under the same budget (``limit``). It is only ever asked
        under assumptions that fix a situation, and holds nothing else: what it learned from an earlier
        search is a consequence of ``group`` alone, so its answers are those of a solver made anew."""
        key = (group.get_id(), limit)
        if key not in self._verifiers:
            solver = small_queries(limit, z3.Solver(ctx=group.ctx))
            solver.add(group)
            self._verifiers[key] = (group, solver)
        return self._verifiers[key][1]

    def courses(self, group: Any) -> list[Any]:
        """The courses found so far to obey ``group`` (a conjunction of demands), each as ``group`` with the
        course's values put in, a formula over the situation; the list grows as searches learn more."""
        return self._courses.setdefault(group.get_id(), (group, []))[1]


class Courses:
    """A situation in which no course satisfies ``demands``, sought by refinement (see the module).

    ``formulas`` are the conditions on the situation (the abstraction starts from them); ``demands`` the
    formulas a course must satisfy, over the constants ``bound`` (the course) and others, which the
    situation fixes. The demands fall into groups that share no bound constant: no course satisfies them
    all exactly when none satisfies one group, since a course is one choice for each group, made apart.
    Each group has a yes-or-no marker in the abstraction, one of them true, each implying that none of the
    courses its group has learned satisfies the group's demands. A situation proposed is the answer when
    every group marked there has no course; a group that has one learns it. The groups that read no bound
    constant are a condition on the situation alone, put in the abstraction as they are.

    It answers as a solver would, so that the checks can enumerate its situations and lower a bound on
    them: :meth:`add` a condition on the situation, :meth:`push` and :meth:`pop` conditions, :meth:`check`,
    :meth:`model`, and :meth:`assertions`, the formulas that settle its last answer (for
    :func:`~piquet.proofs.smtlib.decide` to record). The courses it learns hold whatever the conditions,
    so they outlive every scope. With ``learned``, the search starts from the courses earlier searches over
    the same encoding found for its groups, and leaves there those it finds (:class:`Learned`). ``free``: the
    ids (``get_id``) of parts of the demands that some course satisfies in every situation the formulas admit
    (the physics of a course, where the formulas hold a course of the same situation that keeps it): a group
    made of them alone is one some course satisfies wherever the search looks, so it is not weighed (a
    situation is still the answer exactly when a group weighed has no course there).
    """

    def __init__(self, formulas: list[Any], demands: list[Any], bound: list[Any],
                 limit: Callable[[Any], Any], learned: Learned | None = None, free: frozenset[int] = frozenset(),
                 ) -> None:
        ctx = formulas[0].ctx
        self.ctx = ctx
        self.formulas = formulas
        self.demands = demands
        self.bound = bound
        self.abstraction = small_queries(limit, z3.Solver(ctx=ctx))
        self.abstraction.add(*formulas)
        among = {c.get_id(): c for c in bound}
        name = learned.name if learned is not None else str
        order = {k: name(c) for k, c in among.items()}  # the course's constants in the order of their names
        # (marker, demands, bound read, verifier, the courses known to obey the demands, the situation's
        # constants the demands read: their places in self.fixes)
        self.leaves: list[tuple[Any, Any, list[Any], Any, list[Any], list[int]]] = []
        markers: list[Any] = []
        reads_of = learned.leaves if learned is not None else (lambda p: _leaves([p]))
        parts = [(p, reads_of(p)) for f in demands for p in conjuncts(f)]
        # What the situation fixes: every constant the demands read that is not bound, in the order of names.
        fixed = {k: raw for _, read in parts for k, raw in read.items() if k not in among}
        self.fixes = sorted((z3.ExprRef(raw, ctx) for raw in fixed.values()), key=name)
        place = {c.get_id(): i for i, c in enumerate(self.fixes)}
        alone: list[Any] = []  # the groups that read no bound constant: no course satisfies them all when one fails
        for group in _groups([(i, frozenset(k for k in read if k in among)) for i, (_, read) in enumerate(parts)]):
            if all(parts[i][0].get_id() in free for i, _ in group):
                continue  # some course obeys it wherever the formulas hold: it never shows that none obeys them all
            reads = [among[k] for k in sorted(set().union(*(t for _, t in group)), key=order.__getitem__)]
            if not reads:
                alone.extend(parts[i][0] for i, _ in group)
                continue
            marker = z3.Bool(f"no-course#{len(markers)}", ctx)
            markers.append(marker)
            body = conjunction([parts[i][0] for i, _ in group], ctx)
            # The verifier holds this group alone: the situation's other constants are free there, so fixing
            # them changes none of its answers, and only the group's own are fixed.
            fixes = sorted({place[k] for i, _ in group for k in parts[i][1] if k in place})
            if learned is not None:
                verifier = learned.verifier(body, limit)
            else:
                verifier = small_queries(limit, z3.Solver(ctx=ctx))
                verifier.add(body)
            known = learned.courses(body) if learned is not None else []
            self._rule_out(marker, known)
            self.leaves.append((marker, body, reads, verifier, known, fixes))
        # The courses this search found, group by group (the values of the constants the group reads).
        self.found: list[list[list[Any]]] = [[] for _ in self.leaves]
        if alone:
            markers.append(z3.Not(z3.And(*alone)))
        self.abstraction.add(z3.Or(*markers) if markers else z3.BoolVal(False, ctx))
        self._fix_asts = [c.as_ast() for c in self.fixes]
        self._fixes: dict[tuple[int, int], Any] = {}
        self.scopes: list[Any] = []
        self.conditions: list[tuple[Any, Any]] = []  # (the scope it was added in, or None; a condition added)
        self.opened = 0
        self.learned = 0
        self._model: Any = None
        self._answer: Any = None

    def learn_from(self, other: Courses) -> None:
        """Start from the courses ``other`` found, in each group here that reads the constants one of its groups
        read: any course, wherever it was found, rules out the situations in which it obeys a group's demands
        (where the group has no course, it has not that one). A finding's searches weigh the same demands, its
        later ones each held where a yes-or-no says: what a course obeys unconditioned, it obeys held."""
        def constants(reads: list[Any]) -> tuple[int, ...]:
            return tuple(c.get_id() for c in reads)

        theirs = {constants(reads): found for (_, _, reads, *_), found in zip(other.leaves, other.found)}
        for (marker, body, reads, _, known, _), found_here in zip(self.leaves, self.found):
            have = {k.get_id() for k in known}
            new = []
            for values in theirs.get(constants(reads), []):
                obeyed = _substituted(body, reads, values)
                if obeyed.get_id() not in have:
                    have.add(obeyed.get_id())
                    new.append(obeyed)
                    found_here.append(values)
            self._rule_out(marker, new)
            known.extend(new)

    def _rule_out(self, marker: Any, courses: list[Any]) -> None:
        """Where ``marker`` holds (its group has no course), none of ``courses`` (each its group's demands with
        the course's values put in) obeys them."""
        if courses:
            # One course as itself: SMT-LIB readers (cvc5) refuse an "or" of one argument.
            self.abstraction.add(z3.Implies(marker, z3.Not(courses[0] if len(courses) == 1 else z3.Or(*courses))))

    def add(self, condition: Any) -> None:
        """A condition on the situation, until the innermost scope open is popped."""
        self.abstraction.add(z3.Implies(self.scopes[-1], condition) if self.scopes else condition)
        self.conditions.append((self.scopes[-1] if self.scopes else None, condition))

    def push(self) -> None:
        self.opened += 1
        self.scopes.append(z3.Bool(f"scope#{self.opened}", self.ctx))

    def pop(self) -> None:
        scope = self.scopes.pop()
        self.abstraction.add(z3.Not(scope))
        self.conditions = [(at, c) for at, c in self.conditions if at is None or not at.eq(scope)]

    def check(self) -> Any:
        """``sat`` with a situation in which no course satisfies the demands (see :meth:`model`), ``unsat``
        if there is none, ``unknown`` if a query or the rounds exhausted the budget."""
        self._answer = self._refined()
        return self._answer

    def _refined(self) -> Any:
        # The rounds read a model's values and ask under assumptions through Z3's C interface: the Python
        # terms each value would otherwise become (their sorts checked, their references counted) cost most
        # of a search's time. The same values, the same formulas, so the same answers.
        ref = self.ctx.ref()
        while self.learned < MAX_COURSES:
            r = self.abstraction.check(*self.scopes)
            if r != z3.sat:
                return r
            model = self.abstraction.model()
            # The situation's values, each read from the model once, when a group marked there needs it.
            at: dict[int, Any] = {}
            answered = True
            for (marker, body, reads, verifier, known, fixes), found_here in zip(self.leaves, self.found):
                if z3.Z3_get_bool_value(ref, _value(model, marker.as_ast())) != z3.Z3_L_TRUE:
                    continue
                for i in fixes:
                    if i not in at:
                        at[i] = self._fixed(i, _value(model, self._fix_asts[i]))
                course = checked(verifier, [at[i] for i in fixes])
                if course == z3.unsat:
                    continue
                if course != z3.sat:
                    return course
                found = _kept(verifier.model(), [c.as_ast() for c in reads])
                found_here.append(found)
                obeyed = _substituted(body, reads, found)
                self._rule_out(marker, [obeyed])
                known.append(obeyed)
                self.learned += 1
                answered = False
            if answered:
                self._model = model
                return z3.sat
        return z3.unknown

    def _fixed(self, i: int, value: Any) -> Any:
        """``self.fixes[i] == value`` (``value`` a raw term of the model just read), as a raw term, each
        equation made once (the rounds fix the same values again and again)."""
        key = (i, z3.Z3_get_ast_id(self.ctx.ref(), value))
        if key not in self._fixes:
            # A cached equation keeps its value alive, so an id found here is that very value's.
            self._fixes[key] = self.fixes[i] == z3.ExprRef(value, self.ctx)
        return self._fixes[key].as_ast()

    def model(self) -> Any:
        """The model of the last situation :meth:`check` found."""
        return self._model

    def assertions(self) -> list[Any]:
        """The formulas whose answer settles what :meth:`check` last answered, for another solver to check:
        after ``sat``, the conditions with every course quantified away (``sat``: the situation found is a
        model; fixing its values confirms it, :func:`~piquet.proofs.smtlib.witness_query`); otherwise the
        abstraction (``unsat``: it admits every situation the conditions admit in which no course satisfies
        the demands). The conditions added in the scopes open, and the scopes themselves, are part of it."""
        if self._answer != z3.sat:
            return [*self.abstraction.assertions(), *self.scopes]
        fresh = [z3.Const(f"{c}#every", c.sort()) for c in self.bound]
        body = z3.And(*self.demands) if self.demands else z3.BoolVal(True, self.ctx)
        if fresh:
            body = z3.substitute(body, *zip(self.bound, fresh))
        return [*self.formulas, *(c for _, c in self.conditions),
                z3.ForAll(fresh, z3.Not(body)) if fresh else z3.Not(body)]

