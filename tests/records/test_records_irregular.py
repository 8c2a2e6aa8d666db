"""Irregularities in piquet-record/1: the schema's kinds are the model's, they read and write back
unchanged, and a void deal leaves the partie's turn as it was."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any, cast

import pytest

from piquet.errors import InputError
from piquet.model.actions import Call, Play
from piquet.model.cards import Suit, card_set, cards_in, format_card, parse_card, parse_cards
from piquet.model.deal import DealState, Phase, apply, legal_actions
from piquet.model.declaring import Klass
from piquet.model.irregular import COUNT_ERRORS, IRREGULAR_KINDS, Irregular, LeadOutOfTurn, irregular_actions, MisExchange, RectifyDeal
from piquet.model.roles import Role
from piquet.model.state import Choice
from piquet.records import parse_record
from piquet.records.record import MISDEAL, Irregularity, record_to_json
from piquet.records.replay import action_of, replay
from piquet.records.schema import schema

from tests.records.records_samples import sample

CASES = sorted((Path(__file__).parent.parent / "cases").glob("case-*.json"))


def test_the_schema_names_every_irregular_action_of_the_model() -> None:
    kinds = set(schema()["$defs"]["irregularity"]["properties"]["kind"]["enum"])
    assert kinds == {k.KIND for k in IRREGULAR_KINDS} | {MISDEAL, "fresh deal accepted"}, \
        "each kind a record may name is an action of the model (or the misdeal, or an agreement)"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_a_record_with_irregularities_reads_and_writes_back_the_same(path: Path) -> None:
    data: Any = json.loads(path.read_text("utf-8"))["record"]
    again = record_to_json(parse_record(data))
    assert parse_record(again) == parse_record(data), "nothing is lost in writing a record back"
    deals = cast(list[dict[str, Any]], again["deals"])
    assert [d.get("irregularities") for d in deals] == [d.get("irregularities") for d in data["deals"]]


@pytest.mark.law("14", "16")
def test_a_void_deal_scores_nothing_and_the_same_turn_comes_again() -> None:
    """Law 14: a faced card in the pack; the fresh deal is dealt again by the same dealer (the Laws do not
    say who deals a fresh deal; Law 16 only names the right dealer after a deal out of turn)."""
    deal = sample("minimal")["deals"][0]
    void = {"dealer": "B", "hands": deal["hands"], "stock": deal["stock"],
            "irregularities": [{"kind": "faced card", "card": "AH", "law": 14}]}
    data = {"format": "piquet-record/1", "partie": {"length": 6}, "deals": [void, deal]}
    replayed = replay(parse_record(data))
    assert replayed.deals[0].state.void and replayed.deals[0].scores.A == 0, "the void deal scores nothing"
    assert replayed.totals.A == 154 and replayed.partie is not None and len(replayed.partie.deals) == 1, \
        "the partie counts only the deal played"
    assert replayed.partie.dealer() == "A", "after B's deal, A deals (Law 16)"


def _partie_start(length: int, first: list[dict[str, Any]], second: list[dict[str, Any]]) -> Any:
    """The two deals of partie-start.json (A 154, B 0; then A 13, B 19), with the irregularities given."""
    data: Any = sample("partie-start")
    data["partie"]["length"] = length
    data["deals"][0]["irregularities"] = first
    data["deals"][1]["irregularities"] = second
    data["deals"][1].pop("scores_before", None)
    return data


MISCOUNT = {"kind": "score miscounted", "player": "A", "error": 2, "at": "end"}


@pytest.mark.law("70", "74")
def test_a_miscount_not_rectified_stands_in_the_partie() -> None:
    """Laws 70, 74: A counts 156 for 154; nobody proves it before A has seen his next hand."""
    replayed = replay(parse_record(_partie_start(6, [MISCOUNT], [])))
    assert replayed.deals[0].scores.A == 156 and replayed.deals[1].scores_before.A == 156
    assert replayed.totals.A == 156 + 13, "the error stands as counted"


@pytest.mark.law("70", "74")
def test_written_scores_that_differ_reach_the_partie_which_takes_the_own_count() -> None:
    """Law 74 in a record: B writes A's 154 as 152; the partie takes A's own count, and keeps both figures;
    then A's miscount of +2, proved in the next deal, corrects his own count (Law 70)."""
    written = {"kind": "written scores differ", "player": "B", "error": -2, "at": "end"}
    replayed = replay(parse_record(_partie_start(6, [written], [])))
    assert replayed.partie is not None and replayed.partie.written[0] is not None
    assert replayed.partie.written[0].own == (154, 0) and replayed.partie.written[0].by_adversary == (152, 0)
    assert replayed.partie.deals[0] == (154, 0) and replayed.totals.A == 154 + 13
    rectify = {"kind": "count rectified", "player": "A", "at": "deal"}
    replayed = replay(parse_record(_partie_start(6, [MISCOUNT, {**written, "error": -2}], [rectify])))
    assert replayed.partie is not None and replayed.partie.deals[0] == (154, 0)
    assert replayed.partie.written[0] is None, "the own count, rectified, agrees with the figure B wrote"


