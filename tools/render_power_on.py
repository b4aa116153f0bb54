#!/usr/bin/env python3
"""Render every Power On! screen to PNGs, in both languages and both sizes.

    QT_QPA_PLATFORM=offscreen python tools/render_power_on.py OUT_DIR [--sizes 1280x800,3840x2160]

The new-game dialog, the hand-off curtain, a human's actions (a card chosen, plants to run), the
first token of a tower (no tower yet), stacking on the tower, the tower toppling mid-animation,
discarding after a collapse, lighting a city, a computer player's turn, the no-dexterity tower,
the end with the scoreboard, and the player aid open over a turn (the dialog alone, and over the
window as a person sees it). Games are played ahead headlessly by the heuristic bot until the
moment comes up (seat 0 is human).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QElapsedTimer, QPoint, QSize
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication

from desktop_app.ai.base import bot_rng
from desktop_app.ai.power_on.heuristic import HeuristicBot
from desktop_app.commands.app import start_qt
from desktop_app.content.loader import load_power_on
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.engine import legal_actions
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import Phase, PowerOnOptions, TowerMode
from desktop_app.views.power_on.new_game_dialog import (
    PowerOnNewGameDialog,
    default_names,
)
from desktop_app.views.power_on.window import PowerOnWindow
from desktop_app.views.theme import scale_for


def _human(s) -> bool:
    return s.current == 0 and s.phase is not Phase.GAME_OVER


def _can_generate(s) -> bool:
    return any(isinstance(x, a.Generate) for x in legal_actions(s))


STACK, CHANCE = TowerMode.STACKING, TowerMode.NO_DEXTERITY
MOMENTS = {  # name: (players, humans, tower, condition)
    "curtain": (3, 2, STACK, lambda s: s.current == 1 and s.phase is Phase.ACTIONS and s.round == 2),
    "actions": (
        3,
        1,
        STACK,
        lambda s: _human(s) and s.phase is Phase.ACTIONS and s.round >= 3 and s.actions_left == 3 and _can_generate(s),
    ),
    "first_token": (3, 1, STACK, lambda s: _human(s) and s.phase is Phase.STACKING and s.tower == 0),
    "stacking": (3, 1, STACK, lambda s: _human(s) and s.phase is Phase.STACKING and s.tower >= 6),
    "toppling": (3, 1, STACK, lambda s: _human(s) and s.phase is Phase.STACKING and s.tower >= 10),
    "discard": (3, 1, STACK, lambda s: s.phase is Phase.DISCARD and s.discarders[0] == 0),
    "city": (3, 1, STACK, lambda s: _human(s) and s.phase is Phase.CITY and s.power >= 6),
    "computer": (4, 1, STACK, lambda s: s.current == 2 and s.phase is Phase.ACTIONS and s.round >= 5),
    "no_dexterity": (3, 1, CHANCE, lambda s: _human(s) and s.phase is Phase.ACTIONS and s.tower >= 8),
    "end": (4, 1, STACK, lambda s: s.phase is Phase.GAME_OVER),
    "aid": (3, 1, STACK, lambda s: _human(s) and s.phase is Phase.ACTIONS and s.round >= 2),
}


def seats_for(players: int, humans: int, language: str) -> list[Seat]:
    names = default_names(language)
    return [Seat(names[i], None if i < humans else "heuristic") for i in range(players)]


def play_until(content, players: int, humans: int, tower: str, language: str, done) -> GameController | None:
    for seed in range(1, 80):
        controller = GameController(
            POWER_ON,
            content,
            PowerOnOptions(players, seed, tower),
            seats_for(players, humans, language),
            bot_delay_ms=0,
        )
        bots = [HeuristicBot() for _ in range(players)]
        rngs = [bot_rng(seed, p) for p in range(players)]
        while not done(controller.state) and not controller.is_over():
            p = controller.current_player()
            controller._record(p, bots[p].choose(controller.observation_for(p), rngs[p]))
        if done(controller.state):
            return controller
        controller.shutdown()
    return None


def settle(ms: int = 0) -> None:
    clock = QElapsedTimer()
    clock.start()
    while True:
        QApplication.processEvents()
        if clock.elapsed() >= ms:
            return


def grab(widget, size: QSize, path: Path) -> None:
    widget.resize(size)
    widget.show()
    settle(60)
    widget.grab().save(str(path))
    print(path)


def render_game(name: str, content, language: str, size: QSize, out: Path, tag: str) -> None:
    players, humans, tower, done = MOMENTS[name]
    controller = play_until(content, players, humans, tower, language, done)
    if controller is None:
        print(f"(no game reached {name})")
        return
    window = PowerOnWindow(controller, language)
    window.set_speed("max", remember=False)
    window.controller.pause()
    window.resize(size)
    window.show()
    settle(50)
    state = controller.state
    if name == "actions":  # a plant chosen in the hand: the build button shows
        plants = [c for c in state.hands[0] if state.tables.plant[c] >= 0]
        if plants:
            window.actions.toggle_card(plants[0])
    if name == "stacking":
        window.tower.set_aim(2, 10)
    if name == "first_token":  # aimed well off the middle of the table: it lands there all the same
        window.tower.set_aim(-22, 0)
    if name == "toppling":  # a wild drop, caught mid-fall
        window.tower.animate = True
        window.tower.animate_drop(state.tower_drops, 14, 60)
        settle(260)
        window.tower.timer.stop()
    if name == "aid":  # the aid over the window, and alone
        window.show_aid()
        settle(80)
        aid = window.aid
        shot = window.grab()
        painter = QPainter(shot)
        painter.drawPixmap(aid.geometry().topLeft() - window.geometry().topLeft() + QPoint(0, 0), aid.grab())
        painter.end()
        shot.save(str(out / f"aid_over_window_{tag}.png"))
        aid.grab().save(str(out / f"aid_{tag}.png"))
        print(out / f"aid_{tag}.png")
        aid.close()
    else:
        grab(window, size, out / f"{name}_{tag}.png")
    if name == "end":
        window._game_did_end(controller.state.winners)
        board = window.scoreboard
        settle(80)  # the dialog fits itself to its table when shown
        board.grab().save(str(out / f"scoreboard_{tag}.png"))
        print(out / f"scoreboard_{tag}.png")
        board.close()
    window.tower.after_animation = None
    controller.shutdown()
    window.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", default="1280x800,3840x2160")
    parser.add_argument("--langs", default="zh_TW,en")
    parser.add_argument("--only", default="", help="comma-separated moments (default: all)")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    sizes = [QSize(*map(int, s.split("x"))) for s in args.sizes.split(",")]
    only = [m for m in args.only.split(",") if m] or list(MOMENTS)
    content = load_power_on()
    _app, _existing, manager = start_qt("en")
    for language in args.langs.split(","):
        manager.apply(language)
        for size in sizes:
            tag = f"{language}_{size.width()}x{size.height()}"
            scale = scale_for(size)
            if not args.only:
                dialog = PowerOnNewGameDialog(language, scale=scale)
                grab(dialog, QSize(round(720 * scale), round(600 * scale)), args.out / f"new_game_{tag}.png")
                dialog.close()
            for name in only:
                render_game(name, content, language, size, args.out, tag)
    return 0


if __name__ == "__main__":
    sys.exit(main())
