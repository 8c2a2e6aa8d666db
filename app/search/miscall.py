"""The miscall of the census (Laws 52, 54): the elder calls more than he holds in a class, his adversary allows
it good, and he does not correct it before the younger hand has played to the first trick.

The call drawn: a class is drawn among those the younger wins by what he holds (his point, best sequence
or best set better than the elder's), and the elder calls the least that beats both hands in it -- a point
of one card more than either's longest suit, the least sequence or set above both players' best -- so that
the younger, holding less, allows it good (Law 52), but of another length or size than the best he holds.
Whether he could have held it in his hand and discard together (Law 54: else he is liable to no penalty) is
the model's to find.

Why not a call of the length or size he holds: if he could not have held it, it is a misnomer (Law 53), and
the model keeps the call as made and reckons beside it the combination he misnamed (a tierce to the queen
called a tierce major scores both, the same three cards twice; three queens called three aces, both trios),
which is no reading of the Laws. Drawn, misnomers were every witness of a stored run of 1,000 deals (69 of
106 misnomers gained the elder); they are left out until the model scores a misnomer as what he holds.

Why the younger must win the class: on discovery Law 54 lets him reckon what he has good in it, the elder's
cards barring nothing. Where he holds better, that is what he reckons by the lawful line. Where the hands
are equal, or the elder's better, discovery would give him a class the lawful line does not, and the Laws'
"may" makes reckoning it his option; the model reckons it for him (the reading of
:mod:`piquet.model.irregular.calling`) and has no line in which he declines, so such a class is not drawn:
an offender's gain that the adversary could refuse is not counted as a gain.

The younger's miscall (:func:`draw_miscall` with the younger as the offender): the younger calls after the elder,
in the classes left to him to reckon (the model offers his miscall there, Law 52), so the class drawn is one he
wins by what he holds and, for the same reason as above, one in which the elder holds nothing (a sequence or a
quatorze or trio: every hand holds a point): on discovery the elder reckons anything he has good in it (Law 54),
which is nothing, as by the lawful line. The younger calls the least above what he holds, of another length or
size (not a misnomer).
"""

from __future__ import annotations

import random
from dataclasses import replace

from piquet.model.actions import Call
from piquet.model.cards import CardSet, Rank
from piquet.model.declaring import Klass, call_words
from piquet.model.roles import ELDER, Role
from piquet.model.scoring import SET_RANKS, best_point, longest_suit, sequence_values, sequences, set_values, sets
from piquet.records.record import Irregularity, class_key

__all__ = ["MISCALL", "draw_miscall", "liable", "miscall_entry", "miscall_words", "miscall_of"]

MISCALL = "54"
"""The offence's key among the candidates' offences: the miscall not corrected (Laws 52, 54)."""

_CLAIMS: dict[Klass, tuple[Call, ...]] = {
    Klass.POINT: tuple(Call(Role.ELDER, Klass.POINT, n) for n in range(1, 9)),
    Klass.SEQUENCE: tuple(sorted((Call(Role.ELDER, Klass.SEQUENCE, n, top) for n in range(3, 9)
                                  for top in range(n - 1, 8)), key=lambda c: c.value)),
    Klass.SETS: tuple(sorted((Call(Role.ELDER, Klass.SETS, n, r) for n in (3, 4) for r in SET_RANKS),
                             key=lambda c: c.value)),
}
"""Every call in a class, the elder's, the least first (a point by its cards alone)."""


def _best(klass: Klass, hand: CardSet) -> int:
    """What ``hand`` holds in ``klass``, as a call of it counts: the cards of its longest suit, or the value of
    its best sequence or set (0: none)."""
    if klass is Klass.POINT:
        return longest_suit(hand)
    return max(sequences(hand) if klass is Klass.SEQUENCE else sets(hand), default=0)


def _younger_wins(klass: Klass, elder: CardSet, younger: CardSet) -> bool:
    """Whether the younger wins ``klass`` by what he holds (Laws 62-64)."""
    if klass is Klass.POINT:
        return best_point(younger) > best_point(elder)
    return _best(klass, younger) > _best(klass, elder)


def draw_miscall(rng: random.Random, elder: CardSet, younger: CardSet, role: Role = ELDER,
                 classes: tuple[Klass, ...] = tuple(Klass)) -> Call | None:
    """The miscall of ``role`` (the elder unless given), the hands after the exchange given (see the module), in
    one of ``classes`` (every class unless given: au cent's paragraph 23 is of a quatorze or trio alone); None if
    no class can be drawn: the younger wins none by what he holds (and, for his own miscall, none in which the
    elder holds nothing)."""
    open_classes = [k for k in classes if _younger_wins(k, elder, younger)
                    and (role is ELDER or (k is not Klass.POINT and _best(k, elder) == 0))]
    if not open_classes:
        return None
    klass = rng.choice(open_classes)
    held = _best(klass, elder if role is ELDER else younger)
    above = max(_best(klass, elder), _best(klass, younger))
    length = held if klass is Klass.POINT else held >> 3  # Law 53: a misnomer is of the same counting value
    return next((replace(call, role=role) for call in _CLAIMS[klass] if call.value > above and call.count != length),
                None)


def liable(call: Call, hand_and_discard: CardSet) -> bool:
    """Whether the miscall makes him liable to the penalty (Law 54): he could have held it in his hand and
    discard taken together; else there is no penalty, and nothing for his adversary to waive (Law 44)."""
    if call.klass is Klass.POINT:
        return longest_suit(hand_and_discard) >= call.count
    held = sequence_values(hand_and_discard) if call.klass is Klass.SEQUENCE else set_values(hand_and_discard)
    return call.value in held


def miscall_entry(call: Call, player: str) -> dict[str, object]:
    """The record's irregularity of the miscall (no ``at``: it is made as soon as the calls offer it)."""
    entry: dict[str, object] = {"kind": "miscall", "player": player, "class": class_key(call.klass),
                                "count": call.count}
    if call.detail is not None:
        entry["top" if call.klass is Klass.SEQUENCE else "rank"] = Rank(call.detail).label
    entry["note"] = miscall_words(call, player)
    return entry


def miscall_words(call: Call, player: str) -> str:
    """The offence in words."""
    return (f"{player} calls {call_words(call.klass, call.count, call.detail)}, which he does not hold; it is "
            "allowed good and he does not correct it before the first trick is played (Laws 52, 54).")


def miscall_of(entry: Irregularity) -> Call | None:
    """The miscall of a record's irregularity, by the elder (``A``) or the younger (``B``: B deals), if it is
    one."""
    if entry.kind != "miscall" or entry.klass is None or entry.count is None or entry.player not in ("A", "B"):
        return None
    return Call(Role.ELDER if entry.player == "A" else Role.YOUNGER, entry.klass, entry.count, entry.detail)
