"""The Piquet au cent domains: the variables its paragraphs speak of.

Where a paragraph speaks of what a law of Piquet speaks of, it reads the
Laws' own variable: the cut (``first_cuts``), the choice of cards, the
mode of dealing, a fresh deal and the elder hand's election of it, the
counts of the exchange, and the form of the elder hand's calls. So in au
cent's world (:mod:`piquet.spec.world`) the paragraph and the laws it
leaves in force meet. What only au cent speaks of (a game of a hundred,
the stock touched, the calls' misnomers) has variables of its own,
prefixed ``cent_``. Phase by phase, these phases hold au cent's paragraphs
alone (their ``game``).

One domain per part of the game: the cut (paragraphs 1, 30), the deal (2-5),
the counts of the exchange (7, 13, 14), its events (6, 8-12), the calls (15-17,
19, 20, 23, 24), showing (18, 21, 22), scoring by agreement and corrections
(25-27) and the game and partie (28, 29).
"""

from __future__ import annotations

from piquet.spec.domains.calling import K
from piquet.spec.domains.cutting import C
from piquet.spec.domains.dealing_events import D
from piquet.spec.domains.exchange import X
from piquet.spec.domains.exchange_events import E
from piquet.spec.expr import Expr, all_of, any_of
from piquet.spec.vocabulary import AU_CENT_GAME, CHOSEN, GIVEN, OUTCOME, Domain, flag, integer

__all__ = ["A", "LINKS", "LEFT_OUT", "CENT_CUT", "CENT_DEAL", "CENT_COUNTS", "CENT_EXCHANGE", "CENT_CALLS",
           "CENT_SHOWING", "CENT_SCORING", "CENT_PARTIE"]


