"""The Power Grid game window: the table (the map and the markets, `table.py`) beside the
players, the controls for the human whose turn it is, and the narrated log.

Its pieces and differences only; the window itself is the kit's (`views/kit/game_window.py`).
Entry points for the launcher (`open_game`, `continue_game`, `load_game`) and the teacher demo
live at the end.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFont, QKeySequence, QPixmap
from PySide6.QtWidgets import QGraphicsView, QWidget

from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import ActionRecord, GameController, Seat
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions
from desktop_app.views.game_session import entry_points
from desktop_app.views.kit.game_window import GameWindow, add_action
from desktop_app.views.kit.game_window import demo_window as kit_demo_window
from desktop_app.views.kit.hints import HintTargets
from desktop_app.views.kit.motion import Piece
from desktop_app.views.kit.narration import fill
from desktop_app.views.power_grid import hints
from desktop_app.views.power_grid.board_view import PowerGridBoardView
from desktop_app.views.power_grid.legend import entries as legend_entries
from desktop_app.views.power_grid.motions import motions
from desktop_app.views.power_grid.new_game_dialog import PowerGridNewGameDialog
from desktop_app.views.power_grid.panels import ActionPanel, PlayersPanel, ScoreboardDialog, game_log
from desktop_app.views.power_grid.table import PowerGridTable

PLAYERS_PARTS = frozenset({"players", "turn"})  # figures, and who acts / has passed / bids


PLAYERS_MOST, PANEL_LEAST, LOG_LEAST = 0.45, 0.36, 0.14  # shares of the side column's height


class _EveryPlayerInView(QObject):
    """After the side column is resized (and the kit has given it its shares), make room for
    every player's card (`PowerGridWindow._room_for_every_player`)."""

    def __init__(self, window: PowerGridWindow) -> None:
        super().__init__(window)
        self.window = window
        window.side.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self.window._room_for_every_player)  # after the window's own sizing
        return False


