"""Regression tests for records a hostile user wrote (issue 15): each one is refused with one error naming
its place and what is wrong with it, never accepted, never a traceback."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from tests.records.records_samples import changed, sample

from piquet.errors import InputError
from piquet.records import Record, Replay, load_record, parse_record, replay_file
from piquet.records.io import MAX_DIGITS, json_chunks, json_text, loads
from piquet.records.record import ByPlayer
from piquet.records.replay import replay


def _written(tmp_path: Path, data: Any) -> str:
    """``data`` (JSON, or text as it is) written to a file; its path."""
    path = tmp_path / "record.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), "utf-8")
    return str(path)


def refusal(tmp_path: Path, data: Any) -> str:
    """The one error ``replay_file`` gives for ``data`` written to a file, reading its terms or, as they are
    replayed, its deals; without the file's name."""
    path = _written(tmp_path, data)
    with pytest.raises(InputError) as caught:
        for _ in replay_file(path).deals:
            pass
    return str(caught.value).removeprefix(f"{path}: ")


@pytest.mark.parametrize(("path", "value", "field"), [
    ("deals.0.exchange.B.take", 1.0, "deals[0].exchange.B.take"),
    ("deals.0.scores_before.A", 0.0, "deals[0].scores_before.A"),
])
def test_a_count_written_as_a_float_is_refused_at_its_field(tmp_path: Path, path: str, value: float,
                                                            field: str) -> None:
    """A take of 5.0 once reached the engine and broke it (slice indices must be integers)."""
    assert refusal(tmp_path, changed("minimal", path, value)) == f"{field}: expected a whole number, got {value}"


def test_a_partie_length_written_as_a_float_is_refused(tmp_path: Path) -> None:
    data = sample("minimal") | {"partie": {"length": 6.0}}
    assert refusal(tmp_path, data) == "partie.length: expected a whole number, got 6.0"


def test_a_miscount_whose_error_is_a_float_is_refused(tmp_path: Path) -> None:
    """It once put floats into the scores ("A counts 12.0")."""
    entry = {"kind": "score miscounted", "player": "A", "error": 2.0, "at": "end"}
    data = changed("minimal", "deals.0.irregularities", [entry])
    assert refusal(tmp_path, data) == "deals[0].irregularities[0].error: expected a whole number, got 2.0"


def test_an_integer_of_five_thousand_digits_is_refused_with_its_line_and_column(tmp_path: Path) -> None:
    """Python's parser stops at 4300 digits with a ValueError; the reader refuses far sooner."""
    text = json.dumps(sample("minimal"), indent=1).replace('"A": 0', '"A": ' + "7" * 5000, 1)
    line = next(n for n, row in enumerate(text.splitlines(), 1) if "7777" in row)
    problem = refusal(tmp_path, text)
    assert problem.startswith(f"line {line} column ") and f"more than {MAX_DIGITS} digits" in problem, problem


def test_digits_inside_a_string_are_not_taken_for_the_long_number() -> None:
    with pytest.raises(InputError) as caught:
        loads('{"note": "' + "1" * 40 + '",\n "n": ' + "2" * 40 + "}", "f")
    assert str(caught.value).startswith("f: line 2 column 7: "), caught.value


def test_a_repeated_key_is_refused_naming_the_key_and_its_place(tmp_path: Path) -> None:
    """Two "hands": the last once silently won."""
    text = json.dumps(sample("minimal")).replace('"hands": ', '"hands": {}, "hands": ', 1)
    assert refusal(tmp_path, text) == "deals[0].hands: the key 'hands' is repeated: a record names each field once"


def test_a_repeated_top_level_key_is_refused(tmp_path: Path) -> None:
    text = json.dumps(sample("minimal")).replace('"variant": ', '"variant": "rubicon", "variant": ', 1)
    assert refusal(tmp_path, text) == "variant: the key 'variant' is repeated: a record names each field once"


def test_nan_is_not_a_number_of_a_record(tmp_path: Path) -> None:
    text = json.dumps(sample("minimal")).replace('"A": 0', '"A": NaN', 1)
    assert refusal(tmp_path, text) == "malformed JSON: NaN is not a JSON number"


