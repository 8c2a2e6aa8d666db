"""A deal and a partie of Piquet au cent read in the au cent domains of the spec.

As :mod:`piquet.conformance.situation` reads the base game, this reads the
model's states under au cent rules (:mod:`piquet.model.variants`) as the
values of the ``cent-*`` domains (:mod:`piquet.spec.domains.au_cent`), so
that the paragraphs of au cent are judged on what the model does:

- ``cent-deal``: the mode of dealing, the wrong pack and a deal out of turn
  and whether they void the deal (cent-2, 4, 5);
- ``cent-counts``: each player's discard and take-in for the counts dealt
  (cent-7, 13, 14);
- ``cent-exchange``: the stock touched and the game lost (cent-9, 10, 11);
- ``cent-exchange`` also: the cards the younger left unlooked at, looked at,
  exposed, and a suit called from the player who looked (cent-12);
- ``cent-calls``: the form of the elder's calls (cent-15, 16), a sequence
  shown above the call, what the elder reckons against what he called and
  whether the younger reckons a sequence equal or inferior to the one shown
  (cent-19), an answer changed (cent-20), a quatorze
  or trio called and not held, found out once its caller has played (cent-23);
- ``cent-showing``: for each point or sequence the elder called, the
  younger's answer, whether either played without showing, whether a call
  disallowed proves good or equal, who shows and who reckons (cent-18, 21, 22);
- ``cent-scoring``: each point reckoned and each card led or winning a trick,
  under the agreements (cent-25, 26);
- ``cent-partie``: each game won and the partie (cent-28, 29), read from
  :class:`~piquet.model.au_cent.AuCentPartie`.
"""

from __future__ import annotations

from piquet.conformance.situation import Situation, View, _exchange_counts, _history
from piquet.model.au_cent import AuCentPartie, younger_point_pips
from piquet.model.cards import rank_of
from piquet.model.declaring import Klass, Verdict, reckon_points
from piquet.model.au_cent import full_answer_options
from piquet.model.irregular import CorrectReply, LeftUndeclared, LookAtLeft, ShowAboveCall, ShowLate, Unshown
from piquet.model.irregular.au_cent import game_lost
from piquet.model.roles import Role
from piquet.model.scoring import sequence_values
from piquet.model.state import Choice, DealState, held
from piquet.model.variants import Agreement, Rules
from piquet.spec.domains.au_cent import (
    A, CENT_CALLS, CENT_COUNTS, CENT_DEAL, CENT_EXCHANGE, CENT_PARTIE, CENT_SCORING, CENT_SHOWING,
)

__all__ = ["deal_views", "partie_views"]

ELDER, YOUNGER = Role.ELDER, Role.YOUNGER


def _clause_cited(state: DealState, clause: str) -> bool:
    return any(clause in r.clauses for r in state.rulings)


def _deal(state: DealState, by: int) -> View:
    elder_dealt = state.dealt[ELDER].bit_count()
    wrong_pack = 1 if _clause_cited(state, "cent-4.1") else 2 if _clause_cited(state, "cent-4.2") else 0
    out_of_turn = 1 if _clause_cited(state, "cent-5.1") else 2 if _clause_cited(state, "cent-5.2") else 0
    values: Situation = {
        # The domain's physics: eleven and thirteen are alike to paragraph 3, thirteen standing for both.
        A.elder_dealt.name: 13 if elder_dealt == 11 else elder_dealt,
        # Touching the stock matters to paragraph 3 only, with a card too many or too few (its physics).
        A.touched.name: state.exchanged[ELDER] and elder_dealt != 12,
        A.wrong_pack.name: wrong_pack, A.out_of_turn.name: out_of_turn,
        A.deal_by.name: by, A.fresh_deal.name: state.void,
        A.elects_fresh.name: state.void and not wrong_pack and not out_of_turn,
    }
    return View(CENT_DEAL, "cent-deal", values)


def _counts(state: DealState) -> View | None:
    history = _history(state)
    elder_dealt, younger_dealt = (h.bit_count() for h in state.dealt)
    stock = 32 - elder_dealt - younger_dealt
    if not (11 <= elder_dealt <= 13 and 7 <= stock <= 8 and 11 <= younger_dealt <= 13) or state.void:
        return None
    values: Situation = {A.elder_dealt.name: elder_dealt, A.stock.name: stock}
    for role, discards, takes in ((ELDER, A.elder_discards, A.elder_takes),
                                  (YOUNGER, A.younger_discards, A.younger_takes)):
        counts = _exchange_counts(history, role)
        if counts is not None:
            values[discards.name], values[takes.name] = counts
    return View(CENT_COUNTS, "cent-counts", values)


