"""The words every game's narrator shares: placeholders filled in one pass, English plurals,
and a `Narrator` base that knows the content, the seats and the language.

Texts are translated by Qt (`self.tr` in the class that shows them, or the catalogue of a
game's narrator); what goes into a text's %1, %2... is filled by `fill`, once, so a player named
"%2" stays "%2". PySide's lupdate cannot mark Python plurals, so "%n card(s)" texts are made
singular or plural by `plural`; the Chinese texts have no "(s)" and pass through unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject

from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.common.actions import Action
from desktop_app.views.kit.noop import QT_TRANSLATE_NOOP

_PLACEHOLDER = re.compile(r"%([1-9])")

# English words whose plural is not the singular plus (s) or (es), as they appear in our texts.
_IRREGULAR_SINGULARS = ((" 1 dice", " 1 die"), ("1 chosen dice", "1 chosen die"))


def fill(text: str, *args: object) -> str:
    """`text` with %1, %2, ... replaced by `args` in one pass (as QString.arg does). A
    placeholder with no argument is left as it is."""

    def one(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return str(args[index - 1]) if index <= len(args) else match.group(0)

    return _PLACEHOLDER.sub(one, text)


class Record(Protocol):
    """An applied move as a game's narration reads it: the controller's `ActionRecord`, or a
    device's `Entry` (views/remote/words.py) made from what that seat was shown."""

    @property
    def player(self) -> int: ...

    @property
    def action(self) -> Action: ...

    @property
    def before(self) -> Any: ...  # the game's state (or a seat's observation) before the move

    @property
    def after(self) -> Any: ...


EventField = str | int | tuple[int, ...]  # one field of the rules' `Event`


def event_int(field: EventField) -> int:
    """An event's number (each game's rules' events are tuples: a kind tag, then its fields)."""
    if not isinstance(field, int):
        raise TypeError(f"an event field should be a number: {field!r}")
    return field


def event_ints(field: EventField) -> tuple[int, ...]:
    """An event's tuple of numbers (seats, or an amount per fuel)."""
    if not isinstance(field, tuple):
        raise TypeError(f"an event field should be a tuple of numbers: {field!r}")
    return field


def plural(text: str, n: int) -> str:
    """A "%n card(s)" text for `n`: the number in, and "(s)"/"(es)" made English."""
    text = text.replace("%n", str(n))
    if n == 1:
        for many, one in _IRREGULAR_SINGULARS:
            text = text.replace(many, one)
        return text.replace("(s)", "").replace("(es)", "")
    return text.replace("(s)", "s").replace("(es)", "es")


# How every game words a seat's kind, once (issue 13: "one wording for a human seat").
_SEAT_WORDS = {
    None: QT_TRANSLATE_NOOP("SeatWords", "Player"),
    "heuristic": QT_TRANSLATE_NOOP("SeatWords", "Computer"),
    "random": QT_TRANSLATE_NOOP("SeatWords", "Computer (random)"),
    "beginner": QT_TRANSLATE_NOOP("SeatWords", "Computer (beginner)"),
    "expert": QT_TRANSLATE_NOOP("SeatWords", "Computer (expert)"),
}


def seat_label(seat: Seat) -> str:
    """What a seat is, as every game's table and panels say it under the name: a person is a
    "Player" (玩家), a computer player "Computer" (電腦), with its level when not the usual one."""
    text = _SEAT_WORDS.get(seat.bot, _SEAT_WORDS["heuristic"])
    return QCoreApplication.translate("SeatWords", text)


class Narrator(QObject):
    """A game's words in one language: the base of each game's narrator. It holds the content
    pack (for card and place names in both languages), the seats and the language."""

    def __init__(self, content: Any, seats: Iterable[Seat], language: str) -> None:  # content: the game's pack
        super().__init__()
        self.content, self.seats, self.language = content, list(seats), language
        self.chinese = language.startswith("zh")

    def name(self, seat: int) -> str:
        """A player's name as they typed it ("?" for no seat)."""
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"
