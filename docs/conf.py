"""Sphinx configuration of the rulebook: every page but this front matter is generated (see _ext/rulebook)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

project = "The Laws of Piquet (1882)"
author = "piquet-laws"
copyright = "piquet-laws; the Laws of 1882 are in the public domain"
extensions = ["myst_parser", "sphinx.ext.autodoc", "rulebook"]

root_doc = "index"
exclude_patterns = ["_build", "generated/*.inc"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
html_theme = "furo"
html_title = "The Laws of Piquet (1882): the rulebook"
html_short_title = "Laws of Piquet"
html_static_path = ["_static"]
# The search page loads the rulebook's search and the excerpts it ships (rulebook/finder.py).
templates_path = ["_templates"]
html_css_files = ["rulebook.css"]
html_theme_options = {
    # Furo loads no web font by default; nothing here may reach the network (tests/docs: the site works offline).
    "navigation_with_keys": True,
}
html_show_sourcelink = False
html_copy_source = False

# MyST renders docs/*.md and the Markdown the pages quote (.. markdown::); headings get anchors for links.
myst_heading_anchors = 3

# The repository, relative to this directory: the tests and the Cases' scenario files live there.
rulebook_root = ".."
# Seconds allowed to each solver call, as `piquet verify --timeout`: a guard against a runaway only. Each call
# is bounded by Z3's resource count, the same on every run; a clock limit near a call's time would make the
# rulebook's verdicts depend on the machine's load.
rulebook_timeout = 600.0

# The law texts are quoted exactly as printed: no typographic quotes or dashes substituted.
smartquotes = False
