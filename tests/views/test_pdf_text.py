"""Every PDF the app writes: text that copies out as the very characters drawn, headings that
print at their size, A4 paper (issue 26 item 10, issue 25 "Results and paper").

Qt maps each glyph back to the lowest code point the font draws with it, and Noto Sans CJK draws
the Kangxi radicals with the ideographs' glyphs: 石 copied out of a PDF as ⽯ (U+2F6F).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from helpers import show_window
from pypdf import PdfReader
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QFileDialog

from desktop_app.content.loader import load_how_to_play
from desktop_app.views import how_to_play as viewer
from desktop_app.views.kit.lesson import LessonDialog, save_pdf
from desktop_app.views.kit.pdf_text import rewrite_to_unicode, write_pdf

RADICALS = re.compile("[\u2e80-\u2fdf]")


def _text(path: Path) -> str:
    return "".join(page.extract_text() for page in PdfReader(str(path)).pages)


def _qt_pdf(path: Path, html: str) -> None:
    from PySide6.QtGui import QPdfWriter

    document = QTextDocument()
    document.setDefaultFont(QApplication.font())
    document.setHtml(html)
    write_pdf(path, lambda name: document.print_(QPdfWriter(name)))


def test_the_text_map_names_the_ideograph_not_the_radical():
    cmap = (
        b"2 beginbfrange\n<0000> <0000> <0000>\n<0001> <0003> [<96FB> <2F12> <516C>]\nendbfrange\n"
        b"1 beginbfchar\n<2F6F> <2F6F>\nendbfchar\n"
        b"1 beginbfrange\n<0010> <0012> <2F00>\nendbfrange\n"
    )
    fixed = rewrite_to_unicode(cmap)
    assert b"[<96FB> <529B> <516C>]" in fixed  # 力, not the radical ⼒
    assert b"<2F6F> <77F3>" in fixed  # glyph ids are left alone; the character becomes 石
    assert b"<0010> <0012> [<4E00> <4E28> <4E36>]" in fixed  # a range of radicals, one by one
    assert rewrite_to_unicode(b"1 beginbfchar\n<0004> <0041>\nendbfchar") == b"1 beginbfchar\n<0004> <0041>\nendbfchar"


def test_chinese_in_a_pdf_copies_out_as_the_same_characters(qapp, tmp_path):
    path = tmp_path / "words.pdf"
    _qt_pdf(path, "<h1>電力公司</h1><p>煤 石油 風力 一二三 火 水 人 大 小 日 月</p>")
    text = _text(path)
    assert "電力公司" in text and "石油" in text and "風力" in text and "一二三" in text
    assert not RADICALS.search(text), [hex(ord(c)) for c in RADICALS.findall(text)]


def test_a_pdf_is_written_whole_or_not_at_all(qapp, tmp_path):
    path = tmp_path / "rules.pdf"
    path.write_bytes(b"%PDF the old one")

    def fails(name: str) -> None:
        raise OSError("disk full")

    with pytest.raises(OSError):
        write_pdf(path, fails)
    assert path.read_bytes() == b"%PDF the old one"
    assert [p.name for p in tmp_path.iterdir()] == ["rules.pdf"]


@pytest.fixture
def rules_window(qtbot):
    reference, content = load_how_to_play("power_grid")
    window = viewer.HowToPlayWindow(reference, content, "zh_TW", "電力公司")
    show_window(qtbot, window)
    return window


def test_save_as_pdf_from_the_toolbar_asks_where_and_writes_it(rules_window, tmp_path, monkeypatch):
    """The toolbar's action passed `checked` (False) as the file name: it failed every time."""
    target = tmp_path / "電力公司規則.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), "PDF (*.pdf)"))
    rules_window.findChild(type(rules_window.back_action), "pdf").trigger()
    assert target.read_bytes()[:4] == b"%PDF"


