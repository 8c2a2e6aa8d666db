"""Proposed amendments: for each finding, a change to the Laws in their own style, written as a change to the spec.

An :class:`Amendment` answers one or more findings (check ids under one
reading) that share a root. It is made of :class:`Change`\\ s, each to one
sentence of one law: the sentence as printed, the sentence as amended (the
printed one with a clause or an exception added, never rewritten), and what
that becomes in the spec: the clauses it replaces (same ids), and the terms
it defines anew (a term is what a reading decides a word means; defining it
changes every clause that reads it). :func:`amended` gives the catalogue
with the amended reading added (``<reading>+<name>``), so that
``piquet verify --amend NAME`` (:func:`piquet.proofs.verify.amend`) proves that
the amendment removes its findings and creates no new one. The rulebook's
amendments page shows each with its verdicts before and after.

How to add one, when ``piquet verify`` reports a new finding:

1. Read the finding's witness and cores (``piquet verify --reading R --json``)
   and find the sentence whose silence or excess causes it.
2. Write a :class:`Change` for that sentence: ``printed`` must be quoted
   from the law's text as displayed (errata applied); ``amended`` begins with
   it and adds the exception ("except as provided in Law N", "unless ...").
   Its ``replace`` gives the clause(s) of that law as amended, with the same
   ids; or ``terms`` redefines the term the sentence governs.
3. Add an :class:`Amendment` to :data:`AMENDMENTS` naming the findings it
   ``answers``; one amendment may answer several findings with one root.
4. ``piquet verify --amend NAME`` must say it removes them and creates no new
   finding; ``tests/spec/test_amendments.py`` proves it for every amendment and
   fails, naming the finding, while a finding recorded in ``proofs/expected``
   has no amendment.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from piquet.spec.catalogue import Catalogue
from piquet.spec.domains.cutting import C
from piquet.spec.domains.exchange import X
from piquet.spec.domains.exchange_events import E, Side
from piquet.spec.expr import Expr, any_of
from piquet.spec.law import Clause
from piquet.spec.laws import MODULES, au_cent, exchange
from piquet.spec.laws.build import may, must_not
from piquet.spec.readings import LITERAL, Alternative, Choice

__all__ = ["Change", "Amendment", "AMENDMENTS", "EDITION", "SCORED_AS_ENTITLED", "edition", "amendment", "amended"]


@dataclass(frozen=True)
class Change:
    """One sentence of Law ``law``, as printed and as amended, and the clauses and terms it becomes."""

    law: str
    printed: str
    amended: str
    replace: tuple[Clause, ...] = ()
    terms: Mapping[str, Expr] = field(default_factory=dict)
    #: For a paragraph of Piquet au cent: the clauses of the Laws each of its clauses (by id) also takes the place
    #: of, amended (see :attr:`piquet.spec.readings.Alternative.overrides`).
    overrides: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: The situations and courses its words reach: whatever it newly permits or forbids lies there
    #: (:func:`piquet.proofs.effects.beyond`). None: not stated yet.
    within: Expr | None = None


@dataclass(frozen=True)
class Amendment:
    """A proposed change to the Laws, answering the findings ``answers`` under ``reading``; ``root`` says in a
    sentence what they have in common."""

    name: str
    reading: str
    answers: tuple[str, ...]
    root: str
    changes: tuple[Change, ...]

    @property
    def laws(self) -> tuple[str, ...]:
        """The laws it amends, in order."""
        return tuple(dict.fromkeys(c.law for c in self.changes))

    @property
    def replace(self) -> tuple[Clause, ...]:
        """Every clause it replaces."""
        return tuple(c for ch in self.changes for c in ch.replace)

    @property
    def terms(self) -> dict[str, Expr]:
        """Every term it defines anew."""
        return {name: expr for ch in self.changes for name, expr in ch.terms.items()}

    @property
    def overrides(self) -> dict[str, tuple[str, ...]]:
        """Every clause of the Laws a paragraph of au cent it amends also takes the place of, by the paragraph's
        clause."""
        return {cid: laws for ch in self.changes for cid, laws in ch.overrides.items()}

    @property
    def within(self) -> Expr | None:
        """The courses its words reach (any change's), or None if a change does not state them."""
        reach = [ch.within for ch in self.changes]
        return None if any(r is None for r in reach) else any_of([r for r in reach if r is not None])

    @property
    def choice(self) -> Choice:
        """The amendment as a switch between the Laws as printed and as amended."""
        laws = " and ".join(self.laws)
        printed = " ".join(c.printed for c in self.changes)
        amended_text = " ".join(c.amended for c in self.changes)
        return Choice(f"amendment:{self.name}", self.laws, f"Amend Law {laws}?",
                      (Alternative("as-printed", printed),
                       Alternative("amended", amended_text, terms=self.terms, replace=self.replace,
                                   overrides=self.overrides)),
                      "as-printed", "An amendment is proposed, not adopted.")


# -- the amendments ----------------------------------------------------------
# Each answers findings of proofs/expected; its comment cites the laws in conflict.

_CHOICES = {c.name: c for m in MODULES for c in m.CHOICES}


def _written(choice: str, key: str, *ids: str) -> tuple[Clause, ...]:
    """The clauses ``ids`` as the alternative ``key`` of ``choice`` writes them: an amendment that makes an
    interpretation the law's own text takes its clauses from the reading that adopts it."""
    by_id = {c.id: c for c in _CHOICES[choice].alternative(key).replace}
    return tuple(by_id[i] for i in ids)


def _overriding(choice: str, key: str, *ids: str) -> dict[str, tuple[str, ...]]:
    """The laws the clauses ``ids`` also take the place of under the alternative ``key`` of ``choice``: an
    amendment that makes an interpretation of au cent the text's own."""
    overrides = _CHOICES[choice].alternative(key).overrides
    return {cid: overrides[cid] for cid in ids}


def _meaning(choice: str, key: str, *names: str) -> dict[str, Expr]:
    """The terms (``names``, or all) as the alternative ``key`` of ``choice`` defines them."""
    terms = _CHOICES[choice].alternative(key).terms
    return {n: e for n, e in terms.items() if not names or n in names}


_FRESH_FOR_ANOTHER_CAUSE = ", unless there be a fresh deal for another cause"
_STANDS_13 = "If the dealer expose any of his own cards, the deal stands good."
_HOLDS_15 = ("If the error be not discovered before either player has taken up any of his cards, the deal holds "
             "good, and the packs remain changed.")


# Changes that more than one amendment makes.

#: Law 21: the elder hand's five cards are his to take in, as many as Law 39 lets him (Laws 27, 39, 40-43, 58).
_LAW_21 = Change(
    "21",
    "The elder hand is entitled to discard five cards and to take in five.",
    "The elder hand is entitled to discard five cards and to take in five (or to discard as many as Laws 40 "
    "to 43 require), unless Law 27 or Law 39 oblige him to leave three cards for the younger hand.",
    replace=(may("21.1", "The elder hand may take in five cards, discarding as the count rules require, unless "
                 "he must leave three cards for the younger hand (Laws 27 and 39): seven in the stock, his wrong "
                 "count or the seven not announced.",
                 X.elder_takes.eq(5), when=exchange.GOES_ON & ~(
                     (exchange.UNANNOUNCED | (X.seven_with_twelve & ~X.announced)) & (X.stock < 8))),))

#: Law 41: the elder hand who lost his option (Law 39) must still leave three cards, so cannot take all five.
_LAW_41 = Change(
    "41",
    "He must discard at least two cards; and, if he take all his cards, he discards six, and the younger hand "
    "can only take two cards.",
    "He must discard at least two cards; and, if he take all his cards, he discards six, and the younger hand "
    "can only take two cards; but an elder hand who has lost his option under Law 39 must leave three cards "
    "for the younger hand.",
    replace=(may("41.4", "He may take all his five cards, discarding six, unless he has lost his option under "
                 "Law 39 and must leave three cards.", X.elder_takes.eq(5) & X.elder_discards.eq(6),
                 when=exchange.S13_7 & ~exchange.UNANNOUNCED & (X.elder_takes <= 5)),))

#: Law 35: the younger hand is punished for ending with more than twelve cards, not for the one card more that
#: Law 40 makes the younger hand of eleven take in.
_LAW_35 = Change(
    "35",
    "If the younger hand leave any cards, and take up, together with the cards he is about to take in, more cards "
    "than he has discarded, he can reckon nothing that deal.",
    "If the younger hand leave any cards, and take up, together with the cards he is about to take in, more cards "
    "than he has discarded, he can reckon nothing that deal, if he thereby hold more than twelve cards.",
    terms=_meaning("younger-overtakes", "more-than-twelve"))

#: Laws 24 and 39: the elder hand who took up a card before his wrong count came to light is held to the discard
#: he had laid out, which cannot be the number Laws 40-43 set: every course then incurs Law 58.
#: Their words: he may alter the discard he had laid out only to discard as many cards as Laws 40 to 43 require,
#: which is as many as leave him twelve (one more than he takes in with thirteen, one less with eleven, as many
#: with twelve and seven in the stock). Not the bar lifted: an elder hand of thirteen who laid out one card may
#: not then discard three, take in one and play with eleven.
_ALTERS_BUT_TO_TWELVE = {exchange.ALTERS.name: X.elder_alters & X.elder_final.ne(12)}
#: What those words reach: the elder hand who took up a card before it came to light, altering his discard to
#: end with twelve cards.
_TO_TWELVE = X.took_up_first & X.elder_alters & X.elder_final.eq(12)
_DISCARD_LAID = (
    Change("24", "After a player has taken up a card of the stock he cannot alter his discard.",
           "After a player has taken up a card of the stock he cannot alter his discard, except to discard as many "
           "cards as Laws 40 to 43 require.", terms=_ALTERS_BUT_TO_TWELVE, within=_TO_TWELVE),
    Change("39", "He cannot alter his discard, and he must leave at least three cards for the younger hand.",
           "He cannot alter his discard, and he must leave at least three cards for the younger hand; but he "
           "discards as many cards as Laws 40 to 43 require, though he had laid out more or fewer.",
           terms=_ALTERS_BUT_TO_TWELVE, within=_TO_TWELVE),
)

_EXPOSED_CUT_PRINTED = ("If he exposes more than one card in cutting, his adversary may treat the lowest of the "
                        "exposed cards as the one cut.")

_LEAVES_THREE_13 = "He must leave at least three cards for the younger hand."
_LEAVES_THREE_14 = ("If the elder hand elect to stand the deal when he has twelve cards and there are seven in the "
                    "stock, he must leave at least three cards for the younger hand.")

_NOT_ENFORCING = "When a player subjects himself to the penalty of reckoning nothing that deal, the adversary has the " \
          "option of not enforcing the penalty."


def _too_many(s: Side) -> Expr:
    """The player ``s`` took in or kept a card too many: he plays with more than twelve cards (Laws 25, 31, 35,
    58), took back a card of his discard (Law 25), or mixed with his hand a card of the stock not his (the elder
    hand, Law 28; the younger hand, Law 29)."""
    mixes = E.elder_mixes_younger_cards if s is E.elder else E.younger_mixes_top
    return s.over | s.retakes | mixes


def _scored_as_entitled(cid: str, s: Side, adversary: Side) -> Clause:
    """Law 44 amended, for the penalty of ``s``: his adversary may decline to enforce it (as printed) or, where
    ``s`` took in or kept a card too many, elect to score the deal as though he had taken in only the cards he
    was entitled to. Either way the penalty of reckoning nothing is not enforced (the deal is scored, on the
    cards of the lawful exchange); the election is the adversary's, and frees only the penalty of a card too
    many."""
    return may(cid, f"The {adversary.who} hand may decline to enforce the {s.who} hand's penalty of reckoning "
               f"nothing that deal; or, where the {s.who} hand took in or kept a card too many (Laws 25, 28, 29, "
               "31 and 35), elect to score the deal as though he had taken in only the cards he was entitled to.",
               ~s.reckons_nothing, when=adversary.waives | (adversary.elects_entitled & _too_many(s)),
               of=adversary.who)


#: Law 44: the adversary's election of the lawful exchange, where the penalty of reckoning nothing for a card too
#: many would profit the offender (Case XXII; the deterrence census, docs/guide/census.md).
_LAW_44 = Change(
    "44", _NOT_ENFORCING,
    _NOT_ENFORCING.rstrip(".") + "; and, where the player has taken in or kept a card too many (Laws 25, 28, 29, 31 and "
    "35), the adversary may elect instead to score the deal as though the player had taken in only the cards he "
    "was entitled to, the card too many put back where it came from.",
    replace=(_scored_as_entitled("44.1", E.elder, E.younger), _scored_as_entitled("44.2", E.younger, E.elder)),
    within=_too_many(E.elder) | _too_many(E.younger))

#: The name of the amendment that gives the adversary the election of the lawful exchange (the census's
#: Amendment A, :mod:`piquet.search.census`).
SCORED_AS_ENTITLED = "law-44-scored-as-entitled"

AMENDMENTS: tuple[Amendment, ...] = (
    # Laws 24 and 39: the discard laid out before the wrong count came to light, against Laws 40-43 and 58.
    Amendment(
        name="laws-24-39-discard-to-twelve",
        reading=LITERAL,
        answers=("completeness:exchange",),
        root="The discard Laws 24 and 39 hold the elder hand to, laid out before his wrong count came to light, "
             "cannot be the number Laws 40-43 set, so that every course incurs Law 58.",
        changes=_DISCARD_LAID,
    ),
    # Law 8 against Laws 5 and 7: the general rule names no exception for the particular accidents.
    Amendment(
        name="law-8-fresh-cuts",
        reading=LITERAL,
        answers=("consistency:cut-for-deal", "consistency:cut-to-dealer"),
        root="Law 8 forbids the cut again that Laws 5 and 7 order after an exposed card. Once Law 5's cut again "
             "binds, au cent's first paragraph must say that its option takes the cut's place, or in au cent's "
             "world the cut again would take away the adversary's option (entitlement:cent-1.3).",
        changes=(Change(
            "8",
            "When a player in cutting has once separated the pack, he must abide by the cut.",
            "When a player in cutting has once separated the pack, he must abide by the cut, except as "
            "provided in Laws 5 and 7.",
            replace=(must_not("8.1", "A player who has once separated the pack for deal must abide by the cut, "
                              "except where Law 5 orders him to cut again.", C.deal_recut, unless=("5.1",)),
                     must_not("8.2", "A player who has once separated the pack in cutting to the dealer must "
                              "abide by the cut, except where Law 7 orders a fresh cut.", C.dealer_recut,
                              unless=("7.1",)))),
                 # Au cent's paragraph 1 takes Law 5's place where the adversary elects its option (the harmonised
                 # reading's pick overrides-law-5 made the text's own).
                 Change("cent-1", _EXPOSED_CUT_PRINTED, _EXPOSED_CUT_PRINTED.rstrip(".") + ", instead of the cut "
                        "again that Law 5 requires.", replace=_written("au-cent-exposed-cut", "overrides-law-5",
                                                                        "cent-1.3"))),
    ),
    # Law 13's and Law 15's "the deal stands (holds) good" against the fresh deals of Laws 13-16.
    Amendment(
        name="laws-13-15-other-fresh-deals",
        reading=LITERAL,
        answers=("consistency:misdeal", "entitlement:13.1"),
        root="Laws 13 and 15 let a deal stand for one irregularity that another law voids for another.",
        changes=(Change("13", _STANDS_13, _STANDS_13.rstrip(".")
                        + _FRESH_FOR_ANOTHER_CAUSE + " (Laws 14, 15 and 16, or the first part of this law).",
                        replace=_written("deal-stands-good", "this-ground-only", "13.2")),
                 Change("15", _HOLDS_15, _HOLDS_15.rstrip(".")
                        + _FRESH_FOR_ANOTHER_CAUSE + " (Laws 13, 14 and 16).",
                        replace=_written("deal-stands-good", "this-ground-only", "15.2"))),
    ),
    # Law 72 against Law 73: the rubicon is the exception the general rule does not name.
    Amendment(
        name="law-72-rubicon",
        reading=LITERAL,
        answers=("consistency:partie-points",),
        root="Law 72 scores by the difference every partie that Law 73 scores by the sum.",
        changes=(Change(
            "72",
            "The winner of the partie deducts the score of the loser from his own; and the difference, with a "
            "hundred added, is the number of points won.",
            "The winner of the partie deducts the score of the loser from his own; and the difference, with a "
            "hundred added, is the number of points won (except as provided in Law 73).",
            replace=_written("rubicon-replaces-difference", "rubicon-excepts", "72.1")),),
    ),
    # Law 70 against Law 56: an omission is not an error in counting.
    Amendment(
        name="law-70-omissions",
        reading=LITERAL,
        answers=("entitlement:70.1",),
        root="Law 70 lets a player rectify an omission that Law 56 forbids him to reckon.",
        changes=(Change(
            "70",
            "Errors in counting the hand, if proved, may be rectified at any time before the player in error has "
            "seen his next hand.",
            "Errors in counting the hand, if proved, may be rectified at any time before the player in error has "
            "seen his next hand; but a thing omitted is not an error in counting, and is governed by Law 56.",
            terms=_meaning("omission-is-not-a-counting-error", "adding-up")),),
    ),
    # Law 35 against Law 40: a penalty for what Law 40 requires.
    Amendment(
        name="law-35-more-than-twelve",
        reading=LITERAL,
        answers=("entitlement:36.1", "entitlement:40.4"),
        root="Law 35 punishes a younger hand with eleven cards for taking in the one card more that Law 40 "
             "makes him take, or the one card it lets him take without discarding.",
        changes=(_LAW_35, *_DISCARD_LAID),
    ),
    # Laws 21 and 22 against the count rules, Laws 27, 39 and 58.
    Amendment(
        name="laws-21-22-take-in",
        reading=LITERAL,
        answers=("entitlement:21.1", "entitlement:22.1"),
        root="Laws 21 and 22 promise an exchange of five (three) cards that a hand dealt a card too many or "
             "too few, or one that must leave three cards (Law 39), cannot make without a penalty.",
        changes=(_LAW_21, Change(
            "22",
            "The younger hand is entitled to discard three cards, and to take in three (except as provided in "
            "Laws 41 and 43).",
            "The younger hand is entitled to discard three cards, and to take in three (except as provided in "
            "Laws 41 and 43); if he have a card too many or too few, he discards as many as leave him twelve "
            "cards.",
            terms=_meaning("full-exchange", "take-in", exchange.YOUNGER_FULL_EXCHANGE.name)),
            *_DISCARD_LAID),
    ),
    # Law 39: the elder hand who lost his option stands the deal, but on no terms.
    Amendment(
        name="law-39-stands-on-terms",
        reading=LITERAL,
        answers=("theorem:twelve-cards",),
        root="The elder hand who loses his option under Law 39 stands the deal, but Laws 40-43, which say what "
             "he and the younger hand discard, speak only of one who elects to stand it. Once they bind him, "
             "Law 41's 'if he take all his cards' must yield to Law 39's three cards left, and Law 35 must not "
             "punish the younger hand of eleven whom Law 40 then binds, or the amendment would create findings "
             "(entitlement:41.4, entitlement:40.4).",
        changes=(Change(
            "39",
            "He cannot alter his discard, and he must leave at least three cards for the younger hand.",
            "He cannot alter his discard, and he must leave at least three cards for the younger hand; and he "
            "stands the deal as if he had elected to stand it (Laws 40 to 43), discarding as many cards as they "
            "require, though he had laid out more or fewer.",
            terms={**_meaning("stand-after-lost-option", "whenever-deal-stands"), **_ALTERS_BUT_TO_TWELVE}),
            _LAW_41, _LAW_35, _DISCARD_LAID[0]),
    ),
    # Piquet au cent, paragraphs 4 and 5, as Laws 13 and 15.
    Amendment(
        name="cent-4-5-other-fresh-deals",
        reading=LITERAL,
        answers=("consistency:cent-deal", "entitlement:cent-3.1"),
        root="Paragraphs 4 and 5 let a deal stand for one error that another paragraph voids for another.",
        changes=(Change("cent-4", "If not discovered before the deal is completed, the deal holds good.",
                        "If not discovered before the deal is completed, the deal holds good"
                        + _FRESH_FOR_ANOTHER_CAUSE + " (paragraphs 3 and 5).", replace=_written("au-cent-deal-holds", "this-ground-only", "cent-4.2")),
                 Change("cent-5", "If not discovered before taking up the hand, there is no remedy.",
                        "If not discovered before taking up the hand, there is no remedy"
                        + _FRESH_FOR_ANOTHER_CAUSE + " (paragraphs 3 and 4).", replace=_written("au-cent-deal-holds", "this-ground-only", "cent-5.2"))),
    ),
    # Piquet au cent, paragraphs 13 and 14's three cards left against Law 21's five (in au cent's world only: the
    # phases never put them side by side). It answers no finding of proofs/expected but the one world's
    # (entitlement:21.1@...cent-exchange), and so is judged there (piquet verify --amend edition --world).
    Amendment(
        name="cent-13-14-three-cards-for-law-21",
        reading=LITERAL,
        answers=(),
        root="Paragraphs 13 and 14 make the elder hand standing with thirteen cards, or with twelve and seven in the "
             "stock, leave at least three cards for the younger hand, where Law 21 entitles him to take in five.",
        # Its words reach the elder hand standing with thirteen cards (paragraph 13), or with twelve and seven in
        # the stock (paragraph 14): only there may Law 21's five give way.
        changes=(Change("cent-13", _LEAVES_THREE_13, _LEAVES_THREE_13.rstrip(".") + ", though Law 21 entitle him to "
                        "five.", overrides=_overriding("au-cent-law-21", "overrides-law-21", "cent-13.3"),
                        within=au_cent.THIRTEEN),
                 Change("cent-14", _LEAVES_THREE_14, _LEAVES_THREE_14.rstrip(".") + ", though Law 21 entitle him to "
                        "five.", overrides=_overriding("au-cent-law-21", "overrides-law-21", "cent-14.5"),
                        within=au_cent.TWELVE_SEVEN)),
    ),
    # Piquet au cent, paragraph 7 against paragraph 14.
    Amendment(
        name="cent-7-save-paragraph-14",
        reading=LITERAL,
        answers=("entitlement:cent-7.1",),
        root="Paragraph 7 excuses the younger hand from discarding where paragraph 14 makes him discard.",
        changes=(Change("cent-7", "The younger hand is not obliged to discard any card.",
                        "The younger hand is not obliged to discard any card, except as provided in paragraph 14.",
                        replace=_written("au-cent-younger-discard", "save-paragraph-14", "cent-7.1")),),
    ),
    # Law 44 against Case XXII: the penalty for a card too many may profit the offender. It answers no finding
    # of proofs/expected (the laws hold together as printed) but the census's, and so is proved under each
    # reading.
    Amendment(
        name=SCORED_AS_ENTITLED,
        reading=LITERAL,
        answers=(),
        root="The penalty of reckoning nothing for a card too many (Laws 25, 28, 29, 31, 35 and 58) may profit "
             "the offender, as Case XXII says (\"scores nothing that hand\"): the census finds deals where he "
             "gains whichever option the adversary elects, the penalty enforced or waived.",
        changes=(_LAW_44,),
    ),
)


#: The name of the amended edition: every amendment made at once (:func:`edition`).
EDITION = "edition"


def edition(reading: str = LITERAL, amendments: tuple[Amendment, ...] | None = None) -> Amendment:
    """The amended edition: every amendment (of ``amendments``, default :data:`AMENDMENTS`) made at once, one
    text for each sentence, under ``reading``.

    Where several amendments change one sentence, the edition takes the change whose clauses and terms hold
    every other's (Law 39's "he stands the deal as if he had elected to stand it" holds the discard that the
    count rules require); a sentence changed two ways that neither holds is an error to resolve by hand.
    """
    every = AMENDMENTS if amendments is None else amendments
    by_sentence: dict[tuple[str, str], list[Change]] = {}
    for a in every:
        for ch in a.changes:
            by_sentence.setdefault((ch.law, ch.printed), []).append(ch)
    changes = []
    for (law, _), options in by_sentence.items():
        widest = [ch for ch in options if all(_holds(ch, other) for other in options)]
        if not widest:
            raise ValueError(f"Law {law}: amendments change one sentence in ways no one of them holds: "
                             f"{sorted({ch.amended for ch in options})}")
        changes.append(widest[0])
    roots = " ".join(dict.fromkeys(a.root for a in every))
    return Amendment(EDITION, reading, tuple(cid for a in every for cid in a.answers), roots, tuple(changes))


def _holds(wide: Change, narrow: Change) -> bool:
    """Whether ``wide`` makes every clause replacement, term definition and override that ``narrow`` makes."""
    return (all(any(c == w for w in wide.replace) for c in narrow.replace)
            and all(name in wide.terms and wide.terms[name] == e for name, e in narrow.terms.items())
            and all(set(laws) <= set(wide.overrides.get(cid, ())) for cid, laws in narrow.overrides.items()))


def amendment(name: str) -> Amendment:
    """The amendment called ``name`` (KeyError if there is none); :data:`EDITION`, every one at once."""
    if name == EDITION:
        return edition()
    for a in AMENDMENTS:
        if a.name == name:
            return a
    raise KeyError(name)


def amended(cat: Catalogue, a: Amendment) -> tuple[Catalogue, str]:
    """``cat`` with the reading ``<a.reading>+<a.name>``: ``a.reading`` with the amendment made."""
    name = f"{a.reading}+{a.name}"
    words = " ".join(c.amended for c in a.changes)
    return cat.taking(name, a.reading, {a.choice.name: "amended"}, f"Amended: {words}", (a.choice,)), name
