"""The Cases and Decisions I-XXII as scenarios: each record is replayed and ruled on, and the decision checked.

Each ``case-NN.json`` (and ``case-NN-<branch>.json`` for another branch of
its decision) holds the Case's numeral and title, a piquet-record/1 record
of the situation, the ``expected`` decision -- who may score what,
whether a fresh deal is due, who can reckon nothing, which option is whose,
which claims are refused, the laws that decide it -- and, where the
published text and the Laws part company, ``discrepancies``: what the text
says (``text_says``), what the Laws give (``laws_give``) and why. The
decision is compared, field by field, with the JSON of ``piquet ruling``.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any

import pytest

from piquet.model.actions import Action, Exchange, Play
from piquet.model.cards import FULL_PACK, Suit, card_set, parse_card, parse_cards, suit_mask
from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.irregular import declared_cards
from piquet.model.state import held
from piquet.model.roles import Role
from piquet.records import parse_record
from piquet.records.record import role_of
from piquet.records.replay import default_action, replay
from piquet.rulings import rulings_json
from piquet.spec.catalogue import catalogue
from piquet.spec.source import CASE_NUMERALS, cases_text
from piquet.testing.forcing import Goal, forces

CASES = sorted(Path(__file__).parent.glob("case-*.json"))
NUMERALS = CASE_NUMERALS


def load(path: Path) -> Any:
    return json.loads(path.read_text("utf-8"))


def decision(data: Any) -> dict[str, Any]:
    """The ruling on the case's (last) deal, with the record's totals and result."""
    ruled = rulings_json(replay(parse_record(data["record"])))
    deals: list[dict[str, Any]] = ruled["deals"]  # type: ignore[assignment]
    deal = dict(deals[-1])
    deal["refused"] = [r["kind"] for r in deal["refused"]]
    deal["options"] = [r["option"] for r in deal["rulings"] if r["option"] is not None]
    deal["totals"], deal["result"] = ruled["totals"], ruled["result"]
    return deal


#: Lists whose expected items need only be among the actual ones (a Decision names the laws that matter,
#: the model may cite more); any other list of plain values is compared whole, as a multiset.
AT_LEAST = frozenset({"laws", "clauses"})


def mismatches(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Where ``actual`` departs from ``expected``: dicts by their keys; lists of objects as items each
    matching some actual item; an empty list as none at all; lists of plain values whole, but for the
    laws and clauses cited (:data:`AT_LEAST`), each found; anything else by equality."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {actual!r}"]
        return [m for key, value in expected.items()
                for m in mismatches(value, actual.get(key), f"{path}.{key}")]
    if isinstance(expected, list):
        if not isinstance(actual, list):
            return [f"{path}: expected a list, got {actual!r}"]
        if not expected and actual:
            return [f"{path}: expected none, got {actual!r}"]
        if all(not isinstance(item, (dict, list)) for item in expected) and path.rsplit(".", 1)[-1] not in AT_LEAST:
            return [] if sorted(map(str, expected)) == sorted(map(str, actual)) else \
                [f"{path}: expected {expected!r}, got {actual!r}"]
        return [f"{path}: {item!r} not among {actual!r}" for item in expected
                if not any(not mismatches(item, candidate) for candidate in actual)]
    return [] if expected == actual else [f"{path}: expected {expected!r}, got {actual!r}"]


def test_mismatches_compares_what_the_decision_says() -> None:
    """The comparison can fail: a penalty on a player the Decision spares, a penalty missing, a law cited
    where none should be, or a law of the Decision not cited, are each reported."""
    assert mismatches({"reckon_nothing": []}, {"reckon_nothing": ["A"]})
    assert mismatches({"reckon_nothing": ["B"]}, {"reckon_nothing": ["A", "B"]})
    assert mismatches({"reckon_nothing": ["B"]}, {"reckon_nothing": []})
    assert mismatches({"laws": []}, {"laws": ["13"]})
    assert mismatches({"laws": ["13"]}, {"laws": ["12"]})
    assert not mismatches({"laws": ["13"]}, {"laws": ["12", "13"]}), "a Decision's laws need only be cited"
    assert not mismatches({"rulings": [{"kind": "revoke"}]}, {"rulings": [{"kind": "revoke", "laws": ["59"]}]})


@pytest.mark.case("I")
def test_every_case_has_its_scenario() -> None:
    """Cases I-XXII, one file each, case-01.json to case-22.json; a Case whose decision has more than one
    branch has a further scenario for each, case-NN-<branch>.json, of the same Case."""
    found = [load(path)["case"] for path in CASES if path.stem.count("-") == 1]
    assert found == list(range(1, len(NUMERALS) + 1)), \
        "Cases I-XXII, one file each, case-01.json to case-22.json"
    for path in CASES:
        assert path.stem.startswith(f"case-{load(path)['case']:02d}"), f"{path.name} is a scenario of its own Case"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_the_decision_of_the_case(path: Path) -> None:
    data = load(path)
    numeral = NUMERALS[data["case"] - 1]
    problems = mismatches(data["expected"], decision(data))
    assert not problems, f"Case {numeral} ({data['title']}): the ruling departs from the Decision: {problems}"


def recorded_discrepancies() -> list[tuple[Path, str, Any]]:
    """Every discrepancy with the text a scenario records: of its Decision (``discrepancies``, judged by the
    ruling) or of a variant the Case plays out (``variant.discrepancies``, judged by what A forces)."""
    found = []
    for path in CASES:
        data = load(path)
        found += [(path, "decision", d) for d in data.get("discrepancies", [])]
        found += [(path, "variant", d) for d in data.get("variant", {}).get("discrepancies", [])]
    return found


def test_discrepancies_with_the_text_are_recorded_exactly() -> None:
    """Each discrepancy says what the text says, what the Laws give and why; the Laws' side holds and the
    text's does not. With none recorded there would be nothing to check: that fails too."""
    recorded = recorded_discrepancies()
    assert recorded, "no scenario records a discrepancy with the text: this test would check nothing"
    for path, of, discrepancy in recorded:
        where = f"{path.name} ({of})"
        assert discrepancy["text"] and discrepancy["laws"] and discrepancy["why"], \
            f"{where}: say what the text says, the laws, why"
        actual = decision(load(path)) if of == "decision" else forced_variant(path)
        assert not mismatches(discrepancy["laws_give"], actual), f"{where}: the Laws give {discrepancy['laws_give']}"
        assert mismatches(discrepancy["text_says"], actual), \
            f"{where}: the text's {discrepancy['text_says']} is what the Laws give: else there is no discrepancy"


