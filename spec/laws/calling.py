"""Calling and showing: Laws 46-56, over the calling domains.

A clause ``n.1`` / ``n.2`` pair reads a law that says "a player" for the
elder hand and the younger hand in turn (:func:`_for_each`).
"""

from __future__ import annotations

from collections.abc import Callable

from piquet.spec.domains.calling import K
from piquet.spec.domains.exchange import X
from piquet.spec.expr import TRUE, Expr, Var
from piquet.spec.law import Clause, Governs
from piquet.spec.laws.build import law, may, must, must_not, remedy, then
from piquet.spec.laws.exchange_events import WAIVER
from piquet.spec.readings import Alternative, Choice

__all__ = ["LAWS", "CHOICES"]


#: The player in error (Laws 52-55): 1 the elder hand, 2 the younger; his penalty; the clause of Law 44
#: by which his adversary may waive it.
CALLERS: tuple[tuple[int, str, Var, str], ...] = ((1, "elder", X.elder_reckons_nothing, WAIVER["elder"]),
                                                  (2, "younger", X.younger_reckons_nothing, WAIVER["younger"]))

INQUIRES = K.reply.eq(1)
HOLDS_MORE = K.younger_point > K.point_call
UNCORRECTED = K.overcall_corrected.eq(0) & K.after_first_trick
#: Law 54's "discovery of the error": a miscall allowed good and not corrected found out at the first trick, but
#: a misnomer (Law 53) or a call shown voluntarily before the play (Law 55).
DISCOVERED = (K.overcall >= 1) & UNCORRECTED & ~K.names_wrongly & ~K.shows_voluntarily


def _for_each(number: int, first: int, make: Callable[[str, int, str, Var, str], Clause]) -> tuple[Clause, ...]:
    """The clause ``make`` writes for the elder hand in error (``number.first``) and the younger (``first+1``)."""
    return tuple(make(f"{number}.{first + i}", who, name, penalty, waiver)
                 for i, (who, name, penalty, waiver) in enumerate(CALLERS))


def _miscall_penalty(cid: str, who: int, name: str, penalty: Var, waiver: str, *exceptions: str) -> Clause:
    return remedy(cid, f"The {name} hand who calls what he does not hold, has it allowed good and does not "
                  "correct it before the younger hand has played to the first trick can reckon nothing that deal, "
                  "unless his call is a misnomer or he could not possibly have held it.", penalty,
                  when=K.overcall.eq(who) & UNCORRECTED & ~K.impossible, unless=(waiver, *exceptions))


def _correction(cid: str, reply: int, counts: Expr = TRUE, says: str = "") -> Clause:
    """Law 51: the younger hand may correct his reply; the words grant the correction, and say nothing of what
    he then counts (``counts``, ``says``: what an alternative reading adds)."""
    return may(cid, f"The younger hand who allowed a correct call to be {('good', 'equal')[reply]} when he holds "
               f"more cards may correct his reply before the elder hand's next call (or his lead){says}.",
               K.reply_corrected.eq(1) & counts, when=K.reply.eq(reply) & HOLDS_MORE)


COUNTS_BETTER = K.younger_counted.eq(K.younger_point)

