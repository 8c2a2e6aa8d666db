"""The calling domains: calls and replies for point (Laws 46, 47, 51), the order and form of the
declarations (Laws 46-49) and showing on request (Law 55).

The variables of miscalls and omissions (Laws 50, 52-56, 70) are declared
here with the rest of calling; their domain, which runs on into the play,
is :data:`piquet.spec.domains.play.CALLS_AND_PLAY`.
"""

from __future__ import annotations

from piquet.spec.expr import TRUE
from piquet.spec.vocabulary import CHOSEN, GIVEN, Domain, flag, integer

__all__ = ["K", "POINT_CALLS", "DECLARATIONS", "SHOWING"]


class _Calling:
    """Variables of calling and showing (Laws 46-56, 70)."""

    def __init__(self) -> None:
        g = "calling"
        # Laws 46, 47, 51: the point called and the reply.
        self.point_call = integer("elder_point_call", 4, 5, "the number of cards the elder hand calls for point",
                                  g, GIVEN)
        self.younger_point = integer("younger_point_cards", 4, 6,
                                     "the number of cards of the younger hand's point", g, GIVEN)
        self.reply = integer("younger_reply", 0, 2,
                             "the younger hand's reply to the point called (0 good, 1 equal: he inquires what "
                             "it makes, 2 not good)", g, CHOSEN)
        self.reply_corrected = integer(
            "reply_corrected", 0, 2,
            "when the younger hand corrects his reply (0 never, 1 before the elder hand's next call, or before "
            "he leads if he makes none, 2 later)", g, CHOSEN)
        self.younger_counted = integer("younger_point_counted", 0, 6,
                                       "the number of cards the younger hand counts for point (0: none)", g, CHOSEN)
        self.elder_reckons_point = flag("elder_reckons_point", "the elder hand reckons his point", g, CHOSEN)
        self.states_value = flag("elder_states_point_value", "the elder hand states what his point makes", g,
                                 CHOSEN)
        self.younger_point_first = flag("younger_calls_point_first", "the younger hand calls his point first", g,
                                        CHOSEN)
        # Laws 46-49: the order and form of the elder hand's declarations.
        self.point_first = flag("point_called_first", "the elder hand calls his point first", g, GIVEN)
        self.seq_good = flag("sequence_good_against_cards",
                             "the sequence the elder hand first calls is good against the cards", g, GIVEN)
        self.set_good = flag("set_good_against_cards",
                             "the quatorze or trio the elder hand first calls is good against the cards", g, GIVEN)
        self.seq_after_point = flag("sequence_next_after_point", "a player calls his sequence next after his point",
                                    g, CHOSEN)
        self.names_seq_top = flag("names_sequence_top", "the elder hand states to what card his sequence is", g,
                                  CHOSEN)
        self.names_set_rank = flag("names_set_rank",
                                   "the elder hand states the value of the cards of his quatorze or trio", g, CHOSEN)
        self.other_seqs = flag("reckons_other_sequences", "the elder hand reckons the other sequences he holds", g,
                               CHOSEN)
        self.other_sets = flag("reckons_other_sets", "the elder hand reckons the other quatorzes and trios he holds",
                               g, CHOSEN)
        # Laws 50, 52-56: miscalls.
        self.undercall = flag("elder_undercalls",
                              "the elder hand calls a smaller point, sequence, quatorze or trio than he holds", g,
                              GIVEN)
        self.overcall = integer(
            "overcall", 0, 2,
            "who calls a larger point, sequence, quatorze or trio than he holds, and has it allowed good "
            "(0 nobody, 1 the elder hand, 2 the younger hand)", g, GIVEN)
        self.names_wrongly = flag(
            "names_wrongly",
            "the player in error holds what he called in counting value, but names its suit or rank wrongly", g,
            GIVEN)
        self.impossible = flag(
            "impossible_claim",
            "the player in error could not possibly have held what he called, in hand and discard together", g,
            GIVEN)
        self.after_first_trick = flag("after_first_trick", "the younger hand has played to the first trick", g,
                                      GIVEN)
        self.undercall_corrected = integer(
            "undercall_corrected", 0, 2,
            "when the elder hand corrects his smaller call (0 never, 1 before the younger hand replies, 2 after)",
            g, CHOSEN)
        self.overcall_corrected = integer(
            "overcall_corrected", 0, 2,
            "when the player in error corrects his larger call (0 not before the younger hand plays to the first "
            "trick, 1 before the elder hand leads, 2 after the elder hand has led)", g, CHOSEN)
        self.retakes_lead = flag("elder_retakes_lead", "the elder hand retakes the card he led", g, CHOSEN)
        self.shows_voluntarily = flag(
            "shows_voluntarily",
            "the player in error, before he plays a card, voluntarily shows what he claims good or equal", g,
            CHOSEN)
        self.omitted_reckoned = flag(
            "omitted_reckoned", "a player reckons something he omitted, after the younger hand has played to the "
            "first trick", g, CHOSEN)
        # Law 54's last sentence: what the adversary reckons on discovery of the error.
        self.adversary_good = flag(
            "adversary_has_good",
            "the adversary of the player in error holds something in the class miscalled that no correct call "
            "of the player in error, made in addition to his miscall, bars", g, GIVEN)
        self.adversary_reckons = flag(
            "adversary_reckons_class", "on discovery of the error, the adversary reckons in the class miscalled",
            g, CHOSEN)
        # Law 55: showing on request.
        self.show_asked = integer(
            "show_asked", 0, 3,
            "whom the adversary asks to show the cards called (0 nobody, 1 the elder hand, 2 the younger hand "
            "before the elder hand has led, 3 the younger hand after)", g, GIVEN)
        self.shows_called = flag("shows_called", "the player asked shows the cards he called", g, CHOSEN)
        # Laws 56, 70: omissions and errors in counting the hand.
        self.hand_error = integer(
            "hand_error", 0, 2,
            "a proved error in counting the hand (0 none, 1 something held and omitted, 2 an error in adding up "
            "or marking what was reckoned)", g, GIVEN)
        self.next_hand_seen = flag("next_hand_seen", "the player in error has seen his next hand", g, GIVEN)
        self.error_rectified = flag("count_error_rectified", "the error in counting the hand is rectified", g,
                                    CHOSEN)

    def point_calls(self) -> Domain:
        k = self
        return Domain(
            name="point-calls",
            given=(k.point_call, k.younger_point),
            chosen=(k.reply, k.reply_corrected, k.younger_counted, k.elder_reckons_point, k.states_value,
                    k.younger_point_first),
            physics=k.younger_counted <= k.younger_point,
            normal=(("elder_point_call", 5), ("younger_point_cards", 4)),
            describe="the number of cards the elder hand calls for point and the number the younger hand holds; "
                     "then the reply, its correction and what each reckons for point",
        )

    def declarations(self) -> Domain:
        k = self
        return Domain(
            name="declarations",
            given=(k.point_first, k.seq_good, k.set_good),
            chosen=(k.elder_reckons_point, k.seq_after_point, k.names_seq_top, k.names_set_rank, k.other_seqs,
                    k.other_sets),
            physics=TRUE,
            normal=(("point_called_first", 1), ("sequence_good_against_cards", 1), ("set_good_against_cards", 1)),
            describe="whether the elder hand calls his point first, and whether his sequence and his quatorze or "
                     "trio are good against the cards; then how he calls and what he reckons",
        )

    def showing(self) -> Domain:
        k = self
        return Domain(
            name="showing",
            given=(k.show_asked,),
            chosen=(k.shows_called,),
            physics=TRUE,
            normal=(("show_asked", 0),),
            describe="whom the adversary asks to show the cards called; then whether he shows them",
        )


K = _Calling()
POINT_CALLS = K.point_calls()
DECLARATIONS = K.declarations()
SHOWING = K.showing()
