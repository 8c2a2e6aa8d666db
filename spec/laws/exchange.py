"""Dealing counts, discarding and taking in: Laws 11, 12, 21-43, 57-58 and 75, as counts, and the fresh
deal the players agree to (Case III).

The situation: how many cards each hand was dealt and the stock holds
(the exchange domain of :mod:`piquet.spec.vocabulary`), whether the elder
hand announced a wrong count, and what each player discards and takes in.
The irregular *events* of the exchange (touching, exposing, mixing a card)
are formalized with the irregularities; here the laws are read for what
they say about numbers.
"""

from __future__ import annotations

from collections.abc import Callable

from piquet.spec.expr import FALSE, Expr, Sort, Term, all_of
from piquet.spec.law import Clause, Governs
from piquet.spec.laws.build import agreement, law, may, must, must_not, remedy, then
from piquet.spec.readings import Alternative, Choice
from piquet.spec.domains.exchange import X
from piquet.spec.domains.exchange_events import E as EV
from piquet.spec.source import cases_text


# -- terms the readings define -----------------------------------------------

#: Laws 40-43 apply "if the elder hand elect to stand the deal".
STANDS = Term("stands_on_terms", Sort.BOOL, "the deal stands on the terms of Laws 40-43")

#: Law 11 gives the elder hand the option of a fresh deal: a wrong count he says before taking up a card of the
#: stock, or seven in the stock he finds "in drawing the stock toward him after discarding".
OPTION = X.comes_to_light & X.announced

#: Laws 24 and 39: what "he cannot alter his discard" forbids of the discard he had laid out.
ALTERS = Term("alters_laid_discard", Sort.BOOL, "the elder hand alters the discard he had laid out")

#: Law 75: "If a pack be discovered to be incorrect, redundant, or imperfect, the deal ... is void."
INCORRECT_PACK = Term("incorrect_pack", Sort.BOOL, "the pack is discovered to be incorrect (Law 75)")

#: Law 35: what taking "more cards than he has discarded" means for a younger hand that leaves cards.
YOUNGER_OVERTAKES = Term("younger_overtakes", Sort.BOOL,
                         "the younger hand takes up more cards than Law 35 allows")

#: Law 35: when the younger hand "leave[s] any cards".
YOUNGER_LEAVES_ANY = Term("younger_leaves_any", Sort.BOOL, "the younger hand leaves cards, as Law 35 means it")

#: Laws 21 and 22: what "entitled to discard five cards and to take in five" grants.
ELDER_FULL_EXCHANGE = Term("elder_full_exchange", Sort.BOOL, "the elder hand exercises his full exchange")
YOUNGER_FULL_EXCHANGE = Term("younger_full_exchange", Sort.BOOL,
                             "the younger hand exercises his full exchange")


S13_8 = all_of([STANDS, X.elder_dealt.eq(13), X.stock.eq(8)])
S13_7 = all_of([STANDS, X.elder_dealt.eq(13), X.stock.eq(7)])
S11_8 = all_of([STANDS, X.elder_dealt.eq(11), X.stock.eq(8)])
S12_7 = all_of([STANDS, X.seven_with_twelve])
GOES_ON = ~X.fresh_deal
UNANNOUNCED = X.wrong_count & ~X.announced


def _decision(case: str) -> str:
    """The decision of a Case, quoted from the source."""
    return " ".join(cases_text()[case].split("**Decision**", 1)[1].lstrip(" :").split())



#: Laws 22 and 27's printed exception, "except as provided in Laws 41 and 43": every clause of the two laws, under any
#: reading (41.4 and 43.5 are in force only where the choice take-all-his-cards makes them grants).
_LAWS_41_AND_43 = ("41.1", "41.2", "41.3", "41.4", "43.1", "43.2", "43.3", "43.4", "43.5")


def _bottom_three(unless: tuple[str, ...]) -> Clause:
    """Law 27's first sentence, with the exceptions ``unless`` (the choice take-all-his-cards): "as provided in
    Laws 41 and 43", every clause of the two laws as printed, or only their grants of his five cards; and Law
    44's waiver."""
    return remedy("27.1", "The elder hand who takes up one of the bottom three cards of the stock "
                  "can reckon nothing that deal.",
                  X.elder_reckons_nothing, when=GOES_ON & (X.elder_takes > X.stock - 3), unless=unless)


