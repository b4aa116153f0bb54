"""The command line's one way of refusing: a single line on stderr and exit status 2.

Every `energy-table` command parses with `OneLineParser`, so a wrong argument never prints a
traceback or a screenful: `energy-table demo: error: argument --players: invalid int value:
'x' (see 'energy-table demo --help')`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TextIO, TypeVar

T = TypeVar("T")

USAGE_ERROR = 2


class OneLineParser(argparse.ArgumentParser):
    """argparse that says what is wrong in one line and exits with status 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
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


def write_text(text: str, stream: TextIO | None = None) -> None:
    """Write `text` even where the stream's encoding cannot hold Chinese or the dash (a legacy
    Windows code page), never an error: to a file or a pipe as UTF-8, to a console with what
    it cannot show replaced."""
    stream = stream or sys.stdout
    try:
        stream.write(text)
    except UnicodeEncodeError:
        stream.flush()
        buffer = getattr(stream, "buffer", None)
        if buffer is not None and not stream.isatty():
            buffer.write(text.encode("utf-8"))
        else:
            encoding = getattr(stream, "encoding", None) or "ascii"
            stream.write(text.encode(encoding, errors="replace").decode(encoding))
    stream.flush()
