#!/usr/bin/env python3
"""Render every Power Butler screen to PNGs, in both languages and both sizes.

    QT_QPA_PLATFORM=offscreen python tools/render_power_butler.py OUT_DIR [--sizes 1280x800,3840x2160]

The new-game dialog, the roll, the reroll with locked 3元/! dice, spending the dice (simple with
dice chosen against a price; standard with markers on the cards and an event fired; standard
after a purchase whose markers wait for the turn's end), a computer
player's turn late in the game, the last round, and the end with the scoreboard. Games are
played ahead headlessly by the heuristic bot until the moment comes up (seat 0 is the human).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QElapsedTimer, QSize
from PySide6.QtWidgets import QApplication

from desktop_app.ai.base import bot_rng
from desktop_app.ai.power_butler.heuristic import HeuristicBot
from desktop_app.commands.app import start_qt
from desktop_app.content.loader import load_power_butler
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import Mode, Phase, PowerButlerOptions
from desktop_app.views.power_butler.new_game_dialog import PowerButlerNewGameDialog, default_names
from desktop_app.views.power_butler.panels import best_payment, dice_for
from desktop_app.views.power_butler.window import PowerButlerWindow
from desktop_app.views.theme import scale_for


def _human(s) -> bool:
    return s.current == 0 and s.phase is not Phase.GAME_OVER


MOMENTS = {  # name: (players, mode, condition)
    "roll": (3, Mode.SIMPLE, lambda s: _human(s) and s.phase is Phase.ROLL and s.round == 2),
    "reroll": (3, Mode.STANDARD, lambda s: _human(s) and s.phase is Phase.REROLL and s.dice.count(2) >= 2),
    "spend_simple": (3, Mode.SIMPLE, lambda s: _human(s) and s.phase is Phase.ALLOCATE and s.round >= 3),
    "spend_standard": (
        4,
        Mode.STANDARD,
        lambda s: (
            _human(s) and s.phase is Phase.ALLOCATE and s.fired_event and any(m >= 0 for own in s.markers for m in own)
        ),
    ),
    "marker_home": (4, Mode.STANDARD, lambda s: _human(s) and s.phase is Phase.ALLOCATE and -4 in s.markers[0]),
    "computer": (5, Mode.STANDARD, lambda s: s.current == 2 and s.phase is Phase.ALLOCATE and s.round >= 5),
    "last_round": (2, Mode.SIMPLE, lambda s: _human(s) and s.final_round and s.phase is Phase.ROLL),
    "end": (4, Mode.STANDARD, lambda s: s.phase is Phase.GAME_OVER),
}


def seats_for(players: int, language: str) -> list[Seat]:
    names = default_names(language)
    return [Seat(names[i], None if i == 0 else "heuristic") for i in range(players)]


def play_until(content, players: int, mode: Mode, language: str, done) -> GameController | None:
    for seed in range(1, 80):
        controller = GameController(
            POWER_BUTLER, content, PowerButlerOptions(players, seed, mode), seats_for(players, language), bot_delay_ms=0
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
    players, mode, done = MOMENTS[name]
    controller = play_until(content, players, mode, language, done)
    if controller is None:
        print(f"(no game reached {name})")
        return
    window = PowerButlerWindow(controller, language)
    window.set_speed("max", remember=False)
    window.controller.pause()
    window.resize(size)
    window.show()
    settle(50)
    state = controller.state
    if name == "spend_simple":  # dice chosen against the first card's price
        from desktop_app.rules.power_butler import actions as a
        from desktop_app.rules.power_butler.engine import legal_actions

        buys = [act for act in legal_actions(state) if type(act) is a.Buy]
        best = best_payment(buys)
        if best is not None:
            window.actions.selected = dice_for(state, best.faces, set())
            window._redraw()
    grab(window, size, out / f"{name}_{tag}.png")
    if name == "end":
        window._game_did_end(controller.state.winners)
        scale = scale_for(size)
        board = window.scoreboard
        grab(board, QSize(round(860 * scale), round(400 * scale)), out / f"scoreboard_{tag}.png")
        board.close()
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
    content = load_power_butler()
    _app, _existing, manager = start_qt("en")
    for language in args.langs.split(","):
        manager.apply(language)
        for size in sizes:
            tag = f"{language}_{size.width()}x{size.height()}"
            scale = scale_for(size)
            if not args.only:
                dialog = PowerButlerNewGameDialog(language, scale=scale)
                grab(dialog, QSize(round(720 * scale), round(520 * scale)), args.out / f"new_game_{tag}.png")
                dialog.close()
            for name in only:
                render_game(name, content, language, size, args.out, tag)
    return 0


if __name__ == "__main__":
    sys.exit(main())
