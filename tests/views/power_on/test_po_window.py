"""Power On! through the real window: a human's turns with the mouse on the table and the panel
(draw, take a face-up card, build, generate, light a city), stacking carbon tokens on the
physics tower with the keys and the mouse (what the tower shows is what the action records), a
collapse and the discard after it behind the hand-off curtain, undo/autosave/continue/load,
computer players to the end in Chinese with no English on screen (both tower settings), the
new-game dialog's tower setting, and the demo command."""

from __future__ import annotations

import random
import re

import pytest
from helpers import (
    LATIN_WORD,
    click_button,
    click_item,
    open_game,
    panel_button,
    run_demo_to_screenshot,
    scoreboard_texts,
    show_window,
    wait_for_human,
    watch_to_the_end,
    widget_texts,
)
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.controllers.unfinished import new_session_path
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.engine import legal_actions, new_game
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.queries import payment_choices, suggested_payment
from desktop_app.rules.power_on.state import COAL, GAS, Phase, PowerOnOptions, TowerMode
from desktop_app.rules.power_on.tower_physics import DROP_GAP, TOKEN_H, TowerSim
from desktop_app.views.language import LanguageManager
from desktop_app.views.power_on.new_game_dialog import PowerOnNewGameDialog
from desktop_app.views.power_on.window import (
    PowerOnWindow,
    continue_game,
    demo_window,
    load_game,
)


def _seed_with_fossil_plant(content) -> tuple[int, int]:
    """A seed whose first hand holds a coal or gas plant (and cards to pay), and that plant."""
    for seed in range(1, 500):
        state = new_game(content, PowerOnOptions(players=2, seed=seed))
        for card in state.hands[0]:
            if state.tables.plant[card] in (COAL, GAS):
                return seed, card
    raise AssertionError("no seed found")


def _click_item(qtbot, window, name: str) -> None:
    click_item(qtbot, window.board, window.board.items_by_name[name])


def _human_controller(content, seed: int, seats=None, tower=TowerMode.STACKING) -> GameController:
    seats = seats or [Seat("Ann"), Seat("Bot", "heuristic")]
    options = PowerOnOptions(players=len(seats), seed=seed, tower=tower)
    return GameController(POWER_ON, content, options, seats, autosave_path=new_session_path(POWER_ON.id))


def _build_and_run(qtbot, window, plant: int) -> str:
    """Build the plant by clicking it in the hand and the panel's button, then press the first
    generate button; returns that button's name."""
    controller = window.controller
    _click_item(qtbot, window, f"hand:{plant}")
    assert window.actions.selected == {plant}
    click_button(qtbot, window, "build")
    qtbot.waitUntil(lambda: plant in controller.state.plants[0], timeout=3000)
    names = [b.objectName() for b in window.actions.findChildren(QPushButton) if b.objectName().startswith("generate_")]
    assert names, "a fossil plant with cards in hand can run"
    click_button(qtbot, window, names[0])
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.ACTIONS or controller.state.power > 0, timeout=3000)
    return names[0]


def test_a_human_takes_cards_builds_runs_a_plant_and_stacks_with_keys_and_mouse(qtbot, content):
    seed, plant = _seed_with_fossil_plant(content)
    controller = _human_controller(content, seed)
    window = open_game(qtbot, PowerOnWindow, controller)
    assert not window.actions.needs_curtain()  # one person: no curtain, the hand is on the table
    assert any(name.startswith("hand:") for name in window.board.items_by_name)
    _build_and_run(qtbot, window, plant)
    state = controller.state
    assert state.phase is Phase.STACKING and window.tower.can_drop
    tokens = state.pending_tokens
    window.tower.setFocus()
    for i in range(tokens):
        drops = list(controller.state.tower_drops)
        moves = len(controller.history)
        if i % 2 == 0:
            qtbot.keyClick(window.tower, Qt.Key.Key_Right)
            qtbot.keyClick(window.tower, Qt.Key.Key_Space)
        else:
            centre = window.tower.mapFromScene(window.tower.held.pos())
            qtbot.mouseClick(window.tower.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre.x(), centre.y()))
        qtbot.waitUntil(lambda n=moves: len(controller.history) > n, timeout=3000)
        record = controller.history[-1]
        assert isinstance(record.action, a.StackToken)
        assert record.action.fell == (0 if TowerSim.from_drops(drops).drop(record.action.x, record.action.angle) else 1)
        if record.action.fell:
            break
    state = controller.state
    if state.phase is Phase.ACTIONS:  # the tower stood: the power is in, spend the rest
        assert state.power > 0 and state.tower == tokens
        assert len(window.tower.tokens) == tokens
        click_button(qtbot, window, "end_actions")
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.ACTIONS, timeout=3000)
    if controller.state.phase is Phase.CITY:
        click_button(qtbot, window, "city_none")
        if controller.state.power:  # power lighting nothing: the first press warns, the second ends
            click_button(qtbot, window, "city_none")
    wait_for_human(qtbot, controller)
    assert "Bot" in " ".join(window.log.lines())


