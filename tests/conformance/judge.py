"""Judging the model's states by the spec: which breaches fail a test, which are explained.

The model is meant to follow the harmonised reading, the reading in which
the laws hold together. So, in every situation the model reaches:

- under the harmonised reading, every applicable clause must be kept (a
  disagreement found is mended in the model or the spec, and its test kept
  in :mod:`tests.conformance.test_disagreements`);
- under any other reading, a clause may be broken only where the readings
  differ: the harmonised version of the same clause is kept in the same
  situation (the model then departs from that reading exactly where the
  reading departs from the harmonised one; such departures are counted);
- an impossible situation (the domain's physics) is always a failure: the
  model, or its mapping onto the spec, is wrong;
- once an irregular action has been taken in a deal, the obligations and
  prohibitions it may have broken are not judged for the rest of the deal,
  nor is regularity; what the laws make of it (remedies, consequences,
  the frame of outcomes) still is.

The hand-reading scoring laws (61-64, 68, 69) presuppose that each player
declares in full what he holds; in a deal declared freely (sinking,
undercalling) they are not applicable (see :mod:`tests.conformance.players`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from piquet.conformance import MODEL_READING
from piquet.model.cards import format_cards
from piquet.conformance.situation import Situation, View, situation, situations
from piquet.model.state import DealState
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange import X
from piquet.spec.domains.play import CALLS_AND_PLAY
from piquet.spec.domains import DOMAINS
from piquet.spec.law import ClauseKind
from piquet.spec.vocabulary import Domain
from piquet.spec.evaluation import concludes
from piquet.testing.laws import Breach, laws_for

__all__ = ["MODEL_READING", "READINGS", "HAND_LAWS", "Verdicts", "judge", "describe",
           "ruled_outcomes", "kept_in_calls_and_play", "flip_is_reported"]

READINGS: tuple[str, ...] = tuple(catalogue().readings)

#: Laws that read the hands, not the calls: applicable only to deals declared in full.
HAND_LAWS = frozenset({"61", "62", "63", "64", "68", "69"})

#: Domains whose physics restricts values to a representative few (spec/domains/partie.py: "totals range over
#: a few representative scores"): real totals are judged by the clauses, not by that restriction.
SAMPLED_PHYSICS = frozenset({"partie-points"})

#: The penalty outcomes a deal can be started with (set by an irregularity outside the exchange domain).
PENALTIES = (X.elder_reckons_nothing.name, X.younger_reckons_nothing.name)


@dataclass
class Verdicts:
    """What judging found: failures (with their breach) and the explained departures, counted."""

    failures: list[tuple[str, Breach]]
    departures: dict[str, int]


_MEMO: dict[tuple[str, str, tuple[tuple[str, int | bool], ...], bool, frozenset[str]], tuple[Breach, ...]] = {}


def _breaches(domain: Domain, values: Situation, reading: str, regular: bool, given: frozenset[str],
              ) -> tuple[Breach, ...]:
    """The breaches of one view under one reading (remembered: the same situation is judged once)."""
    key = (domain.name, reading, tuple(sorted(values.items())), regular, given)
    if key not in _MEMO:
        if len(_MEMO) > 50_000:
            _MEMO.clear()
        laws = laws_for(domain, reading)
        physics = domain.name not in SAMPLED_PHYSICS
        _MEMO[key] = tuple(laws.judge(values, regular=regular, outcomes_given=given, physics=physics))
    return _MEMO[key]


def ruled_outcomes(state: DealState) -> frozenset[str]:
    """The outcomes (fresh deal, penalties...) that a clause the model's rulings cite concludes.

    An outcome may come from a law outside the domain being judged (a faced
    card voids the deal, Law 14, outside the exchange domain): the frame of
    that domain does not cover it, but the clause the model cites must.
    """
    by_id = {c.id: c for c in catalogue().clauses(MODEL_READING)}
    cited = [by_id[cid] for r in state.rulings for cid in r.clauses if cid in by_id]
    return frozenset(name for name in _OUTCOMES if any(concludes(c, name) for c in cited))


#: What a player must or must not do: an irregular act may break these; remedies and consequences still bind.
_ACTS = frozenset({ClauseKind.OBLIGATION, ClauseKind.PROHIBITION})

#: The domains whose irregularities are given facts (a miscall, an error in play or in counting): what a
#: player must or must not do there is what follows from the error, and binds in the irregular deal too.
_ERRORS_GIVEN = frozenset({CALLS_AND_PLAY.name})

_OUTCOMES = frozenset(v.name for d in DOMAINS for v in d.outcomes)

#: Every clause of the model's reading: a clause outside it is one another reading's alternative adds.
_MODEL_IDS = frozenset(c.id for c in catalogue().clauses(MODEL_READING))


def judge(views: tuple[View, ...], *, full: bool = True, regular: bool = True,
          penalties: tuple[bool, bool] = (False, False), ruled: frozenset[str] = frozenset()) -> Verdicts:
    """Judge every view under every reading; ``penalties`` are those the deal started with, ``ruled``
    the outcomes that clauses cited by the model's rulings conclude (see :func:`ruled_outcomes`)."""
    given = frozenset(name for name, on in zip(PENALTIES, penalties) if on) | ruled
    out = Verdicts([], {})
    # Exceptions from other domains (Law 44's waiver excepts every penalty) are judged on every view's values.
    context: Situation = {}
    for view in views:
        if "/" not in view.label:  # a per-player view repeats variable names; its values stay its own
            context.update(view.values)
    for view in views:
        values = view.values if "/" in view.label else {**context, **view.values}
        model = laws_for(view.domain, MODEL_READING)
        for reading in READINGS:
            for b in _breaches(view.domain, values, reading, regular, given):
                if b.clause is not None and b.clause.law in HAND_LAWS and not full:
                    continue
                if (not regular and b.clause is not None and b.clause.kind in _ACTS
                        and view.domain.name not in _ERRORS_GIVEN):
                    continue  # an irregular act breaks what it breaks; what follows from it is still judged
                if reading != MODEL_READING and b.clause is not None and b.clause.id in model.by_id:
                    same = model.by_id[b.clause.id]
                    kept = model.binds(same, values) if b.how == "breached" else model.regular(same, values)
                    if kept:
                        name = f"{reading}:{b.clause.id}"
                        out.departures[name] = out.departures.get(name, 0) + 1
                        continue
                if reading != MODEL_READING and b.clause is not None and b.clause.id not in _MODEL_IDS:
                    # A clause only this reading adds (the limits of Laws 21-22, literal): where the readings differ.
                    name = f"{reading}:{b.clause.id}"
                    out.departures[name] = out.departures.get(name, 0) + 1
                    continue
                out.failures.append((view.label, b))
    return out


