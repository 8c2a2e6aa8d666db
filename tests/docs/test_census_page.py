"""The census page against the stored runs of ``docs/census``: every figure it shows is the stored one, every
witness it tells is told with the hands as held after the exchange, and the laws it cites are laws."""

from __future__ import annotations

import copy
import json
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from piquet.commands.search import run_search
from piquet.model.cards import card_set, format_hand, parse_cards
from piquet.search.candidates import GAME_LOST
from piquet.search.census import CENSUS, under_amendment_a
from piquet.search.run import Budget
from piquet.search.stats import share
from piquet.spec.amendments import SCORED_AS_ENTITLED

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

from rulebook.census import RUNS, census_page, populations  # noqa: E402
from rulebook.census_play import LINE_NAMES, told_lines  # noqa: E402
from rulebook.census_plots import CAPTIONS, GAINS, SHARES, draw  # noqa: E402

DOCS = ROOT / "docs"


def _law(key: str) -> str:
    return f":ref:`Law {key} <law-{key}>`"


def _case(numeral: str) -> str:
    return f":ref:`Case {numeral} <case-{numeral}>`"


def _page(srcdir: Path) -> str:
    return census_page(populations(srcdir), _law, _case, CAPTIONS, guide=False)


def _section(page: str, klass: str) -> str:
    """The part of the page that tells the offence ``klass``: from its label to the next offence's."""
    start = page.index(f".. _census-{klass.removeprefix('census-')}:")
    following = page.find("\n.. _census-", start + 1)
    return page[start:following if following > 0 else len(page)]


def _stored() -> list[tuple[str, Mapping[str, Any]]]:
    """Every stored run of the census: its folder (the population) and its JSON."""
    return [(p.parent.relative_to(DOCS / RUNS).as_posix(), json.loads(p.read_text("utf-8")))
            for p in sorted((DOCS / RUNS).rglob("*-search.json"))]


def test_every_stored_share_is_shown_with_its_interval_and_agrees_with_its_counts() -> None:
    page = _page(DOCS)
    runs = _stored()
    assert runs, "the census has stored runs under docs/census"
    for folder, run in runs:
        section = _section(page, run["class"])
        # The share under Amendment A: in the runs made since the census counts it (a run before it shows a dash).
        # Each share of the candidates, as the enforced-only figure beside it is (the miscall draws a deal again
        # where no class can be drawn: its share of the deals drawn would sit beside a share of the candidates).
        for key in ("share_of_candidates", "enforced_only", *(k for k in ("under_amendment",) if k in run["stats"])):
            stored = run["stats"][key]
            # The interval stored is the Wilson interval of the stored counts (the page shows what is stored).
            again = share(stored["hits"], stored["trials"])
            assert abs(again.low - stored["low"]) < 1e-4 and abs(again.high - stored["high"]) < 1e-4, \
                f"{folder}/{run['class']}: {key} {stored} is not the Wilson interval of its counts"
            shown = (f"{100 * stored['share']:.1f} % ({100 * stored['low']:.1f}–{100 * stored['high']:.1f} %), "
                     f"{stored['hits']:,} of {stored['trials']:,}")
            assert shown in section, f"{folder}/{run['class']}: the {key} figure {shown!r} is not on its section"
        largest = max((w["swing"] for w in run["witnesses"]), default=None)
        if largest is not None:
            assert f'"{largest}"' in section, f"{run['class']}: the largest swing {largest} is not in its table"
        assert run["command"] in page, f"the command of {folder}/{run['class']} is not stated"


