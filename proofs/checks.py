"""The checks: consistency, completeness, determinacy, vacuity, entitlements and the theorems.

Each check is a Z3 query over one domain's clauses under one reading:

consistency
    ∃ given. ∀ chosen. ¬(physics ∧ every binding clause): some circumstance in
    which the laws together demand the impossible, whatever the players do.
    Every distinct minimal set of clauses is listed, each with its own
    situation nearest the ordinary deal (see :func:`_no_course_check`).
completeness
    the same beyond the contradictions: ∃ given where some course obeys every
    binding clause, but ∀ chosen none obeys them and avoids every irregularity
    (the laws can be obeyed only by an irregularity they penalise).
determinacy
    ∃ two lawful courses alike in the circumstances and in every act and
    election of the players, but not in an outcome of law.
vacuity
    for each clause, ∃ situation. physics ∧ applies: the clause can fire.
entitlement
    for each right, ∃ given where it applies such that ∀ chosen it cannot be
    exercised without breaking a law or incurring a penalty.
theorem
    a named property that must hold in every lawful course.

The minimal sets are found by MARCO (enumeration of minimal unsatisfiable
subsets), every one of them, so that what is shown does not depend on the
order the solver finds them in.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from typing import Any

import z3

from piquet.proofs.encode import conjunction, negation, to_z3, value_of
from piquet.proofs.encoding import Copy, Encoding, substituted
from piquet.proofs.result import CheckResult, Demand, Status, Witness
from piquet.proofs.cores import MAX_CORES, MAX_CORES_SOUGHT, Weigher, every_core, nearest
from piquet.proofs.courses import Courses, Learned, Search, conjuncts, named, small_queries
from piquet.proofs.smtlib import decide, shown
from piquet.spec.expr import TRUE, Expr, Op, Var, render
from piquet.spec.law import Clause, ClauseKind, law_sort_key
from piquet.spec.semantics import VOIDS, holder, own_options
from piquet.spec.vocabulary import player_of

__all__ = ["Budget", "demand", "clash", "consistency", "completeness", "determinacy", "vacuity", "entitlement",
           "theorem", "nearest", "learned"]

#: The most given situations a check lists for one finding: the scoring domain has far too many to list all,
#: and a witness needs only the smallest of those found (the count shown is then a lower bound).
MAX_SITUATIONS = 256

#: The most situations an entitlement finding counts (the count shown is then a lower bound). Its witness is
#: the nearest situation, sought apart, and its minimal sets each with its own nearest situation, so the cap
#: moves neither; it bounds the count, which in the one world's largest part would run past hundreds of
#: situations at some 20 ms each. Phase by phase no entitlement finding has more than 12.
MAX_COUNTED = 32

#: Z3 resource units one query may spend by default. The heaviest query of ``piquet verify`` (an optimum's
#: upper bound) spends about 20 million; the limit leaves room for a law to grow, and stops a query that would
#: wander for minutes at a few seconds.
RLIMIT = 100_000_000


@dataclass(frozen=True)
class Budget:
    """What one solver query may spend.

    ``rlimit`` counts Z3's resource units (its elementary steps): a query
    spends the same number on every run, however loaded the machine, so a
    query that exhausts them is ``unknown`` on every run, never proved.
    ``ms`` is an optional wall-clock limit in milliseconds (None: none);
    a verdict it cuts short would depend on the load, so ``piquet verify``
    sets none unless asked.
    """

    ms: int | None = None
    rlimit: int = RLIMIT

    def limit(self, s: Any) -> Any:
        """``s`` with this budget's limits set."""
        s.set(rlimit=self.rlimit)
        if self.ms is not None:
            s.set(timeout=self.ms)
        return s


def _solver(budget: Budget) -> Any:
    return budget.limit(z3.Solver())


def _laws_of(ids: Iterable[str]) -> tuple[str, ...]:
    keys = {i.rsplit(".", 1)[0] for i in ids}
    return tuple(sorted(keys, key=law_sort_key))


def demand(c: Clause, role: str) -> Demand:
    if role == "regular":
        text = f"this irregularity must not occur: {render(c.when)}"
    elif c.kind is ClauseKind.PROHIBITION:
        text = f"not ({render(c.then)})"
    else:
        text = render(c.then)
    return Demand(c.id, c.kind.value if role != "regular" else "regular play", c.says, text)


def _every_situation(enc: Encoding, s: Any, ctx: Any = None, also: tuple[tuple[Var, Any], ...] = (),
                     limit: int = MAX_SITUATIONS) -> tuple[list[dict[str, int | bool]], bool]:
    """Every given situation the solver's constraints admit (each found is blocked in turn), up to ``limit``.

    The flag says whether the search completed (``unsat``), or stopped on an ``unknown`` or at the cap.
    ``ctx``: the Z3 context of the solver, if not the encoding's. ``also``: further variables, with their
    terms, that the situation holds (the adversary's elections, for an entitlement).
    """
    given = enc.given if ctx is None else {name: c.translate(ctx) for name, c in enc.given.items()}
    read = [(v, given) for v in enc.domain.given] + [(v, {v.name: term}) for v, term in also]
    found: list[dict[str, int | bool]] = []
    while len(found) < limit:
        # The first answer decides the verdict; the later ones only count the situations and rank them.
        r = s.check() if found else decide(s, asks="a situation that shows the finding", witnessed=True)
        if r != z3.sat:
            return found, r == z3.unsat
        model = s.model()
        found.append({v.name: value_of(v, model, env) for v, env in read})
        block = z3.Not(z3.And(enc.fix_given(found[-1]), *_pinned(also, found[-1])))
        s.add(block if ctx is None else block.translate(ctx))
    return found, False


