"""Render the launcher with unfinished games, to look at as a person meets it.

    Xvfb :57 -screen 0 1280x800x24 & DISPLAY=:57 openbox &
    DISPLAY=:57 python tools/render_launcher.py /tmp/launcher --langs en,zh_TW

Writes, per language: `launcher-<lang>.png` (two unfinished games of Power Grid, one of
Aladdin & the Magic Lamp), `unfinished-<lang>.png` (Power Grid's list, one of its games open in
another window) and `remove-<lang>.png` (the question Remove… asks). The games live in a
temporary data folder; the person's own are never touched.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox


def _grab(app: QApplication, path: Path) -> None:
    import time

    end = time.monotonic() + 1.5  # let the window manager map and the window paint
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)
    screen = app.primaryScreen()
    screen.grabWindow(0).save(str(path))
    print(path)


def _unfinished(game_id: str, moves: int, seats, seed: int):
    from desktop_app.controllers.game_controller import GameController, Seat
    from desktop_app.controllers.unfinished import new_session_path
    from desktop_app.rules.registry import GAMES

    game = GAMES[game_id]
    controller = GameController(
        game,
        game.load_content(None),
        game.options_from_json({"players": len(seats), "seed": seed}),
        [Seat(name, bot) for name, bot in seats],
        autosave_path=new_session_path(game_id),
    )
    for _ in range(moves):
        if game.is_over(controller.state):
            break
        controller._submit(game.current_player(controller.state), game.legal_actions(controller.state)[0])
    controller.shutdown()
    return controller


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--langs", default="en,zh_TW")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    width, height = (int(n) for n in args.size.split("x"))

    from desktop_app.commands.app import configure_ui_font
    from desktop_app.controllers import storage, unfinished

    folder = Path(tempfile.mkdtemp(prefix="render-launcher-"))
    storage.app_data_dir = lambda: folder  # type: ignore[assignment]
    app = QApplication(sys.argv[:1])
    configure_ui_font(app)
    from desktop_app.views.language import LanguageManager
    from desktop_app.views.launcher import LauncherWindow

    names = {"en": ("Mei", "Lin", "Computer 3"), "zh_TW": ("小美", "阿華", "電腦 3")}
    manager = LanguageManager(app)
    for language in args.langs.split(","):
        for path in folder.glob("autosave/*/*"):
            path.unlink()
        first, second, robot = names[language]
        busy = _unfinished("power-grid", 94, [(first, None), (second, None), (robot, "heuristic")], 7)
        _unfinished("power-grid", 12, [(second, None), (first, None)], 3)
        _unfinished("magic-lamp", 20, [(first, None), (robot, "heuristic")], 5)
        manager.apply(language)
        launcher = LauncherWindow(manager)
        launcher.resize(width, height)
        launcher.show()
        _grab(app, args.out / f"launcher-{language}.png")
        lock = unfinished.claim(busy.autosave_path)  # as if another window had it open
        dialog = launcher.continue_game("power_grid")
        lock.release()
        _grab(app, args.out / f"unfinished-{language}.png")

        def grab_question(language=language):
            box = next(w for w in app.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
            _grab(app, args.out / f"remove-{language}.png")
            box.reject()

        QTimer.singleShot(300, grab_question)
        dialog.refresh()
        dialog.ask_to_remove(dialog.games[-1])
        dialog.close()
        launcher.close()
        launcher.deleteLater()
    manager.remove()
    return 0


if __name__ == "__main__":
    sys.exit(main())