def describe(state: DealState) -> str:
    """A state in a few lines, for failure messages."""
    lines = [
        f"phase={state.phase.name} to_move={state.to_move} tricks={len(state.tricks)} scores={state.scores}",
        f"dealt: elder {format_cards(state.dealt[0])} | younger {format_cards(state.dealt[1])}",
        f"now:   elder {format_cards(state.hands[0])} | younger {format_cards(state.hands[1])}",
        f"reckon_nothing={state.reckon_nothing} carte_blanche={state.carte_blanche} hand_scores={state.hand_scores} "
        f"play_points={state.play_points} first={state.elder_play_first} bonus={state.bonus}",
    ]
    lines += [f"  ruling: {r.kind} {r.clauses} holder={r.holder} chosen={r.chosen}" for r in state.rulings]
    lines += [f"  {e.text} {e.totals}" for e in state.events[-14:]]
    return "\n".join(lines)


def kept_in_calls_and_play(state: DealState, expected: Mapping[str, int | bool | None], what: str) -> None:
    """Assert that ``state`` is read in the calls-and-play domain with the ``expected`` values (None: left
    out), and that no law is broken in any view of it, under any reading."""
    values = situation(state, CALLS_AND_PLAY.name)
    assert {k: values.get(k) for k in expected} == expected, f"{what}: the domain reads\n{values}\n{describe(state)}"
    verdicts = judge(situations(state), regular=False, ruled=ruled_outcomes(state))
    assert not verdicts.failures, [f"{label}: {b}" for label, b in verdicts.failures]


def flip_is_reported(state: DealState, flipped: str, law: str, what: str) -> None:
    """Assert that the calls-and-play view of ``state``, with the flag ``flipped`` negated, breaks ``law``
    (a clause id, or an outcome no law concludes): the judgement can fail."""
    view = next(v for v in situations(state) if v.domain is CALLS_AND_PLAY)
    wrong = View(view.domain, view.label, {**view.values, flipped: not view.values[flipped]})
    verdicts = judge((wrong,), regular=False)
    assert any(b.key == law or (b.clause is not None and b.clause.id == law) for _, b in verdicts.failures), \
        f"{what} with {flipped} flipped: Law {law} is broken, the judge must say so: {verdicts.failures}"
