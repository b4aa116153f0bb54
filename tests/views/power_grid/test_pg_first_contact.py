"""Power Grid for a newcomer (issue 13, "First contact"): the buttons that finish a step are
pinned in view at 1280x800 in every phase, buying 2 coal takes 4 clicks, a hybrid plant's need
is counted in the coal and oil rows, a click on a plant or city the rules refuse says why in the
status line, the market explains its numbers, and every panel control is named in Chinese."""

from __future__ import annotations

import random
import re

from helpers import LEFT, click_scene, show_window
from PySide6.QtWidgets import QAbstractSpinBox, QPushButton, QSlider, QWidget

from desktop_app.ai.registry import make_bot
from desktop_app.content.power_grid import PlantKind, Resource
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.queries import most_buyable
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions
from desktop_app.views.power_grid.panels.auction_pages import BidPage, ChoosePlantPage
from desktop_app.views.power_grid.panels.building_page import BuildingPage
from desktop_app.views.power_grid.panels.bureaucracy_page import BureaucracyPage
from desktop_app.views.power_grid.panels.resource_page import ResourcePage
from desktop_app.views.power_grid.window import PowerGridWindow

CJK = re.compile(r"[\u4e00-\u9fff]")

# The buttons that finish or confirm each page's step (their keys on the page).
FINISHING = {
    ChoosePlantPage: ("start", "decline"),
    BidPage: ("raise-1", "raise-5", "pass"),
    ResourcePage: ("buy", "done"),
    BuildingPage: ("build", "clear", "done"),
    BureaucracyPage: ("power",),
}


def _controller(content, seed: int = 21) -> GameController:
    """Three people at one table (every seat is a human, so each phase's page shows)."""
    seats = [Seat("Ann"), Seat("Bo"), Seat("Cy")]
    return GameController(POWER_GRID, content, PowerGridOptions(3, seed=seed), seats, bot_delay_ms=0)


def _advance(controller: GameController, done, limit: int = 3000) -> None:
    """Play for everyone with the heuristic bot until `done(state)`."""
    bot, rng = make_bot("power-grid", "heuristic"), random.Random(5)
    for _ in range(limit):
        if done(controller.state):
            return
        player = controller.current_player()
        assert controller.submit(bot.choose(controller.observation_for(player), rng))
    raise AssertionError("the wanted moment never came")


def _window(qtbot, controller, language: str = "en") -> PowerGridWindow:
    window = show_window(qtbot, PowerGridWindow(controller, language))
    window.board.zoom_fit()
    return window


def _fully_in_view(window: QWidget, button: QPushButton) -> bool:
    """The whole button is inside the window and not cut off by a scroll area."""
    top_left = button.mapTo(window, button.rect().topLeft())
    bottom_right = button.mapTo(window, button.rect().bottomRight())
    inside = window.rect().contains(top_left) and window.rect().contains(bottom_right)
    return inside and button.isVisible() and button.visibleRegion().boundingRect().size() == button.size()


MOMENTS = (
    ("choose", lambda s: True),
    ("bid", lambda s: s.phase is Phase.AUCTION and bool(s.auction_plant)),
    ("resources", lambda s: s.round == 2 and s.phase is Phase.RESOURCES),
    ("building", lambda s: s.round == 2 and s.phase is Phase.BUILDING),
    ("bureaucracy", lambda s: s.round == 2 and s.phase is Phase.BUREAUCRACY),
)


def test_the_finishing_buttons_are_in_view_at_1280x800_in_every_phase(qtbot, content):
    """Issue 13: 購買完成, 建設完成, the power-and-collect button and the bid buttons were below the
    fold of a ~145 px action box. They are pinned under the page, fully in view, in each phase."""
    for name, moment in MOMENTS:
        controller = _controller(content)
        _advance(controller, moment)
        window = _window(qtbot, controller)
        page = window.actions.page
        keys = FINISHING[type(page)]
        for key in keys:
            button = page.part(key)
            assert _fully_in_view(window, button), (name, key)
        window.actions.setFixedHeight(300)  # a cramped panel scrolls its page, never its buttons
        qtbot.wait(10)
        for key in keys:
            assert _fully_in_view(window, page.part(key)), (name, key, "cramped")
        controller.shutdown()
        window.close()


