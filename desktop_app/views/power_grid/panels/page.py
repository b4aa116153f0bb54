"""The base of the action panel's phase pages: what every page knows and may ask the panel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.game import POWER_GRID

if TYPE_CHECKING:
    from desktop_app.views.power_grid.panels.action_panel import ActionPanel


class ActionPage(QWidget):
    """Controls for one phase, for the human whose turn it is; rebuilt on every refresh.

    A page never changes the game itself: it asks the panel to submit actions, and checks
    legality by applying an action to a copy of the state (the rules are never repeated here).
    """

    def __init__(self, panel: ActionPanel) -> None:
        super().__init__()
        self.panel = panel
        self.words = panel.words
        self.state = panel.controller.state
        self.player = panel.controller.current_player()
        self.scale = panel.scale
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(round(8 * self.scale))

    # --- what the board may click while this page shows -----------------------------------

    def clickable_plants(self) -> tuple[set, dict]:
        return set(), {}

    def clickable_cities(self) -> tuple[set, dict]:
        return set(), {}

    def on_plant_clicked(self, number: int) -> None:
        """A plant on the board was clicked (only clickable plants reach here)."""

    def on_city_clicked(self, city_id: str) -> None:
        """A city on the board was clicked."""

    # --- helpers ------------------------------------------------------------------------------

    def refusal_of(self, action, state=None) -> str | None:
        """Why `action` is not legal in `state` (default: now), translated; None if legal.

        The reason is the rules' own (`POWER_GRID.refusal`, tried on a copy)."""
        refusal = POWER_GRID.refusal(state if state is not None else self.state, action)
        return None if refusal is None else self.words.refusal(refusal)

    def try_apply(self, action, state=None):
        """The state after `action`, or the IllegalAction that refuses it."""
        try:
            return engine.apply(state if state is not None else self.state, action)
        except IllegalAction as error:
            return error
