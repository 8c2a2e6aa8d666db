"""The model's states in the spec's vocabulary: what lets the tests evaluate the laws on them.

:func:`situation` reads a :class:`~piquet.model.state.DealState` as the
values of one spec domain's situation variables (see
:mod:`piquet.spec.domains`); :func:`situations` gives every domain the
state can be read in; :func:`partie_situations` reads a finished
:class:`~piquet.model.partie.Partie`. Conformance is then a loop: evaluate
every clause of the spec on what the model reached
(:mod:`piquet.testing.laws`).

Only facts are read here, never rules: the counts of cards dealt, discarded
and taken in, the hands, the tricks, and the scores the model itself
narrated (its :class:`~piquet.model.events.Event` records). Nothing is
recomputed by the Laws, so a model that scores wrongly is read as scoring
wrongly, and the spec's clauses catch it.

A variable the state does not yet determine is left out (the younger
hand's discard before his exchange, the scores before the deal is over):
a clause that reads it is not yet applicable. The mapping's conventions:

- The model's ``reckon_nothing`` is the spec's penalty of reckoning
  nothing that deal (Law 58); in the exchange domain it is the outcome
  ``*_reckons_nothing``, in the scoring domain the given ``*_scores_nothing``.
- A void deal (:attr:`DealState.void`) is the spec's fresh deal; the
  elder hand elects it when a ruling records his election of one; the
  players agree to it (Case III) when a proposal of one is accepted.
- An exchange's narration says how many cards the player takes and how
  many he leaves, so the elder hand declares it (Law 32) whenever he has
  exchanged, unless a ruling finds he left cards undeclared.
- A carte blanche the model's holder shows (:class:`ShowCarteBlanche`) is
  the show of Law 19, counted face upward; ``carte_blanche_shown`` is 2
  when it comes after the adversary's exchange in the narration, else 1;
  in the scoring domain it is ``*_shows_carte_blanche``, and the carte
  blanche counts there when the narration credits its ten.
- Court cards are counted with the spec's own set of them (Law 18), not
  the model's, so a model that misjudges a carte blanche is caught.
- In the calls-and-play domain, cards taken up for an error in play (Law
  59) are read from the deal going back to before the error (the model
  rewrites the deal's history then), not from what the ruling says; a
  lead out of turn whose option lapses undecided was played to by the
  adversary. A miscount is rectified when the deal's score no longer
  carries the error (Law 70).
- Miscalls are read from what the model records of them
  (:class:`~piquet.model.state.CallIrregularities`: each miscall made, each
  correction and whether a card had been led, and, once the first trick
  finds one out, whether the caller's hand and discard could have held it
  or he only misnamed what he holds), and a truthful answer about one's
  cards from the answer recorded (:class:`~piquet.model.state.QuestionAnswered`):
  never from the clauses the model's rulings cite, so that a model citing
  the right clause for the wrong reason is still caught. What the
  adversary holds in the class miscalled is judged by the spec's order of
  combinations; what he reckons there on the miscall's discovery, and
  anything reckoned after the first trick, by the narration (Laws 54, 56).
"""

from __future__ import annotations

from typing import NamedTuple

from piquet.model.actions import Play
from piquet.model.cards import FULL_PACK, CardSet, card_set
from piquet.model.declaring import Klass
from piquet.model.events import Event
from piquet.model.counts import WRONG_COUNT, counts_of
from piquet.model.irregular import (
    IRREGULAR_KINDS, AskToShow, CorrectCall, CutExposed, Drop, Inform, LeadOutOfTurn, LeftUndeclared, LookAtLeft,
    Miscall, Miscount, PlaysTooMany, ProposeFreshDeal, Rectify, Revoke, SeeDiscard, ShowVoluntarily,
)
from piquet.model.partie import Partie
from piquet.model.roles import Role
from piquet.model.state import Choice, DealState, MiscallNote, Phase, held, played_by
from piquet.spec.domains.carte_blanche import B, CARTE_BLANCHE
from piquet.spec.domains.exchange import EXCHANGE, X
from piquet.spec.domains.exchange_events import E, EXCHANGE_EVENTS
from piquet.spec.domains.calling import K
from piquet.spec.domains.play import CALLS_AND_PLAY, P
from piquet.spec.domains.partie import FOUR_DEALS, PARTIE_DEALS, PARTIE_POINTS, T
from piquet.spec.domains.scoring import COURTS, S, SCORING, Side
from piquet.spec.expr import cards, evaluate
from piquet.spec.laws.scoring import point_key, sequence_key, set_key
from piquet.spec.vocabulary import Domain

