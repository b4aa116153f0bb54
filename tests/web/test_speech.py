"""Speaking a device's language on the host (views/remote/speech.py): a frame is worded inside
one `speaking` block, and the blocks of its moves, panels, turn and log lines inside it change no
translators (they were a third of a frame's making, bench/bench_class.py --breakdown)."""

from __future__ import annotations

import json

from net.netkit import FakeLink, hello
from PySide6.QtCore import QCoreApplication

from desktop_app.net.session import REMOTE, TableSeat, TableSession
from desktop_app.rules.registry import GAMES
from desktop_app.views.remote import device_words
from desktop_app.views.remote.speech import speaking


def _said() -> str:
    return QCoreApplication.translate("DeviceWords", "Your turn")


def test_a_block_inside_another_of_the_same_language_leaves_the_outer_one_speaking(qapp):
    host = _said()  # whatever the host's windows speak
    with speaking("zh_TW"):
        with speaking("zh_TW"):
            inner = _said()
        after = _said()  # before: the inner block took the outer's translators out with its own
        with speaking("en"):
            english = _said()
        back = _said()
    assert (inner, after, english, back) == ("輪到你了", "輪到你了", "Your turn", "輪到你了")
    assert _said() == host  # the host's own language once every block ends


def test_a_frame_is_worded_with_one_change_of_translators(qapp, monkeypatch):
    game = GAMES["power-butler"]
    content = game.load_content(None)
    session = TableSession(game, content, [TableSeat(REMOTE), TableSeat(REMOTE)], words=device_words)
    state = game.new_game(content, game.options_from_json({"players": 2, "seed": 4}))
    installed: list[object] = []
    real = QCoreApplication.installTranslator
    monkeypatch.setattr(QCoreApplication, "installTranslator", lambda t: (installed.append(t), real(t))[1])
    link = FakeLink()
    hello(link, session, language="zh_TW")
    session.publish(state, [])
    catalogues = len(set(map(id, installed)))
    frame = json.loads(session.frame_text(0, "zh_TW"))
    assert frame["moves"] and frame["turn"]["text"] and frame["panels"]  # worded: moves, turn, panels
    assert len(installed) == catalogues, f"{len(installed)} installs of {catalogues} catalogues for one frame"
