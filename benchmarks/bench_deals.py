"""Complete random lawful deals per second through the model's one flow, and peak memory.

Each deal: shuffle a pack, deal it by twos (Law 9), both exchanges, the
calls and answers, the elder's lead and the younger's reckoning, twelve
tricks, pique, repique and the cards -- played by the random player
(:func:`piquet.model.agents.random_agent`), who chooses uniformly among the
lawful actions at every decision point, through the model's one flow:
:func:`piquet.model.deal.advance` on a working state
(:class:`piquet.model.state.WorkingDeal`), the same rule functions that
``apply`` runs on immutable states, which the conformance tests check.
Timed not narrated (scores only), then narrated (every event's text), in
one process; then, for comparison, the same deals step by step through
``legal_actions``/``apply`` (an immutable state for every action).

With ``--pyquet DIR`` (a checkout of subsetpark/pyquet, not part of this
project) the same run times pyquet playing random deals -- the exchanges,
leads and cards drawn at random, its declarations as it scores them -- and
prints the ratio. Its code is imported from DIR at run time, never copied.

The first line says which of the modules pyproject.toml lists are compiled by mypyc (``PIQUET_COMPILE=0``
installs them interpreted).

    .venv/bin/python benchmarks/bench_deals.py [--deals N] [--rounds R] [--seed S] [--pyquet DIR]
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import importlib
import os
import random
import resource
import sys
import time
import timeit
import tracemalloc
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from piquet.model.agents import play_deal, random_agent, random_lawful_deal, random_pack
from piquet.model.deal import deal_pack, start_deal
from piquet.model.actions import Exchange, Sink
from piquet.model.declaring import Klass, Verdict
from piquet.model.roles import Role
from piquet.model.state import PLAY, DealState, Dialogue, Phase, WorkingDeal, dialogue_of, draft, settle
from piquet.testing.compiled import is_compiled, listed

Rates = tuple[float, float]
"""Deals per second by the wall clock, and per second of this process's CPU time."""


PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def compiled_modules() -> list[tuple[str, bool]]:
    """Each module ``[tool.piquet] compiled`` lists (pyproject.toml, setup.py), by its source file, and
    whether it runs compiled by mypyc here (not when installed with ``PIQUET_COMPILE=0``)."""
    return [(source.relative_to(PYPROJECT.parent).as_posix(), is_compiled(name)) for name, source in listed(PYPROJECT)]


def timed(play: Callable[[], object], deals: int) -> Rates:
    """``deals`` calls of ``play`` per second: by the wall clock and per CPU second (the same when the
    machine is otherwise idle)."""
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(deals):
        play()
    return deals / (time.perf_counter() - wall), deals / (time.process_time() - cpu)


def model_rate(deals: int, seed: int, narrate: bool) -> Rates:
    """Random lawful deals per second through the one flow in place (advance), narrated or not."""
    rng = random.Random(seed)
    return timed(lambda: random_lawful_deal(rng, narrate=narrate), deals)


def stepwise_rate(deals: int, seed: int) -> Rates:
    """The same deals, not narrated, through legal_actions/apply: an immutable state for every action."""
    rng = random.Random(seed)

    def play() -> DealState:
        elder, younger, stock = deal_pack(random_pack(rng), 2)
        agent = random_agent(rng)
        return play_deal(start_deal(elder, younger, stock, narrate=False), agent, agent)
    return timed(play, deals)


def draws_only(deals: int, seed: int) -> Rates:
    """A floor under any flow in this interpreter: only what the random player draws in a deal, nothing
    played -- the shuffle of the pack, a card from six on average for each of the 24 cards, two discards
    of three from twelve, six calls or answers from three (about a deal's draws, by their number)."""
    rng = random.Random(seed)
    hand = list(range(12))
    options = (0, 1, 2)

    def draw() -> None:
        random_pack(rng)
        for _ in range(24):
            rng.randrange(6)
        for _ in range(2):
            rng.randrange(4000)
            rng.sample(hand, 3)
        for _ in range(6):
            rng.choice(options)
    return timed(draw, deals)


def actions_per_deal(deals: int, seed: int) -> float:
    """The mean number of actions in a random lawful deal (its final step)."""
    rng = random.Random(seed)
    return sum(random_lawful_deal(rng, narrate=False).step for _ in range(deals)) / deals