@pytest.mark.law("70", "71")
@pytest.mark.parametrize(("length", "weight"), [(6, 1), (4, 2)])
def test_an_error_rectified_in_the_next_deal_corrects_the_deal_before(length: int, weight: int) -> None:
    """Law 70: rectified before A has seen his next hand; in a partie of four deals the first counts double
    (note to Law 71), and so does its correction."""
    rectify = {"kind": "count rectified", "player": "A", "at": "deal"}
    replayed = replay(parse_record(_partie_start(length, [MISCOUNT], [rectify])))
    assert replayed.deals[1].corrections.A == -2 and replayed.deals[1].corrections.B == 0
    assert replayed.totals.A == weight * 154 + 13, "the partie counts the deal as the deal gives it"
    assert replayed.partie is not None and replayed.partie.deals[0] == (154, 0)


@pytest.mark.law("70")
def test_a_rectification_after_the_next_hand_is_seen_is_refused() -> None:
    late = {"kind": "count rectified", "player": "A", "at": "calls", "disputed": True}
    replayed = replay(parse_record(_partie_start(6, [MISCOUNT], [late])))
    refused = replayed.deals[1].refused
    assert [r.clauses for r in refused] == [("70.1",)], "Law 70: too late once A has seen his next hand"
    assert replayed.totals.A == 156 + 13


@pytest.mark.law("70", "74")
def test_the_schema_allows_the_errors_in_counting_the_model_offers() -> None:
    error = schema()["$defs"]["irregularity"]["properties"]["error"]
    assert (error["minimum"], error["maximum"]) == (min(COUNT_ERRORS), max(COUNT_ERRORS)) and 0 not in COUNT_ERRORS, \
        "a record may give exactly the errors the model offers (Laws 70, 74)"


def test_a_record_of_counting_errors_reads_and_writes_back_the_same() -> None:
    data = _partie_start(6, [MISCOUNT, {"kind": "written scores differ", "player": "B", "error": -2}],
                         [{"kind": "count rectified", "player": "A"}])
    assert parse_record(record_to_json(parse_record(data))) == parse_record(data)


@pytest.mark.law("37")
def test_left_cards_mixed_with_the_discard_replay_and_the_elder_sees_it() -> None:
    """Law 37 in a record: B, younger, leaves two cards and mixes them with his discard; A, after his first
    lead, sees the discard. The deal plays on and scores as without it (A 154, B 0)."""
    data = sample("minimal")
    data["deals"][0]["irregularities"] = [{"kind": "left cards mixed with the discard", "law": 37},
                                          {"kind": "discard seen", "at": "play[1]", "law": 37}]
    replayed = replay(parse_record(data))
    rulings = replayed.deals[0].state.rulings
    assert [r.kind for r in rulings] == ["left cards mixed with the discard", "discard seen"]
    assert replayed.totals.A == 154 and replayed.totals.B == 0


@pytest.mark.law("10")
def test_a_card_put_right_too_late_is_an_error_naming_it() -> None:
    """Law 10: before either player has taken up his hand. Placed at the play, the elder's option comes first
    (he elects a fresh deal), and the rectification never happens: one error naming the entry."""
    data = sample("minimal")
    deal = data["deals"][0]
    deal["hands"]["B"].remove("7H")
    deal["hands"]["A"].append("7H")
    deal["irregularities"] = [{"kind": "misdeal", "elect": ["fresh deal"]},
                              {"kind": "deal rectified", "card": "7H", "to": "B", "at": "play[0]"}]
    del deal["exchange"], deal["play"]
    with pytest.raises(InputError, match=r"deals\[0\]\.irregularities\[1\]: deal rectified never happens at play\[0\]"):
        replay(parse_record(data))


