"""Render Classroom mode (and the class session's screens) as a class sees them on a projector.

    Xvfb :63 -screen 0 1920x1080x24 & DISPLAY=:63 openbox &
    DISPLAY=:63 python tools/render_classroom.py OUT_DIR [--langs zh_TW,en] [--games power-grid,...]
        [--moves 40] [--players 4]

For each game and language: the classroom game full screen after `--moves` computer moves
(`classroom-<game>-<lang>-<W>x<H>.png`), the same paused (`...-paused.png`) and with E's card
(`...-why.png`). The screen's size is the X display's.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _settle(app, seconds: float = 1.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def _grab(app, path: Path) -> None:
    _settle(app)
    app.primaryScreen().grabWindow(0).save(str(path))
    print(path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--langs", default="zh_TW,en")
    parser.add_argument("--games", default="")
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--dialog", action="store_true", help="only Launcher > Class's set-up dialog")
    parser.add_argument("--dashboard", action="store_true", help="only the class's dashboard and code card")
    parser.add_argument("--live", default="", help="a live class of this game: dashboard, a table shown, paused")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    from desktop_app.commands.app import start_qt
    from desktop_app.controllers import storage

    folder = Path(tempfile.mkdtemp(prefix="render-classroom-"))
    storage.app_data_dir = lambda: folder  # type: ignore[assignment]  # never the person's own games
    from desktop_app.views.class_session.choice_dialog import classroom_games
    from desktop_app.views.classroom import ClassroomSetup, start_classroom

    app, _existing, manager = start_qt("en")
    screen = app.primaryScreen().size()
    size = f"{screen.width()}x{screen.height()}"
    wanted = [g for g in args.games.split(",") if g]
    if args.live:
        import json

        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
        from helpers import QuietLink

        from desktop_app.net.class_plan import PUPIL, ClassPlan
        from desktop_app.views.class_session.open_class import start_class

        names = ["小明", "小美", "阿華", "小芳", "阿傑", "小玲", "志明", "春嬌", "家豪", "Ana", "Bo"]
        for language in args.langs.split(","):
            manager.apply(language)
            plan = ClassPlan(
                args.live, 4, (PUPIL, PUPIL, "normal", "beginner"), minutes=35, language=language, seeds=(1, 2, 3, 4)
            )
            run = start_class(plan, language, folder=Path(tempfile.mkdtemp(prefix="render-class-")), host="127.0.0.1")
            assert run is not None
            for i, name in enumerate(names):
                link = QuietLink(f"10.0.0.{i + 1}")
                run.tables.session.connect(link)
                hello = {"type": "hello", "proto": 1, "code": run.code, "name": name}
                run.tables.session.receive(link, json.dumps(hello))
            _settle(app, 3)
            stem = f"class-{args.live}-{language}-{size}"
            _grab(app, args.out / f"{stem}-dashboard.png")
            run.dashboard.show_code()
            _grab(app, args.out / f"{stem}-code.png")
            run.dashboard.code_card.close()
            window = run.show_table(0)
            _settle(app, 4)
            _grab(app, args.out / f"{stem}-table.png")
            run.dashboard.toggle_pause()
            _grab(app, args.out / f"{stem}-table-paused.png")
            window.hide()
            run.dashboard.raise_()
            _grab(app, args.out / f"{stem}-dashboard-paused.png")
            run.close()
            _settle(app, 0.5)
        return 0
    if args.dashboard:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
        from helpers import class_of_tables  # a live class without a network, as the tests make it

        from desktop_app.net.class_plan import PUPIL
        from desktop_app.views.class_session.dashboard import ClassDashboard

        names = ["小明", "小美", "阿華", "小芳", "阿傑", "小玲", "志明", "春嬌", "家豪", "怡君", "Ana", "Bo", "Cy"]
        for language in args.langs.split(","):
            manager.apply(language)
            klass, clock, _links = class_of_tables("power-grid", 6, (PUPIL, PUPIL, "normal"), names, minutes=35)
            clock.now += 75  # every table waited past a minute: stuck
            klass.tables[1].stopped = True
            klass.boxes[1].ended = True
            klass.unplace(klass.pupils()[0].pid)
            board = ClassDashboard(klass, f"http://192.168.1.20:8765/?code={klass.code}", language)
            board.showMaximized()
            _grab(app, args.out / f"class-dashboard-{language}-{size}.png")
            board.toggle_pause()
            _grab(app, args.out / f"class-dashboard-{language}-{size}-paused.png")
            card = board.show_code()
            _grab(app, args.out / f"class-code-{language}-{size}.png")
            card.close()
            board.signin = True  # through the school's broker: the class page and signing in, no code
            board.link = "http://broker.school.tw:8080/?class=5a&table=class&broker=ws://broker.school.tw:9001/mqtt"
            card = board.show_code()
            _grab(app, args.out / f"class-code-{language}-{size}-broker.png")
            card.close()
            board.close()
        return 0
    if args.dialog:
        from desktop_app.views.class_session.setup_dialog import ClassSetupDialog
        from desktop_app.views.theme import scale_for

        for language in args.langs.split(","):
            manager.apply(language)
            dialog = ClassSetupDialog(language, None, scale_for(app.primaryScreen().size()))
            dialog.show()
            _grab(app, args.out / f"class-setup-{language}-{size}.png")
            dialog.seat_boxes[-1].setCurrentIndex(2)
            dialog.game_buttons[0].click()
            dialog.players.setValue(5)
            _grab(app, args.out / f"class-setup-{language}-{size}-power-grid.png")
            dialog.connect_buttons["broker"].click()  # the school's broker: a broken host.json, then a good one
            host = Path(tempfile.mkdtemp()) / "host.json"
            host.write_text("{not json", encoding="utf-8")
            dialog.host_file = host
            dialog._read_host_file()
            dialog._changed()
            _grab(app, args.out / f"class-setup-{language}-{size}-broker-broken.png")
            host.write_text(
                '{"host": "broker.school.tw", "port": 1883, "user": "host-5a", "password": "x", "class": "5a"}',
                encoding="utf-8",
            )
            dialog._read_host_file()
            dialog._changed()
            _grab(app, args.out / f"class-setup-{language}-{size}-broker.png")
            dialog.close()
        return 0
    for language in args.langs.split(","):
        manager.apply(language)
        for entry in classroom_games():
            if wanted and entry.save_id not in wanted:
                continue
            players = min(entry.max_players, max(entry.min_players, args.players))
            window = start_classroom(ClassroomSetup(entry, players, "step", language, 7))
            _settle(app, 0.5)
            for _ in range(args.moves):
                if window.controller.is_over():
                    break
                before = len(window.controller.history)
                window.classroom.next_action()
                end = time.monotonic() + 5
                while len(window.controller.history) == before and time.monotonic() < end:
                    app.processEvents()
                    time.sleep(0.01)
            stem = f"classroom-{entry.save_id}-{language}-{size}"
            _grab(app, args.out / f"{stem}.png")
            window.classroom.toggle_why()
            _grab(app, args.out / f"{stem}-why.png")
            window.classroom.toggle_why()
            window.classroom.toggle_pause()  # from the step-by-step hold: play on ...
            window.classroom.toggle_pause()  # ... and P: paused
            _grab(app, args.out / f"{stem}-paused.png")
            window.controller.shutdown()
            window.close()
            _settle(app, 0.3)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