class _AuCent:
    """Variables of the differences of Piquet au cent."""

    def __init__(self) -> None:
        g = "au cent"
        # 1, 30: the cut.
        self.first_cuts = C.first_cuts  # Law 4's
        self.cut_exposed = C.deal_exposed.eq(2)  # Law 5's: more than one card exposed in cutting
        self.fresh_partie = flag("cent_fresh_partie", "a fresh partie is commencing", g, GIVEN)
        self.first_deals = flag("cent_first_deals", "the first player deals", g, OUTCOME)
        self.second_deals = flag("cent_second_deals", "the second player deals", g, OUTCOME)
        self.lowest_cut = flag("cent_lowest_exposed_cut",
                               "the adversary treats the lowest of the exposed cards as the one cut", g, CHOSEN)
        self.choice_of_cards = C.chooses_cards  # Law 4's
        # 2-5, and 7, 13, 14: the deal and its counts.
        # The Laws' counts of the deal and the exchange (Laws 11, 22, 40-43).
        self.elder_dealt, self.younger_dealt, self.stock = X.elder_dealt, X.younger_dealt, X.stock
        self.touched = flag("cent_touched_stock", "the elder hand has touched the stock", g, GIVEN)
        # The Laws' wrong pack and deal out of turn (Laws 15, 16), each with the moment au cent names.
        self.wrong_pack, self.out_of_turn, self.taken_up = D.wrong_pack, D.out_of_turn, D.taken_up
        self.before_completed = flag("cent_found_before_deal_completed",
                                     "the wrong pack is discovered before the deal is completed", g, GIVEN)
        self.dealer_took_up = flag("cent_dealer_took_up_hand",
                                   "the player who dealt out of his turn had taken up his hand when he discovered it",
                                   g, GIVEN)
        self.deal_by = D.deal_by  # Law 9's
        self.fresh_deal = X.fresh_deal
        self.elects_fresh = X.elder_elects_fresh
        self.elder_discards, self.elder_takes = X.elder_discards, X.elder_takes
        self.younger_discards, self.younger_takes = X.younger_discards, X.younger_takes
        # 6, 8-12: events of the exchange.
        self.younger_cb = flag("cent_younger_carte_blanche", "the younger hand has a carte blanche", g, GIVEN)
        self.elder_left = flag("cent_elder_leaves", "the elder hand does not take all his cards", g, GIVEN)
        self.unlooked = flag("cent_left_unlooked",
                             "the younger hand leaves cards and elects not to look at them", g, GIVEN)
        self.cb_declared = integer(
            "cent_carte_blanche_declared", 0, 2,
            "when the younger hand declares his carte blanche (0 before his adversary has discarded, 1 after he "
            "has discarded, before he touches the stock, 2 after both)", g, CHOSEN)
        self.alters = flag("cent_alters_after_touching",
                           "a player alters his discard after touching the stock", g, CHOSEN)
        self.mixes_bottom = flag("cent_elder_mixes_bottom",
                                 "the elder hand mixes with his hand one of the three bottom cards of the stock", g,
                                 CHOSEN)
        self.mixes_left = flag("cent_elder_mixes_left",
                               "the elder hand mixes with his hand a card he ought to have left", g, CHOSEN)
        self.takes_top = flag("cent_younger_takes_top",
                              "the younger hand takes up one of the top five cards not declared left", g, CHOSEN)
        self.declares_left = flag("cent_elder_declares_left",
                                  "the elder hand declares the number he takes or leaves before touching the stock",
                                  g, CHOSEN)
        self.looks_left = flag("cent_left_looked_at", "a player looks at the cards left unlooked at", g, CHOSEN)
        self.elder_loses = flag("cent_elder_loses_game", "the elder hand loses the game", g, OUTCOME)
        self.younger_loses = flag("cent_younger_loses_game", "the younger hand loses the game", g, OUTCOME)
        self.left_exposed = flag("cent_left_exposed", "the cards left are exposed", g, OUTCOME)
        self.suit_called = flag("cent_suit_called",
                                "a suit is called from the offender when next he has to lead", g, CHOSEN)
        # 15-17, 19, 20, 23, 24: calls.
        self.undercall = flag("cent_undercall",
                              "the elder hand calls a smaller point, sequence, quatorze or trio than he holds, or a "
                              "trio when he holds a quatorze", g, GIVEN)
        self.misnomer = flag("cent_misnomer", "the elder hand's call of sequence, trio or quatorze is a misnomer",
                             g, GIVEN)
        self.call_good = flag("cent_call_good", "the elder hand's call in error is good against the cards", g,
                              GIVEN)
        self.shows_superior = flag("cent_shows_superior",
                                   "the elder hand shows a sequence and calls an inferior one", g, GIVEN)
        self.led = flag("cent_elder_led", "the elder hand has led a card, or the younger hand played to a trick",
                        g, GIVEN)
        self.set_not_held = flag("cent_set_not_held",
                                 "a player calls a quatorze or trio he does not hold, and it is allowed good", g,
                                 GIVEN)
        # The Laws' form of the calls (Laws 46, 48).
        self.calls_point_value = K.states_value
        self.names_seq_top = K.names_seq_top
        self.names_set_rank = K.names_set_rank
        self.reckons_superior = flag("cent_reckons_superior", "the elder hand reckons something superior to his call",
                                     g, CHOSEN)
        self.corrects_misnomer = flag("cent_corrects_misnomer", "the elder hand corrects his misnomer", g, CHOSEN)
        self.reckons_lesser = flag("cent_reckons_equal_or_inferior",
                                   "the elder hand reckons something of equal or inferior counting value", g, CHOSEN)
        self.younger_lesser_seq = flag("cent_younger_reckons_lesser_sequence",
                                       "the younger hand reckons a sequence equal or inferior to the one shown", g,
                                       CHOSEN)
        self.reply_changed = flag("cent_reply_changed",
                                  "the younger hand changes his answer allowing a correct call good or equal", g,
                                  CHOSEN)
        self.plays_uncorrected = flag("cent_plays_uncorrected",
                                      "the player who called a quatorze or trio he does not hold plays a card "
                                      "without correcting his miscall", g, CHOSEN)
        self.caller_nothing = flag("cent_caller_reckons_nothing",
                                   "the player who miscalled can reckon nothing that deal", g, OUTCOME)
        self.reckons_omitted = flag("cent_reckons_omitted", "a player reckons something omitted", g, CHOSEN)
        # 18, 21, 22: showing.
        self.led_unshown = flag("cent_led_unshown", "the elder hand leads a card without showing his call", g,
                                GIVEN)
        self.reply = integer("cent_reply", 0, 2,
                             "the younger hand's answer to the call (0 good, 1 equal, 2 not good)", g, GIVEN)
        self.in_fact_good = flag("cent_call_in_fact_good", "the elder hand's call proves good or equal", g, GIVEN)
        self.younger_unshown = flag(
            "cent_younger_played_unshown",
            "the younger hand plays to the first trick without showing his superiority or equality", g, GIVEN)
        self.elder_shows = flag("cent_elder_shows", "the elder hand shows the cards called", g, CHOSEN)
        self.elder_reckons_call = flag("cent_elder_reckons_call", "the elder hand reckons what he called", g, CHOSEN)
        self.younger_reckons_own = flag(
            "cent_younger_reckons_own",
            "the younger hand shows and reckons his point or sequence, though equal or inferior", g, CHOSEN)
        # 25-27: scoring by agreement, and corrections.
        self.agreed_fours = flag("cent_agreed_fours", "the players agreed that points ending in four count one less",
                                 g, GIVEN)
        self.point_cards = integer("cent_point_cards", 4, 6, "the number of cards of the point", g, GIVEN)
        self.ends_in_four = flag("cent_point_ends_in_four", "the point makes a number ending in four", g, GIVEN)
        self.point_scored = integer("cent_point_scored", 0, 6, "what the point scores", g, CHOSEN)
        self.agreed_low = flag("cent_agreed_low_cards",
                               "the players agreed that nines, eights and sevens are not counting cards", g, GIVEN)
        self.rank_played = integer("cent_rank_played", 0, 7,
                                   "the rank of a card led or winning a trick (0 the seven up to 7 the ace)", g, GIVEN)
        self.card_counts = flag("cent_card_counts", "that card counts one in play", g, CHOSEN)
        self.error_proved = flag("cent_error_proved", "an error in adding up or marking the score is proved", g,
                                 GIVEN)
        self.game_over = flag("cent_game_over", "the game is over", g, GIVEN)
        self.rectified = flag("cent_error_rectified", "the error is rectified", g, CHOSEN)
        # 28, 29: the game and the partie.
        self.score = integer("cent_score", 0, 120, "a player's score", g, GIVEN)
        self.adversary_score = integer("cent_adversary_score", 0, 99, "his adversary's score", g, GIVEN)
        self.game_won = flag("cent_game_won", "the player wins the game", g, OUTCOME)
        self.games_credited = integer("cent_games_credited", 0, 2, "the games it counts for", g, CHOSEN)
        self.games = integer("cent_games", 0, 4, "the games a player has won, a double counting two", g, GIVEN)
        self.partie_won = flag("cent_partie_won", "the player wins the partie", g, OUTCOME)

    def cut(self) -> Domain:
        a = self
        return Domain("cent-cut", (C.deal_exposed, a.first_cuts, a.fresh_partie),
                      (a.first_deals, a.second_deals, a.lowest_cut, a.choice_of_cards, C.deal_recut),
                      # The lowest exposed card taken as the one cut, the cut stands.
                      ~(a.first_deals & a.second_deals) & a.lowest_cut.implies(a.cut_exposed & ~C.deal_recut),
                      (("deal_cut_exposed", 0), ("first_cuts", 1), ("cent_fresh_partie", 0)),
                      "how the cards cut compare, more than one card exposed, a fresh partie; then who deals, "
                      "whether the cut is made again, and who chooses the cards", game=AU_CENT_GAME)

    def deal(self) -> Domain:
        a = self
        physics = all_of([
            a.touched.implies(a.elder_dealt.ne(12)),
            # Found before the deal is completed: no hand has been taken up, the dealer's least of all.
            a.before_completed.implies(a.wrong_pack & a.taken_up.eq(0) & ~a.dealer_took_up),
            a.dealer_took_up.implies(a.out_of_turn & (a.taken_up >= 1)),
            a.elects_fresh.implies(a.fresh_deal),
        ])
        return Domain("cent-deal", (a.elder_dealt, a.touched, a.wrong_pack, a.out_of_turn, a.taken_up,
                                    a.before_completed, a.dealer_took_up),
                      (a.deal_by, a.fresh_deal, a.elects_fresh), physics,
                      (("elder_dealt", 12), ("cent_touched_stock", 0), ("wrong_pack", 0), ("dealt_out_of_turn", 0),
                       ("hands_taken_up", 0), ("cent_found_before_deal_completed", 0),
                       ("cent_dealer_took_up_hand", 0)),
                      "the elder hand's count and whether he has touched the stock, the wrong pack and a deal out "
                      "of turn with the time each is found; then the mode of dealing and a fresh deal",
                      game=AU_CENT_GAME)

    def counts(self) -> Domain:
        a = self
        physics = all_of([
            a.elder_takes <= a.stock, a.younger_takes <= a.stock - a.elder_takes,
            a.elder_discards <= a.elder_dealt, a.younger_discards <= a.younger_dealt,
            # A fresh deal ends the exchange (as in the Laws' exchange): no cards change hands.
            a.fresh_deal.implies(a.elder_discards.eq(0) & a.elder_takes.eq(0) & a.younger_discards.eq(0)
                                 & a.younger_takes.eq(0)),
        ])
        return Domain("cent-counts", (a.elder_dealt, a.younger_dealt, a.stock),
                      (a.fresh_deal, a.elder_discards, a.elder_takes, a.younger_discards, a.younger_takes), physics,
                      (("elder_dealt", 12), ("younger_dealt", 12), ("stock", 8)),
                      "the cards dealt to each hand and left in the stock; then a fresh deal, and each player's "
                      "discard and take-in", game=AU_CENT_GAME)

    def exchange(self) -> Domain:
        a = self
        physics = all_of([a.mixes_left.implies(a.elder_left), a.looks_left.implies(a.unlooked),
                          a.suit_called.implies(a.looks_left)])
        return Domain("cent-exchange", (a.younger_cb, a.elder_left, a.unlooked),
                      (a.cb_declared, a.alters, a.mixes_bottom, a.mixes_left, a.takes_top, a.declares_left,
                       a.looks_left, a.elder_loses, a.younger_loses, a.left_exposed, a.suit_called), physics,
                      (("cent_younger_carte_blanche", 0), ("cent_elder_leaves", 0), ("cent_left_unlooked", 0)),
                      "a younger hand's carte blanche, cards left by either hand; then declarations, alterations, "
                      "cards mixed or looked at, and what follows", game=AU_CENT_GAME)

    def calls(self) -> Domain:
        a = self
        return Domain("cent-calls", (a.undercall, a.misnomer, a.call_good, a.shows_superior, a.led, a.set_not_held),
                      (a.calls_point_value, a.names_seq_top, a.names_set_rank, a.reckons_superior,
                       a.corrects_misnomer, a.reckons_lesser, a.younger_lesser_seq, a.reply_changed,
                       a.plays_uncorrected, a.caller_nothing, a.reckons_omitted),
                      a.corrects_misnomer.implies(a.misnomer),
                      (("cent_undercall", 0), ("cent_misnomer", 0), ("cent_call_good", 1), ("cent_shows_superior", 0),
                       ("cent_elder_led", 0), ("cent_set_not_held", 0)),
                      "a smaller call, a misnomer, whether the call in error is good against the cards, a sequence "
                      "shown superior to the call, a lead made, a quatorze or trio called but not held; then the "
                      "form of the calls and what each player reckons", game=AU_CENT_GAME)

    def showing(self) -> Domain:
        a = self
        return Domain("cent-showing", (a.led_unshown, a.reply, a.in_fact_good, a.younger_unshown),
                      (a.elder_shows, a.elder_reckons_call, a.younger_reckons_own),
                      a.younger_unshown.implies(a.reply >= 1) & a.in_fact_good.implies(a.reply.eq(2)),
                      (("cent_led_unshown", 0), ("cent_reply", 0), ("cent_call_in_fact_good", 0),
                       ("cent_younger_played_unshown", 0)),
                      "whether the elder hand led without showing, the younger hand's answer, whether a call "
                      "disallowed proves good, whether the younger hand played without showing; then who shows "
                      "and reckons", game=AU_CENT_GAME)

    def scoring(self) -> Domain:
        a = self
        return Domain("cent-scoring",
                      (a.agreed_fours, a.point_cards, a.ends_in_four, a.agreed_low, a.rank_played, a.error_proved,
                       a.game_over),
                      (a.point_scored, a.card_counts, a.rectified), a.point_scored <= a.point_cards,
                      (("cent_agreed_fours", 0), ("cent_point_cards", 5), ("cent_point_ends_in_four", 0),
                       ("cent_agreed_low_cards", 0), ("cent_rank_played", 7), ("cent_error_proved", 0),
                       ("cent_game_over", 0)),
                      "the agreements on points ending in four and on low cards, a point, a card played, a proved "
                      "error in the score; then what scores and whether the error is rectified", game=AU_CENT_GAME)

    def partie(self) -> Domain:
        a = self
        return Domain("cent-partie", (a.score, a.adversary_score, a.games),
                      (a.game_won, a.games_credited, a.partie_won),
                      # A few representative scores: under and over fifty, under and at a hundred.
                      all_of([any_of(a.score.eq(v) for v in (60, 100, 120)),
                              any_of(a.adversary_score.eq(v) for v in (0, 49, 50, 99)),
                              a.game_won.implies(a.games_credited >= 1)]),
                      (("cent_score", 100), ("cent_adversary_score", 50), ("cent_games", 0)),
                      "a player's score and his adversary's, the games he has won; then whether he wins the game, "
                      "what it counts for, and the partie", game=AU_CENT_GAME)


