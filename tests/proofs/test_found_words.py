"""Every finding of every reading has its words: what was found (the heading) and why, in a player's terms."""

from __future__ import annotations

from piquet.proofs.plan import JUDGEMENTS, expected, found_words
from piquet.spec.catalogue import catalogue


def test_every_finding_under_each_reading_says_what_was_found() -> None:
    words = found_words()
    for reading in catalogue().readings:
        verdicts = expected(reading)
        assert verdicts, f"proofs/expected/{reading}.json records no verdicts"
        for cid, verdict in verdicts.items():
            if verdict == "proved":
                continue
            assert cid in words, f"proofs/expected/found.json: the {reading} reading's {verdict} {cid} has no words"
            said = words[cid]
            assert said.found and said.why.endswith("."), f"found.json: {cid} needs a heading and a sentence"
            assert said.laws.get(reading), f"found.json: {cid} records no laws for the {reading} reading"
            assert said.judgement.get(reading) in JUDGEMENTS, \
                f"found.json: {cid} has no reviewed judgement ({', '.join(JUDGEMENTS)}) for the {reading} reading"
            assert said.reason.endswith("."), f"found.json: {cid} needs the judgement's reason, a sentence"
            # The heading says what was found, not the property that should hold.
            assert not said.found.startswith(("No two laws", "Every ", "The right of clause")), cid


def test_no_words_for_a_check_that_finds_nothing() -> None:
    shown = {cid for reading in catalogue().readings for cid, v in expected(reading).items() if v != "proved"}
    stale = sorted(set(found_words()) - shown)
    assert not stale, f"proofs/expected/found.json: words for checks no reading finds: {stale}"


def test_the_readme_names_the_one_substantive_finding() -> None:
    # README, "What the verifier finds": of the literal reading's findings one is substantive, the rest drafting.
    words = found_words()
    judged = {cid: words[cid].judgement["literal"] for cid, v in expected("literal").items() if v != "proved"}
    substantive = sorted(cid for cid, j in judged.items() if j == "substantive")
    assert substantive == ["entitlement:36.1"], substantive
    assert set(judged.values()) == {"substantive", "drafting"}, judged
