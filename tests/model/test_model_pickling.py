"""The model's values cross a process pool's boundary (``piquet search``): each class compiled by mypyc as a
native dataclass is pickled through its constructor (piquet.model.pickling), and comes back equal, of its
own type, and as immutable as it went."""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from piquet.model.actions import (
    INQUIRE, PLAYS, SINKS, Call, Elect, Exchange, SeeLeftCards, ShowCarteBlanche, answer,
)
from piquet.model.agents import random_lawful_deal
from piquet.model.declaring import Klass, Verdict
from piquet.model.events import Event
from piquet.model.roles import Role
from piquet.model.state import Choice, Ruling, WorkingDeal
from piquet.model.variants import AU_CENT_RULES, OVERRIDES, Agreement, Rules, Variant

VALUES: tuple[object, ...] = (
    Exchange(Role.ELDER, 0b111, 3, True), ShowCarteBlanche(Role.YOUNGER, True), Call(Role.ELDER, Klass.POINT, 5, 48),
    SINKS[Role.YOUNGER][Klass.SETS - 1], answer(Klass.SEQUENCE, Verdict.EQUAL), INQUIRE, SeeLeftCards(False),
    PLAYS[17], Elect(Role.YOUNGER, Choice.ENFORCE),
    Event(Role.ELDER, "lead", 1, "elder leads", (1, 0)), Ruling("penalty", Role.YOUNGER, (), "a finding", "an outcome"),
    AU_CENT_RULES, Rules(Variant.AU_CENT, frozenset({Agreement.LOW_CARDS})), next(iter(OVERRIDES.values())),
)


@pytest.mark.parametrize("value", VALUES, ids=lambda v: type(v).__name__)
def test_a_compiled_value_comes_back_equal_and_frozen(value: object) -> None:
    back = pickle.loads(pickle.dumps(value))
    assert type(back) is type(value) and back == value, f"{value!r} came back as {back!r}"
    for each in dataclasses.fields(back)[:1]:  # type: ignore[arg-type]  # (the inquiry has no field)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(back, each.name, getattr(back, each.name))


def test_a_working_state_comes_back_working() -> None:
    work = WorkingDeal.thaw(random_lawful_deal(random.Random(1882)))
    back = pickle.loads(pickle.dumps(work))
    assert type(back) is WorkingDeal and back == work
    back.step += 1
    assert back.step == work.step + 1, "a working state unpickled may be changed where it stands"
