"""Aladdin & the Magic Lamp's lesson page in the real window (issue 15: "A lesson page at the end of
every game, from the game's own figures ... 阿拉丁神燈 — when stopping paid and when greed busted ...
'Export CSV' for a worksheet"): an all-computer game to the end, the end screen's lesson button,
the dialog's charts in the player's words and its worksheet."""

from __future__ import annotations

import csv
import re

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from desktop_app.rules.magic_lamp.lesson import draws
from desktop_app.views.kit.lesson import LessonDialog, save_csv, save_pdf
from desktop_app.views.magic_lamp.window import demo_window

WORDS = {
    "en": {
        "titles": [
            "Stop or bust, by the number of cards turned up",
            "Cards carried home and cards lost",
            "Each player: stops and busts",
            "Each player's cards from the chests: home and lost",
        ],
        "units": ["draws", "cards", "draws", "cards"],
        "draws": "Draws from the chests: {} in all.",
    },
    "zh_TW": {
        "titles": [
            "翻了幾張卡時喊停，幾張時被毒蠍咬",
            "帶回家的卡和丟掉的卡",
            "每位玩家：喊停幾次、被毒蠍咬幾次",
            "每位玩家從寶箱帶回家、又丟掉的卡",
        ],
        "units": ["探索次數", "卡牌（張）", "探索次數", "卡牌（張）"],
        "draws": "大家一共探索了 {} 次寶箱。",
    },
}


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_end_screen_opens_the_lesson_page_and_its_worksheet_holds_the_charts(qtbot, tmp_path, language):
    words = WORDS[language]
    window = demo_window(players=3, seed=5, language=language, speed="max")
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.controller.game_did_end, timeout=120_000):
        window.start()
    qtbot.waitUntil(lambda: window.scoreboard is not None and window.scoreboard.isVisible(), timeout=10_000)
    wanted = QCoreApplication.translate("GameWindow", "Lesson page with charts…")  # the app's language
    button = next(b for b in window.scoreboard.findChildren(QPushButton) if b.text() == wanted)
    button.click()
    dialog = window._lesson_dialog
    assert isinstance(dialog, LessonDialog)
    qtbot.waitExposed(dialog)
    titles = [view.accessibleName() for view in dialog.page.charts]
    assert titles == words["titles"]
    save_csv(dialog.page, tmp_path / "lesson.csv")
    with (tmp_path / "lesson.csv").open(encoding="utf-8-sig") as handle:
        rows = list(csv.reader(handle))
    for title, unit in zip(titles, words["units"]):
        assert [title, unit] in rows
    names = [seat.name for seat in window.controller.seats]
    assert rows.count(["", *names]) == 2  # the two seat charts: a column per player
    counts = [row for row in rows if row[:1] == [""] and row[-3:] == ["4", "5", "6"]]
    assert len(counts) == 2  # the two charts by cards turned up: a column per count
    found = draws(window.controller.history)
    assert found  # the chests were explored
    assert [words["draws"].format(len(found))] in rows
    save_pdf(dialog.page, tmp_path / "lesson.pdf", dialog.printing)
    printed = re.sub(r"\s+", " ", "".join(p.extract_text() for p in PdfReader(str(tmp_path / "lesson.pdf")).pages))
    # The game's name heads the paper (Magic Lamp's launcher entry is "aladdin", not its folder).
    assert printed.startswith(QCoreApplication.translate("GameRegistry", "Aladdin & the Magic Lamp"))
    dialog.close()
    window.controller.shutdown()
