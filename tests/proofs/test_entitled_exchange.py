"""Law 44 amended (the census's Amendment A, ``law-44-scored-as-entitled``): where a player has taken in or kept
a card too many, his adversary may elect to score the deal as though he had taken in only the cards he was
entitled to. Z3, over the exchange's events, under each reading, as printed and in the amended edition.

What the sentence gives: the adversary's election frees the offender of reckoning nothing (the deal is scored,
on the lawful exchange's cards). What it does not: the offender's escape from the penalty on his own, or the
election of a penalty for anything but a card too many (Law 27's card exposed, Law 33's card left taken up).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
import z3

from piquet.proofs.checks import Budget
from piquet.proofs.encoding import Encoding
from piquet.proofs.verify import amend, judged
from piquet.spec.amendments import AMENDMENTS, SCORED_AS_ENTITLED, amended, amendment, edition
from piquet.spec.catalogue import catalogue
from piquet.spec.domains.exchange_events import EXCHANGE_EVENTS
from piquet.spec.evaluation import domain_clauses
from piquet.spec.law import ClauseKind

READINGS = sorted(catalogue().readings)
#: The deal goes on (no fresh deal), and no one waives: the ground each case adds its acts to.
_ON = {"fresh_deal": False, "elder_waives_penalty": False, "younger_waives_penalty": False,
       "elder_elects_entitled_exchange": False, "younger_elects_entitled_exchange": False}
#: Law 25: the younger hand takes back a card of his discard after taking up a card of the stock.
_RETAKES = {**_ON, "younger_retakes_discard": True}
#: Law 29: the younger hand mixes with his hand one of the top five cards.
_MIXES = {**_ON, "younger_mixes_top": True}


def _lawful(reading: str, amend: bool, values: dict[str, bool]) -> bool:
    """Whether the laws allow a course of the exchange's events with ``values``, its offence committed: under
    ``reading`` as printed, or in the amended edition under it. The physics, the closed world of outcomes and
    every clause that rules what follows bind; the prohibitions do not (the offence breaks one: Law 24's, for a
    card of the discard taken back)."""
    cat, name = amended(catalogue(), edition(reading)) if amend else (catalogue(), reading)
    clauses = cat.clauses(name)
    enc = Encoding(EXCHANGE_EVENTS, domain_clauses(EXCHANGE_EVENTS, clauses), clauses)
    cp = enc.copy()
    ruling = [f for cid, f in cp.binding.items() if enc.by_id[cid].kind is not ClauseKind.PROHIBITION]
    s = z3.Solver()
    s.add(cp.physics, *ruling, *(cp.env[k] == v for k, v in values.items()))
    answer = s.check()
    assert answer != z3.unknown, f"{name}: the solver could not decide {values}"
    return bool(answer == z3.sat)


def test_the_amendment_is_proposed_and_in_the_edition() -> None:
    a = amendment(SCORED_AS_ENTITLED)
    assert a in AMENDMENTS and a.laws == ("44",)
    assert any(ch.law == "44" and "entitled" in ch.amended for ch in edition().changes), \
        "the amended edition leaves out Law 44's election of the lawful exchange"


@pytest.mark.law("44")
@pytest.mark.parametrize("reading", READINGS)
def test_the_amendment_creates_no_finding_under_either_reading(reading: str) -> None:
    # It answers no recorded finding (the census's profit is no inconsistency of the Laws), so it is written for
    # no one reading: piquet verify --amend proves it under each, as here.
    a = replace(amendment(SCORED_AS_ENTITLED), reading=reading)
    verdicts = amend(a, Budget())
    kept, new = judged(a, verdicts)
    assert not kept and not new, f"{a.name} under the {reading} reading creates {new}"
    assert any(v.ran for v in verdicts if v.id.endswith("44.1")), f"{a.name}: no check of Law 44 ran again"


@pytest.mark.law("25", "29", "44")
@pytest.mark.parametrize("reading", READINGS)
@pytest.mark.parametrize("offence", [_RETAKES, _MIXES], ids=["law-25", "law-29"])
def test_the_adversary_may_elect_to_score_the_entitled_exchange(reading: str, offence: dict[str, bool]) -> None:
    elected = {**offence, "elder_elects_entitled_exchange": True, "younger_reckons_nothing": False}
    assert _lawful(reading, True, elected), (
        f"{reading}, amended: the elder hand elects to score the deal as though the younger hand had taken in only "
        f"the cards he was entitled to ({offence}), yet the younger hand must still reckon nothing")
    assert not _lawful(reading, False, elected), (
        f"{reading}, as printed: Law 44 offers no such election, yet the younger hand escapes reckoning nothing "
        f"where the elder hand neither waives nor has a fresh deal ({offence})")
    # Elected, he is scored: the penalty of reckoning nothing is not enforced as well.
    assert not _lawful(reading, True, {**elected, "younger_reckons_nothing": True}), \
        f"{reading}, amended: the younger hand reckons nothing though the elder hand elected to score the deal"


@pytest.mark.law("25", "29", "44")
@pytest.mark.parametrize("reading", READINGS)
@pytest.mark.parametrize("offence", [_RETAKES, _MIXES], ids=["law-25", "law-29"])
def test_the_offender_cannot_escape_the_penalty_himself(reading: str, offence: dict[str, bool]) -> None:
    # The adversary neither waives nor elects: the card too many still scores nothing; and the offender's own
    # election (as if of his adversary's card too many) frees nothing of his.
    for own in (False, True):
        course = {**offence, "younger_elects_entitled_exchange": own, "younger_reckons_nothing": False}
        assert not _lawful(reading, True, course), (
            f"{reading}, amended: the younger hand escapes reckoning nothing for a card too many ({offence}) "
            f"without the elder hand's election{' (by his own)' if own else ''}")


@pytest.mark.law("27", "33", "44")
@pytest.mark.parametrize("reading", READINGS)
def test_the_election_is_only_of_a_card_too_many(reading: str) -> None:
    # Law 27: the younger hand exposes one of the top five, not mixing it; Law 33: the elder hand takes up the
    # cards he left. Neither is a card kept too many (none is committed beside it, nor are the elder hand's cards
    # remaining on the stock taken up, which Law 29 excuses): the election cannot free their penalty.
    exposed = {**_ON, "younger_takes_up_top": True, "younger_mixes_top": False, "younger_takes_up_remaining": False,
               "younger_retakes_discard": False, "younger_plays_over_twelve": False,
               "elder_elects_entitled_exchange": True, "younger_reckons_nothing": False}
    left = {**_ON, "elder_left_cards": True, "elder_takes_up_left": True, "elder_mixes_younger_cards": False,
            "elder_retakes_discard": False, "elder_plays_over_twelve": False,
            "younger_elects_entitled_exchange": True, "elder_reckons_nothing": False}
    for law, course, adversary in (("27", exposed, "elder"), ("33", left, "younger")):
        assert not _lawful(reading, True, course), \
            f"{reading}, amended: the {adversary} hand's election frees the penalty of Law {law}: {course}"
        # The course is one the laws allow when the penalty is waived (Law 44): the election alone is refused.
        assert _lawful(reading, True, {**course, f"{adversary}_waives_penalty": True}), \
            f"{reading}: Law {law}'s course is impossible even waived, so the test shows nothing: {course}"
