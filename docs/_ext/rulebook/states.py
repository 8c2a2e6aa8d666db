"""The reStructuredText parser's states, each class's transitions worked out once per build.

docutils reads every list, every container's content and every directive's body with a block parser made anew:
some fifteen states, each of which looks up and checks its patterns and methods, transition by transition,
when it is made. The rulebook's pages make some six thousand such parsers (90,000 states), and making their
transitions took about a twelfth of a first build (cProfile, benchmarks/bench_rulebook.py). A state's transitions
depend only on its class and on the names asked for (a class's patterns are compiled once, in the class), so
they are worked out once per class and list of names, and each state then binds its own methods to them: the
states, and so the pages, are those docutils makes.

Most of those parsers were made after a directive or a target, to read any explicit markup that follows it
(``Body.explicit_list``), and found none: the rulebook's directives are mostly followed by text or by nothing.
That parser is now made only when the next line opens explicit markup; otherwise docutils' own parser would
stop at once (a blank line stops it too), and what is left to do is what it does then (warn when the markup
ended without a blank line).
"""

from __future__ import annotations

import re
from typing import Any

from docutils.parsers.rst.states import Body
from docutils.statemachine import State

__all__ = ["remember_transitions", "forget_transitions"]

_Names = tuple[Any, ...]
#: Per state class and list of names: the transitions' names in order, and each one's pattern and next state.
_MADE: dict[tuple[type[State], _Names], tuple[list[str], dict[str, tuple[Any, str]]]] = {}
_DOCUTILS_MAKE = State.make_transitions
_DOCUTILS_EXPLICIT_LIST = Body.explicit_list
#: How a line opens explicit markup, as the ``Explicit`` state's transitions see it: ``..`` or ``__``.
_EXPLICIT = re.compile(r"(\.\.|__)( +|$)")


def _make_transitions(self: State, name_list: Any) -> tuple[list[str], dict[str, tuple[Any, Any, str]]]:
    """As :meth:`docutils.statemachine.State.make_transitions`, from the transitions its class made first."""
    key = (type(self), tuple(name_list))
    made = _MADE.get(key)
    if made is None:
        names, transitions = _DOCUTILS_MAKE(self, name_list)
        # a transition's method is the state's method of the transition's name (State.make_transition)
        made = _MADE[key] = (names, {name: (pattern, next_state)
                                     for name, (pattern, _, next_state) in transitions.items()})
    names, patterns = made
    return list(names), {name: (pattern, getattr(self, name), next_state)
                         for name, (pattern, next_state) in patterns.items()}


def _explicit_list(self: Body, blank_finish: bool) -> None:
    """As :meth:`docutils.parsers.rst.states.Body.explicit_list`, without its parser when no markup follows."""
    # The Explicit state stops at the first line that is not markup, a blank one included (its ``blank`` is
    # ``invalid_input``): only the very next line can start what its parser reads.
    lines = self.state_machine.input_lines
    at = self.state_machine.line_offset + 1
    if at < len(lines) and _EXPLICIT.match(lines[at]):
        _DOCUTILS_EXPLICIT_LIST(self, blank_finish)
    elif not blank_finish:
        self.parent += self.unindent_warning("Explicit markup")


def remember_transitions() -> None:
    """Make the states' transitions from those their class made first, and a parser for explicit markup only
    where some follows (from the builder's start)."""
    _MADE.clear()  # a class's patterns may differ in another build of the same process
    State.make_transitions = _make_transitions
    Body.explicit_list = _explicit_list


def forget_transitions() -> None:
    """Give docutils back its own way (when the build ends): other readers in the process are not the rulebook's."""
    State.make_transitions = _DOCUTILS_MAKE
    Body.explicit_list = _DOCUTILS_EXPLICIT_LIST
    _MADE.clear()
