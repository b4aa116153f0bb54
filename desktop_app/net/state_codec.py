"""A seat's observation as JSON and back, for a desktop client's window (docs/network-protocol.md,
"Desktop frames").

The web client lays out the frame's words; another Energy Table draws the seat with today's game
window, which reads a game state. So a desktop client's frame also carries the seat's
*observation* (`observation(state, seat)`: the rules' own view, where every other seat's secret,
the deck order and the seed are already masked), encoded field by field from the state class's
type hints. The static part (the map, the cards' tables: `Board`, `Tables`, `Static`) is not sent:
it follows from the content pack and the public options, and the client rebuilds it with the
rules' own `new_game` (Power Grid's regions in play are sent, as they are on the public map).

Nothing here knows a secret: it encodes exactly the object it is given, so the leak property test
(tests/net/test_leaks.py) checks these bytes as it checks the rest of a frame. The decoder is strict
(a wrong type is a `ValueError`), so a damaged frame is refused, never drawn half-read.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import json
import types
import typing
from typing import Any

CODEC = 1  # the version of this encoding, sent in every desktop frame
STATIC = {"power-grid": "board", "power-butler": "board", "power-on": "tables", "magic-lamp": "static"}


def encode(game_id: str, state: Any) -> dict[str, Any]:
    """An observation as JSON: its fields (the static part left out) and what rebuilds that part."""
    static = STATIC[game_id]
    fields = {name: _enc(getattr(state, name)) for name in type(state).__slots__ if name != static}
    extra: dict[str, Any] = {}
    if game_id == "power-grid":
        extra["regions"] = list(state.board.regions)
    return {"codec": CODEC, "static": extra, "fields": fields}


def _enc(value: Any) -> Any:
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, enum.Enum):
        return _enc(value.value)
    if isinstance(value, (int, float)):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _enc(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [_enc(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(_enc(v) for v in value)
    if isinstance(value, dict):
        return [[_enc(k), _enc(v)] for k, v in value.items()]
    raise TypeError(f"cannot send a {type(value).__name__} in a frame")


class Decoder:
    """Rebuilds observations of one game for a client; the static part is made once per options."""

    def __init__(self, game: Any, content: Any) -> None:
        self.game, self.content = game, content
        self._templates: dict[str, Any] = {}

    def decode(self, data: object) -> Any:
        """The observation `encode` made (ValueError when the data does not fit the state)."""
        if not isinstance(data, dict) or data.get("codec") != CODEC or not isinstance(data.get("fields"), dict):
            raise ValueError("not an observation this version reads")
        template = self._template(data)
        cls = state_class(self.game.id)
        hints = typing.get_type_hints(cls)
        static = STATIC[self.game.id]
        fields = data["fields"]
        state = cls.__new__(cls)
        setattr(state, static, getattr(template, static))
        for name in cls.__slots__:
            if name == static:
                continue
            if name not in fields:
                raise ValueError(f"the observation has no {name}")
            setattr(state, name, _dec(hints[name], fields[name], name))
        return state

    def _template(self, data: dict[str, Any]) -> Any:
        """A state of the same static part: `new_game` on the public options (cached)."""
        options_json = data["fields"].get("options")
        static = data.get("static") or {}
        key = json.dumps([options_json, static], sort_keys=True)
        template = self._templates.get(key)
        if template is None:
            hints = typing.get_type_hints(state_class(self.game.id))
            options = _dec(hints["options"], options_json, "options")
            if self.game.id == "power-grid":
                options = dataclasses.replace(options, regions=tuple(_dec(tuple[str, ...], static.get("regions"), "r")))
            template = self._templates[key] = self.game.new_game(self.content, options)
        return template


def state_class(game_id: str) -> Any:
    """The rules' state class of a game (`rules/<game>/state.py`'s `State`, slotted)."""
    module = importlib.import_module(f"desktop_app.rules.{game_id.replace('-', '_')}.state")
    return module.State


def _dec(tp: Any, value: Any, where: str) -> Any:  # noqa: C901 - one branch per kind of type
    origin = typing.get_origin(tp)
    if tp is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        members = typing.get_args(tp)
        if value is None:
            if type(None) in members:
                return None
            raise ValueError(f"{where}: null")
        for member in members:
            if member is type(None):
                continue
            try:
                return _dec(member, value, where)
            except ValueError:
                continue
        raise ValueError(f"{where}: {type(value).__name__} fits none of {tp}")
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(value)
        except ValueError:
            raise ValueError(f"{where}: {value!r} is no {tp.__name__}") from None
    if tp is bool:
        if not isinstance(value, bool):
            raise ValueError(f"{where}: not a bool")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{where}: not an integer")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"{where}: not a number")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise ValueError(f"{where}: not text")
        return value
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(value, dict):
            raise ValueError(f"{where}: not an object")
        hints = typing.get_type_hints(tp)
        names = {f.name for f in dataclasses.fields(tp)}
        if set(value) != names:
            raise ValueError(f"{where}: the fields of {tp.__name__} differ")
        return tp(**{n: _dec(hints[n], value[n], f"{where}.{n}") for n in names})
    if origin in (list, tuple, set, frozenset, dict) and not isinstance(value, list):
        raise ValueError(f"{where}: not a list")
    args = typing.get_args(tp)
    if origin is list:
        return [_dec(args[0], v, where) for v in value]
    if origin in (set, frozenset):
        return origin(_dec(args[0], v, where) for v in value)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_dec(args[0], v, where) for v in value)
        if len(args) != len(value):
            raise ValueError(f"{where}: {len(value)} items, not {len(args)}")
        return tuple(_dec(a, v, where) for a, v in zip(args, value))
    if origin is dict:
        out = {}
        for pair in value:
            if not isinstance(pair, list) or len(pair) != 2:
                raise ValueError(f"{where}: not a key and a value")
            out[_dec(args[0], pair[0], where)] = _dec(args[1], pair[1], where)
        return out
    raise ValueError(f"{where}: cannot read a {tp}")


__all__ = ["CODEC", "STATIC", "Decoder", "encode"]
