"""A game window's table open to devices: Game > "Invite players on other devices…".

The first time, the host chooses which of the window's player seats are played on a device
(`SeatChoice`; computer players stay computers). Then the table opens: net's `TableSession`
worded by `views/remote` in each device's language, its `TableServer` listening on the local
network (nothing listened before this), and net's `RemoteTable` bridge, which takes the devices'
moves into the window's controller on the GUI thread and publishes every change. The invite
card shows the code, the QR code and the address; choosing the menu again shows the card again
for the same table. A table kept beside the game's autosave (a host closed with devices at the
table) reopens with the same code, so the devices come back. Closing the window closes the
table (the devices are told; the game and its table stay kept). A table opened to the room is
announced on the local network (net/discovery.py) until it closes, so another Energy Table's
"Join a table" lists it; one on 127.0.0.1 is never announced.

Game > "Play through the school's broker…" opens the table the same way, but nothing listens
here: the window connects out to the school's MQTT broker with the teacher's `host.json`
(`energy-table broker-config`; net/broker.py), and the card shows the pupils' page instead of a
join code (pupils sign in with their user name and password).
"""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.remote import RemoteTable, read_table, table_path
from desktop_app.net.broker import BrokerAccess, BrokerFileError, BrokerTable, broker_path
from desktop_app.net.discovery import EVERYWHERE, Announcer, Interfaces, lan_address
from desktop_app.net.server import TableServer
from desktop_app.net.session import COMPUTER, HERE, REMOTE, TableSeat, TableSession
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import message_box, plain_label, warn
from desktop_app.views.remote import device_words
from desktop_app.views.remote.invite import InviteCard

PORT = 8765  # the table's usual port (another free one when it is taken)
HOST_FILE_KEY = "broker/host_json"  # QSettings: the teacher's host.json chosen last (a table's or a class's)
ANNOUNCE_ON: Interfaces = EVERYWHERE  # where an open table is announced (tests: 127.0.0.1)


class SeatChoice(QDialog):
    """Which player seats are played on a device (checked) or at this screen."""

    def __init__(self, seats: list[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Invite players on other devices"))
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr("Which seats are played on a phone, tablet or other computer?")))
        self.boxes: dict[int, QCheckBox] = {}
        humans = [i for i, seat in enumerate(seats) if seat.is_human]
        for i in humans:
            box = QCheckBox(fill(self.tr("Seat %1: %2"), i + 1, seats[i].name))
            box.setChecked(i != humans[0] or len(humans) == 1)  # the first stays here, as a rule
            self.boxes[i] = box
            layout.addWidget(box)
        note = QLabel(self.tr("Computer players stay at this computer. The other seats are played here."))
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open the table"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def remote_seats(self) -> list[int]:
        return [i for i, box in self.boxes.items() if box.isChecked()]


