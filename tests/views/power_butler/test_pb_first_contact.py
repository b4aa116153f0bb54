"""Power Butler for a newcomer (issue 13, "First contact"): a payment that would lose yuan asks
first, a card the dice cannot buy says why (the rules' own reason, on the button and in the
status line), dice and buttons have accessible names (Chinese in 繁體中文), the finishing
buttons stay in view at 1280x800, and the table explains its symbols on hover."""

from __future__ import annotations

import re

from helpers import click_button, click_item, open_game, panel_button
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QPushButton

from desktop_app.content.power_butler import Face as F
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import Mode, Phase, PowerButlerOptions
from desktop_app.views.power_butler.window import PowerButlerWindow

CJK = re.compile(r"[\u4e00-\u9fff]")
SHOP = ["television", "led_bulb", "electric_fan", "rice_cooker"]


def _spending(content, faces, mode=Mode.STANDARD) -> GameController:
    """Ann (human) spends these dice with SHOP in the shop and no event fired."""
    controller = GameController(
        POWER_BUTLER,
        content,
        PowerButlerOptions(3, 1, mode),
        [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")],
        bot_delay_ms=0,
    )
    s = controller.state
    board = s.board
    cards = [board.index_of[i] for i in SHOP]
    for c in cards:
        for pile in (s.market, s.deck, s.discard):
            if c in pile:
                pile.remove(c)
    s.deck[:0] = [c for c in s.market]
    s.market = cards
    s.dice = [int(f) for f in faces]
    s.avail = [s.dice.count(f) for f in range(6)]
    s.phase = Phase.ALLOCATE
    s.fired_event = 0
    assert s.current == 0
    return controller


def _card_item(window, appliance):
    return next(c for c in window.board.cards if c.data is not None and c.data.id == appliance)


def _click_die(qtbot, window, index):
    tray = window.board.tray
    click_item(qtbot, window.board, tray, tray.die_rect(index).center())


def test_overpaying_for_an_appliance_asks_before_the_yuan_are_lost(qtbot, content):
    """Seed 000: 「骰子骰面的數字金額不能拆分(即不能找零)…多出的1元將無法用在他處」: 7 yuan of dice on the
    6 yuan LED bulb ask first (the status line and the panel say 1 yuan is lost); only a yes buys."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.ONE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller)
    for die in (0, 1, 2):
        _click_die(qtbot, window, die)
    card = _card_item(window, "led_bulb")
    click_item(qtbot, window.board, card, QPointF(card.w / 2, card.h / 2))
    assert controller.state.owned[0] == []
    assert window.actions.pending is not None and window.actions.pending[1] == 1
    assert "1 yuan would be lost" in window.statusBar().currentMessage()
    confirm = panel_button(qtbot, window, "confirm")
    assert confirm.isVisible() and "1" in confirm.text()
    click_button(qtbot, window, "confirm")
    qtbot.waitUntil(lambda: len(controller.state.owned[0]) == 1, timeout=3000)
    controller.shutdown()


def test_a_payment_waiting_for_its_yes_rings_the_yes(qtbot, content):
    """A hint followed to an overpaying buy (seed 000's 「不能找零」 asks first) rang the card again
    once the yes was asked for: a newcomer following the rings went round in circles."""
    from desktop_app.views.power_butler.hints import hint_targets

    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.ONE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller)
    buy = a.Buy("led_bulb", (F.THREE, F.THREE, F.ONE))
    window.actions.submit_payment(buy)
    assert window.actions.pending is not None
    confirm = panel_button(qtbot, window, "confirm")
    targets = hint_targets(window.board, window.actions, controller.state, buy)
    assert targets.click_plan() == [confirm] and targets.board == []
    controller.shutdown()


def test_an_exact_payment_buys_at_once_and_cancel_keeps_the_dice(qtbot, content):
    """Seed 000: 「不能找零」 costs nothing when the dice make the price: 3+3 on the 6 yuan bulb buys with
    no question; a wasteful choice cancelled leaves the dice unspent."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.ONE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller)
    for die in (0, 1, 2):
        _click_die(qtbot, window, die)
    card = _card_item(window, "led_bulb")
    click_item(qtbot, window.board, card, QPointF(card.w / 2, card.h / 2))
    click_button(qtbot, window, "cancel")
    assert window.actions.pending is None and controller.state.avail[int(F.THREE)] == 2
    _click_die(qtbot, window, 2)  # put the 1 back: 3+3 make the price
    click_item(qtbot, window.board, card, QPointF(card.w / 2, card.h / 2))
    qtbot.waitUntil(lambda: len(controller.state.owned[0]) == 1, timeout=3000)
    controller.shutdown()


def test_buying_an_appliance_takes_one_click_on_its_button(qtbot, content):
    """Seed 000 (3)A 購買家電: the panel's Buy button pays with the dice that waste least (one click)."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.ONE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller)
    click_button(qtbot, window, "buy-led_bulb")
    qtbot.waitUntil(lambda: len(controller.state.owned[0]) == 1, timeout=3000)
    controller.shutdown()


def test_a_card_the_dice_cannot_buy_says_why_on_its_button_and_in_the_status_line(qtbot, content):
    """Seed 000: 「若骰面圖像加上家電卡上已放置的自家顏色購買條件標記符合對應家電卡下方的所示條件，下個階段可獲得該張
    家電卡」: the television needs a fixed-space die; with none, its button is disabled and its tooltip
    says so, and a click on the card says it in the status line."""
    controller = _spending(content, [F.THREE, F.THREE, F.THREE, F.ONE, F.ONE, F.DELIVERY])
    window = open_game(qtbot, PowerButlerWindow, controller)
    button = panel_button(qtbot, window, "buy-television")
    assert not button.isEnabled()
    assert "Fixed space" in button.toolTip() and "Fixed space" in button.accessibleDescription()
    card = _card_item(window, "television")
    click_item(qtbot, window.board, card, QPointF(card.w / 2, card.h / 2))
    assert "Fixed space" in window.statusBar().currentMessage()
    assert controller.state.owned[0] == []
    controller.shutdown()


def test_the_finishing_buttons_are_in_view_at_1280x800(qtbot, content):
    """The end-turn and pay buttons (and a pending yes) stay inside the window at 1280x800."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.ONE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller)
    for die in (0, 1, 2):
        _click_die(qtbot, window, die)
    card = _card_item(window, "led_bulb")
    click_item(qtbot, window.board, card, QPointF(card.w / 2, card.h / 2))
    for name in ("end", "pay", "confirm", "cancel"):
        button = panel_button(qtbot, window, name)
        top_left = button.mapTo(window, button.rect().topLeft())
        bottom_right = button.mapTo(window, button.rect().bottomRight())
        assert window.rect().contains(top_left) and window.rect().contains(bottom_right), name
        assert button.visibleRegion().boundingRect().height() == button.height(), name
    controller.shutdown()


def test_every_panel_control_and_die_has_a_chinese_accessible_name(qtbot, chinese, content):
    """In 繁體中文 every focusable panel control (the dice included) is named in Chinese."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.SPACE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller, "zh_TW")
    panel_button(qtbot, window, "end")
    buttons = [b for b in window.actions.findChildren(QPushButton) if b.isVisible()]
    assert len(buttons) >= 6  # four shop cards, the bill, the end of the turn
    for button in buttons:
        assert CJK.search(button.accessibleName()), button.objectName()
    assert CJK.search(window.board.accessibleName()) and CJK.search(window.board.accessibleDescription())
    controller.shutdown()


def test_the_dice_being_rerolled_are_named_for_a_screen_reader(qtbot, chinese, content):
    """Seed 000: 「只要骰面出現「3元/！」圖像，須立即將該骰子置於…事件排序標記上」: each die button on the
    reroll page is named (number and face, in Chinese), a locked 3元/! die says it is locked."""
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(3, 1, Mode.STANDARD), seats, bot_delay_ms=0)
    controller.submit(a.RollDice())
    s = controller.state
    s.phase, s.dice, s.rerolls_left = Phase.REROLL, [int(F.THREE), 0, 1, 3, 4, 5], 2
    window = open_game(qtbot, PowerButlerWindow, controller, "zh_TW")
    dice = [panel_button(qtbot, window, f"die-{i}") for i in range(6)]
    for button in dice:
        assert CJK.search(button.accessibleName()), button.objectName()
    assert not dice[0].isEnabled() and "鎖" in dice[0].accessibleName()
    controller.shutdown()


def _painted_font_sizes(monkeypatch, window) -> list[float]:
    """Every pixel size the table's items ask for while the whole scene is painted."""
    from PySide6.QtGui import QImage, QPainter

    from desktop_app.views.power_butler import home_items, items

    sizes: list[float] = []
    real = items.font

    def recording(px, bold=False):
        sizes.append(px)
        return real(px, bold)

    monkeypatch.setattr(items, "font", recording)
    monkeypatch.setattr(home_items, "font", recording)
    scene = window.board.scene()
    image = QImage(800, 700, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return sizes


def test_no_table_text_is_under_12_px_at_1280x800_or_28_px_at_4k(qtbot, monkeypatch, content):
    """Issue 13: no text on the board under 12 px at 1280x800 after fit-to-window, and at least 28 px
    at 3840x2160. Every font the table paints, times the view's fit, is measured."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.SPACE, F.ONE])
    s = controller.state
    s.discount = 1  # a struck-through base price shows too
    s.markers[1][0] = s.market[0]
    window = open_game(qtbot, PowerButlerWindow, controller)
    window._redraw()
    _click_die(qtbot, window, 0)  # the dice chosen against each price
    sizes = _painted_font_sizes(monkeypatch, window)
    assert sizes
    fit = window.board.transform().m11()
    assert min(sizes) * fit >= 12, (min(sizes), fit)
    window.resize(3840, 2160)
    qtbot.waitUntil(lambda: window.board.transform().m11() > 1.2, timeout=3000)
    assert min(sizes) * window.board.transform().m11() >= 28
    controller.shutdown()


def test_every_symbol_on_a_shop_card_explains_itself_on_hover(qtbot, content):
    """Issue 13: the circled points, the coin price, the purchase conditions, ⚡ and 每月 X 度 each have a
    tooltip; seed 000: 「取得的家電卡：玩家可獲得卡牌左上角數字的分數」 for the points."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.SPACE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller)
    item = _card_item(window, "television")
    rects = item.part_rects(item.data)
    said = {part: item.tip_at(rect.center()) for part, rect in rects.items()}
    assert "10 points" in said["points"]
    assert "8 yuan" in said["price"] and "no change" in said["price"]
    assert "Fixed space" in said[f"condition:{int(F.SPACE)}"]
    assert "⚡ 2" in said["power"] and "18 kWh" in said["kwh"]
    assert len(set(said.values())) == len(said)  # each part its own words
    assert "Television" in item.tip_at(QPointF(item.w / 2, 100))  # elsewhere: the whole card
    controller.shutdown()


def test_a_home_shows_its_score_breakdown_on_hover(qtbot, content):
    """Seed 000 分數計算方式: 「(1)取得的家電卡…(2)持有的家電卡種類…(3)…未支付的電費金額」: a home's tooltip
    adds them up as the rules do."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.SPACE, F.ONE])
    s = controller.state
    s.owned[0] = [s.board.index_of["led_bulb"], s.board.index_of["electric_fan"]]
    s.usage[0], s.paid[0] = 4, 1
    window = open_game(qtbot, PowerButlerWindow, controller)
    window._redraw()
    from desktop_app.rules.power_butler.engine import score

    points, variety, unpaid, total = score(s, 0)
    home = window.board.homes[0]
    text = home.description
    assert f"{points} + 2 kinds {variety} − unpaid bill {unpaid} = {total} points" in text
    first = home._card_rect(0, *home._card_size(home.data))
    assert "LED bulb" in home.tip_at(first.center())
    controller.shutdown()


def test_the_event_row_explains_its_cards_and_markers(qtbot, content):
    """Seed 000: 「玩家根據其最後一個放在事件排序標記(即放在最左邊事件排序標記)上的骰子，拿取其上方所對應的
    事件卡」: the heading says it plainly, each card tells its effect and each marker how it fills."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.SPACE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller)
    row = window.board.events
    assert "leftmost" in row.caption
    first = row.cards[0]
    event = controller.state.board.events[first.number]
    assert event.text.en in row.tip_at(QPointF(70, 100))
    assert "from the right" in row.tip_at(QPointF(70, 210))
    controller.shutdown()


def test_one_turn_played_by_keyboard_alone(qtbot, content):
    """Issue 13: Enter presses the step's default button (roll, keep, end the turn; a pending yes),
    focus stays on the panel after each action, and Tab reaches a Buy button: seed 000's turn,
    (1)骰子丟擲 (2)事件觸發 (3)骰子分配 (4)電力記錄, with no mouse."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(3, 4, Mode.SIMPLE), seats, bot_delay_ms=0)
    window = open_game(qtbot, PowerButlerWindow, controller)
    controller.pause()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    keys = 0

    def key(k) -> None:
        nonlocal keys
        keys += 1
        qtbot.keyClick(QApplication.focusWidget() or window, k)

    window.actions.focus_target().setFocus()  # the keyboard starts on the panel
    key(Qt.Key.Key_Return)  # roll
    assert controller.state.phase is not Phase.ROLL
    if controller.state.phase is Phase.REROLL:
        key(Qt.Key.Key_Return)  # keep
    assert controller.state.phase is Phase.ALLOCATE
    buyable = [
        b for b in window.actions.page.findChildren(QPushButton) if b.objectName().startswith("buy-") and b.isEnabled()
    ]
    assert buyable  # seed 4: Ann's dice buy something
    for _ in range(30):
        if QApplication.focusWidget() in buyable:
            break
        key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() in buyable
    key(Qt.Key.Key_Return)  # buy (a purchase that would lose yuan asks: Enter again says yes)
    if window.actions.pending is not None:
        key(Qt.Key.Key_Return)
    assert len(controller.state.owned[0]) == 1
    assert window.actions.isAncestorOf(QApplication.focusWidget())  # the keyboard is still on the panel
    key(Qt.Key.Key_Return)  # end the turn
    assert keys <= 8  # roll, keep, four Tabs to the first Buy button, buy, end
    assert controller.state.current == 1 or controller.state.round > 1
    controller.shutdown()


def test_the_keys_the_keyboard_walks_to_are_what_a_click_there_picks(qtbot, content):
    """Issue 13 (board by keyboard): each die, each shop card and the bill area offer the keyboard
    the very key a mouse click on that spot picks (a die's index, the appliance id, "bill")."""
    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.SPACE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller)
    board = window.board
    dice = board.tray.key_rects()
    assert [key for key, _ in dice] == list(range(6))
    for item in (board.tray, *board.cards, board.bill):
        for key, rect in item.key_rects():
            assert item.key_at(rect.center()) == key
    assert [key for card in board.cards for key, _ in card.key_rects()] == SHOP
    controller.shutdown()


def test_no_event_name_is_cut_inside_a_word(qtbot, content):
    """Issue 13: the event row cut "Electrician" in half. Every event of the pack, in both languages,
    fits its card with every word whole, at 21 scene px or more."""
    from PySide6.QtCore import Qt

    from desktop_app.views.power_butler.items import MIN_PX, EventRowItem, event_name_fit

    box = EventRowItem.name_box(0)
    for event in content.events:
        for name in (event.name.zh_TW, event.name.en):
            px, flags = event_name_fit(name, box)
            assert px >= MIN_PX and not flags & Qt.TextFlag.TextWrapAnywhere, name


def test_the_legend_names_every_symbol_of_the_table_in_chinese(qtbot, chinese, content):
    """Issue 13: every symbol (circled points, the coin price, ⚡, 每月 X 度, the three purchase
    conditions, yuan and red 3元/! dice, the event-order markers, purchase markers, the usage track)
    appears in the legend the "?" opens, each with a picture and words, in 繁體中文."""
    from PySide6.QtGui import QIcon

    from desktop_app.views.power_butler.legend import entries

    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.SPACE, F.ONE])
    window = PowerButlerWindow(controller, "zh_TW")
    qtbot.addWidget(window)
    rows = window._legend_entries()
    assert len(rows) == len(entries(content, "zh_TW")) == 12
    for shown, text in rows:
        assert CJK.search(text), text
        assert (isinstance(shown, QIcon) and not shown.isNull()) or (isinstance(shown, str) and shown)
    words = " ".join(text for _, text in rows)
    for symbol in ("⚡", "每月", "固定空間", "運送與安裝", "特殊插座", "3元", "事件排序標記", "用電量記錄軌"):
        assert symbol in words, symbol
    controller.shutdown()


def test_a_click_on_the_table_before_the_roll_says_why_it_does_nothing(qtbot, content):
    """Seed 000's turn order, (1)骰子丟擲 before (3)骰子分配: before the roll a click on a shop card or
    the bill says to roll first (in the status line), instead of nothing."""
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(3, 1, Mode.STANDARD), seats, bot_delay_ms=0)
    window = open_game(qtbot, PowerButlerWindow, controller)
    assert controller.state.phase is Phase.ROLL and controller.is_human_turn()
    card = window.board.cards[0]
    click_item(qtbot, window.board, card, QPointF(card.w / 2, card.h / 2))
    assert "Roll the dice first" in window.statusBar().currentMessage()
    assert "Roll the dice first" in card.toolTip()
    window.statusBar().clearMessage()
    bill = window.board.bill
    click_item(qtbot, window.board, bill, QPointF(bill.w / 2, 100))
    assert "Roll the dice first" in window.statusBar().currentMessage()
    assert controller.state.phase is Phase.ROLL
    controller.shutdown()


