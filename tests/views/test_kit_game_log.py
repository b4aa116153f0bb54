"""The game log, one widget for all four games (views/kit/game_log.py): each game's narration,
headers once, the players' marks, plain-text names, the presentation size, following new lines.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument

from desktop_app.ai.registry import make_bot
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.views.kit.game_log import HEADER, LINE, GameLog, marked_by_name


def _record(*lines):
    return SimpleNamespace(lines=list(lines))


def _log(qtbot, **options) -> GameLog:
    log = GameLog(lambda record: record.lines, **options)
    qtbot.addWidget(log)
    return log


def test_a_player_name_is_plain_text_never_markup(qtbot):
    """Player names stay plain text: a name that looks like HTML is shown as typed."""
    name = '<b>Mei</b> & <img src="x">'
    log = _log(qtbot)
    log.append_record(_record((LINE, f"{name} buys plant 13.", 0)))
    log.set_records([_record(f"{name} passes.")])
    log.append_record(_record((LINE, f"{name} buys plant 13.", 0)))
    text = log.view.toPlainText()
    assert f"{name} passes." in text and f"{name} buys plant 13." in text
    assert log.lines() == [f"{name} passes.", f"{name} buys plant 13."]


def test_a_header_shows_once_until_a_different_one_comes(qtbot):
    """Rounds and phases are headers, shown once; the opening header says where a log opened
    mid-game is, and an empty line is left out."""
    log = _log(qtbot, opening=lambda record: "Round 1")
    log.append_record(_record((HEADER, "Round 1", -1), "Mei passes.", ""))
    log.append_record(_record((HEADER, "Round 1", -1), "Lin passes."))
    log.append_record(_record((HEADER, "Round 2", -1), "Mei builds."))
    assert log.lines() == ["Round 1", "Mei passes.", "Lin passes.", "Round 2", "Mei builds."]
    log.set_records([_record("Mei passes.")])
    assert log.lines() == ["Round 1", "Mei passes."]


def test_a_line_about_a_player_carries_the_players_mark(qtbot):
    """Entries by player: a line with a seat shows that seat's mark before it."""
    log = _log(qtbot)
    log.append_record(_record((LINE, "Lin connects Taipei.", 1), "The market restocks."))
    html = log.view.toHtml()
    assert html.count('src="mark:1"') == 1 and "mark:0" not in html
    image = log.view.document().resource(QTextDocument.ResourceType.ImageResource, QUrl("mark:1"))
    assert image is not None and not image.isNull()
    log.set_presentation_mode(True)  # restyled: the mark is drawn again at the new size
    image = log.view.document().resource(QTextDocument.ResourceType.ImageResource, QUrl("mark:1"))
    assert image is not None and not image.isNull()


def test_a_line_that_opens_with_a_players_name_carries_that_players_mark():
    """Entries coloured by player in every game: a plain line that opens with a name is that
    player's (the longest name that fits, so "Mei" never marks a line about "Meili")."""
    narrate = marked_by_name(lambda record: record.lines, ["Mei", "Meili", "小明"])
    record = _record(
        "Meili draws a card.",
        "Mei: 2 points.",
        "小明 從牌堆抽了 1 張牌。",
        "Meiling passes.",
        "Wish 1 for Mei.",
        "The game is over.",
    )
    assert [seat for _, _, seat in narrate(record)] == [1, 0, 2, -1, -1, -1]


def test_the_designed_size_grows_with_the_scale_and_in_presentation_mode(qtbot):
    """Each game's look: its designed text size, times the window's scale, times the
    presentation factor (VISUAL-STYLE: presentation mode shows the log as large lines)."""
    log = _log(qtbot, text_px=16.0, presentation_factor=1.5, follow_window=False)
    log.append_record(_record("Mei passes."))
    assert log.font().pixelSize() == log.view.font().pixelSize() == 16
    log.set_scale(2.0)
    assert log.font().pixelSize() == 32
    log.set_presentation_mode(True)
    assert log.font().pixelSize() == 48
    assert log.lines() == ["Mei passes."]


def test_the_log_follows_new_lines_unless_the_reader_scrolled_up(qtbot):
    log = _log(qtbot, follow_window=False)
    log.resize(300, 120)
    log.show()
    log.set_records([_record(f"Line {n} of a long game.") for n in range(60)])
    bar = log.view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    log.append_record(_record("The newest line."))
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    bar.triggerAction(bar.SliderAction.SliderToMinimum)  # the reader scrolls up to read
    log.append_record(_record("Another line."))
    qtbot.wait(10)
    assert bar.value() == 0


def _power_grid():
    from desktop_app.content.loader import load_power_grid
    from desktop_app.rules.power_grid.game import POWER_GRID
    from desktop_app.rules.power_grid.state import PowerGridOptions
    from desktop_app.views.power_grid.narration import Words, narrate_parts
    from desktop_app.views.power_grid.panels.game_log import game_log

    def expected(content, seats, records):
        words = Words(content, seats, "en")
        return [text for record in records for _, text, _ in narrate_parts(record, words)]

    return "power-grid", POWER_GRID, load_power_grid(), PowerGridOptions(players=2, seed=3), game_log, expected


