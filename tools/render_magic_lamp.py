#!/usr/bin/env python3
"""Render every Aladdin & the Magic Lamp screen to PNGs, in both languages and both sizes.

    QT_QPA_PLATFORM=offscreen python tools/render_magic_lamp.py OUT_DIR [--sizes 1280x800,3840x2160]

The new-game dialog, the hot-seat curtain, setting a die (one die and the second of two), the
lamp race (countdown, going, result), each kind of decision (wish, drawing, taking a card,
naming, amulet, free-draw chest, retune), and the end with the scoreboard. Games are played
ahead headlessly by the heuristic bot for every seat until the moment comes up.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QElapsedTimer, QSize
from PySide6.QtWidgets import QApplication

from desktop_app.ai.base import bot_rng
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot
from desktop_app.ai.magic_lamp.random_bot import RandomBot
from desktop_app.commands.app import start_qt
from desktop_app.content.loader import load_magic_lamp
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.magic_lamp.new_game_dialog import (
    MagicLampNewGameDialog,
    default_names,
)
from desktop_app.views.magic_lamp.window import MagicLampWindow
from desktop_app.views.theme import scale_for

MOMENTS = {
    "curtain": (3, lambda s: True),
    "choose": (3, lambda s: True),
    "choose_second_die": (2, lambda s: s.phase is Phase.CHOOSE and len(s.dice[0]) == 1),
    "race": (3, lambda s: s.phase is Phase.RACE and s.actor == 0),
    "wish": (3, lambda s: s.phase is Phase.WISH and s.actor < 2),
    "draw": (4, lambda s: s.phase is Phase.DRAW and len(s.drawn) >= 3 and s.actor < 2),
    "pick": (3, lambda s: s.phase is Phase.PICK and s.round > 2 and s.actor < 2),
    "name": (3, lambda s: s.phase is Phase.NAME and s.actor < 2),
    "amulet": (3, lambda s: s.phase is Phase.AMULET and len(s.amulet_colours(s.actor)) >= 2 and s.actor < 2),
    "chest": (3, lambda s: s.phase is Phase.CHEST and s.actor < 2),
    "retune": (3, lambda s: s.phase is Phase.RETUNE and s.actor < 2),
    "end": (5, lambda s: s.phase is Phase.GAME_OVER),
}


def seats_for(players: int, language: str) -> list[Seat]:
    names = default_names(language)
    kinds = [None, None, "heuristic", "expert", "beginner"]
    return [Seat(names[i], kinds[i]) for i in range(players)]


def play_until(
    content, players: int, language: str, done, ring: bool, random_play: bool = False
) -> GameController | None:
    """A controller whose state meets `done`, played ahead by heuristic bots (None if no seed
    of the first 60 gets there)."""
    for seed in range(1, 60):
        controller = GameController(
            MAGIC_LAMP, content, MagicLampOptions(players, seed, ring), seats_for(players, language), bot_delay_ms=0
        )
        bots = [RandomBot() if random_play else HeuristicBot() for _ in range(players)]
        rngs = [bot_rng(seed, p) for p in range(players)]
        while not done(controller.state):
            if controller.is_over():
                break
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
    players, done = MOMENTS[name]
    controller = play_until(
        content, players, language, done, ring=name in ("pick", "end"), random_play=name == "name"
    )  # only random hands touch a lamp with no match
    if controller is None:
        print(f"(no game reached {name})")
        return
    window = MagicLampWindow(controller, language)
    window.set_speed("normal", remember=False)
    window.resize(size)
    window.show()
    settle(50)
    if name == "choose" or name == "choose_second_die":
        window.actions._open_curtain(controller.state.round, controller.current_player())
    if name == "race":
        window.start()
        grab(window, size, out / f"race_countdown_{tag}.png")
        race = window.race
        while not race.going:
            settle(20)
        settle(700)  # the computer player may touch the lamp
        race.press(0)
        grab(window, size, out / f"race_going_{tag}.png")
        race.press(1)
        grab(window, size, out / f"race_result_{tag}.png")
        race.stop()
    else:
        grab(window, size, out / f"{name}_{tag}.png")
    if name == "draw":  # a teacher at the projector: presentation mode
        window.presentation_action.trigger()
        grab(window, size, out / f"presentation_{tag}.png")
    if name == "end":
        window._game_did_end(controller.state.winners)
        scale = scale_for(size)
        board = window.scoreboard
        grab(board, QSize(round(760 * scale), round(430 * scale)), out / f"scoreboard_{tag}.png")
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
    content = load_magic_lamp()
    _app, _existing, manager = start_qt("en")
    random.seed(1)
    for language in args.langs.split(","):
        manager.apply(language)
        for size in sizes:
            tag = f"{language}_{size.width()}x{size.height()}"
            scale = scale_for(size)
            if not args.only:
                dialog = MagicLampNewGameDialog(language, scale=scale)
                grab(dialog, QSize(round(720 * scale), round(480 * scale)), args.out / f"new_game_{tag}.png")
                dialog.close()
            for name in only:
                render_game(name, content, language, size, args.out, tag)
    return 0


if __name__ == "__main__":
    sys.exit(main())
