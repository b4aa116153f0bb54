"""Power Butler's table from a state: the usage track shows each player's unpaid gap, shop cards
carry price, conditions, markers and kWh, the event row keeps the fired card in its place with
3元/! dice on the markers, spent dice are greyed, and the tray is blank before the roll."""

from __future__ import annotations

import pytest

from desktop_app.content.power_butler import Face
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.cards import surface_last_round_card
from desktop_app.rules.power_butler.engine import apply, legal_actions, new_game
from desktop_app.rules.power_butler.state import Mode, Phase, PowerButlerOptions
from desktop_app.views.power_butler.board_view import (
    PowerButlerBoardView,
    marker_fill,
    used_dice,
)

SEATS = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "random")]


@pytest.fixture
def board(qtbot, content):
    view = PowerButlerBoardView(content, "en")
    view.animate = False
    qtbot.addWidget(view)
    view.resize(900, 760)
    return view


def test_the_usage_track_shows_the_unpaid_gap_and_paid_ahead(board, content):
    state = new_game(content, PowerButlerOptions(3, 4, Mode.SIMPLE))
    state.usage = [9, 2, 2]
    state.paid = [4, 2, 5]
    board.show_state(state, SEATS)
    lanes = board.track.lanes
    assert [(ln.usage, ln.paid) for ln in lanes] == [(9, 4), (2, 2), (2, 5)]
    assert lanes[0].unpaid_text == "unpaid 5" and lanes[1].unpaid_text == "" and lanes[2].unpaid_text == "paid ahead 3"
    assert lanes[0].active and board.track.x_of(9) > board.track.x_of(4)


def test_shop_cards_show_price_conditions_markers_and_kwh(board, content):
    state = new_game(content, PowerButlerOptions(3, 4, Mode.STANDARD))
    card = state.market[0]
    appliance = state.appliance(card)
    state.markers[1][a.Marker.MONEY] = card
    board.show_state(state, SEATS)
    data = board.cards[0].data
    assert data.price == appliance.price and data.power == appliance.power
    assert data.kwh == f"{appliance.kwh_month:g} kWh/month"
    assert data.conditions == [int(f) for f in appliance.conditions]
    assert (1, int(a.Marker.MONEY)) in data.markers
    simple = new_game(content, PowerButlerOptions(3, 4, Mode.SIMPLE))
    board.show_state(simple, SEATS)
    assert all(not c.data.conditions for c in board.cards if c.data is not None)


def test_the_fired_event_keeps_its_place_and_dice_sit_on_the_markers(board, content):
    for seed in range(1, 200):
        state = new_game(content, PowerButlerOptions(3, seed, Mode.SIMPLE))
        state = apply(state, a.RollDice())
        if state.phase is Phase.REROLL:
            state = apply(state, a.KeepDice())
        if state.fired_event:
            break
    threes = state.dice.count(Face.THREE)
    assert sum(marker_fill(state)) == threes
    board.show_state(state, SEATS)
    cards = board.events.cards
    assert len(cards) == 5 and [c.fired for c in cards].count(True) == 1
    assert next(c for c in cards if c.fired).number == state.fired_event


def test_spent_dice_are_greyed_and_the_tray_is_blank_before_the_roll(board, content):
    state = new_game(content, PowerButlerOptions(3, 7, Mode.SIMPLE))
    board.show_state(state, SEATS, interactive=True)
    assert board.tray.blank and not board.tray.clickable
    for seed in range(1, 200):
        state = new_game(content, PowerButlerOptions(3, seed, Mode.SIMPLE))
        state = apply(state, a.RollDice())
        if state.phase is Phase.REROLL:
            state = apply(state, a.KeepDice())
        buys = [act for act in legal_actions(state) if type(act) is a.Buy]
        if buys:
            state = apply(state, buys[0])
            break
    board.show_state(state, SEATS, interactive=True)
    assert not board.tray.blank and board.tray.clickable
    assert len(board.tray.used) == len(buys[0].faces) == len(used_dice(state))
    assert board.homes[0].data.cards  # the bought appliance is at home


def test_the_last_round_card_lies_in_front_of_the_start_player(board, content):
    """Seed 000: "當卡牌堆最上方出現「最後一輪卡」時，須將此張卡牌移置起始玩家面前桌上": the card is drawn in
    the start player's home from the moment the rules hand it over, and nowhere before."""
    state = new_game(content, PowerButlerOptions(3, 4, Mode.SIMPLE))
    board.show_state(state, SEATS)
    assert [home.data.last_round_card for home in board.homes] == ["", "", ""]
    state.deck = [c for c in state.deck if c >= 0][:2] + [-2]  # the card is next, under nothing
    state.events = []
    surface_last_round_card(state)
    assert state.last_round_holder == 0
    board.show_state(state, SEATS)
    assert [home.data.last_round_card for home in board.homes] == ["Last-round card", "", ""]
    assert "one more round" in board.bill.deck


def test_a_marker_on_a_bought_card_is_shown_coming_back(board, content):
    """Seed 000 (4)電力記錄: "將該張卡牌上方原先放置的各購買條件標記交還給各所屬玩家": until the turn ends the
    bill panel says the marker is on its way home (it is on no shop card and cannot be placed)."""
    state = new_game(content, PowerButlerOptions(3, 4, Mode.STANDARD))
    state.markers[0][a.Marker.SPACE] = -4  # RETURNING
    state.phase = Phase.ALLOCATE
    state.dice = [int(Face.ONE)] * 6
    state.avail = [6, 0, 0, 0, 0, 0]
    board.show_state(state, SEATS)
    assert "Marker back when the turn ends: Fixed space" in board.bill.lines
    assert all((0, int(a.Marker.SPACE)) not in card.data.markers for card in board.cards if card.data)
