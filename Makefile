# Two commands set up a fresh machine and do the work:
#   make verify   -> builds .venv, installs the project, runs `piquet verify`, phase by phase and in the one world
#   make test     -> builds .venv, installs the project, runs mypy --strict, lint-imports (the layers'
#                    contracts in pyproject.toml) and pytest
# HYPOTHESIS_PROFILE=thorough make test runs the long property profile.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
SOURCES := setup.py $(shell find app spec model proofs conformance -name '*.py' -o -name '*.json' -o -name '*.md' -o -name '*.tsv' 2>/dev/null)

# The list of sources, rewritten only when a file is added or removed: a module deleted (or added) with no other
# change still reinstalls, so the editable install's link tree never keeps a link to a file that is gone.
SOURCE_LIST := $(VENV)/.sources
$(shell mkdir -p $(VENV) && (echo '$(SOURCES)' | cmp -s - $(SOURCE_LIST) || echo '$(SOURCES)' > $(SOURCE_LIST)))

$(VENV)/.installed: pyproject.toml $(SOURCES) $(SOURCE_LIST)
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip >/dev/null
	$(BIN)/pip install -q -e '.[dev]' --config-settings editable_mode=strict
	touch $@

.PHONY: install verify test typecheck pytest docs bench browser
install: $(VENV)/.installed

verify: install
	$(BIN)/piquet verify --all-readings
	$(BIN)/piquet verify --all-readings --world

typecheck: install
	$(BIN)/mypy --strict -p piquet
	$(BIN)/mypy --strict tests benchmarks docs/_ext setup.py
	$(BIN)/lint-imports --no-cache

# The rulebook's browser test drives Debian's Chromium (Playwright's own download of a browser is not used), and
# the printable edition's test renders its pages with poppler's pdftoppm: installed here when missing, as root.
browser:
	@if ! command -v chromium >/dev/null || ! command -v pdftoppm >/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils >/dev/null; \
	  else \
	    echo "make browser: install Chromium and poppler-utils (Debian: apt-get install chromium poppler-utils)" >&2; \
	    exit 1; \
	  fi; \
	fi

pytest: install browser
	$(BIN)/python -m pytest

test: typecheck pytest

docs: install
	$(BIN)/piquet rulebook --out docs/_build/html

bench: install
	for b in benchmarks/*.py; do $(BIN)/python $$b || exit 1; done
