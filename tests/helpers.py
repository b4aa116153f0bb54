"""What the window tests share, written once: opening a window, finding and clicking a panel's
button, clicking a point on a board, waiting for the computer players, the texts on screen, and
running the `demo` command.

Imported as `from helpers import ...` (pyproject.toml puts tests/ on the path). The offscreen
platform is set once in tests/conftest.py and the offscreen plugin's propagateSizeHints()/raise()
notes are ignored once in pyproject.toml (qt_log_ignore); the `chinese` fixture lives in
tests/views/conftest.py.
"""

from __future__ import annotations

import importlib
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QLabel, QPushButton, QWidget

LEFT = Qt.MouseButton.LeftButton

# Three Latin letters in a row: an English word left on a screen that should be all Chinese.
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
# A same-deal code ("PB-0C67-3XQ8") is letters and digits in any language: not English on screen.
DEAL_CODE = re.compile(r"(?<![A-Za-z0-9])(?:PG|PB|PO|ML)(?:-[0-9A-Z]{1,4})+")


def show_window(qtbot, window, *, size: tuple[int, int] = (1280, 800), speed: str | None = None):
    """The window, owned by qtbot, resized, at that speed (if given), shown and exposed."""
    qtbot.addWidget(window)
    window.resize(*size)
    if speed is not None:
        window.set_speed(speed, remember=False)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_game(qtbot, window_class, controller, language: str = "en"):
    """A game window over the controller at 1280x800, computer players at full speed, started."""
    window = show_window(qtbot, window_class(controller, language), speed="max")
    window.start()
    return window


GAME_WINDOWS = {
    "power-grid": "desktop_app.views.power_grid.window",
    "power-butler": "desktop_app.views.power_butler.window",
    "power-on": "desktop_app.views.power_on.window",
    "magic-lamp": "desktop_app.views.magic_lamp.window",
}


def against_computers(qtbot, game_id: str, language: str = "en", size: tuple[int, int] = (1280, 800), seed: int = 4):
    """The game's real window: one person (seat 0) against two computer players, at full speed,
    shown at `size` and started."""
    from desktop_app.controllers.game_controller import GameController, Seat

    screens = importlib.import_module(GAME_WINDOWS[game_id]).SCREENS
    options = screens.game.options_from_json({"players": 3, "seed": seed})
    seats = [Seat("Ann"), Seat("Bot B", "heuristic"), Seat("Bot C", "heuristic")]
    controller = GameController(screens.game, screens.load_content(), options, seats, bot_delay_ms=0)
    window = screens.window(controller, language)
    qtbot.addWidget(window)
    window.set_speed("max", remember=False)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    return window


def panel_button(qtbot, window, name: str) -> QPushButton:
    """The action panel's button of that object name, once it is on screen."""

    def shown() -> bool:
        button = window.actions.findChild(QPushButton, name)
        return button is not None and button.isVisible()

    qtbot.waitUntil(shown, timeout=3000)
    return window.actions.findChild(QPushButton, name)


def click_button(qtbot, window, name: str) -> None:
    """Click the action panel's button of that object name, once it is on screen."""
    qtbot.mouseClick(panel_button(qtbot, window, name), LEFT)


def click_scene(qtbot, view, scene_point) -> None:
    """Click the graphics view where that scene point is shown."""
    point = view.mapFromScene(scene_point)
    qtbot.mouseClick(view.viewport(), LEFT, pos=QPoint(point.x(), point.y()))


def click_item(qtbot, view, item, point=None) -> None:
    """Click the graphics view on that item, at a point of the item (its rect's centre if none)."""
    click_scene(qtbot, view, item.mapToScene(item.rect.center() if point is None else point))


def wait_for_human(qtbot, controller, timeout: int = 20_000) -> None:
    """Let the computer players move until it is a human's turn or the game is over."""
    qtbot.waitUntil(lambda: controller.is_human_turn() or controller.is_over(), timeout=timeout)


