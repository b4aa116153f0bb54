"""Launcher > Class (issue 25): the teacher sets up a class whose pupils play on their own devices.

`ClassSetupDialog` asks for the game, the number of tables, the seats at each table (a pupil's
device, or a computer player at a level), the time box (play each game to its end, end after
round N, or at minute M: minute 35 leaves a 40-45 minute period time to talk about the lesson
page), the language, the pace and how pupils connect: to this computer over the room's Wi-Fi, or
through the school's MQTT broker with the teacher's host.json (`broker()`; the file
`energy-table broker-config` writes, the one chosen last remembered). `plan()` is net's
`ClassPlan`, checked by the plan itself (`ClassPlan.check`): the line over the buttons says,
in the teacher's language, why a class cannot open yet, and Open stays off until it can.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ai.registry import bot_names
from desktop_app.net.broker import BrokerAccess, BrokerFileError
from desktop_app.net.class_plan import MAX_TABLES, PUPIL, ClassPlan
from desktop_app.rules.common.options import fresh_seed
from desktop_app.views.class_session.choice_dialog import GameChoiceDialog, toggle_row
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.new_game_parts import (
    ChevronCombo,
    PlayerCountPicker,
    SeatMark,
    label,
    mark_property,
    style_sheet,
)
from desktop_app.views.language import LANGUAGE_NAMES, LANGUAGES
from desktop_app.views.plain_text import plain_label
from desktop_app.views.remote.host_table import HOST_FILE_KEY, broker_file_reason, choose_host_file
from desktop_app.views.theme import Palette, scale_for, ui_font

translate = QCoreApplication.translate

LEVELS = ("beginner", "normal", "expert")  # the computer players a class offers, easiest first
CLASS_MINUTES = 35  # the usual time box: a 40-45 minute period, with time left for the lesson page
PACE_ORDER = ("slow", "normal", "fast")
CONNECT_ORDER = ("here", "broker")  # how pupils reach the class: this computer, or the school's broker


class ClassSetupDialog(GameChoiceDialog):
    """The game, tables, seats, time box, language and pace of a class (see the module)."""

    def __init__(self, language: str, parent: QWidget | None = None, scale: float | None = None) -> None:
        super().__init__(
            translate("ClassSetup", "A class: pupils play on their own devices"),
            translate("ClassSetup", "A class at many tables"),
            translate(
                "ClassSetup",
                "Pupils join with one class code from their phones, tablets or computers and are placed at "
                "the tables. You follow every table here and show one on the projector.",
            ),
            parent,
        )
        root, column = self._root, self._frame_column
        self.grid = QGridLayout()  # the game, over the tables and seats (left) and the time, language, pace
        column.addLayout(self.grid)
        self.left, self.right = QGridLayout(), QGridLayout()
        halves = QHBoxLayout()
        halves.addLayout(self.left, 1)
        halves.addLayout(self.right, 1)
        column.addLayout(halves)
        self.captions: list[QLabel] = []

        self._row(translate("ClassSetup", "Game:"), self._game_toggles())
        self._row(translate("ClassSetup", "Pupils connect to:"), self._connect_row())

        tables_row = QHBoxLayout()
        self.tables = QSpinBox()
        self.tables.setRange(1, MAX_TABLES)
        self.tables.setValue(6)
        self.tables.setAccessibleName(translate("ClassSetup", "Number of tables"))
        self.tables.valueChanged.connect(self._changed)
        tables_row.addWidget(self.tables)
        tables_row.addStretch(1)
        self._row(translate("ClassSetup", "Tables:"), tables_row, self.left)

        self.players_row = QHBoxLayout()
        self.players = self._player_picker(4)
        self._row(translate("ClassSetup", "Players at each table:"), self.players_row, self.left)
        self.seats_grid = QGridLayout()
        self.seat_marks: list[SeatMark] = []
        self.seat_boxes: list[ChevronCombo] = []
        self._row(translate("ClassSetup", "Seats:"), self.seats_grid, self.left)
        self.left.setRowStretch(self.left.rowCount(), 1)

        self.time_group = QButtonGroup(self)
        time_column = QVBoxLayout()
        self.to_the_end = QRadioButton(translate("ClassSetup", "Each table plays its game to the end"))
        self.by_round = QRadioButton(translate("ClassSetup", "End after round:"))
        self.by_minute = QRadioButton(translate("ClassSetup", "End at minute:"))
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 100)
        self.rounds.setValue(5)
        self.rounds.setAccessibleName(translate("ClassSetup", "The last round"))
        self.minutes = QSpinBox()
        self.minutes.setRange(5, 600)
        self.minutes.setValue(CLASS_MINUTES)
        self.minutes.setAccessibleName(translate("ClassSetup", "The minute the class ends"))
        for index, (radio, box) in enumerate(
            ((self.by_minute, self.minutes), (self.by_round, self.rounds), (self.to_the_end, None))
        ):
            self.time_group.addButton(radio, index)
            line = QHBoxLayout()
            line.addWidget(radio)
            if box is not None:
                line.addWidget(box)
                box.valueChanged.connect(self._changed)
            line.addStretch(1)
            time_column.addLayout(line)
        self.by_minute.setChecked(True)
        self.time_group.idToggled.connect(lambda _id, _on: self._changed())
        self.time_notes = [
            plain_label(translate("ClassSetup", "Minute 35 fits a 40-45 minute period,")),
            plain_label(translate("ClassSetup", "with time left for the lesson page.")),
            plain_label(translate("ClassSetup", "Every table is told when its last round begins.")),
        ]
        for note in self.time_notes:
            note.setObjectName("muted")
            time_column.addWidget(note)
        self._row(translate("ClassSetup", "Time:"), time_column, self.right)

        self.language_group, self.language_buttons, language_row = toggle_row(
            self, {code: LANGUAGE_NAMES[code] for code in LANGUAGES}, language
        )
        self._row(translate("ClassSetup", "Language:"), language_row, self.right)

        pace_names = {
            "slow": translate("ClassSetup", "Slow"),
            "normal": translate("ClassSetup", "Normal"),
            "fast": translate("ClassSetup", "Fast"),
        }
        self.pace_group, self.pace_buttons, pace_row = toggle_row(
            self, {p: pace_names[p] for p in PACE_ORDER}, "normal"
        )
        self._row(translate("ClassSetup", "Pace:"), pace_row, self.right)
        self.right.setRowStretch(self.right.rowCount(), 1)
        root.addWidget(self.frame)

        self.summary = plain_label()
        self.summary.setWordWrap(True)
        root.addWidget(self.summary)
        self.open_button = self._add_buttons(
            translate("ClassSetup", "Open the class"), translate("ClassSetup", "Cancel")
        )
        self._build_seats()
        self.apply_scale(scale if scale is not None else scale_for(parent.size()) if parent is not None else 1.0)

    # --- building ------------------------------------------------------------------------------

    def _row(self, text: str, row: QHBoxLayout | QVBoxLayout | QGridLayout, grid: QGridLayout | None = None) -> None:
        grid = grid if grid is not None else self.grid
        caption = label(text)
        self.captions.append(caption)
        line = grid.rowCount()
        grid.addWidget(caption, line, 0, Qt.AlignmentFlag.AlignTop)
        grid.addLayout(row, line, 1)

    def _connect_row(self) -> QVBoxLayout:
        """This computer (the default) or the school's broker, with its host.json's button and
        a line saying which file it is, or why it cannot be read."""
        self.connect_group, self.connect_buttons, toggles = toggle_row(
            self,
            {
                "here": translate("ClassSetup", "This computer (the room's Wi-Fi)"),
                "broker": translate("ClassSetup", "The school's broker"),
            },
            "here",
        )
        self.host_button = QPushButton(translate("ClassSetup", "Choose host.json…"))
        self.host_button.setAccessibleName(translate("ClassSetup", "The school broker's host.json"))
        self.host_button.clicked.connect(lambda _c=False: self._choose_host_file())
        self.host_line = plain_label()
        self.host_line.setObjectName("muted")
        self.host_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.host_line.setWordWrap(True)
        # one row, the button and its line beside the toggles: at 1280x800 the dialog has no
        # height to spare for another (the seats' rows would run into each other)
        toggles.takeAt(toggles.count() - 1)  # toggle_row's stretch: the line takes the room
        toggles.addWidget(self.host_button)
        toggles.addWidget(self.host_line, 1)
        column = QVBoxLayout()
        column.addLayout(toggles)
        last = str(QSettings().value(HOST_FILE_KEY, "") or "")
        self.host_file: Path | None = Path(last) if last else None
        self.access: BrokerAccess | None = None
        self.host_error = ""
        self.connect_group.idToggled.connect(lambda _id, on: self._connect_changed() if on else None)
        self._connect_changed()
        return column

    def through_broker(self) -> bool:
        """Whether the teacher chose the school's broker."""
        return self.connect_buttons["broker"].isChecked()

    def _choose_host_file(self) -> None:
        path = choose_host_file(self)
        if path is not None:
            self.host_file = path
            self._read_host_file()
            self._changed()

    def _read_host_file(self) -> None:
        """Read the chosen host.json again: its access, or the one line saying why not."""
        self.access, self.host_error = None, ""
        if self.host_file is not None:
            try:
                self.access = BrokerAccess.read(self.host_file)
            except BrokerFileError as exc:
                self.host_error = broker_file_reason(exc)
        self._show_host_line()

    def _show_host_line(self) -> None:
        where = str(self.host_file or "")
        self.host_line.setToolTip(where)  # the whole path, when the line leaves it out
        if self.host_error:  # the reason, after the file's name (its folder in the tip)
            name = self.host_file.name if self.host_file is not None else ""
            self.host_line.setText(f"{name}: {self.host_error}")
        elif self.access is not None:
            self.host_line.setText(fill(translate("ClassSetup", "Class %1 at %2"), self.access.klass, self.access.host))
        else:
            self.host_line.setText(translate("ClassSetup", "The file energy-table broker-config wrote for you."))
        mark_property(self.host_line, "problem", bool(self.host_error))

    def host_reason(self) -> str:
        """Why the chosen host.json cannot be read, in the dialog's language ('' when it can)."""
        return self.host_error

    def _connect_changed(self) -> None:
        broker = self.through_broker()
        if broker:
            self._read_host_file()
        self.host_button.setVisible(broker)
        self.host_line.setVisible(broker)
        self._changed()
        if hasattr(self, "_scale"):
            self.adjustSize()

    def broker(self) -> BrokerAccess | None:
        """The school broker's access when the class goes through it (None: this computer)."""
        return self.access if self.through_broker() else None

    def accept(self) -> None:
        """Open, unless the class goes through the broker and its host.json cannot be read
        (now: it may have changed since it was chosen); the line beside the choice says why."""
        if self.through_broker():
            self._read_host_file()
            self._changed()
            if self.access is None:
                return
        super().accept()

    def _picker_made(self, picker: PlayerCountPicker) -> None:
        picker.valueChanged.connect(lambda _n: self._build_seats())

    def _game_did_change(self) -> None:
        self._build_seats()

    def level_names(self) -> dict[str, str]:
        """The words for each seat's kind: a pupil, or a computer player's level."""
        return {
            PUPIL: translate("ClassSetup", "A pupil (own device)"),
            "beginner": translate("ClassSetup", "Computer: beginner"),
            "normal": translate("ClassSetup", "Computer: normal"),
            "expert": translate("ClassSetup", "Computer: expert"),
        }

    def _build_seats(self) -> None:
        """A row per seat: its mark and who plays it (kept where the seat was there before)."""
        kept = [box.currentData() for box in self.seat_boxes]
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.seat_marks, self.seat_boxes = [], []
        names = self.level_names()
        offered = [PUPIL, *(level for level in LEVELS if level in bot_names(self.game.save_id))]
        for seat in range(self.players.value()):
            mark = SeatMark(seat)
            box = ChevronCombo()
            for word in offered:
                box.addItem(names[word], word)
            box.setCurrentIndex(max(0, box.findData(kept[seat] if seat < len(kept) else PUPIL)))
            box.setAccessibleName(fill(translate("ClassSetup", "Seat %1"), seat + 1))
            box.currentIndexChanged.connect(lambda _i: self._changed())
            self.seats_grid.addWidget(mark, seat, 0)
            self.seats_grid.addWidget(box, seat, 1)
            self.seat_marks.append(mark)
            self.seat_boxes.append(box)
        if hasattr(self, "_scale"):
            self.apply_scale(self._scale)
        self._changed()

    # --- the plan ------------------------------------------------------------------------------

    def seat_words(self) -> tuple[str, ...]:
        return tuple(str(box.currentData()) for box in self.seat_boxes)

    def plan(self, seeds: tuple[int, ...] | None = None) -> ClassPlan:
        """What the teacher chose, as net's plan (a new deal at every table unless `seeds`)."""
        tables = self.tables.value()
        return ClassPlan(
            game=self.game.save_id,
            tables=tables,
            seats=self.seat_words(),
            rounds=self.rounds.value() if self.by_round.isChecked() else None,
            minutes=float(self.minutes.value()) if self.by_minute.isChecked() else None,
            language=LANGUAGES[max(0, self.language_group.checkedId())],
            pace=PACE_ORDER[max(0, self.pace_group.checkedId())],
            seeds=seeds if seeds is not None else tuple(fresh_seed() for _ in range(tables)),
        )

    def problem(self) -> str:
        """Why the class cannot open yet, in the teacher's words ('' when it can)."""
        if self.through_broker() and self.access is None:
            return (
                fill(translate("ClassSetup", "Choose another host.json: %1"), self.host_reason())
                if self.host_error
                else translate("ClassSetup", "Choose the school broker's host.json.")
            )
        if PUPIL not in self.seat_words():
            return translate("ClassSetup", "Make at least one seat a pupil's: nobody could join.")
        plan = self.plan(seeds=tuple(range(1, self.tables.value() + 1)))
        try:
            plan.check((self.game.min_players, self.game.max_players), bot_names(self.game.save_id))
        except ValueError as exc:
            return str(exc)
        return ""

    def _changed(self) -> None:
        if not hasattr(self, "summary") or not hasattr(self, "seat_boxes"):
            return
        problem = self.problem()
        pupils = self.seat_words().count(PUPIL) * self.tables.value()
        self.summary.setText(
            problem
            or fill(
                translate(
                    "ClassSetup", "%1 tables, %2 pupils' seats in all. Pupils who join when every seat is taken wait."
                ),
                self.tables.value(),
                pupils,
            )
        )
        mark_property(self.summary, "problem", bool(problem))
        self.open_button.setEnabled(not problem)

    # --- size ------------------------------------------------------------------------------------

    def apply_scale(self, s: float) -> None:
        """Text and spacing for a window `s` times the 1280x800 design."""
        self._scale = s
        base = QApplication.font()
        self.setStyleSheet(
            style_sheet(s, Palette.IN_PROGRESS)
            + f" QSpinBox {{ background: white; padding: {round(3 * s)}px {round(8 * s)}px; }}"
        )
        self.setFont(ui_font(base, 16 * s))
        self.heading.setFont(ui_font(base, 26 * s, QFont.Weight.Bold))
        for text in (self.explain, *self.time_notes, self.summary, self.host_line):
            text.setFont(ui_font(base, 15 * s))
        for radio in (self.to_the_end, self.by_round, self.by_minute):
            radio.setFont(ui_font(base, 16 * s))
            radio.setMinimumHeight(round(42 * s))  # as tall as the number beside it: no row runs into the next
        self._root.setContentsMargins(round(22 * s), round(16 * s), round(22 * s), round(16 * s))
        self._root.setSpacing(round(10 * s))
        self._frame_column.setContentsMargins(round(16 * s), round(10 * s), round(16 * s), round(12 * s))
        for grid in (self.grid, self.left, self.right):
            grid.setHorizontalSpacing(round(14 * s))
            grid.setVerticalSpacing(round(8 * s))
        self.seats_grid.setHorizontalSpacing(round(8 * s))
        self.seats_grid.setVerticalSpacing(round(9 * s))
        for caption in self.captions:
            caption.setFont(ui_font(base, 17 * s, QFont.Weight.Bold))
        for button in self.findChildren(QPushButton):
            button.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
            button.setMinimumHeight(round(40 * s))
        for button in (self.open_button, *self.findChildren(QPushButton, "cancel")):
            button.setMinimumHeight(round(48 * s))
        for button in self.players.buttons.values():
            button.setFixedSize(round(50 * s), round(44 * s))
        for spin in (self.tables, self.rounds, self.minutes):
            spin.setFont(ui_font(base, 17 * s))
            spin.setMinimumSize(round(90 * s), round(38 * s))
        for combo in self.seat_boxes:
            combo.setFont(ui_font(base, 15 * s))
            combo.setMinimumHeight(round(36 * s))
        for mark in self.seat_marks:
            mark.setFixedSize(round(26 * s), round(26 * s))
        self.setMinimumWidth(round(1000 * s))
        self.adjustSize()


__all__ = ["CLASS_MINUTES", "ClassSetupDialog"]
