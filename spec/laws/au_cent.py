"""Piquet au cent: its thirty paragraphs of differences from the Laws of Piquet, over the au cent domains.

Paragraph ``n`` is ``cent-n`` (numbered in print order by
:func:`piquet.spec.source.au_cent_text`). Au cent is played under the Laws
of Piquet "in the following particulars": a clause that speaks of what a
law speaks of reads the law's variables, and names in ``overrides`` the
clauses of the Laws it takes the place of where its condition holds (au cent's
world, :mod:`piquet.spec.world`); a clause that overrides nothing adds to
the Laws. An override is recorded as plain where the paragraph and the law
speak of the same act in the same situation and cannot both hold; where
the paragraph could instead leave the law standing beside it, the reading
is a choice (``au-cent-exposed-cut``). What a paragraph does not speak of keeps
the Law: paragraph 13 rules the elder hand of thirteen cards, and the
younger hand keeps Laws 40.3 and 40.4 (the choice ``au-cent-law-40-younger``);
whether Law 21's five cards give way to paragraphs 13 and 14's three cards
left is the choice ``au-cent-law-21``. ``see`` names the laws each differs from.
Paragraphs whose variables are au cent's own (``cent_``: a game lost, the
stock touched, a misnomer) override nothing: their laws speak of other
acts and moments. Paragraph 20 is the exception: its answer changed is Law
51's reply corrected (a link of au cent's world), and it takes Law 51's place.
"""

from __future__ import annotations

from piquet.spec.domains.au_cent import A
from piquet.spec.law import Clause, Governs
from piquet.spec.laws.build import cent, may, must, must_not, overriding, remedy, then
from piquet.spec.readings import Alternative, Choice

__all__ = ["LAWS", "CHOICES"]


# "If the elder hand elect to stand the deal": no fresh deal.
THIRTEEN = ~A.fresh_deal & A.elder_dealt.eq(13)
ELEVEN_EIGHT = ~A.fresh_deal & A.elder_dealt.eq(11) & A.stock.eq(8)
TWELVE_SEVEN = ~A.fresh_deal & A.elder_dealt.eq(12) & A.stock.eq(7)
ALLOWED = A.reply <= 1  # answered good or equal

_PACK_HOLDS = "If the wrong pack is not discovered before the deal is completed, the deal holds good."
_NO_REMEDY = "If the deal out of turn is not discovered before the dealer takes up his hand, there is no remedy."
_SHOWN_OR_NOT = "If he leads a card without showing his call, he cannot reckon it ..."
_NOT_OBLIGED = "The younger hand is not obliged to discard any card."
AGREEMENT = ("By agreement: an option the players may adopt, not a rule in force without it.",)


def _cannot_alter(unless: tuple[str, ...]) -> Clause:
    """Paragraph 8, with the exceptions ``unless`` (the choice au-cent-law-38)."""
    return must_not("cent-8.1", "After a player has touched the stock he cannot alter his discard (except as "
                    "provided in Laws 11, 32 and 38).", A.alters, unless=unless)

#: Paragraph 4 speaks of every wrong pack: found before the deal is completed or after, it takes Law 15's place.
_WRONG_PACK = ("15.1", "15.2")
_EXPOSED_CUT_SAYS = ("If a player exposes more than one card in cutting, his adversary may treat the lowest as the "
                     "one cut.")
_EXPOSED_CUT = may("cent-1.3", _EXPOSED_CUT_SAYS, A.lowest_cut, when=A.cut_exposed)


def _pack_holds(yields: tuple[str, ...] = ()) -> Clause:
    """Paragraph 4's second sentence, giving way to the outcomes ``yields`` (the choice au-cent-deal-holds)."""
    return overriding(then("cent-4.2", _PACK_HOLDS, ~A.fresh_deal, when=A.wrong_pack & ~A.before_completed,
                           yields=yields), *_WRONG_PACK)


def _no_remedy(yields: tuple[str, ...] = ()) -> Clause:
    """Paragraph 5's second sentence, giving way to the outcomes ``yields`` (the choice au-cent-deal-holds).
    Paragraph 5 speaks of every deal out of turn: it takes the place of Law 16's void deal (16.2); whether its "no
    remedy" also takes the place of Law 16's double deal (16.4, 16.5) is the choice au-cent-law-16-double-deal."""
    return overriding(then("cent-5.2", _NO_REMEDY, ~A.fresh_deal, when=A.out_of_turn & A.dealer_took_up,
                           yields=yields), "16.2")