def test_buying_two_coal_takes_four_clicks(qtbot, content):
    """Issue 13: buying 2 coal took 17 clicks. Now: + + on the coal row, Buy, Done buying."""
    controller = _controller(content)
    _advance(
        controller,
        lambda s: s.phase is Phase.RESOURCES and most_buyable(s, controller.current_player(), Resource.COAL) >= 2,
    )
    window = _window(qtbot, controller)
    me = controller.current_player()
    coal = controller.state.fuel[me][Resource.COAL]
    page = window.actions.page
    assert isinstance(page, ResourcePage)
    clicks = [page.part("buy-0-plus"), page.part("buy-0-plus"), page.part("buy")]
    for button in clicks:
        qtbot.mouseClick(button, LEFT)
    assert controller.state.fuel[me][Resource.COAL] == coal + 2
    done = window.actions.page.part("done")
    assert _fully_in_view(window, done)
    qtbot.mouseClick(done, LEFT)
    assert controller.current_player() != me or controller.state.phase is not Phase.RESOURCES
    controller.shutdown()


def test_a_hybrid_plants_need_is_counted_in_the_coal_and_oil_rows(qtbot, content):
    """Seed 004: 「如果是hybrid（混合）型电厂，可购买所标的不同种资源」: a coal-or-oil plant's need
    shows in both the coal and the oil rows ("held / own need+hybrid need"), with a tooltip."""
    controller = _controller(content)
    _advance(controller, lambda s: s.phase is Phase.RESOURCES)
    state, me = controller.state, controller.current_player()
    hybrid = next(p for p in content.plants if p.kind is PlantKind.HYBRID)
    state.plants[me] = (*state.plants[me][:1], hybrid.number)
    window = _window(qtbot, controller)
    page = window.actions.page
    assert isinstance(page, ResourcePage)
    for r in (Resource.COAL, Resource.OIL):
        held = page.part(f"held-{r}")
        assert held.text().endswith(f"+{hybrid.fuel_needed}"), held.text()
        assert "hybrid" in held.toolTip()
    assert "+" not in page.part(f"held-{Resource.GARBAGE}").text()
    controller.shutdown()


def test_a_click_on_a_future_market_plant_says_why_in_the_status_line(qtbot, content):
    """Seed 004: 「可拍卖市场：3-6 号，未来市场：电厂7-10 号」: only the auction market is for sale.
    A click on a future-market plant was silent; now the reason shows in the status line."""
    controller = _controller(content)
    window = _window(qtbot, controller)
    assert isinstance(window.actions.page, ChoosePlantPage)
    future = controller.state.future_plants()[0]
    card = window.board.plant_item(future)
    click_scene(qtbot, window.market, card.sceneBoundingRect().center())
    assert not controller.history or controller.state.auction_plant == 0
    said = window.statusBar().currentMessage()
    assert "not in the current market" in said and "future market" in said and str(future) in said
    assert "future market" in card.toolTip()
    controller.shutdown()


def test_a_click_on_a_city_the_rules_refuse_says_why(qtbot, content):
    """A city you cannot build in answers a click with the rules' reason, named for the city."""
    controller = _controller(content)
    _advance(controller, lambda s: s.round == 2 and s.phase is Phase.BUILDING)
    window = _window(qtbot, controller)
    reasons = window.actions.page.clickable_cities()[1]
    city_id, reason = next(iter(reasons.items()))
    item = window.board.city_item(city_id)
    click_scene(qtbot, window.board, item.mapToScene(item.rect.center()))
    said = window.statusBar().currentMessage()
    assert said == (reason if item.label in reason else f"{item.label}: {reason}") and item.label in said
    controller.shutdown()


def test_the_resource_market_tooltip_says_what_its_numbers_are(qtbot, content):
    """The market tooltip read "煤: 24 / 0"; it now says which is for sale and which is in supply."""
    controller = _controller(content)
    window = _window(qtbot, controller)
    tip = window.market._resources.toolTip()
    market, supply = controller.state.res_market[0], controller.state.res_supply[0]
    assert f"{market} for sale in the market, {supply} in the general supply" in tip
    controller.shutdown()


