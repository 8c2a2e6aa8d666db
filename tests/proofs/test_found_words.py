"""Every finding of every reading has its words: what was found (the heading) and why, in a player's terms.

The one world's findings (``piquet verify --world``, recorded in ``proofs/expected/world.json``) have theirs too: a
finding met again (the id and the laws of a phase's finding) in ``found_words``, every other in ``world_words``.
Here, without the solver, only the ids are compared; the rulebook's tests compare the laws with the report's.
"""

from __future__ import annotations

from piquet.proofs.plan import JUDGEMENTS, expected, found_words, world_words
from piquet.proofs.recorded import expected_world
from piquet.spec.catalogue import catalogue


def _world_findings() -> dict[str, set[str]]:
    """The checks that find (or are left open) in the one world, by reading, as ``world.json`` records them."""
    return {reading: {cid for cid, verdict in expected_world(reading).items() if verdict != "proved"}
            for reading in catalogue().readings}


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
    # README, "What the verifier finds": of the literal reading's findings one clash is substantive (Law 35
    # against Law 40, found under Laws 36 and 40), the rest drafting.
    words = found_words()
    judged = {cid: words[cid].judgement["literal"] for cid, v in expected("literal").items() if v != "proved"}
    substantive = sorted(cid for cid, j in judged.items() if j == "substantive")
    assert substantive == ["entitlement:36.1", "entitlement:40.4"], substantive
    assert set(judged.values()) == {"substantive", "drafting"}, judged


def test_the_readme_names_the_one_worlds_judgements() -> None:
    # README, "What the verifier finds": in the literal reading's one world Laws 35 and 40 are found under Laws 36
    # and 40 in both games (substantive), the rest drafting; none is an artefact.
    world, phases = world_words(), found_words()
    judged = {cid: (world[cid] if cid in world else phases[cid]).judgement["literal"]
              for cid, v in expected_world("literal").items() if v != "proved"}
    substantive = sorted(cid.split("@")[0] for cid, j in judged.items() if j == "substantive")
    assert substantive == ["entitlement:36.1", "entitlement:36.1", "entitlement:40.4", "entitlement:40.4"], substantive
    assert set(judged.values()) == {"substantive", "drafting"}, judged


def test_no_world_words_for_a_check_the_one_world_does_not_find() -> None:
    found = _world_findings()
    assert all(expected_world(reading) for reading in found), "proofs/expected/world.json records no verdicts"
    stale = sorted(set(world_words()) - set().union(*found.values()))
    assert not stale, f"proofs/expected/found.json's world: words for checks the one world does not find: {stale}"
    for cid, said in world_words().items():
        readings = sorted(reading for reading, ids in found.items() if cid in ids)
        assert sorted(said.laws) == sorted(said.judgement) == readings, \
            f"found.json's world: {cid} is found under {readings}, its laws and judgement are for " \
            f"{sorted(said.laws)} and {sorted(said.judgement)}"


def test_every_finding_of_the_one_world_has_words_and_a_judgement() -> None:
    phases, world = found_words(), world_words()
    missing = []
    for reading, ids in sorted(_world_findings().items()):
        for cid in sorted(ids):
            # Words for this reading's finding: the world's, or, for a phase's finding met again, the phase's
            # (the rulebook's test checks that its laws are the report's).
            said = next((words for words in (world.get(cid), phases.get(cid))
                         if words is not None and reading in words.laws), None)
            if said is None:
                missing.append(f"{reading} {cid}")
                continue
            assert said.found and said.why.endswith("."), f"found.json: {cid} needs a heading and a sentence"
            assert said.judgement.get(reading) in JUDGEMENTS, \
                f"found.json: {cid} has no reviewed judgement ({', '.join(JUDGEMENTS)}) for the {reading} reading"
            assert said.reason.endswith("."), f"found.json: {cid} needs the judgement's reason, a sentence"
    assert not missing, f"proofs/expected/found.json: {len(missing)} findings of the one world have no words " \
        f"(in 'world', or in 'found' for a phase's finding met again): {missing}"
