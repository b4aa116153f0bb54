"""The launcher's "Join a table": play one seat of a table another Energy Table opened.

A person types the join code and the address shown on the host's screen (or pastes the join
link), or picks a table found on this network (net/discovery.py); typing the address always works,
where school Wi-Fi hides the tables. Joining runs `JoinAttempt` (controllers/remote_seat.py) over
net's `TableClient`; once the host's first frame for the seat is in, today's game window opens
bound to that seat (views/join_window.py). What goes wrong is said in the dialog, in one line.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.remote_seat import JoinAttempt, SeatController
from desktop_app.net.access import CODE_LENGTH
from desktop_app.net.client import TableClient, parse_target
from desktop_app.net.discovery import EVERYWHERE, Browser, FoundTable, Interfaces
from desktop_app.net.protocol import clean_name
from desktop_app.rules.registry import GAMES
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import ui_font

log = logging.getLogger(__name__)

NAME_KEY = "join/name"  # the name last joined with, offered again
LIST_MS = 500  # how often the list of tables found is read


class JoinDialog(QDialog):
    """Code, address and name; the tables found nearby; Join."""

    def __init__(
        self,
        language: str,
        launcher: QWidget | None = None,
        *,
        browse: Interfaces | None = EVERYWHERE,
        games: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(launcher)
        self.language, self.launcher = language, launcher
        self.games = games or GAMES
        self.window: Any = None  # the bound game window, once joined
        self._attempt: JoinAttempt | None = None
        self._host = ""
        self.setWindowTitle(self.tr("Join a table"))
        self.setMinimumWidth(620)
        self.setFont(ui_font(QApplication.font(), 15))  # read by a child at arm's length
        layout = QVBoxLayout(self)
        intro = plain_label(
            self.tr(
                "Play your seat of a table opened on another computer. Type the join code and the "
                "address shown on its screen, or choose a table found on this network."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.name = QLineEdit(str(QSettings().value(NAME_KEY, "") or ""))
        self.name.setMaxLength(24)
        self.name.setPlaceholderText(self.tr("Your name at the table"))
        self.code = QLineEdit()
        self.code.setMaxLength(CODE_LENGTH + 4)
        self.code.setPlaceholderText("K7QM2X")
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("for example 192.168.1.20:8765"))
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Join code"), self.code)
        form.addRow(self.tr("Address"), self.address)
        layout.addLayout(form)
        layout.addWidget(plain_label(self.tr("Tables found on this network")))
        self.found = QListWidget()
        self.found.setMinimumHeight(120)
        self.found.itemClicked.connect(self._choose)
        self.found.itemActivated.connect(self._choose)
        layout.addWidget(self.found)
        self.status = plain_label()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("Join"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.browser: Browser | None = None
        if browse is not None:
            try:
                self.browser = Browser(interfaces=browse)
            except Exception:  # no network at all: the address is typed
                log.info("no discovery on this network", exc_info=True)
        self._timer = QTimer(self)
        self._timer.setInterval(LIST_MS)
        self._timer.timeout.connect(self._list_tables)
        self._timer.start()
        self._list_tables()

    # --- the list of tables found ------------------------------------------------------------

    def _list_tables(self) -> None:
        tables = self.browser.tables() if self.browser is not None else []
        shown = [self.found.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.found.count())]
        if shown == (tables if tables else [None]):
            return
        self.found.clear()
        if not tables:
            item = QListWidgetItem(
                self.tr("None found yet. School Wi-Fi often hides them: type the address shown on the host's screen.")
            )
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            item.setData(Qt.ItemDataRole.UserRole, None)
            self.found.addItem(item)
            return
        for table in tables:
            game = self.games.get(table.game)
            title = self._game_title(table.game) if game is not None else table.game
            item = QListWidgetItem(fill(self.tr("%1 on %2 (%3)"), title, table.host_name, table.target))
            item.setData(Qt.ItemDataRole.UserRole, table)
            self.found.addItem(item)

    def _game_title(self, game_id: str) -> str:
        from desktop_app.views.game_registry import GAMES as ENTRIES

        entry = next((e for e in ENTRIES if e.save_id == game_id), None)
        return entry.translated_title() if entry is not None else game_id

    def _choose(self, item: QListWidgetItem) -> None:
        table = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(table, FoundTable):
            self.address.setText(table.target)
            (self.code if not self.code.text().strip() else self.join_button).setFocus()

    # --- joining -------------------------------------------------------------------------------

    def join(self) -> None:
        """Join with what is typed; a wrong field is said in one line and nothing else happens."""
        if self._attempt is not None:
            return
        name = clean_name(self.name.text())
        if name is None:
            self._say(self.tr("Type your name (1 to 24 letters)."), self.name)
            return
        try:
            target = parse_target(self.address.text())
        except ValueError:
            self._say(self.tr("Type the address shown on the host's screen, such as 192.168.1.20:8765."), self.address)
            return
        code = "".join(self.code.text().split()).upper() or (target.code or "")
        if len(code) != CODE_LENGTH:
            self._say(self.tr("The join code has 6 letters and numbers, as the host's screen shows it."), self.code)
            return
        self._host = target.url.split("//", 1)[1].rsplit("/", 1)[0]
        client = TableClient(target.url, code, name, self.language)
        self._attempt = JoinAttempt(self.games, client, self)
        self._attempt.joined.connect(self._joined)
        self._attempt.failed.connect(self._failed)
        self._attempt.waiting.connect(self._waiting)
        QSettings().setValue(NAME_KEY, name)
        self.join_button.setEnabled(False)
        self.status.setText(fill(self.tr("Joining the table at %1…"), self._host))
        self._attempt.start()

    def _joined(self, controller: SeatController) -> None:
        from desktop_app.views.join_window import open_bound_window

        self._attempt = None
        self.window = open_bound_window(controller, self.language, self.launcher, self._host)
        self.accept()

    def _failed(self, reason: str) -> None:
        self._attempt = None
        self.join_button.setEnabled(True)
        self.status.setText(fill(self.tr("Could not join: %1"), reason or self.tr("the host did not answer.")))

    def _waiting(self) -> None:
        self.status.setText(self.tr("You are at the table. Every seat is taken for now: the host will give you one."))

    def _say(self, text: str, field: QWidget) -> None:
        self.status.setText(text)
        field.setFocus()

    def done(self, result: int) -> None:
        """Closing the dialog stops looking for tables, and a join still under way."""
        self._timer.stop()
        if self._attempt is not None:
            self._attempt.cancel()
            self._attempt = None
        if self.browser is not None:
            self.browser.close()
            self.browser = None
        super().done(result)


def open_join_dialog(launcher: QWidget | None, language: str) -> JoinDialog:
    """The launcher's File > Join a table…: the dialog, shown (not modal to the app)."""
    dialog = JoinDialog(language, launcher)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


__all__ = ["JoinDialog", "open_join_dialog"]
