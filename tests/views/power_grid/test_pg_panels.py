"""The Power Grid side panels through the real widgets: an auction, fuel, building, power,
the players panel, the log's sentences in both languages and the end screen's tie-breaks."""

from __future__ import annotations

import ast
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app import i18n_build
from desktop_app.ai.registry import make_bot
from desktop_app.content.power_grid import Resource
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid import market as mk
from desktop_app.rules.power_grid.actions import Bid, BuildCity, RunPlants, StartAuction
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions
from desktop_app.views.power_grid.narration import narrate
from desktop_app.views.power_grid.panels import (
    ActionPanel,
    PlayersPanel,
    ScoreboardDialog,
    game_log,
)
from desktop_app.views.power_grid.panels.auction_pages import BidPage, ChoosePlantPage
from desktop_app.views.power_grid.panels.building_page import BuildingPage
from desktop_app.views.power_grid.panels.bureaucracy_page import BureaucracyPage
from desktop_app.views.power_grid.panels.resource_page import ResourcePage
from desktop_app.views.power_grid.panels.scoreboard import explain_result
from desktop_app.views.theme import scale_for

# The offscreen platform cannot resize a native top-level window to its size hints and says
# so once per window; real platforms can.
CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
PANELS = Path(__file__).resolve().parents[3] / "desktop_app" / "views" / "power_grid"


@pytest.fixture(scope="session", autouse=True)
def compiled_translations():
    assert i18n_build.build(quiet=True) == 0


def new_controller(content, names=("Mei", "Lin"), bots=(), seed=7) -> GameController:
    seats = [Seat(name, "heuristic" if i in bots else None) for i, name in enumerate(names)]
    options = PowerGridOptions(players=len(seats), seed=seed)
    return GameController(POWER_GRID, content, options, seats, bot_delay_ms=0)


def play_until(controller: GameController, done, limit: int = 3000) -> None:
    """Every seat (all human here) plays the heuristic bot's choice until `done(state)`."""
    bot = make_bot("power-grid", "heuristic")
    rng = random.Random(1)
    for _ in range(limit):
        if done(controller.state):
            return
        assert not controller.is_over(), "the game ended before the wanted moment"
        player = controller.current_player()
        assert controller.submit(bot.choose(controller.observation_for(player), rng))
    raise AssertionError("the wanted moment never came")


def open_panel(qtbot, controller, content, language="en") -> ActionPanel:
    panel = ActionPanel(controller, content, language)
    panel.auto_bid_delay_ms = 0
    panel.set_scale(1.0)  # not the scale of a small test window
    qtbot.addWidget(panel)
    panel.resize(420, 460)
    panel.show()
    return panel


def button(page, text_part: str) -> QPushButton:
    """A button on `page` or its pinned footer whose text holds `text_part`."""
    buttons = page.findChildren(QPushButton) + page.footer.findChildren(QPushButton)
    found = [b for b in buttons if text_part in b.text()]
    assert found, f"no button with '{text_part}' among {[b.text() for b in buttons]}"
    return found[0]


def plain(text: str) -> str:
    """Text without the no-break marks that keep a number with its unit."""
    return text.replace("\u2060", "").replace("\u00a0", " ")


# --- the action panel --------------------------------------------------------------------------


