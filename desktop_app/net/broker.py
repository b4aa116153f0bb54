"""The school broker transport: a `TableSession` reached through an MQTT broker (Eclipse
Mosquitto) instead of the embedded server, for Wi-Fi that keeps devices from the teacher's
computer, a whole school, or homework played a move a day (docs/network-protocol.md, "The school
broker").

The host connects *out* to the broker with paho-mqtt (>= 2) and speaks the same protocol as the
embedded server, message for message, through the same session: each pupil is one `Link` whose
`send` publishes on the pupil's seat topic, and what the pupil writes on their intent topic goes
to `TableSession.receive`. Per class and table (`energy-table/<class>/<table>`):

- `.../seat/<pupil>`: what the host sends that pupil (frames retained, so a pupil who comes back
  next lesson gets the latest one at once); the broker's ACL lets only that pupil read it;
- `.../public`: the public view (a watcher's frames, retained), for the projector;
- `.../intent/<pupil>`: what the pupil sends; only that pupil may write it.

Over the broker a pupil *is* their broker user (Mosquitto checked the password), so the join
code and the seat token are the host's business: the host fills the code into a pupil's `hello`,
keeps each pupil's seat token itself (in `keep_path`, beside the game's save) and never sends it.
A pupil's seat counts as connected while the host is: the broker keeps their mailbox.

Threads: paho's network thread runs `on_message` (the session's network-thread side); the host
thread's `publish` reaches `_Pupil.send`, which only hands bytes to paho (thread-safe, never
blocking: a full out-queue drops the message, and the latest frames are published again on
reconnect). This module never calls the session while holding its own lock.
"""

from __future__ import annotations

import json
import logging
import re
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion
from paho.mqtt.reasoncodes import ReasonCode

from desktop_app.net import protocol
from desktop_app.net.access import TokenBucket
from desktop_app.net.classroom import ClassSession
from desktop_app.net.session import TableSession
from desktop_app.rules.common.save import write_text_atomic

log = logging.getLogger("energy_table.net")

ROOT = "energy-table"
NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,23}")
QOS = 1  # at least once: a move typed on a bus's Wi-Fi still arrives
OUT_QUEUE = 2000  # messages paho may hold for the broker; more are dropped (frames come again)
CLASS_LEVEL = "class"  # a class's pupils' topics: energy-table/<class>/class/seat/<pupil>
_FRAME = '{"type":"frame"'
_WELCOME = '{"type":"welcome"'
_CLASS_EVENT = '{"type":"event","kind":"class"'


def check_name(word: str, what: str) -> str:
    """A class, table or pupil name as a topic level: 1-24 of a-z, 0-9, '-', '_' (lower case).

    Mosquitto substitutes the user name into the ACL's `%u`: a name with '+', '#' or '/' would
    be a wildcard or another level, so only these letters are allowed."""
    clean = word.strip().lower()
    if not NAME.fullmatch(clean):
        raise ValueError(
            f"a {what} is 1 to 24 of a-z, 0-9, '-' and '_' (starting with a letter or digit), not {word!r}"
        )
    return clean


def table_name(word: str) -> str:
    """A single table's name in the topics (`check_name`); `class` is a class's pupils' level."""
    name = check_name(word, "table")
    if name == CLASS_LEVEL:
        raise ValueError(f"'{CLASS_LEVEL}' is where a class's pupils meet its host: name the table otherwise")
    return name


@dataclass(frozen=True)
class Topics:
    """The topics of one class's table."""

    klass: str
    table: str

    @property
    def prefix(self) -> str:
        """`energy-table/<class>/<table>`."""
        return f"{ROOT}/{self.klass}/{self.table}"

    def seat(self, pupil: str) -> str:
        """What the host sends one pupil (frames retained)."""
        return f"{self.prefix}/seat/{pupil}"

    def intent(self, pupil: str) -> str:
        """What one pupil sends the host."""
        return f"{self.prefix}/intent/{pupil}"

    @property
    def public(self) -> str:
        """The public view (retained), for the projector."""
        return f"{self.prefix}/public"

    @property
    def intents(self) -> str:
        """The host's subscription: every pupil's intents."""
        return f"{self.prefix}/intent/+"

    def pupil_of(self, topic: str) -> str | None:
        """The pupil whose intent topic this is, or None."""
        head = f"{self.prefix}/intent/"
        if not topic.startswith(head):
            return None
        pupil = topic[len(head) :]
        return pupil if NAME.fullmatch(pupil) else None


