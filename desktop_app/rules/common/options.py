"""Setup options, read strictly: one reader for every game's options, from a save's JSON, a deal
code or the command line (issue 22: `"several_cities": "no"` was read as true, a seed of 7.9 as
7, `"map_id": ""` as the default map, and unknown keys were ignored).

A game lists its options as `Option`s (`rules/<game>/state.py`, `<Game>Options.OPTIONS`) and
its `from_json` asks `read_options` for the checked values: a flag is a JSON true or false, a
whole number an int (never a float, a string or a bool), a choice one of its words, a name a
non-empty string; an option the game does not have is refused by name. The command line gives
text, read by `options_from_text`: a flag is one of true/false/yes/no/on/off/1/0, a number ASCII
digits. Every refusal is an `OptionError` (a ValueError) whose message names the option.

Seeds: every game is dealt from a whole number 0 <= seed < SEED_LIMIT (2^53, what a JSON number
holds exactly in any reader, and what a deal code carries). A seed outside is refused where it
enters (a save, the new-game dialog, `--seed`) rather than dealt and failing later.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

SEED_LIMIT = 2**53  # seeds are 0 .. SEED_LIMIT - 1
FRESH_SEEDS = 2**31  # a seed dealt for a person who typed none: short enough to read out


def fresh_seed() -> int:
    """A new deal's seed when none was asked for (the new-game dialog, Play again, the demo and
    the classroom): from the system's randomness, never the rules' own RNG."""
    return random.SystemRandom().randrange(1, FRESH_SEEDS)


MAX_PLAYERS = 99  # no game has more; the game's own range is checked by its definition
MAX_NAME = 200  # a map or region id is a short word

BOOL, INT, CHOICE, NAME, NAMES = "bool", "int", "choice", "name", "names"
_TRUE = ("true", "yes", "on", "1")
_FALSE = ("false", "no", "off", "0")


class OptionError(ValueError):
    """A setup option that cannot be used: the message names it and says what it must be."""

    def __init__(self, message: str, option: str = "") -> None:
        super().__init__(message)
        self.option = option


@dataclass(frozen=True)
class Option:
    """One setup option: its JSON key, its kind, its default when absent, and its bounds.

    `optional`: null is a value (the pack's setting, or chosen at random), and the default.
    """

    name: str
    kind: str  # BOOL, INT, CHOICE, NAME or NAMES (a list of names)
    default: Any = None
    required: bool = False
    optional: bool = False
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = SEED_LIMIT - 1

    def what(self) -> str:
        """What a value of this option must be, for a refusal."""
        if self.kind == BOOL:
            return "true or false"
        if self.kind == INT:
            return f"a whole number from {self.low} to {self.high}"
        if self.kind == CHOICE:
            return "one of " + ", ".join(self.choices)
        if self.kind == NAME:
            return "a name (not empty)"
        return "a list of names"


PLAYERS = Option("players", INT, required=True, low=1, high=MAX_PLAYERS)
SEED = Option("seed", INT, required=True, low=0, high=SEED_LIMIT - 1)


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_name(value: object) -> bool:
    return isinstance(value, str) and bool(value.strip()) and len(value) <= MAX_NAME


def _refusal(option: Option, value: object) -> OptionError:
    return OptionError(f"the option {option.name} must be {option.what()}, not {_shown(value)}", option.name)


def check_value(option: Option, value: object) -> Any:
    """`value` (as JSON gives it) if it fits `option`, else an OptionError naming the option."""
    if value is None and option.optional:
        return None
    if option.kind == BOOL:
        fits = isinstance(value, bool)
    elif option.kind == INT:
        fits = _is_int(value) and option.low <= value <= option.high
    elif option.kind == CHOICE:
        fits = isinstance(value, str) and value in option.choices
    elif option.kind == NAME:
        fits = _is_name(value)
    elif option.kind == NAMES:
        fits = isinstance(value, (list, tuple)) and len(value) <= 64 and all(_is_name(item) for item in value)
        if fits:
            return tuple(value)  # type: ignore[arg-type]  # checked above: a list or tuple of names
    else:
        raise ValueError(f"unknown kind of option {option.kind!r}")
    if not fits:
        raise _refusal(option, value)
    return value


def read_options(data: object, options: Sequence[Option]) -> dict[str, Any]:
    """Every option's checked value (its default where `data` leaves it out); `data` is a JSON
    object. An unknown key, a missing required one or a value of the wrong kind: OptionError."""
    if not isinstance(data, Mapping):
        raise OptionError(f"the options must be a JSON object, not {_shown(data)}")
    by_name = {option.name: option for option in options}
    unknown = [key for key in data if key not in by_name]
    if unknown:
        named = ", ".join(str(key)[:40] for key in unknown[:3])
        raise OptionError(f"unknown option {named} (the options: {', '.join(by_name)})", str(unknown[0])[:40])
    out: dict[str, Any] = {}
    for option in options:
        if option.name not in data:
            if option.required:
                raise OptionError(f"the option {option.name} is missing", option.name)
            out[option.name] = option.default
        else:
            out[option.name] = check_value(option, data[option.name])
    return out


def int_from_text(text: str, option: Option = SEED) -> int:
    """A whole number typed as ASCII digits (a leading minus allowed, then refused by range):
    not "7.9", not "７" (int() would take full-width digits), not "7_0" or "7e3"."""
    word = text.strip()
    digits = word[1:] if word.startswith("-") else word
    if not digits or len(digits) > 30 or not all("0" <= char <= "9" for char in digits):
        raise _refusal(option, text)
    value: int = check_value(option, int(word))
    return value


def value_from_text(option: Option, text: str) -> Any:
    """A value typed on the command line for `option`, read by its kind (never guessed)."""
    word = text.strip()
    if option.kind == BOOL:
        if word.lower() in _TRUE:
            return True
        if word.lower() in _FALSE:
            return False
        raise _refusal(option, text)
    if option.kind == INT:
        return int_from_text(word, option)
    if option.kind == NAMES:
        if word.startswith("["):  # as JSON: ["north", "yilan"]
            try:
                return check_value(option, json.loads(word))
            except (json.JSONDecodeError, RecursionError):
                raise _refusal(option, text) from None
        return check_value(option, [item.strip() for item in word.split(",")])
    return check_value(option, word)


def seed_from_text(text: str) -> int:
    """A seed typed by a person (the new-game dialog, `--seed`): 0 to 2^53 - 1, ASCII digits."""
    try:
        return int_from_text(text, SEED)
    except OptionError:
        raise OptionError(
            f"the seed must be a whole number from 0 to {SEED_LIMIT - 1}, not {_shown(text)}", "seed"
        ) from None


def is_seed(value: object) -> bool:
    """Is `value` a seed a game can be dealt from (an int, 0 <= value < SEED_LIMIT)?"""
    return _is_int(value) and 0 <= value < SEED_LIMIT


def options_from_text(pairs: Iterable[str], options: Sequence[Option]) -> dict[str, Any]:
    """`KEY=VALUE` pairs from the command line (`--option`), each read by its option's kind;
    an unknown key or a pair without `=` is an OptionError."""
    by_name = {option.name: option for option in options}
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise OptionError(f"an option is KEY=VALUE, not {_shown(pair)}")
        if key not in by_name:
            raise OptionError(f"unknown option {key[:40]} (the options: {', '.join(by_name)})", key[:40])
        out[key] = value_from_text(by_name[key], text)
    return out


__all__ = [
    "BOOL",
    "CHOICE",
    "INT",
    "NAME",
    "NAMES",
    "PLAYERS",
    "SEED",
    "SEED_LIMIT",
    "Option",
    "OptionError",
    "check_value",
    "int_from_text",
    "is_seed",
    "options_from_text",
    "read_options",
    "seed_from_text",
    "value_from_text",
]
