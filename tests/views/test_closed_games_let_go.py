"""Nothing of a closed game stays in memory (issue 22: opening and closing a saved game 6 times
from the launcher left 6 GameControllers alive with their whole history, +8.5 MB each).

The window's widgets and the controller's signals hold lambdas that hold the window, cycles
through C++ the garbage collector cannot see; a closed window must be deleted and let go."""

from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QFileDialog

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.registry import GAMES as RULES
from desktop_app.views.game_registry import GAMES


def _saved_game(tmp_path, game_id: str, moves: int = 6):
    game = RULES[game_id]
    options = game.options_from_json({"players": 2, "seed": 5})
    controller = GameController(game, game.load_content(None), options, [Seat("Mei"), Seat("Lin")])
    for _ in range(moves):
        if game.is_over(controller.state) or game.current_player(controller.state) < 0:
            break
        controller._submit(game.current_player(controller.state), game.legal_actions(controller.state)[0])
    path = tmp_path / f"{game_id}.json"
    controller.save_to(path)
    controller.shutdown()
    return path


def _flush(qtbot) -> None:
    qtbot.wait(10)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def _close_and_forget(qtbot, launcher) -> tuple[weakref.ref, weakref.ref]:
    window = launcher._game_window
    gone = weakref.ref(window.controller), weakref.ref(window)
    window.close()
    del window
    _flush(qtbot)
    return gone


@pytest.mark.parametrize("game_id", sorted(e.save_id for e in GAMES))
def test_a_saved_game_opened_and_closed_from_the_launcher_is_let_go(qtbot, tmp_path, launcher, game_id):
    save = _saved_game(tmp_path, game_id)
    gone = []
    for _ in range(3 if game_id == "power-grid" else 2):
        launcher.load_save(save)
        assert launcher._game_window is not None
        gone.append(_close_and_forget(qtbot, launcher))
        assert launcher.isVisible()
    assert [(c() is None, w() is None) for c, w in gone] == [(True, True)] * len(gone)
    assert launcher._game_window is None


def test_a_game_replaced_by_game_load_or_new_is_let_go(qtbot, tmp_path, launcher, monkeypatch):
    save = _saved_game(tmp_path, "power-butler")
    launcher.load_save(save)
    first = launcher._game_window
    gone = [weakref.ref(first.controller), weakref.ref(first)]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(save), ""))
    first._load()  # Game > Load: this window closes for the loaded one
    del first
    second = launcher._game_window
    gone += [weakref.ref(second.controller), weakref.ref(second)]

    class Accepting:
        def __init__(self, dialog):
            self.dialog = dialog

        def exec(self):
            return QDialog.DialogCode.Accepted

        def setup(self):
            return self.dialog.setup()

    screens = second.game_screens()
    make = screens.new_game_dialog
    monkeypatch.setattr(type(second), "new_game_dialog", staticmethod(lambda *a: Accepting(make(*a))))
    second._new_game()  # Game > New: likewise
    del second
    _flush(qtbot)
    assert [ref() is None for ref in gone] == [True] * 4
    _close_and_forget(qtbot, launcher)
