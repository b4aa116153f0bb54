"""Power Butler through the real window: a human plays a whole simple game with the mouse on the
table (dice, shop cards, the bill area), a standard turn with rerolls, a marker and a dragged
die, undo/autosave/continue/load, computer players to the end in Chinese with no English on
screen, the new-game dialog's modes, and the demo command."""

from __future__ import annotations

import pytest
from helpers import (
    LATIN_WORD,
    click_button,
    click_item,
    open_game,
    panel_button,
    run_demo_to_screenshot,
    scoreboard_texts,
    wait_for_human,
    watch_to_the_end,
    widget_texts,
)
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QLabel, QPushButton

from desktop_app.content.power_butler import Face
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.controllers.unfinished import new_session_path
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.engine import legal_actions
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import Mode, Phase, PowerButlerOptions
from desktop_app.views.power_butler.board_view import used_dice
from desktop_app.views.power_butler.new_game_dialog import PowerButlerNewGameDialog
from desktop_app.views.power_butler.window import (
    PowerButlerWindow,
    continue_game,
    demo_window,
    load_game,
)


def _view_point(window, item, point: QPointF) -> QPoint:
    board = window.board
    return board.mapFromScene(item.mapToScene(point))


def _click_die(qtbot, window, index: int) -> None:
    tray = window.board.tray
    click_item(qtbot, window.board, tray, tray.die_rect(index).center())


def _human_turn_on_the_table(qtbot, window) -> None:
    """Roll, keep, buy what the dice afford by clicking a shop card twice, pay the bill by
    choosing yuan dice and clicking the bill area, end the turn."""
    controller = window.controller
    click_button(qtbot, window, "roll")
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.ROLL, timeout=3000)
    if controller.state.phase is Phase.REROLL:
        click_button(qtbot, window, "keep")
    state = controller.state
    assert state.phase is Phase.ALLOCATE
    for card_item in window.board.cards:
        if not card_item.isVisible():
            continue
        if not panel_button(qtbot, window, f"buy-{card_item.data.id}").isEnabled():
            continue
        bought = len(state.owned[0])
        click_item(qtbot, window.board, card_item, QPointF(card_item.w / 2, card_item.h / 2))  # choose the dice
        assert window.actions.selected and card_item.data.paid
        click_item(qtbot, window.board, card_item, QPointF(card_item.w / 2, card_item.h / 2))  # buy
        qtbot.waitUntil(lambda b=bought: len(controller.state.owned[0]) > b, timeout=3000)
        break
    state = controller.state
    owed = state.usage[0] - state.paid[0]
    yuan = [i for i, f in enumerate(state.dice) if f <= Face.THREE and i not in used_dice(state)]
    if owed > 0 and yuan:
        _click_die(qtbot, window, yuan[0])
        assert window.actions.selected == {yuan[0]}
        bill = window.board.bill
        click_item(qtbot, window.board, bill, QPointF(bill.w / 2, 100))
        qtbot.waitUntil(lambda: controller.state.bill_money > 0, timeout=3000)
    click_button(qtbot, window, "end")


def test_a_human_plays_a_whole_simple_game_on_the_table(qtbot, content):
    seats = [Seat("Ann"), Seat("Bo", "heuristic")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(2, 11, Mode.SIMPLE), seats, bot_delay_ms=0)
    window = open_game(qtbot, PowerButlerWindow, controller)
    for _ in range(40):
        wait_for_human(qtbot, controller, timeout=15_000)
        if controller.is_over():
            break
        _human_turn_on_the_table(qtbot, window)
    assert controller.is_over()
    kinds = {type(r.action) for r in controller.history if r.player == 0}
    assert {a.RollDice, a.Buy, a.EndTurn} <= kinds
    qtbot.waitUntil(lambda: window.scoreboard is not None and window.scoreboard.isVisible(), timeout=5000)
    table = window.scoreboard.table
    assert table.rowCount() == 2 and table.horizontalHeaderItem(2).text() == "Variety bonus"
    assert window.board.homes[0].data.cards  # Ann's appliances at home
    controller.shutdown()


def _standard_game_at_allocation(content, seed_range=range(1, 80)):
    """A 2-player standard game where the human may place a marker after keeping the first roll."""
    for seed in seed_range:
        controller = GameController(
            POWER_BUTLER,
            content,
            PowerButlerOptions(2, seed, Mode.STANDARD),
            [Seat("Ann"), Seat("Bo", "heuristic")],
            bot_delay_ms=0,
        )
        controller.submit(a.RollDice())
        if controller.state.phase is Phase.REROLL:
            controller.submit(a.KeepDice())
        legal = legal_actions(controller.state)
        markers = [m for m in legal if type(m) is a.PlaceMarker and m.marker != a.Marker.MONEY]
        if markers:
            return controller, markers[0]
        controller.shutdown()
    raise AssertionError("no seed gave a condition die")


