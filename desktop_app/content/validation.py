"""Shared machinery for reading pack files and turning every mistake into a `ContentIssue`.

Reading is two-level on purpose: a file's top level is validated first with its list fields left
raw, then each list entry on its own. One bad city therefore costs only that city, and the
cross-checks (missing cities, connectivity, ...) still run over all the good entries, so a single
run reports every problem in the pack instead of the first one per file.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from desktop_app.content.errors import NO_FIELD, WHOLE_FILE, ContentIssue
from desktop_app.content.schema_common import FRIENDLY_PATTERNS

ModelT = TypeVar("ModelT", bound=BaseModel)

# Limits on what a pack file may be: far above any real pack (the largest file is ~9 KB, the
# deepest nesting 5, the longest list a few dozen entries, the largest number 1000), low enough
# that a hostile or broken file is refused quickly with a sentence instead of a traceback.
MAX_FILE_BYTES = 256 * 1024  # PyYAML reads ~170 KB a second: a refusal stays quick
MAX_DEPTH = 32
MAX_LIST = 5000
MAX_NUMBER = 1_000_000_000
MAX_ISSUES = 500
# A file's values counted as they are read, each alias (`*name`) counting again everything its
# anchor holds: nine anchors of nine aliases once stood for 387 million values and hung the
# start-up check. A real pack file holds about two thousand.
MAX_VALUES = 100_000
MAX_NUMBER_TEXT = 40  # characters of one written integer: far past MAX_NUMBER, far below Python's
# 4,300-digit limit on reading one (a 5,000-digit integer raised ValueError from the reader)


@dataclass
class IssueLog:
    """Collects issues from every file; the loader raises once, at the end, with all of them."""

    issues: list[ContentIssue] = field(default_factory=list)
    dropped: int = 0  # issues past MAX_ISSUES, counted but not kept

    def add(self, file: str, entry: str, field_name: str, message: str) -> None:
        if len(self.issues) >= MAX_ISSUES:
            # A pack with 100,000 bad entries once took 34 s and 1 GB to report: past a few
            # hundred problems the list says how many more there are instead.
            self.dropped += 1
            last = ContentIssue("(pack)", "(more problems)", NO_FIELD, f"{self.dropped} more problems not listed")
            if self.issues[-1].entry == "(more problems)":
                self.issues[-1] = last
            else:
                self.issues.append(last)
            return
        self.issues.append(ContentIssue(file, entry, field_name or NO_FIELD, message))

    def extend(self, issues: Iterable[ContentIssue]) -> None:
        for issue in issues:
            self.add(issue.file, issue.entry, issue.field, issue.message)

    def __bool__(self) -> bool:
        return bool(self.issues)


# libyaml's parser (shipped in PyYAML's wheels) reads the pack about 10x faster than the pure
# Python one, which made the content check most of the app's cold start; same marks, same errors.
_SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _UniqueKeySafeLoader(_SafeLoader):  # type: ignore[misc,valid-type]  # a base chosen at import time (C or Python)
    """A safe YAML loader that rejects a key given twice in one mapping.

    Plain `safe_load` silently keeps the last value, so a copy-pasted `cost:` would quietly win;
    here it is an error with its line number, like any other syntax problem.
    """

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[Any] = set()
        for key_node, _value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue  # `<<: *base` merges another mapping: its keys may be overridden here
            key = self.construct_object(key_node, deep=deep)
            try:
                duplicate = key in seen
                seen.add(key)
            except TypeError:  # an unhashable key: let PyYAML report it its own way
                duplicate = False
            if duplicate:
                raise yaml.constructor.ConstructorError(
                    None,
                    None,
                    f"the key {key!r} appears twice in this mapping",
                    key_node.start_mark,
                )
        mapping: dict[Any, Any] = super().construct_mapping(node, deep=deep)
        return mapping

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        """Any value the YAML reader cannot make (a date with month 13, `!!bool maybe`, a
        `!!timestamp` that is no date) is a YAML error at its line, like bad syntax, instead of
        the ValueError, KeyError or AttributeError PyYAML's constructors raise."""
        try:
            return super().construct_object(node, deep=deep)
        except (yaml.YAMLError, RecursionError):
            raise  # said by read_yaml, with their own words
        except Exception as exc:  # noqa: BLE001 - PyYAML's constructors raise ValueError, KeyError, AttributeError...
            shown = _shown_text(node.value) if isinstance(node, yaml.ScalarNode) else node.tag
            raise yaml.constructor.ConstructorError(
                None, None, f"cannot read the value {shown}: {exc}", node.start_mark
            ) from None


