"""The state of one deal: an immutable value, cheap to copy and compare.

:mod:`piquet.model.deal` moves from one state to the next; the fields are
described on :class:`DealState`.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass, field
from enum import Enum
from typing import Final, NamedTuple, cast

from piquet.model.cards import Card, CardSet, Suit
from piquet.model.declaring import POINT, SEQUENCE, Klass, Verdict
from piquet.model.events import Event
from piquet.model.pickling import by_constructor
from piquet.model.reckoning import HandScores
from piquet.model.reference import References
from piquet.model.roles import Role, of
from piquet.model.variants import RUBICON_RULES, Rules

__all__ = [
    "LOADS", "Phase", "EXCHANGE_ELDER", "CARTE_BLANCHE", "EXCHANGE_YOUNGER", "DECLARE_ELDER", "ANSWER_YOUNGER",
    "DECLARE_YOUNGER", "PLAY", "OPTION", "OVER", "VOID", "Dialogue", "dialogue_of", "new_tuple", "Trick", "HandScores",
    "Choice", "Ruling", "Option", "MiscallNote", "Correction",
    "MiscallFound", "Lapse", "QuestionAnswered",
    "DealingIrregularities", "ExchangeIrregularities", "CallIrregularities", "PlayIrregularities",
    "CountIrregularities", "DealFields", "DealState", "WorkingDeal",
    "draft", "settle", "played_by", "held", "laws_of", "law_order",
]

_NO_SCORES: Final[HandScores] = (0, 0, 0, 0)


#: The laws each rule of this module carries out, declared beside it (piquet.model.reference).
REFERENCES = References(__name__)


class Phase(Enum):
    """Where the deal stands; ``DealState.to_move`` says who acts."""

    EXCHANGE_ELDER = "the elder's exchange"
    CARTE_BLANCHE = "showing carte blanche"
    EXCHANGE_YOUNGER = "the younger's exchange"
    DECLARE_ELDER = "the elder's calls"
    ANSWER_YOUNGER = "the younger's answers"
    DECLARE_YOUNGER = "the younger's reckoning"
    PLAY = "the play"
    OPTION = "an option the Laws give"
    OVER = "over"
    VOID = "void: a fresh deal"


# The phases as constants: compiled (mypyc), a member looked up on its Enum class costs some hundred nanoseconds
# (Python 3.11), and the flow tells the phases apart at every action.
EXCHANGE_ELDER: Final = Phase.EXCHANGE_ELDER
CARTE_BLANCHE: Final = Phase.CARTE_BLANCHE
EXCHANGE_YOUNGER: Final = Phase.EXCHANGE_YOUNGER
DECLARE_ELDER: Final = Phase.DECLARE_ELDER
ANSWER_YOUNGER: Final = Phase.ANSWER_YOUNGER
DECLARE_YOUNGER: Final = Phase.DECLARE_YOUNGER
PLAY: Final = Phase.PLAY
OPTION: Final = Phase.OPTION
OVER: Final = Phase.OVER
VOID: Final = Phase.VOID


class Dialogue(NamedTuple):
    """The calls in one class: the elder's call, the younger's answer, the younger's claim.

    ``called`` is the elder's number of cards (point), length (sequence) or
    the value of his quatorze or trio; None if he called nothing.
    ``detail`` is the pips or top rank he gave after "equal" or the
    inquiry. ``younger`` is what the younger reckons (number of cards, or
    value), None if nothing. ``admitted``: the younger asked which card of
    the call is out, which admits it good (Case VII).
    """

    called: int | None = None
    detail: int | None = None
    verdict: Verdict | None = None
    inquired: bool = False
    younger: int | None = None
    admitted: bool = False


#: ``tuple.__new__``: called from compiled code with a NamedTuple's class and its fields, it makes the NamedTuple
#: without its own constructor, which is Python (the solver's positions and boxes are made so too).
new_tuple: Final = tuple.__new__


def dialogue_of(called: int | None = None, detail: int | None = None, verdict: Verdict | None = None,
                inquired: bool = False, younger: int | None = None, admitted: bool = False) -> Dialogue:
    """``Dialogue(called, detail, verdict, inquired, younger, admitted)``, made on the flow's hot path: a
    NamedTuple's constructor and its ``_replace`` are interpreted Python (three and four times as long)."""
    return new_tuple(Dialogue, (called, detail, verdict, inquired, younger, admitted))