#: Laws 41 and 43's "if he take all his cards", read as grants (the choice take-all-his-cards). The exception to
#: Law 27 covers his five cards only: a sixth is the younger hand's (conformance found that a condition without
#: the count let Law 27 lapse for any take-in).
_TAKE_ALL = (may("41.4", "He may take all his five cards, discarding six.",
                 X.elder_takes.eq(5) & X.elder_discards.eq(6), when=S13_7 & (X.elder_takes <= 5)),
             may("43.5", "He may take all his five cards.", X.elder_takes.eq(5), when=S12_7 & (X.elder_takes <= 5)))


def _younger_full_exchange(unless: tuple[str, ...]) -> Clause:
    """Law 22's first sentence, with the exceptions ``unless`` (the choice law-22-exception)."""
    return may("22.1", "The younger hand may discard three cards and take in three.",
               YOUNGER_FULL_EXCHANGE, when=GOES_ON, unless=unless)


def _short_hand(kind: Callable[[str, str, Expr, Expr], Clause]) -> tuple[Clause, Clause]:
    """Law 30's two clauses, as ``kind`` makes them: a consequence (``then``, as printed) or a remedy."""
    return (kind("30.1", "The elder hand dealt twelve who discards more than he takes in plays with less than "
                 "twelve cards.",
                 X.elder_final < 12, GOES_ON & X.elder_dealt.eq(12) & (X.elder_discards > X.elder_takes)),
            kind("30.2", "The younger hand dealt twelve who discards more than he takes in plays with less than "
                 "twelve cards.",
                 X.younger_final < 12, GOES_ON & X.younger_dealt.eq(12) & (X.younger_discards > X.younger_takes)))

