"""The census page: every offence of the deterrence census (issue 25), read from its stored runs.

The runs are those ``piquet search census-NAME ... --stats --json`` printed, stored under ``docs/census/``: one
folder per population of deals (the folder itself, and each folder under it, as ``principles/``: the runs of
one exchange policy). Each offence is an entry of :data:`piquet.search.census.CENSUS` (its laws, who commits
it, the facts, the amendment that removes its profit); a run of a class the census does not declare is shown
under its class's name. The fields of a run are read as the search writes them, and a field a run does not
hold is shown as not stored: the census grows while the rulebook is built from it.

For each offence the page gives the share of the deals in which it profits the offender under best play,
whatever the adversary elects, with its 95 % interval; the enforced-only share beside it, the share under
Amendment A where it is the offence's amendment, and under Amendment B where its penalty is reckoning nothing for a
card and the run counts it; the largest swing;
and the smallest witness stored (the fewest positions searched) told as the Laws tell a Case: the hands as
held after the exchange, the facts, the question and the decision, with the laws it cites, then the play of
each line (:mod:`rulebook.census_play`). The plots are drawn by :mod:`rulebook.census_plots`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from piquet.model.cards import CardSet, format_hand
from piquet.model.state import held
from piquet.records import parse_record
from piquet.records.record import role_of
from piquet.records.replay import replay
from piquet.rulings import rulings_json
from piquet.search.au_cent import GAME_RANGE
from piquet.search.candidates import AU_CENT, GAME_LOST, SCORE_RANGE
from piquet.search.census import CENSUS, CensusEntry, under_amendment_a, under_amendment_b
from piquet.spec.amendments import SCORED_AS_ENTITLED

from rulebook.census_play import LINE_NAMES, line_order, play_block
from rulebook.rst import bullets, esc, field_list, heading, indent, label, list_table, literal, ref, slug

__all__ = ["RUNS", "PAGE", "Run", "Population", "populations", "census_page", "offender_words", "percent",
           "offence_classes"]

RUNS = "census"
"""The folder of the stored runs, under ``docs/``."""

PAGE = "census.rst"
"""The page, under ``docs/generated``."""

_PLAIN = "plain"
"""The policy of a run that names none: the search's rule before it had others."""

#: The exchange policies of :mod:`piquet.search.policy`, as a reader meets them.
_POLICY_WORDS = {
    "plain": "the lowest cards of the shortest suits go out, an ace as readily as a seven when it stands alone",
    "principles": "the treatises' principles: the point kept whole, then the aces and kings, the cards of a "
                  "sequence, a quatorze or a trio; the rest from the shortest suits, lowest first",
    "random": "a discard drawn at random",
}

_NUMBERS = {"4": "four", "6": "six"}


def _number(n: str) -> str:
    return _NUMBERS.get(n, n)


_OFFENDERS = {"A": "the elder (A)", "B": "the younger (B)", None: "either, drawn for each deal"}


def offender_words(offender: str | None) -> str:
    """Who commits the offence, in words."""
    return _OFFENDERS.get(offender, str(offender))


@dataclass(frozen=True)
class Run:
    """One stored run of ``piquet search census-NAME``: its file and what the search printed."""

    path: Path
    data: Mapping[str, Any]

    @property
    def klass(self) -> str:
        return str(self.data["class"])

    @property
    def entry(self) -> CensusEntry | None:
        """The census's declared entry of the run's offence, if it declares one."""
        return next((e for e in CENSUS if f"census-{e.name}" == self.klass), None)

    @property
    def title(self) -> str:
        return self.entry.title if self.entry else self.klass

    @property
    def stats(self) -> Mapping[str, Any]:
        return self.data.get("stats") or {}

    @property
    def witnesses(self) -> list[Mapping[str, Any]]:
        return list(self.data.get("witnesses") or [])

    @property
    def largest_swing(self) -> int | None:
        """The largest swing the run found: its first witness's (the search puts the most striking first)."""
        return max((int(w["swing"]) for w in self.witnesses), default=None)


