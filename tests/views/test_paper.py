"""The paper a teacher prints (issue 25, "Results and paper"): "A teacher's guide per game (goals,
a 45-minute plan, questions to ask, how to read the lesson page) and a worksheet (學習單) per
game: A4, 11-12 pt body, filling the page, a name / class / date line, questions with answer
boxes; both languages; words in the YAML pack" and "Every PDF the app writes has selectable
text that copies out as the same characters (no compatibility radicals), headings that print at
their size ... and a layout for A4 paper, not the screen".

Measured on the PDFs themselves (tests/pdf_measure.py).
"""

from __future__ import annotations

import re
import shutil

import pytest
from pdf_measure import EM, RADICALS, a4_pages, assert_fills_its_pages, body_points, copied_out, word_boxes

from desktop_app.content.loader import load_guide, load_paper_words, load_worksheet
from desktop_app.content.model import LocalizedText
from desktop_app.views.kit.paper import write_guide, write_worksheet

pytestmark = pytest.mark.skipif(
    shutil.which("pdftotext") is None or shutil.which("pdftoppm") is None,
    reason="poppler-utils not installed (tools/dev.sh installs it)",
)

GAMES = ("power_grid", "power_butler", "power_on", "magic_lamp")
LANGUAGES = ("zh_TW", "en")


@pytest.fixture(scope="module")
def ui_font():
    """The app's Traditional Chinese font, as `energy-table` sets it (put back afterwards)."""
    from PySide6.QtWidgets import QApplication

    from desktop_app.commands.app import configure_ui_font

    app = QApplication.instance() or QApplication([])
    before = app.font()
    configure_ui_font(app)
    yield
    app.setFont(before)


def said(texts: list[LocalizedText], language: str) -> list[str]:
    return [re.sub(r"\s+", "", text.get(language)) for text in texts]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_worksheet_is_one_a4_sheet_at_12_pt_that_it_fills(game, language, ui_font, tmp_path):
    sheet = load_worksheet(game)
    path = write_worksheet(sheet, load_paper_words(), language, tmp_path / "worksheet.pdf")
    assert a4_pages(path) == 1
    assert 11.0 <= body_points(path) <= 12.0
    assert_fills_its_pages(path)
    text = copied_out(path)
    assert not RADICALS.search(text), RADICALS.findall(text)
    words = [sheet.title, sheet.intro]
    for section in sheet.sections:
        words.append(section.heading)
        words += [section.text] if section.text is not None else []
        for question in section.questions:
            words += [question.ask, *question.choices]
    missing = [w for w in said(words, language) if w not in text]
    assert not missing, missing
    paper = load_paper_words()
    for key in ("name", "school_class", "seat_number", "date"):  # the line a pupil fills in
        assert paper.say(key, language) in text


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_teachers_guide_is_a4_at_11_to_12_pt_filling_its_pages(game, language, ui_font, tmp_path):
    guide = load_guide(game)
    path = write_guide(guide, load_paper_words(), language, tmp_path / "guide.pdf")
    assert 1 <= a4_pages(path) <= 3
    assert 11.0 <= body_points(path) <= 12.0
    assert_fills_its_pages(path)
    text = copied_out(path)
    assert not RADICALS.search(text), RADICALS.findall(text)
    words = [guide.title, guide.about, *guide.energy, *guide.goals, *guide.questions, *guide.lesson_page]
    words += [step.activity for step in guide.plan]
    missing = [w for w in said(words, language) if w not in text]
    assert not missing, missing
    assert sum(step.minutes for step in guide.plan) == 45


def test_headings_print_larger_than_the_body(ui_font, tmp_path):
    path = write_worksheet(load_worksheet("power_grid"), load_paper_words(), "zh_TW", tmp_path / "w.pdf")
    heights: dict[str, float] = {}
    for height, word in word_boxes(path):  # the largest, not the footer's
        heights[word] = max(height, heights.get(word, 0.0))
    body = body_points(path) * EM
    assert heights["電力公司"] >= 1.6 * body  # the title, 21 pt
    assert heights["一、開始玩之前"] >= 1.2 * body  # a section, 15 pt


def test_a_supplement_radical_copies_out_as_its_ideograph(ui_font, tmp_path):
    """長 is drawn with the glyph of ⻑ (U+2ED1, which NFKC does not map): it copied out as ⻑."""
    path = write_worksheet(load_worksheet("power_grid"), load_paper_words(), "zh_TW", tmp_path / "w.pdf")
    text = copied_out(path)
    assert "如果你是市長" in text and "\u2ed1" not in text


def test_the_lesson_dialog_saves_the_page_on_a4_and_offers_the_worksheet_and_guide(
    qtbot, ui_font, tmp_path, monkeypatch
):
    """Where the lesson page is offered, so are the class's worksheet and teacher's guide; its
    Save as PDF is the A4 layout with the game's name and a name line (not the screen shrunk)."""
    from helpers import show_window
    from PySide6.QtWidgets import QFileDialog

    from desktop_app.content.loader import load_lesson
    from desktop_app.rules.common.lesson import BAR, Chart, Lesson, Series
    from desktop_app.views.kit.lesson import LessonDialog, PackLessonWords
    from desktop_app.views.kit.pdf_lesson import LessonPrint

    words = PackLessonWords(load_lesson("power_on"), "zh_TW", ["小明", "小美"], ("carbon",))
    lesson = Lesson(charts=(Chart("carbon", BAR, (0, 1), (Series("coal", (8.0, 4.0)),), "tokens"),), facts=())
    printing = LessonPrint("電力啟動", "zh_TW", folder="power_on")
    dialog = LessonDialog(lesson, words, "電力啟動：學習成果", "PO-1234", printing=printing)
    show_window(qtbot, dialog)
    target = {"path": tmp_path / "lesson.pdf"}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target["path"]), "PDF (*.pdf)"))
    dialog.buttons["pdf"].click()
    page = copied_out(target["path"])
    assert page.startswith("電力啟動") and "姓名：" in page and "PO-1234" in page
    assert a4_pages(target["path"]) == 1 and 11.0 <= body_points(target["path"]) <= 12.0
    actions = dialog.buttons["paper"].menu().actions()
    assert len(actions) == 2
    for action, name, words_in in (
        (actions[0], "sheet.pdf", "電力啟動學習單"),
        (actions[1], "guide.pdf", "電力啟動：教師手冊"),
    ):
        target["path"] = tmp_path / name
        action.trigger()
        assert words_in in copied_out(target["path"])
