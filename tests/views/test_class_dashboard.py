"""The teacher's dashboard of a class (issue 25: "A dashboard of every table: game moment, round,
whose turn, how long they have waited, a mark on a table stuck past a minute. Pause all / resume
all ... pupils ... placed at tables (automatically or by dragging names); the teacher can rename
or remove a name"). The class is net's real ClassSession, with no network."""

from __future__ import annotations

import pytest
from helpers import class_of_tables
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QInputDialog, QLabel, QMessageBox

from desktop_app.net.class_plan import PUPIL
from desktop_app.views.class_session.dashboard import ClassDashboard
from desktop_app.views.class_session.table_card import PUPIL_MIME, NameChip

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]


@pytest.fixture
def board(qtbot):
    klass, clock, _links = class_of_tables("power-butler", 3, (PUPIL, PUPIL, "normal"), NAMES, minutes=35)
    shown: list[int] = []
    dashboard = ClassDashboard(klass, "http://10.0.0.1:8765/?code=" + klass.code, "en", show_table=shown.append)
    qtbot.addWidget(dashboard)
    dashboard.resize(1280, 800)
    dashboard.show()
    qtbot.waitExposed(dashboard)
    return dashboard, klass, clock, shown


def _drop(card, pid: int) -> None:
    data = QMimeData()
    data.setData(PUPIL_MIME, str(pid).encode("ascii"))
    event = QDropEvent(
        QPointF(5, 5), Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    card.dropEvent(event)


def _names(card) -> list[str]:
    return [chip.text() for row in card.seat_rows for chip in row.findChildren(NameChip)]  # the rows shown now


def test_every_table_shows_its_moment_round_turn_and_wait(board):
    dashboard, klass, _clock, _shown = board
    assert len(dashboard.cards) == 3
    for card, status in zip(dashboard.cards, klass.status("en")):
        assert card.title.text() == f"Table {status.table + 1}"
        assert card.moment.text().startswith(f"Round {status.round} · ") and len(card.moment.text()) > 10
        assert card.turn.text() == status.turn_text and status.turn_text
        assert card.waited.text() == "Waiting 0:00"
    # the names as net placed them: evenly, one at each table then a second
    seated = [[s.name for s in status.seats if s.kind == PUPIL] for status in klass.status("en")]
    assert seated == [["Ana", "Di"], ["Bo", "Ed"], ["Cy"]]
    assert [_names(card) for card in dashboard.cards] == seated
    assert "Minute 0 of 35" == dashboard.time_label.text()
    assert klass.code[:3] in dashboard.code_label.text() and "5 joined" in dashboard.code_label.text()


def test_a_table_stuck_past_a_minute_is_marked(board):
    dashboard, _klass, clock, _shown = board
    clock.now += 61
    dashboard.refresh()
    card = dashboard.cards[0]
    name = card.status.turn_name
    assert card.waited.text() == (
        f"⚠ Stuck: waiting for {name} for 1:01" if name else "⚠ Stuck: waiting 1:01 (nobody sits there)"
    )
    assert "#B3261E" in card.styleSheet(), "a thick red edge as well as the word"


def test_pause_all_and_resume_all_tell_the_class(board):
    dashboard, klass, _clock, _shown = board
    assert dashboard.pause_button.text() == "Pause all" and not dashboard.paused_line.isVisible()
    dashboard.pause_button.click()
    assert klass.paused and all(s.paused for s in klass.status())
    assert dashboard.pause_button.text() == "Resume all" and dashboard.paused_line.isVisible()
    dashboard.pause_button.click()
    assert not klass.paused and dashboard.pause_button.text() == "Pause all"


def test_a_name_dragged_to_another_table_moves_the_pupil_and_to_the_list_makes_them_wait(board):
    dashboard, klass, _clock, _shown = board
    ana = next(p for p in klass.pupils() if p.name == "Ana")
    _drop(dashboard.cards[2], ana.pid)  # table 3 has a free pupil's seat
    assert next(p for p in klass.pupils() if p.pid == ana.pid).table == 2
    bo = next(p for p in klass.pupils() if p.name == "Bo")
    _drop(dashboard.cards[2], bo.pid)  # now full: says how to swap, moves nobody
    assert "Table 3 has no free pupil's seat" in dashboard.message.text()
    assert next(p for p in klass.pupils() if p.pid == bo.pid).table == 1
    _drop(dashboard.lobby, bo.pid)  # onto the waiting list
    assert next(p for p in klass.pupils() if p.pid == bo.pid).table is None
    assert dashboard.lobby_title.text() == "Waiting to be placed: 1"
    QApplication.processEvents()  # the new names are shown, the old ones gone
    assert [chip.text() for chip in dashboard.lobby.findChildren(NameChip) if chip.isVisible()] == ["Bo"]
    seat_row = next(r for r in dashboard.cards[0].seat_rows if r.seat.kind == PUPIL)
    sitting = seat_row.seat.pid
    _drop(seat_row, bo.pid)  # onto a pupil's seat: Bo takes it, its pupil waits
    assert next(p for p in klass.pupils() if p.pid == bo.pid).table == 0
    assert next(p for p in klass.pupils() if p.pid == sitting).table is None
    assert "Bo" in _names(dashboard.cards[0])


def test_the_teacher_renames_and_removes_a_name(board, monkeypatch):
    dashboard, klass, _clock, _shown = board
    cy = next(p for p in klass.pupils() if p.name == "Cy")
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Cyrus", True))
    dashboard.rename(cy)
    assert [p.name for p in klass.pupils() if p.pid == cy.pid] == ["Cyrus"]
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Yes)
    dashboard.remove(next(p for p in klass.pupils() if p.pid == cy.pid))
    assert cy.pid not in [p.pid for p in klass.pupils()]
    assert "4 joined" in dashboard.code_label.text()


