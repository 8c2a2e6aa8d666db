"""The exchange domain: dealt counts, stock, discards, take-ins, fresh deal and penalties (Laws 9-45).

The exchange in its real order: the deal (the counts), the elder hand's
announcement or not, his discard, his taking up a card of the stock, and
what comes to light (a wrong count, seven in the stock). Where it comes to
light after he has taken up a card, the discard he had laid out
(``elder_laid``) is a circumstance: Laws 24 and 39 forbid him to alter it.
Where nothing comes to light, his discard and his take-in are chosen
together, as one act.
"""

from __future__ import annotations

from piquet.spec.expr import Expr, all_of
from piquet.spec.vocabulary import CHOSEN, ELECTION, GIVEN, OUTCOME, Domain, abs_diff, flag, integer

__all__ = ["X", "EXCHANGE"]


class _Exchange:
    """Variables of dealing and the exchange (Laws 9-45), counts only."""

    def __init__(self) -> None:
        g, e = "exchange", "exchange"
        self.elder_dealt = integer("elder_dealt", 11, 13, "the number of cards dealt to the elder hand", g, GIVEN)
        self.younger_dealt = integer("younger_dealt", 11, 13, "the number of cards dealt to the younger hand", g, GIVEN)
        self.stock = integer("stock", 7, 9, "the number of cards in the stock", g, GIVEN)
        self.announced = flag(
            "announced",
            "the elder hand found his wrong number of cards, or the seven in the stock, and said so before taking "
            "up a card of the stock", g, GIVEN)
        self.elder_laid = integer(
            "elder_laid", 0, 5,
            "the number of cards the elder hand had laid out as his discard when his wrong count or the seven in "
            "the stock came to light (0: it came to light before he discarded, or nothing did)", g, GIVEN)
        self.pack_proved_incorrect = flag(
            "pack_proved_incorrect",
            "the pack dealt is proved incorrect, redundant or imperfect (Law 75): a card of another pack among the "
            "undealt cards of the stock, or the pack's own cards counted more or fewer than thirty-two; a card of "
            "another pack in a hand or a discard proves nothing (Case XVII)", g, GIVEN)
        self.agreed_fresh_deal = flag(
            "agreed_fresh_deal", "the players agree to a fresh deal (Case III: a matter of agreement)", g, GIVEN)
        self.fresh_deal = flag("fresh_deal", "there is a fresh deal", e, OUTCOME)
        self.elder_elects_fresh = flag("elder_elects_fresh", "the elder hand elects a fresh deal", e, ELECTION)
        self.elder_discards = integer("elder_discards", 0, 13, "the number of cards the elder hand discards", e, CHOSEN)
        self.elder_takes = integer("elder_takes", 0, 9, "the number of cards the elder hand takes in", e, CHOSEN)
        self.elder_declares_left = flag(
            "elder_declares_left", "the elder hand declares the number he takes or leaves", e, CHOSEN)
        self.younger_discards = integer("younger_discards", 0, 13, "the number of cards the younger hand discards", e,
                                     CHOSEN)
        self.younger_takes = integer("younger_takes", 0, 9, "the number of cards the younger hand takes in", e, CHOSEN)
        self.elder_reckons_nothing = flag("elder_reckons_nothing", "the elder hand can reckon nothing that deal", e,
                                           OUTCOME)
        self.younger_reckons_nothing = flag(
            "younger_reckons_nothing", "the younger hand can reckon nothing that deal", e, OUTCOME)

    # Derived quantities: written once here, read by laws, checks and tests.
    @property
    def elder_final(self) -> Expr:
        """Cards the elder hand holds after the exchange."""
        return self.elder_dealt - self.elder_discards + self.elder_takes

    @property
    def younger_final(self) -> Expr:
        return self.younger_dealt - self.younger_discards + self.younger_takes

    @property
    def left_by_elder(self) -> Expr:
        """Cards on the stock when the elder hand has taken in."""
        return self.stock - self.elder_takes

    @property
    def younger_leaves(self) -> Expr:
        """The younger hand leaves cards: he does not take all that is left."""
        return self.younger_takes < self.left_by_elder

    @property
    def elder_leaves(self) -> Expr:
        """The elder hand takes fewer than his five."""
        return self.elder_takes < 5

    @property
    def seven_with_twelve(self) -> Expr:
        """The elder hand dealt twelve finds seven in the stock (Law 11's second sentence)."""
        return self.elder_dealt.eq(12) & self.stock.eq(7)

    @property
    def comes_to_light(self) -> Expr:
        """Something the elder hand may find before taking up a card: a wrong count, or seven with twelve."""
        return self.wrong_count | self.seven_with_twelve

    @property
    def took_up_first(self) -> Expr:
        """He took up a card of the stock before saying what came to light (Laws 24, 39's premise)."""
        return self.comes_to_light & ~self.announced

    @property
    def elder_alters(self) -> Expr:
        """His discard differs in number from the one he had laid out."""
        return self.elder_discards.ne(self.elder_laid)

    @property
    def wrong_count(self) -> Expr:
        """The elder hand holds eleven or thirteen cards."""
        return self.elder_dealt.ne(12)

    @property
    def misdealt_cards(self) -> Expr:
        """Twice the number of cards dealt wrongly (each misplaced card makes two counts wrong)."""
        return abs_diff(self.elder_dealt, 12) + abs_diff(self.younger_dealt, 12) + abs_diff(self.stock, 8)

    @property
    def correct_pack(self) -> Expr:
        """The counts make the thirty-two cards of a pack (which Case XVII declines to take as proof of the pack:
        a card of another pack may have got into a hand after the deal)."""
        return (self.elder_dealt + self.younger_dealt + self.stock).eq(32)

    def domain(self) -> Domain:
        x = self
        physics = all_of([
            # One cannot take more than the stock holds, nor discard more than one holds.
            x.elder_takes <= x.stock,
            x.younger_takes <= x.left_by_elder,
            x.elder_discards <= x.elder_dealt,
            x.younger_discards <= x.younger_dealt,
            # An announcement concerns what may come to light: a wrong number of cards, or seven in the stock
            # for an elder hand of twelve.
            x.announced.implies(x.comes_to_light),
            # The order of events. He discards, then takes up (Law 11: "in drawing the stock toward him after
            # discarding"): one who took up a card first had laid out a discard, at least Law 21's one.
            x.took_up_first.implies(x.elder_laid >= 1),
            # The seven is found in drawing the stock toward him after discarding (Law 11).
            (x.seven_with_twelve & x.announced).implies(x.elder_laid >= 1),
            # Nothing came to light, or a wrong count came to light before he took up a card: he may still
            # discard as he likes (Law 24 bites only after taking up), so no discard laid is a circumstance.
            (~x.comes_to_light | (x.wrong_count & x.announced)).implies(x.elder_laid.eq(0)),
            # The counts are of the cards the pack dealt: a card of another pack found in a hand may have got there
            # after the deal, and is none of them (Case XVII: "no proof that when the pack was dealt it was
            # redundant"). Dealt more or fewer than thirty-two, the pack is proved incorrect (Law 75); with
            # thirty-two, a card of another pack among the undealt cards of the stock still proves it.
            (~x.correct_pack).implies(x.pack_proved_incorrect),
            # A deal void whatever is done (more than one card dealt wrongly or nine in the stock, Law 12; a pack
            # proved incorrect, Law 75) is read at one discard laid out, not five: the checks' witnesses stay
            # those of the counts (a bound on the situations searched, not a law). Counts that do not make 32
            # are not bounded: Case XVII's elder of thirteen, the pack not proved, had laid out five.
            (x.pack_proved_incorrect | (x.misdealt_cards >= 4) | x.stock.eq(9)).implies(x.elder_laid <= 1),
            # A fresh deal ends the exchange: no cards change hands, no penalty of this deal remains.
            x.fresh_deal.implies(all_of([
                x.elder_discards.eq(0), x.elder_takes.eq(0), x.younger_discards.eq(0), x.younger_takes.eq(0),
                ~x.elder_reckons_nothing, ~x.younger_reckons_nothing, ~x.elder_declares_left])),
            x.elder_elects_fresh.implies(x.fresh_deal),
            # "Not announced" means he took up a card of the stock before saying so (Law 39's premise).
            (x.took_up_first & ~x.fresh_deal).implies(x.elder_takes >= 1),
        ])
        return Domain(
            name="exchange",
            given=(x.elder_dealt, x.younger_dealt, x.stock, x.announced, x.elder_laid, x.pack_proved_incorrect,
                   x.agreed_fresh_deal),
            chosen=(x.fresh_deal, x.elder_elects_fresh, x.elder_discards, x.elder_takes, x.elder_declares_left,
                    x.younger_discards, x.younger_takes, x.elder_reckons_nothing, x.younger_reckons_nothing),
            physics=physics,
            normal=(("elder_dealt", 12), ("younger_dealt", 12), ("stock", 8), ("announced", 0), ("elder_laid", 0),
                    ("pack_proved_incorrect", 0), ("agreed_fresh_deal", 0)),
            describe="cards dealt to each hand (11-13), cards in the stock (7-9), whether the elder hand "
                     "said what came to light (a wrong count, seven in the stock) before taking up a card, the "
                     "discard he had laid out when it came to light, whether the pack is proved incorrect (Law "
                     "75), whether the players agree to a fresh deal; "
                     "then the discards, take-ins, fresh deal and penalties",
            # Saying what came to light, and laying out a discard, are the elder hand's own acts.
            acts=(("announced", "elder"), ("elder_laid", "elder")),
        )


X = _Exchange()
EXCHANGE = X.domain()