@dataclass(frozen=True)
class Population:
    """The runs of one folder: one exchange policy, the same draw of deals."""

    folder: str
    runs: tuple[Run, ...]

    @property
    def policy(self) -> str:
        return ", ".join(sorted({str(r.data.get("policy", _PLAIN)) for r in self.runs}))

    @property
    def calls(self) -> str:
        """How the runs made the calls (``piquet search --calls``): ``all`` declared, or ``best`` play."""
        return ", ".join(sorted({str(r.data.get("calls", "all")) for r in self.runs}))

    @property
    def label(self) -> str:
        """The population in a few words: its policy, and the calls where they are settled as best play (two
        populations of one policy are told apart by their calls)."""
        return self.policy + (", calls as best play" if self.calls == "best" else "")

    def run(self, klass: str) -> Run | None:
        return next((r for r in self.runs if r.klass == klass), None)


def _read(path: Path) -> Mapping[str, Any]:
    try:
        data = json.loads(path.read_text("utf-8"))
    except ValueError as err:
        raise ValueError(f"{path}: not a stored run of piquet search ({err})") from None
    if not isinstance(data, dict) or not str(data.get("class", "")).startswith("census-"):
        raise ValueError(f"{path}: not a stored run of the census (no class census-NAME)")
    return data


def _order(klass: str) -> tuple[int, str]:
    """The census's order of its entries; a class it does not declare after them."""
    names = [f"census-{e.name}" for e in CENSUS]
    return (names.index(klass) if klass in names else len(names), klass)


def populations(srcdir: Path) -> list[Population]:
    """The stored runs under ``srcdir/census``, one population a folder (the folder itself first)."""
    base = srcdir / RUNS
    folders = [base, *sorted(p for p in base.iterdir() if p.is_dir())] if base.is_dir() else []
    out = []
    for folder in folders:
        runs = sorted((Run(p, _read(p)) for p in folder.glob("*-search.json")), key=lambda r: _order(r.klass))
        if runs:
            out.append(Population(folder.relative_to(base).as_posix().replace(".", ""), tuple(runs)))
    return out


def percent(share: Mapping[str, Any] | None) -> str:
    """A stored share with its interval: ``17.9 % (16.3–19.7 %), 359 of 2,000``; a dash if not stored."""
    if not share:
        return "—"
    return (f"{100 * share['share']:.1f} % ({100 * share['low']:.1f}–{100 * share['high']:.1f} %), "
            f"{share['hits']:,} of {share['trials']:,}")


def offence_classes(pops: Iterable[Population]) -> list[str]:
    """The offences the populations ran, in the census's order."""
    return sorted({r.klass for p in pops for r in p.runs}, key=_order)


def _anchor(klass: str) -> str:
    return f"census-{slug(klass.removeprefix('census-'))}"


def _laws(rb_ref: Callable[[str], str], laws: Iterable[str]) -> str:
    return ", ".join(rb_ref(k) for k in laws)


# -- the witness, told as a Case ---------------------------------------------------------------------------------

def _value_words(value: int, unit: str) -> str:
    """A line's value (the elder's, A's) as the partie's result: who wins it, by how much."""
    if value == 0:
        return "the partie is drawn"
    return f"{'A' if value > 0 else 'B'} wins {abs(value)} {unit if abs(value) != 1 else unit.rstrip('s')}"


def _line_words(name: str, line: Mapping[str, Any], unit: str) -> str:
    scores, totals = line.get("scores", {}), line.get("totals", {})
    where = "the deal scores" if unit == "points" else "the deal scores, in the game of a hundred,"
    words = f"{LINE_NAMES.get(name, name)}: {where} A {scores.get('A', '?')}, B {scores.get('B', '?')}"
    if totals and unit == "points":
        words += f"; the totals A {totals['A']}, B {totals['B']}"
    return words + f"; {_value_words(int(line['value']), unit)} of the partie"


