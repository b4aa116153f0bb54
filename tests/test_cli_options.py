"""Seeds and setup options typed on the command line are read by the rules' one strict reader
(rules/common/options.py), as a save's are (issue 22: `simulate power-on --option
several_cities=no` played with it on; `demo power-butler ... --seed -1` printed a traceback at
the end and exited 0)."""

from __future__ import annotations

import pytest

from desktop_app.cli import main as cli_main
from desktop_app.commands.simulate import _configure
from desktop_app.rules.common.options import SEED_LIMIT

BAD_SEEDS = ["-1", str(SEED_LIMIT), str(2**60), "1" + "0" * 100, "7.9", "７", "7_0", "0x10", ""]
COMMANDS = {
    "simulate": ["simulate", "power-butler", "--games", "1"],
    "demo": ["demo", "power-butler", "--players", "2", "--speed", "max", "--exit-when-done"],
    "hint": ["hint", "power-butler", "--players", "2"],
}


def _refused(argv: list[str], capsys) -> str:
    status = cli_main(argv)
    err = capsys.readouterr().err
    assert status == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("seed", BAD_SEEDS)
def test_every_commands_seed_is_one_every_game_deals_from(command, seed, capsys):
    err = _refused([*COMMANDS[command], f"--seed={seed}"], capsys)
    assert "the seed must be a whole number from 0 to 9007199254740991" in err


def test_the_last_game_of_a_run_may_not_pass_the_largest_seed(capsys):
    err = _refused(["simulate", "power-on", "--seed", str(SEED_LIMIT - 1), "--games", "2"], capsys)
    assert "largest seed" in err
    assert _configure(["power-on", "--seed", str(SEED_LIMIT - 1), "--games", "1"]).seed == SEED_LIMIT - 1


@pytest.mark.parametrize(
    ("word", "value"),
    [("no", False), ("No", False), ("false", False), ("off", False), ("0", False)]
    + [("yes", True), ("TRUE", True), ("on", True), ("1", True)],
)
def test_a_flag_on_the_command_line_is_read_as_the_word_says(word, value):
    """`several_cities=no` was read as JSON, failed, stayed the text "no" and became bool("no")."""
    options = _configure(["power-on", "--option", f"several_cities={word}"]).options
    assert options == {"several_cities": value}
    assert _configure(["magic-lamp", "--option", f"magic_ring={word}"]).options == {"magic_ring": value}


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["power-on", "--option", "several_cities=maybe"], "several_cities must be true or false"),
        (["power-on", "--option", "finish_round=7"], "finish_round must be true or false"),
        (["power-on", "--option", "tower=STACKING"], "tower must be one of stacking, no_dexterity"),
        (["power-grid", "--option", "map_id="], "map_id must be a name"),
        (["power-grid", "--option", "regions=north,,yilan"], "regions must be a list of names"),
        (["power-grid", "--option", "cables_through_unused_regions=2"], "cables_through_unused_regions"),
        (["power-on", "--option", "colour=red"], "unknown option colour"),
        (["power-on", "--option", "seed=3"], "use --seed"),
        (["power-grid", "--mode", "simple"], "--mode is for a game with modes"),
        (["power-butler", "--mode", "sideways"], "mode must be one of simple, standard"),
    ],
)
def test_a_wrong_option_is_refused_in_one_line_naming_it(argv, named, capsys):
    err = _refused(["simulate", *argv, "--games", "1"], capsys)
    assert named in err


def test_options_that_fit_are_taken_as_typed():
    assert _configure(["power-grid", "--option", "regions=north, yilan"]).options == {"regions": ("north", "yilan")}
    assert _configure(["power-grid", "--option", 'regions=["north"]']).options == {"regions": ("north",)}
    assert _configure(["power-butler", "--mode", "simple"]).options == {"mode": "simple"}
    assert _configure(["power-on", "--option", "tower=stacking"]).options == {"tower": "stacking"}
