"""Sphinx configuration of the rulebook: every page but this front matter is generated (see _ext/rulebook)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

project = "The Laws of Piquet (1882)"
author = "piquet-laws"
copyright = "piquet-laws; the Laws of 1882 are in the public domain"
extensions = ["rulebook"]

root_doc = "index"
exclude_patterns = ["_build", "generated/*.inc"]
html_theme = "alabaster"
html_title = "The Laws of Piquet (1882): the rulebook"
html_short_title = "Laws of Piquet"
html_static_path = ["_static"]
html_css_files = ["rulebook.css"]
html_theme_options = {
    "page_width": "1180px",
    "sidebar_width": "250px",
    "fixed_sidebar": True,
    "show_relbars": True,
    "description": "The 1882 Laws as a machine-checked rulebook",
}
html_sidebars = {"**": ["about.html", "navigation.html", "relations.html", "searchbox.html"]}
html_show_sourcelink = False
html_copy_source = False

# The repository, relative to this directory: the tests and the Cases' scenario files live there.
rulebook_root = ".."
# Seconds allowed to each solver call, as `piquet verify --timeout`.
rulebook_timeout = 10.0

# The law texts are quoted exactly as printed: no typographic quotes or dashes substituted.
smartquotes = False