def _exchange(state: DealState) -> View:
    lost = game_lost(state)
    looked = any(r.kind == LookAtLeft.KIND for r in state.rulings)
    suit_call = state.in_play.suit_call
    values: Situation = {
        A.younger_cb.name: state.carte_blanche is YOUNGER,
        A.elder_left.name: state.left[ELDER] > 0,
        A.mixes_bottom.name: _clause_cited(state, "cent-9.1"),
        A.mixes_left.name: _clause_cited(state, "cent-9.2"),
        A.takes_top.name: _clause_cited(state, "cent-10.1"),
        A.elder_loses.name: lost is not None and lost[0] is ELDER,
        A.younger_loses.name: lost is not None and lost[0] is YOUNGER,
        A.declares_left.name: not any(r.kind == LeftUndeclared.KIND for r in state.rulings),
        # cent-12: the younger left cards and elected not to look at them; looked at, they are exposed (a suit
        # may then be called from the player who looked), and the suit called, if it was.
        A.unlooked.name: state.left[YOUNGER] > 0 and state.left_seen is False,
        A.looks_left.name: looked,
        A.left_exposed.name: looked and suit_call is not None,
        A.suit_called.name: suit_call is not None and suit_call[1] is not None,
    }
    return View(CENT_EXCHANGE, "cent-exchange", values)


def _reckons_nothing(state: DealState, role: Role) -> bool:
    """Whether ``role`` incurred the penalty of reckoning nothing that deal: enforced, or his adversary's
    option of enforcing it given (Law 44)."""
    return state.reckon_nothing[role] or any(r.offender is role and Choice.WAIVE in r.choices for r in state.rulings)


def _showing(state: DealState) -> list[View]:
    """cent-18, 21, 22: each point or sequence the elder called and the younger answered."""
    views = []
    for klass in (Klass.POINT, Klass.SEQUENCE):
        dialogue = state.dialogue(klass)
        if dialogue.called is None or dialogue.verdict is None or dialogue.detail is None:
            continue
        reply = (Verdict.GOOD, Verdict.EQUAL, Verdict.NOT_GOOD).index(dialogue.verdict)
        led_unshown = any(r.kind == Unshown.KIND and r.offender is ELDER and r.klass is klass for r in state.rulings)
        shown_late = any(r.kind == ShowLate.KIND and r.klass is klass for r in state.rulings)
        in_fact_good = reply == 2 and Verdict.NOT_GOOD not in full_answer_options(
            klass, held(state, YOUNGER), dialogue.called, dialogue.detail)
        views.append(View(CENT_SHOWING, f"cent-showing/{klass.word}", {
            A.led_unshown.name: led_unshown, A.reply.name: reply, A.in_fact_good.name: in_fact_good,
            A.younger_unshown.name: any(r.kind == Unshown.KIND and r.offender is YOUNGER and r.klass is klass
                                        for r in state.rulings),
            # The regular game's calls allowed are shown (the model's calls are shown unless found otherwise).
            A.elder_shows.name: shown_late or reply <= 1 and not led_unshown,
            A.elder_reckons_call.name: state.hand_scores[ELDER][klass] > 0,
            A.younger_reckons_own.name: state.hand_scores[YOUNGER][klass] > 0,
        }))
    return views


