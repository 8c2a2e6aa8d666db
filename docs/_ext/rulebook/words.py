"""The spec and the proof results in words: clauses, choices, situations and findings as reST.

Clauses are rendered with :func:`piquet.spec.expr.render`; what a clause
demands in a witness comes from the report, or, for the clauses of the
other minimal sets, from the proofs' own wording
(:func:`piquet.proofs.checks.demand`), so a demand is phrased one way
wherever it appears.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from functools import cache

from piquet.model.cards import format_hand
from piquet.proofs.checks import MAX_COUNTED, demand as proof_demand
from piquet.proofs.picks import Picks, recorded_picks
from piquet.proofs.result import CheckResult, Demand, Status as Verdict, Witness
from piquet.proofs.plan import FoundWords, found_words, world_words
from piquet.spec.expr import RENDER_LIMIT, TRUE, Definition, Expr, Sort, Var, render, render_definition, terms_in
from piquet.spec.amendments import AMENDMENTS
from piquet.spec.domains import DOMAINS
from piquet.spec.law import Clause, ClauseKind
from piquet.spec.readings import Choice
from piquet.spec.vocabulary import CHOSEN, ELECTION, GIVEN, OPTION, all_variables, role_of

from rulebook.model import Rulebook
from rulebook.reports import ReadingReport
from rulebook.rst import (bullets, enumerated, esc, field_list, heading, indent, label, list_table, literal, ref,
                          shorten)

__all__ = ["value_words", "MARKS", "result_mark", "check_mark", "marks_legend", "law_ref", "clause_ref", "status", "expr_words", "clause_block", "choice_block", "situation_table",
           "finding_block", "finding_title", "check_cell", "verdict_cell", "definition_ref", "definition_block"]

#: Longer renderings are cut: the full statement is in the spec module the page names. No clause of the
#: catalogue renders longer (tests/spec/test_spec_rendering.py); a reading's term could.
EXPR_LIMIT = RENDER_LIMIT

_VERB = {ClauseKind.OBLIGATION: "Must", ClauseKind.PROHIBITION: "Must not", ClauseKind.ENTITLEMENT: "May",
         ClauseKind.REMEDY: "Then", ClauseKind.CONSEQUENCE: "Then", ClauseKind.DEFINITION: "Means"}
_ROLE_WORDS = {GIVEN: "given", CHOSEN: "chosen by a player", ELECTION: "elected by a player",
               OPTION: "a player's option"}


def law_ref(rb: Rulebook, key: str, text: str | None = None) -> str:
    """A link to law ``key``'s page."""
    return ref(f"law-{key}", text or rb.short(key))


def clause_ref(rb: Rulebook, cid: str) -> str:
    """A link to clause ``cid`` (or to its law when the clause has no anchor)."""
    base, _, role = cid.partition("~")
    if base in rb.clause_ids:
        return ref(f"clause-{base}", base) + (" (regular play)" if role == "regular" else "")
    owner = base.rsplit(".", 1)[0]
    return f"{esc(base)} ({law_ref(rb, owner)})" if owner in rb.cat.laws else literal(base)


def definition_ref(d: Definition) -> str:
    """A link to a named definition on the definitions page."""
    return ref(f"definition-{d.name}", d.name)


def definition_block(d: Definition, users: list[str]) -> str:
    """A named definition: its name and parameters, what it means in words, its formula, the laws using it."""
    fields = [("Means", esc(d.says)), ("Formula", esc(render_definition(d)))]
    if users:
        fields.append(("Used by", ", ".join(users)))
    return f".. _definition-{d.name}:\n\n.. rubric:: {esc(d.heading)}\n\n" + field_list(fields)


