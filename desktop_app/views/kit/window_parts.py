"""What the game window's parts use of the window, named for the type checker.

`GameWindow` (game_window.py) is made of parts, mixins whose `self` is the window: its menus
(window_menus.py), its hint flow (hint_flow.py) and its extras (game_extras.py). A part uses
what the window, or another part, has. `WindowParts` declares those: under type checking it is
a QMainWindow with them (abstract where the window or another part defines them); at run time
it is `object`, so the window's classes, and the order Python looks up their methods, stay as
they are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from abc import abstractmethod
    from typing import Any, ClassVar

    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

    from desktop_app.controllers.game_controller import GameController
    from desktop_app.rules.common.game import GameDefinition
    from desktop_app.views.kit.action_panel import ActionPanel
    from desktop_app.views.kit.legend import LegendDialog
    from desktop_app.views.kit.motion import Motion
    from desktop_app.views.kit.sound import Sounds

    class WindowParts(QMainWindow):
        """The window as its parts see it."""

        game: ClassVar[GameDefinition]
        settings_key: ClassVar[str]  # QSettings key of the computer players' speed
        zoom: ClassVar[bool]
        presentation: ClassVar[bool]
        controller: GameController
        language: str
        launcher: QWidget | None  # the launcher this game came from (shown again when it closes)
        board: Any  # each game's own board view (zoom_in, animate, ... where the flags say)
        actions: ActionPanel  # type: ignore[assignment]  # the decision panel; hides QWidget.actions(), unused
        coach: Any  # the guide's coach (views/kit/coach.py) on a guided first game, else None
        think_ms: int  # the expert's thinking time per move (the Computer players menu)
        _scale: float  # the window's scale (theme.scale_for)
        _user_paused: bool
        help_menu: QMenu
        legend_action: QAction
        presentation_action: QAction
        undo_action: QAction
        sound: Sounds  # the window's cue player (kit/sound.py)
        motion: Motion  # the window's animator (kit/motion.py)
        speed: str  # the computer players' speed (window_menus.SPEEDS)

        # the window's (game_window.py)
        @abstractmethod
        def _new_game(self) -> None: ...
        @abstractmethod
        def _play_again(self) -> None: ...
        @abstractmethod
        def _save_as(self) -> None: ...
        @abstractmethod
        def _load(self) -> None: ...
        @abstractmethod
        def _undo(self) -> None: ...
        @abstractmethod
        def _busy(self) -> bool: ...
        @abstractmethod
        def _say(self, text: str) -> None: ...
        @abstractmethod
        def say_refusal(self, text: str, at: QPoint | None = None, under: QPoint | None = None) -> None: ...
        @abstractmethod
        def _nothing_to_undo(self) -> str: ...
        @abstractmethod
        def _game_name(self) -> str: ...
        @abstractmethod
        def _set_animation(self, on: bool) -> None: ...
        @abstractmethod
        def _toggle_presentation(self) -> None: ...
        @abstractmethod
        def _legend_entries(self) -> list[tuple[Any, str]]: ...
        @abstractmethod
        def show_legend(self) -> LegendDialog | None: ...

        # the extras' (game_extras.py)
        @abstractmethod
        def _has_lesson(self) -> bool: ...
        @abstractmethod
        def show_lesson(self) -> QWidget | None: ...
        @abstractmethod
        def show_deal_code(self) -> QMessageBox: ...

        # the hint flow's (hint_flow.py)
        @abstractmethod
        def _hints_used_line(self) -> str: ...

else:
    WindowParts = object


__all__ = ["WindowParts"]