def test_the_printed_rules_copy_out_as_written_on_a4(rules_window, tmp_path):
    path = Path(rules_window.save_pdf(str(tmp_path / "rules.pdf")))
    reader = PdfReader(str(path))
    width, height = (float(v) for v in reader.pages[0].mediabox[2:])
    assert (round(width), round(height)) == (595, 842)  # A4 in points
    text = _text(path)
    assert "遊戲目標" in text and "發電廠" in text
    assert not RADICALS.search(text)


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils not installed (tools/dev.sh installs it)")
def test_the_printed_rules_headings_print_at_their_size(rules_window, tmp_path):
    """Sizes in pixels printed at the printer's 1200 dpi: headings came out at about 1.4 pt."""
    path = rules_window.save_pdf(str(tmp_path / "rules.pdf"))
    boxes = subprocess.run(["pdftotext", "-bbox", path, "-"], capture_output=True, text=True, check=True).stdout
    heights = {
        word: float(y1) - float(y0)
        for y0, y1, word in re.findall(r'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]+)<', boxes)
    }
    body = heights["一共有"]
    assert body >= 10 * 1.3  # 11 pt text: a line box of about 1.45 em
    assert heights["遊戲目標"] >= 1.5 * body  # the page's title
    assert heights["發電廠卡"] >= 1.2 * body  # a section heading


def test_the_lesson_pdf_copies_out_as_written(qtbot, tmp_path):
    from desktop_app.rules.common.lesson import BAR, Chart, Lesson, Series
    from desktop_app.views.kit.lesson import LessonWords

    class Words(LessonWords):
        def title(self, chart_id: str) -> str:
            return "二氧化碳"

        def series(self, name):
            return "石油" if name == "oil" else super().series(name)

        def unit(self, unit: str) -> str:
            return "公斤"

        def lesson(self) -> str:
            return "燒煤和石油會放出二氧化碳；風力和太陽不會。"

    lesson = Lesson(charts=(Chart("carbon", BAR, (0, 1), (Series("oil", (12.0, 3.5)),), "kg"),), facts=())
    dialog = LessonDialog(lesson, Words(["小明", "小美"]), "一堂課")
    show_window(qtbot, dialog)
    save_pdf(dialog.page, tmp_path / "lesson.pdf")
    text = _text(tmp_path / "lesson.pdf")
    assert "石油" in text and "風力和太陽不會" in text
    assert not RADICALS.search(text)


def test_the_rules_command_writes_the_same_pdf_headless(tmp_path):
    """`energy-table rules GAME --lang L --format pdf --output FILE`: a teacher prints a set at once."""
    import os
    import sys

    path = tmp_path / "電力管家.pdf"
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
    command = [sys.executable, "-m", "desktop_app", "rules", "power-butler", "--lang", "zh_TW", "--format", "pdf"]
    run = subprocess.run([*command, "--output", str(path)], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    reader = PdfReader(str(path))
    text = "".join(page.extract_text() for page in reader.pages)
    assert "電力管家" in text or "家電" in text
    assert not RADICALS.search(text)
    fonts = {
        str(font.get_object()["/BaseFont"]) for page in reader.pages for font in page["/Resources"]["/Font"].values()
    }
    cjk = {name for name in fonts if "CJK" in name}
    # Headless, the Traditional Chinese face is named: the fallback would draw Japanese shapes.
    assert cjk and all("tc" in name.lower() for name in cjk), fonts
    missing = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert (
        missing.returncode == 2
        and missing.stderr.strip() == "energy-table rules: error: --format pdf needs --output FILE"
    )


def test_the_printed_rules_copy_out_their_digits_and_no_ligatures(qapp, tmp_path):
    """Noto Sans CJK TC's 'locl' draws a Latin run's digits with glyphs that stand for no
    character: "Plant 4 burns 2 coal to power 1 city." copied out as "Plant  burns  coal to
    power  city."; and 'off' as 'oﬀ' (a ligature). kit/pdf_sheet.paper_font turns both off."""
    reference, content = load_how_to_play("power_grid")
    path = write_reference_pdf_of(reference, content, "en", tmp_path / "rules.pdf")
    text = re.sub(r"\s+", " ", _text(path))
    assert re.search(r"Plant \d+ burns \d+ coal to power \d+ city", text), text[:800]
    assert not re.search("[\ufb00-\ufb06]", text)


def write_reference_pdf_of(reference, content, language: str, path: Path) -> Path:
    return viewer.write_reference_pdf(viewer.print_document(reference, content, language), path)