def _held(record: Mapping[str, Any]) -> tuple[str, dict[str, CardSet], Any]:
    """The dealer, each player's hand as he holds it after the exchange (the model's replay of the offending
    line), and the record's rulings."""
    replayed = replay(parse_record(record))
    deal = replayed.deals[0]
    dealer = deal.deal.dealer
    hands = {p: held(deal.state, role_of(p, dealer)) for p in ("A", "B")}
    return dealer, hands, rulings_json(replayed)


def _exchange_words(record: Mapping[str, Any]) -> list[str]:
    """What each player discards and takes in, the elder first, from the stock top first (Laws 21-22)."""
    deal = record["deals"][0]
    elder = "A" if deal["dealer"] == "B" else "B"
    stock, out = list(deal["stock"]), []
    for player in (elder, "B" if elder == "A" else "A"):
        exchange = deal.get("exchange", {}).get(player, {})
        discard = exchange.get("discard", [])
        takes = int(exchange.get("take", len(discard)))
        taken, stock = stock[:takes], stock[takes:]
        out.append(f"{player} discards {' '.join(discard) or 'nothing'} and takes in {' '.join(taken) or 'nothing'}.")
    return out


def witness_case(witness: Mapping[str, Any], entry: CensusEntry | None, population: Population,
                 rb_ref: Callable[[str], str], case_ref: Callable[[str], str]) -> str:
    """The witness as the Laws tell a Case: the deal, the hands as held, the question, the decision."""
    record = witness["record"]
    unit = "games" if witness.get("variant") == "au cent" else "points"
    dealer, hands, rulings = _held(record)
    offender = str(witness.get("offender", ""))
    other = "A" if offender == "B" else "B"
    before = witness.get("scores_before", {})
    partie = record.get("partie") or {}
    deal_words = (f"the last deal of a partie of {_number(str(partie['length']))}" if partie.get("length")
                  else "a deal of a game of a hundred")
    rulings_deal = rulings["deals"][0]
    decision = [f"{esc(r['finding'][0].upper() + r['finding'][1:])}: {esc(r['outcome'])} "
                f"({_cites(r['laws'], rb_ref, case_ref)})." for r in rulings_deal["rulings"]]
    options = " or ".join(LINE_NAMES[n] for n in witness["lines"] if n in ("offence", "waived"))
    # An offence the Laws give the adversary no option against (a hand of eleven, Law 57; au cent's game lost by a
    # penalty, cent-9, cent-10): the question is the offender's gain alone.
    chosen = entry is None or len(entry.options) > 1
    question = (f"{other} may elect {options}. Does {offender}, whatever {other} elects," if chosen
                else f"The Laws give {other} no option. Does {offender}")
    lines = witness["lines"]
    best = min((n for n in lines if n != "lawful"), key=lambda n: int(lines[n]["value"]) * (1 if other == "A" else -1),
               default=None)
    told = [*_exchange_words(record), _offence_words(witness, entry)]
    lost = str(witness.get("law")) in GAME_LOST  # au cent: the deal ends at the penalty, before or after A's exchange
    if lost:  # the exchanges made before it, the offence, then what the lawful line goes on to
        made = 1 if witness.get("law") == "cent-9.2" else 0
        told = [*told[:made], told[-1], "By the lawful line: " + " ".join(told[made:-1])]
    out = [".. container:: law-text census-case\n",
           indent(f"A and B play {deal_words}; before it A has {before.get('A', '?')}, B {before.get('B', '?')}. "
                  f"{dealer} deals. " + " ".join(esc(w) for w in told) + "\n"),
           indent(("When the penalty falls" if lost else "After the exchange") + ":\n\n" + bullets(
               f"{p} holds ({bin(hands[p]).count('1')} cards): {esc(format_hand(hands[p]))}" for p in ("A", "B"))),
           indent(f"*Question.* {question} end the partie better off than had he not offended?\n"),
           indent("*Decision.* " + " ".join(decision) + f" The play solved exactly, both hands open, each side "
                  f"playing his best for the partie:\n\n" + bullets(esc(_line_words(n, lines[n], unit))
                                                                for n in sorted(lines, key=line_order))),
           indent((f"{other}'s best option is {LINE_NAMES.get(best or '', best)}; even so " if chosen else "")
                  + f"{offender} ends {witness['swing']} {unit if witness['swing'] != 1 else unit.rstrip('s')} of the "
                  "partie better off than by the lawful line. "
                  "Laws cited: "
                  f"{_cites(rulings.get('laws', []), rb_ref, case_ref)}.\n")]
    return "\n".join(out)


