"""The irregularities that Piquet au cent rules otherwise than the Laws of Piquet.

Each family's handler (:mod:`~piquet.model.irregular.dealing`,
:mod:`~piquet.model.irregular.exchange`) calls these where the deal's rules
are au cent (:attr:`piquet.model.variants.Rules.au_cent`):

- the wrong pack: a fresh deal if found before the deal is completed, else
  the deal holds good (cent-4, for Law 15; the packs are not said to remain
  changed);
- a deal out of turn: void if the dealer finds it before taking up his hand,
  else no remedy (cent-5, for Law 16: no deal twice running);
- the stock: the elder who mixes with his hand one of its three bottom cards,
  or one he ought to have left, and the younger who takes up one of the
  elder's five, lose the game (cent-9, cent-10, for Laws 27-29). The deal
  ends there; :func:`partie_after` carries the game lost into the partie.
"""

from __future__ import annotations


from piquet.model.au_cent import AuCentPartie, player_in, scoring_steps
from piquet.model.cards import Card, format_card
from piquet.model.narration import Narration
from piquet.model.irregular.options import rule, void
from piquet.model.partie import Player
from piquet.model.reference import References
from piquet.model.roles import Role
from piquet.model.state import DealState, Phase, draft, settle

__all__ = ["GAME_LOST", "wrong_pack", "out_of_turn", "stock_loses_game", "lose_game", "game_lost", "partie_after"]

GAME_LOST = ("cent-9.1", "cent-9.2", "cent-10.1")
"""The clauses by which a player loses the game."""


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


def wrong_pack(state: DealState, narration: Narration, kind: str, in_time: bool) -> DealState:
    """cent-4: the wrong pack found before the deal is completed (``in_time``), a fresh deal with the right
    pack; found later, the deal holds good."""
    if in_time:
        return void(state, narration, kind, Role.YOUNGER, ("cent-4.1",), "the deal was made with the wrong pack, "
                    "found before the deal was completed", "there must be a fresh deal with the right pack")
    return rule(state, narration, kind, Role.YOUNGER, ("cent-4.2",), "the deal was made with the wrong pack, found "
                "after the deal was completed", "the deal holds good")
REFERENCES.cite("wrong_pack", "cent-4")


def out_of_turn(state: DealState, narration: Narration, kind: str, in_time: bool) -> DealState:
    """cent-5: a deal out of turn found by the dealer before taking up his hand (``in_time``) is void and the
    right dealer deals; found later, there is no remedy (no deal twice running, as Law 16 has)."""
    if in_time:
        return void(state, narration, kind, Role.YOUNGER, ("cent-5.1",), "the deal was dealt out of turn, found "
                    "before the dealer took up his hand", "the deal is void, and the right dealer deals")
    return rule(state, narration, kind, Role.YOUNGER, ("cent-5.2",), "the deal was dealt out of turn, found "
                "after the dealer took up his hand", "there is no remedy: the deal stands")
REFERENCES.cite("out_of_turn", "cent-5")


def stock_loses_game(state: DealState, role: Role, mixed: bool) -> str | None:
    """The clause by which ``role``, taking up (``mixed``: mixing with his hand) a card of the stock that is not
    his, loses the game; None where au cent leaves the Laws of Piquet in force (the elder who only exposes
    or takes up a bottom card: Law 27)."""
    if role is Role.YOUNGER:
        return "cent-10.1"  # any of the top five, not declared left by the elder hand
    if not mixed:
        return None
    return "cent-9.2" if state.exchanged[Role.ELDER] else "cent-9.1"
REFERENCES.cite("stock_loses_game", "cent-9", "cent-10")


def lose_game(state: DealState, narration: Narration, kind: str, role: Role, card: Card, mixed: bool,
              clause: str) -> DealState:
    """``role`` loses the game by ``clause`` (cent-9, cent-10): the ruling, and the deal ends there."""
    name, shown = state.names[role], format_card(card)
    what = {"cent-9.1": f"mixed {shown}, one of the three bottom cards of the stock, with his hand",
            "cent-9.2": f"mixed {shown}, a card he ought to have left, with his hand",
            "cent-10.1": f"{'mixed' if mixed else 'took up'} {shown}, of the top five cards of the stock"}[clause]
    state = rule(state, narration, kind, role, (clause,), f"{name} {what}", f"{name} loses the game")
    new = draft(state)
    new.phase = Phase.OVER
    new.to_move = None
    new.option = None
    return settle(new)


def game_lost(state: DealState) -> tuple[Role, str] | None:
    """Who lost the game in this deal, and by which clause (cent-9, cent-10); None if no one did."""
    ruling = next((r for r in state.rulings if r.clauses[:1] and r.clauses[0] in GAME_LOST), None)
    if ruling is None or ruling.offender is None:
        return None
    return ruling.offender, ruling.clauses[0]
REFERENCES.cite("game_lost", "cent-9", "cent-10")


def partie_after(partie: AuCentPartie, state: DealState, dealer: Player) -> AuCentPartie:
    """The partie of au cent after a deal ``dealer`` dealt: the game lost by a penalty, or the deal's scores
    added in the order said (:func:`piquet.model.au_cent.scoring_steps`). A void deal counts for nothing and
    the same turn comes again."""
    if state.void:
        return partie
    lost = game_lost(state)
    if lost is not None:
        role, clause = lost
        return partie.lost_by(player_in(role, dealer), clause, dealer)
    steps = scoring_steps([(e.role, e.points) for e in state.events], state.scores)
    return partie.record(steps, dealer)
