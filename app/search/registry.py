"""Every class of the search by name: the misfires of the base laws (:mod:`piquet.search.classes`) those of
Piquet au cent (:mod:`piquet.search.au_cent`) and the census's (:mod:`piquet.search.census`). A class's name
says its game: the au cent classes are ``cent-*``, and the census's entries of au cent ``census-cent-*``."""

from __future__ import annotations

from piquet.search.au_cent import AU_CENT_CLASSES
from piquet.search.census import CENSUS_CLASSES
from piquet.search.classes import CLASSES as BASE_CLASSES, SearchClass

__all__ = ["CLASSES", "class_named"]

CLASSES: tuple[SearchClass, ...] = BASE_CLASSES + AU_CENT_CLASSES + CENSUS_CLASSES
"""The classes ``piquet search`` knows: the base game's, au cent's, then the census's (``census-*``)."""


def class_named(name: str) -> SearchClass | None:
    """The class called ``name``, or None."""
    return next((c for c in CLASSES if c.name == name), None)
