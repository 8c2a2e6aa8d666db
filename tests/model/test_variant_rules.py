"""Variants as rules (piquet.model.variants): each game and agreement is a :class:`Laws` subclass that
overrides exactly the rules it replaces, each override naming the paragraph in force and the law it
replaces; the flow of a deal reads the rule from the deal's rules and never branches on the variant."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from piquet.model.variants import (
    AU_CENT_RULES, OVERRIDES, RUBICON_RULES, Agreement, AuCentLaws, BothAgreedLaws, FoursOneLessLaws, Laws,
    LowCardsLaws, Rules, Variant,
)

ROOT = Path(__file__).resolve().parents[2]
GAMES = (AuCentLaws, FoursOneLessLaws, LowCardsLaws, BothAgreedLaws)
# The lawful flow of a deal, the counts of the deal and the players: they read the rules, never the game.
FLOW = sorted((ROOT / "model" / "flow").glob("*.py")) + [ROOT / "model" / "counts.py", ROOT / "model" / "agents.py"]
# The irregular game, where the branches once marked "variant hook" now read the rules too.
IRREGULAR = sorted((ROOT / "model" / "irregular").glob("*.py"))
# A line that asks which game a deal is, or which agreement is in force, instead of the rule.
_ASKS_THE_GAME = re.compile(r"rules\.(au_cent|agreements)\b|rules\.variant is|\.agreed\(")


@cache
def _docstrings() -> dict[tuple[str, str], str]:
    """Each method's docstring in model/variants.py, by class and name, read from the source: the compiled
    build (mypyc) keeps no docstring on a method."""
    tree = ast.parse((ROOT / "model" / "variants.py").read_text(encoding="utf-8"))
    return {(cls.name, fn.name): ast.get_docstring(fn) or ""
            for cls in tree.body if isinstance(cls, ast.ClassDef)
            for fn in cls.body if isinstance(fn, ast.FunctionDef)}


def _rules_of(kind: type[Laws]) -> set[str]:
    return {name for name, member in vars(kind).items() if callable(member) and not name.startswith("_")}


@pytest.mark.parametrize("kind", GAMES, ids=lambda k: k.__name__)
def test_each_override_names_its_paragraph_and_the_law_it_replaces(kind: type[Laws]) -> None:
    overridden = _rules_of(kind)
    assert overridden, f"{kind.__name__} overrides no rule"
    assert overridden <= _rules_of(Laws), \
        f"{kind.__name__} defines {sorted(overridden - _rules_of(Laws))}, which are no rule of the base Laws"
    assert overridden == set(kind.OVERRIDDEN), \
        f"{kind.__name__}: the methods it overrides {sorted(overridden)} are not those OVERRIDDEN names " \
        f"{sorted(kind.OVERRIDDEN)}"
    for name, keys in kind.OVERRIDDEN.items():
        doc = _docstrings().get((kind.__name__, name), "")
        for key in keys:
            override = OVERRIDES[key]
            paragraph = override.clause.rsplit(".", 1)[0]
            assert paragraph in doc, f"{kind.__name__}.{name} carries out {key!r} but its docstring does not " \
                                     f"name {override.clause}: {doc!r}"
            assert re.search(rf"Laws? [\d, -]*\b{override.replaces}\b", doc), \
                f"{kind.__name__}.{name} replaces Law {override.replaces} ({key!r}) but its docstring does " \
                f"not name it: {doc!r}"


def test_each_game_and_agreement_has_its_laws() -> None:
    assert type(RUBICON_RULES.laws) is Laws and type(AU_CENT_RULES.laws) is AuCentLaws
    low, fours = Agreement.LOW_CARDS, Agreement.FOURS_ONE_LESS
    assert type(Rules(Variant.AU_CENT, frozenset({low})).laws) is LowCardsLaws
    assert type(Rules(Variant.AU_CENT, frozenset({fours})).laws) is FoursOneLessLaws
    assert type(Rules(Variant.AU_CENT, frozenset({low, fours})).laws) is BothAgreedLaws
    assert type(Rules(Variant.RUBICON, frozenset({Agreement.FOUR_DEALS})).laws) is Laws  # a rule of the partie


@pytest.mark.parametrize("path", FLOW + IRREGULAR, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_variant_hook_is_left(path: Path) -> None:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        assert "variant hook" not in line, f"{path.relative_to(ROOT)}:{number}: a branch on the variant: {line.strip()}"


@pytest.mark.parametrize("path", FLOW + IRREGULAR, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_flow_and_the_irregular_game_read_the_rules_not_the_game(path: Path) -> None:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        assert not _ASKS_THE_GAME.search(line), \
            f"{path.relative_to(ROOT)}:{number}: asks which game it is, not its rule: {line.strip()}"


def test_the_check_for_a_read_of_the_game_can_fail() -> None:
    """The pattern of the test above finds each way of asking which game a deal is."""
    asked = ["if state.rules.au_cent:", "rules.variant is Variant.AU_CENT", "state.rules.agreements",
             "rules.agreed(Agreement.LOW_CARDS)"]
    assert all(_ASKS_THE_GAME.search(line) for line in asked)
    assert not _ASKS_THE_GAME.search("state.rules.laws.calls_shown()")


@pytest.mark.parametrize(("rule", "base", "au_cent"), [
    ("reply_correctable", True, False), ("omitted_reckoned_after_lead", True, False),
    ("set_not_held_reckons_nothing", False, True), ("left_looked_at_exposed", False, True),
    ("calls_shown", False, True),
])
def test_the_irregular_games_rules_differ_as_the_paragraphs_say(rule: str, base: bool, au_cent: bool) -> None:
    """The rules the irregular game reads: Laws 51, 56, 54, 36 and 55 as the base laws give them, and cent-20,
    cent-24, cent-23, cent-12 and cent-18 in au cent, with either agreement or both."""
    assert getattr(RUBICON_RULES.laws, rule)() is base, f"{rule}: the Laws of Piquet"
    low, fours = Agreement.LOW_CARDS, Agreement.FOURS_ONE_LESS
    for agreed in (frozenset(), frozenset({low}), frozenset({fours}), frozenset({low, fours})):
        laws = Rules(Variant.AU_CENT, agreed).laws
        assert getattr(laws, rule)() is au_cent, f"{rule}: au cent with {sorted(a.value for a in agreed)}"
