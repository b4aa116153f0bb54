"""The command line's conventions: one way of refusing, one way of writing.

Every `energy-table` command parses with `OneLineParser`, so a wrong argument never prints a
traceback or a screenful: `energy-table demo: error: argument --players: invalid int value:
'x' (see 'energy-table demo --help')`; every `--think-ms` is read by `think_ms`.

Output: the router (`cli.py`) runs every command through `run_guarded`, so output that cannot
be written (a closed pipe, a full disk, a closed stdout) ends the command quietly with exit
status `OUTPUT_FAILED`, and text the console's encoding cannot hold is still written. A file a
command writes (`--trace`, `--screenshot`) is opened by `open_output`, which never waits for a
reader (a FIFO nobody reads is refused at once).
"""

from __future__ import annotations

import argparse
import errno
import os
import sys
from collections.abc import Callable
from typing import Any, TextIO, TypeVar, cast

T = TypeVar("T")

USAGE_ERROR = 2
OUTPUT_FAILED = 74
"""The exit status when stdout or stderr could not be written (sysexits' EX_IOERR)."""
MAX_THINK_MS = 600_000
"""The longest a searching computer player may think per move on the command line: ten minutes."""


class OneLineParser(argparse.ArgumentParser):
    """argparse that says what is wrong in one line and exits with status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]  # exits, never returns
        print(f"{self.prog}: error: {message} (see '{self.prog} --help')", file=sys.stderr)
        raise SystemExit(USAGE_ERROR)


def checked(convert: Callable[[str], T]) -> Callable[[str], T]:
    """An argparse `type` from a converter whose ValueError is a sentence (the rules' own, such
    as rules/common/options.py `seed_from_text`): that sentence is the one-line refusal."""

    def parse(text: str) -> T:
        try:
            return convert(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    return parse


def usage_error(prog: str, message: str) -> int:
    """Say a usage problem found after parsing, the same way; returns the exit status."""
    print(f"{prog}: error: {message}", file=sys.stderr)
    return USAGE_ERROR


def think_ms(text: str) -> int:
    """The argparse type of every `--think-ms`: whole milliseconds from 1 to MAX_THINK_MS."""
    if not (text.isascii() and text.isdigit()) or len(text) > 7 or not 1 <= int(text) <= MAX_THINK_MS:
        shown = text if len(text) <= 20 else text[:20] + "..."
        raise argparse.ArgumentTypeError(
            f"must be a whole number of milliseconds from 1 to {MAX_THINK_MS}, not {shown!r}"
        )
    return int(text)


def write_text(text: str, stream: TextIO | None = None) -> None:
    """Write `text` (to stdout by default) even where the stream's encoding cannot hold Chinese
    or the dash (a legacy Windows code page), never an encoding error."""
    stream = stream or sys.stdout
    try:
        stream.write(text)
    except UnicodeEncodeError:
        _write_unencodable(stream, text)
    stream.flush()


def _write_unencodable(stream: TextIO, text: str) -> None:
    """Write what the stream's encoding cannot hold: to a file or a pipe as UTF-8, to a console
    with what it cannot show as backslash escapes (a file name stays readable: `\u756b.png`)."""
    stream.flush()
    buffer = getattr(stream, "buffer", None)
    if buffer is not None and not stream.isatty():
        buffer.write(text.encode("utf-8"))
    else:
        encoding = getattr(stream, "encoding", None) or "ascii"
        stream.write(text.encode(encoding, errors="backslashreplace").decode(encoding))


def open_output(path: str | os.PathLike[str]) -> TextIO:
    """Open a file a command writes (truncated, created if missing) without ever waiting: a FIFO
    that nobody reads yet would block `open()` forever, so it is opened non-blocking and
    refused with an OSError saying so; a FIFO with a reader, a regular file or a device such as
    /dev/full opens as usual (and writes block normally). UTF-8 text; bytes go to `.buffer`."""
    nonblocking = getattr(os, "O_NONBLOCK", 0)  # not on Windows, which has no FIFOs to fear
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | nonblocking | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags, 0o666)
    except OSError as error:
        if error.errno == errno.ENXIO:  # POSIX: O_NONBLOCK on a FIFO with no reader
            raise OSError(errno.ENXIO, f"{os.fspath(path)} is a pipe (FIFO) that nobody is reading") from None
        raise
    if nonblocking:
        os.set_blocking(fd, True)
    return os.fdopen(fd, "w", encoding="utf-8", buffering=1 << 20)


class OutputLost(Exception):
    """stdout or stderr could not be written; the command stops and the router exits quietly."""


class GuardedStream:
    """sys.stdout or sys.stderr while a command runs (`run_guarded`).

    A write or flush that fails with an OSError (a closed pipe, a full disk) or on a closed
    stream is noted in `lost`; the real descriptor is pointed at the null device so Python's
    own flush at exit cannot fail again, and the rest is discarded. With `stop`, the failure
    raises OutputLost, so a headless command stops at once instead of computing for nobody; a
    command with a Qt event loop keeps running (a raise in a Qt slot would be an error box). Text the encoding cannot
    hold is written as `_write_unencodable` does.
    """

    def __init__(self, stream: TextIO | None, name: str, *, stop: bool) -> None:
        self._stream = stream
        self.name = name
        self._stop = stop
        self.lost: str | None = None  # why the stream was lost

    def write(self, text: str) -> int:
        """Write `text`; see the class for what a failure does."""
        if not text or self.lost is not None:
            return len(text)
        try:
            if self._stream is None:
                raise OSError(errno.EBADF, f"{self.name} is closed")
            try:
                self._stream.write(text)
            except UnicodeEncodeError:
                _write_unencodable(self._stream, text)
        except (OSError, ValueError) as error:  # ValueError: write to a closed file
            self._lose(error)
        return len(text)

    def writelines(self, lines: list[str]) -> None:
        """Write each line."""
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        """Flush the stream; see the class for what a failure does."""
        if self._stream is None or self.lost is not None:
            return
        try:
            self._stream.flush()
        except (OSError, ValueError) as error:
            self._lose(error)

    def isatty(self) -> bool:
        """Whether the stream is a terminal (a closed one is not)."""
        try:
            return self._stream is not None and self._stream.isatty()
        except (OSError, ValueError):
            return False

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)  # encoding, buffer, fileno...: the stream's own

    def _lose(self, error: OSError | ValueError) -> None:
        self.lost = (
            "a closed pipe" if isinstance(error, BrokenPipeError) else getattr(error, "strerror", None) or str(error)
        )
        stream = self._stream
        if stream is not None and id(stream) == id(getattr(sys, f"__{self.name}__", None)):
            try:  # the process's own descriptor: let the flush at exit write into nothing
                null = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, stream.fileno())
                os.close(null)
            except (OSError, ValueError):
                pass
        if self._stop:
            raise OutputLost(f"cannot write to {self.name}: {self.lost}")


def run_guarded(prog: str, run: Callable[[], int], *, stop: bool = True) -> int:
    """Run a command's `main` with stdout and stderr guarded (see GuardedStream); return its
    exit status, OUTPUT_FAILED if its output was lost, never a traceback for that.

    A closed pipe (`| head`) ends the command silently; any other loss of stdout (a full disk,
    a closed stdout) is said in one line on stderr when stderr still works. A window on Windows
    (`stop=False`) keeps missing streams as they are: a GUI program there has no console at all.
    """
    saved = sys.stdout, sys.stderr
    out = GuardedStream(sys.stdout, "stdout", stop=stop)
    err = GuardedStream(sys.stderr, "stderr", stop=stop)
    keep_missing = not stop and os.name == "nt"
    if sys.stdout is not None or not keep_missing:
        sys.stdout = cast(TextIO, out)
    if sys.stderr is not None or not keep_missing:
        sys.stderr = cast(TextIO, err)
    try:
        try:
            status = run()
        except SystemExit as done:  # argparse's --help in a command that lets it through
            status = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
            if isinstance(done.code, str):
                print(done.code, file=sys.stderr)
        out.flush()
        err.flush()
    except OutputLost:
        status = OUTPUT_FAILED
    finally:
        sys.stdout, sys.stderr = saved
    if out.lost is None and err.lost is None:
        return status
    if out.lost is not None and out.lost != "a closed pipe" and err.lost is None and sys.stderr is not None:
        try:
            write_text(f"{prog}: error: cannot write the output: {out.lost}\n", sys.stderr)
        except (OSError, ValueError, AttributeError):
            pass  # stderr is gone too: the status says it
    return status or OUTPUT_FAILED
