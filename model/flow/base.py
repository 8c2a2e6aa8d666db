"""What every phase of a deal's flow shares: the changes of state, the options, the penalty, IllegalAction.

The flow changes a state only so (:func:`~piquet.model.state.draft`, then the fields, then
:func:`~piquet.model.state.settle`); the phases (:mod:`~piquet.model.flow.dealing`, ``exchange``, ``calls``,
``play``, ``counting``) and the irregular game (:mod:`piquet.model.irregular`) build on these.
"""

from __future__ import annotations

from typing import Final, TypeVar

from piquet.model.errors import InputError
from piquet.model.declaring import POINT, SEQUENCE, Klass
from piquet.model.narration import Narration
from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER, Role, flag_of
from piquet.model.state import (
    EXCHANGE_ELDER, EXCHANGE_YOUNGER, OPTION, PLAY, Choice, DealState, Dialogue, Option, Phase, Ruling, draft, settle,
)


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)

# Final: compiled (mypyc), each is a constant of the module, not a name looked up at every use.
ROLES: Final = (ELDER, YOUNGER)
# The classes in the order of the calls (iterating the enum itself makes a tuple each time).
KLASSES: Final = tuple(Klass)
EXCHANGES: Final = (EXCHANGE_ELDER, EXCHANGE_YOUNGER)


class IllegalAction(InputError):
    """An action that is not lawful at this point of the deal; ``problem`` cites the law."""


T = TypeVar("T")


def with_role(pair: tuple[T, T], role: Role, value: T) -> tuple[T, T]:
    """``pair`` (elder first) with ``role``'s value replaced."""
    return (value, pair[1]) if role is ELDER else (pair[0], value)


def moved(state: DealState, phase: Phase, to_move: Role | None) -> DealState:
    """``state`` moved on to ``phase``, ``to_move`` to act (None: no one, the deal over or void)."""
    new = draft(state)
    new.phase, new.to_move = phase, to_move
    return settle(new)


def ruled(state: DealState, ruling: Ruling) -> DealState:
    """``state`` with ``ruling`` made, after those made before."""
    new = draft(state)
    new.rulings = state.rulings + (ruling,)
    return settle(new)


def place_of(state: DealState) -> str:
    if state.phase is PLAY:
        return f"deal, trick {len(state.tricks) + 1}"
    return f"deal, {state.phase.value}"


def _penalty_pending(state: DealState, role: Role) -> bool:
    """Whether an option of enforcing ``role``'s penalty awaits his adversary's election (Law 44)."""
    return state.option is not None and any(o.effect == "penalty" and o.offender is role
                                            for o in state.option.outstanding)
REFERENCES.cite("_penalty_pending", "44")


def _penalty_settled(state: DealState, role: Role) -> bool:
    """Whether ``role`` already can reckon nothing, or his adversary has declined to enforce it (Law 44)."""
    return flag_of(state.reckon_nothing, role) or any(
        r.offender is role and Choice.WAIVE in r.choices and r.chosen is not None for r in state.rulings)
REFERENCES.cite("_penalty_settled", "44")


def penalize(state: DealState, role: Role, clauses: tuple[str, ...], finding: str,
             narration: Narration) -> DealState:
    """``role`` can reckon nothing that deal for ``finding`` (the penalty of ``clauses``), unless his
    adversary elects not to enforce it (Law 44): the adversary's option, before the deal goes on.
    If a penalty was already enforced or waived, the finding is only noted."""
    name = state.names[role]
    if _penalty_pending(state, role) or _penalty_settled(state, role):
        note = Ruling("penalty", role, clauses, finding, f"{name} has already incurred the penalty of reckoning "
                                                         "nothing that deal")
        return ruled(state, note)
    waiver = f"44.{role + 1}"
    # What still bars his adversary: his cards (Law 58), or after a miscall only his correct calls (Law 54).
    ruling = Ruling("penalty", role, clauses + (waiver,), finding,
                    f"{name} can reckon nothing that deal, unless {state.names[role.adversary]} does not enforce "
                    f"the penalty (Law 44); {what_bars(clauses)}",
                    holder=role.adversary, choices=(Choice.ENFORCE, Choice.WAIVE))
    narration.say(None, "irregularity", 0, f"{finding}: {name} can reckon nothing that deal "
                                           f"({', '.join(clauses)}), unless {state.names[role.adversary]} "
                                           "does not enforce it (Law 44)")
    return offer_option(ruled(state, ruling), role.adversary, ruling.choices,
                        "penalty", role)
REFERENCES.cite("penalize", "44", "58")


def what_bars(clauses: tuple[str, ...]) -> str:
    """What still bars the adversary of a player who can reckon nothing by the penalty of ``clauses``: after
    a miscall found out (Law 54) only his correct calls bar; else his cards do (Law 58)."""
    if any(clause.startswith("54.") for clause in clauses):
        return "only his correct calls, though not good to score, bar (Law 54)"
    return "his cards, though not good to score, are good to bar (Law 58)"


def offer_option(state: DealState, holder: Role, choices: tuple[Choice, ...], effect: str, offender: Role,
                 blocking: bool = True) -> DealState:
    """``holder`` is given an option (``effect``, see :class:`Option`), the deal waiting on his election
    if ``blocking``. An option already awaiting election is kept under the new one and elected after it
    (:func:`settle_option`); the deal then resumes where it stood before either arose."""
    pending = state.option
    resume = pending.resume if pending is not None else (state.phase, state.to_move)
    option = Option(holder, choices, effect, offender, resume, blocking, pending)
    return _awaiting(state, option, (OPTION, holder) if blocking else (state.phase, state.to_move))


def settle_option(state: DealState) -> DealState:
    """The option outstanding is decided: the next one awaiting election, if any, else the deal goes on
    where the option found it."""
    assert state.option is not None
    following = state.option.then
    if following is None:
        return _awaiting(state, None, state.option.resume)
    return _awaiting(state, following, (OPTION, following.holder) if following.blocking else following.resume)


def _awaiting(state: DealState, option: Option | None, place: tuple[Phase, Role | None]) -> DealState:
    """``state`` with ``option`` awaiting election (None: none), the deal at ``place`` (phase, player to move)."""
    new = draft(state)
    new.option = option
    new.phase, new.to_move = place
    return settle(new)


def add_hand_score(state: DealState, role: Role, index: int, points: int) -> DealState:
    """``role`` adds ``points`` to his hand score of Law 67's ``index`` (0 carte blanche, 1 point, 2 sequences,
    3 quatorzes and trios)."""
    # Compiled (mypyc), the scores are held unboxed: each read and made by its place, none indexed by a number
    # worked out (that boxes them).
    elder, younger = state.hand_scores
    blanche, point, sequences, sets = elder if role is ELDER else younger
    scores = ((blanche + points, point, sequences, sets) if index == 0 else
              (blanche, point + points, sequences, sets) if index == 1 else
              (blanche, point, sequences + points, sets) if index == 2 else
              (blanche, point, sequences, sets + points))
    new = draft(state)
    new.hand_scores = (scores, younger) if role is ELDER else (elder, scores)
    return settle(new)


def set_dialogue(state: DealState, klass: Klass, dialogue: Dialogue) -> DealState:
    point, sequence, sets = state.dialogues  # unboxed, as in add_hand_score
    new = draft(state)
    new.dialogues = ((dialogue, sequence, sets) if klass is POINT else (point, dialogue, sets) if klass is SEQUENCE
                     else (point, sequence, dialogue))
    return settle(new)