def test_the_tower_animates_the_drop_it_records(qtbot, content):
    seed, plant = _seed_with_fossil_plant(content)
    controller = _human_controller(content, seed)
    window = open_game(qtbot, PowerOnWindow, controller)
    _build_and_run(qtbot, window, plant)
    window.tower.animate = True
    with qtbot.waitSignal(window.tower.dropped, timeout=5000) as blocker:
        qtbot.keyClick(window.tower, Qt.Key.Key_Space)
        assert window.tower.is_busy()  # the physics steps on screen before the action is sent
    x, angle, fell = blocker.args
    qtbot.waitUntil(lambda: isinstance(controller.history[-1].action, a.StackToken), timeout=3000)
    assert controller.history[-1].action == a.StackToken(x, angle, fell) and fell == 0
    assert len(window.tower.tokens) == 1
    assert not window.undo_action.isEnabled()  # a dropped token is never taken back
    window.undo_action.trigger()
    assert controller.state.tower == 1


def test_market_deck_and_city_clicks_on_the_table(qtbot, content):
    controller = _human_controller(content, 3)
    window = open_game(qtbot, PowerOnWindow, controller)
    market = min(controller.state.market)
    _click_item(qtbot, window, f"market:{market}")
    qtbot.waitUntil(lambda: market in controller.state.hands[0], timeout=3000)
    _click_item(qtbot, window, "deck")
    qtbot.waitUntil(lambda: controller.state.actions_left == 1, timeout=3000)
    click_button(qtbot, window, "draw")
    qtbot.waitUntil(lambda: controller.state.phase is Phase.CITY, timeout=3000)
    assert panel_button(qtbot, window, "city_none").isEnabled()
    # a city lights with enough power: give the turn power through the rules, then click it
    controller._state.power = 20
    window._redraw()
    city = window.controller.state.city_row[0]
    city_id = controller.state.tables.city_ids[city]
    _click_item(qtbot, window, f"city:{city_id}")
    qtbot.waitUntil(lambda: city in controller.state.cities_won[0], timeout=3000)


def test_undo_autosave_continue_and_load(qtbot, content, tmp_path):
    seed, plant = _seed_with_fossil_plant(content)
    controller = _human_controller(content, seed)
    window = open_game(qtbot, PowerOnWindow, controller)
    _click_item(qtbot, window, f"hand:{plant}")
    click_button(qtbot, window, "build")
    qtbot.waitUntil(lambda: plant in controller.state.plants[0], timeout=3000)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert plant in controller.state.hands[0] and not controller.state.plants[0]
    _click_item(qtbot, window, f"hand:{plant}")
    click_button(qtbot, window, "build")
    qtbot.waitUntil(lambda: plant in controller.state.plants[0], timeout=3000)
    assert controller.autosave_path.exists()
    saved = tmp_path / "po.json"
    controller.save_to(saved)
    moves = len(controller.history)
    window.close()
    again = continue_game(None, controller.autosave_path, "en")
    qtbot.addWidget(again)
    assert len(again.controller.history) == moves and plant in again.controller.state.plants[0]
    again.close()
    loaded = load_game(None, saved, "en")
    qtbot.addWidget(loaded)
    assert loaded.controller.state.plants[0] == [plant]
    loaded.close()


