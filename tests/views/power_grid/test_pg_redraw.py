"""The Power Grid window redraws only what an action changed (issue 12, after Anki's OpChanges):
the rules' change flags skip the board parts and the players panel an action left alone, and an
item or player card given the data it already shows is not repainted or rebuilt."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import StartAuction
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.views.power_grid.panels import PlayersPanel
from desktop_app.views.power_grid.window import PowerGridWindow

SEATS = [Seat("Ann"), Seat("Bo"), Seat("Cy")]


def _window(qtbot, content, size=(1280, 800)) -> PowerGridWindow:
    controller = GameController(POWER_GRID, content, PowerGridOptions(3, seed=5), SEATS, bot_delay_ms=0)
    window = PowerGridWindow(controller, "en")
    qtbot.addWidget(window)
    window.resize(*size)
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
    resources = _count_updates([window.market._resources])
    assert window.controller.submit(StartAuction(plant, plant))
    record = window.controller.history[-1]
    assert "map" not in record.changes and "resources" not in record.changes
    assert cities == [] and resources == []
    assert window.board.plant_item(plant).on_block  # the auction block did move
    window.controller.shutdown()


def test_a_player_card_keeps_its_widgets_unless_its_shape_changes(qtbot, content):
    panel = PlayersPanel(content, SEATS, "en")
    qtbot.addWidget(panel)
    panel.set_scale(1.0)
    panel.resize(1000, 1200)
    panel.show()
    state = engine.new_game(content, PowerGridOptions(3, seed=5))
    panel.show_state(state)
    assert not panel.compact  # full cards, with their status lines
    cards = panel.cards
    before = [set(card.findChildren(QWidget)) for card in cards]
    panel.show_state(state)  # the same state again: nothing rebuilt
    assert [set(card.findChildren(QWidget)) for card in cards] == before
    opener = engine.current_player(state)
    plant = state.buyable_plants()[0]
    after = engine.apply(state, StartAuction(plant, plant))
    panel.show_state(after)
    # no money moved (a bid is a promise): every card keeps its widgets; the opener's status line
    # and outline change in place
    assert [set(card.findChildren(QWidget)) for card in cards] == before
    assert not cards[opener].active and cards[engine.current_player(after)].active
    assert cards[opener]._status_label.text() == cards[opener]._status(after, engine.current_player(after))
    assert cards[opener]._status_label.text() != cards[opener]._status(state, opener)
    money = list(after.money)
    after.money[opener] -= 5  # a figure changes: its label says so, and no widget is made again
    panel.show_state(after)
    assert [set(card.findChildren(QWidget)) for card in cards] == before
    assert cards[opener]._money_label.text() == panel.words.money(after.money[opener])
    after.money[:] = money
    after.plants[opener] = [plant]  # the plants change: that card's plant row alone is made again
    panel.show_state(after)
    made = set(cards[opener].findChildren(QWidget)) - before[opener]
    assert made and all(type(widget).__name__ == "PlantCard" for widget in made)
    assert all(set(cards[s].findChildren(QWidget)) == before[s] for s in range(3) if s != opener)
    after.plants[opener] = []


def _settle() -> None:
    """Let Qt delete the widgets taken out and show the ones put in, as its event loop does."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def _labels(card) -> list[tuple[str, str]]:
    from PySide6.QtWidgets import QLabel

    return [(label.text(), label.toolTip()) for label in card.findChildren(QLabel) if not label.isHidden()]


def _plants(card) -> list[str]:
    return [w.toolTip() for w in card.findChildren(QWidget) if type(w).__name__ in ("PlantCard", "PlantChip")]


def test_a_player_card_updated_in_place_through_a_game_shows_what_a_fresh_card_shows(qtbot, content):
    """The figures set in a card's labels move by move (money, plants, fuel, cities, CO2) say
    what a card built afresh on that state says, full and compact."""
    import random

    from desktop_app.ai.registry import make_bot

    def panel(height: int) -> PlayersPanel:
        made = PlayersPanel(content, SEATS, "en")
        qtbot.addWidget(made)
        made.set_scale(1.0)
        made.resize(1000, height)
        made.show()
        return made

    for height, compact in ((1200, False), (120, True)):
        kept = panel(height)
        state = engine.new_game(content, PowerGridOptions(3, seed=11))
        bot, rng = make_bot("power-grid", "random"), random.Random(4)
        kept.show_state(state)
        compared = 0
        for move in range(600):
            if engine.is_over(state):
                break
            state = engine.apply(state, bot.choose(state, rng))
            kept.show_state(state)
            if move % 20 == 0:
                fresh = panel(height)
                fresh.show_state(state)
                _settle()
                assert fresh.compact is kept.compact is compact
                for mine, theirs in zip(kept.cards, fresh.cards, strict=True):
                    assert _labels(mine) == _labels(theirs)
                    assert _plants(mine) == _plants(theirs)
                compared += 1
                fresh.deleteLater()
        assert compared >= 15 and any(state.plants) and any(state.cities)


def _board_shown(window: PowerGridWindow) -> dict:
    board, market = window.board, window.market
    cities = {cid: (c.owners, c.open_slots, c.clickable, c.reason, c.pending) for cid, c in board._map.cities.items()}
    plants = {
        n: (c.isVisible(), c.pos(), c.on_block, c.bid, c.high_bidder, c.clickable, c.reason)
        for n, c in market._cards.items()
        if c.isVisible()
    }
    status = (market._status.title, market._status.entries)
    return {
        "cities": cities,
        "plants": plants,
        "status": status,
        "resources": (market._resources.market, market._resources.supply),
        "deck": (market._deck.count, market._deck.note),
    }


def _cards_shown(window: PowerGridWindow) -> list:
    # the figures without the Words object's id (each window has its own)
    return [(c._figures[:2] + c._figures[3:], c._status_text, c.active) for c in window.players.cards]


def test_a_window_updated_by_change_flags_through_a_game_shows_what_a_fresh_window_shows(qtbot, content):
    """Skipping the parts an action left alone never leaves a stale one: after a few hundred
    actions redrawn by their change flags, the board and the players panel show what a window
    opened on the same game shows."""
    import random

    from desktop_app.ai.registry import make_bot

    window = _window(qtbot, content)
    controller = window.controller
    bot, rng = make_bot("power-grid", "heuristic"), random.Random(3)
    for step in range(300):
        if controller.is_over():
            break
        assert controller.submit(bot.choose(controller.observation_for(controller.current_player()), rng))
        if step % 50 == 49:
            fresh = PowerGridWindow(controller, "en")
            qtbot.addWidget(fresh)
            fresh.resize(1280, 800)
            fresh.show()
            assert _board_shown(window) == _board_shown(fresh), step
            assert _cards_shown(window) == _cards_shown(fresh), step
            fresh.close()
    controller.shutdown()