def test_the_share_under_best_play_is_of_the_same_candidates_as_the_enforced_only_share() -> None:
    # A deal that profits whatever the adversary elects profits with the penalty enforced: on the same candidates
    # the first share is never the larger. The younger's miscall draws 66,634 deals for 20,000 candidates; its
    # share of the deals drawn (9.6 %) beside the enforced-only share of the candidates (32.0 %) read as though
    # enforcing were the better option, and the guide says 32.0 %.
    page = _page(DOCS)
    for folder, run in _stored():
        stats, section = run["stats"], _section(page, run["class"])
        best, enforced = stats["share_of_candidates"], stats["enforced_only"]
        assert best["trials"] == enforced["trials"] == stats["candidates"], f"{folder}/{run['class']}: {stats}"
        assert best["hits"] <= enforced["hits"], f"{folder}/{run['class']}: {best} profits more than {enforced}"
        drawn = stats["share_of_deals"]
        if drawn["trials"] != best["trials"]:
            assert f"{drawn['hits']:,} of {drawn['trials']:,}" not in section, \
                f"{folder}/{run['class']}: the share of the deals drawn is shown beside a share of the candidates"


def test_each_offence_names_its_laws_its_offender_and_the_amendment() -> None:
    page = _page(DOCS)
    stored = {run["class"] for _, run in _stored()}
    for entry in CENSUS:
        if f"census-{entry.name}" not in stored:
            continue
        section = _section(page, f"census-{entry.name}")
        assert ":Laws: " + ", ".join(_law(k) for k in entry.laws) in section, entry.name
        assert entry.amendment in section.replace("\\", ""), f"{entry.name}: the amendment is not stated"


@pytest.mark.law("25", "28", "29", "31", "35", "44")
def test_the_share_under_amendment_a_is_shown_for_the_card_offences_only() -> None:
    page = _page(DOCS)
    for folder, run in _stored():
        entry = next(e for e in CENSUS if f"census-{e.name}" == run["class"])
        section = _section(page, run["class"])
        if not under_amendment_a(entry):
            assert "under_amendment" not in run["stats"], f"{folder}/{run['class']}: Amendment A is not its own"
            assert "not its amendment" in section, f"{run['class']}: the page does not say Amendment A is not its"
        elif "under_amendment" in run["stats"]:
            # The deal the amendment lets the adversary score is the lawful line's: no deal profits against it.
            assert run["stats"]["under_amendment"]["hits"] == 0, f"{folder}/{run['class']}: {run['stats']}"
            assert run["stats"]["under_amendment"]["trials"] == run["stats"]["candidates"], f"{folder}/{run['class']}"
    assert SCORED_AS_ENTITLED in page, "the page does not name the amendment it measures"


def _smallest_of_run(klass: str) -> tuple[Mapping[str, Any], int, str] | None:
    """The smallest stored witness of ``klass``, with the seed and policy of its run (a class of au cent draws its
    witness's deal again from its unit)."""
    witnesses = [(w, int(run["seed"]), str(run.get("policy", "plain"))) for _, run in _stored()
                 if run["class"] == klass for w in run["witnesses"]]
    return min(witnesses, key=lambda wr: (wr[0]["effort"], wr[0]["unit"]), default=None)


def _smallest(klass: str) -> Mapping[str, Any] | None:
    found = _smallest_of_run(klass)
    return found[0] if found is not None else None


def _held_after_exchange(record: Mapping[str, Any]) -> dict[str, int]:
    """Each hand after a wrong exchange of too many or too few cards taken in (Laws 30, 31, 35), worked out from
    the record alone: the dealt hand, less the discard, with the cards taken in from the top of the stock, the
    elder first."""
    deal = record["deals"][0]
    elder = "A" if deal["dealer"] == "B" else "B"
    stock, held = parse_cards(deal["stock"]), {}
    for player in (elder, "B" if elder == "A" else "A"):
        exchange = deal["exchange"][player]
        discard = parse_cards(exchange["discard"])
        take = exchange.get("take", len(discard))
        held[player] = card_set(c for c in parse_cards(deal["hands"][player]) if c not in discard) | card_set(stock[:take])
        stock = stock[take:]
    return held


def _shown() -> list[tuple[str, Mapping[str, Any], int, str]]:
    """The witness each offence's section tells: its class, the smallest stored, and its run's seed and policy."""
    classes = sorted({run["class"] for _, run in _stored()})
    return [(klass, *found) for klass in classes if (found := _smallest_of_run(klass)) is not None]