class _TooLarge(Exception):
    """A composed file is beyond any real pack; `where` is its field (a line), or NO_FIELD."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(message)
        self.where = where
        self.message = message


def _line(mark: Any) -> str:
    return f"line {mark.line + 1}, column {mark.column + 1}" if mark is not None else NO_FIELD


def _check_nodes(root: yaml.Node) -> None:
    """Refuse a composed file before any value is made from it: past MAX_VALUES values (aliases
    counted each time they repeat their anchor: a "billion laughs" file, or an anchor that holds
    itself) or with an integer written in more than MAX_NUMBER_TEXT characters. Costs at most
    MAX_VALUES steps, whatever the file."""
    stack = [root]
    seen: set[int] = set()
    repeated: Any = None  # where the first anchor that is repeated by an alias starts
    count = 0
    while stack:
        node = stack.pop()
        count += 1
        if count > MAX_VALUES:
            if repeated is not None:
                raise _TooLarge(
                    _line(repeated),
                    f"its aliases (*name) repeat this anchor's values until they are more than {MAX_VALUES:,} "
                    "values, beyond any real pack; write the values out, or repeat less",
                )
            raise _TooLarge(NO_FIELD, f"holds more than {MAX_VALUES:,} values, beyond any real pack")
        if id(node) in seen:
            repeated = repeated or node.start_mark
        else:
            seen.add(id(node))
        if isinstance(node, yaml.ScalarNode):
            if node.tag == "tag:yaml.org,2002:int" and len(node.value) > MAX_NUMBER_TEXT:
                raise _TooLarge(
                    _line(node.start_mark),
                    f"the number {_shown_text(node.value)} is {len(node.value):,} characters long, beyond any "
                    f"game figure (at most {MAX_NUMBER:,})",
                )
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
        elif isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                stack.extend((key, value))


def _shown_text(text: str) -> str:
    """A scalar's text quoted for a message, cut to 40 characters."""
    return repr(text if len(text) <= 40 else text[:40] + "…")


def _load(text: str) -> Any:
    """Parse YAML text with the unique-key safe loader, checking the composed nodes
    (`_check_nodes`) before a single value is made."""
    loader = _UniqueKeySafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        _check_nodes(node)
        return loader.construct_document(node)
    finally:
        loader.dispose()


