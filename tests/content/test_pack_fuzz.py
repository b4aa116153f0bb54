"""Fuzzing the content pack (issue 22): any damage to any shipped YAML file is read or refused.

Each example damages one file of a copy of the built-in pack: random bytes, a cut, a nasty
snippet (aliases, a billion laughs, tags, 5,000-digit numbers, deep brackets, Unicode tricks),
the whole file in another encoding, one value swapped for another type (a huge number, deep
nesting, an alias of another part, text with Unicode tricks), a value or a whole file removed.
Then the pack is read as validate-content reads it (every file, then the guided games replayed)
and the damaged game's reference, hints, guide and lesson are loaded as the app loads them. Each
load must succeed or raise ContentError whose every issue names a file and says what is wrong:
never another exception, never a hang (an alarm stops an example after ALARM_S seconds).
Bounded for CI: MAX_EXAMPLES examples of about a sixth of a second each (PACK_FUZZ_EXAMPLES=2000
for a deeper hunt: 1,200 found the '!!timestamp' crash), and every snippet swept in two places.
On the code before issue 22's fixes the sweep fails six ways (5,000 digits, 4,000 hex digits,
month 13, 30 February, '!!timestamp', and the billion laughs, stopped by the alarm).
"""

from __future__ import annotations

import contextlib
import copy
import os
import shutil
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.commands.validate_content import guide_problems
from desktop_app.content.errors import ContentError, ContentIssue
from desktop_app.content.loader import load_hints, load_how_to_play, load_lesson, load_tutorial, read_pack
from desktop_app.paths import game_data_dir

MAX_EXAMPLES = int(os.environ.get("PACK_FUZZ_EXAMPLES", "80"))  # more for a deeper hunt by hand
ALARM_S = 30  # far above any real load (a tenth of a second), so only a hang reaches it

SHIPPED = game_data_dir()
FILES = sorted(path.relative_to(SHIPPED).as_posix() for path in SHIPPED.rglob("*.yaml"))
ORIGINAL = {rel: (SHIPPED / rel).read_bytes() for rel in FILES}
PARSED = {rel: yaml.safe_load(ORIGINAL[rel]) for rel in FILES}

LAUGHS = "lol0: &lol0 [ha]\n" + "".join(f"lol{i}: &lol{i} [{', '.join([f'*lol{i - 1}'] * 9)}]\n" for i in range(1, 10))
UNICODE_TRICKS = [
    "\ufeff",  # a byte-order mark in the middle
    "\u202e",  # right-to-left override
    "\u200b\u200d\u2060",  # zero-width characters
    "\u0000",
    "\x07\x1b[31m",
    "\x85",  # next line
    "\u2028\u2029",  # line and paragraph separators
    "\U0001f600",
    "ｆｕｌｌ１２３",  # full-width letters and digits
    "e\u0301",  # a combining accent
    "\ufffe\uffff",  # non-characters
    "電力" * 200,
    "\t\r\n",
]
SNIPPETS = [
    "&a",
    "*a",
    "*nowhere",
    "x: &x [*x]",
    "<<: *a",
    "<<: 5",
    "!!binary aGVsbG8=",
    "!!set {a, b}",
    "!!omap [a: 1, b: 2]",
    "!!pairs [a: 1]",
    "!!timestamp 2001-13-01",
    "2001-02-30",
    "!!float nan",
    ".inf",
    "-.inf",
    "0x" + "f" * 4000,
    "1" * 5000,
    "-" + "9" * 4400,
    "0b" + "1" * 300,
    "190:20:30",
    "!!python/object/apply:os.system [ls]",
    "!!str",
    "!unknown tag",
    "? [a, b]\n: c",
    "{[1, 2]: x}",
    "%YAML 1.2\n---\n",
    "--- \n--- \n",
    "...\n",
    "|\n  text",
    "'unclosed",
    '"unclosed \\x',
    "[" * 300,
    "{" * 300,
    "- " * 300,
    "a: " * 100,
    "key: &anchor value\nother: *anchor\n",
    LAUGHS,
    *UNICODE_TRICKS,
]
ENCODINGS = ["utf-16", "utf-16-be", "utf-32", "big5", "gb18030", "cp950", "latin-1", "utf-8-sig", "shift_jis"]


def _deep(depth: int) -> Any:
    value: Any = 1
    for level in range(depth):
        value = [value] if level % 2 else {"x": value}
    return value


