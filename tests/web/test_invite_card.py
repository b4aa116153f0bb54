"""The invite card (views/remote/invite.py): the code, the QR code and the address, the people
who joined with their seats, moving and removing them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QComboBox, QLabel, QMainWindow, QPushButton

from desktop_app.views.remote.invite import InviteCard, qr_pixmap, spaced_code

LINK = "http://192.168.1.23:8765/?code=K7QM2X"


@dataclass
class FakeSeat:
    kind: str
    name: str = ""


@dataclass
class FakePerson:
    pid: int
    name: str
    seat: int | None
    link: object | None = True


class FakeTable:
    """A table with one seat here, two open to devices and a computer player."""

    code = "K7QM2X"

    def __init__(self) -> None:
        self.seats = [FakeSeat("here", "Teacher"), FakeSeat("remote"), FakeSeat("remote"), FakeSeat("computer")]
        self.joined: list[FakePerson] = []

    def people(self):
        return list(self.joined)

    def move_person(self, pid, seat):
        for person in self.joined:
            if person.pid == pid:
                person.seat = seat

    def remove(self, pid):
        self.joined = [p for p in self.joined if p.pid != pid]


def _card(qtbot):
    window = QMainWindow()
    window.resize(1280, 800)
    qtbot.addWidget(window)
    table = FakeTable()
    card = InviteCard(table, LINK, window)
    card.window_kept = window  # the card is the window's child: keep the window alive with it
    return card, table


def _texts(card):
    return [label.text() for label in card.findChildren(QLabel)]


def test_the_card_shows_the_code_in_two_groups_the_address_and_a_sharp_qr_code(qtbot):
    card, _ = _card(qtbot)
    assert "K7Q M2X" in _texts(card) and LINK in _texts(card)
    assert spaced_code("K7QM2X") == "K7Q M2X"
    pixmap = card.qr.pixmap()
    assert not pixmap.isNull() and pixmap.width() == pixmap.height()
    assert pixmap.width() >= 300  # large enough for the back of a room at 1280x800
    assert qr_pixmap(LINK, 600).width() > qr_pixmap(LINK, 300).width()
    assert card.code.font().pixelSize() >= 90


def test_people_who_join_appear_with_their_seats_and_can_be_moved_and_removed(qtbot):
    card, table = _card(qtbot)
    assert not card.findChildren(QComboBox)
    table.joined = [FakePerson(1, "小美", 1), FakePerson(2, "<b>Bob</b>", None, None)]
    card.refresh()
    assert "小美" in _texts(card) and "<b>Bob</b>" in _texts(card)  # a name stays plain text
    boxes = card.findChildren(QComboBox)
    assert [box.currentData() for box in boxes] == [1, None]
    assert [boxes[0].itemData(i) for i in range(boxes[0].count())] == [None, 1, 2]  # only the open seats
    boxes[1].setCurrentIndex(boxes[1].findData(2))
    assert table.joined[1].seat == 2
    remove = next(b for b in card.findChildren(QPushButton) if b.accessibleName().endswith("小美 from the table"))
    remove.click()
    assert [p.name for p in table.joined] == ["<b>Bob</b>"]


def test_the_card_speaks_chinese(qtbot, chinese):
    card, _ = _card(qtbot)
    assert card.windowTitle() == "邀請其他裝置上的玩家"
    assert "加入代碼" in _texts(card)


def test_the_card_shows_who_joined_a_real_table_and_moves_them_between_its_open_seats(qtbot):
    import json

    from desktop_app.net.session import TableSeat, TableSession
    from desktop_app.rules.registry import GAMES

    class Link:
        address = "192.168.1.30"

        def send(self, text):
            pass

        def close(self, code, reason):
            pass

    game = GAMES["power-on"]
    seats = [TableSeat("here", "老師"), TableSeat("remote"), TableSeat("remote"), TableSeat("computer", "電腦")]
    session = TableSession(game, game.load_content(None), seats)
    window = QMainWindow()
    window.resize(1280, 800)
    qtbot.addWidget(window)
    card = InviteCard(session, f"http://192.168.1.23:8765/?code={session.code}", window)
    assert spaced_code(session.code) in _texts(card)
    first, second = Link(), Link()
    for link, name in ((first, "小美"), (second, "阿博")):
        session.connect(link)
        session.receive(link, json.dumps({"type": "hello", "proto": 1, "code": session.code, "name": name}))
    qtbot.waitUntil(lambda: len(card.findChildren(QComboBox)) == 2, timeout=3000)  # within the card's poll
    boxes = card.findChildren(QComboBox)
    assert [box.currentData() for box in boxes] == [1, 2]  # first come, the lowest open seat
    boxes[1].setCurrentIndex(boxes[1].findData(None))
    assert [p.seat for p in session.people()] == [1, None]
