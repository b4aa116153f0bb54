"""Presentation mode (F5) enlarges what players read, at every size (issue 26, item 7): the
action panel, the players' panel (Power Grid's own column), the board's labels and the log, each
measured before and after F5 in the real window at 1280x800 and 1920x1080 (tests/text_sizes.py).
Before this, F5 enlarged only the log at laptop size and left the action panel small at 1080p.
"""

from __future__ import annotations

import pytest
from helpers import GAME_WINDOWS, against_computers, wait_for_human
from PySide6.QtWidgets import QApplication, QGraphicsView
from text_sizes import median, scene_texts, widget_text_px

GROWTH = 1.12  # at least this much larger: a difference a class at the back sees


def _board_px(window) -> float:
    sizes = []
    for view in window.findChildren(QGraphicsView):
        if view.isVisible() and view.scene() is not None:
            sizes += [text.px for text in scene_texts(view)]
    return median(sizes)


def _sizes(qtbot, window) -> dict[str, float]:
    QApplication.processEvents()
    qtbot.wait(80)
    QApplication.processEvents()
    parts = {
        "action panel": median(widget_text_px(window.actions)),
        "log": window.log.view.font().pixelSize() or window.log.font().pixelSize(),
        "board labels": _board_px(window),
    }
    players = getattr(window, "players", None)
    if players is not None:
        parts["players"] = median(widget_text_px(players))
    return parts


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
@pytest.mark.parametrize("game_id", list(GAME_WINDOWS))
def test_presentation_mode_enlarges_the_panel_players_board_and_log(qtbot, game_id, size):
    window = against_computers(qtbot, game_id, size=size)
    wait_for_human(qtbot, window.controller)
    before = _sizes(qtbot, window)
    window.presentation_action.trigger()
    after = _sizes(qtbot, window)
    window.presentation_action.trigger()
    back = _sizes(qtbot, window)
    window.controller.shutdown()
    window.close()
    small = {
        part: (round(before[part], 1), round(after[part], 1)) for part in before if after[part] < GROWTH * before[part]
    }
    assert not small, f"not enlarged by F5 (px before, after): {small}"
    assert back == pytest.approx(before, rel=0.02), "F5 again gives the usual sizes back"
