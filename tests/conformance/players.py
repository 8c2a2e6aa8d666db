"""How the conformance tests choose among the model's lawful actions.

Two styles of declaring: *free* (any lawful action, sinking included) and
*in full* (each player declares the best he holds, answers truly and shows
a carte blanche). The scoring laws of the spec (Laws 61-64, 68, 69) read
the hands, not the calls: they presuppose declarations in full, so they
are applicable to a deal only when both players declared in full. Every
other choice (discards, which card to play, the cards left seen or not)
is free in both styles.
"""

from __future__ import annotations

from piquet.model.actions import Action, Answer, Call, Inquire, ShowCarteBlanche, Sink
from piquet.model.deal import DealState, Phase, legal_actions
from piquet.model.declaring import Verdict

__all__ = ["DECLARING", "choose", "in_full"]

#: The phases in which a player declares (the style matters only there).
DECLARING = (Phase.CARTE_BLANCHE, Phase.DECLARE_ELDER, Phase.ANSWER_YOUNGER, Phase.DECLARE_YOUNGER)

_ANSWER_ORDER = {Verdict.NOT_GOOD: 0, Verdict.EQUAL: 1, Verdict.GOOD: 2}


def in_full(state: DealState, actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """The actions a player declaring in full may take: the best call, the true answer, the show.

    Among calls, the greatest (count, then detail); among answers, "not
    good" if offered, else "equal", else "good" (the model offers "not
    good" only to a better hand and "equal" only to as good a one); a
    carte blanche is shown. Other actions are left as they are.
    """
    if state.phase not in DECLARING:
        return actions
    calls = [a for a in actions if isinstance(a, Call)]
    if calls:
        return (max(calls, key=lambda a: (a.count, -1 if a.detail is None else a.detail)),)
    answers = [a for a in actions if isinstance(a, Answer)]
    if answers:
        return (min(answers, key=lambda a: _ANSWER_ORDER[a.verdict]),)
    shows = [a for a in actions if isinstance(a, ShowCarteBlanche) and a.show]
    if shows:
        return (shows[0],)
    return tuple(a for a in actions if not isinstance(a, (Sink, Inquire))) or actions


def choose(state: DealState, index: int, full: bool) -> Action:
    """The ``index``-th action (modulo their number) among those the style allows."""
    actions = legal_actions(state)
    if full:
        actions = in_full(state, actions)
    return actions[index % len(actions)]
