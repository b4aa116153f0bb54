"""Every Power Grid player's card in view (issue 25: "at 1080p the 4th Power Grid player is cut
off the players' list"; it was so in every window size, the side column giving the players a
fixed share): the players' pane takes what its cards need, within limits."""

from __future__ import annotations

import pytest
from helpers import show_window
from PySide6.QtCore import QRect

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.registry import GAMES
from desktop_app.views.power_grid.window import PANEL_LEAST, PowerGridWindow


def _cards_cut(window: PowerGridWindow) -> list[int]:
    viewport = window.players.scroll.viewport()
    shown = QRect(0, 0, viewport.width(), viewport.height())
    cut = []
    for seat, card in enumerate(window.players.cards):
        top_left = card.mapTo(viewport, card.rect().topLeft())
        if not shown.contains(QRect(top_left, card.size())):
            cut.append(seat)
    return cut


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 5])
def test_every_players_card_is_in_view_and_the_panel_keeps_its_room(qtbot, size, players):
    game = GAMES["power-grid"]
    seats = [Seat(name) for name in ("Ann", "Bo", "Cy", "Di", "Ed")[:players]]
    controller = GameController(
        game, game.load_content(None), game.options_from_json({"players": players, "seed": 2}), seats
    )
    window = show_window(qtbot, PowerGridWindow(controller, "en"), size=size)
    window.start()
    qtbot.waitUntil(lambda: not _cards_cut(window), timeout=3000)
    sizes = window.side.sizes()
    assert sizes[1] >= PANEL_LEAST * sum(sizes) - 2  # the decision panel keeps its room
