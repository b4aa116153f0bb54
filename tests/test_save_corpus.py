"""Damaged saves, hundreds of them, through every load path: never a traceback, never a hang,
never a silent accept of a changed file, and the command line and the window always agree.
At the end, issue 22's fuzz test: hypothesis mutates a real save of every game (bytes flipped,
cut short, any value swapped for a weird one, options and moves changed, byte-order marks, a key
given twice, deep nesting, another game's parts) and each load replays or is a SaveError the
window can say, by both paths; bounded to 250 cases (well under a minute).

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
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from saves_made import resign, save_bytes

from desktop_app.ai.registry import bot_names
from desktop_app.cli import main as cli_main
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.common import save as save_mod
from desktop_app.rules.common.save import SaveError, load_game, read_save, seats_of
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.rules.registry import GAMES
from desktop_app.views.game_session import SAVE_ERROR_TEXTS, save_error_text

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
            items.append((f"swap#{index}={value!r}", resign(swapped), True))
    for version in (-5, 0, True, "1", 1.0, 2, None):
        changed = dict(body, format_version=version)
        items.append((f"version={version!r}", resign(changed), True))
    for seats in (
        ["Ann", "Bot"],
        [{"name": "Ann", "bot": None}],
        [{"name": "A", "bot": "nonexistent"}] * 2,
        [{"name": 7, "bot": None}] * 2,
        "two people",
    ):
        items.append((f"seats={seats!r}"[:60], resign(dict(body, seats=seats)), True))
    for seed in (1e400, "9" * 5000, -1, "seed", 2.5):
        options = dict(body["options"], seed=seed)
        items.append((f"seed={str(seed)[:12]}", resign(dict(body, options=options)), True))
    items.append(("seed=1e400 literal", real.replace(b'"seed": 5', b'"seed": 1e400'), False))
    items.append(("5000-digit", real.replace(b'"seed": 5', b'"seed": ' + b"9" * 5000), False))
    items.append(("deep nesting", b"[" * 200_000 + b"]" * 200_000, False))
    items.append(("deep options", resign(dict(body, options={"players": 2, "seed": 5, "x": [[[[[[[[[]]]]]]]]]})), True))
    items.append(("wrong game", resign(dict(body, game="chess")), True))
    items.append(("other game id", resign(dict(body, game="magic-lamp")), True))
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
        items.append((f"illegal#{k}", resign(dict(body, actions=moves)), True))
    items.append(("pack version", resign(dict(body, pack_version="0.0.1")), True))
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
    path.write_bytes(resign(dict(body, pack_version="0.0.1")))
    status, err = _cli(path, capsys)
    assert status == 0 and "warning: This save was made with content pack 0.0.1" in err
    controller = GameController.from_save(path, GAMES, bot_delay_ms=0)
    assert controller.load_warnings and "0.0.1" in controller.load_warnings[0]


@pytest.mark.parametrize("version", [-5, 0, True, "1", 2])
def test_replay_refuses_unknown_format_versions(tmp_path, real_save, capsys, version):
    body = json.loads(real_save)
    path = tmp_path / "version.json"
    path.write_bytes(resign(dict(body, format_version=version)))
    status, err = _cli(path, capsys)
    assert status == 1 and "format" in err


def test_unknown_computer_player_is_named_by_both_paths(tmp_path, real_save, capsys):
    body = json.loads(real_save)
    path = tmp_path / "bot.json"
    path.write_bytes(resign(dict(body, seats=[{"name": "A", "bot": None}, {"name": "B", "bot": "nonexistent"}])))
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


# --- the fuzz test (issue 22): every game's real saves, mutated by hypothesis ---------------------

FUZZ_GAMES = sorted(GAMES)
# Text a save should never hold, or holds only to trip a reader: lone surrogates, a BOM, markup,
# right-to-left marks, NUL, and the empty string.
NASTY_TEXT = st.one_of(
    st.sampled_from(["\ud800", "a\udfffb", "\ufeff", "\u202e", "\x00", "", "<b>x</b>", "９", "7.9"]),
    st.text(st.characters(codec=None, categories=("Cs", "Cc", "Lo", "Nd")), max_size=8),
)
NUMBERS = st.one_of(
    st.integers(-(2**70), 2**70),
    st.sampled_from([-1, 0, 2**53, 2**53 - 1, 2**63, 10**100, -(10**100)]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([0.0, -0.0, 3.0, 7.9, 1e308]),
)
VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), NUMBERS, NASTY_TEXT),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(NASTY_TEXT, inner, max_size=3)),
    max_leaves=6,
)


@pytest.fixture(scope="module")
def fuzz_games():
    """The game registry with each built-in pack read once (the pack is not what is fuzzed)."""
    out = {}
    for game_id, game in GAMES.items():
        content = game.load_content(None)
        out[game_id] = dataclasses.replace(game, load_content=lambda root, c=content: c)
    return out


@pytest.fixture(scope="module")
def real_saves():
    """One real save of every game, a dozen moves in (random players, as the app writes it)."""
    return {game_id: save_bytes(game_id, moves=12) for game_id in FUZZ_GAMES}


def _signed(body: dict) -> bytes:
    """The body with a checksum that fits, so the mutation reaches the checks behind it; text
    no checksum can be taken of (a lone surrogate) is written with a made-up one."""
    try:
        return resign(body)
    except SaveError:
        return json.dumps(dict(body, checksum="0" * 64), ensure_ascii=True).encode()


@st.composite
def mutated_saves(draw, real: dict[str, bytes]) -> tuple[str, bytes]:
    """(what was done, the file's bytes): a real save of some game, mutated one way or a few."""
    game_id = draw(st.sampled_from(FUZZ_GAMES))
    blob = real[game_id]
    body = json.loads(blob)
    kind = draw(
        st.sampled_from(["flip", "truncate", "swap", "options", "moves", "bom", "twice", "deep", "seats", "splice"])
    )
    if kind == "flip":
        out = bytearray(blob)
        for _ in range(draw(st.integers(1, 6))):
            out[draw(st.integers(0, len(out) - 1))] ^= 1 << draw(st.integers(0, 7))
        return kind, bytes(out)
    if kind == "truncate":
        return kind, blob[: draw(st.integers(0, len(blob) - 1))]
    if kind == "swap":  # any value anywhere in the body, re-signed
        places = _paths(body)
        container, key = places[draw(st.integers(0, len(places) - 1))]
        container[key] = draw(VALUES)
        return f"{kind} {key!r}", _signed(body)
    if kind == "options":
        options = body["options"]
        key = draw(st.one_of(st.sampled_from(sorted(options)), NASTY_TEXT))
        if draw(st.booleans()) and key in options:
            del options[key]
        else:
            options[key] = draw(VALUES)
        return f"{kind} {key!r}", _signed(body)
    if kind == "moves":
        moves = body["actions"]
        how = draw(st.sampled_from(["repeat", "drop", "player", "reverse", "action"]))
        at = draw(st.integers(0, len(moves) - 1))
        if how == "repeat":
            moves.insert(at, copy.deepcopy(moves[at]))
        elif how == "drop":
            del moves[at]
        elif how == "player":
            moves[at]["player"] = draw(NUMBERS)
        elif how == "reverse":
            moves.reverse()
        else:
            moves[at]["action"] = dict(moves[at]["action"], **{draw(NASTY_TEXT): draw(VALUES)})
        return f"{kind} {how}", _signed(body)
    if kind == "bom":  # a good or a changed save, behind a byte-order mark
        inner = blob if draw(st.booleans()) else _signed(dict(body, seats=draw(VALUES)))
        mark, encoding = draw(st.sampled_from([(b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe", "utf-16-le")]))
        return kind, mark + inner.decode("utf-8").encode(encoding)
    if kind == "twice":  # a key given twice, the first value anything
        text = json.dumps(body, ensure_ascii=False)
        key = draw(st.sampled_from(["game", "format", "options", "seed", "players", "actions", "player"]))
        first = json.dumps(draw(VALUES), ensure_ascii=draw(st.booleans()))
        return f"{kind} {key}", text.replace(f'"{key}": ', f'"{key}": {first}, "{key}": ', 1).encode(
            "utf-8", "surrogatepass"
        )
    if kind == "deep":
        depth = draw(st.sampled_from([10, 900, 1100, 50_000]))
        text = json.dumps(body, ensure_ascii=False)
        return f"{kind} {depth}", text.replace(
            '"seats": ', '"seats": ' + "[" * depth + "]" * depth + ', "x": ', 1
        ).encode()
    if kind == "seats":
        body["seats"] = draw(st.lists(VALUES, max_size=6))
        return kind, _signed(body)
    other = json.loads(real[draw(st.sampled_from(FUZZ_GAMES))])  # another game's moves or options
    part = draw(st.sampled_from(["actions", "options", "game", "pack_version"]))
    body[part] = other[part]
    return f"{kind} {part}", _signed(body)


def _outcome(load) -> str:
    """'ok', or the refusal's message; anything but a SaveError fails the test."""
    try:
        result = load()
    except SaveError as refused:
        assert str(refused).strip(), "a refusal without a sentence"
        assert refused.code in SAVE_ERROR_TEXTS, refused.code
        assert save_error_text(refused).strip()  # what the window's Load box says
        return str(refused)
    shutdown = getattr(result, "shutdown", None)
    if shutdown is not None:
        shutdown()
    return "ok"


def _replay_command(path: Path, games: dict) -> object:
    """What `energy-table replay` checks (commands/replay.py): the save replayed, then its seats."""
    replayed = load_game(path, games)
    seats_of(replayed.data, replayed.options.players, bot_names(replayed.data.game))
    return replayed


def test_fuzzed_saves_of_every_game_replay_or_are_refused_with_a_sentence(
    tmp_path_factory, qapp, fuzz_games, real_saves
):
    """Issue 22's hostile tester, as a test: any mutation of a real save of any game either
    replays or is a SaveError with a message the window can say, by the `replay` path and the
    window's load path alike (a lone surrogate raised UnicodeEncodeError, a BOM was 'damaged')."""
    folder = tmp_path_factory.mktemp("fuzz")

    @settings(
        max_examples=250,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(mutated_saves(real_saves))
    def check(case: tuple[str, bytes]) -> None:
        what, blob = case
        path = folder / "fuzzed.json"
        path.write_bytes(blob)
        by_replay = _outcome(lambda: _replay_command(path, fuzz_games))
        by_window = _outcome(lambda: GameController.from_save(path, fuzz_games, bot_delay_ms=0))
        assert (by_replay == "ok") == (by_window == "ok"), f"{what}: replay {by_replay!r}, window {by_window!r}"

    check()
