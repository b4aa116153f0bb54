"""The launcher: the first screen a family sees, with the four games on a warm table.

It lists the games from `game_registry.GAMES` as cards, and carries the app's menus
(quit, full screen, language, about). Text and spacing grow with the window, so the same
screen reads on a 1280x800 laptop and on a 4K projector.
"""

from __future__ import annotations

import functools
import gc
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QFont,
    QKeyEvent,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app import __version__
from desktop_app.views.game_card import GameCard
from desktop_app.views.game_icons import IconWidget, paint_bolt
from desktop_app.views.game_registry import GAMES, GameEntry
from desktop_app.views.kit.screen_fit import MINIMUM
from desktop_app.views.language import (
    LANGUAGE_NAMES,
    LANGUAGES,
    LanguageManager,
    save_language,
)
from desktop_app.views.menu_fonts import set_menu_font
from desktop_app.views.plain_text import plain_label, warn
from desktop_app.views.theme import Palette, colour_css, scale_for, ui_font

if TYPE_CHECKING:  # windows the launcher opens, imported when first asked for
    from desktop_app.views.kit.game_window import GameWindow
    from desktop_app.views.unfinished_games import UnfinishedGamesDialog

# Wide windows show the games in one row; squarer ones in two.
ONE_ROW_MIN_ASPECT = 1.2


@functools.cache
def _settle_start() -> None:
    """Once per process, when a launcher is first shown: what the start made (Qt's bindings and
    their enums, the modules, the launcher) lives as long as the app, so it is moved out of the
    garbage collector's sight for good (`gc.freeze`: never scanned again, still freed by its
    reference counts). Every full collection, and the one at exit, walked it all again: ~15 ms
    of a start's CPU (issue 27). Games opened later are made after it and collected as usual."""
    gc.freeze()


