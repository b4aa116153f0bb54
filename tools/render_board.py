"""Render the Power Grid table to PNGs for looking at: `python tools/render_board.py OUT_DIR`.

Plays seeded games with the heuristic bot to reach an early state (an auction under way), a
mid-game state in Step 2 (houses in two slots, a build being previewed) and a Step 3 state,
a North Taiwan classroom game, six players with a long name, and a finished game, and
renders each at 1280x800 and 3840x2160 (and 4K in presentation mode), in 繁體中文 and English;
where something is clickable, the mouse rests on one of them.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_grid import engine, views
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions, State
from desktop_app.views.power_grid import PowerGridBoardView
from desktop_app.views.theme import choose_ui_family

SIZES = {"laptop": (1280, 800), "4k": (3840, 2160)}
NAMES = {
    "zh_TW": ["阿明", "小華", "美玲", "志豪", "淑芬", "電腦老師"],
    "en": ["Alice", "Ben", "Chen", "Dana", "Eli", "Computer Fiona Featherstonehaugh"],
}


def play_until(state: State, done, seed: int = 1, limit: int = 2000) -> State:
    """Advance with heuristic bots until `done(state)` (or the game ends)."""
    bot = make_bot("power-grid", "heuristic")
    rng = random.Random(seed)
    for _ in range(limit):
        if done(state) or engine.is_over(state):
            return state
        player = engine.current_player(state)
        state = engine.apply(state, bot.choose(views.observation(state, player), rng))
    return state


def two_owner_city(s: State) -> bool:
    return s.step == 2 and s.phase is Phase.BUILDING and any(len(o) >= 2 for o in s.city_owners)


def preview_build(view: PowerGridBoardView, state: State):
    """Clickable cities (with reasons for the rest), the two cheapest previewed; hover one."""
    who = engine.current_player(state)
    options = sorted(engine.buildable_cities(state, who), key=lambda o: o[1])
    ids = state.board.city_ids
    clickable = {ids[c] for c, _ in options}
    reasons = {}
    for index, cid in enumerate(ids):
        if cid not in clickable:
            refusal = engine.build_refusal(state, who, index)
            reasons[cid] = refusal.reason if refusal else ""
    view.set_clickable_cities(clickable, reasons)
    view.highlight_build(who, [ids[c] for c, _ in options[:2]])
    return view.city_item(ids[options[-1][0]]).centre_in_scene() if options else None


def clickable_plants(view: PowerGridBoardView, state: State):
    view.set_clickable_plants(set(state.buyable_plants()), {})
    card = view.plant_item(state.buyable_plants()[0])
    return card.mapToScene(card.card_rect().center())


def nothing(view: PowerGridBoardView, state: State):
    return None


# name -> (players, make_state(content), decorate(view, state) -> scene point to hover or None)
SCENARIOS = {
    "early": (
        4,
        lambda c: play_until(
            engine.new_game(c, PowerGridOptions(4, 7)), lambda s: s.auction_plant != 0 and s.auction_high != s.order[0]
        ),
        clickable_plants,
    ),
    "mid": (5, lambda c: play_until(engine.new_game(c, PowerGridOptions(5, 11)), two_owner_city), preview_build),
    "step3": (
        3,
        lambda c: play_until(
            engine.new_game(c, PowerGridOptions(3, 5)),
            lambda s: s.step == 3 and s.phase is Phase.AUCTION and s.auction_plant != 0,
        ),
        nothing,
    ),
    "north": (
        3,
        lambda c: play_until(
            engine.new_game(c, PowerGridOptions(3, 2, map_id="north_taiwan")),
            lambda s: s.round >= 5 and s.phase is Phase.BUILDING,
        ),
        preview_build,
    ),
    "six": (
        6,
        lambda c: play_until(
            engine.new_game(c, PowerGridOptions(6, 4)), lambda s: s.round >= 3 and s.phase is Phase.RESOURCES
        ),
        nothing,
    ),
    "end": (4, lambda c: play_until(engine.new_game(c, PowerGridOptions(4, 9)), engine.is_over), nothing),
}


def render(out: Path, only: str | None = None) -> list[Path]:
    app = QApplication.instance() or QApplication(sys.argv)
    family = choose_ui_family()
    if family:
        font = app.font()
        font.setFamilies([family])
        app.setFont(font)
    content = load_power_grid()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (players, make_state, decorate) in SCENARIOS.items():
        if only and only not in name:
            continue
        state = make_state(content)
        for language in ("zh_TW", "en"):
            seats = [Seat(n, bot="heuristic" if i else None) for i, n in enumerate(NAMES[language][:players])]
            view = PowerGridBoardView(content, language)
            view.show_state(state, seats)
            hover = decorate(view, state)
            for size_name, (w, h) in SIZES.items():
                for presentation in (False, True):
                    if presentation and size_name == "laptop":
                        continue
                    view.set_presentation_mode(presentation)
                    view.resize(w, h)
                    view.show()
                    app.processEvents()
                    view.zoom_fit()
                    if hover is not None:  # what a clickable thing looks like under the mouse
                        QTest.mouseMove(view.viewport(), view.mapFromScene(hover))
                        app.processEvents()
                    suffix = "_present" if presentation else ""
                    path = out / f"board_{name}_{language}_{size_name}{suffix}.png"
                    view.grab().save(str(path))
                    written.append(path)
            view.close()
            view.deleteLater()
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--only", help="render only scenarios whose name contains this")
    args = parser.parse_args()
    for path in render(args.out_dir, args.only):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