def _pinned(terms: tuple[tuple[Var, Any], ...], values: dict[str, int | bool]) -> list[Any]:
    """Each term equal to its variable's value in ``values``."""
    return [term == _constant(values[v.name], term) for v, term in terms]


def _smallest(enc: Encoding, situations: list[dict[str, int | bool]]) -> dict[str, int | bool]:
    return min(situations, key=lambda v: (enc.domain.size(v), sorted(v.items())))


def clash(enc: Encoding, clauses: Iterable[str], budget: Budget) -> tuple[Status, dict[str, int | bool] | None]:
    """Whether the named clauses of ``enc`` can demand the impossible together: a finding with the situation
    nearest the ordinary deal in which no course obeys them all, or proved (there is none), or unknown."""
    search = Search(enc, budget.limit, regular=False)
    s = search.courses(clauses)
    r = s.check()
    if r == z3.sat:
        return Status.FINDING, nearest(s, search.size, enc.domain, lambda s: search.situation(s.model()),
                                       search.given)[0]
    return (Status.PROVED if r == z3.unsat else Status.UNKNOWN), None


def _no_course_check(check_id: str, kind: str, title: str, enc: Encoding, budget: Budget,
                     regular: bool, explain: str) -> CheckResult:
    """Every distinct minimal set of demands that no course can obey in some situation, each with its own
    smallest situation.

    The verdict asks for a situation in which no course obeys every demand; the minimal sets are then every
    one there is, whatever the order the solver finds them in (:func:`~piquet.proofs.cores.every_core`), each with the situation
    nearest the ordinary deal in which no course obeys it.
    """
    start = time.perf_counter()
    search = Search(enc, budget.limit, regular)
    cp = enc.copy()
    soft = named(cp, regular)

    def read(s: Any) -> dict[str, int | bool]:
        return search.situation(s.model())

    hunt = search.courses()
    weigher = Weigher([cp.physics], soft, budget.limit)
    laws = _laws_of(c.id for c in enc.clauses)
    r = decide(hunt, asks="a situation in which no course obeys the laws", witnessed=True)
    if r != z3.sat:
        status = Status.PROVED if r == z3.unsat else Status.UNKNOWN
        reason = "" if r == z3.unsat else "solver gave unknown or ran out of its budget"
        return CheckResult(check_id, kind, title, laws, status, time.perf_counter() - start, reason=reason)

    def cores_at(sit: dict[str, int | bool]) -> list[tuple[str, ...]]:
        return weigher.minimal_sets(enc.fix_given(sit), limit=MAX_CORES_SOUGHT)

    # A finding's minimal sets are sought over the situations and the sets of demands at once, each demand
    # held where a yes-or-no of the situation says (a search of its own: the verdict's need not pay for it).
    first_seen = read(hunt)
    holds = {n: z3.Bool(f"holds:{n}", search.ctx) for n in sorted(soft)}
    each = search.courses(holds=holds)
    each.learn_from(hunt)
    every, complete = every_core(each, holds, cores_at(first_seen), cores_at, read)
    found: list[tuple[tuple[str, ...], dict[str, int | bool]]] = []
    # The same search serves every set: its demands held, the others not, in a scope each, so that the courses
    # it learns for one set serve the next.
    for core in every:
        with _only(each, holds, core):
            smallest, exact = (nearest(each, search.size, enc.domain, read, search.given)
                               if each.check() == z3.sat else (first_seen, False))
        complete = complete and exact
        found.append((core, smallest))
    found.sort(key=lambda f: (enc.domain.size(f[1]), len(f[0]), f[0]))
    (first, at), rest = found[0], found[1:]
    cores = (first, *(core for core, sit in rest if sit == at))
    demands = tuple(demand(enc.by_id[n.split("~")[0]], "regular" if n.endswith("~regular") else "binding")
                    for n in first)
    witness = Witness(at, cores, demands, len(found), enc.domain.size(at), explain,
                      variants=tuple((core, sit) for core, sit in rest if sit != at))
    core_laws = _laws_of(n.split("~")[0] for core, _ in found for n in core)
    return CheckResult(check_id, kind, title, core_laws, Status.FINDING, time.perf_counter() - start, witness,
                       reason="" if complete else "search for further minimal sets incomplete")


@contextmanager
def _only(s: Courses, holds: dict[str, Any], core: tuple[str, ...]) -> Iterator[None]:
    """Within the block, in a scope of ``s``'s own, the demands of ``core`` held and no other: ``s`` (each demand
    guarded by its ``holds``) then asks what a search of ``core``'s demands alone asks."""
    s.push()
    # Through Z3's C interface: a hundred demands' yes-or-no terms, for every set of every finding.
    s.add(conjunction([h if n in core else negation(h) for n, h in holds.items()], s.ctx))
    try:
        yield
    finally:
        s.pop()


def consistency(enc: Encoding, budget: Budget) -> CheckResult:
    return _no_course_check(
        f"consistency:{enc.domain.name}", "consistency",
        f"No two laws of the {enc.domain.name} demand incompatible things", enc, budget, regular=False,
        explain="In this situation the clauses of each core cannot all be obeyed, whatever the players do.")


