"""電力啟動's lesson page in the real window (issue 15: "A lesson page at the end of every game,
from the game's own figures ... 電力啟動 — carbon emitted per player, tower events, power by source
... 'Export CSV' for a worksheet"): an all-computer game to the end, the end screen's lesson
button, the dialog's charts in the player's words and its worksheet."""

from __future__ import annotations

import csv

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from desktop_app.rules.power_on.state import TowerMode
from desktop_app.views.kit.lesson import LessonDialog, save_csv, save_pdf
from desktop_app.views.power_on.window import demo_window


@pytest.mark.parametrize(
    ("language", "titles", "units"),
    [
        (
            "en",
            ["Carbon each player stacked", "When the carbon tower fell", "Where each player's power came from"],
            ["carbon tokens", "carbon tokens", "units of power"],
        ),
        (
            "zh_TW",
            ["每位玩家疊了多少碳", "碳塔在哪一輪倒了", "每位玩家的電從哪裡來"],
            ["碳排放指示物（個）", "碳排放指示物（個）", "發電量（單位）"],
        ),
    ],
)
def test_the_end_screen_opens_the_lesson_page_and_its_worksheet_holds_the_charts(
    qtbot, tmp_path, language, titles, units
):
    window = demo_window(players=3, seed=2, language=language, speed="max", tower=TowerMode.STACKING)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.controller.game_did_end, timeout=120_000):
        window.start()
    qtbot.waitUntil(lambda: window.scoreboard is not None and window.scoreboard.isVisible(), timeout=10_000)
    wanted = QCoreApplication.translate("GameWindow", "Lesson page with charts…")
    button = next(b for b in window.scoreboard.findChildren(QPushButton) if b.text() == wanted)
    button.click()
    dialog = window._lesson_dialog
    assert isinstance(dialog, LessonDialog)
    qtbot.waitExposed(dialog)
    assert [view.accessibleName() for view in dialog.page.charts] == titles
    save_csv(dialog.page, tmp_path / "lesson.csv")
    with (tmp_path / "lesson.csv").open(encoding="utf-8-sig") as handle:
        rows = list(csv.reader(handle))
    for title, unit in zip(titles, units):
        assert [title, unit] in rows
    names = [seat.name for seat in window.controller.seats]
    assert rows.count(["", *names]) == 2  # the carbon and power charts: a column per player
    state = window.controller.state
    history = window.controller.history
    rounds = [str(r) for r in range(1, max(record.before.round for record in history) + 1)]
    assert ["", *rounds] in rows  # the tower chart: a column per round
    coal, gas = ("Coal", "Gas") if language == "en" else ("燃煤", "燃氣")
    coal_row = next(row for row in rows if row and row[0] == coal)  # the carbon chart's rows come first
    gas_row = next(row for row in rows if row and row[0] == gas)
    for p in range(state.players):
        assert int(coal_row[1 + p]) + int(gas_row[1 + p]) == state.carbon_stacked[p]
    total = sum(state.carbon_stacked)
    sentence = {
        "en": f"Carbon tokens stacked on the tower by everyone together: {total}.",
        "zh_TW": f"大家一共在碳塔上疊了 {total} 個碳排放指示物。",
    }[language]
    assert [sentence] in rows
    save_pdf(dialog.page, tmp_path / "lesson.pdf")
    assert (tmp_path / "lesson.pdf").read_bytes()[:4] == b"%PDF"
    dialog.close()
    window.controller.shutdown()
