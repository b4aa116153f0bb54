"""Power Grid's game log: the kit's log (views/kit/game_log.py) told in Power Grid's words.

Rounds and phases are headers; each applied action adds its sentences (narration.py), each
with the mark of the player it is about. The log follows its window's size; presentation mode
sets the lines 1.6 times larger, for a class watching a projector.
"""

from __future__ import annotations

from collections.abc import Iterable

from desktop_app.content.power_grid import PowerGridContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.views.kit.game_log import HEADER, LINE, GameLog
from desktop_app.views.power_grid.narration import Words, header_text, narrate_parts


def game_log(content: PowerGridContent, seats: Iterable[Seat], language: str = "zh_TW") -> GameLog:
    """A log narrating Power Grid records in `language`, opening with the round and phase."""
    words = Words(content, list(seats), language)
    return GameLog(
        lambda record: narrate_parts(record, words),
        opening=lambda record: header_text(words, record.before.round, record.before.phase),
        text_px=14.0,
        presentation_factor=1.6,
    )


__all__ = ["HEADER", "LINE", "GameLog", "game_log"]