def _younger_discards(unless: tuple[str, ...] = ()) -> Clause:
    """Paragraph 7, with the exceptions ``unless`` (the choice au-cent-younger-discard): it takes the place of Law
    22's one card at least."""
    return overriding(may("cent-7.1", _NOT_OBLIGED, A.younger_discards.eq(0), unless=unless), "22.2")


LAWS = (
    cent(1, Governs.CUTTING,
         overriding(must("cent-1.1", "The player who cuts the lower card has to deal.", A.first_deals,
                         when=A.first_cuts.eq(-1)), "4.2"),
         overriding(must("cent-1.2", "If the second player cuts the lower card, he deals.", A.second_deals,
                         when=A.first_cuts.eq(1)), "4.1"),
         _EXPOSED_CUT,
         see=(4, 5),
         notes=("As in Law 4, nothing is said of equal cards cut.",)),
    cent(2, Governs.DEALING,
         # Law 9.2 keeps the mode selected under 9.1; au cent selects none: every deal is by two.
         overriding(must("cent-2.1", "The deal is by two cards at a time.", A.deal_by.eq(2)), "9.1", "9.2"),
         see=(9,)),
    cent(3, Governs.DEALING,
         overriding(may("cent-3.1", "The elder hand with a card too many or too few has the option of a fresh deal "
                        "before touching the stock.", A.elects_fresh & A.fresh_deal,
                        when=A.elder_dealt.ne(12) & ~A.touched), "11.1"),
         see=(11,)),
    # Finding (literal): as in Law 15, the deal that "holds good" (paragraph 4) may also be void for
    # being dealt out of turn (paragraph 5), and the elder hand's option of paragraph 3 cannot be taken
    # where the deal holds good or there is "no remedy".
    cent(4, Governs.DEALING,
         overriding(must("cent-4.1", "If the wrong pack is discovered before the deal is completed, there is a "
                         "fresh deal with the right pack.", A.fresh_deal, when=A.wrong_pack & A.before_completed),
                    *_WRONG_PACK),
         _pack_holds(),
         see=(15,)),
    cent(5, Governs.DEALING,
         overriding(must("cent-5.1", "A deal out of turn discovered by the dealer before taking up his hand is "
                         "void, and the right dealer deals.", A.fresh_deal, when=A.out_of_turn & ~A.dealer_took_up),
                    "16.2"),
         _no_remedy(),
         see=(16,)),
    cent(6, Governs.CALLING,
         may("cent-6.1", "The younger hand need not declare a carte blanche until his adversary has discarded "
             "and touched the stock.", A.cb_declared.eq(2), when=A.younger_cb),
         see=(20,)),
    # Finding (literal): paragraph 7 says the younger hand is not obliged to discard any card, but
    # paragraph 14 makes him discard one more than he takes in when the elder hand stands with eleven
    # cards and eight in the stock, or twelve and seven.
    cent(7, Governs.EXCHANGE,
         _younger_discards(),
         see=(22,)),
    cent(8, Governs.EXCHANGE,
         _cannot_alter(("11.2", "32.2", "38.1")),
         see=(11, 24, 32, 38),
         notes=("The exceptions are laws of Piquet: phase by phase they are linked, not checked; in au cent's world "
                "they are in force, and apply where their conditions hold.",)),
    cent(9, Governs.IRREGULARITY,
         remedy("cent-9.1", "The elder hand who mixes with his hand one of the three bottom cards of the stock "
                "loses the game.", A.elder_loses, when=A.mixes_bottom),
         remedy("cent-9.2", "The elder hand who, having left cards, mixes with his hand any he ought to have "
                "left loses the game.", A.elder_loses, when=A.mixes_left),
         see=(28,)),
    cent(10, Governs.IRREGULARITY,
         remedy("cent-10.1", "The younger hand who takes up any of the top five cards (not declared left) "
                "loses the game.", A.younger_loses, when=A.takes_top),
         see=(27, 29)),
    cent(11, Governs.EXCHANGE,
         must("cent-11.1", "The elder hand who does not take all his cards declares the number he takes or "
              "leaves before touching the stock.", A.declares_left, when=A.elder_left),
         see=(32,)),
    cent(12, Governs.IRREGULARITY,
         remedy("cent-12.1", "If either player looks at cards the younger hand left and elected not to look "
                "at, they are exposed ...", A.left_exposed, when=A.looks_left),
         may("cent-12.2", "... and a suit may be called from the offender when next he has to lead.",
             A.suit_called, when=A.looks_left),
         see=(36,)),
    cent(13, Governs.EXCHANGE,
         overriding(must("cent-13.1", "The elder hand standing with thirteen cards discards one more than he "
                         "takes in.", A.elder_discards.eq(A.elder_takes + 1), when=THIRTEEN), "40.1", "41.1"),
         overriding(may("cent-13.2", "He is not obliged to take in any.", A.elder_takes.eq(0), when=THIRTEEN),
                    "40.2", "41.2"),
         overriding(must("cent-13.3", "He leaves at least three cards for the younger hand.",
                         A.elder_takes <= A.stock - 3, when=THIRTEEN), "41.3", "41.4"),
         see=(40, 41),
         notes=("Nothing is said of the younger hand, who then holds eleven or twelve cards.",)),
    cent(14, Governs.EXCHANGE,
         overriding(must("cent-14.1", "The elder hand standing with eleven cards and eight in the stock discards "
                         "one less than he takes in ...", A.elder_discards.eq(A.elder_takes - 1),
                         when=ELEVEN_EIGHT), "42.1"),
         overriding(must("cent-14.2", "... and discards one card (at least, as Law 21 says it).",
                         A.elder_discards >= 1, when=ELEVEN_EIGHT), "42.2"),
         overriding(must("cent-14.3", "The younger hand then discards one more than he takes in ...",
                         A.younger_discards.eq(A.younger_takes + 1), when=ELEVEN_EIGHT), "42.3"),
         overriding(may("cent-14.4", "... but is not obliged to take in any.", A.younger_takes.eq(0),
                        when=ELEVEN_EIGHT), "42.4"),
         overriding(must("cent-14.5", "The elder hand standing with twelve cards and seven in the stock leaves at "
                         "least three cards for the younger hand.", A.elder_takes <= A.stock - 3,
                         when=TWELVE_SEVEN), "43.2", "43.5"),
         overriding(must("cent-14.6", "The younger hand then discards one more than he takes in ...",
                         A.younger_discards.eq(A.younger_takes + 1), when=TWELVE_SEVEN), "43.3"),
         overriding(may("cent-14.7", "... but is not obliged to take in any.", A.younger_takes.eq(0),
                        when=TWELVE_SEVEN), "43.4"),
         see=(42, 43)),
    cent(15, Governs.CALLING,
         overriding(must("cent-15.1", "The elder hand calls the number his point makes, not only its number of "
                         "cards.", A.calls_point_value), "46.2"),
         see=(46,)),
    cent(16, Governs.CALLING,
         overriding(must("cent-16.1", "The elder hand states to what card his sequence is.", A.names_seq_top),
                    "48.1"),
         overriding(must("cent-16.2", "He states the value of the cards of his quatorze or trio.",
                         A.names_set_rank), "48.3"),
         see=(48,)),
    cent(17, Governs.CALLING,
         must_not("cent-17.1", "The elder hand who calls less than he holds, or a trio holding a quatorze, "
                  "abides by his call and cannot reckon anything superior, even though his call is good.",
                  A.reckons_superior, when=A.undercall),
         may("cent-17.2", "He may correct a misnomer of sequence, trio or quatorze before he leads a card ...",
             A.corrects_misnomer, when=A.misnomer & ~A.led),
         may("cent-17.3", "... and reckon anything of equal or inferior counting value, provided his call in "
             "error was good against the cards.", A.reckons_lesser,
             when=A.misnomer & A.corrects_misnomer & A.call_good),
         see=(50,)),
    # Finding (literal): the younger hand who says "equal" and plays without showing his equality lets
    # the elder hand show and reckon his call after leading (paragraph 22); but if the elder hand led
    # without showing it, paragraph 18 says he cannot reckon it.
    cent(18, Governs.CALLING,
         must("cent-18.1", "The elder hand whose call is allowed good or equal must show the cards called "
              "(quatorzes and trios excepted).", A.elder_shows, when=ALLOWED),
         # Paragraph 22's "notwithstanding that he has led a card" is printed: it excepts its case from this one.
         then("cent-18.2", _SHOWN_OR_NOT, ~A.elder_reckons_call, when=A.led_unshown & ALLOWED,
              unless=("cent-22.1",)),
         may("cent-18.3", "... and the adversary may show and reckon his point or sequence, even though equal "
             "or inferior.", A.younger_reckons_own, when=A.led_unshown & ALLOWED),
         see=(55,),
         notes=("Quatorzes and trios are outside the domain's calls: the domain's call is a point or sequence.",)),
    cent(19, Governs.CALLING,
         must_not("cent-19.1", "The elder hand who shows a sequence and calls an inferior one cannot reckon "
                  "the superior one ...", A.reckons_superior, when=A.shows_superior),
         must_not("cent-19.2", "... but the show bars the younger hand's sequences, if only equal or inferior "
                  "to the one shown.", A.younger_lesser_seq, when=A.shows_superior),
         see=(49,)),
    cent(20, Governs.CALLING,
         # Law 51 lets him correct his reply: in au cent he abides by it (one act, a link of the world).
         overriding(must_not("cent-20.1", "The younger hand who allowed a correct call good or equal abides by his "
                             "answer.", A.reply_changed), "51.1", "51.2"),
         see=(51,)),
    cent(21, Governs.CALLING,
         may("cent-21.1", "If the younger hand disallows a call that proves good or equal, the elder hand can "
             "show and reckon it notwithstanding that he has led a card.", A.elder_shows & A.elder_reckons_call,
             when=A.reply.eq(2) & A.in_fact_good),
         see=(55,)),
    cent(22, Governs.CALLING,
         may("cent-22.1", "If the younger hand says equal or not good and plays to the first trick without "
             "showing, the elder hand may show and reckon his call notwithstanding that he has led a card.",
             A.elder_shows & A.elder_reckons_call, when=(A.reply >= 1) & A.younger_unshown),
         see=(55,)),
    cent(23, Governs.IRREGULARITY,
         remedy("cent-23.1", "A player who calls a quatorze or trio he does not hold, allowed good, and plays a "
                "card without correcting it can reckon nothing that deal.", A.caller_nothing,
                when=A.set_not_held & A.plays_uncorrected),
         see=(54,)),
    cent(24, Governs.CALLING,
         must_not("cent-24.1", "When the elder hand has led a card, or the younger hand played to a trick, "
                  "neither can reckon anything omitted.", A.reckons_omitted, when=A.led),
         see=(56,)),
    cent(25, Governs.SCORING,
         must("cent-25.1", "By agreement, points ending in four count one less than the number of cards.",
              A.point_scored.eq(A.point_cards - 1), when=A.agreed_fours & A.ends_in_four),
         see=(62,), notes=AGREEMENT),
    cent(26, Governs.SCORING,
         must_not("cent-26.1", "By agreement, in playing the cards, nines, eights and sevens are not counting "
                  "cards.", A.card_counts, when=A.agreed_low & (A.rank_played <= 2)),
         see=(65,), notes=AGREEMENT),
    cent(27, Governs.SCORING,
         may("cent-27.1", "Errors in adding up or in marking the score, if proved, may be rectified at any time "
             "during the game.", A.rectified, when=A.error_proved & ~A.game_over),
         see=(70,)),
    cent(28, Governs.PARTIE,
         must("cent-28.1", "A game is one hundred up.", A.game_won, when=A.score >= 100),
         must("cent-28.2", "A player scoring a hundred before his adversary has scored fifty wins a double "
              "game.", A.games_credited.eq(2), when=A.game_won & (A.adversary_score < 50)),
         must("cent-28.3", "Otherwise the game counts single.", A.games_credited.eq(1),
              when=A.game_won & (A.adversary_score >= 50)),
         see=(71,)),
    cent(29, Governs.PARTIE,
         must("cent-29.1", "A partie is won by the player who wins three games out of five, a double counting "
              "as two.", A.partie_won, when=A.games >= 3),
         see=(71,)),
    cent(30, Governs.PARTIE,
         overriding(must_not("cent-30.1", "A player has no choice of cards on commencing a fresh partie.",
                             A.choice_of_cards, when=A.fresh_partie), "4.3"),
         see=(4,)),
)