@pytest.mark.law("10", "11")
@pytest.mark.parametrize("rectified", [True, False])
def test_a_card_dealt_wrongly_and_put_right_plays_as_dealt_right(rectified: bool) -> None:
    """Law 10 in a record: A is dealt 13 and B 11 (B's 7H went to A); with A's permission, B puts it right
    before either takes up his hand, and the deal plays as the minimal record (A 154, B 0). Without it,
    A elects a fresh deal (Law 11)."""
    data = sample("minimal")
    deal = data["deals"][0]
    deal["hands"]["B"].remove("7H")
    deal["hands"]["A"].append("7H")
    deal["irregularities"] = [{"kind": "misdeal"}]
    if rectified:
        deal["irregularities"].append({"kind": "deal rectified", "card": "7H", "to": "B", "law": 10})
    else:
        del deal["exchange"], deal["play"]
    replayed = replay(parse_record(data))
    state = replayed.deals[0].state
    assert [r.kind for r in state.rulings] == ["wrong count"] + (["deal rectified"] if rectified else []), \
        [r.kind for r in state.rulings]
    assert state.void is not rectified
    assert replayed.totals.A == (154 if rectified else 0)


def younger_miscall_deal() -> dict[str, Any]:
    """B, younger, reckons a point of eight after A has led the ace of hearts; he holds seven diamonds."""
    return {"dealer": "B",
            "hands": {"A": "AS KS QS JS 10S 9S AH KH QH JH 10H 7C".split(),
                      "B": "8S 7S 8H 7H 8C AD KD QD JD 10D 9D 9C".split()},
            "stock": "9H 8D 7D 10C JC QC KC AC".split(),
            "exchange": {"A": {"discard": ["7C"]}, "B": {"discard": ["9C"]}},
            "play": ("AH AS 7S KS 8S QS 7H JS 8H 10S 8C 9S 8D AH 9D KH 10D QH JD JH QD 10H KD 9H AD").split(),
            "irregularities": [{"kind": "miscall", "player": "B", "class": "point", "count": 8},
                               {"kind": "miscall corrected", "player": "B", "class": "point",
                                "elect": ["retake"]}]}


@pytest.mark.law("52")
def test_the_elders_election_to_retake_his_lead_after_the_youngers_correction_is_recorded() -> None:
    """Law 52: B corrects his point of eight to seven after A has led the ace of hearts; A elects to retake
    it (``elect``) and leads the ace of spades: the ace of hearts is played twice."""
    deal = younger_miscall_deal()
    state = replay(parse_record({"format": "piquet-record/1", "deals": [deal]})).deals[0].state
    option = state.rulings[-1]
    assert (option.clauses, option.holder, option.chosen) == (("52.2",), Role.ELDER, Choice.RETAKE), \
        f"Law 52: the elder's option, elected: {option}"
    assert state.tricks[0].lead == parse_card("AS") and state.scores == (53, 24), \
        f"he led again, the ace of spades; his first lead scores nothing: {state.scores}"
    deal["irregularities"][1]["elect"] = ["play on"]
    with pytest.raises(InputError, match=r"deals\[0\]\.play\[1\]"):
        replay(parse_record({"format": "piquet-record/1", "deals": [deal]}))


def undeclared_deal() -> dict[str, Any]:
    """Law 32: A takes one card and leaves four, not declaring it; B finds seven cards and takes in five."""
    return {"dealer": "B",
            "hands": {"A": "AS KS QS JS 10S 9S 8S QH JH 10H 9H 7D".split(),
                      "B": "AC KC QC JC 10C 7C 7S AH KH AD KD 7H".split()},
            "stock": "QD 8H 8D 9D 10D JD 8C 9C".split(),
            "exchange": {"A": {"discard": ["7D"]}, "B": {"discard": "7H 7S 7C KD AD".split()}},
            "play": ("8S 8H 9S KH 10S AH JS 8D QS 9D KS 10D AS JD 9H 10C 10H JC JH QC QH KC QD AC").split(),
            "irregularities": [{"kind": "cards left undeclared", "at": "exchange.B", "law": 32}]}


