"""Conformance reads facts: what the model records of a miscall or an answer, never the clauses it cites.

The calls-and-play domain (Laws 52-54, 59 V; Cases XV-XVI) is read from what
the model records: each miscall made, each correction and whether a card had
been led, what the caller's cards showed when the first trick found a miscall
out (could he have held it, or did he only misname what he holds), whether
the elder retook his lead, each answer about a player's cards. Each reading
is checked both ways: the record agrees with the cards (a model that cited
the right clause but recorded the wrong fact fails here), and the reading
follows the record, not the citation (the rulings' clauses blanked, the
reading is the same; the record changed, the citations kept, it changes).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from piquet.model.actions import Answer, Call
from piquet.model.cards import FULL_PACK, Suit, suit_mask
from piquet.model.deal import DealState, apply, legal_actions
from piquet.model.declaring import Klass, Verdict
from piquet.model.irregular import Drop, Inform, Miscall, irregular_actions
from piquet.model.roles import Role
from piquet.conformance.situation import Situation, situation, situations
from piquet.model.state import MiscallFound, held
from piquet.spec.domains.calling import K
from piquet.spec.domains.play import CALLS_AND_PLAY, P

from tests.conformance.test_miscalls import WAYS, _elder_miscall, _first
from tests.conformance.test_play_errors import _one, _to_play
from tests.model.model_deals import arranged, describe, run

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def _read(state: DealState) -> Situation:
    return situation(state, CALLS_AND_PLAY.name)


def _uncited(state: DealState) -> DealState:
    """``state`` with every ruling citing no clause: the facts recorded are kept."""
    return replace(state, rulings=tuple(replace(r, clauses=()) for r in state.rulings))


def _truthful_answer_then_drop() -> DealState:
    """The elder answers truly how many he holds of a suit (Case XVI: no error), then a card is dropped."""
    state = _one(_to_play(1), Inform, lambda s: not s.in_play.answers[-1].misinforms)
    return _one(state, Drop)


#: States read in the calls-and-play domain: every way a miscall goes, and an error in play after a
#: truthful answer.
READ: dict[str, Callable[[], DealState]] = {**{way: make for way, (make, _) in WAYS.items()},
                                            "truthful answer, then a drop": _truthful_answer_then_drop}


@pytest.mark.case("XVI")
@pytest.mark.parametrize("way", list(READ))
def test_the_reading_does_not_depend_on_the_clauses_cited(way: str) -> None:
    state = READ[way]()
    assert _read(_uncited(state)) == _read(state), f"{way}: a reading follows the clauses cited\n{describe(state)}"


def _longest_suit_held(state: DealState, role: Role) -> int:
    """The most cards of one suit ``role`` holds or held in hand and discard together (Law 54's pool)."""
    pool = (held(state, role) | state.discards[role]) & FULL_PACK
    return max((pool & suit_mask(s)).bit_count() for s in Suit)


@pytest.mark.law("54")
@pytest.mark.parametrize("claim", [7, 8])
def test_a_miscall_found_out_records_whether_hand_and_discard_could_hold_it(claim: int) -> None:
    state = _first(_elder_miscall(claim))
    (found,) = state.in_calling.found
    could = _longest_suit_held(state, ELDER) >= claim
    assert found.note.claim == claim and found.could_hold is could and not found.misnomer, \
        f"Law 54: a point of {claim} against {_longest_suit_held(state, ELDER)} in one suit\n{describe(state)}"
    closing = [r for r in state.rulings if r.kind == Miscall.KIND][-1]
    assert "54.3" in closing.clauses, f"the ruling cites {closing.clauses} (54.3: on discovery of the error)"
    assert ("penalty" in [r.kind for r in state.rulings]) is could, "Law 54: the penalty only if he could have held it"
    assert _read(state)[K.impossible.name] is not could


#: The elder holds a quint to the king in spades; the younger holds the ace of spades, so the elder's quint
#: to the ace cannot be in his hand or discard: a misnomer (Law 53).
QUINT_ELDER = "KS QS JS 10S 9S AH KH 8H AC 8C AD 7D"
QUINT_YOUNGER = "AS 8S 7S QH JH 10H KC QC 10C 9C KD 9D"


def _misnamed() -> DealState:
    state = arranged(QUINT_ELDER, QUINT_YOUNGER)
    miscall = Miscall(Call(ELDER, Klass.SEQUENCE, 5, 7))
    while miscall not in irregular_actions(state):
        state = apply(state, legal_actions(state)[0])
    return _first(run(state, miscall, Answer(Klass.SEQUENCE, Verdict.GOOD)))


@pytest.mark.law("53")
def test_a_misnamed_sequence_is_recorded_as_a_misnomer_and_read_so() -> None:
    state = _misnamed()
    (found,) = state.in_calling.found
    spades = held(state, ELDER) & suit_mask(Suit.SPADES)
    assert spades & 0b1111100 == 0b1111100 and not (held(state, ELDER) | state.discards[ELDER]) >> 7 & 1, \
        "the elder holds a quint to the king, and neither holds nor discarded the ace of spades"
    assert found.misnomer and not found.could_hold, f"Law 53: {found}\n{describe(state)}"
    assert [r.clauses for r in state.rulings if r.kind == Miscall.KIND][-1] == ("53.1",)
    values = _read(state)
    assert values[K.names_wrongly.name] is True and values[K.impossible.name] is True, values


def _with_found(state: DealState, change: Callable[[MiscallFound], MiscallFound]) -> DealState:
    found = tuple(change(f) for f in state.in_calling.found)
    return replace(state, in_calling=state.in_calling._replace(found=found))


@pytest.mark.law("53")
def test_the_claim_found_out_is_read_from_the_record() -> None:
    state = _first(_elder_miscall(8))  # he could not have held it: liable to no penalty
    assert _read(state)[K.impossible.name] is True
    assert _read(_with_found(state, lambda f: f._replace(could_hold=True)))[K.impossible.name] is False, \
        "a claim recorded as one he could have held is read so, whatever the ruling cites"
    misnomer = _misnamed()
    assert _read(_with_found(misnomer, lambda f: f._replace(misnomer=False)))[K.names_wrongly.name] is False, \
        "a misnomer recorded as none is read so, whatever the ruling cites (53.1)"


@pytest.mark.parametrize("way, when", [("corrected before the lead", 1), ("corrected after the lead, played on", 2)])
def test_when_a_miscall_was_corrected_is_read_from_the_record(way: str, when: int) -> None:
    state = WAYS[way][0]()
    (correction,) = state.in_calling.corrected
    assert correction.after_lead is (when == 2) and _read(state)[K.overcall_corrected.name] == when
    moved = replace(state, in_calling=state.in_calling._replace(corrected=(correction._replace(after_lead=when == 1),)))
    assert _read(moved)[K.overcall_corrected.name] == 3 - when, "the correction's timing is the record's"


@pytest.mark.parametrize("way", ["corrected after the lead, retaken", "corrected after the lead, played on"])
def test_the_lead_retaken_is_read_from_the_record(way: str) -> None:
    state = WAYS[way][0]()
    retaken = state.in_calling.lead_retaken
    assert retaken is way.endswith("retaken"), describe(state)
    values = _read(state)
    assert values[K.retakes_lead.name] is retaken and values[P.retaken.name] is retaken
    flipped = replace(state, in_calling=state.in_calling._replace(lead_retaken=not retaken))
    assert _read(flipped)[K.retakes_lead.name] is not retaken, "the lead retaken is the record's"


@pytest.mark.law("59")
@pytest.mark.case("XVI")
def test_a_truthful_answer_is_no_error_by_the_record() -> None:
    state = _truthful_answer_then_drop()
    (answer,) = state.in_play.answers
    declared = state.rulings[answer.ruling]
    assert declared.kind == Inform.KIND and not answer.misinforms, f"Case XVI: {answer}\n{describe(state)}"
    assert _read(state)[P.error.name] == 1, "the one error is the card dropped (Law 59 I)"
    false = replace(state, in_play=state.in_play._replace(answers=(answer._replace(said=answer.holds + 1),)))
    assert not any(v.domain is CALLS_AND_PLAY for v in situations(false)), \
        "an answer recorded as misinforming is a second error: the deal is no longer read in the domain"


def test_a_deal_whose_record_holds_no_miscall_is_not_read_as_one() -> None:
    state = _first(_elder_miscall(8))
    unrecorded = replace(state, in_calling=state.in_calling._replace(called=(), found=()))
    assert not any(v.domain is CALLS_AND_PLAY for v in situations(unrecorded)), \
        "the miscall is read from the record of the calls, not from a ruling citing 52.1"