def _offence_words(witness: Mapping[str, Any], entry: CensusEntry | None) -> str:
    card, law, offender = witness.get("extra_card"), witness.get("law"), witness.get("offender")
    what = entry.title[0].lower() + entry.title[1:] if entry else f"{offender} offends"
    # A paragraph of au cent by its number (cent-9), never a clause id (the search's key cent-9.2: its second case).
    cites = f" (Law {law})" if str(law).isdigit() else f" ({str(law).split('.')[0]})" if law else ""
    return f"The offence{cites}: {what}" + (f", by {offender}" if entry and entry.offender is None else "") + \
        (f"; the card: {card}." if card else ".")


def _cites(laws: Iterable[str], rb_ref: Callable[[str], str], case_ref: Callable[[str], str]) -> str:
    """Laws as links to their pages, Cases to theirs: the laws a ruling cites, never its clause ids."""
    return ", ".join(case_ref(k.removeprefix("Case ")) if k.startswith("Case ") else rb_ref(k) for k in laws)


# -- the page -----------------------------------------------------------------------------------------------------

def _population_fields(pop: Population) -> str:
    partie = sorted({str((w.get("record") or {}).get("partie", {}).get("length", "")) for r in pop.runs
                     for w in r.witnesses} - {""})
    fields = [("Exchange policy", f"{literal(pop.policy)}" + (f": {esc(_POLICY_WORDS[pop.policy])}"
                                                              if pop.policy in _POLICY_WORDS else "")),
              ("Calls", "each side declares or sinks each class as part of best play, both hands open "
                        "(``--calls best``)" if pop.calls == "best"
               else "each declares all he holds (the records' default, ``--calls all``)"),
              ("Scores before the last deal", f"each drawn uniformly from {SCORE_RANGE[0]} to {SCORE_RANGE[1]} "
                                              "(the band where the last deal can turn a partie or a rubicon, "
                                              "Laws 72-73); B deals, so A is the elder"),
              *([("Piquet au cent", f"its entries draw a deal of a game of a hundred in progress, the scores of the "
                                    f"game before it each drawn uniformly from {GAME_RANGE[0]} to {GAME_RANGE[1]}, "
                                    "B dealing, valued in games of the partie (cent-28, cent-29); a deal where a "
                                    "player has his hundred before the play (the declarations and the card led) "
                                    "is no candidate, the play deciding nothing, and the shares are of the "
                                    "candidates")]
                if any(r.entry is not None and r.entry.game == AU_CENT for r in pop.runs) else []),
              ("Partie", f"the last deal of a partie of {' or '.join(_number(n) for n in partie)} deals (Law 71)"
               if partie
               else "the last deal of the partie (no witness stored to say its length)"),
              ("Stored runs", literal(f"docs/{RUNS}/{pop.folder + '/' if pop.folder else ''}")),
              ("Runs", bullets(f"{esc(r.title)}: {r.data.get('deals', '?'):,} deals, seed {r.data.get('seed', '?')}: "
                               f"{literal(str(r.data.get('command', 'command not stored')))}" for r in pop.runs))]
    return field_list(fields)


