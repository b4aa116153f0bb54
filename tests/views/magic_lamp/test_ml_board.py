"""Aladdin's table: what the board shows is what the rules say (collections grouped by gem and by
metal, protected sets, dice under cloths while secret), the chest can be chosen on the table, and
a turned card animates unless the speed is instant."""

from __future__ import annotations

import pytest
from helpers import LEFT, click_item, show_window

from desktop_app.ai.base import bot_rng
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot
from desktop_app.content.magic_lamp import ACCESSORIES, GEMS
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.actions import ChooseChest, DrawCard
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.scoring import gem_counts
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.magic_lamp.board_view import MagicLampBoardView, player_data
from desktop_app.views.magic_lamp.window import MagicLampWindow


def _played_until(content, done, players=3):
    """A controller (every seat human) played ahead by heuristic bots until `done(state)`."""
    for seed in range(1, 80):
        seats = [Seat(f"P{i}") for i in range(players)]
        controller = GameController(MAGIC_LAMP, content, MagicLampOptions(players, seed), seats, bot_delay_ms=0)
        bots, rngs = HeuristicBot(), [bot_rng(seed, p) for p in range(players)]
        while not done(controller.state) and not controller.is_over():
            p = controller.current_player()
            controller._record(p, bots.choose(controller.observation_for(p), rngs[p]))
        if done(controller.state):
            return controller
    pytest.skip("no seeded game reached the moment")


def _window(qtbot, controller, speed="max") -> MagicLampWindow:
    return show_window(qtbot, MagicLampWindow(controller, "en"), speed=speed)


def test_collections_are_grouped_by_gem_and_by_metal_as_the_rules_count_them(content):
    controller = _played_until(content, lambda s: s.round >= 5 and s.phase is Phase.CHOOSE)
    state = controller.state
    st = state.static
    for seat in range(state.players):
        data = player_data(state, seat, "x")
        assert [g + a for g, a in data.gems] == gem_counts(state, seat)  # amulets count under their gem
        for metal in range(3):
            for k, kind in enumerate(ACCESSORIES):
                held = sum(1 for c in state.tableau[seat] if st.kind[c] is kind and st.metal[c] == metal)
                assert data.accessories[metal][k] == held
        assert data.sets == state.complete_sets(seat)  # protected sets are marked
        shown = sum(g for g, _ in data.gems) + sum(a for _, a in data.gems) + data.alone_amulets
        shown += sum(map(sum, data.accessories))
        assert shown == len(state.tableau[seat])
        assert all(value == 0 for _, value in data.dice)  # secret while choosing
    assert len(GEMS) == len(data.gems)


def test_a_free_draw_chest_is_chosen_by_clicking_it_on_the_table(qtbot, content):
    controller = _played_until(content, lambda s: s.phase is Phase.CHEST)
    window = _window(qtbot, controller)
    board = window.board
    metal = next(i for i in range(3) if controller.state.decks[i])
    assert board.chests[metal].clickable
    click_item(qtbot, board, board.chests[metal])
    assert isinstance(controller.history[-1].action, ChooseChest)
    controller.shutdown()


def test_a_turned_card_flips_over_unless_instant_and_the_scorpions_are_counted(qtbot, content):
    controller = _played_until(content, lambda s: s.phase is Phase.DRAW and len(s.decks[s.explore_metal]) > 3)
    window = _window(qtbot, controller, speed="normal")
    controller.pause()
    controller.submit(DrawCard())
    explore = window.board.explore
    if controller.state.phase is Phase.DRAW:  # not busted: the card is on the table, turning
        assert explore.in_motion()
        assert explore.status.startswith(f"{controller.state.drawn_scorpions} / ")
    window.set_speed("max", remember=False)
    if controller.state.phase is Phase.DRAW and controller.state.decks[controller.state.explore_metal]:
        controller.submit(DrawCard())
        assert explore.progress == 1.0 and not explore.in_motion()
    controller.shutdown()


def test_the_new_game_dialog_sets_seats_levels_and_the_ring(qtbot):
    from desktop_app.views.magic_lamp.new_game_dialog import MagicLampNewGameDialog

    dialog = MagicLampNewGameDialog("en")
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    dialog.kinds[1].setCurrentIndex(0)  # a second human: hot-seat
    dialog.kinds[3].setCurrentIndex(3)  # the expert, who searches
    dialog.names[1].setText("  ")
    dialog.ring.setChecked(True)
    setup = dialog.setup(seed=7)
    assert setup.options.players == 4 and setup.options.magic_ring and setup.options.seed == 7
    assert [s.bot for s in setup.seats] == [None, None, "heuristic", "expert"]
    assert setup.seats[1].name == "Player 2"