class Trick(NamedTuple):
    """One trick: who led, the card led, the card played to it, who won it."""

    leader: Role
    lead: Card
    reply: Card
    winner: Role


class Choice(Enum):
    """An option the Laws give a player after an irregularity."""

    FRESH_DEAL = "fresh deal"
    STAND = "stand"
    ENFORCE = "enforce"
    WAIVE = "waive"
    RETAKE = "retake"
    PLAY_ON = "play on"


@dataclass(frozen=True, slots=True)
class Ruling:
    """What the Laws make of one irregularity: which apply and why, the options and who holds
    them, and what followed.

    ``clauses`` are clause ids of the spec (``"13.1"``) or, where the spec
    has no clause for it, a law or case (``"59"``, ``"Case XIX"``);
    ``holder`` and ``choices`` the option the Laws give, if any, and
    ``chosen`` the election made; ``outcome`` what follows; ``klass`` the
    class of calls it concerns, if any (a miscall, its correction or show,
    an omission).
    """

    kind: str
    offender: Role | None
    clauses: tuple[str, ...]
    finding: str
    outcome: str
    holder: Role | None = None
    choices: tuple[Choice, ...] = ()
    chosen: Choice | None = None
    klass: Klass | None = None

    @property
    def laws(self) -> tuple[str, ...]:
        """The laws cited, once each, in order (see :func:`laws_of`)."""
        return laws_of(self.clauses)


class Option(NamedTuple):
    """An option awaiting its holder's election, and where the deal goes on afterwards.

    ``effect`` names what the election decides: the key of its elector in the
    irregular game's table (``"count"``, ``"exposed"``, ``"mixed"``, ``"lead"``,
    ``"penalty"``, ``"retake:<step>"``; :mod:`piquet.model.irregular.registry`);
    ``offender`` whose irregularity it concerns; ``resume`` the phase and
    player to move once it is decided (and every option under it);
    ``blocking`` False when the holder may instead go on playing (a lead
    out of turn, Law 59 III). ``then`` is the option that was awaiting
    election when this one arose: it is elected next, once this one is
    decided (two players each liable to a penalty, Laws 44, 58).
    """

    holder: Role
    choices: tuple[Choice, ...]
    effect: str
    offender: Role
    resume: tuple[Phase, Role | None]
    blocking: bool = True
    then: Option | None = None

    @property
    def outstanding(self) -> tuple[Option, ...]:
        """This option and every one still awaiting election under it, the next to be elected first."""
        return (self,) + (self.then.outstanding if self.then is not None else ())
REFERENCES.cite("Option", "44", "58", "59")


class MiscallNote(NamedTuple):
    """A call or claim of more than the player holds, allowed good (Law 52): his role, the class, the claim."""

    role: Role
    klass: Klass
    claim: int
REFERENCES.cite("MiscallNote", "52")


class Correction(NamedTuple):
    """A miscall corrected (Law 52): whose, in which class, and whether a card had been led when he
    corrected it (the elder's lead, or a trick played)."""

    role: Role
    klass: Klass
    after_lead: bool
REFERENCES.cite("Correction", "52")


class MiscallFound(NamedTuple):
    """A miscall not corrected, found out when the younger hand has played to the first trick (Laws 53-54),
    and what the caller's cards show of it: ``could_hold``, whether he could have held the claim in his hand
    and discard taken together (Law 54); ``misnomer``, if he could not, whether he holds one of the same
    counting value and only named it wrongly (Law 53)."""

    note: MiscallNote
    could_hold: bool
    misnomer: bool
REFERENCES.cite("MiscallFound", "53", "54")


