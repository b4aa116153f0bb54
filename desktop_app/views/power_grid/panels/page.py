"""The base of the action panel's phase pages: what every page knows and may ask the panel."""

from __future__ import annotations

from typing import Any, Protocol

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QAbstractButton, QLabel, QLayout, QPushButton

from desktop_app.controllers.game_controller import GameController
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.state import State
from desktop_app.views.kit.pages import Page, PageBuilder
from desktop_app.views.power_grid.narration import Words
from desktop_app.views.power_grid.panels.common import make_button, make_label
from desktop_app.views.theme import Palette


class PagePanel(Protocol):
    """What a page may ask of the panel showing it (`action_panel.ActionPanel` is one). Named here,
    so the pages need nothing of action_panel.py, which builds them."""

    controller: GameController
    words: Words
    scale: float
    pending_cities: list[str]

    def submit(self, action: Action) -> bool: ...

    def refresh(self, keep_status: bool = False) -> None: ...

    def refusal(self, action: Any, state: Any = None) -> str | None: ...

    def show_status(self, text: str) -> None: ...

    def set_auto_bid(self, seat: int, limit: int) -> None: ...

    def stop_auto_bid(self, seat: int) -> None: ...


class ActionPage(Page):
    """Controls for one phase, for the human whose turn it is.

    `build` runs on every refresh: the first time it makes the page's parts, later (while the
    same page stays up, for the same human) it finds them again and sets their texts, ranges
    and enabled states afresh, so the page shows exactly what a newly built one would.

    A page never changes the game itself: it asks the panel to submit actions, and checks
    legality by applying an action to a copy of the state (the rules are never repeated here).
    """

    panel: PagePanel  # the Power Grid panel that shows the page
    steppers: list[tuple[QPushButton, QPushButton]]  # a page's (−, +) buttons (`stepper`), if any

    def __init__(self, panel: PagePanel) -> None:
        super().__init__()
        self.panel = panel
        self.sync()

    def sync(self) -> None:
        """Take the panel's words, state, player and scale (before each build)."""
        panel = self.panel
        self.words = panel.words
        self.state = panel.controller.state
        self.player = panel.controller.current_player()
        self.scale = panel.scale
        self.column.setSpacing(round(8 * self.scale))

    def build(self, b: PageBuilder) -> None:
        """Make or update the page's parts (a page's own arguments follow `b`)."""

    # --- what the board may click while this page shows -----------------------------------

    def clickable_plants(self) -> tuple[set[int], dict[int, str]]:
        return set(), {}

    def clickable_cities(self) -> tuple[set[str], dict[str, str]]:
        return set(), {}

    def on_plant_clicked(self, number: int) -> None:
        """A plant on the board was clicked (only clickable plants reach here)."""

    def on_city_clicked(self, city_id: str) -> None:
        """A city on the board was clicked."""

    # --- parts --------------------------------------------------------------------------------

    def label(
        self,
        b: PageBuilder,
        key: str,
        text: str,
        size: float = 15,
        weight: QFont.Weight = QFont.Weight.Normal,
        colour: QColor = Palette.INK,
        wrap: bool = True,
        into: QLayout | None = None,
        at: tuple[int, ...] = (),
        visible: bool = True,
    ) -> QLabel:
        """A styled plain-text label (`make_label`)."""
        s = self.scale
        return b.label(
            key, text, into, at, wrap=wrap, visible=visible, make=lambda: make_label("", s, size, weight, colour, wrap)
        )

    def button(
        self,
        b: PageBuilder,
        key: str,
        text: str,
        slot: Any,
        reason: str | None = None,
        tip: str = "",
        *,
        primary: bool = False,
        size: float = 15,
        compact: bool = False,
        into: QLayout | None = None,
        at: tuple[int, ...] = (),
        accessible: str | None = None,
        align: Qt.AlignmentFlag | None = None,
        default: bool = False,
    ) -> QPushButton:
        """A styled button (`make_button`), disabled with its `reason` (the kit's `why`: on hover,
        for a screen reader, and in the status line when clicked), else `tip`. The `default`
        button is the step's: Enter presses it and the keyboard comes back to it."""
        s = self.scale
        return b.button(
            key,
            text,
            slot,
            into,
            at,
            tip=tip,
            enabled=reason is None,
            accessible=accessible,
            align=align,
            make=lambda t: make_button(t, s, primary, size, compact),
            why=reason,
            default=default,
        )

    def set_default(self, control: QAbstractButton | None) -> None:
        """The step's default control from now on (it may change as the player chooses): Enter
        presses it, the keyboard comes back to it after an action."""
        old = self.default_button
        if old is control:
            return
        if isinstance(old, QPushButton) and shiboken6.isValid(old):
            old.setDefault(False)
        self.default_button = control
        if isinstance(control, QPushButton):
            control.setDefault(True)

    # --- helpers ------------------------------------------------------------------------------

    def refusal_of(self, action: Action, state: State | None = None) -> str | None:
        """Why `action` is not legal in `state` (default: now), translated; None if legal.

        The reason is the rules' own (`POWER_GRID.refusal`, tried on a copy)."""
        return self.panel.refusal(action, state if state is not None else self.state)

    def try_apply(self, action: Action, state: State | None = None) -> State | IllegalAction:
        """The state after `action`, or the IllegalAction that refuses it."""
        try:
            return engine.apply(state if state is not None else self.state, action)
        except IllegalAction as error:
            return error
