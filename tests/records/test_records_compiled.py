"""The record's schema compiled into plain checks (piquet.records.compiled) says valid exactly where jsonschema
does: on the sample deals, and on deals damaged as a hostile record would be."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, strategies as st

from piquet.records.compiled import compiled
from piquet.records.schema import _Strict, _deal_check, _deal_schema, _deal_validator

from tests.records.records_samples import sample

_DEALS = [deal for name in ("minimal", "partie-start", "carte-blanche") for deal in sample(name)["deals"]]

# Values a record holds, and values it must not: cards, players, counts, floats, booleans, nulls, lists, objects.
_SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-3, 40), st.sampled_from([0.0, 1.0, 5.0, 2.5, -1.0]),
                     st.sampled_from(["AH", "7C", "KS", "A", "B", "", "good", "not good", "equal", "ZZ", "1H",
                                      "play[0]", "deal", "revoke", "lead out of turn", "misdeal"]),
                     st.text(max_size=4))
_VALUES = st.recursive(_SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(["A", "B", "kind", "player", "cards", "x"]),
                                                 inner, max_size=3)), max_leaves=8)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, the value itself first."""
    found = [path]
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else []
    for step, item in items:
        found += _paths(item, path + (step,))
    return found


@st.composite
def damaged_deals(draw: st.DrawFn) -> Any:
    """A sample deal with a few of its values replaced, removed or added to."""
    deal = json.loads(json.dumps(draw(st.sampled_from(_DEALS))))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(deal)))
        if not path:
            continue
        *above, last = path
        holder = deal
        for step in above:
            holder = holder[step]
        action = draw(st.sampled_from(["replace", "remove", "add"]))
        if action == "replace":
            holder[last] = draw(_VALUES)
        elif action == "remove":
            del holder[last]
        elif isinstance(holder, dict):
            holder[draw(st.sampled_from(["x", "note", "take", "leave", "look", "at", "elect"]))] = draw(_VALUES)
        else:
            holder.append(draw(_VALUES))
    return deal


@pytest.mark.parametrize("index", range(len(_DEALS)))
def test_the_sample_deals_are_valid_for_both(index: int) -> None:
    deal = _DEALS[index]
    assert _deal_check()(deal) and _deal_validator().is_valid(deal), deal


@given(damaged_deals())
def test_the_compiled_check_agrees_with_jsonschema_on_damaged_deals(deal: Any) -> None:
    """Issue 15: each deal of a large record is checked by the compiled schema; a deal it accepted that
    jsonschema refuses would reach the engine unchecked."""
    assert _deal_check()(deal) == _deal_validator().is_valid(deal), json.dumps(deal)


@pytest.mark.parametrize(("rule", "value"), [
    ({"const": 1}, 1.0), ({"const": 1}, True), ({"enum": [[True], "a"]}, [1]), ({"enum": [[True], "a"]}, [True]),
    ({"enum": [{"a": 1}]}, {"a": 1.0}), ({"uniqueItems": True}, [1, 1.0]), ({"uniqueItems": True}, [1, True]),
    ({"uniqueItems": True}, [{"a": [1]}, {"a": [1.0]}]), ({"type": "integer"}, 5.0), ({"type": "number"}, False),
    ({"minimum": 0}, -0.5), ({"maximum": 3}, True), ({"pattern": "^[AB]$"}, "AB"), ({"pattern": "B"}, "AB"),
])
def test_json_equality_and_types_are_jsonschemas(rule: dict[str, Any], value: object) -> None:
    """1 and 1.0 are equal, true and 1 are not; a whole number is an int; a pattern is searched for."""
    assert compiled(rule)(value) == _Strict(rule).is_valid(value), (rule, value)


def test_a_keyword_it_does_not_know_is_refused_when_compiling() -> None:
    """A change of the schema that the compiled check would ignore fails loudly, not open."""
    with pytest.raises(ValueError, match="dependentRequired"):
        compiled({"type": "object", "dependentRequired": {"a": ["b"]}})
    assert _deal_schema()["$ref"] == "#/$defs/deal"
