"""Tables found on the local network: a host announces a table it opened to the room, and the
launcher's "Join a table" lists the tables it hears of (python-zeroconf, multicast DNS / DNS-SD).
No Qt here.

The announcement says where the table listens, which game it plays and the host computer's
name, never the join code: the code is what the room reads off the host's screen, and still has
to be typed. Nothing is announced before the host opens the table to the room (a table on
127.0.0.1 is never announced), and the announcement goes when the table closes. School Wi-Fi often
blocks multicast, so typing the address stays the way that always works.

Both sides run on zeroconf's own threads; `Browser.tables()` is what the GUI thread reads on
a timer, under a lock (never a Qt signal from those threads). A test binds them to
`interfaces=["127.0.0.1"]`, where multicast works without a real network.
"""

from __future__ import annotations

import logging
import secrets
import socket
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from zeroconf import InterfaceChoice, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf

log = logging.getLogger("energy_table.net")

SERVICE = "_energytable._tcp.local."
Interfaces = InterfaceChoice | Sequence[str]
EVERYWHERE: Interfaces = InterfaceChoice.All  # every network this computer is on


@dataclass(frozen=True)
class FoundTable:
    """A table heard of on the local network."""

    key: str  # the announcement's own name (unique on the network)
    host_name: str  # the host computer's name, as it gave it
    game: str  # the rules' game id ("power-grid")
    address: str
    port: int

    @property
    def target(self) -> str:
        """What the Join dialog's address field takes: HOST:PORT."""
        return f"{self.address}:{self.port}"


def lan_address() -> str:
    """This computer's address on the local network, as another device reaches it (the one a
    route out would leave by; no packet is sent), or 127.0.0.1 with no network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def announce_open_table(game: str, bind: str, port: int, interfaces: Interfaces = EVERYWHERE) -> Announcer | None:
    """Announce a table listening on `bind`:`port` when it is open to the room (not on a
    loopback address); None when it is not announced. The caller stops it when the table closes."""
    address = lan_address() if bind in ("0.0.0.0", "") else bind
    if address.startswith("127.") or bind == "localhost" or ":" in address:
        return None
    announcer = Announcer(game, address, port, interfaces=interfaces)
    announcer.start()
    return announcer


def computer_name() -> str:
    """This computer's name as people know it (without a `.local` or domain tail)."""
    return (socket.gethostname() or "Energy Table").split(".")[0][:40]


class Announcer:
    """Announces one open table until `stop()`; registering runs on a thread of its own (it
    probes the network for a second or two), so opening a table never waits for it."""

    def __init__(
        self,
        game: str,
        address: str,
        port: int,
        *,
        host_name: str | None = None,
        interfaces: Interfaces = EVERYWHERE,
    ) -> None:
        self.host_name = host_name or computer_name()
        key = f"{self.host_name} {secrets.token_hex(3)}"  # unique, so two tables on one computer both show
        self.info = ServiceInfo(
            SERVICE,
            f"{key}.{SERVICE}",
            addresses=[socket.inet_aton(address)],
            port=port,
            properties={"game": game, "proto": "1", "host": self.host_name},
            server=f"energy-table-{secrets.token_hex(3)}.local.",
        )
        self.interfaces = interfaces
        self._zc: Zeroconf | None = None
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stopped = False

    def start(self) -> None:
        """Begin announcing (returns at once)."""
        self._thread = threading.Thread(target=self._register, name="energy-table-announce", daemon=True)
        self._thread.start()

    def _register(self) -> None:
        try:
            zc = Zeroconf(interfaces=self.interfaces)
            with self._lock:
                if self._stopped:
                    zc.close()
                    return
                self._zc = zc
            zc.register_service(self.info)
        except Exception:  # no network, no multicast: the table is still joined by its address
            log.warning("the table could not be announced on the local network", exc_info=True)

    def stop(self, wait: bool = False) -> None:
        """Take the announcement back (devices' lists drop the table) and let go of the network;
        on a thread of its own unless `wait` (a closing window never waits for the network)."""
        thread = threading.Thread(target=self._unregister, name="energy-table-unannounce", daemon=True)
        thread.start()
        if wait:
            thread.join(timeout=15)

    def _unregister(self) -> None:
        if self._thread is not None:
            self._thread.join(timeout=10)
        with self._lock:
            self._stopped = True
            zc, self._zc = self._zc, None
        if zc is not None:
            try:
                zc.unregister_service(self.info)
            except Exception:
                log.info("the table's announcement could not be taken back", exc_info=True)
            finally:
                zc.close()


class Browser(ServiceListener):
    """Listens for announced tables until `close()`; `tables()` says which are there now."""

    def __init__(self, interfaces: Interfaces = EVERYWHERE) -> None:
        self._lock = threading.Lock()
        self._found: dict[str, FoundTable] = {}
        self._zc = Zeroconf(interfaces=interfaces)
        self._browser = ServiceBrowser(self._zc, SERVICE, listener=self)

    def tables(self) -> list[FoundTable]:
        """The tables heard of, by host name (any thread)."""
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.host_name.lower(), t.key))

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()

    # zeroconf's thread
    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._look(zc, type_, name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self._look(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self._lock:
            self._found.pop(name, None)

    def _look(self, zc: Zeroconf, type_: str, name: str) -> None:
        try:
            info = zc.get_service_info(type_, name, timeout=3000)
            table = _table(name, info) if info is not None else None
        except Exception:  # a strange announcement on the network is not ours to fail on
            log.info("an announcement could not be read: %s", name[:80], exc_info=True)
            return
        if table is not None:
            with self._lock:
                self._found[name] = table


def _table(name: str, info: ServiceInfo) -> FoundTable | None:
    """An announcement as a table, or None when it does not say enough (or says it wrong)."""
    props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace") for k, v in info.properties.items()}
    addresses = [a for a in info.parsed_addresses() if ":" not in a]  # IPv4: what the field takes as typed
    if not addresses or not info.port or props.get("proto") != "1":
        return None
    host_name = "".join(ch for ch in props.get("host", "") if ch.isprintable())[:40] or addresses[0]
    game = props.get("game", "")[:40]
    return FoundTable(name, host_name, game, addresses[0], int(info.port))


__all__ = [
    "EVERYWHERE",
    "SERVICE",
    "Interfaces",
    "announce_open_table",
    "lan_address",
    "Announcer",
    "Browser",
    "FoundTable",
    "computer_name",
]
