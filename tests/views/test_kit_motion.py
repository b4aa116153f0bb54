"""Issue 26 item 13: what a move moved is seen moving (views/kit/motion.py), at the computer
players' pace, never in a person's way, and not at all under Settings > Reduce motion.

Each game's moves are played through the controller as a computer player's (`Origin.COMPUTER`),
at full speed until the kind of move wanted is legal, then at the normal pace; a test waits
for what it looks for (qtbot.waitUntil), never for a length of time."""

from __future__ import annotations

import importlib
import random
import sys

import pytest
from helpers import GAME_WINDOWS, LEFT
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu

from desktop_app.controllers.game_controller import GameController, Origin, Seat
from desktop_app.views.kit import motion
from desktop_app.views.kit.motion import Flight, Trace


@pytest.fixture(autouse=True)
def _motion_setting_reset():
    QSettings().remove(motion.REDUCE_KEY)
    yield
    QSettings().remove(motion.REDUCE_KEY)
    motion.finish_all()


def game_window(qtbot, game_id: str, seed: int = 4, players: int = 3):
    """The game's window, every seat's moves made by the test (the computer players paused)."""
    screens = importlib.import_module(GAME_WINDOWS[game_id]).SCREENS
    options = screens.game.options_from_json({"players": players, "seed": seed})
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "heuristic") for i in range(1, players)]
    controller = GameController(screens.game, screens.load_content(), options, seats, bot_delay_ms=0)
    controller.pause()
    window = screens.window(controller, "en")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_speed("max", remember=False)
    return window


def play_until(window, wanted, prefer=lambda _action: 0, limit: int = 400):
    """Play a preferred legal move (at full speed, no motion) until a move `wanted`
    (action, state after) is legal; that move is returned, not played."""
    controller = window.controller
    game = controller.game
    chooser = random.Random(1)  # among the preferred moves, any (the same every run)
    for _ in range(limit):
        legal = list(game.legal_actions(controller.state))
        for action in legal:
            if wanted(action, game.apply(controller.state, action)):
                return action
        best = min(prefer(a) for a in legal)
        action = chooser.choice([a for a in legal if prefer(a) == best])
        assert controller._submit(controller.current_player(), action, Origin.COMPUTER)
    raise AssertionError("the move wanted never came")


def computer_plays(qtbot, window, action):
    """A computer player's move at the normal pace; the motion it starts (waited for)."""
    window.set_speed("normal", remember=False)
    started = window.motion.started
    controller = window.controller
    assert controller._submit(controller.current_player(), action, Origin.COMPUTER)
    qtbot.waitUntil(lambda: window.motion.started > started, timeout=3000)
    return list(window.motion.layer.pieces)


def ends_cleanly(qtbot, window):
    """The motion runs to its end by itself and leaves nothing over the table."""
    qtbot.waitUntil(lambda: not window.motion.running(), timeout=5000)
    assert window.motion.layer.pieces == [] and not window.motion.layer.isVisible()


# --- Power Grid -----------------------------------------------------------------------------------


def pg_prefer(action) -> int:
    order = ["start_auction", "pass_bid", "discard_plant", "buy_resource", "build_city", "run_plants"]
    name = action.type_name
    return order.index(name) if name in order else len(order)


