"""Power Butler's end screen: the final scores by source, the winners and the energy lesson."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QWidget

from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_butler.queries import monthly_kwh, ranking, ranking_key
from desktop_app.rules.power_butler.state import State
from desktop_app.views.kit.scoreboard import ScoreColumn, ScoreDialog, ranked_table


class PowerButlerScoreboard(ScoreDialog):
    """The end: points, variety bonus and unpaid bill per household, and the energy lesson."""

    def __init__(
        self, state: State, seats: Sequence[Seat], language: str, scale: float = 1.0, parent: QWidget | None = None
    ) -> None:
        def score(i: int, text: Callable[[int], str] = str) -> Callable[[int], str]:
            return lambda seat: text(state.scores[seat][i])

        columns = [
            ScoreColumn(self.tr("Appliance points"), score(0)),
            ScoreColumn(self.tr("Variety bonus"), score(1, lambda n: f"+{n}")),
            ScoreColumn(
                self.tr("Unpaid bill"),
                score(2, lambda n: f"−{n}" if n else "0"),
                tooltip=self.tr("Each unpaid notch costs a point."),
            ),
            ScoreColumn(self.tr("Total"), score(3), deciding=True),
            ScoreColumn(self.tr("kWh a month"), lambda seat: f"{monthly_kwh(state, seat):g}"),
            ScoreColumn(
                self.tr("Bill (usage)"),
                lambda seat: f"{state.paid[seat]} / {state.usage[seat]}",
                tooltip=self.tr("Usage-track notches paid / used"),
            ),
        ]
        table, winners = ranked_table(state, seats, columns, ranking, ranking_key, scale)
        super().__init__(
            winners,
            table,
            scale=scale,
            size=(860, 420),
            notes=[self.tr("Bill (usage): usage-track notches paid / used. Each unpaid notch costs a point.")],
            lesson=self.tr(
                "Big comfort costs big power: a water heater uses as much electricity as about "
                "160 LED bulbs. The households that chose what they really needed, and paid "
                "their bill as they went, came out ahead — at home it works the same way."
            ),
            parent=parent,
        )