def test_every_panel_control_has_a_chinese_accessible_name(qtbot, chinese, content):
    """In 繁體中文 every focusable control of every phase's page is named in Chinese (the steppers
    were 'plus', 'minus', 'buy coal'; the raise button 'raise 1')."""
    for name, moment in MOMENTS:
        controller = _controller(content)
        _advance(controller, moment)
        window = _window(qtbot, controller, "zh_TW")
        page = window.actions.page
        controls = [
            w
            for w in page.findChildren(QWidget) + page.footer.findChildren(QWidget)
            if isinstance(w, (QPushButton, QAbstractSpinBox, QSlider)) or w.focusPolicy() != w.focusPolicy().NoFocus
        ]
        controls = [
            w
            for w in controls
            if w.isVisibleTo(window)
            and w.focusPolicy() != w.focusPolicy().NoFocus
            and not isinstance(w.parentWidget(), QAbstractSpinBox)  # a spin box's editor: the box is named
        ]
        assert controls, name
        for control in controls:
            said = control.accessibleName() or getattr(control, "text", lambda: "")()
            assert CJK.search(said), (name, control.objectName(), type(control).__name__, said)
        controller.shutdown()
        window.close()


def test_the_raise_buttons_say_what_they_bid(qtbot, content):
    """ "Raise to 9" and Pass had no tooltip: each now says the bid and the plant."""
    controller = _controller(content)
    _advance(controller, lambda s: s.phase is Phase.AUCTION and bool(s.auction_plant))
    window = _window(qtbot, controller)
    page = window.actions.page
    assert isinstance(page, BidPage)
    plant = controller.state.auction_plant
    for key in ("raise-1", "raise-5", "pass"):
        assert page.part(key).toolTip(), key
    assert f"plant {plant}" in page.part("raise-1").toolTip()
    controller.shutdown()