@dataclass(frozen=True)
class BrokerAccess:
    """How the host reaches the broker: the file `energy-table broker-config` writes (host.json)."""

    host: str
    port: int
    user: str
    password: str
    klass: str
    page: str = ""  # the pupils' page on the school's web server (the invite card's QR code)
    file: str = field(default="", compare=False)  # where it was read from (a kept class reopens with it)

    def to_json(self) -> dict[str, Any]:
        """The file's content."""
        keys = ("host", "port", "user", "password", "class", "page")
        return dict(zip(keys, (self.host, self.port, self.user, self.password, self.klass, self.page)))

    @classmethod
    def read(cls, path: Path) -> BrokerAccess:
        """The host's access file; a file that is missing or not one raises `BrokerFileError`
        (a ValueError of one line, with its `kind` for a view to say in the player's language)."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise BrokerFileError(path, "unreadable", f"cannot read the broker's access file ({exc})") from None
        if not isinstance(data, dict):
            raise BrokerFileError(
                path, "not_access", "not a broker access file (written by energy-table broker-config)"
            )
        host, port, user, password, klass = (data.get(k) for k in ("host", "port", "user", "password", "class"))
        if not (isinstance(host, str) and host and isinstance(user, str) and isinstance(password, str)):
            raise BrokerFileError(path, "missing", "the broker's host, user and password are missing")
        if isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536:
            raise BrokerFileError(path, "port", "the broker's port is not a port number")
        page = data.get("page")
        page = page if isinstance(page, str) and page.startswith(("http://", "https://")) else ""
        try:
            name = check_name(str(klass), "class")
        except ValueError as exc:
            raise BrokerFileError(path, "class", str(exc)) from None
        return cls(host, port, user, password, name, page, file=str(path))


class BrokerFileError(ValueError):
    """A host.json that cannot be used: `kind` is one of BROKER_FILE_KINDS (the view words it),
    `reason` the English words after the path (the command line prints `str(error)`)."""

    def __init__(self, path: Path, kind: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path, self.kind, self.reason = path, kind, reason


BROKER_FILE_KINDS = ("unreadable", "not_access", "missing", "port", "class")


class _Pupil:
    """One pupil's link, as the session's `Link`: `send` publishes on the pupil's seat topic
    (or, for a public view's link, its frames on the table's public topic)."""

    def __init__(self, broker: BrokerTable, pupil: str | None, public: str = "") -> None:
        self.broker, self.pupil = broker, pupil  # pupil None: a public view, published on `public`
        self.public = public
        self.address = f"mqtt:{pupil or 'public'}"
        self.dead = False

    def send(self, text: str) -> None:
        if not self.dead:
            self.broker._deliver(self, text)

    def close(self, code: int, reason: str) -> None:
        if not self.dead:
            self.dead = True
            self.broker._closed(self, reason)


class BrokerTable:
    """A `TableSession` played through a school's MQTT broker: `open()`, `close()`.

    (`BrokerClass` below is the same transport for a whole class under one `ClassSession`.)"""

    def __init__(
        self,
        session: TableSession | ClassSession,
        access: BrokerAccess,
        table: str = "1",
        *,
        keep_path: Path | None = None,
        public_language: str = protocol.LANGUAGES[0],
        rate: tuple[float, float] = (20.0, 40.0),
        client_factory: Callable[[str], mqtt.Client] | None = None,
    ) -> None:
        self.session, self.access = session, access
        self.topics = Topics(access.klass, self._table_name(table))
        self.keep_path, self.public_language, self.rate = keep_path, public_language, rate
        self._lock = threading.Lock()
        self._links: dict[str, _Pupil] = {}
        self._buckets: dict[str, TokenBucket] = {}
        self._kept: dict[str, dict[str, str]] = _read_kept(keep_path)  # pupil -> token, language
        self._latest: dict[str, str] = {}  # topic -> its retained frame, published again on reconnect
        self._connected = threading.Event()
        self._refusal: str | None = None
        self._ever_connected = False
        self._last: mqtt.MQTTMessageInfo | None = None
        client_id = f"{ROOT}-host-{self.topics.klass}-{self.topics.table}"
        self.client = (client_factory or _client)(client_id)
        self.client.username_pw_set(access.user, access.password)
        self.client.max_queued_messages_set(OUT_QUEUE)
        self.client.max_inflight_messages_set(100)
        self.client.reconnect_delay_set(1, 30)
        self.client.on_connect = self._on_connect
        self.client.on_message = self._on_message
        self.client.on_disconnect = self._on_disconnect

    # --- life -------------------------------------------------------------------------------------

    def open(self, timeout: float = 10.0) -> None:
        """Connect to the broker, greet the pupils this table already knows (their frames keep
        coming to their retained seat topic) and the public view. A broker that cannot be reached
        or refuses the host's password raises OSError with a one-line reason."""
        try:
            self.client.connect(self.access.host, self.access.port, keepalive=30)
        except (OSError, ValueError) as exc:
            raise OSError(f"cannot reach the broker at {self.access.host}:{self.access.port} ({exc})") from None
        self.client.loop_start()
        if not self._connected.wait(timeout) or self._refusal is not None:
            why = self._refusal or "no answer"
            self.client.loop_stop()
            self.client.disconnect()
            raise OSError(f"the broker at {self.access.host}:{self.access.port} refused the host ({why})")
        for table, topic in self._public_views():
            public = _Pupil(self, None, topic)
            table.connect(public)
            watcher = {"role": "watcher", "language": self.public_language}
            table.receive(public, self._hello(None, watcher, code=table.code))
        with self._lock:
            known = sorted(self._kept)
        for pupil in known:
            self._link(pupil, greet=True)

    def close(self) -> None:
        """Tell the pupils the host closes (their retained frames stay for next lesson) and
        disconnect from the broker."""
        self.session.close_all()
        last = self._last
        if last is not None and self._connected.is_set():
            try:
                last.wait_for_publish(2.0)  # the closing words and the last frames reach the broker
            except (RuntimeError, ValueError):
                pass  # the broker went meanwhile: they are published again on the next open
        self.client.disconnect()
        self.client.loop_stop()

    @property
    def url(self) -> str:
        """Where the table is: the broker and the table's topics."""
        return f"mqtt://{self.access.host}:{self.access.port}/{self.topics.prefix}"

    def pupils(self) -> list[str]:
        """The pupils this table knows (who said hello once)."""
        with self._lock:
            return sorted(self._kept)

    # --- paho's thread ----------------------------------------------------------------------------

    def _on_connect(self, client: mqtt.Client, _userdata: Any, _flags: Any, reason: ReasonCode, _props: Any) -> None:
        if reason.is_failure:
            self._refusal = str(reason)
            log.error("the broker refused the host: %s", reason)
            self._connected.set()
            return
        _no_delay(client)
        client.subscribe(self.topics.intents, QOS)
        if self._ever_connected:  # the broker was gone: what it missed, again (the latest frames)
            with self._lock:
                latest = dict(self._latest)
            for topic, text in latest.items():
                client.publish(topic, text, QOS, retain=True)
            log.info("reconnected to the broker")
        self._ever_connected = True
        self._refusal = None
        self._connected.set()

    def _on_disconnect(self, _c: mqtt.Client, _u: Any, _f: Any, reason: ReasonCode, _p: Any) -> None:
        if reason.is_failure:
            log.info("lost the broker (%s): reconnecting", reason)

    def _on_message(self, _client: mqtt.Client, _userdata: Any, message: mqtt.MQTTMessage) -> None:
        try:  # paho's thread must not die on what a pupil sent
            pupil = self.topics.pupil_of(message.topic)
            if pupil is None or message.retain:
                return  # not an intent topic, or a stale retained message someone left there
            self._from_pupil(pupil, bytes(message.payload))
        except Exception:
            log.exception("a pupil's message made the table fail; the game goes on")

    def _from_pupil(self, pupil: str, payload: bytes) -> None:
        with self._lock:
            bucket = self._buckets.setdefault(pupil, TokenBucket(*self.rate))
        if not bucket.take():
            return  # a flood: dropped here (a new link per message would reset the session's bucket)
        if len(payload) > protocol.MAX_MESSAGE_BYTES:
            log.info("dropped a message of %d bytes from %s", len(payload), pupil)
            return
        try:
            text: str | bytes = payload.decode("utf-8")
        except UnicodeDecodeError:
            text = payload  # the session answers bad_json
        data = _object(text)
        if data is not None and data.get("type") == "hello":
            self._link(pupil, greet=False)  # a new device, or the page reloaded: a fresh link
            link = self._links_get(pupil)
            if link is not None:
                self.session.receive(link, self._hello(pupil, data))
            return
        if data is not None and data.get("type") == "language" and data.get("language") in protocol.LANGUAGES:
            self._remember(pupil, language=str(data["language"]))
        link = self._links_get(pupil) or self._link(pupil, greet=True)
        if link is not None:
            self.session.receive(link, text)

    def _links_get(self, pupil: str) -> _Pupil | None:
        with self._lock:
            return self._links.get(pupil)

    def _link(self, pupil: str, *, greet: bool) -> _Pupil | None:
        """A new link for `pupil` (the old one, if any, ends quietly). With `greet`, a pupil the
        table knows is greeted on their behalf with their kept seat token (after a host restart);
        an unknown pupil then gets a link that must say hello first."""
        with self._lock:
            old = self._links.pop(pupil, None)
            kept = self._kept.get(pupil)
            link = self._links[pupil] = _Pupil(self, pupil)
        if old is not None:
            old.dead = True  # its device's topic is the new link's: no "replaced" to it
            self.session.disconnect(old)
        self.session.connect(link)
        if greet and kept is not None:
            self.session.receive(link, self._hello(pupil, {"language": kept.get("language", "")}))
        return link

    def _table_name(self, table: str) -> str:
        return table_name(table)

    def _public_views(self) -> list[tuple[TableSession, str]]:
        """The tables whose public view this transport publishes, each with its topic."""
        assert isinstance(self.session, TableSession)
        return [(self.session, self.topics.public)]

    def _hello(self, pupil: str | None, said: dict[str, Any], code: str | None = None) -> str:
        """A hello as the session expects it: the broker checked who this is, so the table's (or
        class's) code and the pupil's kept seat token (never one a device sent) are the host's."""
        hello = dict(said)
        hello.update(type="hello", proto=said.get("proto", protocol.PROTO), code=code or self.session.code)
        if not isinstance(hello.get("name"), str):
            hello["name"] = pupil or "projector"
        if hello.get("language") not in protocol.LANGUAGES:
            hello["language"] = protocol.LANGUAGES[0]
        hello.pop("seat_token", None)
        with self._lock:
            kept = self._kept.get(pupil or "")
        if kept is not None and kept.get("token"):
            hello["seat_token"] = kept["token"]
        return protocol.dumps(hello)

    # --- the session's side (any thread) -----------------------------------------------------------

    def _deliver(self, link: _Pupil, text: str) -> None:
        frame = text.startswith(_FRAME)
        if link.pupil is None:
            if frame:
                self._publish(link.public, text, retain=True)
            return  # the projector's topic carries frames only
        seat = self.topics.seat(link.pupil)
        if text.startswith(_WELCOME):
            data = json.loads(text)
            token = data.get("seat_token")
            if isinstance(token, str):
                self._remember(link.pupil, token=token, language=str(data.get("language", "")))
            data["seat_token"] = None  # the pupil's seat is their broker user: the token stays here
            text = protocol.dumps(data)
            if data.get("seat") is None:
                self._forget_frame(seat)  # a class's pupil waiting for a table: no table's frame
        elif text.startswith(_CLASS_EVENT) and (json.loads(text).get("class") or {}).get("table") is None:
            self._forget_frame(seat)  # taken off their table: its last frame is no longer theirs
        self._publish(seat, text, retain=frame)

    def _forget_frame(self, topic: str) -> None:
        """The broker drops the frame it kept on `topic` (an empty retained message; kept from
        an earlier run of the host too, so sent even when this run published none there)."""
        with self._lock:
            self._latest.pop(topic, None)
        self.client.publish(topic, b"", QOS, retain=True)

    def _publish(self, topic: str, text: str, *, retain: bool) -> None:
        if retain:
            with self._lock:
                self._latest[topic] = text
        info = self._last = self.client.publish(topic, text, QOS, retain=retain)
        if info.rc == mqtt.MQTT_ERR_QUEUE_SIZE:
            log.info("the broker's out-queue is full: a message to %s waits for the reconnect", topic)

    def _closed(self, link: _Pupil, reason: str) -> None:
        """The session closed a link (an error it sent first, a removal, the table closing)."""
        pupil = link.pupil
        if pupil is None:
            return
        with self._lock:
            if self._links.get(pupil) is link:
                del self._links[pupil]
            forget = reason in ("removed", "bad_token") and self._kept.pop(pupil, None) is not None
        if reason == "removed":  # their last frame goes too: the seat is no longer theirs
            self._forget_frame(self.topics.seat(pupil))
        if forget:
            self._keep()

    def _remember(self, pupil: str, **changes: str) -> None:
        with self._lock:
            entry = self._kept.setdefault(pupil, {})
            before = dict(entry)
            entry.update({k: v for k, v in changes.items() if v})
            changed = entry != before and bool(entry.get("token"))
            if not entry.get("token"):
                self._kept.pop(pupil, None)  # a language said before any seat: nothing to keep
        if changed:
            self._keep()

    def _keep(self) -> None:
        """The pupils' seat tokens, beside the game's save (atomically; read by the next host)."""
        if self.keep_path is None:
            return
        with self._lock:
            text = json.dumps(self._kept, sort_keys=True)
        try:
            write_text_atomic(self.keep_path, text)
            self.keep_path.chmod(0o600)  # seat tokens: the teacher's account only
        except OSError as exc:
            log.error("cannot keep the broker table's seats in %s: %s", self.keep_path, exc)


