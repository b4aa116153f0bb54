"""Render the Power Grid window in each phase, the new-game dialog and the end screen to PNGs.

    QT_QPA_PLATFORM=offscreen python tools/render_window.py OUT_DIR [--sizes 1280x800,3840x2160]
        [--langs zh_TW,en] [--moments start,building] [--players N] [--no-presentation]

Where the table shows one part at a time (the map or the markets), the other part is rendered
too (`..._other_...png`); at 3840 px wide and more, the window in presentation mode as well
(`..._presentation_...png`).

For looking at what a family at a laptop and a class at a projector will see, in both languages.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSize  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop_app.ai.registry import make_bot  # noqa: E402
from desktop_app.commands.app import start_qt  # noqa: E402
from desktop_app.content.loader import load_power_grid  # noqa: E402
from desktop_app.controllers.game_controller import GameController, Seat  # noqa: E402
from desktop_app.rules.power_grid import engine  # noqa: E402
from desktop_app.rules.power_grid.game import POWER_GRID  # noqa: E402
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions  # noqa: E402
from desktop_app.views.power_grid.new_game_dialog import PowerGridNewGameDialog  # noqa: E402
from desktop_app.views.power_grid.window import PowerGridWindow  # noqa: E402

NAMES = {
    "zh_TW": ["小明", "小美", "阿華", "小芳", "阿傑", "小玲"],
    "en": ["Ming", "Mei", "Hua", "Fang", "Jie", "Ling"],
}


def advance(controller: GameController, done) -> None:
    bot = make_bot("power-grid", "heuristic")
    rng = random.Random(5)
    while not done(controller.state) and not controller.is_over():
        controller.submit(bot.choose(controller.observation_for(controller.current_player()), rng))


def grab(widget, size: QSize, path: Path) -> None:
    widget.resize(size)
    widget.show()
    for _ in range(3):
        QApplication.processEvents()
    widget.grab().save(str(path))
    print(path)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", default="1280x800,3840x2160")
    parser.add_argument("--langs", default="zh_TW,en")
    parser.add_argument("--moments", default="", help="comma-separated moments (default: all)")
    parser.add_argument("--players", type=int, default=4, help="2 to 6")
    parser.add_argument("--no-presentation", action="store_true", help="skip presentation mode at 4K")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    sizes = [QSize(*map(int, s.split("x"))) for s in args.sizes.split(",")]
    content = load_power_grid()
    app, _existing, manager = start_qt("en")
    moments = {
        "start": lambda s: True,  # round 1 before any purchase: plant 13 face up on the deck
        "auction": lambda s: s.round == 2 and s.phase is Phase.AUCTION,
        "resources": lambda s: s.round == 3 and s.phase is Phase.RESOURCES,
        "building": lambda s: s.round == 4 and s.phase is Phase.BUILDING,
        "bureaucracy": lambda s: s.round == 5 and s.phase is Phase.BUREAUCRACY,
        "step3": lambda s: s.step == 3 and s.phase is Phase.BUILDING,
        "end": lambda s: False,
    }
    if args.moments:
        moments = {name: moments[name] for name in args.moments.split(",")}
    for language in args.langs.split(","):
        manager.apply(language)
        for size in sizes:
            tag = f"{language}_{size.width()}x{size.height()}"
            dialog = PowerGridNewGameDialog(content, language)
            grab(dialog, QSize(min(size.width(), 900), min(size.height(), 760)), args.out / f"new_game_{tag}.png")
            dialog.close()
            for name, done in moments.items():
                seats = [Seat(n) for n in NAMES[language][: args.players]]
                controller = GameController(
                    POWER_GRID, content, PowerGridOptions(args.players, seed=21), seats, bot_delay_ms=0
                )
                advance(controller, done)
                window = PowerGridWindow(controller, language)
                if name == "building":
                    me = controller.current_player()
                    options = sorted(engine.buildable_cities(controller.state, me), key=lambda c: c[1])[:2]
                    for city, _cost in options:
                        window.actions.on_city_clicked(controller.state.board.city_ids[city])
                grab(window, size, args.out / f"window_{name}_{tag}.png")
                if not window.table.side_by_side:
                    window.table.toggle_part()
                    grab(window, size, args.out / f"window_{name}_other_{tag}.png")
                    window.table.toggle_part()
                if size.width() >= 3840 and not args.no_presentation:
                    window.presentation_action.trigger()
                    grab(window, size, args.out / f"window_{name}_presentation_{tag}.png")
                    if not window.table.side_by_side:
                        window.table.toggle_part()
                        grab(window, size, args.out / f"window_{name}_presentation_other_{tag}.png")
                    window.presentation_action.trigger()
                if name == "end" and window.scoreboard is None:
                    window._game_did_end(controller.state.winners)
                if window.scoreboard is not None:
                    grab(
                        window.scoreboard,
                        QSize(min(size.width(), 1600) * size.width() // 1280 // 1, size.height() * 9 // 10),
                        args.out / f"scoreboard_{tag}.png",
                    )
                    window.scoreboard.close()
                window.controller.shutdown()
                window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
