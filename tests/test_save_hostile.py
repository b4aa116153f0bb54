"""Saves under a hostile tester, round two (issue 22 "Saves"): text UTF-8 cannot hold, seeds out
of range, loosely read options, a byte-order mark, a repeated key, a save of too many moves.
Every refusal is a SaveError with a sentence, by the command line (`replay`) and the window's
load path (`GameController.from_save`) alike; every good save still opens.
"""

from __future__ import annotations

import json

import pytest
from saves_made import resign, save_bytes

from desktop_app.cli import main as cli_main
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.common import save as save_mod
from desktop_app.rules.common.options import SEED_LIMIT
from desktop_app.rules.common.save import SaveData, SaveError, load_game, read_save, write_save
from desktop_app.rules.registry import GAMES

GAME_IDS = sorted(GAMES)


def _body(game_id: str) -> dict:
    return json.loads(save_bytes(game_id))


def _both_refuse(tmp_path, blob: bytes, capsys, match: str | None = None) -> str:
    """The command line and the window both refuse the file with a SaveError; its message."""
    path = tmp_path / "hostile.json"
    path.write_bytes(blob)
    status = cli_main(["replay", str(path)])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err
    assert status == 1 and captured.err.startswith("invalid:"), captured.err
    with pytest.raises(SaveError, match=match) as refused:
        GameController.from_save(path, GAMES, bot_delay_ms=0)
    return str(refused.value)


def _both_open(tmp_path, blob: bytes, capsys) -> None:
    path = tmp_path / "good.json"
    path.write_bytes(blob)
    assert cli_main(["replay", str(path)]) == 0, capsys.readouterr().err
    GameController.from_save(path, GAMES, bot_delay_ms=0).shutdown()


# --- text UTF-8 cannot hold ----------------------------------------------------------------------


@pytest.mark.parametrize("where", ["name", "unknown key", "unknown value", "action", "game"])
def test_a_lone_surrogate_anywhere_in_a_save_is_refused_as_broken_text(tmp_path, capsys, qapp, where):
    """`\\ud800` (a JSON escape can spell it, UTF-8 cannot hold it) raised UnicodeEncodeError."""
    body = _body("power-butler")
    if where == "name":
        body["seats"][0]["name"] = "Ann\ud800"
    elif where == "unknown key":
        body["x\udfff"] = 1
    elif where == "unknown value":
        body["note"] = "\ud800"
    elif where == "action":
        body["actions"][0]["action"]["type"] = "\ud83d"
    else:
        body["game"] = "\ud800"
    blob = json.dumps(body, ensure_ascii=True).encode()  # the escapes as a file holds them
    assert b"\\ud" in blob
    message = _both_refuse(tmp_path, blob, capsys, match="not valid Unicode")
    assert message.startswith("hostile.json")


def test_a_name_with_a_lone_surrogate_is_not_written_either(tmp_path):
    body = _body("magic-lamp")
    data = SaveData(body["game"], body["pack_version"], body["options"], body["actions"], [{"name": "\ud800"}] * 2)
    with pytest.raises(SaveError, match="not valid Unicode"):
        write_save(tmp_path / "out.json", data)
    assert not list(tmp_path.iterdir())


# --- seeds ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [-1, SEED_LIMIT, 2**60, 10**100])
def test_a_seed_outside_the_deal_codes_range_is_refused_at_load(tmp_path, capsys, qapp, game_id, seed):
    """Such saves loaded and played, then failed at "Same deal for another table", the lesson
    page and the end screen with an uncaught DealCodeError."""
    body = _body(game_id)
    body["options"]["seed"] = seed
    _both_refuse(tmp_path, resign(body), capsys, match="seed")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_largest_seed_a_save_takes_is_one_a_deal_code_carries(game_id):
    from desktop_app.rules.common.deal_code import code_for, read_deal_code

    game = GAMES[game_id]
    options = game.options_from_json({"players": game.min_players, "seed": SEED_LIMIT - 1})
    code = code_for(game_id, options.to_json(), game.options_from_json)
    assert read_deal_code(code)[1]["seed"] == SEED_LIMIT - 1


