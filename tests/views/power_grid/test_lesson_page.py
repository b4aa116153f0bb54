"""Power Grid's lesson page in the real window (issue 15: "A lesson page at the end of every game,
from the game's own figures: Power Grid — energy mix, CO2 per city powered, money over time ...
'Export CSV' for a worksheet"): an all-computer game to the end, the end screen's lesson button,
the dialog's charts in the player's words, its worksheet and its PDF."""

from __future__ import annotations

import csv

from PySide6.QtWidgets import QPushButton

from desktop_app.content.loader import load_lesson
from desktop_app.rules.power_grid.lesson import SEAT_CHARTS, lesson
from desktop_app.views.kit.lesson import LessonDialog, LessonPage, PackLessonWords, save_csv, save_pdf
from desktop_app.views.power_grid.window import demo_window

TITLES = ["Energy mix: cities lit each round", "CO₂ for each city lit", "Money at the end of each round"]


def test_the_end_screen_opens_the_lesson_page_and_its_worksheet_holds_the_charts(qtbot, tmp_path):
    window = demo_window(players=3, seed=12, language="en", speed="max")
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.controller.game_did_end, timeout=180_000):
        window.controller.start()
    qtbot.waitUntil(lambda: window.scoreboard is not None and window.scoreboard.isVisible(), timeout=10_000)
    button = next(b for b in window.scoreboard.findChildren(QPushButton) if b.text() == "Lesson page with charts…")
    button.click()
    dialog = window._lesson_dialog
    assert isinstance(dialog, LessonDialog)
    qtbot.waitExposed(dialog)
    assert [view.accessibleName() for view in dialog.page.charts] == TITLES

    save_csv(dialog.page, tmp_path / "lesson.csv")
    with (tmp_path / "lesson.csv").open(encoding="utf-8-sig") as handle:
        rows = list(csv.reader(handle))
    state = window.controller.state
    names = [seat.name for seat in window.controller.seats]
    for title, unit in zip(TITLES, ["cities lit", "kg of CO₂ per city", "Elektro"]):
        assert [title, unit] in rows
    rounds = [str(r) for r in range(1, state.round + 1)]
    assert ["", *rounds] in rows  # the energy mix: a column per round
    assert ["", *names] in rows  # CO₂ per city: a column per player
    assert ["", "Start", *rounds] in rows  # money: the start, then every round
    for seat, name in enumerate(names):  # money: a row per player, ending with the money held now
        row = next(r for r in rows if r and r[0] == name and len(r) == len(rounds) + 2)
        assert row[1] == "50" and row[-1] == f"{state.money[seat]:,}"
    assert any(r and r[0] == "Coal" and len(r) == len(rounds) + 1 for r in rows)
    assert any(r and r[0].startswith("Cities were lit ") for r in rows)
    save_pdf(dialog.page, tmp_path / "lesson.pdf")
    assert (tmp_path / "lesson.pdf").read_bytes()[:4] == b"%PDF"

    # The same figures in 繁體中文: every title, legend and unit worded, no code left showing.
    made = lesson(window.controller.history, window.controller.content)
    words = PackLessonWords(load_lesson("power_grid"), "zh_TW", names, SEAT_CHARTS)
    page = LessonPage(made, words)
    qtbot.addWidget(page)
    assert [view.accessibleName() for view in page.charts] == [
        "能源組合：每回合點亮的城市",
        "點亮一座城市排放多少 CO₂",
        "每回合結束時手上的錢",
    ]
    chinese = page.csv_rows()
    assert ["", "開始", *rounds] in chinese and any(row and row[0] == "煤" for row in chinese)
    codes = {"coal", "oil", "garbage", "uranium", "renewable", "fusion", "start", "cities", "elektro"}
    assert not codes & {cell for row in chinese for cell in row}
    dialog.close()
    window.controller.shutdown()