def completeness(enc: Encoding, budget: Budget) -> CheckResult:
    return _no_course_check(
        f"completeness:{enc.domain.name}", "completeness",
        f"Every situation of the {enc.domain.name} has a lawful continuation or a ruling", enc, budget,
        regular=True,
        explain="In this situation the laws can all be obeyed, but only by committing an irregularity of the "
                "core, and no law orders a fresh deal.")


def determinacy(enc: Encoding, outcome: Var, budget: Budget) -> CheckResult:
    """Do the laws determine ``outcome`` wherever it arises?

    Two courses that agree on the situation (every given circumstance, every act and election of the players)
    and both obey every clause that binds (a penalty incurred is the ruling, not a lack of one) must agree on
    the outcome. A finding is the situation nearest the ordinary deal where they need not: the laws leave
    the outcome open. (An outcome fixed twice, to two values, is a contradiction: consistency finds it.)
    """
    start = time.perf_counter()
    s, env, other, size = enc.two_courses(budget, budget.limit)
    title = f"The laws determine whether {outcome.phrase}"
    concluders = tuple(c.id for c in enc.semantics.concluders(outcome.name))
    laws = _laws_of(concluders) or _laws_of(c.id for c in enc.clauses)
    cid = f"determinacy:{outcome.name}"
    s.push()
    try:
        s.add(env[outcome.name] != other[outcome.name])
        r = decide(s, asks=f"two lawful courses alike but for whether {outcome.phrase}", witnessed=True)
        if r != z3.sat:
            status = Status.PROVED if r == z3.unsat else Status.UNKNOWN
            return CheckResult(cid, "determinacy", title, laws, status, time.perf_counter() - start,
                               reason="" if r == z3.unsat else "solver gave unknown or ran out of its budget")
        acts = [v for v in enc.domain.variables if v not in enc.domain.determined]
        course, exact = nearest(s, size, enc.domain, lambda s: {v.name: value_of(v, s.model(), env) for v in acts},
                                env)
    finally:
        s.pop()
    witness = Witness(course, (concluders,), (), 1, enc.domain.size(course),
                      f"Here two courses that obey the laws, with the same circumstances and the same acts, differ on "
                      f"whether {outcome.phrase}.")
    return CheckResult(cid, "determinacy", title, laws, Status.FINDING, time.perf_counter() - start, witness,
                       reason="" if exact else "the search for a nearer situation stopped on unknown")


def vacuity(enc: Encoding, clause: Clause, budget: Budget) -> CheckResult:
    """Can ``clause`` apply in some situation of its domain?"""
    start = time.perf_counter()
    cp = enc.copy()
    # Shared by every vacuity check of the domain, which run in the plan's order in one worker: physics is
    # learned once, and the example found is the same however many workers share the checks.
    s, env = enc.physics_solver(budget, budget.limit)
    s.push()
    s.add(cp.applies[clause.id].translate(s.ctx))
    r = decide(s, asks=f"a situation in which clause {clause.id} applies", witnessed=True)
    example = {v.name: value_of(v, s.model(), env) for v in enc.domain.variables} if r == z3.sat else None
    s.pop()
    elapsed = time.perf_counter() - start
    title = f"Clause {clause.id} can apply"
    laws = _laws_of([clause.id, *(e for e in clause.except_as if e in enc.by_id)])
    if r == z3.sat:
        return CheckResult(f"vacuity:{clause.id}", "vacuity", title, laws, Status.PROVED, elapsed, example=example)
    if r == z3.unknown:
        return CheckResult(f"vacuity:{clause.id}", "vacuity", title, laws, Status.UNKNOWN, elapsed,
                           reason="solver gave unknown or timed out")
    # Why it can never apply: its condition is impossible in the domain, or its exceptions cover it.
    cond = _solver(budget)
    cond.add(cp.physics, to_z3(clause.when, cp.env))
    if clause.except_as and cond.check() == z3.sat:
        explanation = (f"Its condition can hold, but wherever it does an exception "
                       f"({', '.join(e for e in clause.except_as if e in enc.by_id)}) applies instead.")
    else:
        explanation = f"Its condition '{render(clause.when)}' cannot hold in the domain: {enc.domain.describe}."
    witness = Witness({}, (tuple([clause.id, *(e for e in clause.except_as if e in enc.by_id)]),),
                      (Demand(clause.id, clause.kind.value, clause.says, render(clause.then)),), 0, 0, explanation)
    return CheckResult(f"vacuity:{clause.id}", "vacuity", title, laws, Status.FINDING, elapsed, witness)


def _premises(where: Any, regular: dict[str, Any], goes_on: list[Any]) -> set[str]:
    """The irregularities a right answers, by name among ``regular`` (each one's regularity formula): the deal
    going on (``goes_on``), the right's condition (held by ``where``) cannot hold with them avoided. Each alone
    (Law 28's fresh deal for the elder hand's mixing), or together where it admits each alone but not all
    (paragraph 9's two cases of au cent are together Law 28's one act): while those left cannot all be avoided,
    those whose leaving out alone lets the rest be avoided, else every one left. The exhaustive checker's
    ``_premises`` reads the same rule."""
    def answer(names: list[str], asks: str) -> Any:
        where.push()
        where.add(*goes_on, *(regular[n] for n in names))
        found = decide(where, asks=asks)
        where.pop()
        return found

    def holds(names: list[str], asks: str) -> bool:
        return bool(answer(names, asks) != z3.unsat)

    # Where the condition holds with every irregularity avoided, it holds with each avoided: none is a premise,
    # shown by one query rather than one a clause (so for most rights). Only a definite answer settles it: an
    # unknown one leaves each clause to its own query.
    if not regular or answer(list(regular), "whether the right arises with every irregularity avoided") == z3.sat:
        return set()
    out = {n for n in regular if not holds([n], f"whether the right presupposes clause {n}'s irregularity")}
    rest = [n for n in regular if n not in out]
    while rest and not holds(rest, "whether the right presupposes irregularities together"):
        needed = [n for n in rest if holds([m for m in rest if m != n],
                                           f"whether the right presupposes {n}'s irregularity with others")]
        out |= set(needed or rest)
        rest = [n for n in rest if n not in out]
    return out


