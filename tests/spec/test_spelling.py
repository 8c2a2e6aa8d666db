"""A spell check of the Laws as the rulebook displays them: every scanning error is corrected, and counted.

The text (the 78 laws, the note after Law 71, Piquet au cent, the Cases) is
checked as displayed, the errata applied (:func:`piquet.spec.source.corrected`),
against a word list shipped with the tests: the subset of Debian's ``wbritish``
and ``wamerican`` that the text uses (``spelling/dictionary.txt``, written by
``tools/spelling_words.py``) and the period's words those lists lack
(``spelling/period.txt``: the game's French terms, "undealt", "bona fides").
A word the text gains that neither holds fails the test: a new scanning error,
or a word to review.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from piquet.spec.source import agreement_text, au_cent_text, cases_text, correct, corrected, laws_text

HERE = Path(__file__).resolve().parent / "spelling"
DICTIONARY = HERE / "dictionary.txt"
PERIOD = HERE / "period.txt"

#: A word: letters (accented ones too), with an apostrophe inside ("adversary's" is checked as "adversary").
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
#: A stop, comma, semicolon or colon with a letter right after it: a lost space ("him,take", "deals.But").
_RUN_ON = re.compile(r"[,;:.](?=[^\W\d_])")


def displayed() -> dict[str, str]:
    """Every text the rulebook quotes, by where it stands, as displayed (the errata applied)."""
    texts = {f"Law {n}": law.text for n, law in laws_text().items()}
    texts["The note after Law 71"] = agreement_text()
    texts.update({f"Piquet au cent, paragraph {n}": text for n, text in au_cent_text().items()})
    texts.update({f"Case {numeral}": text for numeral, text in cases_text().items()})
    return {where: corrected(text).replace("_", " ") for where, text in texts.items()}


def displayed_words() -> dict[str, list[str]]:
    """The words of each text as displayed, an "'s" of the possessive taken off."""
    return {where: [w.removesuffix("'s") for w in _WORD.findall(text)] for where, text in displayed().items()}


def _listed(path: Path) -> set[str]:
    return {line.strip() for line in path.read_text("utf-8").splitlines() if line.strip() and not line.startswith("#")}


def test_every_word_displayed_is_in_the_word_list_or_a_word_of_the_period() -> None:
    known = _listed(DICTIONARY) | _listed(PERIOD)
    # A word in lower case must be listed so ("orin" is no word, though "Orin" is a name); a capital may be the
    # sentence's, so "Which" passes as "which".
    unknown = {f"{where}: {w!r}" for where, words in displayed_words().items() for w in words
               if w not in known and not (w[0].isupper() and w.lower() in known)}
    assert not unknown, ("words the word list lacks (a scanning error to correct in spec/source/errata.tsv, or a "
                         "word of the period to review into tests/spec/spelling/period.txt):\n"
                         + "\n".join(sorted(unknown)))


def test_no_stop_or_comma_runs_into_the_next_word() -> None:
    run_on = [f"{where}: {text[max(0, m.start() - 15):m.end() + 10]!r}" for where, text in displayed().items()
              for m in _RUN_ON.finditer(text)]
    assert not run_on, "a space lost after the punctuation (a scanning error for spec/source/errata.tsv):\n" + \
        "\n".join(run_on)


def test_the_word_lists_hold_no_word_the_text_does_not_use() -> None:
    # The shipped subset is the text's own: a word left over once its scanning error is corrected ("hames")
    # would let the error come back unseen.
    used = {w for words in displayed_words().values() for w in words}
    used |= {w.lower() for w in used}
    stale = sorted((_listed(DICTIONARY) | _listed(PERIOD)) - used)
    assert not stale, f"words no text displays, to remove from tests/spec/spelling: {stale}"


@pytest.mark.law("31", "32", "37", "39")
@pytest.mark.parametrize(("number", "made"), [(31, 2), (32, 2), (37, 1), (39, 1), (28, 2), (59, 4)])
def test_the_count_of_corrections_is_the_number_made(number: int, made: int) -> None:
    # Issue 26: Law 31 said "4 scanning errors corrected" and made 2 (a printed form listed on two lines of the
    # source was counted twice); the count is now taken where the corrections are made.
    text, count = correct(laws_text()[number].text)
    assert count == made, f"Law {number}: {count} corrections counted, {made} made"
    assert text == corrected(laws_text()[number].text)