def _item(section: str, start: str) -> str:
    """The bullet item of ``section`` that opens with ``start``, its nested lines included."""
    item = section[section.index(start):]
    end = re.search(r"\n(?:- |\n\S)", item[len(start):])
    return item[:len(start) + end.start()] if end else item


def _lawful(record: Mapping[str, Any]) -> Mapping[str, Any]:
    """The record with each player taking in as many cards as he discards: the lawful line's exchange. In a deal
    where the elder held thirteen or eleven (a ``misdeal``: Law 39, Case XVII) he takes in one fewer or one more
    than he discards, as one who announced his count and stood the deal (Laws 40-42), or as one dealt twelve, the
    card of the other pack in his discard (Case XVII); the younger's exchange, by the count rules in either line,
    as recorded."""
    lawful = copy.deepcopy(dict(record))
    deal = lawful["deals"][0]
    misdealt = any(entry.get("kind") == "misdeal" for entry in deal.get("irregularities", ()))
    elder = "A" if deal["dealer"] == "B" else "B"
    for player, exchange in deal["exchange"].items():
        if not misdealt:
            exchange.pop("take", None)
        elif player == elder:
            exchange["take"] = len(exchange["discard"]) - (len(deal["hands"][player]) - 12)
    return lawful


#: What the offender holds after a miscounted exchange: a card too many (Laws 31, 35), or too few (Law 30).
_HELD = {"31": 13, "35": 13, "30": 11}


@pytest.mark.law("30", "31", "35")
@pytest.mark.parametrize("entry", [e for e in CENSUS if set(e.offences) & {"30", "31", "35"}], ids=lambda e: e.name)
def test_the_smallest_witness_shows_the_hands_as_held_after_the_exchange(entry: Any) -> None:
    witness = _smallest(f"census-{entry.name}")
    if witness is None:
        pytest.skip(f"no witness of census-{entry.name} is stored")
    if witness["law"] not in _HELD:
        pytest.skip(f"the smallest witness is of Law {witness['law']}, not a miscount of the exchange")
    section = _section(_page(DOCS), f"census-{entry.name}")
    assert f"Unit {witness['unit']} " in section, "the witness told is the one of the fewest positions searched"
    for player, cards in _held_after_exchange(witness["record"]).items():
        line = f"{player} holds ({cards.bit_count()} cards): {format_hand(cards)}".replace("|", "\\|")
        assert line in section, f"{entry.name}: {player}'s hand after the exchange should read {line!r}"
    held = _held_after_exchange(witness["record"])[witness["offender"]].bit_count()
    assert held == _HELD[witness["law"]], \
        f"{entry.name}: the offender holds {held} cards after the exchange, not {_HELD[witness['law']]}"


def test_the_cases_cite_laws_not_clause_ids() -> None:
    page = _page(DOCS)
    cases = re.findall(r"\.\. container:: law-text census-case\n\n((?:   .*\n|\n)+)", page)
    assert cases, "each offence with a witness is told as a Case"
    for case in cases:
        assert "*Decision.*" in case and "*Question.*" in case, case[:200]
        ids = re.findall(r"(?<![\d.])\d{1,2}\.\d{1,2}(?![\d.%]| %)", case)
        assert not ids, f"a Case cites clause ids {ids}, where a reader expects laws: {case[:300]}"
        assert ":ref:`Law " in case, "the decision links the laws it cites"


def test_the_plots_draw_every_offence_and_are_the_same_for_the_same_runs() -> None:
    pops = populations(DOCS)
    titles = {run.title for pop in pops for run in pop.runs}
    for name in (SHARES, GAINS):
        svg = draw(name, pops)
        assert svg.startswith("<?xml") and "<svg" in svg
        # svg.fonttype none: the labels are text, the offence's name wrapped over lines.
        text = " ".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg))
        for title in titles:
            assert all(word in text for word in title.split()), f"{name}: {title!r} is not labelled"
        assert draw(name, pops) == svg, f"{name}: a second drawing differs (a build would write it again)"


_OPTIONAL = ("policy", "command", "found", "stats.enforced_only", "stats.under_amendment", "stats.under_amendment_b",
             "witnesses", "stats")


