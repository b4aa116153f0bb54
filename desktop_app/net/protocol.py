"""The protocol's messages (docs/network-protocol.md, version 1): parsing what a device sends,
checked field by field, and the host's answers, with their reasons in the device's language.

Everything a device sends passes through `parse` before anything else sees it; a message that
does not fit raises `ProtocolError` with the protocol's code, and `fatal` when the connection
must close (a stream that is not the protocol at all).
"""

from __future__ import annotations

import json
import logging
import unicodedata
from collections.abc import Callable
from typing import Any, Protocol

log = logging.getLogger("energy_table.net")

PROTO = 1
MAX_MESSAGE_BYTES = 16 * 1024  # the server's max_size: a message over it closes with 1009
MAX_NAME = 24
LANGUAGES = ("zh_TW", "en")
ROLES = ("player", "watcher")
CLIENTS = ("web", "desktop")  # a desktop client's frames carry its seat's observation (net/desktop.py)
RESERVED = frozenset({"pause", "resume", "step", "explain"})  # the teacher's commands, later
KNOWN = frozenset({"hello", "intent", "language", "ping", "hint", "why"}) | RESERVED

# The protocol's own reasons, in both languages (the rules' reasons come from the seat's words).
REASONS: dict[str, tuple[str, str]] = {  # code -> (English, 繁體中文)
    "bad_json": ("That message was not JSON text.", "這則訊息不是 JSON 文字。"),
    "not_object": ("A message must be a JSON object with a type.", "訊息必須是帶有 type 的 JSON 物件。"),
    "hello_first": ("Say hello first.", "請先送出 hello。"),
    "bad_proto": (
        "This table speaks protocol version 1; please reload the page.",
        "這張桌子使用第 1 版協定，請重新載入網頁。",
    ),
    "bad_hello": ("The hello is missing something or has a wrong field.", "hello 訊息缺少欄位或欄位有誤。"),
    "bad_name": ("A name is 1 to 24 letters.", "名字要 1 到 24 個字。"),
    "bad_code": ("That join code is not this table's.", "這個加入代碼不是這張桌子的。"),
    "too_many_tries": (
        "Too many wrong codes from this device: wait a minute and try again.",
        "這台裝置輸入錯誤太多次，請等一分鐘再試。",
    ),
    "bad_token": (
        "This seat is not yours any more: join again with the code.",
        "這個座位已不屬於你，請用代碼重新加入。",
    ),
    "removed": ("The host took you off this table.", "主持人已將你移出這張桌子。"),
    "unknown_type": ("This table does not know that kind of message.", "這張桌子不認得這種訊息。"),
    "bad_message": ("That message is missing something or has a wrong field.", "訊息缺少欄位或欄位有誤。"),
    "not_seated": ("You have no seat yet: the host will give you one.", "你還沒有座位，請等主持人安排。"),
    "not_your_turn": ("It is not your turn.", "還沒輪到你。"),
    "stale": ("The table has moved on: here is how it stands now.", "牌局已經有新進展，這是目前的局面。"),
    "unknown_move": ("That move is not one of the moves offered.", "這一步不在可選的行動裡。"),
    "bad_value": ("That number is not allowed for this move.", "這個數字不適用於這一步。"),
    "unsupported": ("This table does not offer that yet.", "這張桌子還沒有這項功能。"),
    "too_fast": ("Too many messages too fast: this connection is closed.", "訊息送得太快，連線已關閉。"),
    "slow_reader": ("This device did not keep up: reconnect to carry on.", "這台裝置跟不上進度，請重新連線繼續。"),
    "server_error": ("Something went wrong on the host; the game is kept.", "主持端發生問題，牌局仍保留著。"),
    "no_hints": ("Hints are turned off at this table.", "這張桌子沒有開放提示。"),
    "busy": ("A hint is being worked out: ask again in a moment.", "正在想提示，請稍後再問。"),
    "held": ("Your answer is in: it counts when your turn comes.", "已收到你的選擇，輪到你時就會生效。"),
    "too_many_connections": (
        "Too many connections from this device: close some pages and try again.",
        "這台裝置的連線太多，請關掉一些網頁再試。",
    ),
    "closing": ("The host closed the table.", "主持人已關閉這張桌子。"),
    "paused": ("The teacher paused the game: wait a moment.", "老師暫停了遊戲，請稍等。"),
    "class_over": ("This table's game has ended for today.", "這一桌今天的遊戲已經結束。"),
}


def reason(code: str, language: str) -> str:
    """The protocol's reason for `code` in `language` (English for an unknown language)."""
    english, chinese = REASONS.get(code, REASONS["server_error"])
    return chinese if language.startswith("zh") else english


class ProtocolError(Exception):
    """A message the protocol refuses: `code` from the table above; `fatal` closes the link."""

    def __init__(self, code: str, fatal: bool = False, detail: str = "") -> None:
        super().__init__(detail or code)
        self.code, self.fatal, self.detail = code, fatal, detail