def test_a_collapse_makes_the_other_person_discard_behind_the_curtain(qtbot, content):
    seed, plant = _seed_with_fossil_plant(content)
    controller = _human_controller(content, seed, [Seat("Ann"), Seat("Ben")])
    window = open_game(qtbot, PowerOnWindow, controller)
    assert window.actions.needs_curtain() and not any(n.startswith("hand:") for n in window.board.items_by_name)
    click_button(qtbot, window, "lift_curtain")
    assert any(n.startswith("hand:") for n in window.board.items_by_name)
    _build_and_run(qtbot, window, plant)
    window.tower.set_aim(0, 0)  # the first token lies on the table: the tower's foot
    qtbot.keyClick(window.tower, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: controller.state.tower == 1, timeout=3000)
    window.tower.set_aim(25, 90)  # far off the tower, on its edge: it falls
    qtbot.keyClick(window.tower, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: controller.state.phase is Phase.DISCARD, timeout=3000)
    assert controller.history[-1].action.fell == 1 and controller.state.tower == 0
    assert "falls" in window.log.lines()[-1]
    assert window.actions.needs_curtain()  # Ben discards: Ann's cards are hidden first
    assert not any(n.startswith("hand:") for n in window.board.items_by_name)
    click_button(qtbot, window, "lift_curtain")
    card = min(controller.state.hands[1])
    _click_item(qtbot, window, f"hand:{card}")
    qtbot.waitUntil(lambda: card not in controller.state.hands[1], timeout=3000)
    assert controller.state.skip_turns[0] == 1


def test_the_new_game_dialog_offers_the_no_dexterity_tower(qtbot):
    dialog = PowerOnNewGameDialog("en")
    qtbot.addWidget(dialog)
    dialog.count.setValue(2)
    assert dialog.setup(5).options.tower == TowerMode.STACKING
    dialog.chance.setChecked(True)
    setup = dialog.setup(5)
    assert setup.options.tower == TowerMode.NO_DEXTERITY and len(setup.seats) == 2
    assert setup.seats[0].is_human and setup.seats[1].bot == "heuristic"
    hints = [w.text() for w in dialog.findChildren(QLabel) if w.objectName() == "hint"]
    assert len(hints) == 2 and "mouse" in hints[1]


def _screen_texts(window) -> list[str]:
    texts = widget_texts(window)
    texts += window.board.texts + [window.tower.height_text]
    texts += window.log.lines()
    return [t for t in texts if t]


@pytest.mark.parametrize("tower", [TowerMode.STACKING, TowerMode.NO_DEXTERITY])
def test_computer_players_play_a_whole_game_in_chinese_with_no_english_on_screen(qtbot, chinese, tower):
    window = demo_window(players=3, seed=21, language="zh_TW", speed="max", tower=tower)
    seen = watch_to_the_end(qtbot, window, _screen_texts)
    seen += scoreboard_texts(window)
    table = window.scoreboard.table
    english = sorted({t for t in seen if LATIN_WORD.search(t)})
    assert not english, english[:10]
    state = window.controller.state
    assert table.rowCount() == 3 and sum(state.carbon_stacked) >= 0
    window.controller.shutdown()


def test_the_demo_command_plays_to_the_end_and_saves_a_screenshot(tmp_path):
    run_demo_to_screenshot("power-on", 2, tmp_path)


def test_a_computer_players_drop_is_animated_on_the_tower(qtbot):
    window = demo_window(players=2, seed=11, language="en", speed="fast")
    qtbot.addWidget(window)
    window.controller.set_bot_delay(0)
    window.show()
    stacked = []

    def seen(record) -> None:
        if isinstance(record.action, a.StackToken):
            stacked.append(window.tower.is_busy())

    window.controller.action_did_apply.connect(seen)
    window.start()
    qtbot.waitUntil(lambda: bool(stacked), timeout=20_000)
    assert stacked[0]  # the physics plays on screen while the game goes on
    with qtbot.waitSignal(window.tower.animation_did_finish, timeout=5000):
        pass
    window.controller.pause()
    qtbot.waitUntil(lambda: not window.tower.is_busy(), timeout=5000)
    window._redraw()
    assert len(window.tower.tokens) == len(window.controller.state.tower_drops)
    chinese_words = sorted({t for t in _screen_texts(window) if re.search(r"[\u4e00-\u9fff]", t)})
    assert not chinese_words, chinese_words[:10]  # an English game shows no Chinese
    window.controller.shutdown()