@pytest.fixture(scope="module")
def small_run() -> dict[str, Any]:
    """A real run of the census, as ``piquet search`` stores it: two deals of the younger's card too many."""
    report = run_search("census-card-too-many-younger", 0, Budget(deals=2), 1, None, top=1)
    data: dict[str, Any] = report.json(True)
    return data


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(dropped=st.sets(st.sampled_from(_OPTIONAL)))
def test_a_run_missing_fields_is_still_shown_with_what_it_holds(small_run: dict[str, Any], dropped: set[str],
                                                                tmp_path_factory: pytest.TempPathFactory) -> None:
    # The census grows while the rulebook is built from it: a run written before a field existed shows
    # the rest, and says what it does not hold.
    run = copy.deepcopy(small_run)
    for field in dropped:
        where, _, key = field.rpartition(".")
        (run.get(where) or {} if where else run).pop(key, None)
    srcdir = tmp_path_factory.mktemp("docs")
    (srcdir / RUNS).mkdir()
    (srcdir / RUNS / "census-card-too-many-younger-search.json").write_text(json.dumps(run), "utf-8")
    page = _page(srcdir)
    section = _section(page, "census-card-too-many-younger")
    assert "The younger takes in a card too many" in section
    if "stats" in dropped or "stats.enforced_only" in dropped:
        assert "not stored" in page, f"dropped {dropped}: the page does not say a figure is not stored"
    for name in (SHARES, GAINS):
        assert "<svg" in draw(name, populations(srcdir))


@pytest.mark.law("58")
def test_the_share_under_amendment_b_is_shown_where_a_run_counts_it(small_run: dict[str, Any],
                                                                    tmp_path: Path) -> None:
    # A run made since the census counts Amendment B shows its figure; one made before it says it is not stored;
    # an offence whose penalty is not reckoning nothing for a card says so.
    stored = small_run["stats"]["under_amendment_b"]
    assert stored["trials"] == small_run["stats"]["candidates"], "Amendment B is counted on the same deals"
    (tmp_path / RUNS).mkdir()
    path = tmp_path / RUNS / "census-card-too-many-younger-search.json"
    path.write_text(json.dumps(small_run), "utf-8")
    page = _page(tmp_path)
    shown = (f"{100 * stored['share']:.1f} % ({100 * stored['low']:.1f}–{100 * stored['high']:.1f} %), "
             f"{stored['hits']:,} of {stored['trials']:,}")
    assert shown in _section(page, "census-card-too-many-younger"), f"{shown!r} is not on the page"
    assert "under Amendment B" in page, "the page does not name Amendment B"
    before = copy.deepcopy(small_run)
    del before["stats"]["under_amendment_b"]
    path.write_text(json.dumps(before), "utf-8")
    summary = _page(tmp_path).split("\n.. _census-", 1)[0]
    assert "not stored" in summary, "a run made before Amendment B was counted does not say it is not stored"
    real = _page(DOCS)
    assert "no card penalty" in _section(real, "census-hand-of-eleven"), "the hand of eleven has no card penalty"


def test_the_built_page_shows_its_plots_and_is_in_the_contents(html: Path) -> None:
    census = (html / "generated" / "census.html").read_text("utf-8")
    for name in (SHARES, GAINS):
        image = Path(name).name
        assert re.search(rf'<img [^>]*src="\.\./_images/{re.escape(image)}"', census), f"{image} is not shown"
        assert (html / "_images" / image).is_file()
    assert 'href="generated/census.html"' in (html / "index.html").read_text("utf-8")