def test_a_standard_turn_rerolls_on_the_table_and_places_a_marker(qtbot, content):
    seats = [Seat("Ann"), Seat("Bo", "heuristic")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(2, 3, Mode.STANDARD), seats, bot_delay_ms=0)
    window = open_game(qtbot, PowerButlerWindow, controller)
    click_button(qtbot, window, "roll")
    state = controller.state
    assert state.phase is Phase.REROLL and state.rerolls_left == 2
    free = [i for i, f in enumerate(state.dice) if f != Face.THREE]
    locked = [i for i, f in enumerate(state.dice) if f == Face.THREE]
    if locked:  # a 3 yuan/! die cannot be chosen for a reroll
        _click_die(qtbot, window, locked[0])
        assert locked[0] not in window.actions.selected
    _click_die(qtbot, window, free[0])
    assert window.actions.selected == {free[0]}
    assert "1 chosen die" in panel_button(qtbot, window, "reroll").text()
    click_button(qtbot, window, "reroll")
    qtbot.waitUntil(
        lambda: controller.state.rerolls_left == 1 or controller.state.phase is Phase.ALLOCATE, timeout=3000
    )
    assert type(controller.history[-1].action) is a.Reroll
    controller.shutdown()

    controller, marker = _standard_game_at_allocation(content)
    window = open_game(qtbot, PowerButlerWindow, controller)
    click_button(qtbot, window, f"marker-{int(marker.marker)}-{marker.appliance}")
    qtbot.waitUntil(lambda: type(controller.history[-1].action) is a.PlaceMarker, timeout=3000)
    card = next(c for c in window.board.cards if c.data.id == marker.appliance)
    assert (0, int(marker.marker)) in card.data.markers
    controller.shutdown()


def _owing_with_yuan_left(content):
    """A simple game where Ann has bought something and still has a yuan die for the bill."""
    for seed in range(1, 200):
        controller = GameController(
            POWER_BUTLER,
            content,
            PowerButlerOptions(2, seed, Mode.SIMPLE),
            [Seat("Ann"), Seat("Bo", "heuristic")],
            bot_delay_ms=0,
        )
        controller.submit(a.RollDice())
        if controller.state.phase is Phase.REROLL:
            controller.submit(a.KeepDice())
        buys = [act for act in legal_actions(controller.state) if type(act) is a.Buy]
        if buys:
            controller.submit(min(buys, key=lambda act: len(act.faces)))
            state = controller.state
            if state.usage[0] > state.paid[0] and any(state.avail[f] for f in range(3)):
                return controller
        controller.shutdown()
    raise AssertionError("no seed left Ann owing with a yuan die")