def test_power_grid_plant_flies_to_its_buyer_fuel_from_the_market_and_a_cable_is_drawn(qtbot):
    from desktop_app.rules.power_grid.phases import EV_AUCTION_WON

    window = game_window(qtbot, "power-grid")
    won = play_until(window, lambda a, after: any(e[0] == EV_AUCTION_WON for e in after.events), pg_prefer)
    pieces = computer_plays(qtbot, window, won)
    assert [type(p) for p in pieces] == [Flight]  # the plant, from the auction block to the buyer's card
    buyer = window.controller.history[-1].player
    assert window.players.cards[buyer].geometry().isValid()
    ends_cleanly(qtbot, window)

    window.set_speed("max", remember=False)
    fuel = play_until(window, lambda a, _after: a.type_name == "buy_resource" and a.amount >= 2, pg_prefer)
    pieces = computer_plays(qtbot, window, fuel)
    assert len(pieces) == fuel.amount and all(isinstance(p, Flight) for p in pieces)  # a token each
    ends_cleanly(qtbot, window)

    window.set_speed("max", remember=False)
    build = play_until(window, lambda a, _after: a.type_name == "build_city", pg_prefer)
    pieces = computer_plays(qtbot, window, build)
    assert [type(p) for p in pieces] == [Trace]  # a first city: a ring drawn round it
    ends_cleanly(qtbot, window)
    seat = window.controller.current_player()
    window.set_speed("max", remember=False)
    second = play_until(
        window, lambda a, after: a.type_name == "build_city" and len(after.cities[seat]) >= 2, pg_prefer
    )
    pieces = computer_plays(qtbot, window, second)
    assert isinstance(pieces[0], Trace) and len(pieces[0].points) >= 2  # the cable, city to city
    ends_cleanly(qtbot, window)


def test_nothing_moves_at_full_speed_or_under_reduce_motion(qtbot):
    window = game_window(qtbot, "power-grid")
    build = play_until(window, lambda a, _after: a.type_name == "build_city", pg_prefer)
    controller = window.controller
    motion.set_reduce_motion(True)
    window.set_speed("normal", remember=False)
    assert window.motion.length() == 0
    assert controller._submit(controller.current_player(), build, Origin.COMPUTER)
    qtbot.wait(50)  # a motion would be begun on the next turn of the event loop
    assert window.motion.started == 0 and not window.motion.layer.isVisible()
    motion.set_reduce_motion(False)
    window.set_speed("max", remember=False)
    assert window.motion.length() == 0  # full speed: nothing moves either


def test_a_persons_click_mid_motion_ends_it_at_once_and_is_handled(qtbot, monkeypatch):
    monkeypatch.setitem(motion.PACE, "normal", 600_000)  # a motion that would outlast the test
    window = game_window(qtbot, "power-grid")
    controller = window.controller
    persons = lambda a, _after: a.type_name == "build_city" and controller.current_player() == 0  # noqa: E731
    build = play_until(window, persons, pg_prefer)  # Ann builds, and may go on building: her buttons
    computer_plays(qtbot, window, build)
    assert window.motion.running() and window.motion.layer.isVisible() and motion.moving()
    before = len(controller.history)
    button = window.actions.default_button() or window.actions.focus_target()
    assert button is not None
    at_press: list[bool] = []
    button.pressed.connect(lambda: at_press.append(window.motion.running()))
    qtbot.mouseClick(button, LEFT)
    assert at_press == [False]  # at its end before the button even saw the press
    assert not window.motion.running() and not motion.moving()
    assert window.motion.animation.currentTime() == window.motion.animation.duration()
    assert not window.motion.layer.isVisible() and window.motion.layer.pieces == []
    assert len(controller.history) == before + 1  # and the click did what it does


def test_an_error_in_a_motion_is_reported_and_the_game_kept(qtbot, monkeypatch):
    window = game_window(qtbot, "power-grid")
    build = play_until(window, lambda a, _after: a.type_name == "build_city", pg_prefer)
    reported = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, tb: reported.append(value))

    def broken(_painter, _t):
        raise ValueError("a broken picture")

    monkeypatch.setattr(Trace, "paint", lambda self, painter, t: broken(painter, t))
    computer_plays(qtbot, window, build)  # begun; its first frame fails
    window.motion.layer.repaint()
    qtbot.waitUntil(lambda: bool(reported), timeout=3000)
    assert isinstance(reported[0], ValueError)
    qtbot.waitUntil(lambda: not window.motion.layer.isVisible(), timeout=3000)
    assert window.motion.layer.pieces == [] and window.controller.history[-1].action == build