__all__ = ["Value", "Situation", "View", "situation", "scoring_values", "situations", "partie_situations", "held",
           "played_by", "play_error", "DEAL_DOMAINS"]

Value = int | bool
Situation = dict[str, Value]

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER

#: The domains a deal's state is read in, by name.
DEAL_DOMAINS: dict[str, Domain] = {d.name: d for d in (EXCHANGE, EXCHANGE_EVENTS, SCORING, CARTE_BLANCHE,
                                                         CALLS_AND_PLAY)}


class View(NamedTuple):
    """One reading of a state in one domain: the domain, a label naming it, the values known."""

    domain: Domain
    label: str
    values: Situation


def _history(state: DealState) -> list[DealState]:
    """The deal's states from the deal itself to ``state`` (through ``previous``)."""
    out = [state]
    while out[-1].previous is not None:
        prior = out[-1].previous
        assert prior is not None
        out.append(prior)
    return out[::-1]


def _exchange_counts(history: list[DealState], role: Role) -> tuple[int, int] | None:
    """What ``role`` discarded and took in by his exchange, read from the state just after it (later
    acts on the discard, such as mixing a card with it, are the exchange events' business)."""
    for s in history:
        if s.exchanged[role]:
            return s.discards[role].bit_count(), (s.hands[role] & ~s.dealt[role]).bit_count()
    return None


def _exchange(state: DealState) -> Situation:
    history = _history(state)
    dealt_stock = next(s for s in history if s.dealt == state.dealt).stock
    out: Situation = {
        X.elder_dealt.name: state.dealt[ELDER].bit_count(),
        X.younger_dealt.name: state.dealt[YOUNGER].bit_count(),
        # The stock as dealt: after a card dealt wrongly is put right (Law 10), as rectified.
        X.stock.name: len(dealt_stock),
        # An announcement is of a wrong number of cards (with twelve there is none to announce; the model
        # marks as announced any count the elder stood on by election); electing a fresh deal at the
        # option of Law 11 is announcing it too ("if he says so before taking up a card").
        X.announced.name: _to_light(state, history) and (state.in_dealing.announced or any(
            r.kind == WRONG_COUNT and r.chosen is Choice.FRESH_DEAL for r in state.rulings)),
        # Law 75, as the model proves it (piquet.model.counts): a card of another pack in the undealt stock, or the
        # pack's own cards dealt more or fewer than thirty-two; one in a hand proves nothing (Case XVII).
        X.pack_proved_incorrect.name: not counts_of(*state.dealt, card_set(dealt_stock)).correct_pack,
        # Case III: one proposed a fresh deal (ProposeFreshDeal) and the other accepted it (Elect FRESH_DEAL).
        X.agreed_fresh_deal.name: any(r.kind == ProposeFreshDeal.KIND and r.chosen is Choice.FRESH_DEAL
                                      for r in state.rulings),
    }
    # The discard laid out when the count or the seven came to light: the model's elder finds them before he
    # discards, or takes in without announcing with his discard made (MisExchange, Law 39); the spec's order has
    # the seven found after discarding, so his discard as made stands for it (one card, before he has made it).
    elder = _exchange_counts(history, ELDER)
    laid = min(max(elder[0] if elder else 1, 1), 5)
    to_light = _to_light(state, history)
    out[X.elder_laid.name] = laid if to_light and (not out[X.announced.name] or _seven(state, history)) else 0
    out.update(_outcomes(state))
    for role, discards, takes in ((ELDER, X.elder_discards, X.elder_takes),
                                  (YOUNGER, X.younger_discards, X.younger_takes)):
        # A void deal has no exchange: in the spec a fresh deal means no cards change hands in this deal.
        counts = None if state.void else _exchange_counts(history, role)
        if counts is not None:
            out[discards.name], out[takes.name] = counts
    if not state.void and _exchange_counts(history, ELDER) is not None:
        out[X.elder_declares_left.name] = not any(r.kind == LeftUndeclared.KIND for r in state.rulings)
    return out


def _seven(state: DealState, history: list[DealState]) -> bool:
    """The elder hand dealt twelve and the stock, as dealt, seven (Law 11's second sentence)."""
    return state.dealt[ELDER].bit_count() == 12 and len(next(s for s in history if s.dealt == state.dealt).stock) == 7