#: The kinds of result, each with its own mark and word (issue 26: "proved" had covered three of them), what each
#: says in a few words, and in full. The keys name the ``status`` role's styles (``status-applies``).
MARKS: dict[str, tuple[str, str, str]] = {
    "proved": ("✓ proved", "for every situation",
               "proved for every situation: Z3 shows that it holds in every situation of the bounded domain (every "
               "deal, hand and course of play the check ranges over)"),
    "applies": ("◇ can apply", "a situation exists where the clause applies",
                "Z3 finds one situation in which the clause applies (the vacuity check): the clause is not dead "
                "letter. Nothing more is proved about it"),
    "reached": ("▸ reached", "a stored deal reaches it",
                "a stored deal reaches it: one deal, kept with the proofs and replayed through the model, reaches "
                "the value. An example, not a proof over every deal"),
    "finding": ("✗ finding", "a situation shows a fault",
                "the check fails and shows a situation: laws that cannot all be obeyed, a right that cannot be "
                "exercised, or a property that does not hold"),
    "unknown": ("? unknown", "no answer", "the solver gave no answer within its budget"),
    "none": ("—", "no check", "no check concerns it (conduct, not formalized)"),
}

#: The order the marks of a law's checks are counted in: the worst first, which gives the law its mark.
_ORDER = ("finding", "unknown", "proved", "reached", "applies")


def result_mark(kind: str, verdict: str) -> str:
    """The mark of one check's result: its verdict, with a proof told apart by what it proves."""
    if verdict != Verdict.PROVED.value:
        return verdict
    return {"vacuity": "applies", "reached": "reached"}.get(kind, "proved")


def check_mark(check: CheckResult) -> str:
    """The mark of a check's result (:data:`MARKS`)."""
    return result_mark(check.kind, check.status.value)


def status(mark: str) -> str:
    """A result's mark and word, styled by the ``status`` role: a key of :data:`MARKS`."""
    return f":status:`{mark}`"


def marks_legend(full: bool = False) -> str:
    """What the marks mean: in full where a reader first meets them (the front page), else in one line."""
    if full:
        return (label("status-marks") + "\nEach result has its own mark and word:\n\n"
                + bullets(f"{status(k)}: {esc(meaning)}." for k, (_, _, meaning) in MARKS.items())
                + "\nA law's mark under a reading is that of its worst check: *finding (2 of 3 checks)* says that "
                "two of the three checks concerning the law found something. A law whose checks all hold counts "
                "them by kind: *proved (2), can apply (5)*.\n")
    return (".. container:: marks-legend\n\n   " + " · ".join(
        f"{status(k)}: {esc(MARKS[k][1])}" for k in ("proved", "applies", "reached"))
        + f"; a count in brackets is of the law's checks ({ref('status-marks', 'what the marks mean')})\n")


def expr_words(rb: Rulebook, expr: Expr, key: str) -> str:
    """An expression in plain words (escaped), shortened past :data:`EXPR_LIMIT` characters."""
    full = render(expr)
    text, cut = shorten(full, EXPR_LIMIT)
    if not cut:
        return esc(text)
    where = rb.module_of.get(key, "the spec")
    return esc(text) + f" *(cut here: the whole statement, {len(full):,} characters, is in* {literal(where)}\\ *)*"


@cache
def _variables() -> dict[str, Var]:
    """The situation variables by name (declared when the spec's domains are imported)."""
    return {v.name: v for v in all_variables()}


#: The values of a theorem's example that are card sets, though no situation variable bears their name: the
#: optimum's stored holding (issue 26: shown as "holding: 404240415").
_CARD_EXAMPLES = frozenset({"holding"})


def value_words(name: str, value: int | bool) -> str:
    """A value of a situation or of a theorem's example in words: yes or no, a number, or cards by suit."""
    if name in _CARD_EXAMPLES:
        return esc(format_hand(int(value)) or "no card")
    var = _variables().get(name)
    if isinstance(value, bool) or (var is not None and var.sort is Sort.BOOL):
        return "yes" if value else "no"
    if var is not None and var.sort is Sort.CARDS:
        return esc(format_hand(int(value)) or "no card")  # laid out by suit; the pages show the cards as faces
    return str(value)


@cache
def _ordinary() -> dict[str, int | bool]:
    """Each circumstance's value in an ordinary deal, as the phase that declares it gives it (its ``normal``)."""
    return {name: value for d in DOMAINS for name, value in d.normal}


