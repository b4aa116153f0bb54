"""The lesson page, the kit's part (issue 15: "A lesson page at the end of every game, from the
game's own figures ... 'Save as PDF / PNG' (QPdfWriter, QPrinter) and 'Export CSV' for a
worksheet ... the lesson page shows the code so results from tables can be compared")."""

from __future__ import annotations

import csv

import pytest
from helpers import show_window

from desktop_app.rules.common.lesson import BAR, LINE, STACKED, Chart, Lesson, Series
from desktop_app.views.kit.lesson import LessonDialog, LessonPage, LessonWords, save_csv, save_pdf, save_png


class Words(LessonWords):
    def title(self, chart_id: str) -> str:
        return {"mix": "Energy mix", "money": "Money over time", "carbon": "CO₂ per player"}[chart_id]

    def series(self, name):
        return {"coal": "Coal", "wind": "Wind", "kg": "CO₂"}[name] if isinstance(name, str) else super().series(name)

    def seat_labels(self) -> set[str]:
        return {"carbon"}

    def unit(self, unit: str) -> str:
        return {"cities": "cities powered", "elektro": "Elektro", "kg": "kg CO₂"}[unit]

    def lesson(self) -> str:
        return "Coal is cheap to build and dear to the air."


LESSON = Lesson(
    charts=(
        Chart("mix", STACKED, ("1", "2", "3"), (Series("coal", (2, 3, 4)), Series("wind", (0, 1, 3))), "cities"),
        Chart("money", LINE, ("1", "2", "3"), (Series(0, (50, 42, 61)), Series(1, (50, 55, 49))), "elektro"),
        Chart("carbon", BAR, (0, 1), (Series("kg", (1200.0, 350.5)),), "kg"),
    ),
    facts=(("cities", 7),),
)


def test_a_chart_must_have_a_value_for_each_label():
    with pytest.raises(ValueError, match="2 values"):
        Chart("x", BAR, ("a", "b", "c"), (Series("s", (1, 2)),), "count")


def test_the_page_shows_each_chart_in_words_and_the_deal_code(qtbot):
    page = LessonPage(LESSON, Words(["Ann", "Bob"]), code="PG-1234-5678")
    qtbot.addWidget(page)
    assert [view.accessibleName() for view in page.charts] == ["Energy mix", "Money over time", "CO₂ per player"]
    assert "Ann: 1 50, 2 42, 3 61" in page.charts[1].describe()
    assert page.charts[2].describe() == "CO₂: Ann 1,200, Bob 350"  # whole numbers from 100 up
    rows = page.csv_rows()
    assert ["Coal", "2", "3", "4"] in rows and ["", "Ann", "Bob"] in rows
    assert rows[-1] == ["Same deal code: PG-1234-5678"]


def test_the_lesson_saves_as_pdf_png_and_csv(qtbot, tmp_path):
    dialog = LessonDialog(LESSON, Words(["小明", "小美"]), "Lesson", code="PG-1234-5678")
    show_window(qtbot, dialog)
    save_pdf(dialog.page, tmp_path / "lesson.pdf")
    assert (tmp_path / "lesson.pdf").read_bytes()[:4] == b"%PDF"
    save_png(dialog.page, tmp_path / "lesson.png")
    assert (tmp_path / "lesson.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    save_csv(dialog.page, tmp_path / "lesson.csv")
    with (tmp_path / "lesson.csv").open(encoding="utf-8-sig") as handle:
        rows = list(csv.reader(handle))
    assert ["", "小明", "小美"] in rows
    assert set(dialog.buttons) == {"pdf", "png", "csv"}


def test_a_save_that_fails_says_why_and_loses_nothing(qtbot, tmp_path, monkeypatch):
    dialog = LessonDialog(LESSON, Words(["A", "B"]), "Lesson")
    qtbot.addWidget(dialog)
    said = []
    monkeypatch.setattr("desktop_app.views.kit.lesson.warn", lambda _parent, title, text: said.append(text))
    dialog._write(lambda: save_png(dialog.page, tmp_path / "no-such-folder" / "x.png"))
    assert said and "could not be written" in said[0]
