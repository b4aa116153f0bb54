"""The end screen, one for all four games (views/kit/scoreboard.py): winners, the players best first
with their marks and plain-text names, shared places, columns from a spec, the lesson, and sizes
that show every header whole from a laptop to a 4K projector."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from desktop_app.views.kit.scoreboard import ScoreColumn, ScoreDialog, ScoreTable, places, winners_line

VIEWS = Path(__file__).resolve().parents[2] / "desktop_app" / "views"
NAMES = ["Ann", "<b>Bo</b>", "Cy"]
TOTALS = [7, 12, 12]
ORDER = [1, 2, 0]  # as a game's rules rank them


def _table(qtbot, scale=1.0, winners=(1, 2)):
    columns = [
        ScoreColumn("Points", lambda seat: str(TOTALS[seat] - 2), tooltip="Points <i>before</i> the bonus"),
        ScoreColumn("Bonus", lambda seat: "+2"),
        ScoreColumn("Total", lambda seat: str(TOTALS[seat]), deciding=True),
    ]
    table = ScoreTable(NAMES, ORDER, columns, winners, key=lambda seat: TOTALS[seat], scale=scale)
    qtbot.addWidget(table)
    return table


def test_places_are_shared_by_equal_ranking_keys():
    assert places([1, 2, 0], lambda seat: TOTALS[seat]) == [1, 1, 3]
    assert places([0, 1, 2, 3], lambda seat: (5, 5, 4, 4)[seat]) == [1, 1, 3, 3]
    assert places([], lambda seat: 0) == []


def test_the_table_lists_the_players_in_the_rules_order_with_their_marks_and_plain_names(qtbot):
    table = _table(qtbot)
    assert [table.item(r, 0).text() for r in range(3)] == ["<b>Bo</b>", "Cy", "Ann"]  # never read as markup
    assert all(not table.item(r, 0).icon().isNull() for r in range(3))  # the player's mark
    assert [table.verticalHeaderItem(r).text() for r in range(3)] == ["1", "1", "3"]
    assert [table.horizontalHeaderItem(c).text() for c in range(4)] == ["Player", "Points", "Bonus", "Total"]
    assert table.item(0, 3).text() == "12" and table.item(2, 1).text() == "5"
    assert table.item(0, 0).font().bold() and not table.item(2, 0).font().bold()  # winners' names
    assert table.item(2, 3).font().bold() and not table.item(2, 2).font().bold()  # the deciding column
    assert table.item(1, 2).textAlignment() == Qt.AlignmentFlag.AlignCenter
    assert "&lt;i&gt;" in table.horizontalHeaderItem(1).toolTip()  # a tooltip is plain text too


def test_without_a_ranking_key_there_are_no_places(qtbot):
    table = ScoreTable(NAMES, ORDER, [ScoreColumn("Total", str)], (1,))
    qtbot.addWidget(table)
    assert table.verticalHeader().isHidden()


def test_the_winners_line_names_one_winner_or_the_shared_win(qtbot):
    assert winners_line(["Ann"]) == "Ann wins!"
    assert winners_line(["Ann", "<b>Bo</b>"]) == "Shared win: Ann, <b>Bo</b>"


@pytest.mark.parametrize("scale", [1.0, 2.7])
def test_the_dialog_shows_the_winners_the_lesson_and_every_header_whole(qtbot, scale):
    table = _table(qtbot, scale)
    dialog = ScoreDialog(
        ["<b>Bo</b>", "Cy"],
        table,
        title="Final scores",
        lesson="Use what you need.",
        notes=["A note."],
        explanation="Why they won.",
        scale=scale,
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    labels = {label.text(): label for label in dialog.findChildren(QLabel)}
    assert dialog.title.text() == "Shared win: <b>Bo</b>, Cy"
    assert dialog.title.textFormat() == Qt.TextFormat.PlainText
    assert {"Why they won.", "A note.", "Use what you need.", "The energy lesson"} <= set(labels)
    assert dialog.table is table and dialog.width() >= table.natural_width()
    header = table.horizontalHeader()
    for c in range(table.columnCount()):  # no clipped header, at a laptop's size and on a projector
        assert header.sectionSize(c) >= header.sectionSizeFromContents(c).width()
    assert table.height() >= table.natural_height()  # every row shows, no scrolling
    assert (
        header.font().pixelSize() >= 15 * scale - 1
        or table.horizontalHeaderItem(0).font().pixelSize() >= 15 * scale - 1
    )


def test_the_dialog_is_never_larger_than_the_window_it_opens_over(qtbot):
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    qtbot.addWidget(window)
    window.resize(700, 500)
    dialog = ScoreDialog(["Ann"], _table(qtbot), title="Final scores", lesson="-", size=(1080, 700), parent=window)
    assert dialog.width() <= 700 * 0.95 + 1 and dialog.height() <= 500 * 0.95 + 1


def test_every_game_scoreboard_is_the_kit_one():
    """No game builds its own score table, Close button or winners line again."""
    for path in [
        VIEWS / "power_grid" / "panels" / "scoreboard.py",
        *(VIEWS / game / "scoreboard.py" for game in ("power_butler", "magic_lamp", "power_on")),
    ]:
        text = path.read_text(encoding="utf-8")
        assert "(ScoreDialog)" in text, path
        for copy in ("QTableWidget(", "QDialogButtonBox", "Shared win"):
            assert copy not in text, (path, copy)
