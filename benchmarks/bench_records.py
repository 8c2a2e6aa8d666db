"""A 50 MB record of 20,000 deals, read by ``piquet replay``: the time and peak memory to name its first
bad deal (``deals[1]``); and valid records of 1,000, 3,000 and 20,000 deals replayed whole by ``replay
--json``, ``replay`` (narrated) and ``ruling --json``: the time, the peak memory and the memory each deal
adds, which should be nil, each deal being replayed once, as it is read, and let go (issue 15).

Builds the records in a temporary folder from ``piquet play --deals 2`` (the deals repeated, each given a
note that pads it to 2.5 KB, as hostile files are padded); runs each command in a child process with its
output thrown away, and reads that child's own peak resident memory (``ru_maxrss`` of ``os.wait4``). The
memory a deal adds is the difference of the peaks of the largest and the smallest valid record over the
difference of their deals. Prints the figures; asserts nothing.

    .venv/bin/python benchmarks/bench_records.py [--deals N] [--good-deals N [N ...]]
"""

from __future__ import annotations

import argparse
import json
import os
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
            if i == bad_at:  # a card played twice: no reading of the Laws lets it stand
                deal["play"] = [deal["play"][0], *deal["play"][:-1]]
            text = json.dumps(deal)
            out.write(text.replace('"irregularities": []', f'"irregularities": []{"":<{_PAD}}'))
            out.write(",\n" if i < deals - 1 else "\n")
        out.write("]}\n")
    return path


def measure(path: Path, *arguments: str) -> tuple[float, float, int, str]:
    """Seconds, peak MB and exit code of ``piquet arguments... path``, and its error line."""
    with tempfile.TemporaryFile("w+", encoding="utf-8") as err:
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-m", "piquet", *arguments, str(path)],
                                 stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        seconds = time.perf_counter() - start
        err.seek(0)
        return seconds, usage.ru_maxrss / 1024, child.returncode, err.read().strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=20_000, help="deals of the record with a bad deal")
    parser.add_argument("--good-deals", type=int, nargs="+", default=[1_000, 3_000, 20_000],
                        help="deals of the valid records replayed whole (about 1 ms each on an idle machine)")
    args = parser.parse_args()
    # From 1,000 deals (2.5 MB) on, the reader's pieces of text (1 MB, piquet.records.stream) are at their
    # largest: the difference of two such records' peaks is what their deals add.
    sizes = sorted(args.good_deals)
    with tempfile.TemporaryDirectory() as folder:
        path = build(Path(folder), args.deals, 1)
        seconds, peak, code, error = measure(path, "replay", "--json")
        print(f"{args.deals} deals, {path.stat().st_size / 1e6:.1f} MB, bad deal at deals[1]: exit {code} in "
              f"{seconds:.2f} s, peak RSS {peak:.0f} MB\n  {error[:160]}")
        records = {deals: build(Path(folder), deals, None) for deals in sizes}
        for arguments in (("replay", "--json"), ("replay",), ("ruling", "--json")):
            what = " ".join(arguments)
            peaks = []
            for deals, path in records.items():
                seconds, peak, code, error = measure(path, *arguments)
                peaks.append(peak)
                print(f"{what}: {deals} deals, {path.stat().st_size / 1e6:.1f} MB, every deal good: exit {code} in "
                      f"{seconds:.2f} s ({1000 * seconds / deals:.2f} ms a deal), peak RSS {peak:.1f} MB"
                      + (f"\n  {error[:160]}" if error else ""))
            if len(sizes) > 1:
                per_deal = (peaks[-1] - peaks[0]) * 1024 / (sizes[-1] - sizes[0])
                print(f"{what}: memory a deal adds: {per_deal:.2f} KB ({sizes[0]} to {sizes[-1]} deals)")


if __name__ == "__main__":
    main()