def _to_light(state: DealState, history: list[DealState]) -> bool:
    """Something the elder hand may find before taking up a card: a wrong count, or seven with twelve."""
    return state.dealt[ELDER].bit_count() != 12 or _seven(state, history)


def _outcomes(state: DealState) -> Situation:
    """A fresh deal, the elder's election of it, each player's penalty of reckoning nothing.

    While an option the Laws give awaits its holder's election (a fresh
    deal or standing, Laws 11, 28-29; enforcing a penalty or not, Law 44),
    what it decides is not yet determined, and is left out.
    """
    if state.option is not None:
        return {}
    out: Situation = {
        X.elder_reckons_nothing.name: state.reckon_nothing[ELDER],
        X.younger_reckons_nothing.name: state.reckon_nothing[YOUNGER],
    }
    if not any(r.kind in _RECUT for r in state.rulings):
        out[X.fresh_deal.name] = state.void
        out[X.elder_elects_fresh.name] = _elected(state, ELDER, Choice.FRESH_DEAL)
    return out


#: Irregularities after which the model voids the deal for a fresh cut (Laws 5, 7): the cutting domains'
#: outcome (cut again), not the exchange domain's fresh deal of a deal that was made.
_RECUT = frozenset({CutExposed.KIND})


def _elected(state: DealState, role: Role, choice: Choice) -> bool:
    return any(r.holder is role and r.chosen is choice for r in state.rulings)


def _exchange_events(state: DealState) -> Situation:
    """The acts of the exchange that the model records: each player's waiver of his adversary's penalty
    (Law 44); the cards each left, once he has taken in, and what was seen of them (Laws 33, 36-37);
    and the outcomes shared with the exchange domain. What the model does not record (whether the elder
    looks at cards the younger elected to look at) is left out, so the clauses reading it are not judged."""
    out: Situation = {
        E.elder.waives.name: _elected(state, ELDER, Choice.WAIVE),
        E.younger.waives.name: _elected(state, YOUNGER, Choice.WAIVE),
    }
    if state.exchanged[ELDER]:
        out[E.elder_left.name] = state.left[ELDER] > 0
        out[E.elder_looks_left.name] = state.elder_looked
    if state.exchanged[YOUNGER]:
        looked = {r.offender for r in state.rulings if r.kind == LookAtLeft.KIND}
        out[E.younger_left.name] = state.left[YOUNGER] > 0
        out[E.younger_hides_left.name] = state.in_exchange.left_hidden
        out[E.elder_sees_discard.name] = any(r.kind == SeeDiscard.KIND for r in state.rulings)
        if state.left_seen is not None or not state.left[YOUNGER]:
            elected = state.left_seen is True
            out[E.younger_elects_to_look.name] = elected
            out[E.younger_looks_left.name] = elected or YOUNGER in looked
            if not elected:
                out[E.elder_sees_left.name] = ELDER in looked
    out.update(_outcomes(state))
    return out


_CLASS_KINDS = {"cb": ("carte blanche",), "point": ("point",), "sequence": ("sequence",),
                "set": ("quatorze", "trio"), "cards": ("cards", "capot")}


def _narrated(state: DealState, role: Role, kinds: tuple[str, ...]) -> int:
    """The points the model's narration credits ``role`` with, in events of these kinds."""
    return sum(e.points for e in state.events if e.role is role and e.kind in kinds)


def _said(state: DealState, role: Role, kind: str) -> bool:
    return any(e.role is role and e.kind == kind for e in state.events)


def scoring_values(state: DealState) -> Situation:
    """The scoring domain's variables as the deal's end has them, however many cards each hand held (a hand
    played short, Laws 30, 57, included): :func:`situation` reads them only where both held twelve."""
    out: Situation = {S.elder_opening.name: state.elder_play_first}
    for role, side in ((ELDER, S.elder), (YOUNGER, S.younger)):
        out.update(_side(state, role, side))
    return out


