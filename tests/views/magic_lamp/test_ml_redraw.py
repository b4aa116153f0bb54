"""Aladdin's table keeps its items across actions and redraws only what an action changed: given
`ActionRecord.changes` (rules/magic_lamp/queries.py PARTS), the board skips the sections the
action left alone, and an item given the data it already shows is not repainted."""

from __future__ import annotations

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.queries import changes
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.magic_lamp.board_view import MagicLampBoardView
from desktop_app.views.magic_lamp.window import MagicLampWindow

SEATS = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "random")]


def _board(qtbot, content) -> MagicLampBoardView:
    board = MagicLampBoardView(content, "en")
    board.animate = False
    qtbot.addWidget(board)
    board.resize(900, 760)
    return board


def _items(board: MagicLampBoardView) -> list:
    return [*board.chests, board.lamp, board.discard, board.wizards, board.ring, board.explore, *board.players]


def _shown(board: MagicLampBoardView) -> list:
    """What each item shows: its data, where it stands, whether it shows."""
    return [(item._key, item.pos(), item.isVisible()) for item in _items(board)]


BOT = HeuristicBot()


def _step(state, rngs):
    p = MAGIC_LAMP.current_player(state)
    return MAGIC_LAMP.apply(state, BOT.choose(MAGIC_LAMP.observation(state, p), rngs[p]))


def test_choosing_a_die_keeps_every_item_and_repaints_no_chest_pile_or_other_player(qtbot, content):
    board = _board(qtbot, content)
    state = MAGIC_LAMP.new_game(content, MagicLampOptions(3, 5))
    rngs = [bot_rng(5, p) for p in range(3)]
    while state.phase is not Phase.CHOOSE:
        state = _step(state, rngs)
    board.show_state(state, SEATS)
    items = _items(board)
    scene_items = set(board.scene().items())
    after = _step(state, rngs)  # one secret choice: a die set on a chest, under a cloth
    board.show_state(after, SEATS, changed=changes(state, after))
    assert all(x is y for x, y in zip(_items(board), items, strict=True))
    assert set(board.scene().items()) == scene_items  # nothing made, nothing thrown away
    assert not any(name.startswith(("chest:", "lamp", "discard", "wizards")) for name in board.repainted), (
        board.repainted
    )
    assert len([name for name in board.repainted if name.startswith("player:")]) <= 2  # the chooser, the next


def test_showing_the_same_state_again_repaints_nothing(qtbot, content):
    board = _board(qtbot, content)
    state = MAGIC_LAMP.new_game(content, MagicLampOptions(3, 5))
    board.show_state(state, SEATS)
    assert board.repainted  # the first drawing paints every item
    board.show_state(state, SEATS)  # every section asked again
    assert board.repainted == []
    board.show_state(state, SEATS, changed=frozenset())
    assert board.repainted == []


def test_a_race_note_on_the_table_is_shown_even_when_no_part_of_the_state_changed(qtbot, content):
    board = _board(qtbot, content)
    state = MAGIC_LAMP.new_game(content, MagicLampOptions(3, 5))
    board.show_state(state, SEATS)
    board.race_status = {1: "touched the lamp: 0.40 s"}
    board.show_state(state, SEATS, changed=frozenset())
    assert board.players[1].data.status == "touched the lamp: 0.40 s"
    assert board.repainted == ["player:1"]


def test_the_window_passes_an_actions_changes_to_the_board(qtbot, content):
    seats = [Seat("Ann"), Seat("Bo")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(2, 5), seats, bot_delay_ms=0)
    window = MagicLampWindow(controller, "en")
    qtbot.addWidget(window)
    window.set_speed("max", remember=False)
    window.show()
    items = _items(window.board)
    rngs = [bot_rng(5, p) for p in range(2)]
    p = controller.current_player()
    assert controller.submit(HeuristicBot().choose(controller.observation_for(p), rngs[p]))
    assert all(x is y for x, y in zip(_items(window.board), items, strict=True))
    assert not any(name.startswith(("chest:", "lamp", "discard", "wizards")) for name in window.board.repainted)
    controller.shutdown()


