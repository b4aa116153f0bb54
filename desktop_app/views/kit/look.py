"""How a table is drawn: for a family at a laptop, or in presentation mode (F5) for a class at a
projector (issue 15): text larger, edges and strokes thicker, and every ink dark (no muted grey).

A game's painters read the look of the item being painted (`Look.text` scales its fonts,
`PRESENTATION_LINE` thickens its strokes); one `Look` for every game that has the mode.
"""

from __future__ import annotations

from dataclasses import dataclass

PRESENTATION_TEXT = 1.15  # presentation mode: the table's text this much larger
PRESENTATION_LINE = 2.0  # and its edges and strokes this many scene units thicker


@dataclass(frozen=True)
class Look:
    """The normal look, or presentation mode's (`presentation=True`)."""

    presentation: bool = False

    @property
    def text(self) -> float:
        return PRESENTATION_TEXT if self.presentation else 1.0


NORMAL, PRESENTATION = Look(), Look(presentation=True)

__all__ = ["NORMAL", "PRESENTATION", "PRESENTATION_LINE", "PRESENTATION_TEXT", "Look"]
