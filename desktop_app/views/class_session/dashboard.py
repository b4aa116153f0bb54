"""The teacher's dashboard of a class (issue 25): every table at a glance, the pupils' names to
place, Pause all / Resume all, the class code for the projector, and the results at the end.

`ClassDashboard(model, link, language)` reads net's class model (`ClassModel`: a
`net.classroom.ClassSession`) twice a second, on the GUI thread (the model is thread-safe), and
tells it what the teacher did: `place`, `unplace`, `rename`, `remove`, `pause_all`,
`resume_all`. It holds no class of its own and knows no game rule: a table's moment, round and
turn are the model's (`TableStatus`), worded by the game's rules reference.

What runs the tables (their controllers, windows and computer players) gives two callbacks:
`show_table(i)`, "Show on the projector" (the table's window in the projector layout), and
`end_class()`, the results and the lesson page.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.net.class_plan import ClassClock, ClassPlan
from desktop_app.net.classroom import PupilInfo, TableStatus
from desktop_app.views.class_session.code_card import ClassCodeCard
from desktop_app.views.class_session.table_card import DropFrame, NameChip, TableCard, pupil_menu
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import message_box, plain_label
from desktop_app.views.remote.invite import spaced_code
from desktop_app.views.theme import Palette, colour_css, scale_for, ui_font

translate = QCoreApplication.translate
CARD_WIDTH = 300  # design width of a table's card: columns = width // this


class ClassModel(Protocol):
    """What the dashboard asks and tells a class (net's `ClassSession` is one)."""

    plan: ClassPlan
    timer: ClassClock

    @property
    def code(self) -> str: ...

    @property
    def paused(self) -> bool: ...

    def status(self, language: str | None = None) -> list[TableStatus]: ...

    def pupils(self) -> list[PupilInfo]: ...

    def place(self, pid: int, table: int, seat: int | None = None) -> None: ...

    def unplace(self, pid: int) -> None: ...

    def rename(self, pid: int, name: str) -> None: ...

    def remove(self, pid: int) -> None: ...

    def pause_all(self) -> None: ...

    def resume_all(self) -> None: ...


class ClassDashboard(QMainWindow):
    """Every table of a class (see the module's docstring)."""

    def __init__(
        self,
        model: ClassModel,
        link: str,
        language: str,
        show_table: Callable[[int], object] | None = None,
        end_class: Callable[[], object] | None = None,
        parent: QWidget | None = None,
        signin: bool = False,
    ) -> None:
        super().__init__(parent)
        self.model, self.link, self.language = model, link, language
        self.signin = signin  # through the school's broker: pupils sign in, no class code to type
        self.show_table, self.end_class = show_table, end_class
        self.scale = 1.0
        self.setWindowTitle(translate("ClassDashboard", "The class — Energy Table"))
        self.setObjectName("classDashboard")
        page = QWidget()
        self.setCentralWidget(page)
        root = QVBoxLayout(page)
        # the code and the Show button on the first row, the address under them both (a school
        # broker's page is a long link: beside the button it pushed Pause all off a 1280 screen)
        top = QGridLayout()
        self.code_label = plain_label()
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.code_label, 0, 0)
        self.address = plain_label(link)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.address, 1, 0, 1, 4)
        self.code_button = QPushButton(
            translate("ClassDashboard", "Show how to join on the projector")
            if signin
            else translate("ClassDashboard", "Show the code on the projector")
        )
        self.code_button.clicked.connect(lambda _c=False: self.show_code())
        top.addWidget(self.code_button, 0, 1, Qt.AlignmentFlag.AlignVCenter)
        top.setColumnStretch(2, 1)
        self.time_label = plain_label()
        top.addWidget(self.time_label, 0, 3, Qt.AlignmentFlag.AlignVCenter)
        self.pause_button = QPushButton()
        self.pause_button.setObjectName("pauseAll")
        self.pause_button.clicked.connect(lambda _c=False: self.toggle_pause())
        top.addWidget(self.pause_button, 0, 4, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        root.addLayout(top)
        self.paused_line = plain_label(
            translate("ClassDashboard", "Every table is paused: the pupils' devices say so. Resume all goes on.")
        )
        self.paused_line.setObjectName("pausedLine")
        root.addWidget(self.paused_line)

        middle = QHBoxLayout()
        root.addLayout(middle, 1)
        self.tables_scroll = QScrollArea()
        self.tables_scroll.setWidgetResizable(True)
        self.tables_scroll.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget()
        self.grid = QGridLayout(holder)
        self.tables_scroll.setWidget(holder)
        middle.addWidget(self.tables_scroll, 1)
        self.cards: list[TableCard] = []
        for table in range(model.plan.tables):
            card = TableCard(table)
            card.dropped.connect(lambda pid, t=table: self.place(pid, t))
            card.seat_dropped.connect(lambda pid, seat, t=table: self.place(pid, t, seat))
            card.show_requested.connect(self._show_table)
            self.cards.append(card)
        self.lobby = DropFrame()
        self.lobby.setObjectName("lobby")
        self.lobby.dropped.connect(self.unplace)
        lobby_column = QVBoxLayout(self.lobby)
        self.lobby_title = plain_label()
        self.lobby_title.setWordWrap(True)
        lobby_column.addWidget(self.lobby_title)
        self.lobby_names = QVBoxLayout()
        lobby_column.addLayout(self.lobby_names)
        lobby_column.addStretch(1)
        self.lobby_hint = plain_label(
            translate("ClassDashboard", "Drag a name onto a table to seat them, or here to take them off a table.")
        )
        self.lobby_hint.setWordWrap(True)
        lobby_column.addWidget(self.lobby_hint)
        middle.addWidget(self.lobby)

        bottom = QHBoxLayout()
        self.message = plain_label()
        self.message.setWordWrap(True)
        bottom.addWidget(self.message, 1)
        self.end_button = QPushButton(translate("ClassDashboard", "End the class: results and lesson page…"))
        self.end_button.setObjectName("endClass")
        self.end_button.clicked.connect(lambda _c=False: self._end_class())
        bottom.addWidget(self.end_button)
        root.addLayout(bottom)
        self._root, self._top = root, top
        self._columns = 0
        self._lobby_key: object = None
        self._chips: list[NameChip] = []
        self.code_card: ClassCodeCard | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.resize(1280, 800)
        self.apply_scale(scale_for(self.size()))
        self.refresh()

    # --- reading the class ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the class as the model reports it now."""
        statuses = self.model.status(self.language)
        pupils = self.model.pupils()
        by_pid = {p.pid: p for p in pupils}
        game = self.model.plan.game
        for card, status in zip(self.cards, statuses):
            card.show_status(status, game, self.language, by_pid, self._chip, self.scale)
        waiting = [p for p in pupils if p.table is None]
        key = (tuple(waiting), self.scale)
        if key != self._lobby_key:
            self._lobby_key = key
            self._fill_lobby(waiting)
        paused = self.model.paused
        self.pause_button.setText(
            translate("ClassDashboard", "Resume all") if paused else translate("ClassDashboard", "Pause all")
        )
        self.paused_line.setVisible(paused)
        self.time_label.setText(self._time_text())
        if self.signin:  # through the school's broker pupils sign in by name: there is no code to type
            self.code_label.setText(fill(translate("ClassDashboard", "Pupils sign in · %1 joined"), len(pupils)))
        else:
            self.code_label.setText(
                fill(
                    translate("ClassDashboard", "Class code %1 · %2 joined"), spaced_code(self.model.code), len(pupils)
                )
            )

    def _time_text(self) -> str:
        minute = int(self.model.timer.elapsed() // 60)
        plan = self.model.plan
        if plan.minutes is not None:
            return fill(translate("ClassDashboard", "Minute %1 of %2"), minute, round(plan.minutes))
        if plan.rounds is not None:
            return fill(translate("ClassDashboard", "Minute %1 · ends after round %2"), minute, plan.rounds)
        return fill(translate("ClassDashboard", "Minute %1"), minute)

    def _chip(self, pupil: PupilInfo) -> NameChip:
        chip = NameChip(pupil, self._pupil_menu, self.scale)
        chip.setFont(ui_font(QApplication.font(), 15 * self.scale, QFont.Weight.DemiBold))
        return chip

    def _fill_lobby(self, waiting: Sequence[PupilInfo]) -> None:
        while self.lobby_names.count():
            item = self.lobby_names.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.lobby_title.setText(
            fill(translate("ClassDashboard", "Waiting to be placed: %1"), len(waiting))
            if waiting
            else translate("ClassDashboard", "Nobody is waiting")
        )
        for pupil in waiting:
            self.lobby_names.addWidget(self._chip(pupil))

    # --- the teacher's commands --------------------------------------------------------------------

    def _tell(self, text: str) -> None:
        self.message.setText(text)

    def place(self, pid: int, table: int, seat: int | None = None) -> None:
        """A name dropped on a table (or one of its seats)."""
        try:
            self.model.place(pid, table, seat)
        except ValueError:
            self._tell(
                fill(
                    translate(
                        "ClassDashboard",
                        "Table %1 has no free pupil's seat: drop the name on a pupil there to swap them.",
                    ),
                    table + 1,
                )
            )
        except KeyError:
            self._tell(translate("ClassDashboard", "That pupil has left the class."))
        else:
            self._tell("")
        self.refresh()

    def unplace(self, pid: int) -> None:
        try:
            self.model.unplace(pid)
        except KeyError:
            self._tell(translate("ClassDashboard", "That pupil has left the class."))
        self.refresh()

    def rename(self, pupil: PupilInfo) -> None:
        name, ok = QInputDialog.getText(
            self,
            translate("ClassDashboard", "Rename"),
            fill(translate("ClassDashboard", "A new name for %1:"), pupil.name),
            QLineEdit.EchoMode.Normal,
            pupil.name,
        )
        if not ok:
            return
        try:
            self.model.rename(pupil.pid, name)
        except ValueError:
            self._tell(translate("ClassDashboard", "A name is 1 to 24 letters or digits."))
        except KeyError:
            self._tell(translate("ClassDashboard", "That pupil has left the class."))
        self.refresh()

    def remove(self, pupil: PupilInfo) -> None:
        box = message_box(
            self,
            QMessageBox.Icon.Question,
            translate("ClassDashboard", "Remove from the class"),
            fill(translate("ClassDashboard", "Remove %1 from the class? Their device can no longer play."), pupil.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        if box.exec() != QMessageBox.StandardButton.Yes:
            return
        try:
            self.model.remove(pupil.pid)
        except KeyError:
            pass  # gone already
        self.refresh()

    def _pupil_menu(self, pupil: PupilInfo, where: QPoint) -> None:
        menu = pupil_menu(pupil, self.rename, lambda p: self.unplace(p.pid), self.remove, self)
        menu.setFont(ui_font(QApplication.font(), 15 * self.scale))
        menu.popup(where)

    def toggle_pause(self) -> None:
        """Pause all / Resume all."""
        if self.model.paused:
            self.model.resume_all()
        else:
            self.model.pause_all()
        self.refresh()

    def show_code(self) -> ClassCodeCard:
        """The class code, QR code and address full screen (on the projector)."""
        if self.code_card is not None:
            self.code_card.deleteLater()
        screen = self.screen().size() if self.screen() is not None else QSize(1920, 1080)
        card = ClassCodeCard(
            self.model.code, self.link, lambda: len(self.model.pupils()), self, screen, signin=self.signin
        )
        self.code_card = card
        card.showFullScreen()
        return card

    def _show_table(self, table: int) -> None:
        if self.show_table is not None:
            self.show_table(table)

    def _end_class(self) -> None:
        if self.end_class is not None:
            self.end_class()

    # --- size ------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        scale = scale_for(event.size())
        if scale != self.scale:
            self.apply_scale(scale)
        self._place_cards()

    def _place_cards(self) -> None:
        width = self.tables_scroll.viewport().width()
        columns = max(1, min(len(self.cards), width // max(1, round(CARD_WIDTH * self.scale))))
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards:
            self.grid.removeWidget(card)
        for index, card in enumerate(self.cards):
            self.grid.addWidget(card, index // columns, index % columns)
        for column in range(len(self.cards)):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        self.grid.setRowStretch(len(self.cards), 1)

    def apply_scale(self, scale: float) -> None:
        """Text and spacing for a window `scale` times the 1280x800 design."""
        self.scale = s = scale
        base = QApplication.font()
        self.setFont(ui_font(base, 15 * s))
        self.code_label.setFont(ui_font(base, 24 * s, QFont.Weight.Bold))
        self.address.setFont(ui_font(base, 15 * s))
        self.time_label.setFont(ui_font(base, 20 * s, QFont.Weight.Bold))
        for button in (self.code_button, self.end_button):
            button.setFont(ui_font(base, 15 * s, QFont.Weight.DemiBold))
            button.setMinimumHeight(round(40 * s))
        self.pause_button.setFont(ui_font(base, 24 * s, QFont.Weight.Black))
        self.pause_button.setMinimumSize(round(240 * s), round(64 * s))
        self.paused_line.setFont(ui_font(base, 20 * s, QFont.Weight.Bold))
        self.lobby_title.setFont(ui_font(base, 17 * s, QFont.Weight.Bold))
        self.lobby_hint.setFont(ui_font(base, 13 * s))
        self.message.setFont(ui_font(base, 15 * s))
        self.lobby.setFixedWidth(round(240 * s))
        self._root.setContentsMargins(*(round(16 * s),) * 4)
        self._root.setSpacing(round(10 * s))
        self.grid.setSpacing(round(12 * s))
        ink, face, edge = colour_css(Palette.INK), colour_css(Palette.CARD_FACE), colour_css(Palette.CARD_EDGE)
        on, table, focus = (
            colour_css(Palette.ON_COLOUR),
            colour_css(Palette.TABLE_LIGHT),
            colour_css(Palette.IN_PROGRESS),
        )
        line, round_ = max(1, round(1.5 * s)), round(12 * s)
        self.setStyleSheet(
            f"#classDashboard, QScrollArea, QScrollArea > QWidget > QWidget {{ background: {table}; }}"
            f" QLabel {{ color: {ink}; }}"
            f" #lobby {{ background: {face}; border: {line}px dashed {edge}; border-radius: {round_}px; }}"
            f" #pausedLine {{ background: {ink}; color: {on}; padding: {round(6 * s)}px {round_}px;"
            f" border-radius: {round(8 * s)}px; }}"
            f" QPushButton#pauseAll {{ background: {ink}; color: {on}; border: none;"
            f" border-radius: {round_}px; padding: {round(6 * s)}px {round(20 * s)}px; }}"
            f" QPushButton#pauseAll:focus {{ border: {max(2, round(3 * s))}px solid {focus}; }}"
        )
        self._lobby_key = None
        self._columns = 0
        self._place_cards()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.timer.stop()
        super().closeEvent(event)


__all__ = ["ClassDashboard", "ClassModel"]