@pytest.mark.law("9")
def test_a_misdeal_declared_on_a_lawful_deal_is_an_error_naming_both(tmp_path: Path) -> None:
    """It was once dropped, and the ruling said "No irregularity"."""
    data = changed("minimal", "deals.0.irregularities", [{"kind": "misdeal"}])
    problem = refusal(tmp_path, data)
    assert problem.startswith("deals[0].irregularities[0]: misdeal, but the deal gives each player 12 cards"), problem
    assert "(Law 9)" in problem


@pytest.mark.parametrize(("cards", "pips", "least", "most"), [(2, 30, 15, 21), (1, 12, 7, 11), (3, 20, 24, 31)])
def test_a_point_whose_pips_its_cards_cannot_make_is_refused(tmp_path: Path, cards: int, pips: int, least: int,
                                                             most: int) -> None:
    """Two cards make at most 21 (ace and a ten-card); a point of two making 30 was once allowed good."""
    call = {"point": {"cards": cards, "pips": pips, "answers": ["good"]}}
    data = changed("minimal", "deals.0.calls", {"A": call})
    assert refusal(tmp_path, data) == (f"deals[0].calls.A.point.pips: {cards} card{'s' if cards > 1 else ''} of a "
                                       f"suit make from {least} to {most}, not {pips}")


@pytest.mark.law("65")
def test_a_card_not_held_is_named_as_a_card_and_no_scoring_law_is_cited(tmp_path: Path) -> None:
    """It once said "7 is not a card in the elder's hand (Law 65)"."""
    data = changed("minimal", "deals.0.play.0", "9S")
    problem = refusal(tmp_path, data)
    assert problem.startswith("deals[0].play[0]: A cannot play 9S at trick 1: 9S is not in A's hand ("), problem
    assert "Law 65" not in problem


def test_of_several_bad_deals_the_first_is_named(tmp_path: Path) -> None:
    """It once named the last."""
    good = sample("minimal")["deals"][0]
    bad_hand = {**good, "hands": {**good["hands"], "A": good["hands"]["A"][:11] + ["XX"]}}
    bad_dealer = {**good, "dealer": "C"}
    data = sample("minimal") | {"deals": [good, bad_hand, bad_dealer, bad_hand]}
    assert refusal(tmp_path, data).startswith("deals[1].hands.A[11]: "), refusal(tmp_path, data)


def test_a_deal_that_replays_wrongly_stops_the_replay_before_the_deals_after_it_are_read(tmp_path: Path) -> None:
    """The deals are read one at a time: deal 2 is refused even though deal 3 is not JSON."""
    good = json.dumps({k: v for k, v in sample("minimal")["deals"][0].items() if k != "scores_before"})
    bad = good.replace('"AH", "7C"', '"9S", "7C"', 1)
    text = '{"format": "piquet-record/1", "deals": [' + ", ".join([good, bad]) + ', {"dealer": ]}'
    # The file as a whole is not JSON: the first pass finds it.
    assert refusal(tmp_path, text).startswith("line 1 column "), refusal(tmp_path, text)
    text = '{"format": "piquet-record/1", "deals": [' + ", ".join([good, bad, good.replace("AH", "ZZ")]) + "]}"
    assert refusal(tmp_path, text).startswith("deals[1].play[0]: "), refusal(tmp_path, text)


def read_back(replayed: Replay) -> Record:
    """The record a file's replay read: its terms, and its deals as they are read again (replay_file holds
    the record's terms, not its deals)."""
    assert replayed.record.deals == (), "a file's replay does not hold its deals"
    return replace(replayed.record, deals=tuple(d.deal for d in replayed.deals))


def test_the_terms_may_follow_the_deals(tmp_path: Path) -> None:
    data = sample("minimal")
    text = json.dumps({"deals": data["deals"], "variant": "rubicon", "format": "piquet-record/1"})
    replayed = replay_file(_written(tmp_path, text))
    assert read_back(replayed) == parse_record(data)