# --- options -------------------------------------------------------------------------------------

LOOSE = [
    ("power-on", "several_cities", "no"),
    ("power-on", "finish_round", 7),
    ("power-on", "tower", ""),
    ("power-on", "seed", 7.9),
    ("power-on", "seed", "7"),
    ("power-on", "seed", "７"),
    ("power-on", "seed", True),
    ("power-on", "players", 3.0),
    ("power-grid", "map_id", ""),
    ("power-grid", "regions", "north"),
    ("power-grid", "regions", [""]),
    ("power-grid", "cables_through_unused_regions", 1),
    ("power-butler", "mode", "STANDARD"),
    ("power-butler", "players", "2"),
    ("magic-lamp", "magic_ring", "false"),
    ("magic-lamp", "players", None),
]


@pytest.mark.parametrize(("game_id", "key", "value"), LOOSE)
def test_an_option_of_the_wrong_kind_is_refused_naming_it(tmp_path, capsys, qapp, game_id, key, value):
    """`"several_cities": "no"` read as true (bool("no")), a seed of 7.9 as 7, players 3.0 as 3."""
    body = _body(game_id)
    body["options"][key] = value
    message = _both_refuse(tmp_path, resign(body), capsys, match=key)
    assert "settings are not valid" in message


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_unknown_option_is_refused_naming_it(tmp_path, capsys, qapp, game_id):
    body = _body(game_id)
    body["options"]["colour_blind"] = True
    _both_refuse(tmp_path, resign(body), capsys, match="unknown option colour_blind")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_a_game_writes_reads_back_exactly(game_id):
    game = GAMES[game_id]
    options = game.options_from_json({"players": game.max_players, "seed": 3})
    assert game.options_from_json(options.to_json()) == options
    assert {o.name for o in game.setup_options} == set(options.to_json())


# --- what a text editor does to a file ---------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_good_save_with_a_utf8_byte_order_mark_opens(tmp_path, capsys, qapp, game_id):
    """Windows Notepad writes one; the save was refused as damaged."""
    _both_open(tmp_path, b"\xef\xbb\xbf" + save_bytes(game_id), capsys)


def test_a_good_save_notepad_kept_as_unicode_opens(tmp_path, capsys, qapp):
    """Notepad's "Unicode" is UTF-16 with a byte-order mark."""
    text = save_bytes("power-on").decode("utf-8")
    _both_open(tmp_path, "\ufeff".encode("utf-16-le") + text.encode("utf-16-le"), capsys)


@pytest.mark.parametrize(
    ("kept", "first"),
    [('"game": "power-butler"', '"game": "chess"'), ('"seed": 7', '"seed": 99'), ('"players": 2,', '"players": 9,')],
)
def test_a_key_given_twice_is_refused_not_read_by_its_last_value(tmp_path, capsys, qapp, kept, first):
    """A save repeating `game` was read by its last value (and so checked out and opened)."""
    compact = json.dumps(json.loads(save_bytes("power-butler")), ensure_ascii=False)
    assert kept in compact
    key = kept.split('"')[1]
    blob = compact.replace(kept, f"{first.rstrip(',')}, {kept}", 1).encode()
    _both_refuse(tmp_path, blob, capsys, match=f"'{key}' twice")


# --- a limit on moves beside the limit on bytes ---------------------------------------------------


def test_a_save_of_more_moves_than_any_game_has_is_refused_before_replaying(tmp_path, monkeypatch):
    body = _body("power-butler")
    body["actions"] = body["actions"] * 3
    path = tmp_path / "long.json"
    path.write_bytes(resign(body))
    monkeypatch.setattr(save_mod, "MAX_SAVE_MOVES", len(body["actions"]) - 1)
    with pytest.raises(SaveError, match="moves") as refused:
        read_save(path)
    assert refused.value.code == "too_large"
    monkeypatch.setattr(save_mod, "MAX_SAVE_MOVES", len(body["actions"]))
    read_save(path)  # the envelope is fine; the repeated moves are the replay's to refuse


