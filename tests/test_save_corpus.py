"""Damaged saves, hundreds of them, through every load path: never a traceback, never a hang,
never a silent accept of a changed file, and the command line and the window always agree.

Issue 11: a seat naming an unknown bot, seats given as strings, "seed": 1e400, a 5000-digit
number, 200k-deep nesting, /dev/zero behind a symlink and a FIFO each escaped as a traceback or
a hang; `replay` called saves valid that the window refused and took format versions -5, 0 and
true. The corpus is generated from a real save: truncations, byte flips, type swaps (re-signed,
so they reach the checks behind the checksum), huge numbers, deep nesting, wrong game, wrong
versions and re-signed illegal moves.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import random
from pathlib import Path

import pytest

from desktop_app.cli import main as cli_main
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.common import save as save_mod
from desktop_app.rules.common.save import SaveError, read_save
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.rules.registry import GAMES

WEIRD_VALUES = [None, True, False, -1, 0, 10**30, -(10**30), 1.5, "x", "", [], {}, [1, 2], {"a": 1}, "<b>x</b>"]


@pytest.fixture(scope="module")
def real_save(tmp_path_factory, qapp):
    """A real 2-player save (a person and a computer player) from the controller, 60 moves in."""
    from desktop_app.content.loader import load_power_grid

    content = load_power_grid()
    controller = GameController(
        POWER_GRID, content, PowerGridOptions(2, seed=5), [Seat("Ann"), Seat("Bot", "heuristic")], bot_delay_ms=0
    )
    from desktop_app.ai.base import bot_rng
    from desktop_app.ai.registry import make_bot

    bot, rng = make_bot("power-grid", "heuristic"), bot_rng(5, 0)
    while len(controller.history) < 60:
        player = controller.current_player()
        action = bot.choose(POWER_GRID.observation(controller.state, player), rng)
        controller._record(player, action)
    path = tmp_path_factory.mktemp("real") / "real.json"
    controller.save_to(path)
    return path.read_bytes()


def _resign(body: dict) -> bytes:
    body = {k: v for k, v in body.items() if k != "checksum"}
    body["checksum"] = save_mod._checksum(body)
    return json.dumps(body, ensure_ascii=False).encode()


def _paths(body: dict):
    """Every (container, key) place in the save body, to swap its value."""
    out = []

    def walk(node):
        if isinstance(node, dict):
            for key in node:
                if key == "checksum":
                    continue
                out.append((node, key))
                walk(node[key])
        elif isinstance(node, list):
            for index in range(min(len(node), 3)):
                out.append((node, index))
                walk(node[index])

    walk(body)
    return out


def corpus(real: bytes) -> list[tuple[str, bytes, bool]]:
    """(name, file bytes, re-signed) for every damaged save."""
    rng = random.Random(20261201)
    body = json.loads(real)
    items: list[tuple[str, bytes, bool]] = []
    for cut in sorted(rng.sample(range(1, len(real) - 1), 80)):
        items.append((f"truncated@{cut}", real[:cut], False))
    for at in sorted(rng.sample(range(len(real)), 80)):
        flipped = bytearray(real)
        flipped[at] ^= 1 << rng.randrange(8)
        if bytes(flipped) != real:
            items.append((f"flip@{at}", bytes(flipped), False))
    places = _paths(copy.deepcopy(body))
    for index in range(len(places)):
        for value in rng.sample(WEIRD_VALUES, 3):
            swapped = copy.deepcopy(body)
            container, key = _paths(swapped)[index]
            if container[key] == value and type(container[key]) is type(value):
                continue
            container[key] = value
            items.append((f"swap#{index}={value!r}", _resign(swapped), True))
    for version in (-5, 0, True, "1", 1.0, 2, None):
        changed = dict(body, format_version=version)
        items.append((f"version={version!r}", _resign(changed), True))
    for seats in (
        ["Ann", "Bot"],
        [{"name": "Ann", "bot": None}],
        [{"name": "A", "bot": "nonexistent"}] * 2,
        [{"name": 7, "bot": None}] * 2,
        "two people",
    ):
        items.append((f"seats={seats!r}"[:60], _resign(dict(body, seats=seats)), True))
    for seed in (1e400, "9" * 5000, -1, "seed", 2.5):
        options = dict(body["options"], seed=seed)
        items.append((f"seed={str(seed)[:12]}", _resign(dict(body, options=options)), True))
    items.append(("seed=1e400 literal", real.replace(b'"seed": 5', b'"seed": 1e400'), False))
    items.append(("5000-digit", real.replace(b'"seed": 5', b'"seed": ' + b"9" * 5000), False))
    items.append(("deep nesting", b"[" * 200_000 + b"]" * 200_000, False))
    items.append(
        ("deep options", _resign(dict(body, options={"players": 2, "seed": 5, "x": [[[[[[[[[]]]]]]]]]})), True)
    )
    items.append(("wrong game", _resign(dict(body, game="chess")), True))
    items.append(("other game id", _resign(dict(body, game="magic-lamp")), True))
    for k in range(12):  # re-signed illegal moves: a changed amount, player or type
        moves = copy.deepcopy(body["actions"])
        entry = moves[rng.randrange(len(moves))]
        choice = k % 3
        if choice == 0:
            entry["player"] = (entry["player"] + 1) % 2
        elif choice == 1:
            entry["action"] = {"type": "build_city", "city": "atlantis"}
        else:
            entry["action"] = dict(entry["action"], type="no_such_move")
        items.append((f"illegal#{k}", _resign(dict(body, actions=moves)), True))
    items.append(("pack version", _resign(dict(body, pack_version="0.0.1")), True))
    items.append(("empty", b"", False))
    items.append(("not utf-8", b"\xff\xfe" + real, False))
    items.append(("NaN", real.replace(b'"seed": 5', b'"seed": NaN'), False))
    return items


def _cli(path: Path, capsys) -> tuple[int, str]:
    status = cli_main(["replay", str(path)])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out
    return status, captured.err


def _window(path: Path) -> tuple[bool, str]:
    """The window's load path (launcher Load, Continue, Game > Load all use from_save)."""
    try:
        controller = GameController.from_save(path, GAMES, bot_delay_ms=0)
    except SaveError as exc:
        return False, str(exc)
    controller.shutdown()
    return True, ""


