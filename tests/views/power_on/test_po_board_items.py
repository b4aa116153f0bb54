"""The Power On! board keeps its items across actions (no scene rebuild on a move): an action
gives each item its data again, and only items whose data changed are repainted."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.engine import apply, new_game
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.queries import changes
from desktop_app.rules.power_on.state import PowerOnOptions
from desktop_app.views.power_on.board_view import PowerOnBoardView
from desktop_app.views.power_on.window import PowerOnWindow

SEATS = [Seat("Ann"), Seat("Bo")]


def _board(qtbot, content) -> PowerOnBoardView:
    board = PowerOnBoardView(content, "en")
    qtbot.addWidget(board)
    board.resize(1000, 1000)
    return board


def test_drawing_a_card_keeps_every_item_and_repaints_only_the_deck_turn_player_and_hand(qtbot, content):
    board = _board(qtbot, content)
    state = new_game(content, PowerOnOptions(players=2, seed=3))
    board.show_state(state, SEATS, 0, set(), True)
    items = dict(board.items_by_name)
    scene_items = set(board.scene().items())
    after = apply(state, a.DrawCard())
    board.show_state(after, SEATS, 0, set(), True, changed=changes(state, after))
    for name, item in items.items():
        assert board.items_by_name[name] is item, name  # the same object: updated, not rebuilt
    assert scene_items <= set(board.scene().items())
    new_card = (set(after.hands[0]) - set(state.hands[0])).pop()
    assert f"hand:{new_card}" in board.items_by_name
    repainted = set(board.repainted)
    assert {"deck", "turn", "player:0", f"hand:{new_card}"} <= repainted
    assert not any(name.startswith(("market:", "city:", "player:1")) for name in repainted), repainted


def test_showing_the_same_state_again_repaints_nothing(qtbot, content):
    board = _board(qtbot, content)
    state = new_game(content, PowerOnOptions(players=3, seed=4))
    board.show_state(state, SEATS + [Seat("Cy", "heuristic")], 0, set(), True)
    texts = board.texts
    board.show_state(state, SEATS + [Seat("Cy", "heuristic")], 0, set(), True)  # everything asked again
    assert board.repainted == []
    assert board.texts == texts
    board.show_state(state, SEATS + [Seat("Cy", "heuristic")], 0, set(), True, changed=frozenset())
    assert board.repainted == []


def test_selecting_a_card_repaints_that_card_only(qtbot, content):
    board = _board(qtbot, content)
    state = new_game(content, PowerOnOptions(players=2, seed=3))
    board.show_state(state, SEATS, 0, set(), True)
    card = state.hands[0][0]
    board.show_state(state, SEATS, 0, {card}, True, changed=frozenset())
    assert board.repainted == [f"hand:{card}"]


def test_taking_a_face_up_card_removes_its_item_and_keeps_the_others(qtbot, content):
    board = _board(qtbot, content)
    state = new_game(content, PowerOnOptions(players=2, seed=3))
    board.show_state(state, SEATS, 0, set(), True)
    taken = sorted(state.market)[0]
    kept = {
        name: item
        for name, item in board.items_by_name.items()
        if name.startswith("market:") and name != f"market:{taken}"
    }
    old = board.items_by_name[f"market:{taken}"]
    after = apply(state, a.TakeMarketCard(taken))
    board.show_state(after, SEATS, 0, set(), True, changed=changes(state, after))
    assert f"market:{taken}" not in board.items_by_name and old.scene() is None
    assert f"hand:{taken}" in board.items_by_name
    for name, item in kept.items():
        if name in board.items_by_name:
            assert board.items_by_name[name] is item


def test_the_window_passes_an_actions_changes_to_the_board(qtbot, content):
    controller = GameController(POWER_ON, content, PowerOnOptions(players=2, seed=3), SEATS)
    window = PowerOnWindow(controller, "en")
    qtbot.addWidget(window)
    window.show()
    market = {name: item for name, item in window.board.items_by_name.items() if name.startswith("market:")}
    assert market
    assert controller.submit(a.DrawCard())
    for name, item in market.items():
        assert window.board.items_by_name[name] is item
    assert not any(name.startswith(("market:", "city:")) for name in window.board.repainted)
    controller.shutdown()


def _shown(board: PowerOnBoardView) -> dict:
    return {
        name: (item.key, item.rect, item.on_click is not None, item.toolTip(), item.zValue())
        for name, item in board.items_by_name.items()
    }


def test_a_board_updated_by_change_flags_through_a_game_shows_what_a_fresh_board_shows(qtbot, content):
    """Skipping the sections an action left alone never leaves a stale item: after every action
    of a computer game, the board updated with `changes` equals a board drawn from scratch."""
    import random

    from desktop_app.ai.registry import make_bot

    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    board, fresh = _board(qtbot, content), _board(qtbot, content)
    state = new_game(content, PowerOnOptions(players=3, seed=9))
    board.show_state(state, seats, 0, set(), state.current == 0)
    bot, rng = make_bot("power-on", "heuristic"), random.Random(2)
    for step in range(400):
        if POWER_ON.is_over(state):
            break
        action = bot.choose(POWER_ON.observation(state, POWER_ON.current_player(state)), rng)
        after = apply(state, action)
        board.show_state(after, seats, 0, set(), after.current == 0, changed=changes(state, after))
        state = after
        if step % 7 == 0 or POWER_ON.is_over(state):
            fresh.show_state(state, seats, 0, set(), state.current == 0)
            assert _shown(board) == _shown(fresh), step
            assert sorted(board.texts) == sorted(fresh.texts), step
    assert step > 100
