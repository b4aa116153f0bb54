"""The words a device is sent for its seat, made on the host in the device's language.

The web client knows no rules and no game words: it lays out what it is sent. `net/` builds
each frame from the rules' views and asks a `SeatWords` (net/words.py; docs/network-protocol.md)
for its words: a label and a group for every move it offers, panels of the seat's own
information (hand, dice, money, secret choices), whose turn it is, the log's lines and the
rules' refusals. Each game's `DeviceWords` subclass (`views/remote/<game>.py`) makes them from
the game's existing narration and hint words, so a device reads the same sentences as the host's
own window.

Beside `label` and `group`, a move's words may say how a device lays it out (the client knows
no game, so the host says it): `kind` (`button`; `race`, a touch timed on the device from the
moment it shows the move, sending `timeout`'s move when `limit_ms` pass untouched; `aim`, a drop
slid along a strip), `fields` (for a move with a range: each number's label, where its stepper
starts and, for an aimed drop, the `target` marked on the strip; the label's %1 shows the first
number) and `main` (the step's usual choice).

Every public method speaks the device's language (`speech.speaking`) for as long as it runs, so
a phone in 繁體中文 and a Chromebook in English can sit at the same table.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from PySide6.QtCore import QCoreApplication, QObject

from desktop_app.ai.base import Reason
from desktop_app.ai.hints import format_hint
from desktop_app.controllers.game_controller import Seat
from desktop_app.net.words import MoveWords
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.views.kit.narration import fill
from desktop_app.views.remote.speech import device_language, speaking

BUTTON = "button"  # a plain touch target: pressing it plays the move
RACE = "race"  # a timed touch: the device measures the reaction from when it shows the move
AIM = "aim"  # a drop aimed by touch along a strip, with the spot to aim at marked


@dataclass
class Word:
    """How one offered move is shown (what `SeatWords.moves` returns per move, as a dict)."""

    label: str
    group: str = ""
    kind: str = BUTTON
    fields: dict[str, dict[str, Any]] = field(default_factory=dict)
    limit_ms: int = 0
    timeout: str = ""  # a race: the move a device sends when its time is up
    main: bool = False

    def to_json(self) -> MoveWords:
        out: MoveWords = {"label": self.label, "group": self.group, "kind": self.kind}
        if self.fields:
            out["fields"] = self.fields
        if self.limit_ms:
            out["limit_ms"] = self.limit_ms
        if self.timeout:
            out["timeout"] = self.timeout
        if self.main:
            out["main"] = True
        return out


def panel(key: str, title: str, rows: Sequence[tuple[str, str] | str]) -> dict[str, Any]:
    """A box of the seat's own information: `rows` of (label, value), or a label alone."""
    out = []
    for row in rows:
        label, value = (row, "") if isinstance(row, str) else row
        out.append({"label": label, "value": value})
    return {"id": key, "title": title, "rows": out}


@dataclass(frozen=True)
class Entry:
    """An applied move as the games' narration reads it (an `ActionRecord`'s fields), made from
    net's `LogEntry`: the viewer's observations around the move."""

    index: int
    player: int
    action: Any
    before: Any
    after: Any
    revealed: bool = False


T = TypeVar("T")


def spoken(method: Callable[..., T]) -> Callable[..., T]:
    """Run a `DeviceWords` method with Qt's translation speaking the device's language."""

    @functools.wraps(method)
    def wrapper(self: DeviceWords, *args: Any, **kwargs: Any) -> T:
        with speaking(self.language):
            return method(self, *args, **kwargs)

    return wrapper


