"""Magic Lamp's end screen: the final scores by source, the winners and the energy lesson."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QWidget

from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.magic_lamp.queries import ranking, ranking_key
from desktop_app.rules.magic_lamp.scoring import score_breakdown
from desktop_app.rules.magic_lamp.state import State
from desktop_app.views.kit.scoreboard import ScoreColumn, ScoreDialog, ranked_table


class MagicLampScoreboard(ScoreDialog):
    """The end: every player's points by source, the winners, and what the game teaches."""

    def __init__(
        self, state: State, seats: Sequence[Seat], language: str, scale: float = 1.0, parent: QWidget | None = None
    ) -> None:
        scores = score_breakdown(state)

        def points(key: str) -> Callable[[int], str]:
            return lambda seat: str(scores[seat][key])

        columns = [
            ScoreColumn(self.tr("Cards"), points("cards")),
            ScoreColumn(self.tr("Sets"), points("sets")),
            ScoreColumn(self.tr("Most gems"), points("majorities")),
            *([ScoreColumn(self.tr("Ring"), points("ring"))] if state.options.magic_ring else []),
            ScoreColumn(self.tr("Total"), points("total"), deciding=True),
        ]
        table, winners = ranked_table(state, seats, columns, ranking, ranking_key, scale)
        super().__init__(
            winners,
            table,
            scale=scale,
            size=(720, 420),
            lesson=self.tr(
                "Knowing when to stop kept the treasure: every greedy draw that met the "
                "scorpions lost it all. Energy works the same way — what we waste is simply gone, "
                "so use what you need and stop there."
            ),
            parent=parent,
        )
