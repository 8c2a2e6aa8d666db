"""Mutation score: seeded faults in the model and the spec, and whether the checks notice them.

Each mutant is a textual patch (one exact snippet replaced) applied to a
temporary copy of the repository, laid out as the installed package
(``app/`` as ``piquet``, ``spec/``, ``model/``, ``proofs/``, ``conformance/`` inside it), so the
work tree is never modified. For each mutant:

1. the test suite runs (``HYPOTHESIS_PROFILE=mutation``: the ci examples,
   no shrinking), conformance tests first, stopping at the first failure;
2. if every test passes, ``piquet verify`` runs and its verdicts are
   compared with those of the unmutated copy (the expected verdicts).

A mutant is *caught* if either fails. The script prints each mutant,
which stage caught it (or that it survived), the score and the time.

    .venv/bin/python benchmarks/mutation_score.py [--only ID ...] [--jobs N] [--no-verify]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Where each top-level folder of the repository lives in the installed package (pyproject.toml).
PACKAGE_DIRS = {"app": "piquet", "spec": "piquet/spec", "model": "piquet/model", "proofs": "piquet/proofs",
                "conformance": "piquet/conformance"}
# "*.so": a module compiled by mypyc (setup.py) would shadow its patched source.
SKIP = shutil.ignore_patterns(".venv", ".git", "build", "*.so", "__pycache__", "*.egg-info", "_build",
                              ".hypothesis", ".pytest_cache", ".mypy_cache")
#: Conformance first: most mutants are caught there, and the run stops at the first failure.
TEST_ORDER = ("tests/conformance", "tests/model", "tests/spec", "tests/proofs", "tests/records", "tests/cli",
              "tests/cases", "tests/docs")


@dataclass(frozen=True)
class Mutant:
    """One seeded fault: where, the exact text replaced, its replacement, and what it breaks."""

    id: str
    layer: str
    path: str
    old: str
    new: str
    fault: str


MUTANTS: tuple[Mutant, ...] = (
    # -- the model ------------------------------------------------------------------------
    Mutant("m-quint-14", "model", "model/scoring.py", "_SEQUENCE_POINTS: Final = (0, 0, 0, 3, 4, 15, 16, 17, 18)",
           "_SEQUENCE_POINTS: Final = (0, 0, 0, 3, 4, 14, 16, 17, 18)", "a quint scores 14, not 15 (Law 63)"),
    Mutant("m-quatorze-15", "model", "model/scoring.py", "_SET_POINTS: Final = (0, 0, 0, 3, 14)",
           "_SET_POINTS: Final = (0, 0, 0, 3, 15)", "a quatorze scores 15 (Law 64)"),
    Mutant("m-carte-blanche-11", "model", "model/scoring.py", "CARTE_BLANCHE_POINTS: Final = 10",
           "CARTE_BLANCHE_POINTS: Final = 11", "carte blanche scores 11 (Law 61)"),
    Mutant("m-nines-make-sets", "model", "model/scoring.py",
           "SET_RANKS: Final[tuple[Rank, ...]] = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.TEN)",
           "SET_RANKS: Final[tuple[Rank, ...]] = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.TEN, Rank.NINE)",
           "nines make quatorzes and trios (Law 64: ace to ten only)"),
    Mutant("m-carte-blanche-eleven", "model", "model/scoring.py",
           "return count(hand) >= 12 and not hand & COURT_MASK",
           "return count(hand) >= 11 and not hand & COURT_MASK",
           "a hand of eleven cards can be a carte blanche (Law 18: at least twelve)"),
    Mutant("m-last-trick-1", "model", "model/play.py", "_LAST_TRICK_EXTRA: Final = 1", "_LAST_TRICK_EXTRA: Final = 0",
           "the last trick is worth one, not two (Law 65)"),
    Mutant("m-six-tricks-win", "model", "model/play.py", "tricks > TRICKS // 2 else 0",
           "tricks >= TRICKS // 2 else 0", "six tricks each win the cards (Law 66: more than six)"),
    Mutant("m-capot-30", "model", "model/play.py", "CAPOT_POINTS: Final = 40", "CAPOT_POINTS: Final = 30",
           "a capot scores 30 (Law 66: forty)"),
    Mutant("m-no-follow-suit", "model", "model/play.py", "return hand & SUIT_MASKS[lead >> 3] or hand",
           "return hand", "a player need not follow suit (Law 59 IV)"),
    Mutant("m-repique-31", "model", "model/reckoning.py", "        if total >= THIRTY:",
           "        if total > THIRTY:", "a repique needs 31 (Law 68: thirty)"),
    Mutant("m-barred-repiques", "model", "model/reckoning.py",
           "return None if reckon_nothing[first] else first", "return first",
           "a player who can reckon nothing wins a repique (Law 58)"),
    Mutant("m-pique-despite-younger", "model", "model/reckoning.py",
           "return (not elder_reckons_nothing and younger_hand == 0 and (with_repique or elder_hand < THIRTY)",
           "return (not elder_reckons_nothing and (with_repique or elder_hand < THIRTY)",
           "a pique though the younger hand has reckoned something (Law 69)"),
    Mutant("m-younger-play-counts-to-pique", "model", "model/reckoning.py",
           "return first + points if role is ELDER and younger_play == 0 else first",
           "return first + points if younger_play == 0 else first",
           "the younger hand's points in play count toward the elder's pique (Law 69)"),
    Mutant("m-elder-takes-six", "model", "model/exchange.py", "ELDER_SHARE: Final = 5", "ELDER_SHARE: Final = 6",
           "the elder hand may take six cards (Laws 21, 27)"),
    Mutant("m-discard-none", "model", "model/exchange.py", "for n in range(1, limit + 1)",
           "for n in range(0, limit + 1)", "a player may discard nothing (Laws 21-22)"),
    Mutant("m-younger-not-all", "model", "model/exchange.py",
           "return ELDER_SHARE if role is ELDER else stock_size",
           "return ELDER_SHARE if role is ELDER else stock_size - 1",
           "the younger hand may not take all that is left (Law 34)"),
    Mutant("m-rubicon-at-100", "model", "model/partie.py", "return loser < RUBICON", "return loser <= RUBICON",
           "a loser of exactly a hundred is rubiconed (Law 73: fails to score a hundred)"),
    Mutant("m-four-deals-weight", "model", "model/partie.py", "index in (0, 3)", "index in (0, 2)",
           "the third deal of four counts double (agreement: first and last)"),
    Mutant("m-one-extra-deal", "model", "model/partie.py", "return played == self.regular_deals + 2",
           "return played == self.regular_deals + 1", "after a tie only one more deal (Law 71: one each)"),
    Mutant("m-ace-pips-10", "model", "model/cards.py", "(7, 8, 9, 10, 10, 10, 10, 11)",
           "(7, 8, 9, 10, 10, 10, 10, 10)", "the ace counts ten pips for point (primer: eleven)"),
    Mutant("m-not-good-on-equal", "model", "model/declaring.py",
           "superior, equal = longest > count, longest >= count",
           "superior, equal = longest >= count, longest >= count",
           "the younger may answer 'not good' to a point as long as his (Laws 51-52)"),
    # -- the model's irregular game (Laws 10, 36-37, 55, 58, 70) ---------------------------
    Mutant("m-rectify-after-hand-seen", "model", "model/irregular/counting.py",
           "    elif untouched(state):\n        yield from (Rectify(role)",
           "    elif not state.over:\n        yield from (Rectify(role)",
           "a counting error rectified after the player in error has seen his next hand (Law 70)"),
    Mutant("m-miscount-not-counted", "model", "model/irregular/counting.py",
           'narration.say(role, "irregularity", self.error, f"{name} counts his score of the deal',
           'narration.say(role, "irregularity", 0, f"{name} counts his score of the deal',
           "a miscount does not stand as counted (Laws 70, 74)"),
    Mutant("m-law-10-not-over-12", "model", "model/irregular/registry.py",
           "    if state.void:\n        return tuple(dealing.rectifications(state))",
           "    if state.void:\n        return ()",
           "a deal Law 12 voids cannot be rectified under Law 10"),
    Mutant("m-discard-seen-before-lead", "model", "model/irregular/exchange.py",
           "if state.in_exchange.left_hidden and (state.lead is not None or state.tricks)",
           "if state.in_exchange.left_hidden and state.lead is None and not state.tricks",
           "the elder sees the younger's discard before leading (Law 37)"),
    Mutant("m-shown-miscall-penalized", "model", "model/irregular/showing.py",
           'return redecide(state, klass, narration, "the miscall is shown (Law 55)")',
           "return state",
           "a miscall shown unasked is still penalized (Law 55)"),
    Mutant("m-law-54-bar-by-holdings", "model", "model/irregular/calling.py",
           "    state = _discovered(state, note, narration)\n",
           '    state = redecide(state, note.klass, narration, "decided by what each holds")\n',
           "a miscall found out, the class is decided again by what each truly holds: cards the player in error "
           "never called correctly bar his adversary (Law 54: only a correct call bars)"),
    Mutant("m-law-58-late", "model", "model/flow/exchange.py",
           "return _too_many_cards(had_too_many, _after_exchange(settle(new), role, left, narration), narration)",
           "return _after_exchange(settle(new), role, left, narration)",
           "playing with thirteen cards is not penalized when the exchange leaves him so (Law 58)"),
    Mutant("m-revoke-not-retaken", "model", "model/irregular/play.py",
           'return rewind(state, lapse.step, narration, "the revoke is corrected")',
           "new = draft(state); new.in_play = state.in_play._replace(lapses=state.in_play.lapses[1:]); "
           "return settle(new)",
           "a revoke discovered is ruled on, but its cards are not taken up (Law 59 IV)"),
    Mutant("m-written-adversary-taken", "model", "model/partie.py", "deals=self.deals + (own,)",
           "deals=self.deals + (wrote,)", "the partie takes the figure the adversary wrote (Law 74)"),
    # -- the model: Piquet au cent and its agreements ---------------------------------------
    Mutant("m-cent-higher-deals", "model", "model/au_cent.py", 'return None if a == b else "A" if a < b else "B"',
           'return None if a == b else "A" if a > b else "B"', "the higher card deals in au cent (cent-1.1: the lower)"),
    Mutant("m-cent-double-at-fifty", "model", "model/au_cent.py", "return 2 if adversary < DOUBLE_BELOW else 1",
           "return 2 if adversary <= DOUBLE_BELOW else 1", "a hundred against fifty is a double (cent-28.2: under fifty)"),
    Mutant("m-cent-deal-by-three", "model", "model/variants.py", "return (2,)\n",
           "return (2, 3)\n", "au cent may be dealt by three (cent-2.1: by two only)"),
    Mutant("m-cent-nines-count", "model", "model/variants.py", "_LOW_RANKS: Final = 2", "_LOW_RANKS: Final = 1",
           "nines count in play under the low cards agreement (cent-26.1)"),
    Mutant("m-cent-omission-after-lead", "model", "model/variants.py",
           'the elder leads before the younger declares."""\n        return False',
           'the elder leads before the younger declares."""\n        return True',
           "in au cent the elder reckons an omission after leading (cent-24.1)"),
    Mutant("m-cent-unshown-reckoned", "model", "model/irregular/showing.py",
           '        state = strike_class(state, ELDER, klass, narration, "not shown before the lead (cent-18.2)")',
           "        pass", "the elder who leads without showing his call still reckons it (cent-18.2)"),
    Mutant("m-cent-no-late-show", "model", "model/irregular/showing.py", 'return "cent-22.1"', "return None",
           "the younger playing without showing does not let the elder show and reckon his call (cent-22.1)"),
    Mutant("m-cent-set-excused", "model", "model/irregular/calling.py",
           "return (state.rules.laws.set_not_held_reckons_nothing() and note.klass is Klass.SETS",
           "return (state.rules.laws.set_not_held_reckons_nothing() and note.klass is None",
           "a quatorze or trio not held and played uncorrected is excused as under Law 54 (cent-23.1)"),
    Mutant("m-cent-show-no-bar", "model", "model/au_cent.py",
           "return tuple(v for v in full_answer_options(klass, hand, shown >> 3, shown & 7) if v is not Verdict.EQUAL)",
           "return full_answer_options(klass, hand, dialogue.called, dialogue.detail)",
           "a sequence shown above the call does not bar the younger's equal or inferior ones (cent-19.2)"),
    Mutant("m-cent-show-claims", "model", "model/au_cent.py",
           "return full_younger_options(klass, hand, shown >> 3, shown & 7)",
           "return full_younger_options(klass, hand, dialogue.called, dialogue.detail)",
           "after a sequence shown above the call the younger reckons one no better than it (cent-19.2)"),
    Mutant("m-cent-suit-not-led", "model", "model/au_cent.py", "return hand & suit_mask(suit) or hand", "return hand",
           "the suit called from the player who looked at the cards left need not be led (cent-12.2)"),
    # -- the spec -------------------------------------------------------------------------
    Mutant("s-quint-14", "spec", "spec/laws/scoring.py", "lambda n: ite(n >= 5, n + 10, n)",
           "lambda n: ite(n >= 5, n + 9, n)", "a sequence value off by one: quint 14 (Law 63)"),
    Mutant("s-quatorze-15", "spec", "spec/laws/scoring.py", "ite(_count(hand, r).eq(4), 14,",
           "ite(_count(hand, r).eq(4), 15,", "a quatorze 15 (Law 64)"),
    Mutant("s-capot-30", "spec", "spec/laws/scoring.py", "CAPOT_POINTS = 40", "CAPOT_POINTS = 30",
           "a capot 30 (Law 66)"),
    Mutant("s-six-tricks-win", "spec", "spec/laws/scoring.py", "ite(side.tricks > 6, CARDS_POINTS, 0)",
           "ite(side.tricks >= 6, CARDS_POINTS, 0)", "six tricks win the cards (Law 66)"),
    Mutant("s-pique-despite-younger", "spec", "spec/laws/scoring.py",
           "reckons, total(_against(y, e, ycb, y_reckons, y_cb_reckons, saves)).eq(0),", "reckons,",
           "a pique though the younger hand has reckoned (Law 69)"),
    Mutant("s-younger-pique", "spec", "spec/laws/scoring.py", "Y.pique.eq(FALSE)", "Y.pique.eq(Y.repique)",
           "pique allowed to the younger hand (Law 69)"),
    Mutant("s-capot-toward-pique", "spec", "spec/laws/scoring.py",
           "S.elder_opening, PIQUE_WITH_REPIQUE, PENALTY_SAVES)",
           "S.elder_opening + ite(e.tricks.eq(12), CAPOT_POINTS, 0), PIQUE_WITH_REPIQUE, PENALTY_SAVES)",
           "capot counted toward pique (Law 69)"),
    Mutant("s-point-off-by-one", "spec", "spec/laws/scoring.py",
           "ite(_beats(point_key(hand), point_key(other)), point_length(hand), 0)",
           "ite(_beats(point_key(hand), point_key(other)), point_length(hand) + 1, 0)",
           "the point scores one more than its cards"),
    Mutant("s-equal-scores", "spec", "spec/laws/scoring.py", "    return mine > theirs",
           "    return mine >= theirs", "equal point, sequence, sets both score (Laws 62-64)"),
    Mutant("s-barred-play-counts", "spec", "spec/laws/scoring.py", "+ ite(reckons, play, 0)\n",
           "+ play\n", "a player who can reckon nothing scores his play (Law 58)"),
    Mutant("s-repique-31", "spec", "spec/laws/scoring.py", "(m >= 30) & t.eq(0)", "(m > 30) & t.eq(0)",
           "a repique needs 31 (Law 68)"),
    Mutant("s-pique-and-repique", "spec", "spec/laws/scoring.py", 'default="repique-only",', 'default="both",',
           "the harmonised reading gives a pique with a repique (Laws 68-69)"),
    Mutant("s-revoke-suit-not-substituted", "spec", "spec/laws/playing.py",
           "P.retaken & P.suit_substituted & P.later_retaken, when=P.error.eq(4)",
           "P.retaken & P.later_retaken, when=P.error.eq(4)",
           "a revoke retaken need not be replaced by a card of the suit led (Law 59 IV)"),
    Mutant("s-lead-out-of-turn-retaken-late", "spec", "spec/laws/playing.py",
           "when=P.error.eq(3) & ~P.adversary_played", "when=P.error.eq(3)",
           "a lead out of turn may be taken up after the adversary has played to it (Law 59 III)"),
    Mutant("s-elder-discards-two", "spec", "spec/laws/exchange.py", "X.elder_discards >= 1, when=GOES_ON",
           "X.elder_discards >= 2, when=GOES_ON", "the elder hand discards at least two (Law 21: one)"),
    Mutant("s-count-sign", "spec", "spec/laws/exchange.py",
           "X.elder_discards.eq(X.elder_takes + 1), when=S13_8", "X.elder_discards.eq(X.elder_takes - 1), when=S13_8",
           "the sign of a count rule flipped (Law 40)"),
    Mutant("s-drop-exception-40-4", "spec", "spec/laws/exchange.py",
           'X.younger_discards >= 1, when=GOES_ON, unless=("40.4",)', "X.younger_discards >= 1, when=GOES_ON",
           "an exception dropped: Law 22 without Law 40's (need not discard)"),
    Mutant("s-bottom-cards-from-five", "spec", "spec/laws/exchange.py", "(X.elder_takes > X.stock - 3)",
           "(X.elder_takes >= X.stock - 3)", "taking five of eight is taking a bottom card (Law 27)"),
    Mutant("s-discard-equal-punished", "spec", "spec/laws/exchange.py",
           "X.elder_dealt.eq(12) & (X.elder_discards > X.elder_takes)",
           "X.elder_dealt.eq(12) & (X.elder_discards >= X.elder_takes)",
           "discarding as many as he takes is punished (Law 30)"),
    Mutant("s-fresh-deal-at-eight", "spec", "spec/laws/exchange.py", "| X.stock.eq(9), unless=",
           "| X.stock.eq(8), unless=", "a fresh deal with eight in the stock (Law 12: nine)"),
    Mutant("s-twelve-seven-sign", "spec", "spec/laws/exchange.py",
           "X.elder_discards.eq(X.elder_takes), when=S12_7", "X.elder_discards.eq(X.elder_takes + 1), when=S12_7",
           "Law 43's count rule: one more (as many)"),
    Mutant("s-cent-left-hidden", "spec", "spec/laws/au_cent.py", "A.left_exposed, when=A.looks_left),",
           "~A.left_exposed, when=A.looks_left),", "the cards left looked at are not exposed (cent-12.1)"),
    Mutant("s-cent-double-at-fifty", "spec", "spec/laws/au_cent.py", "when=A.game_won & (A.adversary_score < 50)),",
           "when=A.game_won & (A.adversary_score <= 50)),", "a hundred against fifty is a double (cent-28.2)"),
    Mutant("s-rubicon-difference", "spec", "spec/laws/partie.py", "T.points.eq(W + L + 100)",
           "T.points.eq(W - L + 100)", "the rubicon reckoned by the difference (Law 73: the sum)"),
)