def _true_in(model: Any, f: Any) -> bool:
    """Whether ``f`` is true in ``model``, completed as Z3 completes it (through Z3's C interface: no Python
    term is made of the value)."""
    ref = model.ctx.ref()
    cell = (z3.Ast * 1)()
    if not z3.Z3_model_eval(ref, model.model, f.as_ast(), True, cell):
        return False
    return bool(z3.Z3_get_bool_value(ref, cell[0]) == z3.Z3_L_TRUE)


def _can_hold(where: Any, demands: dict[str, list[Any]]) -> dict[str, bool]:
    """Whether each clause's demands can hold together with what ``where`` asserts (the situation where a right
    applies), in the order given; an ``unknown`` answer counts as can.

    Each is a query of its own, but where every clause's demands can hold together (one query asks it first),
    each can; and a clause whose demands a model found for an earlier one already satisfies (the model completed,
    as Z3 completes it, once for all) is shown to hold by that model, and not asked again
    (:func:`~piquet.proofs.smtlib.shown`): most clauses' demands are implications that most situations satisfy
    idly. The answers are the queries' own, whatever the models: a model shows only what a query would answer."""
    out: dict[str, bool] = {}
    settled: set[str] = set()
    items = list(demands.items())
    # Where every clause's demands can hold together, each can: one query shows them all (so for most rights),
    # each clause's own query then recorded with the answer it has (:func:`~piquet.proofs.smtlib.shown`).
    where.push()
    where.add(*(f for _, formulas in items for f in formulas))
    together = decide(where, asks="whether every clause can hold together where the right applies")
    where.pop()
    if together == z3.sat:
        settled = {cid for cid, _ in items}
    for n, (cid, formulas) in enumerate(items):
        asks = f"whether clause {cid} can hold where the right applies"
        if cid in settled:
            out[cid] = shown(where, *formulas, asks=asks) == z3.sat
            continue
        where.push()
        where.add(*formulas)
        answer = decide(where, asks=asks)
        out[cid] = answer != z3.unsat
        if answer == z3.sat:
            model = where.model()
            # Completed once over what the solver asserts, the model is one total situation in which it holds.
            if _true_in(model, z3.And(*where.assertions())):
                settled |= {later for later, fs in items[n + 1:]
                            if later not in settled and all(_true_in(model, f) for f in fs)}
        where.pop()
    return out


_LEARNED: weakref.WeakKeyDictionary[Encoding, Learned] = weakref.WeakKeyDictionary()


def learned(enc: Encoding) -> Learned:
    """What the entitlements' searches over ``enc`` have learned: a finding's searches (every minimal set, then
    each set's nearest situation) weigh the same groups of demands, and a course found by one serves the next;
    kept while the encoding lives, so that a later check whose search weighs a group an earlier one weighed
    starts from its courses too (:class:`~piquet.proofs.courses.Learned`)."""
    if enc not in _LEARNED:
        _LEARNED[enc] = Learned()
    return _LEARNED[enc]