@pytest.mark.law("32")
def test_cards_left_undeclared_are_recorded_and_the_younger_takes_them_in() -> None:
    state = replay(parse_record({"format": "piquet-record/1", "deals": [undeclared_deal()]})).deals[0].state
    assert state.rulings[0].clauses == ("32.1", "32.2"), f"Law 32: {state.rulings}"
    assert state.discards[Role.YOUNGER].bit_count() == 5 and state.scores == (144, 0), \
        f"B altered his discard to five and took in the four A left, and JD: {state.scores}"
    declared = undeclared_deal()
    declared["exchange"]["A"]["leave"] = 4
    with pytest.raises(InputError, match=r"deals\[0\]\.irregularities\[0\]: A declared how many he leaves"):
        replay(parse_record({"format": "piquet-record/1", "deals": [declared]}))


@pytest.mark.law("52", "55")
def test_a_miscall_shown_unasked_is_recorded_and_carries_no_penalty() -> None:
    """Law 55: B shows his point before he plays a card: no penalty for the miscall, and no option for A
    (it is no correction under Law 52); the play is that of the deal without the retake."""
    deal = younger_miscall_deal()
    deal["irregularities"][1] = {"kind": "cards called shown", "player": "B", "class": "point", "law": 55}
    deal["play"] = deal["play"][1:]
    state = replay(parse_record({"format": "piquet-record/1", "deals": [deal]})).deals[0].state
    assert [r.kind for r in state.rulings] == ["miscall", "cards called shown"], state.rulings
    assert state.rulings[-1].clauses == ("55.4",) and not state.reckon_nothing[Role.YOUNGER]


@pytest.mark.law("11")
@pytest.mark.case("XVII")
def test_cards_of_the_other_pack_are_not_counted_in_the_pack_of_a_record() -> None:
    """Case XVII: a card of the other pack in a hand is no card of the pack dealt. With one in each hand,
    thirteen cards each and eight in the stock are the thirty-two of the pack, dealt with a card too many
    each: the elder's option of Law 11, not a record that cannot be dealt."""
    data = sample("minimal")
    deal = data["deals"][0]
    deal["hands"]["A"].append("9S*")
    deal["hands"]["B"].append("9H*")
    deal["irregularities"] = [{"kind": "misdeal", "elect": ["fresh deal"]}]
    del deal["exchange"], deal["play"]
    state = replay(parse_record(data)).deals[0].state
    assert state.void and state.rulings[0].clauses[0] == "11.1", state.rulings


def _instance(kind: type[Irregular]) -> Irregular:
    """An action of ``kind`` with a value of the right type in every field."""
    values: dict[str, Any] = {"role": Role.YOUNGER, "writer": Role.YOUNGER, "card": parse_card("QH"),
                              "klass": Klass.SEQUENCE, "suit": Suit.CLUBS, "count": 3, "error": -2,
                              "discard": card_set(parse_cards("7S 8S")), "for_deal": True, "in_time": False,
                              "mixed": True, "call": Call(Role.YOUNGER, Klass.SEQUENCE, 3, 5)}
    return cast(Callable[..., Irregular], kind)(**{f.name: values[f.name] for f in fields(kind)})


@pytest.mark.parametrize("kind", [k for k in IRREGULAR_KINDS if k not in (MisExchange, RectifyDeal)],
                         ids=lambda k: k.KIND)
def test_every_irregular_action_is_built_from_its_record_entry(kind: type[Irregular]) -> None:
    """A record's entry gives each field of the model's action by its name (the player as role or writer):
    the action built from the entry written for an action is that action."""
    action = _instance(kind)
    fields_of = {f.name: getattr(action, f.name) for f in fields(kind)}
    role = fields_of.get("role", fields_of.get("writer"))
    call = fields_of.get("call")
    discard = fields_of.get("discard")
    entry = Irregularity(kind.KIND, klass=call.klass if call else fields_of.get("klass"),
                         count=call.count if call else fields_of.get("count"), detail=call.detail if call else None,
                         suit=fields_of.get("suit"), error=fields_of.get("error"),
                         cards=None if discard is None else tuple(cards_in(discard)),
                         for_deal=fields_of.get("for_deal"), in_time=fields_of.get("in_time"),
                         mixed=fields_of.get("mixed"))
    assert action_of(entry, call.role if call else role, fields_of.get("card")) == action


def revoked_partie() -> Any:
    """The second deal of the sample partie, B leading AD: A plays 9H though he holds 7D, and later 7D to KD,
    where he first played it."""
    data = sample("partie-start")
    play = data["deals"][1]["play"]
    play[1], play[3] = play[3], play[1]
    return data