@dataclass
class Outcome:
    mutant: Mutant
    caught_by: str | None
    detail: str
    seconds: float


def _layout(dest: Path) -> Path:
    """Copy the repository to ``dest`` and lay out the package as installed; the package root."""
    shutil.copytree(ROOT, dest / "repo", ignore=SKIP)
    pkg = dest / "pkg"
    for top, where in PACKAGE_DIRS.items():
        shutil.copytree(dest / "repo" / top, pkg / where, ignore=SKIP, dirs_exist_ok=True)
    return pkg


def _apply(mutant: Mutant, dest: Path, pkg: Path) -> None:
    top, _, rest = mutant.path.partition("/")
    for target in (dest / "repo" / mutant.path, pkg / PACKAGE_DIRS[top] / rest):
        text = target.read_text("utf-8")
        if text.count(mutant.old) != 1:
            raise ValueError(f"{mutant.id}: the text to mutate occurs {text.count(mutant.old)} times in {mutant.path}")
        target.write_text(text.replace(mutant.old, mutant.new), "utf-8")


def _env(pkg: Path, repo: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = f"{pkg}{os.pathsep}{repo}"
    env["HYPOTHESIS_PROFILE"] = "mutation"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["PIQUET_COMPILE"] = "0"  # the copy is the Python source, the mutant patched in: nothing compiled
    return env


def _verdicts(pkg: Path, repo: Path) -> tuple[int, dict[str, dict[str, str]]]:
    """``piquet verify``'s exit code and its verdicts, by reading."""
    run = subprocess.run([sys.executable, "-m", "piquet", "verify", "--json"], cwd=repo, env=_env(pkg, repo),
                         capture_output=True, text=True, timeout=3600)
    try:
        data = json.loads(run.stdout)
    except json.JSONDecodeError:
        return run.returncode, {}
    reports = data["readings"] if "readings" in data else [data]
    return run.returncode, {r["reading"]: {c["id"]: c["status"] for c in r["checks"]} for r in reports}


#: The test of the catalogue itself (each snippet found once in the tree), left out of a mutant's run.
CATALOGUE_TEST = "tests/spec/test_mutation_catalogue.py"


def run_mutant(mutant: Mutant, baseline: dict[str, dict[str, str]] | None) -> Outcome:
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix=f"mutant-{mutant.id}-") as tmp:
        dest = Path(tmp)
        pkg = _layout(dest)
        _apply(mutant, dest, pkg)
        repo = dest / "repo"
        paths = [p for p in TEST_ORDER if (repo / p).exists()]
        # The catalogue's own test fails on every mutated tree (its snippet is gone): it would catch every mutant.
        tests = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *paths,
                                f"--ignore={CATALOGUE_TEST}"],
                               cwd=repo, env=_env(pkg, repo), capture_output=True, text=True, timeout=3600)
        if tests.returncode != 0:
            failed = [line for line in tests.stdout.splitlines() if line.startswith(("FAILED", "ERROR"))]
            return Outcome(mutant, "tests", failed[0] if failed else tests.stdout[-300:],
                           time.perf_counter() - start)
        if baseline is None:
            return Outcome(mutant, None, "tests pass (verify not run)", time.perf_counter() - start)
        _, verdicts = _verdicts(pkg, repo)
        moved = [f"{r}:{cid} {baseline[r].get(cid)} -> {status}" for r, checks in verdicts.items()
                 for cid, status in checks.items() if baseline.get(r, {}).get(cid) != status]
        if moved or not verdicts:
            return Outcome(mutant, "verify", "; ".join(moved[:3]) or "verify did not run",
                           time.perf_counter() - start)
        return Outcome(mutant, None, "tests pass, verdicts unchanged", time.perf_counter() - start)