def test_presentation_mode_enlarges_the_panel_and_log(qtbot, content):
    controller = _played_until(content, lambda s: s.phase is Phase.DRAW)
    window = _window(qtbot, controller)
    before = window.log.font().pixelSize()
    window.presentation_action.trigger()
    assert window.log.font().pixelSize() > before
    window.presentation_action.trigger()
    assert window.log.font().pixelSize() == before
    controller.shutdown()


def test_an_amulet_stays_under_its_colour_on_the_board_until_the_last_gem_goes(content):
    """Seed 003: 「原先置於某張寶石卡下方(其上方只有1張寶石卡)，但該張寶石卡被其他玩家取走，則此護符卡將
    視為單獨1張」: the board shows the amulet under the rubies while one is left, then alone."""
    from desktop_app.rules.magic_lamp import engine
    from desktop_app.rules.magic_lamp.flow import lose

    s = engine.new_game(content, MagicLampOptions(3, 1))
    ids = s.static.index
    for row in s.tableau:
        s.removed.extend(row)
        row.clear()
    cards = [ids[c] for c in ("gold_ruby_1", "silver_ruby_1", "gold_amulet_1")]
    for deck in s.decks:
        for c in cards:
            if c in deck:
                deck.remove(c)
    s.tableau[0].extend(cards)
    s.amulet_colour[ids["gold_amulet_1"]] = 1  # under the rubies
    lose(s, 0, ids["gold_ruby_1"])
    data = player_data(s, 0, "x")
    assert data.gems[1] == (1, 1) and data.alone_amulets == 0
    lose(s, 0, ids["silver_ruby_1"])
    data = player_data(s, 0, "x")
    assert data.gems[1] == (0, 0) and data.alone_amulets == 1


def test_the_log_says_the_wizard_ends_the_game_at_once(qtbot, content):
    """Seed 003: 「當有玩家抽到巫師卡時即告結束」: the narration no longer promises the round's other
    chests."""
    from desktop_app.controllers.game_controller import ActionRecord
    from desktop_app.rules.magic_lamp import engine
    from desktop_app.views.magic_lamp.narration import MagicLampWords

    s = engine.new_game(content, MagicLampOptions(3, 1))
    after = s.clone()
    after.events = [("wizard", 0, after.decks[0][5])]
    words = MagicLampWords(content, [Seat("Ann"), Seat("Bo"), Seat("Cy")], "en")
    line = words.lines(ActionRecord(1, 0, DrawCard(), s, after, True))[-1]
    assert line.startswith("Ann finds the wizard!") and "no more chests" in line
    assert "after this round" not in line


def _table(qtbot, content) -> MagicLampBoardView:
    """A bare table at a free draw, the chests with cards clickable."""
    board = MagicLampBoardView(content, "en")
    board.animate = False
    qtbot.addWidget(board)
    board.resize(1280, 800)
    board.show()
    qtbot.waitExposed(board)
    controller = _played_until(content, lambda s: s.phase is Phase.CHEST)
    board.show_state(controller.state, controller.seats, chest_choice=True)
    controller.shutdown()
    return board


def _point(board, item):
    return board.mapFromScene(item.mapToScene(item.rect.center()))


def test_the_lamp_is_touched_when_the_button_goes_down(qtbot, content):
    """The race is timed: a touch counts at the press, not a reaction's worth later at the release."""
    board = _table(qtbot, content)
    board.set_race(True, "", [], covered=False)
    assert board.lamp.clickable
    with qtbot.waitSignal(board.lamp_clicked, timeout=500):
        qtbot.mousePress(board.viewport(), LEFT, pos=_point(board, board.lamp))
    qtbot.mouseRelease(board.viewport(), LEFT, pos=_point(board, board.lamp))
    board.set_race(False, "", [], covered=False)
    assert not board.lamp.clickable


def test_a_press_on_a_chest_dragged_off_it_chooses_no_chest(qtbot, content):
    board = _table(qtbot, content)
    metal = next(i for i in range(3) if board.chests[i].clickable)
    chosen: list[int] = []
    board.chest_clicked.connect(chosen.append)
    qtbot.mousePress(board.viewport(), LEFT, pos=_point(board, board.chests[metal]))
    assert chosen == []  # not on the press
    qtbot.mouseRelease(board.viewport(), LEFT, pos=_point(board, board.explore))
    assert chosen == []
    qtbot.mouseClick(board.viewport(), LEFT, pos=_point(board, board.chests[metal]))
    assert chosen == [metal]
