"""Same deal for every table (issue 15): a short code that names a game's deal — the game, its
player count, its seed and any option that differs from the game's defaults — so another
computer that types it in deals the very same game, and results from tables can be compared.

    deal_code("power-grid", {"players": 4, "seed": 81, ...})  -> "PG-1A2B-3C4D-5E"
    read_deal_code("pg-1a2b-3c4d-5e")                           -> ("power-grid", {...})

The code is Crockford's base32 (digits and capitals, no I, L, O or U; read case-insensitively,
O as 0 and I or L as 1; dashes and spaces ignored) of: the player count, the seed (varints),
the options that differ from the defaults, and one check byte, so a mistyped character is
caught rather than dealing another game. An option is a key and a value, each a byte or two:
names and values the games use are numbers in `WORDS` (so "tower: no_dexterity" costs two
bytes), anything else is spelt out. `WORDS` is only ever added to: codes handed out stay good.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from typing import Any

from desktop_app.rules.common.options import SEED_LIMIT, is_seed

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {char: value for value, char in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
PREFIX = {"power-grid": "PG", "power-butler": "PB", "power-on": "PO", "magic-lamp": "ML"}
GAME_OF = {prefix: game for game, prefix in PREFIX.items()}
MAX_SEED = SEED_LIMIT  # the seeds every game is dealt from (rules/common/options.py), no other


class DealCodeError(ValueError):
    """Why a typed code names no deal: a sentence for the player."""


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _read_varint(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while at < len(data) and shift < 63:
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at += 1
        if not byte & 0x80:
            return value, at
        shift += 7
    raise DealCodeError("The code is cut short.")


def _check(payload: bytes) -> int:
    return hashlib.sha256(payload).digest()[0]


def _b32(data: bytes) -> str:
    bits = int.from_bytes(data, "big")
    count = (len(data) * 8 + 4) // 5
    bits <<= count * 5 - len(data) * 8
    return "".join(ALPHABET[(bits >> (5 * (count - 1 - i))) & 31] for i in range(count))


def _unb32(text: str) -> bytes:
    bits = 0
    for char in text:
        bits = bits << 5 | _READ[char]
    size = len(text) * 5 // 8
    return (bits >> (len(text) * 5 - size * 8)).to_bytes(size, "big")


# Option names and values the games use, by number (append only: a code names them by index).
WORDS = (
    "mode", "simple", "standard",  # Power Butler
    "tower", "stacking", "no_dexterity", "several_cities", "finish_round",  # Power On!
    "magic_ring",  # Magic Lamp
    "map_id", "taiwan", "north_taiwan", "regions", "cables_through_unused_regions",  # Power Grid
    "north", "northwest", "yilan", "central", "southwest", "south", "east",
)  # fmt: skip
_NONE, _FALSE, _TRUE, _INT, _WORD, _TEXT, _LIST = range(7)
_SMALL = 31  # a byte is the tag (3 bits) and a number under 31 (5 bits); 31: a varint follows


def _tagged(tag: int, number: int) -> bytes:
    if number < _SMALL:
        return bytes([tag << 5 | number])
    return bytes([tag << 5 | _SMALL]) + _varint(number - _SMALL)


def _value(value: Any) -> bytes:
    if value is None:
        return _tagged(_NONE, 0)
    if isinstance(value, bool):
        return _tagged(_TRUE if value else _FALSE, 0)
    if isinstance(value, int):
        return _tagged(_INT, value * 2 if value >= 0 else -value * 2 - 1)
    if isinstance(value, str):
        if value in WORDS:
            return _tagged(_WORD, WORDS.index(value))
        text = value.encode()
        return _tagged(_TEXT, len(text)) + text
    if isinstance(value, (list, tuple)):
        return _tagged(_LIST, len(value)) + b"".join(_value(item) for item in value)
    raise DealCodeError(f"A deal code cannot carry the option value {value!r}.")


def _read_value(data: bytes, at: int, depth: int = 0) -> tuple[Any, int]:
    if at >= len(data) or depth > 4:
        raise DealCodeError("The code does not check out: a letter may be mistyped.")
    tag, number, at = data[at] >> 5, data[at] & _SMALL, at + 1
    if number == _SMALL:
        more, at = _read_varint(data, at)
        number += more
    if tag in (_NONE, _FALSE, _TRUE):
        return (None, False, True)[tag], at
    if tag == _INT:
        return (number // 2 if number % 2 == 0 else -(number + 1) // 2), at
    if tag == _WORD:
        if number >= len(WORDS):
            raise DealCodeError("This deal code is for a newer version of the game.")
        return WORDS[number], at
    if tag == _TEXT:
        text = data[at : at + number]
        if len(text) < number:
            raise DealCodeError("The code is cut short.")
        try:
            return text.decode(), at + number
        except UnicodeDecodeError:
            raise DealCodeError("The code does not check out: a letter may be mistyped.") from None
    if tag == _LIST:
        items = []
        for _ in range(min(number, 64)):
            item, at = _read_value(data, at, depth + 1)
            items.append(item)
        return items, at
    raise DealCodeError("The code does not check out: a letter may be mistyped.")


def deal_code(game_id: str, options: Mapping[str, Any], defaults: Mapping[str, Any] | None = None) -> str:
    """The code of a deal: `options` as the game's options JSON (players and seed included);
    `defaults`: the game's options for the same players and seed (only what differs is kept)."""
    if game_id not in PREFIX:
        raise DealCodeError(f"No deal codes for '{game_id}'.")
    players, seed = options["players"], options["seed"]
    if not (isinstance(players, int) and 1 <= players <= 99 and is_seed(seed)):
        raise DealCodeError(f"A deal code needs the players (1-99) and a seed (0 to {MAX_SEED - 1}).")
    extra = {k: v for k, v in options.items() if k not in ("players", "seed") and (defaults or {}).get(k) != v}
    payload = _varint(players) + _varint(seed)
    for key in sorted(extra):
        payload += _value(key) + _value(extra[key])
    body = _b32(payload + bytes([_check(payload)]))
    groups = [body[i : i + 4] for i in range(0, len(body), 4)]
    return "-".join([PREFIX[game_id], *groups])


