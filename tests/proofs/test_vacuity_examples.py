"""A vacuity check's example (a situation in which the clause applies) is the same whatever ran before it.

Z3's model of a query depends on the terms made before in the context it searches. The vacuity checks of a
domain share one solver; in the process's main context its examples had depended on which checks the process
ran first, and so on how many workers ``piquet verify`` shared them between: 48 examples of the literal reading
differed between ``--jobs 1`` and ``--jobs 2``, and the rulebook shows them. The shared solver now has a
context of its own, and a domain's vacuity checks stay together in one worker, in the plan's order.
"""

from __future__ import annotations

from piquet.proofs import checks
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.plan import planned
from piquet.proofs.verify import shares
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import EXCHANGE

LITERAL = "literal"


def _examples(before: bool) -> list[dict[str, int | bool] | None]:
    """The examples of the exchange's vacuity checks (literal reading), on a fresh encoding; with ``before``,
    after its consistency check has made its own queries in the process."""
    enc = Encoding(EXCHANGE, clauses_for(EXCHANGE, catalogue().clauses(LITERAL)))
    if before:
        checks.consistency(enc, checks.Budget())
    return [checks.vacuity(enc, c, checks.Budget()).example for c in enc.clauses]


def test_a_vacuity_example_does_not_depend_on_the_checks_run_before_it() -> None:
    # Before: 36 of the exchange's 41 examples changed when its consistency check ran first.
    alone, after = _examples(False), _examples(True)
    assert all(e is not None for e in alone), "a clause of the exchange that cannot apply"
    moved = [c.id for c, a, b in zip(clauses_for(EXCHANGE, catalogue().clauses(LITERAL)), alone, after) if a != b]
    assert not moved, f"vacuity examples that depend on the checks run before them: {moved}"


def test_a_domains_vacuity_checks_stay_in_one_worker_in_the_one_world() -> None:
    # The one world's largest parts are dealt between the workers check by check; their vacuity checks, which
    # share one solver, go together to one worker, for any number of workers.
    group = {p.id: p.group for p in planned(catalogue(), LITERAL, world=True)}
    for workers in (2, 3):
        where: dict[str, set[int]] = {}
        for n, share in enumerate(shares([LITERAL], workers, world=True)):
            for _, cid in share:
                if cid.startswith("vacuity:"):
                    where.setdefault(group[cid], set()).add(n)
        split = sorted(part for part, held in where.items() if len(held) > 1)
        assert not split, f"{workers} workers: vacuity checks of one part in several workers: {split}"
