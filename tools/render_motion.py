"""Render frames of the moves' motion (issue 26 item 13, views/kit/motion.py) to PNG: each game's
real window, its moves played as a computer player's until a move of the kind asked for comes,
then that move shown at the normal pace and grabbed half-way (and at a quarter).

    python tools/render_motion.py /tmp/motion --games power-grid --sizes 1280x800,3840x2160 --langs zh_TW,en

Run it under a real display (Xvfb with a window manager) to see what a person sees; under the
offscreen platform it renders too. Kinds per game are in KINDS (a test of the move and the
states before and after it).
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GAME_WINDOWS = {
    "power-grid": "desktop_app.views.power_grid.window",
    "power-butler": "desktop_app.views.power_butler.window",
    "power-on": "desktop_app.views.power_on.window",
    "magic-lamp": "desktop_app.views.magic_lamp.window",
}


def _pg_won(_action: Any, _before: Any, after: Any) -> bool:
    return any(event[0] == "auction_won" for event in after.events)


def _ml_joins(_action: Any, before: Any, after: Any) -> bool:
    return any(len(new) > len(old) for new, old in zip(after.tableau, before.tableau))


# game -> (kind's name, wanted(action, state before, state after)); PREFER: the moves on the way, by type
KINDS: dict[str, list[tuple[str, Callable[[Any, Any, Any], bool]]]] = {
    "power-grid": [
        ("plant", _pg_won),
        ("fuel", lambda a, _b, _s: a.type_name == "buy_resource" and a.amount >= 2),
        ("cable", lambda a, _b, s: a.type_name == "build_city" and max(len(c) for c in s.cities) >= 2),
    ],
    "power-butler": [
        ("dice", lambda a, _b, _s: a.type_name == "roll_dice"),
        ("buy", lambda a, _b, _s: a.type_name == "buy"),
        ("pay", lambda a, _b, _s: a.type_name in ("pay_bill", "place_marker")),
    ],
    "power-on": [
        ("card", lambda a, _b, _s: a.type_name in ("draw_card", "take_market_card")),
    ],
    "magic-lamp": [
        ("treasure", _ml_joins),
    ],
}
PREFER = {
    "power-grid": ["start_auction", "pass_bid", "discard_plant", "buy_resource", "build_city", "run_plants"],
    "power-butler": ["roll_dice", "buy", "place_marker", "pay_bill"],
    "power-on": ["take_market_card", "draw_card", "build_plant"],
    "magic-lamp": ["draw_card", "take_card", "stop_drawing"],
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--games", default=",".join(GAME_WINDOWS))
    parser.add_argument("--sizes", default="1280x800")
    parser.add_argument("--langs", default="zh_TW")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    from desktop_app.controllers.game_controller import GameController, Origin, Seat
    from desktop_app.views.kit import motion
    from desktop_app.views.language import LanguageManager

    QCoreApplication.setOrganizationName("EnergyTableRenderMotion")
    app = QApplication.instance() or QApplication(sys.argv)
    QSettings().setValue(motion.REDUCE_KEY, False)
    motion.PACE["normal"] = 600_000  # held still while it is grabbed
    args.out.mkdir(parents=True, exist_ok=True)
    manager = LanguageManager(app)
    for language in args.langs.split(","):
        manager.apply(language)
        for size in args.sizes.split(","):
            width, height = (int(n) for n in size.split("x"))
            for game_id in args.games.split(","):
                screens = importlib.import_module(GAME_WINDOWS[game_id]).SCREENS
                options = screens.game.options_from_json({"players": 3, "seed": 4})
                seats = [Seat("Ann" if language == "en" else "小安")] + [
                    Seat(name, "heuristic") for name in (["Mei", "Hua"] if language == "en" else ["小美", "阿華"])
                ]
                controller = GameController(screens.game, screens.load_content(), options, seats, bot_delay_ms=0)
                controller.pause()
                window = screens.window(controller, language)
                window.resize(width, height)
                window.show()
                app.processEvents()
                prefer = PREFER[game_id]
                for kind, wanted in KINDS[game_id]:
                    window.set_speed("max", remember=False)
                    action = _advance(controller, wanted, prefer, app)
                    if action is None:
                        print(f"{game_id}: no {kind} move came", file=sys.stderr)
                        continue
                    window.set_speed("normal", remember=False)
                    controller._submit(controller.current_player(), action, Origin.COMPUTER)
                    for _ in range(20):
                        app.processEvents()
                    animation = window.motion.animation
                    for share in (0.25, 0.5):
                        if window.motion.running():
                            animation.setCurrentTime(round(animation.duration() * share))
                        for _ in range(5):
                            app.processEvents()
                        name = f"{game_id}-{kind}-{round(share * 100)}-{language}-{width}x{height}.png"
                        window.grab().save(str(args.out / name))
                        print(args.out / name)
                    window.motion.finish()
                window.close()
                app.processEvents()
    manager.remove()
    return 0


def _advance(controller: Any, wanted: Callable[[Any, Any, Any], bool], prefer: list[str], app: Any) -> Any:
    from desktop_app.controllers.game_controller import Origin

    game = controller.game
    chooser = random.Random(1)  # among the preferred moves, any (the same every run)
    for _ in range(600):
        if controller.is_over():
            return None
        legal = list(game.legal_actions(controller.state))
        for action in legal:
            if wanted(action, controller.state, game.apply(controller.state, action)):
                return action
        rank = [prefer.index(a.type_name) if a.type_name in prefer else len(prefer) for a in legal]
        best = [a for a, r in zip(legal, rank) if r == min(rank)]
        controller._submit(controller.current_player(), chooser.choice(best), Origin.COMPUTER)
        app.processEvents()
    return None


if __name__ == "__main__":
    raise SystemExit(main())