class BrokerClass(BrokerTable):
    """A whole class (`net.classroom.ClassSession`: one class code, many tables, a lobby, the
    teacher's placing, pause and time box) played through the school's broker: `open()`, `close()`.

    The class's rules are the `ClassSession`'s, unchanged; this is only where its devices' bytes
    travel. A pupil has one mailbox for the whole lesson, `energy-table/<class>/class/seat/<pupil>`
    (whatever table they are placed at: the lobby's words, then their seat's frames, retained),
    and writes `.../class/intent/<pupil>`; each table's public view is retained on
    `energy-table/<class>/<n>/public` (n = 1, 2, ...), for a projector or a pupil's table view.
    The broker's ACL patterns (`.../+/seat/%u`, `.../+/intent/%u`) already cover the `class`
    level, so `energy-table broker-config`'s files serve a class as they serve a table."""

    def __init__(
        self,
        session: ClassSession,
        access: BrokerAccess,
        *,
        keep_path: Path | None = None,
        public_language: str = protocol.LANGUAGES[0],
        rate: tuple[float, float] = (20.0, 40.0),
        client_factory: Callable[[str], mqtt.Client] | None = None,
    ) -> None:
        self.klass = session
        super().__init__(
            session,
            access,
            CLASS_LEVEL,
            keep_path=keep_path,
            public_language=public_language,
            rate=rate,
            client_factory=client_factory,
        )

    def _table_name(self, table: str) -> str:
        return table  # CLASS_LEVEL: the pupils' topics of a class

    def _public_views(self) -> list[tuple[TableSession, str]]:
        return [(t, Topics(self.topics.klass, str(i + 1)).public) for i, t in enumerate(self.klass.tables)]

    def table_topics(self, table: int) -> Topics:
        """The topics of the class's table `table` (0-based): its public view's."""
        return Topics(self.topics.klass, str(table + 1))