def read_yaml(path: Path, rel: str, log: IssueLog, root: Path | None = None) -> tuple[bool, Any]:
    """Parse one YAML file safely; returns (ok, data) and logs a missing file or bad syntax.

    With `root` (the pack folder), a file that is a link to somewhere outside the pack is
    refused without being read, so a pack cannot make the app read (and quote) other files.
    """
    if path.is_dir():
        log.add(rel, WHOLE_FILE, NO_FIELD, "is a folder, but it must be a YAML file")
        return False, None
    if path.exists() and not path.is_file():  # a FIFO would block open() for ever
        log.add(rel, WHOLE_FILE, NO_FIELD, "is not a plain file (a pipe or a device), but it must be a YAML file")
        return False, None
    if not path.is_file():
        log.add(rel, WHOLE_FILE, NO_FIELD, "file is missing (every pack needs it)")
        return False, None
    if root is not None:
        try:
            path.resolve().relative_to(root.resolve())
        except ValueError:
            log.add(
                rel, WHOLE_FILE, NO_FIELD, "is a link to a file outside the pack; a pack may only use its own files"
            )
            return False, None
    try:
        size = path.stat().st_size
    except OSError as exc:
        log.add(rel, WHOLE_FILE, NO_FIELD, f"cannot be read: {exc.strerror or exc}")
        return False, None
    if size > MAX_FILE_BYTES:
        log.add(
            rel,
            WHOLE_FILE,
            NO_FIELD,
            f"is too large ({size // 1024} KB; a pack file is at most {MAX_FILE_BYTES // 1024} KB)",
        )
        return False, None
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        log.add(rel, WHOLE_FILE, NO_FIELD, f"not UTF-8 text (byte {exc.start}); save as UTF-8")
        return False, None
    except OSError as exc:
        log.add(rel, WHOLE_FILE, NO_FIELD, f"cannot be read: {exc.strerror or exc}")
        return False, None
    try:
        # Safe: _UniqueKeySafeLoader is the safe loader plus the duplicate-key check.
        data = _load(text)
    except _TooLarge as exc:
        log.add(rel, WHOLE_FILE, exc.where, exc.message)
        return False, None
    except RecursionError:
        log.add(rel, WHOLE_FILE, NO_FIELD, f"is nested too deeply (at most {MAX_DEPTH} levels)")
        return False, None
    except yaml.YAMLError as exc:
        if "nesting depth" in str(getattr(exc, "problem", "")):  # libyaml's own limit (1000 levels)
            log.add(rel, WHOLE_FILE, NO_FIELD, f"is nested too deeply (at most {MAX_DEPTH} levels)")
            return False, None
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "unknown line"
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        start = getattr(exc, "context_mark", None)
        if context and start and mark and start.line != mark.line:
            # The parser notices late (an unclosed "{" shows on the next line): say where the
            # unfinished part began, which is usually where the mistake is.
            context = f"{context} that starts on line {start.line + 1}"
        message = f"{problem} ({context})" if context else problem
        log.add(rel, "YAML syntax", where, message)
        return False, None
    problem = _out_of_bounds(data)
    if problem:
        log.add(rel, WHOLE_FILE, NO_FIELD, problem)
        return False, None
    return True, data


def _out_of_bounds(data: Any) -> str:
    """Why a parsed file is beyond any real pack (too deep, too long, a number too large), or ''."""
    stack = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            return f"is nested too deeply (at most {MAX_DEPTH} levels)"
        if isinstance(node, dict):
            stack.extend((v, depth + 1) for v in node.values())
        elif isinstance(node, list):
            if len(node) > MAX_LIST:
                return f"has a list of {len(node)} entries (at most {MAX_LIST})"
            stack.extend((v, depth + 1) for v in node)
        elif isinstance(node, (int, float)) and not isinstance(node, bool):
            if not abs(node) <= MAX_NUMBER:  # also refuses NaN
                return f"holds the number {_shown_number(node)}, beyond any game figure (at most {MAX_NUMBER:,})"
    return ""


def _shown_number(number: int | float) -> str:
    """A number for a message, never raising: an integer too long to print in full (Python
    refuses past 4,300 digits) is shown by its size."""
    if isinstance(number, int) and number.bit_length() > 128:
        return f"of about {int(number.bit_length() * 0.30103):,} digits"
    return f"{number!r:.40}"


def entry_label(collection: str, index: int, item: Any) -> str:
    """How an entry is named in messages: `cities[12] (taoyuan)`, `plants[5] (#8)`."""
    base = f"{collection}[{index}]"
    if not isinstance(item, dict):
        return base
    if isinstance(item.get("id"), str):
        return f"{base} ({item['id']})"
    if isinstance(item.get("number"), int):
        return f"{base} (#{item['number']})"
    if isinstance(item.get("players"), int):
        return f"{base} ({item['players']} players)"
    if isinstance(item.get("resource"), str):
        return f"{base} ({item['resource']})"
    if isinstance(item.get("a"), str) and isinstance(item.get("b"), str):
        return f"{base} ({item['a']}–{item['b']})"
    return base


def _field_path(parts: Sequence[int | str]) -> str:
    text = ""
    for part in parts:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or NO_FIELD