def pyquet_player(directory: Path) -> Callable[[], object]:
    """One random deal of pyquet per call, its players drawing every choice at random.

    pyquet has human and heuristic players only; these random ones subclass
    its ``Player`` and answer the calls of its ``Server`` (exchange, lead,
    follow), silently, the way its own players do. Each deal is the first
    of a fresh partie, so that nothing piles up.
    """
    sys.path.insert(0, str(directory))
    game: Any = importlib.import_module("core.game")
    server: Any = importlib.import_module("core.server")

    class RandomPlayer(game.Player):  # type: ignore[misc]
        def announce(self, message: str) -> None:
            pass

        def register(self, *args: object, **kwargs: object) -> None:
            pass

        def draw(self, cards: list[Any]) -> None:
            for card in cards:
                self.hand[card.hash()] = card

        def get_elder_exchange(self) -> list[Any]:
            return random.sample(list(self.hand.values()), random.randint(1, 5))

        def get_younger_exchange(self, max_cards: int) -> list[Any]:
            return random.sample(list(self.hand.values()), random.randint(1, max_cards))

        def get_lead(self) -> Any:
            return random.choice(list(self.hand.values()))

        def get_follow(self, lead_card: Any) -> Any:
            return random.choice(self.get_suit(lead_card.suit) or list(self.hand.values()))

    class RandomServer(server.Server):  # type: ignore[misc]
        def __init__(self) -> None:  # pyquet's asks a human for his name
            self.players = {RandomPlayer("A"), RandomPlayer("B")}

    table = RandomServer()

    def play() -> object:
        table.partie = game.Partie(*table.players)
        return table.play_a_hand()
    return play


def peak_memory(deals: int, seed: int) -> tuple[int, int]:
    """Peak bytes allocated by Python while playing ``deals`` random deals not narrated
    (tracemalloc), and the bytes the last deal's final state holds (played in place, it keeps no
    earlier states)."""
    rng = random.Random(seed)
    gc.collect()
    tracemalloc.start()
    for _ in range(deals - 1):
        random_lawful_deal(rng, narrate=False)
    before = tracemalloc.get_traced_memory()[0]
    last = random_lawful_deal(rng, narrate=False)
    held = tracemalloc.get_traced_memory()[0] - before
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert last.over
    return peak, held


def copy_cost(seed: int) -> tuple[float, float, float, float]:
    """What the state after an action costs: microseconds to copy a state with one change through its
    constructor (:func:`dataclasses.replace`), to copy it as the flow does for an immutable state
    (:func:`~piquet.model.state.draft` and :func:`~piquet.model.state.settle`, every field set natively
    when compiled; the flow's one change then costs next to nothing), the same for a working state (itself,
    no copy), and bytes a copy."""
    state: DealState = random_lawful_deal(random.Random(seed), narrate=False)
    work = WorkingDeal.thaw(state)
    times = []
    copies_made: tuple[Callable[[], DealState], ...] = (
        lambda: dataclasses.replace(state, step=1), lambda: settle(draft(state)), lambda: settle(draft(work)))
    for copy in copies_made:
        start = time.perf_counter()
        for _ in range(20_000):
            copy()
        times.append((time.perf_counter() - start) / 20_000 * 1e6)
    tracemalloc.start()
    copies = [settle(draft(state)) for _ in range(1000)]
    size = tracemalloc.get_traced_memory()[0] / len(copies)
    tracemalloc.stop()
    return times[0], times[1], times[2], size


def python_costs() -> list[tuple[str, float]]:
    """What the compiled flow avoids, in nanoseconds a call as timed here (from Python, so each with the
    interpreter's own call): an Enum member looked up on its class against a module constant; a dialogue
    made by the NamedTuple's constructor and by its ``_replace`` against ``tuple.__new__``
    (:func:`~piquet.model.state.dialogue_of`); an exchange made by its compiled ``__init__`` against a
    frozen dataclass's own (:class:`~piquet.model.actions.Sink`, two fields to its four)."""
    said = Dialogue(called=5)
    timed_calls: tuple[tuple[str, Callable[[], object]], ...] = (
        ("Phase.PLAY, a member looked up on its Enum class", lambda: Phase.PLAY),
        ("PLAY, the module constant", lambda: PLAY),
        ("Dialogue(...), the NamedTuple's constructor", lambda: Dialogue(5, None, Verdict.GOOD)),
        ("a dialogue's _replace", lambda: said._replace(verdict=Verdict.GOOD)),
        ("dialogue_of(...), by tuple.__new__", lambda: dialogue_of(5, None, Verdict.GOOD)),
        ("Exchange(...), its compiled __init__", lambda: Exchange(Role.ELDER, 7, 3, False)),
        ("Sink(...), a frozen dataclass's own __init__", lambda: Sink(Role.ELDER, Klass.POINT)),
    )
    costs = []
    for name, call in timed_calls:
        best_ns = min(timeit.repeat(call, number=50_000, repeat=5)) / 50_000 * 1e9
        costs.append((name, best_ns))
    return costs


