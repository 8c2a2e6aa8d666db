"""The exchange in its real order (deal, announce or not, discard, take up, what comes to light) and the
numbers of Laws 21-22 read as limits: each situation of issue 11 is in the exchange domain and checked.

Each test asks the solver about one fixed situation: is there a course that obeys every binding clause of
the reading (``lawful``) and does what the test names? A domain that chose the discard and the take-in in one
step, or lacked the named choice, could not pose the question, and the test would fail.
"""

from __future__ import annotations

from functools import cache

import pytest
import z3

from piquet.proofs import checks
from piquet.proofs.encode import to_z3
from piquet.proofs.encoding import Encoding, clauses_for
from piquet.proofs.result import Status
from piquet.spec.catalogue import Catalogue, catalogue
from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.spec.expr import Expr, evaluate

LITERAL, HARMONISED = "literal", "harmonised"
#: The literal reading with Laws 21-22's numbers read as limits as well (the pick limits-and-rights, which adds
#: "no more" to their words, so is not the literal one), and Laws 41 and 43 read as granting the elder hand his five
#: (the pick a-grant), so that Law 41's "he discards six" meets Law 21's limit of five as a right (41.4).
LIMITS = "literal, with limits"
BUDGET = checks.Budget()

#: An ordinary deal but for the test's own values.
ORDINARY: dict[str, int | bool] = {"elder_dealt": 12, "younger_dealt": 12, "stock": 8, "announced": False,
                                   "elder_laid": 0, "pack_proved_incorrect": False, "agreed_fresh_deal": False}


@cache
def _catalogue() -> Catalogue:
    """The catalogue with the reading :data:`LIMITS` added."""
    return catalogue().taking(LIMITS, LITERAL, {"limits": "limits-and-rights", "take-all-his-cards": "a-grant"}, "")


def _encoding(reading: str) -> Encoding:
    return Encoding(EXCHANGE, clauses_for(EXCHANGE, _catalogue().clauses(reading)))


def _lawful(reading: str, given: dict[str, int | bool], *wanted: Expr) -> bool:
    """Whether, in the situation ``given``, some course obeys every binding clause and makes ``wanted`` true."""
    enc = _encoding(reading)
    cp = enc.copy()
    s = BUDGET.limit(z3.Solver())
    s.add(cp.physics, *cp.binding.values(), enc.fix_given({**ORDINARY, **given}),
          *(to_z3(w, cp.env) for w in wanted))
    answer = s.check()
    assert answer != z3.unknown, f"{reading}: the solver gave no answer for {given}"
    return bool(answer == z3.sat)


def _applies(reading: str, given: dict[str, int | bool], clause_id: str) -> bool:
    """Whether clause ``clause_id`` applies in some lawful course of the situation ``given``."""
    enc = _encoding(reading)
    cp = enc.copy()
    s = z3.Solver()
    s.add(cp.physics, *cp.binding.values(), enc.fix_given({**ORDINARY, **given}), cp.applies[clause_id])
    return bool(s.check() == z3.sat)


# -- clause 11.2: Law 11's full words ------------------------------------------------------------------------

@pytest.mark.law("11", "cent-8")
def test_clause_11_2_grants_the_alteration_that_cent_8_1_excepts() -> None:
    # Law 11: "he has the option of a fresh deal, or of altering his discard"; cent-8.1 names 11.2 as the
    # exception that lets a player alter his discard, so 11.2 must grant it.
    c = _catalogue().clause(HARMONISED, "11.2")
    assert "or alter his discard" in c.says
    altered = {**ORDINARY, "stock": 7, "announced": True, "elder_laid": 3, "elder_discards": 4, "elder_takes": 4,
               "fresh_deal": False, "elder_elects_fresh": False}
    assert evaluate(c.when, altered) and evaluate(c.then, altered), "Law 11: altering his discard is his option"
    assert "11.2" in _catalogue().exceptions_to("cent-8.1")


