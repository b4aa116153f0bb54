"""The Power Grid window end to end: a human plays a round with the mouse against a computer
player, a whole computer game runs through the window, and the teacher demo command works."""

from __future__ import annotations

from helpers import LEFT, click_scene, run_demo, run_demo_to_screenshot, show_window, wait_for_human

from desktop_app.content.power_grid import Resource
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions
from desktop_app.views.power_grid.panels.auction_pages import (
    BidPage,
    ChoosePlantPage,
    DiscardPage,
)
from desktop_app.views.power_grid.panels.building_page import BuildingPage
from desktop_app.views.power_grid.panels.bureaucracy_page import BureaucracyPage
from desktop_app.views.power_grid.panels.resource_page import ResourcePage
from desktop_app.views.power_grid.window import PowerGridWindow, demo_window


def _open(qtbot, controller) -> PowerGridWindow:
    window = show_window(qtbot, PowerGridWindow(controller, "en"))
    window.board.zoom_fit()
    controller.start()
    return window


def test_a_human_plays_a_whole_round_with_the_mouse(qtbot, content, tmp_path):
    """New game -> an auction won by the human -> fuel bought -> a city built -> bureaucracy paid."""
    seed = next(s for s in range(100) if engine.new_game(content, PowerGridOptions(players=2, seed=s)).order[0] == 0)
    controller = GameController(
        POWER_GRID,
        content,
        PowerGridOptions(players=2, seed=seed),
        [Seat("Mei"), Seat("Bot", "heuristic")],
        autosave_path=tmp_path / "autosave.json",
        bot_delay_ms=0,
    )
    window = _open(qtbot, controller)
    actions = window.actions

    # Phase 2: choose plants on the board until the human owns one (the bot may outbid).
    while controller.state.phase is Phase.AUCTION:
        wait_for_human(qtbot, controller)
        page = actions._page
        if isinstance(page, ChoosePlantPage):
            cheapest = min(controller.state.buyable_plants())
            card = window.board.plant_item(cheapest)
            click_scene(qtbot, window.market, card.sceneBoundingRect().center())
            assert page.bid_box.value() == cheapest
            qtbot.mouseClick(page.start_button, LEFT)
        elif isinstance(page, BidPage):
            qtbot.mouseClick(page.pass_button, LEFT)
        elif isinstance(page, DiscardPage):
            raise AssertionError("no discard in round 1")
        qtbot.waitUntil(lambda: controller.history and controller.history[-1].player is not None)
    assert controller.state.plants[0], "the human bought a plant"

    # Phase 3: buy the fuel the new plant burns, with the price shown.
    wait_for_human(qtbot, controller)
    page = actions._page
    assert isinstance(page, ResourcePage)
    fuel = next((r for r in Resource if page.boxes[r].maximum() > 0), None)
    money_before = controller.state.money[0]
    if fuel is not None:
        page.boxes[fuel].setValue(1)
        qtbot.mouseClick(page.buy_button, LEFT)
        assert controller.state.fuel[0][fuel] == 1 and controller.state.money[0] < money_before
    qtbot.mouseClick(actions._page.done_button, LEFT)

    # Phase 4: click a city on the map, build it.
    wait_for_human(qtbot, controller)
    page = actions._page
    assert isinstance(page, BuildingPage)
    state = controller.state
    city, cost = min(engine.buildable_cities(state, 0), key=lambda item: item[1])
    city_id = state.board.city_ids[city]
    click_scene(qtbot, window.board, window.board.city_item(city_id).centre_in_scene())
    assert actions.pending_cities == [city_id]
    qtbot.mouseClick(actions._page.build_button, LEFT)
    assert city in controller.state.cities[0]
    qtbot.mouseClick(actions._page.done_button, LEFT)

    # Phase 5: power and get paid.
    wait_for_human(qtbot, controller)
    page = actions._page
    assert isinstance(page, BureaucracyPage)
    money = controller.state.money[0]
    qtbot.mouseClick(page.power_button, LEFT)
    assert controller.state.money[0] > money
    qtbot.waitUntil(lambda: controller.state.round == 2, timeout=20_000)
    assert window.log.lines(), "the log narrated the round"
    assert (tmp_path / "autosave.json").exists()
    controller.shutdown()


def test_computer_players_play_a_whole_game_in_the_window(qtbot, chinese):
    window = demo_window(players=3, seed=12, language="zh_TW", speed="max")
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.controller.game_did_end, timeout=180_000):
        window.controller.start()
    assert window.scoreboard is not None and window.scoreboard.isVisible()
    assert "遊戲結束" in window.status.text()
    assert len(window.log.lines()) > 100
    window.controller.shutdown()


def test_the_demo_command_plays_to_the_end_and_saves_a_screenshot(tmp_path):
    run_demo_to_screenshot("power-grid", 2, tmp_path, timeout=300)


def test_the_demo_command_refuses_bad_arguments(tmp_path):
    result = run_demo("power-grid", "--players", "9", timeout=60)
    assert result.returncode == 2 and "2 to 6 players" in result.stdout + result.stderr
    assert "Traceback" not in result.stderr


def test_continue_reopens_the_autosaved_game_exactly_and_closing_shows_the_launcher(qtbot, content):
    from PySide6.QtWidgets import QWidget

    from desktop_app.controllers.unfinished import new_session_path
    from desktop_app.views.power_grid.window import continue_game

    autosave = new_session_path(POWER_GRID.id)

    controller = GameController(
        POWER_GRID,
        content,
        PowerGridOptions(players=2, seed=3),
        [Seat("Mei"), Seat("Lin")],
        autosave_path=autosave,
        bot_delay_ms=0,
    )
    for _ in range(5):
        controller.submit(engine.legal_actions(controller.state)[0])
    launcher = QWidget()
    qtbot.addWidget(launcher)
    launcher.show()
    window = continue_game(launcher, autosave, "en")
    assert window is not None and not launcher.isVisible()
    qtbot.addWidget(window)
    assert POWER_GRID.digest(window.controller.state) == POWER_GRID.digest(controller.state)
    assert len(window.log.lines()) > 0
    window.close()
    assert launcher.isVisible()


def test_a_damaged_save_is_explained_and_nothing_opens(monkeypatch, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from desktop_app.views.power_grid.window import load_game

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert load_game(None, bad, "en") is None
    assert shown and "damaged or incomplete" in shown[0]


def test_save_as_then_load_from_the_game_menu_replaces_the_window(qtbot, content, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QWidget

    from desktop_app.views.game_session import show_window
    from desktop_app.views.power_grid.window import SCREENS

    controller = GameController(
        POWER_GRID, content, PowerGridOptions(players=2, seed=3), [Seat("Mei"), Seat("Lin")], bot_delay_ms=0
    )
    for _ in range(4):
        controller.submit(engine.legal_actions(controller.state)[0])
    launcher = QWidget()
    qtbot.addWidget(launcher)
    window = show_window(SCREENS.window(controller, "en"), launcher)
    qtbot.addWidget(window)
    target = tmp_path / "mine.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window._save_as()
    assert target.exists()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
    window._load()
    loaded = launcher._game_window
    qtbot.addWidget(loaded)
    assert loaded is not window and not window.isVisible() and not launcher.isVisible()
    assert POWER_GRID.digest(loaded.controller.state) == POWER_GRID.digest(controller.state)
    loaded.close()
    assert launcher.isVisible()