def _painted_text_px(monkeypatch, window) -> dict[str, float]:
    """Each text the board paints and the smallest size it is painted at, in screen pixels
    after each view's fit (each scene rendered whole at that fit, item scales included): the map
    and the markets, each shown in turn where the table shows one part at a time."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    sizes: dict[str, float] = {}
    real = QPainter.drawText

    def recording(painter, *args):
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            px = painter.font().pixelSize() * painter.worldTransform().m11()
            sizes[text] = min(px, sizes.get(text, px))
        return real(painter, *args)

    shown_before = window.table.part
    for part in ("map", "markets"):
        window.table.show_part(part)
        QApplication.processEvents()
        for view in window.table.shown_views():
            view.zoom_fit()
            fit = view.transform().m11()
            rect = view.sceneRect()
            image = QImage(int(rect.width() * fit) + 2, int(rect.height() * fit) + 2, QImage.Format.Format_ARGB32)
            monkeypatch.setattr(QPainter, "drawText", recording)
            painter = QPainter(image)
            view.scene().render(painter, QRectF(0, 0, rect.width() * fit, rect.height() * fit), rect)
            painter.end()
            monkeypatch.setattr(QPainter, "drawText", real)
    window.table.show_part(shown_before)
    return sizes


def test_presentation_mode_makes_no_board_text_smaller_at_4k(qtbot, monkeypatch, content):
    """Issue 13: at 3840x2160 presentation mode shrank the city prices (~15 -> ~13 px). Every text
    the board paints is at least as large in presentation mode as without it."""
    controller = _controller(content)
    _advance(controller, lambda s: s.round == 2 and s.phase is Phase.BUILDING)
    window = show_window(qtbot, PowerGridWindow(controller, "zh_TW"), size=(3840, 2160))
    normal = _painted_text_px(monkeypatch, window)
    window.presentation_action.setChecked(True)
    window._toggle_presentation()
    qtbot.wait(10)
    presented = _painted_text_px(monkeypatch, window)
    assert normal and presented
    smaller = {t: (normal[t], presented[t]) for t in normal if t in presented and presented[t] < normal[t] - 0.05}
    assert not smaller, smaller
    prices = [presented[p] for p in ("10", "15", "20")]
    assert min(prices) >= 24, prices  # a city's prices, readable from the back of a class
    controller.shutdown()


def test_the_board_legend_and_market_labels_are_12_px_at_1280x800_on_either_part(qtbot, monkeypatch, content):
    """Issue 13: "no text on any board or card under 12 px at 1280x800 after fit-to-window". The
    market rows' labels, the supply, the carbon key and the city prices were 6-10 px when the
    map and the markets shared one scene fitted at 0.48; each part now fits its own view, and
    every text on the map and on the markets is 12 px or more, whichever part is shown."""
    controller = _controller(content)
    _advance(controller, lambda s: s.round == 2 and s.phase is Phase.BUILDING)
    window = _window(qtbot, controller, "zh_TW")
    sizes = _painted_text_px(monkeypatch, window)
    market = window.market
    for label in (*market._row_labels, market._block_label):
        if label.isVisible():
            assert sizes[label.text] >= 12.0, (label.text, sizes[label.text])
    for text in ("10", "15", "20"):
        assert sizes[text] >= 12.0, (text, sizes[text])
    assert sizes[market._resources.supply_title] >= 12.0
    assert min(sizes[t] for t in market._carbon_key.entries) >= 12.0
    small = {text: px for text, px in sizes.items() if px < 12.0 - 0.05}
    assert not small, small
    controller.shutdown()


def test_the_legend_shows_every_symbol_the_board_paints(qtbot, monkeypatch, chinese, content):
    """Issue 13: every symbol on the board and the cards appears in the legend ("?"), with its
    meaning in Chinese: each icon the board paints is drawn in a legend row too."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter, QPixmap

    from desktop_app.views.power_grid import legend
    from desktop_app.views.power_grid.icons import paint_icon
    from desktop_app.views.power_grid.items import plant_card, resource_market

    controller = _controller(content)
    _advance(controller, lambda s: s.round == 2 and s.phase is Phase.BUREAUCRACY)
    window = _window(qtbot, controller, "zh_TW")
    painted: dict[str, set[str]] = {"board": set(), "legend": set()}
    where = ["board"]

    def recording(painter, name, rect, **kw):
        painted[where[0]].add(name)
        return paint_icon(painter, name, rect, **kw)

    for module in (legend, plant_card, resource_market):
        monkeypatch.setattr(module, "paint_icon", recording)
    image = QImage(1200, 800, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for view in (window.board, window.market):
        view.scene().render(painter, QRectF(0, 0, 1200, 800), view.sceneRect())
    painter.end()
    where[0] = "legend"
    rows = window._legend_entries()
    assert painted["board"] and painted["board"] <= painted["legend"], painted["board"] - painted["legend"]
    assert len(rows) >= 15
    for picture, text in rows:
        assert isinstance(picture, QPixmap) and not picture.isNull()
        assert CJK.search(text), text
    controller.shutdown()


def test_the_board_by_keyboard_picks_a_plant_and_says_why_a_city_is_refused(qtbot, content):
    """Issue 13: board items could not be reached by keyboard. The arrow keys walk the market's
    plants with a ring and Enter picks one (as a click would); in the building step they also
    reach a city the rules refuse, and Enter says the rules' reason in the status line."""
    from PySide6.QtCore import Qt

    from desktop_app.views.power_grid.items.city import CityItem
    from desktop_app.views.power_grid.items.plant_card import PlantCardItem

    controller = _controller(content)
    window = _window(qtbot, controller)
    page = window.actions.page
    assert isinstance(page, ChoosePlantPage)
    keys = next(k for k in window.board_keys if k.view is window.market)
    window.market.setFocus()
    qtbot.keyClick(window.market, Qt.Key.Key_Right)
    for _ in range(12):  # on to a plant that can be bought
        if isinstance(keys.current.item, PlantCardItem) and keys.current.item.clickable:
            break
        qtbot.keyClick(window.market, Qt.Key.Key_Right)
    plant = keys.current.item.plant.number
    assert keys.ring.isVisible()
    qtbot.keyClick(window.market, Qt.Key.Key_Return)
    assert page.selected == plant and page.bid_box.value() == plant
    controller.shutdown()
    window.close()

    controller = _controller(content)
    _advance(controller, lambda s: s.round == 2 and s.phase is Phase.BUILDING)
    window = _window(qtbot, controller)
    keys = next(k for k in window.board_keys if k.view is window.board)
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Down)
    for _ in range(80):
        item = keys.current.item
        if isinstance(item, CityItem) and item.refusal:
            break
        qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert isinstance(item, CityItem) and item.refusal
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert item.refusal in window.statusBar().currentMessage()
    assert item.label in item.refusal
    controller.shutdown()