@pytest.mark.law("11")
def test_the_seven_is_found_after_discarding() -> None:
    # Law 11: "in drawing the stock toward him after discarding": the option's situation has a discard laid out.
    seven = {"stock": 7, "younger_dealt": 13, "announced": True}
    assert _lawful(HARMONISED, {**seven, "elder_laid": 2}, X.elder_elects_fresh)
    assert not _lawful(HARMONISED, {**seven, "elder_laid": 0})


# -- Laws 24 and 39: the discard laid out before taking up a card ---------------------------------------------

@pytest.mark.law("24", "39", "40")
def test_an_elder_of_thirteen_who_laid_one_and_took_up_a_card_never_comes_back_to_twelve_as_laid() -> None:
    thirteen_laid_one = {"elder_dealt": 13, "younger_dealt": 11, "announced": False, "elder_laid": 1}
    # Literal: he cannot alter his discard (Laws 24, 39), and he took up a card: thirteen or more.
    assert not _lawful(LITERAL, thirteen_laid_one, X.elder_final.eq(12)), \
        "literal: one card laid out and a card taken up leave thirteen cards for good"
    assert _lawful(LITERAL, thirteen_laid_one, X.elder_final >= 13)
    # Harmonised (discard-laid: count-rules-decide): Law 40 sets the number he discards.
    assert _lawful(HARMONISED, thirteen_laid_one, X.elder_final.eq(12), X.elder_discards.eq(2))
    assert not _lawful(HARMONISED, thirteen_laid_one, ~X.fresh_deal, X.elder_final.ne(12)), "Law 40 binds him"


@pytest.mark.law("24")
def test_the_completeness_check_shows_the_elder_who_cannot_come_back_to_twelve() -> None:
    result = checks.completeness(_encoding(LITERAL), BUDGET)
    assert result.status is Status.FINDING and result.witness is not None
    w = result.witness
    shown = [*((core, w.situation) for core in w.cores), *w.variants]
    assert any("24.3" in core and sit["elder_dealt"] == 13 and sit["elder_laid"] == 1 for core, sit in shown), \
        f"completeness:exchange (literal) should show Law 24's locked discard of one card with thirteen: {shown}"


@pytest.mark.law("39", "40", "41", "42", "43")
def test_an_elder_of_eleven_who_laid_five_plays_short_as_laid() -> None:
    # Law 39: three cards left for the younger hand; Law 42 would need six taken in: as laid, he holds at most
    # eleven; where Laws 40-43 set his discard (harmonised), he discards four and takes five.
    eleven_laid_five = {"elder_dealt": 11, "younger_dealt": 13, "announced": False, "elder_laid": 5}
    assert not _lawful(LITERAL, eleven_laid_five, X.elder_final >= 12)
    assert _lawful(HARMONISED, eleven_laid_five, X.elder_final.eq(12), X.elder_discards.eq(4))


# -- An elder of twelve who takes up a card before finding seven in the stock ---------------------------------

TWELVE_SEVEN_TAKEN_UP = {"stock": 7, "younger_dealt": 13, "announced": False, "elder_laid": 3}


@pytest.mark.law("11", "24", "39")
def test_twelve_with_seven_taken_up_unannounced_is_a_situation_of_the_domain() -> None:
    for reading in (LITERAL, HARMONISED):
        assert _lawful(reading, TWELVE_SEVEN_TAKEN_UP), f"{reading}: the situation must be in the domain"
        # Law 24 governs him: his discard as laid; Law 11's option (found in drawing the stock) and Law 39
        # (eleven or thirteen cards) do not.
        assert _applies(reading, TWELVE_SEVEN_TAKEN_UP, "24.3"), reading
        for cid in ("11.2", "39.1", "39.2", "39.4"):
            assert not _applies(reading, TWELVE_SEVEN_TAKEN_UP, cid), f"{reading}: {cid} must not apply"