def class_page(access: BrokerAccess) -> str:
    """The pupils' page for a class through the broker (host.json's `page`, at the class's
    topics instead of table 1's), or "" when the access file names no page."""
    if not access.page:
        return ""
    head, _, query = access.page.partition("?")
    fields = [f for f in query.split("&") if f and not f.startswith("table=")]
    return f"{head}?{'&'.join([*fields[:1], f'table={CLASS_LEVEL}', *fields[1:]])}"


def _client(client_id: str) -> mqtt.Client:
    # A persistent session (clean_session False, a fixed id): intents pupils send while the host
    # is away wait at the broker and arrive when it reconnects.
    return mqtt.Client(CallbackAPIVersion.VERSION2, client_id=client_id, clean_session=False)


def _no_delay(client: mqtt.Client) -> None:
    """Send each message at once: the host writes several frames in a row, and with Nagle's
    algorithm each one after the first waited for the broker's delayed ACK (tens of ms a move;
    bench/bench_broker.py). paho leaves the option off."""
    sock = client.socket()
    if isinstance(sock, socket.socket):
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass  # not TCP (a unix socket): nothing to do


def _object(text: str | bytes) -> dict[str, Any] | None:
    if not isinstance(text, str):
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _read_kept(path: Path | None) -> dict[str, dict[str, str]]:
    """The pupils' kept seats; a missing or damaged file (or entry) keeps nothing of it."""
    if path is None:
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    out: dict[str, dict[str, str]] = {}
    for pupil, entry in data.items() if isinstance(data, dict) else ():
        if isinstance(pupil, str) and NAME.fullmatch(pupil) and isinstance(entry, dict):
            token, language = entry.get("token"), entry.get("language")
            if isinstance(token, str) and token:
                out[pupil] = {"token": token, "language": language if language in protocol.LANGUAGES else "zh_TW"}
    return out


def broker_path(autosave: Path) -> Path:
    """Where a broker table keeps its pupils' seats, beside its game's save: `<save>.broker.json`."""
    return autosave.with_name(autosave.name + ".broker.json")