def _side(state: DealState, role: Role, side: Side) -> Situation:
    return {
        side.hand.name: held(state, role),
        side.carte_blanche.name: state.carte_blanche is role,
        side.shows.name: _shows_carte_blanche(state, role),
        side.cb_counts.name: _narrated(state, role, _CLASS_KINDS["cb"]) > 0,
        side.barred.name: state.reckon_nothing[role],
        side.tricks.name: state.tricks_won[role],
        side.play.name: state.play_points[role],
        side.cb_score.name: _narrated(state, role, _CLASS_KINDS["cb"]),
        side.point_score.name: _narrated(state, role, _CLASS_KINDS["point"]),
        side.sequence_score.name: _narrated(state, role, _CLASS_KINDS["sequence"]),
        side.set_score.name: _narrated(state, role, _CLASS_KINDS["set"]),
        side.repique.name: _said(state, role, "repique"),
        side.pique.name: _said(state, role, "pique"),
        side.cards_score.name: _narrated(state, role, _CLASS_KINDS["cards"]),
        side.total.name: state.scores[role],
    }


def _shows_carte_blanche(state: DealState, role: Role) -> bool:
    """Whether ``role`` showed a carte blanche (Law 19): the model adds the ten when, and only when, he shows it."""
    return state.hand_scores[role][0] > 0


def _carte_blanche(state: DealState, role: Role) -> Situation:
    dealt = state.dealt[role]
    shown = _shows_carte_blanche(state, role)
    when = 0
    if shown:
        kinds = [(e.role, e.kind) for e in state.events]
        show_at = max(i for i, k in enumerate(kinds) if k == (role, "carte blanche"))
        when = 2 if (role.adversary, "exchange") in kinds[:show_at] else 1
    return {
        B.dealt.name: dealt.bit_count(),
        B.courts.name: (dealt & COURTS).bit_count(),
        B.holds.name: state.carte_blanche is role,
        B.informs.name: _said(state, role, "carte blanche"),
        B.claims.name: shown,
        B.shown.name: when,
        B.face_up.name: shown,
    }


def _scored(state: DealState) -> bool:
    """Whether the scoring domain reads the deal: played out regularly, with twelve cards in each hand.

    A deal with an irregular act (whose consequences may strike or redecide
    scores: a miscall, Laws 52-54) is judged in the domains of its
    irregularities, not by the scoring laws of a regular deal; a ruling
    that is no irregularity (a carte blanche despite a penalty, Case XXI)
    leaves the deal regular.
    """
    return (state.phase is Phase.OVER and not any(r.kind in _IRREGULAR for r in state.rulings)
            and all(held(state, role).bit_count() == 12 for role in Role))


_IRREGULAR = frozenset(kind.KIND for kind in IRREGULAR_KINDS)


def play_error(state: DealState, action: Play) -> int:
    """The calls-and-play domain's ``play_error`` of playing ``action`` now (Law 59).

    4 when the card is not of the suit led while the player holds that suit
    (Law 59 IV: "not following suit when able"); 0 for a card he may play.
    The action is always the player's to move: the model offers no lead out
    of turn among lawful actions (error 3 is an irregular action).
    """
    role = state.to_move
    if role is None or state.lead is None:
        return 0
    suit = 0xFF << (state.lead & ~7)
    holds_suit = bool(state.hands[role] & suit)
    return 4 if holds_suit and not (1 << action.card) & suit else 0


#: The rulings a deal with one miscall may have, and still be read in the calls-and-play domain (Laws 52-55).
_MISCALL_KINDS = frozenset({Miscall.KIND, CorrectCall.KIND, ShowVoluntarily.KIND, AskToShow.KIND, "penalty"})


def _the_miscall(state: DealState) -> MiscallNote | None:
    """The deal's one miscall allowed good, if that is its only irregularity (else None): one miscall made,
    no other kind of irregularity ruled on, and no penalty but that of a miscall found out at the first trick
    that he could have held (Law 54)."""
    calls = state.in_calling
    liable = {found.note.role for found in calls.found if found.could_hold}
    if len(calls.called) != 1 or state.option is not None or any(
            r.kind not in _MISCALL_KINDS or r.kind == "penalty" and r.offender not in liable for r in state.rulings):
        return None
    return calls.called[0]


def _corrected_when(state: DealState) -> int:
    """The domain's ``overcall_corrected``: 0 not corrected, 1 corrected before the elder hand led, 2 after
    (Law 52)."""
    corrected = state.in_calling.corrected
    if not corrected:
        return 0
    return 2 if corrected[0].after_lead else 1