@pytest.fixture
def pack_read_once(monkeypatch):
    """Read the built-in Power Grid pack once for the whole corpus (reading YAML is most of a
    load's time; what is checked here is the save, not the pack)."""
    game = GAMES["power-grid"]
    content = game.load_content(None)
    monkeypatch.setitem(
        GAMES,
        "power-grid",
        dataclasses.replace(game, load_content=lambda root: content if root is None else game.load_content(root)),
    )


def test_damaged_save_corpus_is_refused_cleanly_everywhere(tmp_path, real_save, capsys, qapp, pack_read_once):
    items = corpus(real_save)
    assert len(items) >= 300, len(items)
    accepted_changed = []
    for number, (name, blob, resigned) in enumerate(items):
        path = tmp_path / f"damaged{number}.json"
        path.write_bytes(blob)
        status, err = _cli(path, capsys)
        loaded, why = _window(path)
        assert (status == 0) == loaded, f"{name}: command line says {status}, window says {loaded} ({err or why})"
        if status == 0 and not resigned:
            accepted_changed.append(name)
        if status != 0:
            assert err.startswith("invalid:") and len(err.splitlines()) <= 3, f"{name}: {err}"
    assert accepted_changed == [], "changed files were accepted without a word"


def test_a_save_with_another_pack_version_loads_only_with_a_warning(tmp_path, real_save, capsys, qapp):
    body = json.loads(real_save)
    path = tmp_path / "older-pack.json"
    path.write_bytes(_resign(dict(body, pack_version="0.0.1")))
    status, err = _cli(path, capsys)
    assert status == 0 and "warning: This save was made with content pack 0.0.1" in err
    controller = GameController.from_save(path, GAMES, bot_delay_ms=0)
    assert controller.load_warnings and "0.0.1" in controller.load_warnings[0]


@pytest.mark.parametrize("version", [-5, 0, True, "1", 2])
def test_replay_refuses_unknown_format_versions(tmp_path, real_save, capsys, version):
    body = json.loads(real_save)
    path = tmp_path / "version.json"
    path.write_bytes(_resign(dict(body, format_version=version)))
    status, err = _cli(path, capsys)
    assert status == 1 and "format" in err


def test_unknown_computer_player_is_named_by_both_paths(tmp_path, real_save, capsys):
    body = json.loads(real_save)
    path = tmp_path / "bot.json"
    path.write_bytes(_resign(dict(body, seats=[{"name": "A", "bot": None}, {"name": "B", "bot": "nonexistent"}])))
    status, err = _cli(path, capsys)
    assert status == 1 and "computer player this version does not have: 'nonexistent'" in err
    with pytest.raises(SaveError, match="nonexistent"):
        GameController.from_save(path, GAMES)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_a_device_and_a_folder_are_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        read_save(fifo)
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    with pytest.raises(SaveError, match="not a regular file"):
        read_save(zero)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveError, match="folder"):
        read_save(folder)


def test_a_huge_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    monkeypatch.setattr(save_mod, "MAX_SAVE_BYTES", 1000)
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * 5000)
    with pytest.raises(SaveError, match="too large"):
        read_save(path)