def test_a_human_wins_an_auction_by_choosing_bidding_and_the_other_passing(qtbot, content):
    controller = new_controller(content)
    panel = open_panel(qtbot, controller, content)
    log = game_log(content, controller.seats, "en")
    controller.action_did_apply.connect(log.append_record)
    chooser = controller.current_player()
    page = panel._page
    assert isinstance(page, ChoosePlantPage)
    assert not page.decline_button.isEnabled()
    assert "first round" in page.decline_button.toolTip()
    assert not page.start_button.isEnabled() and page.start_button.toolTip().endswith("Choose a plant first.")

    with qtbot.waitSignal(panel.clickable_plants_changed) as clickable:
        panel.refresh()  # what the board is told: the buyable plants, and why the others are not
    plants, reasons = clickable.args
    assert plants == {3, 4, 5, 6} and "future market" in reasons[7]
    page = panel._page
    panel.on_plant_clicked(4)  # as the board would, on a click in the market
    assert page.bid_box.value() == 4
    page.bid_box.selectAll()
    qtbot.keyClicks(page.bid_box, "6")
    qtbot.mouseClick(page.steppers[0][1], Qt.MouseButton.LeftButton)  # + one more
    assert plain(page.start_button.text()) == "Auction plant 4 at 7 Elektro"
    with qtbot.waitSignal(controller.action_did_apply) as opened:
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert opened.args[0].action == StartAuction(4, 7)

    bidder_page = panel._page
    assert isinstance(bidder_page, BidPage) and bidder_page.player != chooser
    qtbot.mouseClick(button(bidder_page, "Raise to 8"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(button(panel._page, "Raise to 13"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel._page.pass_button, Qt.MouseButton.LeftButton)

    state = controller.state
    assert 4 in state.plants[chooser] and state.money[chooser] == 50 - 13
    assert f"{controller.seats[chooser].name} bought plant 4 for 13 Elektro" in [plain(x) for x in log.lines()]


def test_bid_up_to_a_limit_raises_for_the_human_and_passes_above_it(qtbot, content):
    controller = new_controller(content)
    panel = open_panel(qtbot, controller, content)
    chooser = controller.current_player()
    assert controller.submit(StartAuction(4, 4))
    page = panel._page
    assert isinstance(page, BidPage)
    other = page.player
    page.auto_box.setValue(6)
    with qtbot.waitSignal(controller.action_did_apply) as raised:
        qtbot.mouseClick(page.auto_check, Qt.MouseButton.LeftButton)
    assert raised.args[0].action == Bid(5) and raised.args[0].player == other
    assert controller.current_player() == chooser
    with qtbot.waitSignal(controller.action_did_apply):
        assert controller.submit(Bid(6))
    qtbot.waitUntil(lambda: 4 in controller.state.plants[chooser])  # the limit passed for them
    assert controller.state.money[chooser] == 44
    assert panel.auto_bids == {}
    count = len(controller.history)
    qtbot.wait(20)
    assert len(controller.history) == count  # nothing more happens on their behalf


def test_resources_show_the_price_and_buy_it(qtbot, content):
    controller = new_controller(content)
    play_until(
        controller,
        lambda s: (
            s.phase is Phase.RESOURCES and any(s.free_storage(s.queue[0])[r] and s.res_market[r] for r in Resource)
        ),
    )
    panel = open_panel(qtbot, controller, content)
    page = panel._page
    assert isinstance(page, ResourcePage)
    state, me = controller.state, controller.current_player()
    fuel = next(r for r in Resource if page.boxes[r].maximum() > 0)
    amount = min(2, page.boxes[fuel].maximum())
    page.boxes[fuel].selectAll()
    qtbot.keyClicks(page.boxes[fuel], str(amount))
    price = mk.resource_cost(state, fuel, amount)
    assert page.prices[fuel].text() == str(price)
    assert plain(page.buy_button.text()) == f"Buy for {price} Elektro"
    blocked = [r for r in Resource if page.boxes[r].maximum() == 0]
    for r in blocked:  # a fuel the plants cannot store (or the market lacks) says why
        assert not page.boxes[r].isEnabled() and page.boxes[r].toolTip()
    qtbot.mouseClick(page.buy_button, Qt.MouseButton.LeftButton)
    assert controller.state.fuel[me][fuel] == state.fuel[me][fuel] + amount
    assert controller.state.money[me] == state.money[me] - price
    qtbot.mouseClick(panel._page.done_button, Qt.MouseButton.LeftButton)
    assert controller.current_player() != me or controller.state.phase is not Phase.RESOURCES


def test_cities_clicked_on_the_map_are_built_with_their_costs(qtbot, content):
    controller = new_controller(content)
    play_until(controller, lambda s: s.phase is Phase.BUILDING and s.round >= 2)
    panel = open_panel(qtbot, controller, content)
    assert isinstance(panel._page, BuildingPage)
    state, me = controller.state, controller.current_player()
    ids = state.board.city_ids
    first = min(engine.buildable_cities(state, me), key=lambda item: item[1])
    with qtbot.waitSignal(panel.build_preview_changed) as preview:
        panel.on_city_clicked(ids[first[0]])
    assert preview.args == [me, [ids[first[0]]]]
    after_one = engine.apply(state, BuildCity(ids[first[0]]))
    second = min(engine.buildable_cities(after_one, me), key=lambda item: item[1])
    with qtbot.waitSignal(panel.clickable_cities_changed) as clickable:
        panel.on_city_clicked(ids[second[0]])
    cities, reasons = clickable.args
    assert {ids[first[0]], ids[second[0]]} <= cities
    out_of_play = next(i for i, ok in enumerate(state.board.in_play) if not ok)
    assert "not in play" in reasons[ids[out_of_play]]
    page = panel._page
    house = content.city_costs[len(after_one.city_owners[second[0]])]
    cable = engine.connection_cost(after_one, me, second[0])
    texts = [plain(label.text()) for label in page.findChildren(QLabel)]
    assert f"house {house} + cable {cable} = {second[1]} Elektro" in texts
    assert not page.done_button.isEnabled() and page.done_button.toolTip()
    panel.on_city_clicked(ids[out_of_play])  # refused with the reason, nothing added
    assert "not in play" in panel.status.text() and len(panel.pending_cities) == 2
    qtbot.mouseClick(page.build_button, Qt.MouseButton.LeftButton)
    assert set(controller.state.cities[me]) >= {first[0], second[0]}
    assert controller.state.money[me] == state.money[me] - first[1] - second[1]
    assert panel.pending_cities == []


def test_bureaucracy_previews_the_income_and_powers(qtbot, content):
    controller = new_controller(content)
    play_until(
        controller,
        lambda s: (
            s.phase is Phase.BUREAUCRACY
            and s.round >= 2
            and engine.hybrid_coal_range(s, s.queue[0], s.plants[s.queue[0]]) is not None
        ),
    )
    panel = open_panel(qtbot, controller, content)
    page = panel._page
    assert isinstance(page, BureaucracyPage)
    state, me = controller.state, controller.current_player()
    expected = engine.apply(state, RunPlants(page.chosen(), page._action.hybrid_coal))
    assert plain(page.power_button.text()) == f"Power and earn {expected.income[me]} Elektro"
    with qtbot.waitSignal(controller.action_did_apply) as applied:
        qtbot.mouseClick(page.power_button, Qt.MouseButton.LeftButton)
    assert isinstance(applied.args[0].action, RunPlants)
    assert controller.state.money[me] == state.money[me] + expected.income[me]


def test_a_computer_players_turn_shows_them_thinking(qtbot, content):
    controller = new_controller(content, names=("Mei", "Bot"), bots=(0, 1))
    controller.pause()
    panel = open_panel(qtbot, controller, content)
    name = controller.seats[controller.current_player()].name
    assert panel._page.findChildren(QLabel)[0].text() == f"{name} is thinking…"


# --- players, log, words ---------------------------------------------------------------------------


def test_players_panel_outlines_the_player_to_act_and_counts_co2(qtbot, content):
    controller = new_controller(content)
    play_until(controller, lambda s: s.round >= 3 and any(any(b) for b in s.burnt))
    players = PlayersPanel(content, controller.seats, "en")
    qtbot.addWidget(players)
    players.set_scale(1.0)
    players.resize(700, 500)
    players.show()
    players.show_state(controller.state)
    assert players.active_seat() == controller.current_player()
    assert players.current_columns() == 2
    state = controller.state
    seat = next(p for p in range(2) if any(state.burnt[p]))
    kg = sum(n * content.resource_tracks[r].co2_kg_per_unit for r, n in enumerate(state.burnt[seat]))
    labels = [plain(label.text()) for label in players.cards[seat].findChildren(QLabel)]
    assert (f"{kg / 1000:.1f} t CO₂" if kg >= 1000 else f"{round(kg)} kg CO₂") in labels


def _records(content, names, seed=3, rounds=3):
    controller = new_controller(content, names=names, seed=seed)
    play_until(controller, lambda s: s.round > rounds)
    return controller


def test_narration_speaks_one_language_at_a_time(content):
    chinese = _records(content, ("小明", "小美"))
    english = _records(content, ("Ming", "Mei"))
    zh_lines = [line for r in chinese.history for line in narrate(r, chinese.seats, content, "zh_TW")]
    en_lines = [line for r in english.history for line in narrate(r, english.seats, content, "en")]
    assert zh_lines and len(zh_lines) == len(en_lines)
    for line in zh_lines:
        assert CJK.search(line) and not LATIN_WORD.search(line.replace("CO₂", "")), line
    for line in en_lines:
        assert not CJK.search(line), line
    won = next(r for r in chinese.history if any(e[0] == "auction_won" for e in r.after.events))
    _, who, plant, price = next(e for e in won.after.events if e[0] == "auction_won")
    name = chinese.seats[who].name
    assert f"{name} 以 {price} 電元 買下 {plant} 號電廠" in [
        plain(x) for x in narrate(won, chinese.seats, content, "zh")
    ]
    paid = next(r for r in english.history if any(e[0] == "income" for e in r.after.events))
    _, who, powered, income = next(e for e in paid.after.events if e[0] == "income")
    city_word = "city" if powered == 1 else "cities"
    assert f"{english.seats[who].name} powers {powered} {city_word} and earns {income} Elektro" in [
        plain(x) for x in narrate(paid, english.seats, content, "en")
    ]


def test_the_log_has_round_headers_and_large_lines_in_presentation_mode(qtbot, content):
    controller = _records(content, ("Ming", "Mei"), rounds=2)
    log = game_log(content, controller.seats, "en")
    qtbot.addWidget(log)
    for record in controller.history:
        log.append_record(record)
    lines = log.lines()
    assert lines[0] == "Round 1 · Phase 2: auction"
    assert "Round 2 · Phase 2: auction" in lines and "Round 1 · Phase 5: bureaucracy" in lines
    normal = log.view.font().pixelSize()
    log.set_presentation_mode(True)
    assert log.view.font().pixelSize() >= 1.5 * normal
    assert log.lines() == lines


# --- the end screen ------------------------------------------------------------------------------------


def _ended(content, powered, money, cities, winners):
    controller = _records(content, ("Mei", "Ming"), rounds=2)
    state = controller.state.clone()
    state.phase = Phase.GAME_OVER
    state.powered, state.money = list(powered), list(money)
    state.cities = [tuple(range(n)) for n in cities]
    state.winners = winners
    return controller, state


def test_the_scoreboard_explains_the_tie_break_in_words(qtbot, content):
    controller, state = _ended(content, (15, 15), (42, 30), (16, 15), (0,))
    dialog = ScoreboardDialog(state, controller.seats, content, "en", records=controller.history)
    qtbot.addWidget(dialog)
    assert plain(dialog.explanation.text()) == "Mei and Ming powered 15 cities each; Mei wins on money: 42 vs 30."
    _, by_cities = _ended(content, (15, 15), (42, 42), (16, 15), (0,))
    assert "Mei wins on cities connected: 16 vs 15" in plain(explain_result(by_cities, dialog.words))
    _, shared = _ended(content, (15, 15), (42, 42), (16, 16), (0, 1))
    assert plain(explain_result(shared, dialog.words)).startswith("Mei and Ming share the win")
    chinese = ScoreboardDialog(state, controller.seats, content, "zh_TW")
    qtbot.addWidget(chinese)
    assert "以金錢勝出：42 比 30" in chinese.explanation.text()


# --- the catalogue -----------------------------------------------------------------------------------


def test_every_panel_text_has_a_traditional_chinese_translation():
    used = set()
    for path in [PANELS / "narration.py", *sorted((PANELS / "panels").glob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and len(node.args) >= 2:
                name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                if name in ("translate", "QT_TRANSLATE_NOOP") and all(
                    isinstance(a, ast.Constant) for a in node.args[:2]
                ):
                    used.add((node.args[0].value, node.args[1].value))
    catalogue = {}
    root = ET.parse(PANELS.parents[1] / "i18n" / "pg_panels_zh_TW.ts").getroot()
    for context in root:
        for message in context.findall("message"):
            translation = message.find("translation")
            text = "".join(translation.itertext()).strip()
            done = translation.get("type") != "unfinished" and text
            catalogue[(context.find("name").text, message.find("source").text)] = done
    missing = [key for key in used if not catalogue.get(key)]
    assert not missing, f"untranslated (run lupdate and fill pg_panels_zh_TW.ts): {missing}"


def test_the_hybrid_slider_splits_coal_and_oil(qtbot, content):
    controller = new_controller(content)
    play_until(
        controller,
        lambda s: (
            s.phase is Phase.BUREAUCRACY and any(s.board.plant(n).kind.value == "hybrid" for n in s.plants[s.queue[0]])
        ),
    )
    state = controller.state.clone()
    me = state.queue[0]
    hybrid = next(n for n in state.plants[me] if state.board.plant(n).kind.value == "hybrid")
    need = state.board.plant(hybrid).fuel_needed
    state.fuel[me] = [need, need, 0, 0]  # enough coal and enough oil: any mix is possible
    state.plants[me] = (hybrid,)
    controller._state = state  # a frozen moment for the test
    panel = open_panel(qtbot, controller, content)
    page = panel._page
    assert page.slider.isVisible() and (page.slider.minimum(), page.slider.maximum()) == (0, need)
    page.slider.setValue(0)
    assert plain(page.mix_label.text()) == f"Hybrids burn 0 coal and {need} oil"
    with qtbot.waitSignal(controller.action_did_apply) as applied:
        qtbot.mouseClick(page.power_button, Qt.MouseButton.LeftButton)
    assert applied.args[0].action == RunPlants((hybrid,), 0)
    assert controller.state.burnt[me][Resource.OIL] == state.burnt[me][Resource.OIL] + need


def test_on_a_4k_projector_the_panels_grow_and_no_text_is_under_20_px(qtbot, content):
    controller = new_controller(content)
    play_until(controller, lambda s: s.phase is Phase.RESOURCES)
    window = QWidget()
    qtbot.addWidget(window)
    column = QVBoxLayout(window)
    panel = ActionPanel(controller, content, "zh_TW")
    players = PlayersPanel(content, controller.seats, "zh_TW")
    log = game_log(content, controller.seats, "zh_TW")
    for widget in (players, panel, log):
        column.addWidget(widget)
    players.show_state(controller.state)
    for record in controller.history:
        log.append_record(record)
    window.resize(3840, 2160)
    window.show()
    qtbot.waitUntil(lambda: panel.scale == scale_for(QSize(3840, 2160)))
    assert players.scale == log.scale == panel.scale > 2.5
    sizes = [
        label.font().pixelSize() for w in (panel, players) for label in w.findChildren(QLabel) if label.isVisible()
    ]
    assert sizes and min(sizes) >= 20
    assert log.view.font().pixelSize() >= 20


def test_english_counts_of_one_are_singular(content):
    from desktop_app.views.power_grid.narration import Words

    words = Words(content, [], "en")
    assert words.translate("Players", "%n cities", "", 1) == "1 city"
    assert words.translate("Players", "%n cities", "", 2) == "2 cities"
    assert words.translate("Players", "%n houses left", "", 1) == "1 house left"
    assert "城市" in Words(content, [], "zh_TW").translate("Players", "%n cities", "", 1)