def test_every_clause_a_ruling_cites_is_in_the_spec() -> None:
    """A ruling cites a clause id of the spec (``13.1``, under some reading), a law (``59``) or a Case;
    each must exist."""
    clauses = {c.id for reading in catalogue().readings for c in catalogue().clauses(reading)}
    for path in CASES:
        for deal in rulings_json(replay(parse_record(load(path)["record"])))["deals"]:  # type: ignore[attr-defined]
            for cited in (c for r in deal["rulings"] + deal["refused"] for c in r["clauses"]):
                if cited.startswith("Case "):
                    assert cited[5:] in cases_text(), f"{path.name}: {cited} is not among the Cases"
                elif "." in cited:
                    assert cited in clauses, f"{path.name}: clause {cited} is not in the spec"
                else:
                    assert cited in catalogue().laws, f"{path.name}: Law {cited} is not among the Laws"


# -- Case XXII, the variant: B with twelve cards, the play searched exhaustively

_CLAIM = re.compile(r"(?P<who>[AB]) (?:(?P<what>wins the cards|wins the last trick|wins the last two tricks|wins a "
                    r"rubicon)|scores (?P<bound>at least|at most) (?P<n>\d+))$")


def claim_holds(claim: str, final: DealState, before: tuple[int, int]) -> bool:
    """Whether the deal's end satisfies ``claim``: atoms joined by `` & ``, each of the form "A wins the
    cards", "A wins the last trick", "A wins the last two tricks", "A wins a rubicon" (Law 73, the deal
    ending the partie), "A scores at least 40", "B scores at most 6". ``before`` are the scores before the deal,
    elder first; A is the elder."""
    for atom in claim.split(" & "):
        match = _CLAIM.match(atom)
        assert match is not None, f"unknown claim {atom!r}"
        role = Role.ELDER if match["who"] == "A" else Role.YOUNGER
        won = [t.winner is role for t in final.tricks]
        totals = (before[0] + final.scores[0], before[1] + final.scores[1])
        holds = {
            "wins the cards": final.tricks_won[role] > final.tricks_won[role.adversary],
            "wins the last trick": won[-1],
            "wins the last two tricks": all(won[-2:]),
            "wins a rubicon": totals[role] > totals[role.adversary] and totals[role.adversary] < 100,
            None: (final.scores[role] >= int(match["n"]) if match["bound"] == "at least"
                   else final.scores[role] <= int(match["n"])) if match["n"] else False,
        }[match["what"]]
        if not holds:
            return False
    return True


