"""An autosave that fails is said once in a box with "Save a copy elsewhere…", then in the status
line each time; the game goes on (issue 11: a full disk left the autosave 100+ moves stale with
no way to save elsewhere from the warning)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.views.power_grid.window import PowerGridWindow


def test_autosave_failure_offers_a_copy_elsewhere_once(qtbot, tmp_path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the autosave folder should be")
    controller = GameController(
        POWER_GRID,
        load_power_grid(),
        PowerGridOptions(2, seed=1),
        [Seat("A"), Seat("B")],
        autosave_path=blocker / "autosave" / "pg.json",
    )
    window = PowerGridWindow(controller, "en")
    qtbot.addWidget(window)
    saved = []
    monkeypatch.setattr(window, "_save_as", lambda: saved.append(True))
    controller.autosave_did_fail.emit("No space left on device")
    box = window._autosave_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "No space left on device" in box.text()
    copy = next(b for b in box.buttons() if b.text() == "Save a copy elsewhere…")
    copy.click()
    assert saved == [True]
    controller.autosave_did_fail.emit("No space left on device")
    assert window._autosave_box is box  # told once; the status line repeats it
    assert "Autosave failed" in window.statusBar().currentMessage()
    box.close()  # a box left open would show itself during a later test
    controller.shutdown()


def test_an_autosave_that_raises_is_said_once_and_the_computer_players_go_on(qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication

    controller = GameController(
        POWER_GRID,
        load_power_grid(),
        PowerGridOptions(2, seed=4),
        [Seat("A", "random"), Seat("B", "random")],
        autosave_path=tmp_path / "auto.json",
        bot_delay_ms=0,
    )

    def broken_save(_path):
        raise ValueError("a value the save cannot write")

    controller.save_to = broken_save  # type: ignore[method-assign]
    window = PowerGridWindow(controller, "en")
    qtbot.addWidget(window)
    window.show()
    window.start()
    qtbot.waitUntil(lambda: len(controller.history) >= 10, timeout=20_000)
    boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    assert boxes == [window._autosave_box]  # one box, not one a move
    assert "a value the save cannot write" in boxes[0].text()
    assert any(b.text() == "Save a copy elsewhere…" for b in boxes[0].buttons())
    assert not window.controller.paused  # the computer players were not stopped
    boxes[0].close()
    window.close()