class WindowTable(QObject):
    """The table of one game window: session, server and bridge, closed with the window."""

    def __init__(
        self,
        window: Any,
        remote: list[int],
        host: str = "0.0.0.0",
        port: int = PORT,
        broker: BrokerAccess | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        controller = window.controller
        seats = [
            TableSeat(REMOTE if i in remote else (HERE if seat.is_human else COMPUTER), seat.name)
            for i, seat in enumerate(controller.seats)
        ]
        keep = table_path(controller.autosave_path) if controller.autosave_path else None
        kept = read_table(keep) if keep is not None else None
        if kept is not None and [s["kind"] for s in kept["seats"]] != [s.kind for s in seats]:
            kept = None  # another table's: a new code
        code = kept["code"] if kept is not None else None
        self.session = TableSession(controller.game, controller.content, seats, code=code, words=device_words)
        if kept is not None:
            self.session.restore(kept)
        self.broker = broker
        self.server: TableServer | BrokerTable
        if broker is not None:  # through the school's broker: its pupils' seats kept beside the save
            held = broker_path(controller.autosave_path) if controller.autosave_path else None
            self.server = BrokerTable(self.session, broker, "1", keep_path=held)
        else:
            self.server = self._server(host, port)
        elsewhere = QCoreApplication.translate("HostTable", "That seat is played on a device.")
        self.bridge = RemoteTable(
            controller, self.session, self.server, keep_path=keep, elsewhere=elsewhere, parent=self
        )
        self.bridge.seat_may_be_taken.connect(self._offer_a_computer)
        self.takeover_boxes: dict[int, QMessageBox] = {}
        self.bridge.open()  # OSError when it cannot (a broker away): nothing changed on the screen
        self._leave_the_screen(window, frozenset(remote))
        self.address = lan_address() if host in ("0.0.0.0", "") else host
        self.announcer: Announcer | None = None
        if isinstance(self.server, TableServer) and not self.address.startswith("127."):  # say so in the room
            self.announcer = Announcer(controller.game.id, self.address, self.server.port, interfaces=ANNOUNCE_ON)
            self.announcer.start()
        window.installEventFilter(self)

    def _offer_a_computer(self, seat: int) -> None:
        """A device has been gone past its countdown: ask the host, without stopping the table,
        whether a computer player takes the seat (its person, back later, waits for a seat)."""
        if seat in self.takeover_boxes:
            return
        name = self.window.controller.seats[seat].name
        box = message_box(
            self.window,
            QMessageBox.Icon.Question,
            QCoreApplication.translate("HostTable", "A player's device is gone"),
            fill(
                QCoreApplication.translate(
                    "HostTable", "%1's device has been gone for a while. Let a computer player take this seat?"
                ),
                name,
            ),
            QMessageBox.StandardButton.NoButton,
        )
        take = box.addButton(
            QCoreApplication.translate("HostTable", "A computer plays it"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(QCoreApplication.translate("HostTable", "Keep waiting"), QMessageBox.ButtonRole.RejectRole)

        def answered() -> None:
            self.takeover_boxes.pop(seat, None)
            if box.clickedButton() is take:
                self.bridge.give_to_computer(seat)
                self._leave_the_screen(self.window, self.window.actions.device_seats - {seat})

        box.finished.connect(lambda _result: answered())
        self.takeover_boxes[seat] = box
        box.open()  # not exec(): the table and the other devices go on meanwhile

    @staticmethod
    def _leave_the_screen(window: Any, remote: frozenset[int]) -> None:
        """The seats played on devices leave this screen: their pages and secrets (a hand, a
        secret die) no longer show here, and a game's own timing (the lamp race's keys) skips them."""
        window.actions.device_seats = remote
        on_devices = getattr(window, "seats_on_devices", None)
        if on_devices is not None:
            on_devices(remote)
        window.actions.refresh()
        window._redraw()

    def _server(self, host: str, port: int) -> TableServer:
        server = TableServer(self.session, host=host, port=port)
        probe = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            probe.bind((host, port))  # the usual port is taken (another table): any free one
        except OSError:
            server = TableServer(self.session, host=host, port=0)
        finally:
            probe.close()
        return server

    @property
    def link(self) -> str:
        """The join link the QR code holds: http://ADDRESS:PORT/?code=CODE, or through the
        broker the pupils' page (else the broker's own address)."""
        if isinstance(self.server, BrokerTable):
            return (self.broker.page if self.broker else "") or self.server.url
        return f"http://{self.address}:{self.server.port}/?code={self.session.code}"

    def close(self) -> None:
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None
        self.bridge.close()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.close()
        return False


def invite(
    window: Any, remote: list[int] | None = None, host: str = "0.0.0.0", broker: BrokerAccess | None = None
) -> InviteCard | None:
    """Game > Invite players on other devices…: open the window's table on the local network
    (the seats asked for once) and show its invite card. `remote` chooses the seats without
    asking and `host` the address to listen on (tests: 127.0.0.1); with `broker`, the table
    goes through the school's broker instead (a window's table is one or the other)."""
    table: WindowTable | None = getattr(window, "device_table", None)
    if table is None:
        if remote is None:
            if not any(seat.is_human for seat in window.controller.seats):
                warn(
                    window,
                    window.windowTitle(),
                    QCoreApplication.translate(
                        "InviteMenu", "Every seat is a computer player: no seat to play on a device."
                    ),
                )
                return None
            choice = SeatChoice(window.controller.seats, window)
            if choice.exec() != QDialog.DialogCode.Accepted or not choice.remote_seats():
                return None
            remote = choice.remote_seats()
        try:
            table = WindowTable(window, remote, host=host, broker=broker)
        except OSError as exc:
            warn(
                window,
                window.windowTitle(),
                fill(QCoreApplication.translate("InviteMenu", "The table could not open: %1"), str(exc)),
            )
            return None
        window.device_table = table
    card = InviteCard(table.session, table.link, window, signin=table.broker is not None)
    card.show()
    return card


def choose_host_file(parent: QWidget | None) -> Path | None:
    """The teacher's host.json (the file `energy-table broker-config` writes), asked for in a
    file chooser that starts at the one chosen last (kept in QSettings); None when cancelled."""
    title = QCoreApplication.translate("InviteMenu", "The school broker's host.json")
    last = str(QSettings().value(HOST_FILE_KEY, "") or "")
    path, _filter = QFileDialog.getOpenFileName(parent, title, last, "host.json (*.json)")
    if not path:
        return None
    QSettings().setValue(HOST_FILE_KEY, path)
    return Path(path)


def broker_file_reason(error: BrokerFileError) -> str:
    """Why a host.json cannot be used, in the window's language (the file's name not included)."""
    translate = QCoreApplication.translate
    words = {
        "unreadable": translate("BrokerFile", "this file cannot be read as a host.json"),
        "not_access": translate("BrokerFile", "this is not the host.json that energy-table broker-config writes"),
        "missing": translate("BrokerFile", "the broker's address, user name or password is missing"),
        "port": translate("BrokerFile", "the broker's port is not a port number"),
        "class": translate("BrokerFile", "the class name in it is not one the broker can use"),
    }
    return words.get(error.kind, error.reason)


def invite_through_broker(window: Any) -> InviteCard | None:
    """Game > Play through the school's broker…: the teacher's host.json chosen (once per
    window), then the table opens through the broker as `invite` does."""
    table: WindowTable | None = getattr(window, "device_table", None)
    if table is not None:
        return invite(window)  # this window's table is open already: its card again
    path = choose_host_file(window)
    if path is None:
        return None
    try:
        access = BrokerAccess.read(path)
    except BrokerFileError as exc:
        warn(window, window.windowTitle(), f"{path.name}: {broker_file_reason(exc)}")
        return None
    return invite(window, broker=access)


__all__ = [
    "SeatChoice",
    "WindowTable",
    "broker_file_reason",
    "choose_host_file",
    "invite",
    "invite_through_broker",
    "lan_address",
]