def variant_deal(data: Any) -> tuple[DealState, tuple[int, int]]:
    """Case XXII's deal with the variant's exchange, at the elder's first lead (the calls made as each
    declares all he holds, docs/records.md), and the scores before it."""
    record = json.loads(json.dumps(data["record"]))
    deal = record["deals"][0]
    deal["exchange"].update(data["variant"]["exchange"])
    parsed = parse_record(record).deals[0]
    state = start_deal(card_set(parsed.hands[parsed.elder]), card_set(parsed.hands[parsed.dealer]), parsed.stock,
                       names=(parsed.elder, parsed.dealer))
    for player in (parsed.elder, parsed.dealer):
        exchange = parsed.exchange[player]
        state = apply(state, Exchange(role_of(player, parsed.dealer), card_set(exchange.discard), exchange.taken))
    while state.phase is not Phase.PLAY:
        state = apply(state, default_action(state, legal_actions(state)))
    assert parsed.scores_before is not None
    return state, (parsed.scores_before[parsed.elder], parsed.scores_before[parsed.dealer])


def forced_claims(data: Any, claims: list[str]) -> dict[str, bool]:
    """Each claim: whether A, leading the variant's cards first, forces it whatever B plays."""
    state, before = variant_deal(data)
    leads = [parse_card(c) for c in data["variant"]["leads"]]

    def moves(s: DealState) -> tuple[Action, ...]:
        if s.to_move is Role.ELDER and s.phase is Phase.PLAY and s.lead is None and len(s.tricks) < len(leads):
            return (Play(leads[len(s.tricks)]),)  # A leads five spades, as before
        return legal_actions(s)

    def goal(claim: str) -> Goal:
        return lambda final: claim_holds(claim, final, before)

    return {claim: forces(state, Role.ELDER, goal(claim), moves) for claim in claims}


@functools.cache
def forced_variant(path: Path) -> dict[str, bool]:
    """What A forces in the variant of the scenario at ``path``: every claim its expected and its
    discrepancies name, searched once."""
    data = load(path)
    variant = data["variant"]
    claims = list(variant["expected"]) + [c for d in variant.get("discrepancies", [])
                                          for c in (*d["text_says"], *d["laws_give"])]
    return forced_claims(data, list(dict.fromkeys(claims)))


@pytest.mark.law("73")
@pytest.mark.case("XXII")
def test_case_xxii_with_twelve_cards_a_forces_a_rubicon() -> None:
    """Case XXII's variant: B drops the eight of diamonds (he takes two for two); A leads five spades;
    it is immaterial what B plays. Every claim is searched over the model's play, the cards open (the
    text's overstatements are judged with the other discrepancies)."""
    path = Path(__file__).parent / "case-22.json"
    problems = mismatches(load(path)["variant"]["expected"], forced_variant(path))
    assert not problems, f"Case XXII, the variant: what A forces departs from the expected: {problems}"


