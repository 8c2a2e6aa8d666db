"""Helpers for the command-line tests: a record written to a file, and ``piquet`` run in-process."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from piquet.cli import main


def write(tmp_path: Path, data: Any, name: str = "record.json") -> str:
    """``data`` (JSON, or text as it is) written to ``tmp_path/name``; the file's path."""
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), "utf-8")
    return str(path)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``piquet argv...`` in-process: the exit code, standard output and standard error."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err
