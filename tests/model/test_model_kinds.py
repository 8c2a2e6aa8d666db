"""The table of kinds (piquet.model.irregular.kinds) lists every action of a deal once, and each irregular kind
carries what the Laws make of it: its name, its laws, how it is carried out or why it is refused."""

from __future__ import annotations

import importlib
import pkgutil
from typing import get_args

import piquet.model
from piquet.model.actions import Action
from piquet.model.irregular import IRREGULAR_KINDS, KINDS, LAWFUL_KINDS, IrregularAction
from piquet.model.reference import declared


def _irregular_classes() -> set[type]:
    """Every class of irregular action defined anywhere in the model."""
    found: set[type] = set()
    for info in pkgutil.walk_packages(piquet.model.__path__, "piquet.model."):
        module = importlib.import_module(info.name)
        found |= {kind for kind in vars(module).values() if isinstance(kind, type)
                  and issubclass(kind, IrregularAction) and kind is not IrregularAction
                  and kind.__module__ == info.name}
    return found


def test_the_table_lists_every_action_once() -> None:
    assert len(set(KINDS)) == len(KINDS), f"a kind listed twice: {[k.__name__ for k in KINDS if KINDS.count(k) > 1]}"
    missing = _irregular_classes() - set(IRREGULAR_KINDS)
    assert not missing, f"irregular actions missing from the table of kinds: {sorted(k.__name__ for k in missing)}"
    lawful = set(get_args(Action))
    assert set(LAWFUL_KINDS) == lawful, \
        f"the lawful kinds differ from piquet.model.actions.Action: {lawful ^ set(LAWFUL_KINDS)}"


def test_each_irregular_kind_has_its_own_name_and_laws_declared_on_it() -> None:
    names = [kind.KIND for kind in IRREGULAR_KINDS]
    assert len(set(names)) == len(names), \
        f"two kinds share a record name: {sorted(n for n in names if names.count(n) > 1)}"
    rules = declared()
    for kind in IRREGULAR_KINDS:
        if kind.LAWS:
            key = f"{kind.__module__.removeprefix('piquet.model.')}:{kind.__name__}"
            assert rules.get(key) == kind.LAWS, f"{kind.__name__}.LAWS {kind.LAWS} is not what the rulebook reads"


def test_each_irregular_kind_is_carried_out_or_always_refused() -> None:
    for kind in IRREGULAR_KINDS:
        carried = kind.carry_out is not IrregularAction.carry_out
        refused = kind.refusal is not IrregularAction.refusal
        assert carried or refused, f"{kind.__name__}: neither carried out nor given its own reason to be refused"