def test_the_move_limit_is_far_above_the_longest_measured_game():
    assert save_mod.MOVES_MEASURED > 0
    assert save_mod.MAX_SAVE_MOVES >= 10 * save_mod.MOVES_MEASURED


def test_a_controller_save_still_round_trips(tmp_path, qapp):
    from desktop_app.rules.magic_lamp.state import MagicLampOptions

    game = GAMES["magic-lamp"]
    controller = GameController(
        game, game.load_content(None), MagicLampOptions(2, seed=4), [Seat("Ann"), Seat("Bo", "random")]
    )
    controller.save_to(tmp_path / "x.json")
    assert load_game(tmp_path / "x.json", GAMES).options == controller.options


# --- opening a long save costs what replaying it costs ----------------------------------------


def _persons(game_id: str, moves: int) -> tuple[dict, bytes]:
    body = json.loads(save_bytes(game_id, moves=moves))
    body["seats"] = [{"name": f"P{n}", "bot": None} for n in range(len(body["seats"]))]
    return body, resign(body)


# moves into each game where the last person's move can be undone (Magic Lamp's are all hidden)
UNDOABLE_AT = {"power-grid": 120, "power-butler": 122, "power-on": 121, "magic-lamp": 0}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_long_save_opens_keeping_states_only_for_its_last_moves(tmp_path, qapp, monkeypatch, game_id):
    """A 33,000-move save took 13 s and 556 MB in the window (4.7 s, 65 MB to replay): the
    controller kept two states for every move. Now the moves before the last KEEP_LOADED are
    replayed in place; the window's game is the same game, saved again move for move."""
    from desktop_app.controllers import game_controller

    monkeypatch.setattr(game_controller, "KEEP_LOADED", 25)
    body, blob = _persons(game_id, UNDOABLE_AT[game_id] or 120)
    moves = len(body["actions"])
    assert moves > 60, "the game ended too soon for the test"
    path = tmp_path / "long.json"
    path.write_bytes(blob)
    controller = GameController.from_save(path, GAMES, bot_delay_ms=0)
    history = controller.history
    assert len(history) == 25
    assert [r.index for r in history] == list(range(moves - 24, moves + 1))
    game = GAMES[game_id]
    assert game.digest(controller.state) == game.digest(load_game(path, GAMES).state)
    assert controller.save_data().actions == body["actions"]
    again = tmp_path / "again.json"
    controller.save_to(again)
    assert json.loads(again.read_text(encoding="utf-8"))["actions"] == body["actions"]
    assert controller.can_undo() == bool(UNDOABLE_AT[game_id])
    if controller.can_undo():  # undo reaches back within what is kept, as in a game played here
        assert controller.undo()
        kept = len(controller.save_data().actions)
        assert kept < moves and controller.save_data().actions == body["actions"][:kept]
        assert controller.history[-1].index == kept
    controller.shutdown()


def test_a_save_of_ordinary_length_opens_with_its_whole_history(tmp_path, qapp):
    body, blob = _persons("power-butler", 60)
    path = tmp_path / "short.json"
    path.write_bytes(blob)
    controller = GameController.from_save(path, GAMES, bot_delay_ms=0)
    assert [r.index for r in controller.history] == list(range(1, len(body["actions"]) + 1))
    controller.shutdown()


def test_a_refused_option_is_said_in_words_not_as_an_exception_name(tmp_path, capsys, qapp):
    body = _body("power-on")
    body["options"]["several_cities"] = "no"
    message = _both_refuse(tmp_path, resign(body), capsys)
    assert message == (
        "The save's game settings are not valid (the option several_cities must be true or false, not 'no')."
    )