def situation_table(values: Mapping[str, int | bool], only_unusual: bool = False) -> str:
    """A witness situation: each variable's meaning, role and value. ``only_unusual``: the circumstances that
    are not as in an ordinary deal only (a situation of the one world names some ninety; a witness is the one
    nearest the ordinary deal, so what sets it apart is what differs), the rest said in one line."""
    ordinary = _ordinary()
    usual = [name for name, value in values.items()
             if only_unusual and name in ordinary and int(value) == int(ordinary[name])]
    rows = []
    for name, value in values.items():
        if name in usual:
            continue
        var = _variables().get(name)
        phrase = esc(var.phrase) if var else literal(name)
        role = _ROLE_WORDS.get(role_of(var), "outcome of law") if var else ""
        rows.append([phrase, role, value_words(name, value)])
    table = list_table(["In this situation", "Kind", "Value"], rows, widths=[70, 15, 15], classes="situation")
    return table + (f"\nEvery other circumstance ({len(usual)}) is as in an ordinary deal.\n" if usual else "")


def _condition_label(c: Clause) -> str:
    return "Irregularity" if c.kind is ClauseKind.REMEDY else "Applies when"


def _clause_fields(rb: Rulebook, c: Clause, key: str) -> list[tuple[str, str]]:
    """When the clause applies (or the irregularity it answers) and what it demands, in words."""
    return [(_condition_label(c), "always" if c.when == TRUE else expr_words(rb, c.when, key)),
            (_VERB[c.kind], expr_words(rb, c.then, key))]


def _except_field(rb: Rulebook, exceptions: tuple[str, ...]) -> list[tuple[str, str]]:
    """The exceptions a clause names (where one applies, the clause gives way)."""
    return [("Except where", ", ".join(clause_ref(rb, e) for e in exceptions) + " applies")] if exceptions else []


def clause_block(rb: Rulebook, c: Clause, key: str, origin: str = "") -> str:
    """One clause: anchor, id and kind, its sentence, condition, demand, exceptions, and how each reading reads it."""
    body = [f".. rubric:: {esc(c.id)} · {c.kind.value}\n", origin + "\n" if origin else "", f"“{esc(c.says)}”\n"]
    fields = _clause_fields(rb, c, key)
    try:
        fields += _except_field(rb, rb.cat.exceptions_to(c.id))
    except KeyError:  # a clause that only an alternative adds
        fields += _except_field(rb, c.except_as)
    overrides = rb.cat.overrides(c.id)
    if overrides:
        fields.append(("An exception to", ", ".join(clause_ref(rb, o) for o in overrides)))
    body.append(field_list(fields))
    body.append(_readings_of(rb, c, key))
    inner = "\n".join(part for part in body if part)
    return f".. _clause-{c.id}:\n\n.. container:: clause\n\n" + indent(inner)


def _readings_of(rb: Rulebook, c: Clause, key: str) -> str:
    """How each reading reads the clause: the clause that replaces it, or what its terms mean."""
    items = []
    replaced: dict[tuple[str, str], list[str]] = {}  # (choice, alternative) -> the readings that take it
    for name in rb.readings:
        change = rb.replacement(name, c.id)
        if change is not None:
            replaced.setdefault((change.choice.name, change.alternative.key), []).append(name)
    for (choice, alt), names in replaced.items():
        resolved = rb.cat.clause(names[0], c.id)
        items.append(f"{_under(names)} (alternative {literal(alt)} of {ref(f'choice-{choice}', choice)}), the "
                     f"clause is replaced by this {esc(resolved.kind.value)}: “{esc(resolved.says)}”\n\n"
                     + field_list(_clause_fields(rb, resolved, key) + _except_field(rb, resolved.except_as)))
    for term in sorted(terms_in(c.when) | terms_in(c.then)):
        meanings: dict[str, list[str]] = {}
        for name in rb.readings:
            if name not in (n for names in replaced.values() for n in names):
                meanings.setdefault(expr_words(rb, rb.cat.terms(name)[term], key), []).append(name)
        lines = [f"{_under(names)}: {words}" for words, names in meanings.items()]
        items.append(f"“{esc(rb.term_phrases.get(term, term))}” means\n\n" + bullets(lines))
    return bullets(items)


