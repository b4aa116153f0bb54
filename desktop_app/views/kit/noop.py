"""`QT_TRANSLATE_NOOP` with types: marks a text for lupdate and gives it back unchanged.

PySide6's stub types the marker as `(object, object) -> object`, so every marked text would be
an `object` where a `str` is needed (a `tr`, a dict of names). lupdate finds the marker by its
name, so this one, imported under the same name, marks texts just as Qt's does.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """`text`, unchanged: translated later, at run time, in `context`."""
    del context  # only lupdate reads it
    return text