def test_from_the_launchers_play_to_the_scoreboard(qtbot, qapp):
    from PySide6.QtCore import QSettings, QTimer

    from desktop_app.views.launcher import LauncherWindow

    manager = LanguageManager(qapp)
    manager.apply("en")
    QSettings().setValue("power_on/bot_speed", "max")
    launcher = LauncherWindow(manager)
    qtbot.addWidget(launcher)
    launcher.show()
    card = next(c for c in launcher.cards if c.entry.id == "power_on")
    assert card.play_button.isEnabled()

    def fill_in_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PowerOnNewGameDialog):
            QTimer.singleShot(20, fill_in_the_dialog)
            return
        dialog.count.setValue(2)
        dialog.kinds[0].setCurrentIndex(dialog.kinds[0].findData("heuristic"))
        dialog.chance.setChecked(True)
        dialog.accept()

    QTimer.singleShot(0, fill_in_the_dialog)
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    window = launcher._game_window
    assert not launcher.isVisible() and window.controller.options.tower == TowerMode.NO_DEXTERITY
    qtbot.waitUntil(lambda: window.scoreboard is not None and window.scoreboard.isVisible(), timeout=60_000)
    window.close()
    assert launcher.isVisible()
    QSettings().remove("power_on/bot_speed")
    manager.remove()


def test_a_misaimed_first_token_lands_on_the_table_and_costs_no_turn(qtbot, content):
    """Seed 001 3.(2) A: 「碳塔直接從桌面上開始堆疊，由首位堆疊玩家決定堆疊位置」: a person who drops the
    first token far off the middle, on its edge, still founds the tower; the panel says so first."""
    seed, plant = _seed_with_fossil_plant(content)
    controller = _human_controller(content, seed)
    window = open_game(qtbot, PowerOnWindow, controller)
    _build_and_run(qtbot, window, plant)
    assert controller.state.phase is Phase.STACKING and controller.state.tower == 0
    texts = [w.text() for w in window.actions.findChildren(QLabel)]
    assert any("no tower yet" in t and "cannot fall" in t for t in texts)
    window.tower.set_aim(-25, 90)
    qtbot.keyClick(window.tower, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: controller.state.tower == 1, timeout=3000)
    assert controller.history[-1].action.fell == 0 and controller.state.skip_turns[0] == 0
    assert controller.state.collapses == [0, 0] and controller.state.phase is Phase.STACKING
    assert window.tower.centre < 0  # the view follows the tower's foot


@pytest.mark.parametrize("speed", ["max", "fast"])
def test_the_tower_keeps_its_simulation_between_drops_and_shows_the_replayed_tower(qtbot, content, speed):
    """Issue 27: the window no longer replays every past drop for each new one (twice a drop);
    it keeps the tower's simulation alive, and what it shows is still exactly the tower the
    recorded drops make (the drops' outcomes are the rules' actions)."""
    from desktop_app.ai.registry import make_bot
    from desktop_app.rules.power_on.tower_physics import KeptTower

    seats = [Seat(f"Bot{i}", "heuristic") for i in range(3)]
    controller = GameController(
        POWER_ON, content, PowerOnOptions(players=3, seed=21, tower=TowerMode.STACKING), seats, bot_delay_ms=0
    )
    controller.pause()  # the test submits every move itself
    window = show_window(qtbot, PowerOnWindow(controller, "en"), speed=speed)
    bot, rng = make_bot("power-on", "heuristic"), random.Random(3)
    drops = collapses = 0
    while drops < 25 and not controller.is_over():
        qtbot.waitUntil(lambda: not window.tower.is_busy(), timeout=5000)
        player = controller.current_player()
        action = bot.choose(controller.observation_for(player), rng)
        assert controller._submit(player, action)
        if isinstance(action, a.StackToken):
            drops += 1
            collapses += action.fell
            qtbot.waitUntil(lambda: not window.tower.is_busy(), timeout=5000)
            window._redraw()
            shown = [(t.pos().x(), -t.pos().y()) for t in window.tower.tokens]
            replayed = TowerSim.from_drops(controller.state.tower_drops).poses()
            assert shown == [(x, y) for x, y, _angle in replayed]
    assert drops == 25 and isinstance(window.tower.kept, KeptTower)
    assert window.tower.kept.rebuilds <= collapses + 1  # rebuilt only when the tower fell
    controller.shutdown()