class QuestionAnswered(NamedTuple):
    """A question about his cards answered (Law 59 V; Cases XV-XVI): who answered, the suit asked, the
    number he said, the number of the cards he reckoned good or declared equal that he holds in it, and the
    index in ``DealState.rulings`` of the ruling made on it."""

    role: Role
    suit: Suit
    said: int
    holds: int
    ruling: int

    @property
    def misinforms(self) -> bool:
        """Whether the answer misinforms his adversary (Case XV)."""
        return self.said != self.holds
REFERENCES.cite("QuestionAnswered", "59")


class Lapse(NamedTuple):
    """An irregularity of the play not yet discovered (Law 59): its kind, the offender, and the
    step of the deal just before it (to which the cards are taken up)."""

    kind: str
    offender: Role
    step: int
REFERENCES.cite("Lapse", "59")


class DealingIrregularities(NamedTuple):
    """What irregularities of dealing leave in force (:mod:`piquet.model.irregular.dealing`).

    ``stood``: a deal dealt with a wrong count stands (Laws 39-43), and
    ``announced`` whether the elder announced it (Laws 11, 38-39);
    ``out_of_turn``: the deal was dealt out of turn and stands (Law 16);
    ``offer``: who has proposed a fresh deal by agreement (Case III).
    """

    stood: bool = False
    announced: bool = False
    out_of_turn: bool = False
    offer: Role | None = None
REFERENCES.cite("DealingIrregularities", "11", "16", "38", "39")


class ExchangeIrregularities(NamedTuple):
    """What irregularities of the exchange leave in force (:mod:`piquet.model.irregular.exchange`).

    ``mixed_stock``: who has mixed a card of the stock with his hand, one
    that was not his (Laws 28-29) or, his carte blanche not yet shown, one he
    took in (Case XX): a carte blanche can then no longer be shown; ``provisional``: a discard made before taking in
    (Case V); ``left_hidden``: the younger mixed the cards he left with his
    discard unshown (Law 37); ``took_fewer``: who, dealt twelve, took in
    fewer cards than he discarded (Law 30).
    """

    mixed_stock: tuple[bool, bool] = (False, False)
    provisional: tuple[CardSet, CardSet] = (0, 0)
    left_hidden: bool = False
    took_fewer: tuple[bool, bool] = (False, False)
REFERENCES.cite("ExchangeIrregularities", "28", "29", "30", "37")


class CallIrregularities(NamedTuple):
    """What irregularities of calling leave in force (:mod:`piquet.model.irregular.calling`).

    ``miscalls``: calls of more than is held, not yet corrected (Laws
    52-54); ``lead_retaken``: the elder retook his first lead after the
    younger corrected a miscall (Law 52), the younger having reckoned already.
    The facts of the deal's miscalls, kept once settled: ``called``, every
    miscall made, in order; ``corrected``, every correction (Law 52);
    ``found``, every miscall found out at the first trick (Laws 53-54).
    """

    miscalls: tuple[MiscallNote, ...] = ()
    lead_retaken: bool = False
    called: tuple[MiscallNote, ...] = ()
    corrected: tuple[Correction, ...] = ()
    found: tuple[MiscallFound, ...] = ()
REFERENCES.cite("CallIrregularities", "52", "53", "54")


class PlayIrregularities(NamedTuple):
    """What irregularities of the play leave in force (:mod:`piquet.model.irregular.play`).

    ``aside``: cards set aside, played in error (Law 59 II); ``lapses``:
    errors of the play not yet discovered (Law 59); ``answers``: every
    question about a player's cards answered (Law 59 V), kept when the
    cards are taken up, as the rulings are; ``suit_call``: in au cent, the
    player from whom a suit may be called, the suit called (None until it
    is) and the trick from which it applies (cent-12.2).
    """

    aside: CardSet = 0
    lapses: tuple[Lapse, ...] = ()
    answers: tuple[QuestionAnswered, ...] = ()
    suit_call: tuple[Role, Suit | None, int] | None = None
REFERENCES.cite("PlayIrregularities", "59")