def entitlement(enc: Encoding, clause: Clause, budget: Budget) -> CheckResult:
    """Can the right granted by ``clause`` be exercised, wherever it arises, without breaking another law?

    One meaning for history, choices and options: what has happened is given, but the right is checked at the
    moment it arises, before its holder acts on it, so his own earlier acts (the domain's ``acts``: the elder
    hand's announcement and the discard he had laid out) are his to choose with the rest of his course, and a
    right he loses by his own act is not called blocked. An election belongs to its player: the adversary's is
    part of the situation, so the right must be exercisable whatever he elects. Both players play regularly in
    the course that exercises it (the adversary's irregularity not occurring at all, whatever the holder could
    waive), and a right is blocked only where the Laws can otherwise be kept, so a penalty the adversary cannot
    avoid blocks nothing.
    """
    start = time.perf_counter()
    who = holder(clause)
    mine = [name for name, player in enc.domain.acts if player == who]
    theirs = [v.name for v in enc.domain.elections if who is not None and player_of(v.name) not in (None, who)]
    waivers = own_options(enc.domain, who)

    # The adversary's clauses, whose regularity is read with the holder's waivers not taken (regularity).
    his_clauses = [c.id for c in enc.clauses if waivers and holder(c) not in (None, who)]
    regular_of: dict[int, dict[str, Any]] = {}

    def regularity(cp: Copy, c: Clause) -> Any:
        """Clause ``c``'s regularity over copy ``cp``: the adversary's irregularity must not occur at all, so his
        is read with the holder's own waivers not taken (piquet.spec.semantics.own_options). Every clause's of a
        copy read at once, in one substitution (Z3 walks the terms they share once)."""
        if id(cp) not in regular_of:
            out = dict(cp.regular)
            his = [cid for cid in his_clauses if cid in cp.regular]
            out.update(zip(his, substituted([cp.regular[cid] for cid in his],
                                            [(cp.env[n], z3.BoolVal(False)) for n in waivers])))
            regular_of[id(cp)] = out
        return regular_of[id(cp)][c.id]

    probe = enc.copy()
    # Clauses the right presupposes broken (it answers an irregularity) are not held against it. Every player's
    # regularity is weighed: the adversary plays regularly in the holder's course, and a right is blocked only
    # where the Laws can otherwise be kept, so the adversary's penalty, where he cannot avoid it (Law 58's elder
    # hand of thirteen), blocks nothing: no course keeps the Laws there, which is the completeness check's finding.
    context = []
    held_regular = set()
    # One solver for every clause, and for every right of the encoding: what it learns of the physics serves
    # them all (each right's condition in a scope of its own).
    where = enc.physics_solver(budget, partial(small_queries, budget.limit), own_context=False)[0]
    where.push()
    where.add(probe.applies[clause.id])
    meeting = {c.id: [*([probe.binding[c.id]] if c.id in probe.binding else []),
                      *([regularity(probe, c)] if c.id in probe.regular else [])]
               for c in enc.clauses if c.id != clause.id and c.kind is not ClauseKind.ENTITLEMENT}
    for cid, can in _can_hold(where, meeting).items():
        if can:
            context.append(cid)
            if cid in probe.regular:
                held_regular.add(cid)
    # The irregularities the right answers (Law 28's fresh deal for the elder hand's mixing) are its premise, not
    # held against it, where it arises or where it is exercised.
    held_regular -= _premises(where, {c: regularity(probe, enc.by_id[c]) for c in sorted(held_regular)},
                              [z3.Not(probe.env[VOIDS])] if VOIDS in probe.env else [])
    where.pop()

    made: dict[str, list[tuple[Any, Any]]] = {}

    def fresh_acts(tag: str) -> list[tuple[Any, Any]]:
        """Each of the holder's own acts, and a fresh constant for it, named by ``tag`` (made once a tag)."""
        if tag not in made:
            made[tag] = [(enc.given[name], z3.Const(f"{name}#{tag}", enc.given[name].sort())) for name in mine]
        return made[tag]

    def before(formula: Any, tag: str) -> tuple[Any, list[Any]]:
        """``formula`` with the holder's own acts made fresh (his to choose), and those fresh constants."""
        return all_before([formula], tag)[0], [fresh for _, fresh in fresh_acts(tag)]

    def all_before(formulas: list[Any], tag: str) -> list[Any]:
        """Each formula with the holder's own acts made fresh, in one substitution."""
        return substituted(formulas, fresh_acts(tag))

    def exercised(cp: Copy, names: Iterable[str], guards: dict[str, Any]) -> Any:
        """He exercises the right obeying the named demands (``"21.1"`` binding, ``"21.1~regular"`` regular),
        each only where its guard holds, if it has one."""
        parts = [cp.physics, cp.applies[clause.id], cp.then[clause.id]]
        for n in names:
            d = regularity(cp, enc.by_id[n.split("~")[0]]) if n.endswith("~regular") else cp.binding[n]
            parts.append(z3.Implies(guards[n], d) if n in guards else d)
        return z3.And(*parts)

    possible = enc.copy(0)
    inner = enc.copy(1)
    # Only where the right can arise without a ruling against it (a void deal grants no rights).
    # It arises where its condition holds in regular play: a course in which both players play regularly (but
    # for an irregularity the right answers) and the adversary keeps the laws that bind him. Where the adversary
    # cannot (Law 58's elder hand of thirteen who took up a card and cannot alter his discard), his fault is
    # forced on him, and blocks nothing of the holder's; where the right's condition holds only by the holder's
    # own irregularity (au cent: a fresh deal reached by his mixing a card of the stock), it is no right of
    # regular play.
    his = [c for c in context if holder(enc.by_id[c]) not in (None, who)]
    arises, _ = before(z3.And(possible.physics, possible.applies[clause.id], *possible.rulings.values(),
                              *(possible.binding[c] for c in his if c in possible.binding),
                              *(regularity(possible, enc.by_id[c]) for c in sorted(held_regular))),
                       "arises")
    # The situation shows his acts as not yet done (their normal values): the check chooses them afresh.
    normal = dict(enc.domain.normal)
    conditions = [arises, *(enc.given[name] == _constant(normal[name], enc.given[name]) for name in mine)]
    adversary = [(inner.env[name], possible.env[name]) for name in theirs]  # his election, as the situation has it

    def his_course(formula: Any) -> tuple[Any, list[Any]]:
        """``formula`` over copy ``inner`` read over the constants of his course (his acts and the rest of the
        deal; the adversary's election is the situation's), with those constants."""
        body, left = inner.skolemized(enc.domain, formula)
        body, own = before(body, "acts")
        body = z3.substitute(body, *adversary) if adversary else body
        return body, [x for x in left if not any(x.eq(i) for i, _ in adversary)] + own

    def course(names: Iterable[str], guards: dict[str, Any]) -> tuple[Any, list[Any]]:
        """He exercises the right obeying the named demands, over the constants of his course, with those
        constants."""
        return his_course(exercised(inner, names, guards))

    def blocked(names: Iterable[str], guards: dict[str, Any] | None = None) -> Courses:
        """The search for a situation in which no course of his exercises the right obeying the named demands
        (each where its guard holds; sought by refinement: piquet.proofs.courses)."""
        body, left = course(names, guards or {})
        parts = frozenset(p.get_id() for p in conjuncts(body))
        # Each of the right's parts found among the course's, as read into it, or none is free.
        free = parts - right if right <= parts and not inner.definitions else frozenset()
        return Courses(conditions, [body], left, budget.limit, learned(enc), free)

    # Blocked only where the Laws can otherwise be kept: some course of the same situation (the adversary's
    # election as it has it, the holder's own acts his to choose) obeys every demand weighed, the right
    # aside. Where none does, no right is exercisable there, and that is the consistency (or, the players'
    # irregularities weighed, the completeness) check's finding, shown once, not again under every right
    # that arises in it.
    def weighed(cp: Copy) -> dict[str, Any]:
        """The demands weighed against the right, over copy ``cp``: each clause that can hold where it arises
        (``"21.1"``), and each player's regularity (``"21.1~regular"``)."""
        return {**{c: cp.binding[c] for c in context if c in cp.binding},
                **{f"{c}~regular": regularity(cp, enc.by_id[c]) for c in sorted(held_regular)}}

    other = enc.copy(2)
    obeyed = z3.And(other.physics, *weighed(other).values())
    obeyed = before(z3.substitute(obeyed, *((other.env[n], possible.env[n]) for n in theirs)) if theirs
                    else obeyed, "lawful")[0]
    conditions.append(obeyed)
    # Every part of his course but the right's own (where it arises, what it grants) is kept in every situation
    # searched by a course of that situation: the lawful course the conditions hold (copy ``other``: the same
    # situation and election, his acts his to choose) keeps the physics and every demand weighed. So a group of
    # parts tied to none of the right's never shows it blocked, and is not weighed (Courses' free): the right
    # is blocked where the parts tied to it have no course. Not where a definition is read into his course
    # (Copy.skolemized), which the lawful course need not keep.
    right = frozenset(p.get_id() for p in conjuncts(his_course(z3.And(inner.applies[clause.id],
                                                                      inner.then[clause.id]))[0]))
    cp = enc.copy()
    against = weighed(cp)
    soft = dict(zip(against, all_before(list(against.values()), "core")))
    s = blocked(sorted(soft))
    elects = tuple((v, possible.env[v.name]) for v in enc.domain.elections if v.name in theirs)
    # Every situation, to count them (up to MAX_COUNTED); in a scope, so that the courses it learns serve the
    # witness's search after it.
    s.push()
    situations, complete = _every_situation(enc, s, also=elects, limit=MAX_COUNTED)
    s.pop()
    title = f"The right of clause {clause.id} can be exercised lawfully"
    cid = f"entitlement:{clause.id}"
    if not situations:
        status = Status.PROVED if complete else Status.UNKNOWN
        return CheckResult(cid, "entitlement", title, _laws_of([clause.id]), status, time.perf_counter() - start,
                           reason="" if complete else "solver gave unknown or timed out")
    terms = {**enc.given, **{v.name: term for v, term in elects}}
    size = to_z3(enc.domain.distance, possible.env, possible.calls())

    def read(s: Any) -> dict[str, int | bool]:
        return {v.name: value_of(v, s.model(), terms) for v in [*enc.domain.given, *(v for v, _ in elects)]}

    def nearest_to(s: Any, fallback: Callable[[], dict[str, int | bool]], floor: int = 0,
                   ) -> tuple[dict[str, int | bool], bool]:
        """The situation of ``s`` nearest the ordinary deal, none nearer than ``floor`` (in a scope: ``s`` keeps
        only what it learned); ``fallback``'s, not proved nearest, where ``s`` finds none within its budget."""
        s.push()
        found = nearest(s, size, enc.domain, read, terms, floor) if s.check() == z3.sat else (fallback(), False)
        s.pop()
        return found

    at, exact = nearest_to(s, partial(_smallest, enc, situations))
    physics, applies, then = all_before([cp.physics, cp.applies[clause.id], cp.then[clause.id]], "core")
    weigher = Weigher([physics, applies, then], soft, budget.limit)

    def cores_at(sit: dict[str, int | bool]) -> list[tuple[str, ...]]:
        return weigher.minimal_sets(z3.And(enc.fix_given(sit), *_pinned(elects, sit)), limit=MAX_CORES_SOUGHT)

    here = cores_at(at)
    cores = here[:MAX_CORES]
    # Every other minimal set, each with its own nearest situation: a search over the situations and the sets
    # of demands at once (each demand held where a yes-or-no of the situation says).
    holds = {n: z3.Bool(f"holds:{n}") for n in sorted(soft)}
    each = blocked(sorted(soft), holds)
    each.learn_from(s)
    every, whole = every_core(each, holds, here, cores_at, read)
    variants = []
    # Where no course obeys a minimal set, none obeys every demand: no situation of a set is nearer than the
    # nearest of all (once proved).
    floor = enc.domain.size(at) if exact else 0
    # The same search serves every set: its demands held, the others not, in a scope each, so that the courses
    # it learns for one set serve the next.
    for core in (c for c in every if c not in here):
        with _only(each, holds, core):
            sit, near = nearest_to(each, lambda: at, floor)
        variants.append((core, sit))
        whole = whole and near
    complete = complete and exact and whole
    demands = (Demand(clause.id, "entitlement", clause.says, render(clause.then)),) + tuple(
        demand(enc.by_id[n.split("~")[0]], "regular" if n.endswith("~regular") else "binding")
        for n in (cores[0] if cores else ()))
    witness = Witness(at, tuple(cores), demands, len(situations), enc.domain.size(at),
                      variants=tuple(sorted(variants, key=lambda v: (enc.domain.size(v[1]), sorted(v[1].items()), v[0]))),
                      explanation="Here the right arises, but exercising it breaks each core's clauses "
                                  "or incurs its penalty, whatever its holder did before.")
    laws = _laws_of([clause.id, *(n.split("~")[0] for core in cores for n in core)])
    return CheckResult(cid, "entitlement", title, laws, Status.FINDING, time.perf_counter() - start, witness,
                       reason="" if complete else "search for further situations incomplete")