@pytest.mark.parametrize("players", [2, 5])
def test_a_board_updated_by_change_flags_through_a_game_shows_what_a_fresh_board_shows(qtbot, content, players):
    """Skipping the sections an action left alone never leaves a stale item: after every action
    of a computer game, the board updated with `changes` equals a board drawn from scratch."""
    board, fresh = _board(qtbot, content), _board(qtbot, content)
    seats = [Seat(f"P{i}", "heuristic") for i in range(players)]
    state = MAGIC_LAMP.new_game(content, MagicLampOptions(players, 11, magic_ring=True))
    board.show_state(state, seats)
    rngs = [bot_rng(11, p) for p in range(players)]
    repainted = drawn = 0
    for step in range(5000):
        if MAGIC_LAMP.is_over(state):
            break
        after = _step(state, rngs)
        chest = after.phase is Phase.CHEST and step % 2 == 0  # as if a human chose the chest
        board.show_state(after, seats, chest_choice=chest, changed=changes(state, after))
        repainted, drawn = repainted + len(board.repainted), drawn + len(_items(board))
        state = after
        if step % 3 == 0 or MAGIC_LAMP.is_over(state):
            fresh.show_state(state, seats, chest_choice=chest)
            assert _shown(board) == _shown(fresh), step
    assert MAGIC_LAMP.is_over(state) and step > 30
    assert repainted < drawn / 2  # most items are left alone by most actions


@pytest.mark.parametrize(
    "change",
    [
        {"active": True},
        {"dice": [(0, 3), (2, 0)]},
        {"status": "touched the lamp: 0.84 s"},
        {"note": "Lamp key: A"},
        {"score": "12"},
        {"dice": [(1, 5)], "active": True, "status": "touched the lamp: 1.20 s"},
        {"gems": [(2, 1), (0, 0), (1, 0), (0, 0)]},
        {"accessories": [[1, 0, 0], [0, 2, 0], [0, 0, 1]], "sets": [1, 0, 0]},
        {"ring": True, "ward": 2},
        {"alone_amulets": 1},
        {"gems": [(1, 0), (1, 0), (1, 1), (1, 0)]},
        {"dice": [(2, 4)], "sets": [0, 0, 2], "accessories": [[1, 0, 0], [1, 0, 0], [1, 1, 1]]},
    ],
    ids=lambda change: "+".join(change),
)
@pytest.mark.parametrize("scale", [0.6, 1.0, 1.55])
@pytest.mark.parametrize("presentation", [False, True])
def test_a_players_place_repaints_only_what_changed_and_shows_what_a_full_repaint_shows(
    qtbot, change, scale, presentation
):
    """A player's place given data that differs in its turn, dice, status line, note, score,
    tokens, gems or accessories repaints only that part (the rest of the place is not painted
    again); any other change repaints it whole. Either way the screen then shows what a full
    repaint shows."""
    import dataclasses

    from PySide6.QtGui import QImage, QTransform
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

    from desktop_app.views.kit.look import NORMAL, PRESENTATION
    from desktop_app.views.magic_lamp.player_area import PlayerAreaItem, PlayerData

    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    area = PlayerAreaItem(1)
    area.set_look(PRESENTATION if presentation else NORMAL)  # (the projector's thicker pens, larger text)
    scene.addItem(area)
    scene.setSceneRect(-20, -20, 520, 390)
    view.setTransform(QTransform.fromScale(scale, scale))
    view.resize(round(560 * scale), round(430 * scale))
    labels = {"gems": "Gems", "accessories": "Treasures", "alone": ""}
    before = PlayerData(name="Bo", seat=1, note="computer (normal)", score="5", dice=[(0, 3)], gems=[(1, 0)] * 4)
    area.set_data(before, labels)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    exposed: list = []
    paint_item = area.paint_item

    def counting(painter):
        exposed.append(area.exposed)
        paint_item(painter)

    area.paint_item = counting
    assert area.set_data(dataclasses.replace(before, **change), labels)
    QApplication.processEvents()
    painted = list(exposed)
    shown = view.screen().grabWindow(view.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert shown == view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)  # a full repaint
    assert painted  # it was repainted
    # (a change of turn repaints the edge all round: the part's bounds are the whole place)
    partial = set(change) <= {*PlayerAreaItem.PARTS, *PlayerAreaItem.INDEXED_PARTS} and "active" not in change
    whole = area.boundingRect()
    assert all((rect != whole) == partial for rect in painted), (painted, whole)


