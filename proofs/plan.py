"""The checks of a reading, planned without a solver, and the verdicts recorded for them.

A plan names each check (its id), the laws it concerns and what decides its
verdict; a check encodes its domain for Z3 only when it runs
(:class:`Encoded`). So a command that only reads the plan and the verdicts
recorded in ``proofs/expected`` (``piquet law N``) loads no solver;
:mod:`piquet.proofs.verify` runs the plan.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING

from piquet.proofs.recorded import (JUDGEMENTS, FoundWords, expected, expected_laws, expected_path,
                                     found_words, world_words)
from piquet.proofs.result import CheckResult, Status
from piquet.proofs.theorems import THEOREMS, Optimum, Reached, Theorem
from piquet.spec.catalogue import Catalogue
from piquet.spec.domains import DOMAINS, WORLDS
from piquet.spec.evaluation import domain_clauses, of_au_cent
from piquet.spec.expr import Expr, Sort, Var, resolve
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.vocabulary import Domain

if TYPE_CHECKING:
    from piquet.proofs.checks import Budget
    from piquet.proofs.encoding import Encoding

__all__ = ["Planned", "Encoded", "planned", "effort", "awaiting_model", "VARIANT", "concerns", "expected_path",
           "expected", "expected_laws",
           "FoundWords", "JUDGEMENTS", "found_words", "world_words"]


class Encoded:
    """A domain's clauses under a reading, encoded for Z3 when a check first runs, once for all its checks.

    ``clauses`` are the domain's; ``every``, the reading's whole catalogue,
    where exceptions from outside the domain are found.
    """

    def __init__(self, domain: Domain, clauses: tuple[Clause, ...], every: tuple[Clause, ...] = ()) -> None:
        self.domain = domain
        self.clauses = clauses
        self.every = every
        self._encoding: Encoding | None = None

    def encoding(self) -> Encoding:
        """The :class:`~piquet.proofs.encoding.Encoding`, made on the first call."""
        if self._encoding is None:
            # Z3 is loaded here, when a check runs, not when the plan is read.
            from piquet.proofs.encoding import Encoding
            self._encoding = Encoding(self.domain, self.clauses, self.every)
        return self._encoding


@dataclass(frozen=True)
class Planned:
    """One check to run: its id, the laws it concerns, what decides its verdict, and how to run it, given
    what each solver query may spend.

    ``basis`` identifies the clauses the check reads (their ids and the very
    expression objects in force): a reading that leaves a domain's clauses
    untouched shares them, so its verdict is the other reading's.
    """

    id: str
    laws: tuple[str, ...]
    basis: tuple[object, ...]
    run: Callable[[Budget], CheckResult]
    #: The domain (or theorem) it encodes: the checks of a group are run together, after one encoding.
    group: str = ""
    #: The clause an entitlement check is about (the model confirms the exchange's findings on it).
    clause: Clause | None = None
    #: Its processor time, estimated before it runs (:func:`effort`): it only shares the checks between
    #: workers, and decides no verdict.
    effort: int = 5


def effort(kind: str, domain: Domain, clauses: int, lemmas: int = 0) -> int:
    """A check's processor time, estimated in milliseconds from its kind and its domain's size (``clauses``,
    and a theorem's ``lemmas``): the estimate :func:`piquet.proofs.verify.run_all` shares the checks between
    workers by, the longest first; it decides no verdict. Fitted to ``piquet verify``'s own checks
    (``benchmarks/bench_verify.py``): an optimum takes about 1.5 s, as does a consistency check over card sets
    (the scoring domain's sums of cards) and a scoring theorem with its lemmas; a consistency check over the
    one world's largest part (112 clauses) 2.5-5 s; an entitlement grows with the clauses it is held against,
    from 0.01 s to 0.1 s phase by phase (at most 41 clauses), and faster in the one world's parts, where more
    of them meet where a right arises (``benchmarks/bench_world.py``, literal reading, load 7: a mean of 0.6 s
    in the Laws' largest part, 0.8 s in au cent's, 137 clauses, the longest 2.9 s); the largest parts' checks
    are dealt to the workers in turn, whatever their estimate (:func:`piquet.proofs.verify.run_all`). A
    vacuity check takes a few milliseconds."""
    cards = any(v.sort is Sort.CARDS for v in domain.variables)
    if kind == "optimum" or (kind in ("consistency", "completeness") and cards):
        return 1500
    if kind == "theorem":
        return (500 if cards else 100) + 100 * lemmas
    if kind == "consistency":
        return 50 + clauses * clauses // 5
    if kind == "completeness":
        return 50 + 5 * clauses
    if kind == "entitlement":
        return 10 + (int(clauses ** 1.5) // 2 if clauses <= 50 else clauses ** 4 // 300_000)
    return 40 if kind == "determinacy" else 5


def _basis(clauses: tuple[Clause, ...]) -> tuple[object, ...]:
    return tuple((c.id, c.kind, id(c.when), id(c.then), c.except_as) for c in clauses)


def planned(cat: Catalogue, reading: str, world: bool = False) -> Iterator[Planned]:
    """Every check of a reading, in a stable order.

    ``world``: the consistency, completeness, vacuity and entitlement checks run over each game's one world,
    split only where nothing ties it (:mod:`piquet.spec.world`), so that each clause is checked with every
    clause it can meet, and each outcome of law is checked to be determined. Au cent's world holds the Laws of
    Piquet with au cent's paragraphs as overrides: a law checked again there is named by its part
    (``entitlement:22.1@dealing+...+cent-exchange``). Otherwise the checks run over each phase of the game
    apart, each phase with its own game's clauses (a clause in several phases is checked in each, and its
    checks' ids name the phase).
    """
    clauses = cat.clauses(reading)
    if world:
        taken: set[str] = set()
        for game, encodings in _worlds(clauses):
            yield from _checks(reading, encodings, taken, game)
    else:
        yield from _checks(reading, [Encoded(d, domain_clauses(d, clauses), clauses) for d in DOMAINS], set())
    terms = cat.terms(reading)
    for th in THEOREMS:
        laws = tuple(sorted(th.laws))
        if isinstance(th, Reached):
            # Scored under the reading's bound and clauses, where the model plays that reading's picks: under
            # another reading no replay could confirm the bound.
            if reading in th.readings:
                yield Planned(th.id, laws, (th.id, reading), partial(awaiting_model, th), group=th.id)
            continue
        enc = Encoded(th.domain, domain_clauses(th.domain, clauses, th.laws))
        assume = resolve(th.assume, terms)
        if isinstance(th, Optimum):
            yield Planned(th.id, laws, (th.id,), partial(_optimum, th, laws, enc, resolve(th.objective, terms),
                                                         assume), group=th.id, effort=effort("optimum", th.domain, 0))
        else:
            claim = resolve(th.claim, terms)
            yield Planned(th.id, laws, (th.id, id(claim), *_basis(enc.clauses)),
                          partial(_theorem, th, enc, claim, assume, tuple(resolve(lemma, terms) for lemma in th.lemmas)),
                          group=th.id,
                          effort=effort("theorem", th.domain, len(enc.clauses), len(th.lemmas)))


def part_checks(reading: str, part: Domain, in_force: tuple[Clause, ...], game: str) -> Iterator[Planned]:
    """The checks of one part of ``game``'s world (``in_force``: the clauses in force there), as :func:`planned`
    plans a world's parts, each id without the part's name (``entitlement:21.1``): for a part no world of
    :data:`~piquet.spec.domains.WORLDS` makes (the links au cent's world leaves out, :mod:`piquet.proofs.left_out`)."""
    return _checks(reading, [Encoded(part, domain_clauses(part, in_force), in_force)], set(), game)


def _worlds(clauses: tuple[Clause, ...]) -> Iterator[tuple[str, list[Encoded]]]:
    """Each game's world, split where nothing ties it, as encodings of its parts (the clauses in force in the
    game). A part of au cent's world that holds no phase and no clause of au cent's own, nor any law it
    overrides, is a part of the Laws' world as it stands: checked there, it is not checked twice."""
    checked: set[tuple[str, tuple[tuple[str, tuple[str, ...]], ...]]] = set()
    for w in WORLDS:
        in_force = w.in_force(clauses)
        encodings = []
        for part in w.parts(in_force):
            own = domain_clauses(part, in_force)
            # The clauses of one reading differ, from one world to the other, only in the exceptions they take.
            key = (part.name, tuple((c.id, c.except_as) for c in own))
            if key not in checked:
                checked.add(key)
                encodings.append(Encoded(part, own, in_force))
        yield w.game, encodings


def _checks(reading: str, encodings: list[Encoded], taken: set[str], game: str = "") -> Iterator[Planned]:
    """The checks of one world's parts (``game``, the world's game), or of the phases (no game): consistency,
    completeness, determinacy (in a world), vacuity and entitlement. An id an earlier world took (a law of
    Piquet checked again in au cent's world) gets the part's name (a part's checks, the game's), as does a clause
    (an outcome) checked in several parts of one world; ``taken`` gathers the ids."""
    # A clause (an outcome) checked in several domains gets the domain in its checks' ids.
    homes: dict[str, int] = {}
    outcomes: dict[str, int] = {}
    for enc in encodings:
        for c in enc.clauses:
            homes[c.id] = homes.get(c.id, 0) + 1
        for v in enc.domain.determined:
            outcomes[v.name] = outcomes.get(v.name, 0) + 1
    for enc in encodings:
        domain = enc.domain
        basis = (domain.name, *_basis(enc.clauses))
        laws = tuple(sorted({c.law for c in enc.clauses}))
        group = domain.name
        size = len(enc.clauses)
        name = domain.name if f"consistency:{domain.name}" not in taken else f"{domain.name}@{game.replace(' ', '-')}"
        taken.update((f"consistency:{name}", f"completeness:{name}"))
        yield Planned(f"consistency:{name}", laws, basis, partial(_consistency, enc), group=group,
                      effort=effort("consistency", domain, size))
        # Completeness looks beyond the contradictions, for situations where the laws can be obeyed only by an
        # irregularity: a part without a remedy has none to find.
        if any(c.kind is ClauseKind.REMEDY for c in enc.clauses):
            yield Planned(f"completeness:{name}", laws, basis, partial(_completeness, enc), group=group,
                          effort=effort("completeness", domain, size))
        # Completeness as determinacy (each outcome of law determined wherever it arises): run with the one
        # world only, until its findings are reviewed (see proofs.checks.determinacy).
        for v in domain.determined if game else ():
            where = _where(f"determinacy:{v.name}", outcomes[v.name], domain, taken)
            yield Planned(f"determinacy:{v.name}{where}", laws, basis,
                          partial(_determinacy, f"determinacy:{v.name}{where}", enc, v), group=group,
                          effort=effort("determinacy", domain, size))
        # A law of Piquet that an au cent paragraph overrides (in au cent's world) applies only where the paragraph
        # leaves it: whether it can apply there says how much of it the paragraph takes, not whether it is void.
        overridden = {o for c in enc.clauses for o in c.overrides}
        for c in enc.clauses:
            where = _where(f"vacuity:{c.id}", homes[c.id], domain, taken)
            if c.id not in overridden:
                # The clause's law, then each law its exceptions come from, once, in the order they are named;
                # a law of Piquet's exceptions of au cent apply in au cent's world alone (Law 13.2 yields to
                # paragraph 3 there), where its checks are named by their part, so they are not named here.
                laws = tuple(dict.fromkeys((c.law, *(law for law in (e.rsplit(".", 1)[0] for e in c.except_as)
                                                     if of_au_cent(c) or not law.startswith("cent-")))))
                yield Planned(f"vacuity:{c.id}{where}", laws, basis,
                              partial(_vacuity, f"vacuity:{c.id}{where}", enc, c), group=group,
                              effort=effort("vacuity", domain, size))
            if c.kind is ClauseKind.ENTITLEMENT:
                # Each reading keeps its own: the conformance layer confirms one reading's against the model.
                # (The workers then get the same shares as when the model ran here: theorem:hand-score-bound's
                # solving time depends on what its worker solved before, from 1 s to past the 30 s budget.)
                yield Planned(f"entitlement:{c.id}{where}", (c.law,), (reading, *basis),
                              partial(_entitlement, f"entitlement:{c.id}{where}", enc, c), group=group, clause=c,
                              effort=effort("entitlement", domain, size))


def _where(check: str, homes: int, domain: Domain, taken: set[str]) -> str:
    """The suffix naming the part a check of a clause (an outcome) runs in, where the bare id would be ambiguous:
    the clause is checked in several parts of this world, or an earlier world took the id. The ids given are
    added to ``taken``."""
    where = f"@{domain.name}" if homes > 1 or check in taken else ""
    kind, rest = check.split(":", 1)
    taken.update(f"{k}:{rest}{where}" for k in (kind, "entitlement"))
    return where


# The checks, run on the encoding made when the first of a domain's checks runs.

def _consistency(enc: Encoded, budget: Budget) -> CheckResult:
    from piquet.proofs import checks
    return checks.consistency(enc.encoding(), budget)


def _completeness(enc: Encoded, budget: Budget) -> CheckResult:
    from piquet.proofs import checks
    return checks.completeness(enc.encoding(), budget)


def _determinacy(check_id: str, enc: Encoded, outcome: Var, budget: Budget) -> CheckResult:
    from piquet.proofs import checks
    return replace(checks.determinacy(enc.encoding(), outcome, budget), id=check_id)


def _vacuity(check_id: str, enc: Encoded, clause: Clause, budget: Budget) -> CheckResult:
    from piquet.proofs import checks
    return replace(checks.vacuity(enc.encoding(), clause, budget), id=check_id)


def _entitlement(check_id: str, enc: Encoded, clause: Clause, budget: Budget) -> CheckResult:
    from piquet.proofs import checks
    return replace(checks.entitlement(enc.encoding(), clause, budget), id=check_id)


def _optimum(th: Optimum, laws: tuple[str, ...], enc: Encoded, objective: Expr, assume: Expr,
             budget: Budget) -> CheckResult:
    from piquet.proofs import checks
    return checks.optimum(th.id, th.title, laws, enc.encoding(), objective, th.expect, budget, assume, th.explain,
                          th.known)


def _theorem(th: Theorem, enc: Encoded, claim: Expr, assume: Expr, lemmas: tuple[Expr, ...],
             budget: Budget) -> CheckResult:
    from piquet.proofs import checks
    return checks.theorem(th.id, th.title, enc.encoding(), claim, budget, assume, th.explain, lemmas)


def awaiting_model(theorem: Reached, budget: Budget | None = None) -> CheckResult:
    """A witness to replay through the model: unknown to the proofs, which read the spec alone."""
    return CheckResult(theorem.id, "reached", theorem.title, tuple(sorted(theorem.laws)), Status.UNKNOWN, 0.0,
                       reason="the witness is replayed through the model by piquet.conformance.confirm")


VARIANT = "variant:"
"""The prefix of a selector that names a game rather than a law: ``variant:au cent``, ``variant:rubicon``."""


def concerns(law: str | None, laws: Iterable[str]) -> bool:
    """Whether a check of ``laws`` is selected by ``law``: every check (None), the checks concerning one law
    (``"13"``, ``"cent-2"``), or those of one game: ``"variant:au cent"`` the paragraphs of au cent
    (``cent-N``), ``"variant:rubicon"`` the others (Laws 1-78 and the agreements)."""
    if law is None:
        return True
    if not law.startswith(VARIANT):
        return law in laws
    au_cent = any(key.startswith("cent-") for key in laws)
    return au_cent if law == VARIANT + "au cent" else not au_cent