LAWS = (
    law(46, Governs.CALLING,
        must_not("46.1", "The elder hand who does not call his point first loses the right to call it.",
                 K.elder_reckons_point, when=~K.point_first),
        may("46.2", "It is sufficient to call the number of cards of the point.", ~K.states_value),
        must_not("46.3", "The younger hand may not reply by inquiring what the point makes unless he holds at "
                 "least an equal number of cards.", INQUIRES, when=K.younger_point < K.point_call),
        then("46.4", "The inquiry bars him from counting a superior number of cards for point.",
             K.younger_counted <= K.point_call, when=INQUIRES),
        see=(47, 51),
        notes=("Replying 'equal' to a number of cards is the inquiry (Case I).",)),
    law(47, Governs.CALLING,
        may("47.1", "The younger hand need not call his point first.", ~K.younger_point_first),
        may("47.2", "Neither player need call his sequence next after his point.", ~K.seq_after_point)),
    law(48, Governs.CALLING,
        may("48.1", "It is sufficient to call the number of cards of a sequence good against the cards.",
            ~K.names_seq_top, when=K.seq_good),
        must("48.2", "If not good against the cards, the elder hand states to what card his sequence is.",
             K.names_seq_top, when=~K.seq_good),
        may("48.3", "A quatorze or trio good against the cards need not be named by its rank.",
            ~K.names_set_rank, when=K.set_good),
        must("48.4", "Otherwise the elder hand states the value of the cards of his quatorze or trio.",
             K.names_set_rank, when=~K.set_good)),
    law(49, Governs.CALLING,
        may("49.1", "If the elder hand first calls a sequence good against the cards, he can reckon any "
            "sequences he holds.", K.other_seqs, when=K.seq_good),
        may("49.2", "If he first calls a quatorze or trio good against the cards, he can reckon any quatorzes "
            "and trios he holds.", K.other_sets, when=K.set_good)),
    law(50, Governs.CALLING,
        may("50.1", "The elder hand who calls less than he holds may correct his miscall before the younger "
            "hand replies.", K.undercall_corrected.eq(1), when=K.undercall)),
    # Finding (literal): the younger hand who says "equal" to a point of fewer cards than he holds (so
    # inquiring, Law 46) may correct his reply under Law 51, but Law 46 bars him from counting the
    # superior number of cards his correction claims. Case I decides for Law 46.
    law(51, Governs.CALLING,
        _correction("51.1", 0),
        _correction("51.2", 1),
        see=(46,)),
    law(52, Governs.CALLING,
        may("52.1", "A player who calls more than he holds, allowed good, may correct his miscall before the "
            "younger hand has played to the first trick.", K.overcall_corrected >= 1, when=K.overcall >= 1),
        may("52.2", "If the younger hand corrects such a miscall after the elder hand has led, the elder hand "
            "may retake the card he led and play differently.", K.retakes_lead,
            when=K.overcall.eq(2) & K.overcall_corrected.eq(2)),
        see=(54, 59)),
    law(53, Governs.CALLING,
        *_for_each(53, 1, lambda cid, who, name, penalty, _: then(
            cid, f"There is no penalty for the {name} hand's misnomer: he holds what he called in counting "
            "value but names its suit or rank wrongly, and could not possibly have held what he claims.",
            ~penalty, when=K.overcall.eq(who) & K.names_wrongly & K.impossible)),
        see=(54,)),
    law(54, Governs.IRREGULARITY,
        *_for_each(54, 1, lambda cid, who, name, penalty, waiver: _miscall_penalty(cid, who, name, penalty, waiver)),
        then("54.3", "On discovery of the error, the adversary may reckon anything he has good that a correct "
             "call of the player in error, made in addition to his miscall, does not bar: the miscall, and the "
             "cards he did not call correctly, bar nothing.", K.adversary_reckons.eq(K.adversary_good),
             when=DISCOVERED),
        see=(44, 53, 55, 56),
        notes=("54.3 is read as what is good, as the scoring laws (61-64) are: a player reckons what he may "
               "reckon. It follows every discovery of the error but a misnomer, whose call stands (Law 53), and a "
               "call shown voluntarily, whose cards were seen before the play (Law 55).",)),
    law(55, Governs.CALLING,
        must("55.1", "A player whose call is allowed good or equal shows the cards called whenever they are "
             "asked for; the younger hand, after the elder hand has led.", K.shows_called,
             when=K.show_asked.eq(1) | K.show_asked.eq(3)),
        may("55.2", "The younger hand need not show them before the elder hand has led.", ~K.shows_called,
            when=K.show_asked.eq(2)),
        *_for_each(55, 3, lambda cid, who, name, penalty, _: then(
            cid,
            f"If the {name} hand, before he plays a card, voluntarily shows what he claims good or equal, he is "
            "liable to no penalty for miscalling what he has shown.", ~penalty,
            when=K.overcall.eq(who) & K.shows_voluntarily)),
        see=(54,)),
    law(56, Governs.CALLING,
        must_not("56.1", "When the younger hand has played to the first trick, neither player can reckon "
                 "anything omitted (except as provided in Law 54).", K.omitted_reckoned, when=K.after_first_trick,
                 unless=("54.3",)),
        see=(54, 70),
        notes=("Law 54's one provision that lets anything be reckoned after the first trick is the adversary's "
               "reckoning on discovery of the error (54.3); its penalties only take reckoning away.",)),
)

