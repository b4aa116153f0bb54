"""The school broker's files for one class: Mosquitto's config, password file and ACL, and the
host's access file (`energy-table broker-config`; docs/network-protocol.md, "The school broker").

The ACL is what keeps every hand private, even against a modified client: `pattern` lines use
`%u` (the broker user, i.e. the pupil) so each pupil reads only their own seat topic and writes
only their own intent topic. Pattern lines apply to every user wherever they stand; `topic` lines
after a `user` line apply to that user only, so the host's own line comes last, after its `user`.
Passwords are hashed by Debian's `mosquitto_passwd` (the format Mosquitto reads), never by us.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from desktop_app.net.access import CODE_ALPHABET
from desktop_app.net.broker import ROOT, BrokerAccess, check_name
from desktop_app.net.server import web_root
from desktop_app.rules.common.save import write_text_atomic

PUPIL_PASSWORD = 10  # characters from the join code's alphabet (no look-alikes): about 49 bits
HOST_PASSWORD = 24
DEFAULT_PORT, DEFAULT_WS_PORT = 1883, 9001
MAX_PACKET = 1024 * 1024  # bytes; the host drops a pupil's message over 16 KiB anyway
WEB_PORT = 8080  # the school's web server for the pupils' page, as the command suggests running it


@dataclass(frozen=True)
class BrokerFiles:
    """What was written: the paths, and each pupil's password (to give them)."""

    conf: Path
    passwd: Path
    acl: Path
    access: Path
    passwords: dict[str, str]
    host_user: str
    web: Path | None  # the web client, for the school's web server (None: no WebSocket listener)

    def pupil_link(self, address: str, ws_port: int, table: str = "1", web_port: int = WEB_PORT) -> str:
        """The page a pupil opens, served from `web` by the school's web server on `web_port`."""
        return _pupil_link(address, ws_port, self.host_user.removeprefix("host-"), table, web_port)


def password(length: int) -> str:
    """A password a child can type from a card: no 0/O, 1/I/L."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def acl_text(klass: str, host_user: str) -> str:
    """The ACL: pupils by pattern (`%u`), then the host's user with its own topic line."""
    base = f"{ROOT}/{klass}"
    return (
        f"# Energy Table: who may read and write what, for class {klass}.\n"
        "# pattern lines apply to every user; topic lines after a 'user' line apply to that user only.\n"
        "# (Mosquitto warns that the public line has no %u: it is meant for every user of the class.)\n"
        f"pattern read {base}/+/seat/%u\n"
        f"pattern read {base}/+/public\n"
        f"pattern write {base}/+/intent/%u\n"
        f"\nuser {host_user}\n"
        f"topic readwrite {base}/#\n"
    )


def conf_text(
    passwd: Path, acl: Path, *, port: int, ws_port: int | None, bind: str | None, run_as: str | None = None
) -> str:
    """Mosquitto's config: a listener for Energy Table hosts and apps, one over WebSocket for
    browsers, passwords required, the ACL, and persistence (retained frames survive a restart)."""
    where = f" {bind}" if bind else ""
    lines = [
        "# Energy Table: the school broker (written by energy-table broker-config).",
        "# On Debian: put this file in /etc/mosquitto/conf.d/ and restart mosquitto;",
        "# or run it alone: mosquitto -c THIS_FILE",
        *([f"user {run_as}"] if run_as else []),
        "per_listener_settings false",
        "allow_anonymous false",
        f"password_file {passwd}",
        f"acl_file {acl}",
        "persistence true",
        "max_queued_messages 1000",
        # a frame is about 10 kB: a client sending more than 1 MiB at once is disconnected
        f"max_packet_size {MAX_PACKET}",
        # small messages that wait for an answer: without it Nagle's algorithm and delayed ACKs
        # added about 70 ms to every move (bench/bench_broker.py)
        "set_tcp_nodelay true",
        f"listener {port}{where}",
        "protocol mqtt",
    ]
    if ws_port:
        lines += [f"listener {ws_port}{where}", "protocol websockets"]
    return "\n".join(lines) + "\n"