def _words_game(key, definition, content, options, module):
    def expected(content, seats, records):
        words = next(v for k, v in vars(module).items() if k.endswith("Words"))(content, seats, "en")
        return [line for record in records for line in words.lines(record)]

    return key, definition, content, options, module.game_log, expected


def _magic_lamp():
    from desktop_app.content.loader import load_magic_lamp
    from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
    from desktop_app.rules.magic_lamp.state import MagicLampOptions
    from desktop_app.views.magic_lamp import narration

    return _words_game("magic-lamp", MAGIC_LAMP, load_magic_lamp(), MagicLampOptions(players=3, seed=3), narration)


def _power_butler():
    from desktop_app.content.loader import load_power_butler
    from desktop_app.rules.power_butler.game import POWER_BUTLER
    from desktop_app.rules.power_butler.state import PowerButlerOptions
    from desktop_app.views.power_butler import narration

    return _words_game(
        "power-butler", POWER_BUTLER, load_power_butler(), PowerButlerOptions(players=3, seed=3), narration
    )


def _power_on():
    from desktop_app.content.loader import load_power_on
    from desktop_app.rules.power_on.game import POWER_ON
    from desktop_app.rules.power_on.state import PowerOnOptions
    from desktop_app.views.power_on import narration

    return _words_game("power-on", POWER_ON, load_power_on(), PowerOnOptions(players=2, seed=3), narration)


@pytest.mark.parametrize(
    "game",
    [_power_grid, _magic_lamp, _power_butler, _power_on],
    ids=["power_grid", "magic_lamp", "power_butler", "power_on"],
)
def test_every_game_tells_its_own_narration_in_the_one_log(qtbot, game):
    """All four games use the kit's log, and it shows exactly each game's narration lines
    (Power Grid's headed by the round and phase it opened in)."""
    key, definition, content, options, factory, expected = game()
    seats = [Seat(f"P{n + 1}", None) for n in range(options.players)]
    controller = GameController(definition, content, options, seats, bot_delay_ms=0)
    bot, rng = make_bot(key, "heuristic"), random.Random(1)
    for _ in range(25):
        if controller.is_over():
            break
        assert controller.submit(bot.choose(controller.observation_for(controller.current_player()), rng))
    log = factory(content, controller.seats, "en")
    qtbot.addWidget(log)
    assert isinstance(log, GameLog)
    for record in controller.history:
        log.append_record(record)
    told = expected(content, controller.seats, controller.history)
    lines = log.lines()
    assert len(controller.history) == 25 and told
    if key == "power-grid":
        assert lines[0] == "Round 1 · Phase 2: auction"
        lines = lines[1:]
    assert lines == [line for line in told if line] or key == "power-grid" and set(lines) <= set(told)
    log.set_records(controller.history)
    assert log.lines()[-len(lines) :] == lines
    assert 'src="mark:0"' in log.view.toHtml()  # lines about a player carry the mark
    controller.shutdown()


def _shown_as_a_full_repaint_would(log) -> bool:
    """Does the screen show (the log's backing store, as the repaints left it) what a full
    repaint of the log shows?"""
    from PySide6.QtGui import QImage

    shown = log.screen().grabWindow(log.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    return shown == log.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


@pytest.mark.parametrize("scale", [1.0, 1.37, 2.5])
def test_new_lines_scroll_the_log_and_leave_it_as_a_full_repaint_would(qtbot, scale):
    """A new line scrolls the log's pixels and paints only what is new (not the whole view and
    the frame under it): the viewport fills its own background and leaves out the rounded
    frame's corners, which the frame paints again. What the screen shows after every line,
    after the reader scrolls up, and in presentation mode is what a full repaint shows."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    log = _log(qtbot, follow_window=False)
    log.set_scale(scale)
    log.resize(round(360 * scale), round(320 * scale))
    log.show()
    qtbot.waitExposed(log)
    painted: list[int] = []

    class Painted(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                painted.append(sum(r.width() * r.height() for r in event.region()))
            return False

    counter = Painted()
    viewport = log.view.viewport()
    viewport.installEventFilter(counter)
    strips = []
    for n in range(30):
        painted.clear()
        log.append_record(_record((LINE, f"Line {n}: Mei buys plant {n} and connects Taipei to Keelung.", n % 4)))
        QApplication.processEvents()
        if log.view.verticalScrollBar().maximum() > 0:
            strips.append(sum(painted))
        assert _shown_as_a_full_repaint_would(log), n
    area = viewport.width() * viewport.height()
    # most lines paint only their strip, not the whole view (Qt's text layout now and then
    # repaints all of it, as it did before)
    assert strips and sorted(strips)[len(strips) // 2] < area / 2, (strips, area)
    bar = log.view.verticalScrollBar()
    bar.triggerAction(bar.SliderAction.SliderPageStepSub)  # the reader scrolls up to read
    QApplication.processEvents()
    assert _shown_as_a_full_repaint_would(log)
    log.set_presentation_mode(True)
    log.append_record(_record("The newest line."))
    QApplication.processEvents()
    assert _shown_as_a_full_repaint_would(log)
