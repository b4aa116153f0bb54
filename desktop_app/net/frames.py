"""The frames a table sends (host thread): the latest view of the game for each viewer (a seat,
or PUBLIC) in each language, with the viewer's offered moves in words, the turn, the log and the
panels, made once per `seq` and kept as the text sent. Built only from the seat's observation
(`net.views`), so a secret leaves the host only to its owner; another Energy Table also gets
the seat's observation itself (`net.desktop`).

`FrameMaker` is `TableSession`'s base (net/session.py): the session keeps the devices, the
seats and the intents; this keeps what they are sent.
"""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any

from desktop_app.net import views
from desktop_app.net.desktop import desktop_part
from desktop_app.net.protocol import dumps
from desktop_app.net.seating import Seating
from desktop_app.net.words import PUBLIC, LogEntry, Move, SeatWords, WordsFactory
from desktop_app.rules.common.game import GameDefinition


@dataclass
class Frames:
    """The frames of one `seq`: text per (viewer, language), offers per viewer."""

    text: dict[tuple[int, str, bool], str] = field(default_factory=dict)
    offers: dict[int, list[Move]] = field(default_factory=dict)


class FrameMaker(Seating):
    """What a table's devices are sent (a base of `TableSession`, which sets these)."""

    game: GameDefinition
    content: Any
    words_factory: WordsFactory
    log_lines: int
    hints_enabled: bool
    paused: bool
    stopped: bool
    class_info: dict[str, dict[str, Any]] | None
    _state: Any
    _tail: list[Any]
    _actors: frozenset[int]
    _held: dict[int, Any]
    _frames: Frames
    _words: dict[str, SeatWords]
    _lines: dict[tuple[int, str, int], list[str]]

    def _halted(self) -> bool:
        return self.paused or self.stopped

    def frame_text(self, viewer: int, language: str, desktop: bool = False) -> str:
        """The latest frame for a viewer (a seat, or PUBLIC) in a language, as the bytes sent
        (host thread; made once per `seq`); `desktop`: with the seat's observation for another
        Energy Table's window. For tests and benches: the frames devices get."""
        with self._lock:
            key = (viewer, language, desktop)
            text = self._frames.text.get(key)
            if text is None:
                frame = self._frame(viewer, language)
                if desktop and viewer != PUBLIC:
                    obs = self.game.observation(self._state, viewer)
                    frame["desktop"] = desktop_part(self.game, obs, self._tail, viewer)
                    frame["desktop"]["hints"] = self.hints_enabled  # the host's "hints off" holds there too
                text = self._frames.text[key] = dumps(frame)
            return text

    def _frame(self, viewer: int, language: str) -> dict[str, Any]:
        words = self._words_for(language)
        hold = getattr(words, "speaking", None)  # words that can keep their language for a frame
        with hold() if hold is not None else nullcontext():
            return self._framed(viewer, language, words)

    def _framed(self, viewer: int, language: str, words: SeatWords) -> dict[str, Any]:
        game, state = self.game, self._state
        obs = game.observation(state, viewer)
        player = game.current_player(state)
        acting = viewer != PUBLIC and viewer in self._actors and viewer not in self._held and not self._halted()
        offered = views.offers(game, obs, viewer) if acting else []
        self._frames.offers[viewer] = offered
        labels = words.moves(obs, viewer, offered) if offered else []
        return {
            "type": "frame",
            "seq": self.seq,
            "game": game.id,
            "seat": None if viewer == PUBLIC else viewer,
            "language": language,
            "view": views.seat_view(game, obs, viewer),
            "moves": [
                # the words' layout keys too, but never in place of the host's id and range
                {"id": m.id, **_layout(w), **({"range": m.ranges} if m.ranges else {})}
                for m, w in zip(offered, labels)
            ],
            "turn": {"player": player, "you": acting, "text": words.turn(obs, viewer, player)},
            "log": self._log(viewer, language, words),
            "panels": words.panels(obs, viewer),
            "seats": self._seats_json(),
            "over": game.is_over(state),
            "winners": list(game.winners(state)) if game.is_over(state) else [],
            **({"class": self.class_info[language]} if self.class_info and language in self.class_info else {}),
        }

    def _log(self, viewer: int, language: str, words: SeatWords) -> list[dict[str, Any]]:
        out = []
        for record in self._tail:
            key = (viewer, language, record.index)
            lines = self._lines.get(key)
            if lines is None:
                secret = views.is_secret(self.game, record.action, record.player, viewer)
                entry = LogEntry(
                    record.index,
                    record.player,
                    None if secret else record.action,
                    self.game.observation(record.before, viewer),
                    self.game.observation(record.after, viewer),
                    viewer,
                )
                lines = self._lines[key] = words.log(entry)
            out += [{"n": record.index, "player": record.player, "text": line} for line in lines]
        return out[-self.log_lines :]

    def _words_for(self, language: str) -> SeatWords:
        words = self._words.get(language)
        if words is None:
            words = self._words[language] = self.words_factory(self.game, self.content, self.names(), language)
        return words


def _layout(words: Any) -> dict[str, Any]:
    """A move's words without the keys only the host sets."""
    return {k: v for k, v in dict(words).items() if k not in ("id", "range")}
