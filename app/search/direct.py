"""A line of a candidate brought to its first lead by the model's own actions, straight from the card sets.

The search's hot path: no record is written, parsed, validated or replayed. The deal is started from the
candidate's hands and stock (:func:`~piquet.model.deal.start_deal`, without narration) and driven by
:func:`~piquet.model.deal.apply` with the actions the line's record would give: the offence as the
irregular action of :mod:`piquet.model.irregular` that the record's entry names, at the place the entry puts
it (``exchange.A`` before the elder's exchange, ``exchange.B`` before the younger's, ``calls`` after both; a
misdealt deal started as dealt, the elder's exchange made at once without announcing his count, as Law 39's
offence, or his count announced and the deal stood, as Law 11's option elected; a
miscall as soon as the calls offer it, and found out at the first lead, its options elected, as the model
finds it once the first trick is played: :func:`~piquet.model.solver.settle_calls`); an
exchange that takes more or fewer than it discards as the wrong exchange (Laws 30-31, 35); each option
elected as the record elects it, else the first the Laws list; every call, answer and election of the
records' default (:func:`~piquet.records.replay.default_action`: each declares all he holds), but the
classes a player sinks (:data:`Sunk`), as a record's ``false`` declaration has him sink them: the elder
calls nothing of the class, the younger allows the elder's call good and reckons nothing of it (Law 51). By the
line of Amendment B (:data:`~piquet.search.candidates.UNBARRED`) the offender sinks every class so: he can reckon
nothing, and under Law 58 amended his cards bar nothing, so what he calls counts for nothing -- the adversary
reckons all he holds, and what the offender would have reckoned saves him from no pique or repique.
The calls' decisions can also be taken one at a time (:func:`advance`, :func:`decisions`), for
:mod:`piquet.search.calls`, which settles them as part of best play. The witnesses are checked again
through the records (:func:`piquet.search.lines.recorded_line`), and a test checks that both roads reach
the same solver start on every offence.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from piquet.model.actions import Action, Answer, Elect, Exchange, Klass, Play, Sink, Verdict
from piquet.model.cards import Card, CardSet, card_set
from piquet.model.deal import DealState, Phase, apply, legal_actions, start_deal
from piquet.model.irregular import Miscall, MisExchange, MixIntoDiscard, SurplusFound, TakeBack, TouchStock, offers
from piquet.model.roles import Role
from piquet.model.solver import settle_calls
from piquet.model.state import Choice
from piquet.records.replay import default_action
from piquet.search.candidates import ELDER, UNBARRED, UNDONE, Candidate, offence_place, role as role_of

__all__ = ["Sunk", "Course", "state_at_first_lead", "begin", "advance", "decisions"]

Sunk = frozenset[tuple[str, Klass]]
"""The classes sunk, as (player, class): ``A`` the elder, ``B`` the younger (see the module)."""

NONE_SUNK: Sunk = frozenset()

_CALLS = (Phase.DECLARE_ELDER, Phase.ANSWER_YOUNGER, Phase.DECLARE_YOUNGER)


_Offending = TakeBack | MixIntoDiscard | TouchStock | Miscall | SurplusFound


def _offence_action(candidate: Candidate) -> _Offending | None:
    """The irregular action of the candidate's offence, if it is not a wrong exchange."""
    offence = candidate.offence
    if offence.call is not None:
        return Miscall(offence.call)
    role = role_of(offence.player)
    card = candidate.extra_card
    if offence.law == "25":
        return TakeBack(role, card)
    if offence.law == "26":
        return MixIntoDiscard(role, card)
    if offence.law in ("27", "28", "29", "33"):
        return TouchStock(role, card, offence.law in ("28", "29"))
    if offence.law == "75":  # Case XVII: the card of the other pack found in his discard
        return SurplusFound(card)
    return None


@dataclass(frozen=True)
class Course:
    """What is still to do on the way to the first lead: the offence not yet committed and where it falls,
    the elections still to make (Laws 28-29, 44), what each discards and takes in, the card the elder leads
    first, and the classes sunk so far (:data:`Sunk`)."""

    pending: _Offending | None
    place: str | None
    elections: tuple[Choice, ...]
    discards: tuple[CardSet, CardSet]
    taken: tuple[int, int]
    first: Card
    sunk: Sunk = NONE_SUNK
    mute: str | None = None
    """The player whose calls are good for nothing, so that he sinks every class he may (``A`` or ``B``): the
    offender of the :data:`~piquet.search.candidates.UNBARRED` line, who can reckon nothing and whose cards bar
    nothing (Law 58 amended); None: each calls as the line's ``sunk`` says."""


def begin(candidate: Candidate, line: str, first: Card) -> tuple[DealState, Course]:
    """The deal of ``line`` of ``candidate`` started, and the course to its first lead, ``first`` led."""
    rules = candidate.rules
    elder, elder_discard = candidate.elder_of(line)
    misdeal = candidate.misdeal(line)
    state = start_deal(card_set(elder), card_set(candidate.younger), candidate.stock, names=("A", "B"),
                       narrate=False, rules=rules, misdeal=misdeal)
    offended = line not in UNDONE  # the amended line is the lawful exchange (piquet.search.census)
    pending = _offence_action(candidate) if offended else None
    place = offence_place(candidate) if pending is not None else None
    # Laws 28-29: the adversary stands the deal (the classes value no fresh deal), then Law 44's option; a
    # misdealt deal's lawful lines: the elder announces his count and stands it (Law 11; the census values no
    # fresh deal).
    elections = ([Choice.STAND] if candidate.offence.law in ("28", "29") else []) if offended else \
        [Choice.STAND] if misdeal else []
    if line == "waived":
        elections.append(Choice.WAIVE)
    discards = (card_set(elder_discard), card_set(candidate.younger_discard))
    if offended and misdeal:
        # Law 39: the elder takes up a card of the stock without announcing his count, his option outstanding,
        # and takes in as many as he discards (Case XVII): he loses the option, and the deal stands.
        state = apply(state, MisExchange(Role.ELDER, discards[0], candidate.taken(line)[0]))
    mute = candidate.offender if line == UNBARRED else None
    return state, Course(pending, place, tuple(elections), discards, candidate.taken(line), first, mute=mute)


