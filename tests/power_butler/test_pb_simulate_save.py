"""Power Butler through the generic tools: simulate, save files and `energy-table replay`."""

from __future__ import annotations

import json
import random

from desktop_app.cli import main as cli_main
from desktop_app.commands.simulate import main as simulate_main
from desktop_app.rules.common.save import SaveData, load_game, write_save
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.state import Mode, PowerButlerOptions
from desktop_app.rules.registry import GAMES


def test_simulate_runs_power_butler(capsys):
    code = simulate_main(["power-butler", "--players", "3", "--games", "2", "--seed", "5", "--json"])
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert code == 0 and lines[-1]["record"] == "summary" and lines[-1]["finished"] == 2
    assert set(lines[0]["seats"][0]) == {"seat", "bot", "appliances", "unpaid", "score"}


def test_simulate_with_bots_and_trace(tmp_path, capsys):
    trace = tmp_path / "t.jsonl"
    code = simulate_main(
        ["power-butler", "--players", "2", "--games", "1", "--bots", "heuristic,random", "--trace", str(trace)]
    )
    assert code == 0 and "wins by seat" in capsys.readouterr().out
    first = json.loads(trace.read_text(encoding="utf-8").splitlines()[0])
    assert first["action"] == {"type": "roll_dice"} and "market" in first["state"]


def _save(tmp_path, mode: Mode, moves: int | None):
    content = GAMES["power-butler"].load_content(None)
    options = PowerButlerOptions(3, 77, mode)
    state = engine.new_game(content, options)
    rng = random.Random(3)
    log = []
    while not engine.is_over(state) and (moves is None or len(log) < moves):
        action = rng.choice(engine.legal_actions(state))
        log.append({"player": engine.current_player(state), "action": action.to_json()})
        engine.apply_in_place(state, action)
    path = tmp_path / "pb.json"
    write_save(path, SaveData("power-butler", content.pack_version, options.to_json(), log))
    return path, state


def test_save_replays_to_the_same_game(tmp_path):
    path, state = _save(tmp_path, Mode.SIMPLE, None)
    replayed = load_game(path, GAMES)
    assert GAMES["power-butler"].digest(replayed.state) == GAMES["power-butler"].digest(state)


def test_energy_table_replay_accepts_a_power_butler_save(tmp_path, capsys):
    path, _ = _save(tmp_path, Mode.STANDARD, 40)
    assert cli_main(["replay", str(path)]) == 0
    assert "valid: power-butler, 3 players, 40 moves" in capsys.readouterr().out