def test_a_case_scenario_file_is_read_as_its_record() -> None:
    path = Path(__file__).parent.parent / "cases" / "case-22.json"
    scenario = json.loads(path.read_text("utf-8"))
    replayed = replay_file(str(path))
    assert read_back(replayed) == load_record(str(path)) == parse_record(scenario["record"])
    assert dict(replayed.totals.items()) == scenario["expected"]["totals"]


@pytest.mark.parametrize("chunk", [5, 64, 1 << 20])
@pytest.mark.parametrize("damage", ['"x"', "", " ]", "{", ",,", "1e"])
def test_malformed_json_read_in_pieces_is_named_as_the_parser_names_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                        chunk: int, damage: str) -> None:
    """The deals are read in pieces: the line and column of a JSON error are the same as the whole file's."""
    import piquet.records.stream as stream
    monkeypatch.setattr(stream, "_CHUNK", chunk)
    deal = json.dumps(sample("minimal")["deals"][0], indent=1)
    text = '{"format": "piquet-record/1", "deals": [' + ",\n".join([deal] * 4) + "]}"
    at = text.index('"play":', len(text) * 2 // 3) + len('"play"')  # the colon of the third deal's play
    text = text[:at] + damage + text[at + 1:]
    with pytest.raises(InputError) as whole:
        loads(text, "f")
    assert refusal(tmp_path, text) == str(whole.value).removeprefix("f: ")


def test_an_endless_file_of_nothing_is_refused_at_once() -> None:
    """/dev/zero: NUL is not JSON; the reader does not read on for ever."""
    with pytest.raises(InputError) as caught:
        replay_file("/dev/zero")
    assert str(caught.value) == "/dev/zero: line 1 column 1: malformed JSON: Expecting value"


def test_a_files_replay_holds_no_deal_and_replays_them_once_as_they_are_read(tmp_path: Path) -> None:
    """Issue 15: a large valid record once held about 14 KB a deal, and was then replayed twice. The replay of
    a file keeps what the partie's outcome needs (totals, partie); its deals are read from the file and
    replayed as they are read, once, deal by deal, and are those of the record replayed in memory; the totals
    and the partie are those of the deals read so far."""
    data = sample("partie-start")
    path = _written(tmp_path, data)
    replayed, in_memory = replay_file(path), replay(parse_record(data))
    assert not isinstance(replayed.deals, tuple) and replayed.record.deals == () and len(replayed.deals) == 2
    assert replayed.totals == ByPlayer(0, 0) and replayed.partie is None, "no deal read yet"
    assert [(d.index, d.deal, d.scores, d.state.rulings, d.scores_before) for d in replayed.deals] == \
        [(d.index, d.deal, d.scores, d.state.rulings, d.scores_before) for d in in_memory.deals]
    assert (replayed.totals, replayed.partie) == (in_memory.totals, in_memory.partie)
    with pytest.raises(RuntimeError, match="once"):
        list(replayed.deals)
    with pytest.raises(TypeError, match="in order"):
        replayed.deals[-1]


def test_a_file_changed_between_its_readings_is_an_error_naming_it(tmp_path: Path) -> None:
    """The terms are read first, then the deals: a file changed between is refused, not replayed half as it
    was and half as it is."""
    path = _written(tmp_path, sample("partie-start"))
    replayed = replay_file(path)
    Path(path).write_text(json.dumps(sample("minimal")), "utf-8")
    with pytest.raises(InputError) as caught:
        list(replayed.deals)
    assert str(caught.value) == f"{path}: the file changed while it was being read"


def test_json_written_in_pieces_is_the_json_text_of_the_same_value() -> None:
    """``replay --json`` writes the deals as they are replayed (json_chunks, an iterator read as it is
    written): the bytes are those of the value held whole."""
    value = {"deals": [{"dealer": "A", "scores": {"A": 1, "B": 2}, "note": "x" * 120}] * 3, "totals": {"A": 3}}
    assert "".join(json_chunks({**value, "deals": iter(value["deals"])})) == json_text(value)
    assert "".join(json_chunks({"deals": iter([]), "n": 1})) == '{\n  "deals": [],\n  "n": 1\n}\n', \
        "an object holding an iterator is written a field a line, its length unknown"