def test_a_die_dragged_onto_the_bill_area_pays(qtbot, content):
    controller = _owing_with_yuan_left(content)
    window = open_game(qtbot, PowerButlerWindow, controller)
    used = used_dice(controller.state)
    die = next(i for i, f in enumerate(controller.state.dice) if f <= Face.THREE and i not in used)
    board, tray, bill = window.board, window.board.tray, window.board.bill
    start = _view_point(window, tray, tray.die_rect(die).center())
    end = _view_point(window, bill, QPointF(bill.w / 2, 100))
    qtbot.mousePress(board.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(board.viewport(), pos=end)
    qtbot.mouseRelease(board.viewport(), Qt.MouseButton.LeftButton, pos=end)
    if window.actions.pending is not None:  # a die worth more than is owed: the panel asks first
        assert controller.state.bill_money == 0
        click_button(qtbot, window, "confirm")
    qtbot.waitUntil(lambda: controller.state.bill_money > 0, timeout=3000)
    controller.shutdown()


def test_undo_autosave_continue_and_load(qtbot, content, tmp_path):
    seats = [Seat("Ann"), Seat("Bo", "heuristic")]
    controller = GameController(
        POWER_BUTLER,
        content,
        PowerButlerOptions(2, 9, Mode.SIMPLE),
        seats,
        autosave_path=(autosave := new_session_path(POWER_BUTLER.id)),
        bot_delay_ms=0,
    )
    window = open_game(qtbot, PowerButlerWindow, controller)
    click_button(qtbot, window, "roll")
    assert not window.undo_action.isEnabled()  # the dice were seen: no undo past a roll
    if controller.state.phase is Phase.REROLL:
        click_button(qtbot, window, "keep")
    pay = next((b for b in window.actions.findChildren(QPushButton) if b.objectName() == "end"), None)
    assert pay is not None
    click_button(qtbot, window, "end")
    # Bo (a computer) plays; Ann is back to roll, and can't undo Bo's rolled turn
    qtbot.waitUntil(lambda: controller.is_human_turn(), timeout=10_000)
    assert autosave.exists()
    saved = tmp_path / "game.json"
    controller.save_to(saved)
    window.close()
    again = continue_game(None, autosave, "en")
    qtbot.addWidget(again)
    assert [r.action for r in again.controller.history] == [r.action for r in controller.history]
    again.close()
    loaded = load_game(None, saved, "en")
    qtbot.addWidget(loaded)
    assert len(loaded.controller.history) == len(controller.history)
    loaded.close()
    autosave.unlink(missing_ok=True)


def test_undo_takes_back_a_bill_payment(qtbot, content):
    controller = _owing_with_yuan_left(content)
    window = open_game(qtbot, PowerButlerWindow, controller)
    assert panel_button(qtbot, window, "pay").isEnabled()
    click_button(qtbot, window, "pay")
    if window.actions.pending is not None:  # the only yuan die is worth more than is owed
        click_button(qtbot, window, "confirm")
    assert controller.state.bill_money > 0 and window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert controller.state.bill_money == 0 and controller.state.phase is Phase.ALLOCATE
    controller.shutdown()


def test_the_new_game_dialog_offers_both_modes_with_a_line_each(qtbot):
    dialog = PowerButlerNewGameDialog("en")
    qtbot.addWidget(dialog)
    assert dialog.simple.isChecked()
    assert dialog.setup(5).options.mode is Mode.SIMPLE
    dialog.standard.setChecked(True)
    dialog.count.setValue(4)
    dialog.kinds[1].setCurrentIndex(0)
    setup = dialog.setup(5)
    assert setup.options.mode is Mode.STANDARD and setup.options.players == 4
    assert [s.is_human for s in setup.seats] == [True, True, False, False]
    hints = [w.text() for w in dialog.findChildren(QLabel) if w.objectName() == "hint"]
    assert len(hints) == 2 and "reroll" in hints[0]


def _screen_texts(window) -> list[str]:
    texts = widget_texts(window)
    board = window.board
    texts += [
        board.events.caption,
        *(c.name for c in board.events.cards),
        board.tray.caption,
        board.tray.note,
        board.bill.caption,
        *board.bill.lines,
        board.bill.deck,
        board.track.caption,
        board.track.legend,
    ]
    texts += [lane.unpaid_text for lane in board.track.lanes]
    for card in board.cards:
        if card.data is not None:
            texts += [card.data.name, card.data.category_name, card.data.kwh]
    for home in board.homes:
        texts += [home.data.note, home.data.summary]
    texts += window.log.lines()
    return [t for t in texts if t]


@pytest.mark.parametrize("mode", ["standard", "simple"])
def test_computer_players_play_a_whole_game_in_chinese_with_no_english_on_screen(qtbot, chinese, mode):
    window = demo_window(players=3 if mode == "simple" else 4, seed=12, language="zh_TW", speed="max", mode=mode)
    seen = watch_to_the_end(qtbot, window, _screen_texts)
    seen += scoreboard_texts(window)
    english = sorted({t for t in seen if LATIN_WORD.search(t.replace("kWh", "").replace("LED", ""))})
    assert not english, english[:10]
    window.controller.shutdown()


def test_the_demo_command_plays_to_the_end_and_saves_a_screenshot(tmp_path):
    run_demo_to_screenshot("power-butler", 3, tmp_path)


def test_play_on_the_launcher_entry_opens_a_game_after_the_dialog(qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QWidget

    from desktop_app.views import game_session
    from desktop_app.views.game_registry import game_by_id

    entry = game_by_id("power_butler")
    assert entry.playable and entry.save_id == POWER_BUTLER.id
    launcher = QWidget()
    qtbot.addWidget(launcher)
    launcher.show()

    def accept(dialog):
        dialog.standard.setChecked(True)
        dialog.kinds[0].setCurrentIndex(1)  # an all-computer game, to finish on its own
        return PowerButlerNewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(PowerButlerNewGameDialog, "exec", accept)
    monkeypatch.setattr(game_session, "new_session_path", lambda _game: tmp_path / "auto.json")
    entry.on_play(launcher)
    opened = launcher._game_window
    qtbot.addWidget(opened)
    assert not launcher.isVisible() and opened.controller.state.board.mode is Mode.STANDARD
    opened.set_speed("max", remember=False)
    opened.controller.set_bot_delay(0)
    qtbot.waitUntil(lambda: len(opened.controller.history) > 3, timeout=10_000)
    assert (tmp_path / "auto.json").exists()
    opened.close()
    assert launcher.isVisible()


def test_a_humans_pages_are_all_chinese(qtbot, chinese, content):
    seats = [Seat("小明"), Seat("小美", "heuristic")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(2, 3, Mode.STANDARD), seats, bot_delay_ms=0)
    window = open_game(qtbot, PowerButlerWindow, controller, "zh_TW")
    seen = _screen_texts(window)
    click_button(qtbot, window, "roll")
    seen += _screen_texts(window)
    if controller.state.phase is Phase.REROLL:
        free = next(i for i, f in enumerate(controller.state.dice) if f != Face.THREE)
        _click_die(qtbot, window, free)
        seen += _screen_texts(window)
        click_button(qtbot, window, "keep")
    seen += _screen_texts(window)
    assert controller.state.phase is Phase.ALLOCATE and "請分配骰子" in window.actions.title.text()
    english = sorted({t for t in seen if LATIN_WORD.search(t.replace("kWh", "").replace("LED", ""))})
    assert not english, english[:10]
    controller.shutdown()