def test_show_on_the_projector_asks_for_that_table_and_the_code_card_is_large(board):
    dashboard, klass, _clock, shown = board
    dashboard.cards[1].show_button.click()
    assert shown == [1]
    card = dashboard.show_code()
    QApplication.processEvents()
    assert card.code.text().replace(" ", "") == klass.code
    assert card.code.font().pixelSize() >= 0.1 * card.height()
    assert card.count.text() == "Joined so far: 5"
    card.close()


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_a_computer_seat_says_computer_once_with_its_level(qtbot, language, request):
    """Seen before: "電腦 3 · 電腦：普通" (the seat said "computer" twice). The seats' names are
    the class's ("Computer 2" here, as tests/helpers names them; "電腦 2" in a Chinese class)."""
    if language == "zh_TW":
        request.getfixturevalue("chinese")
    klass, _clock, _links = class_of_tables("power-butler", 2, (PUPIL, "beginner", "expert"), NAMES[:2], minutes=35)
    dashboard = ClassDashboard(klass, "http://10.0.0.1:8765/?code=" + klass.code, language)
    qtbot.addWidget(dashboard)
    dashboard.resize(1280, 800)
    dashboard.show()
    qtbot.waitExposed(dashboard)
    rows = [
        " ".join(label.text() for label in row.findChildren(QLabel) if label.text())
        for card in dashboard.cards
        for row in card.seat_rows
        if row.seat.kind == "computer"
    ]
    if language == "zh_TW":
        assert rows == ["Computer 2（新手）", "Computer 3（高手）"] * 2, rows
    else:
        assert rows == ["Computer 2 (beginner)", "Computer 3 (expert)"] * 2, rows


def test_over_the_schools_broker_the_code_card_shows_the_link_and_signing_in_not_the_class_code(qtbot):
    """Through the school's broker pupils open the class's page and sign in with the name and
    password the teacher gave them: the class code is no use to them there."""
    klass, _clock, _links = class_of_tables("power-butler", 2, (PUPIL, "normal"), NAMES[:2], minutes=35)
    page = "http://broker.local:8080/?class=5a&table=class&broker=ws://broker.local:9001/mqtt"
    dashboard = ClassDashboard(klass, page, "en", signin=True)
    qtbot.addWidget(dashboard)
    card = dashboard.show_code()
    QApplication.processEvents()
    shown = " ".join(label.text() for label in card.findChildren(QLabel) if label.isVisible())
    assert klass.code not in shown.replace(" ", ""), "the class code shown over the broker"
    assert page in shown and "sign in with the name and password your teacher gave you" in shown
    assert card.qr.pixmap() is not None and not card.qr.pixmap().isNull()
    card.close()
