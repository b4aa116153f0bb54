"""The Power Grid table's two views (the map, and the markets it owns: `view.market`), through
the real widgets: they build for every player count, draw houses and markets from the state,
turn clicks on clickable things (only) into signals, update their items in place, switch
language, preview builds, zoom and present."""

from __future__ import annotations

import random

import pytest
from helpers import click_scene

from desktop_app import i18n_build
from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import Bid, BuildCity, StartAuction
from desktop_app.rules.power_grid.state import (
    STEP3_CARD,
    Phase,
    PowerGridOptions,
    State,
)
from desktop_app.views.power_grid import PowerGridBoardView
from desktop_app.views.power_grid.board_view import install_board_catalogue
from desktop_app.views.power_grid.items.label import LabelItem
from desktop_app.views.power_grid.items.plant_card import PlantCardItem
from desktop_app.views.theme import PLAYER_STYLES


@pytest.fixture(scope="module")
def content():
    assert i18n_build.build(quiet=True) == 0
    return load_power_grid()


def seats(n: int) -> list[Seat]:
    return [Seat(f"Player {i + 1}", bot=None if i == 0 else "heuristic") for i in range(n)]


def play_until(state: State, done, seed: int = 3, limit: int = 3000) -> State:
    """Play seeded uniform-random legal moves (bids at the minimum) until `done(state)`."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(state) or engine.is_over(state):
            break
        actions = engine.legal_actions(state)
        building = [a for a in actions if isinstance(a, BuildCity)]
        state = engine.apply(state, rng.choice(building or actions))
    assert done(state), "the seeded game never reached the wanted moment"
    return state


def with_houses(state: State, houses: dict[int, list[str]], step: int = 2) -> State:
    """The state with these houses built (in this order), at `step`: the board only reads
    owners, cities and the step, so the rest of the state need not agree."""
    state = state.clone()
    board = state.board
    state.step = step
    owners = [list(o) for o in state.city_owners]
    for player, city_ids in houses.items():
        indices = [board.city_index[c] for c in city_ids]
        state.cities[player] = tuple(indices)
        for index in indices:
            owners[index].append(player)
    state.city_owners = [tuple(o) for o in owners]
    return state


@pytest.fixture
def make_view(qtbot, content):
    def make(state: State | None = None, language: str = "zh_TW") -> PowerGridBoardView:
        view = PowerGridBoardView(content, language)
        qtbot.addWidget(view)
        qtbot.addWidget(view.market)
        for shown in (view, view.market):
            shown.resize(1280, 800)
            shown.show()
            qtbot.waitExposed(shown)
        if state is not None:
            view.show_state(state, seats(state.players))
        return view

    yield make
    install_board_catalogue("en")  # leave the board catalogue at English for other tests


def new_state(content, players: int = 4, seed: int = 7) -> State:
    return engine.new_game(content, PowerGridOptions(players, seed))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_board_builds_for_every_player_count(make_view, content, players):
    state = new_state(content, players, seed=players)
    view = make_view(state)
    game_map = state.board.game_map
    assert {c.id for c in game_map.cities} == set(view._map.cities)
    for index, city_id in enumerate(state.board.city_ids):
        assert view.city_item(city_id).in_play == state.board.in_play[index]
    shown = {n for n in state.market if view.plant_item(n) is not None and view.plant_item(n).isVisible()}
    assert shown == set(state.market)


def test_houses_show_their_owners_in_build_order(make_view, content):
    regions = ("north", "northwest", "central", "southwest", "south")
    state = engine.new_game(content, PowerGridOptions(5, 11, regions=regions))
    state = with_houses(state, {0: ["taipei", "banqiao"], 3: ["taipei"], 4: ["tainan"]})
    view = make_view(state)
    assert view.city_item("taipei").owners == (0, 3)
    assert view.city_item("banqiao").owners == (0,)
    assert view.city_item("tainan").owners == (4,)
    assert view.city_item("keelung").owners == ()
    assert all(view.city_item(c).open_slots == 2 for c in state.board.city_ids)
    assert not view.city_item("hualien").in_play


def test_show_state_updates_items_in_place(make_view, content):
    state = play_until(new_state(content), lambda s: s.phase is Phase.BUILDING)
    view = make_view(state)
    view.set_clickable_plants(set(state.market), {})
    city_items = {c: view.city_item(c) for c in state.board.city_ids}
    cards = {n: view.plant_item(n) for n in state.market}
    scene_items = len(view.market.scene().items())
    later = play_until(state, lambda s: s.round >= 3 and s.phase is Phase.BUILDING and any(s.cities))
    view.show_state(later, seats(later.players))
    assert all(view.city_item(c) is item for c, item in city_items.items())
    assert all(view.plant_item(n) is card for n, card in cards.items())
    new_cards = len(set(view.market._cards) - set(cards))
    assert len(view.market.scene().items()) == scene_items + new_cards
    for index, owners in enumerate(later.city_owners):
        assert view.city_item(later.board.city_ids[index]).owners == tuple(owners)


def test_city_clicked_only_for_clickable_cities(qtbot, make_view, content):
    state = play_until(new_state(content), lambda s: s.phase is Phase.BUILDING)
    view = make_view(state)
    ids = state.board.city_ids
    open_city, shut_city = ids[state.board.in_play_cities[0]], ids[state.board.in_play_cities[1]]
    view.set_clickable_cities({open_city}, {shut_city: "Not enough Elektro: 22 needed, 10 held."})
    with qtbot.waitSignal(view.city_clicked, timeout=1000) as blocker:
        click_scene(qtbot, view, view.city_item(open_city).centre_in_scene())
    assert blocker.args == [open_city]
    with qtbot.assertNotEmitted(view.city_clicked, wait=50):
        click_scene(qtbot, view, view.city_item(shut_city).centre_in_scene())
    assert "Not enough Elektro" in view.city_item(shut_city).toolTip()
    assert view.city_item(open_city).clickable and not view.city_item(shut_city).clickable


def test_plant_clicked_only_for_clickable_plants(qtbot, make_view, content):
    state = new_state(content)
    view = make_view(state)
    buyable, future = state.buyable_plants(), state.future_plants()
    view.set_clickable_plants({buyable[0]}, {future[0]: "Not for sale yet"})

    def card_centre(number: int):
        card = view.plant_item(number)
        return card.mapToScene(card.card_rect().center())

    with qtbot.waitSignal(view.plant_clicked, timeout=1000) as blocker:
        click_scene(qtbot, view.market, card_centre(buyable[0]))
    assert blocker.args == [buyable[0]]
    with qtbot.assertNotEmitted(view.plant_clicked, wait=50):
        click_scene(qtbot, view.market, card_centre(future[0]))
    assert "Not for sale yet" in view.plant_item(future[0]).toolTip()


def test_language_switch_changes_city_and_board_labels(make_view, content):
    view = make_view(new_state(content), language="zh_TW")
    taipei = view.city_item("taipei")

    def labels():
        return {i.text for i in view.market.scene().items() if isinstance(i, LabelItem)}

    assert taipei.label == "臺北"
    assert "電廠市場" in labels()
    view.set_language("en")
    assert taipei.label == "Taipei"
    assert "Power plant market" in labels()
    assert view.city_item("taipei") is taipei


def test_highlight_build_draws_the_cheapest_path_in_the_players_colour(make_view, content):
    # Taipei and Hengchun both in play: cables pass only through regions in play.
    regions = ("north", "northwest", "central", "southwest", "south")
    state = with_houses(engine.new_game(content, PowerGridOptions(5, 7, regions=regions)), {2: ["taipei"]}, step=1)
    view = make_view(state)
    board = state.board
    player, network = 2, {board.city_index["taipei"]}
    target_id = "hengchun"
    target = board.city_index[target_id]
    view.highlight_build(player, [target_id])

    links = view.highlighted_links
    assert links, "a city away from the network needs a cable path"
    assert board.city_index[links[0][0]] in network and links[-1][1] == target_id
    cost = sum(next(k.cost for k in board.game_map.connections if {k.a, k.b} == {a, b}) for a, b in links)
    assert cost == min(board.dist[n][target] for n in network)
    colour = PLAYER_STYLES[player].colour
    lit = [k for k in view._map.connections if k.highlight is not None]
    assert {frozenset((k.a, k.b)) for k in lit} == {frozenset(link) for link in links}
    assert all(k.highlight == colour for k in lit)
    assert view.city_item(target_id).pending == player

    view.highlight_build(player, [])
    assert view.highlighted_links == []
    assert not any(k.highlight is not None for k in view._map.connections)
    assert view.city_item(target_id).pending is None


def test_auction_puts_the_plant_on_the_block_with_the_bid(make_view, content):
    state = new_state(content)
    plant = state.buyable_plants()[1]
    state = engine.apply(state, StartAuction(plant, plant))
    state = engine.apply(state, Bid(plant + 2))
    view = make_view(state, language="en")
    card = view.plant_item(plant)
    assert card.on_block and card.bid == plant + 2 and card.high_bidder == state.auction_high
    assert str(plant + 2) in card.bid_label
    assert not any(view.plant_item(n).on_block for n in state.market if n != plant)


def test_step3_shows_one_row_of_six_and_the_step3_card_when_it_waits(make_view, content):
    state = new_state(content, 3, 5)
    state.step = 3
    state.market = [20, 24, 27, 31, 35, 40]
    state.deck = [n for n in state.deck if n != STEP3_CARD and n not in state.market]
    view = make_view(state)
    cards = [view.plant_item(n) for n in state.market]
    assert all(isinstance(c, PlantCardItem) and c.isVisible() for c in cards)
    assert len({round(c.y()) for c in cards}) == 1
    assert not view.market._step3_card.isVisible()

    waiting = new_state(content)
    waiting.market = [*waiting.market[:7], STEP3_CARD]
    view.show_state(waiting, seats(waiting.players))
    assert view.market._step3_card.isVisible()
    assert not view.plant_item(20).isVisible()


def test_zoom_and_presentation_mode_keep_the_items(make_view, content):
    view = make_view(new_state(content))
    fit = view.transform().m11()
    view.zoom_in()
    assert view.transform().m11() > fit
    view.zoom_out()
    view.zoom_out()
    assert view.transform().m11() == pytest.approx(fit)
    taipei = view.city_item("taipei")
    small = taipei.tile_rect().height()
    view.set_presentation_mode(True)
    assert view.city_item("taipei") is taipei
    assert taipei.tile_rect().height() > small
    view.set_presentation_mode(False)
    assert taipei.tile_rect().height() == small


def test_plant_13_lies_face_up_on_the_deck_until_drawn(make_view, content):
    """Seed 004: "将电厂13 号放置在电厂卡堆顶部，面朝上": the board draws plant 13 face up on the deck
    in round 1 (not clickable, with a tooltip saying why); once drawn it is a market card."""
    state = new_state(content)
    view = make_view(state, language="en")
    card = view.plant_item(13)
    assert card.isVisible() and not card.clickable
    assert card.pos() == view.market._deck.pos()
    assert "Face up on top of the deck" in card.toolTip()
    assert "plant 13" in view.market._deck.note

    state = engine.apply(state, StartAuction(3, 3))
    while state.auction_plant:
        state = engine.apply(state, engine.legal_actions(state)[0])  # everyone passes
    view.show_state(state, seats(state.players))
    assert 13 in state.market and card.isVisible() and card.pos() != view.market._deck.pos()
    assert "plant 13" not in view.market._deck.note