def test_the_fuel_a_plant_burns_is_shown_and_another_is_one_click_away(qtbot, content):
    """Issue 26 item 5: the panel names the cards its Run button pays with (the rules'
    suggestion) and offers the other ways to pay as buttons of their own; one click on one pays
    with those cards, not the suggestion (seed 001: the player discards "1張手牌" of their choosing)."""
    seed, plant = _seed_with_fossil_plant(content)
    controller = _human_controller(content, seed)
    window = open_game(qtbot, PowerOnWindow, controller)
    _click_item(qtbot, window, f"hand:{plant}")
    click_button(qtbot, window, "build")
    qtbot.waitUntil(lambda: plant in controller.state.plants[0], timeout=3000)
    state = controller.state
    options = [g for g in legal_actions(state) if isinstance(g, a.Generate)]
    first = options[0]
    group = [g for g in options if (g.plant, g.count) == (first.plant, first.count)]
    default = suggested_payment(state, group)
    ways = payment_choices(state, group)
    assert len(ways) >= 2, "a hand of several kinds of card pays in more than one way"
    main = f"generate_{first.plant.value}_{first.count}"
    card_name = window.actions.card_name
    assert all(card_name(c) in window.actions.button_for(main).text() for c in default.cards)
    other = window.actions.button_for(f"{main}_or_1")
    assert other is not None and other.isEnabled()
    assert all(card_name(c) in other.text() for c in ways[1].cards)
    click_button(qtbot, window, f"{main}_or_1")
    qtbot.waitUntil(lambda: isinstance(controller.history[-1].action, a.Generate), timeout=3000)
    assert controller.history[-1].action == ways[1] != default


def test_a_tower_shown_before_is_drawn_again_without_replaying_its_drops(qtbot, content):
    """Issue 27 (the slowest moves at 3840x2160): generating takes tokens off the tower's top,
    which leaves a tower the view has shown before; it is drawn as shown then, without replaying
    every drop on a new simulation, and it is still exactly the tower its drops make."""
    from desktop_app.views.power_on.tower_view import TowerView

    view = TowerView()
    qtbot.addWidget(view)
    state = new_game(content, PowerOnOptions(players=2, seed=21, tower=TowerMode.STACKING))
    drops = [(0, 0), (2, 0), (-2, 5), (1, -5), (0, 10)]
    for n in range(1, len(drops) + 1):  # one drop after another, as a game shows them
        state.tower_drops = drops[:n]
        view.show_state(state, False, "")
    assert view.kept.rebuilds == 1
    state.tower_drops = drops[:2]  # two tokens left after generating
    view.show_state(state, False, "")
    assert view.kept.rebuilds == 1  # not replayed (a continuation-only simulation would have been)
    shown = [(t.pos().x(), -t.pos().y(), -t.rotation()) for t in view.tokens]
    assert shown == [pytest.approx(pose) for pose in TowerSim.from_drops(drops[:2]).poses()]


def test_the_first_drop_after_tokens_came_off_continues_the_spare_built_between_events(qtbot, content):
    """Issue 27 (the slowest moves): between events the view builds a spare simulation a slice
    at a time (KeptTower.prepare_spare), so the first drop after tokens came off the top does
    not replay every drop; the held token waits at the height the shown tower had. What is
    shown is still exactly the tower its drops make."""
    from desktop_app.views.power_on.tower_view import TowerView

    view = TowerView()
    qtbot.addWidget(view)
    state = new_game(content, PowerOnOptions(players=2, seed=21, tower=TowerMode.STACKING))
    drops = [(0, 0), (2, 0), (-2, 5), (1, -5), (0, 10), (1, 0), (-1, 3), (0, -2)]
    for n in range(1, len(drops) + 1):
        state.tower_drops = drops[:n]
        view.show_state(state, False, "")
    assert view.kept.spare is None  # the supply is far from short: no tokens will come off
    state.tower = content.carbon_tokens - 2  # nearly empty now (the view draws the drops)
    view.show_state(state, False, "")
    behind = max(info.carbon for info in content.plant_types.values())
    qtbot.waitUntil(lambda: view.kept.spare_seen == tuple(drops[: len(drops) - behind]), timeout=5000)
    state.tower_drops = drops[:5]  # three came off the top; a person stacks them again
    state.phase = Phase.STACKING
    view.show_state(state, True, "")
    assert view.held is not None
    assert -view.held.pos().y() == pytest.approx(TowerSim.from_drops(drops[:5]).top() + DROP_GAP + TOKEN_H)
    qtbot.waitUntil(lambda: view.kept.spare_seen == tuple(drops[:5]), timeout=5000)  # ready for the drop
    state.tower_drops = [*drops[:5], (3, 3)]
    view.show_state(state, False, "")
    assert (view.kept.rebuilds, view.kept.resumed) == (1, 1)
    shown = [(t.pos().x(), -t.pos().y(), -t.rotation()) for t in view.tokens]
    assert shown == [pytest.approx(pose) for pose in TowerSim.from_drops(state.tower_drops).poses()]