@pytest.mark.parametrize("scale", [1.0, 1.55])
def test_a_place_repainted_in_two_far_parts_draws_nothing_between_them(qtbot, monkeypatch, scale):
    """Qt's exposed rectangle spans every part repainted at once (here the dice and the last row
    of accessories: the gem columns lie between); the place draws only what reaches the pixels
    the repaint changes (its widget's region), and the screen still shows what a full repaint
    shows."""
    import dataclasses

    from PySide6.QtGui import QImage, QTransform
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

    from desktop_app.content.magic_lamp import GEMS
    from desktop_app.views.magic_lamp import player_area
    from desktop_app.views.magic_lamp.player_area import PlayerAreaItem, PlayerData

    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    area = PlayerAreaItem(2)
    scene.addItem(area)
    scene.setSceneRect(-20, -20, 520, 390)
    view.setTransform(QTransform.fromScale(scale, scale))
    view.resize(round(560 * scale), round(430 * scale))
    labels = {"gems": "Gems", "accessories": "Treasures", "alone": ""}
    before = PlayerData(name="Cy", seat=2, dice=[(0, 3)], gems=[(1, 0), (0, 1), (2, 0), (0, 0)])
    area.set_data(before, labels)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    drawn: list = []
    draw_icon = player_area.draw_icon

    def counting(painter, kind, rect, line):
        drawn.append(kind)
        draw_icon(painter, kind, rect, line)

    monkeypatch.setattr(player_area, "draw_icon", counting)
    exposed: list = []
    paint_item = area.paint_item

    def noting(painter):
        exposed.append(area.exposed)
        paint_item(painter)

    area.paint_item = noting
    after = dataclasses.replace(before, dice=[(1, 5)], accessories=[[0, 0, 0], [0, 0, 0], [0, 1, 0]])
    assert area.set_data(after, labels)
    QApplication.processEvents()
    assert exposed and all(rect.intersects(player_area.gem_column(1)) for rect in exposed)  # Qt's bounding box
    # the dice and the accessories' rows (the last gem column's edge borders on them), no other gem
    assert drawn and not set(drawn) & set(GEMS[:3]), drawn
    shown = view.screen().grabWindow(view.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert shown == view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)  # a full repaint
    drawn.clear()
    view.grab()  # a full repaint draws every gem column
    assert set(GEMS) <= set(drawn)


@pytest.mark.parametrize("follows", [False, True])
@pytest.mark.parametrize("presentation", [False, True])
@pytest.mark.parametrize("scale", [0.6, 1.55])
def test_a_card_drawn_repaints_that_card_and_the_scorpion_count_alone(qtbot, scale, presentation, follows):
    """The middle of the table, a card drawn: only the new card and the scorpion count's box
    (where it was and where it goes, beside the cards on a projector) are repainted, and the
    screen shows what a full repaint shows; another title repaints it whole."""
    from PySide6.QtGui import QImage, QTransform
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

    from desktop_app.content.magic_lamp import Kind
    from desktop_app.views.kit.look import NORMAL, PRESENTATION
    from desktop_app.views.magic_lamp.explore_item import ExploreItem

    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    explore = ExploreItem()
    explore.set_look(PRESENTATION if presentation else NORMAL)
    explore.status_follows_cards = follows
    scene.addItem(explore)
    scene.setSceneRect(-20, -20, 1520, 290)
    view.setTransform(QTransform.fromScale(scale, scale))
    view.resize(round(1560 * scale), round(330 * scale))
    title = "Bo explores the gold chest (die 5)"
    cards = [(Kind.RUBY, 2, 0), (Kind.RING, 2, 1)]
    explore.set_data(title, cards, "1 / 4\n3 more scorpions and all is lost", False)
    view.show()
    qtbot.waitExposed(view)
    qtbot.wait(20)
    painted: list = []
    paint_item = explore.paint_item

    def noting(painter):
        painted.append([r for r in explore._clip])
        paint_item(painter)

    explore.paint_item = noting

    def shows_a_full_repaint() -> bool:
        shown = view.screen().grabWindow(view.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
        return shown == view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)

    more = [*cards, (Kind.NECKLACE, 2, 2)]
    assert explore.set_data(title, more, "3 / 4\n1 more scorpion and all is lost", True)
    QApplication.processEvents()
    repainted = list(painted)  # (the full repaint below paints it again)
    assert repainted and shows_a_full_repaint()
    whole = explore.boundingRect()
    whole_px = whole.width() * whole.height() * (scale * view.devicePixelRatioF()) ** 2

    def area(clips: list) -> float:
        return sum(r.width() * r.height() for clip in clips for r in clip)

    assert area(repainted) < 0.5 * whole_px, (area(repainted), whole_px)  # one card and the count's box
    painted.clear()
    assert explore.set_data("Cy explores the bronze chest (die 2)", more, "", False)
    QApplication.processEvents()
    repainted = list(painted)
    assert repainted and shows_a_full_repaint()
    assert area(repainted) >= 0.95 * whole_px