def _under(names: list[str]) -> str:
    return f"Under the {' and '.join(names)} reading{'s' if len(names) > 1 else ''}"


def _alternative_items(rb: Rulebook, choice: Choice, key: str | None) -> list[str]:
    items = []
    for alt in choice.alternatives:
        marks = []
        if alt is choice.literal:
            marks.append("the literal reading")
        if alt.key == choice.default:
            marks.append("the harmonised reading's default")
        head = f"{literal(alt.key)}" + (f" — *{', '.join(marks)}*" if marks else "") + f": {esc(alt.says)}"
        details = []
        for name, definition in alt.terms.items():
            phrase = rb.term_phrases.get(name, name)
            details.append(f"“{esc(phrase)}” means: {expr_words(rb, definition, key or '')}")
        for c in alt.replace:
            details.append(f"replaces {clause_ref(rb, c.id)} by: “{esc(c.says)}”\n\n"
                           + field_list(_clause_fields(rb, c, c.law) + _except_field(rb, c.except_as)))
        for c in alt.add:
            details.append(f"adds {clause_ref(rb, c.id)}: “{esc(c.says)}”")
        items.append(head + ("\n\n" + bullets(details) if details else ""))
    return items


def choice_block(rb: Rulebook, choice: Choice, key: str | None = None, anchor: bool = False) -> str:
    """A choice: its question, the laws it touches, each alternative and what it changes, the default's reason."""
    out = [f".. _choice-{choice.name}:\n" if anchor else "",
           f".. rubric:: {esc(choice.name)}\n   :class: choice-head\n",
           f"{esc(choice.question)}\n",
           field_list([("Laws", ", ".join(law_ref(rb, k) for k in choice.laws)),
                       # Issue 11's review: the words the choice reads, as printed, and the exceptions printed.
                       ("Reads", "; ".join(f"{law_ref(rb, k)}: “{esc(words)}”" for k, words in choice.reads)),
                       ("Exceptions as printed", esc(choice.printed_exceptions)),
                       ("Default", f"{literal(choice.default)} — {esc(choice.reason)}"),
                       ("Taken another way", _moves(choice))]),
           bullets(_alternative_items(rb, choice, key))]
    if not anchor:
        out.append(f"See also {ref(f'choice-{choice.name}', 'this choice among all the readings')}.\n")
    return "\n".join(part for part in out if part)


def _demand_items(rb: Rulebook, reading: str, core: Iterable[str], given: Mapping[str, Demand]) -> list[str]:
    items = []
    for cid in core:
        base, _, role = cid.partition("~")
        demand = given.get(base)
        if demand is None or (role == "regular") != (demand.kind == "regular play"):
            try:
                demand = proof_demand(rb.cat.clause(reading, base), "regular" if role else "binding")
            except KeyError:
                items.append(f"{clause_ref(rb, cid)}")
                continue
        text, _ = shorten(demand.demands, EXPR_LIMIT)
        items.append(f"{clause_ref(rb, base)} ({esc(demand.kind)}) “{esc(demand.says)}”\n\n"
                     f"demands here: **{esc(text)}**")
    return items


def _words(check: CheckResult, world: bool) -> FoundWords | None:
    """What ``check`` found, in words: a phase's finding's (``found.json``'s ``found``), or, ``world``, a finding
    of the one world's (its ``world``: a finding met again keeps the phase's words, and is not written up again)."""
    return (world_words() if world else found_words()).get(check.id)


def finding_title(check: CheckResult, world: bool = False) -> str:
    """What a finding found, in words (``proofs/expected/found.json``); a check the solver left open says so."""
    words = _words(check, world)
    if words is not None:
        return words.found
    return f"Not decided: {check.title}" if check.status is Verdict.UNKNOWN else check.title