@pytest.mark.law("59")
def test_a_card_that_does_not_follow_suit_is_a_revoke_the_laws_rule_on_though_the_record_does_not_name_it() -> None:
    """Law 59 IV: the facts of the play say it (issue 15); it was once refused ("9H does not follow suit").
    Undetected, the play stands; named in the record, it is the same revoke."""
    replayed = replay(parse_record(revoked_partie()))
    rulings = replayed.deals[1].state.rulings
    assert [(r.kind, r.offender, r.clauses) for r in rulings] == [("revoke", Role.YOUNGER, ("59.6",))], rulings
    named = revoked_partie()
    named["deals"][1]["irregularities"] = [{"kind": "revoke", "player": "A", "at": "play[1]", "law": 59}]
    again = replay(parse_record(named))
    assert again.deals[1].state.rulings == rulings and again.totals == replayed.totals, \
        "a revoke named in the record and one read from the play are one revoke"


@pytest.mark.law("59")
def test_a_revoke_read_from_the_play_is_corrected_when_the_record_says_it_was_detected() -> None:
    """Law 59 IV: on detection the card played in error and those after are retaken, and the play goes on as
    though no error had been committed: the deal scores as the deal played without it."""
    data = sample("partie-start")
    clean = replay(parse_record(data))
    data["deals"][1]["play"].insert(1, "9H")
    data["deals"][1]["irregularities"] = [{"kind": "error discovered", "player": "B", "at": "play[2]"}]
    replayed = replay(parse_record(data))
    rulings = replayed.deals[1].state.rulings
    assert [(r.kind, r.clauses) for r in rulings] == [("revoke", ("59.6",))] * 2, rulings
    assert "retakes the card played in error" in rulings[1].outcome
    assert replayed.totals == clean.totals and replayed.deals[1].scores == clean.deals[1].scores


@pytest.mark.law("59")
@pytest.mark.parametrize(("at", "entry", "problem"), [
    (1, {"kind": "revoke", "player": "A"},
     "revoke, but play[1] 7D is a lawful card: A plays it to AD, following suit (Law 59 IV)"),
    (2, {"kind": "lead out of turn", "player": "B"},
     "lead out of turn, but play[2] KD is a lawful card: B leads it, in turn (Law 59 III)"),
])
def test_a_card_of_the_play_named_irregular_that_the_facts_show_lawful_is_an_error_naming_both(
        at: int, entry: dict[str, Any], problem: str) -> None:
    data = sample("partie-start")
    data["deals"][1]["irregularities"] = [entry | {"at": f"play[{at}]"}]
    with pytest.raises(InputError) as caught:
        replay(parse_record(data))
    assert str(caught.value) == f"deals[1].irregularities[0]: {problem}"


# The second deal of the sample partie with A leading 9H at the second trick, which B won; B plays AH to it.
_OUT_OF_TURN = ("AD 7D 9H AH 9S 8S 10S JS KS QS AS 7H KH 10H 9C 10C 8D JC JD QC QD KC KD AC").split()


@pytest.mark.law("59")
def test_a_lead_by_the_player_not_entitled_to_lead_is_a_lead_out_of_turn_though_the_record_does_not_name_it() -> None:
    """Law 59 III: B won the first trick, and A leads; B plays to the card, so it cannot be taken up."""
    data = sample("partie-start")
    data["deals"][1]["play"] = list(_OUT_OF_TURN)
    replayed = replay(parse_record(data))
    rulings = replayed.deals[1].state.rulings
    assert [(r.kind, r.offender, r.clauses, r.holder) for r in rulings] == [
        ("lead out of turn", Role.YOUNGER, ("59.5",), Role.ELDER)], rulings
    tricks = replayed.deals[1].tricks
    assert tricks.A + tricks.B == 12, f"the trick led out of turn is a trick: {tricks}"
    data["deals"][1]["irregularities"] = [{"kind": "lead out of turn", "player": "A", "at": "play[2]"}]
    named = replay(parse_record(data))
    assert named.deals[1].state.rulings == rulings and named.totals == replayed.totals


