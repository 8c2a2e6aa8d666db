"""The record's JSON Schema compiled once into plain Python checks, so that the deals of a large record are
checked fast (issue 15: walking the schema with ``jsonschema`` took two thirds of a valid deal's replay).

:func:`compiled` turns a schema into a function that says whether a JSON value is valid, as ``jsonschema``'s
Draft 2020-12 validator would with integers that are ints (:mod:`piquet.records.schema`). It knows the keywords
the record's schema uses and no other: a keyword it does not know makes the compilation fail, so that a change
of the schema is never silently left unchecked. A value it refuses is handed to ``jsonschema``, whose error
names the place and the problem; a value it accepts needs nothing more.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["Check", "compiled"]

Check = Callable[[object], bool]
"""Whether a JSON value is valid against a schema."""

# Keywords that say nothing of validity (annotations), and that of the definitions, reached by "$ref".
_IGNORED = frozenset({"$schema", "$id", "$defs", "$comment", "title", "description", "examples", "default"})

# JSON's types; a boolean is not a number, and a whole number is an int (piquet.records.schema).
_TYPES: dict[str, Check] = {
    "object": lambda v: type(v) is dict, "array": lambda v: type(v) is list, "string": lambda v: type(v) is str,
    "integer": lambda v: type(v) is int, "number": lambda v: type(v) in (int, float),
    "boolean": lambda v: type(v) is bool, "null": lambda v: v is None,
}


def _key(value: object) -> object:
    """A hashable key equal for JSON values that JSON Schema holds equal: 1 and 1.0 alike, true and 1 not."""
    if type(value) is bool:
        return ("bool", value)
    if type(value) is float and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return ("object", frozenset((k, _key(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("array", tuple(_key(v) for v in value))
    return value


def compiled(schema: Mapping[str, Any]) -> Check:
    """The check of values against ``schema`` (its ``$ref`` to ``#/$defs/...`` resolved in it); raises
    ValueError at a keyword it does not know."""
    return _Compiler(schema).compile(schema)


class _Compiler:
    def __init__(self, root: Mapping[str, Any]) -> None:
        self.root = root
        self.refs: dict[str, Check] = {}

    def ref(self, pointer: str) -> Check:
        """The check of the schema at ``pointer``, compiled once; a schema that refers to itself is checked
        through the table, filled once its check is made."""
        if pointer not in self.refs:
            if not pointer.startswith("#/"):
                raise ValueError(f"$ref {pointer!r}: only references within the schema are compiled")
            target: Any = self.root
            for step in pointer[2:].split("/"):
                target = target[step.replace("~1", "/").replace("~0", "~")]
            table = self.refs
            table[pointer] = lambda v: table[pointer](v)  # until compiled, for a schema that refers to itself
            table[pointer] = self.compile(target)
        return self.refs[pointer]

    def compile(self, schema: object) -> Check:
        if schema is True or schema == {}:
            return lambda v: True
        if schema is False:
            return lambda v: False
        if not isinstance(schema, Mapping):
            raise ValueError(f"not a schema: {schema!r}")
        checks = [self.keyword(name, rule, schema) for name, rule in schema.items() if name not in _IGNORED]
        found = [c for c in checks if c is not None]
        if len(found) == 1:
            return found[0]
        return lambda v: all(c(v) for c in found)

    def keyword(self, name: str, rule: Any, schema: Mapping[str, Any]) -> Check | None:
        """The check of one keyword, None for one checked with another (``then`` and ``else`` with ``if``)."""
        if name == "type":
            kinds = [_TYPES[t] for t in ([rule] if isinstance(rule, str) else rule)]
            return kinds[0] if len(kinds) == 1 else (lambda v: any(k(v) for k in kinds))
        if name == "$ref":
            return self.ref(rule)
        if name in ("enum", "const"):
            allowed = {_key(e) for e in (rule if name == "enum" else [rule])}
            return lambda v: _key(v) in allowed
        if name == "pattern":
            search = re.compile(rule).search
            return lambda v: type(v) is not str or search(v) is not None
        if name in ("minimum", "maximum"):
            low = name == "minimum"
            return lambda v: type(v) not in (int, float) or (v >= rule if low else v <= rule)
        if name in ("minItems", "maxItems"):
            least = name == "minItems"
            return lambda v: type(v) is not list or (len(v) >= rule if least else len(v) <= rule)
        if name == "uniqueItems":
            return lambda v: not rule or type(v) is not list or len({_key(x) for x in v}) == len(v)
        if name == "required":
            return lambda v: type(v) is not dict or all(k in v for k in rule)
        if name == "properties":
            props = {k: self.compile(s) for k, s in rule.items()}
            return lambda v: type(v) is not dict or all(c(v[k]) for k, c in props.items() if k in v)
        if name == "additionalProperties":
            if schema.get("patternProperties"):
                raise ValueError("patternProperties is not compiled")
            known = frozenset(schema.get("properties", {}))
            extra = self.compile(rule)
            return lambda v: type(v) is not dict or all(extra(x) for k, x in v.items() if k not in known)
        if name == "items":
            item = self.compile(rule)
            return lambda v: type(v) is not list or all(item(x) for x in v)
        if name == "not":
            negated = self.compile(rule)
            return lambda v: not negated(v)
        if name == "oneOf":
            options = [self.compile(s) for s in rule]
            return lambda v: sum(1 for o in options if o(v)) == 1
        if name == "if":
            test, then, otherwise = (self.compile(schema.get(k, True)) for k in ("if", "then", "else"))
            return lambda v: then(v) if test(v) else otherwise(v)
        if name in ("then", "else"):
            return None
        raise ValueError(f"the schema keyword {name!r} is not compiled")
