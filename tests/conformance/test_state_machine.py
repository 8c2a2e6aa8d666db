"""Whole parties played through the model's action interface, every law of the spec judged after every step.

A Hypothesis :class:`RuleBasedStateMachine` deals (carte blanche and
penalties included, see :mod:`piquet.testing.strategies`), takes the
model's actions one at a time or plays a deal out, records it in the
partie, and after every transition reads the state in the spec's
vocabulary (:func:`piquet.conformance.situation.situations`) and judges every
applicable clause under every reading (:mod:`tests.conformance.judge`):
the same clauses, with the same meaning, that Z3 checks. A failure names
the law, the clause, the reading and the state; Hypothesis shrinks it to a
minimal sequence of steps. Irregular actions are mixed in when the model
offers them (``irregular_actions`` in :mod:`piquet.model.deal`).
"""

from __future__ import annotations

import random

from hypothesis import event, note, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from piquet.model.actions import Action
from piquet.model.deal import DealState, apply, legal_actions, start_deal
from piquet.model.irregular import irregular_actions, Irregular
from piquet.model.partie import PLAYERS, Partie, Player
from piquet.model.roles import Role
from piquet.conformance.situation import partie_situations, situations
from piquet.errors import InputError
from piquet.testing.strategies import Deal, deals, misdeals, penalties

from tests.conformance.judge import Verdicts, describe, judge, ruled_outcomes
from tests.conformance.players import choose

def _failure(verdicts: Verdicts, where: str) -> str:
    lines = [f"{label}: {breach}" for label, breach in verdicts.failures]
    return "the model breaks the spec:\n" + "\n".join(lines) + f"\n{where}"


class PartieMachine(RuleBasedStateMachine):
    """A partie in progress: the model's deal state, and the laws judged after every step."""

    def __init__(self) -> None:
        super().__init__()
        self.partie = Partie("A")
        self.state: DealState | None = None
        self.full = True
        self.penalties = (False, False)
        self.irregular = False
        self.steps = 0

    @initialize(first=st.sampled_from(PLAYERS), by=st.sampled_from((2, 3)), four=st.booleans())
    def begin(self, first: Player, by: int, four: bool) -> None:
        self.partie = Partie(first, by, four)

    # -- dealing and recording ------------------------------------------------------

    @rule(cards=st.one_of(deals(), deals(), deals(), misdeals()), full=st.booleans(), penalty=penalties())
    def deal(self, cards: Deal, full: bool, penalty: tuple[bool, bool]) -> None:
        """The next deal: a deal in progress is first played out (its first lawful action each time)
        and recorded; a new partie begins once one is over.

        ``full`` says whether both players declare in full (see players.py).
        Every rule is always enabled (a rule with nothing to do does nothing),
        so that no example is spent on rules Hypothesis cannot draw.
        """
        while self.state is not None and not self.state.over:
            self._lawful(0)
        self._record()
        if self.partie.over:
            self.partie = Partie("B" if self.partie.first_dealer == "A" else "A", self.partie.by,
                                 self.partie.four_deals)
        names = (self.partie.player(Role.ELDER), self.partie.player(Role.YOUNGER))
        try:
            self.state = start_deal(*cards, reckon_nothing=penalty, names=names, misdeal=True)
        except InputError:
            event("counts the model cannot deal")
            return
        self.full, self.penalties, self.irregular = full, penalty, False
        event(f"deal declared {'in full' if full else 'freely'}")
        self._check("dealt")

    def _record(self) -> None:
        """A finished deal into the partie; a finished partie judged (Laws 71-73, the four deals)."""
        if self.state is None or not self.state.over:
            return
        self.partie = self.partie.record(*self.state.scores, written=self.state.in_counting.written)
        self.state = None
        if self.partie.over:
            event("partie played to its end")
            verdicts = judge(partie_situations(self.partie))
            assert not verdicts.failures, _failure(verdicts, f"partie: {self.partie}")

    def teardown(self) -> None:
        self._record()

    # -- actions --------------------------------------------------------------------

    @rule(index=st.integers(0, 2**16))
    def act(self, index: int) -> None:
        """One lawful action of the player to move (nothing between deals)."""
        if self.state is not None and not self.state.over:
            self._lawful(index)

    @rule(seed=st.integers(0, 2**32 - 1))
    def play_out(self, seed: int) -> None:
        """The rest of the deal, lawful actions at random, each step judged."""
        rng = random.Random(seed)
        while self.state is not None and not self.state.over:
            self._lawful(rng.randrange(2**16))

    @precondition(lambda self: self._irregular_offered())
    @rule(index=st.integers(0, 2**16))
    def act_irregularly(self, index: int) -> None:
        """An irregular action, where the model offers one: from now on the deal's remedies must follow."""
        assert self.state is not None
        actions = irregular_actions(self.state)
        self.irregular = True
        event("irregular action")
        self._apply(actions[index % len(actions)], lawful=False)

    def _irregular_offered(self) -> bool:
        return self.state is not None and not self.state.over and bool(irregular_actions(self.state))

    def _lawful(self, index: int) -> None:
        """The ``index``-th lawful action."""
        assert self.state is not None
        self._apply(choose(self.state, index, self.full))

    def _apply(self, action: Action | Irregular, lawful: bool = True) -> None:
        assert self.state is not None
        if lawful:
            assert action in legal_actions(self.state), f"{action} offered but not lawful"
        self.state = apply(self.state, action)
        self.steps += 1
        self._check(str(action))

    def _check(self, after: str) -> None:
        state = self.state
        assert state is not None
        verdicts = judge(situations(state), full=self.full, regular=not self.irregular, penalties=self.penalties,
                         ruled=ruled_outcomes(state))
        for name in verdicts.departures:
            event(f"reading departs: {name}")
        if verdicts.failures:
            note(describe(state))
        assert not verdicts.failures, _failure(verdicts, f"after {after}\n{describe(state)}")

    @invariant()
    def a_deal_in_progress_offers_an_action(self) -> None:
        if self.state is not None and not self.state.over:
            assert legal_actions(self.state), f"no lawful action though the deal is not over\n{describe(self.state)}"


_base = settings()
PartieMachine.TestCase.settings = settings(
    _base, max_examples=max(10, _base.max_examples // 6), stateful_step_count=60, deadline=None)
TestPartie = PartieMachine.TestCase