LAWS = (
    law(11, Governs.DEALING,
        may("11.1", "The elder hand with a card too many or too few may have a fresh deal, "
            "if he says so before taking up a card of the stock.",
            X.elder_elects_fresh & X.fresh_deal, when=X.wrong_count & X.announced),
        # Law 11's full words: "the option of a fresh deal, or of altering his discard" (cent-8.1 cites this
        # clause as the exception that lets him alter it). He finds the seven in drawing the stock toward him
        # after discarding, before taking up a card (the domain's order of events).
        may("11.2", "The elder hand with twelve cards who, in drawing the stock toward him after discarding, "
            "finds seven in the stock may have a fresh deal, or alter his discard.",
            (X.elder_elects_fresh & X.fresh_deal) | X.elder_alters, when=X.seven_with_twelve & X.announced),
        see=(38, 39)),
    law(12, Governs.DEALING,
        must("12.1", "If more than one card is dealt wrongly, or nine are in the stock, there is a fresh deal.",
             X.fresh_deal, when=(X.misdealt_cards >= 4) | X.stock.eq(9), unless=("10.1",)),
        see=(10,)),
    law(21, Governs.EXCHANGE,
        may("21.1", "The elder hand may discard five cards and take in five.",
            ELDER_FULL_EXCHANGE, when=GOES_ON),
        must("21.2", "The elder hand discards at least one card.",
             X.elder_discards >= 1, when=GOES_ON, unless=("42.2",)),
        see=(42,)),
    law(22, Governs.EXCHANGE,
        _younger_full_exchange(_LAWS_41_AND_43),
        must("22.2", "The younger hand discards at least one card.",
             X.younger_discards >= 1, when=GOES_ON, unless=("40.4",)),
        see=(40, 41, 43)),
    law(27, Governs.IRREGULARITY,
        _bottom_three((*_LAWS_41_AND_43, "44.1")),
        remedy("27.2", "The younger hand who, when taking in, exposes or takes up one of the "
               "top five cards of the stock (not declared left by the elder hand) can reckon nothing that deal.",
               X.younger_reckons_nothing, when=GOES_ON & EV.younger_takes_up_top, unless=("29.5", "44.2")),
        see=(29, 41, 43, 44)),
    # Law 30 as printed states a consequence; the choice short-hand names the reading (the harmonised one) that
    # makes it a remedy.
    law(30, Governs.EXCHANGE, *_short_hand(then), see=(57,)),
    law(31, Governs.IRREGULARITY,
        remedy("31.1", "The elder hand dealt twelve who takes in more than he discards, none of his "
               "adversary's cards among them, can reckon nothing that deal.",
               X.elder_reckons_nothing,
               when=all_of([GOES_ON, X.elder_dealt.eq(12), X.elder_takes > X.elder_discards,
                            X.elder_takes <= X.stock - 3]), unless=("44.1",)),
        remedy("31.2", "The younger hand dealt twelve who takes in more than he discards "
               "can reckon nothing that deal.",
               X.younger_reckons_nothing,
               when=GOES_ON & X.younger_dealt.eq(12) & (X.younger_takes > X.younger_discards), unless=("44.2",)),
        see=(58,)),
    law(32, Governs.EXCHANGE,
        must("32.1", "The elder hand who does not take all his cards declares how many he takes or leaves.",
             X.elder_declares_left, when=GOES_ON & X.elder_leaves),
        may("32.2", "If he fails to, and the younger hand finds more than three cards in the stock, "
            "the younger hand may take in the cards left.",
            X.younger_takes.eq(X.left_by_elder),
            when=all_of([GOES_ON, X.elder_leaves, ~X.elder_declares_left, X.left_by_elder > 3]), of="younger"),
        see=(24,)),
    law(34, Governs.EXCHANGE,
        may("34.1", "The younger hand may take in all the cards left in the stock.",
            X.younger_takes.eq(X.left_by_elder), when=GOES_ON, of="younger")),
    law(35, Governs.IRREGULARITY,
        # "Leave any cards": the choice younger-leaves-any (left in the stock, or by his discard, Case XXII).
        remedy("35.1", "The younger hand who leaves cards and takes up more cards than he has "
               "discarded can reckon nothing that deal.",
               X.younger_reckons_nothing, when=GOES_ON & YOUNGER_LEAVES_ANY & YOUNGER_OVERTAKES,
               unless=("44.2",))),
    law(36, Governs.EXCHANGE,
        may("36.1", "The younger hand may leave cards (the law presupposes it, and regulates who sees them).",
            X.younger_leaves, when=GOES_ON & (X.left_by_elder >= 2), of="younger"),
        may("36.2", "If the younger hand leaves cards and elects to look at them, he may see "
            "them.", EV.younger_looks_left, when=EV.younger_left & EV.younger_elects_to_look),
        may("36.3", "If he elects to look at them, the elder hand also may see them, after "
            "naming the suit he will lead or leading.", EV.elder_sees_left,
            when=EV.younger_left & EV.younger_elects_to_look),
        must_not("36.4", "If he elects not to look at them, neither player may see them.",
                 EV.younger_looks_left | EV.elder_sees_left, when=EV.younger_left & ~EV.younger_elects_to_look),
        see=(37,),
        notes=("The moment of the election (after the elder hand names his suit or leads, before the younger "
               "hand plays) is kept by the model's order of actions.",)),
    law(39, Governs.IRREGULARITY,
        must_not("39.1", "The elder hand with eleven or thirteen cards who takes up a card of the stock "
                 "without announcing it loses his option of a fresh deal: the deal stands.",
                 X.fresh_deal, when=UNANNOUNCED, unless=("39.3",)),
        must("39.2", "He leaves at least three cards for the younger hand.",
             X.left_by_elder >= 3, when=UNANNOUNCED & GOES_ON),
        must("39.3", "But with seven cards in the stock and eleven in the elder hand, there is a fresh deal.",
             X.fresh_deal, when=X.elder_dealt.eq(11) & X.stock.eq(7)),
        # Out of the printed order (39.4 is the second sentence's first half): the ids of 39.1-3 are kept.
        must_not("39.4", "He cannot alter his discard.", ALTERS, when=UNANNOUNCED & GOES_ON),
        see=(11, 38)),
    law(40, Governs.EXCHANGE,
        must("40.1", "Elder hand standing with thirteen cards and eight in the stock: he discards one more "
             "than he takes in.", X.elder_discards.eq(X.elder_takes + 1), when=S13_8),
        must("40.2", "He discards at least two cards.", X.elder_discards >= 2, when=S13_8),
        must("40.3", "The younger hand discards one less than he takes in.",
             X.younger_discards.eq(X.younger_takes - 1), when=S13_8),
        may("40.4", "If the younger hand takes only one card, he need not discard any.",
            X.younger_discards.eq(0), when=S13_8 & X.younger_takes.eq(1)),
        see=(22,)),
    law(41, Governs.EXCHANGE,
        must("41.1", "Elder hand standing with thirteen cards and seven in the stock: he discards one more "
             "than he takes in.", X.elder_discards.eq(X.elder_takes + 1), when=S13_7),
        must("41.2", "He discards at least two cards.", X.elder_discards >= 2, when=S13_7),
        must("41.3", "If he takes all his cards, the younger hand can only take two.",
             X.younger_takes <= 2, when=S13_7 & X.elder_takes.eq(5)),
        see=(22, 27)),
    law(42, Governs.EXCHANGE,
        must("42.1", "Elder hand standing with eleven cards and eight in the stock: he discards one less "
             "than he takes in.", X.elder_discards.eq(X.elder_takes - 1), when=S11_8),
        may("42.2", "If he takes only one card, he need not discard any.",
            X.elder_discards.eq(0), when=S11_8 & X.elder_takes.eq(1)),
        must("42.3", "The younger hand discards one more than he takes in.",
             X.younger_discards.eq(X.younger_takes + 1), when=S11_8),
        must("42.4", "The younger hand discards at least two cards.", X.younger_discards >= 2, when=S11_8),
        see=(21,)),
    law(43, Governs.EXCHANGE,
        must("43.1", "Elder hand standing with twelve cards and seven in the stock: he discards as many as "
             "he takes in.", X.elder_discards.eq(X.elder_takes), when=S12_7),
        must("43.2", "If he takes all his cards, the younger hand can only take two.",
             X.younger_takes <= 2, when=S12_7 & X.elder_takes.eq(5)),
        must("43.3", "The younger hand discards one more than he takes in.",
             X.younger_discards.eq(X.younger_takes + 1), when=S12_7),
        must("43.4", "The younger hand discards at least two cards.", X.younger_discards >= 2, when=S12_7),
        see=(22, 27)),
    law(58, Governs.PLAY,
        remedy("58.1", "The elder hand who plays with more than twelve cards can reckon nothing that deal.",
               X.elder_reckons_nothing, when=GOES_ON & (X.elder_final > 12), unless=("44.1",)),
        remedy("58.2", "The younger hand who plays with more than twelve cards can reckon nothing that deal.",
               X.younger_reckons_nothing, when=GOES_ON & (X.younger_final > 12), unless=("44.2",)),
        notes=("His cards, though not good to score, are good to bar his adversary: see the scoring "
               "of a player who reckons nothing.",)),
    law(75, Governs.DEALING,
        then("75.1", "If a pack be discovered to be incorrect, redundant, or imperfect, the deal in which the "
             "discovery is made is void.", X.fresh_deal, when=INCORRECT_PACK),
        notes=("What discovers the pack is the choice incorrect-pack: a proof (Case XVII), or the counts.",)),
    # The exchange domain's closed world holds a fresh deal only where a clause concludes it: the players'
    # agreement is one, so it reads the domain's own fresh deal (unlike the four-deal partie's variables).
    agreement(
        "fresh-deal", Governs.DEALING, _decision("III"),
        then("agree-fresh-deal.1", "By agreement between the players, there is a fresh deal.",
             X.fresh_deal, when=X.agreed_fresh_deal),
        see=(11, 12, 75),
        notes=("Case III: the Laws do not contemplate the offer of a fresh deal; one player proposes it, and "
               "the fresh deal is had only if the other accepts it before the game is carried a step further.",)),
)

