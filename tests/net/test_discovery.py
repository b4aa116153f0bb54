"""Tables found on the local network (net/discovery.py, python-zeroconf), tested on 127.0.0.1:
multicast DNS works on the loopback interface here, so an announcer and a browser bound to it
find each other with no real network (and nothing leaves this computer)."""

from __future__ import annotations

import time

from zeroconf import ServiceInfo

from desktop_app.net.discovery import SERVICE, Announcer, Browser, _table

LOOPBACK = ["127.0.0.1"]


def _wait(condition, seconds=10.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return False


def test_an_announced_table_is_found_then_goes_when_it_closes():
    browser = Browser(interfaces=LOOPBACK)
    announcer = Announcer("power-grid", "127.0.0.1", 8765, host_name="教室電腦", interfaces=LOOPBACK)
    try:
        announcer.start()
        assert _wait(lambda: any(t.host_name == "教室電腦" for t in browser.tables()))
        table = next(t for t in browser.tables() if t.host_name == "教室電腦")
        assert (table.game, table.address, table.port, table.target) == (
            "power-grid",
            "127.0.0.1",
            8765,
            "127.0.0.1:8765",
        )
        assert "code" not in str(announcer.info.properties).lower()  # the join code is never announced
        announcer.stop(wait=True)
        assert _wait(lambda: not any(t.host_name == "教室電腦" for t in browser.tables()))
    finally:
        announcer.stop(wait=True)
        browser.close()


def test_an_announcement_that_is_not_a_table_of_ours_is_not_listed():
    def info(properties):
        return ServiceInfo(SERVICE, f"x.{SERVICE}", addresses=[bytes([10, 0, 0, 9])], port=8765, properties=properties)

    assert _table("x", info({"proto": "2", "game": "power-grid"})) is None
    assert _table("x", info({"game": "power-grid"})) is None
    found = _table("x", info({"proto": "1", "game": "power-on", "host": "Mei\x07's PC"}))
    assert found is not None and found.host_name == "Mei's PC" and found.address == "10.0.0.9"


def test_a_table_on_this_computer_only_is_never_announced():
    from desktop_app.net.discovery import announce_open_table

    assert announce_open_table("power-on", "127.0.0.1", 8765, LOOPBACK) is None
    assert announce_open_table("power-on", "localhost", 8765, LOOPBACK) is None
    browser = Browser(interfaces=LOOPBACK)
    announcer = announce_open_table("power-on", "10.20.30.40", 8766, LOOPBACK)  # `energy-table host --bind`
    try:
        assert announcer is not None
        assert _wait(lambda: any(t.port == 8766 and t.address == "10.20.30.40" for t in browser.tables()))
    finally:
        if announcer is not None:
            announcer.stop(wait=True)
        browser.close()
