"""Power On! bots: only legal actions, games finish, the heuristic beats random; simulate, saves."""

from __future__ import annotations

import json

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import bot_names, make_bot
from desktop_app.cli import main as cli_main
from desktop_app.commands.simulate import main as simulate_main
from desktop_app.rules.common.save import SaveData, load_game, write_save
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import Phase, PowerOnOptions, TowerMode
from desktop_app.rules.power_on.views import observation
from desktop_app.rules.registry import GAMES


def play(content, bots, seed, tower=TowerMode.NO_DEXTERITY, record=None):
    s = engine.new_game(content, PowerOnOptions(len(bots), seed, tower))
    rngs = [bot_rng(seed, p) for p in range(len(bots))]
    moves = 0
    while not engine.is_over(s):
        p = engine.current_player(s)
        action = bots[p].choose(POWER_ON.observation(s, p), rngs[p])
        if s.phase is not Phase.STACKING:  # stacking outcomes are reports, not listed choices
            assert action in engine.legal_actions(s), f"{bots[p].name} chose {action}"
        engine.apply_in_place(s, action)
        if record is not None:
            record.append({"player": p, "action": action.to_json()})
        moves += 1
        assert moves < 5000
    return s


def test_registry_offers_random_and_heuristic_bots():
    assert {"random", "heuristic", "beginner", "expert"} <= set(bot_names("power-on"))
    assert GAMES["power-on"] is POWER_ON


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_choose_legal_actions_and_finish(content, players):
    names = ["heuristic", "random", "heuristic", "random"][:players]
    s = play(content, [make_bot("power-on", n) for n in names], seed=players)
    assert s.winners


def test_bots_finish_a_game_stacking_through_the_physics(content):
    """A steady hand (the heuristic's expert aim, the searching expert's own drops) against the
    beginner's shaky one."""
    from desktop_app.ai.power_on.heuristic import HeuristicBot

    bots = [HeuristicBot("expert"), make_bot("power-on", "beginner")]
    s = play(content, bots, seed=3, tower=TowerMode.STACKING)
    assert s.winners


def test_heuristic_beats_random(content):
    wins = 0
    for seed in range(12):
        s = play(content, [make_bot("power-on", "heuristic"), make_bot("power-on", "random")], seed)
        wins += s.winners == (0,)
    assert wins >= 10


def test_simulate_plays_power_on(capsys):
    assert simulate_main(["power-on", "--players", "3", "--games", "2", "--seed", "4", "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["record"] for r in records] == ["game", "game", "summary"]
    assert all(r["finished"] for r in records[:2])
    assert set(records[0]["seats"][0]) >= {"stars", "cities", "collapses"}


def test_simulate_trace_writes_a_line_per_action(tmp_path, capsys):
    trace = tmp_path / "trace.jsonl"
    assert (
        simulate_main(
            [
                "power-on",
                "--players",
                "2",
                "--games",
                "1",
                "--bots",
                "heuristic,random",
                "--trace",
                str(trace),
                "--json",
            ]
        )
        == 0
    )
    lines = trace.read_text(encoding="utf-8").splitlines()
    game = json.loads(capsys.readouterr().out.splitlines()[0])
    assert len(lines) == game["moves"] and json.loads(lines[-1])["state"]["winners"] == game["winners"]


def test_a_saved_game_replays_through_the_common_save(content, tmp_path, capsys):
    """Save/replay works through desktop_app.rules.common.save unchanged (`energy-table replay`)."""
    record: list[dict] = []
    bots = [make_bot("power-on", "heuristic"), make_bot("power-on", "random")]
    s = play(content, bots, seed=21, tower=TowerMode.STACKING, record=record)
    options = PowerOnOptions(2, 21, TowerMode.STACKING)
    path = tmp_path / "game.json"
    write_save(path, SaveData("power-on", content.pack_version, options.to_json(), record))
    replayed = load_game(path, GAMES)
    assert POWER_ON.digest(replayed.state) == POWER_ON.digest(s)
    assert cli_main(["replay", str(path)]) == 0
    assert "valid: power-on, 2 players" in capsys.readouterr().out


def test_simulate_can_stack_through_the_physics(capsys):
    """`--option tower=stacking` switches simulate from the no-dexterity chance to the physics."""
    from desktop_app.commands.simulate import _configure

    assert _configure(["power-on", "--players", "2", "--option", "tower=stacking"]).options == {"tower": "stacking"}
    argv = ["power-on", "--players", "2", "--games", "1", "--seed", "2", "--json", "--option", "tower=stacking"]
    assert simulate_main(argv) == 0
    game = json.loads(capsys.readouterr().out.splitlines()[0])
    assert game["finished"]


def test_heuristic_with_nothing_useful_and_a_full_hand_cycles_cards(po):
    """A bot that can neither draw nor build plays a function card, else runs a plant, else stops."""
    from desktop_app.rules.power_on.actions import EndActions, Generate, PlayFunction

    bot = make_bot("power-on", "heuristic")
    s = po.new()
    po.empty_hand(s, 0)
    po.give(s, 0, *["natural_gas"] * 7, "recycling")
    po.set_row(s, "taichung", "taoyuan", "kaohsiung")
    action = bot.choose(POWER_ON.observation(s, 0), bot_rng(1, 0))
    assert isinstance(action, PlayFunction)
    s.hands[0][-1:] = [po.take(s, "natural_gas")]
    s.discard.append(po.take(s, "recycling"))
    assert isinstance(bot.choose(POWER_ON.observation(s, 0), bot_rng(1, 0)), EndActions)
    po.build(s, 0, "gas_plant")
    action = bot.choose(POWER_ON.observation(s, 0), bot_rng(1, 0))
    assert isinstance(action, Generate) and action in engine.legal_actions(s)


def test_a_computer_players_drop_is_what_the_tower_rebuilt_from_its_drops_says(content):
    """RULES-NOTES 3: "The outcome of each stack enters the rules as an action, so games replay
    exactly": every drop a bot reports (it goes on from its last tower rather than rebuilding it)
    is the outcome the view's tower, rebuilt from the recorded drops, gives too."""
    from desktop_app.rules.power_on.actions import StackToken
    from desktop_app.rules.power_on.tower_physics import drop_outcome

    bots = [make_bot("power-on", "random"), make_bot("power-on", "beginner")]
    checked, seed = 0, 4
    while checked < 120 and seed < 10:  # a game may end first (a stalled row): then the next seed
        s = engine.new_game(content, PowerOnOptions(2, seed, TowerMode.STACKING))
        rngs = [bot_rng(seed, p) for p in range(2)]
        while not engine.is_over(s) and checked < 120:
            p = engine.current_player(s)
            action = bots[p].choose(observation(s, p), rngs[p])
            if isinstance(action, StackToken):
                assert drop_outcome(s.tower_drops, action.x, action.angle) == (action.fell == 0)
                checked += 1
            engine.apply_in_place(s, action)
        seed += 1
    assert checked == 120
