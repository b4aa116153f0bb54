"""Actions: small frozen dataclasses with a stable name, a readable string and JSON round-trip.

Each game declares its action classes with `@action("stable_name")`; `ActionCodec` turns them
into JSON objects (`{"type": name, **fields}`) and back, refusing unknown names and bad fields.
"""

from __future__ import annotations

import dataclasses
import typing
from enum import Enum
from typing import Any, ClassVar, TypeVar

from desktop_app.rules.common.errors import IllegalAction

A = TypeVar("A")


class Action:
    """Base of every action; subclasses are frozen dataclasses made with `@action`."""

    type_name: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type_name}
        for field in dataclasses.fields(self):  # type: ignore[arg-type]  # every Action is made a dataclass by @action
            value = getattr(self, field.name)
            if isinstance(value, Enum):
                value = value.value
            elif isinstance(value, tuple):
                value = list(value)
            out[field.name] = value
        return out

    def __str__(self) -> str:
        args = ", ".join(
            f"{f.name}={getattr(self, f.name)!s}"
            for f in dataclasses.fields(self)  # type: ignore[arg-type]  # as above
        )
        return f"{self.type_name}({args})"


@typing.dataclass_transform(frozen_default=True)
def action(type_name: str) -> typing.Callable[[type[A]], type[A]]:
    """Class decorator: a frozen, slotted dataclass registered under a stable name.

    `dataclass_transform` tells type checkers the decorated class is a frozen dataclass (its
    fields are the constructor's parameters); at run time it only marks this function.
    """

    def wrap(cls: type[A]) -> type[A]:
        cls = dataclasses.dataclass(frozen=True, slots=True)(cls)
        cls.type_name = type_name  # type: ignore[attr-defined]  # A is bound to Action, which has it
        return cls

    return wrap


class ActionCodec:
    """JSON decoding for one game's set of action classes."""

    def __init__(self, classes: typing.Iterable[type[Action]]) -> None:
        self._by_name = {cls.type_name: cls for cls in classes}
        self._hints = {name: typing.get_type_hints(cls) for name, cls in self._by_name.items()}

    def from_json(self, data: object) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise IllegalAction("bad_action", "An action must be an object with a 'type'.")
        name = data["type"]
        cls = self._by_name.get(name)
        if cls is None:
            raise IllegalAction("unknown_action", f"Unknown action type '{name}'.", type=name)
        hints = self._hints[name]
        fields = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]  # made a dataclass by @action
        extra = set(data) - fields - {"type"}
        if extra:
            raise IllegalAction("bad_action", f"Action '{name}' has unknown fields: {sorted(extra)}.")
        kwargs = {}
        for field in dataclasses.fields(cls):  # type: ignore[arg-type]  # as above
            if field.name not in data:
                if field.default is not dataclasses.MISSING:
                    continue
                raise IllegalAction("bad_action", f"Action '{name}' is missing '{field.name}'.")
            kwargs[field.name] = _coerce(data[field.name], hints[field.name], name, field.name)
        return cls(**kwargs)


def _coerce(value: object, hint: Any, name: str, field: str) -> object:
    def bad() -> IllegalAction:
        return IllegalAction("bad_action", f"Action '{name}' has a bad value for '{field}': {value!r}.")

    origin = typing.get_origin(hint)
    if origin is tuple:
        if not isinstance(value, list):
            raise bad()
        (item_hint, *_rest) = typing.get_args(hint)
        return tuple(_coerce(v, item_hint, name, field) for v in value)
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(value)
        except ValueError:
            raise bad() from None
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise bad()
        return value
    if hint is str:
        if not isinstance(value, str):
            raise bad()
        return value
    raise bad()