def _calls_and_play(state: DealState) -> Situation | None:
    """The deal in the calls-and-play domain, if its one irregularity is a miscall allowed good (Laws
    52-55), an error in play (Law 59) or an error in counting its score (Law 70); else None.

    The domain reads one error at a time; what the state does not determine yet (how an error not yet
    discovered, or an option not yet elected, is put right) is left out, and what the model does not
    record (tricks examined, Law 60) too. Anything reckoned in a class of the hand after the younger hand
    has played to the first trick is read from the narration (Laws 54, 56).
    """
    retaken = state.in_calling.lead_retaken
    out: Situation = {
        K.undercall.name: False, K.overcall.name: 0, K.after_first_trick.name: bool(state.tricks),
        K.hand_error.name: 0, K.next_hand_seen.name: False, P.error.name: 0, P.adversary_played.name: False,
        K.undercall_corrected.name: 0, K.overcall_corrected.name: 0, K.retakes_lead.name: retaken,
        K.shows_voluntarily.name: False, K.error_rectified.name: False,
        K.omitted_reckoned.name: bool(_reckoned_late(state)),
        E.elder.waives.name: _elected(state, ELDER, Choice.WAIVE),
        E.younger.waives.name: _elected(state, YOUNGER, Choice.WAIVE),
        **_outcomes(state),
    }
    # No card is taken up but for an error in play, or the elder's lead retaken after a miscall (Law 52).
    taken_up: Situation = {P.retaken.name: retaken, P.later_retaken.name: False, P.suit_substituted.name: False,
                           P.adversary_retakes.name: False}
    miscall = _the_miscall(state)
    if miscall is not None:
        return out | taken_up | _miscall(state, miscall)
    # Neither a misnomer nor an impossible claim where nothing was miscalled, nor anything the adversary holds
    # or reckons in a class miscalled (the domain's physics).
    out |= {K.names_wrongly.name: False, K.impossible.name: False, K.adversary_good.name: False,
            K.adversary_reckons.name: False}
    played = _the_play_error(state)
    if played is not None:
        return out | _play_error(state, *played)
    counted = _the_miscount(state)
    if counted is not None:
        # Law 70: the deal's own state is before the player in error sees his next hand; a correction
        # made in the next deal (Partie.correct) is that deal's.
        return out | taken_up | {K.hand_error.name: 2, K.error_rectified.name: counted}
    return None


def _miscall(state: DealState, miscall: MiscallNote) -> Situation:
    """Who made the miscall, when it was corrected or shown; whether it was a misnomer or a claim he could
    not have held once the first trick closes it (Laws 53-54), and left out before."""
    role = miscall.role
    out: Situation = {
        K.overcall.name: 1 + role, K.overcall_corrected.name: _corrected_when(state),
        K.shows_voluntarily.name: any(r.kind == ShowVoluntarily.KIND and r.offender is role
                                      and r.klass is miscall.klass for r in state.rulings),
    }
    # The first trick closes an uncorrected miscall (model.irregular.calling.close_miscalls), which records what
    # the caller's cards show of it: a claim he could have held in hand and discard, or a misnomer.
    found = state.in_calling.found
    if found:
        out[K.names_wrongly.name] = any(f.misnomer for f in found)
        out[K.impossible.name] = not any(f.could_hold for f in found)
    # Law 54's last sentence: what the adversary holds in the class miscalled, judged by the spec's own order of
    # combinations (Laws 62-64), not the model's. The player in error made one call in that class, the miscall:
    # no correct call of his, made in addition to it, is there to bar. What the adversary reckons there once the
    # first trick has found the miscall out is read from the narration.
    adversary = role.adversary
    out[K.adversary_good.name] = bool(evaluate(_KEYS[miscall.klass](cards(held(state, adversary) & FULL_PACK)), {}))
    if found:
        out[K.adversary_reckons.name] = any(e.role is adversary and e.kind in _KLASS_KINDS[miscall.klass]
                                            for e in _reckoned_late(state))
    return out


#: The spec's strength of the best combination of each class a hand holds (0: none), by the model's class.
_KEYS = {Klass.POINT: point_key, Klass.SEQUENCE: sequence_key, Klass.SETS: set_key}
#: The narration's events of each class.
_KLASS_KINDS = {Klass.POINT: _CLASS_KINDS["point"], Klass.SEQUENCE: _CLASS_KINDS["sequence"],
                Klass.SETS: _CLASS_KINDS["set"]}