def _conjuncts(e: Expr) -> tuple[Expr, ...]:
    """The parts of a conjunction (each proved in a query of its own), or the expression alone."""
    return e.args if isinstance(e, Op) and e.name == "and" else (e,)


#: Z3's tactic for quantifier-free bit-level problems: the decomposed scoring queries are finite (cards are
#: bits, every integer bounded), and bit-blasting answers each in well under a second where the default
#: solver's arithmetic search can wander past any timeout.
BIT_BLAST: tuple[str, dict[str, Any]] = ("qfbv", {})
#: The same for an optimum's bound, with Z3's older arithmetic solver (``arith.solver`` 2): a holding's score is
#: sums of its bits compared with bounds, and it refutes every optimum's bound in about two thirds of the
#: newer solver's processor time (1.0-1.5 s against 1.6-2.5 s). Not for the theorems: in the lawful scoring
#: domain it can spend its whole budget on a counterexample the newer solver finds (a hand bound one tighter).
BOUND_BLAST: tuple[str, dict[str, Any]] = ("qfbv", {"arith.solver": 2})


def _refuted(queries: list[list[Any]], budget: Budget) -> tuple[Any, Any, Any]:
    """The first query that is not unsatisfiable, each asked in a fresh context (the same answer on every run):
    its answer (``sat`` or ``unknown``), solver and context; ``unsat`` and None if every query is."""
    for q in queries:
        s, ctx = _fresh_solver(q, budget, BIT_BLAST)
        r = decide(s, asks="a course that refutes the formula (a lemma, or a part of the claim)")
        if r != z3.unsat:
            return r, s, ctx
    return z3.unsat, None, None