@pytest.mark.law("32", "36", "58", "65")
def test_each_line_of_the_witness_is_told_from_its_replay_as_the_search_scored_it() -> None:
    shown = _shown()
    assert shown, "the census has stored witnesses"
    page = _page(DOCS)
    for klass, witness, seed, policy in shown:
        section = _section(page, klass)
        lines = told_lines(witness, seed, policy)
        assert {line.name for line in lines} == set(witness["lines"]), f"{klass}: a line is not replayed"
        for line in lines:
            if line.name == "offence" and witness["law"] in GAME_LOST:  # au cent: the deal ends at the penalty
                assert line.deal.deal.play == () and "The deal ends there, before the play" in section, klass
                continue
            stored = witness["lines"][line.name]
            replayed = {"A": line.deal.scores.A, "B": line.deal.scores.B}
            assert replayed == stored["scores"], (
                f"{klass} unit {witness['unit']}, {line.name}: the model's replay of the stored play scores "
                f"{replayed}, the search stored {stored['scores']}")
            title = LINE_NAMES[line.name][:1].upper() + LINE_NAMES[line.name][1:]
            told = _item(section, f"- **{title}.**")
            assert f"The deal scores A {stored['scores']['A']}, B {stored['scores']['B']}." in told, told
            assert f"In the play A wins {line.deal.tricks.A} trick" in told, told
        # The lawful line's hands, worked out from the record alone: each takes in as many as he discards.
        lawful = _item(section, "- **The lawful line")
        for player, cards in _held_after_exchange(_lawful(witness["record"])).items():
            words = f"{player} holds {cards.bit_count()} cards: {format_hand(cards)}".replace("|", "\\|")
            assert words in lawful, f"{klass}: the lawful line should say {words!r}"


@pytest.mark.law("32", "36")
def test_the_play_cites_laws_and_the_law_of_each_hand_that_leaves_cards() -> None:
    page = _page(DOCS)
    plays = re.findall(r"\.\. rubric:: The play of each line\n(?:.*\n)+?\.\. raw:: html\n\n   </details>", page)
    assert len(plays) == len(_shown()), "each witness told has the play of each line, its moves collapsed"
    for play in plays:
        ids = re.findall(r"(?<![\d.])\d{1,2}\.\d{1,2}(?![\d.%]| %)", play)
        assert not ids, f"the play cites clause ids {ids}, where a reader expects laws: {play[:300]}"
        assert "A   0  B   0" in play, "the full move list, with the running scores, is still given"
        # Law 32 is the elder's leaving cards, Law 36 the younger's (B deals every witness: A is the elder).
        for player, law in re.findall(r"([AB]) discards \d+ and takes in \d+, leaving \w+ \(Law (\d+)\)", play):
            assert law == ("32" if player == "A" else "36"), f"{player} leaves cards by Law {law}: {play[:300]}"


@pytest.mark.law("cent-9", "cent-10")
def test_a_game_lost_by_a_penalty_is_told_without_the_exchanges_it_stopped() -> None:
    # Au cent's penalties of the stock end the deal (cent-9.1 and cent-10.1 before the elder's exchange, cent-9.2
    # after it): the Case tells the exchanges made, the offence, and only then what the lawful line goes on to.
    page = _page(DOCS)
    told = 0
    for folder, run in _stored():
        for witness in run["witnesses"]:
            if witness["law"] not in GAME_LOST:
                continue
            case = _section(page, run["class"]).split(".. container:: law-text census-case", 1)[1]
            case = case.split(".. rubric:: The play of each line", 1)[0]  # the Case, not the lines' play
            before, lawful = case.split("By the lawful line: ", 1)
            made = before.count(" discards ")
            assert made == (1 if witness["law"] == "cent-9.2" else 0), f"{folder}/{run['class']}: {before!r}"
            assert "When the penalty falls:" in case and "After the exchange:" not in case, run["class"]
            told += 1
    assert told, "no stored witness of a game lost by a penalty"


def test_each_population_is_told_apart_by_its_policy_and_its_calls() -> None:
    # The runs of docs/census/ and of docs/census/calls/ share the plain rule; the second settles the calls as best
    # play. The page named both "plain", so its table had two columns of the same name.
    pops = populations(DOCS)
    labels = [pop.label for pop in pops]
    assert len(set(labels)) == len(labels) == len(pops), labels
    page = _page(DOCS)
    for pop in pops:
        assert f"The population {pop.label}" in page, pop.label
        assert ("calls as best play" in pop.label) == all(r.data.get("calls") == "best" for r in pop.runs), pop.label