def write_broker_files(
    out: Path,
    klass: str,
    pupils: list[str],
    *,
    address: str = "localhost",
    port: int = DEFAULT_PORT,
    ws_port: int | None = DEFAULT_WS_PORT,
    bind: str | None = None,
    run_as: str | None = None,
    tool: str = "mosquitto_passwd",
) -> BrokerFiles:
    """Write the class's broker files into `out` (new passwords for everyone) and return them.

    `address` is the broker as the teacher's computer reaches it (kept in host.json). A bad
    name, a pupil named twice or a missing `mosquitto_passwd` raises ValueError (one line)."""
    klass = check_name(klass, "class")
    names = [check_name(p, "pupil name") for p in pupils]
    if not names:
        raise ValueError("name at least one pupil")
    if len(set(names)) != len(names):
        twice = sorted({n for n in names if names.count(n) > 1})
        raise ValueError(f"a pupil is named twice: {', '.join(twice)}")
    host_user = f"host-{klass}"
    if host_user in names:
        raise ValueError(f"'{host_user}' is the host's broker user, not a pupil's")
    hasher = shutil.which(tool)
    if hasher is None:
        raise ValueError(f"{tool} is not installed (Debian: apt install mosquitto)")
    out.mkdir(parents=True, exist_ok=True)
    out = out.resolve()
    passwords = {name: password(PUPIL_PASSWORD) for name in names}
    host_password = password(HOST_PASSWORD)
    passwd, acl, conf, access = out / "passwd", out / "acl", out / "mosquitto.conf", out / "host.json"
    plain = "".join(f"{user}:{pw}\n" for user, pw in [*passwords.items(), (host_user, host_password)])
    _write_private(passwd, plain)
    done = subprocess.run([hasher, "-U", str(passwd)], capture_output=True, text=True, timeout=60, check=False)
    if done.returncode != 0:
        passwd.unlink(missing_ok=True)  # never leave the passwords in plain text
        raise ValueError(f"{tool} failed: {(done.stderr or done.stdout).strip()[:200]}")
    _write_private(acl, acl_text(klass, host_user))
    _broker_may_read(passwd, acl)
    write_text_atomic(conf, conf_text(passwd, acl, port=port, ws_port=ws_port, bind=bind, run_as=run_as))
    web, page = None, ""
    if ws_port:
        # Mosquitto's own http_dir would serve these without a Content-Type, and a browser refuses
        # an ES module without one: the school's web server serves them (the README says how).
        web = out / "web"
        shutil.copytree(web_root(), web, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".*", "__pycache__"))
        page = _pupil_link(address, ws_port, klass, "1", WEB_PORT)
    _write_private(access, _access_json(BrokerAccess(address, port, host_user, host_password, klass, page)))
    return BrokerFiles(conf, passwd, acl, access, passwords, host_user, web)


def _pupil_link(address: str, ws_port: int, klass: str, table: str, web_port: int) -> str:
    return f"http://{address}:{web_port}/?class={klass}&table={table}&broker=ws://{address}:{ws_port}/mqtt"


def _access_json(access: BrokerAccess) -> str:
    return json.dumps(access.to_json(), indent=2) + "\n"


def _write_private(path: Path, text: str) -> None:
    """Written atomically, readable by this user only (passwords, hashes, the host's access)."""
    write_text_atomic(path, text)
    path.chmod(0o600)


def _broker_may_read(*paths: Path) -> None:
    """Debian's mosquitto reads its files after dropping to the `mosquitto` user: run as root
    (the school's set-up), give that group read access; otherwise leave them private."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return  # Windows, or not root: nothing to share
    import grp  # POSIX only: reached only where hasattr(os, "geteuid") (above)

    try:
        gid = grp.getgrnam("mosquitto").gr_gid
    except KeyError:
        return
    for path in paths:
        os.chown(path, 0, gid)
        path.chmod(0o640)
