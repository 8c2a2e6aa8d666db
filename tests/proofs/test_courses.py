"""The refinement search answers the quantified question it replaces, and settles the one world's largest part.

``Courses`` asks "is there a situation in which no course obeys these clauses?" as a loop of quantifier-free
queries (:mod:`piquet.proofs.courses`). For any set of clauses of a part small enough for Z3 to answer the
question as one ∃∀ formula, the two must agree, and the situation the loop finds must be one in which no
course obeys them.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import z3
from hypothesis import HealthCheck, given, settings, strategies as st
from pytest import MonkeyPatch

from piquet.proofs import checks
from piquet.proofs.cores import _below, nearest
from piquet.proofs.courses import Courses, Search
from piquet.proofs.encode import to_z3
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import CheckResult, Status
from piquet.spec.catalogue import catalogue
from piquet.spec.domains import DOMAINS, RUBICON, WORLDS
from piquet.spec.evaluation import domain_clauses
from piquet.spec.law import ClauseKind

LITERAL = "literal"


def _encodings(largest: bool) -> list[Encoding]:
    """The parts of each game's world, with its clauses in force, as verify --world has them: the largest part of
    the Laws' world alone, or every other part."""
    clauses = catalogue().clauses(LITERAL)
    parts = [(p, w.in_force(clauses)) for w in WORLDS for p in w.parts(w.in_force(clauses))]
    biggest = max((p for p, _ in parts if p in RUBICON.parts(RUBICON.in_force(clauses))),
                  key=lambda p: len(p.variables))
    return [Encoding(p, clauses_for(p, in_force), in_force) for p, in_force in parts if (p is biggest) == largest]


SMALL = _encodings(largest=False)


def _quantified(search: Search, names: list[str]) -> z3.CheckSatResult:
    """Z3's answer to the question as one formula: the conditions, and no course obeys the named demands."""
    asked = search.courses(names)
    fresh = [z3.Const(f"{c}#q", c.sort()) for c in asked.bound]
    body = z3.And(*asked.demands)
    body = z3.substitute(body, *zip(asked.bound, fresh)) if fresh else body
    s = z3.Solver(ctx=search.ctx)
    s.add(*asked.formulas, z3.ForAll(fresh, z3.Not(body)) if fresh else z3.Not(body))
    return s.check()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_the_refinement_answers_as_the_quantified_question(data: st.DataObject) -> None:
    enc = data.draw(st.sampled_from(SMALL), label="part")
    regular = data.draw(st.booleans(), label="regular (completeness)")
    search = Search(enc, checks.Budget().limit, regular)
    names = data.draw(st.lists(st.sampled_from(sorted(search.demands)), min_size=1, max_size=4, unique=True),
                      label="demands")
    courses = search.courses(names)
    answer = courses.check()
    assert answer != z3.unknown, f"{enc.domain.name}: the refinement gave unknown on {names}"
    whole = _quantified(search, names)
    assert answer == whole, f"{enc.domain.name}, {names}: refinement says {answer}, the ∃∀ formula {whole}"
    if answer == z3.sat:
        at = search.situation(courses.model())
        fixed = search.courses(names, [enc.fix_given(at).translate(search.ctx)])
        assert fixed.check() == z3.sat, f"{enc.domain.name}, {names}: some course obeys them at {at}"


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_search_started_from_anothers_courses_answers_as_the_quantified_question(data: st.DataObject) -> None:
    """Courses.learn_from: a search starts from the courses another found (a finding's later searches start
    from its first's). Any course rules out only the situations where it obeys the demands, so the answer is
    the ∃∀ formula's, whichever demands the first search weighed."""
    enc = data.draw(st.sampled_from(SMALL), label="part")
    search = Search(enc, checks.Budget().limit, data.draw(st.booleans(), label="regular (completeness)"))
    demands = st.lists(st.sampled_from(sorted(search.demands)), min_size=1, max_size=4, unique=True)
    first, names = data.draw(demands, label="the first search's demands"), data.draw(demands, label="demands")
    teacher = search.courses(first)
    while teacher.check() == z3.sat:  # every situation it finds blocked in turn: it learns all the courses it can
        teacher.add(z3.Not(enc.fix_given(search.situation(teacher.model())).translate(search.ctx)))
    courses = search.courses(names)
    courses.learn_from(teacher)
    answer = courses.check()
    assert answer != z3.unknown, f"{enc.domain.name}: the refinement gave unknown on {names}"
    whole = _quantified(search, names)
    assert answer == whole, f"{enc.domain.name}, {names} after {first}: refinement says {answer}, the ∃∀ formula " \
                            f"{whole}"


