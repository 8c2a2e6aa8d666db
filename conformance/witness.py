"""Concrete deals for the scoring theorems, found by search and played through the model.

A bound proved by Z3 says no deal scores more; a witness shows one that
scores exactly that much. :func:`search_highest_deal` walks the holdings
that reckon the most in hand (Z3, best first); for each it asks Z3 for an
adversary hand that scores nothing against it (the spec's own keys of
Laws 62-64), and a small search for a capot the two hands can play.
The deal is laid out as a ``piquet-record/1`` record: the elder hand is
dealt a carte blanche and takes in the holding's court cards.

:func:`reached` is the check ``piquet verify`` runs on each stored witness:
the model replays the record under the reading's picks (a repique and a
pique in one deal, the last trick of a hand played short: the choices that
move a score), and the spec's clauses score the final situation under the
reading; the check is proved when that score is the
bound and the model's own score agrees. A witness of a hand's optimum is
scored in hand for its holder: by the model, by the optimum's objective on
his holding, and by the clauses where the scoring domain reads the deal.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import z3

from piquet.model.errors import InputError
from piquet.model.cards import COURT_MASK, FULL_PACK, cards_in, format_card, format_cards, suit_mask
from piquet.model.deal import DealState
from piquet.model.roles import Role
from piquet.model.state import Phase, held
from piquet.model.variants import HARMONISED_PICKS, Picks
from piquet.conformance.situation import scoring_values, situation
from piquet.proofs.encode import to_z3
from piquet.proofs.result import CheckResult, Status, Witness
from piquet.proofs.theorems import SHORT_DEAL, Optimum, Reached
from piquet.records import parse_record
from piquet.records.replay import replay
from piquet.records.io import read_json
from piquet.spec.domains.scoring import HOLDING, ONE_HAND, SCORING, S
from piquet.spec.evaluation import derive
from piquet.spec.expr import Expr, evaluate
from piquet.spec.law import Clause, law_sort_key
from piquet.spec.laws.scoring import point_key, sequence_key, set_key

__all__ = ["capot_line", "harmless_adversaries", "deal_record", "search_highest_deal", "reached", "confirm_exchange"]

Record = dict[str, object]


def capot_line(elder: int, younger: int) -> list[int] | None:
    """Cards in the order they fall for the elder hand to win every trick, the younger hand obliging.

    The younger hand follows suit when he can (and must play under the
    card led), else throws any card; the elder hand leads every trick.
    """
    @lru_cache(maxsize=None)
    def line(e: int, y: int) -> tuple[int, ...] | None:
        if not e:
            return ()
        for lead in cards_in(e):
            follow = y & suit_mask(lead >> 3)
            replies = [c for c in cards_in(follow) if c < lead] if follow else list(cards_in(y))
            for reply in replies:
                rest = line(e & ~(1 << lead), y & ~(1 << reply))
                if rest is not None:
                    return (lead, reply, *rest)
        return None

    found = line(elder, younger)
    return None if found is None else list(found)


def _value(f: Any, hand: int) -> int:
    return int(evaluate(f(HOLDING), {HOLDING.name: hand}))


def harmless_adversaries(holding: int) -> Iterator[int]:
    """Twelve-card hands that score nothing against ``holding`` in hand (Z3 over the spec's keys)."""
    other = z3.BitVec("adversary", 32)
    env: dict[str, Any] = {HOLDING.name: other}
    s = z3.Solver()
    s.add(to_z3(ONE_HAND.physics, env))  # twelve cards
    s.add(other & holding == 0, other & COURT_MASK != 0)  # disjoint; no carte blanche (Law 18)
    for f in (point_key, sequence_key, set_key):  # every class the holding's (Laws 62-64)
        s.add(to_z3(f(HOLDING), env) < _value(f, holding))
    while s.check() == z3.sat:
        hand = int(s.model().eval(other).as_long())
        yield hand
        s.add(other != hand)


def deal_record(holding: int, younger: int, play: list[int]) -> Record | None:
    """A lawful deal in which the elder hand, dealt a carte blanche, ends with ``holding``."""
    courts = holding & COURT_MASK
    k = courts.bit_count()
    spare = list(cards_in(FULL_PACK & ~holding & ~younger))  # 8 cards: his discard, the younger's, the rest
    non_court = [c for c in spare if not COURT_MASK >> c & 1]
    if not 1 <= k <= 5 or len(non_court) < k:
        return None
    elder_discard = non_court[:k]  # Law 21: he exchanges k cards of his carte blanche for the courts
    rest = [c for c in spare if c not in elder_discard]
    younger_cards = list(cards_in(younger))
    # The younger hand discards one card and takes the top card left (Law 22).
    stock = list(cards_in(courts)) + younger_cards[:1] + rest[1:]
    return {
        "format": "piquet-record/1", "variant": "rubicon",
        "tags": {"witness": "the highest score one deal can bring the elder hand"},
        "deals": [{
            "dealer": "B", "scores_before": {"A": 0, "B": 0},
            "hands": {"A": [format_card(c) for c in list(cards_in(holding & ~COURT_MASK)) + elder_discard],
                      "B": [format_card(c) for c in younger_cards[1:] + rest[:1]]},
            "stock": [format_card(c) for c in stock],
            "exchange": {"A": {"discard": [format_card(c) for c in elder_discard]},
                         "B": {"discard": [format_card(rest[0])]}},
            "play": [format_card(c) for c in play],
        }],
    }


def search_highest_deal(objective: Expr, assume: Expr, start: int, budget_s: float = 120.0,
                        ) -> tuple[int, Record] | None:
    """The best holding value (from ``start`` down) for which a whole deal exists, and the deal."""
    hand = z3.BitVec("holding", 32)
    env: dict[str, Any] = {HOLDING.name: hand}
    s = z3.Solver()
    s.add(to_z3(ONE_HAND.physics, env), to_z3(assume, env))  # twelve cards
    goal = to_z3(objective, env)
    deadline = time.monotonic() + budget_s
    for value in range(start, 0, -1):
        s.push()
        s.add(goal == value)
        while time.monotonic() < deadline and s.check() == z3.sat:
            holding = int(s.model().eval(hand).as_long())
            s.add(hand != holding)
            for tries, younger in enumerate(harmless_adversaries(holding)):
                play = capot_line(holding, younger)
                record = deal_record(holding, younger, play) if play else None
                if record is not None:
                    return value, record
                if tries > 40:
                    break
        s.pop()
    return None


def reached(theorem: Reached, bound: Expr, clauses: tuple[Clause, ...], picks: Picks = HARMONISED_PICKS,
            ) -> CheckResult:
    """Replay the stored witness under ``picks``, the model's picks of the reading checked
    (:func:`~piquet.model.variants.picks_of`); the spec scores it under the reading; proved when it meets
    ``bound``.

    The score is the ``holder``'s total for the deal (read in the short-deal domain where a hand was played
    short), or, for a witness of an optimum, what its holder
    reckons in hand (:func:`_in_hand`). Proved only when the spec's score is the bound and the model's replay
    scores the same; a spec's score off the bound is a finding, a model's off the spec's unknown.
    """
    start = time.perf_counter()
    path = Path(theorem.record)
    try:
        state = replay(parse_record(read_json(str(path))), picks=picks).deals[0].state
    except (InputError, OSError) as err:
        return _result(theorem, Status.UNKNOWN, start, reason=f"witness {path.name} cannot be replayed: {err}")
    target = int(evaluate(bound, {}))
    if theorem.optimum is not None:
        return _in_hand(theorem, theorem.optimum, state, target, clauses, start)
    given = _short_given(state) if theorem.short else _scoring_given(state)
    if given is None:
        return _result(theorem, Status.UNKNOWN, start, reason=f"witness {path.name} replays to a deal the "
                       f"{'short-deal' if theorem.short else 'scoring'} domain does not read (a hand short or long, "
                       "or an irregularity): the spec cannot score it")
    role = Role.ELDER if theorem.holder == "elder" else Role.YOUNGER
    side = S.elder if role is Role.ELDER else S.younger
    spec_score = int(derive(clauses, given)[side.total.name])
    extra: dict[str, Any] = {"elder_hand": format_cards(int(given[S.elder.hand.name])),
                             "younger_hand": format_cards(int(given[S.younger.hand.name])), "holder": theorem.holder}
    shown: dict[str, int | bool] = {k: v for k, v in given.items() if not k.endswith("_hand")}
    return _judged(theorem, start, (spec_score,), state.scores[role], target, extra, shown,
                   f"The spec scores the {theorem.holder} hand {spec_score}; the model {state.scores[role]}")


def _in_hand(theorem: Reached, optimum: Optimum, state: DealState, target: int, clauses: tuple[Clause, ...],
             start: float) -> CheckResult:
    """What the witness's holder reckons in hand (Law 67's classes I-IV), by the model, by the optimum's
    objective on his final holding, and by the spec's clauses where the scoring domain reads the deal (both
    hands of twelve, played regularly: a hand played short, Law 30, is outside it)."""
    role = Role.ELDER if theorem.holder == "elder" else Role.YOUNGER
    side = S.elder if role is Role.ELDER else S.younger
    holding = held(state, role)
    objective = int(evaluate(optimum.objective, {HOLDING.name: holding}))
    spec = [objective]
    given = _scoring_given(state)
    if given is not None:
        spec.append(int(evaluate(side.hand_score, derive(clauses, given))))
    model_score = sum(state.hand_scores[role])
    # The rulings the replay made (a hand played short: Laws 30, 57), and whether the holder reckons nothing.
    rulings = [f"{r.kind} ({', '.join(r.clauses)})" for r in state.rulings]
    extra: dict[str, Any] = {"holder": theorem.holder, "holding": format_cards(holding), "objective": objective,
                             "clauses_score": None if given is None else spec[-1], "rulings": rulings,
                             "reckons_nothing": state.reckon_nothing[role]}
    said = (f"The {theorem.holder} hand holds {format_cards(holding)}: the optimum's objective gives it {objective}; "
            + ("the scoring domain does not read the deal (a hand played short or an irregularity)" if given is None
               else f"the spec's clauses score it {spec[-1]} in hand")
            + f"; the model reckons {model_score}")
    return _judged(theorem, start, tuple(spec), model_score, target, extra, {side.hand.name: holding}, said)


def _scoring_given(state: DealState) -> dict[str, int | bool] | None:
    """The scoring domain's given values at the end of the replay; None where the domain does not read the deal."""
    try:
        values = situation(state, SCORING.name)
    except ValueError:  # a hand short or long, or an irregularity: judged in other domains
        return None
    names = {v.name for v in SCORING.given}
    return {k: v for k, v in values.items() if k in names}


def _short_given(state: DealState) -> dict[str, int | bool] | None:
    """The short-deal domain's given values at the end of a replay in which a hand played short (Laws 30, 57):
    the scoring domain's variables as the model's deal has them; None where no hand was short."""
    if state.phase is not Phase.OVER or all(held(state, role).bit_count() == 12 for role in Role):
        return None
    names = {v.name for v in SHORT_DEAL.given}
    return {k: v for k, v in scoring_values(state).items() if k in names}


def _judged(theorem: Reached, start: float, spec: tuple[int, ...], model_score: int, target: int,
            extra: dict[str, Any], shown: dict[str, int | bool], said: str) -> CheckResult:
    """The verdict on a replayed witness: a finding where a spec's score misses ``target``; proved where the
    model's score agrees; else unknown (a bound the clauses reach and no replay confirms is not proved)."""
    agrees = all(score == model_score for score in spec)
    explain = f"{theorem.explain} {said}" + ("." if agrees else ": the replay does not confirm it.")
    witness = Witness(shown, (), (), 1, 0, explain, confirmed_by_model=agrees)
    extra = {"value": spec[0], "bound": target, "model_score": model_score, "record": Path(theorem.record).name,
             **extra}
    if any(score != target for score in spec):
        return _result(theorem, Status.FINDING, start, witness, extra)
    return _result(theorem, Status.PROVED if agrees else Status.UNKNOWN, start, witness, extra,
                   "" if agrees else f"the spec under this reading scores the stored deal {spec[0]}, the bound, "
                   f"but the model's replay under the reading's picks scores it {model_score}: no replay confirms "
                   "the bound")


def _result(theorem: Reached, status: Status, start: float, witness: Witness | None = None,
            extra: dict[str, Any] | None = None, reason: str = "") -> CheckResult:
    laws = tuple(sorted(theorem.laws, key=law_sort_key))
    return CheckResult(theorem.id, "reached", theorem.title, laws, status, time.perf_counter() - start, witness,
                       extra=extra or {}, reason=reason)


def confirm_exchange(result: CheckResult, clause: Clause) -> CheckResult:
    """An exchange entitlement's finding, confirmed against the exchanges the model allows there.

    At the witness's counts the model's count rules (:func:`piquet.model.counts.exchange_bounds`)
    give every lawful (discard, take) for the elder hand; the finding is confirmed when none of
    them exercises the right, as the spec says.
    """
    from piquet.model.counts import exchange_bounds
    from piquet.model.roles import Role
    from piquet.spec.domains.exchange import X

    w = result.witness
    if result.status is not Status.FINDING or w is None or not w.situation:
        return result
    given = {k: v for k, v in w.situation.items() if k in {v.name for v in X.domain().given}}
    bounds = exchange_bounds(Role.ELDER, int(given["elder_dealt"]), int(given["stock"]),
                             announced=bool(given["announced"]))
    exercised = False
    for take in range(bounds.low, bounds.high + 1):
        values = {**given, "elder_takes": take, "elder_discards": take + bounds.surplus, "fresh_deal": False}
        try:
            exercised |= bool(evaluate(clause.then, values))
        except KeyError:  # the right reads the younger hand's exchange: not the elder's to confirm here
            return result
    confirmed = replace(w, confirmed_by_model=not exercised,
                        explanation=w.explanation + f" The model allows the elder hand to take in {bounds.low} to "
                        f"{bounds.high} cards here" + (", none of which exercises the right." if not exercised
                                                        else ", one of which exercises it: the model disagrees."))
    return replace(result, witness=confirmed)
