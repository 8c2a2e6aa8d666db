"""The deal as dealt (Laws 9, 11-12, 20, 75): the first state of the flow."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from piquet.model.errors import InputError
from piquet.model.cards import OTHER_PACK, FULL_PACK, Card, CardSet, card_set
from piquet.model.counts import CountVerdict, count_ruling, counts_of, count_verdict, undealable
from piquet.model.dealing import HAND_SIZE, STOCK_SIZE
from piquet.model.events import Event
from piquet.model.narration import Narration
from piquet.model.reference import References
from piquet.model.roles import ELDER, YOUNGER
from piquet.model.scoring import is_carte_blanche
from piquet.model.state import EXCHANGE_ELDER, VOID, CountIrregularities, DealState, draft, settle
from piquet.model.variants import RUBICON_RULES, Rules
from piquet.model.flow.base import moved, ruled, offer_option


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


# A state whose fields are all at their defaults but those start_deal sets: a deal starts from a copy of it
# (made natively, where the dataclass's constructor is interpreted).
UNDEALT: Final = DealState(EXCHANGE_ELDER, ELDER, (0, 0), (), (0, 0), (False, False), ("elder", "younger"), None)


def start_deal(
    elder: CardSet, younger: CardSet, stock: Sequence[Card], *,
    reckon_nothing: tuple[bool, bool] = (False, False), names: tuple[str, str] = ("elder", "younger"),
    misdeal: bool = False, carried: tuple[int, int] = (0, 0), narrate: bool = True,
    rules: Rules = RUBICON_RULES,
) -> DealState:
    """The deal as dealt: the hands and the stock (top first); the elder to exchange.

    Twelve cards each and eight in the stock (Law 9); with ``misdeal``, a
    hand of eleven or thirteen, a stock of seven or nine, a pack short or
    long, cards of another pack (32 + face) in a hand or the stock, are
    dealt too (Laws 11-12, 75; Cases XVII-XVIII). A misdealt deal opens with the elder hand's
    option of a fresh deal (Law 11), or is void at once (Laws 12, 39, and
    75 when the counts do not make a correct pack; see
    :mod:`piquet.model.counts`). ``reckon_nothing`` marks a player who can
    reckon nothing that deal (Law 58); ``names`` are the players' names as
    the narration says them; ``carried`` the errors in counting the deal
    before, by this deal's roles, not yet rectified (Law 70). A carte
    blanche is announced at once (Law 20). Without ``narrate`` the deal
    keeps its scores but no events (see :class:`Narration`). ``rules``: the
    variant and agreements in force (:mod:`piquet.model.variants`).
    """
    stock_set = card_set(stock)
    # A card of the other pack (Cases XVII-XVIII) is dealt only in a misdeal: in a hand it proves nothing of the
    # pack dealt (Case XVII), in the stock it proves the pack redundant (Law 75; see piquet.model.counts).
    if any(not 0 <= c < 2 * OTHER_PACK for c in stock) or stock_set.bit_count() != len(stock) or \
            not misdeal and stock_set > FULL_PACK:
        raise InputError("deal", "the stock must be different cards of the pack")
    if elder & younger or (elder | younger) & stock_set or (elder | younger) >> 2 * OTHER_PACK or elder < 0 or \
            younger < 0 or not misdeal and (elder | younger) > FULL_PACK:
        raise InputError("deal", "the hands and the stock must share out the cards of one pack, each once")
    counts = counts_of(elder, younger, stock_set)
    if not misdeal and (counts.elder != HAND_SIZE or counts.younger != HAND_SIZE):
        raise InputError("deal", "each player must be dealt twelve cards (Law 9)")
    if not misdeal and counts.stock != STOCK_SIZE:
        raise InputError("deal", "the stock must be eight different cards (Law 9)")
    problem = undealable(counts)
    if problem is not None:
        raise InputError("deal", problem)
    holder = ELDER if is_carte_blanche(elder) else YOUNGER if is_carte_blanche(younger) else None
    events: tuple[Event, ...] = ()
    if holder is not None and narrate and rules.laws.announced_when_dealt(holder):  # Law 20, or cent-6.1
        events = (Event(holder, "carte blanche", 0, f"{names[holder]} has carte blanche (Law 20)", (0, 0)),)
    new = draft(UNDEALT)  # the other fields at their defaults
    new.phase, new.to_move = EXCHANGE_ELDER, ELDER
    new.hands = new.dealt = (elder, younger)
    new.stock, new.reckon_nothing, new.names, new.carte_blanche = tuple(stock), reckon_nothing, names, holder
    new.events, new.narrate, new.rules = events, narrate, rules
    if carried != (0, 0):
        new.in_counting = CountIrregularities(carried=carried)
    state = settle(new)
    ruling = count_ruling(counts, rules)  # Law 11, or cent-3.1
    if ruling is None:
        return state
    narration = Narration(state)
    narration.say(None, "irregularity", 0, f"{ruling.finding} ({', '.join(ruling.clauses)})")
    state = narration.onto(ruled(state, ruling))
    if count_verdict(counts) is CountVerdict.FRESH_DEAL:
        return moved(state, VOID, None)
    return offer_option(state, ELDER, ruling.choices, "count", YOUNGER)
REFERENCES.cite("start_deal", "9", "11", "12", "20", "39", "58", "70", "75")
