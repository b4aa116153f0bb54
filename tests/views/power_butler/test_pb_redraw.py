"""Power Butler's table keeps its items across actions and redraws only what an action changed:
given `ActionRecord.changes` (rules/power_butler/queries.py PARTS), the board skips the sections
the action left alone, and an item given the data it already shows is not repainted."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.registry import make_bot
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.engine import apply, new_game
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.queries import changes
from desktop_app.rules.power_butler.state import Mode, Phase, PowerButlerOptions
from desktop_app.views.power_butler.board_view import PowerButlerBoardView
from desktop_app.views.power_butler.window import PowerButlerWindow

SEATS = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "random")]


def _board(qtbot, content) -> PowerButlerBoardView:
    board = PowerButlerBoardView(content, "en")
    board.animate = False
    qtbot.addWidget(board)
    board.resize(900, 760)
    return board


def _items(board: PowerButlerBoardView) -> list:
    return [board.events, board.tray, *board.cards, board.bill, board.track, *board.homes]


def _shown(board: PowerButlerBoardView) -> list:
    """What each item shows: its data, where it stands, whether it shows and takes clicks."""
    return [(item._key, item.pos(), item.isVisible(), item.clickable, item.h) for item in _items(board)]


def test_rolling_the_dice_keeps_every_item_and_repaints_no_shop_card_and_no_home(qtbot, content):
    board = _board(qtbot, content)
    state = new_game(content, PowerButlerOptions(3, 4, Mode.STANDARD))
    assert state.phase is Phase.ROLL
    board.show_state(state, SEATS, interactive=True)
    items = _items(board)
    scene_items = set(board.scene().items())
    after = apply(state, a.RollDice())
    board.show_state(after, SEATS, interactive=True, rolled=set(range(6)), changed=changes(state, after))
    assert _items(board) == items and all(x is y for x, y in zip(_items(board), items))
    assert set(board.scene().items()) == scene_items  # nothing made, nothing thrown away
    assert "tray" in board.repainted
    assert not any(name.startswith(("card:", "home:")) for name in board.repainted), board.repainted


def test_showing_the_same_state_again_repaints_nothing(qtbot, content):
    board = _board(qtbot, content)
    state = apply(new_game(content, PowerButlerOptions(3, 4, Mode.STANDARD)), a.RollDice())
    board.show_state(state, SEATS, interactive=True)
    assert board.repainted  # the first drawing paints every item
    board.show_state(state, SEATS, interactive=True)  # every section asked again
    assert board.repainted == []
    board.show_state(state, SEATS, interactive=True, changed=frozenset())
    assert board.repainted == []


def test_choosing_a_die_repaints_the_tray_and_the_shop_only(qtbot, content):
    board = _board(qtbot, content)
    state = apply(new_game(content, PowerButlerOptions(3, 4, Mode.SIMPLE)), a.RollDice())
    state = apply(state, a.KeepDice())
    assert state.phase is Phase.ALLOCATE
    board.show_state(state, SEATS, interactive=True)
    board.show_state(state, SEATS, {0}, interactive=True, changed=frozenset())
    assert "tray" in board.repainted
    assert set(board.repainted) <= {"tray", "card:0", "card:1", "card:2", "card:3"}


def test_the_window_passes_an_actions_changes_to_the_board(qtbot, content):
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(3, 4, Mode.STANDARD), SEATS)
    window = PowerButlerWindow(controller, "en")
    qtbot.addWidget(window)
    window.set_speed("max", remember=False)
    window.show()
    items = _items(window.board)
    assert controller.submit(a.RollDice())
    assert all(x is y for x, y in zip(_items(window.board), items))
    assert not any(name.startswith("home:") for name in window.board.repainted), window.board.repainted
    controller.shutdown()


def test_a_board_updated_by_change_flags_through_a_game_shows_what_a_fresh_board_shows(qtbot, content):
    """Skipping the sections an action left alone never leaves a stale item: after every action
    of a computer game, the board updated with `changes` equals a board drawn from scratch."""
    board, fresh = _board(qtbot, content), _board(qtbot, content)
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic"), Seat("Di", "random")]
    state = new_game(content, PowerButlerOptions(4, 9, Mode.STANDARD))
    board.show_state(state, seats, interactive=state.current == 0)
    bot, rng = make_bot("power-butler", "heuristic"), random.Random(2)
    repainted = drawn = 0
    for step in range(3000):
        if POWER_BUTLER.is_over(state):
            break
        action = bot.choose(POWER_BUTLER.observation(state, POWER_BUTLER.current_player(state)), rng)
        after = apply(state, action)
        board.show_state(after, seats, interactive=after.current == 0, changed=changes(state, after))
        repainted, drawn = repainted + len(board.repainted), drawn + len(_items(board))
        state = after
        if step % 5 == 0 or POWER_BUTLER.is_over(state):
            fresh.show_state(state, seats, interactive=state.current == 0)
            assert _shown(board) == _shown(fresh), step
    assert POWER_BUTLER.is_over(state) and step > 50
    assert repainted < drawn / 2  # most items are left alone by most actions


def test_a_shop_card_whose_words_alone_change_keeps_its_picture_and_takes_the_new_tooltip(qtbot, content):
    """Issue 27 (the slowest moves): after a turn the shop's cards say why they cannot be bought
    by the next player, words for their tooltips only; such a card is not repainted, and its
    tooltip still says the new words. A card whose drawing changes is repainted."""
    import dataclasses

    from desktop_app.views.power_butler.card_items import ApplianceCardItem

    board = _board(qtbot, content)
    state = apply(new_game(content, PowerButlerOptions(3, 4, Mode.STANDARD)), a.RollDice())
    board.show_state(state, SEATS, interactive=True)
    card: ApplianceCardItem = board.cards[0]
    shown = card.data
    assert shown is not None
    reworded = dataclasses.replace(shown, description="Another player's turn", tips={"price": "Costs more now"})
    assert not card.set_data(reworded)  # the same picture: no repaint
    assert card.data == reworded and card.description == "Another player's turn"
    assert card.tip_at(card.part_rects(reworded)["price"].center()) == "Costs more now"
    assert card.set_data(dataclasses.replace(reworded, price=shown.price + 1))  # drawn differently
    assert card.set_data(None) and not card.isVisible()
    assert not card.set_data(None)


def test_the_panels_icons_kept_are_the_pictures_drawn_afresh(qtbot):
    """Issue 27: the panel's pages are rebuilt after many actions; each die, appliance and
    condition icon is drawn once and kept, and it is the very picture drawn anew."""
    from PySide6.QtCore import QSize

    from desktop_app.views.kit.painting import font, painted_icon
    from desktop_app.views.power_butler import art

    def image(icon):
        return icon.pixmap(QSize(96, 96)).toImage()

    for face in range(6):
        for locked in (False, True):
            kept = art.die_icon(face, font(30, True), locked=locked)
            assert art.die_icon(face, font(30, True), locked=locked) is kept  # drawn once
            fresh = painted_icon(
                96,
                96,
                lambda p, r, face=face, locked=locked: art.draw_die(
                    p, face, r.adjusted(4, 8, -4, 0), font(30, True), locked=locked
                ),
                ratio=1.0,
                margin=2,
            )
            assert image(kept) == image(fresh)
    assert art.die_icon(2, font(40, True)) is not art.die_icon(2, font(30, True))  # another size, another picture
    fresh = painted_icon(96, 96, lambda p, r: art.draw_appliance(p, "fan", r), ratio=1.0, margin=2)
    assert image(art.appliance_icon("fan")) == image(fresh)
    assert image(art.condition_icon(4)) == image(
        painted_icon(64, 64, lambda p, r: art.condition(p, 4, r), ratio=1.0, margin=2)
    )


def test_a_turn_change_repaints_only_the_lanes_and_dice_that_changed_and_no_shop_card(qtbot, content):
    """Issue 27 (a turn's end at 4K): the shop's cards do not show whether they take clicks, so
    the end of a person's spending repaints none of them; the usage track repaints the lanes
    whose highlight moved, the homes the four strips of the ring that moved (each on its own),
    the tray the dice that look different."""
    from desktop_app.rules.power_butler.state import PowerButlerOptions as Options

    board = _board(qtbot, content)
    state = apply(apply(new_game(content, Options(3, 4, Mode.SIMPLE)), a.RollDice()), a.KeepDice())
    assert state.phase is Phase.ALLOCATE and state.current == 0
    board.show_state(state, SEATS, interactive=True)
    updates: list = []  # what is repainted: (item, its rectangle) or ("scene", a rectangle of it)
    board.scene().update = lambda *rect: updates.append(("scene", *rect))  # type: ignore[method-assign]
    for item in (board.track, *board.homes):
        item.update = lambda *rect, item=item: updates.append((item, *rect))  # type: ignore[method-assign]
    after = apply(state, a.EndTurn())
    assert after.current == 1
    board.show_state(after, SEATS, interactive=False, changed=changes(state, after))
    assert not any(name.startswith("card:") for name in board.repainted), board.repainted
    track, homes = board.track, board.homes
    assert [u for u in updates if u[0] is track] == [(track, track.lane_rect(0)), (track, track.lane_rect(1))]
    # the ring passes from Ann's home to Bo's: the strips along their edges alone, none of Cy's
    assert not any(u[0] in homes for u in updates), updates  # (no home repainted whole)
    strips = [u[1] for u in updates if u[0] == "scene"]
    for p in (0, 1):
        edges = [r for r in strips if homes[p].sceneBoundingRect().contains(r)]
        assert len(edges) == 4 and all(min(r.width(), r.height()) == homes[p].RING for r in edges), strips
    assert len(strips) == 8
    # choosing a die repaints that die and the note under the dice (what they make), not the tray
    board.show_state(state, SEATS, interactive=True)
    tray = board.tray
    tray_updates: list = []
    tray.update = lambda *rect: tray_updates.append(rect)  # type: ignore[method-assign]
    board.show_state(state, SEATS, {2}, interactive=True, changed=frozenset())
    assert tray_updates == [(tray.die_area(2),), (tray.NOTE,)]


@pytest.mark.parametrize(
    "size, presentation",
    [((1200, 1000), False), ((2700, 2300), False), ((2700, 2300), True)],  # the larger: neighbours left out (at 4K)
)
def test_what_the_board_shows_after_partial_repaints_is_what_a_whole_repaint_draws(qtbot, content, size, presentation):
    """The parts of the event row, the tray, the track and the homes repainted alone (and the
    parts of them a paint leaves out) leave on screen what painting the whole board afresh
    draws, after every action of a computer game; also in presentation mode (thicker edges)."""
    from PySide6.QtWidgets import QApplication

    board = PowerButlerBoardView(content, "en")
    board.animate = False
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    board.set_presentation_mode(presentation)
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic"), Seat("Di", "random")]
    state = new_game(content, PowerButlerOptions(4, 3, Mode.STANDARD))
    board.show_state(state, seats, interactive=state.current == 0)
    QApplication.processEvents()
    bot, rng = make_bot("power-butler", "heuristic"), random.Random(5)
    partial = 0
    for step in range(120):
        if POWER_BUTLER.is_over(state):
            break
        action = bot.choose(POWER_BUTLER.observation(state, POWER_BUTLER.current_player(state)), rng)
        after = apply(state, action)
        selected = {0} if step % 7 == 3 and after.phase is Phase.ALLOCATE else set()
        board.show_state(after, seats, selected, interactive=after.current == 0, changed=changes(state, after))
        state = after
        QApplication.processEvents()
        on_screen = board.screen().grabWindow(board.winId()).toImage()  # the backing store as painted
        fresh = board.grab().toImage()  # every item painted whole, now
        assert on_screen.convertToFormat(fresh.format()) == fresh, step
        partial += 1
    assert partial > 60


def test_a_home_is_repainted_when_the_most_cards_held_changes_the_size_of_its_tiles_only(qtbot):
    """Issue 27 (a purchase at 4K): every home draws its tiles at the size the fullest home
    needs; another player's purchase repaints a home only if that size changes."""
    from desktop_app.views.power_butler.home_items import HomeData, HomeItem

    home = HomeItem(350, 264)
    data = HomeData(1, "Bo", "computer", [("fan", 2, "cooling")], "2 points")
    home.capacity = 1
    assert home.set_data(data)
    tiles = home._card_size(data)
    home.capacity = 2
    assert home._card_size(data) == tiles and not home.set_data(data)  # the same tiles: not repainted
    while home._card_size(data) == tiles:
        home.capacity += 1
    assert home.set_data(data)  # smaller tiles: repainted


def test_a_throw_repaints_the_event_markers_it_fills_and_no_event_card(qtbot, content):
    """Issue 27: red dice thrown fill event-order markers; the row repaints those markers alone
    (the cards above them, their names fitted to their boxes, are left be)."""
    board = _board(qtbot, content)
    state = new_game(content, PowerButlerOptions(3, 4, Mode.STANDARD))
    board.show_state(state, SEATS, interactive=True)
    for seed in range(40):  # a throw with a red die
        after = apply(state, a.RollDice())
        if 2 in after.dice or seed == 39:
            break
        state = new_game(content, PowerButlerOptions(3, seed + 5, Mode.STANDARD))
        board.show_state(state, SEATS, interactive=True)
    events = board.events
    updates: list = []
    events.update = lambda *rect: updates.append(rect)  # type: ignore[method-assign]
    board.show_state(after, SEATS, interactive=True, rolled=set(range(6)), changed=changes(state, after))
    filled = [i for i in range(5) if events.filled[i]]
    assert filled, "no red die thrown"
    assert updates == [(events.marker_area(i),) for i in filled]


def test_a_shop_cards_new_price_or_markers_repaint_those_blocks_of_it_alone(qtbot, content):
    """Issue 27 (a turn's end with an event's discount): a card whose price, markers or paid
    dice alone change repaints those blocks, never its name and picture; another card, whole."""
    import dataclasses

    board = _board(qtbot, content)
    state = apply(new_game(content, PowerButlerOptions(3, 4, Mode.STANDARD)), a.RollDice())
    board.show_state(state, SEATS, interactive=True)
    card = board.cards[0]
    shown = card.data
    assert shown is not None
    updates: list = []
    card.update = lambda *rect: updates.append(rect)  # type: ignore[method-assign]
    assert card.set_data(dataclasses.replace(shown, price=shown.price - 1))
    assert updates == [(card.PARTS[6],)] and not card.PARTS[6].intersects(card.HEADER)
    updates.clear()
    assert card.set_data(dataclasses.replace(shown, price=shown.price - 1, markers=[(1, 0)], paid="2 / 5"))
    assert updates == [(card.PARTS[11],), (card.PARTS[13],)]
    updates.clear()
    assert card.set_data(dataclasses.replace(shown, name="Another"))
    assert updates == [()]  # the whole card


@pytest.mark.parametrize("presentation", [True, False])  # False: zoomed in, the normal look
def test_a_shop_place_emptied_by_a_buy_keeps_no_trace_of_the_card_on_screen(qtbot, content, presentation):
    """Found by a pixel check (4 players, deal seed 3, heuristic bots with rng seed 5, the
    table at 2700x2300 in presentation mode): a Buy left three cards in the shop and the
    fourth place, hidden, kept the outer half of its card's edge on screen (the edge is stroked
    on the card's rectangle, half outside it; a hidden item repaints only its bounding rect).
    Zoomed in, the normal look's thinner edge showed the same."""
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    board = PowerButlerBoardView(content, "en")
    board.animate = False
    qtbot.addWidget(board)
    board.resize(2700, 2300)
    board.show()
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic"), Seat("Di", "heuristic")]
    state = new_game(content, PowerButlerOptions(4, 3, Mode.STANDARD))
    board.show_state(state, seats, interactive=state.current == 0)
    if presentation:
        board.set_presentation_mode(True)
    else:
        for _ in range(4):
            board.zoom_in()
        board.centerOn(board.cards[3])
    QApplication.processEvents()
    place = board.cards[3]
    area = board.mapFromScene(place.sceneBoundingRect().adjusted(-12, -12, 12, 12)).boundingRect()
    area &= board.viewport().rect()
    assert area.width() > 400 and area.height() > 500  # the whole place is in view
    bot, rng = make_bot("power-butler", "heuristic"), random.Random(5)
    for _step in range(120):
        action = bot.choose(POWER_BUTLER.observation(state, POWER_BUTLER.current_player(state)), rng)
        after = apply(state, action)
        board.show_state(after, seats, interactive=after.current == 0, changed=changes(state, after))
        emptied, state = len(after.market) < len(state.market) == 4, after
        if emptied:
            break
    assert emptied and not place.isVisible(), "no Buy emptied the fourth place"
    QApplication.processEvents()
    on_screen: QImage = board.screen().grabWindow(board.winId()).toImage()  # the backing store as painted
    fresh = board.grab().toImage()  # every item painted whole, now
    same = on_screen.convertToFormat(fresh.format()).copy(area) == fresh.copy(area)
    assert same, "the emptied place on screen is not what a fresh paint draws"