@pytest.mark.law("52", "54")
@pytest.mark.case("II")
def test_the_kings_of_a_quatorze_miscalled_are_reckoned_once() -> None:
    """B reckons fourteen kings holding three: the three he holds are the cards of his miscall, not a trio
    reckoned beside it, so the narration counts the kings once (fourteen), and after the discovery gives
    them nothing (Law 54: only a correct call of the player in error bars)."""
    data = load(Path(__file__).parent / "case-02-younger.json")
    state = replay(parse_record(data["record"])).deals[0].state
    reckoned = [(e.text, e.points) for e in state.events if e.kind in ("quatorze", "trio") and e.points > 0]
    assert reckoned == [("B reckons fourteen kings: 14", 14), ("A reckons three queens: 3", 3)], \
        f"Laws 52, 54: B's kings once, then A's queens: {reckoned}"


@pytest.mark.case("XVI")
def test_case_xvi_b_answers_none_holding_hearts_he_has_not_declared() -> None:
    """Case XVI puts B in a position: he has discarded a spade, reckoned a quart minor in hearts that is played
    out, and holds the ace and queen of hearts and the king of spades, none declared, when A, holding the ace,
    queen of spades and king of hearts, asks before leading how many hearts; B says "None"."""
    data = load(Path(__file__).parent / "case-16.json")
    deal = parse_record(data["record"]).deals[0]
    entry = data["record"]["deals"][0]
    asked = int(re.fullmatch(r"play\[(\d+)\]", entry["irregularities"][0]["at"])[1])  # type: ignore[index]
    state = replay(parse_record(data["record"])).deals[0].state
    played = card_set([parse_card(c) for c in entry["play"][:asked]])
    hands = {role: held(state, role) & ~played for role in Role}
    assert hands[Role.YOUNGER] == card_set(parse_cards("AH QH KS")), "Case XVI: B remains with AH QH KS"
    assert hands[Role.ELDER] == card_set(parse_cards("AS QS KH")), "Case XVI: A has AS QS KH"
    assert state.discards[Role.YOUNGER] & suit_mask(Suit.SPADES), "Case XVI: B has discarded at least one spade"
    assert not declared_cards(state, Role.YOUNGER) & hands[Role.YOUNGER], "Case XVI: nothing he holds is declared"
    assert state.hand_scores[Role.YOUNGER][2] == 4, "Case XVI: B reckoned a quart minor"
    assert entry["irregularities"][0]["count"] == 0 and deal.elder == "A", "'How many hearts?' 'None.'"


@pytest.mark.case("XVII")
def test_case_xvii_does_not_say_a_was_dealt_thirteen() -> None:
    """Case XVII: 'There is no proof that when the pack was dealt it was redundant': the rulings and the
    narration say A holds thirteen, a card of the other pack among them, never that he was dealt thirteen."""
    record = parse_record(load(Path(__file__).parent / "case-17.json")["record"])
    state = replay(record).deals[0].state
    said = [r.finding for r in state.rulings] + [r.outcome for r in state.rulings] + [e.text for e in state.events]
    dealt = [text for text in said if re.search(r"dealt (him )?13|dealt thirteen|was dealt 13", text)]
    assert not dealt, f"Case XVII: no proof A was dealt thirteen: {dealt}"
    assert any("holds 13" in text and "other pack" in text for text in said), said


@pytest.mark.law("19", "20")
@pytest.mark.case("VI")
def test_case_vi_the_carte_blanche_found_late_is_not_announced_at_the_deal() -> None:
    """Case VI: B finds his carte blanche only after A has taken up a card of the stock; he did not know it when
    the cards were dealt, so the narration does not announce it then (Law 20), only when he informs A, before
    he shows it (Law 19)."""
    state = replay(parse_record(load(Path(__file__).parent / "case-06.json")["record"])).deals[0].state
    said = [(e.kind, e.text) for e in state.events]
    late = next(i for i, (_, text) in enumerate(said) if "finds his carte blanche" in text)
    shown = [i for i, (kind, _) in enumerate(said) if kind == "carte blanche"]
    assert shown and all(i > late for i in shown), f"Case VI: the carte blanche said before it was found: {said}"
    assert any("A discards" in text for _, text in said[:late]), f"Case VI: found after A took in: {said}"


