"""The queries a verdict rests on, as SMT-LIB 2: recorded as the checks ask them, written with the report.

Every decisive solver query of a check goes through :func:`decide`, the
one seam between the checks and this module. It asks Z3 as before, and
while a :func:`recording` is open it keeps the query (the solver's
assertions and the assumptions, printed as SMT-LIB 2) with Z3's answer.
A query is decisive when the verdict reads its answer: the check's own
question, the clauses an entitlement holds against its right, a
theorem's lemmas and conjuncts, an optimum's bounds. The queries that
only shape a finding's explanation (its minimal sets of clauses, the
other situations that show it) are not recorded.

The SMT-LIB is Z3's printing (``Solver.to_smt2``), normalised to the
standard: Z3 prints an n-ary operator of one argument (``(and x)``,
``(+ x)``), which SMT-LIB forbids, and its own ``set-info`` and
``check-sat`` lines; :func:`normalise` replaces the first by the argument
and drops the others, and each query declares the logic ``ALL``.

:func:`write` writes one file per check, ``<reading>/<check>.smt2``
(:func:`file_name`): each query in a ``push``/``pop`` scope with the
answer its verdict needs as ``(set-info :status ...)``, so that any
SMT-LIB solver can re-check any verdict; and an index of them
(``index.json``). :func:`piquet.proofs.publish.publish` runs the
verification and writes them, for the rulebook.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import z3

from piquet.proofs.result import CheckResult, Query

__all__ = ["decide", "shown", "recording", "script", "normalise", "with_values", "witness_query", "file_name", "check_file",
           "write"]

_RECORDED: ContextVar[list[Query] | None] = ContextVar("recorded", default=None)


@contextmanager
def recording() -> Iterator[list[Query]]:
    """Within the block, every query asked through :func:`decide` is appended to the list yielded."""
    queries: list[Query] = []
    token = _RECORDED.set(queries)
    try:
        yield queries
    finally:
        _RECORDED.reset(token)


def decide(solver: Any, *assumptions: Any, asks: str, witnessed: bool = False) -> Any:
    """``solver.check(*assumptions)``, recorded as a :class:`Query` while a :func:`recording` is open.

    ``asks`` says in words what the query asks; ``witnessed`` marks the query whose models are the
    check's situations (its witness, or a vacuity's example): the witness query is this one with the
    situation's given values fixed (:func:`witness_query`).
    """
    answer = solver.check(*assumptions)
    queries = _RECORDED.get()
    if queries is not None:
        queries.append(Query(asks, script([*solver.assertions(), *assumptions]), str(answer), witnessed))
    return answer


def shown(solver: Any, *formulas: Any, asks: str) -> Any:
    """The query ``solver.check(*formulas)`` whose answer a model of an earlier query already shows (``sat``):
    recorded as :func:`decide` would record it, so that the second prover asks it too, but not asked of Z3
    again."""
    queries = _RECORDED.get()
    if queries is not None:
        queries.append(Query(asks, script([*solver.assertions(), *formulas]), str(z3.sat), False))
    return z3.sat


def script(formulas: list[Any]) -> str:
    """The SMT-LIB 2 of the conjunction of ``formulas`` (Z3 terms of one context): the logic, the
    declarations and the assertions, without ``check-sat``."""
    if not formulas:
        return "(set-logic ALL)\n"
    s = z3.Solver(ctx=formulas[0].ctx)
    s.add(*formulas)
    return "(set-logic ALL)\n" + normalise(s.to_smt2())


_TOKEN = re.compile(r'\|[^|]*\||"(?:[^"]|"")*"|;[^\n]*|[()]|[^\s()|";]+')

#: The n-ary operators Z3 may print with one argument (the argument is meant) or none (the identity, where
#: one exists). ``-`` is not among them: with one argument it negates.
_NARY: dict[str, str | None] = {"and": "true", "or": "false", "+": "0", "*": "1",
                                "bvadd": None, "bvmul": None, "bvand": None, "bvor": None, "bvxor": None}

#: Z3's own top-level commands, which the written scripts replace by theirs.
_DROPPED = ("set-info", "check-sat")


def normalise(text: str) -> str:
    """Z3's SMT-LIB as standard SMT-LIB 2.6: comments, ``set-info`` and ``check-sat`` dropped, an n-ary
    operator applied to one argument replaced by the argument, to none by its identity; one command a line.

    One pass over the tokens (the let-chains of a large query nest hundreds deep, so the text is never
    rebuilt level by level).
    """
    out: list[str | None] = []
    # Per open parenthesis: where it is in ``out``, and how many items it has so far (its head included).
    opened: list[list[int]] = []
    for m in _TOKEN.finditer(text):
        token = m.group()
        if token[0] == ";":
            continue
        if token == "(":
            opened.append([len(out), 0])
            out.append(token)
            continue
        if token != ")":
            out.append(token)
        else:
            at, items = opened.pop()
            head = out[at + 1] if items else None
            if head in _NARY and items <= 2 and (items == 2 or _NARY[head] is not None):
                out[at] = out[at + 1] = None  # "(op x)" -> "x"; "(op)" -> its identity
                if items == 1:
                    out[at] = _NARY[head]
            elif not opened and head in _DROPPED:
                del out[at:]
            else:
                out.append(token)
                if not opened:
                    out.append("\n")
                    continue
        if opened:
            opened[-1][1] += 1
        elif out and out[-1] != "\n":
            out.append("\n")
    return _joined(t for t in out if t is not None)


def _joined(tokens: Iterable[str]) -> str:
    """Tokens as text: a space between two, none after an opening or before a closing parenthesis."""
    parts: list[str] = []
    prev = "\n"
    for t in tokens:
        if prev not in ("(", "\n") and t not in (")", "\n"):
            parts.append(" ")
        parts.append(t)
        prev = t
    return "".join(parts)


_DECLARED = re.compile(r"^\(declare-fun (\|[^|]*\||\S+) \(\) (Int|Bool|\(_ BitVec (\d+)\))\)$", re.M)


def with_values(text: str, values: dict[str, int | bool]) -> str:
    """``text`` with each constant it declares under a name of ``values`` fixed to that value.

    The chosen variables of a check's copies are declared under other names (``name#1``), so fixing a
    situation's values fixes its given variables only.
    """
    fixed = []
    for m in _DECLARED.finditer(text):
        symbol, sort, width = m.group(1), m.group(2), m.group(3)
        name = symbol.strip("|")
        if name not in values:
            continue
        value = values[name]
        if sort == "Bool":
            literal = "true" if value else "false"
        elif width is not None:
            literal = f"(_ bv{int(value) % (1 << int(width))} {width})"
        else:
            literal = str(int(value)) if int(value) >= 0 else f"(- {-int(value)})"
        fixed.append(f"(assert (= {symbol} {literal}))\n")
    return text + "".join(fixed)


def witness_query(queries: list[Query], result: CheckResult) -> Query | None:
    """The query that confirms ``result``'s situation: the witnessed query (answered ``sat``) with the
    situation's given values fixed. Its answer is ``sat`` because Z3's model of that query gave the
    situation. None when the result shows no situation."""
    shown = result.witness.situation if result.witness is not None else result.example
    asked = [q for q in queries if q.witnessed and q.z3 == "sat"]
    if not shown or not asked:
        return None
    return Query(f"{asked[-1].asks}, at the situation shown", with_values(asked[-1].script, shown), "sat")


_UNSAFE = re.compile(r"[^A-Za-z0-9.@-]")


def file_name(check_id: str) -> str:
    """The file of a check's queries: its id, each character other than letters, digits, ``.``, ``@`` and
    ``-`` written ``_`` (``vacuity:21.1@exchange`` -> ``vacuity_21.1@exchange.smt2``)."""
    return _UNSAFE.sub("_", check_id) + ".smt2"


def check_file(result: CheckResult, reading: str) -> str:
    """One check's queries as one SMT-LIB 2 script: each in its own scope, with the answer it must give."""
    lines = [f"; piquet-laws, reading {reading}: {result.id}", f"; {result.title}",
             f"; verdict: {result.status.value}. It rests on the {len(result.queries)} queries below, each "
             "with the answer the verdict needs as its status.", "(set-logic ALL)"]
    for n, q in enumerate(result.queries, 1):
        answers = f"z3 {q.z3}" + ("" if q.cvc5 is None else f", cvc5 {q.cvc5}")
        body = q.script.removeprefix("(set-logic ALL)\n")
        lines += [f"; query {n}: {q.asks} ({answers})", "(push 1)", f"(set-info :status {q.z3})",
                  body.rstrip("\n"), "(check-sat)", "(pop 1)"]
    return "\n".join(lines) + "\n"


def write(directory: Path, readings: Mapping[str, Iterable[CheckResult]]) -> list[Path]:
    """Write each check's recorded queries to ``directory/<reading>/<file_name>``, and ``index.json``: per
    reading, each check's file, verdict and queries (what each asks, each prover's answer). The paths
    written, the index last."""
    index: dict[str, list[dict[str, Any]]] = {}
    written = []
    for reading, results in readings.items():
        folder = directory / reading
        folder.mkdir(parents=True, exist_ok=True)
        index[reading] = []
        for result in results:
            if not result.queries:
                continue
            path = folder / file_name(result.id)
            path.write_text(check_file(result, reading), "utf-8")
            written.append(path)
            index[reading].append({
                "id": result.id, "file": f"{reading}/{path.name}", "status": result.status.value,
                "queries": [{"asks": q.asks, "z3": q.z3, "cvc5": q.cvc5} for q in result.queries]})
    path = directory / "index.json"
    path.write_text(json.dumps({"readings": index}, indent=1) + "\n", "utf-8")
    return [*written, path]