def _law_sets(rb: Rulebook, w: Witness) -> str:
    """The minimal sets of laws that produce the finding, each as the laws a player looks up."""
    def laws(core: Iterable[str]) -> str:
        keys = list(dict.fromkeys(c.partition("~")[0].rsplit(".", 1)[0] for c in core))
        return " and ".join(law_ref(rb, k) if k in rb.cat.laws else literal(k) for k in keys)
    sets = [laws(core) for core in w.cores] + [laws(core) + " (in another situation)" for core, _ in w.variants]
    head = ("These laws together produce it:\n" if len(sets) == 1 else
            "Each of these sets of laws produces it on its own:\n")
    return head + "\n" + bullets(sets)


def finding_block(rb: Rulebook, reading: str, check: CheckResult, anchor: str = "", level: int | None = None,
                  world: bool = False) -> str:
    """A finding written up for a player: what was found, why, the situation, the laws; then how it was checked.

    ``level`` makes the title a section heading (on the findings page); otherwise it is a rubric. ``world``: a
    finding of the one world (``piquet verify --world``), with the world's words, beside the same check's
    verdicts in the other readings' worlds; the picks and the amendments answer the phases' findings, not its.
    """
    w = check.witness
    title = finding_title(check, world)
    words = _words(check, world)
    out = [f".. _{anchor}:\n" if anchor else "",
           heading(title, level) if level is not None else f".. rubric:: {esc(title)}\n",
           f"{esc(words.why)}\n" if words is not None else "",
           field_list([("Reading", esc(reading)),
                       ("Laws", ", ".join(law_ref(rb, k) for k in check.laws)),
                       *([("Judgement", f"**{esc(words.judgement[reading])}**: {esc(words.reason)}")]
                         if words is not None and reading in words.judgement else []),
                       *(_elsewhere(rb.world, reading, check, ", in the one world") if world
                         else _elsewhere(rb.reports, reading, check)),
                       *([] if world else [*_rests_on(reading, check), *_amended_by(reading, check)])])]
    checked = [field_list([("Check", literal(check.id)), ("It asks", esc(check.title))])]
    if w is None:
        checked.append(f"{esc(check.reason)}\n" if check.reason else "")
    else:
        if check.kind in ("consistency", "completeness"):
            # The search lists every distinct minimal set of clauses, each with the situation nearest the
            # ordinary deal that shows it (proofs.checks._no_course_check); this is the first set's.
            count = (f"{w.count} distinct sets of clauses produce it, each shown below in its own situation; "
                     "this is the first set's, the one closest to an ordinary deal."
                     if w.count > 1 else "One set of clauses produces it; this is the situation closest to an "
                     "ordinary deal that shows it.")
        else:
            # The search counts the situations up to MAX_COUNTED: at the cap there may be more.
            many = f"At least {w.count}" if w.count >= MAX_COUNTED else str(w.count)
            count = (f"{many} situations show it; this is the one closest to an ordinary deal."
                     if w.count > 1 else "This is the only situation that shows it.")
        out += [".. rubric:: The situation\n   :class: finding-part\n", situation_table(w.situation, world),
                esc(count) + "\n", ".. rubric:: The laws\n   :class: finding-part\n", _law_sets(rb, w)]
        checked += [f"{esc(w.explanation)}\n", _cores(rb, reading, w, world)]
    inner = "\n".join(part for part in [".. rubric:: How this was checked\n", *checked] if part)
    out.append(".. container:: how-checked\n\n" + indent(inner))
    return "\n".join(part for part in out if part)


@cache
def _traced() -> dict[str, Picks]:
    """What each pick moves and what each finding rests on, as ``piquet picks`` recorded it."""
    return recorded_picks()


def _rests_on(reading: str, check: CheckResult) -> list[tuple[str, str]]:
    """The field saying on which picks the finding rests (``piquet picks``), if it was traced."""
    traced = _traced().get(reading)
    found = next((f for f in traced.findings if f.id == check.id), None) if traced is not None else None
    if found is None:
        return []
    choices = ", ".join(ref(f"choice-{name}", name) for name in found.choices)
    words = found.words()
    return [("Rests on", f"{esc(words[:1].upper() + words[1:])} (the choices its check reads: {choices}).")]