CHOICES = (
    Choice(
        name="inquiry-and-correction",
        reads=(
            ("46", "the inquiry bars him from counting a superior number of cards for point"),
            ("51", "he may correct his reply"),
        ),
        printed_exceptions="none",
        laws=("46", "51"),
        question="The younger hand who replies 'equal' to a point of fewer cards than he holds has inquired "
                 "(Law 46) and allowed a correct call to be equal when he holds better (Law 51). May his "
                 "correction count the superior number of cards that Law 46 bars?",
        alternatives=(
            Alternative("correction-only", "Law 51 as written: he may correct his reply; what he may then count "
                        "is for Law 46 and the laws of scoring to say."),
            Alternative("correction-counts", "Adds to Law 51 'and count what he holds': the corrected reply counts "
                        "his superior point, Law 46's bar notwithstanding.",
                        replace=(_correction("51.1", 0, COUNTS_BETTER, ", and count what he holds"),
                                 _correction("51.2", 1, COUNTS_BETTER, ", and count what he holds"))),
            Alternative("inquiry-bars", "He may correct his reply, but the inquiry still bars him from counting "
                        "a superior number of cards.",
                        replace=(_correction("51.2", 1, K.younger_counted <= K.point_call,
                                             ", but the inquiry still bars a superior number of cards"),)),
        ),
        default="inquiry-bars",
        reason="Case I: B replied 'Equal' to four cards and held five; his correction was in time under "
               "Law 51, yet 'B's reply bars him from counting a superior number of cards for point (Law 46)'.",
    ),
    Choice(
        name="barred-point-still-bars",
        reads=(("46", "the inquiry bars him from counting a superior number of cards for point"),),
        printed_exceptions="none",
        laws=("46",),
        question="When the inquiry bars the younger hand from counting his superior point, does that point "
                 "still bar the elder hand's?",
        alternatives=(
            Alternative("silent", "The text says only what the younger hand cannot count."),
            Alternative("still-bars", "His point, though not good to score, still bars the elder hand's point.",
                        add=(must_not("46.5", "A superior point barred by the inquiry still bars the elder "
                                      "hand's point (Case I).", K.elder_reckons_point, when=INQUIRES & HOLDS_MORE),)),
        ),
        default="still-bars",
        reason="Case I: 'A cannot score the point' and B's point, 'though not good to score, is good to save a "
               "pique or a repique', as Law 58 says of a player with too many cards.",
    ),
    Choice(
        name="voluntary-show",
        reads=(
            ("54", "he can reckon nothing that deal"),
            ("55", "he is liable to no penalty for miscalling what he has shown"),
        ),
        printed_exceptions=("Law 54 names its own (a misnomer; a call of what he could not possibly have held), "
                            "not Law 55"),
        laws=("54", "55"),
        question="Law 54 punishes an uncorrected miscall allowed good; Law 55 says a player who voluntarily "
                 "shows what he claims, before he plays a card, is liable to no penalty for miscalling it. "
                 "Does Law 55 except its case from Law 54?",
        alternatives=(
            Alternative("both-stand", "Law 54 names only the misnomer and the impossible claim as exceptions."),
            Alternative("show-excepts", "The voluntary show is a further exception to Law 54.",
                        replace=_for_each(54, 1, lambda cid, who, name, penalty, waiver: _miscall_penalty(
                            cid, who, name, penalty, waiver, f"55.{who + 2}"))),
        ),
        default="show-excepts",
        reason="Law 55 speaks in terms of the penalty for miscalling, which is Law 54's; a special rule for a "
               "miscall the player has himself shown prevails over the general one.",
    ),
)
