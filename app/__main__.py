from piquet.cli import entry

raise SystemExit(entry())
