"""Learn by playing (issue 15): open a game's guided first game, from the launcher's card or from
`energy-table tutorial GAME`.

`open_tutorial` deals the script's game (`game_data/<game>/tutorial.yaml`: its seed, options
and computer players) with the pupil in seat 0, in the game's own window, with a `Coach` on it
(`views/kit/coach.py`). The guide keeps its place in its own autosave, so a pupil who leaves
comes back to the same step; a save that no longer loads starts the guide again.

`AutoPupil` is the scripted pupil of `energy-table tutorial --autoplay`: at every step it clicks
what the coach rings (board items first, then panel buttons), as a person following the guide
would, looking again after each click (choosing a card brings its Build button), and fails if
that does not play the expected move.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView, QWidget

from desktop_app.content.errors import ContentError
from desktop_app.content.loader import load_tutorial
from desktop_app.content.tutorials import Tutorial
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.controllers.storage import tutorial_autosave_path
from desktop_app.rules.common.save import SaveError
from desktop_app.rules.registry import GAMES
from desktop_app.views.game_session import show_window, window_module
from desktop_app.views.kit.coach import Coach
from desktop_app.views.kit.hints import key_rect
from desktop_app.views.kit.new_game import default_names
from desktop_app.views.plain_text import critical

log = logging.getLogger(__name__)


def tutorial_controller(game_id: str, language: str, autosave: Path | None) -> tuple[GameController, Tutorial]:
    """The guided game's controller (resumed from `autosave` when it holds one that loads) and
    its script; ContentError when the pack's guide is broken."""
    screens = window_module(game_id).SCREENS
    game = screens.game
    script = load_tutorial(game.folder)
    if autosave is not None and autosave.is_file():
        try:
            controller = GameController.from_save(autosave, GAMES, autosave_path=autosave)
            if controller.game.id == game.id and len(controller.seats) == script.players:
                return controller, script
        except (SaveError, ContentError) as error:
            log.warning("the guide's autosave does not load (%s): starting the guide again", error)
        autosave.unlink(missing_ok=True)
    names = default_names(language)
    # the pupil has a name like any player, so the log reads "Ming builds", never "You builds"
    seats = [Seat(names[0])] + [Seat(names[seat], kind) for seat, kind in enumerate(script.computer_players, 1)]
    options = game.options_from_json(script.options_json())
    controller = GameController(game, screens.load_content(), options, seats, autosave_path=autosave)
    return controller, script


def open_tutorial(game_id: str, launcher: QWidget | None, language: str, *, fresh: bool = False) -> Any | None:
    """Open the guided first game in its window over (in place of) the launcher; None (and the
    player is told why) when the pack's guide cannot be read. `fresh`: from the start, keeping
    no place (the scripted pupil)."""
    autosave = None if fresh else tutorial_autosave_path(game_id)
    try:
        controller, script = tutorial_controller(game_id, language, autosave)
    except ContentError as error:
        critical(launcher, QCoreApplication.translate("Coach", "The guide cannot start"), str(error))
        return None
    window = window_module(game_id).SCREENS.window(controller, language)
    coach = Coach(window, script, language)
    window.setWindowTitle(f"{window.windowTitle()} — {script.title.get(language)}")
    show_window(window, launcher)
    coach.refresh()
    return window


class AutoPupil(QObject):
    """Follows the coach by clicking what it rings; `failed(text)` when a step cannot be played
    that way, `finished()` once every step is done."""

    failed = Signal(str)
    finished = Signal()

    def __init__(self, window: Any, delay_ms: int = 150) -> None:
        super().__init__(window)
        self.window = window
        self.coach: Coach = window.coach
        self.delay_ms = delay_ms
        # called before each click, as the pupil looks at the window (a test reads the buttons)
        self.before_click: Callable[[], None] | None = None
        self._attempt: tuple[int, int] | None = None
        self.coach.step_did_show.connect(lambda _index: QTimer.singleShot(self.delay_ms, self._act))
        self.coach.finished.connect(self.finished)
        QTimer.singleShot(self.delay_ms, self._act)  # the step already on screen

    def _act(self) -> None:
        if self.coach.done or not self.coach._pupil_to_move():
            return
        where = self.coach.position()
        if where is None:
            return
        step = self.coach.steps()[where[0]]
        if step.watch:
            return  # the coach plays it
        moves = self.coach.pupil_moves()
        if self._attempt == (where[0], moves):
            return
        self._attempt = (where[0], moves)
        targets = self.window._hint_targets(self.coach.ringed())
        if not targets:
            self.failed.emit(f"step {where[0] + 1}: the coach rings nothing to click")
            return
        made: list[Any] = []
        plan = targets.click_plan()
        while plan and len(made) < MAX_CLICKS:
            click = plan[0]
            made.append(click)
            if self.before_click is not None:
                self.before_click()
            if isinstance(click, QWidget):
                if click.isVisible() and click.isEnabled():
                    QTest.mouseClick(click, Qt.MouseButton.LeftButton)
            else:
                click_board_item(*click)
            if self.coach.pupil_moves() != moves:
                break
            # a click may bring what plays the move next (a chosen card's Build button): ask again
            plan = _still_to_make(self.window._hint_targets(self.coach.ringed()).click_plan(), made)
        QTimer.singleShot(self.delay_ms * 4, lambda: self._check(where[0], moves))

    def _check(self, index: int, moves: int) -> None:
        if self.coach.pupil_moves() == moves and not self.coach.done and self.coach._pupil_to_move():
            self.failed.emit(f"step {index + 1}: clicking what the coach rings did not play the move")


MAX_CLICKS = 30  # for one move: more means the rings never play it


def _still_to_make(plan: list[Any], made: list[Any]) -> list[Any]:
    """The plan without the clicks made, each made click taking away one of its occurrences: a
    plan may click one control several times (Power Grid's fuel "+" three times for 3 oil)."""
    left = list(made)
    rest: list[Any] = []
    for click in plan:
        same = next((i for i, other in enumerate(left) if _same(click, other)), None)
        if same is None:
            rest.append(click)
        else:
            del left[same]
    return rest


def _same(click: Any, other: Any) -> bool:
    """Whether two clicks (a widget, or a board item with its key) are the same click."""
    if isinstance(click, QWidget) or isinstance(other, QWidget):
        return click is other
    return click[0] is other[0] and click[1] == other[1]


def click_board_item(item: Any, key: object | None) -> None:
    """Click a board item (at its key's rect) where its view shows it, as a person would."""
    scene = item.scene()
    views: list[QGraphicsView] = scene.views() if scene is not None else []
    if not views:
        return
    view = views[0]
    rect = item.mapRectToScene(key_rect(item, key))
    view.ensureVisible(rect, 4, 4)
    point = view.mapFromScene(rect.center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(point))


__all__ = [
    "AutoPupil",
    "click_board_item",
    "open_tutorial",
    "tutorial_controller",
]
