"""Render the Power Grid side panels to PNG files, to look at them.

    .venv/bin/python tools/render_panels.py OUT_DIR [--only NAME]

Each panel in each phase, the game log (normal and presentation mode) and the end screen,
at the 1280x800 laptop design size and on a 3840x2160 projector, in 繁體中文 and English.
Games are played by the heuristic bot through a hot-seat controller, so every state is real.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app import i18n_build
from desktop_app.ai.registry import make_bot
from desktop_app.commands.app import configure_ui_font
from desktop_app.content.loader import load_power_grid
from desktop_app.content.power_grid import Resource
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import NO_PLAYER, Phase, PowerGridOptions
from desktop_app.views.power_grid.panels import (
    ActionPanel,
    PlayersPanel,
    ScoreboardDialog,
    game_log,
)
from desktop_app.views.power_grid.panels.building_page import BuildingPage
from desktop_app.views.power_grid.panels.resource_page import ResourcePage
from desktop_app.views.theme import Palette, colour_css, scale_for

NAMES = {"zh_TW": ["小明", "阿美", "志豪", "雅婷"], "en": ["Ming", "Mei", "Hao", "Ting"]}
SIZES = {"laptop": QSize(1280, 800), "4k": QSize(3840, 2160)}
SEED = 11


def new_controller(content, language: str, bots: tuple[int, ...] = ()) -> GameController:
    seats = [Seat(name, "heuristic" if i in bots else None) for i, name in enumerate(NAMES[language])]
    controller = GameController(POWER_GRID, content, PowerGridOptions(players=4, seed=SEED), seats, bot_delay_ms=0)
    controller.pause()
    return controller


def play_until(controller: GameController, done, limit: int = 20000) -> bool:
    """Let the heuristic bot decide for every seat until `done(state)` (or the game ends)."""
    bot = make_bot("power-grid", "heuristic")
    rng = random.Random(SEED)
    for _ in range(limit):
        if done(controller.state):
            return True
        if controller.is_over():
            return done(controller.state)
        player = controller.current_player()
        controller.submit(bot.choose(controller.observation_for(player), rng))
    return False


def scenarios():
    """(name, predicate on the state, what to set up on the panel afterwards)."""
    return [
        ("1-auction-choose", lambda s: s.phase is Phase.AUCTION and not s.auction_plant, None),
        (
            "1b-auction-choose-step3",
            lambda s: (
                s.step == 3 and s.phase is Phase.AUCTION and not s.auction_plant and s.discard_player == NO_PLAYER
            ),
            None,
        ),
        ("2-auction-bid", lambda s: s.round >= 2 and s.phase is Phase.AUCTION and bool(s.auction_plant), None),
        (
            "2b-auction-bid-up-to",
            lambda s: s.round >= 2 and s.phase is Phase.AUCTION and bool(s.auction_plant),
            _set_auto_bid,
        ),
        ("3-discard", lambda s: s.discard_player != NO_PLAYER, None),
        ("4-resources", lambda s: s.round >= 3 and s.phase is Phase.RESOURCES, _set_resources),
        ("5-building", lambda s: s.round >= 3 and s.phase is Phase.BUILDING, _set_building),
        (
            "6-bureaucracy",
            lambda s: (
                s.round >= 4
                and s.phase is Phase.BUREAUCRACY
                and any(s.board.plant(n).kind.value == "hybrid" for n in s.plants[s.queue[0]])
            ),
            None,
        ),
        ("8-game-over", lambda s: s.phase is Phase.GAME_OVER, None),
    ]


def _set_auto_bid(panel: ActionPanel) -> None:
    state = panel.controller.state
    panel.set_auto_bid(panel.controller.current_player(), state.auction_bid + 8)


def _set_resources(panel: ActionPanel) -> None:
    page = panel._page
    if isinstance(page, ResourcePage):
        for r in (Resource.COAL, Resource.OIL, Resource.GARBAGE, Resource.URANIUM):
            box = page.boxes[r]
            if box.maximum():
                box.setValue(min(2, box.maximum()))


def _set_building(panel: ActionPanel) -> None:
    page = panel._page
    if isinstance(page, BuildingPage):
        from desktop_app.rules.power_grid import engine

        state = panel.controller.state
        player = panel.controller.current_player()
        for _ in range(2):
            options = sorted(engine.buildable_cities(panel._page.preview, player), key=lambda item: item[1])
            if options:
                panel.on_city_clicked(state.board.city_ids[options[0][0]])


def save(widget: QWidget, path: Path, size: QSize) -> None:
    widget.resize(size)
    widget.show()
    QApplication.processEvents()
    widget.resize(size)
    QApplication.processEvents()
    widget.grab().save(str(path))
    print(path)


def framed(widget: QWidget) -> QWidget:
    """The panel on the warm table, as in the window."""
    holder = QWidget()
    holder.setObjectName("table")  # a bare "background" rule would cascade into every control
    holder.setStyleSheet(f"QWidget#table {{ background: {colour_css(Palette.TABLE_LIGHT)}; }}")
    from PySide6.QtWidgets import QVBoxLayout

    layout = QVBoxLayout(holder)
    layout.setContentsMargins(8, 8, 8, 8)
    layout.addWidget(widget)
    return holder


def render(out: Path, only: str | None) -> None:
    content = load_power_grid()
    for language in ("zh_TW", "en"):
        for size_name, screen in SIZES.items():
            scale = scale_for(screen)
            tag = f"{language}-{size_name}"

            def want(name: str, tag: str = tag) -> bool:
                return only is None or only in f"{name}-{tag}"

            panel_size = QSize(round(400 * scale), round(400 * scale))
            for name, done, setup in scenarios():
                if not want(name):
                    continue
                controller = new_controller(content, language)
                if not play_until(controller, done):
                    print(f"skipped {name}: state not reached")
                    continue
                panel = ActionPanel(controller, content, language)
                panel.auto_bid_delay_ms = 10**6
                panel.set_scale(scale)
                if setup:
                    setup(panel)
                save(framed(panel), out / f"action-{name}-{tag}.png", panel_size)
            if want("thinking"):
                controller = new_controller(content, language, bots=(0, 1, 2, 3))
                controller._start_bot = lambda: None  # the picture needs a frozen "thinking" moment
                panel = ActionPanel(controller, content, language)
                panel.set_scale(scale)
                save(framed(panel), out / f"action-7-thinking-{tag}.png", QSize(panel_size.width(), round(160 * scale)))
            controller = new_controller(content, language)
            play_until(controller, lambda s: s.round >= 5 and s.phase is Phase.AUCTION and bool(s.auction_plant))
            if want("players"):
                players = PlayersPanel(content, controller.seats, language)
                players.set_scale(scale)
                players.show_state(controller.state)
                holder = framed(players)
                save(holder, out / f"players-column-{tag}.png", QSize(round(400 * scale), round(720 * scale)))
                save(holder, out / f"players-strip-{tag}.png", QSize(round(1260 * scale), round(330 * scale)))
                save(holder, out / f"players-compact-{tag}.png", QSize(round(400 * scale), round(300 * scale)))
            if want("log"):
                log = game_log(content, controller.seats, language)
                log.set_scale(scale)
                log.set_records(controller.history[:-40])
                for record in controller.history[-40:]:
                    log.append_record(record)
                holder = framed(log)
                save(holder, out / f"log-{tag}.png", QSize(round(400 * scale), round(420 * scale)))
                log.set_presentation_mode(True)
                save(holder, out / f"log-presentation-{tag}.png", QSize(round(640 * scale), round(420 * scale)))
            if want("scoreboard") or want("tie"):
                play_until(controller, lambda s: False, limit=20000)
                dialog = ScoreboardDialog(
                    controller.state, controller.seats, content, language, records=controller.history, scale=scale
                )
                if want("scoreboard"):
                    save(dialog, out / f"scoreboard-{tag}.png", QSize(round(1180 * scale), round(760 * scale)))
                if want("tie"):
                    tied = controller.state.clone()
                    winner = tied.winners[0]
                    other = next(p for p in range(tied.players) if p != winner)
                    tied.powered[other] = tied.powered[winner]
                    tied.money[other] = max(0, tied.money[winner] - 12)
                    dialog = ScoreboardDialog(tied, controller.seats, content, language, scale=scale)
                    save(dialog, out / f"scoreboard-tie-{tag}.png", QSize(round(1180 * scale), round(760 * scale)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("--only", help="render only pictures whose name contains this")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    configure_ui_font(app)
    i18n_build.build(quiet=True)
    render(args.out, args.only)
    return 0


if __name__ == "__main__":
    sys.exit(main())