CHOICES = (
    Choice(
        name="au-cent-law-21",
        reads=(("cent-13", "He must leave at least three cards for the younger hand."),
               ("cent-14", "he must leave at least three cards for the younger hand"),
               ("21", "The elder hand is entitled to discard five cards and to take in five.")),
        printed_exceptions="none (paragraphs 13 and 14 name no law; Law 21 names none to its first sentence)",
        laws=("cent-13", "cent-14", "21", "41", "43"),
        question="Paragraphs 13 and 14 make the elder hand who stands with thirteen cards, or with twelve and "
                 "seven in the stock, leave at least three cards for the younger hand, in the place of Laws 41 and "
                 "43; Law 21 entitles the elder hand to take in five, which with seven in the stock only Laws 41 "
                 "and 43 (his five cards, if he take all) provided for. Does Law 21's five give way to the "
                 "paragraphs with Laws 41 and 43, or stand beside them?",
        alternatives=(
            Alternative("beside-law-21", "The paragraphs take the place of Laws 41 and 43 alone, the laws they "
                        "differ from: Law 21's five still stand, and the elder hand with seven in the stock is "
                        "entitled to five cards he must not take."),
            Alternative("overrides-law-21", "Where a paragraph speaks (an elder hand of thirteen, or of twelve "
                        "with seven in the stock) it takes the place of Law 21's five as well: he takes in what it "
                        "leaves him, four at most of seven.",
                        overrides={"cent-13.3": ("21.1",), "cent-14.5": ("21.1",)}),
        ),
        default="overrides-law-21",
        reason="Au cent differs from the Laws 'in the following particulars': three cards left of seven is four "
               "taken at most, the particular in which the elder hand's five differ; a right to five cards he "
               "must not take means nothing.",
    ),
    Choice(
        name="au-cent-law-16-double-deal",
        reads=(("cent-5", "If not discovered before taking up the hand, there is no remedy."),
               ("16", "But if the error be discovered too late to correct it, the elder hand in that deal must deal "
                      "twice running with the same pack")),
        printed_exceptions="none",
        laws=("cent-5", "16"),
        question="Paragraph 5 says that a deal out of turn not discovered before the dealer takes up his hand has "
                 "'no remedy'; Law 16's remedy for a deal out of turn found too late is that the elder hand in that "
                 "deal deals twice running (16.4), with the same pack (16.5). Does 'no remedy' take the place of "
                 "the double deal, or only of the fresh deal?",
        alternatives=(
            Alternative("beside-law-16", "The paragraph speaks of the deal in error alone: it stands, and Law "
                        "16's double deal still follows where two deals are to come."),
            Alternative("overrides-law-16", "'No remedy' takes the place of Law 16's remedy too: the deal stands "
                        "and the players deal alternately (16.1).",
                        overrides={"cent-5.2": ("16.4", "16.5")}),
        ),
        default="overrides-law-16",
        reason="The double deal is the remedy Law 16 gives for a deal out of turn found too late; a paragraph that "
               "says there is none leaves none. Its exception, the last deals of a partie of six, has no place in "
               "a game of a hundred up.",
    ),
    Choice(
        name="au-cent-law-40-younger",
        reads=(("cent-13", "If the elder hand elect to stand the deal when he has thirteen cards, he must discard one "
                           "more card than he takes in, but he is not obliged to take in any."),
               ("40", "The younger hand must discard one less than he takes in; but, if he only take one card, he "
                      "need not discard any.")),
        printed_exceptions="none",
        laws=("cent-13", "40"),
        question="Paragraph 13 rules the elder hand who stands with thirteen cards, in the place of Laws 40 and 41; "
                 "it says nothing of the younger hand, whom Law 40 makes discard one less than he takes in (and "
                 "nothing if he takes one). Does the paragraph take the place of Law 40's younger hand too?",
        alternatives=(
            Alternative("elder-only", "The paragraph speaks of the elder hand alone: with eight in the stock the "
                        "younger hand, dealt eleven, keeps Law 40's count (40.3, 40.4)."),
            Alternative("whole-of-law-40", "The paragraph takes the place of Law 40 whole: the younger hand's count "
                        "is left to Law 22 and paragraph 7.",
                        overrides={"cent-13.1": ("40.3", "40.4")}),
        ),
        default="elder-only",
        reason="The paragraph names only the elder hand; the younger hand dealt eleven needs Law 40's count to "
               "come to twelve cards, which nothing in au cent gives him otherwise.",
    ),
    Choice(
        name="au-cent-exposed-cut",
        reads=(("cent-1", "his adversary may treat the lowest of the exposed cards as the one cut"),),
        printed_exceptions="none",
        laws=("cent-1", "5"),
        question="Paragraph 1 lets the adversary of a player who exposes more than one card in cutting treat the "
                 "lowest as the one cut; Law 5 makes that player cut again. Does the paragraph take Law 5's place "
                 "in au cent, or add an option beside it?",
        alternatives=(
            Alternative("beside-law-5", "It adds an option and names no law: Law 5's fresh cut still holds."),
            Alternative("overrides-law-5", "It takes Law 5's place where more than one card is exposed: the "
                        "adversary's option replaces the fresh cut.",
                        replace=(overriding(_EXPOSED_CUT, "5.1"),)),
        ),
        default="overrides-law-5",
        reason="Au cent differs from the Laws 'in the following particulars'; an option to treat the lowest card "
               "as cut means nothing if the cut must be made again.",
    ),
    Choice(
        name="au-cent-law-38",
        reads=(("cent-8", "except as provided in Laws of Piquet 11, 32, and 38"),),
        printed_exceptions="Laws 11, 32 and 38",
        laws=("cent-8", "38"),
        question="Paragraph 8 forbids altering a discard after touching the stock 'except as provided in Laws "
                 "11, 32 and 38'. Law 38 provides only that the stock may be counted when a player announces "
                 "eleven or thirteen cards. Is it an exception all the same?",
        alternatives=(
            Alternative("as-printed", "Yes, as printed: where Law 38 applies (a count announced), paragraph 8 "
                        "yields to it."),
            Alternative("what-they-provide", "Only what the laws named provide: Laws 11 and 32 let a player alter "
                        "his discard; Law 38, counting the stock, lets him alter nothing.",
                        replace=(_cannot_alter(("11.2", "32.2")),)),
        ),
        default="what-they-provide",
        reason="'Except as provided in' excepts what a law provides; Law 38 provides a count of the stock, which "
               "alters no discard.",
    ),
    Choice(
        name="au-cent-deal-holds",
        reads=(("cent-4", "the deal holds good"), ("cent-5", "there is no remedy"),),
        printed_exceptions="none",
        laws=("cent-3", "cent-4", "cent-5"),
        question="When paragraph 4 says the deal 'holds good' and paragraph 5 that there is 'no remedy', do these "
                 "deals stand even where another paragraph, or a law of Piquet au cent leaves in force, orders or "
                 "offers a fresh deal?",
        alternatives=(
            Alternative("absolute", "The deal stands, whatever else has happened."),
            Alternative("this-ground-only", "The error named is no ground for a fresh deal; other grounds remain.",
                        # Every paragraph or law in force that orders or offers a fresh deal, found from the
                        # clauses in force (Clause.yields), as for Laws 13 and 15.
                        replace=(_pack_holds((A.fresh_deal.name,)), _no_remedy((A.fresh_deal.name,)))),
        ),
        default="this-ground-only",
        reason="As Laws 13 and 15 (choice deal-stands-good): each paragraph answers one error, and none names "
               "the others.",
    ),
    Choice(
        name="au-cent-younger-discard",
        reads=(("cent-7", "The younger hand is not obliged to discard any card."),),
        printed_exceptions="none",
        laws=("cent-7", "cent-14"),
        question="Paragraph 7 says the younger hand is not obliged to discard any card; paragraph 14 makes him "
                 "discard one more than he takes in when the elder hand stands with eleven cards and eight in the "
                 "stock, or twelve and seven. Which prevails?",
        alternatives=(
            Alternative("always", "Paragraph 7 holds in every deal, as written."),
            Alternative("save-paragraph-14", "Paragraph 7 is the general rule; paragraph 14 governs its cases.",
                        replace=(_younger_discards(("cent-14.3", "cent-14.6")),)),
        ),
        default="save-paragraph-14",
        reason="Paragraph 14 speaks of the younger hand in two particular counts; with eleven cards against "
               "thirteen he must give up the card he has too many.",
    ),
)