def _share(share: Mapping[str, Any] | None) -> str:
    """A stored share and its interval, short: ``17.9 % (16.3–19.7)``."""
    if not share:
        return "not stored"
    return f"{100 * share['share']:.1f} % ({100 * share['low']:.1f}–{100 * share['high']:.1f})"


def _summary(pops: list[Population], rb_ref: Callable[[str], str]) -> str:
    """One row an offence: its laws and offender under its name, then each population's two shares."""
    rows = []
    for klass in offence_classes(pops):
        first = next(r for p in pops if (r := p.run(klass)) is not None)
        entry = first.entry
        cells = [ref(_anchor(klass), first.title) + (f" ({_laws(rb_ref, entry.laws)}; "
                                                      f"{esc(offender_words(entry.offender))})" if entry else "")]
        for pop in pops:
            run = pop.run(klass)
            cells += [esc(_share(run.stats.get("share_of_candidates"))) if run else "not run",
                      esc(_share(run.stats.get("enforced_only"))) if run else "not run",
                      *(map(esc, _amended(run, _share)) if run else ["not run"] * len(_AMENDMENTS))]
        rows.append(cells)
    header = ["Offence (laws; offender)"]
    for pop in pops:
        header += [f"profits under best play, {pop.label} (95 %)", f"enforced only, {pop.label} (95 %)",
                   f"under Amendment A, {pop.label} (95 %)", f"under Amendment B, {pop.label} (95 %)"]
    return list_table(header, rows, widths=[40, *([60 // (4 * len(pops))] * 4 * len(pops))], classes="census")


#: Each amendment's column: its figure's key in a run's stats, whether the census counts it for an entry, and the
#: words where it does not (Amendment A: the entry's amendment is another; B: its penalty is not reckoning nothing
#: for a card).
_AMENDMENTS: tuple[tuple[str, Callable[[CensusEntry], bool], str], ...] = (
    ("under_amendment", under_amendment_a, "not its amendment"),
    ("under_amendment_b", under_amendment_b, "no card penalty"),
)


def _amended(run: Run, shown: Callable[[Mapping[str, Any] | None], str]) -> list[str]:
    """A run's share under each amendment as ``shown`` writes it (a run made before the census counted it:
    ``shown``'s word for a figure not stored), or the words saying why the census does not count it."""
    return [absent if run.entry is not None and not counts(run.entry) else shown(run.stats.get(key))
            for key, counts, absent in _AMENDMENTS]


def _section(klass: str, pops: list[Population], rb_ref: Callable[[str], str],
             case_ref: Callable[[str], str]) -> list[str]:
    runs = [(pop, r) for pop in pops if (r := pop.run(klass)) is not None]
    entry = runs[0][1].entry
    out = [label(_anchor(klass)), heading(runs[0][1].title, 1)]
    if entry is not None:
        out.append(field_list([("Laws", _laws(rb_ref, entry.laws)), ("Offender", esc(offender_words(entry.offender))),
                               ("The offence", esc(entry.facts))]))
    # The shares are of the candidates, as the enforced-only figure beside them: a deal where the offence cannot be
    # committed (no miscall to draw) is drawn again, and one of au cent that the play cannot decide is none.
    rows = [[esc(pop.label), f"{run.stats.get('candidates', run.data.get('deals', 0)):,}", esc(percent(run.stats.get("share_of_candidates"))),
             esc(percent(run.stats.get("enforced_only"))), *map(esc, _amended(run, percent)),
             str(run.largest_swing) if run.largest_swing is not None else "none found"] for pop, run in runs]
    out.append(list_table(["population", "candidates", "profits under best play (95 %)", "enforced only (95 %)",
                           "under Amendment A (95 %)", "under Amendment B (95 %)", "largest swing"], rows,
                          classes="census"))
    if entry is not None and entry.unvalued:
        out.append(f"Not valued: {esc(entry.unvalued)}.\n")
    if entry is not None:
        out.append(f"*Which amendment removes it.* {esc(entry.amendment)}\n")
    stored = [(pop, run, w) for pop, run in runs for w in run.witnesses if w.get("record")]
    if stored:
        pop, run, smallest = min(stored, key=lambda pw: (int(pw[2].get("effort", 0)), int(pw[2].get("unit", 0))))
        out += [f".. rubric:: The smallest witness stored, as a Case\n   :class: finding-part\n",
                f"Unit {smallest.get('unit', '?')} of the run of the population {esc(pop.label)}, of the "
                f"{len(stored)} witness{'es' if len(stored) != 1 else ''} stored: the fewest positions searched "
                f"({smallest.get('effort', '?'):,}).\n",
                witness_case(smallest, entry, pop, rb_ref, case_ref)]
        out.append(play_block(smallest, int(run.data.get("seed", 0)), str(run.data.get("policy", _PLAIN))))
    else:
        out.append("No witness stored: the offence never profits the offender under best play in these deals.\n")
    return out


def census_page(pops: list[Population], rb_ref: Callable[[str], str], case_ref: Callable[[str], str],
                plots: Mapping[str, str], guide: bool) -> str:
    """The page: what is measured, the populations, the figures of every offence with its plots, each offence's
    section with its smallest witness as a Case."""
    out = [label("census"), heading("The deterrence census", 0),
           f"{case_ref('XXII')} ends by asking future legislators to provide against a penalty that may give the "
           "player in fault an overwhelming advantage. The census asks, for each offence the Laws penalise, the "
           "question a committee would ask: **does the offender gain when his adversary takes his best option?** "
           "A deal counts when the offender ends the partie better off than by the lawful line (the same deal, "
           "the offence undone) *whichever* option the adversary elects, both sides then playing their best for "
           "the points of the partie (Laws 71-73). Beside it, named as such, the *enforced-only* share: the "
           "offender gains with the penalty enforced, the adversary not offered the choice. And, for the offences "
           "of a card too many (Laws 25, 28-29, 31, 35), the share *under Amendment A* (the amendment "
           f"{literal(SCORED_AS_ENTITLED)} of Law 44): the offender gains whatever the adversary elects, the deal "
           "scored as though the offender had taken in only the cards he was entitled to among the options, on "
           "the same deals. That deal is the lawful line's, so the share is nil by construction; the census "
           "settles it on each deal all the same. And, for every offence whose penalty is reckoning nothing for a "
           "card (Laws 25, 27-29, 31, 33, 35), the share *under Amendment B* (Law 58 amended, "
           "proposed: the cards of a player who can reckon nothing are not good to bar): the offender gains "
           "whatever the adversary elects, the penalty enforced scored with the offender's cards barring nothing, "
           "where a run counts it (the runs stored before it show it as not stored).\n",
           "What the solver assumes: both hands open. The adversary elects, and both play, knowing every card; "
           "an adversary who cannot see the cards elects no better, so each share is a lower bound of the share "
           "in which a real adversary fails to stop the gain. The intervals are 95 % Wilson intervals, for the "
           "deals drawn as the population below says." + (" The guide tells how the census is run and stored: "
                                                           ":doc:`its chapter </guide/census>`." if guide else "") + "\n"]
    if not pops:
        return "\n".join(out + ["No run of the census is stored (``docs/census/``).\n"])
    out += [heading("The figures", 1), _summary(pops, rb_ref)]
    for name, caption in plots.items():
        out.append(f".. figure:: {name}\n   :class: census-plot\n   :alt: {esc(caption)}\n\n   {esc(caption)}\n")
    out.append(heading("The populations", 1))
    for pop in pops:
        out += [heading(f"The population {pop.label}", 2), _population_fields(pop)]
    for klass in offence_classes(pops):
        out += _section(klass, pops, rb_ref, case_ref)
    return "\n".join(out)
