"""Issue 22, "Commands": every command's output under abuse, and the arguments every command shares.

A full disk (`> /dev/full`), a closed pipe (`| head -c 10`), a closed stdout (`>&-`) or stderr:
no traceback, a quiet exit with status 74 (cli_parser.OUTPUT_FAILED); a `--trace` or
`--screenshot` onto a FIFO nobody reads is refused at once instead of waiting forever in open();
every `--think-ms` has the same bound; text the console's encoding cannot hold still prints.
The processes are real (the failures are the operating system's), each with a timeout so a
hang fails the test instead of stopping the suite.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from desktop_app.cli import main as cli_main
from desktop_app.cli_parser import MAX_THINK_MS, OUTPUT_FAILED, GuardedStream, OutputLost, think_ms

POSIX = pytest.mark.skipif(os.name != "posix", reason="POSIX streams, /dev/full and FIFOs")
TIMEOUT = 120

# Commands that print to stdout, from the cheapest: the router's own help, the desktop app's
# argument parser (--version, without a window), a headless command that prints line by line, and
# one that prints a page at once (write_text).
PRINTING = [
    ["help"],
    ["--version"],
    ["simulate", "power-grid", "--players", "2", "--games", "2"],
    ["rules", "power-on", "--lang", "en"],
]
IDS = ["help", "--version", "simulate", "rules"]


def _run(argv: list[str], tmp_path: Path, **popen) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path),
        **popen.pop("env", {}),
    }
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", *argv],
        text=True,
        timeout=TIMEOUT,
        env=env,
        **{"stderr": subprocess.PIPE, **popen},
    )


def _no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    said = (result.stdout or "") + (result.stderr or "")
    assert "Traceback" not in said and "Exception ignored" not in said, said


@POSIX
@pytest.mark.parametrize("argv", PRINTING, ids=IDS)
def test_output_to_a_full_disk_exits_quietly_with_a_status(argv, tmp_path):
    with open("/dev/full", "w") as full:
        result = _run(argv, tmp_path, stdout=full)
    _no_traceback(result)
    assert result.returncode == OUTPUT_FAILED, result.stderr
    assert result.stderr.strip().splitlines()[-1].endswith("cannot write the output: No space left on device")


@POSIX
@pytest.mark.parametrize("argv", PRINTING, ids=IDS)
def test_output_to_a_closed_pipe_exits_silently_with_a_status(argv, tmp_path):
    """What `| head -c 10` leaves once head is gone: a pipe whose reading end is closed."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = _run(argv, tmp_path, stdout=write_end)
    finally:
        os.close(write_end)
    _no_traceback(result)
    assert result.returncode == OUTPUT_FAILED
    assert result.stderr == ""  # a closed pipe is the reader's choice: nothing to say


@POSIX
@pytest.mark.parametrize("argv", PRINTING, ids=IDS)
def test_output_to_a_closed_stdout_exits_quietly_with_a_status(argv, tmp_path):
    """`>&-`: the process starts with no descriptor 1 (Python's sys.stdout is None)."""
    result = _run(argv, tmp_path, preexec_fn=lambda: os.close(1))
    _no_traceback(result)
    assert result.returncode == OUTPUT_FAILED
    assert result.stderr.strip().endswith("cannot write the output: stdout is closed")


@POSIX
@pytest.mark.parametrize("where", ["full", "closed"])
def test_an_error_message_onto_a_lost_stderr_exits_quietly_with_a_status(where, tmp_path):
    popen = {"stdout": subprocess.PIPE}
    if where == "full":
        popen["stderr"] = open("/dev/full", "w")  # noqa: SIM115 - closed below
    else:
        popen["preexec_fn"] = lambda: os.close(2)
    try:
        result = _run(["simulate", "chess"], tmp_path, **popen)
    finally:
        if where == "full":
            popen["stderr"].close()
    assert result.returncode == OUTPUT_FAILED
    assert result.stdout == ""


def test_a_stream_that_fails_stops_a_headless_command_and_keeps_a_window_running():
    class Full(io.StringIO):
        def write(self, text):
            raise OSError(28, "No space left on device")

    headless = GuardedStream(Full(), "stdout", stop=True)
    with pytest.raises(OutputLost):
        headless.write("result\n")
    assert headless.lost == "No space left on device"
    window = GuardedStream(Full(), "stdout", stop=False)
    window.write("screenshot saved\n")  # no raise: a Qt slot would turn it into an error box
    window.write("more\n")
    assert window.lost == "No space left on device"


