"""`energy-table simulate`: text and JSON results, traces that replay, one-line usage errors."""

from __future__ import annotations

import json

import pytest

from desktop_app.commands.simulate import main as simulate_main
from desktop_app.content.loader import default_power_grid
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions


def _json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def test_text_output_has_a_line_per_game_and_a_summary(capsys):
    code = simulate_main(["power-grid", "--players", "3", "--games", "2", "--seed", "5"])
    out = capsys.readouterr().out
    assert code == 0
    games = [line for line in out.splitlines() if line.startswith("game ")]
    assert len(games) == 2
    assert "seed 5" in games[0] and "seed 6" in games[1]
    assert "1:heuristic" in games[0]
    assert "games 2, finished 2, unfinished 0" in out
    assert "wins by bot" in out and "average rounds" in out and "games/s" in out


def test_json_output_is_one_object_per_game_then_a_summary(capsys):
    code = simulate_main(
        [
            "power-grid",
            "--players",
            "4",
            "--games",
            "3",
            "--seed",
            "40",
            "--bots",
            "heuristic,random,random,random",
            "--json",
        ]
    )
    records = _json_lines(capsys.readouterr().out)  # nothing but JSON on stdout
    assert code == 0
    games, summary = records[:-1], records[-1]
    assert [g["record"] for g in games] == ["game"] * 3
    assert [g["seed"] for g in games] == [40, 41, 42]
    for g in games:
        assert g["finished"] and g["winners"] and g["rounds"] > 0 and g["moves"] > 0
        assert [s["bot"] for s in g["seats"]] == ["heuristic", "random", "random", "random"]
        assert set(g["seats"][0]) == {"seat", "bot", "cities", "powered", "money"}
    assert summary["record"] == "summary"
    assert summary["games"] == 3 and summary["finished"] + summary["unfinished"] == 3
    assert sum(summary["wins_by_seat"]) >= summary["finished"]
    assert set(summary["wins_by_bot"]) == {"heuristic", "random"}
    assert summary["games_per_second"] > 0 and summary["moves_per_second"] > 0


def test_trace_lines_replay_to_the_same_final_digest(tmp_path, capsys):
    trace = tmp_path / "trace.jsonl"
    code = simulate_main(
        [
            "power-grid",
            "--players",
            "3",
            "--games",
            "2",
            "--seed",
            "9",
            "--bots",
            "random,heuristic,random",
            "--json",
            "--trace",
            str(trace),
        ]
    )
    assert code == 0
    results = _json_lines(capsys.readouterr().out)[:-1]
    lines = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    content = default_power_grid()
    for result in results:
        moves = [line for line in lines if line["game"] == result["game"]]
        assert len(moves) == result["moves"]
        assert [m["index"] for m in moves] == list(range(len(moves)))
        state = POWER_GRID.new_game(content, PowerGridOptions(3, result["seed"]))
        for m in moves:
            assert m["seed"] == result["seed"]
            assert m["player"] == POWER_GRID.current_player(state)
            POWER_GRID.apply_in_place(state, POWER_GRID.codec.from_json(m["action"]))
        assert moves[-1]["state"] == POWER_GRID.public_json(state)
        assert POWER_GRID.digest(state) == result["digest"]
        assert moves[-1]["state"]["winners"] == result["winners"]


def test_max_rounds_stops_games_unfinished(capsys):
    code = simulate_main(["power-grid", "--games", "2", "--max-rounds", "2", "--json"])
    records = _json_lines(capsys.readouterr().out)
    assert code == 0
    assert all(not r["finished"] and r["winners"] == [] and r["rounds"] == 2 for r in records[:-1])
    assert records[-1]["unfinished"] == 2 and records[-1]["average_rounds"] is None


def test_one_bot_name_seats_every_player(capsys):
    assert simulate_main(["power-grid", "--players", "2", "--games", "1", "--bots", "random", "--json"]) == 0
    game = _json_lines(capsys.readouterr().out)[0]
    assert [s["bot"] for s in game["seats"]] == ["random", "random"]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["chess"], "unknown game"),
        (["power-grid", "--players", "7"], "2 to 6 players"),
        (["power-grid", "--players", "1"], "2 to 6 players"),
        (["power-grid", "--bots", "genius"], "unknown bot 'genius'"),
        (["power-grid", "--players", "4", "--bots", "random,heuristic"], "2 bots for 4 players"),
        (["power-grid", "--games", "0"], "--games must be at least 1"),
        (["power-grid", "--max-rounds", "0"], "--max-rounds must be at least 1"),
        (["power-grid", "--players", "four"], "invalid int value"),
        (["power-grid", "--frobnicate"], "unrecognized arguments"),
        ([], "required"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(capsys, argv, words):
    assert simulate_main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], captured.err


def test_help_exits_0(capsys):
    assert simulate_main(["--help"]) == 0
    assert "--bots" in capsys.readouterr().out


def test_simulate_takes_a_mode_and_setup_options(capsys):
    """`--mode simple` plays Power Butler's family version; a bad option is a one-line error."""
    from desktop_app.commands.simulate import _configure
    from desktop_app.commands.simulate import main as simulate_main

    assert _configure(["power-butler", "--players", "3", "--mode", "simple"]).options == {"mode": "simple"}
    assert simulate_main(["power-butler", "--players", "3", "--games", "2", "--mode", "simple"]) == 0
    capsys.readouterr()
    assert simulate_main(["power-butler", "--players", "3", "--mode", "sideways"]) == 2
    err = capsys.readouterr().err
    assert "bad setup option" in err and "Traceback" not in err
    assert simulate_main(["power-grid", "--option", "nonsense"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err


def test_simulate_knows_the_launcher_name_aladdin(capsys):
    from desktop_app.commands.simulate import main as simulate_main

    assert simulate_main(["aladdin", "--players", "2", "--games", "1"]) == 0
    assert "magic-lamp" in capsys.readouterr().out
