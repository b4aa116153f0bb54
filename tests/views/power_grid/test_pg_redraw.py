"""The Power Grid window redraws only what an action changed (issue 12, after Anki's OpChanges):
the rules' change flags skip the board parts and the players panel an action left alone, and an
item or player card given the data it already shows is not repainted or rebuilt."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtWidgets import QWidget

from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import StartAuction
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.views.power_grid.window import PowerGridWindow

SEATS = [Seat("Ann"), Seat("Bo"), Seat("Cy")]


@pytest.fixture(scope="module")
def content():
    return load_power_grid()


def _window(qtbot, content) -> PowerGridWindow:
    controller = GameController(POWER_GRID, content, PowerGridOptions(3, seed=5), SEATS, bot_delay_ms=0)
    window = PowerGridWindow(controller, "en")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    return window


def _count_updates(items) -> list[int]:
    calls: list[int] = []
    for item in items:
        item.update = lambda *args, _calls=calls: _calls.append(1)  # the items call self.update()
    return calls


def test_opening_an_auction_repaints_no_city_and_no_resource_market(qtbot, content):
    window = _window(qtbot, content)
    state = window.controller.state
    plant = state.buyable_plants()[0]
    cities = _count_updates(window.board._map.cities.values())
    resources = _count_updates([window.board._resources])
    assert window.controller.submit(StartAuction(plant, plant))
    record = window.controller.history[-1]
    assert "map" not in record.changes and "resources" not in record.changes
    assert cities == [] and resources == []
    assert window.board.plant_item(plant).on_block  # the auction block did move
    window.controller.shutdown()


def test_a_player_card_is_rebuilt_only_when_what_it_shows_changes(qtbot, content):
    window = _window(qtbot, content)
    cards = window.players.cards
    before = [set(card.findChildren(QWidget)) for card in cards]
    window.players.show_state(window.controller.state)  # the same state again: nothing rebuilt
    assert [set(card.findChildren(QWidget)) for card in cards] == before
    state = window.controller.state
    opener = engine.current_player(state)
    plant = state.buyable_plants()[0]
    assert window.controller.submit(StartAuction(plant, plant))
    after = window.controller.state
    untouched = [s for s in range(3) if s != opener and s != engine.current_player(after)
                 and cards[s]._status(state, opener) == cards[s]._status(after, engine.current_player(after))]
    assert untouched  # a player neither acting nor bidding yet: their card reads the same
    for seat in untouched:
        assert set(cards[seat].findChildren(QWidget)) == before[seat], seat
    assert set(cards[opener].findChildren(QWidget)) != before[opener]  # no longer "to act"
    window.controller.shutdown()
