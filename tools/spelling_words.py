"""Write the spell check's word list: the words of the Laws as displayed that a Debian word list holds.

Run at development time, on a machine with Debian's ``wbritish`` and ``wamerican``
(``/usr/share/dict``): ``python tools/spelling_words.py``. It writes
``tests/spec/spelling/dictionary.txt``, the subset of those lists that the text
uses, as they spell them (case kept: "Orin" is a name, "orin" a scanning error).
The test (``tests/spec/test_spelling.py``) reads the shipped subset, never the
system's lists, which CI may not have. A word the lists lack goes, once
reviewed, into ``tests/spec/spelling/period.txt``; a word the text gains that
neither holds fails the test until it is corrected (``spec/source/errata.tsv``)
or reviewed. Review the subset this writes before committing it: a real word
can be a scanning error ("hi sown" for "his own").
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.spec.test_spelling import DICTIONARY, displayed_words  # noqa: E402

LISTS = (Path("/usr/share/dict/british-english"), Path("/usr/share/dict/american-english"))


def main() -> None:
    known = {w.strip() for path in LISTS for w in path.read_text("utf-8").splitlines()}
    used = {w for words in displayed_words().values() for w in words}
    subset = sorted({w for w in used if w in known} | {w.lower() for w in used if w.lower() in known})
    DICTIONARY.write_text("".join(f"{w}\n" for w in subset), "utf-8")
    print(f"{DICTIONARY.relative_to(ROOT)}: {len(subset)} words")


if __name__ == "__main__":
    main()
