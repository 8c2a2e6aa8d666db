"""The catalogue holds every law with its text and status; every reference, exception and choice resolves."""

from __future__ import annotations

import itertools

import re

import pytest

from piquet.spec.catalogue import catalogue
from piquet.spec.domains import AU_CENT, DOMAINS as ALL_DOMAINS
from piquet.spec.evaluation import domain_clauses
from piquet.spec.expr import terms_in, variables
from piquet.spec.law import Clause, Status
from piquet.spec.readings import Choice
from piquet.spec.source import agreement_text, au_cent_text, laws_text
from tests.spec.spec_situations import DOMAINS, HARMONISED, LITERAL, MODULES, domain_of

#: Laws 61-69 (scoring) are formalized elsewhere in the tree.
SCORING = {str(n) for n in range(61, 70)}
MY_LAWS = [law for module in MODULES for law in module.LAWS]
MY_CHOICES: list[Choice] = [choice for module in MODULES for choice in module.CHOICES]


def _all_clause_ids() -> set[str]:
    cat = catalogue()
    return {c.id for c in cat.all_clauses()} | {c.id for r in (LITERAL, HARMONISED) for c in cat.clauses(r)}


@pytest.mark.law("61", "62", "63", "64", "65", "66", "67", "68", "69")
@pytest.mark.parametrize("number", range(1, 79))
def test_every_law_is_present_with_its_text_and_a_status(number: int) -> None:
    law = catalogue().law(str(number))
    source = laws_text()[number]
    assert (law.text, law.section) == (source.text, source.section)
    if str(number) not in SCORING:
        assert law.status is not Status.NOT_YET


def test_nothing_is_left_not_yet() -> None:
    assert catalogue().coverage()["not_yet_keys"] == []


@pytest.mark.law("agree-four-deals", "cent-25", "cent-26")
def test_every_au_cent_paragraph_and_the_agreement_are_present() -> None:
    cat = catalogue()
    for n, text in au_cent_text().items():
        law = cat.law(f"cent-{n}")
        assert (law.text, law.section) == (text, "Piquet au cent")
        assert law.status is Status.FORMALIZED
    four = cat.law("agree-four-deals")
    assert four.text == agreement_text() and four.status is Status.FORMALIZED
    for key in ("cent-25", "cent-26"):
        assert cat.law(key).text.startswith("By agreement")
        assert any("By agreement" in note for note in cat.law(key).notes)


def test_conduct_laws_give_their_reason() -> None:
    conduct = [law for law in MY_LAWS if law.status is Status.CONDUCT]
    assert {law.key for law in conduct} == {"2", "78"}
    assert all(law.conduct and not law.clauses for law in conduct)


def test_clauses_are_filed_under_their_law_with_unique_ids() -> None:
    ids = [c.id for c in catalogue().all_clauses()]
    assert len(ids) == len(set(ids))
    for law in MY_LAWS:
        assert all(c.law == law.key for c in law.clauses)


def test_every_exception_and_reference_resolves() -> None:
    cat = catalogue()
    known = _all_clause_ids()
    clauses: list[Clause] = [*cat.all_clauses(), *(c for ch in cat.choices for alt in ch.alternatives
                                                   for c in (*alt.replace, *alt.add))]
    for c in clauses:
        assert set(c.except_as) <= known, c.id
    for law in cat.laws.values():
        assert set(law.see) <= set(cat.laws), law.key


def _cited(text: str) -> set[str]:
    """Law numbers a text cites: "Law 73", "Laws 41 and 43", "Laws of Piquet 11, 32, and 38"."""
    out: set[str] = set()
    for match in re.finditer(r"Laws?(?: of Piquet)? ((?:\d+(?:, | and |, and )?)+)", text):
        out |= set(re.findall(r"\d+", match.group(1)))
    return out


@pytest.mark.law("41", "43", "73")
def test_cited_laws_are_cross_referenced() -> None:
    for law in MY_LAWS:
        owners = {e.rsplit(".", 1)[0] for c in law.clauses for e in c.except_as}
        assert _cited(law.text) <= set(law.see) | owners, law.key


@pytest.mark.law("44")
def test_each_clause_is_checked_in_exactly_one_domain() -> None:
    # Law 44 governs every penalty of reckoning nothing, so it is checked wherever one is (below). Phase by
    # phase a clause is checked with its own game's phases (au cent's phases share the Laws' variables).
    mine = {law.key for law in MY_LAWS} - {"44"}
    for reading in (LITERAL, HARMONISED):
        for c in catalogue().clauses(reading):
            if c.law in mine:
                assert [d.name for d in ALL_DOMAINS if domain_clauses(d, (c,))] == [domain_of(c).name], c.id


@pytest.mark.law("44")
def test_law_44_is_checked_with_every_penalty_it_may_waive() -> None:
    for cid in ("44.1", "44.2"):
        c = catalogue().clause(LITERAL, cid)
        assert [d.name for d in ALL_DOMAINS if domain_clauses(d, (c,))] == ["exchange-events", "calls-and-play"]