def _moves(choice: Choice) -> str:
    """What taking each other alternative of ``choice`` moves, under each reading (``piquet picks``)."""
    items = []
    for reading, traced in _traced().items():
        for c in traced.choices:
            if c.choice != choice.name:
                continue
            moved = ", ".join(f"{literal(m.id)} {esc(m.before)} → {esc(m.after)}" for m in c.moved)
            items.append(f"{esc(reading)}, {literal(c.alternative)} for {literal(c.picked)}: "
                         + (moved if moved else f"no verdict moves ({c.ran} checks ran again)"))
    return "; ".join(items) if items else "not traced yet (``piquet picks --update-expected``)"


def _amended_by(reading: str, check: CheckResult) -> list[tuple[str, str]]:
    """The field naming the proposed amendments that remove the finding (``spec/amendments.py``), if any."""
    names = [a.name for a in AMENDMENTS if a.reading == reading and check.id in a.answers]
    return [("Proposed amendment", ", ".join(ref(f"amendment-{n}", n) for n in names))] if names else []


def _cores(rb: Rulebook, reading: str, w: Witness, world: bool = False) -> str:
    given = {d.clause: d for d in w.demands}
    entitlement = [d for d in w.demands if d.kind == ClauseKind.ENTITLEMENT.value
                   and not any(d.clause in core for core in w.cores)]
    out = []
    if entitlement:
        d = entitlement[0]
        out.append(f"The right: {clause_ref(rb, d.clause)} “{esc(d.says)}” — exercising it means "
                   f"**{esc(shorten(d.demands, EXPR_LIMIT)[0])}**.\n")
    out.append("In this situation, one minimal set of clauses produces the finding:\n" if len(w.cores) == 1 else
               f"In this situation, {len(w.cores)} minimal sets of clauses produce the finding, each on its own:\n")
    out.append(enumerated(" + ".join(clause_ref(rb, c) for c in core) + "\n\n"
                          + bullets(_demand_items(rb, reading, core, given)) for core in w.cores))
    if w.variants:
        out.append("Other minimal sets show up in other situations, each shown in the one closest to an ordinary "
                   "deal:\n")
        out.append(bullets(" + ".join(clause_ref(rb, c) for c in core) + ", in this situation:\n\n"
                           + situation_table(situation, world) + "\n"
                           + bullets(_demand_items(rb, reading, core, {}))
                           for core, situation in w.variants))
    return "\n".join(out)


def _elsewhere(reports: Mapping[str, ReadingReport], reading: str, check: CheckResult,
               where: str = "") -> list[tuple[str, str]]:
    """The same check's verdict under the other readings (``reports``: the phases', or the one world's ``where``
    says so)."""
    out = []
    for name, rr in reports.items():
        if name == reading:
            continue
        other = rr.check(check.id)
        out.append((f"Under the {name} reading{where}", status(check_mark(other)) if other else "not checked"))
    return out


def verdict_cell(rb: Rulebook, key: str, reading: str) -> str:
    """A law's result under a reading, for tables: "✗ finding (2 of 14 checks)", "✓ proved (2), ◇ can apply (5)"."""
    marks = Counter(check_mark(c) for c in rb.checks_concerning(key, reading))
    if not marks:
        return status("none")
    total = sum(marks.values())
    for bad in ("finding", "unknown"):
        if marks[bad]:
            return f"{status(bad)}\u00a0({marks[bad]}\u00a0of\u00a0{total}\u00a0check{'s' if total != 1 else ''})"
    return ", ".join(f"{status(m)}\u00a0({marks[m]})" for m in _ORDER if marks[m])


def check_cell(check: CheckResult | None, link: str = "", mark: Callable[[str], str] = status,
               text: Callable[[str], str] = esc) -> str:
    """One check's result, for tables (with a link to its write-up when there is one): as reST, or written by
    ``mark`` (a result's mark from its key) and ``text`` (plain text) as another markup."""
    if check is None:
        return "—"
    cell = mark(check_mark(check))
    if check.status is not Verdict.PROVED and link:
        cell += f" ({link})"
    if check.status is Verdict.UNKNOWN and check.reason:
        cell += f" {text(check.reason)}"
    return cell