class DeviceWords(QObject):
    """A game's words for one device (net's `SeatWords`): `game` its `GameDefinition`,
    `content` its pack, `names` the seats' names, `language` the device's ("zh_TW", "en";
    any browser code is accepted)."""

    game_id = ""
    # a game whose hint card words its moves (Magic Lamp, Power Butler): that class, made for
    # the device's seats and language as `hints`, its narrator as `words`
    hint_words: ClassVar[type[Any] | None] = None

    def __init__(self, game: Any, content: Any, names: Sequence[str], language: str) -> None:
        super().__init__()
        self.game, self.content = game, content
        self.seats = [
            Seat(name or fill(QCoreApplication.translate("DeviceWords", "Seat %1"), i + 1))
            for i, name in enumerate(names)
        ]
        self.language = device_language(language)
        self.chinese = self.language == "zh_TW"
        if self.hint_words is not None:
            self.hints: Any = self.hint_words(content, self.seats, self.language)
            self.words: Any = self.hints.words

    # --- what a game gives ----------------------------------------------------------------

    def _word(self, observation: Any, seat: int, move: Any, offered: Sequence[Any]) -> Word:
        """One offered move (`move.action`, `move.ranges`) in words; `offered` is every move."""
        raise NotImplementedError

    def _panels(self, observation: Any, seat: int) -> list[dict[str, Any]]:
        raise NotImplementedError

    def _lines(self, entry: Any) -> list[Any]:
        """The game's narration of an `Entry` (which reads as the controller's `ActionRecord`)."""
        raise NotImplementedError

    def _secret(self, entry: Entry) -> Entry | None:
        """A stand-in for another seat's secret move, worded without what it was (None: a
        plain line)."""
        return None

    def _move_words(self, observation: Any, seat: int, action: Action) -> str:
        """The move as the game's hint card says it."""
        raise NotImplementedError

    def _refusal(self, error: IllegalAction) -> str:
        return error.reason  # a game with its own refusal words overrides this

    # --- net's SeatWords ------------------------------------------------------------------

    def speaking(self) -> AbstractContextManager[None]:
        """The device's language in front for a whole frame's words (net/frames.py holds it
        around a frame: its words' own blocks inside then install nothing again)."""
        return speaking(self.language)

    @spoken
    def moves(self, observation: Any, seat: int, moves: Sequence[Any]) -> list[MoveWords]:
        """A label, a group and a layout for each offered move, in the same order."""
        return [self._word(observation, seat, move, moves).to_json() for move in moves]

    @spoken
    def panels(self, observation: Any, seat: int) -> list[dict[str, Any]]:
        """The seat's own information, from its own observation only (none for the public view)."""
        return self._panels(observation, seat) if seat >= 0 else []

    @spoken
    def log(self, entry: Any) -> list[str]:
        """The log's lines for one applied move, as this viewer may know it."""
        record = Entry(entry.index, entry.player, entry.action, entry.before, entry.after)
        if entry.action is None:
            stand_in = self._secret(record)
            if stand_in is None:
                return [
                    fill(QCoreApplication.translate("DeviceWords", "%1 makes a secret move."), self.name(entry.player))
                ]
            record = stand_in
        return [line if isinstance(line, str) else line[1] for line in self._lines(record) if line]

    @spoken
    def turn(self, observation: Any, seat: int, player: int) -> str:
        """Whose turn it is (`player`; -1 when the game is over), said to the person at `seat`."""
        if player < 0:
            return QCoreApplication.translate("DeviceWords", "The game is over")
        if player == seat:
            return QCoreApplication.translate("DeviceWords", "Your turn")
        return fill(QCoreApplication.translate("DeviceWords", "%1's turn"), self.name(player))

    @spoken
    def refusal(self, error: IllegalAction) -> str:
        """Why the rules refused a move, in the device's language."""
        return self._refusal(error)

    @spoken
    def hint(self, observation: Any, seat: int, action: Action, reason: Reason) -> str:
        """The hint player's move for the seat and why (for the protocol's `hint`)."""
        said = self._move_words(observation, seat, action)
        names = [self.name(seat) for seat in range(len(self.seats))]
        why = format_hint(self.game_id, reason, self.language, names)[0]  # the reason; a device shows no figures
        return f"{said}{'' if self.chinese else ' '}{why}" if why else said

    def name(self, seat: int) -> str:
        """A player's name as they typed it."""
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    def join(self, items: Sequence[str]) -> str:
        return ("、" if self.chinese else ", ").join(items)

    def counted(self, names: Sequence[str]) -> list[tuple[str, str]]:
        """Names with how many of each ("Coal", "×2"), in the order first met."""
        counts: dict[str, int] = {}
        for name in names:
            counts[name] = counts.get(name, 0) + 1
        return [(name, f"×{n}" if n > 1 else "") for name, n in counts.items()]


__all__ = ["AIM", "BUTTON", "RACE", "DeviceWords", "Entry", "Word", "panel", "spoken"]
