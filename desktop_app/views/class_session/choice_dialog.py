"""What the classroom's two dialogs share (Classroom mode's `ClassroomDialog`, the class's
`ClassSetupDialog`): the games a class can play, a row of big toggles, and `GameChoiceDialog`,
the new-game dialogs' look with a heading over a line of explanation, a card holding the game's
toggles and the players, and Start / Cancel under it. A change of game keeps the players'
count (as near as the new game allows).
"""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop_app.views.game_registry import GAMES, GameEntry
from desktop_app.views.kit.new_game_parts import PlayerCountPicker, card, toggle
from desktop_app.views.plain_text import plain_label


def classroom_games() -> list[GameEntry]:
    return [entry for entry in GAMES if entry.playable and entry.save_id]


def toggle_row(
    owner: QWidget, labels: dict[str, str], chosen: str | None = None
) -> tuple[QButtonGroup, dict[str, QPushButton], QHBoxLayout]:
    """One choice among a few as big toggles in a row (the classroom's and the class's dialogs):
    the group (ids in the order of `labels`), the buttons by key and the row; `chosen` is
    checked, else the first."""
    group = QButtonGroup(owner)
    buttons: dict[str, QPushButton] = {}
    row = QHBoxLayout()
    for index, (key, text) in enumerate(labels.items()):
        button = toggle(text)
        group.addButton(button, index)
        buttons[key] = button
        row.addWidget(button)
    row.addStretch(1)
    (buttons.get(chosen or "") or next(iter(buttons.values()))).setChecked(True)
    return group, buttons, row


class GameChoiceDialog(QDialog):
    """The frame of a classroom dialog (see the module). A subclass fills `frame`'s `column`
    (`_game_toggles` gives the games' row, `players_row` holds the picker), adds `frame` to
    `root`, calls `_add_buttons` and sets its `apply_scale`; `_picker_made` and
    `_game_did_change` are its hooks."""

    _scale: float

    def __init__(self, title: str, heading: str, explanation: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGame")  # the new-game dialogs' look
        self.setWindowTitle(title)
        self.games = classroom_games()
        self.game: GameEntry = self.games[0]
        self._root = QVBoxLayout(self)
        self.heading = plain_label(heading)
        self.heading.setObjectName("heading")
        self._root.addWidget(self.heading)
        self.explain = plain_label(explanation)
        self.explain.setWordWrap(True)
        self._root.addWidget(self.explain)
        self.frame, self._frame_column = card()
        self.players_row = QHBoxLayout()

    def _game_toggles(self) -> QHBoxLayout:
        """The games as toggles (the first chosen); choosing one swaps the players' picker."""
        self.game_group, games, row = toggle_row(self, {e.save_id: e.translated_title() for e in self.games})
        self.game_buttons: list[QPushButton] = list(games.values())
        self.game_group.idToggled.connect(self._game_toggled)
        return row

    def _add_buttons(self, start: str, cancel: str) -> QPushButton:
        """Start (the default: accepts) and Cancel at the foot, right-aligned; the Start button."""
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        start_button = QPushButton(start)
        start_button.setObjectName("start")
        start_button.setDefault(True)
        start_button.clicked.connect(self.accept)
        cancel_button = QPushButton(cancel)
        cancel_button.setObjectName("cancel")
        cancel_button.clicked.connect(self.reject)
        buttons.addWidget(start_button)
        buttons.addWidget(cancel_button)
        self._root.addLayout(buttons)
        return start_button

    def _player_picker(self, count: int) -> PlayerCountPicker:
        low, high = self.game.min_players, self.game.max_players
        picker = PlayerCountPicker(low, high, min(high, max(low, count)))
        self._picker_made(picker)
        self.players_row.addWidget(picker)
        return picker

    def _picker_made(self, picker: PlayerCountPicker) -> None:
        """A new players' picker (a subclass may listen to it)."""

    def _game_did_change(self) -> None:
        """Another game was chosen (its picker is in place)."""

    def _game_toggled(self, index: int, checked: bool) -> None:
        if not checked:
            return
        self.game = self.games[index]
        count = self.players.value()
        self.players_row.removeWidget(self.players)
        self.players.deleteLater()
        self.players = self._player_picker(count)
        self._game_did_change()
        self.apply_scale(self._scale)

    players: PlayerCountPicker

    def apply_scale(self, s: float) -> None:
        raise NotImplementedError