def test_reduce_motion_is_in_the_view_menu_and_the_launchers_settings_and_remembered(qtbot, qapp):
    from desktop_app.views.game_registry import GAMES
    from desktop_app.views.language import LanguageManager
    from desktop_app.views.launcher import LauncherWindow

    window = game_window(qtbot, "power-grid")
    action = window.reduce_motion_action
    assert action.isCheckable() and not action.isChecked() and action.text()
    assert action in window.view_menu.actions()
    action.trigger()
    assert QSettings().value(motion.REDUCE_KEY, type=bool) is True and motion.reduce_motion()
    manager = LanguageManager(qapp)
    launcher = LauncherWindow(manager, GAMES)
    qtbot.addWidget(launcher)
    assert launcher.reduce_motion_action in launcher.settings_menu.actions()
    assert launcher.reduce_motion_action.isChecked()
    launcher.reduce_motion_action.trigger()
    assert not motion.reduce_motion()
    window.view_menu.aboutToShow.emit()
    assert not action.isChecked()  # the window's menu follows the launcher's choice
    assert isinstance(window.view_menu, QMenu)
    manager.remove()
    manager.setParent(None)


def test_the_system_hint_is_the_default_until_chosen(monkeypatch):
    assert motion.system_prefers_less_motion("linux") is False  # no hint there: motion on
    monkeypatch.setattr(motion, "system_prefers_less_motion", lambda platform=sys.platform: True)
    assert motion.reduce_motion()
    QSettings().setValue(motion.REDUCE_KEY, False)
    assert not motion.reduce_motion()


# --- Power Butler ---------------------------------------------------------------------------------


def pb_prefer(action) -> int:
    order = ["roll_dice", "buy", "place_marker", "pay_bill"]
    name = action.type_name
    return order.index(name) if name in order else len(order)


def test_power_butler_dice_roll_a_card_goes_home_and_the_dice_paid_fly(qtbot):
    from desktop_app.rules.power_butler.cards import EV_BUY

    window = game_window(qtbot, "power-butler")
    tray = window.board.tray
    roll = play_until(window, lambda a, _after: a.type_name == "roll_dice", pb_prefer)
    window.set_speed("normal", remember=False)
    assert window.controller._submit(window.controller.current_player(), roll, Origin.COMPUTER)
    assert tray._anim.state() == tray._anim.State.Running and motion.moving()  # the dice tumble
    qtbot.waitUntil(lambda: not motion.moving(), timeout=5000)

    window.set_speed("max", remember=False)
    buy = play_until(window, lambda a, after: any(e[0] == EV_BUY for e in after.events), pb_prefer)
    pieces = computer_plays(qtbot, window, buy)
    assert pieces and isinstance(pieces[0], Flight)  # the appliance, from the shop to the buyer's home
    ends_cleanly(qtbot, window)

    window.set_speed("max", remember=False)
    pay = play_until(window, lambda a, _after: a.type_name in ("pay_bill", "place_marker"), pb_prefer)
    pieces = computer_plays(qtbot, window, pay)
    assert len(pieces) == len(pay.faces) and all(isinstance(p, Flight) for p in pieces)  # a die each
    ends_cleanly(qtbot, window)

    motion.set_reduce_motion(True)
    window.set_speed("max", remember=False)
    roll = play_until(window, lambda a, _after: a.type_name == "roll_dice", pb_prefer)
    window.set_speed("normal", remember=False)
    assert window.controller._submit(window.controller.current_player(), roll, Origin.COMPUTER)
    assert tray._anim.state() != tray._anim.State.Running and not motion.moving()  # no tumble


# --- Power On! and Magic Lamp ---------------------------------------------------------------------


