"""The whole specification: every law, every choice, the readings, and coverage.

:func:`catalogue` assembles the law modules once. :meth:`Catalogue.clauses`
gives the clauses in force under a reading, terms resolved and replacements
made: this is what the Z3 encoding, the model checks and the rulebook read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache

from piquet.spec.evaluation import concludes
from piquet.spec.expr import Expr, resolve
from piquet.spec.law import Clause, Governs, Law, Status, law_sort_key
from piquet.spec.laws import MODULES
from piquet.spec.readings import HARMONISED, LITERAL, Choice, Reading
from piquet.spec.source import laws_text

__all__ = ["Catalogue", "catalogue"]


@dataclass(frozen=True, eq=False)
class Catalogue:
    """All laws (keyed ``"1"``..``"78"``, ``"cent-N"``, ``"agree-NAME"``), choices and readings."""

    laws: Mapping[str, Law]
    choices: tuple[Choice, ...]
    readings: Mapping[str, Reading]

    def law(self, key: str) -> Law:
        return self.laws[key]

    def reading(self, name: str) -> Reading:
        return self.readings[name]

    def taking(self, name: str, reading: str, picks: Mapping[str, str], says: str,
               choices: tuple[Choice, ...] = ()) -> Catalogue:
        """This catalogue with one more reading, ``name``: ``reading`` with ``picks`` (choice -> alternative)
        taken instead, described as ``reading``'s description followed by ``says``; ``choices`` are added first
        (an amendment's)."""
        base = self.readings[reading]
        chosen = Reading(name, f"{base.describe} {says}".rstrip(), {**base.picks, **picks})
        return replace(self, choices=(*self.choices, *choices), readings={**self.readings, name: chosen})

    def all_clauses(self) -> tuple[Clause, ...]:
        """Every clause as written (literal, terms unresolved)."""
        return tuple(c for law in self.laws.values() for c in law.clauses)

    def terms(self, reading: str) -> dict[str, Expr]:
        """Every term's definition under ``reading`` (a term no picked alternative defines keeps its literal one)."""
        chosen = self.readings[reading]
        terms: dict[str, Expr] = {}
        for choice in self.choices:
            terms.update(chosen.pick(choice).terms)
        for choice in self.choices:
            for name, expr in choice.literal.terms.items():
                terms.setdefault(name, expr)
        return terms

    @cache
    def clauses(self, reading: str) -> tuple[Clause, ...]:
        """The clauses in force under ``reading``, terms resolved."""
        chosen = self.readings[reading]
        terms = self.terms(reading)
        replaced: dict[str, Clause] = {}
        added: list[Clause] = []
        # A paragraph's overrides under one choice are added to it whatever another choice replaces it with.
        overrides: dict[str, tuple[str, ...]] = {}
        for choice in self.choices:
            alt = chosen.pick(choice)
            replaced.update({c.id: c for c in alt.replace})
            added.extend(alt.add)
            for cid, laws in alt.overrides.items():
                overrides[cid] = (*overrides.get(cid, ()), *laws)
        out = []
        for c in (*self.all_clauses(), *added):
            c = replaced.get(c.id, c)
            out.append(replace(c, when=resolve(c.when, terms), then=resolve(c.then, terms),
                               overrides=(*c.overrides, *overrides.get(c.id, ()))))
        return tuple(_given_way(c, out) if c.yields else c for c in out)

    def clause(self, reading: str, clause_id: str) -> Clause:
        for c in self.clauses(reading):
            if c.id == clause_id:
                return c
        raise KeyError(clause_id)

    def exceptions_to(self, clause_id: str) -> tuple[str, ...]:
        """Clauses that the clause ``clause_id`` names as its exceptions (its ``except_as``)."""
        for c in self.all_clauses():
            if c.id == clause_id:
                return c.except_as
        raise KeyError(clause_id)

    def overrides(self, clause_id: str) -> tuple[str, ...]:
        """Clauses to which ``clause_id`` is an exception."""
        return tuple(c.id for c in self.all_clauses() if clause_id in c.except_as)

    def coverage(self) -> dict[str, object]:
        """Laws formalized / classified as conduct / not yet, over the 78 Laws and the rest."""
        counts = {s.value: 0 for s in Status}
        for law in self.laws.values():
            counts[law.status.value] += 1
        numbered = [law for law in self.laws.values() if law.number is not None]
        return {
            "laws": len(self.laws),
            "numbered_laws": len(numbered),
            "clauses": len(self.all_clauses()),
            "choices": len(self.choices),
            **counts,
            "not_yet_keys": [law.key for law in self.laws.values() if law.status is Status.NOT_YET],
        }


@cache
def catalogue() -> Catalogue:
    """The specification, assembled once from :mod:`piquet.spec.laws`."""
    laws: dict[str, Law] = {}
    choices: list[Choice] = []
    for module in MODULES:
        for law in module.LAWS:
            if law.key in laws:
                raise ValueError(f"Law {law.key} is defined twice ({module.__name__})")
            laws[law.key] = law
        choices.extend(module.CHOICES)
    # Nothing is silently skipped: a law no module defines yet is listed as "not yet".
    for number, source in laws_text().items():
        laws.setdefault(str(number), Law(str(number), source.section, source.text, Governs.CONDUCT))
    ordered = dict(sorted(laws.items(), key=lambda kv: law_sort_key(kv[0])))
    _check_links(ordered, choices)
    literal = Reading(LITERAL, "The text as written; exceptions exactly those it names.",
                      {c.name: c.literal.key for c in choices})
    harmonised = Reading(HARMONISED, "Each choice read so that the laws hold together, for the reason given.",
                         {c.name: c.default for c in choices})
    return Catalogue(ordered, tuple(choices), {LITERAL: literal, HARMONISED: harmonised})


def _given_way(c: Clause, clauses: list[Clause]) -> Clause:
    """``c`` with every other clause of ``clauses`` that orders or offers an outcome it yields to added to its
    exceptions, in the order of the clauses."""
    found = tuple(o.id for o in clauses if o.id != c.id and o.id not in c.except_as
                  and any(concludes(o, name) for name in c.yields))
    return replace(c, except_as=(*c.except_as, *found))


def _check_links(laws: Mapping[str, Law], choices: list[Choice]) -> None:
    """Every exception and cross-reference names something that exists: a clause as written, or one that an
    alternative of a choice adds (in a reading that does not take it, the exception cannot apply)."""
    ids = {c.id for law in laws.values() for c in law.clauses} | {
        c.id for choice in choices for alt in choice.alternatives for c in alt.add}
    for law in laws.values():
        for ref in law.see:
            if ref not in laws:
                raise ValueError(f"Law {law.key} refers to unknown Law {ref}")
        for c in law.clauses:
            for exc in c.except_as:
                # An exception in a law not yet formalized is allowed; a missing clause of a formalized law is not.
                owner = exc.rsplit(".", 1)[0]
                if owner in laws and laws[owner].clauses and exc not in ids:
                    raise ValueError(f"clause {c.id} names unknown exception {exc}")
            for overridden in c.overrides:
                # An au cent paragraph overrides clauses of the Laws of Piquet (spec.world), which must exist.
                if overridden not in ids or overridden.startswith("cent-") or not c.id.startswith("cent-"):
                    raise ValueError(f"clause {c.id} overrides {overridden}: not a clause of the Laws of Piquet")
