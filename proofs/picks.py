"""What each pick of a reading moves: every choice taken the other way, and every finding under every pick.

A reading picks one alternative for each choice (:mod:`piquet.spec.readings`).
Two questions follow, and both are answered by running the checks again,
never by reading the encoding:

- **What does a choice move?** For each choice, the reading is taken again
  with each other alternative (``literal~law-39=fresh-deal``), and every
  check that reads the choice runs again: a check over a domain holding a
  clause the choice replaces or adds, or one that reads a term it defines,
  and each theorem that reads such a term. The others keep their verdicts,
  as they read nothing the choice changes. A choice whose alternatives move
  no verdict is said to move none.
- **On which picks does a finding rest?** For a finding, the choices its
  check reads are taken in every combination of their alternatives (the
  other picks kept), and the check runs under each. A finding found under
  every combination holds *under any reading of the choices it reads*; one
  found under some only rests on those picks, and each is named.

Both reuse the plan of :mod:`piquet.proofs.plan`, so a check runs exactly
as ``piquet verify`` runs it, with the same budget.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from piquet.proofs.checks import Budget
from piquet.proofs.plan import Planned, expected, expected_path, planned
from piquet.proofs.recorded import write_recorded
from piquet.proofs.theorems import THEOREMS, Optimum, Reached, Theorem
from piquet.spec.catalogue import Catalogue
from piquet.spec.expr import Expr, terms_in
from piquet.spec.readings import Choice

__all__ = ["Moved", "ChoiceMoves", "FindingPicks", "Picks", "clauses_reading", "theorems_reading", "choice_moves",
           "finding_picks", "with_picks", "reads_any", "picks_of", "recorded_picks", "write_picks", "PICKS"]

#: The most combinations of picks a finding is run under; past it, the choices are taken one at a time.
MOST_COMBINATIONS = 32


@dataclass(frozen=True)
class Moved:
    """A check whose verdict a pick moves: its verdict under the reading, and under the other pick."""

    id: str
    before: str
    after: str


@dataclass(frozen=True)
class ChoiceMoves:
    """What taking ``alternative`` for ``choice``, where ``reading`` picks ``picked``, does: ``ran`` checks read
    the choice and ran again; ``moved`` are those whose verdict moved."""

    reading: str
    choice: str
    picked: str
    alternative: str
    ran: int
    moved: tuple[Moved, ...]


@dataclass(frozen=True)
class FindingPicks:
    """A finding of ``reading`` against the choices its check reads: ``combinations`` sets of picks were tried
    (each a mapping choice -> alternative, the other picks kept), and ``found_under`` lists those under which
    it is still a finding, ``unknown_under`` those where the check was undecided, ``not_found_under`` the others."""

    reading: str
    id: str
    choices: tuple[str, ...]
    combinations: int
    found_under: tuple[Mapping[str, str], ...]
    unknown_under: tuple[Mapping[str, str], ...]
    not_found_under: tuple[Mapping[str, str], ...]

    @property
    def under_any(self) -> bool:
        """Whether it is a finding whatever the choices it reads pick."""
        return len(self.found_under) == self.combinations

    def rests_on(self) -> dict[str, tuple[str, ...]]:
        """The choices it rests on, each with the alternatives under which it is still found: a choice under
        every alternative of which it is found is left out."""
        out = {}
        for name in self.choices:
            tried = tuple(dict.fromkeys(p[name] for p in self.tried))
            found = tuple(a for a in tried if any(p[name] == a for p in self.found_under))
            if found != tried:
                out[name] = found
        return out

    @property
    def tried(self) -> tuple[Mapping[str, str], ...]:
        """Every combination of picks the check ran under."""
        return self.found_under + self.unknown_under + self.not_found_under

    def exactly_where(self) -> bool:
        """Whether it is found exactly where each choice it rests on picks one of :meth:`rests_on`'s
        alternatives, whatever the others pick (so :meth:`rests_on` says all there is to say)."""
        rests = self.rests_on()
        inside = [p for p in self.tried if all(p[n] in alts for n, alts in rests.items())]
        return not self.unknown_under and len(inside) == len(self.found_under)

    def words(self) -> str:
        """Where the finding holds, in words: under any reading of the choices it reads, or only where the
        picks it rests on are taken."""
        if not self.found_under:
            return "found under none of the combinations tried (it rests on a pick not among its choices)"
        if self.under_any:
            return f"found under any reading of the {len(self.choices)} choices it reads"
        if self.exactly_where():
            where = " and ".join(f"{n} = {' or '.join(alts)}" for n, alts in self.rests_on().items())
            return f"found exactly where {where}"
        combos = "; ".join(", ".join(f"{n} = {a}" for n, a in p.items()) for p in self.found_under)
        return (f"found under {len(self.found_under)} of {self.combinations} combinations of its choices"
                + (f" ({len(self.unknown_under)} undecided)" if self.unknown_under else "") + f": {combos}")


def clauses_reading(cat: Catalogue, names: set[str]) -> set[str]:
    """The ids of the clauses, as written or as any alternative writes them, that read one of the terms."""
    written = [*cat.all_clauses(),
               *(c for ch in cat.choices for alt in ch.alternatives for c in (*alt.replace, *alt.add))]
    return {c.id for c in written if names & (terms_in(c.when) | terms_in(c.then))}


def _expressions(th: Theorem | Optimum) -> tuple[Expr, ...]:
    return (th.assume, th.claim, *th.lemmas) if isinstance(th, Theorem) else (th.assume, th.objective)


def theorems_reading(names: set[str]) -> set[str]:
    """The ids of the theorems and optima whose statement reads one of the terms."""
    return {th.id for th in THEOREMS if not isinstance(th, Reached)
            and names & {t for e in _expressions(th) for t in terms_in(e)}}


def _touched(cat: Catalogue, choice: Choice) -> tuple[set[str], set[str]]:
    """The clauses and the theorems a choice can change: those its alternatives replace or add, and those
    that read a term an alternative defines."""
    terms = {name for alt in choice.alternatives for name in alt.terms}
    clauses = {c.id for alt in choice.alternatives for c in (*alt.replace, *alt.add)} | clauses_reading(cat, terms)
    return clauses, theorems_reading(terms)


def reads_any(p: Planned, clauses: set[str], theorems: set[str]) -> bool:
    """Whether a planned check reads one of the clauses (its domain holds it) or is one of the theorems."""
    return p.id in theorems or any(isinstance(b, tuple) and b and b[0] in clauses for b in p.basis)


def with_picks(cat: Catalogue, reading: str, picks: Mapping[str, str]) -> tuple[Catalogue, str]:
    """``cat`` with one more reading: ``reading`` with ``picks`` (choice -> alternative) taken instead, named
    ``reading~choice=alternative~...``."""
    name = reading + "".join(f"~{c}={a}" for c, a in sorted(picks.items()))
    taken = ", ".join(f"{c}: {a}" for c, a in sorted(picks.items()))
    return cat.taking(name, reading, picks, f"Taken instead: {taken}."), name


Report = Callable[[str], None]


def choice_moves(cat: Catalogue, reading: str, budget: Budget = Budget(), world: bool = False,
                 told: Report | None = None, only: Iterable[str] | None = None) -> list[ChoiceMoves]:
    """For every choice (``only``: those named) and every alternative the reading does not pick, the checks
    that read the choice and the verdicts that move, against the verdicts recorded in ``proofs/expected``
    (``world``: against the reading's own run in the one world, which nothing records)."""
    wanted = None if only is None else set(only)
    base_picks = cat.reading(reading).picks
    base_plan = {p.id: p for p in planned(cat, reading, world)}
    recorded = {} if world else expected(reading)
    out = []
    for choice in cat.choices:
        if wanted is not None and choice.name not in wanted:
            continue
        clauses, theorems = _touched(cat, choice)
        picked = base_picks.get(choice.name, choice.literal.key)
        before_of = {pid: p.run(budget).status.value
                     for pid, p in base_plan.items() if reads_any(p, clauses, theorems)} if world else recorded
        for alt in choice.alternatives:
            if alt.key == picked:
                continue
            flipped, name = with_picks(cat, reading, {choice.name: alt.key})
            ran = 0
            moved = []
            plan = {p.id: p for p in planned(flipped, name, world)}
            for pid, p in plan.items():
                if not reads_any(p, clauses, theorems):
                    continue
                ran += 1
                after = p.run(budget).status.value
                before = before_of.get(pid, "new")
                if after != before:
                    moved.append(Moved(pid, before, after))
            # A check the other pick does away with (the vacuity of a clause it drops) moves to "gone".
            moved += [Moved(pid, before_of.get(pid, "new"), "gone") for pid, p in base_plan.items()
                      if pid not in plan and reads_any(p, clauses, theorems)]
            out.append(ChoiceMoves(reading, choice.name, picked, alt.key, ran, tuple(moved)))
            if told is not None:
                told(f"{reading}: {choice.name} = {alt.key} (not {picked}): {ran} checks ran, {len(moved)} moved")
    return out


def _combinations(choices: Iterable[Choice]) -> list[dict[str, str]]:
    listed = list(choices)
    return [dict(zip((c.name for c in listed), keys))
            for keys in itertools.product(*([a.key for a in c.alternatives] for c in listed))]


def finding_picks(cat: Catalogue, reading: str, budget: Budget = Budget(), world: bool = False,
                  told: Report | None = None, only: Iterable[str] | None = None) -> list[FindingPicks]:
    """Every finding recorded for ``reading`` (``world``: found in its run in the one world; ``only``: those
    of the checks named), run under every combination of the alternatives of the choices its check reads (one
    at a time past :data:`MOST_COMBINATIONS`)."""
    wanted = None if only is None else set(only)
    base = {p.id: p for p in planned(cat, reading, world) if wanted is None or p.id in wanted}
    recorded = expected(reading)
    found = [pid for pid, p in base.items()
             if (p.run(budget).status.value if world else recorded.get(pid)) == "finding"]
    touched = {c.name: _touched(cat, c) for c in cat.choices}
    by_name = {c.name: c for c in cat.choices}
    out = []
    for pid in found:
        reads = tuple(name for name, (clauses, theorems) in touched.items() if reads_any(base[pid], clauses, theorems))
        combos = _combinations(by_name[n] for n in reads)
        if len(combos) > MOST_COMBINATIONS:
            picks = cat.reading(reading).picks
            combos = [{**{n: picks.get(n, by_name[n].literal.key) for n in reads}, n: a.key}
                      for n in reads for a in by_name[n].alternatives]
            combos = list({tuple(sorted(c.items())): c for c in combos}.values())
        found_under, unknown_under, not_found = [], [], []
        for combo in combos:
            flipped, name = with_picks(cat, reading, combo)
            check = next((p for p in planned(flipped, name, world) if p.id == pid), None)
            status = check.run(budget).status.value if check is not None else "gone"
            if status == "finding":
                found_under.append(combo)
            elif status == "unknown":
                unknown_under.append(combo)
            else:
                not_found.append(combo)
        out.append(FindingPicks(reading, pid, reads, len(combos), tuple(found_under), tuple(unknown_under),
                                tuple(not_found)))
        if told is not None:
            told(f"{reading}: {pid} reads {len(reads)} choices; found under {len(found_under)} of {len(combos)}")
    return out


@dataclass(frozen=True)
class Picks:
    """What each pick of a reading moves and what each of its findings rests on."""

    reading: str
    choices: tuple[ChoiceMoves, ...]
    findings: tuple[FindingPicks, ...]

    def as_json(self) -> dict[str, Any]:
        return {"reading": self.reading, "choices": [asdict(c) for c in self.choices],
                "findings": [{**asdict(f), "words": f.words()} for f in self.findings]}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Picks:
        choices = tuple(ChoiceMoves(c["reading"], c["choice"], c["picked"], c["alternative"], int(c["ran"]),
                                    tuple(Moved(**m) for m in c["moved"])) for c in data["choices"])
        findings = tuple(FindingPicks(f["reading"], f["id"], tuple(f["choices"]), int(f["combinations"]),
                                      tuple(f["found_under"]), tuple(f["unknown_under"]),
                                      tuple(f["not_found_under"])) for f in data["findings"])
        return Picks(data["reading"], choices, findings)


def picks_of(cat: Catalogue, reading: str, budget: Budget = Budget(), told: Report | None = None) -> Picks:
    """Both questions answered for ``reading``, phase by phase as ``proofs/expected`` records its verdicts."""
    return Picks(reading, tuple(choice_moves(cat, reading, budget, told=told)),
                 tuple(finding_picks(cat, reading, budget, told=told)))


#: Where the answers are recorded, beside the verdicts they start from.
PICKS: Path = expected_path("picks")


def recorded_picks() -> dict[str, Picks]:
    """The recorded answers, by reading (empty if none is recorded)."""
    if not PICKS.exists():
        return {}
    data = json.loads(PICKS.read_text("utf-8"))
    return {r["reading"]: Picks.from_json(r) for r in data["readings"]}


def write_picks(found: list[Picks]) -> Path:
    """Record the answers for these readings (the others recorded are kept), written whole or not at all."""
    kept = {**recorded_picks(), **{p.reading: p for p in found}}
    write_recorded(PICKS, {"readings": [p.as_json() for p in kept.values()]})
    return PICKS