def read_deal_code(code: str) -> tuple[str, dict[str, Any]]:
    """(game id, the options the code names: players, seed and any option it sets); raises
    DealCodeError with a sentence when the code names no deal."""
    text = "".join(code.split()).replace("-", "").upper()
    if len(text) < 4:
        raise DealCodeError("Type the whole code, for example PG-1A2B-3C4D.")
    game = GAME_OF.get(text[:2])
    if game is None:
        raise DealCodeError("The code should start with PG, PB, PO or ML (the game).")
    body = text[2:]
    wrong = sorted({char for char in body if char not in _READ})
    if wrong:
        raise DealCodeError(f"The code has letters no code uses: {' '.join(wrong)}.")
    data = _unb32(body)
    if len(data) < 3:
        raise DealCodeError("The code is cut short.")
    payload, check = data[:-1], data[-1]
    if _check(payload) != check:
        raise DealCodeError("The code does not check out: a letter may be mistyped.")
    players, at = _read_varint(payload, 0)
    seed, at = _read_varint(payload, at)
    if not is_seed(seed):  # no code this app makes: a mistyped letter the check byte missed
        raise DealCodeError("The code does not check out: a letter may be mistyped.")
    options: dict[str, Any] = {"players": players, "seed": seed}
    while at < len(payload):
        key, at = _read_value(payload, at)
        value, at = _read_value(payload, at)
        if not isinstance(key, str):
            raise DealCodeError("The code does not check out: a letter may be mistyped.")
        options[key] = value
    return game, options


def code_for(game_id: str, options_json: Mapping[str, Any], options_from_json: Callable[[dict[str, Any]], Any]) -> str:
    """The code of a game's options (its `to_json()`), keeping only what differs from the
    defaults `options_from_json` gives for the same players and seed."""
    defaults = options_from_json({"players": options_json["players"], "seed": options_json["seed"]}).to_json()
    return deal_code(game_id, options_json, defaults)


__all__ = ["DealCodeError", "code_for", "deal_code", "read_deal_code"]