def parse(text: str | bytes) -> dict[str, Any]:
    """One message from a device, as a dict with a known `type` and checked fields."""
    if not isinstance(text, str):
        raise ProtocolError("bad_json", fatal=True, detail="binary frames are not the protocol")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json", fatal=True) from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError("not_object", fatal=True)
    kind = data["type"]
    if kind not in KNOWN:
        raise ProtocolError("unknown_type", detail=kind[:40])
    if kind == "hello":
        return _hello(data)
    if kind == "intent":
        if "action" in data:  # a desktop client's window sends the rules action it made
            _fields(data, {"type", "seq", "action"})
            if not _whole(data["seq"]) or not isinstance(data["action"], dict):
                raise ProtocolError("bad_message", detail="intent needs a seq number and an action object")
            return data
        _fields(data, {"type", "seq", "move"}, {"values"})
        if not _whole(data["seq"]) or not isinstance(data["move"], str) or len(data["move"]) > 16:
            raise ProtocolError("bad_message", detail="intent needs a seq number and a move id")
        if "values" in data and not isinstance(data["values"], dict):
            raise ProtocolError("bad_value")
        return data
    if kind == "language":
        _fields(data, {"type", "language"})
        if data["language"] not in LANGUAGES:
            raise ProtocolError("bad_message", detail="language is zh_TW or en")
        return data
    if kind == "hint":
        _fields(data, {"type", "seq"})
        if not _whole(data["seq"]):
            raise ProtocolError("bad_message", detail="hint needs the frame's seq")
        return data
    if kind == "why":  # why was the last move made (the host answers with its words)
        _fields(data, {"type"})
        return data
    if kind == "ping":
        _fields(data, {"type"}, {"t"})
        if "t" in data and (isinstance(data["t"], bool) or not isinstance(data["t"], (int, float))):
            raise ProtocolError("bad_message", detail="t is a number")
        return data
    return data  # a reserved message: the session answers `unsupported`


def _hello(data: dict[str, Any]) -> dict[str, Any]:
    _fields(data, {"type", "proto", "code", "name"}, {"seat_token", "language", "role", "client"}, "bad_hello")
    if data["proto"] != PROTO or isinstance(data["proto"], bool):
        raise ProtocolError("bad_proto", fatal=True)
    if not isinstance(data["code"], str) or len(data["code"]) > 32:
        raise ProtocolError("bad_hello", fatal=True, detail="code")
    token = data.get("seat_token")
    if token is not None and (not isinstance(token, str) or len(token) > 64):
        raise ProtocolError("bad_hello", fatal=True, detail="seat_token")
    if data.setdefault("language", LANGUAGES[0]) not in LANGUAGES:
        raise ProtocolError("bad_hello", fatal=True, detail="language")
    if data.setdefault("role", ROLES[0]) not in ROLES:
        raise ProtocolError("bad_hello", fatal=True, detail="role")
    if data.setdefault("client", CLIENTS[0]) not in CLIENTS:
        raise ProtocolError("bad_hello", fatal=True, detail="client")
    name = clean_name(data["name"])
    if name is None:
        raise ProtocolError("bad_name", fatal=True)
    data["name"] = name
    return data


def clean_name(name: object) -> str | None:
    """A person's name as shown: trimmed, no control or format characters, 1-24 characters."""
    if not isinstance(name, str) or len(name) > 4 * MAX_NAME:
        return None
    name = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C").strip()
    name = " ".join(name.split())
    return name if 1 <= len(name) <= MAX_NAME else None


def given_name(name: object) -> str:
    """A name the host (a teacher) typed, as `clean_name` makes it; ValueError saying why when it
    is not 1-24 letters."""
    clean = clean_name(name)
    if clean is None:
        raise ValueError(reason("bad_name", "en"))
    return clean


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**53


def _fields(
    data: dict[str, Any], needed: set[str], optional: frozenset[str] | set[str] = frozenset(), code: str = "bad_message"
) -> None:
    missing = needed - set(data)
    extra = set(data) - needed - optional
    if missing or extra:
        fatal = code == "bad_hello"
        raise ProtocolError(code, fatal=fatal, detail=f"missing {sorted(missing)}, unknown {sorted(extra)[:5]}")


def dumps(message: dict[str, Any]) -> str:
    """A host message as compact JSON text (UTF-8 Chinese kept as it is)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def refused(code: str, language: str, seq: int | None = None, text: str | None = None) -> dict[str, Any]:
    """A `refused` message; `text` is the words' reason for a rules refusal."""
    out: dict[str, Any] = {"type": "refused", "code": code, "reason": text or reason(code, language)}
    if seq is not None:
        out["seq"] = seq
    return out


def error(code: str, language: str) -> dict[str, Any]:
    """An `error` message (the connection closes after it)."""
    return {"type": "error", "code": code, "reason": reason(code, language)}


class Speaker(Protocol):
    """A device's connection as far as its answers go: the language it reads."""

    language: str


def first_checks(text: str | bytes, allowed: bool, greeted: bool) -> dict[str, Any]:
    """A device's message, checked before any handler sees it: within its rate (`allowed`, the
    connection's token bucket), well formed, `hello` first and only once."""
    if not allowed:
        raise ProtocolError("too_fast", fatal=True)
    message = parse(text)
    if not greeted and message["type"] != "hello":
        raise ProtocolError("hello_first", fatal=True)
    if greeted and message["type"] == "hello":
        raise ProtocolError("bad_message", detail="hello was already said")
    return message


def answered(
    handle: Callable[[], None], conn: Speaker, send: Callable[[str], None], close: Callable[[str], None], what: str
) -> None:
    """Run one message's handler so that a device never makes the host fail: a protocol fault
    is refused in the device's language (or, when fatal, `close`s its link with the code),
    anything else is logged and answered `server_error`; `what` names the host ("table")."""
    try:
        handle()
    except ProtocolError as exc:
        if exc.fatal:
            close(exc.code)
        else:
            send(dumps(refused(exc.code, conn.language)))
    except Exception:
        log.exception("a device's message made the %s fail; it goes on", what)
        send(dumps(refused("server_error", conn.language)))
