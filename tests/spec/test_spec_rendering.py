"""The rulebook shows every clause whole: named definitions keep each rendered formula short.

A formula that repeats (a hand's sequences, Law 63; the running totals of Law 67) is a named
definition, rendered by name in the clauses and once on its own.
"""

from __future__ import annotations

import pytest

from piquet.spec.catalogue import catalogue
from piquet.spec.expr import RENDER_LIMIT, Definition, definitions_in, evaluate, render, render_definition
from piquet.spec.laws.scoring import SEQUENCE_TOTAL, sequence_total
from piquet.spec.domains.scoring import S

LIMIT = RENDER_LIMIT


def _definitions() -> list[Definition]:
    cat = catalogue()
    return definitions_in(e for r in cat.readings for c in cat.clauses(r) for e in (c.when, c.then))


def test_every_clause_renders_in_at_most_a_thousand_characters() -> None:
    cat = catalogue()
    long = {(c.id, part, len(render(getattr(c, part))))
            for r in cat.readings for c in cat.clauses(r) for part in ("when", "then")
            if len(render(getattr(c, part))) > LIMIT}
    assert not long, f"clauses rendered past {LIMIT} characters (clause, part, length): {sorted(long)}"


def test_every_definition_renders_in_at_most_a_thousand_characters() -> None:
    long = {(d.heading, len(render_definition(d))) for d in _definitions() if len(render_definition(d)) > LIMIT}
    assert not long, f"definitions rendered past {LIMIT} characters: {sorted(long)}"


@pytest.mark.law("63")
def test_scoring_clauses_name_their_definitions() -> None:
    cat = catalogue()
    law63 = render(cat.clause("harmonised", "63.1").then)
    assert "sequences_won(the elder hand after the exchange, the younger hand after the exchange)" in law63, law63
    assert {"sequence_total", "sequence_key", "point_key", "repique", "pique"} <= {d.name for d in _definitions()}


@pytest.mark.law("63")
def test_a_call_means_its_body_with_the_arguments() -> None:
    # Law 63: a tierce (3) and a quart (4) in one suit, the seven to the nine and the knave to the ace.
    hand = sum(1 << r for r in (0, 1, 2, 4, 5, 6, 7))
    assert evaluate(sequence_total(S.elder.hand), {S.elder.hand.name: hand}) == 3 + 4
    assert render(sequence_total(S.elder.hand)) == "sequence_total(the elder hand after the exchange)"
    assert render_definition(SEQUENCE_TOTAL).startswith("sequence_total(hand) = ")