def test_the_largest_part_has_every_verdict_settled() -> None:
    """The part of the deal, the exchange and the play (95 variables): its consistency lists the Law 13 and
    Law 15 clashes with the fresh deals of Laws 12, 14, 16 and 75, each a minimal set with its own witness, and
    its completeness is proved, where one ∃∀ formula left it unknown."""
    enc = _encodings(largest=True)[0]
    assert enc.domain.name.startswith("dealing+"), enc.domain.name
    consistency = checks.consistency(enc, checks.Budget())
    assert consistency.status is Status.FINDING and consistency.witness is not None, consistency.reason
    sets = [consistency.witness.cores[0], *(core for core, _ in consistency.witness.variants)]
    assert ("13.2", "14.1") in sets and ("15.2", "16.2") in sets, sets
    shown = [(consistency.witness.cores[0], consistency.witness.situation), *consistency.witness.variants]
    for core, situation in shown:
        # Its witness is a situation where no course obeys the set, but one obeys each set with a clause less.
        for names, blocked in [(core, True), *(([c for c in core if c != left], False) for left in core)]:
            courses = Search(enc, checks.Budget().limit, regular=False).courses(names)
            courses.add(enc.fix_given(situation).translate(courses.ctx))
            assert (courses.check() == z3.sat) is blocked, \
                f"{core} at {situation}: {names} {'obeyable' if blocked else 'unobeyable'}, so the set is " \
                f"{'no clash there' if blocked else 'not minimal'}"
    completeness = checks.completeness(enc, checks.Budget())
    assert completeness.status is Status.PROVED, f"{completeness.status}: {completeness.reason}"



def _clashes(search: Search, names: tuple[str, ...]) -> bool:
    """Whether some situation leaves no course that obeys the named demands."""
    answer = search.courses(names).check()
    assert answer != z3.unknown, f"the refinement gave unknown on {names}"
    return bool(answer == z3.sat)


def test_a_finding_lists_every_minimal_set_and_no_other() -> None:
    """Consistency's listing of the misdeal (Laws 13 to 16, literal reading) is the same whatever order the
    solver meets the situations in: exactly the sets of clauses that clash somewhere while no smaller set
    does. Asked here clause set by clause set: each listed set clashes and none with a clause less does, and
    every set of one or two clauses that clashes holds a listed set."""
    clauses = catalogue().clauses(LITERAL)
    domain = next(d for d in DOMAINS if d.name == "misdeal")
    enc = Encoding(domain, domain_clauses(domain, clauses), clauses)
    result = checks.consistency(enc, checks.Budget())
    assert result.status is Status.FINDING and result.witness is not None, result.reason
    listed = set(result.witness.sets)
    search = Search(enc, checks.Budget().limit, regular=False)
    for core in sorted(listed):
        assert _clashes(search, core), f"the listed set {core} clashes nowhere"
        for left in core:
            smaller = tuple(c for c in core if c != left)
            assert not _clashes(search, smaller), f"the listed set {core} is not minimal: {smaller} clashes"
    names = sorted(search.demands)
    for pair in [(a,) for a in names] + list(combinations(names, 2)):
        if _clashes(search, pair):
            assert any(set(core) <= set(pair) for core in listed), f"{pair} clashes, and holds no listed set"


def test_the_nearest_situation_is_the_least_of_all_ties_however_many() -> None:
    """Of many situations equally near the ordinary deal, the witness is the least of them all, whatever order
    the solver finds them in, not the least of those it happened to find first (which depends on what its
    process ran before: determinacy:cent_fresh_deal's witness once moved with it)."""
    clauses = catalogue().clauses("literal")
    d = next(d for d in DOMAINS if d.name == "cent-scoring")  # 83 situations at distance 4 (the least there)
    enc = Encoding(d, clauses_for(d, clauses), clauses)
    cp = enc.copy()
    size = to_z3(d.distance, cp.env, cp.calls())

    def situations(seed: int = 0) -> z3.Solver:
        s = z3.Solver()
        s.set(random_seed=seed)  # another seed, another order of models: as another process history would give
        s.add(cp.physics, size >= 4)  # away from the ordinary deal, where many situations are as near
        return s

    every = situations()
    every.add(size == 4)
    ties: list[dict[str, int | bool]] = []
    while len(ties) < 5000 and every.check() == z3.sat:
        ties.append(enc.given_values(every.model()))
        every.add(z3.Not(enc.fix_given(ties[-1])))
    assert every.check() == z3.unsat, f"{d.name}: more than 5000 situations at distance 4"
    assert len(ties) > 64, f"{d.name}: only {len(ties)} situations at distance 4: the example shows little"
    least = min(ties, key=lambda v: sorted(v.items()))
    for seed in range(8):
        s = situations(seed)
        assert s.check() == z3.sat, f"{d.name}: no situation at distance 4 or more"
        got, exact = nearest(s, size, d, lambda s: enc.given_values(s.model()), enc.given)
        assert exact and got == least, f"{d.name}, seed {seed}: nearest gave {got}, the least of the {len(ties)} " \
                                       f"situations at distance 4 is {least}"


