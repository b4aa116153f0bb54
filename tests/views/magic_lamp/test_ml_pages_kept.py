"""What the window does not do again after an action: with one person at the screen the panel's
pages come back instead of being made again (the computer players' page and the person's, each
round), one race page serves every race, and a race's notes update only the players' places."""

from __future__ import annotations

from desktop_app.ai.base import bot_rng
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.magic_lamp.board_view import MagicLampBoardView
from desktop_app.views.magic_lamp.panels import MagicLampActionPanel

BOT = HeuristicBot()


def _play(qtbot, content, seats, steps=400):
    """A game played through the controller (paused), the panel refreshed after each action as
    the window refreshes it: (the panel, the page kinds shown one after the other)."""
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(len(seats), 9), seats, bot_delay_ms=0)
    controller.pause()
    panel = MagicLampActionPanel(controller, content, "en")
    qtbot.addWidget(panel)
    panel.show()
    rngs = [bot_rng(9, p) for p in range(len(seats))]
    kinds = []
    for _ in range(steps):
        panel.refresh()
        if panel.page is not None and (not kinds or kinds[-1] != panel.page.kind):
            kinds.append(panel.page.kind)
        if controller.is_over():
            break
        player = controller.current_player()
        if panel.page is not None and panel.page.kind[0] == "curtain":
            panel.curtain.open((controller.state.round, player))
            continue
        action = BOT.choose(controller.observation_for(player), rngs[player])
        if controller.is_human_turn():
            assert controller.submit(action)
        else:
            assert controller._submit(player, action)
    controller.shutdown()
    return panel, kinds


def test_with_one_person_here_a_page_comes_back_instead_of_being_made_again(qtbot, content):
    panel, kinds = _play(qtbot, content, [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")])
    assert len(kinds) > 30  # the person's pages and the computer players' page, in turn
    distinct = len(set(kinds))
    # each kind made once (a page whose parts changed is made anew: a few more)
    assert panel.pages_made <= distinct + 6 < len(kinds) / 2, (panel.pages_made, distinct, len(kinds))


def test_with_two_people_here_no_page_is_kept(qtbot, content):
    """Hot-seat: a page taken down is gone (none waits, hidden, with a person's secret die)."""
    panel, kinds = _play(qtbot, content, [Seat("Ann"), Seat("Bo"), Seat("Cy", "heuristic")], steps=60)
    assert panel.keep_pages == 0 and not panel._kept
    assert panel.pages_made >= len(kinds) - 1


def test_a_race_note_repaints_the_players_places_and_leaves_the_rest_alone(qtbot, content, monkeypatch):
    board = MagicLampBoardView(content, "en")
    qtbot.addWidget(board)
    seats = [Seat("Ann"), Seat("Bo", "heuristic")]
    state = MAGIC_LAMP.new_game(content, MagicLampOptions(2, 5))
    rngs = [bot_rng(5, p) for p in range(2)]
    while state.phase is not Phase.RACE:
        p = MAGIC_LAMP.current_player(state)
        state = MAGIC_LAMP.apply(state, BOT.choose(MAGIC_LAMP.observation(state, p), rngs[p]))
    board.show_state(state, seats)
    assert board.state_shown is state
    shown = []
    for section in ("_show_chests", "_show_piles", "_show_middle", "_show_players"):
        method = getattr(board, section)
        monkeypatch.setattr(
            board, section, lambda *args, method=method, section=section: (shown.append(section), method(*args))
        )
    board.race_status = {1: "touched the lamp: 0.91 s"}
    board.show_state(state, seats, changed=frozenset())  # (the window's call as the race goes on)
    assert shown == ["_show_players"] and board.repainted == ["player:1"]
    assert board.players[1].data.status == "touched the lamp: 0.91 s"
