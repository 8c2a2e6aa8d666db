"""The deterrence census: every offence of the exchange, the miscall (Laws 52-55) and the elder's thirteen not
announced (Laws 39, 75), one declared entry each, measured by the question a committee would ask -- does the
offender gain when his adversary takes his best option?

An entry (:class:`CensusEntry`) declares an offence: its laws, who commits it, the offence drawn (a key of
:data:`~piquet.search.candidates.OFFENCES`: the offending and lawful lines are built from it by
:meth:`~piquet.search.candidates.Candidate.line_hands` and :mod:`piquet.search.direct`), and the options
the Laws give the adversary, as lines: ``offence`` (the penalty enforced, Law 44), ``waived`` (the
penalty waived, Law 44). Adding an offence is adding an entry. Each entry is a class of
``piquet search`` named ``census-NAME`` (:func:`census_class`), run, stored and checked as any other.

The figure of an entry: the candidate is a witness when the offender ends the partie better off than by
the lawful line *whichever* option the adversary elects, both sides then playing their best for the
partie (Laws 71-73); the swing is his gain under the adversary's best option. Beside it, named as such,
the *enforced-only* figure: the offender gains with the penalty enforced (the question
``penalty-profit`` asks); and, for an entry whose amendment is Amendment A, the figure *under the
amendment*: the offender gains whatever the adversary elects, the amended line (the deal scored as though
the offender had taken in only the cards he was entitled to) among the options -- zero by construction
(:func:`_under_amendment` says why), and settled all the same; and, for every offence whose penalty is reckoning
nothing for a card, the figure *under Amendment B* (:data:`AMENDMENT_B`): the offender gains whatever the
adversary elects, the penalty enforced scored with his cards barring nothing (``under_amendment_b``). All are
settled on the same lines of the same deals.

What the solver assumes: both hands open. The adversary elects his option, and both play, knowing every
card. An adversary who cannot see the cards elects no better than one who can, so a deal where the offence
gains whatever the adversary elects is one where it gains against any adversary: the share is a lower
bound of the share where a real adversary fails to stop it. Not valued: a fresh deal (Laws 28-29: its
cards are not dealt, so it has no exact value); where the Laws offer it, the entry says so, and its share
is of the deals where standing the deal fails the adversary.

A miscall, the elder's or the younger's (one entry each: the younger calls after the elder's first lead, in the
classes left to him to reckon), is found out once the younger has played to the first trick (Laws 53-54); the
solver settles it at the elder's first lead instead (:func:`~piquet.model.solver.settle_calls`: by the Laws its outcome does not turn
on the cards of that trick), so both lines are solved from the first lead. An entry whose offence turns on
what the adversary does not know says what the solver assumes of it, and why its share is still a bound
(:attr:`CensusEntry.assumes`).

The elder's wrong count taken up without announcing (Laws 11, 24, 39: his thirteen, or his eleven) and the card
of the other pack of Case XVII (Law 75) are dealt misdealt: the elder holds thirteen or eleven
(:data:`~piquet.search.candidates.MISDEALT`), the deal started with ``misdeal``
(:func:`~piquet.model.deal.start_deal`), and his exchange, as one dealt twelve, made while Law 11's option is
outstanding, which loses it (Law 39). Their lawful lines: for the wrong count, he announces it before taking in
and stands the deal, the exchange then by the count rules (Laws 40-42); for Case XVII, the deal without the card
of the other pack (the surplus card removed before the exchange, as Case XVIII removes it). A fresh deal, the
elder's own option by the lawful line of the wrong count (Law 11), is not valued: the entry says so.

Not declared, and why: an omission (Law 56) is no offence the Laws penalise -- the class omitted is lost, as
one sunk is, which no law forbids, and ``--calls best`` already counts sinking as part of best play in every
line. Nor is Case XVIII's card of the other pack kept in the hand: returned before it is played it changes
nothing, and played, the hands are played over without it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from piquet.search.au_cent import LOSES_GAME_MISFIRE, draw_au_cent, lost_game_value, open_game
from piquet.search.candidates import AU_CENT, ELDER, GAME_LOST, RUBICON, UNBARRED, YOUNGER, Candidate
from piquet.search.classes import Figure, SearchClass, above, always
from piquet.search.lines import Line
from piquet.search.miscall import MISCALL
from piquet.search.policy import Discard
from piquet.spec.amendments import SCORED_AS_ENTITLED

__all__ = ["CensusEntry", "CENSUS", "census_class", "CENSUS_CLASSES", "AMENDMENT_B", "under_amendment_a",
           "under_amendment_b"]


@dataclass(frozen=True)
class CensusEntry:
    """One offence of the census: ``name`` (the class is ``census-NAME``), ``title``, the ``laws`` it cites,
    the ``offender`` (``A`` the elder, ``B`` the younger, None drawn by each unit among those who may
    commit it), the ``offences`` drawn (keys of :data:`~piquet.search.candidates.OFFENCES`, one drawn by
    each unit when there are several), the adversary's ``options`` as lines, ``facts`` in the Laws' words,
    ``unvalued`` an option the census does not value (and why), the ``amendment`` that removes the
    profit, in words, ``assumes`` what the exact solver assumes of an offence that turns on what the
    adversary does not know, and why the figure is still a bound, ``hands`` a filter of the deals drawn
    (a unit draws again until one passes: a deal where the offence cannot be committed), ``game`` the game
    (:data:`~piquet.search.candidates.RUBICON`, the last deal of a partie; or
    :data:`~piquet.search.candidates.AU_CENT`, a deal of a game of a hundred, valued in games of the partie:
    :mod:`piquet.search.au_cent`), and ``misfire`` why the penalty misfires, if not the penalty of reckoning
    nothing."""

    name: str
    title: str
    laws: tuple[str, ...]
    offender: str | None
    offences: tuple[str, ...]
    options: tuple[str, ...]
    facts: str
    amendment: str
    unvalued: str = ""
    assumes: str = ""
    hands: Callable[[Candidate], bool] | None = None
    game: str = RUBICON
    misfire: str = ""

    @property
    def loses_game(self) -> bool:
        """Whether the offence loses the game (au cent's cent-9, cent-10): the offending line ends at the penalty,
        one game single from the offender, and has no play to solve."""
        return any(law in GAME_LOST for law in self.offences)


_WAIVE = ("offence", "waived")  # Law 44: the adversary enforces the penalty or waives it
_RECKON_NOTHING = ("The penalty, reckoning nothing, takes the offender's score, not his card: it still plays and "
                   "bars (Law 58); and a player rubiconed anyway gains by scoring nothing, his points adding to "
                   "the winner's (Law 73).")
_AMEND_CARDS = (f"Amendment A (proposed: {SCORED_AS_ENTITLED}, Law 44 amended): the adversary may elect to score the "
                "deal as though the offender had taken in only the cards he was entitled to, the card too many put "
                "back where it came from.")
AMENDMENT_B = ("Amendment B (proposed, Law 58 amended; not yet an amendment of the spec): the cards of a player "
               "who can reckon nothing that deal for a card taken in, kept or taken up that was not his are not good "
               "to bar his adversary.")
"""Amendment B in words: the census counts the figure under it for every offence whose penalty is reckoning
nothing for a card (:func:`under_amendment_b`), beside Amendment A's."""
_AMEND_DOUBLE = ("Amendment E (proposed, au cent's paragraphs 9 and 10 amended): the game lost by the penalty counts "
                 "double. No deal loses a player more than a double game (cent-28.2), so the penalty never serves "
                 "him better than the deal played out.")
_AMEND_SET = ("None proposed: on the census's deals the miscall never profits the player in error, the penalty "
              "enforced or waived (its stored runs).")
_RECKON_NOTHING_CENT = ("The penalty takes the deal's score from the player in error, whether or not he could have held "
                        "the call in his hand and discard (cent-23.1 has no exception of Law 54's), and his adversary "
                        "may waive it (Law 44).")
_AMEND_SCORE = ("Amendment D (proposed): a player who can reckon nothing is scored, for the partie, as though he "
                "had reckoned; the points he may not score are struck out only where that does not lessen the "
                "adversary's gain (Law 73).")



def _called(candidate: Candidate) -> bool:
    """The filter of a miscall's deals: one where a call could be drawn (else the unit draws again)."""
    return candidate.offence.call is not None


def _set_miscall(name: str, title: str, offender: str, facts: str, premise: str) -> CensusEntry:
    """The entry of au cent's quatorze or trio called and not held (cent-23.1) by ``offender``, ``facts`` the call
    and its answer in the Laws' words, ``premise`` the answer the offence presupposes."""
    adversary = "younger" if offender == ELDER else "elder"
    return CensusEntry(
        name, title, ("cent-23", "44", "cent-28", "cent-29"), offender, (MISCALL,), _WAIVE,
        f"In a game of Piquet au cent, {facts}. He can reckon nothing that deal (cent-23.1, which replaces Law 54: "
        f"with no exception for a call he could not have held), unless the {adversary} waives the penalty (Law 44).",
        _AMEND_SET, game=AU_CENT, misfire=_RECKON_NOTHING_CENT,
        assumes=f"{premise}, and from the elder's first lead both hands are open, the miscall found out there; the "
                f"{adversary} elects his option of Law 44 knowing every card, so the share is a lower bound of the "
                "share where a real adversary fails to stop it.", hands=_called)


def _game_lost(name: str, title: str, offence: str, offender: str, facts: str) -> CensusEntry:
    """The entry of one of au cent's penalties that lose the game (``offence``, a key of
    :data:`~piquet.search.candidates.GAME_LOST`), ``facts`` its act in the Laws' words: the game counts single, the
    adversary has no option, and Amendment E would remove the profit."""
    return CensusEntry(name, title, (offence.split(".")[0], "cent-28", "cent-29"), offender, (offence,), ("offence",),
                       f"In a game of Piquet au cent, {facts}, which counts single (cent-28.3). The Laws give the "
                       "adversary no option.", _AMEND_DOUBLE, game=AU_CENT, misfire=LOSES_GAME_MISFIRE)


CENSUS: tuple[CensusEntry, ...] = (
    CensusEntry("card-too-many-younger", "The younger takes in a card too many", ("35", "31", "58", "44"), YOUNGER,
                ("35",), _WAIVE,
                "The younger takes in one card more than he discards (Laws 31, 35) and plays thirteen.",
                _AMEND_CARDS),
    CensusEntry("card-too-many-elder", "The elder takes in a card too many", ("31", "58", "44"), ELDER, ("31",),
                _WAIVE, "The elder takes in one card more than he discards (Law 31) and plays thirteen.",
                _AMEND_CARDS),
    CensusEntry("discard-taken-back", "A card of the discard taken back", ("25", "58", "44"), None, ("25",), _WAIVE,
                "After taking up a card of the stock, a player takes back a card of his discard (Law 25).",
                _AMEND_CARDS),
    CensusEntry("stock-card-taken-up", "A card of the stock not his taken up", ("27", "58", "44"), None, ("27",),
                _WAIVE, "A player takes up a card of the stock that is not his, before the elder's exchange "
                "(Law 27); it goes back.", _AMEND_SCORE),
    CensusEntry("stock-card-mixed", "A card of the stock mixed with the hand", ("28", "29", "58", "44"), None,
                ("28", "29"), _WAIVE,
                "A player mixes a card of the stock not his with his hand (Laws 28-29); the adversary stands the "
                "deal.", _AMEND_CARDS,
                unvalued="a fresh deal (Laws 28-29), whose cards are not dealt: the share is of the deals where "
                         "standing the deal fails the adversary"),
    CensusEntry("left-card-taken-up", "A card the elder left taken up", ("33", "58", "44"), ELDER, ("33",), _WAIVE,
                "The elder takes up a card he left, after his exchange (Law 33); it goes back.", _AMEND_SCORE),
    CensusEntry("hand-of-eleven", "A hand of eleven", ("26", "30", "57"), None, ("26", "30"), ("offence",),
                "A player takes in a card fewer than he discards (Law 30), or mixes a card of his hand with his "
                "discard (Law 26), and plays eleven; his adversary counts as tricks the cards that cannot be "
                "played to (Law 57). The Laws give the adversary no option.",
                "Amendment C (proposed): the adversary may elect that the offender take in the card he left (Law "
                "30) or take back the card mixed (Law 26)."),
    CensusEntry("miscall-not-corrected", "A miscall allowed good and not corrected", ("52", "53", "54", "55", "44"),
                ELDER, (MISCALL,), _WAIVE,
                "The elder calls more than he holds, in a class the younger wins by what he holds: the least call "
                "that beats both hands in it, of another length or size than his own best (a misnomer, Law 53, "
                "is not drawn: the model scores it twice over); the younger, holding less, allows it good, and "
                "the elder does not correct it before the younger has played to the first trick (Law 52). It is "
                "then found out (Law 54): the younger reckons anything he has good in the class, the miscall and "
                "the elder's cards not correctly called barring nothing, and the elder can reckon nothing that "
                "deal if he could have held the call in his hand and discard together; else he is liable to no "
                "penalty. A call not shown when asked (Law 55) is this "
                "offence: shown, the miscall is found out before the first trick and corrected (Law 52), which is "
                "the lawful line; a correct call, shown or not, changes nothing with the hands open.", _AMEND_SCORE,
                assumes="Law 54's \"may\" is read as the model reads it, the younger reckoning what he has good; "
                        "the class drawn is one he wins by the lawful line too, so that is no more than the lawful "
                        "line gives him (where the hands are equal, discovery would give him more, which he might "
                        "decline: not drawn). The younger's answer, good, is the offence's premise: he gives it "
                        "not seeing the elder's "
                        "cards, and the solver does not let him answer otherwise. From there both hands are open: "
                        "the miscall is found out at the elder's first lead rather than after the first trick "
                        "(by the Laws its outcome does not turn on the cards of that trick: Law 54 reads what he "
                        "has good, his hand as he called it), so the younger is misled in "
                        "nothing but the answer, and elects his option of Law 44 knowing every card. A younger "
                        "who cannot see the cards, misled until the first trick is played, elects and plays to it "
                        "no better: a deal where the miscall gains whatever he elects is one where it gains "
                        "against any adversary, and the share is a lower bound of the share where a real one "
                        "fails to stop it.",
                hands=_called),
    CensusEntry("miscall-not-corrected-younger", "The younger's miscall allowed good and not corrected",
                ("52", "54", "55", "44"), YOUNGER, (MISCALL,), _WAIVE,
                "The younger calls more than he holds, in a class left to him to reckon, which he wins by what he "
                "holds and of which the elder holds nothing (a sequence, or a quatorze or trio): the least call "
                "above his own, of another length or size (a misnomer, Law 53, is not drawn); the elder, holding "
                "nothing of the class, allows it good, and the younger does not correct it before he has played "
                "to the first trick (Law 52). It is then found out (Law 54): the elder reckons anything he has "
                "good in the class, which is nothing, and the younger can reckon nothing that deal if he could have "
                "held the call in his hand and discard together; else he is liable to no penalty. Shown when asked "
                "(Law 55), it is found out and corrected (Law 52), which is the lawful line.", _AMEND_SCORE,
                assumes="as for the elder's miscall, both hands open from the elder's first lead: the younger calls "
                        "after it, and the miscall is found out there rather than after the first trick (by the "
                        "Laws its outcome does not turn on the cards of that trick). The elder's allowing it is "
                        "the offence's premise, and he holds nothing of the class, so discovery gives him nothing "
                        "the lawful line does not; he elects his option of Law 44 knowing every card, so the share "
                        "is a lower bound of the share where a real adversary fails to stop it.",
                hands=_called),
    CensusEntry("wrong-count-taken-up", "The elder's wrong count taken up without announcing",
                ("11", "24", "39", "40", "41", "58", "44"), ELDER, ("39",), _WAIVE,
                "The elder is dealt thirteen cards, and the younger eleven or the stock seven (one card dealt "
                "wrongly, Law 11); he does not notice it, and takes up a card of the stock without announcing the "
                "error: he loses his option of a fresh deal, he cannot alter his discard, and he must leave at least "
                "three cards for the younger hand (Laws 24, 39). He takes in as many as he discards, where the "
                "count rules would have him discard one more than he takes in (Laws 40-41), and plays thirteen "
                "(Law 58); the deal stands, the younger exchanging by the count rules. The lawful line: he "
                "announces his thirteen before taking up a card of the stock (Law 11), stands the deal, and "
                "discards one more than he takes in (Laws 40-41).", _AMEND_CARDS,
                unvalued="a fresh deal (Law 11), the elder's own option by the lawful line, whose cards are not "
                         "dealt: the share is of the deals where the offence serves him better than announcing his "
                         "count and standing the deal"),
    CensusEntry("wrong-count-eleven", "The elder's hand of eleven taken up without announcing",
                ("11", "24", "39", "42", "57"), ELDER, ("42",), ("offence",),
                "The elder is dealt eleven cards, and the younger thirteen (one card dealt wrongly, Law 11); he does "
                "not notice it, and takes up a card of the stock without announcing the error: he loses his option "
                "of a fresh deal and cannot alter his discard (Laws 24, 39). He takes in as many as he discards, "
                "where the count rules would have him take in one more (Law 42), and plays eleven; his adversary "
                "counts as tricks the cards that cannot be played to (Law 57). The deal stands, the younger "
                "discarding one more than he takes in (Law 42). The Laws give the adversary no option. The lawful "
                "line: he announces his eleven before taking up a card of the stock (Law 11), stands the deal, and "
                "takes in one more than he discards (Law 42).",
                "Amendment C (proposed), as for a hand of eleven: the adversary may elect that the offender take in "
                "the card he should have taken in (Law 42).",
                unvalued="a fresh deal (Law 11), the elder's own option by the lawful line, whose cards are not "
                         "dealt: the share is of the deals where the offence serves him better than announcing his "
                         "count and standing the deal"),
    CensusEntry("surplus-card", "A card of the other pack in the elder's hand", ("75", "39", "58", "44"),
                ELDER, ("75",), _WAIVE,
                "The elder holds thirteen cards, one of them of the other pack, the pack itself correct; he does "
                "not notice it, discards it with others and takes in as many as he discards, without announcing "
                "his count (Law 39). After he has taken in, the card is found in his discard: there is no proof "
                "that the pack was redundant when dealt, so the deal is not void (Law 75, Case XVII); he plays "
                "thirteen cards of the pack, and can reckon nothing that deal (Law 58, Case XVII). The lawful line: "
                "the deal without the card of the other pack (the surplus card removed, as Case XVIII removes it), "
                "he discarding the rest of his discard and taking in as many.", _AMEND_CARDS,
                unvalued="a fresh deal (Law 11), which the elder might have elected had he announced his thirteen "
                         "before taking in: the share is of the deals where the offence serves him better than the "
                         "deal without the card of the other pack"),
    _game_lost("cent-bottom-card-mixed", "In au cent, a bottom card of the stock mixed by the elder", "cent-9",
               ELDER, "before his exchange the elder mixes with his hand one of the three bottom cards of the stock, "
                      "the bottom card, and so loses the game (cent-9.1)"),
    _game_lost("cent-left-card-mixed", "In au cent, a card the elder left mixed with his hand", "cent-9.2", ELDER,
               "the elder, having left one or more of his five cards, mixes with his hand after his exchange one of "
               "those he ought to have left, and so loses the game (cent-9.2)"),
    _game_lost("cent-top-card-taken-up", "In au cent, a top card of the stock taken up by the younger", "cent-10",
               YOUNGER, "before the elder's exchange the younger takes up the top card of the stock, one of the "
                        "elder's five, and so loses the game (cent-10.1)"),
    _set_miscall("cent-set-miscall", "In au cent, a quatorze or trio called and not held", ELDER,
                 "the elder calls a quatorze or trio he does not hold, in the class the younger wins by what he "
                 "holds: the least that beats both hands, of another size than his own best (a misnomer is not "
                 "drawn); the younger, holding less, allows it good, and the elder plays a card without correcting "
                 "it", "as for the miscall of Rubicon Piquet (Laws 52-55): the younger's answer, good, is the "
                       "offence's premise"),
    _set_miscall("cent-set-miscall-younger", "In au cent, the younger's quatorze or trio called and not held", YOUNGER,
                 "the younger calls a quatorze or trio he does not hold, in the class left to him to reckon, which "
                 "he wins by what he holds and of which the elder holds nothing: the least above his own, of "
                 "another size; the elder allows it good, and the younger plays a card without correcting it",
                 "as for the younger's miscall of Rubicon Piquet: the elder's allowing it is the offence's premise"),
)
"""The offences of the census, one entry each (an offence two players may commit with their own facts, one entry
for each)."""


def _penalty(entry: CensusEntry) -> tuple[str, int] | None:
    """The offending line of an offence that loses the game (:attr:`CensusEntry.loses_game`), and the elder's value
    by it, fixed by the penalty: the game the model's ruling takes from the offender (single, cent-28.3)."""
    if not entry.loses_game or entry.offender is None:
        return None
    return "offence", lost_game_value(entry.offender, entry.offences[0])


def _gains(lines: Mapping[str, Line], option: str, penalty: tuple[str, int] | None = None) -> bool:
    """The offender is better off by line ``option`` than by the lawful line (the values are the elder's); the line
    ``penalty`` names, if any, has the value it fixes, with no play: he is better off where the lawful line costs
    him more than the game the penalty takes (au cent: a double game)."""
    lawful = lines["lawful"]
    if penalty is not None and option == penalty[0]:
        return lawful.below(penalty[1]) if lawful.candidate.offender == ELDER else lawful.above(penalty[1])
    if lawful.candidate.offender == ELDER:
        return above(lines[option], lawful)
    return above(lawful, lines[option])


def _enforced(entry: CensusEntry) -> Figure:
    """The enforced-only figure: the offender gains with the penalty enforced (or, with no option, by the offence)."""
    penalty = _penalty(entry)
    return Figure("enforced_only", "Enforced only (the penalty enforced, not the adversary's best option)",
                  lambda lines: _gains(lines, "offence", penalty))


def under_amendment_a(entry: CensusEntry) -> bool:
    """Whether ``entry``'s amendment is Amendment A (:data:`~piquet.spec.amendments.SCORED_AS_ENTITLED`), whose
    figure the census counts beside the others (``under_amendment`` in a run's stats)."""
    return entry.amendment == _AMEND_CARDS


def under_amendment_b(entry: CensusEntry) -> bool:
    """Whether the census counts ``entry``'s figure under Amendment B
    (:data:`AMENDMENT_B`, Law 58 amended: the cards of a player who can reckon nothing
    are not good to bar): an offence whose penalty is reckoning nothing for a card (Law 58 among its laws),
    ``under_amendment_b`` in a run's stats."""
    return "58" in entry.laws


def _under_amendment_b(entry: CensusEntry) -> Figure | None:
    """The figure of ``entry`` under Amendment B, if the census counts it: the offender gains whatever the
    adversary elects, the penalty enforced being scored with the offender's cards barring nothing (the line
    :data:`~piquet.search.candidates.UNBARRED`: he calls nothing, his calls good neither to score nor to bar).
    Waived (Law 44), the deal is scored as the Laws print it: the amendment touches only the penalty. Not nil by
    construction: the offence may still profit, where the adversary's gain from the bar lifted is smaller than
    what the offence gave the offender."""
    if not under_amendment_b(entry):
        return None
    options = tuple(UNBARRED if option == "offence" else option for option in entry.options)
    return Figure("under_amendment_b", "Under Amendment B (the penalty enforced, the offender's cards not good to "
                  "bar)", lambda lines: all(_gains(lines, option) for option in options), UNBARRED)


def _under_amendment(entry: CensusEntry) -> Figure | None:
    """The figure of ``entry`` under Amendment A, if it proposes it: the offender gains whatever the adversary
    elects, the amended line (the deal scored as the lawful exchange) among his options.

    Zero by construction, and why: the amended line is the deal as though the offender had taken in only the
    cards he was entitled to, his surplus card back where it came from -- the lawful exchange
    (:meth:`~piquet.search.candidates.Candidate.line_hands` builds it so), the same start as the lawful line,
    so the same exact value; and the offender cannot be strictly better off than the lawful line by the
    lawful line. The census still settles it on each candidate, by the same null windows as every option
    (:func:`~piquet.search.classes.above`), and a test checks, over drawn deals, that the amended line
    reaches the lawful line's start and that the figure is false."""
    if not under_amendment_a(entry):
        return None
    return Figure("under_amendment", "Under Amendment A (the adversary may also score the deal as the lawful "
                  "exchange)", lambda lines: all(_gains(lines, option) for option in entry.options + ("amended",)),
                  "amended")


def census_class(entry: CensusEntry) -> SearchClass:
    """The class of ``piquet search`` that counts ``entry``: its witnesses are the deals where the offender
    gains whatever option the adversary elects, its swing the gain under his best option, and its second
    figure the enforced-only one. An entry of au cent draws its deals as :mod:`piquet.search.au_cent` does, each
    line still open when the play starts; an offence that loses the game has no offending line to solve."""
    penalty = _penalty(entry)

    def witness(lines: Mapping[str, Line]) -> bool:
        # The enforced line first: it is one of the options, and the cheapest to refute.
        return all(_gains(lines, option, penalty) for option in entry.options)

    def drawer(rng: random.Random, index: int, policy: Discard) -> Candidate:
        return draw_au_cent(rng, index, entry.offender or YOUNGER, entry.offences[0], policy)

    options = " or ".join({"offence": "enforces the penalty", "waived": "waives it"}[o] for o in entry.options)
    definition = (f"{entry.facts} Whether the adversary {options} (the option that serves him best), both sides "
                  "then playing their best for the partie, the offender ends it better off than by the lawful "
                  "line: the same deal, the offence undone." + (f" Not valued: {entry.unvalued}." if entry.unvalued
                                                                 else "")
                  + (f" What the solver assumes: {entry.assumes}" if entry.assumes else ""))
    if entry.loses_game:
        definition = (f"{entry.facts} Yet he ends the partie better off than by the lawful line, the same deal with "
                      "the offence undone, played out, both sides playing their best for the games of the partie: by "
                      "it he would lose a double game (cent-28.2), which counts two (cent-29.1).")
    solved = ("lawful",) if penalty is not None else ("offence", "lawful")
    au_cent = entry.game == AU_CENT
    return SearchClass(
        f"census-{entry.name}", entry.title, entry.laws, solved + tuple(o for o in entry.options if o != "offence"),
        definition, entry.misfire or (_RECKON_NOTHING if "58" in entry.laws else entry.facts),
        open_game if au_cent else always, witness, None, entry.hands, offender=entry.offender,
        offences=entry.offences, drawer=drawer if au_cent else None, options=entry.options,
        figures=tuple(f for f in (_enforced(entry), _under_amendment(entry), _under_amendment_b(entry))
                      if f is not None), penalty=penalty)


CENSUS_CLASSES: tuple[SearchClass, ...] = tuple(census_class(entry) for entry in CENSUS)
"""The census's classes, ``census-NAME``, in the order of :data:`CENSUS`."""