A = _AuCent()
CENT_CUT = A.cut()
CENT_DEAL = A.deal()
CENT_COUNTS = A.counts()
CENT_EXCHANGE = A.exchange()
CENT_CALLS = A.calls()
CENT_SHOWING = A.showing()
CENT_SCORING = A.scoring()
CENT_PARTIE = A.partie()

#: One event in two words, the links of au cent's world (:attr:`piquet.spec.world.World.links`): where a paragraph
#: names in its own words an act the Laws name, the two are tied as physics. Phase by phase no domain holds both.
LINKS = (
    # Paragraphs 3 and 8: an elder hand who took up a card of the stock before announcing what came to light (the
    # premise of Laws 24 and 39) has touched the stock.
    X.took_up_first.implies(A.touched),
    # Paragraph 8: a discard altered after taking up a card of the stock (Law 24) is altered after touching it.
    (E.elder.alters | E.younger.alters).implies(A.alters),
    # Paragraph 9: Law 28's "one of the bottom three cards, or a card he ought to have left" is paragraph 9's two
    # cases together; "having left cards" is the Laws' elder hand who leaves some of his five.
    E.elder_mixes_younger_cards.eq(A.mixes_bottom | A.mixes_left),
    A.elder_left.eq(E.elder_left),
    # Paragraph 10: the younger hand who takes up one of the top five cards has exposed or taken it up (Law 27);
    # one who mixed it with his hand (Law 29) had taken it up.
    A.takes_top.implies(E.younger_takes_up_top),
    E.younger_mixes_top.implies(A.takes_top),
    # Paragraph 11: the elder hand who declares the number he takes or leaves before touching the stock has declared
    # it before taking up a card of it, Law 32's time (touching comes first), in a deal that goes on: a fresh deal
    # ends the exchange, and Law 32's declaration with it.
    (A.declares_left & ~X.fresh_deal).implies(X.elder_declares_left),
    # Paragraph 12: cards the younger hand left and elected not to look at are cards he left (Law 36), and a
    # player who looks at them is the younger hand looking or the elder hand seeing them.
    A.unlooked.implies(E.younger_left & ~E.younger_elects_to_look),
    A.looks_left.implies(E.younger_looks_left | E.elder_sees_left),
    # Paragraph 18: the elder hand asked to show the cards he called (Law 55) shows them when he shows his call.
    K.show_asked.eq(1).implies(K.shows_called.eq(A.elder_shows)),
    # Paragraph 19: the elder hand who shows a sequence, calls an inferior one and reckons the superior reckons a
    # sequence he holds other than the one called, Law 49's act.
    (A.shows_superior & A.reckons_superior).implies(K.other_seqs),
    # Paragraph 20: the younger hand who allowed the point good or equal and corrects his reply (Law 51) changes
    # his answer allowing a correct call good or equal.
    ((K.reply <= 1) & (K.reply_corrected >= 1)).implies(A.reply_changed),
)

