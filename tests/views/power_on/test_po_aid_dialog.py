"""The on-screen player aid (seed 001: 「玩家們分別拿取1張玩家輔助卡，置於其面前桌上」): opened from the View
menu, the status-bar button or Ctrl+I at any time, non-modal, with the pack's figures and names
as plain text in the game's language."""

from __future__ import annotations

from helpers import show_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import PowerOnOptions
from desktop_app.views.language import LanguageManager
from desktop_app.views.power_on.window import AID_SHORTCUT, PowerOnWindow


def _window(qtbot, content, language="en") -> PowerOnWindow:
    controller = GameController(POWER_ON, content, PowerOnOptions(2, 3), [Seat("Ann"), Seat("Bot", "heuristic")])
    return show_window(qtbot, PowerOnWindow(controller, language))


def _texts(window) -> list[str]:
    return [label.text() for label in window.aid.findChildren(QLabel)]


def test_the_player_aid_opens_from_the_menu_the_button_and_its_shortcut_without_blocking(qtbot, content):
    """Seed 001: 「玩家們分別拿取1張玩家輔助卡，置於其面前桌上」: the aid is at hand at any time."""
    window = _window(qtbot, content)
    assert window.aid_button.isVisible() and AID_SHORTCUT in window.aid_button.toolTip()
    assert window.aid_action.shortcut() == QKeySequence(AID_SHORTCUT) != QKeySequence("F1")
    assert window.aid_action in window.full_screen_action.associatedObjects()[0].actions()  # the View menu
    qtbot.mouseClick(window.aid_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.aid is not None and window.aid.isVisible(), timeout=3000)
    assert not window.aid.isModal() and window.aid.windowModality() == Qt.WindowModality.NonModal
    assert window.isEnabled()  # the game stays playable behind it
    window.aid.close()
    window.aid_action.trigger()
    assert window.aid.isVisible()
    window.aid.close()
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.aid.isVisible, timeout=3000)
    window.aid.close()


def test_the_player_aid_shows_the_packs_figures_and_names_as_plain_text(qtbot, content):
    """Seed 001: 「可從下列3項行動中執行3個行動點數」; 「每啟動1張燃煤電廠卡具有4單位發電量」: read from the pack."""
    window = _window(qtbot, content, "en")
    window.show_aid()
    texts = _texts(window)
    assert "Your turn: 3 action points" in texts
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in window.aid.findChildren(QLabel))
    for info in content.plant_types.values():
        assert info.name.en in texts
    assert any("8 cards in hand" in t for t in texts)
    assert any("first token" in t and "cannot fall" in t for t in texts)


def test_the_player_aid_speaks_traditional_chinese(qtbot, content):
    """Both languages through the power_on catalogue and the pack's zh_TW names."""
    manager = LanguageManager()
    manager.apply("zh_TW")
    try:
        window = _window(qtbot, content, "zh_TW")
        window.show_aid()
        texts = _texts(window)
        assert "你的回合：3個行動點" in texts and "燃煤" in texts and "取牌" in texts
        assert window.aid.windowTitle().startswith("玩家輔助卡")
    finally:
        manager.apply("en")
