"""A 50 MB record of 20,000 deals, read by ``piquet replay``: the time and peak memory to name its first
bad deal (``deals[1]``), and to replay a smaller record whole when every deal is good (issue 15).

Builds the records in a temporary folder from ``piquet play --deals 2`` (the deals repeated, each given a
note that pads it to 2.5 KB, as hostile files are padded); runs ``piquet replay`` in a child process and
reads its peak resident memory (``ru_maxrss``), which is the peak of the children run so far, so the
records are measured in growing order: one deal (the interpreter's own
peak), the 50 MB record with a bad deal, a record replayed whole. Prints the figures; asserts nothing.

    .venv/bin/python benchmarks/bench_records.py [--deals N]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, cast

from piquet.records.generate import random_record
from piquet.records.record import record_to_json

_PAD = 1900  # characters of padding per deal: 20,000 deals make about 50 MB


def build(folder: Path, deals: int, bad_at: int | None) -> Path:
    """A record of ``deals`` deals, not a partie (each deal stands alone), deal ``bad_at`` made illegal."""
    pair = cast(list[dict[str, Any]], record_to_json(random_record(7, deals=2))["deals"])
    path = folder / f"record-{deals}-{bad_at}.json"
    with path.open("w", encoding="utf-8") as out:
        out.write('{"format": "piquet-record/1", "variant": "rubicon", "deals": [\n')
        for i in range(deals):
            deal = dict(pair[i % 2])
            deal.pop("scores_before", None)
            deal["irregularities"] = []
            if i == bad_at:
                deal["play"] = list(reversed(deal["play"]))
            text = json.dumps(deal)
            out.write(text.replace('"irregularities": []', f'"irregularities": []{"":<{_PAD}}'))
            out.write(",\n" if i < deals - 1 else "\n")
        out.write("]}\n")
    return path


def measure(path: Path) -> tuple[float, float, int, str]:
    """Seconds, peak MB and exit code of ``piquet replay --json path``, and its error line."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "piquet", "replay", "--json", str(path)], capture_output=True,
                          text=True, check=False)
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return seconds, max(peak, before) / 1024, done.returncode, done.stderr.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=20_000, help="deals of the record with a bad deal")
    parser.add_argument("--good-deals", type=int, default=1_000,
                        help="deals of the record replayed whole (about 10 ms each)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        # One deal first: the peak of the interpreter and its libraries, against which the others are read.
        for deals, bad_at in ((1, None), (args.deals, 1), (args.good_deals, None)):
            path = build(Path(folder), deals, bad_at)
            size = path.stat().st_size / 1e6
            seconds, peak, code, error = measure(path)
            what = f"bad deal at deals[{bad_at}]" if bad_at is not None else "every deal good"
            print(f"{deals} deals, {size:.1f} MB, {what}: exit {code} in {seconds:.2f} s, peak RSS "
                  f"{peak:.0f} MB" + (f"\n  {error[:160]}" if error else ""))


if __name__ == "__main__":
    main()