def ask_hint(qtbot, window, think_ms: int | None = None, timeout: int = 20_000):
    """Ask for a hint as H does and wait while the hint player thinks it out on the worker (for
    `think_ms`; None: a searching hint player's own fixed number of imagined games, the same hint
    every time, quickly). The `ShownHint` on screen, or None when the window gives none (the
    status line says why)."""
    window.think_ms = think_ms
    shown = window.show_hint()
    if shown is None and window.hint_thinking:
        qtbot.waitUntil(lambda: not window.hint_thinking, timeout=timeout)
        shown = window.shown_hint
    return shown


def widget_texts(window) -> list[str]:
    """The texts of the window's visible labels and buttons, and of its menu bar."""
    texts = [
        DEAL_CODE.sub("", w.text())
        for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton)
        if w.isVisible()
    ]
    return texts + [a.text() for a in window.menuBar().actions()]


def scoreboard_texts(window) -> list[str]:
    """The end-of-game scoreboard's labels and column headers."""
    texts = [DEAL_CODE.sub("", w.text()) for w in window.scoreboard.findChildren(QLabel)]
    table = window.scoreboard.table
    return texts + [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def play_guide_by_rings(qtbot, window, timeout: int = 45_000) -> list[str]:
    """The guide's scripted pupil (views/tutorial.AutoPupil) clicks what the coach rings until the
    guide ends (from the step on screen); the failures it reported, in order."""
    from desktop_app.views.tutorial import AutoPupil

    pupil = AutoPupil(window, delay_ms=30)
    failures: list[str] = []
    pupil.failed.connect(failures.append)
    with qtbot.waitSignal(pupil.finished, timeout=timeout):
        window.coach.refresh()
    return failures


def watch_to_the_end(qtbot, window, screen_texts, timeout: int = 60_000) -> list[str]:
    """Show a demo window, start it and let the computer players finish the game; returns every
    text `screen_texts(window)` gave after each move and at the end. Asserts the game ended on
    the scoreboard with the status saying so in 繁體中文 (the windows watched run in zh_TW)."""
    qtbot.addWidget(window)
    window.show()
    seen: list[str] = []
    window.controller.action_did_apply.connect(lambda _r: seen.extend(screen_texts(window)))
    with qtbot.waitSignal(window.controller.game_did_end, timeout=timeout):
        window.start()
    assert window.scoreboard is not None and window.scoreboard.isVisible()
    assert "遊戲結束" in window.status.text()
    return seen + screen_texts(window)


def run_demo(game: str, *arguments: str, tmp_path: Path | None = None, timeout: int = 120):
    """`python -m desktop_app demo <game> <arguments>` offscreen; with tmp_path, its settings and
    autosaves go there rather than into the user's folders."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if tmp_path is not None:
        env |= {"XDG_DATA_HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", "demo", game, *arguments],
        check=False,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def start_command(*arguments: str, until: str = "code:", timeout: float = 60) -> tuple[subprocess.Popen, list[str]]:
    """`python -m desktop_app <arguments>` from this source tree, offscreen, running on; its
    output read until a line starting with `until` (the host's and the class's "code:"):
    (the process, the lines so far, stripped). A command that ends first or takes longer is
    killed and the test fails with what it said."""
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": str(root), "QT_QPA_PLATFORM": "offscreen"}
    process = subprocess.Popen(
        [sys.executable, "-m", "desktop_app", *arguments],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=root,
    )
    lines: list[str] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line.strip())
        if line.startswith(until):
            return process, lines
    process.kill()
    raise AssertionError(f"{arguments[0]} did not start: {lines} {process.stderr.read()}")


def join_address(lines: list[str]) -> str:
    """The page address a started host or class printed on its "join:" line (http://host:port/)."""
    return next(re.search(r"http://\S+?/", line).group(0) for line in lines if line.startswith("join:"))


def run_demo_to_screenshot(game: str, players: int, tmp_path: Path, timeout: int = 120) -> None:
    """The demo command (seed 4, full speed, English) plays to the end and saves a screenshot."""
    shot = tmp_path / "end.png"
    result = run_demo(
        game,
        "--players",
        str(players),
        "--seed",
        "4",
        "--speed",
        "max",
        "--exit-when-done",
        "--screenshot",
        str(shot),
        "--lang",
        "en",
        tmp_path=tmp_path,
        timeout=timeout,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert shot.exists() and shot.stat().st_size > 10_000


def inked_share(image) -> float:
    """The share of an image's sampled pixels (a grid of about 60 across) that are not
    transparent: how much a picture drawn on a transparent background actually shows."""
    step = max(1, image.width() // 60)
    samples = [
        image.pixelColor(x, y).alpha() > 0
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    ]
    return sum(samples) / len(samples)


CHINESE = re.compile(r"[\u4e00-\u9fff]")


def accessible_name(widget: QWidget) -> str:
    """What a screen reader says a widget is (its accessible interface's name)."""
    face = QAccessible.queryAccessibleInterface(widget)
    said = face.text(QAccessible.Text.Name) if face is not None else ""
    return said or widget.accessibleName()


def unnamed_controls(window) -> list[str]:
    """The window's focusable controls whose accessible name has no Chinese (the app in zh_TW)."""
    wrong = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or not widget.isEnabled():
            continue
        if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus or widget.focusProxy() is not None:
            continue
        holder = widget.parentWidget()
        if isinstance(holder, QAbstractScrollArea) and holder.viewport() is widget:
            continue  # a view's viewport: the keyboard lands on the view
        name = accessible_name(widget)
        if not CHINESE.search(name):
            wrong.append(f"{type(widget).__name__} {widget.objectName()!r}: {name!r}")
    return wrong


class HandClock:
    """A clock a test moves by hand (`now` seconds)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class QuietLink:
    """A pupil's device as a class sees it, keeping nothing of what it is sent."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.closed: tuple[int, str] | None = None

    def send(self, text: str) -> None:
        pass

    def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)


def class_of_tables(game_id: str, tables: int, seats: tuple[str, ...], names: list[str], **plan_kw):
    """A live class (net's ClassSession, no network): `tables` tables of `seats` (each PUPIL or
    a computer level) dealt and published, `names` joined from their devices and placed.
    Returns (class, clock, links)."""
    import json

    from desktop_app.net.class_plan import PUPIL, ClassPlan
    from desktop_app.net.classroom import ClassSession
    from desktop_app.net.session import COMPUTER, REMOTE, TableSeat, TableSession
    from desktop_app.rules.registry import GAMES
    from desktop_app.views.remote import device_words

    clock = HandClock()
    game = GAMES[game_id]
    content = game.load_content(None)
    plan = ClassPlan(game_id, tables, seats, seeds=tuple(range(1, tables + 1)), **plan_kw)
    sessions = []
    for t in range(tables):
        kinds = [
            TableSeat(REMOTE if w == PUPIL else COMPUTER, "" if w == PUPIL else f"Computer {i + 1}")
            for i, w in enumerate(seats)
        ]
        session = TableSession(game, content, kinds, clock=clock, words=device_words)
        session.publish(game.new_game(content, game.options_from_json({"players": len(seats), "seed": t + 1})), [])
        sessions.append(session)
    klass = ClassSession(plan, sessions, clock=clock)
    links = []
    for i, name in enumerate(names):
        link = QuietLink(f"10.0.0.{i + 1}")
        klass.connect(link)
        klass.receive(link, json.dumps({"type": "hello", "proto": 1, "code": klass.code, "name": name}))
        links.append(link)
    klass.start()
    return klass, clock, links


def class_result(table: int, facts: dict[str, float], game: str = "power-grid"):
    """A table's results as net's class_results makes them: two pupils and a computer player,
    the first the winner, with these lesson facts."""
    from desktop_app.net.class_results import SeatResult, TableResult

    seats = tuple(
        SeatResult(table, seat, name, seat < 2, "" if seat < 2 else "normal", 10.0 + seat, seat == 0, 1, {})
        for seat, name in enumerate((f"Pupil {table}a", f"Pupil {table}b", "Computer"))
    )
    return TableResult(table, game, 5, False, seats, tuple(facts.items()))


def power_grid_class_results():
    """Three Power Grid tables: 750, 900 and 500 kg of CO2 per city lit, 20, 35, 35 of 100 clean."""
    return [
        class_result(0, {"cities_lit": 40, "co2_tonnes": 30.0, "no_co2_share": 20}),
        class_result(1, {"cities_lit": 50, "co2_tonnes": 45.0, "no_co2_share": 35}),
        class_result(2, {"cities_lit": 44, "co2_tonnes": 22.0, "no_co2_share": 35}),
    ]
