"""The game window's menus (issue 12), a part of `GameWindow` (views/kit/game_window.py): Game
(new, save as, load, lesson page, same deal, invite players on other devices, undo, close), View
(zoom and presentation mode where the game's flags say, full screen), Computer players (pause,
step, speed remembered under the game's `settings_key`, and the expert's thinking time,
remembered for every game and shown only where an expert plays) and Help (how to play at this
moment, the legend; the hint flow adds its command). `add_action` makes a menu command with its
shortcut.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from desktop_app.ai.registry import thinks
from desktop_app.views.kit.motion import Motion, Piece, add_motion_action, motion_notice, reduce_motion
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.sound import Sounds, add_sound_menu, cue_for
from desktop_app.views.kit.window_parts import WindowParts

if TYPE_CHECKING:  # the rules window is imported when first opened
    from desktop_app.controllers.game_controller import ActionRecord
    from desktop_app.views.how_to_play import HowToPlayWindow

# Computer player speeds: milliseconds between their actions.
SPEEDS = {"slow": 1500, "normal": 700, "fast": 250, "max": 0}


def add_action(
    menu: QMenu, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str, slot: Callable[[], object]
) -> QAction:
    action = menu.addAction(text)
    action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    return action


THINKING_MS = (500, 1000, 1500)  # the expert's thinking time per move, to choose from
THINKING_KEY = "ai/think_ms"


def saved_thinking_time() -> int:
    value = QSettings().value(THINKING_KEY, 1000)
    try:
        ms = int(value) if isinstance(value, (int, float, str)) else 0
    except ValueError:
        return 1000
    return ms if ms in THINKING_MS else 1000


def saved_speed(settings_key: str) -> str:
    value = QSettings().value(settings_key, "normal")
    return value if value in SPEEDS else "normal"


class GameMenus(WindowParts):
    """The menus and the computer players' commands of a `GameWindow` (a mixin: `self` is the
    window)."""

    def _invite_players(self) -> None:
        """Game > Invite players on other devices…: open this game's table to the devices in the
        room and show its invite card (views/remote/host_table.py)."""
        from desktop_app.views.remote.host_table import invite

        invite(self)

    def _play_through_broker(self) -> None:
        """Game > Play through the school's broker…: the same table, reached through the
        school's MQTT broker (views/remote/host_table.py, net/broker.py)."""
        from desktop_app.views.remote.host_table import invite_through_broker

        invite_through_broker(self)

    def _sound_after(self, record: ActionRecord) -> None:
        """The applied action's cue (`kit/sound.cue_for`), then "your turn" when play passes
        to a person at this screen."""
        cue = cue_for(self.game.id, record.action)
        if cue is not None:
            self.sound.play(cue)
        mover = self.controller.current_player()
        if mover != record.player and not self.controller.is_over() and self.actions.played_here(mover):
            self.sound.play("your_turn")

    def _sound_at_end(self, _winners: object) -> None:
        self.sound.play("end")

    def _motions(self, record: ActionRecord) -> list[Piece]:
        """What `record` moved, asked before the table is redrawn (kit/motion.py): a game's
        window names its flights and traces from the rules' report of the move."""
        return []

    def _reduce_motion_changed(self, on: bool) -> None:
        """Settings > Reduce motion changed (in any window): the items' own motions follow."""
        self._set_animation(self.speed != "max" and not on)
        if on:
            self.motion.finish()

    def _build_menus(self) -> None:
        """The shared menus, then the saved computer-player speed."""
        translate = QCoreApplication.translate
        self.sound = Sounds(self)  # a move's cue after the window has shown it; the end's with the end screen
        self.controller.action_did_apply.connect(self._sound_after)
        self.controller.game_did_end.connect(self._sound_at_end)  # (a bound method: a closed window goes)
        self.motion = Motion(self, self._motions)  # what a move moved, over the table (`_motions`)
        self.controller.history_did_rewind.connect(self.motion.finish)
        motion_notice().changed.connect(self._reduce_motion_changed)
        bar = self.menuBar()
        game = bar.addMenu(translate("GameMenus", "&Game"))
        self.new_action = add_action(
            game, translate("GameMenus", "&New game…"), QKeySequence.StandardKey.New, self._new_game
        )
        self.save_action = add_action(
            game, translate("GameMenus", "&Save as…"), QKeySequence.StandardKey.Save, self._save_as
        )
        self.load_action = add_action(game, translate("GameMenus", "&Load…"), QKeySequence.StandardKey.Open, self._load)
        self.lesson_action = add_action(
            game, translate("GameMenus", "&Lesson page (charts so far)…"), QKeySequence("Ctrl+L"), self.show_lesson
        )
        self.lesson_action.setVisible(self._has_lesson())
        self.deal_action = add_action(
            game, translate("GameMenus", "Same deal for another &table…"), QKeySequence(), self.show_deal_code
        )
        from desktop_app.views.remote.menu import broker_menu_text, menu_text  # (the remote catalogue's words)

        self.invite_action = add_action(game, menu_text(), QKeySequence(), self._invite_players)
        self.broker_action = add_action(game, broker_menu_text(), QKeySequence(), self._play_through_broker)
        game.addSeparator()
        self.undo_action = add_action(
            game, translate("GameMenus", "&Undo my last action"), QKeySequence.StandardKey.Undo, self._undo
        )
        game.addSeparator()
        add_action(game, translate("GameMenus", "&Close game"), QKeySequence.StandardKey.Close, self.close)

        self.view_menu = view = bar.addMenu(translate("GameMenus", "&View"))
        if self.zoom:
            board = self.board
            add_action(view, translate("GameMenus", "Zoom &in"), QKeySequence.StandardKey.ZoomIn, board.zoom_in)
            add_action(view, translate("GameMenus", "Zoom &out"), QKeySequence.StandardKey.ZoomOut, board.zoom_out)
            add_action(view, translate("GameMenus", "&Fit to window"), QKeySequence("Ctrl+0"), board.zoom_fit)
            view.addSeparator()
        self.full_screen_action = add_action(
            view, translate("GameMenus", "&Full screen"), QKeySequence("F11"), self._toggle_full_screen
        )
        self.full_screen_action.setCheckable(True)
        if self.presentation:
            self.presentation_action = add_action(
                view,
                translate("GameMenus", "&Presentation mode (large text)"),
                QKeySequence("F5"),
                self._toggle_presentation,
            )
            self.presentation_action.setCheckable(True)
        view.addSeparator()
        add_sound_menu(view)
        self.reduce_motion_action = add_motion_action(view)

        bots = bar.addMenu(translate("GameMenus", "&Computer players"))
        self.pause_action = add_action(
            bots, translate("GameMenus", "&Pause"), QKeySequence("Ctrl+P"), self._toggle_pause
        )
        self.pause_action.setCheckable(True)
        self.step_action = add_action(
            bots, translate("GameMenus", "&Step one action"), QKeySequence("Ctrl+."), self.controller.step
        )
        speed_menu = bots.addMenu(translate("GameMenus", "&Speed"))
        group = QActionGroup(self)
        names = {
            "slow": translate("GameMenus", "Slow"),
            "normal": translate("GameMenus", "Normal"),
            "fast": translate("GameMenus", "Fast"),
            "max": translate("GameMenus", "Instant"),
        }
        self.speed_actions: dict[str, QAction] = {}
        for key, label in names.items():
            action = speed_menu.addAction(label)
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, k=key: self.set_speed(k))
            group.addAction(action)
            self.speed_actions[key] = action
        self.set_speed(saved_speed(self.settings_key), remember=False)
        self._build_thinking_menu(bots)

        self.help_menu = bar.addMenu(translate("GameMenus", "&Help"))
        self.rules_action = add_action(
            self.help_menu,
            translate("GameMenus", "&How to play (at this moment of the game)"),
            QKeySequence.StandardKey.HelpContents,
            self.show_rules,
        )
        self.legend_action = add_action(
            self.help_menu,
            translate("GameMenus", "&Legend: what the symbols mean"),
            QKeySequence("?"),
            self.show_legend,
        )
        self.legend_action.setVisible(bool(self._legend_entries()))

    def _build_thinking_menu(self, bots: QMenu) -> None:
        """Computer players > Expert's thinking time: how long a searching computer player
        thinks a move (remembered for every game); shown only where an expert plays."""
        translate = QCoreApplication.translate
        menu = bots.addMenu(translate("GameMenus", "Expert's &thinking time"))
        group = QActionGroup(self)
        self.thinking_actions: dict[int, QAction] = {}
        for ms in THINKING_MS:
            action = menu.addAction(fill(translate("GameMenus", "%1 seconds a move"), f"{ms / 1000:g}"))
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, value=ms: self.set_thinking_time(value))
            group.addAction(action)
            self.thinking_actions[ms] = action
        menu.menuAction().setVisible(any(thinks(bot) for bot in self.controller.bots.values()))
        self.set_thinking_time(saved_thinking_time(), remember=False)

    def set_thinking_time(self, ms: int, remember: bool = True) -> None:
        """A searching computer player's time per move (its p95 stays within it plus a round),
        and the hint player's (`think_ms`)."""
        self.think_ms = ms
        for bot in self.controller.bots.values():
            if thinks(bot):
                bot.think_ms = ms  # type: ignore[attr-defined]  # thinks(bot): it searches, so it has think_ms
        if ms in self.thinking_actions:
            self.thinking_actions[ms].setChecked(True)
        if remember:
            QSettings().setValue(THINKING_KEY, ms)

    def show_rules(self) -> HowToPlayWindow | None:
        """F1: the game's rules reference, open at the section for the moment on screen (the
        rules name it: `GameDefinition.moment`). The rules window, or None if it cannot open."""
        from desktop_app.views.how_to_play import open_how_to_play

        game = self.game
        state = self.controller.state
        return open_how_to_play(game.folder, self.language, self._game_name(), moment=game.moment(state), parent=self)

    def set_speed(self, key: str, remember: bool = True) -> None:
        self.speed = key
        self.controller.set_bot_delay(SPEEDS[key])
        self.motion.speed = key  # a move's motion lasts as the computer players' pace allows
        self._set_animation(key != "max" and not reduce_motion())
        self.speed_actions[key].setChecked(True)
        if remember:
            QSettings().setValue(self.settings_key, key)

    def _toggle_pause(self) -> None:
        self._user_paused = not self._user_paused
        if self._user_paused:
            self.controller.pause()
        elif not self._busy():  # a window mid-way (Magic Lamp's race) resumes play itself
            self.controller.resume()
        self.pause_action.setChecked(self._user_paused)

    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())


__all__ = ["SPEEDS", "THINKING_KEY", "THINKING_MS", "GameMenus", "add_action", "saved_speed", "saved_thinking_time"]