def _sink_action(state: DealState, legal: tuple[Action, ...]) -> tuple[str, Klass, Action] | None:
    """Where the player to move may sink a class, the player, the class and the sinking (see the module):
    the elder's first call in a class, the younger's answer to it (allowing it good, when he would not),
    the younger's reckoning of a class; else None."""
    phase = state.phase
    if phase is Phase.DECLARE_ELDER:
        klass = state.klass
        sink = Sink(Role.ELDER, klass)
        return ("A", klass, sink) if state.dialogue(klass).called is None and sink in legal else None
    if phase is Phase.ANSWER_YOUNGER:
        klass = state.klass
        good = Answer(klass, Verdict.GOOD)
        return ("B", klass, good) if good in legal and default_action(state, legal) != good else None
    if phase is Phase.DECLARE_YOUNGER and state.pending:
        klass = state.pending[0]
        sink = Sink(Role.YOUNGER, klass)
        return ("B", klass, sink) if sink in legal and default_action(state, legal) != sink else None
    return None


def advance(state: DealState, course: Course, sunk: Sunk | None = NONE_SUNK,
            ) -> tuple[DealState, Course, tuple[str, Klass, Action] | None]:
    """The deal driven on by the model's actions (see the module) until the younger has reckoned after the
    elder's first lead, the classes ``sunk`` sunk; with ``sunk`` None, only until the next point where a
    player may sink a class, returned with the sinking (None once the first lead is reached)."""
    while True:
        phase, option = state.phase, state.option
        if option is not None:
            choice = course.elections[0] if course.elections else option.choices[0]
            course = replace(course, elections=course.elections[1:])
            state = apply(state, Elect(option.holder, choice))
            continue
        if isinstance(course.pending, Miscall) and offers(state, course.pending):
            # Made as soon as the calls offer it, as a record's miscall is: at the elder's call in its class, or
            # before his lead in a class he held nothing of (Law 47).
            state, course = apply(state, course.pending), replace(course, pending=None)
            continue
        if phase is Phase.PLAY:
            if state.lead is not None:  # the elder has led, and the younger reckoned: a miscall is found out
                return settle_calls(state, course.elections), replace(course, elections=()), None
            state = apply(state, Play(course.first))
            continue
        role = state.to_move
        assert role is not None, f"no one to move at {phase.value}"
        exchanging = phase in (Phase.EXCHANGE_ELDER, Phase.EXCHANGE_YOUNGER)
        here = f"exchange.{'A' if role is Role.ELDER else 'B'}" if exchanging else "calls" if phase in _CALLS else None
        if course.pending is not None and course.place == here and not isinstance(course.pending, Miscall):
            state, course = apply(state, course.pending), replace(course, pending=None)
            continue
        if exchanging:
            discard, take = course.discards[role], course.taken[role]
            # In a deal that stands (Laws 39-43) the count rules make the exchange lawful that takes in more or
            # fewer than it discards.
            lawful = take == discard.bit_count() or state.in_dealing.stood
            exchange: Action | MisExchange = (Exchange(role, discard, take, False) if lawful
                                              else MisExchange(role, discard, take))
            state = apply(state, exchange)
            continue
        legal = legal_actions(state)
        sinking = _sink_action(state, legal) if phase in _CALLS else None
        if sinking is not None and sinking[0] == course.mute:  # Law 58 amended: his calls bar nothing
            state, course = apply(state, sinking[2]), replace(course, sunk=course.sunk | {sinking[:2]})
            continue
        if sinking is not None and sunk is None:
            return state, course, sinking
        if sinking is not None and sunk is not None and sinking[:2] in sunk:
            state, course = apply(state, sinking[2]), replace(course, sunk=course.sunk | {sinking[:2]})
            continue
        state = apply(state, default_action(state, legal))


def decisions(state: DealState, course: Course, sinking: tuple[str, Klass, Action],
              ) -> tuple[tuple[DealState, Course], tuple[DealState, Course]]:
    """At a point where a player may sink a class (:func:`advance`), the deal after each of his two
    decisions: declaring as the records' default has him, then sinking."""
    player, klass, action = sinking
    declared = apply(state, default_action(state, legal_actions(state)))
    return (declared, course), (apply(state, action), replace(course, sunk=course.sunk | {(player, klass)}))


def state_at_first_lead(candidate: Candidate, line: str, first: Card, sunk: Sunk = NONE_SUNK) -> DealState:
    """The model's state of ``line`` of ``candidate`` once the elder has led ``first`` and the younger has
    reckoned, as :func:`~piquet.records.position.state_after` reads the line's record (see the module), the
    classes ``sunk`` sunk."""
    state, course = begin(candidate, line, first)
    return advance(state, course, sunk)[0]
