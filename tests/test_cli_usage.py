"""Every command's bad argument is one line on stderr and exit status 2, never a traceback.

Issue 11: `simulate --option map_id=nowhere`, a map too small for the players, `--trace` on a
full disk ended in tracebacks (exit 1); `--option nonsense=1` and `--bots ""` were accepted.
"""

from __future__ import annotations

import pytest

from desktop_app.cli import main as cli_main

BAD = [
    ["simulate", "power-grid", "--option", "map_id=nowhere", "--games", "1"],
    ["simulate", "power-grid", "--option", "map_id=north_taiwan", "--players", "5", "--games", "1"],
    ["simulate", "power-grid", "--option", 'regions=["north"]', "--games", "1"],
    ["simulate", "power-grid", "--option", "nonsense=1"],
    ["simulate", "magic-lamp", "--option", "tower=stacking"],
    ["simulate", "power-grid", "--bots", ""],
    ["simulate", "power-grid", "--bots", "heuristic,"],
    ["simulate", "power-grid", "--players", "x"],
    ["simulate", "power-grid", "--games", "0"],
    ["simulate", "chess"],
    ["simulate"],
    ["replay"],
    ["replay", "a.json", "--nonsense"],
    ["validate-content", "--nonsense"],
    ["validate-content", "/no/such/folder"],
    ["demo", "chess", "--exit-when-done"],
    ["demo", "power-grid", "--players", "9", "--exit-when-done"],
    ["demo", "power-grid", "--speed", "warp"],
    ["--lang", "klingon"],
    ["--size", "12"],
    ["no-such-command"],
]


@pytest.mark.parametrize("argv", BAD, ids=lambda argv: " ".join(argv) or "(none)")
def test_bad_arguments_are_one_line_and_exit_2(argv, capsys):
    status = cli_main(list(argv))
    captured = capsys.readouterr()
    assert status == 2, captured.err
    assert "Traceback" not in captured.err + captured.out
    lines = [line for line in captured.err.splitlines() if line.strip()]
    assert len(lines) == 1, captured.err
    assert "error" in captured.err


def test_unknown_option_lists_the_known_ones(capsys):
    assert cli_main(["simulate", "power-on", "--option", "towr=stacking"]) == 2
    err = capsys.readouterr().err
    assert "unknown option towr" in err and "tower" in err


@pytest.mark.skipif(not __import__("os").path.exists("/dev/full"), reason="needs /dev/full")
def test_trace_on_a_full_disk_is_a_one_line_error(capsys):
    assert cli_main(["simulate", "power-grid", "--games", "1", "--players", "2", "--trace", "/dev/full"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "energy-table simulate: error: cannot write the trace file: No space left on device"


def _listed_commands(text: str) -> list[str]:
    """The command names of a help text's "commands:" block."""
    block = text.split("commands:\n", 1)[1].split("\n\n", 1)[0]
    return [line.split()[0] for line in block.splitlines() if line.strip()]


@pytest.mark.parametrize("argv", [["help"], ["--help"]], ids=["help", "--help"])
def test_help_lists_exactly_the_modules_of_commands(argv, capsys):
    """Issue 23: `energy-table --help` lists the commands that live in desktop_app/commands/,
    one module per command (the desktop app's module, `app`, is what runs with no command)."""
    from pathlib import Path

    import desktop_app.commands as commands

    folder = Path(commands.__file__).parent
    # a keyword's module ends in _ (class_.py is `energy-table class`); one starting with _ is no command
    modules = {p.stem.rstrip("_") for p in folder.glob("*.py") if not p.stem.startswith("_")} - {commands.DEFAULT}
    assert cli_main(list(argv)) == 0
    listed = _listed_commands(capsys.readouterr().out)
    assert sorted(name.replace("-", "_") for name in listed) == sorted(modules)
    assert set(commands.SUMMARIES) == set(listed), "every command has its line of help"


@pytest.mark.parametrize("command", __import__("desktop_app.commands").commands.command_names())
def test_every_command_answers_its_own_help(command, capsys):
    """Each module of commands/ is reachable from the router and has its own --help."""
    try:
        status = cli_main([command, "--help"])
    except SystemExit as stop:  # argparse's own exit, which some commands let through
        status = stop.code
    assert status == 0
    assert command in capsys.readouterr().out