def best(rounds: list[Rates]) -> str:
    walls = ", ".join(f"{wall:,.0f}" for wall, _ in rounds)
    return (f"{max(w for w, _ in rounds):,.0f} deals/s by the wall clock, {max(c for _, c in rounds):,.0f} "
            f"per CPU second (best of {len(rounds)} rounds; wall rounds: {walls})")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=5_000, help="deals per round, not narrated (default 5000)")
    parser.add_argument("--rounds", type=int, default=5,
                        help="timed rounds; the best is reported (default 5: the shared machine's speed varies)")
    parser.add_argument("--narrated", type=int, default=1_000, help="narrated deals per round (default 1000)")
    parser.add_argument("--seed", type=int, default=1882)
    parser.add_argument("--pyquet", type=Path, help="a checkout of subsetpark/pyquet, to time its random play too")
    args = parser.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.1f} at the start; one process, {args.rounds} rounds each")
    modules = compiled_modules()
    compiled = [path for path, native in modules if native]
    interpreted = [path for path, native in modules if not native]
    print(f"compiled by mypyc: {len(compiled)} of the {len(modules)} modules pyproject.toml lists"
          + (f" ({', '.join(compiled)})" if compiled else "")
          + (f"; interpreted: {', '.join(interpreted)}" if interpreted else ""))
    play = None if args.pyquet is None else pyquet_player(args.pyquet)
    silent: list[Rates] = []
    theirs: list[Rates] = []
    for r in range(args.rounds):  # pyquet's rounds between the model's, under the same load
        silent.append(model_rate(args.deals, args.seed + r, narrate=False))
        if play is not None:
            random.seed(args.seed + r)  # pyquet draws from the module random
            theirs.append(timed(play, args.deals))
    print(f"random lawful deals through the one flow in place (advance), not narrated: {best(silent)}, "
          f"{args.deals:,} deals a round")
    actions = actions_per_deal(1000, args.seed)
    fastest = max(c for _, c in silent)
    print(f"  {1e6 / fastest:,.1f} CPU us a deal, {actions:.1f} actions a deal (mean of 1,000): "
          f"{1e6 / fastest / actions:.2f} us an action, the random player's draws and the deal's shuffle included")
    floor = [draws_only(args.deals, args.seed + r) for r in range(args.rounds)]
    print(f"  the random draws of a deal alone, nothing played: {best(floor)}")
    narrated = [model_rate(args.narrated, args.seed + r, narrate=True) for r in range(args.rounds)]
    print(f"the same, narrated: {best(narrated)}, {args.narrated:,} deals a round")
    stepwise = [stepwise_rate(args.narrated, args.seed + r) for r in range(args.rounds)]
    print(f"the same deals step by step through legal_actions/apply (immutable states), not narrated: "
          f"{best(stepwise)}, {args.narrated:,} deals a round")
    if not theirs:
        print("pyquet not measured (give --pyquet DIR, a checkout of subsetpark/pyquet)")
    else:
        print(f"pyquet's random deals: {best(theirs)}, {args.deals:,} deals a round")
        ratios = ", ".join(f"{ours[1] / other[1]:.2f}" for ours, other in zip(silent, theirs))
        print(f"ratio of the model not narrated to pyquet, per CPU second: "
              f"{max(c for _, c in silent) / max(c for _, c in theirs):.2f} best to best (round by round: {ratios})")
    through_init, copied, in_place, size = copy_cost(args.seed)
    print(f"a state copied with one change through its constructor (dataclasses.replace): {through_init:.2f} us; "
          f"copied as the flow copies it (draft, settle): {copied:.2f} us, {size:,.0f} bytes a copy; "
          f"a working state, changed in place: {in_place:.2f} us")
    print("what compiled code would pay through Python's generic operations, ns a call from Python (best of 5):")
    for name, cost in python_costs():
        print(f"  {name}: {cost:,.0f} ns")
    peak, held = peak_memory(2000, args.seed)
    print(f"peak traced memory over 2,000 deals not narrated: {peak / 1024:,.1f} KiB; "
          f"a finished deal holds {held / 1024:,.1f} KiB")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident set size of the process: {rss:,.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
