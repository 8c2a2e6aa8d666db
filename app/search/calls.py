"""Best play includes the calls: each side declares or sinks each class as part of best play, both hands open.

A player may sink what he holds (a record's ``false`` declaration): no law obliges him to call it -- what is
not called is not reckoned (Law 56), and the younger may allow a call good though he holds better (Law 51).
The elder calls nothing of the class, the younger allows the elder's call good and reckons nothing of it. Playing for the partie that can pay: a player about to be rubiconed wants the sum of the scores
small (Law 73), so in Case XXII A, enforcing the penalty, does better not to call his quart and tierce.

:func:`called_line` builds the tree of the calls' decisions of one line (:func:`~piquet.search.direct.advance`):
at each point where a player may sink a class, two branches, declaring (the records' default) and sinking,
the elder choosing for the greater value of the partie, the younger for the smaller, each knowing the
decisions before his own; at each leaf the play from the elder's first lead, solved as a
:class:`~piquet.search.lines.Line`. Leaves that reach the same start are one line. The play depends on the
calls only through the scores (and the count at which the elder piques, Law 69): the leaves of the same
rules share one solver, its transposition table keyed with the scores where the objective needs them, and
the bounds of each leaf are kept from one window to the next. The tree is searched as the solver searches
the play: fail-soft windows of width one (:meth:`CalledLine.above`), MTD(f) for the exact value.

What the solver assumes: both hands open. Each side decides its calls knowing every card; a player who
cannot see his adversary's hand decides no better, so the value with the calls settled is the best each
side can make of the deal's cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from piquet.model.deal import DealState
from piquet.model.solver import Solution, Solver
from piquet.search.candidates import Candidate
from piquet.search.direct import Course, advance, begin, decisions
from piquet.search.lines import Line, Pool, line_at, lowest_card

__all__ = ["CalledLine", "called_line", "CALLS"]

CALLS = ("all", "best")
"""How the calls are made: ``all``, each declares all he holds (the records' default); ``best``, each side
declares or sinks each class as part of best play (this module)."""

_UNBOUNDED = 1 << 40


@dataclass
class _Decision:
    """A point where a player may sink a class: the elder's (``maximising``) or the younger's, and the
    deal after declaring and after sinking."""

    maximising: bool
    branches: tuple[_Decision | Line, _Decision | Line]


def _probe(node: _Decision | Line, threshold: int) -> int:
    """A fail-soft test of ``node``'s value against ``threshold``: above it, a lower bound above it; else an
    upper bound at most it."""
    if isinstance(node, Line):
        above = node.above(threshold)
        bound = node.low if above else node.high
        assert bound is not None
        return bound
    # A branch the bounds known already show to decide the node is taken before any other is searched.
    decided = next((branch for branch in node.branches if _decides(branch, threshold, node.maximising)), None)
    if decided is not None:
        return _probe(decided, threshold)
    best = -_UNBOUNDED if node.maximising else _UNBOUNDED
    for branch in node.branches:
        value = _probe(branch, threshold)
        if node.maximising:
            best = max(best, value)
            if best > threshold:
                break
        else:
            best = min(best, value)
            if best <= threshold:
                break
    return best


def _decides(node: _Decision | Line, threshold: int, above: bool) -> bool:
    """Whether the bounds known of ``node`` show, without a search, that its value is above ``threshold``
    (``above``), or at most it (not ``above``)."""
    if isinstance(node, Line):
        return (node.low is not None and node.low > threshold if above
                else node.high is not None and node.high <= threshold)
    # The elder's decision is above when one branch is, at most when both are; the younger's the other way.
    if node.maximising == above:
        return any(_decides(branch, threshold, above) for branch in node.branches)
    return all(_decides(branch, threshold, above) for branch in node.branches)


def _exact(node: _Decision | Line, guess: int) -> int:
    """The exact value of ``node``, by MTD(f) from ``guess``."""
    if isinstance(node, Line):
        return node.value
    low, high, value = -_UNBOUNDED, _UNBOUNDED, guess
    while low < high:
        beta = value + 1 if value == low else value
        value = _probe(node, beta - 1)
        if value < beta:
            high = value
        else:
            low = value
    return value


@dataclass
class CalledLine(Line):
    """A line whose calls are settled as part of best play (see the module). Its ``start`` and ``state``
    are those of the calls declared in full (the records' default); its value, bounds and solution are the
    tree's: the principal leaf (:meth:`principal`) says which classes each side sinks."""

    tree: _Decision | Line | None = field(default=None, kw_only=True)

    def _root(self) -> _Decision | Line:
        assert self.tree is not None, "a called line has its tree"
        return self.tree

    @cached_property
    def value(self) -> int:
        """The exact value, both sides settling their calls and playing their best."""
        # The guess: a bound known, else the calls declared in full (the value most often unchanged).
        root = self._root()
        guess = self.low if self.low is not None else self.high if self.high is not None else _leaves(root)[0].value
        value = _exact(root, guess)
        self.low = self.high = value
        return value

    def above(self, threshold: int) -> bool:
        """Whether the value is above ``threshold`` (the fail-soft result kept as a bound)."""
        if self.low is not None and self.low > threshold:
            return True
        if self.high is not None and self.high <= threshold:
            return False
        result = _probe(self._root(), threshold)
        if result > threshold:
            self.low = result
        else:
            self.high = result
        return result > threshold

    def principal(self) -> Line:
        """The leaf best play reaches: at each decision, the branch of the node's value (the declaring one
        first, so that a class is sunk only where sinking gains)."""
        node, value = self._root(), self.value
        while isinstance(node, _Decision):
            # No branch is better for the player deciding than the node's value: one null window says whether
            # a branch reaches it (the elder's: at least it; the younger's: at most it).
            node = next(branch for branch in node.branches
                        if (_probe(branch, value - 1) >= value if node.maximising else _probe(branch, value) <= value))
        return node

    def solution(self) -> Solution:
        """The principal leaf's solved play."""
        return self.principal().solution()

    def solvers(self) -> tuple[Solver, ...]:
        """The shared solvers searched so far."""
        return tuple(self.pool.values()) if self.pool is not None else ()

    @property
    def open_game(self) -> bool:
        """In au cent, whether the play can still decide the game at every leaf (:attr:`Line.open_game`)."""
        return all(leaf.open_game for leaf in _leaves(self._root()))


def _leaves(node: _Decision | Line) -> list[Line]:
    if isinstance(node, Line):
        return [node]
    return [leaf for branch in node.branches for leaf in _leaves(branch)]


def _grow(candidate: Candidate, name: str, pool: Pool, leaves: dict[object, Line], state: DealState,
          course: Course) -> _Decision | Line:
    """The tree of the calls' decisions from ``state`` on (see the module), the leaves that reach the same start
    one line (``leaves``), their solvers shared through ``pool``. A function of the module, not a closure: a
    closure that calls itself is a reference cycle, which would keep the solvers' tables alive until the cyclic
    collector walked them."""
    reached, course, sinking = advance(state, course, None)
    if sinking is None:
        leaf = line_at(candidate, name, reached, course.sunk, pool)
        return leaves.setdefault(leaf.start, leaf)
    declared, sunk = decisions(reached, course, sinking)
    return _Decision(sinking[0] == "A", (_grow(candidate, name, pool, leaves, *declared),
                                         _grow(candidate, name, pool, leaves, *sunk)))


def called_line(candidate: Candidate, name: str, pool: Pool | None = None) -> CalledLine:
    """Line ``name`` of ``candidate`` with the calls settled as part of best play (see the module), its leaves'
    solvers shared through ``pool`` (with the candidate's other lines) if given."""
    pool = {} if pool is None else pool
    tree = _grow(candidate, name, pool, {}, *begin(candidate, name, lowest_card(candidate, name)))
    default = _leaves(tree)[0]  # every decision's first branch: the calls declared in full
    return CalledLine(name, candidate, default.start, default.state, default.objective, default.sunk, pool,
                      tree=tree)