@POSIX
def test_trace_onto_a_fifo_nobody_reads_is_refused_at_once(tmp_path):
    fifo = tmp_path / "trace.fifo"
    os.mkfifo(fifo)
    result = _run(["simulate", "power-grid", "--players", "2", "--games", "1", "--trace", str(fifo)], tmp_path)
    _no_traceback(result)
    assert result.returncode == 2
    assert result.stderr.strip() == (
        f"energy-table simulate: error: cannot write the trace file: {fifo} is a pipe (FIFO) that nobody is reading"
    )


@POSIX
def test_trace_onto_a_fifo_with_a_reader_is_written(tmp_path, capsys):
    """Non-blocking is only for opening: a FIFO someone reads (a live consumer) gets the trace."""
    fifo = tmp_path / "trace.fifo"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reading = threading.Event()

    def read() -> None:
        fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # a reader that is there before the writer
        reading.set()
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb") as stream:
            for _ in range(6000):  # until the writer has come and gone, at most a minute
                chunk = stream.read(65536)  # b"" at once while no writer has the FIFO open
                if chunk:
                    got.append(chunk)
                elif got:
                    return
                else:
                    time.sleep(0.01)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    assert reading.wait(10)
    assert cli_main(["simulate", "power-grid", "--players", "2", "--games", "1", "--trace", str(fifo)]) == 0
    reader.join(30)
    lines = b"".join(got).decode().splitlines()
    assert len(lines) > 50 and lines[0].startswith("{")


@POSIX
def test_a_screenshot_onto_a_fifo_nobody_reads_is_refused_not_waited_on(tmp_path):
    fifo = tmp_path / "shot.png"
    os.mkfifo(fifo)
    result = _run(["--lang", "en", "--screenshot", str(fifo)], tmp_path, stdout=subprocess.PIPE)
    _no_traceback(result)
    assert result.returncode == 1
    assert result.stderr.strip().endswith(
        f"could not write the screenshot to {fifo}: {fifo} is a pipe (FIFO) that nobody is reading"
    )


def test_printing_a_name_the_console_encoding_cannot_hold_never_fails(tmp_path):
    """`PYTHONIOENCODING=ascii energy-table --screenshot 畫面.png` wrote the file, then failed
    printing its name."""
    shot = tmp_path / "畫面.png"
    result = _run(
        ["--lang", "en", "--screenshot", str(shot)],
        tmp_path,
        stdout=subprocess.PIPE,
        env={"PYTHONIOENCODING": "ascii"},
    )
    _no_traceback(result)
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 10_000
    assert "screenshot saved to" in result.stdout and "png" in result.stdout


def test_an_ascii_console_gets_backslash_escapes():
    class Console(io.TextIOWrapper):
        def isatty(self) -> bool:
            return True

    console = Console(io.BytesIO(), encoding="ascii")
    GuardedStream(console, "stdout", stop=True).write("saved to 畫面.png\n")
    console.flush()
    assert console.buffer.getvalue() == b"saved to \\u756b\\u9762.png\n"


THINKING = [
    ["hint", "power-grid", "--players", "3"],
    ["simulate", "power-grid", "--players", "2", "--games", "1"],
    ["demo", "power-grid", "--players", "2", "--exit-when-done"],
]


@pytest.mark.parametrize("command", THINKING, ids=lambda argv: argv[0])
@pytest.mark.parametrize("value", ["1000000000", str(MAX_THINK_MS + 1), "0", "-5", "1e3", "１０", "10.5", ""])
def test_every_think_ms_has_the_same_bound(command, value, capsys):
    """`hint --think-ms 1000000000` was accepted (eleven days of thought); simulate and demo
    refused past 600,000. One argument type for all three."""
    assert cli_main([*command, "--think-ms", value]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert f"argument --think-ms: must be a whole number of milliseconds from 1 to {MAX_THINK_MS}" in err


def test_think_ms_takes_one_to_ten_minutes():
    assert think_ms("1") == 1 and think_ms(str(MAX_THINK_MS)) == MAX_THINK_MS == 600_000


def test_an_unknown_command_is_one_line(capsys):
    """It printed the whole list of commands (11 lines)."""
    assert cli_main(["no-such-command"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert (
        captured.err
        == "energy-table: error: unknown command 'no-such-command' (run 'energy-table help' for the list)\n"
    )
