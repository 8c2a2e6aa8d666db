"""What the rulebook knows: the spec, the proof reports, and who cites what.

:class:`Rulebook` gathers them once per build and answers the questions the
pages ask (which checks concern a law, which choices touch it, which tests
and Cases cite it). It computes nothing about the laws themselves: the spec
and the reports are the only sources.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from piquet.proofs.result import CheckResult, Status as Verdict
from piquet.proofs.verify import AmendedVerdict
from piquet.proofs.effects import Effect
from piquet.spec.catalogue import Catalogue
from piquet.spec.expr import Term, leaves, terms_in
from piquet.spec.law import Clause, Law
from piquet.spec.laws import MODULES
from piquet.spec.readings import Alternative, Choice
from piquet.spec.source import cases_text, corrected

from rulebook.citations import Cited, ScenarioFile, TestUnit, cited
from rulebook.replays import Kept
from rulebook.reports import ReadingReport
from rulebook.smt2 import Published

__all__ = ["Rulebook", "Change"]


@dataclass(frozen=True)
class Change:
    """A clause that an alternative of a choice replaces or adds."""

    choice: Choice
    alternative: Alternative
    clause: Clause
    added: bool


@dataclass(frozen=True, eq=False)
class Rulebook:
    """The spec, one proof report per reading, and the citations found in the tests and Cases."""

    root: Path
    cat: Catalogue
    reports: Mapping[str, ReadingReport]
    units: tuple[TestUnit, ...]
    scenarios: tuple[ScenarioFile, ...]
    #: Each proposed amendment's verdicts under its amended reading, by name (:mod:`rulebook.amendments`).
    amendments: Mapping[str, tuple[AmendedVerdict, ...]] = field(default_factory=dict)
    #: Each check's queries in SMT-LIB 2, published with the site (:mod:`rulebook.smt2`; None: not written).
    smt2: Published | None = None
    #: The engine's texts on the Cases, kept between builds (:mod:`rulebook.replays`; by default none kept).
    kept: Kept = field(default_factory=Kept)
    #: One report per reading of the checks over each game's one world (``piquet verify --world``; by default none).
    world: Mapping[str, ReadingReport] = field(default_factory=dict)
    #: What each proposed amendment newly permits, forbids, grants and withdraws, by name (:mod:`piquet.proofs.
    #: effects`, as ``piquet verify --amend NAME`` shows it; by default none computed).
    effects: Mapping[str, tuple[Effect, ...]] = field(default_factory=dict)

    # -- the spec -------------------------------------------------------------
    @property
    def readings(self) -> tuple[str, ...]:
        return tuple(self.cat.readings)

    @cached_property
    def changes(self) -> tuple[Change, ...]:
        """Every clause replaced or added by an alternative of a choice."""
        return tuple(Change(ch, alt, c, added) for ch in self.cat.choices for alt in ch.alternatives
                     for added, clauses in ((False, alt.replace), (True, alt.add)) for c in clauses)

    @cached_property
    def clause_ids(self) -> frozenset[str]:
        """Every clause that has an anchor: those written in the laws and those alternatives add."""
        return frozenset(c.id for c in self.cat.all_clauses()) | {ch.clause.id for ch in self.changes if ch.added}

    def replacement(self, reading: str, clause_id: str) -> Change | None:
        """The change a reading makes to a clause written in the laws: the alternative it picks replaces it."""
        chosen = self.cat.reading(reading)
        for ch in self.changes:
            if not ch.added and ch.clause.id == clause_id and chosen.pick(ch.choice) is ch.alternative:
                return ch
        return None

    def added_clauses(self, key: str) -> list[Change]:
        """Clauses that only some alternative brings to law ``key``, each once."""
        seen: dict[str, Change] = {}
        for ch in self.changes:
            if ch.added and ch.clause.law == key:
                seen.setdefault(ch.clause.id, ch)
        return list(seen.values())

    @cached_property
    def term_phrases(self) -> dict[str, str]:
        """The phrase of every term the clauses use, by name."""
        exprs = [e for c in self.cat.all_clauses() for e in (c.when, c.then)]
        exprs += [e for ch in self.changes for e in (ch.clause.when, ch.clause.then)]
        return {leaf.name: leaf.phrase for e in exprs for leaf in leaves(e) if isinstance(leaf, Term)}

    def terms_of(self, choice: Choice) -> set[str]:
        return {name for alt in choice.alternatives for name in alt.terms}

    def choices_for(self, key: str) -> list[Choice]:
        """The choices that touch law ``key``: they name it, change one of its clauses or define its terms."""
        law = self.cat.law(key)
        used = {t for c in law.clauses for e in (c.when, c.then) for t in terms_in(e)}
        return [ch for ch in self.cat.choices
                if key in ch.laws or self.terms_of(ch) & used
                or any(c.law == key for alt in ch.alternatives for c in (*alt.replace, *alt.add))]

    @cached_property
    def module_of(self) -> dict[str, str]:
        """The file (relative to the repository) in which each law is formalized."""
        out: dict[str, str] = {}
        for module in MODULES:
            path = Path(module.__file__ or "").resolve()
            shown = path.relative_to(self.root).as_posix() if path.is_relative_to(self.root) else module.__name__
            for law in module.LAWS:
                out[law.key] = shown
        return out

    # -- citations ------------------------------------------------------------
    def cites(self, text: str) -> Cited:
        return cited(text, self.cat.laws, self.clause_ids, self.cases)

    @cached_property
    def cases(self) -> dict[str, str]:
        """Cases I-XXII by numeral, their text as printed."""
        return cases_text()

    @cached_property
    def refers_to(self) -> dict[str, list[str]]:
        """The laws each law refers to: its ``see`` and the laws its text names."""
        out: dict[str, list[str]] = {}
        for key, law in self.cat.laws.items():
            named = set(law.see) | self.cites(law.text).laws
            named.discard(key)
            out[key] = [k for k in self.cat.laws if k in named]
        return out

    def referred_by(self, key: str) -> list[str]:
        return [k for k, refs in self.refers_to.items() if key in refs]

    @cached_property
    def case_laws(self) -> dict[str, frozenset[str]]:
        return {n: self.cites(text).laws for n, text in self.cases.items()}

    def cases_citing(self, key: str) -> list[str]:
        """Cases whose text or scenario file cites law ``key``."""
        by_file = {s.case for s in self.scenarios if key in s.cites.laws}
        return [n for n, laws in self.case_laws.items() if key in laws or n in by_file]

    def tests_citing(self, key: str) -> list[TestUnit]:
        return [u for u in self.units if key in u.cites.laws]

    def spec_citing_case(self, numeral: str) -> Iterator[tuple[str, str]]:
        """(kind, key) of every law note and choice of the spec that cites Case ``numeral``."""
        for law in self.cat.laws.values():
            if any(numeral in self.cites(n).cases for n in law.notes):
                yield "law", law.key
        for ch in self.cat.choices:
            text = " ".join([ch.question, ch.reason, *(a.says for a in ch.alternatives)])
            if numeral in self.cites(text).cases:
                yield "choice", ch.name

    # -- proofs ---------------------------------------------------------------
    def checks_for(self, key: str) -> list[str]:
        """Ids of the checks concerning law ``key``, in report order across the readings."""
        ids: dict[str, None] = {}
        for rr in self.reports.values():
            ids.update((c.id, None) for c in rr.report.checks if key in c.laws)
        return list(ids)

    def findings(self, reading: str) -> list[CheckResult]:
        return [c for c in self.reports[reading].report.checks if c.status is Verdict.FINDING]

    def world_findings(self, reading: str) -> list[CheckResult]:
        """The findings of ``reading``'s one world (none when the world was not checked)."""
        rr = self.world.get(reading)
        return [] if rr is None else [c for c in rr.report.checks if c.status is Verdict.FINDING]

    def met_again(self, reading: str, check: CheckResult) -> CheckResult | None:
        """The phase-by-phase finding that a finding of the one world is, met again: the phases' finding with its
        id and its laws (``proofs/expected/found.json`` keeps its words there), or None."""
        phase = self.reports[reading].check(check.id)
        return phase if phase is not None and phase.status is Verdict.FINDING and phase.laws == check.laws else None

    def checks_concerning(self, key: str, reading: str) -> list[CheckResult]:
        """The checks of a reading that concern law ``key`` (those whose laws include it)."""
        return [c for c in self.reports[reading].report.checks if key in c.laws]

    # -- naming ---------------------------------------------------------------
    def title(self, key: str) -> str:
        """How a law is named: "Law 40", "Piquet au cent, paragraph 4", "By agreement: four deals"."""
        if key.isdigit():
            return f"Law {key}"
        kind, _, rest = key.partition("-")
        return f"Piquet au cent, paragraph {rest}" if kind == "cent" else f"By agreement: {rest.replace('-', ' ')}"

    def short(self, key: str) -> str:
        """A short name for tables and lists: "Law 40", "cent-4", "agree-four-deals"."""
        return f"Law {key}" if key.isdigit() else key

    def law(self, key: str) -> Law:
        return self.cat.law(key)

    @staticmethod
    def excerpt(text: str, limit: int = 70) -> str:
        flat = re.sub(r"[_*]", "", " ".join(corrected(text).split()))
        if len(flat) <= limit:
            return flat
        cut = flat.rfind(" ", 0, limit)
        return flat[: cut if cut > 0 else limit].rstrip(",;:") + " …"
