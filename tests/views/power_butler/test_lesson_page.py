"""電力管家's lesson page in the real window (issue 15: "A lesson page at the end of every game, from
the game's own figures ... 電力管家 — monthly kWh by appliance and the bills paid ... 'Export CSV' for
a worksheet"): an all-computer game to the end, the end screen's lesson button, the dialog's charts
in the player's words and its worksheet."""

from __future__ import annotations

import csv

from PySide6.QtWidgets import QPushButton

from desktop_app.rules.power_butler.queries import monthly_kwh
from desktop_app.views.kit.lesson import LessonDialog, save_csv, save_pdf
from desktop_app.views.power_butler.window import demo_window


def test_the_end_screen_opens_the_lesson_page_and_its_worksheet_holds_the_charts(qtbot, tmp_path):
    window = demo_window(players=3, seed=5, language="en", speed="max")
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.controller.game_did_end, timeout=120_000):
        window.start()
    qtbot.waitUntil(lambda: window.scoreboard is not None and window.scoreboard.isVisible(), timeout=10_000)
    button = next(b for b in window.scoreboard.findChildren(QPushButton) if b.text() == "Lesson page with charts…")
    button.click()
    dialog = window._lesson_dialog
    assert isinstance(dialog, LessonDialog)
    qtbot.waitExposed(dialog)
    titles = [view.accessibleName() for view in dialog.page.charts]
    assert titles == [
        "How much electricity each home uses in a month",
        "Each home's electricity bill: paid and unpaid",
        "Bill paid in each round",
        "Bill still unpaid after each round",
    ]
    save_csv(dialog.page, tmp_path / "lesson.csv")
    with (tmp_path / "lesson.csv").open(encoding="utf-8-sig") as handle:
        rows = list(csv.reader(handle))
    names = [seat.name for seat in window.controller.seats]
    state = window.controller.state
    for title in titles:
        assert [title, "kWh a month" if title.startswith("How much") else "yuan"] in rows
    assert ["", *names] in rows  # the seat charts' header: a column per player
    total = sum(monthly_kwh(state, p) for p in range(state.players))
    assert total >= 100  # written whole, with a thousands comma
    assert [f"All the homes at the table together use {total:,.0f} kWh a month."] in rows
    rounds = [str(r) for r in range(1, state.round + 1)]
    assert rows.count(["", *rounds]) == 2  # the two charts by round: a column per round
    save_pdf(dialog.page, tmp_path / "lesson.pdf")
    assert (tmp_path / "lesson.pdf").read_bytes()[:4] == b"%PDF"
    dialog.close()
    window.controller.shutdown()