def _reckoned_late(state: DealState) -> tuple[Event, ...]:
    """What the narration credits in a class of the hand (Laws 62-64) once the younger hand has played to the
    first trick (Law 56): the events since the state before the first trick closed."""
    history = _history(state)
    closed = next((i for i, s in enumerate(history) if s.tricks), None)
    if closed is None:
        return ()
    before = len(history[closed - 1].events) if closed else 0
    kinds = frozenset(kind for klass in ("point", "sequence", "set") for kind in _CLASS_KINDS[klass])
    return tuple(e for e in state.events[before:] if e.kind in kinds and e.points > 0)


#: The domain's ``play_error`` of each error in play the model rules on (Law 59 I-V), and the errors
#: that wait to be discovered (II, IV, V: the model keeps them as lapses until a player points them out).
_PLAY_ERRORS: dict[str, int] = {Drop.KIND: 1, PlaysTooMany.KIND: 2, LeadOutOfTurn.KIND: 3, Revoke.KIND: 4,
                                Inform.KIND: 5}
_DISCOVERED = frozenset({PlaysTooMany.KIND, Revoke.KIND, Inform.KIND})


def _the_play_error(state: DealState) -> tuple[int, tuple[int, ...]] | None:
    """The deal's one error in play and the indices of its rulings (the act, then its discovery), if that is
    its only irregularity; a truthful answer about one's cards (Case XVI) is none."""
    truthful = {answer.ruling for answer in state.in_play.answers if not answer.misinforms}
    rulings = tuple(i for i, r in enumerate(state.rulings) if r.kind in _IRREGULAR and i not in truthful)
    kinds = {state.rulings[i].kind for i in rulings}
    if len(kinds) != 1 or (kind := kinds.pop()) not in _PLAY_ERRORS:
        return None
    waiting = sum(1 for lapse in state.in_play.lapses if lapse.kind == kind)
    if kind in _DISCOVERED and (len(rulings), waiting) not in ((1, 1), (2, 0)):
        return None
    if kind not in _DISCOVERED and len(rulings) != 1:
        return None
    return _PLAY_ERRORS[kind], rulings


def _gone_back(state: DealState, act: int, decided: int) -> bool:
    """Whether the deal went back to before the error of ruling ``act`` when ruling ``decided`` was made
    or elected: the cards played since were taken up. Going back rewrites the deal's history
    (:func:`piquet.model.deal.apply`), so no state of it holds the act without the decision."""
    first = next(s for s in _history(state) if len(s.rulings) > act)
    return len(first.rulings) > decided and first.rulings[decided] == state.rulings[decided]


def _play_error(state: DealState, error: int, rulings: tuple[int, ...]) -> Situation:
    """Law 59: the error, and which cards were taken up for it, once that is decided (left out before: an
    error not yet discovered, or an option to take cards up not yet elected)."""
    ruled = state.rulings[rulings[-1]]
    pending = state.option is not None and ruled.chosen is None
    out: Situation = {P.error.name: error}
    if error in (3, 5) and pending or error in (2, 4, 5) and len(rulings) == 1:
        return out
    back = _gone_back(state, rulings[0], rulings[-1])
    taken: set[str] = set()
    if error == 1:  # a dropped card is not played (model.irregular.play._drop)
        taken = {P.retaken.name}
    elif error == 3:  # the option lapses, undecided, when the adversary plays to the card (Law 59 III)
        out[P.adversary_played.name] = ruled.chosen is None
        taken = {P.retaken.name} if back else set()
    elif back and error == 5:  # the misinformed adversary retakes the cards played since
        taken = {P.retaken.name, P.later_retaken.name, P.adversary_retakes.name}
    elif back:  # the card too many and all played since (II); the card played in error, and all played
        # since, the player to follow suit again (IV: the lawful actions offer him only the suit led)
        taken = {P.retaken.name, P.later_retaken.name} | ({P.suit_substituted.name} if error == 4 else set())
    return out | {name: name in taken for name in (P.retaken.name, P.later_retaken.name, P.suit_substituted.name,
                                                    P.adversary_retakes.name)}


def _the_miscount(state: DealState) -> bool | None:
    """Whether the deal's one error in counting its score (Law 70) was rectified in the deal (its score no
    longer carries the error), if that is its only irregularity (else None)."""
    kinds = [r.kind for r in state.rulings if r.kind in _IRREGULAR]
    if kinds.count(Miscount.KIND) != 1 or not set(kinds) <= {Miscount.KIND, Rectify.KIND}:
        return None
    return not any(state.in_counting.miscounts)