class TableBackground(QWidget):
    """The light, warm table the cards lie on."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, Palette.TABLE_LIGHT)
        gradient.setColorAt(1.0, Palette.TABLE_DARK)
        painter.fillRect(rect, gradient)
        glow = QRadialGradient(rect.center().x(), rect.top() + rect.height() * 0.3, rect.width() * 0.6)
        light = Palette.CARD_FACE.toRgb()
        light.setAlpha(110)
        glow.setColorAt(0.0, light)
        light.setAlpha(0)
        glow.setColorAt(1.0, light)
        painter.fillRect(rect, glow)
        painter.end()


class LauncherWindow(QMainWindow):
    """The main window: pick one of the games. Emits `game_did_launch(id)` after its hook ran."""

    game_did_launch = Signal(str)

    def __init__(
        self,
        language_manager: LanguageManager,
        games: tuple[GameEntry, ...] = GAMES,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("launcher")
        self.language_manager = language_manager
        self.games = games
        self._scale = 0.0
        self._columns = 0
        self._was_maximized = False
        self._about_box: QMessageBox | None = None
        self._unfinished_dialog: QDialog | None = None
        self.setMinimumSize(MINIMUM)

        self._build_menus()
        self._build_table()
        self.retranslate()
        self.resize(1280, 800)
        self.language_manager.language_did_change.connect(self._sync_language_actions)

    # --- Building --------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = QMenu(bar)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.load_action = QAction(self)
        self.load_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Open))
        self.load_action.triggered.connect(self.choose_save_to_load)
        self.file_menu.addAction(self.load_action)
        self.classroom_action = QAction(self)
        self.classroom_action.triggered.connect(self.open_classroom)
        self.file_menu.addAction(self.classroom_action)
        self.class_action = QAction(self)
        self.class_action.triggered.connect(self.open_class)
        self.file_menu.addAction(self.class_action)
        self.join_action = QAction(self)
        self.join_action.triggered.connect(self.open_join)
        self.file_menu.addAction(self.join_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)

        self.view_menu = QMenu(bar)
        self.full_screen_action = QAction(self)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcut(QKeySequence("F11"))
        self.full_screen_action.toggled.connect(self.set_full_screen)
        self.view_menu.addAction(self.full_screen_action)

        self.settings_menu = QMenu(bar)
        self.language_menu = QMenu(self.settings_menu)
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for language in LANGUAGES:
            action = QAction(LANGUAGE_NAMES[language], self)
            action.setCheckable(True)
            action.setData(language)
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[language] = action
        self.language_group.triggered.connect(self._language_action_did_trigger)
        self.settings_menu.addMenu(self.language_menu)
        # Sound and Reduce motion are made when Settings first opens (or either is asked for):
        # their modules are not needed to show the launcher.
        self._settings_extras: tuple[QMenu, QAction] | None = None
        self.settings_menu.aboutToShow.connect(self._complete_settings_menu)
        self._sync_language_actions(self.language_manager.language)

        self.help_menu = QMenu(bar)
        self.how_to_play_menu = QMenu(self.help_menu)
        self.how_to_play_menu.setObjectName("howToPlayMenu")
        self.how_to_play_actions: dict[str, QAction] = {}
        for entry in self.games:
            if entry.playable:
                action = QAction(self)
                action.triggered.connect(lambda _checked=False, game=entry.id: self.show_rules(game))
                self.how_to_play_menu.addAction(action)
                self.how_to_play_actions[entry.id] = action
        self.help_menu.addMenu(self.how_to_play_menu)
        self.help_action = QAction(self)
        self.help_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.help_action.triggered.connect(self.show_help)
        self.addAction(self.help_action)
        self.help_menu.addSeparator()
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

        for menu in (self.file_menu, self.view_menu, self.settings_menu, self.help_menu):
            bar.addMenu(menu)

    def _complete_settings_menu(self) -> tuple[QMenu, QAction]:
        """Settings' Sound submenu and Reduce motion command, made once (in the menus' font)."""
        if self._settings_extras is None:
            from desktop_app.views.kit.motion import add_motion_action
            from desktop_app.views.kit.sound import add_sound_menu

            sound = add_sound_menu(self.settings_menu)
            self._settings_extras = (sound, add_motion_action(self.settings_menu))
            if self._scale:  # sized already: the new items in the menus' font, each menu as wide as they need
                set_menu_font((self.settings_menu, sound), self.menuBar().font())
        return self._settings_extras

    @property
    def sound_menu(self) -> QMenu:
        """Settings > Sound (the one sound choice of every window)."""
        return self._complete_settings_menu()[0]

    @property
    def reduce_motion_action(self) -> QAction:
        """Settings > Reduce motion (the one choice of every window)."""
        return self._complete_settings_menu()[1]

    def _build_table(self) -> None:
        table = TableBackground(self)
        self.setCentralWidget(table)
        self._page = QVBoxLayout(table)

        self.logo = IconWidget(paint_bolt, Palette.ON_COLOUR, badge=Palette.IN_PROGRESS.lighter(130))
        self.title_label = plain_label()
        self.title_label.setObjectName("appTitle")
        self.subtitle_label = plain_label()
        self.subtitle_label.setObjectName("appSubtitle")
        self.subtitle_label.setWordWrap(True)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.title_label)
        titles.addWidget(self.subtitle_label)
        self._heading = QHBoxLayout()
        self._heading.addWidget(self.logo, 0, Qt.AlignmentFlag.AlignVCenter)
        self._heading.addLayout(titles, 1)
        self.classroom_button = QPushButton()
        self.classroom_button.setObjectName("classroomButton")
        self.classroom_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.classroom_button.clicked.connect(lambda _checked=False: self.open_classroom())
        self._heading.addWidget(self.classroom_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.class_button = QPushButton()
        self.class_button.setObjectName("classButton")
        self.class_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.class_button.clicked.connect(lambda _checked=False: self.open_class())
        self._heading.addWidget(self.class_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.join_button = QPushButton()
        self.join_button.setObjectName("joinButton")
        self.join_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.join_button.clicked.connect(lambda _checked=False: self.open_join())
        self._heading.addWidget(self.join_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self._page.addLayout(self._heading)

        self.cards: list[GameCard] = []
        for entry in self.games:
            card = GameCard(entry)
            card.game_did_request_play.connect(self.launch_game)
            card.game_did_request_continue.connect(self.continue_game)
            card.game_did_request_rules.connect(self.show_rules)
            card.game_did_request_lesson.connect(self.learn_game)
            self.cards.append(card)
        self._grid = QGridLayout()
        self._page.addLayout(self._grid, 1)

        self.footer_label = plain_label()
        self.footer_label.setObjectName("footer")
        self.footer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.footer_label.setWordWrap(True)
        self._page.addWidget(self.footer_label)

    def _place_cards(self, columns: int) -> None:
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards:
            self._grid.removeWidget(card)
        for index, card in enumerate(self.cards):
            self._grid.addWidget(card, index // columns, index % columns)
        rows = (len(self.cards) + columns - 1) // columns
        for column in range(4):
            self._grid.setColumnStretch(column, 1 if column < columns else 0)
        for row in range(4):
            self._grid.setRowStretch(row, 1 if row < rows else 0)

    # --- Text ------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Energy Table"))
        self.file_menu.setTitle(self.tr("&File"))
        self.quit_action.setText(self.tr("&Quit"))
        self.load_action.setText(self.tr("&Load a saved game…"))
        self.classroom_action.setText(self.tr("&Classroom: a game to watch together…"))
        self.classroom_button.setText(self.tr("Classroom"))
        self.classroom_button.setToolTip(
            self.tr("An all-computer game on the big screen, played move by move while you explain")
        )
        self.classroom_button.setAccessibleName(self.classroom_action.text().replace("&", ""))
        self.class_action.setText(self.tr("A c&lass: pupils play on their own devices…"))
        self.class_button.setText(self.tr("Class at tables"))
        self.class_button.setToolTip(
            self.tr("Many tables at once: pupils join with one class code from their phones or tablets")
        )
        self.class_button.setAccessibleName(self.class_action.text().replace("&", ""))
        self.join_action.setText(self.tr("&Join a table on another computer…"))
        self.join_button.setText(self.tr("Join a table"))
        self.join_button.setToolTip(self.tr("Play your seat of a game opened on another computer in this room"))
        self.join_button.setAccessibleName(self.join_action.text().replace("&", ""))
        self.view_menu.setTitle(self.tr("&View"))
        self.full_screen_action.setText(self.tr("&Full Screen"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        if self._settings_extras is not None:
            from desktop_app.views.kit.motion import name_motion_action
            from desktop_app.views.kit.sound import name_sound_menu

            name_sound_menu(self._settings_extras[0])
            name_motion_action(self._settings_extras[1])
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Energy Table"))
        self.how_to_play_menu.setTitle(self.tr("&How to play"))
        for entry in self.games:
            if entry.id in self.how_to_play_actions:
                self.how_to_play_actions[entry.id].setText(entry.translated_title())
        self.help_action.setText(self.tr("How to play (F1)"))
        self.title_label.setText(self.tr("Energy Table"))
        self.subtitle_label.setText(self.tr("Four board games about energy, for families and classrooms"))
        footer = self.tr("Version {version} · Works offline").format(version=__version__)
        if not all(entry.playable for entry in self.games):
            footer = self.tr("Game boards are being built one at a time.") + "  ·  " + footer
        self.footer_label.setText(footer)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self._sync_full_screen_action()
        super().changeEvent(event)

    def _sync_language_actions(self, language: str) -> None:
        action = self.language_actions.get(language)
        if action is not None:
            action.setChecked(True)

    def _language_action_did_trigger(self, action: QAction) -> None:
        self.choose_language(action.data())

    def choose_language(self, language: str) -> None:
        """Switch the UI to `language` now and remember it for the next start."""
        save_language(language)
        if not self.language_manager.apply(language):
            warn(
                self,
                self.tr("Language"),
                self.tr("The translation for {language} is missing. It will be used once it is installed.").format(
                    language=LANGUAGE_NAMES.get(language, language)
                ),
            )
        self._sync_language_actions(self.language_manager.language)

    # --- Actions ---------------------------------------------------------------------

    def launch_game(self, game_id: str) -> None:
        """Open a game through its registry hook; unplayable games are ignored."""
        entry = next((e for e in self.games if e.id == game_id), None)
        if entry is None or not entry.playable or entry.on_play is None:
            return
        entry.on_play(self)
        self.game_did_launch.emit(game_id)

    def learn_game(self, game_id: str) -> QWidget | None:
        """Learn by playing: the game's guided first game, where it was left (None if it cannot
        start)."""
        from desktop_app.views.tutorial import open_tutorial

        entry = next((e for e in self.games if e.id == game_id), None)
        if entry is None or not entry.has_tutorial():
            return None
        return open_tutorial(entry.save_id, self, self.language_manager.language)

    def open_classroom(self) -> GameWindow | None:
        """The classroom: an all-computer game, full screen, led with a few keys (None if cancelled)."""
        from desktop_app.views.classroom import open_classroom

        return open_classroom(self, self.language_manager.language)

    def open_class(self) -> QObject | None:
        """A class: many tables played from the pupils' devices, led from a dashboard (None if
        cancelled or it could not open)."""
        from desktop_app.views.class_session.open_class import open_class

        return open_class(self, self.language_manager.language)

    def open_join(self) -> QWidget:
        """Join a table: play one seat of a game another Energy Table opened to the room."""
        from desktop_app.views.join import open_join_dialog

        return open_join_dialog(self, self.language_manager.language)

    def show_rules(self, game_id: str) -> QWidget | None:
        """Open a game's rules reference in the current language (None if it cannot be shown)."""
        from desktop_app.views.how_to_play import open_how_to_play

        entry = next((e for e in self.games if e.id == game_id), None)
        if entry is None:
            return None
        return open_how_to_play(game_id, self.language_manager.language, entry.translated_title(), parent=self)

    def show_help(self) -> None:
        """F1: the rules of the game whose card has the keyboard focus; otherwise the list of
        games, opened under the Help menu, to choose from."""
        focus = self.focusWidget()  # the window's own, even while another window is active
        for card in self.cards:
            if focus is not None and (focus is card or card.isAncestorOf(focus)) and card.entry.playable:
                self.show_rules(card.entry.id)
                return
        self.how_to_play_menu.popup(self.mapToGlobal(self.rect().center()))

    def continue_game(self, game_id: str) -> UnfinishedGamesDialog | None:
        """The game's unfinished games, to choose one to go on with (or remove one, after
        asking); returns the list (opened window-modal, not blocking), None if there is none."""
        from desktop_app.views.unfinished_games import UnfinishedGamesDialog

        entry = next((e for e in self.games if e.id == game_id), None)
        if entry is None or entry.on_continue is None or not entry.can_continue():
            return None
        if self._unfinished_dialog is not None:
            self._unfinished_dialog.deleteLater()
        dialog = UnfinishedGamesDialog(entry.save_id, entry.translated_title(), entry.colour, self._scale, self)
        dialog.game_did_choose.connect(lambda path, chosen=entry: self._continue_with(chosen, path))
        dialog.list_did_change.connect(self._refresh_cards)
        self._unfinished_dialog = dialog
        dialog.open()
        return dialog

    def _continue_with(self, entry: GameEntry, path: Path) -> None:
        if entry.on_continue is not None:
            entry.on_continue(self, path)
        self._refresh_cards()

    def _refresh_cards(self) -> None:
        for card in self.cards:
            card.refresh_saved_game()
        self._sync_bands()

    def _sync_bands(self) -> None:
        """Every card's header band as tall as the shortest one any card needs, so the shelf
        reads as one row of alike cards (a card with a Continue button needs more room below)."""
        if not self.cards:
            return
        for card in self.cards:
            card.band_limit = None
        limit = min(card.preferred_band() for card in self.cards)
        for card in self.cards:
            card.band_limit = limit
            card._fit_header()

    def choose_save_to_load(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from desktop_app.controllers.storage import saves_dir

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load a saved game"), str(saves_dir()), self.tr("Saved games (*.json)")
        )
        if path:
            self.load_save(Path(path))

    def load_save(self, path: Path) -> None:
        """Open a save file with the game it belongs to; explain a file that cannot be used."""
        from desktop_app.rules.common.save import SaveError, read_save
        from desktop_app.views.game_session import explain_save_error

        try:
            game_id = read_save(path).game
        except SaveError as exc:
            explain_save_error(self, exc)
            return
        entry = next((e for e in self.games if e.save_id == game_id and e.on_load), None)
        if entry is None or entry.on_load is None:
            warn(
                self,
                self.tr("Could not load the game"),
                self.tr("This version cannot open saved games of '{game}'.").format(game=game_id),
            )
            return
        entry.on_load(self, path)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._refresh_cards()
        if not getattr(self, "_shown_before", False) and self.cards:
            self._shown_before = True  # the first time only: later the keyboard stays where it was
            first = next((c for c in self.cards if c.entry.playable), self.cards[0])
            first.play_button.setFocus(Qt.FocusReason.OtherFocusReason)  # Enter plays the first game
        _settle_start()

    def set_full_screen(self, full: bool) -> None:
        if full == self.isFullScreen():
            return
        if full:
            self._was_maximized = self.isMaximized()
            self.showFullScreen()
        elif self._was_maximized:
            self.showMaximized()
        else:
            self.showNormal()

    def _sync_full_screen_action(self) -> None:
        blocked = self.full_screen_action.blockSignals(True)
        self.full_screen_action.setChecked(self.isFullScreen())
        self.full_screen_action.blockSignals(blocked)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Escape leaves full screen, as on a projector nobody looks for the menu.
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.full_screen_action.setChecked(False)
            return
        super().keyPressEvent(event)

    def about_text(self) -> str:
        paragraphs = (
            self.tr("Version {version}").format(version=__version__),
            self.tr("Four board games about energy, for families and classrooms."),
            self.tr("Works offline: no account and no internet connection needed."),
            self.tr("Licence: MIT"),
        )
        heading = self.tr("Energy Table")
        return f"<h2>{heading}</h2>" + "".join(f"<p>{text}</p>" for text in paragraphs)

    def show_about(self) -> QMessageBox:
        """Open the About box (window-modal, not blocking) and return it."""
        if self._about_box is not None:
            self._about_box.deleteLater()
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("About Energy Table"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(self.about_text())
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self._about_box = box
        box.open()
        return box

    # --- Size ------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_layout(event.size())
        QTimer.singleShot(0, self._sync_bands)  # once the cards have their new size

    def _update_layout(self, size: QSize) -> None:
        wide = size.width() >= size.height() * ONE_ROW_MIN_ASPECT
        self._place_cards(len(self.cards) if wide else 2)
        scale = scale_for(size)
        if scale != self._scale:
            self.apply_scale(scale)

    def apply_scale(self, scale: float) -> None:
        """Size every text and gap for a window `scale` times the 1280x800 design."""
        self._scale = scale
        s = scale
        base = QApplication.font()
        margin = round(40 * s)
        self._page.setContentsMargins(margin, round(28 * s), margin, round(18 * s))
        self._page.setSpacing(round(22 * s))
        self._heading.setSpacing(round(18 * s))
        self._grid.setSpacing(round(22 * s))
        self.logo.set_side(round(72 * s))
        self.title_label.setFont(ui_font(base, 40 * s, QFont.Weight.Bold))
        self.subtitle_label.setFont(ui_font(base, 20 * s))
        self.footer_label.setFont(ui_font(base, 15 * s))
        for button in (self.classroom_button, self.class_button, self.join_button):
            button.setFont(ui_font(base, 18 * s, QFont.Weight.DemiBold))
            button.setStyleSheet(
                f"QPushButton {{ background: {colour_css(Palette.CARD_FACE)}; color: {colour_css(Palette.INK)};"
                f" border: {max(2, round(2 * s))}px solid {colour_css(Palette.IN_PROGRESS)};"
                f" border-radius: {round(10 * s)}px; padding: {round(8 * s)}px {round(18 * s)}px; }}"
                f" QPushButton:hover {{ background: #FFF3DA; }}"
                f" QPushButton:focus {{ border: {max(3, round(3 * s))}px solid {colour_css(Palette.INK)}; }}"
            )
        self.title_label.setStyleSheet(f"color: {colour_css(Palette.INK)};")
        self.subtitle_label.setStyleSheet(f"color: {colour_css(Palette.INK_MUTED)};")
        self.footer_label.setStyleSheet(f"color: {colour_css(Palette.INK_MUTED)};")
        menu_font = ui_font(base, 15 * s)
        self.menuBar().setFont(menu_font)
        set_menu_font(self.findChildren(QMenu), menu_font)  # every menu and submenu (Language, Sound...)
        for card in self.cards:
            card.apply_scale(s, base)

    def scale(self) -> float:
        """The current text and spacing scale (1.0 at 1280x800)."""
        return self._scale
