"""Every unfinished game is kept (issue 22, "A person's game is lost").

- Starting another game (Play on a card that offers Continue, Game > New, Game > Load) and making
  one move replaced the single autosave: a 94-move game was gone. Now each game session has its
  own autosave, listed per kind of game on the launcher, each removable only after a yes.
- Two copies of the app on one data folder wrote the same autosave; now they never share a file,
  and a game one copy has open (its lock) is refused by the other in one sentence, until the
  copy that held it is gone (a stale lock is taken over).
- The single autosave of older versions is carried over, and a finished game leaves the list.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLabel, QMessageBox, QPushButton

from desktop_app.controllers import unfinished
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.controllers.unfinished import claim, new_session_path, unfinished_games
from desktop_app.rules.registry import GAMES as RULES
from desktop_app.views import game_session
from desktop_app.views.unfinished_games import describe

ROOT = Path(__file__).resolve().parents[2]


def _unfinished(game_id: str, moves: int, names=("Mei", "Lin"), seed: int = 5) -> GameController:
    """A game of people only with `moves` moves made, autosaved in its own session file."""
    game = RULES[game_id]
    controller = GameController(
        game,
        game.load_content(None),
        game.options_from_json({"players": len(names), "seed": seed}),
        [Seat(n) for n in names],
        autosave_path=new_session_path(game_id),
    )
    for _ in range(moves):
        controller._submit(game.current_player(controller.state), game.legal_actions(controller.state)[0])
    return controller


def _card(launcher, save_id: str):
    return next(c for c in launcher.cards if c.entry.save_id == save_id)


def _accept_new_game(monkeypatch) -> None:
    """A new-game dialog is accepted as it opens (its default seats)."""
    from desktop_app.views.kit.new_game import NewGameDialog

    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: QDialog.DialogCode.Accepted)


def _first_human_move(qtbot, window) -> None:
    controller = window.controller
    controller.pause()
    qtbot.waitUntil(lambda: controller.is_human_turn(), timeout=10_000)
    before = len(controller.history)
    assert controller.submit(controller.game.legal_actions(controller.state)[0])
    assert len(controller.history) > before


def test_play_on_a_card_offering_continue_keeps_the_unfinished_game(qtbot, launcher, monkeypatch):
    kept = _unfinished("power-butler", 30)
    saved = kept.autosave_path.read_bytes()
    kept.shutdown()
    card = _card(launcher, "power-butler")
    card.refresh_saved_game()
    assert card.continue_button.isVisible() and card.continue_button.text() == "Continue a game"
    _accept_new_game(monkeypatch)
    card.play_button.click()
    window = launcher._game_window
    _first_human_move(qtbot, window)
    assert kept.autosave_path.read_bytes() == saved  # untouched
    assert window.controller.autosave_path != kept.autosave_path
    listed = unfinished_games("power-butler")
    assert {g.path for g in listed} == {kept.autosave_path, window.controller.autosave_path}
    window.close()
    card.refresh_saved_game()
    assert card.continue_button.text() == "Continue a game (2)"


def test_game_new_and_game_load_in_a_window_keep_the_game_they_replace(qtbot, launcher, monkeypatch, tmp_path):
    first = _unfinished("magic-lamp", 8)
    first.shutdown()
    window = game_session.open_saved_game(
        game_session.window_module("magic-lamp").SCREENS, launcher, first.autosave_path, "en"
    )
    _first_human_move(qtbot, window)
    resumed = window.controller.autosave_path
    assert resumed == first.autosave_path  # continuing goes on in its own file
    moves = len(window.controller.history)
    _accept_new_game(monkeypatch)
    window._new_game()  # Game > New
    fresh = launcher._game_window
    _first_human_move(qtbot, fresh)
    elsewhere = tmp_path / "a copy.json"
    first_copy = _unfinished("magic-lamp", 3, seed=8)
    first_copy.save_to(elsewhere)
    first_copy.shutdown()
    first_copy.autosave_path.unlink()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(elsewhere), ""))
    fresh._load()  # Game > Load: a save from elsewhere starts a session of its own
    loaded = launcher._game_window
    _first_human_move(qtbot, loaded)
    paths = {g.path: g for g in unfinished_games("magic-lamp")}
    assert set(paths) == {resumed, fresh.controller.autosave_path, loaded.controller.autosave_path}
    assert paths[resumed].moves == moves
    assert elsewhere.exists() and loaded.controller.autosave_path != elsewhere
    loaded.close()


def test_two_games_of_one_kind_played_at_once_write_two_files(qtbot):
    one, two = _unfinished("power-grid", 4), _unfinished("power-grid", 2, names=("Ann", "Bo"))
    assert one.autosave_path != two.autosave_path
    games = {g.path: g for g in unfinished_games("power-grid")}
    assert games[one.autosave_path].moves == 4 and games[two.autosave_path].moves == 2
    assert [s.name for s in games[two.autosave_path].seats] == ["Ann", "Bo"]
    assert games[one.autosave_path].round == 1
    assert describe(games[one.autosave_path]).startswith("Round 1 · 4 moves · last played today, ")
    one.shutdown()
    two.shutdown()


HOLDER = (
    "import sys\n"
    "from pathlib import Path\n"
    "from desktop_app.controllers.unfinished import claim\n"
    "lock = claim(Path(sys.argv[1]))\n"
    "print('held' if lock else 'refused', flush=True)\n"
    "sys.stdin.read()\n"
)


def _another_copy_holds(path: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
    )
    assert holder.stdout.readline().strip() == "held"
    return holder


def test_a_game_another_copy_of_the_app_has_open_is_refused_in_one_sentence(qtbot, launcher, monkeypatch):
    game = _unfinished("power-on", 5)
    game.shutdown()
    holder = _another_copy_holds(game.autosave_path)
    try:
        assert claim(game.autosave_path) is None
        listed = unfinished_games("power-on")
        assert [g.open_elsewhere for g in listed] == [True]
        card = _card(launcher, "power-on")
        card.refresh_saved_game()
        chooser = launcher.continue_game(card.entry.id)
        row = chooser.rows[0]
        assert not row.findChild(QPushButton, "continueGame").isEnabled()
        assert not row.findChild(QPushButton, "removeGame").isEnabled()
        assert "another Energy Table window" in row.findChild(QLabel, "cannotContinue").text()
        said: list[str] = []
        monkeypatch.setattr(QMessageBox, "exec", lambda box: said.append(box.text()) or 0)
        screens = game_session.window_module("power-on").SCREENS
        assert game_session.open_saved_game(screens, launcher, game.autosave_path, "en") is None
        assert said == ["This game is open in another Energy Table window: go on with it there."]
        assert launcher.isVisible()
    finally:
        holder.kill()  # the other copy dies without letting go: its lock is stale
        holder.wait()
    window = game_session.open_saved_game(
        game_session.window_module("power-on").SCREENS, launcher, game.autosave_path, "en"
    )
    assert window is not None and window.controller.autosave_path == game.autosave_path
    assert unfinished.is_open_elsewhere(game.autosave_path)  # now this window holds it
    window.close()
    assert not unfinished.is_open_elsewhere(game.autosave_path)


def _answer_removal(qtbot, answer: str) -> None:
    def press():
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
        next(b for b in box.buttons() if b.text() == answer).click()

    QTimer.singleShot(50, press)


def test_an_unfinished_game_is_removed_only_after_a_yes(qtbot, launcher):
    keep, drop = _unfinished("power-grid", 3), _unfinished("power-grid", 1, names=("Ann", "Bo"))
    keep.shutdown()
    drop.shutdown()
    card = _card(launcher, "power-grid")
    card.refresh_saved_game()
    chooser = launcher.continue_game(card.entry.id)
    assert len(chooser.rows) == 2
    row = next(r for r in chooser.rows if "Ann" in r.findChild(QLabel, "whoPlays").text())
    _answer_removal(qtbot, "Keep it")
    row.findChild(QPushButton, "removeGame").click()
    assert drop.autosave_path.exists() and len(chooser.rows) == 2
    row = next(r for r in chooser.rows if "Ann" in r.findChild(QLabel, "whoPlays").text())
    _answer_removal(qtbot, "Remove the game")
    row.findChild(QPushButton, "removeGame").click()
    assert not drop.autosave_path.exists() and keep.autosave_path.exists()
    assert len(chooser.rows) == 1
    assert card.continue_button.text() == "Continue a game"


def test_a_damaged_unfinished_game_is_listed_and_can_be_removed(qtbot, launcher):
    broken = new_session_path("power-butler")
    broken.parent.mkdir(parents=True, exist_ok=True)
    broken.write_text("{half a save", encoding="utf-8")
    card = _card(launcher, "power-butler")
    card.refresh_saved_game()
    assert card.continue_button.isVisible()
    chooser = launcher.continue_game(card.entry.id)
    row = chooser.rows[0]
    assert not row.findChild(QPushButton, "continueGame").isEnabled()
    assert "damaged" in row.findChild(QLabel, "cannotContinue").text()
    _answer_removal(qtbot, "Remove the game")
    row.findChild(QPushButton, "removeGame").click()
    assert not broken.exists()


def test_the_old_single_autosave_is_carried_over_not_lost(qtbot):
    game = _unfinished("power-grid", 7)
    game.shutdown()
    old = unfinished.old_autosave_path("power-grid")
    game.autosave_path.replace(old)  # as an older version left it
    listed = unfinished_games("power-grid")
    assert len(listed) == 1 and listed[0].moves == 7
    assert not old.exists() and listed[0].path.parent == unfinished.sessions_dir("power-grid")
    assert GameController.from_save(listed[0].path, RULES).history[-1].index == 7


def test_a_finished_game_leaves_the_list(qtbot):
    game = RULES["magic-lamp"]
    controller = GameController(
        game,
        game.load_content(None),
        game.options_from_json({"players": 2, "seed": 3}),
        [Seat("A", "random"), Seat("B", "random")],
        autosave_path=new_session_path("magic-lamp"),
        bot_delay_ms=0,
    )
    controller.session_lock = claim(controller.autosave_path)
    with qtbot.waitSignal(controller.game_did_end, timeout=60_000):
        controller.start()
    assert unfinished_games("magic-lamp") == []
    assert not Path(str(controller.autosave_path) + ".lock").exists()
    controller.shutdown()


def test_how_far_and_when_read_in_both_languages(qtbot, chinese):
    game = _unfinished("power-butler", 12)
    game.shutdown()
    listed = unfinished_games("power-butler")[0]
    text = describe(listed)
    assert re.search(r"第 \d+ 輪", text) and "12 步" in text and "今天" in text, text


def test_enter_continues_the_first_game_that_can_be_continued(qtbot, launcher):
    busy, free = _unfinished("power-grid", 3), _unfinished("power-grid", 1, names=("Ann", "Bo"))
    busy.shutdown()
    free.shutdown()
    held = claim(busy.autosave_path)  # as another window would
    chooser = launcher.continue_game("power_grid")
    buttons = {r.findChild(QLabel, "whoPlays").text(): r.findChild(QPushButton, "continueGame") for r in chooser.rows}
    assert not buttons["Mei, Lin"].isEnabled() and buttons["Ann, Bo"].isDefault()
    held.release()
