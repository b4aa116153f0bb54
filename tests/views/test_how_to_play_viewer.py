"""The rules reference viewer (views/how_to_play.py): contents, links, history, search, zoom,
presentation size, copy, PDF, and pictures drawn by a game's drawing code (issue 14).

Shown on a made-up reference (the games' own references have their own tests)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from desktop_app.content.how_to_play import HowToPlay, Section
from desktop_app.content.loader import load_power_grid
from desktop_app.content.model import LocalizedText
from desktop_app.views import how_to_play as viewer


def _text(zh: str, en: str) -> LocalizedText:
    return LocalizedText(zh_TW=zh, en=en)


REFERENCE = HowToPlay(
    game="power_grid",
    title=_text("電力公司", "Power Grid"),
    sections=(
        Section(
            "goal",
            _text("目標", "The goal"),
            ("auction",),
            _text("蓋最多城市。見[收入](#income)。", "Power the most cities. See [income](#income)."),
        ),
        Section(
            "income",
            _text("收入", "Income"),
            ("bureaucracy",),
            _text("電廠越多，收入越多。\n\n{{picture plant 13}}", "More plants, more money.\n\n{{picture plant 13}}"),
        ),
        Section("end", _text("結束", "The end"), (), _text("有人蓋到 17 座城市時。", "When someone has 17 cities.")),
    ),
)


@pytest.fixture
def window(qtbot, monkeypatch):
    drawn = []

    def draw(kind, arg, content, language, height):
        drawn.append((kind, arg, language))
        image = QImage(2 * height, 2 * height, QImage.Format.Format_ARGB32)
        image.setDevicePixelRatio(2.0)
        image.fill(QColor("#3a7"))
        return image

    monkeypatch.setattr(viewer, "picture_drawer", lambda game: draw)
    w = viewer.HowToPlayWindow(REFERENCE, load_power_grid(), "en", "Power Grid")
    w.drawn = drawn
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_opens_at_the_first_section_with_the_contents_listed(window):
    assert window.current == "goal"
    titles = [window.contents.item(i).text() for i in range(window.contents.count())]
    assert titles == ["The goal", "Income", "The end"]
    assert "Power the most cities" in window.text.toPlainText()


def test_a_link_goes_to_its_section_and_back_and_forward_return(window):
    window.text.anchorClicked.emit(QUrl("#income"))
    assert window.current == "income" and window.contents.currentRow() == 1
    assert window.back_action.isEnabled() and not window.forward_action.isEnabled()
    window.back()
    assert window.current == "goal"
    window.forward()
    assert window.current == "income"


def test_a_moment_opens_the_section_that_explains_it(window):
    assert window.show_moment("bureaucracy") == "income"
    assert window.show_moment("no such moment") == "goal"


def test_search_keeps_the_sections_that_mention_every_word(window):
    assert window.matches("plants money") == ["income"]
    window.search.setText("17 cities")
    hidden = [window.contents.item(i).isHidden() for i in range(window.contents.count())]
    assert hidden == [True, True, False] and window.current == "end"
    window.search.setText("zebra")
    assert window.no_match.isVisible() and "zebra" in window.no_match.text()
    window.search.clear()
    assert not any(window.contents.item(i).isHidden() for i in range(window.contents.count()))


def test_pictures_are_drawn_by_the_game_drawing_code(window):
    window.show_section("income")
    assert ("plant", "13", "en") in window.drawn


def test_zoom_and_presentation_make_the_text_larger(window):
    normal = window.text.document().defaultFont().pixelSize()
    window.zoom(1)
    larger = window.text.document().defaultFont().pixelSize()
    window.set_presentation(True)
    presented = window.text.document().defaultFont().pixelSize()
    assert normal < larger < presented
    window.set_presentation(False)
    window.zoom(0)
    assert window.text.document().defaultFont().pixelSize() == normal


def test_copy_without_a_selection_copies_the_section(window):
    window.copy()
    assert "Power the most cities" in QApplication.clipboard().text()


def test_save_as_pdf_writes_the_whole_reference(window, tmp_path: Path):
    path = window.save_pdf(str(tmp_path / "rules.pdf"))
    data = Path(path).read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 1000


def test_markdown_html_is_not_read(window):
    html = viewer.markdown_to_html("Hi <b>there</b>")
    assert "<b>" not in html.replace("&lt;b&gt;", "")


def test_reference_html_inlines_pictures(window):
    html = viewer.reference_html(REFERENCE, load_power_grid(), "zh_TW")
    assert "data:image/png;base64," in html and "蓋最多城市" in html


def test_escape_closes_the_window(window, qtbot):
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isVisible()