def test_domains_declare_each_variable_once() -> None:
    for d in DOMAINS:
        names = [v.name for v in d.variables]
        assert len(names) == len(set(names)), d.name
        assert {name for name, _ in d.normal} <= {v.name for v in d.given}, d.name


def test_the_agreements_read_variables_of_their_own_and_au_cent_overrides_what_it_speaks_of() -> None:
    """An agreement reads variables of its own; a paragraph of au cent reads the Laws' variables where it speaks
    of what they speak of, and each clause of the Laws it overrides shares a variable with it, or is tied to it by
    a link of au cent's world (one act in two words: paragraph 20's answer changed is Law 51's reply corrected)."""
    rubicon = {v.name for law in MY_LAWS if law.number is not None for c in law.clauses
               for v in variables(c.when) | variables(c.then)}
    for law in MY_LAWS:
        if law.number is None and not law.key.startswith("cent-"):
            own = {v.name for c in law.clauses for v in variables(c.when) | variables(c.then)}
            assert own.isdisjoint(rubicon), law.key
    cat = catalogue()
    every = {c.id: c for reading in cat.readings for c in cat.clauses(reading)}
    overrides = [(c.id, o) for c in every.values() for o in c.overrides if o in every]
    assert len(overrides) >= 20, f"only {len(overrides)} overrides: au cent is not written over the Laws"
    links = [{v.name for v in variables(link)} for link in AU_CENT.links]
    for cid, overridden in overrides:
        paragraph, law = every[cid].reads, every[overridden].reads
        assert paragraph & law or any(words & paragraph and words & law for words in links), \
            f"{cid} overrides {overridden}, but reads none of its variables, nor any a link ties to them " \
            f"({sorted(paragraph)})"


@pytest.mark.parametrize("choice", MY_CHOICES, ids=[c.name for c in MY_CHOICES])
def test_each_choice_is_well_formed_and_changes_something(choice: Choice) -> None:
    cat = catalogue()
    keys = [alt.key for alt in choice.alternatives]
    assert len(keys) >= 2 and choice.default in keys and choice.reason
    assert set(choice.laws) <= set(cat.laws)
    base = {c.id for c in cat.all_clauses()}
    for alt in choice.alternatives:
        assert {c.id for c in alt.replace} <= base
        assert not {c.id for c in alt.add} & base
        # A paragraph of au cent an alternative reads as overriding more of the Laws (Alternative.overrides).
        assert set(alt.overrides) <= base and all(cid.startswith("cent-") for cid in alt.overrides)
    touched = {c.id for alt in choice.alternatives for c in (*alt.replace, *alt.add)}
    touched |= {cid for alt in choice.alternatives for cid in alt.overrides}
    terms = {name for alt in choice.alternatives for name in alt.terms}
    touched |= {c.id for c in cat.all_clauses() if (terms_in(c.when) | terms_in(c.then)) & terms}
    # Each alternative, taken in the harmonised reading, gives the clauses it touches otherwise than the others
    # (a choice both readings answer alike, au-cent-law-40-younger, still changes something when taken).
    taken = []
    for alt in choice.alternatives:
        name = f"{HARMONISED}, {choice.name} = {alt.key}"
        taken.append({c.id: c for c in cat.taking(name, HARMONISED, {choice.name: alt.key}, "").clauses(name)
                      if c.id in touched})
    assert touched and all(a != b for a, b in itertools.combinations(taken, 2)), f"{choice.name} changes nothing"


def test_every_choice_names_the_words_it_reads_and_the_exceptions_printed() -> None:
    # Issue 11's review of the choices: the literal reading takes each sentence at its word and names its
    # exceptions exactly as printed, so each choice quotes the words it reads, verbatim from the source.
    cat = catalogue()
    for choice in cat.choices:
        assert choice.reads, f"choice {choice.name} names no words it reads"
        assert choice.printed_exceptions, f"choice {choice.name} does not say which exceptions are printed"
        for key, words in choice.reads:
            assert key in choice.laws, f"choice {choice.name} reads Law {key} but does not list it"
            text = " ".join(cat.law(key).text.split())
            assert " ".join(words.split()) in text, f"choice {choice.name}: Law {key} does not print {words!r}"


@pytest.mark.law("22", "27", "41", "43")
def test_the_printed_exception_of_laws_22_and_27_is_every_clause_of_laws_41_and_43() -> None:
    # The choices law-22-exception and take-all-his-cards: their literal alternatives list the clauses by hand,
    # so a clause added to Law 41 or 43 (as written, or by an alternative: 41.4 and 43.5) must join the list; the
    # harmonised ones keep the two that limit the younger hand's take-in, and the two grants of his five.
    cat = catalogue()
    added = [c for choice in cat.choices for alt in choice.alternatives for c in alt.add]
    every = tuple(sorted({c.id for key in ("41", "43") for c in cat.law(key).clauses}
                         | {c.id for c in added if c.law in ("41", "43")}))
    assert cat.clause(LITERAL, "22.1").except_as == every
    assert cat.clause(HARMONISED, "22.1").except_as == ("41.3", "43.2")
    assert cat.clause(LITERAL, "27.1").except_as == (*every, "44.1")
    assert cat.clause(HARMONISED, "27.1").except_as == ("41.4", "43.5", "44.1")