def _younger_leads_first(final: DealState) -> list[str]:
    """The cards of a deal replayed to ``final``, played again from the elder's turn to lead the first trick:
    the younger leads his first card out of turn, the elder plays to it, and both then play their first lawful
    card."""
    history = [final]
    while history[-1].previous is not None:
        history.append(history[-1].previous)
    state = next(s for s in reversed(history) if s.phase is Phase.PLAY)
    assert (state.to_move, state.tricks, state.lead) == (Role.ELDER, (), None)
    state = apply(state, next(a for a in irregular_actions(state) if isinstance(a, LeadOutOfTurn)))
    while not state.over:
        state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))
    return [format_card(c) for t in state.tricks for c in (t.lead, t.reply)]

@pytest.mark.law("59")
@pytest.mark.law("56")
def test_the_younger_leading_the_first_trick_is_a_lead_out_of_turn_named_or_not() -> None:
    """Law 59 III at the first trick: the younger (A) leads before the elder (B), who plays to the card, so it
    stands; A, having played to the first trick, reckons nothing after (Law 56). Recorded or read from the cards,
    the same ruling and scores."""
    data = sample("partie-start")
    deal = replay(parse_record(data)).deals[1]
    data["deals"][1]["play"] = _younger_leads_first(deal.state)
    replayed = replay(parse_record(data))
    state = replayed.deals[1].state
    assert [(r.kind, r.offender, r.clauses, r.holder, r.chosen) for r in state.rulings] == [
        ("lead out of turn", Role.YOUNGER, ("59.5",), Role.ELDER, None)], state.rulings
    assert state.tricks[0].leader is Role.YOUNGER and len(state.tricks) == 12, state.tricks
    data["deals"][1]["irregularities"] = [{"kind": "lead out of turn", "player": "A", "at": "play[0]"}]
    named = replay(parse_record(data))
    assert named.deals[1].state.rulings == state.rulings and named.totals == replayed.totals


@pytest.mark.law("59")
def test_the_younger_leading_the_first_trick_out_of_turn_the_elder_has_the_card_taken_up() -> None:
    """Law 59 III: the elder elects to have the younger's card taken up; he then leads, the younger reckons as
    usual, and the deal scores as if the card had never been led."""
    data = sample("partie-start")
    regular = replay(parse_record(data))
    younger_card = next(c for c in data["deals"][1]["hands"]["A"] if c not in data["deals"][1]["exchange"]["A"]
                        .get("discard", []))
    data["deals"][1]["play"] = [younger_card, *data["deals"][1]["play"]]
    data["deals"][1]["irregularities"] = [{"kind": "lead out of turn", "player": "A", "at": "play[0]",
                                           "elect": ["retake"]}]
    replayed = replay(parse_record(data))
    state = replayed.deals[1].state
    assert [(r.kind, r.offender, r.holder, r.chosen) for r in state.rulings] == [
        ("lead out of turn", Role.YOUNGER, Role.ELDER, Choice.RETAKE)], state.rulings
    assert (replayed.deals[1].scores, replayed.totals) == (regular.deals[1].scores, regular.totals)


def _both_in_play() -> dict[str, Any]:
    """Case XVIII's record with both nines of spades in play (tests/cases/case-18-both-in-play.json)."""
    path = Path(__file__).parents[1] / "cases" / "case-18-both-in-play.json"
    return cast(dict[str, Any], json.loads(path.read_text("utf-8"))["record"])


@pytest.mark.case("XVIII")
@pytest.mark.parametrize(("change", "problem"), [
    ({"card": "9S"}, r"irregularities\[1\]\.card: unknown card of the other pack '9S' \(written with a star"),
    ({"card": None}, r"irregularities\[1\]: missing field 'card'"),
    ({"card": "9H*"}, r"irregularities\[1\]: surplus card played cannot happen at play\[2\]: the elder holds no 9H\*"),
    ({"at": "play[1]"}, r"irregularities\[1\]: surplus card played cannot happen at play\[1\]: it is not the "
                        r"elder's turn to play"),
], ids=["no star", "no card", "not held", "not his turn"])
def test_a_card_of_the_other_pack_played_wrongly_is_an_error_naming_the_entry(change: dict[str, Any],
                                                                              problem: str) -> None:
    """A surplus card played must be written with its star, held by its player, and played in turn following suit
    (Case XVIII); else one error names the entry and what is wrong."""
    record = _both_in_play()
    entry = record["deals"][0]["irregularities"][1]
    for key, value in change.items():
        if value is None:
            del entry[key]
        else:
            entry[key] = value
    with pytest.raises(InputError, match=r"deals\[0\]\." + problem):
        replay(parse_record(record))
