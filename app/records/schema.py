"""The JSON Schema of ``piquet-record/1`` and validation against it.

The schema is package data (``piquet/schema/piquet-record-1.schema.json``);
:func:`validate` turns the first problem it finds into one
:class:`~piquet.errors.InputError` naming the field path, as
``deals[0].hands.A[3]``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from functools import cache
from importlib.resources import files
from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, best_match

from piquet.errors import InputError
from piquet.records.compiled import Check, compiled
from piquet.records.io import field_path
from piquet.records.record import FORMAT

__all__ = ["SCHEMA_FILE", "schema", "validate", "field_path"]

SCHEMA_FILE = "piquet-record-1.schema.json"
"""The schema's file name in the ``piquet/schema`` package data folder."""


@cache
def schema() -> Mapping[str, Any]:
    """The schema of ``piquet-record/1``, as a JSON object."""
    loaded: Mapping[str, Any] = json.loads(files("piquet").joinpath("schema", SCHEMA_FILE).read_text("utf-8"))
    return loaded


# A whole number is an int in the JSON text: 5.0 is not a count, whatever JSON Schema allows (Laws count
# cards and points in whole numbers; a float reaching the engine breaks it).
_Strict = validators.extend(Draft202012Validator, type_checker=Draft202012Validator.TYPE_CHECKER.redefine(
    "integer", lambda _, value: type(value) is int))


@cache
def _validator() -> Any:
    return _Strict(schema())


@cache
def _header_validator() -> Any:
    """The schema of a record whose deals are checked one by one (:func:`validate_deal`)."""
    top = dict(schema())
    top["properties"] = {**top["properties"], "deals": {"type": "array"}}
    return _Strict(top)


def _deal_schema() -> dict[str, Any]:
    return {"$schema": schema()["$schema"], "$defs": schema()["$defs"], "$ref": "#/$defs/deal"}


@cache
def _deal_validator() -> Any:
    return _Strict(_deal_schema())


@cache
def _deal_check() -> Check:
    """The deal's schema compiled once (:mod:`piquet.records.compiled`): a valid deal, the common case, is
    checked many times faster than by ``jsonschema``, which is left to name the problem of one that is not."""
    return compiled(_deal_schema())


_TYPE_WORDS = {"integer": "a whole number", "object": "a JSON object", "array": "a list",
               "string": "a string", "boolean": "true or false"}


def _problem(error: ValidationError) -> str:
    """One clear sentence for a schema error."""
    kind, instance, rule = error.validator, error.instance, error.validator_value
    if kind == "required":
        missing = [name for name in rule if name not in instance]
        return f"missing field {missing[0]!r}"
    if kind == "additionalProperties":
        allowed = error.schema.get("properties", {})
        extra = sorted(name for name in instance if name not in allowed)
        return f"unknown field {extra[0]!r} (allowed: {', '.join(allowed)})"
    if kind == "pattern":
        return f"unknown {error.schema['title']} {instance!r} ({error.schema['description']})"
    if kind in ("enum", "const"):
        choices = rule if kind == "enum" else [rule]
        what = error.schema.get("title", "value")
        return f"unknown {what} {json.dumps(instance)} (expected {' or '.join(json.dumps(c) for c in choices)})"
    if kind == "oneOf":
        return f"expected false or an object, got {json.dumps(instance)}"
    if kind == "type":
        return f"expected {_TYPE_WORDS.get(rule, rule)}, got {json.dumps(instance)}"
    if kind in ("minimum", "maximum"):
        return f"{instance} is {'below the least' if kind == 'minimum' else 'above the greatest'} value allowed, {rule}"
    if kind == "minItems":
        return "must not be empty"
    if kind == "not":
        described = error.schema.get("description")
        return f"{json.dumps(instance)} is not allowed" + (f": {described}" if described else "")
    return str(error.message)


def validate(data: object) -> None:
    """Check ``data`` against the schema; raise InputError at the first problem.

    The version is checked first, so a record of another version is named as
    such rather than as a list of unknown fields; then the record's terms, then each deal in order, so
    the first bad deal is the one named.
    """
    validate_header(data, None)
    assert isinstance(data, dict)
    for i, deal in enumerate(data["deals"]):
        validate_deal(deal, i)


def validate_header(data: object, count: int | None) -> None:
    """Check a record but its deals, which are checked one by one (:func:`validate_deal`); ``count`` is
    the number of deals when ``data["deals"]`` stands for them (an empty list), else None."""
    if not isinstance(data, dict):
        raise InputError("record", f"expected a JSON object with \"format\": \"{FORMAT}\"")
    version = data.get("format")
    if version != FORMAT:
        found = "no format field" if version is None else f"format {json.dumps(version)}"
        raise InputError("format", f"{found}: this piquet reads {FORMAT} records")
    _raise_first(_header_validator().iter_errors(data), [])
    deals = data["deals"]
    if (len(deals) if count is None else count) == 0:
        raise InputError("deals", "must not be empty")


def validate_deal(deal: object, index: int) -> None:
    """Check the deal ``deals[index]`` against the schema."""
    if _deal_check()(deal):
        return
    _raise_first(_deal_validator().iter_errors(deal), ["deals", index])


def _raise_first(errors: Iterable[ValidationError], within: list[str | int]) -> None:
    error = best_match(errors)
    if error is not None:
        raise InputError(field_path([*within, *error.absolute_path]), _problem(error))
