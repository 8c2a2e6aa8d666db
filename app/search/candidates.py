"""Candidate deals of the search, and the records of their lines.

A candidate is the last deal of a six-deal partie (Law 71: the deal that
decides it), drawn at random from its own seed: the scores before it, the
pack shuffled and dealt (twelve each, eight in the stock), and the discards.
B deals, so A is the elder hand and B the younger.

The candidate carries its offence (:class:`Offence`): which law, who, which
card. Each is one of the offences for which the offender "can reckon
nothing that deal", or the hand of eleven:

- Law 35 (the younger, as in Case XXII): dealt twelve, he discards ``d``
  cards and takes in ``d + 1`` of the three the elder left him, without
  taking one of the elder's cards; Law 31 (the elder): he discards ``e``
  cards (one to four) and takes in ``e + 1`` of his five. He plays thirteen.
- Law 25: after his exchange he takes back a card of his discard (thirteen).
- Law 27: the elder takes up one of the bottom three cards of the stock, the
  younger one of the top five, before the elder's exchange; the card goes
  back, he plays twelve.
- Laws 28-29: the elder mixes one of the bottom three with his hand, or the
  younger one of the top five; his adversary stands the deal (the other
  option, a fresh deal, has no value to compare: see the classes) and takes
  only the cards not mixed; the offender plays thirteen.
- Law 33: the elder, having left cards, takes one of them up after his
  exchange; it goes back, he plays twelve.
- Laws 52 and 54 (key ``54``): the elder calls more than he holds, the younger allows it good, and he does
  not correct it before the first trick (:mod:`piquet.search.miscall`); or the younger calls more than he holds
  in a class left to him to reckon; the exchange is lawful, the miscall found out when the younger has played
  to the first trick. He plays twelve.
- Law 39 (keys ``39`` and ``42``), the elder's wrong count taken up without announcing: one card dealt wrongly, the elder
  dealt thirteen and the younger eleven, or the elder thirteen and the stock seven (Laws 11-12: a count of one
  pack that gives the elder the option of a fresh deal); he does not notice it, discards ``e`` (two to five,
  leaving three, Law 39) and takes in ``e`` as one dealt twelve, losing his option (Law 39). He plays thirteen;
  the deal stands, and the younger exchanges by the count rules (Laws 40-41). Key ``42``: the elder dealt eleven
  and the younger thirteen; he discards ``e`` (one to four) and takes in ``e``, and plays eleven, with no
  penalty but Law 57's (his exchange is against Law 42's). Case XVII (key ``75``): the
  elder's thirteenth card is of the other pack (32 + its face), the pack itself correct; he discards it with
  ``e - 1`` of his own and takes in ``e``; it is found in his discard after he has taken in (Law 75 gives
  no fresh deal: Case XVII). He plays thirteen cards of the pack.
- Law 30 (the hand of eleven, no penalty but Law 57's): he discards ``d``
  and takes in ``d - 1``; he plays eleven, and his adversary counts as tricks
  the cards that cannot be played to. Law 26 gives the same: after his
  exchange he mixes a card of his hand with his discard, and must leave it.

In all but Laws 26 and 30 the offender can reckon nothing that deal, but his cards
bar (Law 58), unless the adversary waives the penalty (Law 44). Each
candidate is written as records, one a line:

- ``offence``: the record as it happened, the penalty enforced (the first
  option the Laws list, as docs/records.md says; for Laws 28-29 the deal
  stood);
- ``lawful``: the same deal with the offence undone (the Case XXII way): he
  takes in as many cards as he discards, takes back nothing, touches no card
  that is not his; the card he should have left stays in the stock (the
  Case's own comparison takes from B's hand the last card he took, the eight
  of diamonds, which he should have left); a card the elder leaves is the
  younger's first (the Case's decision: he takes in from the top of the
  stock, the cards the elder left included);
- ``waived``: the offence, the adversary electing not to enforce the
  penalty (Law 44): the offender reckons (not for Laws 26 and 30, which
  have no penalty).

Calls follow the records' default (docs/records.md): every player declares
all he holds and reckons what he may, as the Case does; pique, repique and
what bars follow from the model's replay. The discards follow a policy
(:mod:`piquet.search.policy`), by default a plain rule, the same for both
players: the lowest cards of the shortest suits go out
(for Laws 31 and 35 as in Case XXII: when the younger offends, the elder
five and the younger one or two; when the elder does, the elder one to four
and the younger one to three; for the other offences each within what the
offence leaves possible; the numbers drawn at random). Deals steered by Z3 (:mod:`piquet.search.steer`)
have the discards Z3 placed instead.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from piquet.errors import InputError
from piquet.model.actions import Call
from piquet.model.cards import FULL_PACK, OTHER_PACK, Card, CardSet, card_set, cards_in, format_card, rank_of, suit_of
from piquet.model.dealing import HAND_SIZE
from piquet.model.declaring import Klass
from piquet.model.roles import Role
from piquet.model.variants import AU_CENT_RULES, RUBICON_RULES, Rules
from piquet.records.record import ByPlayer, Irregularity, Record, class_key
from piquet.search.miscall import MISCALL, draw_miscall, liable, miscall_entry, miscall_of, miscall_words
from piquet.search.policy import Discard, plain_discard

__all__ = ["Candidate", "Offence", "OFFENCES", "draw", "candidate_of", "LINES", "UNDONE", "UNBARRED", "line_record", "SCORE_RANGE",
           "ELDER_DISCARD", "role", "offence_words", "offence_place", "RUBICON", "AU_CENT", "GAME_LOST", "MISDEALT",
           "SHORT"]

SCORE_RANGE = (30, 140)
"""The partie scores of each player before the last deal are drawn uniformly from this range (inclusive):
the band where the last deal can turn a partie or a rubicon (Laws 72-73)."""

LINES = ("offence", "lawful", "waived", "amended", "unbarred")
#: The line of the penalty enforced under Amendment B (:data:`~piquet.search.census.AMENDMENT_B`, Law 58
#: amended): the offending line, the offender's cards not good to bar -- he can reckon nothing, so a call of his
#: is good for nothing, and he calls nothing (:mod:`piquet.search.direct`).
UNBARRED = "unbarred"
#: The lines whose exchange is the lawful one: the lawful line, and the deal Amendment A lets the adversary
#: elect to score "as though the offender had taken in only the cards he was entitled to" -- those are the
#: cards of the lawful exchange, the card too many back where it came from (:mod:`piquet.search.census`).
UNDONE = ("lawful", "amended")
"""The lines of a candidate (see the module)."""

ELDER_DISCARD = 5  # Law 21: he is entitled to five, and the rule takes them all
_YOUNGER_SHARE = 3  # Law 22: three cards are left for the younger
ELDER, YOUNGER = "A", "B"  # B deals, so A is the elder hand
RUBICON, AU_CENT = "rubicon", "au cent"  # the records' variants
GAME_LOST = ("cent-9", "cent-9.2", "cent-10")
"""Piquet au cent's penalties that lose the game (:mod:`piquet.search.au_cent`), as offences: the elder mixes
the bottom card of the stock with his hand (``cent-9``: cent-9.1), the younger takes up its top card, one of the
elder's five (``cent-10``: cent-10.1), both before the elder's exchange; or the elder, having left cards, mixes
with his hand one he ought to have left, after his exchange (``cent-9.2``). The deal ends there."""

OFFENCES: dict[str, tuple[str, ...]] = {
    "25": (ELDER, YOUNGER), "26": (ELDER, YOUNGER), "27": (ELDER, YOUNGER), "28": (ELDER,), "29": (YOUNGER,), "30": (ELDER, YOUNGER),
    "31": (ELDER,), "33": (ELDER,), "35": (YOUNGER,), MISCALL: (ELDER, YOUNGER), "39": (ELDER,), "42": (ELDER,),
    "75": (ELDER,),
}
"""The offences a candidate may carry, by law, and who may commit each (see the module)."""

_MISCOUNTED = {"30": -1, "31": 1, "35": 1}  # the wrong exchanges: a card fewer, or one too many, taken in
_TOUCHED = ("27", "28", "29", "33")  # a card of the stock taken up (or mixed with the hand: 28, 29)
_MIXED = ("28", "29")
SHORT = ("26", "30", "42")
"""The offences that leave a hand of eleven (Laws 26, 30; the elder's eleven not announced, key ``42``): no penalty
but Law 57's, so no option of Law 44."""
MISDEALT = ("39", "42", "75")
"""The offences of a misdealt deal, the elder's count not announced (Law 39: his thirteen; key ``42``, his eleven;
Case XVII's card of the other pack, Law 75): the census's alone (the classes of ``penalty-profit`` draw deals of
twelve, twelve and eight)."""
_WRONG_COUNTS = {"39": ((13, 11), (13, 12)), "42": ((11, 13),)}  # the elder's count and the younger's, by offence
_YOUNGER_LEFT = 3  # Law 39: the elder who did not announce his count leaves at least three for the younger


@dataclass(frozen=True)
class Offence:
    """What the offender did: ``law`` the law that names it (a key of :data:`OFFENCES`), ``player`` who
    (``A`` the elder, ``B`` the younger), and ``card`` the card it concerns: taken back (Law 25), taken up
    (Laws 27, 33), mixed with his hand (Laws 28-29) or with his discard (Law 26); None for a wrong exchange (Laws 30, 31, 35), whose
    card follows from the counts (:attr:`Candidate.extra_card`); ``call`` the miscall (Laws 52, 54), None
    when none could be drawn (the deal is then drawn again)."""

    law: str
    player: str
    card: Card | None = None
    call: Call | None = None


_CASE_XXII = Offence("35", YOUNGER)


def role(player: str) -> Role:
    """The role of ``player`` (``A`` or ``B``) in the search's deals, which B deals."""
    return Role.ELDER if player == ELDER else Role.YOUNGER


@dataclass(frozen=True)
class Candidate:
    """One drawn deal: ``index`` of its unit of work, ``before`` the partie scores (A, B), the hands
    as dealt (A the elder, B the younger), the stock top first, the discards, and the ``offence``."""

    index: int
    before: tuple[int, int]
    elder: tuple[Card, ...]
    younger: tuple[Card, ...]
    stock: tuple[Card, ...]
    elder_discard: tuple[Card, ...]
    younger_discard: tuple[Card, ...]
    offence: Offence = _CASE_XXII
    variant: str = RUBICON
    """The game of the records: :data:`RUBICON` (the last deal of a partie of six), or :data:`AU_CENT` (a deal
    of a game of a hundred, ``before`` the scores of the game, cent-28)."""

    @property
    def rules(self) -> Rules:
        """The model's rules of the candidate's game."""
        return AU_CENT_RULES if self.variant == AU_CENT else RUBICON_RULES

    @property
    def offender(self) -> str:
        """Who offends: ``B`` the younger (Case XXII), or ``A`` the elder."""
        return self.offence.player

    def misdeal(self, line: str) -> bool:
        """Whether ``line`` starts from a deal of a wrong count: the elder holds thirteen (:data:`MISDEALT`),
        but by Case XVII's lawful lines, which deal him his twelve (:meth:`elder_of`)."""
        return self.offence.law in ("39", "42") or self.offence.law == "75" and line not in UNDONE

    def elder_of(self, line: str) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The elder's hand as dealt and his discard by ``line``: by Case XVII's lawful lines without the card of
        the other pack (the offence undone: the surplus card removed before the exchange, as Case XVIII
        removes it, and he exchanges as one dealt twelve)."""
        if self.offence.law == "75" and line in UNDONE:
            card = self.offence.card
            return (tuple(c for c in self.elder if c != card), tuple(c for c in self.elder_discard if c != card))
        return self.elder, self.elder_discard

    def taken(self, line: str) -> tuple[int, int]:
        """How many cards the elder and the younger take in by ``line`` (:data:`LINES`): as many as each
        discards, but by a wrong exchange's offending lines the offender one more (Laws 31, 35) or one
        fewer (Law 30); in a misdealt deal, which stands, each one fewer for each card he holds above twelve
        (Laws 40-42: the elder thirteen or eleven, the younger eleven, twelve or thirteen), but the elder by the offending lines,
        who takes in as many as he discards, as one dealt twelve (Law 39, Case XVII), and by Case XVII's lawful
        lines, dealt twelve (:meth:`elder_of`)."""
        offended = line not in UNDONE
        shift = _MISCOUNTED.get(self.offence.law, 0) if offended else 0
        hand, discard = self.elder_of(line)
        elder = 0 if offended and self.offence.law in MISDEALT else len(hand) - HAND_SIZE
        return (len(discard) - elder + shift * (self.offender == ELDER),
                len(self.younger_discard) - (len(self.younger) - HAND_SIZE) + shift * (self.offender == YOUNGER))

    @property
    def extra_card(self) -> Card:
        """The card of the offence: for a wrong exchange the card too many, the one he should have left
        (Laws 31, 35, 39), or the card he should have taken in (Laws 30, 42), next after the cards each takes in
        lawfully that come before it (the elder takes first, Law 21); else the card he took back, took up
        or mixed, or the card of the other pack (Case XVII)."""
        if self.offence.card is not None:
            return self.offence.card
        return self.card_left

    @property
    def card_left(self) -> Card:
        """The card of the stock that a wrong exchange turns on (see :attr:`extra_card`)."""
        elder, younger = self.taken("lawful")
        # Laws 30, 42: the last of his lawful take; else the first card after it.
        return self.stock[elder + (younger if self.offender == YOUNGER else 0) - (self.offence.law in ("30", "42"))]

    def line_hands(self, line: str) -> tuple[CardSet, CardSet]:
        """The elder's and the younger's hands after the exchange by ``line``, as masks: each takes in from
        the top of the stock, the elder first (Laws 21-22); by an offending line a card mixed is out of the
        stock (each takes only the cards not mixed, Laws 28-29) and in the offender's hand, as is a card
        of his discard taken back (Law 25), and out of it a card of his hand mixed with his discard (Law 26)."""
        take_e, take_y = self.taken(line)
        offended = line not in UNDONE
        mixed = self.offence.law in _MIXED and offended
        stock = tuple(c for c in self.stock if not (mixed and c == self.offence.card))
        elder = card_set(self.elder) ^ card_set(self.elder_discard) | card_set(stock[:take_e])
        younger = card_set(self.younger) ^ card_set(self.younger_discard) | card_set(stock[take_e:take_e + take_y])
        if offended and (mixed or self.offence.law in ("25", "26")):
            card = 1 << self.extra_card  # in his hand (Laws 25, 28-29), or out of it (Law 26)
            elder, younger = (elder ^ card, younger) if self.offender == ELDER else (elder, younger ^ card)
        return elder, younger

    def hands(self) -> tuple[CardSet, CardSet, CardSet]:
        """The hands after the exchange when the younger takes a card too many, as masks: the elder's, the
        younger's by the lawful line and by the offending line (with the card too many)."""
        assert self.offence == _CASE_XXII, "the hands of the younger's card too many (Law 35)"
        elder, younger = self.line_hands("lawful")
        return elder, younger, younger | 1 << self.extra_card


def draw(rng: random.Random, index: int, strong_elder: float = 0.0, offender: str | None = YOUNGER,
         law: str | None = None, policy: Discard = plain_discard,
         miscalled: tuple[Klass, ...] = tuple(Klass)) -> Candidate:
    """The candidate of unit ``index``, drawn from ``rng`` (seeded for that unit alone): the offence of
    ``law`` (:data:`OFFENCES`; None: Law 31 for the elder, Law 35 for the younger, the card too many), by
    ``offender`` (None: drawn among those who may commit it), each discarding by ``policy``
    (:mod:`piquet.search.policy`; the plain rule unless given); a miscall in one of the classes ``miscalled``.

    With ``strong_elder`` > 0 the deal is steered: the seventeen cards the elder sees (his hand and the
    top five of the stock) are drawn with weight ``1 + strong_elder * rank`` (ranks 0, the seven, to 7,
    the ace), the rest shuffled as usual. Every deal can still be drawn; high cards are likelier his.
    """
    pack = list(cards_in(FULL_PACK))
    rng.shuffle(pack)
    if strong_elder > 0:
        # Weighted sampling without replacement: keys u ** (1 / w), the largest first (Efraimidis-Spirakis).
        keys = {c: rng.random() ** (1 / (1 + strong_elder * rank_of(c))) for c in pack}
        pack.sort(key=lambda c: -keys[c])
        seen, rest = pack[:HAND_SIZE + ELDER_DISCARD], pack[HAND_SIZE + ELDER_DISCARD:]
        rng.shuffle(seen)
        pack = seen[:HAND_SIZE] + rest[:HAND_SIZE] + seen[HAND_SIZE:] + rest[HAND_SIZE:]
    before = (rng.randint(*SCORE_RANGE), rng.randint(*SCORE_RANGE))
    elder, younger, stock = tuple(pack[:HAND_SIZE]), tuple(pack[HAND_SIZE:2 * HAND_SIZE]), tuple(pack[2 * HAND_SIZE:])
    if law is None:
        law = "31" if offender == ELDER else "35"
    if offender is None:
        offender = rng.choice(OFFENCES[law])
    if law == "31":
        # He leaves at least one card of his five, to take it all the same (Law 31); the younger takes in
        # from one card to his three.
        elder_count = rng.randint(1, ELDER_DISCARD - 1)
        return Candidate(index, before, elder, younger, stock, policy(elder, elder_count, rng),
                         policy(younger, rng.randint(1, _YOUNGER_SHARE), rng), Offence(law, ELDER))
    if law in MISDEALT:
        return _misdealt(rng, index, before, pack, law, policy)
    if law == "35":
        younger_count = rng.randint(1, _YOUNGER_SHARE - 1)  # he must leave one card to take one too many
        return Candidate(index, before, elder, younger, stock, policy(elder, ELDER_DISCARD, rng),
                         policy(younger, younger_count, rng))
    # Laws 29 and 33: the elder takes no more than four, leaving a card of his five unmixed (Law 29) or to
    # take up (Law 33); Law 28: the card mixed leaves seven, the younger's share shrinks with the elder's.
    elder_count = rng.randint(1, ELDER_DISCARD - (law in ("29", "33")))
    younger_count = rng.randint(1, min(_YOUNGER_SHARE, len(stock) - elder_count - (law == "28")))
    elder_discard, younger_discard = policy(elder, elder_count, rng), policy(younger, younger_count, rng)
    card: Card | None = None
    if law == MISCALL:
        held = Candidate(index, before, elder, younger, stock, elder_discard, younger_discard).line_hands("lawful")
        return Candidate(index, before, elder, younger, stock, elder_discard, younger_discard,
                         Offence(law, offender, None, draw_miscall(rng, *held, role(offender), miscalled)))
    if law == "25":
        card = rng.choice(elder_discard if offender == ELDER else younger_discard)
    elif law == "26":  # a card of his hand after his exchange, kept or taken in
        held = Candidate(index, before, elder, younger, stock, elder_discard, younger_discard).line_hands("lawful")
        card = rng.choice(tuple(cards_in(held[0] if offender == ELDER else held[1])))
    elif law == "33":
        card = rng.choice(stock[elder_count:ELDER_DISCARD])  # of the cards he left
    elif law in _TOUCHED:
        # Law 27-29: the elder's offence is a bottom card, the younger's one of the elder's five.
        card = rng.choice(stock[ELDER_DISCARD:] if offender == ELDER else stock[:ELDER_DISCARD])
    return Candidate(index, before, elder, younger, stock, elder_discard, younger_discard,
                     Offence(law, offender, card))


def _misdealt(rng: random.Random, index: int, before: tuple[int, int], pack: list[Card], law: str,
              policy: Discard) -> Candidate:
    """The candidate of a misdealt deal (:data:`MISDEALT`), from the shuffled ``pack``: the elder thirteen and
    the younger eleven or twelve (Law 39), the elder eleven and the younger thirteen (key ``42``), or twelve of
    the pack and a card of the other pack with them (Case XVII). He discards ``e``: with thirteen two at least
    (Laws 40-41: a hand of thirteen standing discards one more than it takes in, and two at least), leaving three
    of the stock for the younger (Law 39), the card of the other pack among them (Case XVII); with eleven one to
    four (Law 42: standing, he takes in one more). The younger takes in one to three of what either line leaves
    him, discarding as the count rules make him (one fewer when dealt eleven, Law 40; one more when dealt
    thirteen, Law 42)."""
    card: Card | None = None
    if law in _WRONG_COUNTS:
        elder_size, younger_size = rng.choice(_WRONG_COUNTS[law])
        elder, younger = tuple(pack[:elder_size]), tuple(pack[elder_size:elder_size + younger_size])
        stock = tuple(pack[elder_size + younger_size:])
    else:
        card = OTHER_PACK + rng.randrange(len(pack))  # of the other pack: any face, one of his own too
        elder, younger = tuple(pack[:HAND_SIZE]), tuple(pack[HAND_SIZE:2 * HAND_SIZE])
        stock = tuple(pack[2 * HAND_SIZE:])
    if law == "42":  # Law 42: standing, he would take in one more than he discards, five at most
        elder_count = rng.randint(1, ELDER_DISCARD - 1)
    else:
        elder_count = rng.randint(2, min(ELDER_DISCARD, len(stock) - _YOUNGER_LEFT))
    # What the elder leaves the younger by either line: one card fewer by the lawful line of a hand of eleven.
    take = rng.randint(1, min(_YOUNGER_SHARE, len(stock) - elder_count - (law == "42")))
    younger_discard = policy(younger, take + len(younger) - HAND_SIZE, rng)
    if card is None:
        return Candidate(index, before, elder, younger, stock, policy(elder, elder_count, rng), younger_discard,
                         Offence(law, ELDER))
    return Candidate(index, before, elder + (card,), younger, stock, (card,) + policy(elder, elder_count - 1, rng),
                     younger_discard, Offence(law, ELDER, card))


def _names(cards: tuple[Card, ...]) -> list[str]:
    return [format_card(c) for c in cards]


def offence_place(candidate: Candidate) -> str:
    """Where the record puts an offence other than a wrong exchange (its entry's ``at``): Laws 25-26 and Case
    XVII's card of the other pack found after both exchanges, before the calls; Law 33 after the elder's
    exchange, as au cent's cent-9.2 (a card he left mixed); the others (Laws 27-29, cent-9, cent-10) before the
    elder's exchange."""
    law = candidate.offence.law
    return "calls" if law in ("25", "26", "75", MISCALL) else "exchange.B" if law in ("33", "cent-9.2") \
        else "exchange.A"


def _irregularity(candidate: Candidate, line: str, exchange: dict[str, dict[str, object]]) -> dict[str, object]:
    """The offending line's irregularity, and the offender's exchange as it happened (Laws 30-31, 35)."""
    offence, offender = candidate.offence, candidate.offender
    if offence.law in _MISCOUNTED:
        discarded = len(exchange[offender]["discard"])  # type: ignore[arg-type]
        taken = discarded + _MISCOUNTED[offence.law]
        exchange[offender]["take"] = taken
        return {"kind": "wrong exchange", "player": offender, "at": f"exchange.{offender}",
                "note": f"{offender} discards {discarded} and takes in {taken} (Law {offence.law})"}
    if offence.call is not None:
        return miscall_entry(offence.call, offender)
    assert offence.law != MISCALL, "a miscall's record needs its call (a deal with none is drawn again)"
    card = format_card(candidate.extra_card)
    if offence.law in GAME_LOST:  # the elder loses the game by mixing the card only (cent-9.1, 9.2; cent-10.1)
        return {"kind": "stock card taken up", "player": offender, "card": card, "at": offence_place(candidate),
                "mixed": offender == ELDER, "note": f"{offender} {'mixes' if offender == ELDER else 'takes up'} the "
                                                    f"{card} of the stock ({offence.law.removesuffix('.2')})"}
    if offence.law == "25":  # after both exchanges, before the calls
        return {"kind": "discard taken back", "player": offender, "card": card, "at": offence_place(candidate),
                "note": f"{offender} takes back the {card} from his discard (Law 25)"}
    if offence.law == "26":
        return {"kind": "card mixed with the discard", "player": offender, "card": card, "at": offence_place(candidate),
                "note": f"{offender} mixes the {card} with his discard (Law 26)"}
    entry: dict[str, object] = {"kind": "stock card taken up", "player": offender, "card": card,
                                "at": offence_place(candidate)}
    if offence.law in _MIXED:
        entry["mixed"] = True
        entry["elect"] = ["stand"]  # the adversary stands the deal (Laws 28-29): see the classes
    entry["note"] = f"{offender} {'mixes with his hand' if offence.law in _MIXED else 'takes up'} the {card} " \
                    f"of the stock (Law {offence.law})"
    return entry


def _misdeal(candidate: Candidate, line: str) -> list[dict[str, object]]:
    """The irregularities of a misdealt ``line`` (:meth:`Candidate.misdeal`): by the lawful lines the elder
    announces his count and stands the deal (Law 11); by the offending lines he takes in without announcing it (Law
    39), and the adversary's election of Law 44 follows (the penalty of Law 58, for his thirteen; none for his
    eleven, Law 57), then for Case XVII the card of the other pack found in his discard after he has taken in."""
    held = "thirteen" if len(candidate.elder) > HAND_SIZE else "eleven"
    if line in UNDONE:
        return [{"kind": "misdeal", "elect": ["stand"], "note": f"A announces his {held} cards and stands the deal "
                                                                 "(Law 11)"}]
    misdeal: dict[str, object] = {"kind": "misdeal", "announced": False,
                                  "note": f"A has {held} cards, does not notice it, and takes in as many as he "
                                          "discards (Law 39)"}
    if line == "waived":
        assert candidate.offence.law not in SHORT, "a hand of eleven has no penalty to waive (Law 57)"
        misdeal["elect"] = ["waive"]
    if candidate.offence.law != "75":
        return [misdeal]
    card = format_card(candidate.extra_card)
    return [misdeal, {"kind": "surplus card", "player": ELDER, "card": card, "at": offence_place(candidate),
                      "note": f"after he has taken in, the {card}, a card of the other pack, is found in A's discard "
                              "(Case XVII)"}]


def _penalised(candidate: Candidate) -> bool:
    """Whether the offence incurs a penalty to waive (Law 44): a miscall only if he could have held it in his
    hand and discard together (Law 54), but a quatorze or trio where the game's laws make it reckon nothing
    whatever he could have held (the model's rules: au cent's cent-23.1)."""
    call = candidate.offence.call
    if call is None or call.klass is Klass.SETS and candidate.rules.laws.set_not_held_reckons_nothing():
        return True
    elder = candidate.offender == ELDER
    hand = candidate.line_hands("lawful")[0 if elder else 1]
    return liable(call, hand | card_set(candidate.elder_discard if elder else candidate.younger_discard))


def line_record(candidate: Candidate, line: str, play: tuple[Card, ...] = (),
                sunk: frozenset[tuple[str, Klass]] = frozenset()) -> dict[str, object]:
    """The ``piquet-record/1`` record (its JSON value) of ``line`` of ``candidate``, with ``play`` the
    cards played (none: the solver takes over at the first lead) and the classes ``sunk`` by each player
    (``A`` or ``B``, the class) as the record's ``false`` declarations; the others declared in full. By the
    line :data:`UNBARRED` the offender sinks every class (Law 58 amended: his calls bar nothing)."""
    if line == UNBARRED:
        sunk = sunk | {(candidate.offender, klass) for klass in Klass}
    elder, discard = candidate.elder_of(line)
    exchange: dict[str, dict[str, object]] = {
        ELDER: {"discard": _names(discard)}, YOUNGER: {"discard": _names(candidate.younger_discard)}}
    deal: dict[str, object] = {
        "dealer": YOUNGER, "scores_before": {ELDER: candidate.before[0], YOUNGER: candidate.before[1]},
        "hands": {ELDER: _names(elder), YOUNGER: _names(candidate.younger)},
        "stock": _names(candidate.stock), "exchange": exchange, "play": _names(play),
    }
    if sunk:
        deal["calls"] = {player: {class_key(klass): False for who, klass in sorted(sunk) if who == player}
                         for player in sorted({who for who, _ in sunk})}
    if candidate.misdeal(line):  # the exchanges of a deal that stands (Laws 39-41), as many taken as each line says
        for player, taken in zip((ELDER, YOUNGER), candidate.taken(line)):
            exchange[player]["take"] = taken
        deal["irregularities"] = _misdeal(candidate, line)
    elif line not in UNDONE:
        offence = _irregularity(candidate, line, exchange)
        if line == "waived" and _penalised(candidate):
            assert candidate.offence.law not in SHORT, "a hand of eleven has no penalty to waive (Laws 26, 30)"
            offence["elect"] = [*offence.get("elect", ()), "waive"]  # type: ignore[misc]
        deal["irregularities"] = [offence]
        if candidate.offence.law in GAME_LOST:  # the deal ends at the penalty (the exchange recorded never reached)
            deal["play"] = []
    partie: dict[str, object] = {"length": 6, "first_deal": 6} if candidate.variant == RUBICON else {}
    return {"format": "piquet-record/1", "variant": candidate.variant,
            "tags": {"source": f"piquet search, unit {candidate.index}", "line": line},
            "partie": partie, "deals": [deal]}


def offence_words(candidate: Candidate) -> str:
    """The offence in words, for the narration."""
    offence, who, card = candidate.offence, candidate.offender, format_card(candidate.extra_card)
    if offence.call is not None:
        return miscall_words(offence.call, who)
    if offence.law in ("31", "35"):
        return f"{who} takes one card too many, the {card}, which he should have left (Law {offence.law})."
    if offence.law == "42":
        return (f"{who} is dealt eleven cards, and the younger thirteen; he does not notice it, discards "
                f"{len(candidate.elder_discard)} and takes in as many without announcing his count, leaving the "
                f"{card}, which he should have taken in (Laws 39, 42): he plays eleven, and his adversary counts as "
                "tricks the cards that cannot be played to (Law 57).")
    if offence.law in MISDEALT:
        left = format_card(candidate.card_left)
        held = (f"holds thirteen cards, the {card} of the other pack among them" if offence.law == "75"
                else "is dealt thirteen cards, and the younger eleven" if len(candidate.younger) < HAND_SIZE
                else "is dealt thirteen cards, and the stock holds seven")
        found = (f"; the {card} is found in his discard after he has taken in (Case XVII)" if offence.law == "75"
                 else "")
        return (f"{who} {held}; he does not notice it, discards {len(candidate.elder_discard)} and takes in as "
                f"many without announcing his count, the {left} among them, which he should have left (Laws 39-41)"
                f"{found}: he plays thirteen.")
    if offence.law == "30":
        return (f"{who} takes in one card fewer than he discards, leaving the {card}, and plays eleven cards "
                "(Laws 30, 57).")
    if offence.law == "25":
        return f"After taking up a card of the stock, {who} takes back the {card} from his discard (Law 25)."
    if offence.law == "26":
        return (f"After taking up a card of the stock, {who} mixes the {card} with his discard, must leave it there "
                "and plays eleven cards (Laws 26, 57).")
    if offence.law == "33":
        return f"{who} takes up the {card}, a card he left (Law 33)."
    if offence.law == "cent-9.2":
        return (f"Having left cards, {who} mixes the {card}, one he ought to have left, with his hand after his "
                "exchange: he loses the game (cent-9.2), and the deal ends there.")
    if offence.law in GAME_LOST:
        how = "mixes the bottom card of the stock, the " if who == ELDER else "takes up the top card of the stock, the "
        mine = ", with his hand" if who == ELDER else ", one of the elder's five"
        return (f"Before A exchanges, {who} {how}{card}{mine}: he loses the game ({offence.law}.1), and the deal "
                "ends there.")
    where = "one of the bottom three cards" if who == ELDER else "one of the top five cards"
    if offence.law in _MIXED:
        return (f"{who} mixes the {card}, {where} of the stock, with his hand (Law {offence.law}); his "
                "adversary stands the deal and takes only the cards not mixed.")
    return f"{who} takes up the {card}, {where} of the stock (Law 27); it goes back."


def _offence_of(irregularities: tuple[Irregularity, ...]) -> Offence | None:
    """The offence of a record's single irregularity other than a wrong exchange, if it is one the search
    draws (Laws 25-29, 33)."""
    if len(irregularities) != 1:
        return None
    entry = irregularities[0]
    call = miscall_of(entry)
    if call is not None and entry.player is not None:
        return Offence(MISCALL, entry.player, None, call)
    if entry.player is None or entry.card is None:
        return None
    if entry.kind == "discard taken back":
        return Offence("25", entry.player, entry.card)
    if entry.kind == "card mixed with the discard":
        return Offence("26", entry.player, entry.card)
    if entry.kind != "stock card taken up":
        return None
    if entry.mixed:
        return Offence("28" if entry.player == ELDER else "29", entry.player, entry.card)
    return Offence("33" if entry.at == "exchange.B" else "27", entry.player, entry.card)


def candidate_of(record: Record, index: int = 0) -> Candidate:
    """The candidate of a record's single deal of the searched form, such as Case XXII: B deals, the last
    deal of a partie of six, and either the elder discards and takes five and B takes in one card more
    than he discards (Law 35), or the elder takes in one card more than he discards (at most five) and B
    as many as he discards (Law 31), or one takes one card fewer than he discards and the other as many
    (Law 30), or both take as many as they discard and one irregularity is one of Laws 25-29 or 33's
    offences or a miscall (Laws 52, 54), or the elder holds thirteen, a card of the other pack among them or
    not (Case XVII, Law 39), or eleven (Laws 39, 42). Raises :class:`InputError` for any other record."""
    if record.rules.overrides:  # the classes are misfires of the base laws (Laws 31, 58, 71-73), not of au cent's
        raise InputError("variant", "the search reads deals of Rubicon Piquet without agreements: its classes are "
                                    "misfires of Laws 31, 58 and 71-73, which Piquet au cent and the agreements change")
    if len(record.deals) != 1 or record.partie is None or record.partie.length != 6 \
            or record.partie.first_deal != 6:
        raise InputError("record", "the search reads one deal, the sixth and last of a partie of six (Law 71)")
    deal = record.deals[0]
    elder, younger = deal.exchange.A, deal.exchange.B
    younger_offends = elder.taken == len(elder.discard) == ELDER_DISCARD \
        and younger.taken == len(younger.discard) + 1 <= _YOUNGER_SHARE
    elder_offends = elder.taken == len(elder.discard) + 1 <= ELDER_DISCARD and younger.taken == len(younger.discard) \
        and younger.taken > 0
    lawful = elder.taken == len(elder.discard) > 0 and younger.taken == len(younger.discard) > 0
    short = [player for player, mine, other in ((ELDER, elder, younger), (YOUNGER, younger, elder))
             if mine.taken == len(mine.discard) - 1 and other.taken == len(other.discard) > 0]
    foreign = tuple(c for c in deal.hands.A if c >= OTHER_PACK)
    misdealt = (Offence("75", ELDER, foreign[0]) if foreign else Offence("39", ELDER)) \
        if len(deal.hands.A) == HAND_SIZE + 1 and len(foreign) <= 1 \
        else Offence("42", ELDER) if len(deal.hands.A) == HAND_SIZE - 1 else None
    offence = misdealt or (_CASE_XXII if younger_offends else Offence("31", ELDER) if elder_offends
                           else Offence("30", short[0]) if short else _offence_of(deal.irregularities) if lawful
                           else None)
    if deal.dealer != YOUNGER or offence is None:
        raise InputError("record", "the search's deals have B deal, and either A discard and take five and B take "
                                   "in one card more than he discards, or A take in one card more than he "
                                   "discards and B as many as he discards (Law 31), or one take one card fewer "
                                   "(Law 30), or one irregularity of Laws 25-29 or 33, or a miscall "
                                   "(Laws 52, 54), or A hold thirteen or eleven (Law 39, Case XVII)")
    before = deal.scores_before or ByPlayer(0, 0)
    return Candidate(index, (before.A, before.B), deal.hands.A, deal.hands.B, deal.stock, elder.discard,
                     younger.discard, offence)
