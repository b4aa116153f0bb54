"""The Magic Lamp bots, the simulate command and save/replay for this game.

Bots: only legal actions (a lamp press at any time counts as legal when rub_lamp is), only the
observation, games that end. Simulate: `energy-table simulate magic-lamp` runs. Saves: a game
written with `rules.common.save` replays through `energy-table replay` unchanged.
"""

from __future__ import annotations

import json
import random

import pytest

from desktop_app.ai import registry
from desktop_app.ai.base import bot_rng
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot, bust_chance
from desktop_app.ai.magic_lamp.random_bot import RandomBot
from desktop_app.cli import main as cli_main
from desktop_app.commands.simulate import SIM_GAMES, play_game
from desktop_app.commands.simulate import main as simulate_main
from desktop_app.rules.common.save import SaveData, load_game, write_save
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import RubLamp
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions
from desktop_app.rules.magic_lamp.views import observation
from desktop_app.rules.registry import GAMES


def _legal(state, action) -> bool:
    if type(action) is RubLamp:
        return RubLamp(0) in engine.legal_actions(state) and 0 <= action.ms <= 600_000
    return action in engine.legal_actions(state)


def _play_checked(content, players, seed, bots, ring=False):
    state = engine.new_game(content, MagicLampOptions(players, seed, magic_ring=ring))
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    moves = 0
    while not engine.is_over(state):
        who = engine.current_player(state)
        action = bots[who].choose(observation(state, who), rngs[who])
        assert _legal(state, action), f"seed {seed}: {bots[who].name} chose illegal {action}"
        engine.apply_in_place(state, action)
        moves += 1
        assert moves < 5000
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bots_play_legal_moves_to_the_end(content, players):
    for seed in range(3):
        bots = [HeuristicBot() if (seat + seed) % 2 else RandomBot() for seat in range(players)]
        state = _play_checked(content, players, seed, bots, ring=bool(seed % 2))
        assert state.winners


def test_bots_are_registered():
    names = {"random", "heuristic", "normal", "beginner", "slow-hands", "expert"}
    assert set(registry.bot_names("magic-lamp")) == names
    assert registry.make_bot("magic-lamp", "heuristic").name == "heuristic"


def test_heuristic_beats_random(content):
    """The heuristic bot is a sensible player: it wins clearly more than its share against random."""
    sim = SIM_GAMES["magic-lamp"]()
    wins = 0
    for seed in range(30):
        result = play_game(sim, content, seed, seed, ["heuristic", "random", "random"], 100)
        wins += 0 in result.winners
    assert wins >= 18


def test_bust_chance_counts_scorpions():
    assert bust_chance([0, 0, 0], 3, 1) == 0.0
    assert bust_chance([2, 2], 1, 2) == 1.0
    assert abs(bust_chance([0, 1], 1, 1) - 0.5) < 1e-9


def test_simulate_command_plays_magic_lamp(capsys):
    code = simulate_main(
        [
            "magic-lamp",
            "--players",
            "3",
            "--games",
            "2",
            "--seed",
            "5",
            "--json",
            "--bots",
            "heuristic,random,heuristic",
        ]
    )
    assert code == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["record"] for r in lines] == ["game", "game", "summary"]
    assert all(r["finished"] for r in lines[:2])
    assert set(lines[0]["seats"][0]) == {"seat", "bot", "cards", "score"}


def test_simulate_refuses_six_players(capsys):
    assert simulate_main(["magic-lamp", "--players", "6"]) == 2
    assert "2 to 5 players" in capsys.readouterr().err


def _random_log(content, seed, moves):
    rng = random.Random(seed)
    options = MagicLampOptions(players=4, seed=seed, magic_ring=True)
    state = engine.new_game(content, options)
    log = []
    while len(log) < moves and not engine.is_over(state):
        action = rng.choice(engine.legal_actions(state))
        if type(action) is RubLamp:
            action = RubLamp(rng.randint(0, 900))
        log.append({"player": engine.current_player(state), "action": action.to_json()})
        engine.apply_in_place(state, action)
    return options, state, log


def test_save_and_replay_through_the_common_save_module(tmp_path, content, capsys):
    """ARCHITECTURE.md: "Loading replays it and so validates it" — `energy-table replay` works."""
    options, state, log = _random_log(content, 17, 150)
    path = tmp_path / "lamp.json"
    write_save(path, SaveData("magic-lamp", content.pack_version, options.to_json(), log))
    replayed = load_game(path, GAMES)
    assert MAGIC_LAMP.digest(replayed.state) == MAGIC_LAMP.digest(state)
    assert cli_main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.startswith("valid: magic-lamp, 4 players, 150 moves")


def test_a_changed_save_is_refused(tmp_path, content, capsys):
    options, _, log = _random_log(content, 18, 40)
    log[5]["action"] = {"type": "draw_card"} if log[5]["action"]["type"] != "draw_card" else {"type": "keep_still"}
    path = tmp_path / "bad.json"
    write_save(path, SaveData("magic-lamp", content.pack_version, options.to_json(), log))
    assert cli_main(["replay", str(path)]) == 1
    assert "Move 6 of 40" in capsys.readouterr().err


def test_reaction_times_by_level_come_from_the_bot_rng():
    """Computer players' lamp presses: a distribution per level (data), drawn from the seeded RNG."""
    import random

    from desktop_app.ai.magic_lamp.reaction import REACTIONS, reaction_ms

    means = {}
    for level, reaction in REACTIONS.items():
        times = [reaction_ms(level, random.Random(i)) for i in range(300)]
        assert min(times) >= reaction.fastest
        assert reaction_ms(level, random.Random(5)) == reaction_ms(level, random.Random(5))
        means[level] = sum(times) / len(times)
    assert means["expert"] < means["normal"] < means["beginner"]
