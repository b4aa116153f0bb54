"""Power On!'s table repaints what an action changed and no more: an item whose drawing is the
same is not repainted (a new tooltip or click alone changes no pixel), and a player's row and
the turn box repaint the part that changed (the hand's size, the action points left). What is
on screen after those partial repaints is what painting the whole table afresh draws."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from desktop_app.ai.registry import make_bot
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.engine import apply, new_game
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.queries import changes
from desktop_app.rules.power_on.state import Phase, PowerOnOptions
from desktop_app.views.power_on.board_view import PowerOnBoardView

SEATS = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic"), Seat("Di", "heuristic")]


def _board(qtbot, content, size: tuple[int, int] = (1000, 1000)) -> PowerOnBoardView:
    board = PowerOnBoardView(content, "en")
    board.animate = False
    qtbot.addWidget(board)
    board.resize(*size)
    return board


def test_a_turn_beginning_repaints_no_face_up_card_whose_drawing_is_the_same(qtbot, content):
    """The face-up cards take clicks on the person's turn and not on the others': the clicks
    change, the cards' pictures do not, and they are not repainted."""
    board = _board(qtbot, content)
    state = new_game(content, PowerOnOptions(players=4, seed=8))
    board.show_state(state, SEATS, 0, set(), interactive=True)
    market = {name: item for name, item in board.items_by_name.items() if name.startswith("market:")}
    assert market and all(item.clickable for item in market.values())
    board.show_state(state, SEATS, 0, set(), interactive=False, changed=frozenset({"turn"}))
    assert not any(name.startswith("market:") for name in board.repainted), board.repainted
    assert not any(item.clickable for item in market.values())  # the clicks are taken all the same


def test_a_card_drawn_repaints_the_rows_hand_count_and_the_turn_boxs_discs_alone(qtbot, content):
    board = _board(qtbot, content)
    state = new_game(content, PowerOnOptions(players=4, seed=8))
    assert state.phase is Phase.ACTIONS
    board.show_state(state, SEATS, 0, set(), interactive=True)
    row, turn = board.items_by_name[f"player:{state.current}"], board.items_by_name["turn"]
    updates: dict[str, list] = {"row": [], "turn": []}
    row.update = lambda *rect: updates["row"].append(rect)  # type: ignore[method-assign]
    turn.update = lambda *rect: updates["turn"].append(rect)  # type: ignore[method-assign]
    after = apply(state, a.DrawCard())
    board.show_state(after, SEATS, 0, set(), interactive=True, changed=changes(state, after))
    assert {f"player:{state.current}", "turn"} <= set(board.repainted)
    assert len(updates["row"]) == 1 and len(updates["row"][0]) == 1, updates  # one part: the hand's size
    (part,) = updates["row"][0]
    assert part.width() * part.height() < row.rect.width() * row.rect.height() / 4
    assert part.left() > row.rect.left() + 150 and part.right() < row.rect.left() + 340  # the words, not the plants
    assert len(updates["turn"]) == 1 and len(updates["turn"][0]) == 1, updates  # the discs
    assert updates["turn"][0][0].height() < turn.rect.height() / 4


@pytest.mark.parametrize(
    "size, presentation",
    [((1000, 1000), False), ((2400, 2200), False), ((2400, 2200), True)],
)
def test_what_the_table_shows_after_partial_repaints_is_what_a_whole_repaint_draws(qtbot, content, size, presentation):
    """After every action of a computer game (a person in seat 0, the hand on show, a card of
    it chosen now and then), the screen as the repaints left it equals the whole table painted
    afresh; also in presentation mode (thicker edges) and at a 4K projector's size."""
    from PySide6.QtWidgets import QApplication

    board = _board(qtbot, content, size)
    board.show()
    board.set_presentation_mode(presentation)
    state = new_game(content, PowerOnOptions(players=4, seed=8))
    board.show_state(state, SEATS, 0, set(), interactive=state.current == 0)
    QApplication.processEvents()
    bot, rng = make_bot("power-on", "heuristic"), random.Random(1)
    compared = 0
    for step in range(160):
        if POWER_ON.is_over(state):
            break
        action = bot.choose(POWER_ON.observation(state, POWER_ON.current_player(state)), rng)
        after = apply(state, action)
        selected = {after.hands[0][0]} if step % 5 == 2 and after.hands[0] else set()
        board.show_state(after, SEATS, 0, selected, interactive=after.current == 0, changed=changes(state, after))
        state = after
        QApplication.processEvents()
        on_screen = board.screen().grabWindow(board.winId()).toImage()  # the backing store as painted
        fresh = board.grab().toImage()  # every item painted whole, now
        assert on_screen.convertToFormat(fresh.format()) == fresh, step
        compared += 1
    assert compared > 100


def test_a_part_key_names_the_rectangles_that_changed_and_none_when_the_whole_did():
    from desktop_app.views.kit.items import PartKeys

    a_rect, b_rect = QRectF(0, 0, 10, 10), QRectF(20, 0, 10, 10)
    shown = PartKeys("row", ((a_rect, 1), (b_rect, "x")))
    assert PartKeys("row", ((a_rect, 2), (b_rect, "x"))).changed_since(shown) == [a_rect]
    assert PartKeys("row", ((a_rect, 1), (b_rect, "x"))).changed_since(shown) == []
    assert PartKeys("other", ((a_rect, 2), (b_rect, "x"))).changed_since(shown) is None
    assert PartKeys("row", ((a_rect, 1), (QRectF(20, 0, 12, 10), "x"))).changed_since(shown) is None
    assert PartKeys("row", ((a_rect, 1),)).changed_since(shown) is None
    assert PartKeys("row", ((a_rect, 1),)).changed_since(("row", 1)) is None


def test_a_row_whose_plants_run_past_their_room_has_no_plants_part(qtbot, content, monkeypatch):
    """Plants of every type, many of each: they run on past their room (towards the notes'
    place), so the row keeps no part for them and their changes repaint it whole."""
    from desktop_app.views.kit.items import PartKeys
    from desktop_app.views.power_on.player_rows import _plant_tiles, player_drawer

    many = [6] * 6
    rect = QRectF(4, 432, 992, 88)
    tiles = _plant_tiles(rect.x(), rect.y(), rect.width(), rect.height(), tuple(many), (0,) * 6)
    assert max(tile.right() for tile, _r, _k in tiles) > rect.right() - 146
    board = _board(qtbot, content)
    state = new_game(content, PowerOnOptions(players=4, seed=8))
    key, _draw = player_drawer(board, state, SEATS, 1, rect)
    assert isinstance(key, PartKeys) and len(key.parts) == 4  # stars, carbon, the hand's size, the plants
    monkeypatch.setattr(type(state), "plant_count", lambda self, player, t: many[t])
    key, _draw = player_drawer(board, state, SEATS, 1, rect)
    assert isinstance(key, PartKeys) and len(key.parts) == 3 and tuple(many) in key.whole  # type: ignore[operator]