CHOICES = (
    Choice(
        name="incorrect-pack",
        reads=(("75", "If a pack be discovered to be incorrect, redundant, or imperfect"),),
        printed_exceptions="none",
        laws=("75",),
        question="Law 75 voids the deal when the pack is 'discovered to be incorrect, redundant, or imperfect'. "
                 "Is it discovered only when it is proved so, or whenever the counts of the hands and the stock "
                 "do not make thirty-two cards?",
        alternatives=(
            Alternative("proved", "Only when the pack is proved incorrect (a card of another pack among the "
                        "undealt cards of the stock, or the pack's own cards counted wrong): a card of another "
                        "pack found in a hand or a discard may have got there after the deal, and proves nothing.",
                        terms={INCORRECT_PACK.name: X.pack_proved_incorrect}),
            Alternative("the-counts", "Whenever the counts dealt do not make thirty-two cards, whatever the "
                        "surplus card is and wherever it lies.",
                        terms={INCORRECT_PACK.name: ~X.correct_pack}),
        ),
        default="proved",
        reason="Case XVII refuses a fresh deal under Law 75 to an elder hand of thirteen whose surplus card, of "
               "the undealt pack, lies in his discard: 'There is no proof that when the pack was dealt it was "
               "redundant.' The discovery Law 75 asks for is a proof, and the counts alone are none.",
    ),
    Choice(
        name="short-hand",
        reads=(("30", "he must play with less than twelve cards"), ("57", "he is liable to no penalty")),
        printed_exceptions="none",
        laws=("30", "57"),
        question="A player dealt twelve who discards more cards than he takes in must play with less than twelve "
                 "(Law 30), and a player who plays with less than twelve 'is liable to no penalty' (Law 57). Is "
                 "his course lawful, with playing short as its consequence, or an irregularity that playing short "
                 "remedies?",
        alternatives=(
            Alternative("lawful-short", "A lawful course: Law 30 states what follows from it, Law 57 attaches "
                        "no penalty to it, and no law forbids taking in fewer cards than one discards."),
            Alternative("irregular", "An error of the exchange (Law 30 stands beside the errors of Laws 25-29), "
                        "whose consequence is to play with less than twelve cards and nothing more (Law 57): the "
                        "checks count it among the irregularities a player must not be driven to.",
                        replace=_short_hand(remedy)),
        ),
        default="irregular",
        reason="Laws 21-22 and 40-43 count every take-in against its discard, and a player who leaves cards "
               "(Law 32) discards no more than he takes in: discarding more is a departure from the exchange, "
               "which Law 30 regulates and Law 57 spares any further penalty. Read as lawful, with Law 21's "
               "five a right and not a limit, an elder hand could discard his whole hand.",
    ),
    Choice(
        name="stand-after-lost-option",
        reads=(
            ("39", "he loses his option of a fresh deal"),
            ("40", "If the elder hand elect to stand the deal"),
            ("11", "in drawing the stock toward him after discarding"),
        ),
        printed_exceptions=("Law 39's own: if the stock contain seven cards and the elder hand have eleven, there"
                            " must be a fresh deal"),
        laws=("11", "39", "40", "41", "42", "43"),
        question="Do the count rules of Laws 40-43 bind an elder hand who did not announce his wrong count, "
                 "and so lost his option of a fresh deal under Law 39, as they bind one who elected to stand? "
                 "And Law 43 an elder hand of twelve who took up a card before finding seven in the stock, "
                 "whom neither Law 39 (eleven or thirteen) nor Law 11 (found in drawing the stock) reaches?",
        alternatives=(
            Alternative("elected-only", "Laws 40-43 apply only where the elder hand elects to stand the deal: "
                        "an option of a fresh deal (Law 11) was his, and he did not take it.",
                        terms={STANDS.name: OPTION & ~X.fresh_deal}),
            Alternative("whenever-deal-stands", "Laws 40-43 apply whenever the deal stands with those counts, "
                        "whether by election or because the option was lost under Law 39.",
                        terms={STANDS.name: ~X.fresh_deal}),
        ),
        default="whenever-deal-stands",
        reason="Law 39 says the elder hand 'loses his option', which leaves him standing the deal; without "
               "Laws 40-43 nothing regulates his count, and he would play with eleven or thirteen cards.",
    ),
    Choice(
        name="lost-option-and-fresh-deals",
        reads=(("39", "he loses his option of a fresh deal"),),
        printed_exceptions="Law 39's own (seven in the stock, eleven in the elder hand); Laws 12 and 75 are not named",
        laws=("12", "39", "75"),
        question="When the elder hand 'loses his option of a fresh deal' (Law 39), does the deal stand even "
                 "where another law requires a fresh deal (nine in the stock, Law 12; an incorrect pack, Law 75)?",
        alternatives=(
            Alternative("only-his-election", "He loses only his own election; fresh deals that the Laws "
                        "require still take place.",
                        replace=(must_not("39.1", "The elder hand with eleven or thirteen cards who takes up a "
                                          "card of the stock without announcing it cannot elect a fresh deal.",
                                          X.elder_elects_fresh, when=UNANNOUNCED),)),
            Alternative("deal-stands", "The deal stands, except as Law 39 itself provides (seven in the stock, "
                        "eleven in the elder hand)."),
        ),
        default="only-his-election",
        reason="Laws 12 and 75 say 'there must be a fresh deal' without condition; an option belongs to a "
               "player, a requirement does not, so losing the one cannot cancel the other.",
    ),
    Choice(
        name="full-exchange",
        reads=(
            ("21", "The elder hand is entitled to discard five cards and to take in five."),
            ("22", "The younger hand is entitled to discard three cards, and to take in three (except as provided in "
                    "Laws 41 and 43)."),
        ),
        printed_exceptions="Law 21: none to its first sentence; Law 22: Laws 41 and 43",
        laws=("21", "22", "40", "41", "42", "43"),
        question="What do Laws 21 and 22 grant: to discard five (three) AND take in five (three), or to take in "
                 "five (three), discarding as the count rules require?",
        alternatives=(
            Alternative("discard-and-take", "The elder hand may discard five and take in five; the younger "
                        "hand may discard three and take in three.",
                        terms={ELDER_FULL_EXCHANGE.name: X.elder_discards.eq(5) & X.elder_takes.eq(5),
                               YOUNGER_FULL_EXCHANGE.name: X.younger_discards.eq(3) & X.younger_takes.eq(3)}),
            Alternative("take-in", "The entitlement is to take in five (three) cards; how many to discard "
                        "is the count rules' matter.",
                        terms={ELDER_FULL_EXCHANGE.name: X.elder_takes.eq(5),
                               YOUNGER_FULL_EXCHANGE.name: X.younger_takes.eq(3)}),
        ),
        default="take-in",
        reason="Laws 40-43 make a player with eleven or thirteen cards discard one more or one less than he "
               "takes in; read literally Laws 21 and 22 would promise him an exchange that Laws 40-42 forbid, "
               "and Law 22 names only Laws 41 and 43 as exceptions.",
    ),
    Choice(
        name="younger-overtakes",
        reads=(("35", "take up, together with the cards he is about to take in, more cards than he has discarded"),),
        printed_exceptions="none",
        laws=("35", "40"),
        question="Law 35 punishes a younger hand who leaves cards and takes up 'more cards than he has "
                 "discarded'. Does it reach a younger hand with eleven cards who, as Law 40 requires, takes in "
                 "one more than he discards?",
        alternatives=(
            Alternative("more-than-discarded", "Yes: taking more than he discarded is the offence.",
                        terms={YOUNGER_OVERTAKES.name: X.younger_takes > X.younger_discards}),
            Alternative("more-than-twelve", "No: the offence is to end with more than twelve cards.",
                        terms={YOUNGER_OVERTAKES.name: X.younger_final > 12}),
        ),
        default="more-than-twelve",
        reason="Law 40 obliges the eleven-card younger hand to take in one more than he discards; a law "
               "cannot punish what another law requires, and Law 35 aims at the player who ends with too "
               "many cards, like Laws 25 and 31.",
    ),
    Choice(
        name="younger-leaves-any",
        reads=(("35", "If the younger hand leave any cards"),),
        printed_exceptions="none",
        laws=("35",),
        question="When does the younger hand 'leave any cards' (Law 35): when cards of the stock remain "
                 "untaken after his exchange, or when his discard entitles him to fewer cards than the elder "
                 "hand left, though he then takes them all up 'together with the cards he is about to take in'?",
        alternatives=(
            Alternative("left-in-the-stock", "Cards of the stock remain after he has taken in: a younger hand "
                        "who takes up every card left leaves none.",
                        terms={YOUNGER_LEAVES_ANY.name: X.younger_leaves}),
            Alternative("by-his-discard", "He leaves cards when the cards he is about to take in (as many as "
                        "bring him back to twelve) are fewer than those left, whether or not he takes the rest "
                        "up with them (Case XXII).",
                        terms={YOUNGER_LEAVES_ANY.name: X.younger_discards + 12 - X.younger_dealt
                               < X.left_by_elder}),
        ),
        default="by-his-discard",
        reason="Case XXII cites Law 35 for B, dealt twelve, who discards two of the three cards left and takes "
               "up all three: the cards he 'is about to take in' are those his discard entitles him to, and "
               "the third is left though he takes it up with them.",
    ),
    Choice(
        name="law-22-exception",
        reads=(("22", "except as provided in Laws 41 and 43"),),
        printed_exceptions="Laws 41 and 43",
        laws=("22", "41", "43"),
        question="Law 22's younger hand may discard three and take in three 'except as provided in Laws 41 and "
                 "43'. Does every clause of those laws take its place where it applies, or only the clauses that "
                 "provide otherwise for what the younger hand takes in (he 'can only take two', 41.3 and 43.2)?",
        alternatives=(
            Alternative("laws-41-and-43", "Every clause of Laws 41 and 43 is an exception, as printed: where "
                        "either law applies, Law 22's right yields to it."),
            Alternative("the-younger-limits", "Only the clauses that limit what the younger hand takes in: he "
                        "can only take two where the elder hand takes all his cards (41.3, 43.2).",
                        replace=(_younger_full_exchange(("41.3", "43.2")),)),
        ),
        default="the-younger-limits",
        reason="Of Laws 41 and 43 only 41.3 and 43.2 provide otherwise for the younger hand's take-in; the other "
               "clauses regulate the elder hand's exchange, or the younger's discard, and leave his right to "
               "take in three where the stock holds them.",
    ),
    Choice(
        name="take-all-his-cards",
        reads=(("27", "(except as provided in Laws 41 and 43)"),
               ("41", "if he take all his cards, he discards six, and the younger hand can only take two cards"),
               ("43", "if he take all his cards, the younger hand can only take two cards")),
        printed_exceptions="Law 27: Laws 41 and 43",
        laws=("27", "41", "43"),
        question="Law 27 punishes the elder hand who takes up one of the bottom three cards of the stock 'except "
                 "as provided in Laws 41 and 43', and those laws say what follows 'if he take all his cards' "
                 "(thirteen or twelve cards, seven in the stock). Is the exception every clause of the two laws, "
                 "their conditional granting nothing; or do they grant him his five cards, and Law 27 yield to "
                 "that grant alone?",
        alternatives=(
            Alternative("laws-41-and-43", "As printed: where Law 41 or 43 applies, Law 27's first sentence "
                        "yields to it, whatever he takes in; the words 'if he take all his cards' state a condition "
                        "and its consequence, and grant nothing."),
            Alternative("a-grant", "The conditional presupposes that he may take all his cards: each law grants "
                        "him his five (41.4, 43.5), and Law 27 yields to the grant, no further (a sixth card of the "
                        "stock is the younger hand's).",
                        add=_TAKE_ALL, replace=(_bottom_three(("41.4", "43.5", "44.1")),)),
        ),
        default="a-grant",
        reason="What Laws 41 and 43 provide that Law 27 must yield to is the elder hand's taking all his five "
               "cards, which their 'if he take all his cards' presupposes; every other clause of the two laws "
               "regulates his discard or the younger hand, and leaves Law 27 to punish a sixth card taken up.",
    ),
    Choice(
        name="limits",
        reads=(
            ("21", "The elder hand is entitled to discard five cards and to take in five."),
            ("22", "The younger hand is entitled to discard three cards, and to take in three (except as provided in "
                    "Laws 41 and 43)."),
            ("41", "if he take all his cards, he discards six"),
        ),
        printed_exceptions="Law 21: none to its first sentence (Law 41's six is not named); Law 22: Laws 41 and 43",
        laws=("21", "22", "32", "34", "40", "41", "42", "43"),
        question="Are the numbers of Laws 21 and 22 limits as well as rights: may the elder hand discard and take "
                 "in no more than five cards, the younger no more than three?",
        alternatives=(
            Alternative("rights-only", "The numbers are rights, never limits: how many a player discards and "
                        "takes in beyond them is the count rules' matter (Laws 30-35, 40-43)."),
            # Exceptions exactly as printed: Law 21 names none to its first sentence (Law 41's "he discards
            # six" is not named); Law 22 names Laws 41 and 43.
            Alternative("limits-and-rights", "The words set the numbers: the elder hand discards and takes in "
                        "no more than five, the younger no more than three (except as Law 22 names, Laws 41 and "
                        "43).",
                        add=(must("21.3", "The elder hand is entitled to discard five cards: he discards no "
                                  "more.", X.elder_discards <= 5, when=GOES_ON),
                             must("21.4", "The elder hand is entitled to take in five cards: he takes in no "
                                  "more.", X.elder_takes <= 5, when=GOES_ON),
                             must("22.3", "The younger hand is entitled to discard three cards (except as "
                                  "provided in Laws 41 and 43): he discards no more.", X.younger_discards <= 3,
                                  when=GOES_ON, unless=("41.3", "43.2")),
                             must("22.4", "The younger hand is entitled to take in three cards (except as "
                                  "provided in Laws 41 and 43): he takes in no more.", X.younger_takes <= 3,
                                  when=GOES_ON, unless=("41.3", "43.2")))),
        ),
        default="rights-only",
        reason="Law 34 entitles the younger hand to all the cards left, Law 32 to the cards the elder hand left "
               "undeclared, and Law 41 makes the elder hand of thirteen discard six: each would break a limit "
               "that the Laws never name as an exception, so the numbers are read as what a player may do.",
    ),
    Choice(
        name="discard-laid",
        reads=(
            ("24", "After a player has taken up a card of the stock he cannot alter his discard."),
            ("39", "He cannot alter his discard"),
        ),
        printed_exceptions=("none in Laws 24 and 39 (Law 11 gives the elder hand of twelve who finds seven the "
                            "option of altering his discard before he takes up a card)"),
        laws=("24", "25", "26", "39", "40", "41", "42", "43"),
        question="The elder hand who took up a card of the stock before his wrong count, or the seven in the "
                 "stock, came to light 'cannot alter his discard' (Laws 24, 39), yet Laws 40-43 set how many he "
                 "discards. Does the bar hold him to the number of cards he had laid out?",
        alternatives=(
            Alternative("as-laid", "He keeps the discard as laid out, neither more nor fewer cards; Laws 40-43 "
                        "bind him as well, as printed.",
                        terms={ALTERS.name: X.elder_alters}),
            Alternative("count-rules-decide", "Laws 40-43 set the number he discards; the bar of Laws 24 and 39 "
                        "is on the cards of his discard, whose alteration Laws 25 and 26 regulate (the exchange's "
                        "events).",
                        terms={ALTERS.name: FALSE}),
        ),
        default="count-rules-decide",
        reason="He could not know his count when he laid out his discard; held to it, an elder hand of thirteen "
               "who laid out one card can never come back to twelve, and one of eleven who laid out five "
               "cannot take the one more that Law 42 requires and still leave three cards (Law 39). Laws 40-43 "
               "are written for the elder hand standing with that count, and Laws 25 and 26 name what altering "
               "the discard itself costs.",
    ),
)