class CountIrregularities(NamedTuple):
    """Errors in counting and writing the score (:mod:`piquet.model.irregular.counting`), by role.

    ``miscounts``: each player's error, not yet rectified, in counting his
    score of this deal (Law 70; included in ``scores``: his own count is his
    score, Law 74); ``carried``: those of the deal before, by this deal's
    roles, which may be rectified until the player in error has seen this
    hand, and ``corrections`` what was rectified of them (Law 70);
    ``written``: how far each player's score of this deal, as his adversary
    writes it, is from his own count (0: the written scores agree; Law 74).
    """

    miscounts: tuple[int, int] = (0, 0)
    carried: tuple[int, int] = (0, 0)
    corrections: tuple[int, int] = (0, 0)
    written: tuple[int, int] = (0, 0)
REFERENCES.cite("CountIrregularities", "70", "74")


@dataclass(unsafe_hash=True)
class DealFields:
    """The fields of :class:`DealState`, each declared once, here; the model's flow changes a state's
    fields only through this type (:func:`draft`, :func:`settle`).

    Compiled by mypyc (``[tool.piquet] compiled`` in pyproject.toml), a native class: a field is read
    and set in compiled code at the speed of a C struct's member. :class:`DealState` refuses every change
    made from Python code once it is made; compiled code sets a field natively through this type, which
    has no ``__setattr__`` of its own, and does so only on a state that :func:`draft` gave it: a working
    state, or a fresh copy not yet sealed.
    """

    phase: Phase
    to_move: Role | None
    hands: tuple[CardSet, CardSet]
    stock: tuple[Card, ...]
    dealt: tuple[CardSet, CardSet]
    reckon_nothing: tuple[bool, bool]
    names: tuple[str, str]
    carte_blanche: Role | None
    discards: tuple[CardSet, CardSet] = (0, 0)
    left: tuple[int, int] = (0, 0)
    elder_looked: bool = False
    left_seen: bool | None = None
    klass: Klass = Klass.POINT
    dialogues: tuple[Dialogue, Dialogue, Dialogue] = (Dialogue(), Dialogue(), Dialogue())
    pending: tuple[Klass, ...] = ()
    hand_scores: tuple[HandScores, HandScores] = (_NO_SCORES, _NO_SCORES)
    leader: Role = Role.ELDER
    lead: Card | None = None
    tricks: tuple[Trick, ...] = ()
    tricks_won: tuple[int, int] = (0, 0)
    play_points: tuple[int, int] = (0, 0)
    elder_play_first: int = 0
    bonus: tuple[int, int] = (0, 0)
    scores: tuple[int, int] = (0, 0)
    events: tuple[Event, ...] = ()
    rulings: tuple[Ruling, ...] = ()
    option: Option | None = None
    exchanged: tuple[bool, bool] = (False, False)
    in_dealing: DealingIrregularities = DealingIrregularities()
    in_exchange: ExchangeIrregularities = ExchangeIrregularities()
    in_calling: CallIrregularities = CallIrregularities()
    in_play: PlayIrregularities = PlayIrregularities()
    in_counting: CountIrregularities = CountIrregularities()
    step: int = 0
    previous: DealState | None = field(default=None, compare=False, repr=False)
    narrate: bool = True
    # Variants (piquet.model.variants): the game and agreements in force; the base laws by default.
    rules: Rules = RUBICON_RULES
    # Set when a DealState is made (its constructor, dataclasses.replace, settle); never for a WorkingDeal.
    _sealed: bool = field(default=False, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._sealed = type(self) is DealState


class DealState(DealFields):
    """A point in one deal. Pairs are indexed by :class:`Role` (elder first).

    ``hands`` are the current hands, ``dealt`` the hands as dealt (carte
    blanche is judged on them, Law 18), ``stock`` the undealt cards top
    first, ``discards`` what each put out. ``left`` is how many cards of
    his share each left in the stock (declared, Law 32), ``elder_looked``
    whether the elder looked at his (Law 33), ``left_seen`` the younger's
    election for his (Law 36). ``klass`` is the class being called and
    ``dialogues`` the calls, by class (point, sequence, sets); ``pending``
    the classes the younger has still to reckon. ``hand_scores`` are the
    nominal hand scores in the order of Law 67 I-IV; ``play_points`` the
    nominal points in play; ``elder_play_first`` what the elder made in play
    before the younger's first point in play (Law 69); ``bonus`` the pique
    or repique. Nominal scores count a player who can reckon nothing that
    deal (``reckon_nothing``, Law 58) as if he could; ``scores`` are what
    each actually scores, and ``events`` the narration.

    Irregularities (:mod:`piquet.model.irregular`): ``rulings`` are what the
    Laws made of each; ``option`` an option awaiting election; ``exchanged``
    who has taken in; what the irregularities of each family leave in force
    is grouped by family: ``in_dealing`` (:class:`DealingIrregularities`),
    ``in_exchange`` (:class:`ExchangeIrregularities`), ``in_calling``
    (:class:`CallIrregularities`), ``in_play`` (:class:`PlayIrregularities`),
    ``in_counting`` (:class:`CountIrregularities`).

    ``step`` counts the actions applied and ``previous`` is the state
    before the last one (so that cards can be taken up, Law 59).
    ``narrate``: whether the deal is narrated; if not, ``events`` stays
    empty and only the scores are kept (see :class:`piquet.model.deal.Narration`).
    ``rules``: the variant and agreements in force (:mod:`piquet.model.variants`).
    """

    def __setattr__(self, name: str, value: object) -> None:
        """Refused once the state is made (:class:`dataclasses.FrozenInstanceError`), as for a frozen
        dataclass: a state is a value. Compiled code changes a working state, or a copy not yet
        sealed, through :class:`DealFields` (:func:`draft`), without coming here."""
        if getattr(self, "_sealed", False):
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super().__setattr__(name, value)

    def dialogue(self, klass: Klass) -> Dialogue:
        # Compiled (mypyc), the three are held unboxed: indexing them with a number worked out boxes them.
        point, sequence, sets = self.dialogues
        return point if klass is POINT else sequence if klass is SEQUENCE else sets

    @property
    def played(self) -> CardSet:
        """Every card played so far, the current lead included."""
        cards = 0 if self.lead is None else 1 << self.lead
        for trick in self.tricks:
            cards |= 1 << trick.lead | 1 << trick.reply
        return cards

    @property
    def over(self) -> bool:
        """Whether the deal has ended: played out, or void (a fresh deal is due)."""
        return self.phase is Phase.OVER or self.phase is Phase.VOID

    @property
    def void(self) -> bool:
        """Whether the deal is void and a fresh deal is due (Laws 11-16, 28-29, 75)."""
        return self.phase is Phase.VOID
REFERENCES.cite("DealState", "18", "32", "33", "36", "58", "59", "67", "69")


class WorkingDeal(DealState):
    """A deal's state worked on in place: the same fields as :class:`DealState`, changed where it stands.

    The lawful flow (:mod:`piquet.model.deal`) is written once, against
    :class:`DealState`, and changes a state only through :func:`draft` and
    :func:`settle`: given a working state, :func:`draft` gives back the state
    itself, to be changed in place, so the same rule functions advance either
    kind. Every field still holds an immutable value (a tuple, a number), so
    a value read before a change stays what it was; only the state itself
    moves on, and a rule function must not hold on to it to read it later as
    it was (take a :meth:`freeze` for that). :meth:`thaw` makes one from a
    state and :meth:`freeze` the immutable state it stands for, on demand: a
    deal played in place makes one state an action instead of several, and
    none at all for the steps nobody looks at.
    """

    @staticmethod
    def thaw(state: DealState) -> WorkingDeal:
        """A working copy of ``state``: changing it leaves ``state`` as it was."""
        return cast(WorkingDeal, _copy_of(state, WorkingDeal))

    def freeze(self) -> DealState:
        """The immutable state this one stands for now; later changes to this one leave it as it was."""
        return settle(_copy_of(self, DealState))

    def load(self, state: DealState) -> None:
        """Stand for ``state`` from now on (a copy of it: ``state`` itself is not changed); counted in
        :data:`LOADS`."""
        _copy_fields(state, self)
        LOADS[0] += 1


#: How many times a working state has been loaded with another (:meth:`WorkingDeal.load`). A working state
#: otherwise moves on a step with every action, so its step and this count together tell the state it stands for
#: (the list of lawful actions kept for it, :func:`piquet.model.flow.lawful.legal_actions`).
LOADS: Final[list[int]] = [0]


def draft(state: DealState) -> DealFields:
    """The state to change into the state after ``state``, field by field: ``state`` itself if it is
    worked in place (:class:`WorkingDeal`), else a fresh copy of it, not yet sealed. Give it back with
    :func:`settle`.

    The model's flow changes a state only so: ``new = draft(state)``, then ``new.phase = ...``, then
    ``return settle(new)``. Compiled, each change sets a field natively; a state given to a rule
    function is never changed unless it is a working one.
    """
    if type(state) is WorkingDeal:
        return state
    return _copy_of(state, DealState)


def settle(new: DealFields) -> DealState:
    """The state ``new`` (from :func:`draft`) now stands for: a working state as it is, a copy sealed
    against any further change."""
    if type(new) is DealState:
        new._sealed = True
    return cast(DealState, new)


def _copy_of(source: DealFields, kind: type[DealState]) -> DealFields:
    """A new state of ``kind`` with the fields of ``source``, not sealed: made without its constructor
    (the dataclass's, interpreted), its fields set natively."""
    copy: DealFields = kind.__new__(kind)
    _copy_fields(source, copy)
    copy._sealed = False
    return copy


def _copy_fields(source: DealFields, target: DealFields) -> None:
    """Every field of ``source`` set on ``target``, one by one (compiled: natively). Each field of
    :class:`DealFields` is here once; tests/model/test_model_working.py checks that none is missed."""
    target.phase = source.phase
    target.to_move = source.to_move
    target.hands = source.hands
    target.stock = source.stock
    target.dealt = source.dealt
    target.reckon_nothing = source.reckon_nothing
    target.names = source.names
    target.carte_blanche = source.carte_blanche
    target.discards = source.discards
    target.left = source.left
    target.elder_looked = source.elder_looked
    target.left_seen = source.left_seen
    target.klass = source.klass
    target.dialogues = source.dialogues
    target.pending = source.pending
    target.hand_scores = source.hand_scores
    target.leader = source.leader
    target.lead = source.lead
    target.tricks = source.tricks
    target.tricks_won = source.tricks_won
    target.play_points = source.play_points
    target.elder_play_first = source.elder_play_first
    target.bonus = source.bonus
    target.scores = source.scores
    target.events = source.events
    target.rulings = source.rulings
    target.option = source.option
    target.exchanged = source.exchanged
    target.in_dealing = source.in_dealing
    target.in_exchange = source.in_exchange
    target.in_calling = source.in_calling
    target.in_play = source.in_play
    target.in_counting = source.in_counting
    target.step = source.step
    target.previous = source.previous
    target.narrate = source.narrate
    target.rules = source.rules


# Compiled, these are native classes: pickled through their constructors (piquet.model.pickling).
by_constructor(Ruling, DealState, WorkingDeal)


def played_by(state: DealState, role: Role) -> CardSet:
    """The cards ``role`` has led or played so far (the current lead included)."""
    cards = 0
    for trick in state.tricks:
        cards |= 1 << (trick.lead if trick.leader is role else trick.reply)
    if state.lead is not None and state.leader is role:
        cards |= 1 << state.lead
    return cards


def held(state: DealState, role: Role) -> CardSet:
    """The cards ``role`` holds or has played: after his exchange, his hand as he plays it."""
    return of(state.hands, role) | played_by(state, role)


def laws_of(clauses: tuple[str, ...]) -> tuple[str, ...]:
    """The laws that ``clauses`` cite, once each, in the order cited: ``"13"`` for ``"13.1"``; cases as
    written (``"Case XXI"``)."""
    out: list[str] = []
    for cid in clauses:
        key = cid if cid.startswith("Case") else cid.split(".")[0]
        if key not in out:
            out.append(key)
    return tuple(out)


def law_order(law: str) -> tuple[int, int, str]:
    """The key that orders laws by number, then cases (and other citations) by name."""
    return (0, int(law), "") if law.isdigit() else (1, 0, law)
