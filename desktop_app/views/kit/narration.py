"""The words every game's narrator shares: placeholders filled in one pass, English plurals,
and a `Narrator` base that knows the content, the seats and the language.

Texts are translated by Qt (`self.tr` in the class that shows them, or the catalogue of a
game's narrator); what goes into a text's %1, %2... is filled by `fill`, once, so a player named
"%2" stays "%2". PySide's lupdate cannot mark Python plurals, so "%n card(s)" texts are made
singular or plural by `plural`; the Chinese texts have no "(s)" and pass through unchanged.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

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


def seat_label(seat) -> str:
    """What a seat is, as every game's table and panels say it under the name: a person is a
    "Player" (玩家), a computer player "Computer" (電腦), with its level when not the usual one."""
    bot = getattr(seat, "bot", None)
    text = _SEAT_WORDS.get(bot, _SEAT_WORDS["heuristic"])
    return QCoreApplication.translate("SeatWords", text)


class Narrator(QObject):
    """A game's words in one language: the base of each game's narrator. It holds the content
    pack (for card and place names in both languages), the seats and the language."""

    def __init__(self, content, seats, language: str) -> None:
        super().__init__()
        self.content, self.seats, self.language = content, list(seats), language
        self.chinese = language.startswith("zh")

    def name(self, seat: int) -> str:
        """A player's name as they typed it ("?" for no seat)."""
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"
