"""Save files: versioned JSON of setup + actions, atomic writes, replay on load, clear refusals.

ARCHITECTURE.md: "A save file is versioned JSON: content-pack version, setup options, seed, and
the action list. Loading replays it and so validates it. Writes are atomic (temp file + rename)."
"""

from __future__ import annotations

import json
import random

import pytest

from desktop_app.cli import main as cli_main
from desktop_app.rules.common import save as save_mod
from desktop_app.rules.common.save import SaveData, SaveError, load_game, read_save, write_save
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import Bid, StartAuction
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.rules.registry import GAMES


def _play(content, seed: int, moves: int):
    """A seeded random-legal game, stopped after `moves` moves; returns (state, log)."""
    rng = random.Random(seed)
    options = PowerGridOptions(players=3, seed=seed)
    state = engine.new_game(content, options)
    log = []
    while len(log) < moves and not engine.is_over(state):
        action = rng.choice(engine.legal_actions(state))
        if isinstance(action, (Bid, StartAuction)):
            lo, hi = engine.bid_range(state)
            amount = rng.randint(lo, min(hi, lo + 3))
            action = Bid(amount) if isinstance(action, Bid) else StartAuction(action.plant, max(amount, action.plant))
        log.append({"player": engine.current_player(state), "action": action.to_json()})
        engine.apply_in_place(state, action)
    return options, state, log


@pytest.fixture(scope="module")
def pg_content():
    from desktop_app.content.loader import load_power_grid

    return load_power_grid()


@pytest.fixture(scope="module")
def saved_game(pg_content):
    options, state, log = _play(pg_content, seed=11, moves=120)
    return SaveData("power-grid", pg_content.pack_version, options.to_json(), log), state


def test_save_then_load_replays_to_the_same_state(tmp_path, saved_game):
    data, state = saved_game
    path = tmp_path / "game.json"
    write_save(path, data)
    replayed = load_game(path, GAMES)
    assert POWER_GRID.digest(replayed.state) == POWER_GRID.digest(state)
    assert json.loads(path.read_text(encoding="utf-8"))["format_version"] == save_mod.SAVE_FORMAT_VERSION


def test_save_write_is_atomic_and_leaves_no_temp_files(tmp_path, saved_game, monkeypatch):
    data, _ = saved_game
    path = tmp_path / "game.json"
    write_save(path, data)
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(save_mod.os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_save(path, data)
    assert path.read_bytes() == before  # the old save is whole
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_truncated_save_is_refused_with_a_message(tmp_path, saved_game):
    data, _ = saved_game
    path = tmp_path / "game.json"
    write_save(path, data)
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])
    with pytest.raises(SaveError, match="damaged or incomplete"):
        read_save(path)


def test_tampered_save_is_refused(tmp_path, saved_game):
    data, _ = saved_game
    path = tmp_path / "game.json"
    write_save(path, data)
    body = json.loads(path.read_text(encoding="utf-8"))
    body["actions"][0]["action"]["bid"] = 49
    path.write_text(json.dumps(body), encoding="utf-8")
    with pytest.raises(SaveError, match="changed after it was saved"):
        read_save(path)


def test_save_with_an_illegal_move_is_refused_naming_the_move(tmp_path, saved_game):
    data, _ = saved_game
    bad = SaveData(data.game, data.pack_version, data.options, [dict(a) for a in data.actions])
    bad.actions[3] = {"player": bad.actions[3]["player"], "action": {"type": "build_city", "city": "taipei"}}
    path = tmp_path / "bad.json"
    write_save(path, bad)  # a consistent checksum: only the replay can catch it
    with pytest.raises(SaveError, match="Move 4 of"):
        load_game(path, GAMES)


def test_not_a_save_file_and_missing_file_are_refused(tmp_path):
    other = tmp_path / "other.json"
    other.write_text('{"hello": 1}', encoding="utf-8")
    with pytest.raises(SaveError, match="not an Energy Table save"):
        read_save(other)
    with pytest.raises(SaveError, match="no save file"):
        read_save(tmp_path / "missing.json")


def test_newer_save_format_asks_for_an_update(tmp_path, saved_game):
    data, _ = saved_game
    path = tmp_path / "game.json"
    write_save(path, data)
    body = json.loads(path.read_text(encoding="utf-8"))
    body.pop("checksum")
    body["format_version"] = 99
    path.write_text(json.dumps(body), encoding="utf-8")
    with pytest.raises(SaveError, match="newer version"):
        read_save(path)


def test_replay_command_reports_valid_and_invalid(tmp_path, saved_game, capsys):
    data, _ = saved_game
    good = tmp_path / "good.json"
    write_save(good, data)
    assert cli_main(["replay", str(good)]) == 0
    assert capsys.readouterr().out.startswith("valid: power-grid, 3 players, 120 moves")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert cli_main(["replay", str(broken)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("invalid:") and "Traceback" not in err


def test_unknown_command_exits_2_with_usage(capsys):
    assert cli_main(["frobnicate"]) == 2
    assert "unknown command 'frobnicate'" in capsys.readouterr().err
