"""`energy-table host ... --broker host.json` as a school runs it: the host a subprocess that
connects out to a real Mosquitto, a pupil's device over MQTT playing its seat against a computer
player (the moves go through the controller's submit, as the embedded server's), and the host
killed mid-game and restarted with the same save: it reconnects, the pupil keeps their seat and
the game carries on."""

from __future__ import annotations

import random
import signal
import subprocess
from pathlib import Path

import pytest
from brokerkit import Pupil, running_broker, wait_for
from helpers import start_command

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def broker(tmp_path):
    with running_broker(tmp_path / "broker") as running:
        yield running


def _host(broker, save: Path) -> tuple[subprocess.Popen, list[str]]:
    args = ["power-butler", "--seats", "remote,normal", "--seed", "5", "--bot-delay", "0"]
    return start_command("host", *args, "--save", str(save), "--broker", str(broker.files.access))


def _play(pupil: Pupil, rng: random.Random, moves: int, *, after_seq: int = 0) -> dict:
    """Play `moves` of the pupil's turns with random offered moves; the last frame seen."""
    played = 0
    last = None
    while played < moves:
        frame = wait_for(
            lambda seen=after_seq: next((f for f in reversed(pupil.frames()) if f["seq"] > seen), None),
            timeout=30,
            what="the pupil's next frame",
        )
        last = frame
        if frame["over"]:
            break
        after_seq = frame["seq"]
        if not frame["turn"]["you"]:
            continue
        move = rng.choice(frame["moves"])
        values = {k: lo for k, (lo, _hi) in move.get("range", {}).items()}
        pupil.send(
            {"type": "intent", "seq": frame["seq"], "move": move["id"], **({"values": values} if values else {})}
        )
        played += 1
    return last


def test_a_host_through_the_broker_plays_a_pupils_moves_and_carries_on_after_being_killed(broker, tmp_path):
    save = tmp_path / "host.json"
    process, lines = _host(broker, save)
    pupil = None
    try:
        assert any(line.startswith("broker: mqtt://127.0.0.1:") for line in lines), lines
        pupil = Pupil(broker, "ana").ready()
        pupil.subscribe(pupil.topics.seat("ana"))
        pupil.send({"type": "hello", "proto": 1, "name": "Ana", "language": "en"})
        welcome = wait_for(lambda: pupil.messages("welcome"), what="the welcome")[-1]
        assert welcome["seat"] == 0 and welcome["seat_token"] is None
        rng = random.Random(3)
        frame = _play(pupil, rng, 3)
        assert any(entry["player"] == 0 for entry in frame["log"]), "the pupil's moves were not played"
        process.send_signal(signal.SIGKILL)  # mid-game, no goodbye
        process.wait(10)
        seen = max(f["seq"] for f in pupil.frames())
        process, lines = _host(broker, save)
        assert lines[0].startswith("reopened"), lines
        frame = _play(pupil, rng, 2, after_seq=seen)  # the same client: no new hello, same seat
        assert frame["seat"] == 0 and frame["seq"] > seen
        assert not pupil.messages("error")
    finally:
        if pupil is not None:
            pupil.stop()  # its paho thread must not outlive the test (conftest checks)
        process.kill()
        process.wait(10)


def test_a_pupils_move_over_the_broker_enters_the_controllers_submit_and_its_refusal_comes_back(
    broker, tmp_path, qtbot
):
    """In process: the window's bridge (RemoteTable) with the broker as its transport; a move the
    controller refuses (here a coach's guard) is answered on the pupil's own seat topic, as the
    embedded server's devices are answered; an accepted one is in the controller's history."""
    from desktop_app.controllers.game_controller import GameController, Seat
    from desktop_app.controllers.remote import RemoteTable, table_path
    from desktop_app.net.broker import BrokerTable, broker_path
    from desktop_app.net.session import COMPUTER, REMOTE, TableSeat, TableSession
    from desktop_app.rules.registry import GAMES

    game = GAMES["power-butler"]
    save = tmp_path / "game.json"
    options = game.options_from_json({"players": 2, "seed": 6})
    seats = [Seat("Ana"), Seat("Bot", "normal")]
    controller = GameController(game, game.load_content(None), options, seats, autosave_path=save, bot_delay_ms=0)
    said = ["Not now, says the coach."]
    controller.guard = lambda _p, _a: said[0] if said else None
    session = TableSession(game, controller.content, [TableSeat(REMOTE), TableSeat(COMPUTER, "Bot")])
    transport = BrokerTable(session, broker.access, "1", keep_path=broker_path(save))
    table = RemoteTable(controller, session, transport, keep_path=table_path(save))
    table.open()
    controller.start()
    pupil = Pupil(broker, "ana").ready()
    try:
        pupil.subscribe(pupil.topics.seat("ana"))
        pupil.send({"type": "hello", "proto": 1, "name": "Ana", "language": "en"})
        qtbot.waitUntil(lambda: any(f["turn"]["you"] for f in pupil.frames()), timeout=15_000)
        frame = [f for f in pupil.frames() if f["turn"]["you"]][-1]
        pupil.send({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]})
        qtbot.waitUntil(lambda: bool(pupil.messages("refused")), timeout=15_000)
        assert pupil.messages("refused")[-1]["reason"] == "Not now, says the coach." and controller.history == ()
        said.clear()  # the coach lets it through now
        pupil.send({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]})
        qtbot.waitUntil(lambda: len(controller.history) >= 1, timeout=15_000)
        assert controller.history[0].player == 0 and controller.history[0].origin == "human"
    finally:
        pupil.stop()
        table.close()
        controller.shutdown()