@pytest.mark.law("24", "30", "31", "43")
def test_law_43_governs_the_twelve_seven_elder_who_did_not_announce_only_in_the_harmonised_reading() -> None:
    # stand-after-lost-option: literal "elected-only" (Law 43: "if the elder hand elect to stand"), harmonised
    # "whenever-deal-stands".
    assert not _applies(LITERAL, TWELVE_SEVEN_TAKEN_UP, "43.1")
    assert _applies(HARMONISED, TWELVE_SEVEN_TAKEN_UP, "43.1")
    # Literal: nothing sets his take-in but Laws 24, 30 and 31; taking five then reaches the bottom three.
    assert _lawful(LITERAL, TWELVE_SEVEN_TAKEN_UP, X.elder_takes.eq(4), X.elder_discards.eq(3))
    assert not _lawful(HARMONISED, TWELVE_SEVEN_TAKEN_UP, X.elder_takes.eq(4), X.elder_discards.eq(3)), \
        "Law 43: as many taken in as discarded"


# -- The numbers of Laws 21 and 22: limits (a pick that adds words) or rights only (literal, harmonised) ----

@pytest.mark.law("21", "22", "41", "43")
def test_the_limits_are_clauses_of_the_limits_pick_only() -> None:
    limits = {"21.3", "21.4", "22.3", "22.4"}
    assert limits <= {c.id for c in _catalogue().clauses(LIMITS)}
    assert not limits & {c.id for c in _catalogue().clauses(HARMONISED)}
    # Exceptions exactly as printed: Law 22 names Laws 41 and 43; Law 21's first sentence names none.
    assert _catalogue().clause(LIMITS, "22.4").except_as == ("41.3", "43.2")
    assert _catalogue().clause(LIMITS, "21.3").except_as == ()


@pytest.mark.law("21", "34", "40", "41", "42")
@pytest.mark.parametrize(("law", "given", "wanted"), [
    # Law 42: the younger hand discards one more than he takes in, so with three discarded at most he takes two.
    ("42", {"elder_dealt": 11, "younger_dealt": 13, "announced": True}, X.younger_takes.eq(3)),
    # Law 40: the elder hand of thirteen discards one more than he takes in, so with five at most he takes four.
    ("40", {"elder_dealt": 13, "younger_dealt": 11, "announced": True}, X.elder_takes.eq(5)),
    # Law 41: "if he take all his cards, he discards six": the exception Law 21 does not name.
    ("41", {"elder_dealt": 13, "stock": 7, "announced": True}, X.elder_takes.eq(5)),
    # Law 34: all the cards that are left, when the elder hand leaves one of his five: four.
    ("34", {}, X.younger_takes.eq(4)),
])
def test_what_follows_from_the_limits(law: str, given: dict[str, int | bool], wanted: Expr) -> None:
    assert not _lawful(LIMITS, given, ~X.fresh_deal, wanted), f"with limits: the limits forbid it (Law {law})"
    assert _lawful(HARMONISED, given, ~X.fresh_deal, wanted), f"harmonised: rights only allow it (Law {law})"


@pytest.mark.law("32", "34", "41")
@pytest.mark.parametrize(("right", "limits"), [("41.4", {"21.3"}), ("34.1", {"22.3", "22.4"}),
                                                ("32.2", {"22.3", "22.4"})])
def test_the_literal_findings_name_the_limit(right: str, limits: set[str]) -> None:
    enc = _encoding(LIMITS)
    result = checks.entitlement(enc, enc.by_id[right], BUDGET)
    assert result.status is Status.FINDING and result.witness is not None, right
    named = {n.split("~")[0] for core in (*result.witness.cores, *(c for c, _ in result.witness.variants))
             for n in core}
    assert limits & named, f"entitlement:{right} (with limits) should name a limit of {sorted(limits)}: {sorted(named)}"