def theorem(check_id: str, title: str, enc: Encoding, claim: Expr, budget: Budget,
            assume: Expr = TRUE, explain: str = "", lemmas: tuple[Expr, ...] = ()) -> CheckResult:
    """``claim`` holds in every lawful, regular course where ``assume`` holds; else the smallest counterexample.

    The proof is decomposed so that no single query depends on the solver's
    luck: each ``lemma`` is proved in the lawful domain, then each conjunct
    of the claim that follows from ``assume`` and the lemmas alone (no law
    needed) is proved; each other conjunct is proved in the lawful domain in
    a query of its own. A query that exhausts its budget leaves the
    theorem unknown, unless another gives a counterexample.
    """
    start = time.perf_counter()
    cp = enc.copy()
    memo = cp.calls()
    lawful = [cp.physics, *cp.binding.values(), *cp.regular.values(), to_z3(assume, cp.env, memo)]
    negated = z3.Not(to_z3(claim, cp.env, memo))
    laws = _laws_of(c.id for c in enc.clauses)
    parts = [z3.Not(to_z3(part, cp.env, memo)) for part in _conjuncts(claim)]
    facts = [to_z3(lemma, cp.env, memo) for lemma in lemmas]
    if facts and _refuted([[*lawful, z3.Not(f)] for f in facts], budget)[0] == z3.unsat:
        parts = [p for p in parts if _refuted([[lawful[-1], *facts, p]], budget)[0] != z3.unsat]
    r, s, ctx = _refuted([[*lawful, part] for part in parts], budget)
    if r == z3.unsat:
        return CheckResult(check_id, "theorem", title, laws, Status.PROVED, time.perf_counter() - start)
    if not enc.domain.normal:
        # No situation is nearer the ordinary deal than another (the domain names none): the first is shown.
        if r == z3.unknown:
            return CheckResult(check_id, "theorem", title, laws, Status.UNKNOWN, time.perf_counter() - start,
                               reason="solver gave unknown or timed out")
        given = {name: c.translate(ctx) for name, c in enc.given.items()}
        counterexamples = [{v.name: value_of(v, s.model(), given) for v in enc.domain.given}]
        complete = False
    else:  # every counterexample, to show the one nearest the ordinary deal
        counterexamples, complete = _every_situation(enc, *_fresh_solver([*lawful, negated], budget))
    if not counterexamples:
        status = Status.PROVED if complete else Status.UNKNOWN
        return CheckResult(check_id, "theorem", title, laws, status, time.perf_counter() - start,
                           reason="" if complete else "solver gave unknown or timed out")
    at = _smallest(enc, counterexamples)
    s2, ctx = _fresh_solver([*lawful, enc.fix_given(at), negated], budget)
    if decide(s2, asks="the counterexample's course") != z3.sat:  # the situation was found once: only an exhausted budget can lose it
        return CheckResult(check_id, "theorem", title, laws, Status.UNKNOWN, time.perf_counter() - start,
                           reason="solver gave unknown or timed out on the counterexample's course")
    model = s2.model()
    applying = tuple(c.id for c in enc.clauses if c.kind is not ClauseKind.ENTITLEMENT
                     and z3.is_true(model.eval(cp.applies[c.id].translate(ctx), model_completion=True)))
    env = {v.name: cp.env[v.name].translate(ctx) for v in enc.domain.variables}
    course = {v.name: value_of(v, model, env) for v in enc.domain.variables}
    demands = tuple(demand(enc.by_id[c], "binding") for c in applying)
    witness = Witness(course, (applying,), demands, len(counterexamples),
                      enc.domain.size(at), explain)
    return CheckResult(check_id, "theorem", title, _laws_of(applying) or laws, Status.FINDING,
                       time.perf_counter() - start, witness,
                       reason="" if complete else "search for further situations incomplete")