def test_no_number_on_a_panel_page_is_in_muted_grey(qtbot, content):
    """Issue 13: muted grey never carries a number a player must read (the fuel held and needed,
    the money beside the opening bid, the fuel burnt and CO2): every label with a digit on each
    phase's page is in ink."""
    from PySide6.QtWidgets import QLabel

    from desktop_app.views.power_grid.panels.common import colour_css
    from desktop_app.views.theme import Palette

    muted = f"color: {colour_css(Palette.INK_MUTED)}"
    for name, moment in MOMENTS:
        controller = _controller(content)
        _advance(controller, moment)
        window = _window(qtbot, controller)
        page = window.actions.page
        for label in page.findChildren(QLabel) + page.footer.findChildren(QLabel):
            if label.isVisibleTo(window) and any(c.isdigit() for c in label.text()):
                assert muted not in label.styleSheet(), (name, label.text())
        controller.shutdown()
        window.close()


def test_every_symbol_on_the_board_has_a_chinese_tooltip(qtbot, chinese, content):
    """Issue 13: every symbol on the board has a tooltip: each plant, city, cable cost, region,
    the draw pile, the turn order and the resource market explain themselves (in Chinese)."""
    controller = _controller(content)
    _advance(controller, lambda s: s.round == 2 and s.phase is Phase.BUILDING)
    window = _window(qtbot, controller, "zh_TW")
    kinds = {
        "PlantCardItem",
        "CityItem",
        "CostLabelItem",
        "RegionItem",
        "DeckItem",
        "StatusItem",
        "ResourceMarketItem",
    }
    seen: set[str] = set()
    for item in [*window.board.scene().items(), *window.market.scene().items()]:
        kind = type(item).__name__
        if kind in kinds and item.isVisible():
            seen.add(kind)
            assert CJK.search(item.toolTip()), (kind, item.toolTip())
    assert seen == kinds
    cost = next(i for i in window.board.scene().items() if type(i).__name__ == "CostLabelItem")
    assert str(cost.cost) in cost.toolTip()
    controller.shutdown()


def test_building_two_cities_takes_four_clicks(qtbot, content):
    """Two cities on the map, 'Build 2 cities', 'Done building': four clicks, each in view."""
    from desktop_app.rules.power_grid import engine

    controller = _controller(content)
    _advance(controller, lambda s: s.round == 2 and s.phase is Phase.BUILDING)
    window = _window(qtbot, controller)
    me = controller.current_player()
    state = controller.state
    owned = len(state.cities[me])
    ids = state.board.city_ids
    first = min(engine.buildable_cities(state, me), key=lambda c: c[1])[0]
    item = window.board.city_item(ids[first])
    click_scene(qtbot, window.board, item.mapToScene(item.rect.center()))  # 1
    second = next(c for c, _ in sorted(engine.buildable_cities(window.actions.page.preview, me), key=lambda c: c[1]))
    item = window.board.city_item(ids[second])
    click_scene(qtbot, window.board, item.mapToScene(item.rect.center()))  # 2
    page = window.actions.page
    build = page.part("build")
    assert "2" in build.text() and _fully_in_view(window, build)
    qtbot.mouseClick(build, LEFT)  # 3
    assert len(controller.state.cities[me]) == owned + 2
    done = window.actions.page.part("done")
    assert _fully_in_view(window, done)
    qtbot.mouseClick(done, LEFT)  # 4
    assert controller.current_player() != me or controller.state.phase is not Phase.BUILDING
    controller.shutdown()
