"""Errors that reach the user as one line naming the place and the problem.

The class is the model's own (:class:`piquet.model.errors.InputError`): the
model sits below the application and knows nothing of it, while an unknown
card the model refuses and a malformed record the application refuses are
caught alike by the command line.
"""

from __future__ import annotations

from piquet.model.errors import InputError

__all__ = ["InputError"]
