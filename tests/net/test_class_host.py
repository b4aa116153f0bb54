"""`energy-table class` as a school runs it, under load: a subprocess on 127.0.0.1 with 8 tables
of 4 pupils, 32 bots on real WebSockets (tests/net/classbots.py) playing a class period
compressed (two rounds a table, no pause between moves), the host killed mid-class with SIGKILL
and started again on the same folder: the same class code, every device back at its table and
seat by its token; then every table's kept game replayed by the rules and held against what its
devices did: no move lost (every move a device saw taken is in the game), none doubled (no more
moves in the game than the devices sent), no frame routed to another seat or table."""

from __future__ import annotations

import asyncio
import csv
import io
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from classbots import Bot, play
from helpers import join_address, start_command

from desktop_app.controllers.class_tables import table_done, table_save
from desktop_app.rules.common.save import load_game
from desktop_app.rules.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
TABLES, PUPILS = 8, 4


def start_class(folder: Path, *extra: str) -> tuple[subprocess.Popen, str, str, list[str]]:
    """`energy-table class` on a free port; (process, ws url, code, the lines it printed)."""
    process, lines = start_command("class", *extra, "--port", "0", "--folder", str(folder), timeout=90)
    return process, join_address(lines).replace("http://", "ws://") + "ws", lines[-1].split()[1], lines


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


@pytest.mark.slow
def test_a_class_of_8_tables_of_4_pupils_survives_a_killed_host_and_keeps_every_move(tmp_path):
    folder = tmp_path / "class"
    args = ["power-butler", "--tables", str(TABLES), "--seats", ",".join(["pupil"] * PUPILS), "--rounds", "2"]
    process, url, code, _ = start_class(folder, *args, "--seed", "21")
    bots = [Bot(f"Pupil {i + 1}", seed=i, address=f"127.0.1.{i + 1}") for i in range(TABLES * PUPILS)]

    def half_way() -> bool:  # mid-class: the host dies with no warning
        if sum(b.answered for b in bots) >= 120:
            process.kill()
            return True
        return False

    try:
        asyncio.run(play(bots, url, code, 90, until=half_way))
        process.wait(10)
        placed = {b.name: (b.table, b.seat) for b in bots}
        assert Counter(t for t, _s in placed.values()) == {t: PUPILS for t in range(1, TABLES + 1)}  # even
        assert sum(b.answered for b in bots) >= 120, "the class did not get going"

        process, url, again, lines = start_class(folder, *args)
        assert again == code and lines[0].startswith("reopened")
        before = rss_mb(process.pid)
        asyncio.run(play(bots, url, code, 150))
        after = rss_mb(process.pid)
        out, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert {b.name: (b.table, b.seat) for b in bots} == placed  # every device back at its seat
    assert all(b.ended or b.over for b in bots), [(b.name, b.table) for b in bots if not (b.ended or b.over)]
    assert sum(b.foreign for b in bots) == 0 and all(len(b.tables_seen) == 1 for b in bots)
    assert all(b.refused.get("bad_token", 0) == 0 for b in bots)
    game = GAMES["power-butler"]
    for table in range(TABLES):
        path = table_save(folder, table)
        path = path if path.exists() else table_done(folder, table)
        replayed = load_game(path, GAMES)  # every move replayed by the rules (SaveError otherwise)
        by_seat = Counter(a["player"] for a in replayed.data.actions)
        assert replayed.state.round >= 2 or game.is_over(replayed.state)
        for bot in (b for b in bots if b.table == table + 1):
            # no move lost: every move the device saw taken is in the game; none doubled: no more
            # than it sent (one in flight when the host died may have been taken or not)
            assert bot.answered <= by_seat[bot.seat] <= bot.answered + bot.unknown, (table, bot)
    assert "results:" in out and (folder / "class.csv").exists()
    rows = list(csv.reader(io.StringIO((folder / "class.csv").read_bytes().decode("utf-8-sig"))))
    assert (folder / "class.csv").read_bytes().startswith(b"\xef\xbb\xbf")
    assert sum(1 for r in rows if len(r) > 3 and r[3] == "學生") == TABLES * PUPILS
    print(
        f"host RSS after the reopen {before:.0f} MB, at the end {after:.0f} MB; moves {sum(b.answered for b in bots)}"
    )
    assert after - before < 60  # memory stays flat over the second half of the class


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["power-butler", "--seats", "normal,normal"], "no seat is 'pupil'"),
        (["power-butler", "--tables", "0"], "1 to 16 tables"),
        (["power-butler", "--seats", "pupil,genius"], "not 'genius'"),
        (["power-butler", "--pace", "warp"], "pace"),
        (["power-butler", "--lang", "fr"], "language"),
        (["power-butler", "--rounds", "2", "--minutes", "5"], "not allowed with"),
    ],
)
def test_a_class_that_cannot_run_is_refused_in_one_line(argv, words, capsys):
    from desktop_app.commands.class_ import main

    try:
        status = main(argv)
    except SystemExit as stop:  # argparse's own refusal (two time boxes at once)
        status = stop.code
    err = capsys.readouterr().err.strip()
    assert status == 2 and words in err and len(err.splitlines()) == 1, err