def _describe(value: Any) -> str:
    """A short, non-Python name for what the file actually holds."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{value} (yes/no)"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _message(error: Mapping[str, Any], known_keys: Iterable[str]) -> str:
    """Pydantic's message, rephrased for someone editing YAML rather than writing Python."""
    kind = error["type"]
    ctx = error.get("ctx") or {}
    value = error.get("input")
    if kind == "missing":
        return "required but missing"
    if kind == "extra_forbidden":
        key = str(error["loc"][-1])
        close = difflib.get_close_matches(key, list(known_keys), n=1)
        hint = f"; did you mean '{close[0]}'?" if close else "; check the spelling"
        return f"unknown key '{key}'{hint}"
    if kind in {"model_type", "model_attributes_type", "dict_type"}:
        return f"should be a mapping of keys and values, not {_describe(value)}"
    if kind == "list_type":
        return f"should be a list, not {_describe(value)}"
    if kind == "string_pattern_mismatch":
        wanted = FRIENDLY_PATTERNS.get(ctx.get("pattern", ""), f"match {ctx.get('pattern')}")
        return f"should be {wanted}, not {_describe(value)}"
    message = str(error["msg"])
    if message.startswith("Input should"):
        message = "should" + message[len("Input should") :]
    elif message[:1].isupper():
        message = message[0].lower() + message[1:]
    return f"{message} (got {_describe(value)})"


def _known_keys(model: type[BaseModel]) -> set[str]:
    """Every key any model nested in `model` accepts, for "did you mean" hints."""
    keys: set[str] = set()
    pending: list[type[BaseModel]] = [model]
    seen: set[type[BaseModel]] = set()  # a model may nest itself (a guide's step in its outcomes)
    while pending:
        current = pending.pop()
        if current in seen:
            continue
        seen.add(current)
        for name, info in current.model_fields.items():
            keys.add(name)
            annotation = info.annotation
            for candidate in (annotation, *getattr(annotation, "__args__", ())):
                if isinstance(candidate, type) and issubclass(candidate, BaseModel):
                    pending.append(candidate)
    return keys


def issues_from_validation(
    exc: ValidationError,
    model: type[BaseModel],
    file: str,
    entry: str,
    prefix: Sequence[int | str] = (),
) -> list[ContentIssue]:
    """One `ContentIssue` per pydantic error, all naming the same entry."""
    keys = _known_keys(model)
    issues = []
    for error in exc.errors():
        loc = [*prefix, *error["loc"]]
        issues.append(ContentIssue(file, entry, _field_path(loc), _message(error, keys)))
    return issues


def validate_document(model: type[ModelT], data: Any, file: str, log: IssueLog) -> ModelT | None:
    """Validate a file's top level; list fields are typed `list[Any]` and checked per item."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        for error in exc.errors():
            loc = error["loc"]
            # Top-level keys are named as the entry ("plant_market", or "payment[3]" for an item
            # of a top-level list); the rest of the location is the field.
            if len(loc) >= 2 and isinstance(loc[1], int):
                entry, rest = f"{loc[0]}[{loc[1]}]", loc[2:]
            elif len(loc) >= 2:
                entry, rest = str(loc[0]), loc[1:]
            elif len(loc) == 1:
                entry, rest = "(top level)", loc
            else:
                entry, rest = WHOLE_FILE, ()
            log.add(file, entry, _field_path(rest), _message(error, _known_keys(model)))
        # An unknown top-level key must not hide the rest of the file from the cross-checks:
        # when unknown keys were the only trouble, carry on without them (already reported).
        if isinstance(data, dict):
            unknown = {e["loc"][0] for e in exc.errors() if e["type"] == "extra_forbidden"}
            if unknown and len(unknown) == len(exc.errors()):
                trimmed = {k: v for k, v in data.items() if k not in unknown}
                try:
                    return model.model_validate(trimmed)
                except ValidationError:
                    return None
        return None


def raw_list(data: Any, key: str) -> list[Any]:
    """`data[key]` when data is a mapping and that is a list, else [] (the schema says why)."""
    value = data.get(key) if isinstance(data, dict) else None
    return value if isinstance(value, list) else []


def validate_items(
    model: type[ModelT], items: Sequence[Any], file: str, collection: str, log: IssueLog
) -> list[tuple[int, ModelT]]:
    """Validate each entry of a list on its own; returns the good ones with their indexes."""
    good: list[tuple[int, ModelT]] = []
    for index, item in enumerate(items):
        try:
            good.append((index, model.model_validate(item)))
        except ValidationError as exc:
            log.extend(issues_from_validation(exc, model, file, entry_label(collection, index, item)))
    return good


__all__ = [
    "IssueLog",
    "entry_label",
    "issues_from_validation",
    "raw_list",
    "read_yaml",
    "validate_document",
    "validate_items",
]