def _as_found(result: CheckResult) -> dict[str, object]:
    """A check's result without its timings."""
    return {k: v for k, v in result.as_json().items() if k not in ("seconds", "cpu_seconds")}


def test_the_courses_one_search_learns_serve_the_next_and_change_no_answer(monkeypatch: MonkeyPatch) -> None:
    """Six rights of the largest part (the deal, the exchange and the play; literal reading: the findings of
    Laws 21 and 36 among them), each checked on an encoding of its own and again one after another on one
    encoding, whose searches start from the courses the earlier ones found: every result is the same, verdict,
    witness and minimal sets; and a finding's hunt for its minimal sets (whose search then finds each set's nearest
    situation) starts from the courses its first search found (Courses.learn_from)."""
    clauses = catalogue().clauses(LITERAL)
    enc = _encodings(largest=True)[0]
    # Law 59's rights weigh groups an earlier one weighed; Laws 21 and 36 are findings.
    rights = [enc.by_id[cid] for cid in ("21.1", "33.1", "36.1", "59.2", "59.3", "59.5")]
    assert all(c.kind is ClauseKind.ENTITLEMENT for c in rights), [c.id for c in rights]
    shared = Encoding(enc.domain, enc.clauses, clauses)
    started: list[int] = []  # the courses each search starts from, learned by an earlier check
    taught: list[int] = []  # the courses a finding's hunt starts from, found by its first search
    made, learn_from = Courses.__init__, Courses.learn_from

    def counting(self: Courses, *args: Any, **kw: Any) -> None:
        made(self, *args, **kw)
        started.append(sum(len(known) for *_, known, _ in self.leaves))

    def taught_by(self: Courses, other: Courses) -> None:
        learn_from(self, other)
        taught.append(sum(len(found) for found in self.found))

    for c in rights:
        alone = Encoding(enc.domain, enc.clauses, clauses)
        want = checks.entitlement(alone, c, checks.Budget())
        with monkeypatch.context() as m:
            m.setattr(Courses, "__init__", counting)
            m.setattr(Courses, "learn_from", taught_by)
            got = checks.entitlement(shared, c, checks.Budget())
        assert _as_found(got) == _as_found(want), f"entitlement:{c.id}: the learned courses moved its result"
    assert any(started), f"no search started from courses an earlier check found: {started}"
    assert any(taught), f"no finding's hunt started from courses its first search found: {taught}"


@given(st.lists(st.frozensets(st.integers(0, 12), max_size=3), max_size=30))
def test_the_demands_fall_into_groups_joined_by_a_shared_constant(reads: list[frozenset[int]]) -> None:
    # Courses splits its demands into groups that share no bound constant (a course is one choice per group):
    # every item once, two items that share a constant together, two groups sharing none, each group joined
    # (connected through shared constants), its items in the order that built it, the groups in the order of
    # their last item.
    from piquet.proofs.courses import _groups
    items = list(enumerate(reads))
    groups = _groups(items)
    place = {i: n for n, g in enumerate(groups) for i, _ in g}
    assert sorted(place) == list(range(len(items))) and sum(map(len, groups)) == len(items), groups
    for (i, a), (j, b) in combinations(items, 2):
        assert not (a & b) or place[i] == place[j], f"items {i} and {j} share {set(a & b)} but are apart: {groups}"
    for g in groups:
        reach, left = set(g[-1][1]), list(g[:-1])
        while any(consts & reach for _, consts in left):  # joined through shared constants, from its last item
            joins = next(item for item in left if item[1] & reach)
            reach |= joins[1]
            left.remove(joins)
        assert not left, f"group not joined through shared constants: {g}"
        assert g[-1][0] == max(i for i, _ in g), f"a group ends with the item that made it: {g}"
    assert [g[-1][0] for g in groups] == sorted(g[-1][0] for g in groups), f"groups out of order: {groups}"


_VALUES = st.fixed_dictionaries({"a": st.booleans(), "b": st.integers(-128, 127), "c": st.integers(0, 2**32 - 1)})


@given(_VALUES, _VALUES)
@settings(deadline=None)
def test_below_orders_situations_as_their_sorted_values_do(x: dict[str, int | bool], y: dict[str, int | bool]) -> None:
    """nearest's descent seeks the situations below the least found: a flag, a number (signed, as a number
    is read), a card set (its bits read unsigned: the 32nd card sets the top bit). Z3's order must be the one
    Python's ``sorted(items())`` gives the ties, or the witness would not be the least."""
    env = {"a": z3.Bool("a"), "b": z3.BitVec("b", 8), "c": z3.BitVec("c", 32)}
    at = [(env["a"], z3.BoolVal(x["a"])), (env["b"], z3.BitVecVal(x["b"], 8)), (env["c"], z3.BitVecVal(x["c"], 32))]
    below = z3.is_true(z3.simplify(z3.substitute(_below(env, y, {"c"}), *at)))
    assert below == (sorted(x.items()) < sorted(y.items())), f"{x} below {y}: Z3 says {below}"