def test_dice_and_a_card_chosen_on_the_table_by_arrow_keys_buy_it(qtbot, content):
    """Issue 13 (board by keyboard): the arrows walk the ring over the dice and the shop cards,
    Enter chooses a die or clicks a card. Seed 000: 「不能找零」: 3+3 yuan buy the 6 yuan LED bulb."""
    from PySide6.QtCore import Qt

    controller = _spending(content, [F.THREE, F.THREE, F.ONE, F.TWO, F.SPACE, F.ONE])
    window = open_game(qtbot, PowerButlerWindow, controller)
    board = window.board
    keys = window.board_keys[0]
    keys.move(0, 0)  # as Tab onto the table does: the ring on the first thing to choose
    assert keys.current.item is board.tray and keys.current.key == 0
    qtbot.keyClick(board, Qt.Key.Key_Return)  # die 1: 3 yuan
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert keys.current.key == 1
    qtbot.keyClick(board, Qt.Key.Key_Space)  # die 2: 3 yuan
    assert window.actions.selected == {0, 1}
    for _ in range(8):  # down to the shop, then along it to the LED bulb
        if keys.current.item in board.cards:
            break
        qtbot.keyClick(board, Qt.Key.Key_Down)
    for _ in range(8):
        if keys.current.key == "led_bulb":
            break
        qtbot.keyClick(board, Qt.Key.Key_Right if board.cards.index(keys.current.item) < 1 else Qt.Key.Key_Left)
    assert keys.current.key == "led_bulb"
    qtbot.keyClick(board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(controller.state.owned[0]) == 1, timeout=3000)
    assert controller.state.owned[0] == [controller.state.board.index_of["led_bulb"]]
    controller.shutdown()