def baseline_verdicts() -> dict[str, dict[str, str]]:
    """The verdicts of the unmutated copy (what ``proofs/expected`` records when it is up to date)."""
    with tempfile.TemporaryDirectory(prefix="mutant-baseline-") as tmp:
        dest = Path(tmp)
        pkg = _layout(dest)
        code, verdicts = _verdicts(pkg, dest / "repo")
        if code not in (0, 1) or not verdicts:
            raise RuntimeError(f"piquet verify failed on the unmutated copy (exit {code})")
        if code == 1:
            print("note: the unmutated tree's verdicts differ from proofs/expected; mutants are compared with "
                  "the unmutated tree's own verdicts", file=sys.stderr)
        return verdicts


def check_catalogue(mutants: tuple[Mutant, ...] = MUTANTS) -> list[str]:
    """Problems with the catalogue itself: a snippet not found exactly once in the tree, a repeated id."""
    problems = []
    ids = [m.id for m in mutants]
    problems += [f"{i}: id repeated" for i in sorted({i for i in ids if ids.count(i) > 1})]
    for m in mutants:
        count = (ROOT / m.path).read_text("utf-8").count(m.old)
        if count != 1:
            problems.append(f"{m.id}: {m.path} holds the text {count} times")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="*", metavar="ID", help="run only these mutants")
    parser.add_argument("--jobs", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--no-verify", action="store_true", help="do not run piquet verify on survivors")
    args = parser.parse_args(argv)
    problems = check_catalogue()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 2
    chosen = [m for m in MUTANTS if not args.only or m.id in args.only]
    start = time.perf_counter()
    baseline = None if args.no_verify else baseline_verdicts()
    outcomes = []
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        # Printed as each ends (in catalogue order), so a long run shows where it is.
        for o in pool.map(lambda m: run_mutant(m, baseline), chosen):
            outcomes.append(o)
            verdict = f"caught by {o.caught_by}" if o.caught_by else "SURVIVED"
            print(f"{o.mutant.id:32} {o.mutant.layer:5} {verdict:17} {o.seconds:6.0f}s  {o.mutant.fault}")
            print(f"{'':40} {o.detail[:160]}", flush=True)
    caught = sum(o.caught_by is not None for o in outcomes)
    for layer in ("model", "spec"):
        mine = [o for o in outcomes if o.mutant.layer == layer]
        print(f"{layer}: {sum(o.caught_by is not None for o in mine)}/{len(mine)} caught")
    print(f"mutation score: {caught}/{len(outcomes)} = {caught / max(1, len(outcomes)):.0%} "
          f"in {time.perf_counter() - start:.0f} s")
    return 0 if caught == len(outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