VALUES = st.one_of(
    st.integers(min_value=-(10**60), max_value=10**60),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    st.text(max_size=40),
    st.sampled_from(UNICODE_TRICKS),
    st.integers(min_value=10, max_value=60).map(_deep),
    st.lists(st.integers(min_value=-5, max_value=5), max_size=8),
    st.dictionaries(st.text(max_size=6), st.integers(min_value=-5, max_value=5), max_size=4),
)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a parsed file: the keys and indices that lead to it."""
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*path, index))
    return found


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        node = node[step]
    return node


def _text_damage(data: st.DataObject, text: str) -> bytes:
    how = data.draw(st.sampled_from(["splice", "splice", "splice", "bytes", "encoding", "cut"]), label="text damage")
    at = data.draw(st.integers(min_value=0, max_value=len(text)), label="at")
    if how == "splice":
        gone = data.draw(st.integers(min_value=0, max_value=200), label="deleted")
        snippet = data.draw(st.one_of(st.sampled_from(SNIPPETS), st.sampled_from(SNIPPETS), st.text(max_size=30)))
        return (text[:at] + snippet + text[at + gone :]).encode("utf-8", errors="surrogatepass")
    if how == "bytes":
        raw = text.encode("utf-8")
        at = min(at, len(raw))
        return raw[:at] + data.draw(st.binary(min_size=1, max_size=32), label="bytes") + raw[at:]
    if how == "encoding":
        return text.encode(data.draw(st.sampled_from(ENCODINGS), label="encoding"), errors="replace")
    return text[:at].encode("utf-8")


def _value_damage(data: st.DataObject, rel: str) -> bytes:
    document = copy.deepcopy(PARSED[rel])
    paths = _paths(document)
    path = data.draw(st.sampled_from(paths), label="where")
    how = data.draw(st.sampled_from(["swap", "alias", "remove"]), label="value damage")
    if not path:  # the whole document
        document = data.draw(VALUES, label="document")
    elif how == "remove":
        del _get(document, path[:-1])[path[-1]]
    else:
        value = _get(document, data.draw(st.sampled_from(paths), label="aliased")) if how == "alias" else None
        if how == "swap":
            value = data.draw(VALUES, label="value")
        if value is _get(document, path[:-1]):
            value = copy.deepcopy(value)  # an anchor holding itself is the snippets' job
        _get(document, path[:-1])[path[-1]] = value  # the same object twice: the dump writes &id/*id
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False).encode("utf-8", errors="surrogatepass")


@contextlib.contextmanager
def _no_hang(seconds: int) -> Iterator[None]:
    """Fail an example that runs past `seconds` instead of hanging the suite (POSIX only)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def stop(_signum: int, _frame: Any) -> None:
        raise TimeoutError(f"a load ran past {seconds} s: it hangs")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _well_said(issues: list[ContentIssue]) -> None:
    assert issues
    for issue in issues:
        assert isinstance(issue, ContentIssue), issue
        assert issue.file and (issue.file.endswith(".yaml") or issue.file == "(pack)"), issue
        assert issue.entry and issue.field and issue.message.strip(), issue
        assert "Traceback" not in issue.message, issue


@pytest.fixture(scope="module")
def fuzz_pack(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One copy of the built-in pack for every example; each example puts its file back."""
    root = tmp_path_factory.mktemp("fuzz") / "pack"
    shutil.copytree(SHIPPED, root)
    return root


@settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,  # a hang is the alarm's to catch; a slow machine is not a failure
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_any_damage_to_any_pack_file_is_read_or_refused_by_name(fuzz_pack, data):
    rel = data.draw(st.sampled_from(FILES), label="file")
    kind = data.draw(st.sampled_from(["text", "text", "text", "value", "value", "delete", "empty"]), label="kind")
    path = fuzz_pack / rel
    if kind == "text":
        path.write_bytes(_text_damage(data, ORIGINAL[rel].decode("utf-8")))
    elif kind == "value":
        path.write_bytes(_value_damage(data, rel))
    elif kind == "delete":
        path.unlink()
    else:
        path.write_bytes(b"")
    try:
        _read_or_refused(fuzz_pack, rel)
    finally:
        path.write_bytes(ORIGINAL[rel])


SWEPT = "power_grid/tables.yaml"


@pytest.mark.parametrize("placement", ["before", "value"])
@pytest.mark.parametrize("snippet", SNIPPETS, ids=lambda snippet: repr(snippet[:24]))
def test_every_nasty_snippet_is_read_or_refused_by_name(fuzz_pack, snippet, placement):
    """The fuzz test's snippets, each in both places every time: the random examples above are
    too few to meet each one in every run."""
    path = fuzz_pack / SWEPT
    text = ORIGINAL[SWEPT].decode("utf-8")
    damaged = f"{snippet}\n{text}" if placement == "before" else f"{text}\nzz_fuzz: {snippet}\n"
    path.write_bytes(damaged.encode("utf-8"))
    try:
        _read_or_refused(fuzz_pack, SWEPT)
    finally:
        path.write_bytes(ORIGINAL[SWEPT])


def _read_or_refused(root: Path, rel: str) -> None:
    """Read the pack at `root` as validate-content does, then load the game of `rel` as the app
    does: each load succeeds or is a ContentError whose issues are well said, within ALARM_S."""
    folder = rel.split("/")[0] if "/" in rel else "power_grid"
    with _no_hang(ALARM_S):
        pack, issues = read_pack(root)  # what validate-content and the start-up check read
        if issues:
            _well_said(issues)
        if pack is not None:
            _found, problems = guide_problems(pack)  # validate-content replays the guides
            assert all(isinstance(problem, str) and problem for problem in problems)
        for load in (load_how_to_play, load_hints, load_tutorial, load_lesson):
            try:
                load(folder, root)
            except ContentError as error:
                _well_said(error.issues)
                assert str(error)
