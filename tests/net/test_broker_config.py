"""`energy-table broker-config`: Mosquitto's files for a class (net/broker_config.py). That
Mosquitto accepts them (the hashes, the ACL's patterns) is what tests/net/test_broker.py shows by
starting a real broker on them; here, what is written and what is refused."""

from __future__ import annotations

import json
import shutil

import pytest
from brokerkit import NO_MOSQUITTO

from desktop_app.cli import main as cli_main
from desktop_app.net.broker import BrokerAccess
from desktop_app.net.broker_config import acl_text

pytestmark = pytest.mark.skipif(shutil.which("mosquitto_passwd") is None, reason=NO_MOSQUITTO)


def test_the_command_writes_the_config_hashed_passwords_the_acl_and_prints_each_pupils_password(tmp_path, capsys):
    out = tmp_path / "5a"
    assert (
        cli_main(["broker-config", "5A", "--pupils", "ana, mei,li", "--dir", str(out), "--address", "broker.local"])
        == 0
    )
    printed = capsys.readouterr().out
    rows = dict(line.split() for line in printed.split("pupil       password\n", 1)[1].split("\n\n")[0].splitlines())
    assert sorted(rows) == ["ana", "li", "mei"] and all(len(pw) == 10 for pw in rows.values())
    passwd = (out / "passwd").read_text()
    users = [line.split(":", 1)[0] for line in passwd.splitlines()]
    assert users == ["ana", "mei", "li", "host-5a"]
    assert all(line.split(":", 1)[1].startswith("$7$") for line in passwd.splitlines())  # Mosquitto's PBKDF2
    assert not any(pw in passwd for pw in rows.values()), "a password left in plain text"
    conf = (out / "mosquitto.conf").read_text()
    assert "max_packet_size 1048576" in conf
    assert "allow_anonymous false" in conf and f"password_file {out / 'passwd'}" in conf
    assert "listener 1883\nprotocol mqtt" in conf and "listener 9001\nprotocol websockets" in conf
    access = BrokerAccess.read(out / "host.json")
    assert (access.host, access.port, access.user, access.klass) == ("broker.local", 1883, "host-5a", "5a")
    assert (out / "host.json").stat().st_mode & 0o077 == 0, "the host's password is readable by others"
    assert json.loads((out / "host.json").read_text())["password"] not in printed
    # the pupils' page, for the school's web server (Mosquitto's http_dir sends no Content-Type)
    assert (out / "web" / "index.html").is_file() and (out / "web" / "vendor" / "mqtt" / "LICENSE.md").is_file()
    assert "http://broker.local:8080/?class=5a&table=1&broker=ws://broker.local:9001/mqtt" in printed
    assert "http://broker.local:8080/?class=5a&table=class&broker=ws://broker.local:9001/mqtt" in printed  # a class


def test_the_acl_gives_pupils_their_own_topics_by_pattern_and_the_host_its_class_after_its_user_line():
    lines = [line for line in acl_text("5a", "host-5a").splitlines() if line and not line.startswith("#")]
    assert lines == [
        "pattern read energy-table/5a/+/seat/%u",
        "pattern read energy-table/5a/+/public",
        "pattern write energy-table/5a/+/intent/%u",
        "user host-5a",  # topic lines after it are the host's only: so it comes after the patterns
        "topic readwrite energy-table/5a/#",
    ]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["5a", "--pupils", "ana,a+b"], "pupil name"),
        (["5a", "--pupils", "ana,x/y"], "pupil name"),
        (["5a", "--pupils", "ana,ANA"], "named twice: ana"),
        (["5a", "--pupils", "host-5a"], "the host's broker user"),
        (["5#", "--pupils", "ana"], "a class is"),
        (["5a", "--pupils", ","], "at least one pupil"),
        (["5a", "--pupils", "ana", "--port", "70000"], "--port is a port number"),
        (["5a", "--pupils", "ana", "--ws-port", "1883"], "must differ"),
    ],
)
def test_a_name_mosquitto_would_read_as_a_wildcard_or_level_is_refused_in_one_line(argv, says, tmp_path, capsys):
    assert cli_main(["broker-config", *argv, "--dir", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and says in err, err
    assert not (tmp_path / "out" / "passwd").exists()


def test_a_damaged_access_file_is_a_one_line_error(tmp_path):
    path = tmp_path / "host.json"
    path.write_text('{"host": "b", "port": "x", "user": "u", "password": "p", "class": "5a"}')
    with pytest.raises(ValueError, match="port"):
        BrokerAccess.read(path)
    path.write_text("not json")
    with pytest.raises(ValueError, match="cannot read"):
        BrokerAccess.read(path)