def _fresh_solver(formulas: list[Any], budget: Budget, tactic: tuple[str, dict[str, Any]] | None = None,
                  ) -> tuple[Any, Any]:
    """A solver holding the formulas in a Z3 context of their own, and that context.

    ``tactic`` names the Z3 tactic the solver applies, with its parameters
    (default: Z3's general solver).

    Z3's search follows the order in which terms were created, so in a
    worker that has already run other checks the same query can take far
    longer (a scoring theorem: one second alone, a timeout after others)
    or give another model. A fresh context makes the answer independent of
    what ran before.
    """
    ctx = z3.Context()
    s = budget.limit(z3.With(z3.Tactic(tactic[0], ctx=ctx), **tactic[1]).solver() if tactic else z3.Solver(ctx=ctx))
    s.add(*(f.translate(ctx) for f in formulas))
    return s, ctx


def _number(val: Any) -> int:
    return int(val.as_signed_long()) if z3.is_bv(val) else int(val.as_long())


def _climb(s: Any, goal: Any, value: int, enc: Encoding, env: dict[str, Any],
           ) -> tuple[int, dict[str, int | bool] | None, Any]:
    """Raise ``value`` while the solver finds a larger goal; the last answer tells why it stopped."""
    best: dict[str, int | bool] | None = None
    while True:
        s.push()
        s.add(goal > value)
        r = decide(s, asks=f"a situation whose objective exceeds {value}")
        if r == z3.sat:
            model = s.model()
            value = _number(model.eval(goal, model_completion=True))
            best = {v.name: value_of(v, model, env) for v in enc.domain.given}
        s.pop()
        if r != z3.sat:
            return value, best, r


def _value_at(goal: Any, base: list[Any], enc: Encoding, cp: Copy, at: dict[str, int | bool]) -> int | None:
    """``goal`` at the given situation ``at`` (Z3's simplifier, no search), or None if ``at`` is outside ``base``."""
    pairs = [(cp.env[v.name], _constant(at[v.name], cp.env[v.name])) for v in enc.domain.given]
    if not all(z3.is_true(z3.simplify(z3.substitute(f, *pairs))) for f in base):
        return None
    return _number(z3.simplify(z3.substitute(goal, *pairs)))


def _constant(value: int | bool, like: Any) -> Any:
    if isinstance(value, bool):
        return z3.BoolVal(value)
    return z3.BitVecVal(value, like.size()) if z3.is_bv(like) else z3.IntVal(value)


def optimum(check_id: str, title: str, laws: tuple[str, ...], enc: Encoding, objective: Expr, expect: int,
            budget: Budget, assume: Expr = TRUE, explain: str = "",
            known: dict[str, int | bool] | None = None) -> CheckResult:
    """The largest value of ``objective`` over the domain (under ``assume``), expected to be ``expect``.

    A search of satisfiability queries in a context of its own (the same
    search on every run): each ``sat`` raises the lower bound to a witnessed
    value, and the final ``unsat`` proves that nothing larger exists. A
    ``known`` situation (the optimum found before, stored with the theorem)
    gives the first lower bound without a search, once Z3's simplifier has
    found it inside the domain; one query then proves nothing is larger.
    Proved when the optimum is ``expect``; a finding (with the witness) when
    it differs; unknown when a query exhausts its budget.
    """
    start = time.perf_counter()
    cp = enc.copy()
    base = [cp.physics, to_z3(assume, cp.env)]
    goal = to_z3(objective, cp.env)
    extra: dict[str, Any] = {"expected": expect}
    s, ctx = _fresh_solver(base, budget, BOUND_BLAST)
    env = {v.name: cp.env[v.name].translate(ctx) for v in enc.domain.variables}
    at = None if known is None else _value_at(goal, base, enc, cp, known)
    if known is not None and at is not None:  # asked of the solver too, so that the lower bound rests on a query
        s.push()
        s.add(enc.fix_given(known).translate(ctx), goal.translate(ctx) == at)
        decide(s, asks=f"the stored situation, whose objective is {at}")
        s.pop()
    # From the known situation's value, else from the expected value less one: a witness there, and a proof
    # that nothing is larger; if nothing reaches it, the optimum is less, and the search starts from nothing.
    value, best, r = _climb(s, goal.translate(ctx), expect - 1 if at is None else at, enc, env)
    if at is not None and best is None and r == z3.unsat:
        value, best = at, dict(known or {})
    elif best is None and r == z3.unsat:
        value, best, r = _climb(s, goal.translate(ctx), -1, enc, env)
    elapsed = time.perf_counter() - start
    extra["value"] = value
    if r == z3.unknown or best is None:
        return CheckResult(check_id, "optimum", title, laws, Status.UNKNOWN, elapsed,
                           reason=f"solver gave unknown or timed out; best found {value}", extra=extra)
    if value == expect:
        return CheckResult(check_id, "optimum", title, laws, Status.PROVED, elapsed, example=best,
                           reason=explain, extra=extra)
    witness = Witness(best, (), (), 1, 0, f"The optimum is {value}, not {expect}.")
    return CheckResult(check_id, "optimum", title, laws, Status.FINDING, elapsed, witness, extra=extra)
