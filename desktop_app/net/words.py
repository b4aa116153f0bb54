"""The words a seat's frames are made of, in that seat's language (docs/network-protocol.md).

Words are made on the host: a device shows the labels, log lines and refusals it is sent and
knows no game words of its own. `net/` cannot import the views, so it defines here what it needs
from them (`SeatWords`) and a plain implementation from the rules' own strings (`PlainWords`), so
the network works and is tested alone. The per-game words (from each game's narration) live in
`desktop_app/views/remote/` and reach a `TableSession` as a `WordsFactory`.

Every call gets only what its seat may see: the seat's observation, and a `LogEntry` with the
viewer's observations around a move and no action when the move is secret to the viewer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NotRequired, Protocol, TypedDict

from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import GameDefinition

PUBLIC = -1  # the viewer "seat" of the public view (the shared screen, watchers)


@dataclass(frozen=True)
class Move:
    """A move offered to a seat in one frame.

    `action` is the rules' legal action; for a move with `ranges`, its range fields hold their
    lowest values and the device picks each one in `[min, max]` (a bid, a press time, a drop).
    """

    id: str
    action: Action
    ranges: Mapping[str, tuple[int, int]] = field(default_factory=dict)


@dataclass(frozen=True)
class LogEntry:
    """One applied move, as one viewer may know it.

    `before` and `after` are the viewer's observations around the move; `action` is None when
    the move is secret to the viewer (another seat's die set on a chest).
    """

    index: int  # 1-based move number
    player: int
    action: Action | None
    before: Any
    after: Any
    viewer: int


class MoveWords(TypedDict):
    """How one offered move is shown: its label, and the group it is laid out in; the per-game
    words may add how a device lays it out (`kind`, `fields`, `limit_ms`, `timeout`, `main`:
    views/remote/words.py), which the frame passes on as they are."""

    label: str
    group: str
    kind: NotRequired[str]
    fields: NotRequired[dict[str, dict[str, Any]]]
    limit_ms: NotRequired[int]
    timeout: NotRequired[str]
    main: NotRequired[bool]


class SeatWords(Protocol):
    """A game's words for one language (made by a `WordsFactory` for a table)."""

    language: str

    def moves(self, observation: Any, seat: int, moves: Sequence[Move]) -> list[MoveWords]:
        """A label and a group for each offered move, in the same order."""
        ...

    def panels(self, observation: Any, seat: int) -> list[dict[str, Any]]:
        """The seat's own screen in words: `{"id", "title", "rows": [{"label", "value"}]}`."""
        ...

    def log(self, entry: LogEntry) -> list[str]:
        """The log lines for one applied move, as this viewer may know it."""
        ...

    def refusal(self, error: IllegalAction) -> str:
        """The rules' refusal of a move, as a sentence for this seat."""
        ...

    def turn(self, observation: Any, seat: int, player: int) -> str:
        """Whose turn it is (`player`, -1 when the game is over), said to `seat`."""
        ...

    # Optionally `speaking() -> a context manager`: held around the making of a whole frame, so
    # words that switch a language per call (views/remote's, Qt's translators) switch once.


# (game, content, the seats' names, language) -> the words for that language
WordsFactory = Callable[[GameDefinition, Any, Sequence[str], str], SeatWords]


class PlainWords:
    """Words from the rules' own strings: an action's readable form, the English reasons.

    Used when no per-game words are given (tests, a headless host without the views); every
    language gets the same plain English.
    """

    def __init__(self, game: GameDefinition, content: Any, names: Sequence[str], language: str) -> None:
        self.game, self.content, self.names, self.language = game, content, list(names), language

    def name(self, seat: int) -> str:
        """A seat's name, or "Seat N" before anyone sits there."""
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return f"Seat {seat + 1}"

    def moves(self, observation: Any, seat: int, moves: Sequence[Move]) -> list[MoveWords]:
        out: list[MoveWords] = []
        for move in moves:
            label = str(move.action)
            if move.ranges:
                label = move.action.type_name + "(" + ", ".join(f"{k}: {a}-{b}" for k, (a, b) in move.ranges.items())
                label += ")"
            out.append({"label": label, "group": move.action.type_name})
        return out

    def panels(self, observation: Any, seat: int) -> list[dict[str, Any]]:
        return []

    def log(self, entry: LogEntry) -> list[str]:
        if entry.action is None:
            return [f"{self.name(entry.player)} makes a secret move."]
        return [f"{self.name(entry.player)}: {entry.action}"]

    def refusal(self, error: IllegalAction) -> str:
        return error.reason

    def turn(self, observation: Any, seat: int, player: int) -> str:
        if player < 0:
            return "The game is over."
        if player == seat:
            return "Your turn."
        return f"{self.name(player)}'s turn."


def plain_words(game: GameDefinition, content: Any, names: Sequence[str], language: str) -> SeatWords:
    """The default `WordsFactory`."""
    return PlainWords(game, content, names, language)