#: The links au cent's world leaves out, each with its paragraph: one event in two words as surely as those of
#: :data:`LINKS`, but the Laws' word lies in the world's largest part (Laws 50, 54, 56 and 70), so each would bring a
#: part of au cent into it, and every right of that part would be checked against the whole of it. Made one at a
#: time, none moves a verdict: ``benchmarks/bench_world.py --left-out`` makes each in turn and prints, for each
#: reading, the verdicts of the part it makes against those of the parts it joins (each right's, each clause's,
#: each outcome's, and the minimal sets of the consistency and completeness checks), with the processor time
#: each costs; ``tests/proofs/test_world.py`` makes all of them at once and fails on any verdict that moves.
LEFT_OUT: tuple[tuple[str, tuple[Expr, ...]], ...] = (
    # Paragraph 17: the Laws' elder hand who calls less than he holds (Law 50) calls a smaller point, sequence,
    # quatorze or trio; the younger hand who has played to the first trick has played to a trick.
    ("cent-17", (K.undercall.implies(A.undercall), K.after_first_trick.implies(A.led))),
    # Paragraph 22: the younger hand who plays to the first trick without showing has played to it (Law 56).
    ("cent-22", (A.younger_unshown.implies(K.after_first_trick),)),
    # Paragraph 23: a quatorze or trio called and allowed good that its caller does not hold is a larger call
    # allowed good (Law 54).
    ("cent-23", (A.set_not_held.implies(K.overcall >= 1),)),
    # Paragraph 27: an error in adding up or marking the score is Law 70's error in adding up or marking what was
    # reckoned.
    ("cent-27", (K.hand_error.eq(2).implies(A.error_proved),)),
)
