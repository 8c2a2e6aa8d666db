"""Fast random play-outs: whole lawful deals on int masks, for benchmarks and sampling.

:func:`rollout` plays one deal with a random player who chooses uniformly
among the lawful actions at every decision point, as
:func:`piquet.model.agents.random_agent` does, but without building states,
actions or events. It follows the phases of :mod:`piquet.model.deal` and
calls the same rules (exchange, declaring, play, reckoning); the tests
replay its ``trace`` through :func:`piquet.model.deal.apply` to check that
each choice is lawful, that it chose among as many actions as
:func:`~piquet.model.deal.legal_actions` lists, and that both reach the same
scores.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache

from piquet.model.actions import (
    Action, Answer, Call, Exchange, Inquire, Play, SeeLeftCards, ShowCarteBlanche, Sink, as_call,
)
from piquet.model.cards import ALL_CARDS, Card, CardSet
from piquet.model.dealing import dealt_hands
from piquet.model.declaring import (
    Klass, Verdict, answer_options, call_options, detail_options, elder_claim, may_inquire,
    reckon_points, younger_options,
)
from piquet.model.exchange import exchange_kinds, exchange_limit, take_in
from piquet.model.play import LEAD_POINTS, TRICKS, beats, cards_points, playable, trick_points
from piquet.model.reckoning import PIQUE_POINTS, REPIQUE_POINTS, elder_play_first, pique, repique
from piquet.model.roles import Role
from piquet.model.scoring import CARTE_BLANCHE_POINTS, is_carte_blanche

__all__ = ["Trace", "rollout", "random_deal_scores"]

Trace = list[tuple[Action, int]]
"""Each choice of a play-out and the number of lawful actions it was chosen from."""

_KLASSES = tuple(Klass)
_ELDER, _YOUNGER = Role.ELDER, Role.YOUNGER
_ADVERSARY = (_YOUNGER, _ELDER)
# The rules of play as tables, built from the rule functions themselves.
_BEATS = tuple(beats(lead, reply) for lead in range(32) for reply in range(32))
_TRICK_TOTAL = tuple(tuple(sum(trick_points(wins, last)) for last in (False, True)) for wins in (False, True))


def _pick(mask: CardSet, rand: Callable[[], float]) -> CardSet:
    """One card of ``mask``, uniformly, as a one-bit set."""
    for _ in range(int(rand() * mask.bit_count())):
        mask &= mask - 1
    return mask & -mask


@lru_cache(maxsize=None)
def _exchanges(role: Role, stock_size: int, hand_size: int) -> tuple[tuple[tuple[bool, tuple[int, ...]], ...], int]:
    """Each lawful exchange kind as its look and the discards it allows, as patterns of
    positions among the hand's cards; and how many lawful exchanges there are in all."""
    by_count: list[list[int]] = [[] for _ in range(hand_size + 1)]
    for pattern in range(1 << hand_size):
        by_count[pattern.bit_count()].append(pattern)
    kinds = tuple((look, tuple(by_count[n])) for n, look in exchange_kinds(role, stock_size))
    return kinds, sum(len(patterns) for _, patterns in kinds)


