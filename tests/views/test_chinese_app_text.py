"""English and broken text in the Chinese app (issue 26, item 9): Qt's own file dialog in
Chinese, export dialogs starting in Documents with a Chinese file name, launcher and game menus
wide enough for their items, Power Butler's rules drawings in Chinese, Power Grid's rules naming
every seat kind the new-game dialog offers, and no number alone on Power Grid's player cards."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import against_computers
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel, QMenu

from desktop_app.content.how_to_play import section_markdown
from desktop_app.content.loader import load_how_to_play
from desktop_app.views.game_registry import GAMES
from desktop_app.views.kit import lesson as lesson_module
from desktop_app.views.kit.documents import documents_folder
from desktop_app.views.launcher import LauncherWindow
from desktop_app.views.menu_fonts import menu_width

CHINESE = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def test_qts_own_file_dialog_speaks_chinese(qtbot, chinese):
    dialog = QFileDialog(None, "儲存", str(documents_folder()), "PDF (*.pdf)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    texts = [w.text() for w in dialog.findChildren(QLabel)] + [w.text() for w in dialog.findChildren(QAbstractButton)]
    english = [text for text in texts if LATIN_WORD.search(text.replace("&", "")) and "PDF" not in text]
    assert not english, f"English in the file dialog: {english}"  # before: "&Look in:", "Files of &type:"
    translate = QCoreApplication.translate
    assert translate("QAbstractFileIconProvider", "Folder", "All other platforms") == "資料夾"  # the type column


def _asking(monkeypatch) -> list[str]:
    """The paths a save dialog would start at (the dialog answers Cancel)."""
    asked: list[str] = []

    def ask(_parent, _caption, start, _kinds):
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    return asked


def test_the_lesson_pages_save_starts_in_documents_with_a_chinese_name(qtbot, chinese, monkeypatch):
    asked = _asking(monkeypatch)
    dialog = lesson_module.LessonDialog.__new__(lesson_module.LessonDialog)
    lesson_module.LessonDialog._ask(dialog, "x", "pdf", "PDF (*.pdf)")
    path = Path(asked[0])
    assert path.parent == documents_folder() and path.suffix == ".pdf"
    assert CHINESE.search(path.stem) and "lesson" not in path.stem  # before: lesson.pdf, in the program's folder


def test_the_rules_save_as_pdf_starts_in_documents_with_the_games_chinese_name(qtbot, chinese, monkeypatch):
    from desktop_app.views import how_to_play as viewer

    asked = _asking(monkeypatch)
    reference, content = load_how_to_play("power_grid")
    window = viewer.HowToPlayWindow(reference, content, "zh_TW", "電力公司")
    qtbot.addWidget(window)
    assert window.save_pdf() is None
    path = Path(asked[0])
    assert path.parent == documents_folder() and "電力公司" in path.stem  # before: power-grid.pdf


@pytest.mark.parametrize("language", ["zh_TW", "en"])
def test_the_launchers_and_a_games_menus_are_wide_enough_for_their_items_at_1080p(qtbot, qapp, language):
    from desktop_app.views.language import LanguageManager

    manager = LanguageManager(qapp)
    manager.apply(language)
    launcher = LauncherWindow(manager, GAMES)
    qtbot.addWidget(launcher)
    launcher.resize(1920, 1080)
    launcher.show()
    qtbot.waitExposed(launcher)
    game = against_computers(qtbot, "power-grid", language, size=(1920, 1080))
    try:
        for window in (launcher, game):
            for menu in window.menuBar().findChildren(QMenu):
                need = menu_width(menu, menu.font())
                # before: 409 px for 「課堂模式(&C)：大家一起看一局…」 at 20 px, which needs 525: cut mid-word
                assert menu.sizeHint().width() >= need, (menu.title(), menu.sizeHint().width(), need)
        assert menu_width(launcher.file_menu, launcher.file_menu.font()) > 0
    finally:
        game.controller.shutdown()
        game.close()
        manager.apply("en")
        manager.remove()


def test_power_butlers_rules_drawings_have_no_english_caption():
    source = Path(__file__).resolve().parents[2] / "desktop_app" / "views" / "power_butler" / "pictures.py"
    from desktop_app.views.power_butler import pictures

    words = set(re.findall(r'QT_TRANSLATE_NOOP\("PowerButlerBoardView", "([^"]+)"\)', source.read_text()))
    words |= set(re.findall(r'_board_word\("([^"]+)"', source.read_text()))
    assert "Events — 3 yuan/! dice land on the markers" in words
    english = [word for word in words if pictures._board_word(word, "zh_TW") == word]
    assert not english, f"drawn in English in the Chinese rules: {english}"


@pytest.mark.parametrize("language", ["zh_TW", "en"])
def test_power_grids_rules_name_every_seat_kind_the_new_game_dialog_offers(qtbot, qapp, language):
    from desktop_app.views.language import LanguageManager
    from desktop_app.views.power_grid.new_game_dialog import PowerGridNewGameDialog

    manager = LanguageManager(qapp)
    manager.apply(language)
    try:
        reference, content = load_how_to_play("power_grid")
        dialog = PowerGridNewGameDialog(content, language)
        qtbot.addWidget(dialog)
        kinds = list(dialog.kind_labels.values())
        text = "\n".join(section_markdown(reference, s, content, language) for s in reference.sections)
        missing = [kind for kind in kinds if kind not in text]
        assert len(kinds) == 5 and not missing, f"the rules do not name {missing}"  # before: 3 of 5
    finally:
        manager.apply("en")
        manager.remove()


def test_power_grids_compact_player_cards_say_what_the_bolt_counts(qtbot, chinese):
    window = against_computers(qtbot, "power-grid", "zh_TW", size=(1280, 800))
    try:
        panel = window.players
        assert panel.compact
        said = [label.text() for label in panel.findChildren(QLabel) if label.isVisible()]
        assert "供電 0" in said, said  # before: a bare "0" beside the ⚡
    finally:
        window.controller.shutdown()
        window.close()