class PowerGridWindow(GameWindow):
    """One Power Grid game on screen."""

    game = POWER_GRID
    load_content = staticmethod(load_power_grid)
    new_game_dialog = PowerGridNewGameDialog
    settings_key = "power_grid/bot_speed"
    zoom = presentation = True
    main_stretch, side_stretch = (3, 2), (3, 3, 2)
    # the players (compact cards), the decision panel (its controls in view at 1280x800), the log
    side_shares = (0.28, 0.46, 0.26)
    panels_scale = False  # the players, panel and log size themselves to the window
    presentation_chrome = 1.2  # F5: the players, panel, menus and status line this much larger
    presentation_side_shares = (0.33, 0.46, 0.21)  # F5: every player's card in view, the log gives way

    def __init__(self, controller: GameController, language: str, parent: QWidget | None = None) -> None:
        super().__init__(controller, language, parent)
        self.table.adopt_corner(self.legend_button)  # the "?" stays in view over either part
        self.hint_display.board = self.table  # the hint card over the part shown, not a hidden map
        self.actions.refresh()  # again, now that the board listens for what is clickable
        _EveryPlayerInView(self)

    def _make_pieces(self) -> None:
        content, seats, language = self.controller.content, self.controller.seats, self.language
        self.board = PowerGridBoardView(content, language)
        self.market = self.board.market
        self.table = PowerGridTable(self.board)
        self.board.setAccessibleName(self.tr("Power Grid: the map"))
        self.market.setAccessibleName(self.tr("Power Grid: the markets and the turn order"))
        self.players = PlayersPanel(content, seats, language)
        self.actions = ActionPanel(self.controller, content, language)
        self.log = game_log(content, seats, language)

    def _table(self) -> list[QWidget]:
        return [self.table]

    def _keyboard_boards(self) -> list[QGraphicsView]:
        """The arrow keys walk the map's cities and the markets' plants: two Tab stops."""
        return [self.board, self.market]

    def _build_menus(self) -> None:
        super()._build_menus()
        self.view_menu.addSeparator()
        self.switch_part_action = add_action(
            self.view_menu,
            self.tr("Show the &map or the markets"),
            QKeySequence("Ctrl+M"),
            self.table.toggle_part,
        )

    def _rescale(self, scale: float, font: QFont) -> None:
        self.table.restyle(scale)

    def _side(self) -> list[QWidget]:
        return [self.players, self.actions, self.log]

    def _present_side(self, on: bool) -> None:
        super()._present_side(on)
        self._room_for_every_player()

    def _room_for_every_player(self) -> None:
        """Every player's card in view: with 4 or more players the side shares left the last
        card under the list's edge (issue 25: "at 1080p the 4th Power Grid player is cut off");
        the players' pane grows by what its compact cards need, up to PLAYERS_MOST of the
        column, taken from the log and then the decision panel (which keeps PANEL_LEAST)."""
        sizes = self.side.sizes()
        total = sum(sizes)
        if len(sizes) != 3 or total <= 0:
            return
        players, panel, log = sizes
        short = min(self.players.sizeHint().height(), round(PLAYERS_MOST * total)) - players
        if short <= 0:
            return
        from_log = min(short, max(0, log - round(LOG_LEAST * total)))
        from_panel = min(short - from_log, max(0, panel - round(PANEL_LEAST * total)))
        self.side.setSizes([players + from_log + from_panel, panel - from_panel, log - from_log])

    def _wire(self) -> None:
        self.board.city_clicked.connect(self.actions.on_city_clicked)
        self.board.plant_clicked.connect(self.actions.on_plant_clicked)
        # a chosen city or plant rebuilds the panel's page (a new Build button): a guide's coach
        # rings the step again, after the panel (connected first) has made it
        self.board.city_clicked.connect(lambda _city: self.selection_did_change())
        self.board.plant_clicked.connect(lambda _plant: self.selection_did_change())
        self.actions.build_preview_changed.connect(self.board.highlight_build)
        self.actions.clickable_cities_changed.connect(self.board.set_clickable_cities)
        self.actions.clickable_plants_changed.connect(self.board.set_clickable_plants)

    def _title(self) -> str:
        return self.tr("Power Grid — Energy Table")

    def _show_state(self, changed: frozenset[str] | None) -> None:
        state = self.controller.state
        # a new phase's part comes forward first, so the part it hides takes its new state hidden:
        # the markets updated while still shown had the map painted twice as it came forward
        # (a second whole repaint queued after the first; issue 27, the slowest moves at 1280x800)
        self.table.follow_phase(state.phase)
        self.board.show_state(state, self.controller.seats, changed)
        if changed is None or changed & PLAYERS_PARTS:
            self.players.show_state(state)

    def _status_text(self) -> str:
        state = self.controller.state
        phases = {
            Phase.AUCTION: self.tr("Phase 2: auction"),
            Phase.RESOURCES: self.tr("Phase 3: buying resources"),
            Phase.BUILDING: self.tr("Phase 4: building"),
            Phase.BUREAUCRACY: self.tr("Phase 5: bureaucracy"),
            Phase.GAME_OVER: self.tr("Game over"),
        }
        text = fill(self.tr("Round %1 · Step %2 · %3"), str(state.round), str(state.step), phases[state.phase])
        return self._with_player_to_play(text)

    def _make_scoreboard(self) -> ScoreboardDialog:
        c = self.controller
        return ScoreboardDialog(c.state, c.seats, c.content, self.language, self, records=c.history)

    def _set_animation(self, on: bool) -> None:
        """The Power Grid table's items have no motions of their own (the kit's `motion` moves
        what a move moved: `_motions`)."""

    def _motions(self, record: ActionRecord) -> list[Piece]:
        """A plant to its buyer, fuel from the market, a cable drawn (power_grid/motions.py)."""
        return motions(record, self.motion.layer, self.board, self.players)

    def _toggle_presentation(self) -> None:
        """F5: the map's and markets' text, the players, the panel and the log larger, for a
        projector (the players and the panel follow the window's chrome scale)."""
        on = self.presentation_action.isChecked()
        self.table.set_presentation_mode(on)
        self.log.set_presentation_mode(on)
        self._present_side(on)
        self._apply_scale(force=True)
        self.players.follow_window()
        self.actions.follow_window()

    def _legend_entries(self) -> list[tuple[QPixmap | str, str]]:
        """The legend's rows (the kit's "?" on the board and its key): every symbol of the board
        and the plant cards, drawn by the board's painters (views/power_grid/legend.py)."""
        return legend_entries()

    def _word_hint(self, action: Action) -> str:
        """The suggested move in the deciding person's words, from their own observation."""
        seat = self._hint_seat()
        if seat is None:
            return ""
        return hints.word_hint(self.actions.words, self.controller.observation_for(seat), seat, action)

    def _hint_targets(self, action: Action) -> HintTargets:
        """The plant or city on the board and the panel's controls that play the move (the part
        of the table holding them shown, the panel's page scrolled to show them)."""
        targets = hints.hint_targets(self._keyboard_boards(), self.actions.page, action)
        self.table.show_part_holding([item for item, _key in targets.board])  # the map or the markets
        hints.scroll_into_view(self.actions.scroll, targets.widgets)
        return targets

    def _nothing_to_undo(self) -> str:
        return self.tr("Nothing to undo: a new card was revealed or another player has moved.")


# --- entry points ---------------------------------------------------------------------------------

SCREENS = PowerGridWindow.game_screens()
open_game, load_game, continue_game = entry_points(SCREENS)


def demo_window(players: int, seed: int, language: str, speed: str, bots: list[str] | None = None) -> PowerGridWindow:
    """An all-computer game for a classroom: narrated in the log, with pause and step (`bots`:
    each seat's computer player, by name)."""
    names = {
        "zh_TW": ["小明", "小美", "阿華", "小芳", "志強", "雅婷"],
        "en": ["Ming", "Mei", "Hua", "Fang", "Zhi", "Ting"],
    }[language if language in ("zh_TW", "en") else "en"]
    seats = [Seat(names[i], bots[i] if bots else "heuristic") for i in range(players)]
    return kit_demo_window(PowerGridWindow, PowerGridOptions(players=players, seed=seed), seats, language, speed)
