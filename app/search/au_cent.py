"""The classes of misfire of Piquet au cent: its penalties, weighed in games of the partie.

Au cent changes what a deal is worth: a game is a hundred up, a hundred
before the adversary has fifty wins a double game, and the partie is three
games out of five, a double counting two (cent-28.1, cent-28.2, cent-29.1).
Its penalties of the stock lose the game outright (cent-9.1, cent-9.2,
cent-10.1), and a game lost by a penalty counts single (its winner has not
scored a hundred; :mod:`piquet.model.au_cent`). The Laws of Piquet it does
not change stand, among them Law 31: a player who takes in a card too many
plays thirteen cards and can reckon nothing that deal, though his cards bar
(Law 58).

A candidate is one deal of a game of a hundred in progress, B dealing (A
is the elder hand), dealt rightly by twos, with no agreement: the hands,
stock and discards are drawn as for the base classes
(:func:`~piquet.search.candidates.draw`, from the unit's own seed), then
the scores of the game before the deal, each uniformly from 0 to 99. Each
line is a record with ``"variant": "au cent"`` and ``"partie": {}``;
``replay``, ``ruling`` and ``solve --objective partie`` read it. Its play is
solved exactly under au cent's partie objective, the games of the partie
the elder wins in the deal (:func:`~piquet.model.solver.game_objective`:
2, 1, 0, -1, -2), both sides playing their best, the cards open. The
lawful line is the same deal with the offence undone. A line that ends at
a penalty losing the game has no play: its value is the game the model's
ruling takes from the offender (:func:`lost_game_value`), and its record is
replayed when the witness is checked; the census declares those offences
(:mod:`piquet.search.census`). Each class's hand condition is that every line it solves is
still open when the play starts: neither player has his hundred from the
declarations and the card led (the play then decides nothing).

Reading the class name picks the game: every class here is named
``cent-*``, and ``piquet search`` plays it under au cent; the agreements
(cent-25, cent-26) are not searched.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

from piquet.model.au_cent import Game
from piquet.model.declaring import Klass
from piquet.model.irregular.au_cent import GAME_LOST as RULED_LOST
from piquet.search.candidates import AU_CENT, ELDER, YOUNGER, Candidate, Offence, draw
from piquet.search.classes import SearchClass, beats, elder_loss
from piquet.search.lines import Line
from piquet.search.miscall import MISCALL
from piquet.search.policy import Discard, plain_discard

__all__ = ["AU_CENT_CLASSES", "GAME_RANGE", "draw_au_cent", "open_game", "lost_game_value", "LOSES_GAME_MISFIRE",
           "AU_CENT_OFFENCES"]

GAME_RANGE = (0, 99)
"""The scores of the game before the deal, each drawn uniformly from this range (inclusive): any game of a
hundred still in progress (cent-28.1)."""

def lost_game_value(offender: str, offence: str) -> int:
    """The elder's value, in games of the partie, of a line where ``offender`` loses the game by ``offence`` (a key
    of :data:`~piquet.search.candidates.GAME_LOST`: cent-9, cent-9.2, cent-10), with no play: the game the model's
    ruling takes from him, as it counts it (:meth:`piquet.model.au_cent.Game.lost_by`: single, cent-28.3), to the
    elder (A, B dealing) or from him."""
    clause = next(c for c in RULED_LOST if c == offence or c.startswith(offence + "."))
    game = Game().lost_by("A" if offender == ELDER else "B", clause)
    return game.counts if game.winner == "A" else -game.counts


AU_CENT_OFFENCES: dict[str, tuple[str, ...]] = {"cent-9": (ELDER,), "cent-9.2": (ELDER,), "cent-10": (YOUNGER,),
                                                MISCALL: (ELDER, YOUNGER)}
"""The offences of au cent's own paragraphs that :func:`draw_au_cent` draws, by key, and who may commit each: those
that lose the game (cent-9.1, cent-9.2, cent-10.1) and the quatorze or trio called and not held (cent-23.1)."""


def draw_au_cent(rng: random.Random, index: int, offender: str = YOUNGER, law: str | None = None,
                 policy: Discard = plain_discard) -> Candidate:
    """The au cent candidate of unit ``index`` from ``rng``: the deal as :func:`draw` draws it, each discarding by
    ``policy``, then the scores of the game before it (:data:`GAME_RANGE`). The offence, by ``offender``: the
    younger taking a card too many (Law 35) if ``law`` is None; a penalty that loses the game, the exchange of
    the lawful line the same: cent-9 the elder's, the bottom card mixed before his exchange (cent-9.1); cent-9.2
    his, a card he left mixed after it (drawn as Law 33's card he left); cent-10 the younger's, the top card
    taken up; or :data:`~piquet.search.miscall.MISCALL`, a quatorze or trio called that he does not hold,
    allowed good and not corrected (cent-23.1)."""
    if law == MISCALL:
        drawn = draw(rng, index, 0.0, offender, MISCALL, policy, (Klass.SETS,))
    else:
        drawn = draw(rng, index, 0.0, ELDER, "33", policy) if law == "cent-9.2" else draw(rng, index, policy=policy)
    before = (rng.randint(*GAME_RANGE), rng.randint(*GAME_RANGE))
    if law is None or law == MISCALL:
        return replace(drawn, before=before, variant=AU_CENT)
    card = drawn.offence.card if law == "cent-9.2" else drawn.stock[-1] if offender == ELDER else drawn.stock[0]
    return replace(drawn, before=before, variant=AU_CENT, offence=Offence(law, offender, card))


def _card_too_many(rng: random.Random, index: int, policy: Discard) -> Candidate:
    return draw_au_cent(rng, index, policy=policy)


def open_game(lines: Mapping[str, Line]) -> bool:
    """Every line solved is still open when the play starts (neither has his hundred, cent-28.1)."""
    return all(line.open_game for line in lines.values())


def _penalty_gains(lines: Mapping[str, Line]) -> bool:
    # The younger gains by the card too many: the elder, innocent, wins fewer games by the offending line.
    return beats(lines, "lawful", ("offence",))


def _no_remedy(lines: Mapping[str, Line]) -> bool:
    # The elder, innocent, wins fewer games whether he enforces the penalty or waives it (Law 44).
    return beats(lines, "lawful", ("offence", "waived"))


_CENT_LAWS = ("cent-28", "cent-29")
LOSES_GAME_MISFIRE = (
    "The penalties of the stock take the game from the offender, not the deal: a game lost by a penalty counts "
    "single (its winner has not scored his hundred, cent-28.2), so when the deal would lose him a double game the "
    "penalty is the cheaper way out. Best of five with a double counting two (cent-29.1), the difference is a "
    "game of the partie.")

AU_CENT_CLASSES: tuple[SearchClass, ...] = (
    SearchClass(
        "cent-penalty-profit", "In au cent, the penalty profits the offender", ("31", "58", "44") + _CENT_LAWS,
        ("offence", "lawful"),
        "In a game of Piquet au cent, the younger takes in a card too many (Law 31, which au cent leaves in "
        "force) and so can reckon nothing that deal (Law 58), the elder enforcing the penalty (Law 44); yet, "
        "both sides playing their best for the games of the partie (a hundred up, a double counting two: "
        "cent-28, cent-29), he wins more games, or loses fewer, than by the lawful line: the same deal, the card "
        "he should have left still in the stock.",
        "The penalty takes the offender's score, not his thirteenth card: it still plays and bars (Law 58). In a "
        "race to a hundred what matters is who gets there first and whether the loser has fifty: the tricks the "
        "card wins, the points it bars the elder from, can keep the elder from his hundred or from a double "
        "game while the offender's own score did not count towards the game anyway.",
        open_game, _penalty_gains, None, drawer=_card_too_many),
    SearchClass(
        "cent-option-no-remedy", "In au cent, the option gives the innocent player no remedy",
        ("31", "58", "44") + _CENT_LAWS, ("offence", "lawful", "waived"),
        "In a game of Piquet au cent, the younger takes in a card too many (Law 31); the elder has the option of "
        "enforcing the penalty or not (Law 44), and whichever he elects he wins fewer games of the partie (a "
        "hundred up, a double counting two: cent-28, cent-29) than by the lawful line, both sides playing their "
        "best.",
        "Both branches of Law 44 leave the thirteenth card in play: enforced, it still wins tricks and bars (Law "
        "58); waived, the offender reckons with it too. In a race to a hundred a trick or a bar can be the "
        "elder's hundred, or his double game, and neither branch gives it back.",
        open_game, _no_remedy, elder_loss, drawer=_card_too_many),
)
"""The classes of Piquet au cent, each named ``cent-*``."""