def situation(state: DealState, domain: str = EXCHANGE.name, role: Role = ELDER) -> Situation:
    """The values of ``domain``'s variables that ``state`` determines.

    ``domain`` is ``"exchange"``, ``"exchange-events"``, ``"scoring"``
    (only once the deal is over: the scores are final then),
    ``"carte-blanche"`` (for the player in ``role``) or
    ``"calls-and-play"`` (only for a deal whose one irregularity is a
    miscall allowed good, an error in play or an error in counting).
    A state the domain does not read raises :class:`ValueError`.
    """
    if domain == EXCHANGE.name:
        return _exchange(state)
    if domain == EXCHANGE_EVENTS.name:
        return _exchange_events(state)
    if domain == SCORING.name:
        if not _scored(state):
            raise ValueError("the scoring domain reads a deal played out with twelve cards each: its scores "
                             "are final only then, and its hands are of twelve")
        return scoring_values(state)
    if domain == CARTE_BLANCHE.name:
        return _carte_blanche(state, role)
    if domain == CALLS_AND_PLAY.name:
        values = _calls_and_play(state)
        if values is None:
            raise ValueError("the calls-and-play domain reads a deal whose one irregularity is a miscall allowed "
                             "good (Laws 52-55), an error in play (Law 59) or an error in counting (Law 70)")
        return values
    raise KeyError(f"a deal's state is not read in the domain {domain!r} (known: {', '.join(DEAL_DOMAINS)})")


def situations(state: DealState) -> tuple[View, ...]:
    """Every domain the state can be read in now, with the values it determines."""
    views = [View(EXCHANGE, "exchange", _exchange(state)),
             View(EXCHANGE_EVENTS, "exchange-events", _exchange_events(state))]
    views += [View(CARTE_BLANCHE, f"carte-blanche/{role.word}", _carte_blanche(state, role)) for role in Role]
    if _scored(state):
        views.append(View(SCORING, "scoring", scoring_values(state)))
    calls_and_play = _calls_and_play(state)
    if calls_and_play is not None:
        views.append(View(CALLS_AND_PLAY, "calls-and-play", calls_and_play))
    return tuple(views)


def partie_situations(partie: Partie) -> tuple[View, ...]:
    """A finished partie in the partie domains: each deal's number (played or not), and the result.

    A partie of six deals is read in ``partie-deals`` (numbers 1-8) and
    ``partie-points``; a partie of four by agreement in ``four-deals``
    (numbers 1-6) and ``partie-points``. A deal whose written scores differ
    is read with whose score the partie took (Law 74): each player's own
    count, or the figure his adversary wrote.
    """
    if not partie.over:
        raise ValueError("a partie is read once it is over: whether a deal is played is known only then")
    played = len(partie.deals)
    regular = partie.regular_deals
    weighted = [(partie.weight(i) * a, partie.weight(i) * b) for i, (a, b) in enumerate(partie.deals)]
    after = weighted[:regular]
    tied = partie.opening[0] + sum(a for a, _ in after) == partie.opening[1] + sum(b for _, b in after)
    views: list[View] = []
    if partie.four_deals:
        for n in range(1, FOUR_DEALS.given[0].hi + 1):
            # The domain reads "tied" only of the extra deals (its physics: no tie before them).
            values: Situation = {T.four_deal_no.name: n, T.four_tied.name: tied and n > regular,
                                 T.four_played.name: n <= played}
            if n <= played:
                values[T.weight.name] = partie.weight(n - 1)
            views.append(View(FOUR_DEALS, f"four-deals/deal {n}", values))
    else:
        for n in range(1, T.deal_no.hi + 1):
            written = partie.written[n - 1] if n <= played else None
            values = {T.deal_no.name: n, T.tied.name: tied and n > regular, T.written_differ.name: written is not None,
                      T.played.name: n <= played}
            if written is not None:
                values[T.own_taken.name] = partie.deals[n - 1] == written.own
            views.append(View(PARTIE_DEALS, f"partie-deals/deal {n}", values))
    a, b = partie.totals
    result = partie.result()
    views.append(View(PARTIE_POINTS, "partie-points", {
        T.winner.name: max(a, b), T.loser.name: min(a, b), T.won.name: result.winner is not None,
        T.points.name: result.points}))
    return tuple(views)