def _calls(state: DealState) -> View:
    values: Situation = {}
    point, sequence = state.dialogue(Klass.POINT), state.dialogue(Klass.SEQUENCE)
    if point.called is not None:
        values[A.calls_point_value.name] = point.detail is not None
    if sequence.called is not None:
        values[A.names_seq_top.name] = sequence.detail is not None
    # cent-19: the elder showed his best sequence with a call of an inferior one; then whether he reckons more than
    # his call brings, and whether the younger reckons a sequence no better than the one shown.
    if sequence.called is not None and sequence.detail is not None and any(
            r.kind == ShowAboveCall.KIND for r in state.rulings):
        called = sequence.called << 3 | sequence.detail
        shown = max(sequence_values(held(state, ELDER)))
        values[A.shows_superior.name] = called < shown
        values[A.reckons_superior.name] = (state.hand_scores[ELDER][Klass.SEQUENCE]
                                           > reckon_points(Klass.SEQUENCE, held(state, ELDER), called))
        values[A.younger_lesser_seq.name] = (sequence.younger is not None and sequence.younger <= shown
                                             and state.hand_scores[YOUNGER][Klass.SEQUENCE] > 0)
    # cent-20: the younger changed an answer that allowed a correct call good or equal.
    values[A.reply_changed.name] = any(r.kind == CorrectReply.KIND for r in state.rulings)
    # cent-23: a quatorze or trio not held, allowed good, found out when its caller had played a card uncorrected.
    allowed = state.dialogue(Klass.SETS).verdict is not Verdict.NOT_GOOD
    unheld = [f.note.role for f in state.in_calling.found
              if f.note.klass is Klass.SETS and (f.note.role is YOUNGER or allowed)]
    if unheld:
        values[A.set_not_held.name] = values[A.plays_uncorrected.name] = True
        values[A.caller_nothing.name] = _reckons_nothing(state, unheld[0])
    return View(CENT_CALLS, "cent-calls", values)


def _point_views(state: DealState, rules: Rules) -> list[View]:
    """Each point reckoned, by its number of cards and what it makes (the elder's as he called it; the
    younger's the most his cards make), within the domain's four to six cards."""
    views = []
    point = state.dialogue(Klass.POINT)
    claims = []
    if point.verdict is Verdict.GOOD and point.called is not None and point.detail is not None:
        claims.append((ELDER, point.called, point.detail))
    if point.younger is not None:
        claims.append((YOUNGER, point.younger, younger_point_pips(held(state, YOUNGER), point.younger)))
    for role, count, pips in claims:
        if 4 <= count <= 6:
            views.append(View(CENT_SCORING, f"cent-scoring/{role.word}'s point", {
                A.agreed_fours.name: rules.agreed(Agreement.FOURS_ONE_LESS), A.point_cards.name: count,
                A.ends_in_four.name: pips % 10 == 4, A.point_scored.name: state.hand_scores[role][1]}))
    return views


def _card_views(state: DealState, rules: Rules) -> list[View]:
    """Each card led, and each card that won a trick its adversary led, with whether it scored."""
    leads = [e.points for e in state.events if e.kind == "lead"]
    wins = [e.points for e in state.events if e.kind == "win"]
    views = []
    for i, trick in enumerate(state.tricks[:min(len(leads), len(wins))]):
        played = [(trick.lead, leads[i] > 0)]
        if trick.winner is not trick.leader:
            played.append((trick.reply, wins[i] > 0))
        for card, counts in played:
            views.append(View(CENT_SCORING, f"cent-scoring/trick {i + 1}", {
                A.agreed_low.name: rules.agreed(Agreement.LOW_CARDS), A.rank_played.name: int(rank_of(card)),
                A.card_counts.name: counts}))
    return views


def deal_views(state: DealState, by: int = 2) -> tuple[View, ...]:
    """A deal of au cent (``state.rules``) in the au cent domains. Scoring is read only where no one can
    reckon nothing and the deal was played without irregularity (its scores are then the narrated ones)."""
    views = [_deal(state, by), _exchange(state), _calls(state), *_showing(state)]
    counts = _counts(state)
    if counts is not None:
        views.append(counts)
    if not state.rulings and not any(state.reckon_nothing):
        views += _point_views(state, state.rules) + _card_views(state, state.rules)
    return tuple(views)


def partie_views(partie: AuCentPartie) -> tuple[View, ...]:
    """Each game of the partie won on the scores, from its winner's side: his score and his adversary's,
    the games he has then won (a double counting two), and whether he wins the partie. A game lost by a
    penalty is the exchange's business (cent-9, cent-10)."""
    views = []
    won = {"A": 0, "B": 0}
    for i, game in enumerate(partie.games):
        assert game.winner is not None
        won[game.winner] += game.counts
        if game.clause not in ("cent-28.1", "cent-28.2"):
            continue
        mine, theirs = game.scores if game.winner == "A" else game.scores[::-1]
        views.append(View(CENT_PARTIE, f"cent-partie/game {i + 1}", {
            A.score.name: mine, A.adversary_score.name: theirs, A.games.name: won[game.winner],
            A.game_won.name: True, A.games_credited.name: game.counts,
            A.partie_won.name: partie.winner == game.winner and i == len(partie.games) - 1}))
    return tuple(views)