@pytest.mark.law("56")
@pytest.mark.case("IV")
def test_case_iv_a_declares_his_aces_by_implication() -> None:
    """Case IV as printed: A calls a point headed by ace and two tierce majors in other suits, allowed good, and
    leads saying nothing about aces; B claims three knaves. The cards of A's calls hold his three aces, so A has
    declared them by implication: B's knaves are struck, and A, objecting, reckons his aces (Law 56)."""
    state = replay(parse_record(load(Path(__file__).parent / "case-04.json")["record"])).deals[0].state
    said = [e.text for e in state.events]
    assert {"A: point of five", "B: good", "A: a tierce", "A calls no quatorze or trio"} <= set(said), said
    assert said.count("A reckons tierce major: 3") == 2, f"Case IV: two tierce majors allowed good: {said}"
    point = declared_cards(state, Role.ELDER) & suit_mask(Suit.SPADES)
    assert point == card_set(parse_cards("AS JS 10S 8S 7S")), \
        "Case IV: the point is headed by the ace, in a suit other than the tierces"
    assert "B reckons three knaves: 3" in said, f"Case IV: B claims three knaves: {said}"
    knaves = said.index("B reckons three knaves: 3")
    assert said.index("A reckons three aces: 3") > knaves and any("struck out" in t for t in said[knaves:]), said


@pytest.mark.law("54", "62")
@pytest.mark.case("XVIII")
def test_case_xviii_a_shows_as_equal_a_point_made_with_the_surplus_card() -> None:
    """Case XVIII, 'in showing anything that is allowed to be equal': A's point of five holds the card of the other
    pack; B, holding five hearts, says equal, and equal again to A's pips, so neither scores the point (Law 62).
    A leads, and the card is found: he could have held five spades in his hand and discard together, so he is
    liable to the penalty (Law 54)."""
    record = parse_record(load(Path(__file__).parent / "case-18-equal.json")["record"])
    state = replay(record).deals[0].state
    said = [e.text for e in state.events]
    equal = said.index("point equal: neither scores (Law 62)")
    assert said[equal - 3:equal] == ["B: equal", "A: making 44", "B: equal"], said
    found = next(i for i, t in enumerate(said) if "is found in A's hand" in t)
    assert any(t.startswith("A leads") for t in said[equal:found]), f"Case XVIII: A has led since: {said}"
    spades = (held(state, Role.ELDER) | state.discards[Role.ELDER]) & suit_mask(Suit.SPADES) & FULL_PACK
    assert spades.bit_count() >= 5, "Law 54: he could have held a point of five in his hand and discard together"


@pytest.mark.case("XVIII")
def test_case_xviii_played_as_it_happened_both_nines_in_play() -> None:
    """Case XVIII as it most likely happens: B holds the nine of spades of the pack itself when A leads the nine of
    the other pack for it, unnoticed; B plays his own nine later, two nines of spades are seen among the tricks,
    and the hands are played over again, the surplus card first removed."""
    data = load(Path(__file__).parent / "case-18-both-in-play.json")
    state = replay(parse_record(data["record"])).deals[0].state
    said = [e.text for e in state.events]
    found = next(i for i, t in enumerate(said) if "is found: A has played it" in t)
    before = said[:found]
    assert "A leads 9S: 1" in before and "B plays 9S" in before, f"Case XVIII: both nines played: {before}"
    assert state.dealt[Role.YOUNGER] >> parse_card("9S") & 1 and state.dealt[Role.ELDER] >> parse_card("9S*") & 1, \
        "Case XVIII: B was dealt the nine of the pack, A the nine of the other pack"
    again = said[found:]
    assert again.count("B plays 9S") == 1 and not any("a card of the other pack" in t for t in again[1:]), \
        f"Case XVIII: played over again without the surplus card: {again}"
