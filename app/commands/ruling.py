"""``piquet ruling FILE``: the rulings on a record's irregularities, in plain words or as JSON.

For each deal: each irregularity, the laws that apply and why, the option
the Laws give and who holds it, what was elected and what follows; the
claims refused and why; then the decision (a fresh deal, or the scores,
and who can reckon nothing) and the text of every law cited.
"""

from __future__ import annotations

import argparse

from piquet.commands.replayed import configure_replayed
from piquet.rulings import ruling_lines, rulings_stream


def configure(parser: argparse.ArgumentParser) -> None:
    configure_replayed(
        parser, description="Replay a piquet-record/1 record that contains irregularities and say, for each, which "
                    "laws apply and why, the options and who holds them, and the outcome.",
        json_help="print the rulings as JSON, with law numbers", words=ruling_lines, as_json=rulings_stream)