def rollout(elder: CardSet, younger: CardSet, stock: Sequence[Card], rng: random.Random, *,
            reckon_nothing: tuple[bool, bool] = (False, False), trace: Trace | None = None) -> tuple[int, int]:
    """Play a dealt deal to the end at random; the deal's scores, elder first.

    ``trace``, if given, receives every choice with the number of lawful
    actions it was chosen from, in the order of the deal.
    """
    rand = rng.random
    hands = [elder, younger]
    hand_scores = ([0, 0, 0, 0], [0, 0, 0, 0])  # nominal, Law 67 I-IV
    holder = _ELDER if is_carte_blanche(elder) else _YOUNGER if is_carte_blanche(younger) else None
    left = [0, 0]

    # The exchange (Laws 21-23); a carte blanche is shown after the adversary's discard (Law 20).
    for role in (_ELDER, _YOUNGER):
        hand = hands[role]
        kinds, total = _exchanges(role, len(stock), hand.bit_count())
        choice = int(rand() * total)
        for look, patterns in kinds:
            if choice < len(patterns):
                break
            choice -= len(patterns)
        chosen, discard = patterns[choice], 0
        while chosen:  # the chosen positions among the hand's cards
            low = hand & -hand
            if chosen & 1:
                discard |= low
            hand ^= low
            chosen >>= 1
        n = discard.bit_count()
        left[role] = exchange_limit(role, len(stock)) - n
        hands[role], stock = take_in(hands[role], discard, stock, n)
        if trace is not None:
            trace.append((Exchange(role, discard, n, look), total))
        if holder is _ADVERSARY[role]:
            show = rand() < 0.5
            if show:
                hand_scores[holder][0] = CARTE_BLANCHE_POINTS
            if trace is not None:
                trace.append((ShowCarteBlanche(holder, show), 2))

    # Calling and answering, class by class (Laws 46-56).
    elder, younger = hands
    due: list[tuple[Klass, tuple[int, ...], bool]] = []  # the younger's claims to choose from, may he sink
    for klass in _KLASSES:
        calls = call_options(klass, elder)
        i = int(rand() * (len(calls) + 1)) if calls else 0
        if calls and trace is not None:
            trace.append((as_call(_ELDER, klass, calls[i]) if i < len(calls) else Sink(_ELDER, klass),
                          len(calls) + 1))
        if i == len(calls):  # called nothing: the younger may reckon the class
            claims = younger_options(klass, younger, None, None)
            if claims:
                due.append((klass, claims, True))
            continue
        called, detail = calls[i], None
        verdict = _answer(klass, younger, called, None, rand, trace)
        if verdict is None or verdict is Verdict.EQUAL:  # the inquiry, or "equal"
            details = detail_options(klass, elder, called)
            detail = details[int(rand() * len(details))]
            if trace is not None:
                trace.append((Call(_ELDER, klass, called, detail), len(details)))
            verdict = _answer(klass, younger, called, detail, rand, trace)
        if verdict is Verdict.GOOD:
            claim = elder_claim(klass, elder, called, detail)
            hand_scores[_ELDER][klass] = reckon_points(klass, elder, claim)
        elif verdict is Verdict.NOT_GOOD:
            due.append((klass, younger_options(klass, younger, called, detail), False))

    # The elder leads; then the younger elects (Law 36) and reckons (primer).
    lead_bit = _pick(elder, rand)
    lead = lead_bit.bit_length() - 1
    hands[_ELDER] = elder ^ lead_bit
    if trace is not None:
        trace.append((Play(lead), elder.bit_count()))
    if left[_YOUNGER]:
        see = rand() < 0.5
        if trace is not None:
            trace.append((SeeLeftCards(see), 2))
    for klass, claims, may_sink in due:
        count = len(claims) + may_sink
        i = int(rand() * count)
        if trace is not None:
            trace.append((as_call(_YOUNGER, klass, claims[i]) if i < len(claims) else Sink(_YOUNGER, klass), count))
        if i < len(claims):
            hand_scores[_YOUNGER][klass] = reckon_points(klass, younger, claims[i])

    # The play (Laws 65-66). This loop is the hot path: cards are drawn inline, as in _pick,
    # and the hands are held as the leader's and the follower's.
    leading, following = hands  # the elder has led
    leader = _ELDER
    points = [LEAD_POINTS, 0]
    first = LEAD_POINTS
    elder_tricks = 0
    for trick in range(TRICKS):
        if trick:
            mask = leading
            for _ in range(int(rand() * mask.bit_count())):
                mask &= mask - 1
            leading ^= mask & -mask
            lead = (mask & -mask).bit_length() - 1
            if trace is not None:
                trace.append((Play(lead), leading.bit_count() + 1))
            if not points[_YOUNGER]:  # once the younger has scored in play it cannot change (Law 69)
                first = elder_play_first(first, leader, LEAD_POINTS, points[_YOUNGER])
            points[leader] += LEAD_POINTS
        allowed = mask = playable(following, lead)
        for _ in range(int(rand() * mask.bit_count())):
            mask &= mask - 1
        following ^= mask & -mask
        reply = (mask & -mask).bit_length() - 1
        if trace is not None:
            trace.append((Play(reply), allowed.bit_count()))
        follower_wins = _BEATS[lead << 5 | reply]
        if follower_wins:
            leader = _ADVERSARY[leader]
            leading, following = following, leading
        if leader is _ELDER:
            elder_tricks += 1
        won = _TRICK_TOTAL[follower_wins][trick == TRICKS - 1]
        if won:
            if not points[_YOUNGER]:
                first = elder_play_first(first, leader, won, points[_YOUNGER])
            points[leader] += won

    # Pique and repique (Laws 67-69), the cards (Law 66).
    elder_hand, younger_hand = hand_scores
    bonus = [0, 0]
    winner = repique(elder_hand, younger_hand, reckon_nothing)
    if winner is not None:
        bonus[winner] = REPIQUE_POINTS
    elif pique(sum(elder_hand), sum(younger_hand), first, reckon_nothing[_ELDER]):
        bonus[_ELDER] = PIQUE_POINTS
    cards = cards_points(elder_tricks, TRICKS - elder_tricks)
    # A player who can reckon nothing still reckons a carte blanche (Case XXI).
    return (elder_hand[0] if reckon_nothing[0] else sum(elder_hand) + points[0] + bonus[0] + cards[0],
            younger_hand[0] if reckon_nothing[1] else sum(younger_hand) + points[1] + bonus[1] + cards[1])


def _answer(klass: Klass, younger: CardSet, called: int, detail: int | None,
            rand: Callable[[], float], trace: Trace | None) -> Verdict | None:
    """The younger's random answer; None for the inquiry (Law 46)."""
    answers = answer_options(klass, younger, called, detail)
    inquire = detail is None and may_inquire(klass, younger, called)
    i = int(rand() * (len(answers) + inquire))
    if trace is not None:
        trace.append((Answer(klass, answers[i]) if i < len(answers) else Inquire(), len(answers) + inquire))
    return answers[i] if i < len(answers) else None


def random_deal_scores(rng: random.Random, by: int = 2) -> tuple[int, int]:
    """Shuffle, deal by ``by`` (Law 9) and play out one random deal; its scores, elder first."""
    rand = rng.random
    pack = list(ALL_CARDS)
    for i in range(31, 0, -1):  # Fisher-Yates, uniform to the 53-bit resolution of random()
        j = int(rand() * (i + 1))
        pack[i], pack[j] = pack[j], pack[i]
    elder, younger, stock = dealt_hands(pack, by)
    return rollout(elder, younger, stock, rng)