def test_power_on_a_card_flies_to_the_hand_and_city_cards_to_the_player(qtbot):
    window = game_window(qtbot, "power-on")
    take = play_until(window, lambda a, _after: a.type_name == "take_market_card")
    pieces = computer_plays(qtbot, window, take)
    assert [type(p) for p in pieces] == [Flight]  # from the face-up row to the hand or the mover's row
    ends_cleanly(qtbot, window)
    window.set_speed("max", remember=False)
    lit = play_until(
        window,
        lambda a, _after: a.type_name == "take_cities" and a.cities,
        lambda a: (
            ["generate", "run_renewables", "take_cities", "build_plant", "draw_card"].index(a.type_name)
            if a.type_name in ("generate", "run_renewables", "take_cities", "build_plant", "draw_card")
            else 9
        ),
    )
    pieces = computer_plays(qtbot, window, lit)
    assert len(pieces) == len(lit.cities) and all(isinstance(p, Flight) for p in pieces)
    ends_cleanly(qtbot, window)


def test_magic_lamp_cards_fly_to_the_treasures_they_join(qtbot):
    window = game_window(qtbot, "magic-lamp")

    def joins(_action, after) -> bool:
        before = window.controller.state
        return any(len(after.tableau[p]) > len(before.tableau[p]) for p in range(after.players))

    kept = play_until(
        window,
        joins,
        lambda a: (
            ["draw_card", "stop_drawing"].index(a.type_name) if a.type_name in ("draw_card", "stop_drawing") else 2
        ),
    )
    pieces = computer_plays(qtbot, window, kept)
    assert pieces and all(isinstance(p, Flight) for p in pieces)
    ends_cleanly(qtbot, window)


def test_a_persons_key_press_ends_the_items_own_motion_too(qtbot, monkeypatch):
    """Power Butler's dice tumbling are the tray's own motion, at the window's pace and ended by
    a person's press like any other."""
    from PySide6.QtCore import Qt

    monkeypatch.setitem(motion.PACE, "normal", 600_000)
    window = game_window(qtbot, "power-butler")
    tray = window.board.tray
    roll = play_until(window, lambda a, _after: a.type_name == "roll_dice", pb_prefer)
    window.set_speed("normal", remember=False)
    assert window.controller._submit(window.controller.current_player(), roll, Origin.COMPUTER)
    assert tray._anim.state() == tray._anim.State.Running and tray._anim.duration() > 100_000  # paced
    qtbot.keyClick(window, Qt.Key.Key_Shift)
    assert tray._anim.state() != tray._anim.State.Running and not motion.moving()
    assert tray.shown == tray.faces  # landed on the faces rolled


def test_a_flight_goes_from_where_the_piece_was_to_where_it_went_and_a_trace_along_its_length(qtbot):
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QColor, QPixmap
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

    layer = QWidget()
    qtbot.addWidget(layer)
    start, end = QRectF(0, 0, 60, 80), QRectF(300, 200, 30, 40)
    flight = Flight(QPixmap(60, 80), start, lambda _layer: end, delay=0.4)
    assert flight.begin(layer)
    assert flight.at(0.0) == start and flight.at(0.4) == start  # waits its turn
    assert flight.at(1.0) == end
    middle = flight.at(0.7)
    assert 0 < middle.center().x() < end.center().x() and middle.width() < start.width()
    assert not Flight(QPixmap(4, 4), start, lambda _layer: None).begin(layer)  # out of sight: no flight

    scene = QGraphicsScene(0, 0, 400, 400)
    view = QGraphicsView(scene, layer)
    layer.resize(500, 500)
    view.resize(450, 450)
    layer.show()
    qtbot.waitExposed(layer)
    trace = Trace(view, [QPointF(0, 0), QPointF(100, 0), QPointF(100, 100)], QColor("red"))
    assert trace.begin(layer)
    drawn = trace.drawn(0.5)
    assert len(drawn) == 2 and drawn[-1] == trace._line[1]  # half its length: the first leg, whole
    assert trace.drawn(1.0) == trace._line and len(trace.drawn(0.25)) == 2
