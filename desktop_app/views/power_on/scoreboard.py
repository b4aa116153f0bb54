"""Power On!'s end screen: the final scores by source, the winners and the energy lesson."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QWidget

from desktop_app.content.power_on import PowerOnContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_on.queries import ranking, ranking_key
from desktop_app.rules.power_on.state import State
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.scoreboard import ScoreColumn, ScoreDialog, ranked_table
from desktop_app.views.power_on.narration import PowerOnWords


class PowerOnScoreboard(ScoreDialog):
    """The end: stars, cities, power by source and carbon stacked per player, and the lesson."""

    def __init__(
        self,
        state: State,
        seats: Sequence[Seat],
        content: PowerOnContent,
        language: str,
        scale: float = 1.0,
        parent: QWidget | None = None,
    ) -> None:
        words = PowerOnWords(content, seats, language)

        def power(t: int) -> Callable[[int], str]:
            return lambda p: str(state.power_by_type[p][t])

        columns = [
            ScoreColumn(self.tr("Stars"), lambda p: str(state.stars(p)), deciding=True),
            ScoreColumn(self.tr("Cities"), lambda p: str(len(state.cities_won[p]))),
            *(
                ScoreColumn(words.plant_type(t), power(t), tooltip=self.tr("Power made by this source"))
                for t in range(6)
            ),
            ScoreColumn(self.tr("Function cards"), power(6)),
            ScoreColumn(self.tr("Carbon stacked"), lambda p: str(state.carbon_stacked[p])),
            ScoreColumn(self.tr("Towers toppled"), lambda p: str(state.collapses[p])),
        ]
        table, winners = ranked_table(state, seats, columns, ranking, ranking_key, scale)
        fossil = (0, 1)
        power_total = sum(sum(row[:6]) for row in state.power_by_type) or 1
        fossil_power = sum(row[t] for row in state.power_by_type for t in fossil)
        carbon = sum(state.carbon_stacked)
        lesson = fill(
            self.tr(
                "Power by source is in the middle columns. Coal and gas gave %1% of all the power and "
                "put %2 carbon tokens on the tower; nuclear, sun, wind and water put none. A taller "
                "tower is harder to keep standing: that is why cleaner power matters."
            ),
            str(round(100 * fossil_power / power_total)),
            str(carbon),
        )
        super().__init__(
            winners,
            table,
            title=self.tr("Game over"),
            lesson=lesson,
            scale=scale,
            size=(1000, 380),
            parent=parent,
        )
